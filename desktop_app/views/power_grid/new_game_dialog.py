"""New Power Grid game: seats (human or computer), map, regions in play, optional seed."""

from __future__ import annotations

import random
from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop_app.content.power_grid import PowerGridContent
from desktop_app.controllers.game_controller import Seat
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_grid.regions import validate_regions
from desktop_app.rules.power_grid.state import PowerGridOptions
from desktop_app.views.theme import PLAYER_STYLES, Palette, shape_path

HUMAN = "human"
# Computer levels offered, by bot registry name.
COMPUTER_LEVELS = ("heuristic", "random")


@dataclass(frozen=True)
class NewGameSetup:
    options: PowerGridOptions
    seats: list[Seat]


class PlayerMarker(QWidget):
    """A seat's colour and shape, so colour is never the only cue."""

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._style = PLAYER_STYLES[seat % len(PLAYER_STYLES)]
        self.setFixedSize(QSize(28, 28))

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Palette.INK)
        painter.setBrush(self._style.colour)
        painter.drawPath(shape_path(self._style.shape, QRectF(self.rect()).adjusted(3, 3, -3, -3)))


class NewGameDialog(QDialog):
    """Asks for everything a new game needs; `setup()` gives the result once accepted."""

    def __init__(self, content: PowerGridContent, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.content = content
        self.language = language
        self.setWindowTitle(self.tr("New game: Power Grid"))
        self.setMinimumWidth(560)
        layout = QVBoxLayout(self)

        top = QFormLayout()
        self.player_count = QSpinBox()
        self.player_count.setRange(2, 6)
        self.player_count.setValue(4)
        self.player_count.valueChanged.connect(self._update)
        top.addRow(self.tr("Players:"), self.player_count)
        self.map_choice = QComboBox()
        for game_map in content.maps.values():
            self.map_choice.addItem(game_map.name.get(language), game_map.id)
        self.map_choice.setCurrentIndex(self.map_choice.findData(content.default_map))
        self.map_choice.currentIndexChanged.connect(self._rebuild_regions)
        top.addRow(self.tr("Map:"), self.map_choice)
        layout.addLayout(top)

        seats_box = QGroupBox(self.tr("Seats"))
        grid = QGridLayout(seats_box)
        self.seat_rows: list[tuple[PlayerMarker, QComboBox, QLineEdit]] = []
        for seat in range(6):
            marker = PlayerMarker(seat)
            kind = QComboBox()
            kind.addItem(self.tr("Human"), HUMAN)
            kind.addItem(self.tr("Computer (beginner)"), "heuristic")
            kind.addItem(self.tr("Computer (random moves)"), "random")
            kind.setCurrentIndex(0 if seat == 0 else 1)
            name = QLineEdit()
            name.setMaxLength(24)
            kind.currentIndexChanged.connect(lambda _i, s=seat: self._default_name(s))
            grid.addWidget(marker, seat, 0)
            grid.addWidget(kind, seat, 1)
            grid.addWidget(name, seat, 2)
            self.seat_rows.append((marker, kind, name))
            self._default_name(seat)
        layout.addWidget(seats_box)

        regions_box = QGroupBox(self.tr("Regions in play"))
        regions_layout = QVBoxLayout(regions_box)
        mode = QHBoxLayout()
        self.regions_auto = QRadioButton(self.tr("Chosen at random (adjacent)"))
        self.regions_manual = QRadioButton(self.tr("Let me choose"))
        self.regions_auto.setChecked(True)
        group = QButtonGroup(self)
        group.addButton(self.regions_auto)
        group.addButton(self.regions_manual)
        self.regions_auto.toggled.connect(self._update)
        mode.addWidget(self.regions_auto)
        mode.addWidget(self.regions_manual)
        regions_layout.addLayout(mode)
        self.region_grid = QGridLayout()
        regions_layout.addLayout(self.region_grid)
        self.region_checks: dict[str, QCheckBox] = {}
        layout.addWidget(regions_box)

        seed_row = QFormLayout()
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText(self.tr("random"))
        self.seed_edit.setToolTip(self.tr("The same seed deals the same game: handy for a class."))
        self.seed_edit.textChanged.connect(self._update)
        seed_row.addRow(self.tr("Seed (optional):"), self.seed_edit)
        layout.addLayout(seed_row)

        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #A23B00;")
        layout.addWidget(self.problem)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self._rebuild_regions()

    # --- helpers ---------------------------------------------------------------------------

    def _default_name(self, seat: int) -> None:
        _marker, kind, name = self.seat_rows[seat]
        if kind.currentData() == HUMAN:
            name.setText(self.tr("Player %1").replace("%1", str(seat + 1)))
        else:
            name.setText(self.tr("Computer %1").replace("%1", str(seat + 1)))

    def _map(self):
        return self.content.maps[self.map_choice.currentData()]

    def _rebuild_regions(self) -> None:
        for check in self.region_checks.values():
            self.region_grid.removeWidget(check)
            check.deleteLater()
        self.region_checks = {}
        for i, region in enumerate(self._map().regions):
            check = QCheckBox(region.name.get(self.language))
            check.toggled.connect(self._update)
            self.region_grid.addWidget(check, i // 3, i % 3)
            self.region_checks[region.id] = check
        self._update()

    def _seed(self) -> int | None:
        text = self.seed_edit.text().strip()
        if not text:
            return None
        return int(text) if text.isdigit() else None

    def problem_text(self) -> str:
        """Why the game cannot start as set, or '' when it can."""
        players = self.player_count.value()
        rules = self.content.player_counts[players]
        game_map = self._map()
        if len(game_map.regions) < rules.regions:
            return self.tr("This map is too small for %1 players.").replace("%1", str(players))
        if self.seed_edit.text().strip() and self._seed() is None:
            return self.tr("The seed must be a whole number (or left empty).")
        if self.regions_manual.isChecked():
            chosen = tuple(r for r, check in self.region_checks.items() if check.isChecked())
            try:
                validate_regions(game_map, chosen, rules.regions)
            except IllegalAction:
                return self.tr("Choose %1 regions that touch each other.").replace("%1", str(rules.regions))
        return ""

    def _update(self) -> None:
        players = self.player_count.value()
        for seat, (marker, kind, name) in enumerate(self.seat_rows):
            for widget in (marker, kind, name):
                widget.setVisible(seat < players)
        for check in self.region_checks.values():
            check.setEnabled(self.regions_manual.isChecked())
        problem = self.problem_text()
        self.problem.setText(problem)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not problem)

    # --- result ------------------------------------------------------------------------------

    def setup(self) -> NewGameSetup:
        players = self.player_count.value()
        seats = []
        for _marker, kind, name in self.seat_rows[:players]:
            bot = kind.currentData()
            seats.append(Seat(name=name.text().strip() or "?", bot=None if bot == HUMAN else bot))
        seed = self._seed()
        if seed is None:
            seed = random.SystemRandom().randrange(1, 2**31)
        regions = None
        if self.regions_manual.isChecked():
            regions = tuple(r for r, check in self.region_checks.items() if check.isChecked())
        return NewGameSetup(
            PowerGridOptions(players=players, seed=seed, map_id=self.map_choice.currentData(), regions=regions),
            seats,
        )
