"""The paper's words in the pack (issue 25: "words in the YAML pack, written fresh"): each game's
guide.yaml and worksheet.yaml and the pack's paper.yaml are read and checked like every other
pack file, and a broken one is named by file, entry and field."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop_app.content.errors import ContentError
from desktop_app.content.loader import load_guide, load_paper_words, load_worksheet, validate_pack

GAMES = ("power_grid", "power_butler", "power_on", "magic_lamp")


def edit(path: Path, old: str, new: str) -> None:
    """Replace `old` (which must be there) by `new` in a pack file."""
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not found in {path}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_a_guide_of_45_minutes_and_a_worksheet_in_both_languages(game):
    guide = load_guide(game)
    assert sum(step.minutes for step in guide.plan) == 45
    assert guide.goals and guide.questions and guide.lesson_page and guide.energy
    sheet = load_worksheet(game)
    questions = [q for section in sheet.sections for q in section.questions]
    assert len(questions) >= 6 and all(q.lines or q.choices for q in questions)
    for text in [guide.title, guide.about, sheet.title, *[q.ask for q in questions]]:
        assert text.zh_TW != text.en


def test_a_plan_that_is_not_45_minutes_is_refused(pack):
    edit(pack / "power_grid/guide.yaml", "  - minutes: 5\n", "  - minutes: 15\n")
    issues = validate_pack(pack)
    assert [(i.file, i.entry, i.field) for i in issues] == [("power_grid/guide.yaml", "plan", "minutes")]
    assert "add up to 55, not 45" in issues[0].message
    with pytest.raises(ContentError, match="55"):
        load_guide("power_grid", pack)


def test_a_guide_missing_a_language_is_refused(pack):
    edit(
        pack / "power_on/guide.yaml",
        'title: {zh_TW: "電力啟動：教師手冊", en: "Power On!: teacher\'s guide"}',
        'title: {zh_TW: "電力啟動：教師手冊"}',
    )
    issues = validate_pack(pack)
    assert len(issues) == 1 and issues[0].file == "power_on/guide.yaml" and "en" in str(issues[0])


def test_a_question_with_nothing_to_write_on_or_tick_is_refused(pack):
    edit(pack / "power_butler/worksheet.yaml", "        lines: 1\n", "        lines: 0\n")
    issues = validate_pack(pack)
    assert [(i.file, i.entry, i.field) for i in issues] == [
        ("power_butler/worksheet.yaml", "sections[1].questions[0]", "lines")
    ]
    with pytest.raises(ContentError):
        load_worksheet("power_butler", pack)


def test_a_template_with_a_placeholder_it_cannot_fill_is_refused(pack):
    edit(pack / "paper.yaml", 'en: "Page {page} of {pages}"', 'en: "Page {page} of {total}"')
    issues = validate_pack(pack)
    assert [(i.file, i.entry, i.field) for i in issues] == [("paper.yaml", "page", "en")]
    assert "{total}" in issues[0].message
    with pytest.raises(ContentError):
        load_paper_words(pack)


def test_a_game_without_a_worksheet_says_so(pack):
    (pack / "magic_lamp/worksheet.yaml").unlink()
    assert validate_pack(pack) == []  # a pack may leave the paper out
    with pytest.raises(ContentError, match="no worksheet"):
        load_worksheet("magic_lamp", pack)
