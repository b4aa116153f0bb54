"""Power Grid's legend (issue 13): every symbol on the board and the plant cards, drawn by the
board's own painters, with what it means in the window's language. The kit's "?" on the board
and its key open it (`GameWindow._legend_entries`)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap

from desktop_app.views.kit.marks import paint_mark
from desktop_app.views.power_grid.icons import kind_colour, paint_icon
from desktop_app.views.power_grid.items.style import BoardStyle, draw_text
from desktop_app.views.theme import Palette

SIDE = 64  # the pictures' side in logical pixels (drawn at twice that for sharp screens)
INK = QColor(Palette.INK)


def picture(draw: Callable[[QPainter, QRectF], None]) -> QPixmap:
    """A legend picture drawn by the board's own painters."""
    pixmap = QPixmap(QSize(SIDE * 2, SIDE * 2))  # drawn at twice the size; the legend scales it
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.scale(2, 2)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw(painter, QRectF(3, 3, SIDE - 6, SIDE - 6))
    painter.end()
    return pixmap


def icon(name: str) -> QPixmap:
    return picture(lambda p, r: paint_icon(p, name, r.adjusted(6, 6, -6, -6)))


def _plant_card(painter: QPainter, rect: QRectF) -> None:
    """A plant card in small: the number on the fuel's band, the fuel it burns, → the cities."""
    style = BoardStyle()
    card = rect.adjusted(6, 0, -6, 0)
    painter.setPen(QPen(QColor(Palette.CARD_EDGE), 1.5))
    painter.setBrush(QColor(Palette.CARD_FACE))
    painter.drawRoundedRect(card, 6, 6)
    band = QRectF(card.left(), card.top(), card.width(), 18)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(kind_colour("coal"))
    painter.drawRoundedRect(band, 6, 6)
    draw_text(painter, band, "10", style.font(15, True), QColor(Palette.ON_COLOUR))
    paint_icon(painter, "coal", QRectF(card.left() + 6, card.top() + 21, 15, 15))
    paint_icon(painter, "coal", QRectF(card.left() + 23, card.top() + 21, 15, 15))
    draw_text(painter, QRectF(card.left(), card.top() + 38, 22, 18), "→", style.font(15, True), INK)
    paint_icon(painter, "house", QRectF(card.left() + 20, card.top() + 39, 16, 16))
    draw_text(painter, QRectF(card.left() + 34, card.top() + 38, 14, 18), "2", style.font(15, True), INK)


def _city(painter: QPainter, rect: QRectF) -> None:
    """A city tile: its three house spaces with their prices, one taken, one for a later step."""
    style = BoardStyle()
    tile = rect.adjusted(0, 12, 0, -12)
    painter.setPen(QPen(INK, 1.5))
    painter.setBrush(QColor("#FBE3E0"))
    painter.drawRoundedRect(tile, 8, 8)
    side = 17.0
    for i, price in enumerate(("10", "15", "20")):
        slot = QRectF(tile.left() + 3 + i * (side + 2), tile.center().y() - side / 2, side, side)
        if i == 0:
            paint_mark(painter, 0, slot)
            continue
        dashed = i == 2
        painter.setBrush(QColor("#EFEAE1") if dashed else QColor("#FFFFFF"))
        painter.setPen(QPen(QColor(Palette.INK_MUTED), 1.2, Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine))
        painter.drawRoundedRect(slot, 4, 4)
        draw_text(painter, slot, price, style.font(11, not dashed), style.muted_ink if dashed else INK)


def _cable(painter: QPainter, rect: QRectF) -> None:
    """A line between two cities and its cable cost."""
    mid = rect.center()
    painter.setPen(QPen(QColor("#8A7B68"), 4))
    painter.drawLine(QPointF(rect.left() + 2, mid.y()), QPointF(rect.right() - 2, mid.y()))
    painter.setPen(QPen(QColor("#8A7B68"), 1.6))
    painter.setBrush(QColor("#FFFFFF"))
    painter.drawEllipse(mid, 14, 14)
    draw_text(painter, QRectF(mid.x() - 14, mid.y() - 14, 28, 28), "8", BoardStyle().font(17, True), INK)


def _market(painter: QPainter, rect: QRectF) -> None:
    """A price space of the resource market: its price over the tokens sold at it."""
    style = BoardStyle()
    draw_text(painter, QRectF(rect.left(), rect.top(), rect.width(), 20), "3", style.font(17, True), INK)
    painter.setPen(QPen(QColor(Palette.CARD_EDGE), 1.2))
    painter.setBrush(QColor("#FFFDF8"))
    painter.drawRoundedRect(QRectF(rect.left() + 2, rect.top() + 22, rect.width() - 4, 30), 6, 6)
    for i in range(3):
        paint_icon(painter, "coal", QRectF(rect.left() + 6 + i * 16, rect.top() + 28, 15, 15))


def _co2(count: int) -> Callable[[QPainter, QRectF], None]:
    def draw(painter: QPainter, rect: QRectF) -> None:
        side = 18.0
        left = rect.center().x() - count * side / 2
        for i in range(count):
            paint_icon(painter, "co2", QRectF(left + i * side, rect.center().y() - side / 2, side, side))

    return draw


def _region(painter: QPainter, rect: QRectF) -> None:
    """A region's colour, and a hatched grey region that is not in play."""
    painter.setPen(QPen(QColor("#C98A8A"), 1.5))
    painter.setBrush(QColor("#F6D5D5"))
    painter.drawRoundedRect(QRectF(rect.left(), rect.top() + 8, rect.width() / 2 - 3, rect.height() - 16), 5, 5)
    painter.setPen(QPen(QColor("#B8AFA2"), 1.5))
    painter.setBrush(QColor("#E4DFD7"))
    grey = QRectF(rect.center().x() + 3, rect.top() + 8, rect.width() / 2 - 3, rect.height() - 16)
    painter.drawRoundedRect(grey, 5, 5)
    painter.setBrush(Qt.BrushStyle.BDiagPattern)
    painter.drawRoundedRect(grey, 5, 5)


def entries() -> list[tuple[QPixmap | str, str]]:
    """The legend's rows: (picture; what it means), in the language installed for the board."""

    translate = QCoreApplication.translate
    return [
        (
            picture(_plant_card),
            translate(
                "PowerGridLegend",
                "A power plant card: its number (on the band, in its fuel's colour) is also the lowest "
                "opening bid; the fuel icons are what it burns in a round; → and a house: how many "
                "cities it can power.",
            ),
        ),
        (icon("coal"), translate("PowerGridLegend", "Coal: the fuel of coal plants and hybrid plants.")),
        (icon("oil"), translate("PowerGridLegend", "Oil: the fuel of oil plants and hybrid plants.")),
        (icon("garbage"), translate("PowerGridLegend", "Garbage: the fuel of garbage plants.")),
        (icon("uranium"), translate("PowerGridLegend", "Uranium: the fuel of nuclear plants.")),
        (
            icon("hybrid"),
            translate("PowerGridLegend", "Coal and oil together: a hybrid plant burns either, in any mix."),
        ),
        (
            icon("eco"),
            translate(
                "PowerGridLegend", "Leaf: an ecological plant (wind, sun, water). It needs no fuel and emits no CO₂."
            ),
        ),
        (icon("fusion"), translate("PowerGridLegend", "Fusion plant: it needs no fuel.")),
        (
            picture(_co2(1)),
            translate("PowerGridLegend", "One cloud on a plant: it emits up to 500 kg of CO₂ for each city it powers."),
        ),
        (picture(_co2(2)), translate("PowerGridLegend", "Two clouds: up to 1,000 kg of CO₂ for each city.")),
        (picture(_co2(3)), translate("PowerGridLegend", "Three clouds: over 1,000 kg of CO₂ for each city.")),
        (
            picture(_city),
            translate(
                "PowerGridLegend",
                "A city: its three house spaces cost 10, 15 and 20. A player's mark shows who built there; "
                "a dashed space opens in a later step (Step 2, then Step 3).",
            ),
        ),
        (
            picture(_cable),
            translate("PowerGridLegend", "A number on a line: the cable cost to connect those two cities."),
        ),
        (
            picture(lambda p, r: paint_mark(p, 1, r.adjusted(12, 12, -12, -12))),
            translate(
                "PowerGridLegend",
                "A player's mark (its colour and shape): their houses on the map, their place in the turn "
                "order, their cards.",
            ),
        ),
        (
            picture(_market),
            translate(
                "PowerGridLegend",
                "The resource market: each column is a price in Elektro for one unit; buying takes the "
                "cheapest first. The number left of a row is the fuel still in the general supply.",
            ),
        ),
        (icon("bolt"), translate("PowerGridLegend", "The draw pile of plants: its number is how many cards are left.")),
        (
            picture(_region),
            translate(
                "PowerGridLegend", "Regions: the map's colours. A grey hatched region is not in play in this game."
            ),
        ),
    ]
