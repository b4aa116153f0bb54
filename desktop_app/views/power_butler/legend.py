"""Power Butler's legend (issue 13): every symbol on the table and its cards, drawn by the table's
own painters, with what it means in the window's language. The kit's "?" on the board and its
key open it (`GameWindow._legend_entries`)."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen

from desktop_app.content.power_butler import PowerButlerContent
from desktop_app.views.kit.marks import paint_mark
from desktop_app.views.kit.narration import fill
from desktop_app.views.kit.painting import font, legend_picture
from desktop_app.views.power_butler.art import INK, bolt, coin, condition, draw_die


def _medal(painter: QPainter, rect: QRectF) -> None:
    painter.setPen(QPen(INK, 2))
    painter.setBrush(QColor("#FFFFFF"))
    painter.drawEllipse(rect.adjusted(8, 8, -8, -8))
    painter.setFont(font(22, True))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "8")


def _slot(painter: QPainter, rect: QRectF) -> None:
    painter.setPen(QPen(INK, 2))
    painter.setBrush(QColor("#D9E6F2"))
    painter.drawRoundedRect(rect.adjusted(0, 12, 0, -12), 16, 16)
    painter.setPen(QPen(INK, 2, Qt.PenStyle.DashLine))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(16, 18, -16, -18), 5, 5)


def _marker(painter: QPainter, rect: QRectF) -> None:
    paint_mark(painter, 1, rect.adjusted(6, 6, -6, -6))
    condition(painter, 4, rect.adjusted(18, 18, -18, -18))


def _track(painter: QPainter, rect: QRectF) -> None:
    mid = rect.center().y()
    painter.setPen(QPen(QColor("#9C8F7A"), 4))
    painter.drawLine(QPointF(rect.left(), mid), QPointF(rect.right(), mid))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(200, 16, 46, 150))
    painter.drawRoundedRect(QRectF(rect.left() + 14, mid - 6, 30, 12), 4, 4)
    paint_mark(painter, 0, QRectF(rect.left() + 2, mid - 12, 24, 24), hollow=True)
    paint_mark(painter, 0, QRectF(rect.left() + 36, mid - 10, 20, 20))


def _condition(face: int, painter: QPainter, rect: QRectF) -> None:
    condition(painter, face, rect)


def entries(content: PowerButlerContent, language: str) -> list[tuple[QIcon | str, str]]:
    """The legend's rows: (picture, or the symbol as the table writes it; what it means)."""

    translate = QCoreApplication.translate
    faces = content.dice_faces
    rows: list[tuple[QIcon | str, str]] = [
        (
            legend_picture(_medal),
            translate("PowerButlerLegend", "Circled number (a card's top left): the points it scores at the end."),
        ),
        (
            legend_picture(lambda p, r: coin(p, r.adjusted(4, 4, -4, -4), "6", font(26, True))),
            translate("PowerButlerLegend", "Coin: the price in yuan, paid with yuan dice; no change is given."),
        ),
        (
            legend_picture(lambda p, r: bolt(p, r.adjusted(14, 4, -14, -4))),
            translate(
                "PowerButlerLegend",
                "⚡ and a number: the appliance's usage. Your usage marker moves that many notches; "
                "the bill grows with it.",
            ),
        ),
        (
            translate("PowerButlerLegend", "kWh"),  # the unit the cards show (每月 X 度: 度)
            translate(
                "PowerButlerLegend",
                "'X kWh/month' (每月 X 度): what the appliance uses at home in a month, a real figure.",
            ),
        ),
    ]
    for face in (3, 4, 5):
        rows.append(
            (
                legend_picture(partial(_condition, face)),
                fill(
                    translate(
                        "PowerButlerLegend",
                        "'%1' (a card's bottom right): the card needs a die of this face, or your marker of it.",
                    ),
                    faces[face].get(language),
                ),
            )
        )
    rows += [
        (
            legend_picture(lambda p, r: draw_die(p, 0, r, font(26, True))),
            translate("PowerButlerLegend", "Yuan dice (1, 2 and 3 yuan): money for appliances and the bill."),
        ),
        (
            legend_picture(lambda p, r: draw_die(p, 2, r, font(26, True))),
            translate(
                "PowerButlerLegend",
                "Red 3 yuan/! die: 3 yuan, and it goes onto an event-order marker (it cannot be rolled again).",
            ),
        ),
        (
            legend_picture(_slot),
            translate(
                "PowerButlerLegend",
                "Event-order markers: red dice fill them from the right; the event over the leftmost die happens.",
            ),
        ),
        (
            legend_picture(_marker),
            translate(
                "PowerButlerLegend",
                "A player's shape with a symbol on a card: their purchase marker, holding that condition for them.",
            ),
        ),
        (
            legend_picture(_track),
            translate(
                "PowerButlerLegend",
                "Usage track: the filled mark is usage, the ring the bill paid; red between them is unpaid "
                "(1 point off per notch at the end), green is paid ahead.",
            ),
        ),
    ]
    return rows
