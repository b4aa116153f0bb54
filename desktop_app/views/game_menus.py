"""What every game window shares: its menus (Game, View, Computer players) and the commands
behind the Game menu (save, load, new game, closing), written once for all games.

A window hands itself in; it provides the commands (`_new_game`, `_save_as`, `_load`,
`_undo`, `close`, `_toggle_full_screen`, `_toggle_pause`, `set_speed(key, remember)`,
`controller.step`, and where asked `_toggle_presentation` and `board.zoom_in/zoom_out/zoom_fit`)
and gets back the actions it updates later (`undo_action`, `full_screen_action`,
`pause_action`, `presentation_action`, `speed_actions`).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QFileDialog, QMainWindow, QMenu, QMessageBox

from desktop_app.controllers.storage import saves_dir
from desktop_app.views.game_session import open_new_game, open_saved_game
from desktop_app.views.kit.narration import fill
from desktop_app.views.plain_text import message_box, warn

# Computer player speeds: milliseconds between their actions.
SPEEDS = {"slow": 1500, "normal": 700, "fast": 250, "max": 0}


def add_action(menu: QMenu, text: str, shortcut, slot: Callable[[], object]) -> QAction:
    action = menu.addAction(text)
    action.setShortcut(QKeySequence(shortcut))
    action.triggered.connect(lambda _checked=False: slot())
    return action


def saved_speed(settings_key: str) -> str:
    value = QSettings().value(settings_key, "normal")
    return value if value in SPEEDS else "normal"


def build_game_menus(window: QMainWindow, settings_key: str, *, zoom: bool = False, presentation: bool = False) -> None:
    """Add the shared menus to `window` and apply the saved computer-player speed."""
    translate = QCoreApplication.translate
    bar = window.menuBar()
    game = bar.addMenu(translate("GameMenus", "&Game"))
    window.new_action = add_action(
        game, translate("GameMenus", "&New game…"), QKeySequence.StandardKey.New, window._new_game
    )
    window.save_action = add_action(
        game, translate("GameMenus", "&Save as…"), QKeySequence.StandardKey.Save, window._save_as
    )
    window.load_action = add_action(game, translate("GameMenus", "&Load…"), QKeySequence.StandardKey.Open, window._load)
    game.addSeparator()
    window.undo_action = add_action(
        game, translate("GameMenus", "&Undo my last action"), QKeySequence.StandardKey.Undo, window._undo
    )
    game.addSeparator()
    add_action(game, translate("GameMenus", "&Close game"), QKeySequence.StandardKey.Close, window.close)

    view = bar.addMenu(translate("GameMenus", "&View"))
    if zoom:
        board = window.board
        add_action(view, translate("GameMenus", "Zoom &in"), QKeySequence.StandardKey.ZoomIn, board.zoom_in)
        add_action(view, translate("GameMenus", "Zoom &out"), QKeySequence.StandardKey.ZoomOut, board.zoom_out)
        add_action(view, translate("GameMenus", "&Fit to window"), QKeySequence("Ctrl+0"), board.zoom_fit)
        view.addSeparator()
    window.full_screen_action = add_action(
        view, translate("GameMenus", "&Full screen"), QKeySequence("F11"), window._toggle_full_screen
    )
    window.full_screen_action.setCheckable(True)
    if presentation:
        window.presentation_action = add_action(
            view,
            translate("GameMenus", "&Presentation mode (large text)"),
            QKeySequence("F5"),
            window._toggle_presentation,
        )
        window.presentation_action.setCheckable(True)

    bots = bar.addMenu(translate("GameMenus", "&Computer players"))
    window.pause_action = add_action(
        bots, translate("GameMenus", "&Pause"), QKeySequence("Ctrl+P"), window._toggle_pause
    )
    window.pause_action.setCheckable(True)
    window.step_action = add_action(
        bots, translate("GameMenus", "&Step one action"), QKeySequence("Ctrl+."), window.controller.step
    )
    speed_menu = bots.addMenu(translate("GameMenus", "&Speed"))
    group = QActionGroup(window)
    names = {
        "slow": translate("GameMenus", "Slow"),
        "normal": translate("GameMenus", "Normal"),
        "fast": translate("GameMenus", "Fast"),
        "max": translate("GameMenus", "Instant"),
    }
    window.speed_actions = {}
    for key, label in names.items():
        action = speed_menu.addAction(label)
        action.setCheckable(True)
        action.triggered.connect(lambda _checked=False, k=key: window.set_speed(k))
        group.addAction(action)
        window.speed_actions[key] = action
    window.set_speed(saved_speed(settings_key), remember=False)


class GameWindowCommands:
    """Save, load, new game, full screen and closing: the same in every game window.

    Mixed into a QMainWindow that has `controller`, `language`, `launcher`, `scoreboard`,
    `_replaced`, `window_did_close` and a `screens` property (its game's `GameScreens`). A window
    with timers of its own stops them in `_stop_own_work`.
    """

    _user_paused = False  # the player paused the computer players (Computer players > Pause)

    def _say(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

    _autosave_box: QMessageBox | None = None

    def _autosave_failed(self, why: str) -> None:
        """The game goes on; the player is told once, with a way to keep a copy elsewhere, and
        the status line repeats it while the autosave keeps failing."""
        translate = QCoreApplication.translate
        self._say(
            translate("GameWindow", "Autosave failed: {why}. Game > Save as… keeps a copy elsewhere.").format(why=why)
        )
        if self._autosave_box is not None:
            return
        box = message_box(
            self,
            QMessageBox.Icon.Warning,
            translate("GameWindow", "Autosave failed"),
            translate(
                "GameWindow",
                "The game cannot be saved automatically ({why}). You can play on; to be safe, save a copy "
                "somewhere else, for example on a USB stick.",
            ).format(why=why),
            QMessageBox.StandardButton.NoButton,
        )
        save = box.addButton(translate("GameWindow", "Save a copy elsewhere…"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(translate("GameWindow", "Play on"), QMessageBox.ButtonRole.RejectRole)
        save.clicked.connect(self._save_as)
        box.setModal(False)
        self._autosave_box = box
        box.show()

    def _bot_did_fail(self, message: str) -> None:
        self.controller.pause()
        self._user_paused = True
        self.pause_action.setChecked(True)
        warn(
            self,
            QCoreApplication.translate("GameWindow", "A computer player made a mistake"),
            fill(QCoreApplication.translate("GameWindow", "The computer players are paused.\n\n%1"), message),
        )

    def _may_resume(self) -> bool:
        """Whether the computer players may go on right now (a window mid-animation may say no)."""
        return True

    def _toggle_pause(self) -> None:
        self._user_paused = not self._user_paused
        if self._user_paused:
            self.controller.pause()
        elif self._may_resume():
            self.controller.resume()
        self.pause_action.setChecked(self._user_paused)

    def _toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.full_screen_action.setChecked(self.isFullScreen())

    def _save_as(self) -> None:
        translate = QCoreApplication.translate
        path, _ = QFileDialog.getSaveFileName(
            self,
            translate("GameWindow", "Save game"),
            str(saves_dir() / f"{self.screens.game.id}.json"),
            translate("GameWindow", "Saved games (*.json)"),
        )
        if not path:
            return
        try:
            self.controller.save_to(Path(path))
        except OSError as exc:
            warn(self, translate("GameWindow", "Could not save"), str(exc))
            return
        self._say(fill(translate("GameWindow", "Saved to %1"), path))

    def _load(self) -> None:
        translate = QCoreApplication.translate
        path, _ = QFileDialog.getOpenFileName(
            self,
            translate("GameWindow", "Load game"),
            str(saves_dir()),
            translate("GameWindow", "Saved games (*.json)"),
        )
        if path:
            self._replace_with(open_saved_game(self.screens, self.launcher, Path(path), self.language, self))

    def _new_game(self) -> None:
        self._replace_with(open_new_game(self.screens, self.launcher, self.language, self))

    def _replace_with(self, window) -> None:
        """Close this game for another one, without going back to the launcher in between."""
        if window is not None:
            self._replaced = True
            self.close()

    def _stop_own_work(self) -> None:
        """Stop the window's own timers (races, animations) before it closes."""

    def closeEvent(self, event: QCloseEvent) -> None:
        self._stop_own_work()
        self.controller.shutdown()
        if self.scoreboard is not None:
            self.scoreboard.close()
        if not self._replaced:
            self.window_did_close.emit()
        super().closeEvent(event)
