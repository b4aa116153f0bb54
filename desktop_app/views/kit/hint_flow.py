"""The hint flow of the game window (issue 14), a part of `GameWindow` (views/kit/game_window.py):
the Hint button in the status bar and Help > Hint (H), who may ask (`hint_refusal`), asking
`ai/hints.hint` for the person deciding on that person's own observation, showing the move in
words and ringed (`kit/hints.HintDisplay`) and counting it once per decision; the end screen's
line of hints used.

A game gives `_hint_targets(action)` (what to ring), `_word_hint(action)` (the move in the
player's words) and, where a person decides while it is nobody's turn, `_hint_seat()`.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QPushButton, QWidget

from desktop_app.ai.hints import format_reason, hint
from desktop_app.views.kit.hints import HintDisplay, HintTargets, hint_heading
from desktop_app.views.kit.narration import fill
from desktop_app.views.kit.window_menus import add_action
from desktop_app.views.theme import Palette, ui_font

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class ShownHint:
    """A hint as the window showed it: for whom, the move, in words, why, and what it ringed."""

    seat: int
    action: Any
    move: str
    reason: str
    targets: HintTargets


class GameWindowHints:
    """The hint flow of a `GameWindow` (a mixin: `self` is the window)."""

    controller: Any
    language: str
    coach: Any

    def _hint_seat(self) -> int | None:
        """The person a hint would be for now (None: no person decides now)."""
        player = self.controller.current_player()
        return player if player >= 0 and self.controller.seats[player].is_human else None

    def _hint_targets(self, action: Any) -> HintTargets:
        """What to ring for a suggested move: the board items and panel widgets that play it."""
        return HintTargets()

    def _word_hint(self, action: Any) -> str:
        """The suggested move in the player's words ("Buy 2 coal for 5 Elektro")."""
        return ""

    def _build_hints(self) -> None:
        translate = QCoreApplication.translate
        holder = self.board if isinstance(self.board, QWidget) else self.centralWidget()
        self.hint_display = HintDisplay(self, holder)
        self._hinted_at: tuple[int, int] | None = None  # (moves played, seat) of the last hint counted
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
        self.hint_button.setEnabled(not why)
        self.hint_button.setToolTip(
            why or translate("GameWindow", "What would a good player do now, and why? (key: H)")
        )

    def show_hint(self) -> ShownHint | None:
        """H: the strongest computer player's move for the person deciding, decided on that
        person's own observation (never the hidden state), ringed on the board and the panel,
        with the reason in words. None (and the status line says why) when there is none."""
        translate = QCoreApplication.translate
        why = self.hint_refusal()
        if why:
            self._say(why)
            return None
        seat = self._hint_seat()
        assert seat is not None
        try:
            suggestion = hint(self.game.id, self.controller.observation_for(seat), seat)
            move = self._word_hint(suggestion.action)
            reason = format_reason(self.game.id, suggestion.reason, self.language)
            targets = self._hint_targets(suggestion.action)
        except Exception:  # a hint must never cost the game: say so, keep playing
            log.exception("no hint for %s", self.game.id)
            self._say(translate("GameWindow", "No hint this time: the hint player stumbled. Play on as you like."))
            return None
        self.hint_display.show(hint_heading(self.controller.seats[seat].name), move, reason, targets)
        self._say(" — ".join(part for part in (move, reason) if part))
        moment = (len(self.controller.history), seat)
        if moment != self._hinted_at:  # asking twice for one decision counts once
            self._hinted_at = moment
            self.controller.note_hint(seat)
        return ShownHint(seat, suggestion.action, move, reason, targets)

    def _show_hint_again(self) -> None:
        """The hint on screen, ringed again where its things are now (after a rescale)."""
        if self.hint_display.showing and not self.hint_refusal():
            self.show_hint()

    def clear_hint(self) -> None:
        self.hint_display.clear()

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
