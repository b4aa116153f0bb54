"""The teacher's guide and the worksheet (學習單) of a game on A4 (issue 25, "Results and paper").

Their words come from the pack (`<game>/guide.yaml`, `<game>/worksheet.yaml`, `paper.yaml`:
content/paper.py); the page is laid out by `pdf_sheet`. A worksheet opens with the name / class
/ number / date line a pupil fills in, numbers its questions through the sheet and gives each
its answer lines (stretched to fill the page) or its boxes to tick. A guide gives the goals,
the energy in the game, the 45-minute plan, questions to ask and how to read the lesson page,
and ends with lines for the teacher's notes down to the foot of its last page.
"""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QColor

from desktop_app.content.model import LocalizedText
from desktop_app.content.paper import Guide, PaperWords, Worksheet
from desktop_app.views.kit.pdf_sheet import (
    BODY_PT,
    HEADING_PT,
    TITLE_PT,
    AnswerLines,
    Block,
    Choices,
    NameLine,
    Rule,
    SheetPlan,
    Text,
    write_sheet,
)
from desktop_app.views.theme import Palette

if TYPE_CHECKING:
    from desktop_app.views.game_registry import GameEntry

QUESTION_MM = 8.0  # the column a question's number sits in
GUIDE_PT = 11.5  # a guide is read by an adult: a little smaller than a pupil's sheet


def game_entry(folder: str) -> GameEntry | None:
    """The launcher's entry of the game in `folder` ("magic_lamp": its save id is "magic-lamp")."""
    from desktop_app.views.game_registry import GAMES

    return next((e for e in GAMES if e.save_id.replace("-", "_") == folder), None)


def game_colour(folder: str) -> QColor:
    """The game's own colour (its card's header band in the launcher), for the title's bar."""
    entry = game_entry(folder)
    return QColor(entry.colour) if entry is not None else QColor(Palette.INK)


def colon(language: str) -> str:
    return "：" if language.startswith("zh") else ": "


def name_line(words: PaperWords, language: str, with_date: bool = True) -> NameLine:
    """The line a pupil writes their name, class, number and the date on."""
    c = colon(language)
    fields = [(words.say("name", language) + c, 3.2), (words.say("school_class", language) + c, 1.8)]
    fields.append((words.say("seat_number", language) + c, 1.3))
    if with_date:
        fields.append((words.say("date", language) + c, 2.4))
    return NameLine(fields)


def today(language: str, day: datetime.date | None = None) -> str:
    """A date as a Taiwanese or an English reader writes it: 2026年12月2日, 2 December 2026."""
    day = day or datetime.date.today()
    if language.startswith("zh"):
        return f"{day.year}年{day.month}月{day.day}日"
    return f"{day.day} {day.strftime('%B')} {day.year}"


class SheetPlanPages:
    """The footer's page numbers in the sheet's language ("第 1 頁，共 2 頁")."""

    def __init__(self, words: PaperWords, language: str) -> None:
        self.words = words
        self.language = language

    def __call__(self, page: int, pages: int) -> str:
        return self.words.say("page", self.language, page=page, pages=pages)


def title_blocks(title: str, colour: QColor, subtitle: str = "") -> list[Block]:
    """A sheet's title, its bar in the game's colour, and a line under it if any."""
    blocks: list[Block] = [Text(title, TITLE_PT, bold=True, before=0)]
    blocks.append(Rule(colour, 2.5))
    if subtitle:
        blocks.append(Text(subtitle, BODY_PT, colour=QColor("#5E574D"), before=3))
    return blocks


def worksheet_plan(sheet: Worksheet, words: PaperWords, language: str) -> SheetPlan:
    """A worksheet's blocks: title, name line, intro, then each section's questions."""

    def say(text: LocalizedText) -> str:
        return text.get(language)

    blocks = title_blocks(say(sheet.title), game_colour(sheet.game))
    blocks.append(name_line(words, language))
    blocks.append(Text(say(sheet.intro), BODY_PT, before=6))
    number = 0
    for section in sheet.sections:
        blocks.append(Text(say(section.heading), HEADING_PT, bold=True, before=12, heading=True))
        if section.text is not None:
            blocks.append(Text(say(section.text), BODY_PT, colour=QColor("#5E574D"), before=3, heading=True))
        for question in section.questions:
            number += 1
            blocks.append(
                Text(
                    say(question.ask),
                    BODY_PT,
                    label=f"{number}.",
                    label_mm=QUESTION_MM,
                    label_bold=True,
                    before=8,
                    heading=True,  # a question stays on the page of its answer lines
                )
            )
            if question.choices:
                blocks.append(Choices([say(c) for c in question.choices], indent_mm=QUESTION_MM))
            if question.lines:
                blocks.append(AnswerLines(question.lines, indent_mm=QUESTION_MM))
    return SheetPlan(blocks, say(sheet.title), SheetPlanPages(words, language), pages=1)


def guide_plan(guide: Guide, words: PaperWords, language: str) -> SheetPlan:
    """A teacher's guide's blocks: about, energy, goals, the plan, questions, the lesson page, notes."""

    def say(text: LocalizedText) -> str:
        return text.get(language)

    blocks = title_blocks(say(guide.title), game_colour(guide.game))

    def heading(key: str) -> None:
        blocks.append(Text(words.say(key, language), HEADING_PT, bold=True, before=12, heading=True))

    def bullets(items: tuple[LocalizedText, ...], numbered: bool = False) -> None:
        for n, item in enumerate(items, start=1):
            text = item.get(language)
            label = f"{n}." if numbered else "•"
            blocks.append(Text(text, GUIDE_PT, label=label, label_mm=6, before=3))

    heading("about")
    blocks.append(Text(say(guide.about), GUIDE_PT, before=3))
    heading("energy")
    bullets(guide.energy)
    heading("goals")
    bullets(guide.goals)
    heading("plan")
    for step in guide.plan:
        minutes = words.say("minutes", language, minutes=step.minutes)
        blocks.append(Text(say(step.activity), GUIDE_PT, label=minutes, label_mm=20, label_bold=True, before=4))
    heading("questions")
    bullets(guide.questions, numbered=True)
    heading("lesson_page")
    bullets(guide.lesson_page)
    heading("notes")
    blocks.append(AnswerLines(3))
    return SheetPlan(blocks, say(guide.title), SheetPlanPages(words, language))


def write_paper(kind: str, folder: str, language: str, path: Path | str) -> Path:
    """The game's worksheet (`kind` "worksheet") or teacher's guide ("guide") from the built-in
    pack, as an A4 PDF at `path`; ContentError when the pack's words cannot be read."""
    from desktop_app.content.loader import load_guide, load_paper_words, load_worksheet

    words = load_paper_words()
    if kind == "guide":
        return write_guide(load_guide(folder), words, language, path)
    return write_worksheet(load_worksheet(folder), words, language, path)


def write_worksheet(sheet: Worksheet, words: PaperWords, language: str, path: Path | str) -> Path:
    """A game's worksheet as an A4 PDF at `path`."""
    return write_sheet(worksheet_plan(sheet, words, language), path)


def write_guide(guide: Guide, words: PaperWords, language: str, path: Path | str) -> Path:
    """A game's teacher's guide as an A4 PDF at `path`."""
    return write_sheet(guide_plan(guide, words, language), path)


__all__ = [
    "game_colour",
    "game_entry",
    "guide_plan",
    "name_line",
    "today",
    "worksheet_plan",
    "write_guide",
    "write_paper",
    "write_worksheet",
]
