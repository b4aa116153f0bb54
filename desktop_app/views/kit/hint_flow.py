"""The hint flow of the game window (issue 14), a part of `GameWindow` (views/kit/game_window.py):
the Hint button in the status bar and Help > Hint (H), who may ask (`hint_refusal`), asking
`ai/hints.hint` for the person deciding on that person's own observation, showing the move in
words and ringed (`kit/hints.HintDisplay`) and counting it once per decision; the end screen's
line of hints used.

A game gives `_hint_targets(action)` (what to ring), `_word_hint(action)` (the move in the
player's words) and, where a person decides while it is nobody's turn, `_hint_seat()`.
"""

from __future__ import annotations

import itertools
import logging
import queue
import threading
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QRunnable, Qt, QThreadPool, QTimer
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QPushButton, QWidget

from desktop_app.ai.hints import Hint, format_hint, hint
from desktop_app.views.kit.bubble import widget_anchor
from desktop_app.views.kit.hints import HintDisplay, HintTargets, hint_heading
from desktop_app.views.kit.look import NORMAL, PRESENTATION
from desktop_app.views.kit.narration import fill
from desktop_app.views.kit.window_menus import add_action
from desktop_app.views.kit.window_parts import WindowParts
from desktop_app.views.theme import Palette, ui_font

log = logging.getLogger(__name__)

POLL_MS = 5  # how often the GUI thread looks for the worker's answer
SHOW_THINKING_AFTER_MS = 150  # an answer slower than this shows the thinking state


@dataclass(frozen=True)
class _Search:
    """A hint being thought out: its ticket, the decision it is for, and what stops it."""

    ticket: int
    key: tuple[int, int]
    cancel: threading.Event


_Outcome = tuple[int, Any, BaseException | None]  # (ticket, the Hint, or the error)


class _HintTask(QRunnable):
    """Asks the hint player on the worker; the answer goes into a queue the GUI thread drains
    (never a Qt signal from the worker: see controllers/game_controller.POLL_MS)."""

    def __init__(
        self,
        game_id: str,
        observation: Any,
        seat: int,
        think_ms: int | None,
        search: _Search,
        outcomes: queue.SimpleQueue[_Outcome],
    ) -> None:
        super().__init__()
        self.game_id, self.observation, self.seat, self.think_ms = game_id, observation, seat, think_ms
        self.search, self.outcomes = search, outcomes

    def run(self) -> None:
        if self.search.cancel.is_set():
            return
        # no thinking time: the hint player's own fixed number of imagined games (tests)
        try:
            suggestion = hint(
                self.game_id, self.observation, self.seat, think_ms=self.think_ms, cancel=self.search.cancel
            )
        except Exception as exc:  # a hint player's bug must not kill the worker silently
            self.outcomes.put((self.search.ticket, None, exc))
            return
        self.outcomes.put((self.search.ticket, suggestion, None))


@dataclass(frozen=True)
class ShownHint:
    """A hint as the window showed it: for whom, the move, in words, why, and what it ringed."""

    seat: int
    action: Any
    move: str
    reason: str
    targets: HintTargets
    more: str = ""  # the imagined games' figures, under the card's "More"


class GameWindowHints(WindowParts):
    """The hint flow of a `GameWindow` (a mixin: `self` is the window)."""

    def _hint_seat(self) -> int | None:
        """The person a hint would be for now (None: no person decides now)."""
        player = self.controller.current_player()
        return player if self.actions.played_here(player) else None  # (a device's seat: its device)

    def _hint_targets(self, action: Any) -> HintTargets:
        """What to ring for a suggested move: the board items and panel widgets that play it."""
        return HintTargets()

    def _word_hint(self, action: Any) -> str:
        """The suggested move in the player's words ("Buy 2 coal for 5 Elektro")."""
        return ""

    def _build_hints(self) -> None:
        translate = QCoreApplication.translate
        holder = self.board if isinstance(self.board, QWidget) else self.centralWidget()
        if holder is None:  # no board widget and nothing central yet: the card sits over the window
            holder = self
        self.hint_display = HintDisplay(self, holder)
        self.hint_display.card.closed.connect(self._hint_closed)
        self.shown_hint: ShownHint | None = None  # the hint on screen, as `show_hint` gave it
        self._hinted_at: tuple[int, int] | None = None  # (moves played, seat) of the last hint counted
        self._hint_position = 0  # bumped by every action and rewind: a hint is for one position
        self._hint_search: _Search | None = None  # the hint being thought out on the worker
        self._hint_ready: tuple[tuple[int, int], Hint] | None = None  # (position, seat) and its hint
        self._hint_tickets = itertools.count(1)
        self._hint_pool = QThreadPool(self)
        self._hint_pool.setMaxThreadCount(1)
        self._hint_outcomes: queue.SimpleQueue[_Outcome] = queue.SimpleQueue()
        self._hint_collect = QTimer(self)  # drains the worker's answer (never a signal from it)
        self._hint_collect.setInterval(POLL_MS)
        self._hint_collect.timeout.connect(self._collect_hint)
        self._hint_thinking = QTimer(self)  # a quick answer shows no "thinking" at all
        self._hint_thinking.setSingleShot(True)
        self._hint_thinking.setInterval(SHOW_THINKING_AFTER_MS)
        self._hint_thinking.timeout.connect(self._show_thinking)
        self.hint_button = button = QPushButton(translate("GameWindow", "Hint"))
        button.setObjectName("hint_button")
        button.setAccessibleName(translate("GameWindow", "Hint: what would a good player do now?"))
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the H key asks from anywhere
        button.clicked.connect(lambda _checked=False: self.show_hint())
        self.statusBar().addPermanentWidget(button)
        self.hint_action = add_action(
            self.help_menu, translate("GameMenus", "&Hint: what would a good player do now?"), "H", self.show_hint
        )
        self.help_menu.insertAction(self.legend_action, self.hint_action)
        if self.presentation:  # the card and the rings take presentation mode's look (F5)
            self.presentation_action.toggled.connect(self._set_hint_look)
        self._update_hint_button()

    def _style_hint_button(self, scale: float, font: QFont) -> None:
        """The Hint button in the hint's amber, so a person finds it (grey when there is none)."""
        self.hint_button.setFont(ui_font(font, font.pixelSize() or 15 * scale, QFont.Weight.DemiBold))
        pad, line = round(4 * scale), max(2, round(2 * scale))
        self.hint_button.setStyleSheet(
            f"QPushButton {{ background: #FFF6DC; color: {Palette.INK.name()}; border: {line}px solid #FFB000;"
            f" border-radius: {round(6 * scale)}px; padding: {pad}px {3 * pad}px; }}"
            f" QPushButton:hover {{ background: #FFE9B0; }}"
            f" QPushButton:disabled {{ background: transparent; color: {Palette.INK_MUTED.name()};"
            f" border-color: {Palette.CARD_EDGE.name()}; }}"
        )

    def hint_refusal(self) -> str:
        """Why no hint can be given now, or '' when one can."""
        translate = QCoreApplication.translate
        if not self.controller.hints_enabled:
            return translate("GameWindow", "Hints are turned off for this game (a choice of the new-game dialog).")
        if self.controller.is_over():
            return translate("GameWindow", "The game is over.")
        if self._busy() or self._hint_seat() is None:
            return translate("GameWindow", "Hints are for a person's decision; wait for your turn.")
        return ""

    def _update_hint_button(self) -> None:
        translate = QCoreApplication.translate
        self.hint_button.setVisible(self.controller.hints_enabled)
        self.hint_action.setVisible(self.controller.hints_enabled)
        why = self.hint_refusal()
        thinking = self.hint_thinking and not why
        self.hint_button.setText(translate("GameWindow", "Thinking…") if thinking else translate("GameWindow", "Hint"))
        self.hint_button.setEnabled(not why and not thinking)
        self.hint_button.setToolTip(
            why
            or (
                translate("GameWindow", "A good player is thinking it over; the hint comes in a moment.")
                if thinking
                else translate("GameWindow", "What would a good player do now, and why? (key: H)")
            )
        )

    @property
    def hint_thinking(self) -> bool:
        """Whether a hint is being thought out on the worker (the Hint button says so)."""
        return self._hint_search is not None

    def _hint_key(self) -> tuple[int, int] | None:
        """The decision a hint now would be for: (position, seat); None when none may be given."""
        seat = self._hint_seat()
        return None if seat is None or self.hint_refusal() else (self._hint_position, seat)

    def show_hint(self) -> ShownHint | None:
        """H: the strongest computer player's move for the person deciding, decided on that
        person's own observation (never the hidden state), ringed on the board and the panel,
        with the reason in words. None (and the status line says why) when there is none.

        The hint player may search for the expert's thinking time, so it decides on a worker:
        the first call starts it and returns None (the Hint button says "Thinking…" and, past a
        moment, the card too); when the answer comes the window calls `show_hint` again, which
        shows it and returns it (`shown_hint` keeps it). Asked again for the same decision, the
        answer is shown at once. A new position, undo, closing or × drops a search at once."""
        why = self.hint_refusal()
        if why:  # H pressed, or the greyed-out button clicked: said beside the button
            self.say_refusal(why, widget_anchor(self.hint_button) if self.hint_button.isVisible() else None)
            return None
        seat = self._hint_seat()
        assert seat is not None
        key = (self._hint_position, seat)
        if self._hint_ready is not None and self._hint_ready[0] == key:
            return self._present_hint(seat, self._hint_ready[1])
        self.shown_hint = None
        if self._hint_search is not None and self._hint_search.key == key:
            return None  # still thinking about this very decision
        self._start_hint_search(key, seat)
        return None

    def _start_hint_search(self, key: tuple[int, int], seat: int) -> None:
        self._drop_hint_search()
        search = _Search(next(self._hint_tickets), key, threading.Event())
        self._hint_search = search
        task = _HintTask(
            self.game.id,
            self.controller.observation_for(seat),
            seat,
            self.think_ms,
            search,
            self._hint_outcomes,
        )
        self._hint_pool.start(task)
        self._hint_collect.start()
        self._hint_thinking.start()

    def _show_thinking(self) -> None:
        """The answer is taking a while: the button and the card say the hint player thinks."""
        search = self._hint_search
        if search is None:
            return
        translate = QCoreApplication.translate
        detail = translate("GameWindow", "Trying each move in imagined games.")
        if self.think_ms is not None:
            seconds = f"{self.think_ms / 1000:g}"
            detail = fill(translate("GameWindow", "Trying each move in imagined games (at most %1 s)."), seconds)
        heading = hint_heading(self.controller.seats[search.key[1]].name)
        self.hint_display.show_thinking(heading, translate("GameWindow", "Thinking…"), detail)
        self._update_hint_button()

    def _collect_hint(self) -> None:
        """The GUI thread takes the worker's answer (as the controller does its computer players')."""
        while True:
            try:
                ticket, suggestion, error = self._hint_outcomes.get_nowait()
            except queue.Empty:
                break
            search = self._hint_search
            if search is None or search.ticket != ticket:
                continue  # an answer dropped on the way (a new position, undo, ×)
            self._end_hint_search()
            if error is not None:  # a hint must never cost the game: say so, keep playing
                log.error("no hint for %s", self.game.id, exc_info=error)
                self.hint_display.clear()
                self._stumbled()
                continue
            self._hint_ready = (search.key, suggestion)
            if self._hint_key() == search.key:
                self.show_hint()  # a game's own show_hint runs too (Power On! places its card)
            else:
                self.hint_display.clear()
        if self._hint_search is None:
            self._hint_collect.stop()

    def _present_hint(self, seat: int, suggestion: Hint) -> ShownHint | None:
        """The answer on screen: the card, the rings and the status line; counted once a decision."""
        try:
            move = self._word_hint(suggestion.action)
            names = [who.name for who in self.controller.seats]
            reason, more = format_hint(self.game.id, suggestion.reason, self.language, names)
            targets = self._hint_targets(suggestion.action)
        except Exception:  # a hint must never cost the game: say so, keep playing
            log.exception("no hint for %s", self.game.id)
            self.hint_display.clear()
            self._stumbled()
            return None
        self.hint_display.show(hint_heading(self.controller.seats[seat].name), move, reason, targets, more=more)
        self._say(" — ".join(part for part in (move, reason) if part))
        moment = (len(self.controller.history), seat)
        if moment != self._hinted_at:  # asking twice for one decision counts once
            self._hinted_at = moment
            self.controller.note_hint(seat)
        self.shown_hint = ShownHint(seat, suggestion.action, move, reason, targets, more)
        return self.shown_hint

    def _stumbled(self) -> None:
        self.shown_hint = None
        translate = QCoreApplication.translate
        self._say(translate("GameWindow", "No hint this time: the hint player stumbled. Play on as you like."))

    def _end_hint_search(self) -> None:
        self._hint_search = None
        self._hint_thinking.stop()
        self._update_hint_button()

    def _drop_hint_search(self) -> None:
        """Stop a hint being thought out, at once (its answer, if it still comes, is dropped)."""
        search = self._hint_search
        if search is None:
            return
        search.cancel.set()
        self._end_hint_search()
        if self.hint_display.thinking:
            self.hint_display.clear()

    def _hint_closed(self) -> None:
        """× on the card: the hint goes (and a search for it stops at once)."""
        self._drop_hint_search()
        self.shown_hint = None

    def _hint_position_changed(self) -> None:
        """An action or a rewind: a hint thought out for the last position is for no one now."""
        self._hint_position += 1
        self._hint_ready = None
        self._drop_hint_search()

    def _stop_hints(self) -> None:
        """The window closes: stop a search and let the worker finish."""
        self._drop_hint_search()
        self._hint_pool.waitForDone()
        self._hint_collect.stop()

    def _show_hint_again(self) -> None:
        """The hint on screen, ringed again where its things are now (after a rescale)."""
        if self.hint_display.showing and not self.hint_display.thinking and not self.hint_refusal():
            self.show_hint()

    def _set_hint_look(self, presentation: bool) -> None:
        """Presentation mode (F5) on or off: the card's and the rings' look follows."""
        self.hint_display.set_look(PRESENTATION if presentation else NORMAL)
        if self.hint_display.showing and self.coach is None:
            QTimer.singleShot(0, self._show_hint_again)

    def clear_hint(self) -> None:
        """Take the hint off the screen (and stop one being thought out)."""
        self._drop_hint_search()
        self.hint_display.clear()
        self.shown_hint = None

    def _hints_used_line(self) -> str:
        """The end screen's line on hints: the hints each person used ('' when hints were off
        or nobody sat at the computer)."""
        c = self.controller
        people = [seat for seat, who in enumerate(c.seats) if who.is_human]
        if not c.hints_enabled or not people:
            return ""
        translate = QCoreApplication.translate
        counts = ", ".join(
            fill(translate("GameWindow", "%1: %2"), c.seats[seat].name, c.hints_used[seat]) for seat in people
        )
        return fill(translate("GameWindow", "Hints used — %1"), counts)


__all__ = ["GameWindowHints", "ShownHint"]
