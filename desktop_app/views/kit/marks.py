"""The player mark: a seat's colour paired with its shape, drawn once for all four games.

VISUAL-STYLE.md: colour is never the only cue, so every house, marker, indicator and name
carries the seat's Okabe-Ito colour *and* its shape (circle, square, triangle, diamond,
hexagon, star), edged in ink so it reads on any tint. Boards paint it with `paint_mark`;
buttons, tables and labels take `mark_icon` / `mark_pixmap`.
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap

from desktop_app.views.theme import PLAYER_STYLES, Palette, PlayerStyle, shape_path

RIM = 0.07  # the ink rim's width, as a share of the mark's side


def player_style(seat: int) -> PlayerStyle:
    """The seat's colour and shape (seats beyond the six styles wrap around)."""
    return PLAYER_STYLES[seat % len(PLAYER_STYLES)]


def mark_colour(seat: int) -> QColor:
    return QColor(player_style(seat).colour)


def paint_mark(
    painter: QPainter,
    seat: int,
    rect: QRectF,
    *,
    outline: QColor | None = None,
    line_scale: float = 1.0,
    hollow: bool = False,
) -> None:
    """The seat's shape in its colour, fitted (centred) in `rect`, with an ink rim.

    `outline` replaces the ink of the rim; `line_scale` thickens it (presentation mode);
    `hollow` draws a ring in the colour on card face instead (Power Butler's bill marker)."""
    style = player_style(seat)
    side = min(rect.width(), rect.height())
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if hollow:
        pen = QPen(outline or style.colour.darker(130), side * 0.2 * line_scale)
        painter.setBrush(Palette.CARD_FACE)
    else:
        pen = QPen(outline or Palette.INK, max(1.0, side * RIM) * line_scale)
        painter.setBrush(style.colour)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.drawPath(shape_path(style.shape, rect))
    painter.restore()


def mark_pixmap(seat: int, side: int, ratio: float = 2.0) -> QPixmap:
    """The mark on a transparent square of `side` logical pixels (sharp at `ratio`)."""
    pixmap = QPixmap(max(1, round(side * ratio)), max(1, round(side * ratio)))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    inset = max(1.0, side * 0.06)
    paint_mark(painter, seat, QRectF(inset, inset, side - 2 * inset, side - 2 * inset))
    painter.end()
    return pixmap


@cache
def mark_icon(seat: int) -> QIcon:
    """The mark as an icon for buttons, tables and labels, sharp from 16 px to a 4K projector's
    sizes (a QIcon never scales a pixmap up, so it holds several)."""
    icon = QIcon()
    for side in (16, 32, 64, 128):
        icon.addPixmap(mark_pixmap(seat, side, 1.0))
    return icon


__all__ = ["mark_colour", "mark_icon", "mark_pixmap", "paint_mark", "player_style"]
