"""The lesson page on A4 paper (issue 25: "the lesson PDF is one A4 page at about 7-8 pt filling
60% of the page, with no game name, date or name line").

The page is laid out for paper, not shrunk from the screen: the game's name as the title, the
date it was printed, a name / class / number line for the pupil, the lesson in words at 12 pt,
the table's headline facts, then every chart full width, as tall as the page allows (a chart
goes onto the next sheet rather than being squashed), and the deal code. Charts are drawn by the
same `ChartView.paint` as on screen, with their labels at 11 pt. Written by `pdf_sheet`
through `pdf_text.write_pdf`, so the text copies out as the very characters drawn.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QRectF
from PySide6.QtGui import QColor, QPainter

from desktop_app.content.paper import PaperWords
from desktop_app.rules.common.lesson import Chart, Lesson
from desktop_app.views.kit.lesson_chart import ChartView, LessonWords
from desktop_app.views.kit.narration import fill
from desktop_app.views.kit.paper import name_line, title_blocks, today
from desktop_app.views.kit.pdf_sheet import (
    HEADING_PT,
    MM,
    UNIT,
    AnswerLines,
    Block,
    Painted,
    SheetPlan,
    Text,
    paper_font,
    write_sheet,
)
from desktop_app.views.theme import Palette

CHART_PT = 11.0  # a chart's labels, legend and note on paper, as large as the body
CHART_LOW_MM, CHART_HIGH_MM = 85.0, 175.0  # never squashed; alone on a page, up to two thirds of it
LESSON_PT = 12.0


@dataclass(frozen=True)
class LessonPrint:
    """What the paper says besides the lesson: the game's name, the language, its colour, and
    its pack folder (where its worksheet and teacher's guide are; "" for none)."""

    game_name: str
    language: str
    colour: QColor = field(default_factory=lambda: QColor(Palette.INK))
    folder: str = ""


def _chart_drawing(chart: Chart, words: LessonWords) -> Painted:
    view = ChartView(chart, words, CHART_PT * UNIT / 13)  # the chart's small text is 13 px at scale 1
    view.base_font = paper_font()  # its numbers copy out too

    def draw(painter: QPainter, area: QRectF) -> None:
        painter.save()
        view.paint(painter, area)
        painter.restore()

    painted = Painted(draw, CHART_LOW_MM * MM, CHART_HIGH_MM * MM)  # `draw` keeps the view alive
    painted.space_before = 8.0
    return painted


def lesson_plan(
    lesson: Lesson, words: LessonWords, paper: PaperWords, printing: LessonPrint, code: str = ""
) -> SheetPlan:
    """The lesson page's blocks on A4."""
    language = printing.language
    title = printing.game_name or words.heading()
    subtitle = f"{words.heading()} · {paper.say('printed', language, date=today(language))}"
    if code:  # so another table can play the very same game
        subtitle += " · " + fill(QCoreApplication.translate("LessonPage", "Same deal code: %1"), code)
    blocks: list[Block] = title_blocks(title, printing.colour, subtitle)
    blocks.append(name_line(paper, language, with_date=False))  # the date is printed above
    text = words.lesson()
    if text:
        blocks.append(Text(text, LESSON_PT, before=8))
    for name, value in lesson.facts:
        blocks.append(Text(words.fact(name, value), LESSON_PT, bold=True, label="•", label_mm=6, before=3))
    blocks += [_chart_drawing(chart, words) for chart in lesson.charts]
    # Lines for what the pupil noticed, where the last sheet has room: the page is a handout.
    noticed = Text(paper.say("noticed", language), HEADING_PT, bold=True, before=12, heading=True)
    lines = AnswerLines(2)
    noticed.optional = lines.optional = True
    blocks += [noticed, lines]
    footer = f"{title} · {words.heading()}"
    return SheetPlan(blocks, footer, lambda page, pages: paper.say("page", language, page=page, pages=pages))


def write_lesson_pdf(
    lesson: Lesson, words: LessonWords, paper: PaperWords, printing: LessonPrint, path: Path | str, code: str = ""
) -> Path:
    """The lesson page as an A4 PDF at `path` (whole, or not at all)."""
    return write_sheet(lesson_plan(lesson, words, paper, printing, code), path)


__all__ = ["LessonPrint", "lesson_plan", "write_lesson_pdf"]
