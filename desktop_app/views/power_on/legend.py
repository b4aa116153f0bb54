"""The Power On! legend (the kit's "?" dialog): every symbol on the table and the cards, drawn by
the table's own painters, beside what it means in the player's language."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap

from desktop_app.content.power_on import PlantType, PowerOnContent
from desktop_app.views.kit.narration import fill
from desktop_app.views.power_on.art import draw_bolt, draw_carbon_token, draw_card_back, draw_star, plant_icon
from desktop_app.views.theme import Palette

SIDE = 96  # the pictures' side in pixels (the dialog scales them to its rows)


def _picture(draw: Callable[[QPainter, QRectF], None]) -> QPixmap:
    pixmap = QPixmap(SIDE, SIDE)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw(painter, QRectF(6, 6, SIDE - 12, SIDE - 12))
    painter.end()
    return pixmap


def _disc(p: QPainter, r: QRectF) -> None:
    p.setBrush(QColor("#1F6FB2"))
    p.setPen(QPen(Palette.INK, 3))
    p.drawEllipse(r.center(), r.width() * 0.3, r.width() * 0.3)


def _ring(p: QPainter, r: QRectF) -> None:
    plant_icon(p, "coal", r.adjusted(8, 8, -8, -8))
    p.setPen(QPen(QColor("#F2C300"), 7))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(r.adjusted(4, 4, -4, -4))


def _chosen(p: QPainter, r: QRectF) -> None:
    p.setPen(QPen(QColor("#1F6FB2"), 7))
    p.setBrush(Palette.CARD_FACE)
    p.drawRoundedRect(r.adjusted(14, 4, -14, -4), 8, 8)


def _city_edge(p: QPainter, r: QRectF) -> None:
    p.setPen(QPen(QColor("#1F6FB2"), 7))
    p.setBrush(QColor("#20324A"))
    p.drawRoundedRect(r.adjusted(12, 4, -12, -4), 8, 8)
    draw_star(p, QPointF(r.center().x(), r.bottom() - 22), 10)


def _plant_icon(kind: str, p: QPainter, rect: QRectF) -> None:
    plant_icon(p, kind, rect)


def legend_entries(content: PowerOnContent, language: str) -> list[tuple[QPixmap, str]]:
    """The legend's rows: (picture, what it means)."""

    font = QFont()
    rows: list[tuple[QPixmap, str]] = [
        (
            _picture(lambda p, r: draw_bolt(p, r.adjusted(20, 4, -20, -4))),
            QCoreApplication.translate(
                "PowerOnLegend",
                "⚡ Power. On a city card: the power it needs. In the turn box: the power made this turn. "
                "After your actions, light one city whose need this power meets; power not used is lost.",
            ),
        ),
        (
            _picture(lambda p, r: draw_star(p, r.center(), r.width() * 0.45)),
            QCoreApplication.translate(
                "PowerOnLegend",
                "★ Stars: a city's points. When the city row cannot be filled again, the most stars wins.",
            ),
        ),
        (
            _picture(lambda p, r: draw_carbon_token(p, QRectF(r.x(), r.center().y() - 14, r.width(), 28))),
            QCoreApplication.translate(
                "PowerOnLegend",
                "Carbon token: coal and gas plants stack these on the carbon tower when they run. If a token "
                "falls, the tower collapses: no power, and a missed turn.",
            ),
        ),
        (
            _picture(lambda p, r: draw_card_back(p, r.adjusted(10, 0, -10, 0), 2, font)),
            QCoreApplication.translate(
                "PowerOnLegend",
                "The deck's top card shows a number (0-2) on its back: what each solar or wind plant gives now.",
            ),
        ),
        (
            _picture(_disc),
            QCoreApplication.translate(
                "PowerOnLegend",
                "Action points (blue discs): 3 a turn. Taking a card, building or playing one, and generating cost 1.",
            ),
        ),
    ]
    for plant in PlantType:
        info = content.plant_types[plant]
        name = info.name.get(language)
        if plant in (PlantType.SOLAR, PlantType.WIND):
            text = fill(
                QCoreApplication.translate(
                    "PowerOnLegend", "%1: free to run; gives the deck top's back number in power."
                ),
                name,
            )
        elif plant is PlantType.HYDRO:
            text = fill(
                QCoreApplication.translate("PowerOnLegend", "%1: free to run; gives %2 power."), name, str(info.power)
            )
        elif plant is PlantType.COAL:
            text = fill(
                QCoreApplication.translate(
                    "PowerOnLegend", "%1: gives %2 power, stacks %3 carbon tokens; pay by discarding 1 card."
                ),
                name,
                str(info.power),
                str(info.carbon),
            )
        elif plant is PlantType.GAS:
            text = fill(
                QCoreApplication.translate(
                    "PowerOnLegend",
                    "%1: gives %2 power, stacks %3 carbon tokens; pay with a natural gas card or 2 cards.",
                ),
                name,
                str(info.power),
                str(info.carbon),
            )
        else:
            text = fill(
                QCoreApplication.translate(
                    "PowerOnLegend", "%1: gives %2 power, no carbon; pay with uranium (or 2 cards) and a waste barrel."
                ),
                name,
                str(info.power),
            )
        rows.append((_picture(partial(_plant_icon, plant.value)), text))
    rows += [
        (
            _picture(lambda p, r: plant_icon(p, "natural_gas", r)),
            QCoreApplication.translate("PowerOnLegend", "Natural gas card: fuel for one gas plant (a pale blue band)."),
        ),
        (
            _picture(lambda p, r: plant_icon(p, "uranium_or_waste", r)),
            QCoreApplication.translate(
                "PowerOnLegend",
                "Uranium or waste barrel card: either fuel or the waste barrel for a nuclear plant, not both.",
            ),
        ),
        (
            _picture(lambda p, r: plant_icon(p, "function", r)),
            QCoreApplication.translate(
                "PowerOnLegend",
                "Function card (a bulb): play it for 1 point, carry out what it says, then it is discarded.",
            ),
        ),
        (
            _picture(_ring),
            QCoreApplication.translate("PowerOnLegend", "A plant raised with a yellow ring has run this turn."),
        ),
        (
            _picture(_city_edge),
            QCoreApplication.translate("PowerOnLegend", "A city edged in blue can be lit now: click it."),
        ),
        (
            _picture(_chosen),
            QCoreApplication.translate(
                "PowerOnLegend", "A card edged in blue is chosen in your hand: build it, play it, or pay with it."
            ),
        ),
    ]
    return rows
