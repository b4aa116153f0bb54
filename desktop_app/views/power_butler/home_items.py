"""Each player's part of Power Butler's table: the usage track (用電量記錄軌) and the homes.

Like items.py (whose base `Item` and drawing helpers these use), each gets plain, translated data
through `set_data(...)`, draws itself, and repaints only when that data differs.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem

from desktop_app.views.kit.items import PartKeys
from desktop_app.views.kit.marks import paint_mark
from desktop_app.views.kit.painting import font, line, muted
from desktop_app.views.power_butler.art import (
    CATEGORY_COLOURS,
    INK,
    LOCK,
    draw_appliance,
)
from desktop_app.views.power_butler.items import MIN_PX, WRAP, Item, edge, panel, title
from desktop_app.views.theme import PLAYER_STYLES, Palette

# --- the usage track ------------------------------------------------------------------------------


@dataclass
class LaneData:
    seat: int
    name: str
    usage: int
    paid: int
    unpaid_text: str
    active: bool = False
    tip: str = ""  # the lane in words


class UsageTrackItem(Item):
    """用電量記錄軌: per player, the usage marker (filled) and the bill marker (ring), the unpaid
    gap between them shaded red, paid-ahead notches green."""

    LANE = 50
    LEFT = 190

    def __init__(self, width: float = 1560) -> None:
        super().__init__(width, 310)
        self.caption, self.legend = "", ""
        self.lanes: list[LaneData] = []
        self.top = 30
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)  # `exposed`: what a paint redraws

    def set_data(self, caption: str, legend: str, lanes: list[LaneData], about: str = "") -> bool:
        """`about` explains the track (its tooltip); each lane's `tip` is that lane's.

        Only the lanes that look different are repainted (a turn moves the highlight from one
        lane to the next, a purchase moves one usage marker); the whole track when its words,
        its scale or its lanes' number change. A lane's tip alone repaints nothing."""
        highest = max([ln.usage for ln in lanes] + [ln.paid for ln in lanes] + [26])
        top = max(30, 5 * -(-(highest + 3) // 5))
        key = PartKeys(
            (caption, legend, top),
            tuple(
                (self.lane_rect(row), (ln.seat, ln.name, ln.usage, ln.paid, ln.unpaid_text, ln.active))
                for row, ln in enumerate(lanes)
            ),
        )
        tips = [(self.lane_rect(row), ln.tip) for row, ln in enumerate(lanes)]
        if not self._show(key, key.changed_since(self._key)):
            if tips != self.tips or about != self.description:
                self.set_tips(about, tips)
            return False
        self.caption, self.legend, self.lanes, self.top = caption, legend, lanes, top
        self.set_tips(about, tips)
        height = 60 + len(lanes) * self.LANE + 40
        if height != self.h:
            self.prepareGeometryChange()
            self.h = height
        return True

    def lane_rect(self, row: int) -> QRectF:
        """A lane's band across the track: all that its row paints lies inside it, 2 units
        inside its top and bottom (its marks' rims reach 2.2 from them), so a lane repainted
        does not repaint its neighbours at 4K (the view's margin around a repaint: 2 pixels)."""
        return QRectF(0, 52 + row * self.LANE, self.w, self.LANE)

    def x_of(self, notch: int) -> float:
        return self.LEFT + notch * (self.w - self.LEFT - 30) / self.top

    def paint_item(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        panel(painter, QRectF(0, 0, self.w, self.h), QColor("#EFE6D6"))
        title(painter, QRectF(14, 4, self.w / 2, 40), self.caption)
        painter.setFont(font(22))
        painter.setPen(muted())
        painter.drawText(
            QRectF(self.w / 2 - 200, 4, self.w / 2 + 186, 40),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            self.legend,
        )
        y0 = 52
        for row, lane in enumerate(self.lanes):  # a repaint of some lanes (`set_data`) leaves the others be
            if not self.reaches(self.lane_rect(row).adjusted(0, 2, 0, -2)):
                continue
            y = y0 + row * self.LANE
            mid = y + self.LANE / 2
            if lane.active:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(255, 255, 255, 160))
                painter.drawRoundedRect(QRectF(6, y + 2, self.w - 12, self.LANE - 4), 10, 10)
            paint_mark(painter, lane.seat, QRectF(14, mid - 14, 28, 28))
            painter.setPen(INK)
            painter.setFont(font(24, lane.active))
            painter.drawText(
                QRectF(48, y, self.LEFT - 52, self.LANE),
                Qt.AlignmentFlag.AlignVCenter,
                painter.fontMetrics().elidedText(lane.name, Qt.TextElideMode.ElideRight, int(self.LEFT - 56)),
            )
            painter.setPen(QPen(edge(QColor("#9C8F7A")), line(6)))
            painter.drawLine(QPointF(self.x_of(0), mid), QPointF(self.x_of(self.top), mid))
            for n in range(self.top + 1):
                x = self.x_of(n)
                tall = 10 if n % 5 == 0 else 5
                painter.setPen(QPen(edge(QColor("#9C8F7A")), line(2)))
                painter.drawLine(QPointF(x, mid - tall), QPointF(x, mid + tall))
            lo, hi = sorted((lane.paid, lane.usage))
            if hi > lo:
                colour = QColor(200, 16, 46, 150) if lane.usage > lane.paid else QColor(0, 158, 115, 150)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(colour)
                painter.drawRoundedRect(QRectF(self.x_of(lo), mid - 9, self.x_of(hi) - self.x_of(lo), 18), 6, 6)
            r = self.LANE * 0.38
            paint_mark(painter, lane.seat, QRectF(self.x_of(lane.paid) - r, mid - r, 2 * r, 2 * r), hollow=True)
            rr = r * 0.8
            paint_mark(painter, lane.seat, QRectF(self.x_of(lane.usage) - rr, mid - rr, 2 * rr, 2 * rr))
            if lane.unpaid_text:
                painter.setFont(font(22, True))
                painter.setPen(LOCK if lane.usage > lane.paid else QColor("#00704F"))
                x = self.x_of(hi) + r + 6
                width = painter.fontMetrics().horizontalAdvance(lane.unpaid_text) + 16
                box = QRectF(x, y, 200, self.LANE)
                tag = QRectF(x - 4, mid - 16, width, 32)  # a white tag: the track line not through it
                if x > self.w - 200:  # no room on the right: the tag over the gap
                    centre = (self.x_of(lo) + self.x_of(hi)) / 2
                    box = tag = QRectF(centre - width / 2, mid - 16, width, 32)
                painter.save()
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(255, 255, 255, 230))
                painter.drawRoundedRect(tag, 8, 8)
                painter.restore()
                painter.drawText(
                    box,
                    Qt.AlignmentFlag.AlignCenter
                    if x > self.w - 200
                    else Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                    lane.unpaid_text,
                )
        painter.setPen(INK)  # numbers a player reads: never muted grey
        painter.setFont(font(MIN_PX))
        yb = y0 + len(self.lanes) * self.LANE
        for n in range(0, self.top + 1, 5):
            painter.drawText(QRectF(self.x_of(n) - 30, yb, 60, 30), Qt.AlignmentFlag.AlignCenter, str(n))


# --- a player's home ------------------------------------------------------------------------------


@dataclass
class HomeData:
    seat: int
    name: str
    note: str
    cards: list[tuple[str, int, str]]  # (icon, points, category)
    summary: str
    active: bool = False
    last_round_card: str = ""  # the 最後一輪卡's label when it lies in front of this player, else ""
    breakdown: str = ""  # the score in parts, in words (the home's tooltip)
    card_tips: tuple[str, ...] = ()  # each bought card in words


class HomeItem(Item):
    """A player's tableau: bought appliances (icon, points, category colour) and a summary."""

    data: HomeData | None  # type: ignore[assignment]  # the home shown; hides QGraphicsItem.data(key), unused

    def __init__(self, width: float, height: float = 230) -> None:
        super().__init__(width, height)
        self.data = None
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)  # `exposed`: what a paint redraws
        self.capacity = 0  # the most cards any home shows: every home draws them the same size

    PARTS_APART = True  # the ring's four strips
    RING = 10.0  # how far in from the edge the active player's ring paints (its corners 8.6)

    def set_data(self, data: HomeData) -> bool:
        """Show `data`; repainted (True) when what the home draws differs. The most cards any
        home holds (`capacity`) counts only through the size of its tiles: a purchase that
        leaves the tiles as they were repaints only the buyer's home. A turn that passes the
        ring (`active`) on and changes nothing else repaints the ring's four strips."""
        tiles = self._card_size(data)
        old = self._key
        parts: list[QRectF] | None = None
        if isinstance(old, tuple) and old[1:] == (tiles, self.h) and isinstance(old[0], HomeData):
            if dataclasses.replace(old[0], active=data.active) == data:
                w, h, ring = self.w, self.h, self.RING
                parts = [
                    QRectF(0, 0, w, ring),
                    QRectF(0, h - ring, w, ring),
                    QRectF(0, ring, ring, h - 2 * ring),
                    QRectF(w - ring, ring, ring, h - 2 * ring),
                ]
        if not self._show((data, tiles, self.h), parts):
            return False
        self.data = data
        size, per_row = self._card_size(data)
        rects = [self._card_rect(k, size, per_row) for k in range(len(data.cards))]
        self.set_tips(data.breakdown, [(r, t) for r, t in zip(rects, data.card_tips, strict=False) if t])
        return True

    def _card_size(self, d: HomeData) -> tuple[float, int]:
        """The side of a bought card's tile and how many fit in a row."""
        room = self.h - 80 - 76
        size, per_row = 110.0, 1
        while size > 34:
            per_row = max(1, int((self.w - 20) // (size + 6)))
            rows = -(-max(len(d.cards), self.capacity) // per_row)
            if rows * (size + 8) <= room:
                break
            size -= 4
        return size, per_row

    def tile_rect(self, k: int) -> QRectF:
        """Where the home's `k`-th bought card is drawn (in the item's coordinates)."""
        if self.data is None:
            return QRectF(self.rect)
        return self._card_rect(k, *self._card_size(self.data))

    def _card_rect(self, k: int, size: float, per_row: int) -> QRectF:
        row, col = divmod(k, per_row)
        return QRectF(12 + col * (size + 6), 76 + row * (size + 8), size, size)

    def paint_item(self, painter: QPainter) -> None:
        d = self.data
        if d is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = PLAYER_STYLES[d.seat % len(PLAYER_STYLES)].colour
        panel(painter, QRectF(0, 0, self.w, self.h), Palette.CARD_FACE)
        if d.active:
            painter.setPen(QPen(colour.darker(120), 6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(QRectF(3, 3, self.w - 6, self.h - 6), 12, 12)
        paint_mark(painter, d.seat, QRectF(12, 10, 34, 34))
        name_right = self.w - 10
        if d.last_round_card:  # seed 000: the card lies in front of the start player
            painter.setFont(font(MIN_PX, True))
            tag_w = min(self.w * 0.55, painter.fontMetrics().horizontalAdvance(d.last_round_card) + 26)
            tag = QRectF(self.w - tag_w - 12, 12, tag_w, 32)
            painter.setPen(QPen(QColor("#8C2D04"), 2))
            painter.setBrush(QColor("#FFD9CF"))
            painter.drawRoundedRect(tag, 6, 6)
            painter.setPen(QColor("#8C2D04"))
            painter.drawText(
                tag,
                Qt.AlignmentFlag.AlignCenter,
                painter.fontMetrics().elidedText(d.last_round_card, Qt.TextElideMode.ElideRight, int(tag_w - 12)),
            )
            name_right = tag.left() - 6
        painter.setPen(INK)
        painter.setFont(font(25, True))
        painter.drawText(
            QRectF(54, 6, name_right - 54, 42),
            Qt.AlignmentFlag.AlignVCenter,
            painter.fontMetrics().elidedText(d.name, Qt.TextElideMode.ElideRight, int(name_right - 58)),
        )
        painter.setFont(font(21))
        painter.setPen(muted())
        painter.drawText(QRectF(14, 44, self.w - 28, 28), Qt.AlignmentFlag.AlignVCenter, d.note)
        size, per_row = self._card_size(d)
        for k, (icon, points, category) in enumerate(d.cards):
            rect = self._card_rect(k, size, per_row)
            if not self.reaches(rect.adjusted(-2, -2, 2, 2)):  # (its edge: 2 outside)
                continue  # a repaint of the ring alone (`set_data`) leaves the tiles inside it be
            painter.setPen(QPen(CATEGORY_COLOURS.get(category, INK), 4))
            painter.setBrush(QColor("#FFFFFF"))
            painter.drawRoundedRect(rect, 8, 8)
            draw_appliance(painter, icon, rect.adjusted(5, 3, -5, -size * 0.18))
            painter.setFont(font(max(MIN_PX, size * 0.26), True))
            metrics = painter.fontMetrics()
            tag_w = metrics.horizontalAdvance(str(points)) + 8
            tag = QRectF(rect.right() - tag_w - 2, rect.bottom() - metrics.height() - 1, tag_w, metrics.height())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 225))  # the points stay readable over the icon
            painter.drawRoundedRect(tag, 5, 5)
            painter.setPen(INK)
            painter.drawText(tag, Qt.AlignmentFlag.AlignCenter, str(points))
        painter.setPen(INK)
        painter.setFont(font(22))
        painter.drawText(
            QRectF(14, self.h - 74, self.w - 28, 66),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | WRAP,
            d.summary,
        )
