"""Hover light-up and click-on-release, shared by the board items a player can click."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsSceneHoverEvent, QGraphicsSceneMouseEvent


class ClickableMixin:
    """For a QGraphicsItem with `clickable`, `_hovered` and `_clicked()` (what a click does).

    A click counts when the button goes up inside the item's shape, so a press that drags off
    the item (to pan the view) does nothing.
    """

    clickable: bool
    _hovered: bool

    def _clicked(self) -> None:
        raise NotImplementedError

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hovered = True
        self.update()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hovered = False
        self.update()
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.clickable and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.clickable and self.shape().contains(event.pos()):
            self._clicked()
        event.accept()
