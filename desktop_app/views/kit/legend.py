"""The legend every game window can open (issue 13): what each symbol on the board and the cards
means, as rows of (picture, text). A "?" button over the board's top-right corner and the "?"
key open it; the game gives the rows (`GameWindow._legend_entries`); no rows, no button.

A picture is a QPixmap, a QIcon, or a short text (a symbol such as "⚡"), shown large; the text
is plain text, never read as markup (symbols and names may come from a pack).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from desktop_app.views.plain_text import plain_label
from desktop_app.views.theme import Palette, dialog_css

Entry = tuple[Any, str]  # (picture, text)


class LegendDialog(QDialog):
    """The legend: one row per symbol, its picture beside what it means."""

    def __init__(self, entries: Sequence[Entry], title: str, scale: float = 1.0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        translate = QCoreApplication.translate
        self.setWindowTitle(title)
        self.setObjectName("legend")
        self.setAccessibleName(title)
        self.setAccessibleDescription(translate("LegendDialog", "What each symbol on the board and the cards means."))
        scale = max(1.0, scale)
        face = Palette.CARD_FACE.name()
        self.setStyleSheet(
            dialog_css(scale)
            + f" QLabel {{ font-size: {round(16 * scale)}px; }}"
            + f" QLabel#symbol {{ font-size: {round(26 * scale)}px; }}"
            + f" QLabel#word {{ font-size: {round(16 * scale)}px; font-weight: bold; }}"
            + f" QPushButton {{ font-size: {round(16 * scale)}px; }}"
            + f" QScrollArea#legend_rows, QScrollArea#legend_rows > QWidget > QWidget {{ background: {face}; }}"
        )
        column = QVBoxLayout(self)
        heading = plain_label(title)
        heading.setObjectName("heading")
        column.addWidget(heading)
        grid_holder = QWidget()
        grid = QGridLayout(grid_holder)
        grid.setHorizontalSpacing(round(14 * scale))
        grid.setVerticalSpacing(round(8 * scale))
        side = round(40 * scale)
        self.rows: list[tuple[QLabel, QLabel]] = []
        for row, (picture, text) in enumerate(entries):
            shown = self._picture(picture, side)
            words = plain_label(text)
            words.setWordWrap(True)
            words.setAccessibleName(text)
            grid.addWidget(shown, row, 0, Qt.AlignmentFlag.AlignCenter)
            grid.addWidget(words, row, 1)
            self.rows.append((shown, words))
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(len(self.rows), 1)  # the rows at the top, not spread down the page
        scroll = QScrollArea()
        scroll.setObjectName("legend_rows")
        scroll.setWidgetResizable(True)
        scroll.setWidget(grid_holder)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        column.addWidget(scroll, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close = buttons.button(QDialogButtonBox.StandardButton.Close)
        close.setText(translate("LegendDialog", "Close"))
        close.setAccessibleName(translate("LegendDialog", "Close the legend"))
        buttons.rejected.connect(self.reject)
        column.addWidget(buttons)
        self.resize(QSize(round(560 * scale), round(620 * scale)))

    @staticmethod
    def _picture(picture: Any, side: int) -> QLabel:
        label = plain_label()
        label.setObjectName("symbol")
        label.setMinimumWidth(side)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        if isinstance(picture, QIcon):
            label.setPixmap(picture.pixmap(QSize(side, side)))
        elif isinstance(picture, QPixmap):
            # `side` is in logical pixels: a picture drawn at ratio 2 keeps twice the pixels
            ratio = max(1.0, picture.devicePixelRatio())
            scaled = picture.scaled(
                round(side * ratio),
                round(side * ratio),
                Qt.AspectRatioMode.KeepAspectRatio,
                Qt.TransformationMode.SmoothTransformation,
            )
            scaled.setDevicePixelRatio(ratio)
            label.setPixmap(scaled)
        elif picture:
            label.setText(str(picture))
            if len(str(picture)) > 2:  # a word ("kWh"): the size of the text beside it, in bold
                label.setObjectName("word")
        return label
