"""A heading or note on the table (section titles such as "Plant market"), and the empty root
item the panel beside the map hangs from."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop_app.views.power_grid.items.style import BoardStyle, draw_text, text_width


class LabelItem(QGraphicsItem):
    """One line of text, left-aligned at the item's position, in the board font."""

    def __init__(self, size: float, bold: bool, style: BoardStyle, muted: bool = False) -> None:
        super().__init__()
        self._size, self._bold, self._muted = size, bold, muted
        self._style = style
        self.text = ""
        self.setZValue(3)

    def set_style(self, style: BoardStyle) -> None:
        self.prepareGeometryChange()
        self._style = style

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.prepareGeometryChange()
            self.text = text
            self.update()

    def line_height(self) -> float:
        return self._size * 1.45 * self._style.text_scale

    def boundingRect(self) -> QRectF:
        font = self._style.font(self._size, self._bold)
        return QRectF(0, 0, text_width(font, self.text) + 4, self.line_height())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        ink = self._style.muted_ink if self._muted else self._style.ink
        draw_text(
            painter,
            self.boundingRect(),
            self.text,
            self._style.font(self._size, self._bold),
            ink,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        )


class RootItem(QGraphicsItem):
    """Draws nothing; its children (the map, or the panel beside it) move and scale as one."""

    def __init__(self) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents)

    def boundingRect(self) -> QRectF:
        return QRectF()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        pass
