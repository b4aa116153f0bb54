"""Small QPainter charts for the end screen: money and cities over the rounds, the energy mix."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop_app.views.power_grid.icons import kind_colour
from desktop_app.views.power_grid.panels.common import font, paint_fuel, player_colour
from desktop_app.views.theme import Palette

MIX_KEYS = ("coal", "oil", "garbage", "uranium", "eco")  # bars of the energy mix, in this order


class MoneyCitiesChart(QWidget):
    """One player's money (a line) and cities connected (bars) at the end of each round.

    All players' charts share the same scales (`money_top`, `cities_top`) so they compare.
    """

    def __init__(
        self,
        seat: int,
        rounds: list[int],
        money: list[int],
        cities: list[int],
        money_top: int,
        cities_top: int,
        labels: tuple[str, str],
        scale: float,
    ) -> None:
        super().__init__()
        self.seat, self.rounds, self.money, self.cities = seat, rounds, money, cities
        self.money_top, self.cities_top = max(1, money_top), max(1, cities_top)
        self.labels = labels  # (money axis, cities axis) captions
        self.scale = scale
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(round(260 * self.scale), round(130 * self.scale))

    def minimumSizeHint(self) -> QSize:
        return QSize(round(200 * self.scale), round(130 * self.scale))

    def paintEvent(self, event: QPaintEvent) -> None:
        s = self.scale
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        small = font(s, 11)
        painter.setFont(small)
        left, right, top, bottom = 34 * s, 26 * s, 30 * s, 18 * s
        caption = QRectF(0, 0, self.width(), 15 * s)
        painter.setPen(Palette.INK_MUTED)
        painter.drawText(caption, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.labels[0])
        painter.drawText(caption, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, self.labels[1])
        plot = QRectF(left, top, self.width() - left - right, self.height() - top - bottom)
        painter.setPen(QPen(Palette.CARD_EDGE, 1))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.topLeft(), plot.topRight())
        painter.setPen(Palette.INK_MUTED)
        align_r = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        align_l = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        painter.drawText(QRectF(0, plot.top() - 8 * s, left - 4 * s, 16 * s), align_r, str(self.money_top))
        painter.drawText(QRectF(0, plot.bottom() - 8 * s, left - 4 * s, 16 * s), align_r, "0")
        painter.drawText(QRectF(plot.right() + 4 * s, plot.top() - 8 * s, right, 16 * s), align_l, str(self.cities_top))
        painter.drawText(QRectF(plot.right() + 4 * s, plot.bottom() - 8 * s, right, 16 * s), align_l, "0")
        n = len(self.rounds)
        if not n:
            return
        step = plot.width() / n
        colour = player_colour(self.seat)
        bar_colour = QColor(colour)
        bar_colour.setAlpha(90)
        for i, cities in enumerate(self.cities):
            h = plot.height() * cities / self.cities_top
            painter.fillRect(
                QRectF(plot.left() + i * step + step * 0.18, plot.bottom() - h, step * 0.64, h), bar_colour
            )
        points = [
            QPointF(plot.left() + (i + 0.5) * step, plot.bottom() - plot.height() * m / self.money_top)
            for i, m in enumerate(self.money)
        ]
        painter.setPen(QPen(Palette.INK, 2.2 * s))
        painter.drawPolyline(QPolygonF(points))
        painter.setBrush(colour)
        painter.setPen(QPen(Palette.INK, 1.2 * s))
        for point in points:
            painter.drawEllipse(point, 3 * s, 3 * s)
        painter.setPen(Palette.INK_MUTED)
        for i, r in enumerate(self.rounds):
            if n <= 12 or i % 2 == 0 or i == n - 1:
                painter.drawText(
                    QRectF(plot.left() + i * step, plot.bottom() + 1 * s, step, bottom),
                    Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                    str(r),
                )


class EnergyMixBar(QWidget):
    """A stacked bar: what a player's power came from (fuel units burnt, clean city-supplies)."""

    def __init__(self, amounts: dict[str, int], scale: float) -> None:
        super().__init__()
        self.amounts = amounts
        self.scale = scale
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def sizeHint(self) -> QSize:
        return QSize(round(240 * self.scale), round(26 * self.scale))

    def minimumSizeHint(self) -> QSize:
        return QSize(round(120 * self.scale), round(26 * self.scale))

    def paintEvent(self, event: QPaintEvent) -> None:
        s = self.scale
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        total = sum(self.amounts.values())
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        painter.setPen(QPen(Palette.CARD_EDGE, 1))
        painter.setBrush(Palette.DISABLED_FILL)
        painter.drawRoundedRect(rect, 4 * s, 4 * s)
        if not total:
            return
        x = rect.x()
        painter.setFont(font(s, 12, QFont.Weight.Bold))
        for key in MIX_KEYS:
            amount = self.amounts.get(key, 0)
            if not amount:
                continue
            width = rect.width() * amount / total
            part = QRectF(x, rect.y(), width, rect.height())
            painter.fillRect(part, kind_colour(key))
            icon = rect.height() - 6 * s
            if width > icon + 26 * s:
                disc = QRectF(part.x() + 3 * s, part.y() + 3 * s, icon, icon)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(Palette.CARD_FACE)
                painter.drawEllipse(disc)
                paint_fuel(painter, key, disc.adjusted(1.5 * s, 1.5 * s, -1.5 * s, -1.5 * s))
                painter.setPen(Palette.INK if key == "garbage" else Palette.ON_COLOUR)
                painter.drawText(
                    part.adjusted(icon + 6 * s, 0, 0, 0),
                    Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                    str(amount),
                )
            x += width
