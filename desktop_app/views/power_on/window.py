"""The Power On! window: the table, the carbon tower beside it, the decision panel and the
narrated log.

Its pieces and differences only; the window itself is the kit's (`views/kit/game_window.py`).
A drop on the tower is animated by the real physics and then submitted as a `stack_token`
action; a computer player's drop is animated from its recorded action the same way. The player
aid is a button on the status line and a View menu command. Entry points for the launcher and
the demo are at the end.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QKeySequence
from PySide6.QtWidgets import QPushButton, QWidget

from desktop_app.controllers.game_controller import ActionRecord, Seat
from desktop_app.rules.power_on import actions as a
from desktop_app.rules.power_on.game import POWER_ON
from desktop_app.rules.power_on.state import Phase, PowerOnOptions, State, TowerMode
from desktop_app.views.game_session import entry_points
from desktop_app.views.kit.game_window import GameWindow, ShownHint, add_action
from desktop_app.views.kit.game_window import demo_window as kit_demo_window
from desktop_app.views.kit.hints import HintTargets
from desktop_app.views.kit.motion import Piece
from desktop_app.views.kit.narration import fill
from desktop_app.views.power_on import hints
from desktop_app.views.power_on.aid_dialog import PlayerAidDialog
from desktop_app.views.power_on.board_view import PowerOnBoardView
from desktop_app.views.power_on.legend import legend_entries
from desktop_app.views.power_on.motions import motions
from desktop_app.views.power_on.narration import game_log, top_change
from desktop_app.views.power_on.new_game_dialog import PowerOnNewGameDialog, default_names
from desktop_app.views.power_on.panels import PowerOnActionPanel
from desktop_app.views.power_on.scoreboard import PowerOnScoreboard
from desktop_app.views.power_on.tower_view import TowerView

TOWER_PARTS = frozenset({"tower", "turn"})  # the change flags the tower view shows
AID_SHORTCUT = "Ctrl+I"  # the player aid (F1 stays free for a rules reference)


class PowerOnWindow(GameWindow):
    """One game of Power On! on screen."""

    game = POWER_ON
    new_game_dialog = PowerOnNewGameDialog.for_window
    zoom = presentation = True
    main_shares, side_shares = (0.56, 0.17, 0.27), (0.62, 0.38)
    presentation_chrome = 1.15
    legend_rows = staticmethod(legend_entries)

    def _make_pieces(self) -> None:
        self._make_table(PowerOnBoardView, PowerOnActionPanel, game_log)
        self.tower = TowerView()
        self.aid: PlayerAidDialog | None = None
        self.shown_hint: ShownHint | None = None

    def _table(self) -> list[QWidget]:
        return [self.board, self.tower]

    def _wire(self) -> None:
        self.aid_button = QPushButton(self.tr("Player aid"))
        self.aid_button.setObjectName("player_aid_button")
        self.aid_button.setAccessibleName(self.aid_button.text())
        self.aid_button.setToolTip(
            fill(
                self.tr("The turn's options and costs, as on the box's player aid card (%1)"),
                QKeySequence(AID_SHORTCUT).toString(QKeySequence.SequenceFormat.NativeText),
            )
        )
        self.aid_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the tower keeps the keyboard
        self.aid_button.clicked.connect(self.show_aid)
        self.statusBar().addPermanentWidget(self.aid_button)

        self.board.tower = self.tower  # the View menu's zoom zooms the view the player is on
        self.board.hand_clicked.connect(self.actions.toggle_card)
        self.board.market_clicked.connect(self.actions.take_market)
        self.board.deck_clicked.connect(self.actions.draw)
        self.board.city_clicked.connect(self.actions.take_city)
        self.actions.selection_did_change.connect(self._selection_did_change)
        self.actions.curtain_did_lift.connect(self._redraw)
        self.actions.drop_requested.connect(self.tower.drop_now)
        self.tower.dropped.connect(self._human_dropped)

    def _title(self) -> str:
        return self.tr("Power On! — Energy Table")

    def _build_menus(self) -> None:
        super()._build_menus()
        self.view_menu.addSeparator()
        self.aid_action = add_action(self.view_menu, self.tr("Player &aid…"), QKeySequence(AID_SHORTCUT), self.show_aid)

    def show_aid(self) -> None:
        """Open (or bring forward) the non-modal player aid: the turn's options and costs."""
        if self.aid is None:
            self.aid = PlayerAidDialog(self.controller.content, self.language, self)
            self.aid.set_scale(max(1.0, self._scale))
        self.aid.show()
        self.aid.raise_()
        self.aid.activateWindow()

    def _toggle_presentation(self) -> None:
        """F5: large text and high contrast on the table, the tower, the panel and the log."""
        on = self.presentation_action.isChecked()
        self.board.set_presentation_mode(on)
        self.tower.set_presentation_mode(on)
        self.log.set_presentation_mode(on)
        self.actions.set_presentation_mode(on)
        self._apply_scale(force=True)  # a hint on screen is ringed again on the rebuilt panel
        self._show_state(None)  # the table in its new look: not a redraw as after a move, which takes a hint away

    def _rescale(self, scale: float, font: QFont) -> None:
        self.aid_button.setFont(font)
        if self.aid is not None:
            self.aid.set_scale(max(1.0, scale))

    def _set_animation(self, on: bool) -> None:
        self.board.animate = on
        self.tower.animate = on

    def _stop_own_work(self) -> None:
        self.tower.timer.stop()
        self.tower.spare_timer.stop()

    # --- reacting to the game --------------------------------------------------------------------

    def _show_action(self, record: ActionRecord) -> None:
        self.actions.clear_selection()
        human = self.controller.seats[record.player].is_human
        if isinstance(record.action, a.StackToken) and not human and not self.tower.is_busy():
            act = record.action
            self.tower.animate_drop(record.before.tower_drops, act.x, act.angle)
        self._redraw(record.changes)
        if human:
            said = top_change(record)
            if said:
                self._say(said)

    def _human_dropped(self, x: int, angle: int, fell: int) -> None:
        self.controller.submit(a.StackToken(x, angle, fell))

    def _did_rewind(self) -> None:
        self.actions.clear_selection()

    def _motions(self, record: ActionRecord) -> list[Piece]:
        """A card to a hand, city cards taken (power_on/motions.py); the tower shows its own drops."""
        return motions(record, self.motion.layer, self.board)

    def _show_state(self, changed: frozenset[str] | None) -> None:
        self._redraw_board(changed)
        self.actions.refresh()

    def _redraw_board(self, changed: frozenset[str] | None = None) -> None:
        state = self.controller.state
        human = self.controller.is_human_turn() and not self.actions.needs_curtain()
        self.board.show_state(
            state,
            self.controller.seats,
            self.actions.viewer(),
            self.actions.selected,
            interactive=human,
            changed=changed,
        )
        stacking = human and state.options.tower == TowerMode.STACKING
        if changed is None or changed & TOWER_PARTS:
            caption = self._tower_caption(state)
            self.tower.show_state(state, stacking, caption)
            self.tower.setToolTip(
                caption
                + "\n"
                + self.tr(
                    "Coal and gas plants stack carbon tokens here when they run. If a token falls, the tower "
                    "collapses: the player gets no power and misses a turn."
                )
            )

    def _selection_did_change(self) -> None:
        self._redraw_board(frozenset())  # nothing in the game changed: only the hand's selection
        self.selection_did_change()  # a guide's coach rings the chosen card's button
        shown, card = self.shown_hint, self.hint_display.card
        # still this hint on the card (not closed, not a guide's step): a chosen card brings its button
        if shown is not None and card.isVisible() and card.move_label.text() == shown.move:
            targets = self._hint_targets(shown.action)
            self.hint_display.show(card.heading.text(), shown.move, shown.reason, targets, more=shown.more)
            hints.keep_card_clear(self, targets)

    # --- hints (issue 14): the words and the rings are in power_on/hints.py ---------------------------

    def show_hint(self) -> ShownHint | None:
        hints.card_place(self)  # the card goes where it hides none of the rings
        self.shown_hint = shown = super().show_hint()
        if shown is not None:
            hints.keep_card_clear(self, shown.targets)
        return shown

    def _hint_seat(self) -> int | None:
        # hot-seat: no hint behind the curtain (it would name the cards of a hand not yet shown)
        return None if self.actions.needs_curtain() else super()._hint_seat()

    def _word_hint(self, action: Any) -> str:
        return hints.word_hint(self, action)

    def _hint_targets(self, action: Any) -> HintTargets:
        return hints.hint_targets(self, action)

    def _tower_caption(self, state: State) -> str:
        left = state.carbon_supply()
        text = (
            fill(self.tr("Carbon tower: %1 high"), str(state.tower))
            + "\n"
            + fill(self.tr("%1 tokens left in the supply"), str(left))
        )
        if state.options.tower == TowerMode.NO_DEXTERITY:
            text += "\n" + self.tr("Stacked by chance")
        return text

    def _status_text(self) -> str:
        state = self.controller.state
        if state.phase is Phase.GAME_OVER:
            return self.tr("Game over")
        text = fill(self.tr("Round %1"), str(state.round))
        if state.options.tower == TowerMode.NO_DEXTERITY:
            text += " · " + self.tr("no-dexterity tower")
        return self._with_player_to_play(text)

    def _make_scoreboard(self) -> PowerOnScoreboard:
        c = self.controller
        return PowerOnScoreboard(c.state, c.seats, c.content, self.language, max(1.0, self._scale), self)

    def _nothing_to_undo(self) -> str:
        # the rules say where undo stops (rules/power_on/queries.py: a dropped token never comes back)
        return self.tr("Nothing to undo: a card turned up, a token was dropped, or another player has moved.")


# --- entry points ---------------------------------------------------------------------------------

SCREENS = PowerOnWindow.game_screens()
open_game, load_game, continue_game = entry_points(SCREENS)


def demo_window(
    players: int,
    seed: int,
    language: str,
    speed: str,
    tower: str = TowerMode.STACKING,
    bots: list[str] | None = None,
) -> PowerOnWindow:
    """An all-computer game for a classroom, narrated in the log, stacking through the physics
    (`bots`: each seat's computer player, by name)."""
    names = default_names(language)
    seats = [Seat(names[i], bots[i] if bots else "heuristic") for i in range(players)]
    options = PowerOnOptions(players=players, seed=seed, tower=tower)
    return kit_demo_window(PowerOnWindow, options, seats, language, speed)
