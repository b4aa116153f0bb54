"""A picture of something a board draws, for the rules reference (and anything else that shows a
board piece on its own): the piece painted by its own code into a transparent image.

`paint_picture(width, height, scale, paint)`: a thing `width` x `height` in its own units,
`scale` logical pixels per unit, drawn at device pixel ratio 2 (sharp on a 4K screen and on
paper), `paint(painter)` drawing in the thing's own units. No scene or widget is made, so it
works under a bare QGuiApplication (`energy-table rules --format html`).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPainter

RATIO = 2.0  # device pixels per logical pixel


def paint_picture(width: float, height: float, scale: float, paint: Callable[[QPainter], None]) -> QImage:
    """A transparent image of a `width` x `height` thing at `scale` logical px per unit."""
    image = QImage(
        max(1, round(width * scale * RATIO)),
        max(1, round(height * scale * RATIO)),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.setDevicePixelRatio(RATIO)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    painter.scale(scale, scale)
    paint(painter)
    painter.end()
    return image
