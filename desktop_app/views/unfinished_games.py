"""The launcher's list of one kind of game's unfinished games (issue 22: starting another game
threw the unfinished one away, unasked).

One row per game: who plays, how far it got (round and moves) and when it was last played, a
Continue button and Remove…, which asks first. A game another window of the app has open says
so and cannot be continued or removed here; a file that cannot be read says why and can still
be removed (never silently).
"""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDate, QLocale, Qt, QTime, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFrame,
    QHBoxLayout,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from desktop_app.controllers.unfinished import UnfinishedGame, remove_unfinished, unfinished_games
from desktop_app.views.plain_text import message_box, plain_label
from desktop_app.views.theme import Palette, colour_css, ui_font

translate = QCoreApplication.translate


def who_plays(game: UnfinishedGame) -> str:
    """The seats' names, in the launcher's language's list style."""
    names = [seat.name for seat in game.seats if seat.name]
    return translate("UnfinishedGames", ", ").join(names) if names else translate("UnfinishedGames", "Players unknown")


def when_played(moment: datetime | None, now: datetime | None = None) -> str:
    """ "today, 14:05", "yesterday, 09:30" or the date, in the launcher's language."""
    if moment is None:
        return ""
    local = moment.astimezone()
    now = (now or datetime.now().astimezone()).astimezone()
    locale = QLocale()
    clock = locale.toString(QTime(local.hour, local.minute, local.second), QLocale.FormatType.ShortFormat)
    if local.date() == now.date():
        return translate("UnfinishedGames", "today, {time}").format(time=clock)
    if local.date() == (now - timedelta(days=1)).date():
        return translate("UnfinishedGames", "yesterday, {time}").format(time=clock)
    return translate("UnfinishedGames", "{date}, {time}").format(
        date=locale.toString(QDate(local.year, local.month, local.day), QLocale.FormatType.ShortFormat), time=clock
    )


def how_far(game: UnfinishedGame) -> str:
    """ "Round 5 · 94 moves" (only the moves where the round was not recorded)."""
    moves = (
        translate("UnfinishedGames", "1 move")
        if game.moves == 1
        else translate("UnfinishedGames", "{moves} moves").format(moves=game.moves)
    )
    if game.round is None:
        return moves
    return translate("UnfinishedGames", "Round {round} · {moves}").format(round=game.round, moves=moves)


def describe(game: UnfinishedGame) -> str:
    """The row's second line: how far it got and when it was last played."""
    when = when_played(game.last_played)
    if game.problem:
        return translate("UnfinishedGames", "Last changed {when}").format(when=when) if when else ""
    return translate("UnfinishedGames", "{progress} · last played {when}").format(progress=how_far(game), when=when)


def problem_text(game: UnfinishedGame) -> str:
    """Why a row cannot be continued, in one sentence ("" if it can)."""
    if game.open_elsewhere:
        return translate("UnfinishedGames", "Open in another Energy Table window: continue it there.")
    if game.problem:
        from desktop_app.rules.common.save import SaveError
        from desktop_app.views.game_session import save_error_text

        return save_error_text(SaveError("", game.problem, file=game.path.name))
    return ""


class UnfinishedGamesDialog(QDialog):
    """One kind of game's unfinished games; emits `game_did_choose(path)` on Continue and
    `list_did_change()` after a removal (the launcher's card counts them)."""

    game_did_choose = Signal(Path)
    list_did_change = Signal()

    def __init__(
        self, game_id: str, title: str, colour: QColor, scale: float = 1.0, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("unfinishedGames")
        self.game_id = game_id
        self.colour = colour
        self.scale = scale
        self.games: list[UnfinishedGame] = []
        self.rows: list[QFrame] = []
        self.setWindowTitle(translate("UnfinishedGames", "Unfinished games: {game}").format(game=title))
        self.setStyleSheet(f"QDialog {{ background: {colour_css(Palette.TABLE_LIGHT)}; }}")
        base = QApplication.font()
        self.heading = plain_label(translate("UnfinishedGames", "Choose a game to go on where it was left."))
        self.heading.setWordWrap(True)
        self.heading.setFont(ui_font(base, 18 * scale, QFont.Weight.DemiBold))
        self._list = QVBoxLayout()
        self._list.setSpacing(round(10 * scale))
        holder = QWidget()
        holder.setObjectName("unfinishedList")
        holder.setStyleSheet("QWidget#unfinishedList { background: transparent; }")
        column = QVBoxLayout(holder)
        column.setContentsMargins(0, 0, 0, 0)
        column.addLayout(self._list)
        column.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(holder)
        scroll.viewport().setStyleSheet("background: transparent;")
        self.close_button = QPushButton(translate("UnfinishedGames", "Close"))
        self.close_button.setFont(ui_font(base, 16 * scale))
        self.close_button.clicked.connect(self.reject)
        bottom = QHBoxLayout()
        bottom.addStretch(1)
        bottom.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        margin = round(20 * scale)
        layout.setContentsMargins(margin, margin, margin, margin)
        layout.setSpacing(round(14 * scale))
        layout.addWidget(self.heading)
        layout.addWidget(scroll, 1)
        layout.addLayout(bottom)
        self.refresh()

    def refresh(self) -> None:
        """List the games again (after a removal, or a game finished in another window)."""
        for row in self.rows:
            row.setParent(None)
            row.deleteLater()
        self.rows = []
        self.games = unfinished_games(self.game_id)
        for game in self.games:
            row = self._row(game)
            self._list.addWidget(row)
            self.rows.append(row)
        if not self.games:
            empty = plain_label(translate("UnfinishedGames", "No unfinished games are left."))
            empty.setFont(ui_font(QApplication.font(), 16 * self.scale))
            self._list.addWidget(empty)
            self.rows.append(empty)
        self._fit_height()
        buttons = [r.findChild(QPushButton, "continueGame") for r in self.rows if isinstance(r, QFrame)]
        first = next((b for b in buttons if b is not None and b.isEnabled()), None)  # Enter continues it
        if first is not None:
            first.setDefault(True)
            first.setFocus(Qt.FocusReason.OtherFocusReason)

    def _fit_height(self) -> None:
        """As tall as the rows need (no empty half dialog for one or two games), at most 560
        design pixels (then the list scrolls)."""
        s = self.scale
        rows = sum(row.sizeHint().height() for row in self.rows) + self._list.spacing() * max(0, len(self.rows) - 1)
        chrome = self.heading.sizeHint().height() + self.close_button.sizeHint().height() + round(90 * s)
        self.resize(round(720 * s), min(round(560 * s), rows + chrome))

    def _row(self, game: UnfinishedGame) -> QFrame:
        s = self.scale
        base = QApplication.font()
        row = QFrame()
        row.setObjectName("unfinishedRow")
        row.setStyleSheet(
            f"QFrame#unfinishedRow {{ background: {colour_css(Palette.CARD_FACE)};"
            f" border: {max(1, round(s))}px solid {colour_css(Palette.CARD_EDGE)}; border-radius: {round(10 * s)}px; }}"
        )
        names = plain_label(who_plays(game))
        names.setObjectName("whoPlays")
        names.setWordWrap(True)
        names.setFont(ui_font(base, 17 * s, QFont.Weight.DemiBold))
        names.setStyleSheet(f"color: {colour_css(Palette.INK)}; border: none;")
        detail = plain_label(describe(game))
        detail.setObjectName("howFar")
        detail.setWordWrap(True)
        detail.setFont(ui_font(base, 15 * s))
        detail.setStyleSheet(f"color: {colour_css(Palette.INK_MUTED)}; border: none;")
        text = QVBoxLayout()
        text.setSpacing(round(4 * s))
        text.addWidget(names)
        text.addWidget(detail)
        why = problem_text(game)
        if why:
            note = plain_label(why)
            note.setObjectName("cannotContinue")
            note.setWordWrap(True)
            note.setFont(ui_font(base, 15 * s))
            note.setStyleSheet(f"color: {colour_css(Palette.IN_PROGRESS)}; border: none;")
            text.addWidget(note)
        go = QPushButton(translate("UnfinishedGames", "Continue"))
        go.setObjectName("continueGame")
        go.setEnabled(not why)
        go.setCursor(Qt.CursorShape.PointingHandCursor)
        go.setFont(ui_font(base, 17 * s, QFont.Weight.DemiBold))
        go.setMinimumHeight(round(42 * s))
        # room for the text, its padding and the focus ring's border: never clipped when focused
        go.setMinimumWidth(go.fontMetrics().horizontalAdvance(go.text()) + round(48 * s))
        go.setAccessibleName(
            translate("UnfinishedGames", "Continue the game of {players}").format(players=who_plays(game))
        )
        radius = round(10 * s)
        go.setStyleSheet(
            f"QPushButton {{ background: {colour_css(self.colour)}; color: {colour_css(Palette.ON_COLOUR)};"
            f" border: none; border-radius: {radius}px; padding: {round(6 * s)}px {round(18 * s)}px; }}"
            f" QPushButton:hover {{ background: {colour_css(self.colour.lighter(115))}; }}"
            f" QPushButton:focus {{ border: {max(2, round(3 * s))}px solid {colour_css(Palette.INK)}; }}"
            f" QPushButton:disabled {{ background: {colour_css(Palette.DISABLED_FILL)};"
            f" color: {colour_css(Palette.DISABLED_INK)}; }}"
        )
        go.clicked.connect(lambda _checked=False, path=game.path: self._choose(path))
        remove = QPushButton(translate("UnfinishedGames", "Remove…"))
        remove.setObjectName("removeGame")
        remove.setEnabled(not game.open_elsewhere)
        remove.setCursor(Qt.CursorShape.PointingHandCursor)
        remove.setFont(ui_font(base, 15 * s))
        remove.setAccessibleName(
            translate("UnfinishedGames", "Remove the game of {players}").format(players=who_plays(game))
        )
        remove.setStyleSheet(
            f"QPushButton {{ color: {colour_css(Palette.INK_MUTED)}; background: transparent; border: none;"
            f" text-decoration: underline; padding: {round(4 * s)}px {round(8 * s)}px; }}"
            f" QPushButton:focus {{ border: {max(2, round(2 * s))}px solid {colour_css(Palette.INK)};"
            f" border-radius: {round(4 * s)}px; }}"
            f" QPushButton:disabled {{ color: {colour_css(Palette.CARD_EDGE)}; }}"
        )
        remove.clicked.connect(lambda _checked=False, chosen=game: self.ask_to_remove(chosen))
        buttons = QVBoxLayout()
        buttons.setSpacing(round(2 * s))
        buttons.addWidget(go)
        buttons.addWidget(remove, 0, Qt.AlignmentFlag.AlignHCenter)
        layout = QHBoxLayout(row)
        pad = round(14 * s)
        layout.setContentsMargins(pad, round(10 * s), pad, round(10 * s))
        layout.setSpacing(round(14 * s))
        layout.addLayout(text, 1)
        layout.addLayout(buttons)
        return row

    def _choose(self, path: Path) -> None:
        self.accept()
        self.game_did_choose.emit(path)

    def confirm_removal(self, game: UnfinishedGame) -> QMessageBox:
        """The question Remove… asks (kept on the dialog so it can be answered)."""
        text = translate("UnfinishedGames", "Remove the unfinished game of {players}?").format(players=who_plays(game))
        box = message_box(
            self,
            QMessageBox.Icon.Question,
            translate("UnfinishedGames", "Remove an unfinished game"),
            text,
            QMessageBox.StandardButton.NoButton,
        )
        details = describe(game)
        box.setInformativeText(
            (details + "\n" if details else "") + translate("UnfinishedGames", "A removed game cannot be brought back.")
        )
        box.addButton(translate("UnfinishedGames", "Remove the game"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(translate("UnfinishedGames", "Keep it"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        return box

    def ask_to_remove(self, game: UnfinishedGame) -> bool:
        """Remove a game only if the person says so; True if it was removed."""
        box = self.confirm_removal(game)
        box.exec()
        clicked = box.clickedButton()
        if clicked is None or box.buttonRole(clicked) != QMessageBox.ButtonRole.DestructiveRole:
            return False
        removed = remove_unfinished(game)
        if not removed:
            message_box(
                self,
                QMessageBox.Icon.Warning,
                translate("UnfinishedGames", "Remove an unfinished game"),
                translate(
                    "UnfinishedGames",
                    "This game could not be removed (it is open in another window, or its folder is read-only).",
                ),
            ).exec()
        self.refresh()
        self.list_did_change.emit()
        return removed
