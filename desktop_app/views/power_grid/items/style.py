"""The board's drawing style, shared by every item: fonts, line widths, inks, presentation mode.

Sizes are in scene units. The view scales the scene to the window, so an item never thinks
about pixels; presentation mode (for a class at a projector) only makes text larger, lines
thicker and inks darker.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontDatabase, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QApplication, QGraphicsItem, QStyleOptionGraphicsItem

from desktop_app.views.theme import (
    Palette,
    choose_ui_family,
    is_traditional_chinese_family,
)

TR_CONTEXT = "PowerGridBoard"


def tr(text: str) -> str:
    """Translate a board label at run time (the literal texts are marked at their call sites
    with QT_TRANSLATE_NOOP or QCoreApplication.translate so lupdate finds them)."""
    return QCoreApplication.translate(TR_CONTEXT, text)


@cache
def _family() -> str:
    """The app's Traditional Chinese family if set, else the best one installed."""
    app = QApplication.instance()
    if app is not None:
        current = QApplication.font().family()
        if is_traditional_chinese_family(current):
            return current
    return choose_ui_family() or QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont).family()


@cache
def _font(pixels: int, bold: bool) -> QFont:
    font = QFont(_family())
    font.setPixelSize(pixels)
    font.setWeight(QFont.Weight.Bold if bold else QFont.Weight.Medium)
    # The scene is drawn at any zoom: hinting would snap glyphs to a pixel grid that no longer
    # exists after scaling and make letter spacing uneven.
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return font


@dataclass(frozen=True, slots=True)
class BoardStyle:
    """How strongly to draw: normal (a laptop) or presentation (a projector), and how much
    larger than designed to set text (items that hold text grow with it)."""

    presentation: bool = False
    text_scale: float = 1.0

    @property
    def line_scale(self) -> float:
        return 1.8 if self.presentation else 1.0

    @property
    def ink(self) -> QColor:
        return QColor("#000000") if self.presentation else QColor(Palette.INK)

    @property
    def muted_ink(self) -> QColor:
        return QColor("#3A342D") if self.presentation else QColor(Palette.INK_MUTED)

    def font(self, size: float, bold: bool = False, max_scale: float | None = None) -> QFont:
        """The board font at `size` scene units, times `text_scale` (at most `max_scale`, for
        text in a box that does not grow with it)."""
        scale = self.text_scale if max_scale is None else min(self.text_scale, max_scale)
        return QFont(_font(max(1, round(size * scale)), bold))

    def pen(self, colour: QColor, width: float) -> QPen:
        pen = QPen(colour, width * self.line_scale)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        return pen


def text_width(font: QFont, text: str) -> float:
    return QFontMetricsF(font).horizontalAdvance(text)


def draw_text(
    painter: QPainter,
    rect: QRectF,
    text: str,
    font: QFont,
    colour: QColor,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
) -> None:
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(rect, int(align), text)


def exposed_part(item: QGraphicsItem, option: QStyleOptionGraphicsItem, margin: float) -> QRectF:
    """The part of an item (with `ItemUsesExtendedStyleOption`) its paint() must draw, grown by
    `margin` for strokes and antialiasing: what the view repaints; all of it when painted with
    no scene (a picture for the rules, whose option names no exposed part)."""
    exposed = option.exposedRect
    if exposed.isEmpty():
        return item.boundingRect()
    return exposed.adjusted(-margin, -margin, margin, margin)


def centred_rect(centre: QPointF, width: float, height: float) -> QRectF:
    return QRectF(centre.x() - width / 2, centre.y() - height / 2, width, height)


def readable_on(colour: QColor) -> QColor:
    """Black or white ink, whichever reads better on `colour`."""
    luminance = 0.299 * colour.redF() + 0.587 * colour.greenF() + 0.114 * colour.blueF()
    return QColor(Palette.INK) if luminance > 0.6 else QColor(Palette.ON_COLOUR)
