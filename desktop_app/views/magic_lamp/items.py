"""The things on Aladdin's table, each a small QGraphicsObject that draws one thing from data.

`set_*` methods take plain data (counts, kinds, seats); `set_data` repaints only when that data
differs from what the item shows. The board never clears the scene, it updates these items in
place. Every item is a kit BoardItem (views/kit/items.py): the chests and the lamp are clicked
through it. No game logic here.

Here: the items' base (`TableItem`) and the paint helpers they share, the chests, the lamp, the
piles and the ring in the supply; the middle of the table (the cards explored, the wish) is in
`explore_item.py`, a player's place in `player_area.py`.
"""

from __future__ import annotations

from PySide6.QtCore import Property, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from desktop_app.content.magic_lamp import Kind
from desktop_app.views.kit.marks import paint_mark
from desktop_app.views.kit.painting import LookItem, current_look, edge_ink, font, line
from desktop_app.views.magic_lamp.art import (
    LAMP_COLOUR,
    METAL_TINTS,
    draw_card,
    lamp_path,
    ring_token_path,
)
from desktop_app.views.theme import Palette

ANIMATION_MS = 260  # a card turning over, the lamp glowing


def draw_text(
    painter: QPainter,
    rect: QRectF,
    text: str,
    px: float,
    bold: bool = False,
    colour: QColor = Palette.INK,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
) -> None:
    painter.setFont(font(px, bold))
    painter.setPen(colour)
    painter.drawText(rect, int(align | Qt.TextFlag.TextWordWrap), text)


def panel(painter: QPainter, rect: QRectF, fill: QColor, edge: QColor = Palette.CARD_EDGE, width: float = 2.0) -> None:
    painter.setPen(QPen(edge_ink(edge), line(width)))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, 14, 14)


def card_slot() -> QRectF:
    """Where a chest's or pile's card lies under its name: a little lower and smaller in
    presentation mode, so the larger name keeps clear of the stacked cards."""
    return QRectF(53, 62, 94, 128) if current_look().presentation else QRectF(45, 48, 110, 150)


class TableItem(LookItem):
    """A fixed-size item; subclasses paint inside `self.rect` (`paint_item`, in the item's look),
    a thick edge up to 4 outside.

    `set_data` given what the item already shows leaves it alone and returns False; otherwise
    it repaints and returns True.

    While it paints, the kit's `reaches(rect)` says whether the paint can change any pixel of
    `rect`; for the paint's region to hold only the parts an item changed, each part is
    repainted on its own (the kit's `PARTS_APART`)."""

    PARTS_APART = True
    PAINT_MARGIN = 4.0


class ChestItem(TableItem):
    """A chest deck: its back, how many cards are left, and where the wizard waits. A click
    emits `clicked(metal)`."""

    def __init__(self, metal: int, name: str) -> None:
        super().__init__(200, 250)
        self.metal, self.name = metal, name
        self.click_key = metal
        self.left, self.exploring, self.caption = 0, False, ""

    def set_data(self, name: str, left: int, caption: str, exploring: bool, clickable: bool) -> bool:
        self.clickable = clickable
        if not self._show((name, left, caption, exploring, clickable)):
            return False
        self.name, self.left, self.caption = name, left, caption
        self.exploring = exploring
        return True

    def paint_item(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        edge = QColor("#8A5A00") if self.exploring or self.clickable else Palette.CARD_EDGE
        panel(painter, self.rect, METAL_TINTS[self.metal], edge, 5 if self.exploring else 2)
        draw_text(painter, QRectF(0, 6, 200, 36), self.name, 24, True)
        card = card_slot()
        if self.left:
            for i in range(min(3, (self.left + 8) // 9), 0, -1):
                draw_card(painter, card.translated(i * 4, -i * 4), None, self.metal, 0)
            draw_card(painter, card, None, self.metal, 0)
        else:
            painter.setPen(QPen(edge_ink(), line(2), Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(card, 10, 10)
        draw_text(painter, QRectF(0, 204, 200, 40), self.caption, 24, True)


class LampItem(TableItem):
    """The lamp deck in the middle of the table; during the race it glows and players' marks
    gather round it in the order they touched it. Clickable during the race; the touch is the
    press (a race against the clock: the release would add a reaction's worth of time)."""

    CLICK_ON_PRESS = True

    def __init__(self) -> None:
        super().__init__(260, 250)
        self.left, self.title, self.caption = 0, "", ""
        self.racing, self.countdown = False, ""
        self.touches: list[int] = []
        self._glow = 0.0
        self._pulse = QPropertyAnimation(self, b"glow")
        self._pulse.setDuration(ANIMATION_MS * 2)
        self._pulse.setStartValue(0.0)
        self._pulse.setKeyValueAt(0.5, 1.0)
        self._pulse.setEndValue(0.0)
        self._pulse.setLoopCount(-1)

    def _get_glow(self) -> float:
        return self._glow

    def _set_glow(self, value: float) -> None:
        self._glow = value
        self.update()

    glow = Property(float, _get_glow, _set_glow)

    def set_data(self, title: str, left: int, caption: str) -> bool:
        if not self._show((title, left, caption)):
            return False
        self.title, self.left, self.caption = title, left, caption
        return True

    def set_race(self, racing: bool, countdown: str, touches: list[int], animate: bool) -> None:
        """The race on the lamp: a countdown text, and the seats that touched it so far."""
        self.racing, self.countdown, self.touches = racing, countdown, list(touches)
        self.clickable = racing
        if racing and animate and self._pulse.state() != QPropertyAnimation.State.Running:
            self._pulse.start()
        elif not racing or not animate:
            self._pulse.stop()
            self._glow = 0.0
        self.update()

    def paint_item(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor("#FFF3C4") if self.racing else QColor("#F3E6FA")
        panel(
            painter,
            self.rect,
            fill,
            QColor("#8A5A00") if self.racing else Palette.CARD_EDGE,
            4 + 4 * self._glow if self.racing else 2,
        )
        draw_text(painter, QRectF(0, 6, 260, 36), self.title, 24, True)
        lamp = QRectF(30, 50, 200, 140)
        painter.setPen(QPen(QColor("#6B4E00"), line(3)))
        painter.setBrush(LAMP_COLOUR.lighter(100 + int(30 * self._glow)))
        painter.drawPath(lamp_path(lamp))
        for i, seat in enumerate(self.touches):  # who touched, fastest first, round the lamp
            paint_mark(painter, seat, QRectF(14 + i * 46, 158, 40, 40))
        if self.countdown:
            painter.setPen(QPen(QColor("#8C2D04"), line(4)))
            painter.setBrush(QColor(255, 255, 255, 225))
            painter.drawEllipse(QPointF(130, 115), 52, 52)
            draw_text(painter, QRectF(0, 60, 260, 110), self.countdown, 72, True, QColor("#8C2D04"))
        draw_text(painter, QRectF(0, 204, 260, 40), self.caption, 22, True)


class PileItem(TableItem):
    """The discard pile (top card face up) or the wizards set aside."""

    def __init__(self) -> None:
        super().__init__(200, 250)
        self.title, self.caption = "", ""
        self.top: tuple[Kind, int, int] | None = None  # kind, metal, scorpions

    def set_data(self, title: str, top: tuple[Kind, int, int] | None, caption: str) -> bool:
        if not self._show((title, top, caption)):
            return False
        self.title, self.top, self.caption = title, top, caption
        return True

    def paint_item(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        panel(painter, self.rect, QColor("#F1ECE4"))
        draw_text(painter, QRectF(0, 6, 200, 36), self.title, 24, True)
        card = card_slot()
        if self.top is None:
            painter.setPen(QPen(edge_ink(), line(2), Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(card, 10, 10)
        else:
            draw_card(painter, card, self.top[0], self.top[1], self.top[2])
        draw_text(painter, QRectF(0, 204, 200, 40), self.caption, 24, True)


class RingSupplyItem(TableItem):
    """The magic ring token while no one holds it (variant only)."""

    def __init__(self) -> None:
        super().__init__(110, 110)

    def paint_item(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#6B4E00"), line(3)))
        painter.setBrush(LAMP_COLOUR)
        painter.drawPath(ring_token_path(QRectF(15, 15, 80, 80)))


def centre_of(item: TableItem) -> QPointF:
    return item.mapToScene(item.rect.center())
