"""Opening a game's window from the launcher — a new game, a save, or an unfinished game — the
same way for every game: the launcher hides while the game is open and comes back when it
closes; a file that cannot be opened is explained and nothing else changes.

Every game opened gets its own autosave (`controllers/unfinished.py`): a new game or a save
opened from elsewhere starts a new session file, so no unfinished game is ever overwritten;
continuing an unfinished game goes on in its own file, locked while the window is open, and a
game another window (or copy of the app) has open is refused in one sentence."""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from desktop_app.content.errors import ContentError
from desktop_app.controllers.game_controller import GameController
from desktop_app.controllers.unfinished import (
    claim,
    is_session_path,
    new_session_path,
    unfinished_games,
)
from desktop_app.rules.common.game import GameDefinition
from desktop_app.rules.common.options import fresh_seed
from desktop_app.rules.common.save import SaveError
from desktop_app.rules.registry import GAMES
from desktop_app.views.kit.noop import QT_TRANSLATE_NOOP
from desktop_app.views.kit.screen_fit import show_fitted
from desktop_app.views.plain_text import critical, message_box, warn

if TYPE_CHECKING:  # the new-game dialog a session asks for its seats
    from desktop_app.views.kit.new_game import NewGameDialog

# What each SaveError code says to the player (in their language); the English sentence from the
# rules, with its details, sits behind "Show Details...".
SAVE_ERROR_TEXTS = {
    "missing": QT_TRANSLATE_NOOP("SaveError", "There is no saved game called {file}."),
    "folder": QT_TRANSLATE_NOOP("SaveError", "{file} is a folder, not a saved game."),
    "unreadable": QT_TRANSLATE_NOOP("SaveError", "{file} cannot be read (check that you may open it)."),
    "not_a_save": QT_TRANSLATE_NOOP("SaveError", "{file} is not an Energy Table saved game."),
    "too_large": QT_TRANSLATE_NOOP("SaveError", "{file} is far too large to be a saved game."),
    "damaged": QT_TRANSLATE_NOOP("SaveError", "{file} is damaged or incomplete, so it cannot be opened."),
    "bad_version": QT_TRANSLATE_NOOP(
        "SaveError", "{file} does not say which save format it uses, so it cannot be opened."
    ),
    "newer_version": QT_TRANSLATE_NOOP(
        "SaveError", "{file} was saved by a newer Energy Table. Please update the app to open it."
    ),
    "changed": QT_TRANSLATE_NOOP("SaveError", "{file} was changed after it was saved, so it cannot be trusted."),
    "other_game": QT_TRANSLATE_NOOP("SaveError", "This saved game belongs to another game."),
    "unknown_game": QT_TRANSLATE_NOOP("SaveError", "This saved game is for a game this version does not have."),
    "bad_settings": QT_TRANSLATE_NOOP("SaveError", "The players or settings in this saved game are not valid."),
    "unknown_bot": QT_TRANSLATE_NOOP(
        "SaveError", "This saved game has a computer player this version does not have: {bot}."
    ),
    "illegal_move": QT_TRANSLATE_NOOP(
        "SaveError", "Move {move} of {total} in this saved game breaks the rules, so the game cannot be replayed."
    ),
}


def save_error_text(exc: SaveError) -> str:
    """The reason a save was refused, in the player's language."""
    text = SAVE_ERROR_TEXTS.get(exc.code)
    if text is None:
        return str(exc)
    try:
        return QCoreApplication.translate("SaveError", text).format(**exc.params)
    except (KeyError, IndexError, ValueError):
        return str(exc)


def explain_save_error(parent: QWidget | None, exc: SaveError) -> int:
    """Tell the player why a save cannot be opened: one sentence, the details behind a button."""
    box = message_box(
        parent,
        QMessageBox.Icon.Warning,
        QCoreApplication.translate("GameSession", "Could not load the game"),
        save_error_text(exc),
    )
    box.setDetailedText(str(exc))
    return box.exec()


@dataclass(frozen=True)
class GameScreens:
    """What opening one game needs: its rules, content, new-game dialog and window."""

    game: GameDefinition
    load_content: Callable[[], Any]
    # (content, language, parent) -> a dialog whose setup() gives .options and .seats
    new_game_dialog: Callable[[Any, str, QWidget | None], NewGameDialog]
    # (controller, language) -> the game's main window (with `launcher`, `window_did_close`, `start()`)
    window: Callable[[GameController, str], Any]


def language_of(parent: QWidget | None, language: str | None) -> str:
    """The language asked for, else the launcher's, else Traditional Chinese."""
    if language:
        return language
    manager = getattr(parent, "language_manager", None)
    return manager.language if manager is not None else "zh_TW"


def show_like(window: QWidget, other: QWidget | None) -> None:
    """Show `window` where `other` is, at its size and state: full screen and maximised follow
    (a game opened from a launcher on a projector fills the projector as the launcher did)."""
    if other is None or not other.isWindow():
        show_fitted(window)
        return
    if other.isFullScreen():
        window.setGeometry(other.normalGeometry() if other.normalGeometry().isValid() else other.geometry())
        window.showFullScreen()
    elif other.isMaximized():
        window.setGeometry(other.normalGeometry() if other.normalGeometry().isValid() else other.geometry())
        window.showMaximized()
    else:
        window.setGeometry(other.geometry())
        window.show()


def forget_window(launcher: QWidget, window: Any) -> None:
    """The launcher stops holding a game window once it is gone (a closed game is let go)."""
    if getattr(launcher, "_game_window", None) is window:
        launcher._game_window = None  # type: ignore[attr-defined]  # set by show_window on any launcher widget


def show_window(window: Any, launcher: QWidget | None, like: QWidget | None = None) -> Any:
    """Show a game window in place of the launcher, at the size and state of `like` (the window
    it was opened from: the launcher, or the game window Game > New / Load replaces), and start
    its computer players."""
    if launcher is not None:
        window.launcher = launcher
        window.window_did_close.connect(launcher.show)
        launcher._game_window = window  # type: ignore[attr-defined]  # any launcher widget keeps its game alive
        window.destroyed.connect(lambda _gone=None: forget_window(launcher, window))
    like = like.window() if like is not None else launcher
    show_like(window, like if like is not None and like.isVisible() else launcher)
    if launcher is not None:
        launcher.hide()
    window.start()
    return window


def open_new_game(
    screens: GameScreens,
    parent: QWidget | None,
    language: str | None = None,
    dialog_parent: QWidget | None = None,
) -> Any | None:
    """Ask for the seats and settings, then open a new game (`parent` is the launcher)."""
    language = language_of(parent, language)
    dialog_parent = dialog_parent or parent
    try:
        content = screens.load_content()
    except ContentError as exc:
        critical(dialog_parent, QCoreApplication.translate("GameSession", "Broken content pack"), str(exc))
        return None
    dialog = screens.new_game_dialog(content, language, dialog_parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    setup = dialog.setup()
    window = _start_session(screens, content, setup.options, setup.seats, setup.hints, language, parent, dialog_parent)
    if setup.invite:  # the new-game dialog's "Invite players on other devices"
        from desktop_app.views.remote.host_table import invite

        invite(window)
    return window


def open_rematch(
    screens: GameScreens,
    parent: QWidget | None,
    finished: GameController,
    language: str | None = None,
    dialog_parent: QWidget | None = None,
) -> Any | None:
    """The end screen's "Play again": the same players and settings as `finished`, a new deal,
    in a session of its own (`parent` is the launcher)."""
    options = screens.game.options_from_json({**finished.options.to_json(), "seed": fresh_seed()})
    seats = list(finished.seats)
    language = language_of(parent, language)
    return _start_session(
        screens, finished.content, options, seats, finished.hints_enabled, language, parent, dialog_parent
    )


def _start_session(
    screens: GameScreens,
    content: Any,
    options: Any,
    seats: list[Any],
    hints: bool,
    language: str,
    parent: QWidget | None,
    dialog_parent: QWidget | None,
) -> Any:
    """A new game in an autosave of its own (locked to this window), shown."""
    autosave = new_session_path(screens.game.id)
    controller = GameController(screens.game, content, options, seats, autosave_path=autosave)
    controller.session_lock = claim(autosave)
    controller.hints_enabled = hints
    return show_window(screens.window(controller, language), parent, dialog_parent)


def open_saved_game(
    screens: GameScreens,
    parent: QWidget | None,
    path: Path,
    language: str | None = None,
    dialog_parent: QWidget | None = None,
) -> Any | None:
    """Open a saved game; a file that cannot be loaded is explained and nothing is lost."""
    language = language_of(parent, language)
    dialog_parent = dialog_parent or parent
    # An unfinished game goes on in its own autosave; any other save starts a new one.
    autosave = Path(path) if is_session_path(path, screens.game.id) else new_session_path(screens.game.id)
    lock = claim(autosave)
    if lock is None:
        say_open_elsewhere(dialog_parent)
        return None
    try:
        controller = GameController.from_save(path, GAMES, autosave_path=autosave)
    except SaveError as exc:
        lock.release()
        explain_save_error(dialog_parent, exc)
        return None
    except ContentError as exc:
        lock.release()
        critical(dialog_parent, QCoreApplication.translate("GameSession", "Broken content pack"), str(exc))
        return None
    if controller.game.id != screens.game.id:
        lock.release()
        warn(
            dialog_parent,
            QCoreApplication.translate("GameSession", "Could not load the game"),
            QCoreApplication.translate("GameSession", "This save is for another game."),
        )
        return None
    controller.session_lock = lock
    window = show_window(screens.window(controller, language), parent, dialog_parent)
    if controller.load_warnings:
        # Another content-pack version: every move still replayed, but the player is told.
        window.statusBar().showMessage(
            QCoreApplication.translate(
                "GameSession",
                "This save was made with another version of the game content; every move still checks out.",
            ),
            15000,
        )
    return window


def say_open_elsewhere(parent: QWidget | None) -> None:
    """One sentence: another window of the app has this game open."""
    warn(
        parent,
        QCoreApplication.translate("GameSession", "Could not load the game"),
        QCoreApplication.translate(
            "GameSession", "This game is open in another Energy Table window: go on with it there."
        ),
    )


def continue_unfinished_game(
    screens: GameScreens, parent: QWidget | None, path: Path | None = None, language: str | None = None
) -> Any | None:
    """Go on with an unfinished game exactly where it was left (`path`, else the one played
    last that no other window has open)."""
    if path is None:
        ready = [g for g in unfinished_games(screens.game.id) if not g.open_elsewhere and not g.problem]
        if not ready:
            return None
        path = ready[0].path
    return open_saved_game(screens, parent, path, language)


# --- entry points ------------------------------------------------------------------------------------


def window_module(game_id: str) -> Any:
    """A game's window module (`views/<game>/window.py`: its `SCREENS` and `demo_window`), by the
    rules' game id ("power-grid"), imported when first asked for."""
    return importlib.import_module(f"desktop_app.views.{game_id.replace('-', '_')}.window")


def entry_points(screens: GameScreens) -> tuple[Callable[..., Any], Callable[..., Any], Callable[..., Any]]:
    """A game's `open_game`, `load_game` and `continue_game` for the launcher."""

    def open_game(
        parent: QWidget | None, language: str | None = None, dialog_parent: QWidget | None = None
    ) -> Any | None:
        """Ask for a new game's seats and settings, then open it (`parent` is the launcher)."""
        return open_new_game(screens, parent, language, dialog_parent)

    def load_game(
        parent: QWidget | None, path: Path, language: str | None = None, dialog_parent: QWidget | None = None
    ) -> Any | None:
        """Open a saved game; a file that cannot be loaded is explained and nothing is lost."""
        return open_saved_game(screens, parent, path, language, dialog_parent)

    def continue_game(parent: QWidget | None, path: Path | None = None, language: str | None = None) -> Any | None:
        """Go on with an unfinished game (`path`, else the one played last)."""
        return continue_unfinished_game(screens, parent, path, language)

    return open_game, load_game, continue_game
