"""How big the text on a board is on screen: a walk over a graphics view's scene that paints each
item into a recording painter and notes the pixel size of every text it draws, times the scale
the view shows it at (issue 13: no board text under 12 px at 1280x800 after fit-to-window, and
board labels of 28 px or more at 3840x2160 in presentation mode).

    from text_sizes import scene_texts, too_small
    too_small(scene_texts(view), 12)  # [(item class, text, px), ...] under 12 px

Items whose `paint` is Python (every `KeyedItem`/`BoardItem` and most of the games' items) are
measured at each `drawText`/`drawStaticText` call, with the painter's own transform (an item
may scale its painter); Qt's own text items (QGraphicsSimpleTextItem, QGraphicsTextItem) by
their font.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF
from PySide6.QtGui import QFont, QImage, QPainter, QTransform
from PySide6.QtWidgets import (
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)


@dataclass(frozen=True)
class Text:
    """One text drawn on the board: by which item class, what, how many screen pixels tall."""

    item: str
    text: str
    px: float
    at: QPointF | None = None  # where it is drawn (scene coordinates), when known


def _scale(transform: QTransform) -> float:
    """How much a transform enlarges (the square root of its area factor)."""
    return math.sqrt(abs(transform.determinant())) or 0.0


def font_px(font: QFont, dpi: float = 96.0) -> float:
    """A font's size in pixels (a point size at the device's dpi)."""
    if font.pixelSize() > 0:
        return float(font.pixelSize())
    return font.pointSizeF() * dpi / 72.0


class RecordingPainter(QPainter):
    """A painter on a small image that notes the size of every text it is asked to draw."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.seen: list[tuple[str, float, QPointF | None]] = []
        self._dpi = image.logicalDpiY() or 96

    def _note(self, text: object, where: object = None) -> None:
        words = text.text() if hasattr(text, "text") else str(text)
        if words.strip():
            point = _point(where)
            at = self.worldTransform().map(point) if point is not None else None
            self.seen.append((words, font_px(self.font(), self._dpi) * _scale(self.worldTransform()), at))

    def drawText(self, *args):  # noqa: N802 - Qt's name
        texts = [a for a in args if isinstance(a, str)]
        where = args[:2] if len(args) >= 3 and isinstance(args[0], (int, float)) else args[0]
        self._note(texts[0] if texts else "", where)
        return super().drawText(*args)

    def drawStaticText(self, *args):  # noqa: N802 - Qt's name
        self._note(args[-1], args[:2] if len(args) == 3 else args[0])
        return super().drawStaticText(*args)


def _point(where: object) -> QPointF | None:
    """The point a drawText call names (a rectangle's centre, a point, or x and y), item
    coordinates."""
    if isinstance(where, (QRectF, QRect)):
        return QRectF(where).center()
    if isinstance(where, (QPointF, QPoint)):
        return QPointF(where)
    if isinstance(where, tuple) and len(where) == 2:
        return QPointF(float(where[0]), float(where[1]))
    return None


def scene_texts(view: QGraphicsView, within: QRectF | None = None) -> list[Text]:
    """Every text the view's scene paints, with its size on screen (visible items only; with
    `within`, a scene rectangle, only the texts drawn inside it: where a text is drawn is the
    middle of the rectangle or the point its drawText names; a text drawn where the walk cannot
    tell counts when its item lies wholly inside)."""
    scene = view.scene()
    found: list[Text] = []
    if scene is None:
        return found
    viewport = view.viewportTransform()
    image = QImage(16, 16, QImage.Format.Format_ARGB32)
    option = QStyleOptionGraphicsItem()
    for item in scene.items():
        if not item.isVisible() or item.opacity() <= 0:
            continue
        if within is not None and not within.intersects(item.sceneBoundingRect()):
            continue
        whole = within is None or within.contains(item.sceneBoundingRect())
        shown = _scale(item.deviceTransform(viewport))
        name = type(item).__name__
        centre = item.sceneBoundingRect().center()
        if isinstance(item, (QGraphicsSimpleTextItem, QGraphicsTextItem)) and not whole:
            continue
        if isinstance(item, QGraphicsSimpleTextItem):
            if item.text().strip():
                found.append(Text(name, item.text(), font_px(item.font()) * shown, centre))
            continue
        if isinstance(item, QGraphicsTextItem):
            if item.toPlainText().strip():
                found.append(Text(name, item.toPlainText(), font_px(item.font()) * shown, centre))
            continue
        painter = RecordingPainter(image)
        try:
            option.rect = item.boundingRect().toRect()
            option.exposedRect = item.boundingRect()
            item.paint(painter, option, None)
        except NotImplementedError:
            pass  # a C++ item with no text
        finally:
            painter.end()
        to_scene = item.sceneTransform()
        for text, px, at in painter.seen:
            where = to_scene.map(at) if at is not None else None
            if within is None or (within.contains(where) if where is not None else whole):
                found.append(Text(name, text, px * shown, where))
    return found


def too_small(texts: list[Text], least: float) -> list[tuple[str, str, float]]:
    """The texts under `least` pixels: (item class, text, px rounded to 0.1)."""
    return sorted({(t.item, t.text[:40], round(t.px, 1)) for t in texts if t.px < least - 0.05})


def widget_text_px(container: QWidget) -> list[float]:
    """The pixel size of every text a container's visible labels, buttons and check boxes show
    (a control's font: its own, or its style sheet's, as Qt resolved it)."""
    from PySide6.QtWidgets import QAbstractButton, QLabel

    sizes = []
    for widget in [container, *container.findChildren(QWidget)]:
        if not isinstance(widget, (QLabel, QAbstractButton)) or not widget.isVisible():
            continue
        if widget.text().strip():
            sizes.append(font_px(widget.font(), widget.logicalDpiY() or 96))
    return sizes


def median(values: list[float]) -> float:
    """The middle value (0.0 for none)."""
    ordered = sorted(values)
    return ordered[len(ordered) // 2] if ordered else 0.0
