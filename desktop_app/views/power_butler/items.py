"""The pieces of Power Butler's table, as QGraphicsObjects updated in place.

Each item gets plain data through `set_data(...)` (texts already translated) and draws itself;
none of them knows a rule. `set_data` given what the item already shows (its data, and whether
it is clickable) leaves it alone and returns False; otherwise it repaints and returns True.
Clickable items (kit BoardItems, views/kit/items.py) emit `clicked` with what was clicked.

Here: the items' base and the paint helpers they share, the event row and the dice tray; the
shop's appliance cards and the bill area are in `card_items.py`, the home and the usage track
in `home_items.py`.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass

from PySide6.QtCore import Property, QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneHoverEvent

from desktop_app.views.kit.items import PartKeys
from desktop_app.views.kit.motion import paced, track
from desktop_app.views.kit.painting import LookItem, current_look, edge_ink, font, line, muted
from desktop_app.views.plain_text import plain_tooltip
from desktop_app.views.power_butler.art import (
    INK,
    LOCK,
    draw_die,
)
from desktop_app.views.theme import Palette

WRAP = Qt.TextFlag.TextWordWrap


edge = edge_ink  # this game's painters call it `edge`


def panel(painter: QPainter, rect: QRectF, fill: QColor = Palette.TABLE_DARK, radius: float = 14) -> None:
    painter.setPen(QPen(edge(), line(2)))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, radius, radius)


def title(painter: QPainter, rect: QRectF, text: str, px: float = 26) -> None:
    painter.setPen(INK)
    painter.setFont(font(px, True))
    painter.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, text)


MIN_PX = 21  # the smallest text on the table: 12 px on screen at 1280x800 after fitting (x0.597)


def fitting_sizes(*sizes: float) -> tuple[float, ...]:
    """Sizes to try, largest first, for a text fitted to its room: in presentation mode (whose
    `font` enlarges them) also the smaller steps down to MIN_PX as drawn in the normal look, so
    a long name still fits whole rather than being cut or broken mid-word."""
    look = current_look()
    if not look.presentation:
        return sizes
    least = MIN_PX / look.text
    return (*sizes, *(px for px in (20, 19) if px > least), least)


class Item(LookItem):
    """An item `w` wide and `h` high (a home grows to fill the table), painted in its look; a
    click emits `clicked` with `key_at` the point clicked. `tips` explain its parts: over a
    part's rectangle the tooltip is that part's text, elsewhere the item's description."""

    def __init__(self, width: float = 0.0, height: float = 0.0) -> None:
        super().__init__(width, height)
        self.tips: list[tuple[QRectF, str]] = []
        self._tip_shown = ""

    def set_tips(self, description: str, tips: list[tuple[QRectF, str]]) -> None:
        """The item's description and its parts' explanations (plain text, translated)."""
        self.set_description(description)
        self._tip_shown = description
        self.tips = tips

    def tip_at(self, pos: QPointF) -> str:
        for rect, text in self.tips:
            if rect.contains(pos):
                return text
        return self.description

    def _tip_for(self, pos: QPointF) -> None:
        refusal = getattr(self, "refusal", "")  # the kit's: why a click here is refused now
        text = "\n\n".join(part for part in (self.tip_at(pos), refusal) if part)
        if text != self._tip_shown:
            self._tip_shown = text
            self.setToolTip(plain_tooltip(text))

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._tip_for(event.pos())
        super().hoverEnterEvent(event)

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._tip_for(event.pos())
        super().hoverMoveEvent(event)

    @property
    def w(self) -> float:
        return self.rect.width()

    @property
    def h(self) -> float:
        return self.rect.height()

    @h.setter
    def h(self, height: float) -> None:
        self.rect.setHeight(height)


# --- the event row ------------------------------------------------------------------------------


@dataclass
class EventCardData:
    name: str
    number: int
    fired: bool = False
    tip: str = ""  # the card in words: what it does


def event_name_fit(name: str, box: QRectF) -> tuple[float, Qt.AlignmentFlag | Qt.TextFlag]:
    """The largest size (24 down to MIN_PX) at which an event's name fits its box with every word
    whole (a line may break at a space or after a hyphen, "Second-/hand"), and the drawing flags;
    when no size keeps the words whole, MIN_PX and breaking anywhere rather than cutting it off."""
    words = re.split(r"\s+|(?<=-)", name)
    wrap = Qt.AlignmentFlag.AlignCenter | WRAP
    sizes = fitting_sizes(24, 23, 22, MIN_PX)
    for px in sizes:
        metrics = QFontMetrics(font(px, True))
        if all(metrics.horizontalAdvance(word) <= box.width() for word in words):
            if metrics.boundingRect(box.toRect(), int(wrap), name).height() <= box.height():
                return px, wrap
    return sizes[-1], Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWrapAnywhere


class EventRowItem(Item):
    """Five event cards over the five event-order markers (the left one holds two dice)."""

    CARD_W, STRIDE = 146, 151  # "Anniversary" whole at the smallest size (142 px), 10 px short of the dice
    # the fired card's thick edge (line(6), thicker in presentation mode) reaches past the last
    # card's right side, the row's edge: without the margin its repaint left a stale red stroke
    PAINT_MARGIN = 5.0

    @classmethod
    def card_rect(cls, i: int) -> QRectF:
        return QRectF(i * cls.STRIDE, 42, cls.CARD_W, 136)

    @classmethod
    def name_box(cls, i: int) -> QRectF:
        """Where an event card's name is set (above its number)."""
        return cls.card_rect(i).adjusted(2, 6, -2, -30)

    @classmethod
    def marker_rect(cls, i: int) -> QRectF:
        return QRectF(i * cls.STRIDE + (cls.CARD_W - 110) / 2, 186, 110, 60)

    @classmethod
    def card_area(cls, i: int) -> QRectF:
        """All that event card `i` paints: the card, its name and number, its edge (the fired
        card's thick one, thicker in presentation mode)."""
        return cls.card_rect(i).adjusted(-4, -4, 4, 4)

    @classmethod
    def marker_area(cls, i: int) -> QRectF:
        """All that marker `i` paints at rest: the marker, its edge and the dice on it."""
        return cls.marker_rect(i).adjusted(-3, -3, 3, 3)

    def __init__(self) -> None:
        super().__init__(4 * self.STRIDE + self.CARD_W, 250)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)  # `exposed`: what a paint redraws
        self.caption = ""
        self.cards: list[EventCardData] = []
        self.filled = [0] * 5  # 3元/! dice on each marker
        self._new: set[tuple[int, int]] = set()  # (marker, slot) landing now (`progress` 0 -> 1)

    def set_data(
        self,
        caption: str,
        cards: list[EventCardData],
        filled: list[int],
        animate: bool = False,
        about: str = "",
        marker_tip: str = "",
    ) -> bool:
        """`about` explains the row (its tooltip), `marker_tip` the event-order markers.

        Repainted (True) only when what the row draws differs (the words of its tooltips alone
        change the tips), and then only the cards and markers that look different (a throw
        fills markers and leaves the cards be), the whole row when its caption or its number of
        cards changes."""
        tips = [(self.card_rect(i), card.tip) for i, card in enumerate(cards) if card.tip]
        tips += [(self.marker_rect(i), marker_tip) for i in range(5)] if marker_tip else []
        key = PartKeys(
            caption,
            (
                *((self.card_area(i), (card.name, card.number, card.fired)) for i, card in enumerate(cards)),
                *((self.marker_area(i), filled[i]) for i in range(5)),
            ),
        )
        if not self._show(key, key.changed_since(self._key)):
            if tips != self.tips or about != self.description:
                self.set_tips(about, tips)
            return False
        before = self.filled
        self.caption, self.cards, self.filled = caption, cards, filled
        self.set_tips(about, tips)
        self._new = {(i, k) for i in range(5) for k in range(before[i], filled[i])} if animate else set()
        if self._new:
            self.play_motion(300, QEasingCurve.Type.OutBounce)  # newly placed dice fall onto their markers
        return True

    def paint_item(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        title(painter, QRectF(4, 0, self.w, 36), self.caption)
        falling = self._progress < 1.0  # dice falling onto their markers (from above them): all drawn
        for i in range(5):  # a repaint of some cards or markers (`set_data`) leaves the others be
            rect = self.card_rect(i)
            if i < len(self.cards) and (falling or self.reaches(self.card_area(i))):
                card = self.cards[i]
                fill = QColor("#FFF4D6") if card.fired else Palette.CARD_FACE
                painter.setPen(QPen(LOCK if card.fired else edge(), line(6 if card.fired else 2)))
                painter.setBrush(fill)
                painter.drawRoundedRect(rect, 10, 10)
                painter.setPen(INK)
                box = self.name_box(i)
                px, flags = event_name_fit(card.name, box)
                painter.setFont(font(px, True))
                painter.drawText(box, flags, card.name)
                painter.setFont(font(MIN_PX))
                painter.drawText(
                    rect.adjusted(0, 0, 0, -6),
                    Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignHCenter,
                    f"#{card.number}",
                )
            if not falling and not self.reaches(self.marker_area(i)):
                continue
            marker = self.marker_rect(i)
            painter.setPen(QPen(INK, line(2)))
            painter.setBrush(QColor("#D9E6F2") if i else QColor("#C9D9EC"))
            painter.drawRoundedRect(marker, 26, 26)
            slots = 2 if i == 0 else 1
            for s in range(slots):
                cx = marker.center().x() + (s - (slots - 1) / 2) * 52
                die = QRectF(cx - 24, marker.y() + 6, 48, 48)
                if s < self.filled[i]:
                    if (i, s) in self._new and self._progress < 1.0:
                        die = die.translated(0, -(1 - self._progress) * 150)
                    draw_die(painter, 2, die, font(22, True))
                else:
                    painter.setPen(QPen(muted(), line(2), Qt.PenStyle.DashLine))
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.drawRoundedRect(die, 8, 8)


# --- the dice tray ------------------------------------------------------------------------------


class DiceTrayItem(Item):
    """The six dice: click to choose; 3元/! dice locked while rolling; used dice greyed."""

    SIZE, GAP = 96, 14

    def __init__(self) -> None:
        super().__init__(680, 250)
        self.caption, self.note = "", ""
        self.faces = [0] * 6
        self.shown = [0] * 6
        self.selected: set[int] = set()
        self.used: set[int] = set()
        self.locked: set[int] = set()
        self.blank = False  # before the roll: empty dice
        self._spin = 0.0
        self._rolling: set[int] = set()
        self._anim = QPropertyAnimation(self, b"spin", self)
        self._anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._anim.finished.connect(self._landed)
        self._rng = random.Random(7)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)  # `exposed`: what a paint redraws

    def _get_spin(self) -> float:
        return self._spin

    def _set_spin(self, value: float) -> None:
        self._spin = value
        if self._rolling:
            for i in self._rolling:
                self.shown[i] = self._rng.randrange(6) if value < 0.85 else self.faces[i]
        self.update()

    spin = Property(float, _get_spin, _set_spin)

    def die_rect(self, i: int) -> QRectF:
        return QRectF(8 + i * (self.SIZE + self.GAP), 50, self.SIZE, self.SIZE)

    def set_data(
        self,
        caption: str,
        note: str,
        faces: list[int],
        selected: set[int],
        used: set[int],
        locked: set[int],
        rolled: set[int] | None = None,
        animate: bool = False,
        die_tips: list[str] | None = None,
    ) -> bool:
        """The dice as shown; `rolled` dice tumble (when `animate`), even onto the faces they had;
        `die_tips` say what each die is (its tooltip).

        Repainted (True) only when what the tray draws differs: the dice's words alone (their
        tooltips) and whether it takes clicks are not drawn, so they change the tips only."""
        tips = [(self.die_rect(i), text) for i, text in enumerate(die_tips or [])]
        key = (caption, note, tuple(faces), frozenset(selected), frozenset(used), frozenset(locked), self.blank)
        tumble = bool(rolled) and animate
        parts = None if tumble or self._rolling else self._changed_parts(self._key, key)
        if not self._show(key, parts) and not tumble:
            if tips != self.tips or note != self.description:
                self.set_tips(note, tips)
            return False
        self.caption, self.note = caption, note
        self.set_tips(note, tips)
        self.faces, self.selected, self.used, self.locked = list(faces), set(selected), set(used), set(locked)
        if rolled and animate:
            self._rolling = set(rolled)
            self.shown = list(faces)
            self._anim.stop()
            self._anim.setDuration(paced(380, self))  # at the window's pace; a person's press ends it
            self._anim.setStartValue(0.0)
            self._anim.setEndValue(1.0)
            self._anim.start()
            track(self._anim)
        elif self._anim.state() != QPropertyAnimation.State.Running:
            self.shown = list(faces)
        if parts is None:
            self.update()
        return True

    def die_area(self, i: int) -> QRectF:
        """All that die `i` may paint: raised when chosen, its edge, its padlock above it. The
        gap left to the next die's (4 units) is more than the view's margin around a repaint
        (2 pixels) at 4K, so a die repainted does not repaint its neighbours there."""
        return self.die_rect(i).adjusted(-5, -24, 5, 5)

    NOTE = QRectF(8, 155, 664, 95)  # what the note under the dice may paint

    def _changed_parts(self, old: object, key: tuple[object, ...]) -> list[QRectF] | None:
        """The parts of the tray to repaint going from the `old` key to `key` (both as
        `set_data` makes them): the dice that look different, and the note if its words
        differ; None (the whole tray) when the caption or the blank dice change. A throw is
        repainted whole (its dice turn beyond their places)."""
        if not isinstance(old, tuple) or old[0] != key[0] or old[6] != key[6]:
            return None

        def looks(shown: tuple[object, ...], i: int) -> tuple[object, ...]:
            """What die `i` looks like under a key: its face, chosen, spent, locked."""
            faces, chosen, spent, locked = shown[2:6]
            assert isinstance(faces, tuple) and isinstance(chosen, frozenset)
            assert isinstance(spent, frozenset) and isinstance(locked, frozenset)
            return (faces[i] if i < len(faces) else None, i in chosen, i in spent, i in locked)

        parts = [self.die_area(i) for i in range(6) if looks(old, i) != looks(key, i)]
        if old[1] != key[1]:
            parts.append(self.NOTE)
        return parts

    def _landed(self) -> None:
        self._rolling = set()
        self.shown = list(self.faces)
        self.update()

    def key_at(self, pos: QPointF) -> int | None:
        for i in range(6):
            if self.die_rect(i).contains(pos):
                return i
        return None

    def key_rects(self) -> list[tuple[object, QRectF]]:
        """Each die the keyboard may walk to (the kit's board keyboard), by its index."""
        return [(i, self.die_rect(i)) for i in range(6)]

    def paint_item(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        panel(painter, QRectF(0, 40, self.w, self.h - 40), QColor("#E9DDC8"))
        title(painter, QRectF(4, 0, self.w, 36), self.caption)
        for i in range(6):  # a repaint of some dice (`_changed_parts`) leaves the others be
            rect = self.die_rect(i)
            if not self._rolling and not self.reaches(self.die_area(i)):
                continue
            if i in self._rolling:
                painter.save()
                c = rect.center()
                painter.translate(c)
                painter.rotate((1 - self._spin) * 200 * (1 if i % 2 else -1))
                painter.translate(-c)
                draw_die(painter, self.shown[i], rect, font(30, True))
                painter.restore()
                continue
            if self.blank:
                painter.setPen(QPen(muted(), line(3), Qt.PenStyle.DashLine))
                painter.setBrush(Palette.CARD_FACE)
                painter.drawRoundedRect(rect, 16, 16)
                continue
            if i in self.selected:
                rect = rect.translated(0, -10)
            draw_die(
                painter,
                self.shown[i],
                rect,
                font(30, True),
                selected=i in self.selected,
                used=i in self.used,
                locked=i in self.locked,
            )
        if not self.reaches(self.NOTE):
            return
        painter.setPen(INK)
        painter.setFont(font(24))
        painter.drawText(
            QRectF(12, 156, self.w - 24, 90),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | WRAP,
            self.note,
        )
