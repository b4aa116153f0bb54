"""The game window, one for all four games (issue 12): the table beside a side column (the
action panel over the log), the status line, the menus (Game, View, Computer players) and the
commands behind them, the controller's signals, chrome that grows with the window, undo, the
computer players' speed and pause, and the entry points for the launcher and the demo.

A game subclasses `GameWindow` with its pieces and its differences only:

- class attributes: `game` (its `GameDefinition`), `new_game_dialog` ((content, language,
  parent) -> dialog; `NewGameDialog.for_window`), `load_content` and `settings_key` (where the
  speed is remembered; both follow from `game` unless given), `zoom` / `presentation` (whether
  the View menu offers them), `presentation_chrome` / `presentation_side_shares` (presentation
  mode's larger chrome and side column, `_present_side`), the splitters' `main_shares` /
  `side_shares` (kept on every resize) or `main_stretch` / `side_stretch`, `panels_scale`,
  `legend_rows` ((content, language) -> the legend's rows) and `end_screen` (the scoreboard);
- `_make_pieces` (sets `board`, `actions`, `log`, usually through `_make_table`, and anything
  of its own), `_table` / `_side`
  (the widgets beside and in the side column), `_wire` (board <-> panel, its own buttons),
  `_title`, `_status_text`, `_show_state(changed)`, `_make_scoreboard`, `_nothing_to_undo`;
- where it needs them: `_show_action(record)`, `_did_rewind`, `_rescale(scale, font)`,
  `_set_animation(on)`, `_motions(record)`, `_busy` (Magic Lamp's race: no undo, no resuming),
  `_stop_own_work`, `_toggle_presentation`, `_build_menus` (super() first), `start`;
- first contact (issue 13): `_legend_entries()` (the legend's (picture, text) rows: a "?" over
  the board's top-right corner and the "?" key open it; none, no button) and `_keyboard_boards()`
  (the board views the arrow keys walk, `BoardKeyboard`; by default the board);
- hints (issue 14): `_hint_targets(action)` (what to ring for a suggested move: board items and
  panel widgets, `kit/hints.HintTargets`), `_word_hint(action)` (the move in the player's words)
  and, where a person decides while it is nobody's turn (Magic Lamp's secret dice), `_hint_seat`.

The kit answers every click and key: Enter presses the panel's default button; after every
action the keyboard comes back to the panel (`ActionPanel.settle_focus`); the panel's `said` and
a refused board item (`BoardItem.set_refusal`, through `say_refusal`) speak in a bubble at the
piece and in the status line (`window_speech.WindowSpeech`).

The launcher's entry points are `views/game_session.py`'s; the demo's is at the end of this module.

The window keeps the wiring; its parts are kit modules it mixes in: `window_menus.GameMenus`
(the menus, the computer players' speed and thinking time, the sound cues), `hint_flow.
GameWindowHints` (the Hint button and H) and `game_extras.GameExtras` (the lesson page, the deal
code, the end screen's notes).
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, ClassVar, TypeVar

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtGui import (
    QCloseEvent,
    QFont,
    QKeyEvent,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QGraphicsView,
    QGridLayout,
    QMainWindow,
    QMenu,
    QMessageBox,
    QSplitter,
    QToolButton,
    QWidget,
)

from desktop_app.controllers.game_controller import ActionRecord, GameController, Seat
from desktop_app.controllers.storage import saves_dir
from desktop_app.rules.common.game import GameDefinition
from desktop_app.views.game_session import (
    GameScreens,
    open_new_game,
    open_rematch,
    open_saved_game,
)
from desktop_app.views.kit.action_panel import ActionPanel
from desktop_app.views.kit.board_keys import BoardKeyboard
from desktop_app.views.kit.game_extras import GameExtras
from desktop_app.views.kit.hint_flow import GameWindowHints, ShownHint
from desktop_app.views.kit.legend import LegendDialog
from desktop_app.views.kit.narration import fill
from desktop_app.views.kit.screen_fit import MINIMUM
from desktop_app.views.kit.window_menus import GameMenus, add_action
from desktop_app.views.kit.window_speech import WindowSpeech
from desktop_app.views.menu_fonts import set_menu_font
from desktop_app.views.plain_text import message_box, plain_label, warn
from desktop_app.views.theme import Palette, scale_for, ui_font

log = logging.getLogger(__name__)


def _splitter(orientation: Qt.Orientation, widgets: Sequence[QWidget], stretch: Sequence[int]) -> QSplitter:
    splitter = QSplitter(orientation)
    for widget in widgets:
        splitter.addWidget(widget)
    for index, factor in enumerate(stretch):
        splitter.setStretchFactor(index, factor)
    return splitter


class GameWindow(GameMenus, GameWindowHints, GameExtras, WindowSpeech, QMainWindow):
    """One game on screen: what every game's window shares (see the module's docstring)."""

    window_did_close = Signal()

    game: ClassVar[GameDefinition]
    load_content: ClassVar[Callable[[], Any]]
    new_game_dialog: ClassVar[Callable[..., Any]]  # (content, language, parent) -> its new-game dialog
    settings_key: ClassVar[str]  # QSettings key of the computer players' speed
    zoom: ClassVar[bool] = False  # View menu: zoom in / out / fit (the board's zoom_in/zoom_out/zoom_fit)
    presentation: ClassVar[bool] = False  # View menu: presentation mode (the game's _toggle_presentation)
    main_shares: ClassVar[tuple[float, ...]] = ()  # the table | side widths, as shares kept on resize
    side_shares: ClassVar[tuple[float, ...]] = ()  # the side column's heights, likewise
    main_stretch: ClassVar[tuple[int, ...]] = ()  # splitter stretch factors
    side_stretch: ClassVar[tuple[int, ...]] = ()
    panels_scale: ClassVar[bool] = True  # the action panel and log follow the window's scale
    presentation_chrome: ClassVar[float] = 1.0  # presentation mode: the menus, panel and log this much larger
    presentation_side_shares: ClassVar[tuple[float, ...]] = ()  # presentation mode: the side column's heights
    # (content, language) -> the legend's rows (`_legend_entries`); None: no legend
    legend_rows: ClassVar[staticmethod[[Any, str], list[tuple[Any, str]]] | None] = None
    # (state, seats, language, scale, parent) -> the end screen (`_make_scoreboard`)
    end_screen: ClassVar[Callable[..., Any] | None] = None

    board: Any
    actions: Any
    log: Any
    classroom: QObject | None = None  # a class game's keys (views/classroom.py), kept with the window

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """A game's window names its `game`; a `load_content` or `settings_key` it does not name
        follows from the game: its content from the pack, its speed kept under `<folder>/bot_speed`."""
        super().__init_subclass__(**kwargs)
        game = cls.__dict__.get("game")
        if game is None:
            return
        if "load_content" not in cls.__dict__:
            cls.load_content = staticmethod(lambda: game.load_content(None))
        if "settings_key" not in cls.__dict__:
            cls.settings_key = f"{game.folder}/bot_speed"

    def __init__(self, controller: GameController, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.language = language
        self.scoreboard: Any = None
        self.launcher: QWidget | None = None  # shown again when this game closes
        self.speed = "normal"
        self._replaced = False
        self._user_paused = False  # the player paused the computer players (Computer players > Pause)
        self._autosave_box: QMessageBox | None = None
        self._scale = 0.0
        self.coach: Any = None  # a guided first game's coach (kit/coach.py), if this is one
        self.setWindowTitle(self._title())
        self.setMinimumSize(MINIMUM)  # smaller, the side column covers the board's own buttons
        self.resize(1280, 800)

        self._make_pieces()
        self.side = _splitter(Qt.Orientation.Vertical, self._side(), self.side_stretch)
        self.main = _splitter(Qt.Orientation.Horizontal, [*self._table(), self.side], self.main_stretch)
        self.setCentralWidget(self.main)
        self.status = plain_label()
        self.statusBar().addWidget(self.status, 1)
        # A message said for a while (`_say`) takes the status line's place; Qt hides the line
        # under it only in some cases (not when a permanent widget is there), so do it here.
        self.statusBar().messageChanged.connect(lambda message: self.status.setVisible(not message))

        self._build_speech()
        self._wire()
        self._first_contact()
        controller.action_did_apply.connect(self._action_did_apply)
        controller.history_did_rewind.connect(self._history_did_rewind)
        controller.game_did_end.connect(self._game_did_end)
        # bound methods, never lambdas holding the window: the controller's connections must not
        # keep a closed window (and so itself) alive
        controller.action_was_refused.connect(self._action_was_refused)
        controller.autosave_did_fail.connect(self._autosave_failed)
        controller.bot_did_fail.connect(self._bot_did_fail)
        controller.bot_did_start_thinking.connect(self._bot_did_start_thinking)

        self._build_menus()
        self._build_hints()
        self.log.set_records(controller.history)
        self._redraw()

    # --- what a game gives -------------------------------------------------------------------------

    def _make_pieces(self) -> None:
        """Make `board`, `actions` and `log` (and the game's own pieces)."""
        raise NotImplementedError

    def _make_table(
        self,
        board: Callable[[Any, str], Any],
        panel: Callable[[GameController, Any, str], Any],
        log: Callable[[Any, list[Seat], str], Any],
    ) -> None:
        """`_make_pieces`' usual three: `board(content, language)`, `panel(controller, content,
        language)` and `log(content, seats, language)`."""
        content = self.controller.content
        self.board = board(content, self.language)
        self.actions = panel(self.controller, content, self.language)
        self.log = log(content, self.controller.seats, self.language)

    def _table(self) -> list[QWidget]:
        """The widgets left of the side column."""
        return [self.board]

    def _side(self) -> list[QWidget]:
        """The side column, top to bottom."""
        return [self.actions, self.log]

    def _wire(self) -> None:
        """Connect the game's pieces to each other (the controller is connected by the kit)."""

    def _title(self) -> str:
        raise NotImplementedError

    def _status_text(self) -> str:
        raise NotImplementedError

    def _show_state(self, changed: frozenset[str] | None) -> None:
        """Show the state on the table and panels; `changed`: what the last action changed."""
        raise NotImplementedError

    def _with_player_to_play(self, text: str) -> str:
        """A status line and, while someone is to play, who: "Round 3 · Mei to play"."""
        player = self.controller.current_player()
        if player < 0:
            return text
        return (
            text
            + " · "
            + fill(QCoreApplication.translate("GameWindow", "%1 to play"), self.controller.seats[player].name)
        )

    def _make_scoreboard(self) -> Any:
        """The end screen, from the class's `end_screen` (a game whose end screen needs more
        makes it itself)."""
        if self.end_screen is None:
            raise NotImplementedError
        c = self.controller
        return self.end_screen(c.state, c.seats, self.language, max(1.0, self._scale), self)

    def _nothing_to_undo(self) -> str:
        """Why undo did nothing (where the game's rules stop it)."""
        raise NotImplementedError

    def _show_action(self, record: ActionRecord) -> None:
        """An action was applied (already in the log)."""
        self._redraw(record.changes)

    def _did_rewind(self) -> None:
        """Undo went back: forget what the window held for the later state."""

    def _rescale(self, scale: float, font: QFont) -> None:
        """The window's scale changed: the game's own pieces follow."""

    def _set_animation(self, on: bool) -> None:
        """The items' own animations run unless at full speed or under Reduce motion."""
        self.board.animate = on

    def _busy(self) -> bool:
        """Whether the window is in the middle of something of its own (no undo, no resuming)."""
        return False

    def _stop_own_work(self) -> None:
        """Stop the window's own timers (races, animations) before it closes."""

    def _toggle_presentation(self) -> None:
        raise NotImplementedError

    def _legend_entries(self) -> list[tuple[Any, str]]:
        """The legend's rows: (picture, text), a picture being a QPixmap, a QIcon or a short
        symbol text; the text plain, in the window's language. None: no legend, no "?".
        By default the class's `legend_rows` (the game's symbols, drawn by its table's painters)."""
        return [] if self.legend_rows is None else self.legend_rows(self.controller.content, self.language)

    def _present_side(self, on: bool) -> None:
        """Presentation mode gives the side column `presentation_side_shares` (a larger panel
        keeps its choices in view; the log gives way), and the usual shares back after it."""
        if on:
            self.side_shares = self.presentation_side_shares  # type: ignore[misc]  # this window's, while presenting
        else:
            vars(self).pop("side_shares", None)
        self.side.setSizes([round(self.height() * share) for share in self.side_shares])

    def _keyboard_boards(self) -> list[QGraphicsView]:
        """The board views the arrow keys walk (each one Tab stop)."""
        return [self.board] if isinstance(self.board, QGraphicsView) else []

    def _guide_starts(self) -> None:
        """A guided game begins in this window: set aside what the script cannot follow."""

    # --- first contact: keyboard, legend, reasons (issue 13) -------------------------------------

    def _first_contact(self) -> None:
        translate = QCoreApplication.translate
        if isinstance(self.actions, ActionPanel):
            self.actions.said.connect(self.say_refusal)  # said while handling a click: a bubble there
        self.legend: LegendDialog | None = None
        self.board_keys: list[BoardKeyboard] = []
        for view in self._keyboard_boards():
            self.board_keys.append(BoardKeyboard(view, on_focus=self._say, on_leave=self._leave_board))
            if not view.accessibleName():
                view.setAccessibleName(fill(translate("GameWindow", "%1: the board"), self._game_name()))
            if not view.accessibleDescription():
                view.setAccessibleDescription(
                    translate(
                        "GameWindow",
                        "The arrow keys move over what can be chosen; Enter chooses it; Esc leaves the board.",
                    )
                )
        self.legend_button = button = QToolButton()
        button.setObjectName("legend_button")
        button.setText("?")
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the "?" key opens it from anywhere
        button.setAccessibleName(translate("GameWindow", "Legend: what the symbols mean"))
        button.setToolTip(translate("GameWindow", "Legend: what the symbols mean (key: ?)"))
        button.clicked.connect(lambda _checked=False: self.show_legend())
        holder = self.board.viewport() if isinstance(self.board, QGraphicsView) else self.board
        if holder.layout() is None:
            corner = QGridLayout(holder)
            corner.setContentsMargins(8, 8, 8, 8)
            corner.addWidget(button, 0, 0, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignRight)
        else:
            button.setParent(holder)
        button.setVisible(bool(self._legend_entries()))
        self._style_legend_button(1.0)

    def _style_legend_button(self, scale: float) -> None:
        side = round(38 * max(1.0, scale))
        self.legend_button.setFixedSize(side, side)
        self.legend_button.setStyleSheet(
            f"QToolButton {{ background: {Palette.CARD_FACE.name()}; color: {Palette.INK.name()};"
            f" border: {max(2, round(2 * scale))}px solid {Palette.INK.name()}; border-radius: {side // 2}px;"
            f" font-size: {round(side * 0.55)}px; font-weight: bold; }}"
            f" QToolButton:hover {{ background: #FFF3DA; }}"
        )

    def show_legend(self) -> LegendDialog | None:
        """The legend of the board's and cards' symbols ("?"); None if the game has none."""
        entries = self._legend_entries()
        if not entries:
            return None
        title = fill(QCoreApplication.translate("GameWindow", "%1: what the symbols mean"), self._game_name())
        if self.legend is not None:
            self.legend.close()
        self.legend = LegendDialog(entries, title, max(1.0, self._scale), self)
        self.legend.show()
        return self.legend

    def _leave_board(self) -> None:
        target = self.actions.focus_target() if isinstance(self.actions, ActionPanel) else None
        (target or self).setFocus(Qt.FocusReason.OtherFocusReason)

    def _settle_keyboard(self) -> None:
        """After an action: the keyboard back on the panel; the board's ring follows its item."""
        if isinstance(self.actions, ActionPanel):
            self.actions.settle_focus()
        for keys in self.board_keys:
            keys.refresh()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        """On screen: the keyboard starts on the panel (its default button, else its first control)."""
        super().showEvent(event)
        QTimer.singleShot(0, self._settle_keyboard)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        """Enter with the keyboard nowhere in particular presses the panel's default button."""
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and isinstance(self.actions, ActionPanel):
            if self.actions.press_default():
                event.accept()
                return
        super().keyPressEvent(event)

    def selection_did_change(self) -> None:
        """A game's selection changed (a card chosen) without an action: a guide's coach rings
        the step again (a chosen card brings its button)."""
        if self.coach is not None:
            self.coach.refresh(force=True)

    def _game_name(self) -> str:
        """The game's name as the launcher shows it, in the window's language."""
        from desktop_app.views.game_registry import GAMES

        entry = next((e for e in GAMES if e.id == self.game.folder), None)
        return entry.translated_title() if entry is not None else self.windowTitle()

    # --- size --------------------------------------------------------------------------------------

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if hasattr(self, "hint_display"):
            self.hint_display.place()
        if self.coach is not None:  # the step's rings where its things are now
            QTimer.singleShot(0, lambda: self.coach is not None and self.coach.refresh(force=True))
        width, height = self.width(), self.height()
        if self.main_shares:
            self.main.setSizes([round(width * share) for share in self.main_shares])
        if self.side_shares:
            self.side.setSizes([round(height * share) for share in self.side_shares])
        self._apply_scale()

    def _chrome_scale(self) -> float:
        """Menus, status line, panel and log grow with the window, and by `presentation_chrome`
        in presentation mode."""
        scale = scale_for(self.size())
        presenting = self.presentation and self.presentation_action.isChecked()
        return scale * self.presentation_chrome if presenting else scale

    def _apply_scale(self, force: bool = False) -> None:
        """Menus and the status line (and the panel and log) grow with the window."""
        scale = self._chrome_scale()
        if scale != self._scale or force:
            self._scale = scale
            font = ui_font(QApplication.font(), 15 * scale)
            self.menuBar().setFont(font)
            set_menu_font(self.menuBar().findChildren(QMenu), font)  # wide enough for their items
            self.statusBar().setFont(font)
            self.status.setFont(font)
            if self.panels_scale:
                self.log.set_scale(scale)
                self.actions.set_scale(scale)
            elif isinstance(self.actions, ActionPanel):
                self.actions.restyle(scale)
            self._style_legend_button(scale)
            self.bubble.set_scale(scale)
            self._style_hint_button(scale, font)
            self.hint_display.set_scale(scale)
            self._rescale(scale, font)
            if self.hint_display.showing and self.coach is None:  # the panel's buttons were made anew
                QTimer.singleShot(0, self._show_hint_again)

    # --- reacting to the game ----------------------------------------------------------------------

    def _action_did_apply(self, record: ActionRecord) -> None:
        self._moved_on()
        self._hint_position_changed()
        self.log.append_record(record)
        self.motion.show_move(record, lambda: self._show_action(record))  # shown, then seen moving

    def _history_did_rewind(self) -> None:
        self._moved_on()
        self._hint_position_changed()
        self.log.set_records(self.controller.history)
        self._did_rewind()
        self._redraw()
        self._say(QCoreApplication.translate("GameWindow", "Undone."))

    def _redraw(self, changed: frozenset[str] | None = None) -> None:
        """Show the current state; `changed` is what the last action changed (the rules' change
        flags, `ActionRecord.changes`): parts it does not name are skipped. None: every part."""
        self._show_state(changed)
        if self.coach is not None:  # a guided game: the coach shows the next step
            self.coach.refresh()
        else:
            self.clear_hint()
        self._update_hint_button()
        self._explain_undo()
        self.status.setText(self._status_text())
        self._settle_keyboard()

    def _game_did_end(self, _winners: object) -> None:
        self._redraw()
        self.scoreboard = self._make_scoreboard()
        self._add_end_screen_notes(self.scoreboard)
        self.scoreboard.open()

    def _bot_did_start_thinking(self, _seat: int) -> None:
        self.status.setText(self._status_text())

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

    # --- commands ----------------------------------------------------------------------------------

    def start(self) -> None:
        """Let the computer players begin (once the window is on screen)."""
        self.controller.start()

    @classmethod
    def game_screens(cls) -> GameScreens:
        """What opening this game needs (the launcher's entry points and Game > New / Load)."""
        return GameScreens(
            game=cls.game, load_content=cls.load_content, new_game_dialog=cls.new_game_dialog, window=cls
        )

    def _save_as(self) -> None:
        translate = QCoreApplication.translate
        path, _ = QFileDialog.getSaveFileName(
            self,
            translate("GameWindow", "Save game"),
            str(saves_dir() / f"{self.game.id}.json"),
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
        self._drop_hint_search()  # another game: a hint being thought out is for no one
        translate = QCoreApplication.translate
        path, _ = QFileDialog.getOpenFileName(
            self,
            translate("GameWindow", "Load game"),
            str(saves_dir()),
            translate("GameWindow", "Saved games (*.json)"),
        )
        if path:
            self._replace_with(open_saved_game(self.game_screens(), self.launcher, Path(path), self.language, self))

    def _new_game(self) -> None:
        self._drop_hint_search()  # another game: a hint being thought out is for no one
        self._replace_with(open_new_game(self.game_screens(), self.launcher, self.language, self))

    def _play_again(self) -> None:
        """The end screen's Play again: the same players and settings, a new deal."""
        self._drop_hint_search()
        self._replace_with(open_rematch(self.game_screens(), self.launcher, self.controller, self.language, self))

    def _replace_with(self, window: QWidget | None) -> None:
        """Close this game for another one, without going back to the launcher in between."""
        if window is not None:
            self._replaced = True
            self.close()

    def closeEvent(self, event: QCloseEvent) -> None:
        self._stop_own_work()
        self._stop_hints()
        self.controller.shutdown()
        if self.scoreboard is not None:
            self.scoreboard.close()
        if not self._replaced:
            self.window_did_close.emit()
        super().closeEvent(event)
        self._let_go()

    def _let_go(self) -> None:
        """Nothing of a closed game stays in memory: the window's widgets hold lambdas that
        hold the window (cycles through C++ the garbage collector cannot see), so the window is
        deleted (the controller's signals reach it through bound methods only, which Qt cuts
        when it is gone)."""
        self.deleteLater()


__all__ = ["GameWindow", "ShownHint", "add_action"]


W = TypeVar("W", bound=GameWindow)  # a game's window class


def demo_window(window: type[W], options: Any, seats: list[Seat], language: str, speed: str) -> W:
    """An all-computer game for a classroom (`energy-table demo`): narrated in the log, with
    pause and step in the Computer players menu."""
    controller = GameController(window.game, window.load_content(), options, seats)
    shown = window(controller, language)
    shown.set_speed(speed, remember=False)
    return shown
