"""The lesson page, one for all four games (issue 15): the game's own figures as charts, the
energy lesson in words, the deal code, and Save as PDF / PNG, Print and Export CSV for a
worksheet.

A game gives its `Lesson` (rules/<game>/lesson.py: charts of numbers from the history) and a
`LessonWords` (views/<game>/lesson.py: the titles, notes, series, labels and units in the
player's language, and a colour per series code). Seats are drawn in the players' colours with
their marks' names; everything written is plain text. Charts are painted with QPainter, so the
same drawing goes to the screen, a PNG, a PDF and a printer.
"""

from __future__ import annotations

import csv
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QMarginsF, QPoint, QSize
from PySide6.QtGui import QFont, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from desktop_app.content.errors import ContentError
from desktop_app.rules.common.lesson import Lesson
from desktop_app.views.kit.documents import in_documents
from desktop_app.views.kit.lesson_chart import ChartView, LessonWords, PackLessonWords, number_text
from desktop_app.views.kit.narration import fill
from desktop_app.views.kit.pdf_text import write_pdf
from desktop_app.views.plain_text import plain_label, warn
from desktop_app.views.theme import Palette, colour_css, ui_font

if TYPE_CHECKING:  # the paper layout is imported when a PDF is written
    from desktop_app.views.kit.pdf_lesson import LessonPrint


class LessonPage(QWidget):
    """The page: heading, the lesson in words, headline facts, the charts, the deal code."""

    def __init__(
        self, lesson: Lesson, words: LessonWords, code: str = "", scale: float = 1.0, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.lesson = lesson
        self.words = words
        self.code = code
        base = QApplication.font()
        column = QVBoxLayout(self)
        margin = round(16 * scale)
        column.setContentsMargins(margin, margin, margin, margin)
        column.setSpacing(round(10 * scale))
        self.setStyleSheet(f"background: {colour_css(Palette.TABLE_LIGHT)};")
        heading = self._label(words.heading(), ui_font(base, 24 * scale, QFont.Weight.Bold))
        column.addWidget(heading)
        text = words.lesson()
        if text:
            column.addWidget(self._label(text, ui_font(base, 16 * scale)))
        for name, value in lesson.facts:
            column.addWidget(
                self._label("• " + words.fact(name, value), ui_font(base, 16 * scale, QFont.Weight.DemiBold))
            )
        grid = QGridLayout()
        grid.setSpacing(round(12 * scale))
        self.charts = [ChartView(chart, words, scale) for chart in lesson.charts]
        for index, view in enumerate(self.charts):
            alone = index == len(self.charts) - 1 and index % 2 == 0  # an odd last chart: the whole row
            grid.addWidget(view, index // 2, index % 2, 1, 2 if alone else 1)
        column.addLayout(grid, 1)
        if code:
            column.addWidget(
                self._label(
                    fill(QCoreApplication.translate("LessonPage", "Same deal code: %1"), code),
                    ui_font(base, 15 * scale),
                )
            )

    @staticmethod
    def _label(text: str, font: QFont) -> QLabel:
        label = plain_label(text)
        label.setFont(font)
        label.setWordWrap(True)
        label.setStyleSheet(f"color: {colour_css(Palette.INK)}; background: transparent;")
        return label

    def csv_rows(self) -> list[list[str]]:
        """The page as a worksheet, in the player's words."""
        rows: list[list[str]] = [[self.words.heading()]]
        rows += [[self.words.fact(name, value)] for name, value in self.lesson.facts]
        for chart in self.lesson.charts:
            rows.append([])
            rows.append([self.words.title(chart.id), self.words.unit(chart.unit)])
            rows.append(["", *[self.words.label(chart.id, label) for label in chart.labels]])
            rows += [[self.words.series(s.name), *[number_text(v) for v in s.values]] for s in chart.series]
        if self.code:
            rows += [[], [fill(QCoreApplication.translate("LessonPage", "Same deal code: %1"), self.code)]]
        return rows


def save_png(page: QWidget, path: Path) -> None:
    """The page as a PNG at twice its size on screen (sharp when printed or projected)."""
    image = QImage(page.size() * 2, QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(2.0)
    image.fill(Palette.TABLE_LIGHT)
    painter = QPainter(image)
    page.render(painter, QPoint(0, 0))
    painter.end()
    if not image.save(str(path), "PNG"):  # type: ignore[call-overload]  # the stub says bytes; PySide6 wants a str
        raise OSError(fill(QCoreApplication.translate("LessonPage", "%1 could not be written."), str(path)))


def save_pdf(page: QWidget, path: Path, printing: LessonPrint | None = None) -> None:
    """A lesson page on A4 paper, laid out for it (kit/pdf_lesson: the game's name, the date, a
    name line, 12 pt text, charts full width); any other page on one A4 sheet, scaled to fit.
    Its text copies out as drawn (kit/pdf_text). A broken `paper.yaml` raises ContentError."""
    if isinstance(page, LessonPage):
        from desktop_app.content.loader import load_paper_words
        from desktop_app.views.kit.pdf_lesson import LessonPrint, write_lesson_pdf

        printing = printing or LessonPrint("", _language(page.words))
        write_lesson_pdf(page.lesson, page.words, load_paper_words(), printing, path, page.code)
        return

    def draw(file_name: str) -> None:
        writer = QPdfWriter(file_name)
        writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        wide = page.width() > page.height() * 1.2  # the sheet turned the way the page is
        writer.setPageOrientation(QPageLayout.Orientation.Landscape if wide else QPageLayout.Orientation.Portrait)
        writer.setPageMargins(QMarginsF(10, 10, 10, 10), QPageLayout.Unit.Millimeter)
        writer.setResolution(150)
        painter = QPainter(writer)
        target = painter.viewport()
        factor = min(target.width() / max(1, page.width()), target.height() / max(1, page.height()))
        painter.scale(factor, factor)
        page.render(painter, QPoint(0, 0))
        painter.end()

    write_pdf(path, draw)


def _language(words: LessonWords) -> str:
    """The page's language: its pack words' own, else the language the app is translated into."""
    language = getattr(words, "language", "")
    if isinstance(language, str) and language:
        return language
    source = "What this game teaches"
    return "en" if QCoreApplication.translate("LessonPage", source) == source else "zh_TW"


def save_csv(page: LessonPage, path: Path) -> None:
    """The worksheet: UTF-8 with a byte-order mark, so spreadsheet programs read the Chinese."""
    with path.open("w", encoding="utf-8-sig", newline="") as handle:
        csv.writer(handle).writerows(page.csv_rows())


class LessonDialog(QDialog):
    """The lesson page in a window, with Save as PDF, Save as PNG, Export CSV and Close."""

    def __init__(
        self,
        lesson: Lesson,
        words: LessonWords,
        title: str,
        code: str = "",
        scale: float = 1.0,
        parent: QWidget | None = None,
        printing: LessonPrint | None = None,
    ) -> None:
        super().__init__(parent)
        translate = QCoreApplication.translate
        self.printing = printing  # the game's name and language on paper
        self.setWindowTitle(title)
        self.page = LessonPage(lesson, words, code, scale)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.page)
        column = QVBoxLayout(self)
        column.addWidget(scroll, 1)
        row = QHBoxLayout()
        self.buttons: dict[str, QPushButton] = {}
        for key, text, slot in (
            ("pdf", translate("LessonPage", "Save as PDF…"), self._save_pdf),
            ("png", translate("LessonPage", "Save as PNG…"), self._save_png),
            ("csv", translate("LessonPage", "Export CSV (worksheet)…"), self._save_csv),
        ):
            button = QPushButton(text)
            button.setFont(ui_font(QApplication.font(), 16 * scale))
            button.setMinimumHeight(round(40 * scale))
            button.clicked.connect(lambda _checked=False, do=slot: do())
            row.addWidget(button)
            self.buttons[key] = button
        if printing is not None and printing.folder:  # the class's paper, where the lesson is
            sheets = QPushButton(translate("LessonPage", "Worksheet and teacher's guide"))
            sheets.setFont(ui_font(QApplication.font(), 16 * scale))
            sheets.setMinimumHeight(round(40 * scale))
            menu = QMenu(sheets)
            menu.addAction(translate("LessonPage", "Save the worksheet as PDF…"), lambda: self._save_sheet("worksheet"))
            menu.addAction(
                translate("LessonPage", "Save the teacher's guide as PDF…"), lambda: self._save_sheet("guide")
            )
            sheets.setMenu(menu)
            row.addWidget(sheets)
            self.buttons["paper"] = sheets
        row.addStretch(1)
        close = QPushButton(translate("LessonPage", "Close"))
        close.setFont(ui_font(QApplication.font(), 16 * scale, QFont.Weight.DemiBold))
        close.setMinimumHeight(round(40 * scale))
        close.clicked.connect(self.accept)
        row.addWidget(close)
        column.addLayout(row)
        size = QSize(round(1100 * scale), round(760 * scale))
        if parent is not None:
            size = size.boundedTo(parent.window().size() * 0.95)
        self.resize(size)

    def _ask(self, caption: str, suffix: str, kind: str, name: str | None = None) -> Path | None:
        """Where to save, asked in a file dialog that starts in Documents with `name` (the
        window's words; by default the lesson page's)."""
        name = name or QCoreApplication.translate("LessonPage", "Lesson page")
        path, _ = QFileDialog.getSaveFileName(self, caption, in_documents(name, suffix), kind)
        return Path(path) if path else None

    def _save_sheet(self, kind: str) -> None:
        """The game's worksheet or teacher's guide (kit/paper) as an A4 PDF, where asked."""
        from desktop_app.views.kit.paper import write_paper

        printing = self.printing
        assert printing is not None  # the menu is only there with a game to print for
        translate = QCoreApplication.translate
        caption = (
            translate("LessonPage", "Save the teacher's guide as PDF")
            if kind == "guide"
            else translate("LessonPage", "Save the worksheet as PDF")
        )
        name = translate("LessonPage", "Teacher's guide") if kind == "guide" else translate("LessonPage", "Worksheet")
        path = self._ask(caption, "pdf", "PDF (*.pdf)", name)
        if path is not None:
            self._write(lambda: write_paper(kind, printing.folder, printing.language, path))

    def _save_pdf(self) -> None:
        path = self._ask(QCoreApplication.translate("LessonPage", "Save the lesson as PDF"), "pdf", "PDF (*.pdf)")
        if path is not None:
            self._write(lambda: save_pdf(self.page, path, self.printing))

    def _save_png(self) -> None:
        path = self._ask(QCoreApplication.translate("LessonPage", "Save the lesson as PNG"), "png", "PNG (*.png)")
        if path is not None:
            self._write(lambda: save_png(self.page, path))

    def _save_csv(self) -> None:
        path = self._ask(QCoreApplication.translate("LessonPage", "Export the lesson as CSV"), "csv", "CSV (*.csv)")
        if path is not None:
            self._write(lambda: save_csv(self.page, path))

    def _write(self, write: Callable[[], object]) -> None:
        try:
            write()
        except (OSError, ContentError) as error:
            warn(self, QCoreApplication.translate("LessonPage", "Could not save"), str(error))


__all__ = [
    "PackLessonWords",
    "ChartView",
    "LessonDialog",
    "LessonPage",
    "LessonWords",
    "save_csv",
    "save_pdf",
    "save_png",
]
