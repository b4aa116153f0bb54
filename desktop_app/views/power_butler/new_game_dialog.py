"""Setting up a game of Power Butler: how many players, who is human, and the mode (simple for
8-year-olds, standard for 10-year-olds), each with a one-line explanation."""

from __future__ import annotations

import random
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop_app.controllers.game_controller import Seat
from desktop_app.rules.power_butler.state import Mode, PowerButlerOptions
from desktop_app.views.kit.marks import mark_pixmap
from desktop_app.views.plain_text import plain_label

NAMES = {
    "zh_TW": ["小明", "小美", "阿華", "小芳", "志強"],
    "en": ["Ming", "Mei", "Hua", "Fang", "Zhi"],
}
KINDS = ("human", "heuristic", "random")


def default_names(language: str) -> list[str]:
    return NAMES["zh_TW" if language.startswith("zh") else "en"]


@dataclass(frozen=True)
class Setup:
    """What the dialog decided."""

    options: PowerButlerOptions
    seats: list[Seat]


class PowerButlerNewGameDialog(QDialog):
    """Players 2-5, a name and a kind per seat, and the mode."""

    def __init__(self, language: str, parent: QWidget | None = None, scale: float = 1.0) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game: Power Butler"))
        self.setStyleSheet(f"QWidget {{ font-size: {round(17 * scale)}px; }}"
                           f" QLabel#hint {{ color: #5E564C; margin-left: {round(28 * scale)}px; }}"
                           f" QRadioButton::indicator {{ width: {round(16 * scale)}px; height: {round(16 * scale)}px; }}")
        names = default_names(language)
        layout = QVBoxLayout(self)
        top = QGridLayout()
        top.addWidget(plain_label(self.tr("Players")), 0, 0)
        self.count = QSpinBox()
        self.count.setRange(2, 5)
        self.count.setValue(3)
        self.count.valueChanged.connect(self._show_rows)
        top.addWidget(self.count, 0, 1)
        top.setColumnStretch(2, 1)
        layout.addLayout(top)
        grid = QGridLayout()
        grid.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.rows: list[list[QWidget]] = []
        labels = {"human": self.tr("Human (hot-seat)"), "heuristic": self.tr("Computer"),
                  "random": self.tr("Computer: random (easy)")}
        for seat in range(5):
            mark = plain_label()
            mark.setPixmap(mark_pixmap(seat, round(24 * scale)))
            label = plain_label(self.tr("Seat %1").replace("%1", str(seat + 1)))
            name = QLineEdit(names[seat])
            kind = QComboBox()
            for key in KINDS:
                kind.addItem(labels[key], key)
            kind.setCurrentIndex(0 if seat == 0 else 1)
            grid.addWidget(mark, seat, 0)
            grid.addWidget(label, seat, 1)
            grid.addWidget(name, seat, 2)
            grid.addWidget(kind, seat, 3)
            self.names.append(name)
            self.kinds.append(kind)
            self.rows.append([mark, label, name, kind])
        layout.addLayout(grid)
        self.modes = QButtonGroup(self)
        self.simple = QRadioButton(self.tr("Simple game (age 8+)"))
        self.standard = QRadioButton(self.tr("Standard game (age 10+)"))
        hints = [self.tr("Dice are money: buy appliances with yuan dice, one reroll."),
                 self.tr("Appliances also need space, delivery or a socket; markers keep a card for later; two rerolls.")]
        for button, hint in zip((self.simple, self.standard), hints):
            self.modes.addButton(button)
            layout.addWidget(button)
            text = plain_label(hint)
            text.setObjectName("hint")
            text.setWordWrap(True)
            layout.addWidget(text)
        self.simple.setChecked(True)
        note = plain_label(self.tr("Everything is open on the table: players take turns at this computer."))
        note.setWordWrap(True)
        layout.addWidget(note)
        layout.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Play"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._show_rows()

    def _show_rows(self) -> None:
        for seat, row in enumerate(self.rows):
            for widget in row:
                widget.setVisible(seat < self.count.value())

    def mode(self) -> Mode:
        return Mode.STANDARD if self.standard.isChecked() else Mode.SIMPLE

    def setup(self, seed: int | None = None) -> Setup:
        n = self.count.value()
        seats = []
        for seat in range(n):
            kind = self.kinds[seat].currentData()
            name = self.names[seat].text().strip() or self.tr("Player %1").replace("%1", str(seat + 1))
            seats.append(Seat(name, None if kind == "human" else kind))
        seed = seed if seed is not None else random.SystemRandom().randrange(1, 2**31)
        return Setup(PowerButlerOptions(players=n, seed=seed, mode=self.mode()), seats)
