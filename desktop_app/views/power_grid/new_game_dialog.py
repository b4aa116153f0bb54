"""New Power Grid game: seats (human or computer), map, regions in play, optional seed.

Drawn in the app's warm look: a header band in the game's colour, settings on cards on the
table, big toggle buttons for the player count, each seat with its colour and shape, and the
regions on a small clickable map. Text and spacing follow the parent window's size (the
screen's when there is none) like the rest of the app, from a laptop to a 4K projector, and
the dialog is always exactly as large as its content.
"""

from __future__ import annotations

import random

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import (
    QFont,
    QGuiApplication,
    QStandardItemModel,
)
from PySide6.QtWidgets import (
    QApplication,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLayout,
    QLineEdit,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop_app.content.power_grid import PowerGridContent
from desktop_app.controllers.game_controller import Seat
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_grid.regions import validate_regions
from desktop_app.rules.power_grid.state import PowerGridOptions
from desktop_app.views.game_icons import GAME_ICONS, IconWidget
from desktop_app.views.power_grid.new_game_parts import (
    GAME_COLOUR,
    HUMAN,
    MIN_SCALE,
    ChevronCombo,
    NewGameSetup,
    PlayerCountPicker,
    _card,
    _fill,
    _kind_icon,
    _label,
    _mark,
    _toggle,
    style_sheet,
)
from desktop_app.views.power_grid.panels.common import IconWidget as PlayerMarker
from desktop_app.views.power_grid.region_picker import RegionChooser
from desktop_app.views.theme import Palette, scale_for, ui_font


class PowerGridNewGameDialog(QDialog):
    """Asks for everything a new game needs; `setup()` gives the result once accepted."""

    def __init__(self, content: PowerGridContent, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.content = content
        self.language = language
        self.setObjectName("newGame")
        self.setWindowTitle(self.tr("New game: Power Grid"))
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
        self.columns.addWidget(self._build_regions_card())
        self.body.addLayout(self.columns)
        self.body.addLayout(self._build_footer())

        self._built = True
        self._rebuild_regions()
        self._fit(self._available_size())

    # --- building ----------------------------------------------------------------------------

    def _build_header(self) -> QFrame:
        self.header = QFrame()
        self.header.setObjectName("header")
        self.emblem = IconWidget(GAME_ICONS["power_grid"], GAME_COLOUR, badge=Palette.ON_COLOUR)
        self.title_label = _label(self.tr("New game: Power Grid"), "headerTitle")
        self.hint_label = _label(
            self.tr("Each seat is a person or the computer; colour and shape mark each player."), "headerHint")
        words = QVBoxLayout()
        words.setSpacing(0)
        words.addWidget(self.title_label)
        words.addWidget(self.hint_label)
        self.header_row = QHBoxLayout(self.header)
        self.header_row.addWidget(self.emblem, 0, Qt.AlignmentFlag.AlignVCenter)
        self.header_row.addLayout(words, 1)
        return self.header

    def _build_game_card(self) -> QFrame:
        card, column = _card()
        card.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.game_grid = QGridLayout()
        column.addLayout(self.game_grid)
        self.players_label = _label(self.tr("Players:"))
        self.player_count = PlayerCountPicker(2, 6, 4)
        for count, button in self.player_count.buttons.items():
            button.setAccessibleName(_fill(self.tr("%1 players"), count))
        self.player_count.valueChanged.connect(self._players_did_change)
        self.map_label = _label(self.tr("Map:"))
        self.map_choice = ChevronCombo()
        for game_map in self.content.maps.values():
            self.map_choice.addItem(game_map.name.get(self.language), game_map.id)
        self.map_choice.setCurrentIndex(self.map_choice.findData(self.content.default_map))
        self.map_choice.currentIndexChanged.connect(self._rebuild_regions)
        self.map_note = _label("", "muted")
        self.seed_label = _label(self.tr("Seed (optional):"))
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText(self.tr("random"))
        self.seed_edit.setToolTip(self.tr("The same seed deals the same game: handy for a class."))
        self.seed_edit.textChanged.connect(self._update)
        self.seed_label.setToolTip(self.seed_edit.toolTip())
        for row, (label, control) in enumerate(((self.players_label, self.player_count),
                                                (self.map_label, self.map_choice), (None, self.map_note),
                                                (self.seed_label, self.seed_edit))):
            if label is not None:
                self.game_grid.addWidget(label, row, 0)
            self.game_grid.addWidget(control, row, 1, Qt.AlignmentFlag.AlignLeft if row == 3 else Qt.AlignmentFlag(0))
        self.game_grid.setColumnStretch(1, 1)
        self.cards.append(card)
        return card

    def _build_seats_card(self) -> QFrame:
        card, column = _card()
        self.seats_heading = _label(self.tr("Seats"))
        column.addWidget(self.seats_heading)
        self.seat_rows: list[tuple[PlayerMarker, QComboBox, QLineEdit]] = []
        self.seat_frames: list[QWidget] = []
        kinds = ((HUMAN, self.tr("Human")), ("heuristic", self.tr("Computer (beginner)")),
                 ("random", self.tr("Computer (random moves)")))
        for seat in range(6):
            marker = PlayerMarker(f"seat:{seat}", 28)
            kind = ChevronCombo()
            for data, text in kinds:
                kind.addItem(text, data)
            kind.setCurrentIndex(0 if seat == 0 else 1)
            name = QLineEdit()
            name.setMaxLength(24)
            name.setAccessibleName(_fill(self.tr("Name of player %1"), seat + 1))
            name.textChanged.connect(self._update)
            kind.currentIndexChanged.connect(lambda _i, s=seat: self._default_name(s))
            frame = QWidget()
            row = QHBoxLayout(frame)
            row.setContentsMargins(0, 0, 0, 0)
            row.addWidget(marker)
            row.addWidget(kind)
            row.addWidget(name, 1)
            column.addWidget(frame)
            self.seat_rows.append((marker, kind, name))
            self.seat_frames.append(frame)
            self._default_name(seat)
        column.addStretch(1)
        self.cards.append(card)
        return card

    def _build_regions_card(self) -> QFrame:
        card, column = _card()
        self.regions_heading = _label(self.tr("Regions in play"))
        column.addWidget(self.regions_heading)
        mode = QHBoxLayout()
        mode.setSpacing(0)
        self.regions_auto = _toggle(self.tr("Chosen at random"))
        self.regions_manual = _toggle(self.tr("Let me choose"))
        group = QButtonGroup(self)
        for button in (self.regions_auto, self.regions_manual):
            group.addButton(button)
            mode.addWidget(button, 1)
        self.regions_auto.setChecked(True)
        self.regions_auto.toggled.connect(self._update)
        column.addLayout(mode)
        self.rule_label = _label()
        self.rule_label.setWordWrap(True)
        column.addWidget(self.rule_label)
        self.regions = RegionChooser()
        self.regions.changed.connect(self._update)
        self.region_picker = self.regions.picture
        self.region_picker.describe = self._describe_region
        column.addWidget(self.regions, 1)
        self.cards.append(card)
        return card

    def _build_footer(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.problem = _label()
        self.problem.setWordWrap(True)
        row.addWidget(self.problem, 1)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        for which, text, name in ((QDialogButtonBox.StandardButton.Ok, self.tr("Start"), "start"),
                                  (QDialogButtonBox.StandardButton.Cancel, self.tr("Cancel"), "cancel")):
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

    def _fit(self, room: QSize) -> None:
        """Scale for `room` (theme.scale_for), then shrink until the fullest setup (six seats)
        fits inside it with a margin for the window frame."""
        scale = scale_for(room)
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
        self.setStyleSheet(style_sheet(s))
        self.header_row.setContentsMargins(px(22), px(14), px(22), px(14))
        self.header_row.setSpacing(px(16))
        self.emblem.set_side(px(54))
        self.title_label.setFont(ui_font(base, 26 * s, QFont.Weight.Bold))
        self.hint_label.setFont(ui_font(base, 16 * s))
        self.body.setContentsMargins(px(18), px(14), px(18), px(16))
        self.body.setSpacing(px(12))
        self.columns.setSpacing(px(14))
        self.left.setSpacing(px(12))
        for card in self.cards:
            card.layout().setContentsMargins(px(16), px(12), px(16), px(14))
            card.layout().setSpacing(px(8))
        heading = ui_font(base, 18 * s, QFont.Weight.Bold)
        for label in (self.players_label, self.map_label, self.seats_heading, self.regions_heading, self.seed_label):
            label.setFont(heading)
        self.game_grid.setHorizontalSpacing(px(12))
        self.game_grid.setVerticalSpacing(px(8))
        self.player_count.layout().setSpacing(px(8))
        for button in self.player_count.buttons.values():
            button.setFont(ui_font(base, 22 * s, QFont.Weight.Bold))
            button.setFixedSize(px(52), px(48))
        self.map_note.setFont(ui_font(base, 14 * s))
        field_height = px(42)
        for field in [self.map_choice, self.seed_edit] + [w for row in self.seat_rows for w in row[1:]]:
            field.setFont(body)
            field.setMinimumHeight(field_height)
        self.seed_edit.setFixedWidth(px(170))
        for (marker, kind, name), frame in zip(self.seat_rows, self.seat_frames):
            marker.setFixedSize(px(34), px(34))
            name.setMinimumWidth(px(190))
            kind.setIconSize(QSize(px(22), px(22)))
            for index in range(kind.count()):
                kind.setItemIcon(index, _kind_icon(kind.itemData(index), px(44)))
            frame.layout().setSpacing(px(10))
        for button in (self.regions_auto, self.regions_manual):
            button.setFont(ui_font(base, 16 * s, QFont.Weight.DemiBold))
            button.setMinimumHeight(px(42))
        self.rule_label.setFont(body)
        self.regions.apply_scale(s)
        self.problem.setFont(ui_font(base, 16 * s, QFont.Weight.DemiBold))
        for button in self.buttons.buttons():
            button.setFont(ui_font(base, 18 * s, QFont.Weight.DemiBold))
            button.setMinimumSize(px(130), px(48))
        self.buttons.layout().setSpacing(px(12))

    # --- helpers ---------------------------------------------------------------------------

    def _default_names(self, seat: int) -> tuple[str, str]:
        number = str(seat + 1)
        return _fill(self.tr("Player %1"), number), _fill(self.tr("Computer %1"), number)

    def _default_name(self, seat: int) -> None:
        """Name a seat after its kind, unless someone has already typed a name there."""
        _marker, kind, name = self.seat_rows[seat]
        human, computer = self._default_names(seat)
        if name.text().strip() in ("", human, computer):
            name.setText(human if kind.currentData() == HUMAN else computer)

    def _map(self):
        return self.content.maps[self.map_choice.currentData()]

    def _max_players(self, game_map) -> int:
        """The most players a map has enough regions for."""
        fitting = [n for n, rules in self.content.player_counts.items() if rules.regions <= len(game_map.regions)]
        return max(fitting, default=0)

    def _regions_needed(self) -> int:
        return self.content.player_counts[self.player_count.value()].regions

    def _players_did_change(self) -> None:
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
            text = name if fits else _fill(self.tr("%1 (up to %2 players)"), name, most)
            tip = "" if fits else _fill(self.tr("%1 has %2 regions: too few for %3 players."),
                                        name, len(game_map.regions), players)
            self.map_choice.setItemText(index, text)
            self.map_choice.setItemData(index, tip or None, Qt.ItemDataRole.ToolTipRole)
        if self._max_players(self._map()) < players:
            fitting = [i for i, m in enumerate(self.content.maps.values()) if self._max_players(m) >= players]
            default = self.map_choice.findData(self.content.default_map)
            if fitting:
                self.map_choice.setCurrentIndex(default if default in fitting else fitting[0])
        self._update()

    @property
    def region_checks(self) -> dict[str, QCheckBox]:
        """A check box per region of the chosen map (the map picture toggles them too)."""
        return self.regions.checks

    def _rebuild_regions(self) -> None:
        self.regions.set_map(self._map(), self.language)
        self._players_did_change()

    def _describe_region(self, region_id: str) -> str:
        """The picture's tooltip for a region: its name and what a click does."""
        region = next(r for r in self._map().regions if r.id == region_id)
        name = region.name.get(self.language)
        if not self.regions_manual.isChecked():
            return _fill(self.tr("%1. To pick the regions yourself, press \"Let me choose\"."), name)
        if self.region_checks[region_id].isChecked():
            return _fill(self.tr("%1 is in play: click to leave it out."), name)
        return _fill(self.tr("%1 is out of play: click to add it."), name)

    def _seed(self) -> int | None:
        text = self.seed_edit.text().strip()
        if not text:
            return None
        return int(text) if text.isdigit() else None

    def _name_problem(self) -> tuple[str, int | None]:
        """Why the names do not work (and the first seat at fault), or ('', None)."""
        seen: dict[str, int] = {}
        for seat, (_marker, _kind, name) in enumerate(self.seat_rows[: self.player_count.value()]):
            text = name.text().strip()
            if not text:
                return _fill(self.tr("Player %1 needs a name."), seat + 1), seat
            key = text.casefold()
            if key in seen:
                return _fill(self.tr("Two players are both called %1: give each a different name."), text), seat
            seen[key] = seat
        return "", None

    def problem_text(self) -> str:
        """Why the game cannot start as set, or '' when it can."""
        players = self.player_count.value()
        needed = self._regions_needed()
        game_map = self._map()
        if len(game_map.regions) < needed:
            return _fill(self.tr("This map is too small for %1 players."), players)
        names, _seat = self._name_problem()
        if names:
            return names
        if self.seed_edit.text().strip() and self._seed() is None:
            return self.tr("The seed must be a whole number (or left empty).")
        if self.regions_manual.isChecked():
            chosen = self.regions.chosen()
            try:
                validate_regions(game_map, chosen, needed)
            except IllegalAction:
                if len(chosen) == needed:
                    return _fill(self.tr("These regions do not touch each other: choose %1 neighbouring regions."),
                                 needed)
                return _fill(self.tr("Choose %1 regions that touch each other (%2 chosen)."), needed, len(chosen))
        return ""

    def _update(self) -> None:
        if not self._built:
            return
        players, needed, game_map = self.player_count.value(), self._regions_needed(), self._map()
        for seat, frame in enumerate(self.seat_frames):
            frame.setVisible(seat < players)
        manual = self.regions_manual.isChecked()
        self.regions.set_mode(manual, needed)
        rule = (self.tr("Choose %1 regions that touch each other: click them on the map.") if manual
                else self.tr("The game picks %1 regions that touch each other."))
        self.rule_label.setText(_fill(rule, needed))
        self.map_note.setText(_fill(self.tr("%1 regions, %2 cities, for 2–%3 players"), len(game_map.regions),
                                    len(game_map.cities), self._max_players(game_map)))
        _names, bad_seat = self._name_problem()
        for seat, (_marker, _kind, name) in enumerate(self.seat_rows):
            _mark(name, "problem", seat == bad_seat)
        _mark(self.seed_edit, "problem", bool(self.seed_edit.text().strip()) and self._seed() is None)
        problem = self.problem_text()
        ready = _fill(self.tr("Ready: %1 players on %2."), players, game_map.name.get(self.language))
        self.problem.setText(problem or ready)
        _mark(self.problem, "problem", bool(problem))
        start = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        start.setEnabled(not problem)
        start.setToolTip(problem)

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
        regions = self.regions.chosen() if self.regions_manual.isChecked() else None
        return NewGameSetup(
            PowerGridOptions(players=players, seed=seed, map_id=self.map_choice.currentData(), regions=regions),
            seats,
        )
