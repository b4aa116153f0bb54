"""Issue 22, "Content packs": YAML that the reader itself could not survive, refused by name.

Nine anchors of nine aliases each (a "billion laughs" file) hung validate-content, simulate
--content and the app's start-up check; an integer of 5,000 digits raised ValueError from the
YAML reader; a 4,000-digit hex integer raised while its refusal was formatted. Each is now one
issue naming the file, the entry and the line, before a single value is made.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from desktop_app.cli import main as cli_main
from desktop_app.content import validation
from desktop_app.content.loader import validate_pack

TABLES = "power_grid/tables.yaml"
LAUGHS = "lol0: &lol0 [ha]\n" + "".join(
    f"lol{i}: &lol{i} [{', '.join([f'*lol{i - 1}'] * 9)}]\n" for i in range(1, 10)
)  # 9^9 = 387 million values from a 500-byte file


def _issues(root: Path) -> list[str]:
    return [str(issue) for issue in validate_pack(root)]


def _only_refusal_of(issues: list[str], file: str, *words: str) -> str:
    mine = [issue for issue in issues if issue.startswith(f"{file}: ")]
    assert len(mine) == 1, issues
    assert all(word in mine[0] for word in words), mine[0]
    return mine[0]


def test_aliases_that_expand_exponentially_are_refused_at_their_anchor(pack):
    (pack / TABLES).write_text(LAUGHS, encoding="utf-8")
    refusal = _only_refusal_of(_issues(pack), TABLES, "aliases (*name)", f"{validation.MAX_VALUES:,} values")
    assert refusal.startswith(f"{TABLES}: (whole file): line 1, column 7: ")


def test_an_anchor_that_holds_itself_is_refused(pack):
    (pack / TABLES).write_text("start_money: &loop [*loop, 1]\n", encoding="utf-8")
    _only_refusal_of(_issues(pack), TABLES, "aliases (*name)")


def test_a_few_aliases_and_merge_keys_are_still_yaml(tmp_path):
    """The bound is on what the aliases expand to, not on using them: `<<: *base` still merges."""
    path = tmp_path / "f.yaml"
    path.write_text("base: &base {a: 1, b: 2}\nthis: {<<: *base, b: 3}\nmore: [*base, *base]\n", encoding="utf-8")
    log = validation.IssueLog()
    ok, data = validation.read_yaml(path, "f.yaml", log)
    assert ok and not log, log.issues
    assert data["this"] == {"a": 1, "b": 3} and data["more"] == [{"a": 1, "b": 2}] * 2


def test_validate_content_refuses_the_laughing_pack_without_hanging(pack, tmp_path):
    (pack / TABLES).write_text(LAUGHS, encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "desktop_app", "validate-content", str(pack)],
        capture_output=True,
        text=True,
        timeout=120,  # it hung for good before
        env={**os.environ, "XDG_DATA_HOME": str(tmp_path), "XDG_CONFIG_HOME": str(tmp_path)},
    )
    assert result.returncode == 1
    assert "Traceback" not in result.stdout + result.stderr
    assert f"{TABLES}: (whole file): line 1" in result.stderr and "aliases" in result.stderr


def test_simulate_refuses_the_laughing_pack_in_one_line(pack, capsys):
    (pack / TABLES).write_text(LAUGHS, encoding="utf-8")
    assert cli_main(["simulate", "power-grid", "--players", "2", "--games", "1", "--content", str(pack)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and TABLES in err and "aliases" in err


def test_the_apps_start_up_check_refuses_the_laughing_pack(pack, monkeypatch, tmp_path):
    import desktop_app.paths
    from desktop_app.commands import app

    (pack / TABLES).write_text(LAUGHS, encoding="utf-8")
    monkeypatch.setattr(desktop_app.paths, "game_data_dir", lambda: pack)
    monkeypatch.setattr(app, "game_data_dir", lambda: pack)
    monkeypatch.setattr(app, "pack_stamp_path", lambda: tmp_path / "no-stamp.txt")
    issues = app.content_pack_issues()
    _only_refusal_of(issues, TABLES, "aliases")


@pytest.mark.parametrize(
    ("written", "words"),
    [
        ("1" * 5000, ("5,000 characters long",)),  # Python refuses to read past 4,300 digits
        ("-" + "9" * 4500, ("4,501 characters long",)),
        ("0x" + "f" * 4000, ("4,002 characters long",)),  # was read, then its refusal raised
        ("0" + "7" * 3000, ("3,001 characters long",)),  # YAML 1.1 octal
        ("0b" + "1" * 5000, ("5,002 characters long",)),
        ("1_000_000_000_000_000_000_000_000_000_000_000", ("45 characters long",)),
    ],
    ids=["5000 digits", "negative", "4000 hex digits", "octal", "binary", "underscores"],
)
def test_an_integer_too_long_for_any_game_is_refused_at_its_line(pack, written, words):
    (pack / TABLES).write_text(f"# a comment first\nstart_money: {written}\n", encoding="utf-8")
    refusal = _only_refusal_of(_issues(pack), TABLES, "beyond any game figure", *words)
    assert refusal.startswith(f"{TABLES}: (whole file): line 2, column 14: the number '")


def test_a_huge_number_is_shown_by_its_size_not_printed():
    """A 4,000-digit integer cannot be turned into text (Python's limit): the refusal says how
    long it is."""
    huge = int("f" * 4000, 16)
    assert validation._out_of_bounds({"x": huge}) == (
        f"holds the number of about {int(huge.bit_length() * 0.30103):,} digits, beyond any game "
        f"figure (at most {validation.MAX_NUMBER:,})"
    )
    assert "1e+400" not in validation._out_of_bounds({"x": -(10**400)})


@pytest.mark.parametrize(
    ("written", "words"),
    [
        ("2026-13-01", ("'2026-13-01'", "month must be in 1..12")),
        ("2026-02-30", ("'2026-02-30'", "day is out of range")),
        ("!!timestamp 2026-13-01 soon", ("'2026-13-01 soon'",)),  # AttributeError inside PyYAML
        ("!!bool maybe", ("'maybe'",)),  # KeyError
        ("!!int twelve", ("'twelve'",)),  # ValueError
    ],
    ids=["month 13", "30 February", "a timestamp that is no date", "a bool that is neither", "an int in words"],
)
def test_a_value_the_yaml_reader_cannot_make_is_a_yaml_error_at_its_line(pack, written, words):
    (pack / TABLES).write_text(f"start_money: 50\nrefill: {written}\n", encoding="utf-8")
    refusal = _only_refusal_of(_issues(pack), TABLES, "cannot read the value", *words)
    assert refusal.startswith(f"{TABLES}: YAML syntax: line 2, column 9: ")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX")
def test_a_pack_file_that_is_a_fifo_is_refused_unread(pack):
    """Opening a FIFO to read it waits for a writer for ever."""
    (pack / TABLES).unlink()
    os.mkfifo(pack / TABLES)
    _only_refusal_of(_issues(pack), TABLES, "is not a plain file")
