"""Vector art for Power On!: plant-type icons, fuel and function marks, cards, city cards,
stars, the lightning bolt and carbon tokens. Everything is a QPainterPath drawn with a
QPainter, so it stays sharp on a 4K projector.

Colours follow VISUAL-STYLE: coal dark brown, gas pale blue, nuclear red, solar gold, wind
light teal, hydro blue; carbon tokens charcoal.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPixmapCache,
    QPolygonF,
)

from desktop_app.views.kit.painting import star_path
from desktop_app.views.theme import ENERGY_COLOURS, Palette

if TYPE_CHECKING:  # a card's art key is read from the rules' tables
    from desktop_app.rules.power_on.state import Tables

PLANT_COLOURS = {
    "coal": ENERGY_COLOURS["coal"],
    "gas": ENERGY_COLOURS["gas"],
    "nuclear": ENERGY_COLOURS["uranium"],
    "solar": ENERGY_COLOURS["solar"],
    "wind": ENERGY_COLOURS["wind"],
    "hydro": ENERGY_COLOURS["hydro"],
}
CARBON = ENERGY_COLOURS["carbon"]
FUNCTION_COLOUR = QColor("#6A4C93")
FUEL_COLOURS = {"natural_gas": ENERGY_COLOURS["gas"], "uranium_or_waste": QColor("#E7C21B")}
STAR_GOLD = QColor("#E0A000")
TITLE_TOP = 0.36  # card face: the coloured band's share of the height
TITLE_H = 0.33  # the name's share of the height (the small print has the rest)
POWER_YELLOW = QColor("#F2C300")


def _ink_on(colour: QColor) -> QColor:
    """Dark ink on light colours, white on dark ones."""
    return Palette.INK if colour.lightnessF() > 0.6 else Palette.ON_COLOUR


def bolt_path(rect: QRectF) -> QPainterPath:
    """A lightning bolt (power) fitted in `rect`."""
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    pts = [(0.62, 0.0), (0.15, 0.56), (0.45, 0.56), (0.33, 1.0), (0.85, 0.40), (0.55, 0.40), (0.70, 0.0)]
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x + px * w, y + py * h) for px, py in pts]))
    path.closeSubpath()
    return path


def draw_star(p: QPainter, centre: QPointF, radius: float) -> None:
    p.setPen(QPen(QColor("#8A5A00"), max(1.0, radius * 0.12)))
    p.setBrush(STAR_GOLD)
    p.drawPath(star_path(centre, radius))


def draw_bolt(p: QPainter, rect: QRectF) -> None:
    p.setPen(QPen(Palette.INK, max(1.0, rect.width() * 0.06)))
    p.setBrush(POWER_YELLOW)
    p.drawPath(bolt_path(rect))


# A 4K window repaints the same icons and tokens at the same size again and again; the pixmap
# cache keeps them (it is shared by the whole app, so room for a 4K table's worth).
PIXMAP_CACHE_KB = 64 * 1024


def draw_cached(p: QPainter, rect: QRectF, key: str, draw: Callable[[QPainter, QRectF], None], margin: float) -> None:
    """`draw(p, rect)`, through a pixmap kept in QPixmapCache at the size `rect` has on the
    device (a drawing that is always the same for `key`: an icon, a token).

    The pixmap is made at the device's pixel size (the painter's scale and the screen's pixel
    ratio), so it is as sharp as drawing directly; `margin` (in `rect`'s units) leaves room for
    pen strokes outside the rectangle. Painting into anything but a screen or an image (a
    printer, a recorded picture) draws directly."""
    device = p.device()
    if not isinstance(device, QPixmap | QImage) and device.devType() != 1:  # 1: QInternal::Widget
        draw(p, rect)
        return
    if QPixmapCache.cacheLimit() < PIXMAP_CACHE_KB:
        QPixmapCache.setCacheLimit(PIXMAP_CACHE_KB)
    t = p.worldTransform()
    ratio = device.devicePixelRatioF()
    sx, sy = math.hypot(t.m11(), t.m12()) * ratio, math.hypot(t.m21(), t.m22()) * ratio
    outer = rect.adjusted(-margin, -margin, margin, margin)
    w, h = max(1, math.ceil(outer.width() * sx) + 1), max(1, math.ceil(outer.height() * sy) + 1)
    if w * h > 1024 * 1024:  # a huge zoom: not worth keeping
        draw(p, rect)
        return
    cache_key = f"po:{key}:{sx:.4f}x{sy:.4f}"
    pixmap = QPixmapCache.find(cache_key)  # type: ignore[call-overload]  # PySide6's key-only form: a pixmap or None
    if pixmap is None or pixmap.isNull():
        pixmap = QPixmap(w, h)
        pixmap.fill(Qt.GlobalColor.transparent)
        q = QPainter(pixmap)
        q.setRenderHint(QPainter.RenderHint.Antialiasing)
        q.scale(sx, sy)
        draw(q, QRectF(margin, margin, rect.width(), rect.height()))
        q.end()
        pixmap.setDevicePixelRatio(ratio)
        QPixmapCache.insert(cache_key, pixmap)
    if t.m12() == 0 and t.m21() == 0 and t.m11() > 0 and t.m22() > 0:
        # only scaled and moved: copy the pixels as they are, on whole device pixels (a scaled or
        # turned pixmap goes through Qt's much slower smooth transform)
        corner = t.map(outer.topLeft())
        p.save()
        p.resetTransform()
        p.drawPixmap(QPointF(round(corner.x() * ratio) / ratio, round(corner.y() * ratio) / ratio), pixmap)
        p.restore()
        return
    smooth = p.testRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    p.drawPixmap(QRectF(outer.topLeft(), QSizeF(w / sx, h / sy)), pixmap, QRectF(pixmap.rect()))
    p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, smooth)


def carbon_token_cached(p: QPainter, rect: QRectF) -> None:
    """`draw_carbon_token` through the pixmap cache (on screen, where it is drawn over and over)."""
    key = f"carbon:{rect.width():.2f}x{rect.height():.2f}"
    draw_cached(p, rect, key, draw_carbon_token, max(1.0, rect.height() * 0.08))


def plant_icon_cached(p: QPainter, kind: str, rect: QRectF) -> None:
    """`plant_icon` through the pixmap cache (on screen, where it is drawn over and over)."""
    key = f"plant:{kind}:{rect.width():.2f}x{rect.height():.2f}"
    draw_cached(p, rect, key, lambda q, r: plant_icon(q, kind, r), min(rect.width(), rect.height()) * 0.04)


def draw_carbon_token(p: QPainter, rect: QRectF) -> None:
    """A charcoal carbon token seen from the side (a flat rounded block)."""
    p.setPen(QPen(QColor("#151515"), max(1.0, rect.height() * 0.08)))
    p.setBrush(CARBON)
    r = rect.height() * 0.25
    p.drawRoundedRect(rect, r, r)
    p.setPen(QPen(QColor("#6B6B6B"), max(1.0, rect.height() * 0.06)))
    y = rect.top() + rect.height() * 0.3
    p.drawLine(QPointF(rect.left() + r, y), QPointF(rect.right() - r, y))


def plant_icon(p: QPainter, kind: str, rect: QRectF) -> None:
    """The icon of a plant type (or fuel / function mark) inside `rect` on its colour disc."""
    side = min(rect.width(), rect.height())
    c = rect.center()
    box = QRectF(c.x() - side / 2, c.y() - side / 2, side, side)
    colour = PLANT_COLOURS.get(kind) or FUEL_COLOURS.get(kind) or FUNCTION_COLOUR
    p.save()
    p.setPen(QPen(Palette.INK, side * 0.04))
    p.setBrush(colour)
    p.drawEllipse(box)
    ink = _ink_on(colour)
    pen = QPen(ink, side * 0.07, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    s = side
    x0, y0 = box.x(), box.y()

    def pt(fx: float, fy: float) -> QPointF:
        return QPointF(x0 + fx * s, y0 + fy * s)

    if kind == "coal":  # a factory with a chimney and smoke
        p.setBrush(ink)
        path = QPainterPath(pt(0.2, 0.78))
        for fx, fy in ((0.2, 0.5), (0.38, 0.6), (0.38, 0.5), (0.56, 0.6), (0.56, 0.3), (0.7, 0.3), (0.7, 0.78)):
            path.lineTo(pt(fx, fy))
        path.closeSubpath()
        p.drawPath(path)
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawArc(QRectF(pt(0.58, 0.1), pt(0.78, 0.26)), 0, 180 * 16)
    elif kind in ("gas", "natural_gas"):  # a flame
        p.setBrush(ink)
        path = QPainterPath(pt(0.5, 0.16))
        path.cubicTo(pt(0.78, 0.44), pt(0.74, 0.82), pt(0.5, 0.84))
        path.cubicTo(pt(0.26, 0.82), pt(0.22, 0.5), pt(0.42, 0.36))
        path.cubicTo(pt(0.42, 0.5), pt(0.5, 0.52), pt(0.5, 0.16))
        p.drawPath(path)
    elif kind in ("nuclear", "uranium_or_waste"):  # a trefoil
        p.setBrush(ink)
        p.setPen(Qt.PenStyle.NoPen)
        centre = pt(0.5, 0.5)
        outer = QRectF(pt(0.16, 0.16), pt(0.84, 0.84))
        for k in range(3):
            path = QPainterPath(centre)
            path.arcTo(outer, 90 + 120 * k - 30, 60)
            path.closeSubpath()
            p.drawPath(path)
        p.setBrush(colour)
        p.drawEllipse(centre, s * 0.12, s * 0.12)
        p.setBrush(ink)
        p.drawEllipse(centre, s * 0.07, s * 0.07)
    elif kind == "solar":  # a sun
        p.setBrush(ink)
        p.drawEllipse(pt(0.5, 0.5), s * 0.14, s * 0.14)
        for k in range(8):
            a = math.radians(45 * k)
            p.drawLine(
                QPointF(x0 + s * (0.5 + 0.22 * math.cos(a)), y0 + s * (0.5 + 0.22 * math.sin(a))),
                QPointF(x0 + s * (0.5 + 0.34 * math.cos(a)), y0 + s * (0.5 + 0.34 * math.sin(a))),
            )
    elif kind == "wind":  # a turbine
        p.drawLine(pt(0.5, 0.45), pt(0.5, 0.86))
        p.setBrush(ink)
        for k in range(3):
            a = math.radians(-90 + 120 * k)
            tip = QPointF(x0 + s * (0.5 + 0.32 * math.cos(a)), y0 + s * (0.42 + 0.32 * math.sin(a)))
            p.drawLine(pt(0.5, 0.42), tip)
        p.drawEllipse(pt(0.5, 0.42), s * 0.05, s * 0.05)
    elif kind == "hydro":  # a water drop over waves
        p.setBrush(ink)
        path = QPainterPath(pt(0.5, 0.14))
        path.cubicTo(pt(0.74, 0.44), pt(0.7, 0.66), pt(0.5, 0.66))
        path.cubicTo(pt(0.3, 0.66), pt(0.26, 0.44), pt(0.5, 0.14))
        p.drawPath(path)
        p.setBrush(Qt.BrushStyle.NoBrush)
        wave = QPainterPath(pt(0.2, 0.8))
        wave.cubicTo(pt(0.3, 0.72), pt(0.4, 0.88), pt(0.5, 0.8))
        wave.cubicTo(pt(0.6, 0.72), pt(0.7, 0.88), pt(0.8, 0.8))
        p.drawPath(wave)
    else:  # function card: a light bulb
        p.drawEllipse(QRectF(pt(0.32, 0.16), pt(0.68, 0.56)))
        p.drawLine(pt(0.42, 0.62), pt(0.58, 0.62))
        p.drawLine(pt(0.44, 0.72), pt(0.56, 0.72))
        p.drawLine(pt(0.44, 0.56), pt(0.42, 0.62))
        p.drawLine(pt(0.56, 0.56), pt(0.58, 0.62))
    p.restore()


def card_kind_key(tables: Tables, card: int) -> str:
    """The art key of a card: its plant type, fuel type, or "function"."""
    plant = tables.plant[card]
    if plant >= 0:
        from desktop_app.rules.power_on.state import PLANT_TYPES

        return PLANT_TYPES[plant].value
    fuel = tables.fuel[card]
    return fuel.value if fuel is not None else "function"


def fit_text(
    p: QPainter, rect: QRectF, flags: int, text: str, font: QFont, px: float, floor: float, floor_px: float = 0.0
) -> str:
    """Set `font` on the painter at the largest size up to `px` (down to `floor` of it, and
    never under `floor_px`) at which `text` fits `rect`; returns the text to draw: `text`, or
    when it does not fit at the smallest size, as much of it as fits ending in "…"."""
    size = px
    least = max(px * floor, floor_px)
    while True:
        font.setPixelSize(max(1, round(max(size, floor_px))))
        p.setFont(font)
        need = p.boundingRect(rect, flags, text)
        if need.height() <= rect.height() and need.width() <= rect.width() + 1:
            return text
        if size <= least:
            break
        size *= 0.92
    if not floor_px:
        return text
    shown = text
    while len(shown) > 1:
        shown = shown[:-1]
        need = p.boundingRect(rect, flags, shown.rstrip() + "…")
        if need.height() <= rect.height() and need.width() <= rect.width() + 1:
            return shown.rstrip() + "…"
    return shown


def draw_card_face(
    p: QPainter,
    rect: QRectF,
    key: str,
    title: str,
    subtitle: str,
    font: QFont,
    selected: bool = False,
    dimmed: bool = False,
    sub_px: float = 0.0,
    floor_px: float = 0.0,
    band_share: float = TITLE_TOP,
) -> None:
    """A face-up game card: a coloured band with the icon, the name and a short line.

    `floor_px` is the smallest text size allowed (the board's, readable once fitted to the
    window): a name or line that does not fit at it is cut short with "…" (the card's tooltip
    has it whole); without it, text shrinks to fit. `band_share` is the coloured band's share of
    the height (a smaller band leaves the words more room)."""
    colour = PLANT_COLOURS.get(key) or FUEL_COLOURS.get(key) or FUNCTION_COLOUR
    radius = rect.width() * 0.08
    p.save()
    p.setPen(QPen(QColor("#1F6FB2") if selected else Palette.CARD_EDGE, rect.width() * (0.05 if selected else 0.015)))
    p.setBrush(Palette.DISABLED_FILL if dimmed else Palette.CARD_FACE)
    p.drawRoundedRect(rect, radius, radius)
    band = QRectF(rect.x(), rect.y(), rect.width(), rect.height() * band_share)
    clip = QPainterPath()
    clip.addRoundedRect(rect, radius, radius)
    p.setClipPath(clip)
    p.fillRect(band, colour.lighter(115))
    p.setClipping(False)
    icon = band.adjusted(band.width() * 0.22, band.height() * 0.1, -band.width() * 0.22, -band.height() * 0.1)
    plant_icon_cached(p, key, icon)
    text_rect = QRectF(
        rect.x() + rect.width() * 0.05,
        band.bottom() + rect.height() * 0.02,
        rect.width() * 0.9,
        rect.height() * (TITLE_H if subtitle else 0.5),
    )
    flags = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
    title_font = QFont(font)
    title_font.setWeight(QFont.Weight.Bold)
    title = fit_text(p, text_rect, flags, title, title_font, font.pixelSize(), 0.6, floor_px)
    p.setPen(Palette.INK)
    p.drawText(text_rect, flags, title)
    if subtitle:
        top = text_rect.bottom()
        if floor_px:  # the line starts under the name as set, so a one-line name leaves it room
            top = min(top, p.boundingRect(text_rect, flags, title).bottom() + rect.height() * 0.02)
        sub_rect = QRectF(text_rect.x(), top, text_rect.width(), rect.bottom() - top - 4)
        shown = fit_text(p, sub_rect, flags, subtitle, QFont(font), sub_px or font.pixelSize() * 0.82, 0.55, floor_px)
        p.setPen(Palette.INK)  # a number a player must read is never in muted grey
        p.drawText(sub_rect, flags, shown)
    p.restore()


def draw_card_back(p: QPainter, rect: QRectF, number: int | None, font: QFont) -> None:
    """A face-down game card showing the number on its back (solar and wind read it)."""
    radius = rect.width() * 0.08
    p.save()
    p.setPen(QPen(Palette.INK, rect.width() * 0.02))
    p.setBrush(QBrush(QColor("#A8431A")))
    p.drawRoundedRect(rect, radius, radius)
    inner = rect.adjusted(rect.width() * 0.08, rect.width() * 0.08, -rect.width() * 0.08, -rect.width() * 0.08)
    p.setPen(QPen(QColor("#F3D9B1"), rect.width() * 0.02))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
    if number is not None:
        disc = min(inner.width(), inner.height()) * 0.62
        centre = inner.center()
        p.setBrush(QColor("#FFF6E0"))
        p.setPen(QPen(Palette.INK, rect.width() * 0.02))
        p.drawEllipse(centre, disc / 2, disc / 2)
        big = QFont(font)
        big.setPixelSize(max(1, round(disc * 0.62)))
        big.setWeight(QFont.Weight.Bold)
        p.setFont(big)
        p.setPen(Palette.INK)
        p.drawText(
            QRectF(centre.x() - disc / 2, centre.y() - disc / 2, disc, disc), Qt.AlignmentFlag.AlignCenter, str(number)
        )
    p.restore()
