"""A refusal said beside what was clicked (issue 26, item 2): a short bubble at the piece.

A click the rules refuse (a city outside the game's regions, a die already spent, Undo with
nothing to undo) was said only in the window's one-line status line, far from where the player
looks. `RefusalBubble` says it at the piece: a rounded box with a tail pointing at it, over the
window, gone after a few seconds, on the next action or on a click elsewhere. The status line
keeps a copy (`kit/window_speech.py`).

Where the bubble points is the anchor (a point in global coordinates). The kit's pieces give it:
a refused board item its own rect (`item_anchor`), a disabled control of a page the control
(`widget_anchor`); a game's own refusal said while handling a click (the panel's `said`) uses
the anchor the click noted on the window (`note_anchor`), so the games give the point and no
view works out again what was clicked.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QGraphicsItem, QLabel, QWidget

from desktop_app.views.theme import Palette, ui_font

SHOWN_MS = 6000  # long enough to read two lines; the next action takes it away sooner
TAIL = 10  # the tail's height at scale 1, in pixels
FILL = QColor("#FFF3DA")  # the legend button's hover colour: warm, not an alarm


def widget_anchor(widget: QWidget, bottom: bool = False) -> QPoint:
    """The middle of a control's top (or bottom) edge, in global coordinates."""
    return widget.mapToGlobal(QPoint(widget.width() // 2, widget.height() if bottom else 0))


def item_anchor(item: QGraphicsItem, rect: QRectF | None = None, bottom: bool = False) -> QPoint | None:
    """The middle of a board item's top (or bottom) edge (or of `rect`, item coordinates: one
    key of several), in global coordinates, on the first view showing it; None when none does."""
    scene = item.scene()
    if scene is None:
        return None
    area = item.mapRectToScene(rect if rect is not None else item.boundingRect())
    for view in scene.views():
        if not view.isVisible():
            continue
        shown = view.mapFromScene(area).boundingRect()
        shown = shown.intersected(view.viewport().rect()) if shown.intersects(view.viewport().rect()) else shown
        return view.viewport().mapToGlobal(QPoint(shown.center().x(), shown.bottom() if bottom else shown.top()))
    return None


def note_anchor(window: QWidget | None, anchor: QPoint | None, under: QPoint | None = None) -> None:
    """Tell `window` (a `GameWindow`) where the click being handled was (the piece's top and,
    for a bubble with no room above, its bottom): a refusal said while handling it points there."""
    note = getattr(window, "note_anchor", None)
    if note is not None and anchor is not None:
        note(anchor, under)


def note_item(item: QGraphicsItem, rect: QRectF | None = None) -> None:
    """`note_anchor` for a board item clicked (its key's `rect`, if given)."""
    scene = item.scene()
    views = scene.views() if scene is not None else []
    if views:
        note_anchor(views[0].window(), item_anchor(item, rect), item_anchor(item, rect, bottom=True))


class RefusalBubble(QLabel):
    """The bubble: plain text in a rounded box with a tail at the anchor; over its window's
    other widgets, never taking a click (what lies below it still gets the mouse)."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("refusal_bubble")
        self.setTextFormat(Qt.TextFormat.PlainText)  # the rules' words and players' names, never markup
        self.setWordWrap(True)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.anchor: QPoint | None = None  # global: where the tail points
        self._below = False  # the tail on top (the bubble under the anchor)
        self._scale = 1.0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.dismiss)
        self.set_scale(1.0)
        self.hide()

    def set_scale(self, scale: float) -> None:
        """Text and box grow with the window's scale (and presentation mode's)."""
        self._scale = scale
        self.setFont(ui_font(self.font(), 16 * scale))
        self.setStyleSheet(f"color: {Palette.INK.name()};")
        if self.isVisible() and self.anchor is not None:
            self.say(self.text(), self.anchor)  # (already placed: above, or under the piece)

    def _pad(self) -> tuple[int, int]:
        return round(10 * self._scale), round(TAIL * self._scale)

    def say(self, text: str, anchor: QPoint, under: QPoint | None = None) -> None:
        """Show `text` pointing at `anchor` (global: the piece's top), above it where there is
        room, else below the piece (`under`, its bottom; the anchor itself without one), so the
        bubble never covers what it speaks of; kept inside the window."""
        window = self.parentWidget()
        if window is None or not text:
            return
        self.anchor = QPoint(anchor)
        pad, tail = self._pad()
        self.setText(text)
        widest = max(160, min(round(380 * self._scale), window.width() - 2 * pad))
        metrics = self.fontMetrics()
        slack = metrics.horizontalAdvance("中")  # the label wraps a little before the measured width
        advance = metrics.horizontalAdvance(text)
        count = -(-advance // max(1, widest - 2 * pad - slack))  # lines, balanced: no lone word on the last
        width = min(widest, advance // max(1, count) + 2 * pad + slack)
        wrapped = metrics.boundingRect(QRect(0, 0, width - 2 * pad, 10000), Qt.TextFlag.TextWordWrap, text)
        height = wrapped.height() + 2 * pad + tail
        point = window.mapFromGlobal(anchor)
        self._below = point.y() - height < 0
        if self._below and under is not None:
            point = window.mapFromGlobal(under)
            self.anchor = QPoint(under)
        self.setContentsMargins(pad, pad + (tail if self._below else 0), pad, pad + (0 if self._below else tail))
        self.setFixedSize(width, height)
        x = min(max(0, point.x() - width // 2), max(0, window.width() - width))
        y = point.y() if self._below else point.y() - self.height()
        y = min(max(0, y), max(0, window.height() - self.height()))
        self.move(x, y)
        self.raise_()
        self.show()
        self.update()
        self._timer.start(SHOWN_MS)

    def dismiss(self) -> None:
        """Take the bubble away (its time is up, or the game moved on)."""
        self._timer.stop()
        self.hide()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        """The box and its tail, then the text (QLabel's own painting)."""
        _pad, tail = self._pad()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        edge = max(1.5, 2 * self._scale)
        box = QRectF(self.rect()).adjusted(edge, edge, -edge, -edge)
        box = box.adjusted(0, tail, 0, 0) if self._below else box.adjusted(0, 0, 0, -tail)
        path = QPainterPath()
        path.addRoundedRect(box, 8 * self._scale, 8 * self._scale)
        window = self.parentWidget()
        tip_x = float(self.width() // 2)
        if window is not None and self.anchor is not None:
            tip_x = float(self.mapFromGlobal(self.anchor).x())
        tip_x = min(max(box.left() + 14 * self._scale, tip_x), box.right() - 14 * self._scale)
        half = tail * 0.9
        tail_path = QPainterPath()
        if self._below:
            tail_path.moveTo(QPointF(tip_x - half, box.top() + 1))
            tail_path.lineTo(QPointF(tip_x, edge))
            tail_path.lineTo(QPointF(tip_x + half, box.top() + 1))
        else:
            tail_path.moveTo(QPointF(tip_x - half, box.bottom() - 1))
            tail_path.lineTo(QPointF(tip_x, self.height() - edge))
            tail_path.lineTo(QPointF(tip_x + half, box.bottom() - 1))
        tail_path.closeSubpath()
        path = path.united(tail_path)
        painter.setPen(QPen(Palette.INK, edge))
        painter.setBrush(FILL)
        painter.drawPath(path)
        painter.end()
        super().paintEvent(event)

    def shown_rect(self) -> QRect:
        """Where the bubble is, in its window's coordinates (for tests and the coach)."""
        return self.geometry()


__all__ = ["RefusalBubble", "item_anchor", "note_anchor", "note_item", "widget_anchor"]
