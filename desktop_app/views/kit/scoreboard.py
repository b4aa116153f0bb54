"""The end screen, one for all four games: who won, a table of the players best first, and the
game's energy lesson (issue 12).

A game hands the kit its ranking from the rules (`rules/<game>/queries.ranking`, with
`ranking_key` for shared places), the winners, and its columns as a spec (`ScoreColumn`: a
header, the text for each seat, the alignment, a tooltip, whether it is the deciding figure).
Every row opens with the player's mark (`kit/marks.py`) and name; names, headers and pack texts
are plain text, never markup. Sizes follow `scale` (the window's, so presentation mode and a 4K
projector get large text), and the dialog is never larger than the window it opens over.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QColor, QFont, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop_app.views.kit.marks import mark_icon
from desktop_app.views.kit.narration import fill
from desktop_app.views.plain_text import plain_label, plain_tooltip
from desktop_app.views.theme import Palette, colour_css, ui_font

CENTER = Qt.AlignmentFlag.AlignCenter
LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
ACCENT = QColor("#1F5F8B")  # the Close button: the panels' calm action blue


@dataclass(frozen=True)
class ScoreColumn:
    """One column of the score table: its header, the text shown for a seat, how the text sits,
    the tooltip on the header and cells, and whether it is the figure that decides (bold)."""

    header: str
    value: Callable[[int], str]
    align: Qt.AlignmentFlag = CENTER
    tooltip: str = ""
    deciding: bool = False


def places(order: Sequence[int], key: Callable[[int], object]) -> list[int]:
    """Each row's place (1 for the first), seats whose ranking keys are equal sharing one."""
    out: list[int] = []
    previous = object()
    for row, seat in enumerate(order, start=1):
        current = key(seat)
        out.append(out[-1] if out and current == previous else row)
        previous = current
    return out


def winners_line(names: Sequence[str]) -> str:
    """ "Ann wins!" or "Shared win: Ann, Bo"."""
    joined = QCoreApplication.translate("ScoreDialog", ", ").join(names)
    if len(names) == 1:
        return fill(QCoreApplication.translate("ScoreDialog", "%1 wins!"), joined)
    return fill(QCoreApplication.translate("ScoreDialog", "Shared win: %1"), joined)


class ScoreTable(QTableWidget):
    """The players best first: the place, the mark and name, then one column per spec.

    `order` is the rules' ranking (seats), `names` the seats' names, `key` (optional) the
    rules' ranking key, so seats tied on it share a place. Winners' names are bold.
    """

    def __init__(
        self,
        names: Sequence[str],
        order: Sequence[int],
        columns: Sequence[ScoreColumn],
        winners: Collection[int],
        *,
        key: Callable[[int], object] | None = None,
        scale: float = 1.0,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(len(order), len(columns) + 1, parent)
        self.scale = scale
        self.setObjectName("scores")
        base = QApplication.font()
        self.setFont(ui_font(base, 17 * scale))
        bold = ui_font(base, 17 * scale, QFont.Weight.Bold)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setIconSize(QSize(round(24 * scale), round(24 * scale)))
        self.setWordWrap(False)
        heads = [QCoreApplication.translate("ScoreDialog", "Player"), *(c.header for c in columns)]
        for c, text in enumerate(heads):
            head = QTableWidgetItem(text)
            head.setFont(ui_font(base, 15 * scale, QFont.Weight.DemiBold))
            if c and columns[c - 1].tooltip:
                head.setToolTip(plain_tooltip(columns[c - 1].tooltip))
            self.setHorizontalHeaderItem(c, head)
        header = self.horizontalHeader()
        header.setDefaultAlignment(CENTER)
        header.setTextElideMode(Qt.TextElideMode.ElideNone)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setHighlightSections(False)
        side = self.verticalHeader()
        side.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        side.setDefaultAlignment(CENTER)
        side.setFont(ui_font(base, 15 * scale, QFont.Weight.DemiBold))
        side.setVisible(key is not None)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        if key is not None:
            self.setVerticalHeaderLabels([str(p) for p in places(order, key)])
        for row, seat in enumerate(order):
            name = QTableWidgetItem(mark_icon(seat), names[seat])  # an item's text is never markup
            name.setTextAlignment(LEFT)
            if seat in winners:
                name.setFont(bold)
            self.setItem(row, 0, name)
            for c, column in enumerate(columns, start=1):
                item = QTableWidgetItem(column.value(seat))
                item.setTextAlignment(column.align)
                if column.deciding:
                    item.setFont(bold)
                if column.tooltip:
                    item.setToolTip(plain_tooltip(column.tooltip))
                self.setItem(row, c, item)
        side.setMinimumWidth(round(30 * scale))
        self._measure()

    def _measure(self) -> None:
        """Each column's width for its header and cells, and the height of all the rows (again
        once shown: the style can change the fonts' metrics)."""
        header = self.horizontalHeader()
        self.resizeRowsToContents()
        self._widths = [
            max(header.sectionSizeFromContents(c).width(), self.sizeHintForColumn(c)) + round(12 * self.scale)
            for c in range(self.columnCount())
        ]
        self.setFixedHeight(self.natural_height())

    def showEvent(self, event: QShowEvent) -> None:
        self._measure()
        super().showEvent(event)

    def natural_width(self) -> int:
        """The width that shows every header and cell whole."""
        side = self.verticalHeader()
        places = max(side.minimumWidth(), side.sizeHint().width()) if not side.isHidden() else 0
        return sum(self._widths) + places + 2 * self.frameWidth()

    def natural_height(self) -> int:
        """The height of the header and every row (the table never scrolls up and down)."""
        rows = sum(self.rowHeight(r) for r in range(self.rowCount()))
        scroll = self.horizontalScrollBar().sizeHint().height() if self.horizontalScrollBar().isVisible() else 0
        return rows + self.horizontalHeader().sizeHint().height() + 2 * self.frameWidth() + scroll + 2

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Columns as wide as their contents, the width left over shared out evenly."""
        super().resizeEvent(event)
        spare = max(0, self.viewport().width() - sum(self._widths))
        share, rest = divmod(spare, len(self._widths))
        for c, width in enumerate(self._widths):
            self.setColumnWidth(c, width + share + (rest if c == len(self._widths) - 1 else 0))
        if self.height() != self.natural_height():  # a scroll bar came or went on a narrow window
            self.setFixedHeight(self.natural_height())


def ranked_table(
    state: Any,
    seats: Sequence[Any],
    columns: Sequence[ScoreColumn],
    ranking: Callable[[Any], list[int]],
    ranking_key: Callable[[Any, int], object],
    scale: float = 1.0,
) -> tuple[ScoreTable, list[str]]:
    """A finished game's score table, its seats in the rules' `ranking` order (places shared by
    equal `ranking_key`s), and the winners' names."""
    names = [seat.name for seat in seats]
    table = ScoreTable(
        names, ranking(state), columns, state.winners, key=lambda seat: ranking_key(state, seat), scale=scale
    )
    return table, [names[p] for p in state.winners]


class ScoreDialog(QDialog):
    """The end screen: the winners line, an optional explanation, the score table, an optional
    game-specific body (charts), notes, the lesson in its own box, and Close.

    `title` None is the window title "Final scores". `size` is the design size at scale 1; the
    dialog grows to fit the table and never outgrows the window it opens over."""

    def __init__(
        self,
        winners: Sequence[str],
        table: ScoreTable,
        *,
        title: str | None = None,  # None: "Final scores"
        lesson: str,
        explanation: str = "",
        notes: Sequence[str] = (),
        body: QWidget | None = None,
        scale: float = 1.0,
        size: tuple[int, int] = (860, 460),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.scale = scale
        self.table = table
        self.setWindowTitle(QCoreApplication.translate("ScoreDialog", "Final scores") if title is None else title)
        self.setStyleSheet(f"QDialog {{ background: {colour_css(Palette.TABLE_LIGHT)}; }}")
        base = QApplication.font()
        column = QVBoxLayout(self)
        margin = round(16 * scale)
        column.setContentsMargins(margin, margin, margin, margin)
        column.setSpacing(round(8 * scale))
        self.title = self._label(winners_line(winners), ui_font(base, 26 * scale, QFont.Weight.Bold))
        self.title.setObjectName("title")
        column.addWidget(self.title)
        self.explanation = self._label(explanation, ui_font(base, 16 * scale))
        self.explanation.setVisible(bool(explanation))
        column.addWidget(self.explanation)
        column.addWidget(table)
        if body is not None:
            column.addWidget(body, 1)
        for note in notes:
            column.addWidget(self._label(note, ui_font(base, 14 * scale), Palette.INK_MUTED))
        self._column = column
        self.lesson = self._label(lesson, ui_font(base, 16 * scale))
        box = QFrame()
        box.setObjectName("lesson")
        box.setStyleSheet(
            f"QFrame#lesson {{ background: {colour_css(Palette.CARD_FACE)};"
            f" border: {max(1, round(scale))}px solid {colour_css(Palette.CARD_EDGE)};"
            f" border-radius: {round(8 * scale)}px; }}"
        )
        inside = QVBoxLayout(box)
        inside.setContentsMargins(round(12 * scale), round(8 * scale), round(12 * scale), round(8 * scale))
        inside.setSpacing(round(2 * scale))
        heading = QCoreApplication.translate("ScoreDialog", "The energy lesson")
        inside.addWidget(self._label(heading, ui_font(base, 14 * scale, QFont.Weight.Bold), Palette.INK_MUTED))
        inside.addWidget(self.lesson)
        column.addWidget(box)
        self._lesson_box = box
        if body is None:
            column.addStretch(1)
        buttons = QDialogButtonBox()
        close = buttons.addButton(
            QCoreApplication.translate("ScoreDialog", "Close"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        close.setFont(ui_font(base, 16 * scale, QFont.Weight.DemiBold))
        close.setMinimumWidth(round(110 * scale))
        close.setStyleSheet(  # the panels' primary button: the calm action blue
            f"QPushButton {{ background: {colour_css(ACCENT)}; color: {colour_css(Palette.ON_COLOUR)};"
            f" border: {max(1, round(scale))}px solid {colour_css(ACCENT.darker(130))};"
            f" border-radius: {round(6 * scale)}px; padding: {round(5 * scale)}px {round(12 * scale)}px; }}"
            f" QPushButton:hover {{ background: {colour_css(ACCENT.darker(115))}; }}"
            f" QPushButton:focus {{ border: {max(3, round(3 * scale))}px solid {colour_css(Palette.INK)}; }}"
        )
        buttons.accepted.connect(self.accept)
        self.button_box = buttons
        column.addWidget(buttons)
        width = max(round(size[0] * scale), table.natural_width() + 2 * margin)
        height = max(round(size[1] * scale), self.sizeHint().height())
        if parent is not None:  # never larger than the game window it opens over
            width = min(width, round(parent.window().width() * 0.95))
            height = min(height, round(parent.window().height() * 0.95))
        self.resize(width, height)

    def showEvent(self, event: QShowEvent) -> None:
        """Wide enough for the whole table once its fonts are final (never past the window)."""
        super().showEvent(event)
        margins = self._column.contentsMargins()
        width = self.table.natural_width() + margins.left() + margins.right()
        parent = self.parentWidget()
        if parent is not None:
            width = min(width, round(parent.window().width() * 0.95))
        if width > self.width():
            self.resize(width, self.height())

    def add_button(self, text: str, slot: Callable[[], object]) -> QPushButton:
        """A button beside Close (the lesson page's)."""
        button = self.button_box.addButton(text, QDialogButtonBox.ButtonRole.ActionRole)
        button.setFont(ui_font(QApplication.font(), 16 * self.scale, QFont.Weight.DemiBold))
        scale = self.scale
        button.setStyleSheet(  # a second button: the action blue as its outline
            f"QPushButton {{ background: {colour_css(Palette.CARD_FACE)}; color: {colour_css(ACCENT)};"
            f" border: {max(2, round(2 * scale))}px solid {colour_css(ACCENT)};"
            f" border-radius: {round(6 * scale)}px; padding: {round(5 * scale)}px {round(12 * scale)}px; }}"
            f" QPushButton:hover {{ background: #E8F1F8; }}"
            f" QPushButton:focus {{ border: {max(3, round(3 * scale))}px solid {colour_css(Palette.INK)}; }}"
        )
        button.clicked.connect(lambda _checked=False: slot())
        return button

    def add_note(self, text: str) -> QLabel:
        """A line above the lesson (the hints each player used), plain text."""
        note = self._label(text, ui_font(QApplication.font(), 15 * self.scale))
        note.setObjectName("score_note")
        self._column.insertWidget(self._column.indexOf(self._lesson_box), note)
        # the dialog grows by the note's height (up to its window): the table keeps its rows
        grown = self.height() + note.heightForWidth(max(1, self.width() - 40)) + self._column.spacing()
        parent = self.parentWidget()
        if parent is not None:
            grown = min(grown, round(parent.window().height() * 0.95))
        self.resize(self.width(), max(self.height(), grown))
        return note

    @staticmethod
    def _label(text: str, font: QFont, colour: QColor = Palette.INK) -> QLabel:
        label = plain_label(text)
        label.setFont(font)
        label.setWordWrap(True)
        label.setStyleSheet(f"color: {colour_css(colour)}; background: transparent;")
        return label


__all__ = ["ScoreColumn", "ScoreDialog", "ScoreTable", "places", "winners_line"]
