"""The rules reference's format (desktop_app/content/how_to_play): what validate-content checks
in any game's `how_to_play.yaml` (issue 14), shown on a made-up reference for Power Grid."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop_app.commands.rules import main as rules_main
from desktop_app.content import how_to_play as htp
from desktop_app.content.how_to_play import GameReference, markdown_table, picture_of, section_markdown
from desktop_app.content.loader import load_how_to_play, validate_pack

FILE = "power_grid/how_to_play.yaml"


def _payment(content, language):
    heading = ("供電城市", "收入") if language == "zh_TW" else ("Cities powered", "Income")
    return heading, tuple((str(n), str(money)) for n, money in enumerate(content.payment))


MADE_UP = GameReference(
    figures={"payment": _payment},
    values={"plants": lambda content, language: str(len(content.plants))},
    pictures={"plant": lambda content, arg: arg.isdigit() and any(p.number == int(arg) for p in content.plants)},
    moments=("auction", "building"),
)

GOOD = """
title: {zh_TW: 電力公司, en: Power Grid}
sections:
  - id: goal
    title: {zh_TW: 目標, en: The goal}
    moments: [auction]
    body:
      zh_TW: "共有 {{value plants}} 座電廠。看[蓋房子](#build)。\\n\\n{{picture plant 13}}"
      en: "There are {{value plants}} plants. See [building](#build).\\n\\n{{picture plant 13}}"
  - id: build
    title: {zh_TW: 蓋房子, en: Building}
    moments: [building]
    body:
      zh_TW: "收入表：\\n\\n{{figure payment}}"
      en: "The income table:\\n\\n{{figure payment}}"
"""


@pytest.fixture
def made_up(monkeypatch, pack: Path) -> Path:
    real = htp.game_reference
    monkeypatch.setattr(htp, "game_reference", lambda folder: MADE_UP if folder == "power_grid" else real(folder))
    (pack / FILE).write_text(GOOD, encoding="utf-8")
    return pack


def _issues(root: Path) -> list[str]:
    return [str(issue) for issue in validate_pack(root)]


def test_a_good_reference_loads_with_its_figures_values_and_pictures(made_up):
    reference, content = load_how_to_play("power_grid", made_up)
    assert [s.id for s in reference.sections] == ["goal", "build"]
    text = section_markdown(reference, reference.section("goal"), content, "en")
    assert text.startswith("# The goal\n") and f"There are {len(content.plants)} plants" in text
    assert "![plant](picture:plant/13)" in text
    table = section_markdown(reference, reference.section("build"), content, "zh_TW")
    assert "| 供電城市 | 收入 |" in table and f"| 1 | {content.payment[1]} |" in table
    assert reference.section_for_moment("building").id == "build"
    assert reference.section_for_moment("unknown").id == "goal"


def test_a_figure_follows_the_yaml(made_up):
    tables = made_up / "power_grid" / "tables.yaml"
    text = tables.read_text(encoding="utf-8")
    assert "payment: [10, " in text
    tables.write_text(text.replace("payment: [10, ", "payment: [11, ", 1), encoding="utf-8")
    reference, content = load_how_to_play("power_grid", made_up)
    assert "| 0 | 11 |" in section_markdown(reference, reference.section("build"), content, "en")


@pytest.mark.parametrize(
    ("old", "new", "problem"),
    [
        ("{{figure payment}}", "{{figure payments}}", "no figure 'payments'"),
        ("{{value plants}}", "{{value plant_count}}", "no value 'plant_count'"),
        ("{{picture plant 13}}", "{{picture plant 99}}", "'plant 99' names nothing"),
        ("{{picture plant 13}}", "{{picture tower}}", "no picture kind 'tower'"),
        ("{{value plants}}", "{{ plants }}", "is not {{figure NAME}}"),
        ("](#build)", "](#builds)", "the link to '#builds' names no section"),
        ("moments: [building]", "moments: [buildin]", "'buildin' is not a moment"),
        ("moments: [building]", "moments: []", "no section explains the moment 'building'"),
        ("id: build", "id: goal", "used by an earlier section"),
    ],
)
def test_every_broken_reference_is_named(made_up, old, new, problem):
    text = (made_up / FILE).read_text(encoding="utf-8")
    assert old in text
    (made_up / FILE).write_text(text.replace(old, new, 1), encoding="utf-8")
    issues = _issues(made_up)
    assert any(FILE in i and problem in i for i in issues), issues


def test_a_section_needs_both_languages(made_up):
    text = (made_up / FILE).read_text(encoding="utf-8")
    (made_up / FILE).write_text(
        text.replace("    title: {zh_TW: 目標, en: The goal}", "    title: {en: The goal}"), encoding="utf-8"
    )
    assert any(FILE in i and "zh_TW" in i for i in _issues(made_up))


def test_html_in_a_body_is_refused(made_up):
    text = (made_up / FILE).read_text(encoding="utf-8")
    (made_up / FILE).write_text(text.replace("There are", "<script>x</script> There are"), encoding="utf-8")
    assert any(FILE in i and "markup" in i for i in _issues(made_up))


def test_markdown_table_escapes_a_bar():
    assert markdown_table((("a|b", "c"), (("1", "2"),))) == "| a\\|b | c |\n|---|---|\n| 1 | 2 |"


def test_picture_addresses():
    assert picture_of("picture:plant/13") == ("plant", "13")
    assert picture_of("https://example.com/x.png") is None


def test_rules_command_refuses_an_unknown_game_and_section(capsys):
    assert rules_main(["chess"]) == 2
    assert "no game 'chess'" in capsys.readouterr().err
    assert rules_main(["power-grid", "--lang", "fr"]) == 2


@pytest.mark.parametrize("folder", ["power_grid", "power_butler", "power_on", "magic_lamp"])
def test_every_game_must_have_its_rules_reference(pack, folder):
    (pack / folder / "how_to_play.yaml").unlink()
    assert any(f"{folder}/how_to_play.yaml" in i and "missing" in i for i in _issues(pack))
