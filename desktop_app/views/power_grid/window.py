"""The Power Grid game window: the table (map and markets) beside the players, the controls
for the human whose turn it is, and the narrated log.

Everything here is wiring: the board and panels draw, the controller plays. Entry points for
the launcher (`open_game`, `continue_game`, `load_game`) and the teacher demo live at the end.
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

from desktop_app.content.loader import load_power_grid
from desktop_app.controllers.game_controller import ActionRecord, GameController, Seat
from desktop_app.rules.power_grid.game import POWER_GRID
from desktop_app.rules.power_grid.state import Phase
from desktop_app.views.game_menus import SPEEDS, GameWindowCommands, build_game_menus
from desktop_app.views.game_session import (
    GameScreens,
    continue_autosaved_game,
    open_new_game,
    open_saved_game,
)
from desktop_app.views.kit.narration import fill
from desktop_app.views.plain_text import plain_label
from desktop_app.views.power_grid.board_view import PowerGridBoardView
from desktop_app.views.power_grid.new_game_dialog import PowerGridNewGameDialog
from desktop_app.views.power_grid.panels import (
    ActionPanel,
    PlayersPanel,
    ScoreboardDialog,
    game_log,
)
from desktop_app.views.theme import scale_for, ui_font

SETTINGS_SPEED = "power_grid/bot_speed"
PLAYERS_PARTS = frozenset({"players", "turn"})  # figures, and who acts / has passed / bids


class PowerGridWindow(GameWindowCommands, QMainWindow):
    """One Power Grid game on screen."""

    window_did_close = Signal()

    def __init__(self, controller: GameController, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.language = language
        self.scoreboard: ScoreboardDialog | None = None
        self.launcher: QWidget | None = None  # shown again when this game closes
        self._replaced = False
        self._chrome_scale = 0.0
        content = controller.content
        seats = controller.seats
        self.setWindowTitle(self.tr("Power Grid — Energy Table"))
        self.resize(1280, 800)

        self.board = PowerGridBoardView(content, language)
        self.players = PlayersPanel(content, seats, language)
        self.actions = ActionPanel(controller, content, language)
        self.log = game_log(content, seats, language)
        side = QSplitter(Qt.Orientation.Vertical)
        side.addWidget(self.players)
        side.addWidget(self.actions)
        side.addWidget(self.log)
        side.setStretchFactor(0, 3)
        side.setStretchFactor(1, 3)
        side.setStretchFactor(2, 2)
        main = QSplitter(Qt.Orientation.Horizontal)
        main.addWidget(self.board)
        main.addWidget(side)
        main.setStretchFactor(0, 3)
        main.setStretchFactor(1, 2)
        self.setCentralWidget(main)
        self.status = plain_label()
        self.statusBar().addWidget(self.status, 1)

        self.board.city_clicked.connect(self.actions.on_city_clicked)
        self.board.plant_clicked.connect(self.actions.on_plant_clicked)
        self.actions.build_preview_changed.connect(self.board.highlight_build)
        self.actions.clickable_cities_changed.connect(self.board.set_clickable_cities)
        self.actions.clickable_plants_changed.connect(self.board.set_clickable_plants)
        controller.action_did_apply.connect(self._action_did_apply)
        controller.history_did_rewind.connect(self._history_did_rewind)
        controller.game_did_end.connect(self._game_did_end)
        controller.action_was_refused.connect(lambda _code, reason: self._say(reason))
        controller.autosave_did_fail.connect(self._autosave_failed)
        controller.bot_did_fail.connect(self._bot_did_fail)
        controller.bot_did_start_thinking.connect(self._bot_did_start_thinking)

        self._build_menus()
        self.log.set_records(controller.history)
        self._redraw()
        self.actions.refresh()  # again, now that the board listens for what is clickable

    # --- menus ---------------------------------------------------------------------------------

    def _build_menus(self) -> None:
        build_game_menus(self, SETTINGS_SPEED, zoom=True, presentation=True)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        scale = scale_for(self.size())
        if scale != self._chrome_scale:
            self._chrome_scale = scale
            # Menus and the status line grow with the window, like everything on the table.
            font = ui_font(QApplication.font(), 15 * scale)
            self.menuBar().setFont(font)
            for menu in self.menuBar().findChildren(QMenu):
                menu.setFont(font)
            self.statusBar().setFont(font)
            self.status.setFont(font)

    # --- reacting to the game --------------------------------------------------------------------

    def _action_did_apply(self, record: ActionRecord) -> None:
        self.log.append_record(record)
        self._redraw(record.changes)

    def _history_did_rewind(self) -> None:
        self.log.set_records(self.controller.history)
        self._redraw()
        self._say(self.tr("Undone."))

    def _redraw(self, changed: frozenset[str] | None = None) -> None:
        """Show the current state; `changed` is what the last action changed (the rules' change
        flags, `ActionRecord.changes`): parts it does not name are skipped. None: every part."""
        state = self.controller.state
        self.board.show_state(state, self.controller.seats, changed)
        if changed is None or changed & PLAYERS_PARTS:
            self.players.show_state(state)
        self.undo_action.setEnabled(self.controller.can_undo())
        self.status.setText(self._status_text())

    def _status_text(self) -> str:
        state = self.controller.state
        phases = {
            Phase.AUCTION: self.tr("Phase 2: auction"),
            Phase.RESOURCES: self.tr("Phase 3: buying resources"),
            Phase.BUILDING: self.tr("Phase 4: building"),
            Phase.BUREAUCRACY: self.tr("Phase 5: bureaucracy"),
            Phase.GAME_OVER: self.tr("Game over"),
        }
        text = fill(self.tr("Round %1 · Step %2 · %3"), str(state.round), str(state.step), phases[state.phase])
        player = self.controller.current_player()
        if player >= 0:
            text += " · " + fill(self.tr("%1 to play"), self.controller.seats[player].name)
        return text

    def _bot_did_start_thinking(self, seat: int) -> None:
        self.status.setText(self._status_text())

    def _game_did_end(self, winners) -> None:
        self._redraw()
        self.scoreboard = ScoreboardDialog(
            self.controller.state,
            self.controller.seats,
            self.controller.content,
            self.language,
            self,
            records=self.controller.history,
        )
        self.scoreboard.open()

    # --- commands --------------------------------------------------------------------------------

    def set_speed(self, key: str, remember: bool = True) -> None:
        self.controller.set_bot_delay(SPEEDS[key])
        self.speed_actions[key].setChecked(True)
        if remember:
            QSettings().setValue(SETTINGS_SPEED, key)

    def _toggle_presentation(self) -> None:
        on = self.presentation_action.isChecked()
        self.board.set_presentation_mode(on)
        self.log.set_presentation_mode(on)

    def _undo(self) -> None:
        if not self.controller.undo():
            self._say(self.tr("Nothing to undo: a new card was revealed or another player has moved."))

    @property
    def screens(self) -> GameScreens:
        return SCREENS

    def start(self) -> None:
        """Let the computer players begin (once the window is on screen)."""
        self.controller.start()


# --- entry points ---------------------------------------------------------------------------------


SCREENS = GameScreens(
    game=POWER_GRID,
    load_content=load_power_grid,
    new_game_dialog=lambda content, language, parent: PowerGridNewGameDialog(content, language, parent),
    window=lambda controller, language: PowerGridWindow(controller, language),
)


def open_game(
    parent: QWidget | None, language: str | None = None, dialog_parent: QWidget | None = None
) -> PowerGridWindow | None:
    """Ask for a new game's seats and settings, then open it (`parent` is the launcher)."""
    return open_new_game(SCREENS, parent, language, dialog_parent)


def load_game(
    parent: QWidget | None, path: Path, language: str | None = None, dialog_parent: QWidget | None = None
) -> PowerGridWindow | None:
    """Open a saved game; a file that cannot be loaded is explained and nothing is lost."""
    return open_saved_game(SCREENS, parent, path, language, dialog_parent)


def continue_game(parent: QWidget | None, language: str | None = None) -> PowerGridWindow | None:
    """Open the autosaved game exactly where it was left."""
    return continue_autosaved_game(SCREENS, parent, language)


def demo_window(players: int, seed: int, language: str, speed: str) -> PowerGridWindow:
    """An all-computer game for a classroom: narrated in the log, with pause and step."""
    content = load_power_grid()
    from desktop_app.rules.power_grid.state import PowerGridOptions

    names = {
        "zh_TW": ["小明", "小美", "阿華", "小芳", "志強", "雅婷"],
        "en": ["Ming", "Mei", "Hua", "Fang", "Zhi", "Ting"],
    }[language if language in ("zh_TW", "en") else "en"]
    seats = [Seat(names[i], "heuristic") for i in range(players)]
    controller = GameController(POWER_GRID, content, PowerGridOptions(players=players, seed=seed), seats)
    window = PowerGridWindow(controller, language)
    window.set_speed(speed, remember=False)
    return window
