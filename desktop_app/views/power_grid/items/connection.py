"""A connection between two cities: a cable line with its cost in a small round label.

The label sits in the middle of the part of the line that shows between the two city tiles,
and it is a separate item drawn above the tiles, so a tile's rim never clips it where two
towns are close. A connection on a planned build's path is highlighted in the
builder's colour: a broad band under the line and a label filled with the colour, because
between close towns the label is all of the line that shows.
"""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPainterPathStroker
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop_app.views.power_grid.items.map_layout import clip_to_box
from desktop_app.views.power_grid.items.style import (
    BoardStyle,
    draw_text,
    readable_on,
)

LINE_COLOUR = QColor("#7D6E5E")
COST_SIZE = 20.0  # cost number font size (was 16: 10 px at 1280x800)
LABEL_RADIUS = 16.5  # fixed: the gap between tiles is made for it
COST_TEXT_MAX = 1.25  # the cost may grow this much in presentation mode, inside the same label
HIGHLIGHT_BAND = 12.0


class CostLabelItem(QGraphicsItem):
    """A connection's cost in a small round label (above the tiles, so it is never clipped)."""

    def __init__(self, cost: int, style: BoardStyle) -> None:
        super().__init__()
        self.cost = cost
        self.in_play = True
        self.highlight: QColor | None = None
        self._style = style
        self.setZValue(5)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_style(self, style: BoardStyle) -> None:
        self.prepareGeometryChange()
        self._style = style
        self.update()

    def radius(self) -> float:
        return LABEL_RADIUS + (2 if self.highlight is not None else 0)

    def boundingRect(self) -> QRectF:
        r = self.radius() + 3 * self._style.line_scale
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        style = self._style
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.radius()
        rim = _line_colour(style, self.in_play)
        fill = QColor("#FFFFFF") if self.in_play else QColor("#EEEAE3")
        ink = style.ink if self.in_play else QColor("#A39A8D")
        if self.highlight is not None:
            rim, fill, ink = QColor(style.ink), QColor(self.highlight), readable_on(self.highlight)
        painter.setBrush(fill)
        painter.setPen(style.pen(rim, 2.4 if self.highlight is not None else 1.6))
        painter.drawEllipse(QPointF(0, 0), r, r)
        font = style.font(COST_SIZE, bold=True, max_scale=COST_TEXT_MAX)
        draw_text(painter, QRectF(-r, -r, 2 * r, 2 * r), str(self.cost), font, ink)


def _line_colour(style: BoardStyle, in_play: bool) -> QColor:
    if not in_play:
        return QColor("#C4BCB0")
    return QColor("#4E4236") if style.presentation else QColor(LINE_COLOUR)


class ConnectionItem(QGraphicsItem):
    """The cable between cities `a` and `b`, drawn between the tiles' centres (under them).
    Its cost label is `self.label`, a separate item the owner adds to the scene."""

    def __init__(self, a: str, b: str, cost: int, style: BoardStyle) -> None:
        super().__init__()
        self.a, self.b, self.cost = a, b, cost
        self.in_play = True
        self.highlight: QColor | None = None  # the builder's colour on a previewed path
        self.label = CostLabelItem(cost, style)
        self._style = style
        self._line = QLineF()
        self.setZValue(1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_style(self, style: BoardStyle) -> None:
        self.prepareGeometryChange()
        self._style = style
        self.label.set_style(style)
        self.update()

    def set_ends(self, a_centre: QPointF, a_tile: QRectF, b_centre: QPointF, b_tile: QRectF) -> None:
        """Place the line; the label goes midway along the part showing between the tiles."""
        self.prepareGeometryChange()
        self._line = QLineF(a_centre, b_centre)
        start = clip_to_box(QLineF(a_centre, b_centre), a_tile)
        end = clip_to_box(QLineF(b_centre, a_centre), b_tile)
        self.label.setPos((start + end) / 2)
        self.update()

    def set_in_play(self, in_play: bool) -> None:
        if in_play != self.in_play:
            self.in_play = self.label.in_play = in_play
            self.update()
            self.label.update()

    def set_highlight(self, colour: QColor | None) -> None:
        if colour != self.highlight:
            self.prepareGeometryChange()
            self.label.prepareGeometryChange()
            self.highlight = self.label.highlight = QColor(colour) if colour is not None else None
            self.setZValue(1.5 if colour is not None else 1)
            self.update()
            self.label.update()

    @property
    def label_centre(self) -> QPointF:
        return self.label.pos()

    def boundingRect(self) -> QRectF:
        grow = (HIGHLIGHT_BAND + 6) * self._style.line_scale / 2
        return QRectF(self._line.p1(), self._line.p2()).normalized().adjusted(-grow, -grow, grow, grow)

    def shape(self) -> QPainterPath:
        path = QPainterPath(self._line.p1())
        path.lineTo(self._line.p2())
        stroker = QPainterPathStroker()
        stroker.setWidth(6)
        return stroker.createStroke(path)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        style = self._style
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = _line_colour(style, self.in_play)
        if self.highlight is not None:
            for band, width in ((QColor(40, 30, 20, 170), HIGHLIGHT_BAND + 4), (self.highlight, HIGHLIGHT_BAND)):
                painter.setPen(style.pen(band, width))
                painter.drawLine(self._line)
            colour = QColor(style.ink)
        painter.setPen(style.pen(colour, 3.2))
        painter.drawLine(self._line)
