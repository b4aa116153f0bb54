"""The Power Butler window: the table beside the decision panel and the narrated log.

Wiring only: the board and panel draw and turn clicks into actions, the controller plays. Dice
chosen on the table and on the panel are one selection (kept by the panel). Entry points for
the launcher and the demo are at the end.
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

from desktop_app.content.loader import load_power_butler
from desktop_app.controllers.game_controller import ActionRecord, GameController, Seat
from desktop_app.rules.power_butler import actions as a
from desktop_app.rules.power_butler.game import POWER_BUTLER
from desktop_app.rules.power_butler.state import Mode, Phase, PowerButlerOptions
from desktop_app.views.game_menus import SPEEDS, GameWindowCommands, build_game_menus
from desktop_app.views.game_session import (
    GameScreens,
    continue_autosaved_game,
    open_new_game,
    open_saved_game,
)
from desktop_app.views.kit.narration import fill
from desktop_app.views.plain_text import plain_label
from desktop_app.views.power_butler.board_view import PowerButlerBoardView
from desktop_app.views.power_butler.narration import (
    PowerButlerScoreboard,
    game_log,
)
from desktop_app.views.power_butler.new_game_dialog import (
    PowerButlerNewGameDialog,
    default_names,
)
from desktop_app.views.power_butler.panels import PowerButlerActionPanel, dice_for
from desktop_app.views.theme import scale_for, ui_font

SETTINGS_SPEED = "power_butler/bot_speed"


class PowerButlerWindow(GameWindowCommands, QMainWindow):
    """One game of Power Butler on screen."""

    window_did_close = Signal()

    def __init__(self, controller: GameController, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.language = language
        self.scoreboard: PowerButlerScoreboard | None = None
        self.launcher: QWidget | None = None
        self.speed = "normal"
        self._replaced = False
        self._user_paused = False
        self._scale = 0.0
        self.setWindowTitle(self.tr("Power Butler — Energy Table"))
        self.resize(1280, 800)

        self.board = PowerButlerBoardView(controller.content, language)
        self.actions = PowerButlerActionPanel(controller, controller.content, language)
        self.log = game_log(controller.content, controller.seats, language)
        side = QSplitter(Qt.Orientation.Vertical)
        side.addWidget(self.actions)
        side.addWidget(self.log)
        main = QSplitter(Qt.Orientation.Horizontal)
        main.addWidget(self.board)
        main.addWidget(side)
        self.side, self.main = side, main
        self.setCentralWidget(main)
        self.status = plain_label()
        self.statusBar().addWidget(self.status, 1)

        self.board.die_clicked.connect(self.actions.toggle_die)
        self.board.card_clicked.connect(self.actions.use_on_card)
        self.board.bill_clicked.connect(self.actions.pay_with_chosen)
        self.board.die_dropped.connect(self._die_dropped)
        self.actions.selection_did_change.connect(lambda: self._redraw_board(changed=frozenset()))
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
        build_game_menus(self, SETTINGS_SPEED)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        width, height = self.width(), self.height()
        self.main.setSizes([round(width * 0.7), round(width * 0.3)])
        self.side.setSizes([round(height * 0.68), round(height * 0.32)])
        scale = scale_for(self.size())
        if scale != self._scale:
            self._scale = scale
            font = ui_font(QApplication.font(), 15 * scale)
            self.menuBar().setFont(font)
            for menu in self.menuBar().findChildren(QMenu):
                menu.setFont(font)
            self.statusBar().setFont(font)
            self.status.setFont(font)
            self.log.set_scale(scale)
            self.actions.set_scale(scale)

    # --- reacting to the game --------------------------------------------------------------------

    @property
    def screens(self) -> GameScreens:
        return SCREENS

    def start(self) -> None:
        self.controller.start()

    def _action_did_apply(self, record: ActionRecord) -> None:
        self.log.append_record(record)
        self.actions.clear_selection()
        rolled = None
        if isinstance(record.action, a.RollDice):
            rolled = set(range(6))
        elif isinstance(record.action, a.Reroll):
            rolled = dice_for(record.before, record.action.faces, set())
        self._redraw(rolled, record.changes)

    def _history_did_rewind(self) -> None:
        self.log.set_records(self.controller.history)
        self.actions.clear_selection()
        self._redraw()
        self._say(self.tr("Undone."))

    def _redraw(self, rolled: set[int] | None = None, changed: frozenset[str] | None = None) -> None:
        """Show the current state; `changed` is what the last action changed (None: all of it)."""
        self._redraw_board(rolled, changed)
        self.actions.refresh()
        self.undo_action.setEnabled(self.controller.can_undo())
        self.status.setText(self._status_text())

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
        player = self.controller.current_player()
        if player >= 0:
            text += " · " + fill(self.tr("%1 to play"), self.controller.seats[player].name)
        return text

    def _die_dropped(self, die: int, target: str) -> None:
        if die not in self.actions.selected:
            self.actions.toggle_die(die)
        if target == "bill":
            self.actions.pay_with_chosen()
        else:
            self.actions.use_on_card(target)

    # --- the end -------------------------------------------------------------------------------

    def _game_did_end(self, _winners) -> None:
        self._redraw()
        self.scoreboard = PowerButlerScoreboard(
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

    def _undo(self) -> None:
        if not self.controller.undo():
            self._say(self.tr("Nothing to undo: dice were rolled, a card turned up, or another player has moved."))


# --- entry points ---------------------------------------------------------------------------------


SCREENS = GameScreens(
    game=POWER_BUTLER,
    load_content=load_power_butler,
    new_game_dialog=lambda content, language, parent: PowerButlerNewGameDialog(
        language, parent, scale_for(parent.size()) if parent is not None else 1.0
    ),
    window=lambda controller, language: PowerButlerWindow(controller, language),
)


def open_game(
    parent: QWidget | None, language: str | None = None, dialog_parent: QWidget | None = None
) -> PowerButlerWindow | None:
    """Ask for a new game's seats and settings, then open it (`parent` is the launcher)."""
    return open_new_game(SCREENS, parent, language, dialog_parent)


def load_game(
    parent: QWidget | None, path: Path, language: str | None = None, dialog_parent: QWidget | None = None
) -> PowerButlerWindow | None:
    """Open a saved game; a file that cannot be loaded is explained and nothing is lost."""
    return open_saved_game(SCREENS, parent, path, language, dialog_parent)


def continue_game(parent: QWidget | None, language: str | None = None) -> PowerButlerWindow | None:
    """Open the autosaved game exactly where it was left."""
    return continue_autosaved_game(SCREENS, parent, language)


def demo_window(players: int, seed: int, language: str, speed: str, mode: str = "standard") -> PowerButlerWindow:
    """An all-computer game for a classroom, narrated in the log."""
    names = default_names(language)
    seats = [Seat(names[i], "heuristic") for i in range(players)]
    options = PowerButlerOptions(players=players, seed=seed, mode=Mode(mode))
    controller = GameController(POWER_BUTLER, load_power_butler(), options, seats)
    window = PowerButlerWindow(controller, language)
    window.set_speed(speed, remember=False)
    return window
