"""Classroom mode (issue 15): a teacher starts an all-computer game from the launcher, full
screen and in large text, and leads the class through it with a few keys.

`ClassroomDialog` asks for the game, the players, the pace and the language. `start_classroom`
opens the game's own window (its `demo_window`: every seat a computer player, narrated in the
log) and a `Classroom` on it:

- Space plays the next action (and holds play there: step by step);
- P pauses and resumes; 1, 2, 3 set the pace (slow, normal, fast), also mid-game;
- Backspace steps back one action (the controller's `step_back`), to explain it again;
- E shows, in large text over the board, the action just played and why the computer player
  chose it (its reason, as the hints word it: the controller records the computer players'
  reasons in classroom mode, `GameController.explain_moves`).

A strip on the status line says the keys. Presentation mode is on where the game has it, and the
window is in the projector layout (`class_session/projector.py`: the moment and the last move in
text a back row reads, every player in view, "Paused" large while P holds play).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QFont, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QWidget,
)

from desktop_app.ai.why import explained_record, why_words
from desktop_app.rules.common.options import fresh_seed
from desktop_app.views.class_session.choice_dialog import GameChoiceDialog, toggle_row
from desktop_app.views.class_session.projector import ProjectorLayout
from desktop_app.views.game_registry import GameEntry
from desktop_app.views.game_session import window_module
from desktop_app.views.kit.narration import fill
from desktop_app.views.kit.new_game_parts import label, style_sheet
from desktop_app.views.language import LANGUAGE_NAMES, LANGUAGES
from desktop_app.views.plain_text import plain_label
from desktop_app.views.theme import Palette, scale_for, ui_font

if TYPE_CHECKING:  # the classroom drives a game window
    from desktop_app.views.kit.game_window import GameWindow

PACES = ("step", "slow", "normal", "fast")  # "step": nothing moves until Space
PACE_KEYS = {"1": "slow", "2": "normal", "3": "fast"}


@dataclass(frozen=True)
class ClassroomSetup:
    game: GameEntry
    players: int
    pace: str  # one of PACES
    language: str
    seed: int


class ClassroomDialog(GameChoiceDialog):
    """Choose the game, the players, the pace and the language of a class demo."""

    def __init__(self, language: str, parent: QWidget | None = None, scale: float | None = None) -> None:
        translate = QCoreApplication.translate
        super().__init__(
            translate("Classroom", "Classroom: a game to watch together"),
            translate("Classroom", "Classroom mode"),
            translate(
                "Classroom",
                "Computer players play a whole game on the big screen while you explain. Space plays the next "
                "move, P pauses, Backspace goes back one move, E shows why the move was made.",
            ),
            parent,
        )
        grid = QGridLayout()
        self._frame_column.addLayout(grid)
        self.labels: list[QLabel] = []
        self._row(grid, translate("Classroom", "Game:"), self._game_toggles())
        self.players = self._player_picker(4)
        self._row(grid, translate("Classroom", "Computer players:"), self.players_row)
        pace_names = {
            "step": translate("Classroom", "Step by step (Space)"),
            "slow": translate("Classroom", "Slow"),
            "normal": translate("Classroom", "Normal"),
            "fast": translate("Classroom", "Fast"),
        }
        self.pace_group, self.pace_buttons, pace_row = toggle_row(self, {p: pace_names[p] for p in PACES}, "slow")
        self._row(grid, translate("Classroom", "Pace:"), pace_row)
        self.language_group, self.language_buttons, language_row = toggle_row(
            self, {code: LANGUAGE_NAMES[code] for code in LANGUAGES}, language
        )
        self._row(grid, translate("Classroom", "Language:"), language_row)
        self._root.addWidget(self.frame)
        self.start_button = self._add_buttons(
            translate("Classroom", "Start the class game"), translate("Classroom", "Cancel")
        )
        self.grid = grid
        self.apply_scale(scale if scale is not None else scale_for(parent.size()) if parent is not None else 1.0)

    def _row(self, grid: QGridLayout, text: str, row: QHBoxLayout) -> None:
        caption = label(text)
        self.labels.append(caption)
        line = grid.rowCount()
        grid.addWidget(caption, line, 0)
        grid.addLayout(row, line, 1)

    def apply_scale(self, s: float) -> None:
        self._scale = s
        base = QApplication.font()
        self.setStyleSheet(style_sheet(s, Palette.IN_PROGRESS))
        self.setFont(ui_font(base, 16 * s))
        self.heading.setFont(ui_font(base, 26 * s, QFont.Weight.Bold))
        self.explain.setFont(ui_font(base, 16 * s))
        self._root.setContentsMargins(round(22 * s), round(18 * s), round(22 * s), round(18 * s))
        self._root.setSpacing(round(12 * s))
        self._frame_column.setContentsMargins(round(16 * s), round(12 * s), round(16 * s), round(14 * s))
        self.grid.setHorizontalSpacing(round(14 * s))
        self.grid.setVerticalSpacing(round(10 * s))
        for caption in self.labels:
            caption.setFont(ui_font(base, 18 * s, QFont.Weight.Bold))
        for button in self.findChildren(QPushButton):
            button.setFont(ui_font(base, 17 * s, QFont.Weight.DemiBold))
            button.setMinimumHeight(round(44 * s))
        for button in self.players.buttons.values():
            button.setFixedSize(round(52 * s), round(48 * s))
        self.setMinimumWidth(round(720 * s))
        self.adjustSize()

    def setup(self, seed: int | None = None) -> ClassroomSetup:
        pace = PACES[self.pace_group.checkedId()]
        language = LANGUAGES[self.language_group.checkedId()]
        if seed is None:
            seed = fresh_seed()
        return ClassroomSetup(self.game, self.players.value(), pace, language, seed)


class Classroom(QObject):
    """A teacher's keys on an all-computer game window (see the module's docstring)."""

    def __init__(self, window: GameWindow, pace: str) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.controller.explain_moves = True
        self.controller.hints_enabled = False  # nobody to hint: the Hint button goes
        window.sound.classroom = True  # quiet unless Settings > Sound says to play in class
        window._update_hint_button()
        translate = QCoreApplication.translate
        keys: dict[str, Callable[[], object]] = {
            "Space": self.next_action,
            "P": self.toggle_pause,
            "Backspace": self.step_back,
            "E": self.toggle_why,
            **{key: partial(self.set_pace, pace_name) for key, pace_name in PACE_KEYS.items()},
        }
        self.shortcuts: list[QShortcut] = []
        for key, slot in keys.items():
            shortcut = QShortcut(QKeySequence(key), window)
            shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
            shortcut.activated.connect(slot)
            self.shortcuts.append(shortcut)
        self.strip = plain_label(
            translate(
                "Classroom",
                "Space: next move · P: pause · Backspace: back one move · E: why? · 1 2 3: pace · F11: full screen",
            )
        )
        self.strip.setObjectName("classroom_keys")
        window.statusBar().addPermanentWidget(self.strip)
        self.strip.setStyleSheet(f"color: {Palette.INK.name()};")  # the status line's font, grown with the window
        self.strip.setFont(window.status.font())
        window.installEventFilter(self)  # the strip grows with the window, as the status line does
        window.controller.history_did_rewind.connect(self._say_where)
        self.explicit_pause = False  # P held play (the projector says "Paused"); Space's hold does not
        self.projector = ProjectorLayout(
            window,
            paused=lambda: self.explicit_pause,
            how_to_go_on=translate("Classroom", "P: play on · Space: one move"),
        )
        if pace == "step":
            self._hold()
        else:
            self.set_pace(pace)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self.window and event.type() == QEvent.Type.Resize:
            QTimer.singleShot(0, lambda: self.strip.setFont(self.window.status.font()))
        return False

    # --- the keys ----------------------------------------------------------------------------

    def _hold(self) -> None:
        """Computer players wait for Space (the window's pause, so its menu agrees)."""
        if not self.window._user_paused:
            self.window._toggle_pause()

    def next_action(self) -> None:
        """Space: the next action now, then hold there."""
        if self.controller.is_over():
            return
        self.explicit_pause = False
        self._hold()
        self.controller.step()

    def toggle_pause(self) -> None:
        self.window._toggle_pause()
        self.explicit_pause = self.window._user_paused
        translate = QCoreApplication.translate
        self.window._say(
            translate("Classroom", "Paused: Space plays one move, P goes on.")
            if self.window._user_paused
            else translate("Classroom", "Playing on.")
        )

    def step_back(self) -> None:
        """Backspace: one action back, held there."""
        self.explicit_pause = False
        self._hold()
        if not self.controller.step_back():
            self.window._say(QCoreApplication.translate("Classroom", "This is the start of the game."))

    def set_pace(self, pace: str) -> None:
        self.window.set_speed(pace, remember=False)
        names = {
            "slow": QCoreApplication.translate("Classroom", "slow"),
            "normal": QCoreApplication.translate("Classroom", "normal"),
            "fast": QCoreApplication.translate("Classroom", "fast"),
        }
        self.explicit_pause = False
        if self.window._user_paused:
            self.window._toggle_pause()
        self.window._say(fill(QCoreApplication.translate("Classroom", "Pace: %1."), names[pace]))

    def _say_where(self) -> None:
        count = len(self.controller.history)
        self.window._say(fill(QCoreApplication.translate("Classroom", "Back to move %1."), count))

    # --- why ---------------------------------------------------------------------------------

    def why_text(self) -> tuple[str, str, str, str] | None:
        """(heading, the move in words, why, the figures for "more") for the move just played;
        None before any. Why is the move's energy side first (the fuel, its carbon, the kWh, the
        bill: `ai/energy.py`), then the computer player's game reason, as the hints word it."""
        history = self.controller.history
        if not history:
            return None
        game = self.window.game.id
        record = explained_record(game, history)  # after Magic Lamp's race: the decisive press
        translate = QCoreApplication.translate
        name = self.controller.seats[record.player].name
        heading = fill(translate("Classroom", "Why did %1 do that?"), name)
        # what the log said of it; a move the table shows rather than the log (a token dropped on
        # Power On!'s tower) in the words a hint would use
        last = history[-1]
        move = " ".join(self.window.log.record_lines(last)) or self.window._word_hint(last.action)
        words = why_words(game, record, self.window.language, [seat.name for seat in self.controller.seats])
        reason = words.game or (
            "" if words.energy else translate("Classroom", "The computer player did not say why it made this move.")
        )
        return heading, move, "\n\n".join(part for part in (words.energy, reason) if part), words.more

    def toggle_why(self) -> None:
        """E: the last action and its reason in large text over the board (E again hides it)."""
        display = self.window.hint_display
        if display.showing:
            display.clear()
            return
        text = self.why_text()
        if text is None:
            self.window._say(QCoreApplication.translate("Classroom", "No move has been played yet."))
            return
        from desktop_app.views.kit.hints import HintTargets

        display.set_scale(max(1.0, self.window._scale) * 1.25)
        heading, move, why, more = text
        display.show(heading, move, why, HintTargets(), more=more)


def start_classroom(setup: ClassroomSetup, launcher: QWidget | None = None) -> GameWindow:
    """Open the class game full screen and put the classroom's keys on it; returns the window."""
    window: GameWindow = window_module(setup.game.save_id).demo_window(
        setup.players, setup.seed, setup.language, "slow"
    )
    window.launcher = launcher
    if launcher is not None:
        window.window_did_close.connect(launcher.show)
    window.showFullScreen()
    if window.presentation and not window.presentation_action.isChecked():
        window.presentation_action.trigger()
    window.classroom = Classroom(window, setup.pace)
    if launcher is not None:
        launcher.hide()
    window.start()
    return window


def open_classroom(launcher: QWidget, language: str) -> GameWindow | None:
    """The launcher's Classroom: ask, then start (None when the teacher cancels)."""
    dialog = ClassroomDialog(language, launcher)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    setup = dialog.setup()
    choose = getattr(launcher, "choose_language", None)
    if choose is not None and setup.language != language:
        choose(setup.language)
    return start_classroom(setup, launcher)


__all__ = ["Classroom", "ClassroomDialog", "ClassroomSetup", "open_classroom", "start_classroom"]
