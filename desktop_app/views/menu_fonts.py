"""Menus set in the window's font size, wide enough for their texts (issue 26, item 9).

A menu given a larger font after it was made measured its Chinese items narrower than it paints
them, so Qt cut them in the middle at 1920x1080 (「課堂模式(C…家一起看一局…」). `set_menu_font`
sets the font and makes each menu at least as wide as its longest item, shortcut included, in
that font.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QMenu


def menu_width(menu: QMenu, font: QFont) -> int:
    """How wide `menu` must be to show every item whole in `font`: the longest text, the
    shortcuts' column, the check or icon column and the margins."""
    metrics = QFontMetrics(font)
    texts, shortcuts = [0], [0]
    for action in menu.actions():
        if action.isSeparator() or not action.isVisible():
            continue
        text = action.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
        texts.append(metrics.horizontalAdvance(text))
        shortcuts.append(metrics.horizontalAdvance(action.shortcut().toString()))
    # Qt keeps one column for the shortcuts beside every item's text, whether it has one or not
    column = 3 * metrics.height() + max(shortcuts) if max(shortcuts) else 0
    return max(texts) + column + 4 * metrics.height() if max(texts) else 0


def set_menu_font(menus: Iterable[QMenu], font: QFont) -> None:
    """Give each menu `font` and the width its items need in it."""
    for menu in menus:
        menu.setFont(font)
        menu.setMinimumWidth(menu_width(menu, font))


__all__ = ["menu_width", "set_menu_font"]
