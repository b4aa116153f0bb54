"""The Aladdin & the Magic Lamp window: the table beside the decision panel and the narrated log.

Wiring only: the board and panels draw, the controller plays, `LampRace` keeps time. The race:
when the dice are revealed the controller is held, the computer players' answers are asked
ahead (their seeded reaction times), the humans race on their keys, then each human's
`rub_lamp(ms)`/`keep_still()` is submitted at their turn and the computer players' answers at
theirs. Entry points for the launcher and the demo are at the end.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QMenu,
    QSplitter,
    QWidget,
)

from desktop_app.content.loader import load_magic_lamp
from desktop_app.content.magic_lamp import METALS
from desktop_app.controllers.game_controller import ActionRecord, GameController, Seat
from desktop_app.rules.magic_lamp.actions import ChooseChest, RubLamp
from desktop_app.rules.magic_lamp.game import MAGIC_LAMP
from desktop_app.rules.magic_lamp.state import MagicLampOptions, Phase
from desktop_app.views.game_menus import SPEEDS, GameWindowCommands, build_game_menus
from desktop_app.views.game_session import (
    GameScreens,
    continue_autosaved_game,
    open_new_game,
    open_saved_game,
)
from desktop_app.views.kit.narration import fill
from desktop_app.views.magic_lamp.board_view import MagicLampBoardView
from desktop_app.views.magic_lamp.narration import MagicLampScoreboard, game_log
from desktop_app.views.magic_lamp.new_game_dialog import (
    MagicLampNewGameDialog,
    default_names,
)
from desktop_app.views.magic_lamp.panels import MagicLampActionPanel
from desktop_app.views.magic_lamp.race import KEY_LABELS, TIMINGS, LampRace, human_keys
from desktop_app.views.plain_text import plain_label
from desktop_app.views.theme import scale_for, ui_font

SETTINGS_SPEED = "magic_lamp/bot_speed"


class MagicLampWindow(GameWindowCommands, QMainWindow):
    """One game of Aladdin & the Magic Lamp on screen."""

    window_did_close = Signal()

    def __init__(self, controller: GameController, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.language = language
        self.scoreboard: MagicLampScoreboard | None = None
        self.launcher: QWidget | None = None
        self.race: LampRace | None = None
        self.race_results: dict[int, object] = {}  # human seat -> its race action, entered at its turn
        self.speed = "normal"
        self._replaced = False
        self._user_paused = False
        self._scale = 0.0
        self.keys = human_keys(controller.seats)
        self.setWindowTitle(self.tr("Aladdin & the Magic Lamp — Energy Table"))
        self.resize(1280, 800)

        self.board = MagicLampBoardView(controller.content, language)
        self.actions = MagicLampActionPanel(controller, controller.content, language)
        self.log = game_log(controller.content, controller.seats, language)
        side = QSplitter(Qt.Orientation.Vertical)
        side.addWidget(self.actions)
        side.addWidget(self.log)
        side.setStretchFactor(0, 3)
        side.setStretchFactor(1, 2)
        main = QSplitter(Qt.Orientation.Horizontal)
        main.addWidget(self.board)
        main.addWidget(side)
        main.setStretchFactor(0, 5)
        main.setStretchFactor(1, 2)
        self.side, self.main = side, main
        self.setCentralWidget(main)
        self.status = plain_label()
        self.statusBar().addWidget(self.status, 1)

        self.board.keys = {seat: KEY_LABELS[key] for seat, key in self.keys.items()}
        self.board.lamp_clicked.connect(self._lamp_clicked)
        self.board.chest_clicked.connect(self._chest_clicked)
        self.actions.curtain_did_open.connect(lambda _seat: self._redraw())
        self.actions.scores_wanted.connect(lambda: self.scoreboard.open() if self.scoreboard else None)
        controller.action_did_apply.connect(self._action_did_apply)
        controller.history_did_rewind.connect(self._history_did_rewind)
        controller.game_did_end.connect(self._game_did_end)
        controller.action_was_refused.connect(lambda _code, reason: self._say(reason))
        controller.autosave_did_fail.connect(self._autosave_failed)
        controller.bot_did_fail.connect(self._bot_did_fail)
        controller.bot_did_start_thinking.connect(lambda _seat: self.status.setText(self._status_text()))

        self._build_menus()
        self.log.set_records(controller.history)
        self._redraw()

    # --- menus ---------------------------------------------------------------------------------

    def _build_menus(self) -> None:
        build_game_menus(self, SETTINGS_SPEED, presentation=True)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        width, height = self.width(), self.height()
        self.main.setSizes([round(width * 0.68), round(width * 0.32)])
        self.side.setSizes([round(height * 0.6), round(height * 0.4)])
        self._apply_scale()

    def _apply_scale(self, force: bool = False) -> None:
        """Menus, panel and log grow with the window (and more in presentation mode)."""
        scale = scale_for(self.size())
        if self.presentation_action.isChecked():
            scale *= 1.35
        if scale != self._scale or force:
            self._scale = scale
            font = ui_font(QApplication.font(), 15 * scale)
            self.menuBar().setFont(font)
            for menu in self.menuBar().findChildren(QMenu):
                menu.setFont(font)
            self.statusBar().setFont(font)
            self.status.setFont(font)
            self.log.set_scale(scale)
            self.actions.set_scale(scale)
            if self.race is not None:
                self.actions.show_race(self.race)

    # --- reacting to the game --------------------------------------------------------------------

    @property
    def screens(self) -> GameScreens:
        return SCREENS

    def _may_resume(self) -> bool:
        return self.race is None  # the lamp race resumes play itself when it is over

    def _stop_own_work(self) -> None:
        if self.race is not None:
            self.race.stop()

    def start(self) -> None:
        """Begin play (a game loaded in the middle of a race starts the race)."""
        self.controller.start()
        self._maybe_start_race()

    def _action_did_apply(self, record: ActionRecord) -> None:
        self.log.append_record(record)
        if any(event[0] == "dice_revealed" for event in record.after.events):
            self._maybe_start_race()
        self._redraw(record.changes)
        self._enter_race_results()

    def _history_did_rewind(self) -> None:
        self.log.set_records(self.controller.history)
        self.race_results = {}
        self._maybe_start_race()  # back before a lamp press: the race is run again
        self._redraw()
        self._say(self.tr("Undone."))

    def _redraw(self, changed: frozenset[str] | None = None) -> None:
        """Show the current state; `changed` is what the last action changed (None: all of it)."""
        state = self.controller.state
        human_chest = state.phase is Phase.CHEST and self.controller.is_human_turn()
        self.board.show_state(state, self.controller.seats, chest_choice=human_chest, changed=changed)
        self.actions.refresh()
        self.undo_action.setEnabled(self.race is None and self.controller.can_undo())
        self.status.setText(self._status_text())

    def _status_text(self) -> str:
        state = self.controller.state
        if state.phase is Phase.GAME_OVER:
            return self.tr("Game over")
        text = fill(self.tr("Round %1"), str(state.round))
        player = self.controller.current_player()
        if self.race is not None:
            return text + " · " + self.tr("The lamp race!")
        if player >= 0:
            text += " · " + fill(self.tr("%1 to play"), self.controller.seats[player].name)
        return text

    # --- the lamp race -------------------------------------------------------------------------

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
        self.board.show_state(self.controller.state, self.controller.seats)
        self.actions.update_race()

    def _race_did_finish(self, actions: dict) -> None:
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

    def _lamp_clicked(self) -> None:
        race = self.race
        if race is None:
            return
        if len(race.keys) == 1:
            race.press(next(iter(race.keys)))
        elif race.keys:
            self._say(self.tr("Several players race: each presses their own key."))

    # --- the end -------------------------------------------------------------------------------

    def _game_did_end(self, _winners) -> None:
        self._redraw()
        self.scoreboard = MagicLampScoreboard(
            self.controller.state, self.controller.seats, self.language, max(1.0, self._scale), self
        )
        self.scoreboard.open()

    # --- commands --------------------------------------------------------------------------------

    def set_speed(self, key: str, remember: bool = True) -> None:
        self.speed = key
        self.controller.set_bot_delay(SPEEDS[key])
        self.board.animate = key != "max"
        self.speed_actions[key].setChecked(True)
        if remember:
            QSettings().setValue(SETTINGS_SPEED, key)

    def _toggle_presentation(self) -> None:
        self._apply_scale(force=True)

    def _undo(self) -> None:
        if self.race is not None or not self.controller.undo():
            self._say(self.tr("Nothing to undo: something was revealed or another player has moved."))


# --- entry points ---------------------------------------------------------------------------------


SCREENS = GameScreens(
    game=MAGIC_LAMP,
    load_content=load_magic_lamp,
    new_game_dialog=lambda content, language, parent: MagicLampNewGameDialog(language, parent),
    window=lambda controller, language: MagicLampWindow(controller, language),
)


def open_game(
    parent: QWidget | None, language: str | None = None, dialog_parent: QWidget | None = None
) -> MagicLampWindow | None:
    """Ask for a new game's seats and settings, then open it (`parent` is the launcher)."""
    return open_new_game(SCREENS, parent, language, dialog_parent)


def load_game(
    parent: QWidget | None, path: Path, language: str | None = None, dialog_parent: QWidget | None = None
) -> MagicLampWindow | None:
    """Open a saved game; a file that cannot be loaded is explained and nothing is lost."""
    return open_saved_game(SCREENS, parent, path, language, dialog_parent)


def continue_game(parent: QWidget | None, language: str | None = None) -> MagicLampWindow | None:
    """Open the autosaved game exactly where it was left."""
    return continue_autosaved_game(SCREENS, parent, language)


def demo_window(players: int, seed: int, language: str, speed: str) -> MagicLampWindow:
    """An all-computer game for a classroom: the race on the lamp, narrated in the log."""
    names = default_names(language)
    levels = ["heuristic", "expert", "beginner", "heuristic", "expert"]
    seats = [Seat(names[i], levels[i]) for i in range(players)]
    controller = GameController(MAGIC_LAMP, load_magic_lamp(), MagicLampOptions(players=players, seed=seed), seats)
    window = MagicLampWindow(controller, language)
    window.set_speed(speed, remember=False)
    return window
