"""One table on the teacher's dashboard, and the pupils' names the teacher drags between tables.

A `TableCard` shows a table as net's class model reports it (`net.classroom.TableStatus`): its
name, the game's moment (worded as the game's rules reference names it), the round, whose turn
and how long the table has waited, marked (colour, a sign and a word) once it is stuck past a
minute; its seats, each a pupil's name, an open seat or a computer player; and "Show on the
projector". A `NameChip` is a pupil's name: dragged onto another table (or a seat, to swap) it
moves them, onto the waiting list it takes them off their table; its menu renames or removes.
The cards only ask and tell the model through the dashboard; they hold no class of their own.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from PySide6.QtCore import QCoreApplication, QMimeData, QPoint, Qt, Signal
from PySide6.QtGui import QContextMenuEvent, QDrag, QDragEnterEvent, QDropEvent, QFont, QMouseEvent
from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QLabel, QMenu, QPushButton, QVBoxLayout, QWidget

from desktop_app.content.how_to_play import HowToPlay
from desktop_app.content.loader import load_how_to_play
from desktop_app.net.classroom import PupilInfo, SeatStatus, TableStatus
from desktop_app.rules.registry import GAMES
from desktop_app.views.kit.marks import mark_pixmap
from desktop_app.views.kit.narration import fill
from desktop_app.views.plain_text import plain_label
from desktop_app.views.theme import Palette, colour_css, ui_font

PUPIL_MIME = "application/x-energy-table-pupil"
STUCK_INK = "#B3261E"  # a stuck table's edge and word (with a sign: never colour alone)

translate = QCoreApplication.translate


@lru_cache(maxsize=8)
def _reference(game_id: str) -> HowToPlay:
    """A game's rules reference, read once."""
    return load_how_to_play(GAMES[game_id].folder)[0]


def moment_words(game_id: str, moment: str, language: str) -> str:
    """A game moment as the game's rules reference titles it ('' when it cannot be read)."""
    if not moment:
        return ""
    try:
        return str(_reference(game_id).section_for_moment(moment).title.get(language))
    except Exception:  # noqa: BLE001 - a missing reference never stops the dashboard
        return moment


def clock_text(seconds: float) -> str:
    """12:05 for 725 seconds."""
    whole = max(0, int(seconds))
    return f"{whole // 60}:{whole % 60:02d}"


def level_words(level: str) -> str:
    """A computer player's level in a word ("normal"; the seat or the column already says
    "computer")."""
    names = {
        "beginner": translate("ClassTables", "beginner", "a computer player's level"),
        "expert": translate("ClassTables", "expert", "a computer player's level"),
    }
    return names.get(level, translate("ClassTables", "normal", "a computer player's level"))


def computer_seat_words(name: str, level: str) -> str:
    """A computer's seat, saying "computer" once: "Computer 3 (normal)"."""
    return fill(translate("ClassTables", "%1 (%2)", "a computer seat: its name, its level"), name, level_words(level))


class DropFrame(QFrame):
    """A frame a pupil's name can be dropped on: `dropped(pid)`."""

    dropped = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAcceptDrops(True)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:  # noqa: N802 - Qt's name
        if event.mimeData().hasFormat(PUPIL_MIME):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:  # noqa: N802 - Qt's name
        data = event.mimeData().data(PUPIL_MIME).data()
        try:
            pid = int(bytes(data).decode("ascii"))
        except ValueError:
            return
        event.acceptProposedAction()
        self.dropped.emit(pid)


class NameChip(QLabel):
    """A pupil's name: drag it to move them; its menu renames, sends to wait, or removes."""

    def __init__(self, pupil: PupilInfo, menu: Callable[[PupilInfo, QPoint], None], scale: float) -> None:
        super().__init__(pupil.name)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.pupil, self._menu = pupil, menu
        self._press: QPoint | None = None
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.setAccessibleName(pupil.name)
        self.setToolTip(translate("ClassTables", "Drag to another table, or right-click to rename or remove"))
        edge = colour_css(Palette.INK if pupil.connected else Palette.CARD_EDGE)
        self.setStyleSheet(
            f"QLabel {{ background: white; color: {colour_css(Palette.INK)}; border: {max(1, round(1.5 * scale))}px"
            f" {'solid' if pupil.connected else 'dashed'} {edge}; border-radius: {round(8 * scale)}px;"
            f" padding: {round(2 * scale)}px {round(8 * scale)}px; }}"
        )

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        if self._press is None or not event.buttons() & Qt.MouseButton.LeftButton:
            return
        if (event.position().toPoint() - self._press).manhattanLength() < QApplication.startDragDistance():
            return
        self._press = None
        drag = QDrag(self)
        data = QMimeData()
        data.setData(PUPIL_MIME, str(self.pupil.pid).encode("ascii"))
        data.setText(self.pupil.name)
        drag.setMimeData(data)
        drag.setPixmap(self.grab())
        drag.exec(Qt.DropAction.MoveAction)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:  # noqa: N802 - Qt's name
        self._menu(self.pupil, event.globalPos())


def pupil_menu(
    pupil: PupilInfo,
    rename: Callable[[PupilInfo], None],
    unplace: Callable[[PupilInfo], None],
    remove: Callable[[PupilInfo], None],
    parent: QWidget,
) -> QMenu:
    """The menu of a pupil's name."""
    menu = QMenu(parent)
    menu.addAction(fill(translate("ClassTables", "Rename %1…"), pupil.name), lambda: rename(pupil))
    if pupil.table is not None:
        menu.addAction(translate("ClassTables", "Take off the table (waits to be placed)"), lambda: unplace(pupil))
    menu.addAction(fill(translate("ClassTables", "Remove %1 from the class…"), pupil.name), lambda: remove(pupil))
    return menu


class SeatRow(DropFrame):
    """One seat of a table: its mark and who plays it (a name dropped here takes this seat)."""

    def __init__(self, table: int, seat: SeatStatus, chip: NameChip | None, scale: float) -> None:
        super().__init__()
        self.table, self.seat = table, seat
        self.setAcceptDrops(seat.kind != "computer")
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(round(6 * scale))
        mark = QLabel()
        side = round(18 * scale)
        mark.setPixmap(mark_pixmap(seat.seat, side))
        mark.setFixedSize(side, side)
        row.addWidget(mark)
        if chip is not None:
            row.addWidget(chip)
            if not seat.connected:
                away = plain_label(translate("ClassTables", "(away)"))
                away.setStyleSheet(f"color: {colour_css(Palette.INK_MUTED)};")
                row.addWidget(away)
        else:
            if seat.kind == "open":
                words = plain_label(translate("ClassTables", "open seat"))
            else:
                words = plain_label(computer_seat_words(seat.name, seat.level))
            words.setStyleSheet(f"color: {colour_css(Palette.INK_MUTED)};")
            row.addWidget(words)
        row.addStretch(1)


class TableCard(DropFrame):
    """One table of the class (see the module's docstring)."""

    show_requested = Signal(int)
    seat_dropped = Signal(int, int)  # (pid, seat): a name dropped on one of this table's seats

    def __init__(self, table: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.setObjectName("tableCard")
        self.column = QVBoxLayout(self)
        head = QHBoxLayout()
        self.title = plain_label(fill(translate("ClassTables", "Table %1"), table + 1))
        self.badge = plain_label()
        head.addWidget(self.title)
        head.addStretch(1)
        head.addWidget(self.badge)
        self.column.addLayout(head)
        self.moment = plain_label()
        self.moment.setWordWrap(True)
        self.turn = plain_label()
        self.turn.setWordWrap(True)
        self.waited = plain_label()
        for label in (self.moment, self.turn, self.waited):
            self.column.addWidget(label)
        self.seats_box = QVBoxLayout()
        self.column.addLayout(self.seats_box)
        self.column.addStretch(1)
        self.show_button = QPushButton(translate("ClassTables", "Show on the projector"))
        self.show_button.setAccessibleName(fill(translate("ClassTables", "Show table %1 on the projector"), table + 1))
        self.show_button.clicked.connect(lambda _c=False: self.show_requested.emit(self.table))
        self.column.addWidget(self.show_button)
        self.status: TableStatus | None = None
        self._seats_key: object = None
        self.seat_rows: list[SeatRow] = []

    def show_status(
        self,
        status: TableStatus,
        game_id: str,
        language: str,
        pupils: dict[int, PupilInfo],
        chip: Callable[[PupilInfo], NameChip],
        scale: float,
    ) -> None:
        """Show the table as the model reports it now (the seats rebuilt only when they changed)."""
        self.status = status
        moment = moment_words(game_id, status.moment, language)
        if status.round is not None:
            moment = fill(translate("ClassTables", "Round %1 · %2"), status.round, moment)
        self.moment.setText(moment)
        self.turn.setText(
            translate("ClassTables", "Play has ended") if status.ended else status.turn_text or status.turn_name
        )
        if status.ended:
            self.waited.setText("")
        elif status.stuck and status.turn_name:
            self.waited.setText(
                fill(
                    translate("ClassTables", "⚠ Stuck: waiting for %2 for %1"),
                    clock_text(status.waited_s),
                    status.turn_name,
                )
            )
        elif status.stuck:  # the turn is a seat nobody sits at
            self.waited.setText(
                fill(translate("ClassTables", "⚠ Stuck: waiting %1 (nobody sits there)"), clock_text(status.waited_s))
            )
        else:
            self.waited.setText(fill(translate("ClassTables", "Waiting %1"), clock_text(status.waited_s)))
        badge = ""
        if status.ended:
            badge = translate("ClassTables", "Finished") if status.over else translate("ClassTables", "Time is up")
        elif status.last_round:
            badge = translate("ClassTables", "Last round")
        self.badge.setText(badge)
        self.badge.setVisible(bool(badge))
        key = (status.seats, tuple(pupils[s.pid] for s in status.seats if s.pid in pupils), scale)
        if key != self._seats_key:
            self._seats_key = key
            self._rebuild_seats(status, pupils, chip, scale)
        self.restyle(scale)

    def _rebuild_seats(
        self,
        status: TableStatus,
        pupils: dict[int, PupilInfo],
        chip: Callable[[PupilInfo], NameChip],
        scale: float,
    ) -> None:
        while self.seats_box.count():
            item = self.seats_box.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.deleteLater()
        self.seat_rows = []
        for seat in status.seats:
            pupil = pupils.get(seat.pid) if seat.pid is not None else None
            row = SeatRow(self.table, seat, chip(pupil) if pupil is not None else None, scale)
            row.setFont(self.font())
            row.dropped.connect(lambda pid, at=seat.seat: self.seat_dropped.emit(pid, at))
            self.seats_box.addWidget(row)
            self.seat_rows.append(row)

    def restyle(self, scale: float) -> None:
        """Sizes, and the stuck mark: a thick red edge (with the sign and the word above)."""
        base = QApplication.font()
        self.title.setFont(ui_font(base, 20 * scale, QFont.Weight.Bold))
        self.badge.setFont(ui_font(base, 14 * scale, QFont.Weight.Bold))
        for label in (self.moment, self.turn):
            label.setFont(ui_font(base, 15 * scale))
        stuck = self.status is not None and self.status.stuck
        self.waited.setFont(ui_font(base, 15 * scale, QFont.Weight.Bold if stuck else QFont.Weight.Normal))
        self.show_button.setFont(ui_font(base, 14 * scale, QFont.Weight.DemiBold))
        self.column.setContentsMargins(*(round(12 * scale),) * 4)
        self.column.setSpacing(round(4 * scale))
        edge = STUCK_INK if stuck else colour_css(Palette.CARD_EDGE)
        width = max(2, round((4 if stuck else 1.5) * scale))
        self.setStyleSheet(
            f"#tableCard {{ background: {colour_css(Palette.CARD_FACE)}; border: {width}px solid {edge};"
            f" border-radius: {round(12 * scale)}px; }}"
            f" #tableCard QLabel {{ background: transparent; }}"
        )
        self.waited.setStyleSheet(f"color: {STUCK_INK if stuck else colour_css(Palette.INK_MUTED)};")
        self.badge.setStyleSheet(
            f"background: {colour_css(Palette.IN_PROGRESS)}; color: {colour_css(Palette.ON_COLOUR)};"
            f" border-radius: {round(6 * scale)}px; padding: {round(2 * scale)}px {round(8 * scale)}px;"
        )
        for row in self.seat_rows:
            for label in row.findChildren(QLabel):
                label.setFont(ui_font(base, 15 * scale))


__all__ = ["PUPIL_MIME", "DropFrame", "NameChip", "SeatRow", "TableCard", "clock_text", "moment_words", "pupil_menu"]
