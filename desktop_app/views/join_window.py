"""Today's game window, bound to one seat of another Energy Table's table ("Join a table").

The window is the game's own (its board, panels, log, hint and help), driven by a
`SeatController` (controllers/remote_seat.py): the seat is played through the window's controls
as a local seat is, the other seats are played elsewhere and stay off this screen (as a host's
device seats do), and what would change the game here rather than at the host (New, Load, Save,
Undo, the deal code, inviting devices, the computer players' menu) is hidden. The link's news
(reconnecting, back, the table gone) shows in the status line; a table gone for good is said once,
and the window stays open on the last view.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QMessageBox, QWidget

from desktop_app.controllers.remote_seat import SeatController
from desktop_app.views.game_session import show_window, window_module
from desktop_app.views.kit.narration import fill
from desktop_app.views.plain_text import message_box


def open_bound_window(controller: SeatController, language: str, launcher: QWidget | None, host: str) -> Any:
    """The game's window for `controller`'s seat, shown in the launcher's place."""
    window = window_module(controller.game.id).SCREENS.window(controller, language)
    bind(window, controller, host)
    return show_window(window, launcher)


def bind(window: Any, controller: SeatController, host: str) -> None:
    """Make a game window a seat's window at another table (see the module's docstring)."""
    for name in ("new_action", "save_action", "load_action", "deal_action", "invite_action", "undo_action"):
        action = getattr(window, name, None)
        if action is not None:
            action.setVisible(False)
            action.setEnabled(False)
    bots_menu = next(
        (a for a in window.menuBar().actions() if a.menu() is not None and window.pause_action in a.menu().actions()),
        None,
    )
    if bots_menu is not None:
        bots_menu.setVisible(False)  # the host's computer players play at the host
    elsewhere = controller.elsewhere
    window.actions.device_seats = elsewhere
    on_devices = getattr(window, "seats_on_devices", None)
    if on_devices is not None:
        on_devices(elsewhere)
    window.setWindowTitle(
        fill(
            QCoreApplication.translate("JoinedWindow", "%1 · seat %2 at the table on %3"),
            window.windowTitle(),
            controller.seat + 1,
            host,
        )
    )
    window.joined_host = host
    news = _LinkNews(window, controller)
    controller.state_did_change.connect(news.redraw)  # bound methods: a closed window is let go
    controller.link_did_change.connect(news.said)
    window.actions.refresh()
    window._redraw()


class _LinkNews(QObject):
    """What the seat's controller says that only this kind of window hears, owned by the window."""

    def __init__(self, window: Any, controller: SeatController) -> None:
        super().__init__(window)
        self.window, self.controller = window, controller

    def redraw(self) -> None:
        self.window._redraw()

    def said(self, state: str) -> None:
        _link_news(self.window, self.controller, state)


def _link_news(window: Any, controller: SeatController, state: str) -> None:
    """The link's news in the window: a drop while it reconnects, its return, its end."""
    if state == "lost":
        window.statusBar().showMessage(
            QCoreApplication.translate("JoinedWindow", "The connection to the table dropped: reconnecting…"), 60_000
        )
    elif state == "up":
        window.statusBar().showMessage(QCoreApplication.translate("JoinedWindow", "Back at the table."), 5_000)
    elif state == "gone":
        window.statusBar().showMessage(QCoreApplication.translate("JoinedWindow", "You have left this table."), 0)
        box = message_box(
            window,
            QMessageBox.Icon.Information,
            window.windowTitle(),
            fill(
                QCoreApplication.translate("JoinedWindow", "This table has ended for you: %1"),
                controller.gone_reason or QCoreApplication.translate("JoinedWindow", "the host closed it."),
            ),
        )
        box.open()  # not exec(): the last view stays readable behind it
        window.left_table_box = box


__all__ = ["bind", "open_bound_window"]
