"""The Aladdin & the Magic Lamp window: the table beside the decision panel and the narrated log.

Its pieces and differences only; the window itself is the kit's (`views/kit/game_window.py`);
`LampRace` keeps time. The race: when the dice are revealed the controller is held, the
computer players' answers are asked ahead (their seeded reaction times), the humans race on
their keys, then each human's `rub_lamp(ms)`/`keep_still()` is submitted at their turn and the
computer players' answers at theirs. Entry points for the launcher and the demo are at the end.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSettings
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QMenu

from desktop_app.content.magic_lamp import METALS
from desktop_app.controllers.game_controller import ActionRecord, Seat
from desktop_app.rules.common.actions import Action
from desktop_app.rules.magic_lamp.actions import ChooseChest, KeepStill, RubLamp
from desktop_app.rules.magic_lamp.game import MAGIC_LAMP
from desktop_app.rules.magic_lamp.state import MagicLampOptions, Phase
from desktop_app.views.game_session import entry_points
from desktop_app.views.kit.game_window import GameWindow
from desktop_app.views.kit.game_window import demo_window as kit_demo_window
from desktop_app.views.kit.hints import HintTargets
from desktop_app.views.kit.motion import Piece
from desktop_app.views.kit.narration import fill
from desktop_app.views.magic_lamp.board_view import MagicLampBoardView
from desktop_app.views.magic_lamp.hints import MagicLampHintWords, hint_seat, hint_targets, lamp_key, racing_seat
from desktop_app.views.magic_lamp.legend import legend_entries
from desktop_app.views.magic_lamp.motions import motions
from desktop_app.views.magic_lamp.narration import game_log
from desktop_app.views.magic_lamp.new_game_dialog import MagicLampNewGameDialog, default_names
from desktop_app.views.magic_lamp.panels import MagicLampActionPanel
from desktop_app.views.magic_lamp.race import KEY_LABELS, TIMINGS, LampRace, human_keys
from desktop_app.views.magic_lamp.reasons import MagicLampReasons
from desktop_app.views.magic_lamp.scoreboard import MagicLampScoreboard

FULL_SPEED_KEY = "magic_lamp/full_speed_race"


class MagicLampWindow(GameWindow):
    """One game of Aladdin & the Magic Lamp on screen."""

    game = MAGIC_LAMP
    new_game_dialog = MagicLampNewGameDialog.for_window
    zoom = presentation = True
    main_stretch, side_stretch = (5, 2), (3, 2)
    main_shares, side_shares = (0.68, 0.32), (0.6, 0.4)
    presentation_chrome, presentation_side_shares = 1.35, (0.7, 0.3)
    legend_rows = staticmethod(legend_entries)
    end_screen = MagicLampScoreboard

    def _make_pieces(self) -> None:
        content = self.controller.content
        self.race: LampRace | None = None
        self.race_results: dict[int, Action] = {}  # human seat -> its race action, entered at its turn
        self.keys = human_keys(self.controller.seats)
        self._make_table(MagicLampBoardView, MagicLampActionPanel, game_log)
        self.reasons = MagicLampReasons(self)
        self.hint_words = MagicLampHintWords(content, self.controller.seats, self.language)

    def _wire(self) -> None:
        self.board.keys = {seat: KEY_LABELS[key] for seat, key in self.keys.items()}
        self.board.lamp_clicked.connect(self._lamp_clicked)
        self.board.chest_clicked.connect(self._chest_clicked)
        self.actions.curtain_did_open.connect(lambda _seat: self._redraw())
        self.actions.scores_wanted.connect(lambda: self.scoreboard.open() if self.scoreboard else None)

    def _title(self) -> str:
        return self.tr("Aladdin & the Magic Lamp — Energy Table")

    def _build_menus(self) -> None:
        """The kit's menus, and in Computer players > Speed the lamp race's pace: computer
        players touch the lamp at a family pace (a person's reaction times) unless full speed is
        chosen here (remembered)."""
        super()._build_menus()
        speed_menu = self.speed_actions["max"].parent()
        assert isinstance(speed_menu, QMenu)  # the kit's Speed menu holds its speeds
        speed_menu.addSeparator()
        self.full_speed_race_action = speed_menu.addAction(self.tr("Race for the lamp at full computer speed"))
        self.full_speed_race_action.setCheckable(True)
        self.full_speed_race_action.setToolTip(
            self.tr(
                "Off (the default): computer players touch the lamp after about 0.8-2 seconds, as people "
                "do. On: after a few tenths of a second, too quick for a person to win."
            )
        )
        self.full_speed_race_action.setChecked(bool(QSettings().value(FULL_SPEED_KEY, False, type=bool)))
        self.full_speed_race_action.toggled.connect(self.set_full_speed_race)
        self.set_full_speed_race(self.full_speed_race_action.isChecked(), remember=False)

    def set_full_speed_race(self, on: bool, remember: bool = True) -> None:
        """The computer players' pace in the lamp race: "full" or "family" (ai/magic_lamp/reaction.py)."""
        for bot in self.controller.bots.values():
            if hasattr(bot, "pace"):
                bot.pace = "full" if on else "family"
        if remember:
            QSettings().setValue(FULL_SPEED_KEY, on)

    def _guide_starts(self) -> None:
        """A guided game follows its script, where the computer players race at a family pace:
        full speed is set aside for the guide (not forgotten), and its menu item greyed."""
        self.full_speed_race_action.blockSignals(True)
        self.full_speed_race_action.setChecked(False)
        self.full_speed_race_action.blockSignals(False)
        self.full_speed_race_action.setEnabled(False)
        self.set_full_speed_race(False, remember=False)

    def _rescale(self, scale: float, font: QFont) -> None:
        if self.race is not None:
            self.actions.show_race(self.race)

    def _toggle_presentation(self) -> None:
        """F5: large text and high contrast on the table, the panel and the log (for a projector)."""
        on = self.presentation_action.isChecked()
        self.board.set_presentation(on)
        self.log.set_presentation_mode(on)
        self._present_side(on)  # the larger panel keeps every chest's dice in view
        self._apply_scale(force=True)

    def _busy(self) -> bool:
        return self.race is not None  # no undo during the race, which resumes play itself

    def _stop_own_work(self) -> None:
        if self.race is not None:
            self.race.stop()

    def start(self) -> None:
        """Begin play (a game loaded in the middle of a race starts the race)."""
        super().start()
        self._maybe_start_race()
        self._settle_keyboard()  # the keyboard starts on the panel's first control

    # --- reacting to the game --------------------------------------------------------------------

    def _show_action(self, record: ActionRecord) -> None:
        if any(event[0] == "dice_revealed" for event in record.after.events):
            self._maybe_start_race()
        self._redraw(record.changes)
        self._enter_race_results()

    def _motions(self, record: ActionRecord) -> list[Piece]:
        """Cards to a player's treasures or the discard pile, from where they lay
        (magic_lamp/motions.py); a drawn card's turning over is the explore row's own."""
        return motions(record, self.motion.layer, self.board)

    def _did_rewind(self) -> None:
        self.race_results = {}
        self._maybe_start_race()  # back before a lamp press: the race is run again

    def _show_state(self, changed: frozenset[str] | None) -> None:
        state = self.controller.state
        human_chest = state.phase is Phase.CHEST and self.controller.is_human_turn()
        self.board.show_state(state, self.controller.seats, chest_choice=human_chest, changed=changed)
        self._refusals()
        self.actions.refresh()

    def _status_text(self) -> str:
        state = self.controller.state
        if state.phase is Phase.GAME_OVER:
            return self.tr("Game over")
        text = fill(self.tr("Round %1"), str(state.round))
        if self.race is not None:
            return text + " · " + self.tr("The lamp race!")
        return self._with_player_to_play(text)

    # --- hints (issue 14): views/magic_lamp/hints.py ---------------------------------------------

    def _hint_seat(self) -> int | None:
        return hint_seat(self)

    def hint_refusal(self) -> str:
        """The kit's refusal, except that the lamp race (busy for undo) takes a hint while the
        person may still touch the lamp."""
        if self.controller.hints_enabled and racing_seat(self) is not None:
            return ""
        return super().hint_refusal()

    def _word_hint(self, action: Any) -> str:
        seat = hint_seat(self)
        if seat is None:
            return ""
        return self.hint_words.move(self.controller.observation_for(seat), seat, action, lamp_key(self, seat))

    def _hint_targets(self, action: Any) -> HintTargets:
        seat = hint_seat(self)
        return hint_targets(self, seat, action) if seat is not None else HintTargets()

    # --- the lamp race -------------------------------------------------------------------------

    def seats_on_devices(self, seats: frozenset[int]) -> None:
        """Seats now played on a device take no key in this window's race: their device times
        them, and its answer comes through the table's bridge at their turn."""
        self.keys = {seat: key for seat, key in self.keys.items() if seat not in seats}

    def _maybe_start_race(self) -> None:
        state = self.controller.state
        if self.race is not None or state.phase is not Phase.RACE or self.race_results:
            return
        self.controller.pause()  # hold every press until the race is run
        bot_times: dict[int, int | None] = {}
        for seat, s in enumerate(self.controller.seats):
            if not s.is_human and seat >= state.actor:
                observation = self.controller.observation_for(seat)
                observation.actor = seat  # the bot answers for its own seat
                answer = self.controller.decide_ahead(seat, observation)
                bot_times[seat] = answer.ms if isinstance(answer, RubLamp) else None
        keys = {seat: key for seat, key in self.keys.items() if seat >= state.actor}
        self.race = LampRace(keys, bot_times, TIMINGS[self.speed], self)
        self.race.race_did_change.connect(self._race_did_change)
        self.race.race_did_finish.connect(self._race_did_finish)
        self.actions.show_race(self.race)
        self.race.start()

    def _race_did_change(self) -> None:
        race = self.race
        if race is None:
            return
        countdown = str(race.countdown) if not race.going and not race.finished else ""
        self.board.race_status = {
            seat: fill(self.tr("touched the lamp: %1 s"), f"{ms / 1000:.2f}") for seat, ms in race.times.items()
        }
        self.board.race_notes = {
            seat: fill(self.tr("Lamp key: %1"), KEY_LABELS[key]) for seat, key in race.keys.items()
        }
        self.board.set_race(not race.finished, countdown, race.order(), covered=not race.going and not race.finished)
        self.board.lamp.set_refusal("")  # the race is on: the lamp answers a touch itself
        # The race holds play: the state is the one on the table (then only the race's notes
        # change), except as the race begins, right after the dice were revealed.
        state = self.controller.state
        shown = self.board.state_shown is state
        self.board.show_state(state, self.controller.seats, changed=frozenset() if shown else None)
        self.actions.update_race()
        self._update_hint_button()  # a hint while the person may still touch the lamp

    def _race_did_finish(self, actions: dict[int, Action]) -> None:
        self.race_results = dict(actions)
        race, self.race = self.race, None
        if race is not None:
            race.deleteLater()
        self.board.race_status, self.board.race_notes = {}, {}
        self.board.set_race(False, "", [], covered=False)
        self.actions.show_race(None)
        if not self._user_paused:
            self.controller.resume()
        self._redraw()
        self._enter_race_results()

    def _enter_race_results(self) -> None:
        """Submit a human's race action when their turn to enter it comes."""
        state = self.controller.state
        if state.phase is not Phase.RACE:
            self.race_results = {}
            return
        if self.race is None and self.controller.is_human_turn():
            action = self.race_results.pop(state.actor, None)
            if action is not None:
                self.controller.submit(action)

    def _chest_clicked(self, metal: int) -> None:
        """A free draw: the chest can be chosen on the table as well as on the panel."""
        if self.controller.state.phase is Phase.CHEST and self.controller.is_human_turn():
            self.controller.submit(ChooseChest(METALS[metal]))

    def _refusals(self) -> None:
        """A chest or the lamp that a click cannot work now says why (the kit's `set_refusal`:
        on its tooltip, and a click or Enter on it says it in the status line), from the rules'
        refusal of that action — or whose turn it is."""
        controller = self.controller
        state = controller.state
        human = controller.is_human_turn()
        player = controller.current_player()
        waiting = "" if human or player < 0 else fill(self.tr("Wait: it is %1's turn."), controller.seats[player].name)

        def why(action: Action) -> str:
            if waiting:
                return waiting
            refusal = MAGIC_LAMP.refusal(state, action)
            return self.reasons.text(refusal) if refusal is not None else ""

        for metal, chest in enumerate(self.board.chests):
            chest.set_refusal("" if chest.clickable else why(ChooseChest(METALS[metal])))
        lamp = self.board.lamp
        lamp.set_refusal("" if lamp.clickable or self.race is not None else why(RubLamp(0)))

    def _coach_plays(self, action: object) -> bool:
        """A guided game's watched move in the lamp race, played as the person's own would be
        (`kit/coach.py` asks): the coach's touch goes through the race at the coach's time, so the
        board and the race panel show it; keeping still is letting the race close. False for any
        other move (the coach submits it)."""
        race = self.race
        state = self.controller.state
        if race is None or race.finished or state.phase is not Phase.RACE or state.actor not in race.keys:
            return False
        if isinstance(action, RubLamp):
            return race.press_at(state.actor, action.ms)
        return isinstance(action, KeepStill)

    def _lamp_clicked(self) -> None:
        race = self.race
        if race is None:
            return
        if len(race.keys) == 1:
            race.press(next(iter(race.keys)))
        elif race.keys:
            self._say(self.tr("Several players race: each presses their own key."))

    # --- the end -------------------------------------------------------------------------------

    def _nothing_to_undo(self) -> str:
        return self.tr("Nothing to undo: something was revealed or another player has moved.")


# --- entry points ---------------------------------------------------------------------------------

SCREENS = MagicLampWindow.game_screens()
open_game, load_game, continue_game = entry_points(SCREENS)


def demo_window(players: int, seed: int, language: str, speed: str, bots: list[str] | None = None) -> MagicLampWindow:
    """An all-computer game for a classroom: the race on the lamp, narrated in the log (`bots`:
    each seat's computer player, by name; by default normal players and beginners, who answer at
    once: the searching expert, which thinks a second a move, is chosen by name)."""
    names = default_names(language)
    levels = ["heuristic", "beginner", "heuristic", "beginner", "heuristic"]
    seats = [Seat(names[i], bots[i] if bots else levels[i]) for i in range(players)]
    return kit_demo_window(MagicLampWindow, MagicLampOptions(players=players, seed=seed), seats, language, speed)
