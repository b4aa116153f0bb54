"""The game window, one for all four games (issue 12): the table beside a side column (the
action panel over the log), the status line, the menus (Game, View, Computer players) and the
commands behind them, the controller's signals, chrome that grows with the window, undo, the
computer players' speed and pause, and the entry points for the launcher and the demo.

A game subclasses `GameWindow` with its pieces and its differences only:

- class attributes: `game` (its `GameDefinition`), `load_content`, `new_game_dialog`
  ((content, language, parent) -> dialog), `settings_key` (where the speed is remembered),
  `zoom` / `presentation` (whether the View menu offers them), the splitters' `main_shares` /
  `side_shares` (kept on every resize) or `main_stretch` / `side_stretch`, `panels_scale`;
- `_make_pieces` (sets `board`, `actions`, `log` and anything of its own), `_table` / `_side`
  (the widgets beside and in the side column), `_wire` (board <-> panel, its own buttons),
  `_title`, `_status_text`, `_show_state(changed)`, `_make_scoreboard`, `_nothing_to_undo`;
- where it needs them: `_show_action(record)`, `_did_rewind`, `_rescale(scale, font)`,
  `_set_animation(on)`, `_busy` (Magic Lamp's race: no undo, pause does not resume),
  `_stop_own_work`, `_toggle_presentation`, `_build_menus` (super() first), `start`;
- first contact (issue 13): `_legend_entries()` (the legend's (picture, text) rows: a "?" over
  the board's top-right corner and the "?" key open it; none, no button) and `_keyboard_boards()`
  (the board views the arrow keys walk, `BoardKeyboard`; by default the board);
- hints (issue 14): `_hint_targets(action)` (what to ring for a suggested move: board items and
  panel widgets, `kit/hints.HintTargets`), `_word_hint(action)` (the move in the player's words)
  and, where a person decides while it is nobody's turn (Magic Lamp's secret dice), `_hint_seat`.

The kit answers every click and key: Enter presses the panel's default button; after every
action the keyboard comes back to the panel (`ActionPanel.settle_focus`); the panel's `said` and
a refused board item (`BoardItem.set_refusal`, through `say_refusal`) speak in the status line.

A game's entry points for the launcher and the demo (`entry_points`, `demo_window`) are in
`views/game_session.py`, with the sessions they open.
"""

from __future__ import annotations

import importlib
import importlib.util
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

from PySide6.QtCore import QCoreApplication, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QFont,
    QKeyEvent,
    QKeySequence,
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
    QPushButton,
    QSplitter,
    QToolButton,
    QWidget,
)

from desktop_app.ai.hints import format_reason, hint
from desktop_app.ai.registry import thinks
from desktop_app.controllers.game_controller import ActionRecord, GameController
from desktop_app.controllers.storage import saves_dir
from desktop_app.rules.common.deal_code import code_for
from desktop_app.rules.common.game import GameDefinition
from desktop_app.views.game_session import (
    GameScreens,
    open_new_game,
    open_saved_game,
)
from desktop_app.views.kit.action_panel import ActionPanel
from desktop_app.views.kit.board_keys import BoardKeyboard
from desktop_app.views.kit.hints import HintDisplay, HintTargets, hint_heading
from desktop_app.views.kit.legend import LegendDialog
from desktop_app.views.kit.narration import fill
from desktop_app.views.plain_text import message_box, plain_label, warn
from desktop_app.views.theme import Palette, scale_for, ui_font

log = logging.getLogger(__name__)

# Computer player speeds: milliseconds between their actions.
SPEEDS = {"slow": 1500, "normal": 700, "fast": 250, "max": 0}


def add_action(menu: QMenu, text: str, shortcut, slot: Callable[[], object]) -> QAction:
    action = menu.addAction(text)
    action.setShortcut(QKeySequence(shortcut))
    action.triggered.connect(lambda _checked=False: slot())
    return action


THINKING_MS = (500, 1000, 1500)  # the expert's thinking time per move, to choose from
THINKING_KEY = "ai/think_ms"


def saved_thinking_time() -> int:
    value = QSettings().value(THINKING_KEY, 1000)
    try:
        ms = int(value)
    except (TypeError, ValueError):
        return 1000
    return ms if ms in THINKING_MS else 1000


def saved_speed(settings_key: str) -> str:
    value = QSettings().value(settings_key, "normal")
    return value if value in SPEEDS else "normal"


def _splitter(orientation: Qt.Orientation, widgets: Sequence[QWidget], stretch: Sequence[int]) -> QSplitter:
    splitter = QSplitter(orientation)
    for widget in widgets:
        splitter.addWidget(widget)
    for index, factor in enumerate(stretch):
        splitter.setStretchFactor(index, factor)
    return splitter


@dataclass(frozen=True)
class ShownHint:
    """A hint as the window showed it: for whom, the move, in words, why, and what it ringed."""

    seat: int
    action: Any
    move: str
    reason: str
    targets: HintTargets


class GameWindow(QMainWindow):
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

    board: Any
    actions: Any
    log: Any

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

        self._wire()
        self._first_contact()
        controller.action_did_apply.connect(self._action_did_apply)
        controller.history_did_rewind.connect(self._history_did_rewind)
        controller.game_did_end.connect(self._game_did_end)
        controller.action_was_refused.connect(lambda _code, reason: self._say(reason))
        controller.autosave_did_fail.connect(self._autosave_failed)
        controller.bot_did_fail.connect(self._bot_did_fail)
        controller.bot_did_start_thinking.connect(lambda _seat: self.status.setText(self._status_text()))

        self._build_menus()
        self._build_hints()
        self.log.set_records(controller.history)
        self._redraw()

    # --- what a game gives -------------------------------------------------------------------------

    def _make_pieces(self) -> None:
        """Make `board`, `actions` and `log` (and the game's own pieces)."""
        raise NotImplementedError

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

    def _make_scoreboard(self) -> Any:
        raise NotImplementedError

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
        """Animations run unless the computer players go at full speed."""
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
        symbol text; the text plain, in the window's language. None: no legend, no "?"."""
        return []

    def _keyboard_boards(self) -> list[QGraphicsView]:
        """The board views the arrow keys walk (each one Tab stop)."""
        return [self.board] if isinstance(self.board, QGraphicsView) else []

    def _hint_seat(self) -> int | None:
        """The person a hint would be for now (None: no person decides now)."""
        player = self.controller.current_player()
        return player if player >= 0 and self.controller.seats[player].is_human else None

    def _hint_targets(self, action: Any) -> HintTargets:
        """What to ring for a suggested move: the board items and panel widgets that play it."""
        return HintTargets()

    def _has_lesson(self) -> bool:
        """Whether the game has a lesson page: its rules' `lesson.py` and its pack's lesson.yaml."""
        from desktop_app.paths import game_data_dir

        folder = self.game.folder
        return (
            importlib.util.find_spec(f"desktop_app.rules.{folder}.lesson") is not None
            and (game_data_dir() / folder / "lesson.yaml").is_file()
        )

    def _lesson(self) -> tuple[Any, Any] | None:
        """The lesson page's figures and words: (`rules/<game>/lesson.lesson(history)`, its
        words from `game_data/<game>/lesson.yaml`), or None where the game has no lesson page
        (or its words cannot be read: the page is left out, the game goes on)."""
        from desktop_app.content.errors import ContentError
        from desktop_app.content.loader import load_lesson
        from desktop_app.views.kit.lesson import PackLessonWords

        if not self._has_lesson():
            return None
        rules = importlib.import_module(f"desktop_app.rules.{self.game.folder}.lesson")
        try:
            text = load_lesson(self.game.folder)
        except ContentError:
            log.exception("no lesson page for %s", self.game.id)
            return None
        lesson = rules.lesson(self.controller.history, self.controller.content)
        names = [seat.name for seat in self.controller.seats]
        return lesson, PackLessonWords(text, self.language, names, getattr(rules, "SEAT_CHARTS", ()))

    def _guide_starts(self) -> None:
        """A guided game begins in this window: set aside what the script cannot follow."""

    def _word_hint(self, action: Any) -> str:
        """The suggested move in the player's words ("Buy 2 coal for 5 Elektro")."""
        return ""

    # --- first contact: keyboard, legend, reasons (issue 13) -------------------------------------

    def _first_contact(self) -> None:
        translate = QCoreApplication.translate
        if isinstance(self.actions, ActionPanel):
            self.actions.said.connect(self._say)
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

    def say_refusal(self, text: str) -> None:
        """Why the rules refused a click (a board item's refusal): in the status line."""
        self._say(text)

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

    # --- hints (issue 14) ----------------------------------------------------------------------

    def _build_hints(self) -> None:
        translate = QCoreApplication.translate
        holder = self.board if isinstance(self.board, QWidget) else self.centralWidget()
        self.hint_display = HintDisplay(self, holder)
        self._hinted_at: tuple[int, int] | None = None  # (moves played, seat) of the last hint counted
        self.hint_button = button = QPushButton(translate("GameWindow", "Hint"))
        button.setObjectName("hint_button")
        button.setAccessibleName(translate("GameWindow", "Hint: what would a good player do now?"))
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the H key asks from anywhere
        button.clicked.connect(lambda _checked=False: self.show_hint())
        self.statusBar().addPermanentWidget(button)
        self.hint_action = add_action(
            self.help_menu, translate("GameMenus", "&Hint: what would a good player do now?"), "H", self.show_hint
        )
        self.help_menu.insertAction(self.legend_action, self.hint_action)
        self._update_hint_button()

    def _style_hint_button(self, scale: float, font: QFont) -> None:
        """The Hint button in the hint's amber, so a person finds it (grey when there is none)."""
        self.hint_button.setFont(ui_font(font, font.pixelSize() or 15 * scale, QFont.Weight.DemiBold))
        pad, line = round(4 * scale), max(2, round(2 * scale))
        self.hint_button.setStyleSheet(
            f"QPushButton {{ background: #FFF6DC; color: {Palette.INK.name()}; border: {line}px solid #FFB000;"
            f" border-radius: {round(6 * scale)}px; padding: {pad}px {3 * pad}px; }}"
            f" QPushButton:hover {{ background: #FFE9B0; }}"
            f" QPushButton:disabled {{ background: transparent; color: {Palette.INK_MUTED.name()};"
            f" border-color: {Palette.CARD_EDGE.name()}; }}"
        )

    def hint_refusal(self) -> str:
        """Why no hint can be given now, or '' when one can."""
        translate = QCoreApplication.translate
        if not self.controller.hints_enabled:
            return translate("GameWindow", "Hints are turned off for this game (a choice of the new-game dialog).")
        if self.controller.is_over():
            return translate("GameWindow", "The game is over.")
        if self._busy() or self._hint_seat() is None:
            return translate("GameWindow", "Hints are for a person's decision; wait for your turn.")
        return ""

    def _update_hint_button(self) -> None:
        translate = QCoreApplication.translate
        self.hint_button.setVisible(self.controller.hints_enabled)
        self.hint_action.setVisible(self.controller.hints_enabled)
        why = self.hint_refusal()
        self.hint_button.setEnabled(not why)
        self.hint_button.setToolTip(
            why or translate("GameWindow", "What would a good player do now, and why? (key: H)")
        )

    def show_hint(self) -> ShownHint | None:
        """H: the strongest computer player's move for the person deciding, decided on that
        person's own observation (never the hidden state), ringed on the board and the panel,
        with the reason in words. None (and the status line says why) when there is none."""
        translate = QCoreApplication.translate
        why = self.hint_refusal()
        if why:
            self._say(why)
            return None
        seat = self._hint_seat()
        assert seat is not None
        try:
            suggestion = hint(self.game.id, self.controller.observation_for(seat), seat)
            move = self._word_hint(suggestion.action)
            reason = format_reason(self.game.id, suggestion.reason, self.language)
            targets = self._hint_targets(suggestion.action)
        except Exception:  # a hint must never cost the game: say so, keep playing
            log.exception("no hint for %s", self.game.id)
            self._say(translate("GameWindow", "No hint this time: the hint player stumbled. Play on as you like."))
            return None
        self.hint_display.show(hint_heading(self.controller.seats[seat].name), move, reason, targets)
        self._say(" — ".join(part for part in (move, reason) if part))
        moment = (len(self.controller.history), seat)
        if moment != self._hinted_at:  # asking twice for one decision counts once
            self._hinted_at = moment
            self.controller.note_hint(seat)
        return ShownHint(seat, suggestion.action, move, reason, targets)

    def _show_hint_again(self) -> None:
        """The hint on screen, ringed again where its things are now (after a rescale)."""
        if self.hint_display.showing and not self.hint_refusal():
            self.show_hint()

    def clear_hint(self) -> None:
        self.hint_display.clear()

    def selection_did_change(self) -> None:
        """A game's selection changed (a card chosen) without an action: a guide's coach rings
        the step again (a chosen card brings its button)."""
        if self.coach is not None:
            self.coach.refresh(force=True)

    # --- menus -----------------------------------------------------------------------------------

    def _build_menus(self) -> None:
        """The shared menus, then the saved computer-player speed."""
        translate = QCoreApplication.translate
        bar = self.menuBar()
        game = bar.addMenu(translate("GameMenus", "&Game"))
        self.new_action = add_action(
            game, translate("GameMenus", "&New game…"), QKeySequence.StandardKey.New, self._new_game
        )
        self.save_action = add_action(
            game, translate("GameMenus", "&Save as…"), QKeySequence.StandardKey.Save, self._save_as
        )
        self.load_action = add_action(game, translate("GameMenus", "&Load…"), QKeySequence.StandardKey.Open, self._load)
        self.lesson_action = add_action(
            game, translate("GameMenus", "&Lesson page (charts so far)…"), QKeySequence("Ctrl+L"), self.show_lesson
        )
        self.lesson_action.setVisible(self._has_lesson())
        self.deal_action = add_action(
            game, translate("GameMenus", "Same deal for another &table…"), QKeySequence(), self.show_deal_code
        )
        game.addSeparator()
        self.undo_action = add_action(
            game, translate("GameMenus", "&Undo my last action"), QKeySequence.StandardKey.Undo, self._undo
        )
        game.addSeparator()
        add_action(game, translate("GameMenus", "&Close game"), QKeySequence.StandardKey.Close, self.close)

        self.view_menu = view = bar.addMenu(translate("GameMenus", "&View"))
        if self.zoom:
            board = self.board
            add_action(view, translate("GameMenus", "Zoom &in"), QKeySequence.StandardKey.ZoomIn, board.zoom_in)
            add_action(view, translate("GameMenus", "Zoom &out"), QKeySequence.StandardKey.ZoomOut, board.zoom_out)
            add_action(view, translate("GameMenus", "&Fit to window"), QKeySequence("Ctrl+0"), board.zoom_fit)
            view.addSeparator()
        self.full_screen_action = add_action(
            view, translate("GameMenus", "&Full screen"), QKeySequence("F11"), self._toggle_full_screen
        )
        self.full_screen_action.setCheckable(True)
        if self.presentation:
            self.presentation_action = add_action(
                view,
                translate("GameMenus", "&Presentation mode (large text)"),
                QKeySequence("F5"),
                self._toggle_presentation,
            )
            self.presentation_action.setCheckable(True)

        bots = bar.addMenu(translate("GameMenus", "&Computer players"))
        self.pause_action = add_action(
            bots, translate("GameMenus", "&Pause"), QKeySequence("Ctrl+P"), self._toggle_pause
        )
        self.pause_action.setCheckable(True)
        self.step_action = add_action(
            bots, translate("GameMenus", "&Step one action"), QKeySequence("Ctrl+."), self.controller.step
        )
        speed_menu = bots.addMenu(translate("GameMenus", "&Speed"))
        group = QActionGroup(self)
        names = {
            "slow": translate("GameMenus", "Slow"),
            "normal": translate("GameMenus", "Normal"),
            "fast": translate("GameMenus", "Fast"),
            "max": translate("GameMenus", "Instant"),
        }
        self.speed_actions: dict[str, QAction] = {}
        for key, label in names.items():
            action = speed_menu.addAction(label)
            action.setCheckable(True)
            action.triggered.connect(lambda _checked=False, k=key: self.set_speed(k))
            group.addAction(action)
            self.speed_actions[key] = action
        self.set_speed(saved_speed(self.settings_key), remember=False)
        self._build_thinking_menu(bots)

        self.help_menu = bar.addMenu(translate("GameMenus", "&Help"))
        self.rules_action = add_action(
            self.help_menu,
            translate("GameMenus", "&How to play (at this moment of the game)"),
            QKeySequence.StandardKey.HelpContents,
            self.show_rules,
        )
        self.legend_action = add_action(
            self.help_menu,
            translate("GameMenus", "&Legend: what the symbols mean"),
            QKeySequence("?"),
            self.show_legend,
        )
        self.legend_action.setVisible(bool(self._legend_entries()))

    def _build_thinking_menu(self, bots: QMenu) -> None:
        """Computer players > Expert's thinking time: how long a searching computer player
        thinks a move (remembered for every game); shown only where an expert plays."""
        translate = QCoreApplication.translate
        menu = bots.addMenu(translate("GameMenus", "Expert's &thinking time"))
        group = QActionGroup(self)
        self.thinking_actions: dict[int, QAction] = {}
        for ms in THINKING_MS:
            action = menu.addAction(fill(translate("GameMenus", "%1 seconds a move"), f"{ms / 1000:g}"))
            action.setCheckable(True)
            action.triggered.connect(lambda _checked=False, value=ms: self.set_thinking_time(value))
            group.addAction(action)
            self.thinking_actions[ms] = action
        menu.menuAction().setVisible(any(thinks(bot) for bot in self.controller.bots.values()))
        self.set_thinking_time(saved_thinking_time(), remember=False)

    def set_thinking_time(self, ms: int, remember: bool = True) -> None:
        """A searching computer player's time per move (its p95 stays within it plus a round)."""
        for bot in self.controller.bots.values():
            if thinks(bot):
                bot.think_ms = ms  # type: ignore[attr-defined]
        if ms in self.thinking_actions:
            self.thinking_actions[ms].setChecked(True)
        if remember:
            QSettings().setValue(THINKING_KEY, ms)

    def show_rules(self):
        """F1: the game's rules reference, open at the section for the moment on screen (the
        rules name it: `GameDefinition.moment`). The rules window, or None if it cannot open."""
        from desktop_app.views.how_to_play import open_how_to_play

        game = self.game
        state = self.controller.state
        return open_how_to_play(game.folder, self.language, self._game_name(), moment=game.moment(state), parent=self)

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
        return scale_for(self.size())

    def _apply_scale(self, force: bool = False) -> None:
        """Menus and the status line (and the panel and log) grow with the window."""
        scale = self._chrome_scale()
        if scale != self._scale or force:
            self._scale = scale
            font = ui_font(QApplication.font(), 15 * scale)
            self.menuBar().setFont(font)
            for menu in self.menuBar().findChildren(QMenu):
                menu.setFont(font)
            self.statusBar().setFont(font)
            self.status.setFont(font)
            if self.panels_scale:
                self.log.set_scale(scale)
                self.actions.set_scale(scale)
            elif isinstance(self.actions, ActionPanel):
                self.actions.restyle(scale)
            self._style_legend_button(scale)
            self._style_hint_button(scale, font)
            self.hint_display.set_scale(scale)
            self._rescale(scale, font)
            if self.hint_display.showing and self.coach is None:  # the panel's buttons were made anew
                QTimer.singleShot(0, self._show_hint_again)

    # --- reacting to the game ----------------------------------------------------------------------

    def _action_did_apply(self, record: ActionRecord) -> None:
        self.log.append_record(record)
        self._show_action(record)

    def _history_did_rewind(self) -> None:
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
        self.undo_action.setEnabled(not self._busy() and self.controller.can_undo())
        self.status.setText(self._status_text())
        self._settle_keyboard()

    def _game_did_end(self, _winners) -> None:
        self._redraw()
        self.scoreboard = self._make_scoreboard()
        used = self._hints_used_line()
        if used:
            self.scoreboard.add_note(used)
        if self._has_lesson():
            self.scoreboard.add_button(
                QCoreApplication.translate("GameWindow", "Lesson page with charts…"), self.show_lesson
            )
        self.scoreboard.add_note(
            fill(
                QCoreApplication.translate("GameWindow", "Same deal code: %1 (another table can play this game)"),
                self.deal_code(),
            )
        )
        self.scoreboard.open()

    def show_lesson(self):
        """The lesson page: this game's figures as charts, with PDF, PNG and CSV (None if the
        game has none)."""
        from desktop_app.views.kit.lesson import LessonDialog

        made = self._lesson()
        if made is None:
            return None
        lesson, words = made
        title = fill(QCoreApplication.translate("GameWindow", "%1: the lesson"), self._game_name())
        dialog = LessonDialog(lesson, words, title, self.deal_code(), max(1.0, self._scale), self)
        dialog.setModal(False)
        dialog.show()
        self._lesson_dialog = dialog
        return dialog

    def deal_code(self) -> str:
        """The code another computer types to deal this very game (rules/common/deal_code.py)."""
        game = self.game
        return code_for(game.id, self.controller.options.to_json(), game.options_from_json)

    def show_deal_code(self) -> QMessageBox:
        """Game > Same deal for another table: the code, large, with a Copy button."""
        translate = QCoreApplication.translate
        code = self.deal_code()
        box = message_box(
            self,
            QMessageBox.Icon.Information,
            translate("GameWindow", "Same deal for another table"),
            fill(
                translate(
                    "GameWindow",
                    "Type this code in the new-game dialog on another computer (Same deal code) to deal exactly "
                    "this game: the same players, options and cards.\n\n%1",
                ),
                code,
            ),
            QMessageBox.StandardButton.Close,
        )
        copy = box.addButton(translate("GameWindow", "Copy the code"), QMessageBox.ButtonRole.ActionRole)
        copy.clicked.connect(lambda _checked=False: QApplication.clipboard().setText(code))
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.setModal(False)
        box.show()
        return box

    def _hints_used_line(self) -> str:
        """The end screen's line on hints: the hints each person used ('' when hints were off
        or nobody sat at the computer)."""
        c = self.controller
        people = [seat for seat, who in enumerate(c.seats) if who.is_human]
        if not c.hints_enabled or not people:
            return ""
        translate = QCoreApplication.translate
        counts = ", ".join(
            fill(translate("GameWindow", "%1: %2"), c.seats[seat].name, c.hints_used[seat]) for seat in people
        )
        return fill(translate("GameWindow", "Hints used — %1"), counts)

    def _say(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

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

    def set_speed(self, key: str, remember: bool = True) -> None:
        self.speed = key
        self.controller.set_bot_delay(SPEEDS[key])
        self._set_animation(key != "max")
        self.speed_actions[key].setChecked(True)
        if remember:
            QSettings().setValue(self.settings_key, key)

    def _undo(self) -> None:
        if self._busy() or not self.controller.undo():
            self._say(self._nothing_to_undo())

    def _toggle_pause(self) -> None:
        self._user_paused = not self._user_paused
        if self._user_paused:
            self.controller.pause()
        elif not self._busy():  # a window mid-way (Magic Lamp's race) resumes play itself
            self.controller.resume()
        self.pause_action.setChecked(self._user_paused)

    def _toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.full_screen_action.setChecked(self.isFullScreen())

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
        self._replace_with(open_new_game(self.game_screens(), self.launcher, self.language, self))

    def _replace_with(self, window) -> None:
        """Close this game for another one, without going back to the launcher in between."""
        if window is not None:
            self._replaced = True
            self.close()

    def closeEvent(self, event: QCloseEvent) -> None:
        self._stop_own_work()
        self.controller.shutdown()
        if self.scoreboard is not None:
            self.scoreboard.close()
        if not self._replaced:
            self.window_did_close.emit()
        super().closeEvent(event)
