"""The invite card: how the other devices in the room join this table, and who has joined.

Game > "Invite players on other devices…" opens it over any game window. It shows the table's
join code (six characters, no look-alikes), a QR code of the join link (segno) and the address,
large enough to read from the back of a classroom, then the people who joined, by name, each
with the seat they play (first come; the host may move a person to another open seat or take
them off the table).

The card knows the table only through `InviteTable` (net's `TableSession` is one): the code,
the link, the seats and the people. It reads the people again on a timer (the session is
thread-safe), so a device that joins shows up within half a second.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from typing import Any, Protocol

import segno
from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QFont, QPixmap
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.views.kit.narration import fill
from desktop_app.views.plain_text import plain_label
from desktop_app.views.theme import Palette, dialog_css, scale_for, ui_font

REMOTE = "remote"  # a seat played from a device (net's session kind)


class InviteTable(Protocol):
    """What the card needs of a table open to devices."""

    @property
    def code(self) -> str: ...

    @property
    def seats(self) -> Sequence[Any]: ...  # each with `kind` and `name`

    def people(self) -> Sequence[Any]: ...  # each with `pid`, `name`, `seat` (None: waiting), `link`

    def move_person(self, pid: int, seat: int | None) -> None: ...

    def remove(self, pid: int) -> None: ...


def qr_pixmap(link: str, side: int) -> QPixmap:
    """The join link as a QR code about `side` pixels square: whole pixels per module (sharp on
    a projector), dark on white with the quiet zone the standard asks for."""
    code = segno.make(link, error="m")
    modules = code.symbol_size(border=4)[0]
    buffer = io.BytesIO()
    code.save(buffer, kind="png", scale=max(1, side // modules), border=4)
    pixmap = QPixmap()
    pixmap.loadFromData(buffer.getvalue(), "PNG")
    return pixmap


def spaced_code(code: str) -> str:
    """ "K7QM2X" -> "K7Q M2X": two groups of three read out more easily."""
    return f"{code[:3]} {code[3:]}" if len(code) == 6 else code


class InviteCard(QDialog):
    """The table's code, QR code and address, and the people who joined with their seats."""

    def __init__(self, table: InviteTable, link: str, parent: QWidget | None = None, *, signin: bool = False) -> None:
        super().__init__(parent)
        self.table, self.link = table, link
        self.setWindowTitle(self.tr("Invite players on other devices"))
        size = parent.size() if parent is not None else QSize(1280, 800)
        self.scale = scale_for(size)
        self.resize(QSize(round(size.width() * 0.9), round(size.height() * 0.9)))
        self.setStyleSheet(dialog_css(self.scale))
        s = self.scale
        base = self.font()

        layout = QVBoxLayout(self)
        layout.setContentsMargins(round(24 * s), round(18 * s), round(24 * s), round(18 * s))
        layout.setSpacing(round(12 * s))
        top = QHBoxLayout()
        top.setSpacing(round(28 * s))
        layout.addLayout(top, 3)

        self.qr = QLabel()
        self.qr.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.qr.setAccessibleName(self.tr("QR code of the join link"))
        side = round(min(size.width() * 0.36, size.height() * 0.52))
        self.qr.setPixmap(qr_pixmap(link, side))
        top.addWidget(self.qr, 0, Qt.AlignmentFlag.AlignTop)

        words = QVBoxLayout()
        words.setSpacing(round(6 * s))
        top.addLayout(words, 1)
        # signin: the table goes through the school's broker (net/broker.py): pupils sign in with
        # the user name and password they were given, so there is no join code to show
        step = plain_label(self.tr("Scan the QR code with a phone or tablet, or open this address in a browser:"))
        step.setWordWrap(True)
        step.setFont(ui_font(base, 20 * s))
        words.addWidget(step)
        self.address = plain_label(link)
        self.address.setFont(ui_font(base, 26 * s, QFont.Weight.Bold))
        self.address.setWordWrap(True)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        words.addWidget(self.address)
        words.addSpacing(round(10 * s))
        code_title = plain_label(self.tr("Join code"))
        code_title.setFont(ui_font(base, 20 * s))
        words.addWidget(code_title)
        self.code = plain_label(spaced_code(table.code))
        code_font = ui_font(base, 96 * s, QFont.Weight.Black)
        code_font.setFamilies(["DejaVu Sans Mono", "Noto Sans Mono", "monospace"])
        code_font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 108)
        self.code.setFont(code_font)
        self.code.setAccessibleName(fill(self.tr("Join code %1"), " ".join(table.code)))
        self.code.setStyleSheet(f"color: {Palette.INK.name()};")
        words.addWidget(self.code)
        code_title.setVisible(not signin)
        self.code.setVisible(not signin)
        then = plain_label(
            self.tr("Then sign in with the user name and password your teacher gave you.")
            if signin
            else self.tr("Then type your name and press Join.")
        )
        then.setFont(ui_font(base, 20 * s))
        then.setWordWrap(True)
        words.addWidget(then)
        words.addStretch(1)

        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        layout.addWidget(line)
        self.people_title = plain_label()
        self.people_title.setFont(ui_font(base, 20 * s, QFont.Weight.Bold))
        layout.addWidget(self.people_title)
        self.rows = QGridLayout()
        self.rows.setHorizontalSpacing(round(16 * s))
        self.rows.setVerticalSpacing(round(6 * s))
        layout.addLayout(self.rows)
        layout.addStretch(1)

        close = QPushButton(self.tr("Close"))
        close.setFont(ui_font(base, 18 * s))
        close.setDefault(True)
        close.clicked.connect(self.reject)
        bottom = QHBoxLayout()
        stays = plain_label(self.tr("The table stays open when this card is closed."))
        stays.setFont(ui_font(base, 16 * s))
        bottom.addWidget(stays, 1)
        bottom.addWidget(close)
        layout.addLayout(bottom)

        self._shown: tuple[tuple[int, str, int | None, bool], ...] | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(500)
        self.timer.timeout.connect(self.refresh)
        self.timer.start()
        self.refresh()

    # --- the people --------------------------------------------------------------------------

    def _remote_seats(self) -> list[int]:
        return [i for i, seat in enumerate(self.table.seats) if seat.kind == REMOTE]

    def _seat_name(self, seat: int) -> str:
        return fill(self.tr("Seat %1"), seat + 1)

    def refresh(self) -> None:
        """Show the people as they are now (rebuilt only when someone joined, left or moved)."""
        people = list(self.table.people())
        shown = tuple((p.pid, p.name, p.seat, p.link is not None) for p in people)
        if shown == self._shown:
            return
        self._shown = shown
        while self.rows.count():
            item = self.rows.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        s, base = self.scale, self.font()
        open_seats = self._remote_seats()
        if not people:
            self.people_title.setText(
                fill(self.tr("Waiting for players… (%1 seats open to devices)"), len(open_seats))
                if open_seats
                else self.tr("No seat is open to devices: every seat is played here or by the computer.")
            )
            return
        self.people_title.setText(fill(self.tr("Joined: %1"), len(people)))
        for row, person in enumerate(people):
            name = plain_label(person.name)
            name.setFont(ui_font(base, 22 * s, QFont.Weight.Bold))
            self.rows.addWidget(name, row, 0)
            state = plain_label(self.tr("connected") if person.link is not None else self.tr("away"))
            state.setFont(ui_font(base, 16 * s))
            self.rows.addWidget(state, row, 1)
            seat = QComboBox()
            seat.setFont(ui_font(base, 18 * s))
            seat.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            seat.setMinimumHeight(round(40 * s))
            seat.setAccessibleName(fill(self.tr("Seat of %1"), person.name))
            seat.addItem(self.tr("Waiting for a seat"), None)
            for index in open_seats:
                seat.addItem(self._seat_name(index), index)
            seat.setCurrentIndex(max(0, seat.findData(person.seat)))
            seat.currentIndexChanged.connect(lambda _i, box=seat, pid=person.pid: self._move(pid, box.currentData()))
            self.rows.addWidget(seat, row, 2)
            remove = QPushButton(self.tr("Remove"))
            remove.setFont(ui_font(base, 16 * s))
            remove.setAccessibleName(fill(self.tr("Remove %1 from the table"), person.name))
            remove.clicked.connect(lambda _c=False, pid=person.pid: self._remove(pid))
            self.rows.addWidget(remove, row, 3)
        self.rows.setColumnStretch(0, 1)

    def _move(self, pid: int, seat: int | None) -> None:
        self.table.move_person(pid, seat)
        self.refresh()

    def _remove(self, pid: int) -> None:
        self.table.remove(pid)
        self.refresh()

    def done(self, result: int) -> None:  # closing stops the timer; the table stays open
        self.timer.stop()
        super().done(result)


__all__ = ["InviteCard", "InviteTable", "qr_pixmap", "spaced_code"]
