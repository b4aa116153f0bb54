"""Regions as soft tinted areas behind their cities, and a key naming them.

A region's area is the union of rounded pads around its city tiles and broad bands along the
connections inside it, so it follows the region's real spread of towns. Regions out of play
are grey and hatched lightly, so nobody plans a route through them by mistake.
"""

from __future__ import annotations

from PySide6.QtCore import QLineF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPen,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop_app.content.model import LocalizedText
from desktop_app.views.power_grid.items.ground import Ground
from desktop_app.views.power_grid.items.style import BoardStyle, draw_text, text_width
from desktop_app.views.theme import Palette

OUT_OF_PLAY_FILL = QColor("#E3DED5")
OUT_OF_PLAY_EDGE = QColor("#BDB5A8")


def region_colours(colour: QColor, in_play: bool) -> tuple[QColor, QColor]:
    """(fill, edge) for a region: its own soft tint, or grey when out of play."""
    if not in_play:
        return QColor(OUT_OF_PLAY_FILL), QColor(OUT_OF_PLAY_EDGE)
    return QColor(colour), QColor(colour).darker(135)


def _without_holes(path: QPainterPath) -> QPainterPath:
    """The outline of `path` with enclosed gaps filled: a pocket of sea between three towns
    of one region reads as a hole in the region, which it is not."""
    polygons = path.toSubpathPolygons()
    outer = [
        poly
        for i, poly in enumerate(polygons)
        if not any(
            j != i and other.containsPoint(poly.first(), Qt.FillRule.OddEvenFill) for j, other in enumerate(polygons)
        )
    ]
    filled = QPainterPath()
    filled.setFillRule(Qt.FillRule.WindingFill)
    for poly in outer:
        filled.addPolygon(poly)
        filled.closeSubpath()
    return filled


class RegionItem(QGraphicsItem):
    """One region's tinted area."""

    def __init__(self, region_id: str, colour: QColor, style: BoardStyle, ground: Ground | None = None) -> None:
        super().__init__()
        self.ground = ground  # the map's ground, which a view may draw for it (items/ground.py)
        self.region_id = region_id
        self.colour = QColor(colour)
        self.in_play = True
        self._style = style
        self._path = QPainterPath()
        self.setZValue(0)

    def set_style(self, style: BoardStyle) -> None:
        self._style = style
        self._changed()
        self.update()

    def _changed(self) -> None:
        if self.ground is not None:
            self.ground.changed()

    def set_area(self, tiles: list[QRectF], links: list[QLineF], pad: float) -> None:
        """The area around these tiles (scene rectangles) and along these inner links."""
        self.prepareGeometryChange()
        area = QPainterPath()
        area.setFillRule(Qt.FillRule.WindingFill)
        for tile in tiles:
            area.addRoundedRect(tile.adjusted(-pad, -pad, pad, pad), pad * 1.4, pad * 1.4)
        if links:
            spine = QPainterPath()
            for line in links:
                spine.moveTo(line.p1())
                spine.lineTo(line.p2())
            stroker = QPainterPathStroker()
            stroker.setWidth(pad * 2.6)
            stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
            stroker.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            area.addPath(stroker.createStroke(spine))
        self._path = _without_holes(area.simplified())
        self._changed()
        self.update()

    def set_in_play(self, in_play: bool) -> None:
        if in_play != self.in_play:
            self.in_play = in_play
            self._changed()
            self.update()

    def boundingRect(self) -> QRectF:
        return self._path.boundingRect().adjusted(-4, -4, 4, 4)

    def shape(self) -> QPainterPath:
        return self._path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.ground is not None and self.ground.drawn_by_view:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill, edge = region_colours(self.colour, self.in_play)
        fill.setAlpha(235 if self.in_play else 200)
        painter.setBrush(fill)
        pen = QPen(edge, 2.0 * self._style.line_scale)
        if not self.in_play:
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.drawPath(self._path)
        if not self.in_play:
            hatch = QBrush(QColor(170, 160, 146, 90), Qt.BrushStyle.BDiagPattern)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(hatch)
            painter.drawPath(self._path)


class RegionLegendItem(QGraphicsItem):
    """A key to the regions, in columns: a swatch and a name each; regions out of play have a
    grey hatched swatch, explained on a last line (shown when some region is out of play)."""

    SWATCH = 22.0
    ROW = 40.0
    TITLE_H = 36.0
    TEXT = 21.0  # was 16: under 8 px at 1280x800
    TEXT_MIN = 20.0  # the map's smallest text (board_view.smallest_text)

    def __init__(self, width: float, style: BoardStyle, columns: int = 2, framed: bool = False) -> None:
        super().__init__()
        self._framed = framed  # on a card of its own (over the map's sea and the table alike)
        self._style = style
        self._width = width
        self._columns = columns
        self._rows: list[tuple[LocalizedText, QColor, bool]] = []
        self._language = "zh_TW"
        self._title = ""
        self._out_note = ""
        self.setZValue(3)

    def set_style(self, style: BoardStyle) -> None:
        self.prepareGeometryChange()
        self._style = style

    def set_rows(self, rows: list[tuple[LocalizedText, QColor, bool]]) -> None:
        self.prepareGeometryChange()
        self._rows = rows
        self.update()

    def set_texts(self, language: str, title: str, out_note: str) -> None:
        """`out_note` explains the grey hatched swatch, e.g. "Grey, hatched: not in play"."""
        self.prepareGeometryChange()
        self._language, self._title, self._out_note = language, title, out_note
        self.update()

    def row_text(self, index: int) -> str:
        return self._rows[index][0].get(self._language)

    def _lines(self) -> int:
        """Rows of names, and the note's row when some region is out of play."""
        out = any(not in_play for _, _, in_play in self._rows)
        return -(-len(self._rows) // self._columns) + (1 if out else 0)

    def _sizes(self) -> tuple[float, float, float, float]:
        """Width, row height, title height and swatch side: they grow with the text (presentation
        mode), so a name never needs to step below its size."""
        scale = self._style.text_scale
        return self._width * scale, self.ROW * scale, self.TITLE_H * scale, self.SWATCH * scale

    def boundingRect(self) -> QRectF:
        pad = 14 if self._framed else 4
        width, row, title, _ = self._sizes()
        return QRectF(-pad, -pad, width + 2 * pad, title + self._lines() * row + 2 * pad)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        style = self._style
        width, row, title, _ = self._sizes()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._framed:
            painter.setBrush(QColor(Palette.CARD_FACE))
            painter.setPen(style.pen(QColor(Palette.CARD_EDGE), 1.5))
            painter.drawRoundedRect(self.boundingRect().adjusted(1, 1, -1, -1), 10, 10)
        draw_text(
            painter,
            QRectF(0, 0, width, title),
            self._title,
            style.font(22, bold=True),
            style.ink,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        )
        column = width / self._columns
        entries = [(self.row_text(i), colour, in_play) for i, (_, colour, in_play) in enumerate(self._rows)]
        lines = -(-len(entries) // self._columns)
        out = next((colour for _, colour, in_play in self._rows if not in_play), None)
        for i, (text, colour, in_play) in enumerate(entries):
            left, top = (i % self._columns) * column, title + (i // self._columns) * row
            self._paint_row(painter, left, top, column, text, colour, in_play)
        if out is not None:
            self._paint_row(painter, 0, title + lines * row, width, self._out_note, out, False)

    def _paint_row(
        self, painter: QPainter, left: float, top: float, width: float, text: str, colour: QColor, in_play: bool
    ) -> None:
        style = self._style
        _, row, _, side = self._sizes()
        fill, edge = region_colours(colour, in_play)
        swatch = QRectF(left, top + (row - side) / 2, side, side)
        painter.setBrush(fill)
        painter.setPen(style.pen(edge, 1.5))
        painter.drawRoundedRect(swatch, 5, 5)
        if not in_play:  # hatched, as on the map
            painter.setBrush(QBrush(QColor(170, 160, 146, 160), Qt.BrushStyle.BDiagPattern))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRoundedRect(swatch, 5, 5)
        ink = style.ink if in_play else style.muted_ink
        room = width - side - 16
        size = self.TEXT
        while size > self.TEXT_MIN and text_width(style.font(size), text) > room:
            size -= 1  # a long English name steps down to fit its column, never cut off
        draw_text(
            painter,
            QRectF(left + side + 10, top, room, row),
            text,
            style.font(size),
            ink,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        )
