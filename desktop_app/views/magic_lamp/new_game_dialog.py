"""Setting up a game of Aladdin & the Magic Lamp: how many players, who is human, how quick the
computer players are at the lamp, and the magic ring variant."""

from __future__ import annotations

import random
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop_app.controllers.game_controller import Seat
from desktop_app.rules.magic_lamp.state import MagicLampOptions
from desktop_app.views.plain_text import plain_label

NAMES = {
    "zh_TW": ["小明", "小美", "阿華", "小芳", "志強"],
    "en": ["Ming", "Mei", "Hua", "Fang", "Zhi"],
}
KINDS = ("human", "beginner", "heuristic", "expert")


def default_names(language: str) -> list[str]:
    return NAMES["zh_TW" if language.startswith("zh") else "en"]


@dataclass(frozen=True)
class Setup:
    """What the dialog decided."""

    options: MagicLampOptions
    seats: list[Seat]


class MagicLampNewGameDialog(QDialog):
    """Players 2-5, a name and a kind (human or computer level) per seat, the ring variant."""

    def __init__(self, language: str, parent: QWidget | None = None, scale: float = 1.0) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game: Aladdin & the Magic Lamp"))
        self.setStyleSheet(f"QWidget {{ font-size: {round(17 * scale)}px; }}"
                           f" QCheckBox::indicator {{ width: {round(16 * scale)}px; height: {round(16 * scale)}px; }}")
        names = default_names(language)
        layout = QVBoxLayout(self)
        top = QGridLayout()
        top.addWidget(plain_label(self.tr("Players")), 0, 0)
        self.count = QSpinBox()
        self.count.setRange(2, 5)
        self.count.setValue(3)
        self.count.valueChanged.connect(self._show_rows)
        top.addWidget(self.count, 0, 1)
        layout.addLayout(top)
        grid = QGridLayout()
        grid.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.names: list[QLineEdit] = []
        self.kinds: list[QComboBox] = []
        self.rows: list[list[QWidget]] = []
        labels = {
            "human": self.tr("Human (hot-seat)"),
            "beginner": self.tr("Computer: beginner (slow at the lamp)"),
            "heuristic": self.tr("Computer: normal"),
            "expert": self.tr("Computer: expert (quick at the lamp)"),
        }
        for seat in range(5):
            label = plain_label(self.tr("Seat %1").replace("%1", str(seat + 1)))
            name = QLineEdit(names[seat])
            kind = QComboBox()
            for key in KINDS:
                kind.addItem(labels[key], key)
            kind.setCurrentIndex(0 if seat == 0 else 2)
            grid.addWidget(label, seat, 0)
            grid.addWidget(name, seat, 1)
            grid.addWidget(kind, seat, 2)
            self.names.append(name)
            self.kinds.append(kind)
            self.rows.append([label, name, kind])
        layout.addLayout(grid)
        self.ring = QCheckBox(self.tr("Magic ring variant: all six cards of a 6 drawn with fewer than 6 scorpions win the ring (+5)"))
        layout.addWidget(self.ring)
        hint = plain_label(self.tr("Several humans share this computer: the dice are set behind a curtain, "
                              "and each presses their own key in the lamp race."))
        hint.setWordWrap(True)
        layout.addWidget(hint)
        layout.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Play"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._show_rows()

    def _show_rows(self) -> None:
        for seat, row in enumerate(self.rows):
            for widget in row:
                widget.setVisible(seat < self.count.value())

    def setup(self, seed: int | None = None) -> Setup:
        n = self.count.value()
        seats = []
        for seat in range(n):
            kind = self.kinds[seat].currentData()
            name = self.names[seat].text().strip() or self.tr("Player %1").replace("%1", str(seat + 1))
            seats.append(Seat(name, None if kind == "human" else kind))
        seed = seed if seed is not None else random.SystemRandom().randrange(1, 2**31)
        return Setup(MagicLampOptions(players=n, seed=seed, magic_ring=self.ring.isChecked()), seats)
