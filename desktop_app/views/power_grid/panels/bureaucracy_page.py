"""Phase 5 controls: which plants run, how hybrids split coal and oil, and what it earns."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QCheckBox, QGridLayout, QHBoxLayout, QSlider

from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid.actions import RunPlants
from desktop_app.rules.power_grid.engine import best_run
from desktop_app.rules.power_grid.queries import co2_of, plant_capacity
from desktop_app.views.kit.pages import PageBuilder
from desktop_app.views.power_grid.panels.common import (
    IconWidget,
    make_check,
    px,
    set_enabled,
)
from desktop_app.views.power_grid.panels.page import ActionPage
from desktop_app.views.theme import Palette


class BureaucracyPage(ActionPage):
    """A checkbox per plant (with the fuel it burns), the hybrid mix, the income preview, Power."""

    def build(self, b: PageBuilder) -> None:
        translate, s, w, state, me = self.words.translate, self.scale, self.words, self.state, self.player
        default = best_run(state, me)
        self._updating = True
        self.label(
            b,
            "intro",
            translate(
                "Bureaucracy",
                "Choose the plants to run. Each burns its fuel and powers up to its number of cities.",
            ),
        )
        grid = b.part("plants", QGridLayout)
        grid.setHorizontalSpacing(px(s, 8))
        self.checks: dict[int, QCheckBox] = {}
        for row, number in enumerate(state.plants[me]):
            plant = state.board.plant(number)
            b.part(f"icon-{number}", partial(IconWidget, plant.kind.value, px(s, 22)), grid, (row, 0))
            cities = plant.cities
            if plant.fuel_needed:
                text = translate("Bureaucracy", "Plant {plant}: {need} {fuel} → %n cities", "", cities).format(
                    plant=number, need=plant.fuel_needed, fuel=w.kind(plant.kind)
                )
            else:
                text = translate("Bureaucracy", "Plant {plant}: {kind}, no fuel → %n cities", "", cities).format(
                    plant=number, kind=w.kind(plant.kind)
                )
            check = b.part(f"check-{number}", partial(make_check, text, s), grid, (row, 1))
            if check.text() != text:
                check.setText(text)
            check.setChecked(number in default.plants)
            if b.fresh:
                check.toggled.connect(self._update)
            self.checks[number] = check
        if b.fresh:
            grid.setColumnStretch(1, 1)
        self.label(
            b,
            "none",
            translate("Bureaucracy", "You have no plants yet."),
            colour=Palette.INK_MUTED,
            visible=not self.checks,
        )

        mix = b.part("mix", QHBoxLayout)
        self.mix_label = self.label(b, "mix-label", "", 14, wrap=False, into=mix)

        def new_slider() -> QSlider:
            slider = QSlider(Qt.Orientation.Horizontal)
            slider.setMinimumWidth(px(s, 120))
            slider.setMinimumHeight(px(s, 24))
            slider.setAccessibleName(translate("Bureaucracy", "Coal burnt by the hybrid plants"))
            return slider

        self.slider = b.part("slider", new_slider, mix, (1,))
        self.slider.setToolTip(translate("Bureaucracy", "Left: more oil. Right: more coal."))
        self._default_coal = default.hybrid_coal
        if b.fresh:
            self.slider.valueChanged.connect(self._update)
        self.preview_label = self.label(b, "preview", "", 16, QFont.Weight.DemiBold)
        self.note = self.label(b, "note", "", 14)  # fuel burnt and CO2: numbers, in ink
        footer_row = b.part("row", QHBoxLayout, b.footer)  # pinned: always in view
        self.power_button = self.button(b, "power", "", self.power, primary=True, into=footer_row, default=True)
        if b.fresh:
            footer_row.addStretch(1)
        self._updating = False
        self._slider_ready = False
        self._update()

    def chosen(self) -> tuple[int, ...]:
        return tuple(n for n, c in self.checks.items() if c.isChecked())

    def _hybrids(self) -> int:
        return engine.fuel_needs(self.state, self.chosen())[4]

    def _update(self) -> None:
        if self._updating:
            return
        self._updating = True
        try:
            self._sync()
        finally:
            self._updating = False

    def _sync(self) -> None:
        translate, w, state, me = self.words.translate, self.words, self.state, self.player
        chosen = self.chosen()
        for number, check in self.checks.items():
            if check.isChecked():
                set_enabled(check, None)
                continue
            fits = engine.hybrid_coal_range(state, me, tuple(sorted((*chosen, number)))) is not None
            set_enabled(check, None if fits else w.refusal("not_enough_fuel"))
        hybrids = self._hybrids()
        span = engine.hybrid_coal_range(state, me, chosen)
        self.slider.setVisible(bool(hybrids) and span is not None and span[0] < span[1])
        self.mix_label.setVisible(bool(hybrids) and span is not None)
        if hybrids and span is not None:
            value = self.slider.value() if self._slider_ready else self._default_coal
            self._slider_ready = True
            self.slider.setRange(*span)
            self.slider.setValue(min(max(value, span[0]), span[1]))
            coal = self.slider.value()
            self.mix_label.setText(
                translate("Bureaucracy", "Hybrids burn {coal} {coal_name} and {oil} {oil_name}").format(
                    coal=coal, coal_name=w.fuel(0), oil=hybrids - coal, oil_name=w.fuel(1)
                )
            )
        action = RunPlants(chosen, self.slider.value() if hybrids and span is not None else 0)
        after = self.try_apply(action)
        if isinstance(after, IllegalAction):
            self.preview_label.setText(w.refusal(after))
            self.note.setText("")
            set_enabled(self.power_button, w.refusal(after))
            self.power_button.setText(translate("Bureaucracy", "Power"))
            return
        powered, income = after.powered[me], after.income[me]
        burnt = [after.burnt[me][r] - state.burnt[me][r] for r in range(4)]
        kg = co2_of(state, burnt)
        self.preview_label.setText(
            translate("Bureaucracy", "Powers %n cities: income {price}", "", powered).format(price=w.money(income))
        )
        capacity = plant_capacity(state, chosen)
        notes = [
            translate("Bureaucracy", "Burns {fuel}, emitting {co2}.").format(fuel=w.fuel_list(burnt), co2=w.co2(kg))
        ]
        if capacity > powered:
            connected = len(state.cities[me])
            notes.append(
                translate(
                    "Bureaucracy", "These plants could power {capacity}, but you have %n cities.", "", connected
                ).format(capacity=capacity)
            )
        self.note.setText(" ".join(notes))
        self.power_button.setText(translate("Bureaucracy", "Power and earn {price}").format(price=w.money(income)))
        set_enabled(self.power_button, None)
        self._action = action

    def power(self) -> None:
        self.panel.submit(self._action)
