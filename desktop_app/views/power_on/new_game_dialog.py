"""Setting up a game of Power On!: how many players, who is human (and how well computer players
stack), and how the carbon tower works: stacked by hand, or by chance for players who would
rather not use the mouse ("no dexterity")."""

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
from desktop_app.rules.power_on.state import PowerOnOptions, TowerMode
from desktop_app.views.plain_text import plain_label

NAMES = {
    "zh_TW": ["小明", "小美", "阿華", "小芳"],
    "en": ["Ming", "Mei", "Hua", "Fang"],
}
KINDS = ("human", "heuristic", "beginner", "expert")


def default_names(language: str) -> list[str]:
    return NAMES["zh_TW" if language.startswith("zh") else "en"]


@dataclass(frozen=True)
class Setup:
    """What the dialog decided."""

    options: PowerOnOptions
    seats: list[Seat]


class PowerOnNewGameDialog(QDialog):
    """Players 2-4, a name and a kind per seat, and the carbon tower setting."""

    def __init__(self, language: str, parent: QWidget | None = None, scale: float = 1.0) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game: Power On!"))
        self.setStyleSheet(f"QWidget {{ font-size: {round(17 * scale)}px; }}"
                           f" QLabel#hint {{ color: #5E564C; margin-left: {round(28 * scale)}px; }}"
                           f" QLabel#heading {{ font-weight: bold; margin-top: {round(8 * scale)}px; }}"
                           f" QRadioButton::indicator {{ width: {round(16 * scale)}px; height: {round(16 * scale)}px; }}"
                           f" QSpinBox {{ min-width: {round(60 * scale)}px; }}"
                           f" QPushButton {{ padding: {round(5 * scale)}px {round(14 * scale)}px; }}"
                           f" QSpinBox::up-button, QSpinBox::down-button {{ width: {round(20 * scale)}px; }}")
        names = default_names(language)
        layout = QVBoxLayout(self)
        top = QGridLayout()
        top.addWidget(plain_label(self.tr("Players")), 0, 0)
        self.count = QSpinBox()
        self.count.setRange(2, 4)
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
                  "beginner": self.tr("Computer: beginner (shaky hand)"),
                  "expert": self.tr("Computer: expert (steady hand)")}
        for seat in range(4):
            label = plain_label(self.tr("Seat %1").replace("%1", str(seat + 1)))
            name = QLineEdit(names[seat])
            kind = QComboBox()
            for key in KINDS:
                kind.addItem(labels[key], key)
            kind.setCurrentIndex(0 if seat == 0 else 1)
            grid.addWidget(label, seat, 0)
            grid.addWidget(name, seat, 1)
            grid.addWidget(kind, seat, 2)
            self.names.append(name)
            self.kinds.append(kind)
            self.rows.append([label, name, kind])
        layout.addLayout(grid)
        heading = plain_label(self.tr("The carbon tower"))
        heading.setObjectName("heading")
        layout.addWidget(heading)
        self.towers = QButtonGroup(self)
        self.stacking = QRadioButton(self.tr("Stack the tokens by hand"))
        self.chance = QRadioButton(self.tr("No dexterity: the computer stacks for you"))
        hints = [self.tr("Drop each carbon token on the tower with the mouse or the keys; "
                         "if one falls off, the tower collapses."),
                 self.tr("For players who find the mouse hard: each token may topple the tower, "
                         "more likely the taller it is.")]
        for button, hint in zip((self.stacking, self.chance), hints):
            self.towers.addButton(button)
            layout.addWidget(button)
            text = plain_label(hint)
            text.setObjectName("hint")
            text.setWordWrap(True)
            layout.addWidget(text)
        self.stacking.setChecked(True)
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

    def tower(self) -> str:
        return TowerMode.NO_DEXTERITY if self.chance.isChecked() else TowerMode.STACKING

    def setup(self, seed: int | None = None) -> Setup:
        n = self.count.value()
        seats = []
        for seat in range(n):
            kind = self.kinds[seat].currentData()
            name = self.names[seat].text().strip() or self.tr("Player %1").replace("%1", str(seat + 1))
            seats.append(Seat(name, None if kind == "human" else kind))
        seed = seed if seed is not None else random.SystemRandom().randrange(1, 2**31)
        return Setup(PowerOnOptions(players=n, seed=seed, tower=self.tower()), seats)
