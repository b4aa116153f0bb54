"""Paint helpers the games' tables share: the look an item paints in, and small pictures.

While a `LookItem` paints, `font`, `muted`, `edge_ink` and `line` follow its look (`kit/look.py`:
normal, or presentation mode's larger text, darker edges and thicker strokes); outside an item
(the legend's and the rules' pictures, a panel's dice) they give the normal look. Only the GUI
thread paints, one item at a time, so one current look is enough.

`painted_icon` draws a picture into an icon (sharp on a high-density screen), `legend_picture` one
of the legend's pictures, `star_path` a five-pointed star.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Property, QAbstractAnimation, QEasingCurve, QPointF, QPropertyAnimation, QRectF
from PySide6.QtGui import QColor, QFont, QIcon, QPainter, QPainterPath, QPixmap, QPolygonF, QRegion, QTransform
from PySide6.QtWidgets import QApplication

from desktop_app.views.kit.items import BoardItem
from desktop_app.views.kit.look import NORMAL, PRESENTATION_LINE, Look
from desktop_app.views.kit.motion import paced, track
from desktop_app.views.theme import Palette, ui_font

_look = NORMAL  # the look of the item being painted (`LookItem.paint`); normal outside it


def painting_with(look: Look) -> None:
    """`font`, `muted`, `edge_ink` and `line` follow this look (an item's, while it paints)."""
    global _look
    _look = look


def current_look() -> Look:
    """The look painting follows now (the painting item's, else the normal look)."""
    return _look


def font(px: float, bold: bool = False) -> QFont:
    """The UI font at `px` scene units, larger in presentation mode."""
    return ui_font(QApplication.font(), px * _look.text, QFont.Weight.Bold if bold else QFont.Weight.Normal)


def muted() -> QColor:
    """The secondary ink: the muted grey, dark ink in presentation mode."""
    return Palette.INK if _look.presentation else Palette.INK_MUTED


def edge_ink(colour: QColor = Palette.CARD_EDGE) -> QColor:
    """A card's or panel's edge: darker in presentation mode, so it carries on a projector."""
    return colour.darker(170) if _look.presentation else colour


def line(width: float) -> float:
    """A stroke's width: a few units thicker in presentation mode."""
    return width + PRESENTATION_LINE if _look.presentation else width


class LookItem(BoardItem):
    """A board item drawn in a look: subclasses paint in `paint_item`, inside `self.rect`. An
    item with a motion of its own (a card turning over, dice falling onto their markers) plays
    it with `play_motion` and paints from `progress`: 0 -> 1 while it plays, 1 at rest."""

    look: Look = NORMAL  # how it is drawn (the board view's presentation mode sets it)

    def __init__(self, width: float = 0.0, height: float = 0.0) -> None:
        super().__init__(width, height)
        self._progress = 1.0
        self._motion: QPropertyAnimation | None = None
        self.exposed = QRectF()  # what the paint under way repaints (see `paint`)
        self._clip = QRegion()  # while painting on a widget: the pixels the paint may change (device pixels)
        self._to_device = QTransform()  # item coordinates -> those device pixels

    def _get_progress(self) -> float:
        return self._progress

    def _set_progress(self, value: float) -> None:
        self._progress = value
        self.update()

    progress = Property(float, _get_progress, _set_progress)

    def play_motion(self, ms: int, curve: QEasingCurve.Type) -> None:
        """Play the item's motion from its start: `progress` 0 -> 1 in `ms` at the normal pace
        (its window's pace: kit/motion.paced), eased by `curve`; a person's press ends it."""
        if self._motion is None:
            self._motion = QPropertyAnimation(self, b"progress", self)
        self._motion.stop()
        self._motion.setDuration(paced(ms, self))
        self._motion.setEasingCurve(curve)
        self._motion.setStartValue(0.0)
        self._motion.setEndValue(1.0)
        self._motion.start()
        track(self._motion)

    def in_motion(self) -> bool:
        """Is the item's motion playing now?"""
        return self._motion is not None and self._motion.state() == QAbstractAnimation.State.Running

    def rest(self) -> None:
        """Stop the motion where it ends (`progress` 1)."""
        if self._motion is not None:
            self._motion.stop()
        self._progress = 1.0

    def set_look(self, look: Look) -> None:
        if look != self.look:
            self.look = look
            self.update()

    def paint(self, painter: QPainter, option: Any, _widget: Any = None) -> None:
        """Paint in the item's look (`paint_item`), then back to the normal look, so drawing
        outside an item (the legend's and the rules' pictures) is never enlarged. An item with
        the flag `ItemUsesExtendedStyleOption` finds what is to be repainted in `exposed`
        (item coordinates), and may leave out what lies wholly outside it."""
        exposed = getattr(option, "exposedRect", None)
        self.exposed = QRectF(exposed) if exposed is not None and not exposed.isEmpty() else self.boundingRect()
        engine = painter.paintEngine()
        self._clip = engine.systemClip() if engine is not None else QRegion()
        self._to_device = painter.deviceTransform()
        painting_with(self.look)
        try:
            self.paint_item(painter)
        finally:
            painting_with(NORMAL)
            self._clip = QRegion()

    def reaches(self, rect: QRectF) -> bool:
        """While painting: can this paint change a pixel of `rect` (item coordinates: all that
        one part draws, its pens and its text included)? A part it cannot reach may be left
        out, and every pixel stays as a full paint draws it. Qt's `exposedRect` is the bounding
        box of all that one paint repaints (two players' dice expose both places and all
        between); the painter's system clip, on a widget, is the paint event's region itself.
        Without one (a picture painted into an image, a print) `exposed` decides."""
        return rect.intersects(self.exposed) and clip_reaches(self._clip, self._to_device, rect)

    def paint_item(self, painter: QPainter) -> None:
        """What the item draws, inside `self.rect`."""


def clip_reaches(clip: QRegion, to_device: QTransform, rect: QRectF) -> bool:
    """Can a paint clipped to `clip` (device pixels; empty: no clip) change a pixel of `rect`,
    mapped to the device by `to_device`? (2 device pixels more all round: antialiasing and the
    rounding of the mapping.)"""
    if clip.isEmpty():
        return True
    return clip.intersects(to_device.mapRect(rect).toAlignedRect().adjusted(-2, -2, 2, 2))


def paint_reaches(painter: QPainter, rect: QRectF) -> bool:
    """`LookItem.reaches` for any item, asked of the painter as it is now (`rect` in its current
    coordinates): on a widget its system clip is the paint event's region; painted elsewhere
    (an image, a print), everything is reached."""
    engine = painter.paintEngine()
    return clip_reaches(engine.systemClip() if engine is not None else QRegion(), painter.deviceTransform(), rect)


def painted_icon(
    width: int, height: int, paint: Callable[[QPainter, QRectF], None], ratio: float = 2.0, margin: float = 1.0
) -> QIcon:
    """An icon `width` x `height` logical pixels drawn by `paint(painter, rect)` (antialiased, on
    a transparent ground, `margin` inside its edge), at `ratio` device pixels a logical one."""
    pixmap = QPixmap(round(width * ratio), round(height * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(QColor(0, 0, 0, 0))
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint(painter, QRectF(margin, margin, width - 2 * margin, height - 2 * margin))
    painter.end()
    return QIcon(pixmap)


LEGEND_SIDE = 64  # a legend picture's side in logical pixels (drawn at twice that for sharp screens)


def legend_picture(draw: Callable[[QPainter, QRectF], None]) -> QIcon:
    """A legend picture drawn by the table's own painters (an icon: the legend shows it at its
    own size on any screen, sharp at a device pixel ratio of 2)."""
    return painted_icon(LEGEND_SIDE, LEGEND_SIDE, draw, margin=3)


def star_path(centre: QPointF, radius: float) -> QPainterPath:
    """A five-pointed star, point up, its inner corners at 45% of `radius`."""
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        a = math.radians(-90 + 36 * i)
        points.append(QPointF(centre.x() + r * math.cos(a), centre.y() + r * math.sin(a)))
    path = QPainterPath()
    path.addPolygon(QPolygonF(points))
    path.closeSubpath()
    return path
