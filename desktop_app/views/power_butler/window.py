"""The Power Butler window: the table beside the decision panel and the narrated log.

Its pieces and differences only; the window itself is the kit's (`views/kit/game_window.py`).
Dice chosen on the table and on the panel are one selection (kept by the panel). Entry points
for the launcher and the demo are at the end.
"""

from __future__ import annotations

from typing import Any

from desktop_app.controllers.game_controller import ActionRecord, Seat
from desktop_app.rules.power_butler import actions as a
from desktop_app.rules.power_butler.game import POWER_BUTLER
from desktop_app.rules.power_butler.state import Mode, Phase, PowerButlerOptions, State
from desktop_app.views.game_session import entry_points
from desktop_app.views.kit.game_window import GameWindow
from desktop_app.views.kit.game_window import demo_window as kit_demo_window
from desktop_app.views.kit.hints import HintTargets
from desktop_app.views.kit.motion import Piece
from desktop_app.views.kit.narration import fill
from desktop_app.views.power_butler.board_view import PowerButlerBoardView
from desktop_app.views.power_butler.hints import PowerButlerHintWords, hint_targets, one_click
from desktop_app.views.power_butler.legend import entries as legend_entries
from desktop_app.views.power_butler.motions import motions
from desktop_app.views.power_butler.narration import game_log
from desktop_app.views.power_butler.new_game_dialog import PowerButlerNewGameDialog, default_names
from desktop_app.views.power_butler.panels import PowerButlerActionPanel, dice_for
from desktop_app.views.power_butler.scoreboard import PowerButlerScoreboard


class PowerButlerWindow(GameWindow):
    """One game of Power Butler on screen."""

    game = POWER_BUTLER
    new_game_dialog = PowerButlerNewGameDialog.for_window
    zoom = presentation = True
    main_shares, side_shares = (0.7, 0.3), (0.74, 0.26)  # the panel first: its buttons in view
    presentation_chrome, presentation_side_shares = 1.15, (0.8, 0.2)
    legend_rows = staticmethod(legend_entries)
    end_screen = PowerButlerScoreboard

    def _make_pieces(self) -> None:
        self._make_table(PowerButlerBoardView, PowerButlerActionPanel, game_log)
        self._rolled: set[int] | None = None  # the dice the action being shown rolled (they tumble)

    def _wire(self) -> None:
        self.board.die_clicked.connect(self.actions.toggle_die)
        self.board.card_clicked.connect(self.actions.use_on_card)
        self.board.bill_clicked.connect(self.actions.pay_with_chosen)
        self.board.die_dropped.connect(self._die_dropped)
        self.actions.selection_did_change.connect(lambda: self._redraw_board(changed=frozenset()))

    def _title(self) -> str:
        return self.tr("Power Butler — Energy Table")

    def _toggle_presentation(self) -> None:
        """F5: large text and high contrast on the table, the panel and the log (for a projector)."""
        on = self.presentation_action.isChecked()
        self.board.set_presentation_mode(on)
        self.log.set_presentation_mode(on)
        self.actions.set_presentation_mode(on)
        self._present_side(on)  # the larger panel keeps the shop's choices in view
        self._apply_scale(force=True)

    def _show_action(self, record: ActionRecord) -> None:
        self.actions.clear_selection()
        if isinstance(record.action, a.RollDice):
            self._rolled = set(range(6))
        elif isinstance(record.action, a.Reroll):
            self._rolled = dice_for(record.before, record.action.faces, set())
        self._redraw(record.changes)

    def _did_rewind(self) -> None:
        self.actions.clear_selection()

    def _motions(self, record: ActionRecord) -> list[Piece]:
        """An appliance to its buyer's home, the dice paid to a card or the bill
        (power_butler/motions.py); the dice rolling are the tray's own."""
        return motions(record, self.motion.layer, self.board)

    def _show_state(self, changed: frozenset[str] | None) -> None:
        rolled, self._rolled = self._rolled, None
        self._redraw_board(rolled, changed)
        self.actions.refresh()

    def _redraw_board(self, rolled: set[int] | None = None, changed: frozenset[str] | None = None) -> None:
        """The table; a change of the dice chosen comes as `changed` empty (no part of the state)."""
        self.board.show_state(
            self.controller.state,
            self.controller.seats,
            self.actions.selected,
            interactive=self.controller.is_human_turn(),
            rolled=rolled,
            changed=changed,
        )

    def _status_text(self) -> str:
        state = self.controller.state
        if state.phase is Phase.GAME_OVER:
            return self.tr("Game over")
        mode = self.tr("simple game") if state.board.mode is Mode.SIMPLE else self.tr("standard game")
        text = fill(self.tr("Round %1"), str(state.round)) + " · " + mode
        return self._with_player_to_play(text)

    def _die_dropped(self, die: int, target: str) -> None:
        if die not in self.actions.selected:
            self.actions.toggle_die(die)
        if target == "bill":
            self.actions.pay_with_chosen()
        else:
            self.actions.use_on_card(target)

    def _word_hint(self, action: Any) -> str:
        """The hinted move in words: one click on the panel, or the dice to choose first."""
        c = self.controller
        words = PowerButlerHintWords(c.content, c.seats, self.language)
        return words.move(self._seen(), action, one_click(self.actions, action))

    def _hint_targets(self, action: Any) -> HintTargets:
        """The dice to choose (if any), the card or the bill, and the panel's button."""
        return hint_targets(self.board, self.actions, self._seen(), action)

    def _seen(self) -> State:
        """The table as the person deciding sees it (a hint never reads the decks)."""
        seen: State = self.controller.observation_for(max(0, self.controller.current_player()))
        return seen

    def _nothing_to_undo(self) -> str:
        return self.tr("Nothing to undo: dice were rolled, a card turned up, or another player has moved.")


# --- entry points ---------------------------------------------------------------------------------

SCREENS = PowerButlerWindow.game_screens()
open_game, load_game, continue_game = entry_points(SCREENS)


def demo_window(
    players: int, seed: int, language: str, speed: str, mode: str = "standard", bots: list[str] | None = None
) -> PowerButlerWindow:
    """An all-computer game for a classroom (`bots`: each seat's computer player, by name), narrated in the log."""
    names = default_names(language)
    seats = [Seat(names[i], bots[i] if bots else "heuristic") for i in range(players)]
    options = PowerButlerOptions(players=players, seed=seed, mode=Mode(mode))
    return kit_demo_window(PowerButlerWindow, options, seats, language, speed)
