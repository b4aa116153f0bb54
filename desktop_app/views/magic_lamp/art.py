"""Aladdin & the Magic Lamp's vector art: chest metals, gems, accessories, the lamp, dice.

Every icon is a QPainterPath drawn into a rectangle, so it is sharp from a laptop to a 4K
projector. Gems differ by cut as well as colour (a colour-blind player reads the shape):
diamond a brilliant, ruby a round, sapphire a cushion, emerald a step-cut octagon.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QIcon, QPainter, QPainterPath, QPen

from desktop_app.content.magic_lamp import Kind
from desktop_app.views.kit.marks import paint_mark, player_style
from desktop_app.views.kit.painting import painted_icon, star_path
from desktop_app.views.theme import Palette

METAL_COLOURS = (QColor("#A0612B"), QColor("#8E9AA6"), QColor("#C9A227"))  # bronze, silver, gold
METAL_DARK = (QColor("#6B3E17"), QColor("#55606B"), QColor("#7D6210"))
METAL_TINTS = (QColor("#EBD3BC"), QColor("#E3E7EB"), QColor("#F5E6A6"))  # soft zones, never floods
STARTING_COLOUR = QColor("#673D8C")  # the app's colour for this game: starting cards
GEM_COLOURS = {
    Kind.DIAMOND: QColor("#BFE6F5"),
    Kind.RUBY: QColor("#C8102E"),
    Kind.SAPPHIRE: QColor("#1F4FB2"),
    Kind.EMERALD: QColor("#138A50"),
}
ACCESSORY_INK = QColor("#5A3A10")
AMULET_COLOUR = QColor("#7B4FA6")
WIZARD_COLOUR = QColor("#3B2A6B")
SCORPION_COLOUR = QColor("#8C2D04")
LAMP_COLOUR = QColor("#D4A017")


def _pt(rect: QRectF, fx: float, fy: float) -> QPointF:
    return QPointF(rect.left() + fx * rect.width(), rect.top() + fy * rect.height())


def _square(rect: QRectF) -> QRectF:
    side = min(rect.width(), rect.height())
    return QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)


def _polygon_path(rect: QRectF, points: list[tuple[float, float]]) -> QPainterPath:
    path = QPainterPath(_pt(rect, *points[0]))
    for fx, fy in points[1:]:
        path.lineTo(_pt(rect, fx, fy))
    path.closeSubpath()
    return path


def gem_path(kind: Kind, rect: QRectF) -> QPainterPath:
    """A gem's outline in its own cut."""
    r = _square(rect)
    if kind is Kind.DIAMOND:
        return _polygon_path(r, [(0.2, 0.12), (0.8, 0.12), (1.0, 0.38), (0.5, 0.95), (0.0, 0.38)])
    if kind is Kind.RUBY:
        path = QPainterPath()
        path.addEllipse(r.adjusted(r.width() * 0.08, r.height() * 0.08, -r.width() * 0.08, -r.height() * 0.08))
        return path
    if kind is Kind.SAPPHIRE:
        path = QPainterPath()
        inner = r.adjusted(r.width() * 0.1, r.height() * 0.1, -r.width() * 0.1, -r.height() * 0.1)
        path.addRoundedRect(inner, inner.width() * 0.28, inner.height() * 0.28)
        return path
    return _polygon_path(
        r, [(0.3, 0.05), (0.7, 0.05), (0.9, 0.25), (0.9, 0.75), (0.7, 0.95), (0.3, 0.95), (0.1, 0.75), (0.1, 0.25)]
    )


def gem_facets(kind: Kind, rect: QRectF) -> QPainterPath:
    """Light facet lines drawn over a gem."""
    r = _square(rect)
    path = QPainterPath()
    if kind is Kind.DIAMOND:
        path.moveTo(_pt(r, 0.0, 0.38))
        path.lineTo(_pt(r, 1.0, 0.38))
        for fx in (0.35, 0.65):
            path.moveTo(_pt(r, fx, 0.12))
            path.lineTo(_pt(r, 0.5, 0.95))
    elif kind is Kind.EMERALD:
        path.addRect(QRectF(_pt(r, 0.3, 0.27), _pt(r, 0.7, 0.73)))
    else:
        inner = r.adjusted(r.width() * 0.3, r.height() * 0.3, -r.width() * 0.3, -r.height() * 0.3)
        if kind is Kind.RUBY:
            path.addEllipse(inner)
        else:
            path.addRect(inner)
    return path


def accessory_path(kind: Kind, rect: QRectF) -> QPainterPath:
    """Ring, bracelet or necklace outline (stroked, not filled)."""
    r = _square(rect)
    path = QPainterPath()
    if kind is Kind.RING:
        path.addEllipse(QRectF(_pt(r, 0.18, 0.34), _pt(r, 0.82, 0.95)))
        path.addPolygon([_pt(r, 0.35, 0.3), _pt(r, 0.5, 0.08), _pt(r, 0.65, 0.3), _pt(r, 0.35, 0.3)])
    elif kind is Kind.BRACELET:
        path.addEllipse(QRectF(_pt(r, 0.08, 0.28), _pt(r, 0.92, 0.78)))
        for i in range(5):
            angle = math.pi * (0.15 + 0.175 * i)
            c = QPointF(
                r.center().x() + math.cos(angle) * r.width() * 0.42,
                r.top() + r.height() * 0.53 + math.sin(angle) * r.height() * 0.25,
            )
            path.addEllipse(c, r.width() * 0.06, r.width() * 0.06)
    else:
        path.moveTo(_pt(r, 0.1, 0.08))
        path.cubicTo(_pt(r, 0.1, 0.7), _pt(r, 0.9, 0.7), _pt(r, 0.9, 0.08))
        path.addPolygon([_pt(r, 0.5, 0.6), _pt(r, 0.62, 0.77), _pt(r, 0.5, 0.95), _pt(r, 0.38, 0.77), _pt(r, 0.5, 0.6)])
    return path


def amulet_path(rect: QRectF) -> QPainterPath:
    """An amulet: a teardrop charm with an eye."""
    r = _square(rect)
    path = QPainterPath(_pt(r, 0.5, 0.05))
    path.cubicTo(_pt(r, 0.95, 0.45), _pt(r, 0.95, 0.95), _pt(r, 0.5, 0.95))
    path.cubicTo(_pt(r, 0.05, 0.95), _pt(r, 0.05, 0.45), _pt(r, 0.5, 0.05))
    path.addEllipse(_pt(r, 0.5, 0.64), r.width() * 0.14, r.width() * 0.14)
    return path


def wizard_path(rect: QRectF) -> QPainterPath:
    """The wizard: a pointed hat with a brim."""
    r = _square(rect)
    path = _polygon_path(r, [(0.5, 0.02), (0.78, 0.78), (0.22, 0.78)])
    path.addRoundedRect(QRectF(_pt(r, 0.05, 0.76), _pt(r, 0.95, 0.92)), r.width() * 0.05, r.width() * 0.05)
    return path


def scorpion_path(rect: QRectF) -> QPainterPath:
    """A scorpion seen from above: body, claws and the curled tail with its sting."""
    r = _square(rect)
    path = QPainterPath()
    for side in (-1, 1):  # four legs a side
        for k in range(4):
            y = 0.5 + k * 0.09
            leg = QPainterPath(_pt(r, 0.5 + side * 0.1, y))
            leg.lineTo(_pt(r, 0.5 + side * 0.32, y - 0.04 + k * 0.03))
            leg.lineTo(_pt(r, 0.5 + side * 0.34, y + 0.0 + k * 0.03))
            leg.lineTo(_pt(r, 0.5 + side * 0.1, y + 0.05))
            leg.closeSubpath()
            path.addPath(leg)
    path.addEllipse(QRectF(_pt(r, 0.36, 0.45), _pt(r, 0.64, 0.85)))  # body
    path.addEllipse(QRectF(_pt(r, 0.40, 0.32), _pt(r, 0.60, 0.50)))  # head
    for side in (-1, 1):  # claws
        c = _pt(r, 0.5 + side * 0.3, 0.2)
        path.addEllipse(c, r.width() * 0.1, r.width() * 0.08)
        arm = QPainterPath(_pt(r, 0.5 + side * 0.08, 0.38))
        arm.lineTo(_pt(r, 0.5 + side * 0.26, 0.26))
        arm.lineTo(_pt(r, 0.5 + side * 0.1, 0.42))
        arm.closeSubpath()
        path.addPath(arm)
    tail = QPainterPath(_pt(r, 0.46, 0.82))
    tail.cubicTo(_pt(r, 0.45, 1.0), _pt(r, 0.98, 1.0), _pt(r, 0.9, 0.62))
    tail.lineTo(_pt(r, 0.8, 0.7))
    tail.cubicTo(_pt(r, 0.85, 0.9), _pt(r, 0.58, 0.9), _pt(r, 0.56, 0.8))
    tail.closeSubpath()
    path.addPath(tail)
    path.addPolygon([_pt(r, 0.86, 0.62), _pt(r, 0.98, 0.5), _pt(r, 0.94, 0.68), _pt(r, 0.86, 0.62)])
    path.setFillRule(Qt.FillRule.WindingFill)
    return path


def lamp_path(rect: QRectF) -> QPainterPath:
    """Aladdin's oil lamp: a low bowl, a long spout, a handle and a lid."""
    r = QRectF(rect)
    path = QPainterPath(_pt(r, 0.22, 0.55))
    path.cubicTo(_pt(r, 0.25, 0.85), _pt(r, 0.62, 0.85), _pt(r, 0.68, 0.6))
    path.lineTo(_pt(r, 0.98, 0.38))
    path.lineTo(_pt(r, 0.96, 0.46))
    path.cubicTo(_pt(r, 0.8, 0.58), _pt(r, 0.72, 0.62), _pt(r, 0.7, 0.66))
    path.cubicTo(_pt(r, 0.62, 0.9), _pt(r, 0.25, 0.92), _pt(r, 0.18, 0.6))
    path.closeSubpath()
    path.addEllipse(QRectF(_pt(r, 0.2, 0.45), _pt(r, 0.7, 0.62)))
    path.addEllipse(QRectF(_pt(r, 0.38, 0.33), _pt(r, 0.52, 0.47)))  # lid knob
    handle = QPainterPath(_pt(r, 0.2, 0.55))
    handle.cubicTo(_pt(r, 0.0, 0.5), _pt(r, 0.0, 0.8), _pt(r, 0.24, 0.72))
    handle.lineTo(_pt(r, 0.26, 0.66))
    handle.cubicTo(_pt(r, 0.08, 0.72), _pt(r, 0.08, 0.56), _pt(r, 0.22, 0.6))
    handle.closeSubpath()
    path.addPath(handle)
    base = QRectF(_pt(r, 0.3, 0.82), _pt(r, 0.6, 0.9))
    path.addRoundedRect(base, base.height() * 0.4, base.height() * 0.4)
    path.setFillRule(Qt.FillRule.WindingFill)
    return path


def lock_path(rect: QRectF) -> QPainterPath:
    """A padlock: a protected set."""
    r = _square(rect)
    path = QPainterPath()
    path.addRoundedRect(QRectF(_pt(r, 0.15, 0.45), _pt(r, 0.85, 0.95)), r.width() * 0.08, r.width() * 0.08)
    shackle = QPainterPath(_pt(r, 0.28, 0.46))
    shackle.lineTo(_pt(r, 0.28, 0.3))
    shackle.cubicTo(_pt(r, 0.28, 0.0), _pt(r, 0.72, 0.0), _pt(r, 0.72, 0.3))
    shackle.lineTo(_pt(r, 0.72, 0.46))
    shackle.lineTo(_pt(r, 0.62, 0.46))
    shackle.lineTo(_pt(r, 0.62, 0.3))
    shackle.cubicTo(_pt(r, 0.62, 0.12), _pt(r, 0.38, 0.12), _pt(r, 0.38, 0.3))
    shackle.lineTo(_pt(r, 0.38, 0.46))
    shackle.closeSubpath()
    path.addPath(shackle)
    path.setFillRule(Qt.FillRule.WindingFill)
    return path


def ring_token_path(rect: QRectF) -> QPainterPath:
    """The magic ring token: a thick band with a star."""
    r = _square(rect)
    path = QPainterPath()
    path.addEllipse(r.adjusted(r.width() * 0.05, r.width() * 0.05, -r.width() * 0.05, -r.width() * 0.05))
    path.addEllipse(r.adjusted(r.width() * 0.25, r.width() * 0.25, -r.width() * 0.25, -r.width() * 0.25))
    path.setFillRule(Qt.FillRule.OddEvenFill)
    return path


@lru_cache(maxsize=2048)
def _icon_paths(kind: Kind, x: float, y: float, width: float, height: float) -> tuple[QPainterPath, ...]:
    """The paths `draw_icon` draws for `kind` in this rectangle, made once: a table draws the
    same icons in the same places at every repaint. Never changed once made."""
    rect = QRectF(x, y, width, height)
    if kind in GEM_COLOURS:
        return gem_path(kind, rect), gem_facets(kind, rect)
    if kind is Kind.AMULET:
        path = amulet_path(rect)
        path.setFillRule(Qt.FillRule.OddEvenFill)
        return (path,)
    if kind is Kind.WIZARD:
        r = _square(rect)
        return wizard_path(rect), star_path(_pt(r, 0.5, 0.5), r.width() * 0.13)
    return (accessory_path(kind, rect),)


def draw_icon(painter: QPainter, kind: Kind, rect: QRectF, line: float) -> None:
    """A card kind's icon, filled and outlined, inside `rect`."""
    paths = _icon_paths(kind, rect.x(), rect.y(), rect.width(), rect.height())
    painter.save()
    if kind in GEM_COLOURS:
        painter.setPen(QPen(QColor("#2B2520"), line))
        painter.setBrush(GEM_COLOURS[kind])
        painter.drawPath(paths[0])
        painter.setPen(QPen(QColor(255, 255, 255, 170), line * 0.7))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(paths[1])
    elif kind is Kind.AMULET:
        painter.setPen(QPen(QColor("#2B2520"), line))
        painter.setBrush(AMULET_COLOUR)
        painter.drawPath(paths[0])
    elif kind is Kind.WIZARD:
        painter.setPen(QPen(QColor("#120A2A"), line))
        painter.setBrush(WIZARD_COLOUR)
        painter.drawPath(paths[0])
        painter.setBrush(QColor("#F2C300"))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawPath(paths[1])
    else:
        painter.setPen(QPen(ACCESSORY_INK, line * 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(paths[0])
    painter.restore()


def draw_scorpions(painter: QPainter, count: int, rect: QRectF) -> None:
    """`count` scorpion icons side by side, right-aligned in `rect`."""
    side = rect.height()
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(SCORPION_COLOUR)
    for i in range(count):
        x = rect.right() - (i + 1) * side * 1.05
        painter.drawPath(scorpion_path(QRectF(x, rect.top(), side, side)))
    painter.restore()


def draw_card(
    painter: QPainter, rect: QRectF, kind: Kind | None, metal: int, scorpions: int, highlight: QColor | None = None
) -> None:
    """A chest card face: a header band in the chest's metal (starting cards purple), the kind's
    icon large in the middle, its scorpions along the bottom. `kind` None draws the card back."""
    radius = rect.width() * 0.1
    line = max(1.0, rect.width() / 45)
    painter.save()
    painter.setPen(QPen(highlight or Palette.CARD_EDGE, line * (2.5 if highlight else 1)))
    band = METAL_COLOURS[metal] if metal >= 0 else STARTING_COLOUR
    if kind is None:
        painter.setBrush(QBrush(METAL_DARK[metal] if metal >= 0 else STARTING_COLOUR))
        painter.drawRoundedRect(rect, radius, radius)
        inner = rect.adjusted(rect.width() * 0.12, rect.width() * 0.12, -rect.width() * 0.12, -rect.width() * 0.12)
        painter.setPen(QPen(band.lighter(140), line * 1.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(band.lighter(150))
        painter.drawPath(star_path(inner.center(), inner.width() * 0.25))
        painter.restore()
        return
    painter.setBrush(Palette.CARD_FACE)
    painter.drawRoundedRect(rect, radius, radius)
    header = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.16)
    clip = QPainterPath()
    clip.addRoundedRect(rect, radius, radius)
    painter.setClipPath(clip)
    painter.fillRect(header, band)
    painter.setClipping(False)
    icon = QRectF(
        rect.left() + rect.width() * 0.15, rect.top() + rect.height() * 0.22, rect.width() * 0.7, rect.width() * 0.7
    )
    draw_icon(painter, kind, icon, line)
    if scorpions:
        strip = QRectF(
            rect.left() + rect.width() * 0.08,
            rect.bottom() - rect.height() * 0.24,
            rect.width() * 0.84,
            rect.height() * 0.18,
        )
        draw_scorpions(painter, scorpions, strip)
    painter.restore()


PIPS = {
    1: [(0.5, 0.5)],
    2: [(0.27, 0.27), (0.73, 0.73)],
    3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
    4: [(0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)],
    5: [(0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)],
    6: [(0.27, 0.22), (0.73, 0.22), (0.27, 0.5), (0.73, 0.5), (0.27, 0.78), (0.73, 0.78)],
}


def draw_die(painter: QPainter, rect: QRectF, value: int, seat: int, hidden: bool = False) -> None:
    """A die in its player's colour with the player's shape in the corner; `hidden` draws it
    under a covering hand-cloth (placed, value secret)."""
    style = player_style(seat)
    r = _square(rect)
    painter.save()
    line = max(1.0, r.width() / 25)
    if hidden:
        painter.setPen(QPen(QColor("#4A3A60"), line))
        painter.setBrush(QColor("#6E5A8C"))
        cloth = QPainterPath(_pt(r, 0.0, 1.0))
        cloth.cubicTo(_pt(r, 0.0, 0.1), _pt(r, 0.2, 0.0), _pt(r, 0.5, 0.0))
        cloth.cubicTo(_pt(r, 0.8, 0.0), _pt(r, 1.0, 0.1), _pt(r, 1.0, 1.0))
        cloth.closeSubpath()
        painter.drawPath(cloth)
        paint_mark(painter, seat, QRectF(_pt(r, 0.3, 0.35), _pt(r, 0.7, 0.75)), outline=QColor("#4A3A60"))
        painter.restore()
        return
    painter.setPen(QPen(style.colour.darker(160), line * 1.4))
    painter.setBrush(QColor("#FFFFFF"))
    painter.drawRoundedRect(r, r.width() * 0.18, r.width() * 0.18)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#2B2520"))
    for fx, fy in PIPS.get(value, []):
        painter.drawEllipse(_pt(r, fx, fy), r.width() * 0.09, r.width() * 0.09)
    corner = QRectF(r.right() - r.width() * 0.32, r.top() - r.width() * 0.12, r.width() * 0.42, r.width() * 0.42)
    paint_mark(painter, seat, corner)
    painter.restore()


# --- icons for buttons and tables --------------------------------------------------------------


@lru_cache(maxsize=64)
def die_icon(value: int, seat: int) -> QIcon:
    """A die's icon for a panel's button, drawn once per value and seat (the panel's dice page
    shows a button per value and chest, made anew with the page)."""
    return painted_icon(48, 48, lambda p, r: draw_die(p, r, value, seat))


def card_icon(kind: Kind, metal: int, scorpions: int) -> QIcon:
    return painted_icon(44, 60, lambda p, r: draw_card(p, r, kind, metal, scorpions))
