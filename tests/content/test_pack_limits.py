"""A hostile or broken pack is refused quickly, by name, without a traceback or reading elsewhere.

Issue 11: 5000-deep YAML nesting gave a RecursionError traceback; a connection cost of 10^26 was
accepted; a symlink inside the pack pointing at /etc/passwd was read and quoted in the error; a
folder named like a pack file was reported as missing; 100,000 bad entries took 34 s and 1 GB.
"""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop_app.cli import main as cli_main
from desktop_app.content import validation
from desktop_app.content.loader import validate_pack

MAP = "power_grid/maps/taiwan.yaml"
TABLES = "power_grid/tables.yaml"


def issues_of(root: Path) -> list[str]:
    return [str(issue) for issue in validate_pack(root)]


def test_deep_nesting_is_one_clear_problem(pack):
    (pack / TABLES).write_text("start_money: " + "[" * 5000 + "]" * 5000 + "\n", encoding="utf-8")
    issues = issues_of(pack)
    assert any(TABLES in i and "nested too deeply" in i for i in issues), issues


def test_huge_connection_cost_is_refused(pack):
    text = (pack / MAP).read_text(encoding="utf-8")
    first = text.index("cost: ") + len("cost: ")
    end = first + len(text[first:].split(",")[0].split("}")[0])
    (pack / MAP).write_text(text[:first] + "100000000000000000000000000" + text[end:], encoding="utf-8")
    issues = issues_of(pack)
    assert issues and all(MAP in i for i in issues), issues


def test_a_link_leaving_the_pack_is_refused_unread(pack, tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("root:x:0:0:SECRET-LINE\n", encoding="utf-8")
    (pack / TABLES).unlink()
    (pack / TABLES).symlink_to(secret)
    issues = issues_of(pack)
    assert any(TABLES in i and "outside the pack" in i for i in issues), issues
    assert not any("SECRET-LINE" in i for i in issues)


def test_a_folder_in_place_of_a_file_is_named_as_a_folder(pack):
    (pack / TABLES).unlink()
    (pack / TABLES).mkdir()
    issues = issues_of(pack)
    assert any(TABLES in i and "is a folder" in i for i in issues), issues
    assert not any("missing" in i for i in issues if TABLES in i)


def test_markup_in_pack_text_is_refused(pack):
    text = (pack / MAP).read_text(encoding="utf-8")
    text = text.replace('en: "Taoyuan"', 'en: "<a href=x>Taoyuan</a>"', 1)
    (pack / MAP).write_text(text, encoding="utf-8")
    issues = issues_of(pack)
    assert any("markup" in i and MAP in i for i in issues), issues


def test_a_huge_file_and_many_bad_entries_are_refused_quickly(pack):
    lines = ["plants:"] + [f"  - {{number: {n}, kind: nothing, fuel_needed: 99}}" for n in range(100_000)]
    (pack / "power_grid/plants.yaml").write_text("\n".join(lines), encoding="utf-8")
    issues = issues_of(pack)
    assert any("too large" in i for i in issues), issues[:3]


def test_many_small_problems_are_capped_with_a_count(pack, monkeypatch):
    monkeypatch.setattr(validation, "MAX_ISSUES", 5)
    lines = ["plants:"] + [f"  - {{number: {n + 3}, kind: nothing}}" for n in range(40)]
    (pack / "power_grid/plants.yaml").write_text("\n".join(lines), encoding="utf-8")
    issues = issues_of(pack)
    assert len(issues) == 6 and "more problems not listed" in issues[-1]


def test_validate_content_never_prints_a_traceback_on_a_deep_pack(pack, capsys):
    (pack / TABLES).write_text("a: " + "[" * 5000 + "]" * 5000 + "\n", encoding="utf-8")
    assert cli_main(["validate-content", str(pack)]) == 1
    captured = capsys.readouterr()
    assert "Traceback" not in captured.out + captured.err and "nested too deeply" in captured.err


MUTATIONS = st.sampled_from(
    [
        "",
        "{",
        "[[[",
        "- - -",
        "a: b: c",
        "\x00",
        "null",
        "42",
        "[1, 2]",
        "{x: 1}",
        "!!python/object:os.system ls",
        "cost: 1e400",
        "name: {zh_TW: '', en: ''}",
        "players: -1",
        "&a [*a]",
    ]
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    file=st.sampled_from(
        [
            MAP,
            TABLES,
            "power_grid/plants.yaml",
            "power_butler/appliances.yaml",
            "magic_lamp/chests.yaml",
            "power_on/cards.yaml",
            "pack.yaml",
        ]
    ),
    cut=st.floats(0, 1),
    insert=MUTATIONS,
)
def test_random_damage_never_crashes_and_every_issue_names_a_file(pack, file, cut, insert):
    """Hypothesis: any truncation plus any inserted snippet in any pack file gives issues that
    each name a pack file, never an exception."""
    path = pack / file
    original = path.read_text(encoding="utf-8")
    at = int(len(original) * cut)
    path.write_text(original[:at] + insert + original[at:], encoding="utf-8")
    try:
        for issue in validate_pack(pack):
            assert issue.file and (issue.file.endswith(".yaml") or issue.file == "(pack)"), issue
    finally:
        path.write_text(original, encoding="utf-8")
