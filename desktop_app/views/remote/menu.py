"""The Game menu's command that opens a table to devices (kept apart from `host_table`, so a
window's menus do not load the network until the command is chosen)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def menu_text() -> str:
    """Game > "Invite players on other devices…", in the window's language."""
    return QCoreApplication.translate("InviteMenu", "&Invite players on other devices…")


def broker_menu_text() -> str:
    """Game > "Play through the school's broker…", in the window's language."""
    return QCoreApplication.translate("InviteMenu", "Play through the school's &broker…")
