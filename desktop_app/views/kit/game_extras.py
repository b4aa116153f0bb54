"""The game window's extras for after a game and for another table (issues 12 and 15), a part of
`GameWindow` (views/kit/game_window.py): the lesson page (Game > Lesson page, Ctrl+L, and a
button on the end screen, for a game with `rules/<game>/lesson.py` and its pack's lesson.yaml),
the deal code (Game > Same deal for another table, and a line on the end screen) and the end
screen's notes (the hints each person used, the lesson page, the deal code).
"""

from __future__ import annotations

import importlib
import importlib.util
import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from desktop_app.rules.common.deal_code import code_for
from desktop_app.views.kit.narration import fill
from desktop_app.views.kit.window_parts import WindowParts

if TYPE_CHECKING:  # the lesson page is imported when first opened
    from desktop_app.views.kit.lesson import LessonDialog
from desktop_app.views.plain_text import message_box

log = logging.getLogger(__name__)


class GameExtras(WindowParts):
    """The lesson page, the deal code and the end screen's notes of a `GameWindow` (a mixin:
    `self` is the window)."""

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

    def _add_end_screen_notes(self, scoreboard: Any) -> None:
        """The end screen's extras under the scores: the hints used, the lesson page's button,
        the deal code."""
        used = self._hints_used_line()
        if used:
            scoreboard.add_note(used)
        if self._has_lesson():
            scoreboard.add_button(
                QCoreApplication.translate("GameWindow", "Lesson page with charts…"), self.show_lesson
            )
        # A seat at another computer's table (Join a table): that table's host starts what comes
        # next, and the deal (its seed) is the host's to tell.
        elsewhere = getattr(self.controller, "at_another_table", False)
        # The end is not a dead end: the same table again, another game, or the launcher.
        if not elsewhere:
            scoreboard.add_button(QCoreApplication.translate("GameWindow", "Play again"), self._play_again)
            scoreboard.add_button(QCoreApplication.translate("GameWindow", "New game…"), self._new_game)
        if self.launcher is not None:
            scoreboard.add_button(QCoreApplication.translate("GameWindow", "Back to the games"), self.close)
        if elsewhere:
            return
        scoreboard.add_note(
            fill(
                QCoreApplication.translate("GameWindow", "Same deal code: %1 (another table can play this game)"),
                self.deal_code(),
            )
        )

    def show_lesson(self) -> LessonDialog | None:
        """The lesson page: this game's figures as charts, with PDF, PNG and CSV (None if the
        game has none)."""
        from desktop_app.views.kit.lesson import LessonDialog
        from desktop_app.views.kit.paper import game_colour
        from desktop_app.views.kit.pdf_lesson import LessonPrint

        made = self._lesson()
        if made is None:
            return None
        lesson, words = made
        title = fill(QCoreApplication.translate("GameWindow", "%1: the lesson"), self._game_name())
        # Over the end screen when it is up (a page behind the scores could not be seen).
        scores = getattr(self, "scoreboard", None)
        over = scores if scores is not None and scores.isVisible() else self
        folder = self.game.folder
        printing = LessonPrint(self._game_name(), self.language, game_colour(folder), folder)
        dialog = LessonDialog(lesson, words, title, self.deal_code(), max(1.0, self._scale), over, printing)
        dialog.setModal(False)
        dialog.show()
        self._lesson_dialog = dialog
        return dialog

    def deal_code(self) -> str:
        """The code another computer types to deal this very game (rules/common/deal_code.py);
        empty for a seat at another computer's table, which is never told the deal."""
        if getattr(self.controller, "at_another_table", False):
            return ""
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


__all__ = ["GameExtras"]
