"""The Power On! window: the table, the carbon tower beside it, the decision panel and the
narrated log.

Wiring only: the board, tower and panel draw and turn clicks into actions, the controller plays.
A drop on the tower is animated by the real physics and then submitted as a `stack_token`
action; a computer player's drop is animated from its recorded action the same way. Entry points
for the launcher and the demo are at the end.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtGui import QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QMainWindow,
    QMenu,
    QPushButton,
    QSplitter,
    QWidget,
)

from desktop_app.content.loader import load_power_on
from desktop_app.controllers.game_controller import ActionRecord, GameController, Seat
from desktop_app.rules.power_on import actions as a
from desktop_app.rules.power_on.game import POWER_ON
from desktop_app.rules.power_on.state import Phase, PowerOnOptions, TowerMode
from desktop_app.views.game_menus import SPEEDS, GameWindowCommands, add_action, build_game_menus
from desktop_app.views.game_session import (
    GameScreens,
    continue_autosaved_game,
    open_new_game,
    open_saved_game,
)
from desktop_app.views.kit.narration import fill
from desktop_app.views.plain_text import plain_label
from desktop_app.views.power_on.aid_dialog import PlayerAidDialog
from desktop_app.views.power_on.board_view import PowerOnBoardView
from desktop_app.views.power_on.narration import PowerOnScoreboard, game_log
from desktop_app.views.power_on.new_game_dialog import (
    PowerOnNewGameDialog,
    default_names,
)
from desktop_app.views.power_on.panels import PowerOnActionPanel
from desktop_app.views.power_on.tower_view import TowerView
from desktop_app.views.theme import scale_for, ui_font

SETTINGS_SPEED = "power_on/bot_speed"
TOWER_PARTS = frozenset({"tower", "turn"})  # the change flags the tower view shows
AID_SHORTCUT = "Ctrl+I"  # the player aid (F1 stays free for a rules reference)


class PowerOnWindow(GameWindowCommands, QMainWindow):
    """One game of Power On! on screen."""

    window_did_close = Signal()

    def __init__(self, controller: GameController, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.language = language
        self.scoreboard: PowerOnScoreboard | None = None
        self.launcher: QWidget | None = None
        self.speed = "normal"
        self._replaced = False
        self._user_paused = False
        self._scale = 0.0
        self.setWindowTitle(self.tr("Power On! — Energy Table"))
        self.resize(1280, 800)

        self.board = PowerOnBoardView(controller.content, language)
        self.tower = TowerView()
        self.actions = PowerOnActionPanel(controller, controller.content, language)
        self.log = game_log(controller.content, controller.seats, language)
        side = QSplitter(Qt.Orientation.Vertical)
        side.addWidget(self.actions)
        side.addWidget(self.log)
        main = QSplitter(Qt.Orientation.Horizontal)
        main.addWidget(self.board)
        main.addWidget(self.tower)
        main.addWidget(side)
        self.side, self.main = side, main
        self.setCentralWidget(main)
        self.status = plain_label()
        self.statusBar().addWidget(self.status, 1)
        self.aid: PlayerAidDialog | None = None
        self.aid_button = QPushButton(self.tr("Player aid"))
        self.aid_button.setObjectName("player_aid_button")
        self.aid_button.setToolTip(
            fill(
                self.tr("The turn's options and costs, as on the box's player aid card (%1)"),
                QKeySequence(AID_SHORTCUT).toString(QKeySequence.SequenceFormat.NativeText),
            )
        )
        self.aid_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the tower keeps the keyboard
        self.aid_button.clicked.connect(self.show_aid)
        self.statusBar().addPermanentWidget(self.aid_button)

        self.board.hand_clicked.connect(self.actions.toggle_card)
        self.board.market_clicked.connect(self.actions.take_market)
        self.board.deck_clicked.connect(self.actions.draw)
        self.board.city_clicked.connect(self.actions.take_city)
        self.actions.selection_did_change.connect(self._selection_did_change)
        self.actions.curtain_did_lift.connect(self._redraw)
        self.actions.drop_requested.connect(self.tower.drop_now)
        self.tower.dropped.connect(self._human_dropped)
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
        # The shared View menu is the one holding the full-screen command.
        view = next(o for o in self.full_screen_action.associatedObjects() if isinstance(o, QMenu))
        view.addSeparator()
        self.aid_action = add_action(view, self.tr("Player &aid…"), QKeySequence(AID_SHORTCUT), self.show_aid)

    def show_aid(self) -> None:
        """Open (or bring forward) the non-modal player aid: the turn's options and costs."""
        if self.aid is None:
            self.aid = PlayerAidDialog(self.controller.content, self.language, self)
            self.aid.set_scale(max(1.0, self._scale))
        self.aid.show()
        self.aid.raise_()
        self.aid.activateWindow()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        width, height = self.width(), self.height()
        self.main.setSizes([round(width * 0.56), round(width * 0.17), round(width * 0.27)])
        self.side.setSizes([round(height * 0.62), round(height * 0.38)])
        scale = scale_for(self.size())
        if scale != self._scale:
            self._scale = scale
            font = ui_font(QApplication.font(), 15 * scale)
            self.menuBar().setFont(font)
            for menu in self.menuBar().findChildren(QMenu):
                menu.setFont(font)
            self.statusBar().setFont(font)
            self.status.setFont(font)
            self.aid_button.setFont(font)
            if self.aid is not None:
                self.aid.set_scale(max(1.0, scale))
            self.log.set_scale(scale)
            self.actions.set_scale(scale)

    # --- reacting to the game --------------------------------------------------------------------

    @property
    def screens(self) -> GameScreens:
        return SCREENS

    def _stop_own_work(self) -> None:
        self.tower.timer.stop()

    def start(self) -> None:
        self.controller.start()

    def _action_did_apply(self, record: ActionRecord) -> None:
        self.log.append_record(record)
        self.actions.clear_selection()
        human = self.controller.seats[record.player].is_human
        if isinstance(record.action, a.StackToken) and not human and not self.tower.is_busy():
            act = record.action
            self.tower.animate_drop(record.before.tower_drops, act.x, act.angle)
        self._redraw(record.changes)

    def _human_dropped(self, x: int, angle: int, fell: int) -> None:
        self.controller.submit(a.StackToken(x, angle, fell))

    def _history_did_rewind(self) -> None:
        self.log.set_records(self.controller.history)
        self.actions.clear_selection()
        self._redraw()
        self._say(self.tr("Undone."))

    def _redraw(self, changed: frozenset[str] | None = None) -> None:
        """Show the current state; `changed` is what the last action changed (None: all of it)."""
        self._redraw_board(changed)
        self.actions.refresh()
        self.undo_action.setEnabled(self.controller.can_undo())
        self.status.setText(self._status_text())

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
            self.tower.show_state(state, stacking, self._tower_caption(state))

    def _selection_did_change(self) -> None:
        self._redraw_board(frozenset())  # nothing in the game changed: only the hand's selection

    def _tower_caption(self, state) -> str:
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
        player = self.controller.current_player()
        if player >= 0:
            text += " · " + fill(self.tr("%1 to play"), self.controller.seats[player].name)
        return text

    # --- the end -------------------------------------------------------------------------------

    def _game_did_end(self, _winners) -> None:
        self._redraw()
        self.scoreboard = PowerOnScoreboard(
            self.controller.state,
            self.controller.seats,
            self.controller.content,
            self.language,
            max(1.0, self._scale),
            self,
        )
        self.scoreboard.open()

    # --- commands --------------------------------------------------------------------------------

    def set_speed(self, key: str, remember: bool = True) -> None:
        self.speed = key
        self.controller.set_bot_delay(SPEEDS[key])
        self.board.animate = key != "max"
        self.tower.animate = key != "max"
        self.speed_actions[key].setChecked(True)
        if remember:
            QSettings().setValue(SETTINGS_SPEED, key)

    def _undo(self) -> None:
        # the rules say where undo stops (rules/power_on/queries.py: a dropped token never comes back)
        if not self.controller.undo():
            self._say(self.tr("Nothing to undo: a card turned up, a token was dropped, or another player has moved."))


# --- entry points ---------------------------------------------------------------------------------


SCREENS = GameScreens(
    game=POWER_ON,
    load_content=load_power_on,
    new_game_dialog=lambda content, language, parent: PowerOnNewGameDialog(
        language, parent, scale_for(parent.size()) if parent is not None else 1.0
    ),
    window=lambda controller, language: PowerOnWindow(controller, language),
)


def open_game(
    parent: QWidget | None, language: str | None = None, dialog_parent: QWidget | None = None
) -> PowerOnWindow | None:
    """Ask for the seats and the tower setting, then open a new game (`parent` is the launcher)."""
    return open_new_game(SCREENS, parent, language, dialog_parent)


def load_game(
    parent: QWidget | None, path: Path, language: str | None = None, dialog_parent: QWidget | None = None
) -> PowerOnWindow | None:
    """Open a saved game; a file that cannot be loaded is explained and nothing is lost."""
    return open_saved_game(SCREENS, parent, path, language, dialog_parent)


def continue_game(parent: QWidget | None, language: str | None = None) -> PowerOnWindow | None:
    """Open the autosaved game exactly where it was left."""
    return continue_autosaved_game(SCREENS, parent, language)


def demo_window(players: int, seed: int, language: str, speed: str, tower: str = TowerMode.STACKING) -> PowerOnWindow:
    """An all-computer game for a classroom, narrated in the log, stacking through the physics."""
    names = default_names(language)
    seats = [Seat(names[i], "heuristic") for i in range(players)]
    options = PowerOnOptions(players=players, seed=seed, tower=tower)
    controller = GameController(POWER_ON, load_power_on(), options, seats)
    window = PowerOnWindow(controller, language)
    window.set_speed(speed, remember=False)
    return window
