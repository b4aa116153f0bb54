"""Vector icons for the launcher: one emblem per game and small icons for card facts.

Each icon is drawn in a 100 x 100 design box scaled into the target rectangle, so it stays
sharp from a laptop to a 4K projector. Icons carry meaning next to words, never instead.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

IconPainter = Callable[[QPainter, QColor], None]


def _pen(colour: QColor, width: float) -> QPen:
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def _polygon(*points: tuple[float, float]) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y in points])


def paint_pylon(painter: QPainter, colour: QColor) -> None:
    """Power Grid: a transmission tower carrying lines."""
    painter.setPen(_pen(colour, 6))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPolyline(_polygon((30, 94), (45, 12), (50, 5), (55, 12), (70, 94)))
    painter.drawLine(QPointF(14, 28), QPointF(86, 28))
    painter.drawLine(QPointF(22, 48), QPointF(78, 48))
    for x, y in ((16, 28), (84, 28), (24, 48), (76, 48)):
        painter.drawLine(QPointF(x, y), QPointF(x, y + 9))
    painter.setPen(_pen(colour, 4))
    painter.drawLine(QPointF(42, 28), QPointF(58, 48))
    painter.drawLine(QPointF(58, 28), QPointF(42, 48))
    painter.drawLine(QPointF(40, 48), QPointF(63, 76))
    painter.drawLine(QPointF(60, 48), QPointF(37, 76))
    painter.drawLine(QPointF(36, 76), QPointF(64, 76))


def paint_house(painter: QPainter, colour: QColor) -> None:
    """Power Butler: a home with electricity in it."""
    painter.setPen(_pen(colour, 7))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPolyline(_polygon((8, 48), (50, 12), (92, 48)))
    painter.drawPolyline(_polygon((20, 40), (20, 90), (80, 90), (80, 40)))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(colour))
    painter.drawPolygon(_polygon((56, 42), (36, 69), (49, 69), (43, 86), (65, 58), (52, 58), (60, 42)))


def paint_power_button(painter: QPainter, colour: QColor) -> None:
    """Power On!: the power symbol."""
    painter.setPen(_pen(colour, 10))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawArc(QRectF(16, 20, 68, 68), 125 * 16, 290 * 16)
    painter.drawLine(QPointF(50, 10), QPointF(50, 50))


def paint_lamp(painter: QPainter, colour: QColor) -> None:
    """Aladdin: the magic lamp with a wisp of smoke."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(colour))
    body = QPainterPath()
    body.moveTo(14, 56)
    body.cubicTo(16, 84, 70, 86, 78, 62)
    body.lineTo(100, 38)
    body.cubicTo(90, 62, 80, 56, 76, 56)
    body.closeSubpath()
    painter.drawPath(body)
    painter.drawChord(QRectF(28, 40, 38, 32), 0, 180 * 16)
    painter.drawEllipse(QPointF(47, 38), 6, 6)
    painter.drawPolygon(_polygon((36, 76), (58, 76), (66, 92), (28, 92)))
    painter.setPen(_pen(colour, 7))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawArc(QRectF(2, 50, 24, 24), 90 * 16, 180 * 16)
    painter.setPen(_pen(colour, 5))
    smoke = QPainterPath(QPointF(96, 28))
    smoke.cubicTo(82, 20, 100, 12, 88, 2)
    painter.drawPath(smoke)


def paint_players(painter: QPainter, colour: QColor) -> None:
    """How many players: two people."""
    painter.setPen(Qt.PenStyle.NoPen)
    back = QColor(colour)
    back.setAlphaF(0.55)
    for (cx, top), fill in (((64, 18), back), ((38, 30), colour)):
        painter.setBrush(QBrush(fill))
        painter.drawEllipse(QPointF(cx, top + 13), 14, 14)
        shoulders = QPainterPath()
        shoulders.moveTo(cx - 26, top + 66)
        shoulders.cubicTo(cx - 26, top + 30, cx + 26, top + 30, cx + 26, top + 66)
        shoulders.closeSubpath()
        painter.drawPath(shoulders)


def paint_clock(painter: QPainter, colour: QColor) -> None:
    """How long a game takes."""
    painter.setPen(_pen(colour, 9))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(QPointF(50, 50), 40, 40)
    painter.drawPolyline(_polygon((50, 24), (50, 52), (68, 62)))


def paint_hammer(painter: QPainter, colour: QColor) -> None:
    """Still being built."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(colour))
    painter.save()
    painter.translate(50, 50)
    painter.rotate(-40)
    painter.drawRoundedRect(QRectF(-6, -12, 12, 60), 4, 4)
    painter.drawRoundedRect(QRectF(-26, -36, 48, 22), 4, 4)
    painter.drawPolygon(_polygon((22, -36), (34, -30), (34, -20), (22, -14)))
    painter.restore()


GAME_ICONS: dict[str, IconPainter] = {
    "power_grid": paint_pylon,
    "power_butler": paint_house,
    "power_on": paint_power_button,
    "aladdin": paint_lamp,
}


def paint_icon(painter: QPainter, icon: IconPainter, rect: QRectF, colour: QColor) -> None:
    """Draw `icon` (designed in a 100 x 100 box) fitted into `rect`."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    side = min(rect.width(), rect.height())
    painter.translate(rect.center().x() - side / 2, rect.center().y() - side / 2)
    painter.scale(side / 100, side / 100)
    icon(painter, colour)
    painter.restore()


class IconWidget(QWidget):
    """A square icon; with `badge` colour it sits on a round badge of that colour."""

    def __init__(
        self,
        icon: IconPainter,
        colour: QColor,
        badge: QColor | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._icon = icon
        self._colour = QColor(colour)
        self._badge = QColor(badge) if badge is not None else None
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.set_side(24)

    def set_side(self, side: int) -> None:
        self.setFixedSize(QSize(side, side))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect())
        if self._badge is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(self._badge))
            painter.drawEllipse(rect)
            inset = rect.width() * 0.2
            rect = rect.adjusted(inset, inset, -inset, -inset)
        paint_icon(painter, self._icon, rect, self._colour)
        painter.end()


def paint_bolt(painter: QPainter, colour: QColor) -> None:
    """The app's emblem: a bolt of electricity."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QBrush(colour))
    painter.drawPolygon(_polygon((60, 4), (20, 56), (46, 56), (36, 96), (80, 40), (54, 40), (64, 4)))
