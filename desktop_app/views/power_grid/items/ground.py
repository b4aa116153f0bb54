"""The map's ground, shared by the map layer that owns it and the region items that draw
it (a module of its own, so neither imports the other)."""

from __future__ import annotations


class Ground:
    """The map's ground: the sea and the regions, under every other item. They change only
    with the map, its regions in play and the style, never within a turn, yet a region is a
    large path that costs milliseconds to fill and stroke at 3840x2160 even when a paint
    reaches only a corner of it. A view may keep the ground as a picture and copy its pixels
    (`board_view.py`); while it does (`drawn_by_view`, during its paint) the ground's items
    draw nothing. `version` counts the changes to what they draw."""

    def __init__(self) -> None:
        self.drawn_by_view = False
        self.version = 0

    def changed(self) -> None:
        self.version += 1
