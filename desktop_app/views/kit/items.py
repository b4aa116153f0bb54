"""Board items that repaint only when what they show has changed.

A board item is handed its data again after every action (the board view skips whole sections
by the record's change flags, but the sections it does redraw give every item its data). An
item keeps a key standing for everything its `paint` draws; `_show(key)` repaints only when the
key differs, and says whether it did, so a view can count what an action repainted.
"""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsObject

_NOTHING = object()  # an item's key before its first data


class KeyedItem(QGraphicsObject):
    """A QGraphicsObject that repaints only when given data it does not already show."""

    def __init__(self) -> None:
        super().__init__()
        self._key: object = _NOTHING  # everything paint() draws, as last shown

    def _show(self, key: object) -> bool:
        """Keep `key` and repaint, unless it equals what is shown (then False: no repaint)."""
        if key == self._key:
            return False
        self._key = key
        self.update()
        return True
