"""Vector icons for the Power Grid table: fuels, houses, bolts and carbon marks.

Each icon is a list of layers (a QPainterPath in a 100 x 100 design box, a fill and an
outline colour), scaled into whatever rectangle it is drawn in, so it stays sharp from a laptop
to a 4K projector. The shapes carry the meaning next to the Power Grid colours (coal dark
brown, oil black, garbage yellow, uranium red), never a letter alone.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QTransform,
)

from desktop_app.views.theme import ENERGY_COLOURS, Palette

# Plant kinds that are not in the shared theme: both are "no fuel" plants.
ECO_COLOUR = QColor("#3F9A4A")
FUSION_COLOUR = QColor("#7B4FB8")
OUTLINE = QColor("#2B2520")


@dataclass(frozen=True, slots=True)
class IconLayer:
    """One filled (and optionally outlined) shape of an icon, in the 100 x 100 design box."""

    path: QPainterPath
    fill: QColor | None
    outline: QColor | None = None
    outline_width: float = 5.0


def kind_colour(kind: str) -> QColor:
    """The band colour for a plant kind or fuel name (hybrid uses coal's)."""
    if kind == "eco":
        return ECO_COLOUR
    if kind == "fusion":
        return FUSION_COLOUR
    if kind == "hybrid":
        return ENERGY_COLOURS["coal"]
    return ENERGY_COLOURS[kind]


def _poly(*points: tuple[float, float]) -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    path.closeSubpath()
    return path


def _coal_lump() -> QPainterPath:
    return _poly((14, 62), (22, 34), (44, 18), (70, 22), (88, 42), (86, 70), (64, 86), (30, 84))


def _coal_facets() -> QPainterPath:
    path = QPainterPath()
    for a, b in (((44, 18), (50, 48)), ((50, 48), (88, 42)), ((50, 48), (30, 84)), ((22, 34), (50, 48))):
        path.moveTo(*a)
        path.lineTo(*b)
    return path


def _oil_drop() -> QPainterPath:
    path = QPainterPath()
    path.moveTo(50, 6)
    path.cubicTo(62, 28, 82, 46, 82, 64)
    path.cubicTo(82, 84, 66, 96, 50, 96)
    path.cubicTo(34, 96, 18, 84, 18, 64)
    path.cubicTo(18, 46, 38, 28, 50, 6)
    path.closeSubpath()
    return path


def _oil_shine() -> QPainterPath:
    path = QPainterPath()
    path.moveTo(34, 62)
    path.cubicTo(32, 74, 38, 82, 46, 84)
    return path


def _bin_body() -> QPainterPath:
    return _poly((22, 32), (78, 32), (72, 94), (28, 94))


def _bin_lid() -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(QRectF(14, 18, 72, 12), 4, 4)
    path.addRoundedRect(QRectF(40, 8, 20, 12), 4, 4)
    return path.simplified()


def _bin_ribs() -> QPainterPath:
    path = QPainterPath()
    for x0, x1 in ((38, 40), (50, 50), (62, 60)):
        path.moveTo(x0, 42)
        path.lineTo(x1, 84)
    return path


def _disc(margin: float = 4) -> QPainterPath:
    path = QPainterPath()
    path.addEllipse(QRectF(margin, margin, 100 - 2 * margin, 100 - 2 * margin))
    return path


def _trefoil() -> QPainterPath:
    """The radiation trefoil: three blades and a hub."""
    path = QPainterPath()
    centre = QPointF(50, 50)
    outer, inner = 40.0, 13.0
    for k in range(3):
        start = -60 + 120 * k  # blades centred down, upper left, upper right
        path.moveTo(
            centre.x() + inner * math.cos(math.radians(start)), centre.y() + inner * math.sin(math.radians(start))
        )
        path.arcTo(QRectF(10, 10, 2 * outer, 2 * outer), -start, -60)
        path.arcTo(QRectF(50 - inner, 50 - inner, 2 * inner, 2 * inner), -(start + 60), 60)
        path.closeSubpath()
    path.addEllipse(centre, 8, 8)
    return path


def _leaf() -> QPainterPath:
    path = QPainterPath()
    path.moveTo(16, 88)
    path.cubicTo(10, 40, 42, 12, 90, 10)
    path.cubicTo(90, 58, 62, 92, 16, 88)
    path.closeSubpath()
    return path


def _leaf_vein() -> QPainterPath:
    path = QPainterPath()
    path.moveTo(10, 94)
    path.cubicTo(34, 66, 56, 42, 80, 22)
    return path


def _fusion_core() -> QPainterPath:
    points = []
    for i in range(16):
        radius = 26 if i % 2 == 0 else 15
        angle = math.radians(-90 + 22.5 * i)
        points.append((50 + radius * math.cos(angle), 50 + radius * math.sin(angle)))
    return _poly(*points)


def _fusion_rings() -> QPainterPath:
    path = QPainterPath()
    for angle in (0, 60, 120):
        ring = QPainterPath()
        ring.addEllipse(QPointF(50, 50), 46, 16)
        path.addPath(QTransform().translate(50, 50).rotate(angle).translate(-50, -50).map(ring))
    return path


def _house() -> QPainterPath:
    return _poly((50, 8), (94, 46), (82, 46), (82, 92), (18, 92), (18, 46), (6, 46))


def _bolt() -> QPainterPath:
    return _poly((58, 4), (20, 56), (46, 56), (38, 96), (80, 40), (54, 40), (64, 4))


def _cloud() -> QPainterPath:
    """A puff of smoke with a flat base (a CO2 mark)."""
    path = QPainterPath()
    path.moveTo(22, 80)
    path.cubicTo(4, 80, 4, 54, 22, 54)
    path.cubicTo(20, 34, 44, 26, 54, 40)
    path.cubicTo(62, 22, 92, 28, 84, 54)
    path.cubicTo(98, 56, 98, 80, 80, 80)
    path.closeSubpath()
    return path


@cache
def icon_layers(name: str) -> tuple[IconLayer, ...]:
    """The layers of a named icon: a fuel or plant kind, "house", "bolt" or "co2"."""
    white = QColor(Palette.ON_COLOUR)
    if name == "coal":
        colour = ENERGY_COLOURS["coal"]
        return (IconLayer(_coal_lump(), colour, OUTLINE, 4), IconLayer(_coal_facets(), None, colour.lighter(190), 4))
    if name == "oil":
        return (
            IconLayer(_oil_drop(), ENERGY_COLOURS["oil"], OUTLINE, 3),
            IconLayer(_oil_shine(), None, QColor("#9A9A9A"), 7),
        )
    if name == "garbage":
        colour = ENERGY_COLOURS["garbage"]
        return (
            IconLayer(_bin_body(), colour, OUTLINE, 5),
            IconLayer(_bin_lid(), colour, OUTLINE, 5),
            IconLayer(_bin_ribs(), None, OUTLINE, 5),
        )
    if name == "uranium":
        return (IconLayer(_disc(), ENERGY_COLOURS["uranium"], OUTLINE, 3), IconLayer(_trefoil(), white))
    if name == "hybrid":
        left = QTransform().translate(-10, 20).scale(0.8, 0.8)
        right = QTransform().translate(40, -4).scale(0.72, 0.72)
        return tuple(
            IconLayer(t.map(layer.path), layer.fill, layer.outline, layer.outline_width * 0.8)
            for t, source in ((left, "coal"), (right, "oil"))
            for layer in icon_layers(source)
        )
    if name == "eco":
        return (IconLayer(_leaf(), ECO_COLOUR, OUTLINE, 3), IconLayer(_leaf_vein(), None, QColor("#D9F0D5"), 5))
    if name == "fusion":
        return (
            IconLayer(_fusion_rings(), None, FUSION_COLOUR, 5),
            IconLayer(_fusion_core(), QColor("#F2B134"), OUTLINE, 3),
        )
    if name == "house":
        return (IconLayer(_house(), QColor(Palette.INK), None),)
    if name == "bolt":
        return (IconLayer(_bolt(), QColor("#F2B134"), OUTLINE, 4),)
    if name == "co2":
        return (IconLayer(_cloud(), QColor("#6B6B6B"), None),)
    raise KeyError(name)


@cache
def _untinted_tools(name: str) -> tuple[tuple[QBrush | Qt.BrushStyle, QPen | Qt.PenStyle, QPainterPath], ...]:
    """Per layer of an icon in its own colours: the brush, the pen and the path, made once (an
    icon is painted many times a frame: every fuel token, plant and stat)."""
    return tuple(_layer_tools(layer, None) for layer in icon_layers(name))


def _layer_tools(
    layer: IconLayer, tint: QColor | None
) -> tuple[QBrush | Qt.BrushStyle, QPen | Qt.PenStyle, QPainterPath]:
    fill = tint if (tint is not None and layer.fill is not None) else layer.fill
    outline = tint if (tint is not None and layer.outline is not None) else layer.outline
    brush: QBrush | Qt.BrushStyle = QBrush(fill) if fill is not None else Qt.BrushStyle.NoBrush
    pen: QPen | Qt.PenStyle = Qt.PenStyle.NoPen
    if outline is not None:
        pen = QPen(outline, layer.outline_width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return brush, pen, layer.path


def paint_icon(painter: QPainter, name: str, rect: QRectF, *, opacity: float = 1.0, tint: QColor | None = None) -> None:
    """Draw a named icon fitted into `rect` (kept square and centred).

    `tint` replaces every colour (for a single-colour icon such as a house in a player's
    colour); `opacity` fades the whole icon (empty slots, greyed regions).
    """
    side = min(rect.width(), rect.height())
    if side <= 0:
        return
    tools = _untinted_tools(name) if tint is None else tuple(_layer_tools(layer, tint) for layer in icon_layers(name))
    painter.save()
    if opacity != 1.0:
        painter.setOpacity(painter.opacity() * opacity)
    centre = rect.center()
    painter.translate(centre.x() - side / 2, centre.y() - side / 2)
    painter.scale(side / 100, side / 100)
    for brush, pen, path in tools:
        painter.setBrush(brush)
        painter.setPen(pen)
        painter.drawPath(path)
    painter.restore()
