"""One new-game dialog for every game: a header band in the game's colour, the player count as
big toggles, a row per seat (its mark, person or computer player, a name), the game's own
options on a card, an optional seed, and Play / Cancel under a line that says why the game
cannot start yet (or that it is ready).

A game subclasses `NewGameDialog` and gives: its registry id, how many players, the computer
players it offers (names the ai registry knows for the game, with the game's words for their
levels), its title, and `build_options` (its own widgets on the options card) and `options`
(the choices turned into its options dataclass). Text and spacing follow the window the
dialog opens over (the screen's when there is none), from a laptop to a 4K projector, and the
dialog is always exactly as large as its content. The kit's words are in the energy_table
catalogue under the context "NewGameDialog"; each game's words stay in its own catalogue.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import (
    QFont,
    QGuiApplication,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop_app.ai.registry import bot_names
from desktop_app.controllers.game_controller import Seat
from desktop_app.rules.common.deal_code import read_deal_code
from desktop_app.rules.common.options import fresh_seed
from desktop_app.rules.registry import GAMES
from desktop_app.views.game_icons import GAME_ICONS, IconWidget
from desktop_app.views.game_registry import game_by_id
from desktop_app.views.kit.narration import fill
from desktop_app.views.kit.new_game_checks import code_problem, code_text, name_problem, seed_problem, typed_seed
from desktop_app.views.kit.new_game_parts import (
    HUMAN,
    ChevronCombo,
    PlayerCountPicker,
    SeatMark,
    card,
    choices,
    kind_icon,
    label,
    mark_property,
    note,
    style_sheet,
    toggle,
)
from desktop_app.views.theme import Palette, scale_for, ui_font

MIN_SCALE = 0.7  # never shrink text below this to make the dialog fit
NAMES = {
    "zh_TW": ["小明", "小美", "阿華", "小芳", "志強", "雅婷"],
    "en": ["Ming", "Mei", "Hua", "Fang", "Zhi", "Ting"],
}

Options = TypeVar("Options")


def default_names(language: str) -> list[str]:
    """Friendly names for the seats, in the player's language."""
    return NAMES["zh_TW" if language.startswith("zh") else "en"]


def _layout(widget: QWidget) -> QLayout:
    """The layout a widget of the dialog was made with (each one here is made with one)."""
    layout = widget.layout()
    if layout is None:
        raise ValueError(f"{type(widget).__name__} has no layout")
    return layout


@dataclass(frozen=True)
class NewGameSetup(Generic[Options]):
    """What the dialog decided: the game's options and who sits where."""

    options: Options
    seats: list[Seat]
    hints: bool = True  # a Hint button on a person's turn (a teacher may turn it off)
    invite: bool = False  # open the table to other devices once the game is on screen


# --- small widgets ---------------------------------------------------------------------------------


class NewGameDialog(QDialog):
    """Asks for everything a new game needs; `setup()` gives the result once accepted.

    Subclasses set `game_id` (views/game_registry.py), `players` (fewest, most, preselected),
    `default_bot`, `friendly_names` (seats start as Ming, Mei … rather than "Player 1",
    "Computer 2" after their kind), `options_beside` (the options card to the right of the seats
    rather than under them), and give the hooks below."""

    game_id = ""
    players = (2, 4, 3)
    default_bot = "heuristic"
    friendly_names = True
    options_beside = False

    # --- the game's part -----------------------------------------------------------------------

    def title(self) -> str:
        """The dialog's title: "New game: " and the game's name on the launcher."""
        return fill(QCoreApplication.translate("NewGameDialog", "New game: %1"), self.entry.translated_title())

    def bot_labels(self) -> dict[str, str]:
        """The computer players offered, in order, with the game's words for each level: each
        name must be one the ai registry offers for the game."""
        return {
            "heuristic": QCoreApplication.translate("NewGameDialog", "Computer: normal"),
            "random": QCoreApplication.translate("NewGameDialog", "Computer: random moves (easy)"),
        }

    def level_labels(self, beginner: str | None = None, random: bool = True) -> dict[str, str]:
        """Issue 16's levels in order: the beginner (`beginner`: the game's words for its mistakes),
        the normal player, the searching expert, and random moves unless `random` is False."""
        labels = {
            "beginner": beginner or QCoreApplication.translate("NewGameDialog", "Computer: beginner"),
            "heuristic": NewGameDialog.bot_labels(self)["heuristic"],
            "expert": QCoreApplication.translate("NewGameDialog", "Computer: expert (thinks ahead)"),
        }
        if random:
            labels["random"] = NewGameDialog.bot_labels(self)["random"]
        return labels

    def options_heading(self) -> str:
        return ""

    def build_options(self, column: QVBoxLayout) -> None:
        """Put the game's own widgets on the options card."""

    def build_settings(self, grid: QGridLayout) -> None:
        """Rows the game adds to the players card, under the player count (Power Grid's map)."""

    def scale_options(self, s: float, px: Any) -> None:
        """Size the game's widgets for scale `s` (`px(value)` rounds `value * s`)."""

    def options_problem(self) -> str:
        """Why the game's options do not work yet, or ''."""
        return ""

    def players_changed(self) -> None:
        """The player count changed (and once when the dialog is built)."""

    def update_options(self) -> None:
        """Bring the game's widgets up to date (anything changed)."""

    def ready_text(self, players: int) -> str:
        return fill(QCoreApplication.translate("NewGameDialog", "Ready: %1 players."), players)

    def options(self, players: int, seed: int) -> Any:
        raise NotImplementedError

    # --- building ----------------------------------------------------------------------------

    @classmethod
    def for_window(cls, _content: Any, language: str, parent: QWidget | None = None) -> NewGameDialog:
        """A game window's `new_game_dialog` ((content, language, parent) -> the dialog), for a
        dialog that needs no content: fitted to the window it opens over (else the screen)."""
        return cls(language, parent)

    def __init__(self, language: str, parent: QWidget | None = None, scale: float | None = None) -> None:
        super().__init__(parent)
        self.language = language
        self.entry = game_by_id(self.game_id)
        offered = set(bot_names(self.entry.save_id))
        person = QCoreApplication.translate("NewGameDialog", "Person at this computer")
        self.kind_labels = {HUMAN: person, **self.bot_labels()}
        unknown = set(self.kind_labels) - offered - {HUMAN}
        if unknown:
            raise ValueError(f"{self.game_id} offers computer players the ai registry lacks: {sorted(unknown)}")
        self.setObjectName("newGame")
        self.setWindowTitle(self.title())
        self._scale = 1.0
        self._built = False  # no updates while the widgets are still being made

        self.root = QVBoxLayout(self)
        self.root.setContentsMargins(0, 0, 0, 0)
        self.root.setSizeConstraint(QLayout.SizeConstraint.SetFixedSize)  # always fits its content
        self.root.addWidget(self._build_header())
        self.body = QVBoxLayout()
        self.root.addLayout(self.body)
        self.columns = QHBoxLayout()
        self.left = QVBoxLayout()
        self.cards: list[QFrame] = []
        self.left.addWidget(self._build_game_card())
        self.left.addWidget(self._build_seats_card(), 1)
        self.columns.addLayout(self.left)
        self.options_card = self._build_options_card()
        if self.options_card is not None:
            if self.options_beside:
                self.columns.addWidget(self.options_card)
            else:
                self.left.addWidget(self.options_card)
        self.body.addLayout(self.columns)
        self.body.addLayout(self._build_footer())

        self._built = True
        self.players_changed()
        if scale is None or parent is not None:
            self._fit(self._available_size(), scale)
        else:  # a given scale with nothing to fit in (rendering): exactly that size
            self.apply_scale(scale)
            self._update()

    def _build_header(self) -> QFrame:
        self.header = QFrame()
        self.header.setObjectName("header")
        self.emblem = IconWidget(GAME_ICONS[self.game_id], self.entry.colour, badge=Palette.ON_COLOUR)
        self.title_label = label(self.title(), "headerTitle")
        self.hint_label = label(
            QCoreApplication.translate(
                "NewGameDialog",
                "Each seat is a person at this computer or a computer player; colour and shape mark each player.",
            ),
            "headerHint",
        )
        self.hint_label.setWordWrap(True)
        words = QVBoxLayout()
        words.setSpacing(0)
        words.addWidget(self.title_label)
        words.addWidget(self.hint_label)
        self.header_row = QHBoxLayout(self.header)
        self.header_row.addWidget(self.emblem, 0, Qt.AlignmentFlag.AlignVCenter)
        self.header_row.addLayout(words, 1)
        return self.header

    def _build_game_card(self) -> QFrame:
        frame, column = card()
        frame.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.game_grid = QGridLayout()
        column.addLayout(self.game_grid)
        self.players_label = label(QCoreApplication.translate("NewGameDialog", "Players:"))
        low, high, preselected = self.players
        self.player_count = PlayerCountPicker(low, high, preselected)
        self.count = self.player_count  # a spin box's value()/setValue(), as the games had
        self.player_count.valueChanged.connect(self._players_did_change)
        self.game_grid.addWidget(self.players_label, 0, 0)
        self.game_grid.addWidget(self.player_count, 0, 1)
        self.headings = [self.players_label]
        self.build_settings(self.game_grid)
        self.seed_label = label(QCoreApplication.translate("NewGameDialog", "Seed or deal code (optional):"))
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText(QCoreApplication.translate("NewGameDialog", "random, or a deal code"))
        self.seed_edit.setToolTip(
            QCoreApplication.translate(
                "NewGameDialog",
                "The same seed deals the same game: handy for a class. Or type the same-deal code another "
                "table's end screen shows, to deal exactly that game here: the same players, options and cards.",
            )
        )
        self.seed_edit.setAccessibleName(self.seed_label.text())
        self.seed_edit.textChanged.connect(self._code_did_change)
        self.seed_label.setToolTip(self.seed_edit.toolTip())
        row = self.game_grid.rowCount()
        self.game_grid.addWidget(self.seed_label, row, 0)
        self.game_grid.addWidget(self.seed_edit, row, 1, Qt.AlignmentFlag.AlignLeft)
        self.headings.append(self.seed_label)
        self.deal: dict[str, Any] | None = None  # the options a valid code names
        self.hints_box = QCheckBox(QCoreApplication.translate("NewGameDialog", "Offer hints (the Hint button, key H)"))
        self.hints_box.setChecked(True)
        self.hints_box.setToolTip(
            QCoreApplication.translate(
                "NewGameDialog",
                "On a person's turn, Hint shows what a good player would do now, and why. Turn it off for "
                "a game without help; the end screen counts the hints each player used.",
            )
        )
        self.hints_box.setAccessibleName(self.hints_box.text())
        self.game_grid.addWidget(self.hints_box, self.game_grid.rowCount(), 0, 1, 2)
        self.invite_box = QCheckBox(
            QCoreApplication.translate("NewGameDialog", "Invite players on other devices (phones, tablets)")
        )
        self.invite_box.setToolTip(
            QCoreApplication.translate(
                "NewGameDialog",
                "Once the game is on screen, choose which seats are played on a phone, a tablet or another "
                "computer in the room; a code and a QR code let them join. Game > Invite players does the same later.",
            )
        )
        self.invite_box.setAccessibleName(self.invite_box.text())
        self.game_grid.addWidget(self.invite_box, self.game_grid.rowCount(), 0, 1, 2)
        self.game_grid.setColumnStretch(1, 1)
        self.cards.append(frame)
        return frame

    def _build_seats_card(self) -> QFrame:
        frame, column = card()
        self.seats_heading = label(QCoreApplication.translate("NewGameDialog", "Seats"))
        self.headings.append(self.seats_heading)
        column.addWidget(self.seats_heading)
        self.seat_rows: list[tuple[SeatMark, QComboBox, QLineEdit]] = []
        self.seat_frames: list[QWidget] = []
        self.kinds: list[QComboBox] = []
        self.names: list[QLineEdit] = []
        friendly = default_names(self.language)
        for seat in range(self.players[1]):
            marker = SeatMark(seat)
            kind = ChevronCombo()
            for data, text in self.kind_labels.items():
                kind.addItem(text, data)
            kind.setCurrentIndex(kind.findData(HUMAN if seat == 0 else self.default_bot))
            name = QLineEdit(friendly[seat] if self.friendly_names else "")
            name.setMaxLength(24)
            name.setAccessibleName(fill(QCoreApplication.translate("NewGameDialog", "Name of player %1"), seat + 1))
            name.textChanged.connect(self._update)
            if not self.friendly_names:
                kind.currentIndexChanged.connect(lambda _i, s=seat: self._name_after_kind(s))
            row_widget = QWidget()
            row = QHBoxLayout(row_widget)
            row.setContentsMargins(0, 0, 0, 0)
            row.addWidget(marker)
            row.addWidget(kind)
            row.addWidget(name, 1)
            column.addWidget(row_widget)
            self.seat_rows.append((marker, kind, name))
            self.seat_frames.append(row_widget)
            self.kinds.append(kind)
            self.names.append(name)
            if not self.friendly_names:
                self._name_after_kind(seat)
        column.addStretch(1)
        self.cards.append(frame)
        return frame

    def _build_options_card(self) -> QFrame | None:
        frame, column = card()
        heading = self.options_heading()
        if heading:
            self.options_label = label(heading)
            self.headings.append(self.options_label)
            column.addWidget(self.options_label)
        self.build_options(column)
        if column.count() == 0:
            return None
        self.cards.append(frame)
        return frame

    def _build_footer(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.problem = label()
        self.problem.setWordWrap(True)
        row.addWidget(self.problem, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        play = QCoreApplication.translate("NewGameDialog", "Play")
        cancel = QCoreApplication.translate("NewGameDialog", "Cancel")
        for which, text, name in (
            (QDialogButtonBox.StandardButton.Ok, play, "start"),
            (QDialogButtonBox.StandardButton.Cancel, cancel, "cancel"),
        ):
            button = self.buttons.button(which)
            button.setText(text)
            button.setObjectName(name)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        row.addWidget(self.buttons)
        return row

    # --- size ----------------------------------------------------------------------------------

    def _available_size(self) -> QSize:
        """The room the dialog may take: the window it opens over, else the screen's free area."""
        parent = self.parentWidget()
        if parent is not None:
            return parent.window().size()
        screen = self.screen() or QGuiApplication.primaryScreen()
        return screen.availableGeometry().size() if screen is not None else QSize(1280, 800)

    def _fit(self, room: QSize, scale: float | None = None) -> None:
        """Scale for `room` (theme.scale_for), then shrink until the fullest setup (every seat
        shown) fits inside it with a margin for the window frame."""
        scale = scale_for(room) if scale is None else scale
        for frame in self.seat_frames:
            frame.setVisible(True)
        while True:
            self.apply_scale(scale)
            for layout in self.findChildren(QLayout):  # nested layouts keep their old size hints
                layout.invalidate()
            hint = self.root.totalSizeHint()
            if (hint.width() <= room.width() * 0.96 and hint.height() <= room.height() * 0.92) or scale <= MIN_SCALE:
                break
            scale = round(scale - 0.05, 2)
        self._update()

    def apply_scale(self, s: float) -> None:
        """Text, controls and spacing for a window `s` times the 1280x800 design."""
        self._scale = s

        def px(value: float) -> int:
            return max(1, round(value * s))

        base = QApplication.font()
        body = ui_font(base, 16 * s)
        self.setFont(body)
        self.setStyleSheet(style_sheet(s, self.entry.colour))
        self.header_row.setContentsMargins(px(22), px(14), px(22), px(14))
        self.header_row.setSpacing(px(16))
        self.emblem.set_side(px(54))
        self.title_label.setFont(ui_font(base, 26 * s, QFont.Weight.Bold))
        self.hint_label.setFont(ui_font(base, 16 * s))
        self.body.setContentsMargins(px(18), px(14), px(18), px(16))
        self.body.setSpacing(px(12))
        self.columns.setSpacing(px(14))
        self.left.setSpacing(px(12))
        for frame in self.cards:
            _layout(frame).setContentsMargins(px(16), px(12), px(16), px(14))
            _layout(frame).setSpacing(px(8))
        heading = ui_font(base, 18 * s, QFont.Weight.Bold)
        for widget in self.headings:
            widget.setFont(heading)
        self.game_grid.setHorizontalSpacing(px(12))
        self.game_grid.setVerticalSpacing(px(8))
        _layout(self.player_count).setSpacing(px(8))
        for button in self.player_count.buttons.values():
            button.setFont(ui_font(base, 22 * s, QFont.Weight.Bold))
            button.setFixedSize(px(52), px(48))
        field_height = px(42)
        self.hints_box.setFont(body)
        self.invite_box.setFont(body)
        fields: list[QWidget] = [self.seed_edit, *(w for row in self.seat_rows for w in row[1:])]
        for field in fields:
            field.setFont(body)
            field.setMinimumHeight(field_height)
        self.seed_edit.setFixedWidth(px(250))
        for (marker, kind, name), seat_frame in zip(self.seat_rows, self.seat_frames):
            marker.setFixedSize(px(34), px(34))
            name.setMinimumWidth(px(190))
            kind.setIconSize(QSize(px(22), px(22)))
            for index in range(kind.count()):
                kind.setItemIcon(index, kind_icon(kind.itemData(index), px(44)))
            _layout(seat_frame).setSpacing(px(10))
        self.problem.setFont(ui_font(base, 16 * s, QFont.Weight.DemiBold))
        for choice in self.buttons.buttons():
            choice.setFont(ui_font(base, 18 * s, QFont.Weight.DemiBold))
            choice.setMinimumSize(px(130), px(48))
        _layout(self.buttons).setSpacing(px(12))
        if self.options_card is not None:  # the game's widgets: body text, notes a little smaller
            note = ui_font(base, 15 * s)
            for part in self.options_card.findChildren(QWidget):
                if isinstance(part, (QAbstractButton, QLabel)) and part not in self.headings:
                    part.setFont(note if part.objectName() in ("hint", "muted") else body)
        self.scale_options(s, px)

    # --- state -----------------------------------------------------------------------------------

    def _name_after_kind(self, seat: int) -> None:
        """Name a seat after its kind ("Player 2", "Computer 2"), unless a name was typed there."""
        _marker, kind, name = self.seat_rows[seat]
        number = seat + 1
        person = fill(QCoreApplication.translate("NewGameDialog", "Player %1"), number)
        computer = fill(QCoreApplication.translate("NewGameDialog", "Computer %1"), number)
        if name.text().strip() in ("", person, computer):
            name.setText(person if kind.currentData() == HUMAN else computer)

    def _players_did_change(self) -> None:
        self.players_changed()
        self._update()

    def _code_text(self) -> str:
        """The field's text when it is a deal code (it holds a letter), else ''."""
        return code_text(self.seed_edit.text())

    def _code_problem(self) -> str:
        """Why the typed deal code names no deal for this game ('' when it does, or no code)."""
        low, high, _preselected = self.players
        return code_problem(self._code_text(), self.entry.save_id, low, high)

    def _code_did_change(self) -> None:
        """A valid code sets the players (and locks them) and the options; clearing it frees them."""
        text = self._code_text()
        self.deal = read_deal_code(text)[1] if text and not self._code_problem() else None
        if self.deal is not None:
            self.player_count.setValue(self.deal["players"])
        self.player_count.setEnabled(self.deal is None)
        self._update()

    def _seed(self) -> int | None:
        """The typed seed, if it is one every game deals from (rules/common/options.py)."""
        return typed_seed(self.seed_edit.text())

    def _name_problem(self) -> tuple[str, int | None]:
        """Why the names do not work (and the first seat at fault), or ('', None)."""
        return name_problem([name.text() for name in self.names[: self.player_count.value()]])

    def problem_text(self) -> str:
        """Why the game cannot start as set, or '' when it can."""
        names, _seat = self._name_problem()
        if names:
            return names
        code = self._code_problem()
        if code:
            return code
        if not self._code_text():
            seed = seed_problem(self.seed_edit.text())
            if seed:
                return seed
        if self.deal is not None:
            return ""  # the code sets the options
        return self.options_problem()

    def _update(self) -> None:
        if not self._built:
            return
        players = self.player_count.value()
        for seat, frame in enumerate(self.seat_frames):
            frame.setVisible(seat < players)
        self.update_options()
        _names, bad_seat = self._name_problem()
        for seat, name in enumerate(self.names):
            mark_property(name, "problem", seat == bad_seat)
        text = self.seed_edit.text().strip()
        wrong = bool(self._code_problem()) if self._code_text() else bool(text) and self._seed() is None
        mark_property(self.seed_edit, "problem", wrong)
        problem = self.problem_text()
        self.problem.setText(problem or self.ready_text(players))
        mark_property(self.problem, "problem", bool(problem))
        start = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        start.setEnabled(not problem)
        start.setToolTip(problem)

    # --- result ----------------------------------------------------------------------------------

    def setup(self, seed: int | None = None) -> NewGameSetup[Any]:
        """The options and seats chosen; `seed` (else the seed typed, else a fresh random one)."""
        players = self.player_count.value()
        seats = []
        for seat, (kind, name) in enumerate(zip(self.kinds[:players], self.names[:players])):
            bot = kind.currentData()
            text = name.text().strip() or fill(QCoreApplication.translate("NewGameDialog", "Player %1"), seat + 1)
            seats.append(Seat(text, None if bot == HUMAN else bot))
        if self.deal is not None:  # the same deal as another table: its options, as they were
            options = GAMES[self.entry.save_id].options_from_json(dict(self.deal))
            return NewGameSetup(options, seats, self.hints_box.isChecked(), self.invite_box.isChecked())
        if seed is None:
            seed = self._seed()
        if seed is None:
            seed = fresh_seed()
        return NewGameSetup(self.options(players, seed), seats, self.hints_box.isChecked(), self.invite_box.isChecked())


__all__ = [
    "HUMAN",
    "ChevronCombo",
    "NewGameDialog",
    "NewGameSetup",
    "PlayerCountPicker",
    "choices",
    "default_names",
    "fill",
    "label",
    "mark_property",
    "note",
    "toggle",
]
