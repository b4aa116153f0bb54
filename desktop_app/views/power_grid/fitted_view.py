"""What the Power Grid table's two views share (the map, `board_view.py`, and the markets,
`market_view.py`): a scene on the warm table colour, fitted to the view and sharp at any zoom,
Ctrl +/-/0 and the wheel to zoom, a drag to pan.

Each view fits its own scene, so the map and the markets are each as large as their own space
allows (issue 13: text on the board at least 12 px at 1280x800).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from desktop_app.views.theme import Palette

ZOOM_STEP = 1.25
MAX_ZOOM = 6.0


class FittedView(QGraphicsView):
    """A graphics view on its own scene that shows the whole scene unless zoomed in."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._fit = True
        # A viewport made here, not by Qt: PySide tracks the deletion of widgets it created, so a
        # later view's viewport at the same address never meets this one's stale Python wrapper
        # (which crashed item painting when views came and went, as in the tests).
        self.setViewport(QWidget())
        scene = QGraphicsScene(self)
        scene.setBackgroundBrush(QColor(Palette.TABLE_LIGHT))
        self.setScene(scene)
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.TextAntialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
        )
        self.setDragMode(QGraphicsView.DragMode.ScrollHandDrag)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)

    def zoom_in(self) -> None:
        self._zoom_by(ZOOM_STEP)

    def zoom_out(self) -> None:
        self._zoom_by(1 / ZOOM_STEP)

    def zoom_fit(self) -> None:
        """Show the whole scene, as large as the view allows."""
        self._fit = True
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def fit_scale(self, width: float | None = None, height: float | None = None) -> float:
        """The scale that fits the scene into the viewport (or into `width` x `height`)."""
        rect, view = self.sceneRect(), self.viewport().rect()
        width = view.width() if width is None else width
        height = view.height() if height is None else height
        if rect.isEmpty() or width <= 0 or height <= 0:
            return 1.0
        return min(width / rect.width(), height / rect.height())

    def hold_zoom(self) -> None:
        """Keep the scale set from outside (the projector's zoom) through resizes and refits,
        until Fit (Ctrl 0)."""
        self._fit = False

    def _zoom_by(self, factor: float) -> None:
        current = self.transform().m11()
        fit = self.fit_scale()
        target = min(max(current * factor, fit), fit * MAX_ZOOM)
        if target <= fit * 1.001:
            self._fit_again()
            return
        self._fit = False
        self.scale(target / current, target / current)

    def _fit_again(self) -> None:
        """This view (only) shows its whole scene again."""
        FittedView.zoom_fit(self)

    def _scene_resized(self) -> None:
        """The scene's extent changed: fit again unless the player has zoomed in."""
        if self._fit:
            self._fit_again()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt's name
        steps = event.angleDelta().y() / 120
        if steps:
            self._zoom_by(ZOOM_STEP ** (steps / 2))
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 - Qt's name
        # A click on nothing clickable ends a (possibly empty) drag: the board has handled it,
        # it must not travel on to the window.
        super().mouseReleaseEvent(event)
        event.accept()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if self._fit:
            self._fit_again()
