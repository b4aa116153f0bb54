"""The Power On! table's one kind of item: a rectangle drawn by a function (a card, a city, a
pile, a player's row), on the kit's BoardItem, repainted only when what it shows differs."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from desktop_app.views.kit.items import BoardItem, PartKeys

# The smallest text on the table, in scene pixels: the board is fitted to its view, about 0.71
# of the scene at 1280x800, so 18 scene px read as at least 12 screen px there.
MIN_TEXT_PX = 18.0

Draw = Callable[[QPainter, QRectF], None]  # draws an item in its rectangle
Drawer = tuple[object, Draw]  # (a key standing for everything it draws, the draw function)


class PaintItem(BoardItem):
    """A rectangle drawn by a function; clickable when given `on_click` (a kit BoardItem: a
    click is a press and a release on it, and calls `on_click`).

    `key` stands for everything the function draws: `set_data` with an equal key and rectangle
    leaves the item unpainted; a new click or tooltip alone is taken without a repaint (neither
    is drawn: a city's reason, the market's clicks at a turn's start, change no pixel)."""

    PAINT_MARGIN = 8.0

    def __init__(
        self,
        rect: QRectF,
        draw: Callable[[QPainter, QRectF], None],
        on_click: Callable[[], None] | None = None,
        tip: str = "",
        key: object = None,
    ) -> None:
        super().__init__()
        self.draw: Callable[[QPainter, QRectF], None] = draw
        self.on_click: Callable[[], None] | None = None
        self.key: object = None
        self.set_data(rect, key, draw, on_click, tip)

    def set_data(
        self,
        rect: QRectF,
        key: object,
        draw: Callable[[QPainter, QRectF], None],
        on_click: Callable[[], None] | None = None,
        tip: str = "",
    ) -> bool:
        """Show this data; returns whether its drawing differed (and so was repainted)."""
        self.on_click = on_click  # a new closure calls the same signal with the same card
        self.clickable = on_click is not None
        self.set_description(tip)
        parts = key.changed_since(self.key) if isinstance(key, PartKeys) and rect == self.rect else None
        if not self._show((key, QRectF(rect)), parts):
            return False
        if rect != self.rect:
            self.prepareGeometryChange()
            self.rect = QRectF(rect)
        self.key, self.draw = key, draw
        return True

    def _clicked(self, _key: object) -> None:
        if self.on_click is not None:
            self.on_click()

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.draw(painter, self.rect)
