"""The shop's appliance cards and the bill area of Power Butler's table (the items of
`items.py`: plain data through `set_data`, texts already translated, no rule known): an
appliance's points, price, conditions and usage, and the money set beside the usage track.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import (
    QPointF,
    QRectF,
    Qt,
)
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from desktop_app.views.kit.marks import paint_mark
from desktop_app.views.kit.painting import font, line, muted
from desktop_app.views.power_butler.art import (
    CATEGORY_COLOURS,
    INK,
    LOCK,
    bolt,
    coin,
    condition,
    draw_appliance,
)
from desktop_app.views.power_butler.items import (
    MIN_PX,
    WRAP,
    Item,
    edge,
    fitting_sizes,
    panel,
    title,
)
from desktop_app.views.theme import Palette

# --- appliance cards ------------------------------------------------------------------------------


@dataclass
class CardData:
    """An appliance card as drawn: name, numbers and what lies on it."""

    id: str
    name: str
    icon: str
    category: str
    category_name: str
    points: int
    price: int
    base_price: int
    power: int
    kwh: str  # "180 kWh/month", translated
    conditions: list[int] = field(default_factory=list)  # faces 3-5 (standard mode)
    markers: list[tuple[int, int]] = field(default_factory=list)  # (seat, marker 0-3)
    waived: list[int] = field(default_factory=list)  # conditions an event waives this turn
    paid: str = ""  # "4 / 10", the selected dice against the price
    affordable: bool = False
    description: str = ""  # the whole card in words (and why it cannot be bought now)
    tips: dict[str, str] = field(default_factory=dict)  # part -> what it means (see `part_rects`)

    def drawn(self) -> tuple[object, ...]:
        """What the card paints: all but its words (`description`, `tips`: its tooltips)."""
        return (
            self.id,
            self.name,
            self.icon,
            self.category,
            self.category_name,
            self.points,
            self.price,
            self.base_price,
            self.power,
            self.kwh,
            tuple(self.conditions),
            tuple(self.markers),
            tuple(self.waived),
            self.paid,
            self.affordable,
        )


class ApplianceCardItem(Item):
    """One appliance in the shop: points, price, conditions, usage steps with kWh a month."""

    data: CardData | None  # type: ignore[assignment]  # the card shown; hides QGraphicsItem.data(key), unused
    # The card's edge is stroked on its rect, half of it outside: line(7) highlighted, thicker
    # in presentation mode (4.5 units out). Without the margin, a card taken from the shop with
    # none to follow (its place hidden) left the outer half of its edge on screen.
    PAINT_MARGIN = 5.0

    def __init__(self, width: float = 250, height: float = 330) -> None:
        super().__init__(width, height)
        self.data = None
        self.highlight = False
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)  # `exposed`: what a paint redraws

    def set_data(self, data: CardData | None, highlight: bool = False) -> bool:
        """Show `data`; repainted (True) only when what the card paints differs: new words
        alone (why it cannot be bought, now another player's turn) change its tooltips only.
        Whether it takes clicks is not drawn on a card (only its cursor and refusal change), so
        a turn that begins or ends a person's spending does not repaint the shop."""
        key = (None if data is None else data.drawn(), highlight)
        repainted = self._show(key, self._changed_parts(self._key, key))
        if not repainted and data == self.data:
            return False
        self.data, self.highlight = data, highlight
        self.setVisible(data is not None)
        if data is not None:
            rects = self.part_rects(data)
            self.set_tips(data.description, [(rects[k], t) for k, t in data.tips.items() if k in rects])
        return repainted

    # What each block of the card paints (see `paint_item`), by the drawn() fields it shows.
    HEADER = QRectF(2, 2, 246, 168)  # points, name, picture, kind
    MARKERS = QRectF(6, 170, 238, 48)  # the players' markers on it
    PRICE = QRectF(4, 206, 242, 62)  # price, the price struck through, the conditions
    USAGE = QRectF(4, 268, 242, 56)  # ⚡ and kWh a month
    PAID = QRectF(134, 52, 112, 48)  # the chosen dice's yuan against the price
    # What is repainted for a change of each drawn() field. A repaint's edge never crosses a
    # line drawn (Qt cuts a line at the edge before drawing it, its ends then a shade off what a
    # whole paint draws): the markers and the price are repainted together (a waived
    # condition's stroke reaches up among the markers, the markers' icons down to the price),
    # the paid dice with the whole picture under them.
    _BAND, _PICTURE = MARKERS.united(PRICE), QRectF(72, 50, 176, 92)
    PARTS = {6: _BAND, 7: _BAND, 11: _BAND, 12: _BAND, 13: _PICTURE, 14: _PICTURE}

    def _changed_parts(self, old: object, key: tuple[object, ...]) -> list[QRectF] | None:
        """The blocks to repaint going from the `old` key to `key`: a price the event lowers,
        a marker set on the card, the dice chosen against its price, conditions waived; None
        (the whole card) for another card, or anything else drawn differently."""
        if not isinstance(old, tuple) or old[1] != key[1] or old[0] is None or key[0] is None:
            return None
        was, now = old[0], key[0]
        assert isinstance(was, tuple) and isinstance(now, tuple)
        changed = [k for k in range(len(now)) if was[k] != now[k]]
        if any(k not in self.PARTS for k in changed) or self.w != 250 or self.h != 330:
            return None
        parts: list[QRectF] = []
        for k in changed:
            if self.PARTS[k] not in parts:
                parts.append(self.PARTS[k])
        return parts

    def part_rects(self, d: CardData) -> dict[str, QRectF]:
        """Where each explained part of the card is drawn (as `paint` draws it)."""
        w = self.w
        rects = {
            "paid": QRectF(w - 112, 56, 104, 40),
            "points": QRectF(8, 6, 40, 40),
            "price": QRectF(10, 214, 92, 48),
            "power": QRectF(10, 272, 80, 46),
            "kwh": QRectF(90, 272, w - 96, 46),
            "category": QRectF(8, 140, w - 16, 30),
        }
        if not d.paid:
            del rects["paid"]
        for k, face in enumerate(d.conditions):
            rects[f"condition:{face}"] = QRectF(w - 52 - k * 50, 216, 44, 44)
        for k in range(min(5, len(d.markers))):
            rects[f"marker:{k}"] = QRectF(10 + k * 46, 174, 40, 40)
        return rects

    def key_at(self, pos: QPointF) -> str | None:
        return self.data.id if self.data is not None and self.rect.contains(pos) else None

    def key_rects(self) -> list[tuple[object, QRectF]]:
        """The card, keyed by its appliance id as a click is."""
        return [(self.data.id, QRectF(self.rect))] if self.data is not None else []

    def paint_item(self, painter: QPainter) -> None:
        d = self.data
        if d is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.w, self.h
        band = CATEGORY_COLOURS.get(d.category, QColor("#999999"))
        painter.setPen(QPen(QColor("#0072B2") if self.highlight else edge(), line(7 if self.highlight else 2)))
        painter.setBrush(Palette.CARD_FACE)
        painter.drawRoundedRect(QRectF(0, 0, w, h), 14, 14)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(band)
        painter.drawRoundedRect(QRectF(3, 3, w - 6, 46), 12, 12)
        # a repaint of some blocks (`_changed_parts`) leaves the others be
        if self.reaches(self.HEADER):
            # points, top left (a star-like badge would be a letter: a round medal with the number)
            painter.setPen(QPen(INK, line(2)))
            painter.setBrush(QColor("#FFFFFF"))
            painter.drawEllipse(QRectF(8, 6, 40, 40))
            painter.setFont(font(22, True))
            painter.drawText(QRectF(8, 6, 40, 40), Qt.AlignmentFlag.AlignCenter, str(d.points))
            name_font = font(22, True)
            room = int(w - 60)
            for px in fitting_sizes(24, 23, 22, MIN_PX):
                name_font = font(px, True)
                painter.setFont(name_font)
                if painter.fontMetrics().horizontalAdvance(d.name) <= room - 6:
                    break
            painter.setPen(INK)
            painter.drawText(
                QRectF(52, 4, w - 56, 44),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                painter.fontMetrics().elidedText(d.name, Qt.TextElideMode.ElideRight, room),
            )
            draw_appliance(painter, d.icon, QRectF(w / 2 - 48, 54, 96, 86))
            for px in fitting_sizes(MIN_PX):  # (presentation mode: a long kind shrinks back to fit)
                painter.setFont(font(px))
                if painter.fontMetrics().horizontalAdvance(d.category_name) <= w - 16:
                    break
            painter.setPen(muted())
            painter.drawText(QRectF(8, 140, w - 16, 30), Qt.AlignmentFlag.AlignCenter, d.category_name)
        if self.reaches(self.MARKERS):
            # markers on the card (standard mode): the player's shape with the marker's icon
            for k, (seat, marker) in enumerate(d.markers[:5]):
                rect = QRectF(10 + k * 46, 174, 40, 40)
                paint_mark(painter, seat, rect)
                inner = rect.adjusted(9, 9, -9, -9)
                if marker == 0:
                    coin(painter, inner, "", font(MIN_PX))  # no figure: a plain coin
                else:
                    condition(painter, marker + 2, inner)
        if self.reaches(self.PRICE):
            # price and conditions
            coin(painter, QRectF(10, 214, 48, 48), str(d.price), font(24, True))
            if d.price != d.base_price:
                painter.setPen(QPen(LOCK, 3))
                painter.setFont(font(MIN_PX))
                painter.drawText(QRectF(62, 214, 40, 48), Qt.AlignmentFlag.AlignVCenter, str(d.base_price))
                painter.drawLine(
                    QPointF(62, 238), QPointF(64 + painter.fontMetrics().horizontalAdvance(str(d.base_price)), 238)
                )
            for k, face in enumerate(d.conditions):
                rect = QRectF(w - 52 - k * 50, 216, 44, 44)
                if face in d.waived:  # not needed this turn: faded and struck through
                    painter.setOpacity(0.35)
                condition(painter, face, rect)
                painter.setOpacity(1.0)
                if face in d.waived:
                    painter.setPen(QPen(LOCK, 5))
                    painter.drawLine(rect.bottomLeft(), rect.topRight())
        if self.reaches(self.USAGE):
            # usage: lightning steps and kWh a month
            bolt(painter, QRectF(10, 274, 30, 42))
            painter.setPen(INK)
            painter.setFont(font(26, True))
            painter.drawText(QRectF(44, 272, 50, 46), Qt.AlignmentFlag.AlignVCenter, str(d.power))
            left = 44 + painter.fontMetrics().horizontalAdvance(str(d.power)) + 8
            size: float = 22
            painter.setFont(font(size))
            least = fitting_sizes(MIN_PX)[-1]
            while size > least and painter.fontMetrics().horizontalAdvance(d.kwh) > w - 6 - left:
                size = max(least, size - 1)  # a long figure ("13.5 kWh/month") shrinks rather than being cut
                painter.setFont(font(size))
            painter.drawText(
                QRectF(left, 272, w - 6 - left, 46), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, d.kwh
            )
        if d.paid and self.reaches(self.PAID):
            painter.setPen(QPen(QColor("#0072B2"), 2))
            painter.setBrush(QColor(255, 255, 255, 235))
            rect = QRectF(w - 112, 56, 104, 40)
            painter.drawRoundedRect(rect, 10, 10)
            painter.setFont(font(22, True))
            painter.setPen(QColor("#005A8C") if d.affordable else LOCK)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, d.paid)


# --- the bill area, deck and this turn's effects --------------------------------------------------


class BillAreaItem(Item):
    """Money set beside the usage track this turn; click with yuan dice chosen to pay."""

    def __init__(self) -> None:
        super().__init__(380, 330)
        self.caption = ""
        self.lines: list[str] = []
        self.seat = 0
        self.money = 0
        self.deck = ""
        self.alert = False

    def set_data(
        self,
        caption: str,
        seat: int,
        money: int,
        lines: list[str],
        deck: str,
        alert: bool = False,
        about: str = "",
        deck_tip: str = "",
    ) -> bool:
        """`about` explains the bill area (its tooltip), `deck_tip` the deck panel below it."""
        if not self._show((caption, seat, money, tuple(lines), deck, alert, self.clickable, about, deck_tip)):
            return False
        self.set_tips(about, [(QRectF(0, 250, self.w, 80), deck_tip)] if deck_tip else [])
        self.caption, self.seat, self.money, self.lines, self.deck = caption, seat, money, lines, deck
        self.alert = alert  # the last round is on: the deck panel glows
        return True

    def key_at(self, pos: QPointF) -> str | None:
        return "bill" if QRectF(0, 0, self.w, 240).contains(pos) else None

    def key_rects(self) -> list[tuple[object, QRectF]]:
        return [("bill", QRectF(0, 0, self.w, 240))]

    def paint_item(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        panel(painter, QRectF(0, 0, self.w, 240), QColor("#FCEBD0") if self.clickable else QColor("#F3E6D0"))
        if self.clickable:
            painter.setPen(QPen(QColor("#0072B2"), line(4), Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(3, 3, self.w - 6, 234), 12, 12)
        paint_mark(painter, self.seat, QRectF(14, 12, 34, 34))
        title(painter, QRectF(58, 8, self.w - 140, 42), self.caption, 24)
        coin(painter, QRectF(self.w - 76, 8, 62, 62), str(self.money), font(28, True))
        painter.setPen(INK)
        painter.setFont(font(22))
        painter.drawText(QRectF(16, 70, self.w - 32, 166), Qt.AlignmentFlag.AlignLeft | WRAP, "\n".join(self.lines))
        panel(painter, QRectF(0, 250, self.w, 80), QColor("#FFD9CF") if self.alert else Palette.TABLE_DARK)
        painter.setPen(QColor("#8C2D04") if self.alert else INK)
        painter.setFont(font(22, self.alert))
        painter.drawText(
            QRectF(16, 252, self.w - 32, 76),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | WRAP,
            self.deck,
        )
