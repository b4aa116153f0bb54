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

import random
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QGuiApplication,
    QIcon,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSizePolicy,
    QStyledItemDelegate,
    QVBoxLayout,
    QWidget,
)

from desktop_app.ai.registry import bot_names
from desktop_app.controllers.game_controller import Seat
from desktop_app.views.game_icons import GAME_ICONS, IconWidget
from desktop_app.views.game_registry import game_by_id
from desktop_app.views.kit.marks import paint_mark
from desktop_app.views.plain_text import plain_label
from desktop_app.views.theme import Palette, colour_css, scale_for, ui_font

HUMAN = "human"
FOCUS = QColor("#1F5F8B")  # the panels' calm blue, for keyboard focus
PROBLEM_INK = QColor("#A23B00")
UNAVAILABLE_INK = QColor("#8C8377")  # a choice that does not fit (a map too small): readable, clearly off
MIN_SCALE = 0.7  # never shrink text below this to make the dialog fit
NAMES = {
    "zh_TW": ["小明", "小美", "阿華", "小芳", "志強", "雅婷"],
    "en": ["Ming", "Mei", "Hua", "Fang", "Zhi", "Ting"],
}

Options = TypeVar("Options")


def default_names(language: str) -> list[str]:
    """Friendly names for the seats, in the player's language."""
    return NAMES["zh_TW" if language.startswith("zh") else "en"]


def fill(template: str, *values: object) -> str:
    """A translated text with %1, %2 ... replaced by `values`."""
    for number, value in enumerate(values, start=1):
        template = template.replace(f"%{number}", str(value))
    return template


@dataclass(frozen=True)
class NewGameSetup(Generic[Options]):
    """What the dialog decided: the game's options and who sits where."""

    options: Options
    seats: list[Seat]


# --- small widgets ---------------------------------------------------------------------------------


class PlayerCountPicker(QWidget):
    """Big toggle buttons 2 3 4 …, with a spin box's `value()`, `setValue()`, `valueChanged`."""

    valueChanged = Signal(int)

    def __init__(self, low: int, high: int, value: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._low, self._high = low, high
        self._group = QButtonGroup(self)
        self.buttons: dict[int, QPushButton] = {}
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        for count in range(low, high + 1):
            button = toggle(str(count))
            button.setAccessibleName(fill(QCoreApplication.translate("NewGameDialog", "%1 players"), count))
            self._group.addButton(button, count)
            row.addWidget(button)
            self.buttons[count] = button
        row.addStretch(1)
        self.buttons[value].setChecked(True)
        self._group.idToggled.connect(self._did_toggle)

    def value(self) -> int:
        return self._group.checkedId()

    def setValue(self, value: int) -> None:
        self.buttons[min(self._high, max(self._low, value))].setChecked(True)

    def _did_toggle(self, count: int, checked: bool) -> None:
        if checked:
            self.valueChanged.emit(count)


class ChevronCombo(QComboBox):
    """A combo box whose arrow is drawn to scale (the native one stays tiny on a projector)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setItemDelegate(QStyledItemDelegate(self))  # so the style sheet can pad the list's items

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = self.height() * 0.22
        centre = QPointF(self.width() - self.height() * 0.45, self.height() / 2)
        pen = QPen(Palette.INK_MUTED if self.isEnabled() else Palette.CARD_EDGE, max(1.5, side / 3.5))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        chevron = QPainterPath(centre + QPointF(-side, -side / 2))
        chevron.lineTo(centre + QPointF(0, side / 2))
        chevron.lineTo(centre + QPointF(side, -side / 2))
        painter.drawPath(chevron)


class SeatMark(QWidget):
    """The seat's mark (views/kit/marks.py), sized with the dialog."""

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_mark(painter, self.seat, QRectF(self.rect()).adjusted(1, 1, -1, -1))


def kind_icon(kind: str, side: int) -> QIcon:
    """A person for a person's seat, a screen for a computer player (with a die's pips for one
    that moves at random)."""
    pixmap = QPixmap(side, side)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(side / 100, side / 100)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(Palette.INK_MUTED)
    if kind == HUMAN:
        painter.drawEllipse(QPointF(50, 30), 18, 18)
        body = QPainterPath(QPointF(18, 92))
        body.cubicTo(18, 50, 82, 50, 82, 92)
        body.closeSubpath()
        painter.drawPath(body)
    else:
        painter.drawRoundedRect(QRectF(10, 16, 80, 54), 8, 8)
        painter.setBrush(Palette.CARD_FACE)
        painter.drawRoundedRect(QRectF(18, 24, 64, 38), 4, 4)
        painter.setBrush(Palette.INK_MUTED)
        painter.drawRect(QRectF(44, 70, 12, 12))
        painter.drawRoundedRect(QRectF(28, 80, 44, 8), 4, 4)
        if kind == "random":
            for x, y in ((38, 34), (50, 43), (62, 52)):
                painter.drawEllipse(QPointF(x, y), 5, 5)
    painter.end()
    return QIcon(pixmap)


def card() -> tuple[QFrame, QVBoxLayout]:
    """A settings card on the table."""
    frame = QFrame()
    frame.setObjectName("card")
    return frame, QVBoxLayout(frame)


def label(text: str = "", name: str = "") -> QLabel:
    widget = plain_label(text)
    widget.setObjectName(name)
    return widget


def note(column: QVBoxLayout, text: str, name: str = "muted") -> QLabel:
    """A wrapped line of explanation under the game's options."""
    widget = label(text, name)
    widget.setWordWrap(True)
    column.addWidget(widget)
    return widget


def choices(column: QVBoxLayout, owner: QWidget, options: list[tuple[str, str]]) -> list[QRadioButton]:
    """One choice among a few (a mode, a tower setting): a radio button per option, each with a
    line saying what it means under it; the first is chosen."""
    group = QButtonGroup(owner)
    buttons = []
    for text, hint in options:
        button = QRadioButton(text)
        group.addButton(button)
        column.addWidget(button)
        note(column, hint, "hint")
        buttons.append(button)
    buttons[0].setChecked(True)
    return buttons


def toggle(text: str) -> QPushButton:
    """A big checkable button (player count, a choice between two ways)."""
    button = QPushButton(text)
    button.setObjectName("toggle")
    button.setCheckable(True)
    button.setCursor(Qt.CursorShape.PointingHandCursor)
    return button


def mark_property(widget: QWidget, name: str, value: object) -> None:
    """Set a property the style sheet selects on, and restyle the widget if it changed."""
    if widget.property(name) != value:
        widget.setProperty(name, value)
        widget.style().unpolish(widget)
        widget.style().polish(widget)


def style_sheet(s: float, colour: QColor) -> str:
    """The dialog's look at scale `s` in the game's `colour`: warm table, cards, toggles, fields,
    choices, Play and Cancel."""
    def px(value: float) -> int:
        return max(1, round(value * s))

    c = colour_css
    tint_colour = QColor(*(round(0.2 * g + 0.8 * w) for g, w in zip(colour.getRgb()[:3], (255, 255, 255))))
    game, tint, ink, face, edge_colour = c(colour), c(tint_colour), c(Palette.INK), c(Palette.CARD_FACE), \
        c(Palette.CARD_EDGE)
    edge, thick = px(1.5), px(2.5)
    return f"""
    QDialog#newGame {{ background: {c(Palette.TABLE_LIGHT)}; }}
    QFrame#header {{ background: {game}; border: none; }}
    QFrame#card {{ background: {face}; border: {px(1)}px solid {edge_colour}; border-radius: {px(14)}px; }}
    QLabel {{ color: {ink}; background: transparent; }}
    QLabel#headerTitle, QLabel#headerHint {{ color: {c(Palette.ON_COLOUR)}; }}
    QLabel#muted, QLabel#hint {{ color: {c(Palette.INK_MUTED)}; }}
    QLabel#hint {{ margin-left: {px(30)}px; }}
    QLabel[problem="true"] {{ color: {c(PROBLEM_INK)}; }}
    QLabel[problem="false"] {{ color: {game}; }}
    QPushButton#toggle {{ background: {face}; color: {ink}; border: {edge}px solid {edge_colour};
        border-radius: {px(10)}px; padding: {px(4)}px {px(14)}px; }}
    QPushButton#toggle:hover {{ border: {thick}px solid {game}; }}
    QPushButton#toggle:checked {{ background: {game}; color: {c(Palette.ON_COLOUR)}; border: {thick}px solid {game}; }}
    QPushButton#toggle:focus {{ border: {thick}px solid {c(FOCUS)}; }}
    QComboBox, QLineEdit {{ background: white; color: {ink}; border: {edge}px solid {edge_colour};
        border-radius: {px(8)}px; padding: {px(3)}px {px(10)}px; }}
    QComboBox {{ padding-right: {px(34)}px; }}
    QComboBox:hover, QLineEdit:hover {{ border: {edge}px solid {game}; }}
    QComboBox:focus, QLineEdit:focus {{ border: {thick}px solid {c(FOCUS)}; }}
    QComboBox::drop-down {{ border: none; width: {px(34)}px; }}
    QComboBox::down-arrow {{ image: none; width: 0px; height: 0px; }}
    QComboBox QAbstractItemView {{ background: white; color: {ink}; border: {edge}px solid {edge_colour};
        selection-background-color: {tint}; selection-color: {ink}; outline: none; padding: {px(4)}px; }}
    QComboBox QAbstractItemView::item {{ padding: {px(6)}px {px(10)}px; min-height: {px(30)}px; border-radius: {px(6)}px; }}
    QComboBox QAbstractItemView::item:selected {{ background: {tint}; color: {ink}; }}
    QComboBox QAbstractItemView::item:disabled {{ color: {c(UNAVAILABLE_INK)}; }}
    QLineEdit[problem="true"] {{ border: {thick}px solid {c(PROBLEM_INK)}; }}
    QCheckBox, QRadioButton {{ color: {ink}; spacing: {px(10)}px; }}
    QCheckBox:disabled {{ color: {c(Palette.DISABLED_INK)}; }}
    QCheckBox::indicator, QRadioButton::indicator {{ width: {px(20)}px; height: {px(20)}px; }}
    QPushButton#start {{ background: {game}; color: {c(Palette.ON_COLOUR)}; border: none; border-radius: {px(12)}px;
        padding: {px(8)}px {px(26)}px; }}
    QPushButton#start:hover {{ background: {c(colour.lighter(115))}; }}
    QPushButton#start:pressed {{ background: {c(colour.darker(125))}; }}
    QPushButton#start:disabled {{ background: {c(Palette.DISABLED_FILL)}; color: {c(Palette.DISABLED_INK)};
        border: {px(2)}px dashed {edge_colour}; }}
    QPushButton#cancel {{ background: {face}; color: {game}; border: {px(2)}px solid {game}; border-radius: {px(12)}px;
        padding: {px(8)}px {px(22)}px; }}
    QPushButton#cancel:hover {{ background: {tint}; }}
    QPushButton#start:focus, QPushButton#cancel:focus {{ border: {thick}px solid {ink}; }}
    """


# --- the dialog --------------------------------------------------------------------------------------


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
        raise NotImplementedError

    def bot_labels(self) -> dict[str, str]:
        """The computer players offered, in order, with the game's words for each level: each
        name must be one the ai registry offers for the game."""
        return {"heuristic": QCoreApplication.translate("NewGameDialog", "Computer: normal"),
                "random": QCoreApplication.translate("NewGameDialog", "Computer: random moves (easy)")}

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
            QCoreApplication.translate("NewGameDialog", "Each seat is a person at this computer or a computer "
                                       "player; colour and shape mark each player."),
            "headerHint")
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
        self.seed_label = label(QCoreApplication.translate("NewGameDialog", "Seed (optional):"))
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText(QCoreApplication.translate("NewGameDialog", "random"))
        self.seed_edit.setToolTip(
            QCoreApplication.translate("NewGameDialog", "The same seed deals the same game: handy for a class."))
        self.seed_edit.textChanged.connect(self._update)
        self.seed_label.setToolTip(self.seed_edit.toolTip())
        row = self.game_grid.rowCount()
        self.game_grid.addWidget(self.seed_label, row, 0)
        self.game_grid.addWidget(self.seed_edit, row, 1, Qt.AlignmentFlag.AlignLeft)
        self.headings.append(self.seed_label)
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
        for which, text, name in ((QDialogButtonBox.StandardButton.Ok, play, "start"),
                                  (QDialogButtonBox.StandardButton.Cancel, cancel, "cancel")):
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
            frame.layout().setContentsMargins(px(16), px(12), px(16), px(14))
            frame.layout().setSpacing(px(8))
        heading = ui_font(base, 18 * s, QFont.Weight.Bold)
        for widget in self.headings:
            widget.setFont(heading)
        self.game_grid.setHorizontalSpacing(px(12))
        self.game_grid.setVerticalSpacing(px(8))
        self.player_count.layout().setSpacing(px(8))
        for button in self.player_count.buttons.values():
            button.setFont(ui_font(base, 22 * s, QFont.Weight.Bold))
            button.setFixedSize(px(52), px(48))
        field_height = px(42)
        for field in [self.seed_edit] + [w for row in self.seat_rows for w in row[1:]]:
            field.setFont(body)
            field.setMinimumHeight(field_height)
        self.seed_edit.setFixedWidth(px(170))
        for (marker, kind, name), frame in zip(self.seat_rows, self.seat_frames):
            marker.setFixedSize(px(34), px(34))
            name.setMinimumWidth(px(190))
            kind.setIconSize(QSize(px(22), px(22)))
            for index in range(kind.count()):
                kind.setItemIcon(index, kind_icon(kind.itemData(index), px(44)))
            frame.layout().setSpacing(px(10))
        self.problem.setFont(ui_font(base, 16 * s, QFont.Weight.DemiBold))
        for button in self.buttons.buttons():
            button.setFont(ui_font(base, 18 * s, QFont.Weight.DemiBold))
            button.setMinimumSize(px(130), px(48))
        self.buttons.layout().setSpacing(px(12))
        if self.options_card is not None:  # the game's widgets: body text, notes a little smaller
            note = ui_font(base, 15 * s)
            for widget in self.options_card.findChildren(QWidget):
                if isinstance(widget, (QAbstractButton, QLabel)) and widget not in self.headings:
                    widget.setFont(note if widget.objectName() in ("hint", "muted") else body)
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

    def _seed(self) -> int | None:
        text = self.seed_edit.text().strip()
        return int(text) if text.isdigit() else None

    def _name_problem(self) -> tuple[str, int | None]:
        """Why the names do not work (and the first seat at fault), or ('', None)."""
        seen: dict[str, int] = {}
        for seat, name in enumerate(self.names[: self.player_count.value()]):
            text = name.text().strip()
            if not text:
                return fill(QCoreApplication.translate("NewGameDialog", "Player %1 needs a name."), seat + 1), seat
            key = text.casefold()
            if key in seen:
                twice = QCoreApplication.translate(
                    "NewGameDialog", "Two players are both called %1: give each a different name.")
                return fill(twice, text), seat
            seen[key] = seat
        return "", None

    def problem_text(self) -> str:
        """Why the game cannot start as set, or '' when it can."""
        names, _seat = self._name_problem()
        if names:
            return names
        if self.seed_edit.text().strip() and self._seed() is None:
            return QCoreApplication.translate("NewGameDialog", "The seed must be a whole number (or left empty).")
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
        mark_property(self.seed_edit, "problem", bool(self.seed_edit.text().strip()) and self._seed() is None)
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
        if seed is None:
            seed = self._seed()
        if seed is None:
            seed = random.SystemRandom().randrange(1, 2**31)
        return NewGameSetup(self.options(players, seed), seats)


__all__ = ["HUMAN", "ChevronCombo", "NewGameDialog", "NewGameSetup", "PlayerCountPicker", "choices", "default_names",
           "fill", "label", "mark_property", "note", "toggle"]
