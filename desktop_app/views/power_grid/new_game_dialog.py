"""New Power Grid game on the kit's new-game dialog (views/kit/new_game.py): 2-6 players, the
map (maps too small for the player count greyed out with the reason), and the regions in play,
chosen at random or by the players on a small clickable map beside the seats."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QStandardItemModel
from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QVBoxLayout,
    QWidget,
)

from desktop_app.content.power_grid import GameMap, PowerGridContent
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_grid.regions import validate_regions
from desktop_app.rules.power_grid.state import PowerGridOptions
from desktop_app.views.kit.narration import fill
from desktop_app.views.kit.new_game import NewGameDialog, NewGameSetup
from desktop_app.views.kit.new_game_parts import ChevronCombo, label, toggle
from desktop_app.views.power_grid.region_picker import RegionChooser
from desktop_app.views.theme import ui_font


class PowerGridNewGameDialog(NewGameDialog):
    """Asks for everything a new game needs; `setup()` gives the result once accepted."""

    game_id = "power_grid"
    players = (2, 6, 4)
    friendly_names = False  # seats are "Player 1", "Computer 2" … after their kind
    options_beside = True

    def __init__(self, content: PowerGridContent, language: str, parent: QWidget | None = None) -> None:
        self.content = content
        super().__init__(language, parent)

    def bot_labels(self) -> dict[str, str]:
        """The kit's levels, and the searching expert (issue 16, ai/power_grid/expert.py), offered
        since it measured stronger than normal (2 players, seats rotated; see its commit)."""
        return self.level_labels()

    def ready_text(self, players: int) -> str:
        return fill(self.tr("Ready: %1 players on %2."), players, self._map().name.get(self.language))

    # --- the map, on the players card ----------------------------------------------------------

    def build_settings(self, grid: QGridLayout) -> None:
        self.map_label = label(self.tr("Map:"))
        self.headings.append(self.map_label)
        self.map_choice = ChevronCombo()
        for game_map in self.content.maps.values():
            self.map_choice.addItem(game_map.name.get(self.language), game_map.id)
        self.map_choice.setCurrentIndex(self.map_choice.findData(self.content.default_map))
        self.map_choice.currentIndexChanged.connect(self._rebuild_regions)
        self.map_note = label("", "muted")
        grid.addWidget(self.map_label, 1, 0)
        grid.addWidget(self.map_choice, 1, 1)
        grid.addWidget(self.map_note, 2, 1)

    # --- the regions, on the options card --------------------------------------------------------

    def options_heading(self) -> str:
        return self.tr("Regions in play")

    def build_options(self, column: QVBoxLayout) -> None:
        self.regions_heading = self.options_label
        mode = QHBoxLayout()
        mode.setSpacing(0)
        self.regions_auto = toggle(self.tr("Chosen at random"))
        self.regions_manual = toggle(self.tr("Let me choose"))
        group = QButtonGroup(self)
        for button in (self.regions_auto, self.regions_manual):
            group.addButton(button)
            mode.addWidget(button, 1)
        self.regions_auto.setChecked(True)
        self.regions_auto.toggled.connect(self._update)
        column.addLayout(mode)
        self.rule_label = label()
        self.rule_label.setWordWrap(True)
        column.addWidget(self.rule_label)
        self.regions = RegionChooser()
        self.regions.changed.connect(self._update)
        self.region_picker = self.regions.picture
        self.region_picker.describe = self._describe_region
        self.regions.set_map(self._map(), self.language)  # the map row is built already
        column.addWidget(self.regions, 1)

    def scale_options(self, s: float, px: Any) -> None:
        base = QApplication.font()
        self.map_note.setFont(ui_font(base, 14 * s))
        self.map_choice.setFont(ui_font(base, 16 * s))
        self.map_choice.setMinimumHeight(px(42))
        for button in (self.regions_auto, self.regions_manual):
            button.setFont(ui_font(base, 16 * s, QFont.Weight.DemiBold))
            button.setMinimumHeight(px(42))
        self.rule_label.setFont(ui_font(base, 16 * s))
        self.regions.apply_scale(s)

    @property
    def region_checks(self) -> dict[str, QCheckBox]:
        """A check box per region of the chosen map (the map picture toggles them too)."""
        return self.regions.checks

    # --- state -----------------------------------------------------------------------------------

    def _map(self) -> GameMap:
        return self.content.maps[self.map_choice.currentData()]

    def _max_players(self, game_map: GameMap) -> int:
        """The most players a map has enough regions for."""
        fitting = [n for n, rules in self.content.player_counts.items() if rules.regions <= len(game_map.regions)]
        return max(fitting, default=0)

    def _regions_needed(self) -> int:
        return self.content.player_counts[self.player_count.value()].regions

    def players_changed(self) -> None:
        """Grey out maps too small for the new count; move off the chosen one if it is."""
        players = self.player_count.value()
        model = self.map_choice.model()
        for index, game_map in enumerate(self.content.maps.values()):
            name = game_map.name.get(self.language)
            most = self._max_players(game_map)
            item = model.item(index) if isinstance(model, QStandardItemModel) else None
            fits = most >= players
            if item is not None:
                item.setEnabled(fits)
            text = name if fits else fill(self.tr("%1 (up to %2 players)"), name, most)
            tip = (
                ""
                if fits
                else fill(self.tr("%1 has %2 regions: too few for %3 players."), name, len(game_map.regions), players)
            )
            self.map_choice.setItemText(index, text)
            self.map_choice.setItemData(index, tip or None, Qt.ItemDataRole.ToolTipRole)
        if self._max_players(self._map()) < players:
            fitting = [i for i, m in enumerate(self.content.maps.values()) if self._max_players(m) >= players]
            default = self.map_choice.findData(self.content.default_map)
            if fitting:
                self.map_choice.setCurrentIndex(default if default in fitting else fitting[0])

    def _rebuild_regions(self) -> None:
        self.regions.set_map(self._map(), self.language)
        self._players_did_change()

    def _describe_region(self, region_id: str) -> str:
        """The picture's tooltip for a region: its name and what a click does."""
        region = next(r for r in self._map().regions if r.id == region_id)
        name = region.name.get(self.language)
        if not self.regions_manual.isChecked():
            return fill(self.tr('%1. To pick the regions yourself, press "Let me choose".'), name)
        if self.region_checks[region_id].isChecked():
            return fill(self.tr("%1 is in play: click to leave it out."), name)
        return fill(self.tr("%1 is out of play: click to add it."), name)

    def options_problem(self) -> str:
        needed, game_map = self._regions_needed(), self._map()
        if len(game_map.regions) < needed:
            return fill(self.tr("This map is too small for %1 players."), self.player_count.value())
        if self.regions_manual.isChecked():
            chosen = self.regions.chosen()
            try:
                validate_regions(game_map, chosen, needed)
            except IllegalAction:
                if len(chosen) == needed:
                    return fill(
                        self.tr("These regions do not touch each other: choose %1 neighbouring regions."), needed
                    )
                return fill(self.tr("Choose %1 regions that touch each other (%2 chosen)."), needed, len(chosen))
        return ""

    def update_options(self) -> None:
        needed, game_map = self._regions_needed(), self._map()
        manual = self.regions_manual.isChecked()
        self.regions.set_mode(manual, needed)
        rule = (
            self.tr("Choose %1 regions that touch each other: click them on the map.")
            if manual
            else self.tr("The game picks %1 regions that touch each other.")
        )
        self.rule_label.setText(fill(rule, needed))
        self.map_note.setText(
            fill(
                self.tr("%1 regions, %2 cities, for 2–%3 players"),
                len(game_map.regions),
                len(game_map.cities),
                self._max_players(game_map),
            )
        )

    def options(self, players: int, seed: int) -> Any:
        regions = self.regions.chosen() if self.regions_manual.isChecked() else None
        return PowerGridOptions(players=players, seed=seed, map_id=self.map_choice.currentData(), regions=regions)


__all__ = ["NewGameSetup", "PowerGridNewGameDialog"]
