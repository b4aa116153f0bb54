"""The end of a class (issue 25): the tables compared, each table's figures, and the two files a
teacher keeps: the class CSV (UTF-8 with a BOM, net's `class_results.write_csv`) and the class
lesson page as an A4 PDF (`class_lesson.save_lesson_pdf`).

`ClassResultsDialog(results, language, game_title, text)` is given the tables' results (net's
`TableResult`, made by what runs the tables from each game's records); it works nothing out
itself. A file that cannot be written is said in one line and nothing is lost: the class stays.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, QStandardPaths
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop_app.net.class_results import TableResult, write_csv
from desktop_app.views.class_session.class_lesson import comparisons, save_lesson_pdf
from desktop_app.views.kit.narration import fill
from desktop_app.views.plain_text import plain_label, warn
from desktop_app.views.theme import dialog_css, scale_for, ui_font

translate = QCoreApplication.translate


class ClassResultsDialog(QDialog):
    """The class's results and its files (see the module's docstring)."""

    def __init__(
        self,
        results: Sequence[TableResult],
        language: str,
        game_title: str,
        text: Any = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.results, self.language, self.game_title, self.text = list(results), language, game_title, text
        self.setWindowTitle(translate("ClassResults", "The class's results"))
        size = parent.size() if parent is not None else QSize(1280, 800)
        s = self.scale = scale_for(size)
        self.setStyleSheet(dialog_css(s))
        base = QApplication.font()
        layout = QVBoxLayout(self)
        heading = plain_label(fill(translate("ClassResults", "%1: how the tables did"), game_title))
        heading.setFont(ui_font(base, 26 * s, QFont.Weight.Bold))
        layout.addWidget(heading)
        self.sentences = [plain_label(sentence) for sentence in comparisons(self.results, language)]
        for label in self.sentences:
            label.setWordWrap(True)
            label.setFont(ui_font(base, 19 * s))
            layout.addWidget(label)
        self.table = QTableWidget(len(self.results), 4)
        self.table.setHorizontalHeaderLabels(
            [
                translate("ClassResults", "Table"),
                translate("ClassResults", "Round reached"),
                translate("ClassResults", "Winners"),
                translate("ClassResults", "Players"),
            ]
        )
        for row, result in enumerate(self.results):
            winners = [seat.name for seat in result.seats if seat.winner]
            joiner = "、" if language.startswith("zh") else ", "
            cells = [
                fill(translate("ClassResults", "Table %1"), result.table + 1),
                "" if result.round is None else str(result.round),
                joiner.join(winners) or translate("ClassResults", "not finished"),
                joiner.join(f"{seat.name} {seat.score:g}" for seat in result.seats),
            ]
            for column, cell in enumerate(cells):
                self.table.setItem(row, column, QTableWidgetItem(cell))
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setFont(ui_font(base, 15 * s))
        self.table.horizontalHeader().setFont(ui_font(base, 15 * s, QFont.Weight.Bold))
        self.table.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().hide()
        self.table.resizeColumnsToContents()
        self.table.resizeRowsToContents()
        layout.addWidget(self.table, 1)
        self.message = plain_label()
        self.message.setWordWrap(True)
        self.message.setFont(ui_font(base, 15 * s))
        layout.addWidget(self.message)
        buttons = QHBoxLayout()
        self.csv_button = QPushButton(translate("ClassResults", "Save the class CSV…"))
        self.csv_button.clicked.connect(lambda _c=False: self.save_csv())
        self.pdf_button = QPushButton(translate("ClassResults", "Save the lesson page as PDF…"))
        self.pdf_button.clicked.connect(lambda _c=False: self.save_pdf())
        close = QPushButton(translate("ClassResults", "Close"))
        close.clicked.connect(self.accept)
        for button in (self.csv_button, self.pdf_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        for button in (self.csv_button, self.pdf_button, close):
            button.setFont(ui_font(base, 16 * s, QFont.Weight.DemiBold))
            button.setMinimumHeight(round(44 * s))
        layout.addLayout(buttons)
        margin = round(20 * s)
        layout.setContentsMargins(margin, margin, margin, margin)
        layout.setSpacing(round(10 * s))
        self.resize(round(size.width() * 0.8), round(size.height() * 0.8))

    def _ask(self, caption: str, name: str, kind: str) -> Path | None:
        folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
        path, _ = QFileDialog.getSaveFileName(self, caption, str(Path(folder) / name), kind)
        return Path(path) if path else None

    def save_csv(self, path: Path | None = None) -> Path | None:
        """The class CSV (asked where unless `path`)."""
        path = path or self._ask(translate("ClassResults", "Save the class CSV"), self._name("csv"), "CSV (*.csv)")
        if path is not None:
            self._write(path, lambda: write_csv(path, self.results, self.language, self.text))
        return path

    def save_pdf(self, path: Path | None = None) -> Path | None:
        """The class lesson page as a PDF (asked where unless `path`)."""
        path = path or self._ask(translate("ClassResults", "Save the lesson page"), self._name("pdf"), "PDF (*.pdf)")
        if path is not None:
            self._write(path, lambda: save_lesson_pdf(path, self.results, self.language, self.game_title, self.text))
        return path

    def _name(self, suffix: str) -> str:
        return f"class-{self.results[0].game if self.results else 'results'}.{suffix}"

    def _write(self, path: Path, write: Callable[[], object]) -> None:
        try:
            write()
        except OSError as error:
            warn(self, translate("ClassResults", "Could not save"), f"{path}: {error.strerror or error}")
            return
        self.message.setText(fill(translate("ClassResults", "Saved: %1"), str(path)))


__all__ = ["ClassResultsDialog"]
