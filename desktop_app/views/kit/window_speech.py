"""What the game window says, a part of `GameWindow` (views/kit/game_window.py; issue 26, item 2):
a refusal beside what was clicked (`kit/bubble.RefusalBubble`, the status line keeping a copy),
old words taken away when the game moves on, and Undo's reason when it greys out.

Where a refusal comes from, and where its bubble points:

- a refused board item (`BoardItem.refuse`, a click or Enter on it): the item;
- a disabled control of a page (`pages.explain`): the control;
- the panel's `said` while handling a click (a die already spent, a card the dice cannot buy,
  a city that cannot be lit) and the controller's `action_was_refused`: the anchor the click
  noted (`note_anchor`, which board items and pages call as they are clicked), else the control
  with the keyboard, else the pointer, else the status line.

The words are the rules' refusal (`GameDefinition.refusal` in words) or the controller's; the
window only places them.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPoint, QTimer
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QAbstractButton, QMenu

from desktop_app.views.kit.bubble import RefusalBubble, widget_anchor
from desktop_app.views.kit.narration import fill
from desktop_app.views.kit.window_parts import WindowParts

STATUS_MS = 8000  # how long the status line keeps a message said for a while


class WindowSpeech(WindowParts):
    """The bubble, the status line's messages and Undo's reason of a `GameWindow` (a mixin:
    `self` is the window)."""

    def _build_speech(self) -> None:
        self.bubble = RefusalBubble(self)
        self._anchor: QPoint | None = None  # where the click being handled was (global)
        self._under: QPoint | None = None  # the clicked piece's bottom

    def note_anchor(self, anchor: QPoint, under: QPoint | None = None) -> None:
        """The click being handled was at `anchor` (global): a refusal said while handling it
        points there. Forgotten once the event loop turns (the click is handled by then)."""
        self._anchor = QPoint(anchor)
        self._under = QPoint(under) if under is not None else None
        QTimer.singleShot(0, self._forget_anchor)

    def _forget_anchor(self) -> None:
        self._anchor = self._under = None

    def _say(self, text: str) -> None:
        """A message in the status line for a while (what the board's keyboard reached, "Undone.")."""
        self.statusBar().showMessage(text, STATUS_MS)

    def say_refusal(self, text: str, at: QPoint | None = None, under: QPoint | None = None) -> None:
        """Why a click was refused: in a bubble at `at` (global: the piece's top; `under` its
        bottom, for a bubble with no room above; None: where the click was) and in the status line."""
        if not text:
            return
        self._say(text)
        if at is None and self._anchor is not None:
            at, under = self._anchor, self._under
        if at is None:
            focus = self.focusWidget()
            if isinstance(focus, QAbstractButton) and focus.isVisible():
                at, under = widget_anchor(focus), widget_anchor(focus, bottom=True)
        self.bubble.say(text, at or self._fallback_anchor(), under)

    def _fallback_anchor(self) -> QPoint:
        """No anchor was noted nor a button has the keyboard (a clicked button takes it; Enter
        presses it): the pointer if it is over the window, else the status line."""
        pointer = QCursor.pos()
        if self.rect().contains(self.mapFromGlobal(pointer)):
            return pointer
        bar = self.statusBar()
        return bar.mapToGlobal(QPoint(min(120, bar.width() // 2), 0))

    def _action_was_refused(self, _code: str, reason: str) -> None:
        self.say_refusal(reason)

    def _moved_on(self) -> None:
        """The game moved on (an action, an undo): what was said about the old position goes."""
        self.statusBar().clearMessage()
        self.bubble.dismiss()

    def _undo_refusal(self) -> str:
        """Why Undo does nothing now ("" when it would undo)."""
        translate = QCoreApplication.translate
        if self._busy():
            return translate("GameWindow", "Wait a moment: the game is in the middle of a move.")
        if self.controller.can_undo():
            return ""
        seats = self.controller.seats
        if not any(seats[record.player].is_human for record in self.controller.history):
            return translate("GameWindow", "Nothing to undo yet: no one at this screen has moved.")
        return self._nothing_to_undo()

    def _explain_undo(self) -> None:
        """Undo greys out with its reason as its tooltip and status tip (the Game menu shows
        tooltips)."""
        why = self._undo_refusal()
        action = self.undo_action
        action.setEnabled(not why)
        said = fill(QCoreApplication.translate("KitPanel", "Not now: %1"), why) if why else ""
        action.setToolTip(said or action.text().replace("&", ""))
        action.setStatusTip(said)
        menu = action.parent()
        if isinstance(menu, QMenu):
            menu.setToolTipsVisible(True)

    def _undo(self) -> None:
        why = self._undo_refusal()
        if why or not self.controller.undo():
            menu = self.undo_action.parent()  # the bubble under the Game menu's title
            place = self.menuBar().actionGeometry(menu.menuAction()) if isinstance(menu, QMenu) else None
            at = self.menuBar().mapToGlobal(place.bottomLeft() + QPoint(place.width() // 2, 0)) if place else None
            self.say_refusal(why or self._nothing_to_undo(), at)


__all__ = ["WindowSpeech"]
