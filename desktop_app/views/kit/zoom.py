"""A board view that fits its table and zooms by steps (issue 15: "zoom (Ctrl +/−/0, fit) in all
four games"), written once for the boards that had it three times.

`ZoomView` fits `_fit_rect()` (the whole table by default; a game trims it, e.g. in presentation
mode) into the view and keeps it fitted as the window resizes. View > Zoom in / out (Ctrl +/-)
and Ctrl with the wheel zoom by `ZOOM_STEP` around the pointer, never below the fitted table
and at most `MAX_ZOOM` times it; zoomed in, scroll bars show the rest and a resize keeps the
zoom; Fit to window (Ctrl 0) fits again.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from desktop_app.views.theme import Palette

ZOOM_STEP = 1.25  # one step of View > Zoom in / out
MAX_ZOOM = 4.0  # the closest zoom, times the fitted scale


class ZoomView(QGraphicsView):
    """A fitted, zoomable board view (see the module's docstring)."""

    zoomed = False  # zoomed in: a resize keeps the zoom (fitted again only by zoom_fit)

    def set_up_table(self) -> None:
        """A scene of its own on the table's light colour, antialiased shapes and text, no frame
        and no scroll bars (fitting shows the whole table; zooming in brings them back)."""
        self.setScene(QGraphicsScene(self))
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setBackgroundBrush(Palette.TABLE_LIGHT)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)

    def _fit_rect(self) -> QRectF:
        """What fitting shows (scene coordinates)."""
        scene = self.scene()
        return scene.sceneRect() if scene is not None else QRectF()

    def _fit(self) -> None:
        """Fit the table to the view, unless the player has zoomed in."""
        if self.zoomed:
            return
        rect = self._fit_rect()
        if rect.width() > 0 and self.viewport().width() > 0:
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)

    def fit_scale(self) -> float:
        """The scale at which the whole table fits the view (as `fitInView`, 2 px inside it)."""
        rect, view = self._fit_rect(), self.viewport().rect().adjusted(2, 2, -2, -2)
        if rect.isEmpty() or view.width() <= 0 or view.height() <= 0:
            return 1.0
        return min(view.width() / rect.width(), view.height() / rect.height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if not self.zoomed:
            self._fit()

    def zoom_in(self) -> None:
        """View > Zoom in (Ctrl +): one step closer (around the pointer if it is on the table)."""
        self._zoom_by(ZOOM_STEP)

    def zoom_out(self) -> None:
        """View > Zoom out (Ctrl -): one step back, never below the whole table."""
        self._zoom_by(1 / ZOOM_STEP)

    def zoom_fit(self) -> None:
        """View > Fit to window (Ctrl 0): the whole table, as large as the view allows."""
        self._unzoom()

    def _unzoom(self) -> None:
        self.zoomed = False
        self._scrollable(False)
        self._fit()

    def _zoom_by(self, factor: float) -> None:
        current, fit = self.transform().m11(), self.fit_scale()
        target = min(max(current * factor, fit), fit * MAX_ZOOM)
        if target <= fit * 1.001:
            self._unzoom()
            return
        self.zoomed = True
        self._scrollable(True)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.scale(target / current, target / current)

    def _scrollable(self, on: bool) -> None:
        """Zoomed in, scroll bars show the rest of the table; fitted, there is nothing to scroll."""
        policy = Qt.ScrollBarPolicy.ScrollBarAsNeeded if on else Qt.ScrollBarPolicy.ScrollBarAlwaysOff
        self.setHorizontalScrollBarPolicy(policy)
        self.setVerticalScrollBarPolicy(policy)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 - Qt's name
        """Ctrl and the wheel zoom (as Ctrl +/-); the wheel alone scrolls a zoomed table."""
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            steps = event.angleDelta().y() / 120
            if steps:
                self._zoom_by(ZOOM_STEP ** (steps / 2))
            event.accept()
            return
        super().wheelEvent(event)


__all__ = ["MAX_ZOOM", "ZOOM_STEP", "ZoomView"]
