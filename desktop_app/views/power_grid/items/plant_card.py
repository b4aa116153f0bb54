"""Power plant cards, the Step 3 card and the face-down deck, drawn as vectors.

One card component (after the house style): a rounded card, a header band in the fuel's
colour with the plant number big in its corner, the fuel as icons times the amount burnt, an
arrow to a house carrying the number of cities powered, and a small carbon mark (a leaf for
plants that burn no fossil fuel, one to three CO2 clouds by kilograms per city powered),
because the game also teaches emissions.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from desktop_app.content.power_grid import Plant
from desktop_app.views.kit.items import BoardItem
from desktop_app.views.kit.marks import paint_mark
from desktop_app.views.kit.painting import paint_reaches
from desktop_app.views.power_grid.icons import kind_colour, paint_icon
from desktop_app.views.power_grid.items.style import (
    BoardStyle,
    draw_text,
    readable_on,
)
from desktop_app.views.theme import ENERGY_COLOURS, PLAYER_STYLES, Palette

CARD_W = 124.0
CARD_H = 160.0
BAND_H = 46.0
RADIUS = 12.0
BADGE_H = 44.0
DECK_TEXT_W = 136.0  # the count and the Step 3 card note, right of the deck
HOVER_FACE = QColor("#FFF4CF")  # a clickable card under the mouse


def carbon_class(kg_per_city: float) -> int:
    """0 (no fossil CO2) to 3 clouds, from kilograms of CO2 per city powered."""
    if kg_per_city <= 0:
        return 0
    if kg_per_city <= 500:
        return 1
    if kg_per_city <= 1000:
        return 2
    return 3


def _shadow(painter: QPainter, rect: QRectF, lift: float) -> None:
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(Palette.SHADOW))
    painter.drawRoundedRect(rect.translated(lift * 0.5, lift), RADIUS, RADIUS)


class _CardBase(BoardItem):
    """Shared card behaviour: size, shadow and hover light (a kit BoardItem: a click emits
    `clicked(click_key)`, and the card repaints only when what it draws has changed)."""

    HOVER_LIGHT = True

    def __init__(self, style: BoardStyle) -> None:
        super().__init__(CARD_W, CARD_H)
        self._style = style
        self.reason = ""
        self.setZValue(2)

    def _painted(self) -> tuple[object, ...]:
        """Everything paint() draws beside the style (which repaints by itself)."""
        return (self.clickable,)

    def _repaint(self) -> bool:
        return self._show(self._painted())

    def set_style(self, style: BoardStyle) -> None:
        self.prepareGeometryChange()
        self._style = style
        self.update()

    def card_rect(self) -> QRectF:
        return QRectF(0, 0, CARD_W, CARD_H)

    def boundingRect(self) -> QRectF:
        return self.card_rect().adjusted(-10, -10, 12, 14)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self.card_rect(), RADIUS, RADIUS)
        return path

    def _paint_face(self, painter: QPainter, outline: QColor | None = None, width: float = 1.5) -> None:
        rect = self.card_rect()
        lit = self.lit
        if lit:  # dark ring, pale face: never a player's colour (that marks the high bidder)
            painter.setPen(self._style.pen(self._style.ink, 3.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), RADIUS + 4, RADIUS + 4)
        _shadow(painter, rect, 5)
        painter.setBrush(QColor(HOVER_FACE) if lit else QColor(Palette.CARD_FACE))
        edge = outline or (QColor(Palette.IN_PROGRESS) if self.clickable else QColor(Palette.CARD_EDGE))
        painter.setPen(self._style.pen(edge, width if outline else (2.4 if self.clickable else 1.5)))
        painter.drawRoundedRect(rect, RADIUS, RADIUS)

    def set_interaction(self, clickable: bool, reason: str) -> None:
        """Whether the card may be clicked now, and why not (sent after every action: as shown,
        no repaint)."""
        self.clickable, self.reason = clickable, reason
        self.set_refusal(reason if reason and not clickable else "")  # said on a click or Enter
        self._repaint()


class PlantCardItem(_CardBase):
    """One power plant card. On the auction block it is outlined in the high bidder's colour
    with the current bid on a badge below it.

    Whether a card may be clicked changes only its edge, on every card of the market at once
    (a person's turn to choose a plant begins or ends): then only the edge is repainted, its
    strips apart (`PARTS_APART`), and the paint leaves out the fuel and house rows, which lie
    inside it."""

    PARTS_APART = True

    def __init__(self, plant: Plant, kg_per_city: float, style: BoardStyle) -> None:
        super().__init__(style)
        self.plant = plant
        self.number = plant.number
        self.kg_per_city = kg_per_city
        self.on_block = False
        self.bid = 0
        self.high_bidder: int | None = None
        self.bid_label = ""
        self.click_key = plant.number

    def _painted(self) -> tuple[object, ...]:
        return (self.clickable, self.on_block, self.bid, self.high_bidder, self.bid_label)

    def _repaint(self) -> bool:
        key, shown = self._painted(), self._key
        if not self.hovered and isinstance(shown, tuple) and shown[1:] == key[1:]:
            return self._show(key, self.edge_parts())  # `clickable` alone: the edge's colour and width
        return self._show(key)  # (under the mouse the face lights up or goes out too)

    def edge_parts(self) -> list[QRectF]:
        """Where the card's edge is drawn (its pen, up to 2.4 units wide, and antialiasing):
        a square at each rounded corner and a strip along each side between them."""
        card = self.card_rect()
        reach = 1.5 * self._style.line_scale + 2
        corner = RADIUS + 2 * reach
        left, top, right, bottom = card.left() - reach, card.top() - reach, card.right() + reach, card.bottom() + reach
        parts = [QRectF(x, y, corner, corner) for x in (left, right - corner) for y in (top, bottom - corner)]
        middle_w, middle_h = right - left - 2 * corner, bottom - top - 2 * corner
        parts += [
            QRectF(left + corner, top, middle_w, 2 * reach),
            QRectF(left + corner, bottom - 2 * reach, middle_w, 2 * reach),
            QRectF(left, top + corner, 2 * reach, middle_h),
            QRectF(right - 2 * reach, top + corner, 2 * reach, middle_h),
        ]
        return parts

    def set_auction(self, on_block: bool, bid: int = 0, high_bidder: int | None = None, bid_label: str = "") -> None:
        if on_block != self.on_block:
            self.prepareGeometryChange()  # the bid badge below the card comes or goes
            self.setZValue(6 if on_block else 2)
        self.on_block, self.bid, self.high_bidder, self.bid_label = on_block, bid, high_bidder, bid_label
        self._repaint()

    def boundingRect(self) -> QRectF:
        rect = super().boundingRect()
        return rect.adjusted(-8, 0, 8, BADGE_H + 12) if self.on_block else rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        outline = None
        if self.on_block and self.high_bidder is not None:
            outline = PLAYER_STYLES[self.high_bidder % len(PLAYER_STYLES)].colour
        self._paint_face(painter, outline, 5.0)
        self._paint_band(painter)
        if paint_reaches(painter, self._body_rect()):
            self._paint_body(painter)
        if self.on_block:
            self._paint_badge(painter)

    def _paint_band(self, painter: QPainter) -> None:
        style = self._style
        kind = self.plant.kind.value
        band = QPainterPath()
        band.addRoundedRect(QRectF(0, 0, CARD_W, BAND_H + RADIUS), RADIUS, RADIUS)
        clip = QPainterPath()
        clip.addRect(QRectF(0, 0, CARD_W, BAND_H))
        band = band.intersected(clip)
        colour = kind_colour(kind)
        if kind == "hybrid":  # half coal, half oil, split on the diagonal
            gradient = QLinearGradient(QPointF(0, 0), QPointF(CARD_W, BAND_H))
            gradient.setColorAt(0.0, ENERGY_COLOURS["coal"])
            gradient.setColorAt(0.499, ENERGY_COLOURS["coal"])
            gradient.setColorAt(0.501, ENERGY_COLOURS["oil"])
            gradient.setColorAt(1.0, ENERGY_COLOURS["oil"])
            painter.setBrush(gradient)
        else:
            painter.setBrush(colour)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawPath(band)
        ink = readable_on(colour)
        draw_text(
            painter,
            QRectF(9, 0, CARD_W - 18, BAND_H),
            str(self.number),
            style.font(34, bold=True),
            ink,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        )
        self._paint_carbon(painter)

    def _paint_carbon(self, painter: QPainter) -> None:
        level = carbon_class(self.kg_per_city)
        icon = 16.0
        count = max(1, level)
        pill = QRectF(CARD_W - 8 - count * icon - 8, (BAND_H - icon - 8) / 2, count * icon + 8, icon + 8)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 235))
        painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
        for i in range(count):
            rect = QRectF(pill.left() + 4 + i * icon, pill.top() + 4, icon, icon)
            paint_icon(painter, "eco" if level == 0 else "co2", rect)

    def _fuel_rects(self) -> list[QRectF]:
        """The fuel icons: one per unit burnt, centred in a row under the band."""
        kind = self.plant.kind.value
        fuel_top = BAND_H + 10
        if self.plant.fuel_needed == 0:
            side = 42.0
            return [QRectF((CARD_W - side) / 2, fuel_top - 2, side, side)]
        side = 32.0 if self.plant.fuel_needed <= 3 else 24.0
        if kind == "hybrid":  # two fuels in one icon: give it more room
            side = 40.0 if self.plant.fuel_needed <= 2 else 34.0
        n = self.plant.fuel_needed
        gap = 4.0
        total = n * side + (n - 1) * gap
        left = (CARD_W - total) / 2
        return [QRectF(left + i * (side + gap), fuel_top, side, side) for i in range(n)]

    def _house_rect(self) -> QRectF:
        return QRectF(CARD_W / 2 - 4, CARD_H - 54, 46, 46)

    def _body_rect(self) -> QRectF:
        """All that `_paint_body` draws (the arrow starts 42 left of the middle), with 2 units
        for the icons' strokes."""
        body = self._house_rect().united(QRectF(CARD_W / 2 - 42, CARD_H - 54, 1, 46))
        for rect in self._fuel_rects():
            body = body.united(rect)
        return body.adjusted(-2, -2, 2, 2)

    def _paint_body(self, painter: QPainter) -> None:
        style = self._style
        kind = self.plant.kind.value
        for rect in self._fuel_rects():
            paint_icon(painter, kind, rect)
        # -> house with the number of cities powered
        house = self._house_rect()
        arrow_y = house.center().y() + 4
        painter.setPen(style.pen(style.ink, 3))
        painter.drawLine(QPointF(CARD_W / 2 - 42, arrow_y), QPointF(CARD_W / 2 - 16, arrow_y))
        painter.setBrush(style.ink)
        painter.setPen(Qt.PenStyle.NoPen)
        tip = QPointF(CARD_W / 2 - 12, arrow_y)
        painter.drawPolygon(QPolygonF([tip, tip + QPointF(-10, -7), tip + QPointF(-10, 7)]))
        paint_icon(painter, "house", house, tint=style.ink)
        number_rect = QRectF(house.left(), house.top() + house.height() * 0.42, house.width(), house.height() * 0.52)
        draw_text(painter, number_rect, str(self.plant.cities), style.font(23, bold=True), QColor(Palette.ON_COLOUR))

    def _paint_badge(self, painter: QPainter) -> None:
        style = self._style
        badge = QRectF(-6, CARD_H + 10, CARD_W + 12, BADGE_H)
        painter.setBrush(QColor("#FFFFFF"))
        painter.setPen(style.pen(style.ink, 2))
        painter.drawRoundedRect(badge, BADGE_H / 2, BADGE_H / 2)
        marker = QRectF(badge.left() + 10, badge.top() + 8, BADGE_H - 16, BADGE_H - 16)
        if self.high_bidder is not None:
            paint_mark(painter, self.high_bidder, marker, line_scale=style.line_scale)
        text_rect = QRectF(marker.right() + 6, badge.top(), badge.right() - marker.right() - 14, BADGE_H)
        draw_text(painter, text_rect, self.bid_label, style.font(21, bold=True), style.ink)


class Step3CardItem(_CardBase):
    """The Step 3 card while it waits in the market for the end of the phase."""

    def __init__(self, style: BoardStyle) -> None:
        super().__init__(style)
        self.title = ""
        self.note = ""

    def _painted(self) -> tuple[object, ...]:
        return (self.clickable, self.title, self.note)

    def set_texts(self, title: str, note: str) -> None:
        self.title, self.note = title, note
        self._repaint()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        style = self._style
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self._paint_face(painter, QColor("#1F4E5F"), 3.0)
        band = QPainterPath()
        band.addRoundedRect(self.card_rect(), RADIUS, RADIUS)
        clip = QPainterPath()
        clip.addRect(QRectF(0, 0, CARD_W, BAND_H))
        painter.setBrush(QColor("#1F4E5F"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawPath(band.intersected(clip))
        draw_text(painter, QRectF(0, 0, CARD_W, BAND_H), self.title, style.font(22, bold=True), QColor("#FFFFFF"))
        draw_text(painter, QRectF(0, BAND_H + 2, CARD_W, 34), "3", style.font(32, bold=True), QColor("#1F4E5F"))
        draw_text(
            painter,
            QRectF(4, BAND_H + 34, CARD_W - 8, CARD_H - BAND_H - 38),  # three lines of 18
            self.note,
            style.font(18),
            style.muted_ink,
            Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
        )


class DeckItem(QGraphicsItem):
    """The face-down draw pile: a small stack of card backs and how many cards are left."""

    def __init__(self, style: BoardStyle) -> None:
        super().__init__()
        self._style = style
        self.count = 0
        self.count_text = ""
        self.note = ""
        self.setZValue(2)

    def set_style(self, style: BoardStyle) -> None:
        self.prepareGeometryChange()
        self._style = style

    def set_deck(self, count: int, count_text: str, note: str) -> None:
        if (count, count_text, note) == (self.count, self.count_text, self.note):
            return
        self.count, self.count_text, self.note = count, count_text, note
        how = QCoreApplication.translate(
            "PowerGridBoard", "The draw pile of plants: a bought plant is replaced from it, face down."
        )
        self.setToolTip(f"{how}\n{count_text}\n{note}")
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-8, -8, CARD_W + 14 + DECK_TEXT_W + 8, CARD_H + 20)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        style = self._style
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        layers = min(3, max(1, (self.count + 7) // 8)) if self.count else 0
        for i in range(layers - 1, -1, -1):
            rect = QRectF(i * 4, i * 4, CARD_W, CARD_H)
            _shadow(painter, rect, 3)
            painter.setBrush(QColor("#2F5D50"))
            painter.setPen(style.pen(QColor("#1E3B33"), 1.5))
            painter.drawRoundedRect(rect, RADIUS, RADIUS)
        if layers:
            inner = QRectF(10, 10, CARD_W - 20, CARD_H - 20)
            painter.setPen(style.pen(QColor("#7FB5A5"), 1.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(inner, RADIUS - 4, RADIUS - 4)
            paint_icon(painter, "bolt", QRectF(CARD_W / 2 - 26, 30, 52, 52))
            draw_text(
                painter,
                QRectF(0, CARD_H - 66, CARD_W, 50),
                str(self.count),
                style.font(34, bold=True),
                QColor("#FFFFFF"),
            )
        else:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(style.pen(QColor(Palette.CARD_EDGE), 2))
            painter.drawRoundedRect(QRectF(0, 0, CARD_W, CARD_H), RADIUS, RADIUS)
        text = QRectF(CARD_W + 14, 0, DECK_TEXT_W, CARD_H)
        draw_text(
            painter,
            text,
            f"{self.count_text}\n{self.note}",
            style.font(18),
            style.ink,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
        )


class PlaceholderItem(QGraphicsItem):
    """The dashed outline left in the market row by the plant that is up for auction."""

    def __init__(self, style: BoardStyle) -> None:
        super().__init__()
        self._style = style
        self.setZValue(1)

    def set_style(self, style: BoardStyle) -> None:
        self._style = style
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, CARD_W + 8, CARD_H + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = self._style.pen(QColor(Palette.CARD_EDGE).darker(120), 2.5)
        pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(QColor(255, 255, 255, 90))
        painter.drawRoundedRect(QRectF(0, 0, CARD_W, CARD_H), RADIUS, RADIUS)


class CarbonKeyItem(QGraphicsItem):
    """A key to the carbon marks on the plant cards: a leaf, then one to three CO2 clouds."""

    WIDTH = 800.0
    ROW_H = 40.0
    TITLE_H = 36.0
    COLUMNS = 2

    def __init__(self, style: BoardStyle) -> None:
        super().__init__()
        self._style = style
        self.title = ""
        self.entries: list[str] = ["", "", "", ""]  # leaf, 1, 2, 3 clouds
        self.setZValue(2)

    def set_style(self, style: BoardStyle) -> None:
        self.prepareGeometryChange()
        self._style = style

    def set_texts(self, title: str, entries: list[str]) -> None:
        self.title, self.entries = title, list(entries)
        self.update()

    def boundingRect(self) -> QRectF:
        rows = -(-len(self.entries) // self.COLUMNS)
        return QRectF(-4, -4, self.WIDTH + 8, self.TITLE_H + rows * self.ROW_H + 8)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        style = self._style
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw_text(
            painter,
            QRectF(0, 0, self.WIDTH, self.TITLE_H),
            self.title,
            style.font(22, bold=True),
            style.ink,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        )
        column = self.WIDTH / self.COLUMNS
        icon = 20.0
        for level, text in enumerate(self.entries):
            left = (level % self.COLUMNS) * column
            top = self.TITLE_H + (level // self.COLUMNS) * self.ROW_H
            count = max(1, level)
            pill = QRectF(left, top + (self.ROW_H - icon - 8) / 2, 3 * icon + 8, icon + 8)
            painter.setPen(style.pen(QColor(Palette.CARD_EDGE), 1))
            painter.setBrush(QColor("#FFFFFF"))
            painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
            first = pill.left() + 4 + (3 - count) * icon / 2  # centred in a pill sized for three
            for i in range(count):
                paint_icon(
                    painter, "eco" if level == 0 else "co2", QRectF(first + i * icon, pill.top() + 4, icon, icon)
                )
            draw_text(
                painter,
                QRectF(pill.right() + 8, top, column - pill.width() - 16, self.ROW_H),
                text,
                style.font(20),
                style.ink,
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            )
