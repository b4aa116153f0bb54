"""Phase 4 controls: cities clicked on the map wait in a list with their costs, then Build.

Costs come from applying the waiting builds in order to a copy of the state, so each line's
house slot (10/15/20) and cable are exactly what the rules will charge.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGridLayout, QHBoxLayout

from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid.actions import BuildCity, EndBuilding
from desktop_app.rules.power_grid.queries import house_cost
from desktop_app.rules.power_grid.state import State
from desktop_app.views.kit.pages import PageBuilder
from desktop_app.views.power_grid.panels.common import FlowLayout, px
from desktop_app.views.power_grid.panels.page import ActionPage
from desktop_app.views.theme import Palette

SUGGESTIONS = 4


def plan_builds(state: State, player: int, pending: list[str]) -> tuple[list[tuple[str, int, int]], State, str | None]:
    """Apply the pending builds in order: ([(city, house, cable)], state after, first refused).

    A city that cannot be built (the plan changed under it) ends the plan there.
    """
    rows: list[tuple[str, int, int]] = []
    for city_id in pending:
        city = state.board.city_index.get(city_id)
        if city is None:
            return rows, state, city_id
        house = house_cost(state, city)
        cable = engine.connection_cost(state, player, city)
        try:
            state = engine.apply(state, BuildCity(city_id))
        except IllegalAction:
            return rows, state, city_id
        rows.append((city_id, house, cable))
    return rows, state, None


class BuildingPage(ActionPage):
    """The waiting list of cities with cost lines, cheapest suggestions, Build / Clear / Done."""

    def build(self, b: PageBuilder) -> None:
        translate, s, w, state, me = self.words.translate, self.scale, self.words, self.state, self.player
        panel = self.panel
        pending = panel.pending_cities
        rows, self.preview, refused = plan_builds(state, me, pending)
        if refused is not None:
            del pending[len(rows) :]
            panel.show_status(
                translate("Building", "{city} was taken off the list: it can no longer be built.").format(
                    city=w.city(refused)
                )
            )
        self.money = state.money[me]
        self.label(
            b, "intro", translate("Building", "Click cities on the map to add them; click again to take one off.")
        )
        grid = b.part("rows", QGridLayout)
        grid.setHorizontalSpacing(px(s, 10))
        grid.setVerticalSpacing(px(s, 3))
        total = 0
        for i, (city_id, house, cable) in enumerate(rows):
            total += house + cable
            self.label(b, f"city-{i}", w.city(city_id), 15, QFont.Weight.DemiBold, wrap=False, into=grid, at=(i, 0))
            detail = translate("Building", "house {house} + cable {cable} = {price}").format(
                house=house, cable=cable, price=w.money(house + cable)
            )
            self.label(b, f"cost-{i}", detail, 14, wrap=False, into=grid, at=(i, 1))
            remove = self.button(
                b,
                f"remove-{i}",
                "✕",
                lambda city_id=city_id: self.on_city_clicked(city_id),
                tip=translate("Building", "Take {city} off the list").format(city=w.city(city_id)),
                size=14,
                compact=True,
                into=grid,
                at=(i, 2),
            )
            remove.setFixedWidth(px(s, 30))
        if b.fresh:
            grid.setColumnStretch(3, 1)
        self.label(
            b, "empty", translate("Building", "No city chosen yet."), 14, colour=Palette.INK_MUTED, visible=not rows
        )
        left = self.preview.money[me]
        self.label(
            b,
            "total",
            translate("Building", "Total {price}; {left} left of {money}. Houses left: {houses}.").format(
                price=w.money(total),
                left=w.money(left),
                money=w.money(self.money),
                houses=self.preview.houses_left(me),
            ),
            15,
            QFont.Weight.DemiBold,
        )
        self._add_suggestions(b)
        buttons = b.part("buttons", QHBoxLayout, b.footer)  # pinned: always in view
        label = translate("Building", "Build")
        if rows:
            count = len(rows)
            label = translate("Building", "Build %n cities", "", count)
        self.build_button = self.button(
            b,
            "build",
            label,
            self.build_cities,
            None if rows else translate("Building", "Click cities on the map first."),
            primary=True,
            into=buttons,
        )
        self.clear_button = self.button(
            b,
            "clear",
            translate("Building", "Clear"),
            self.clear,
            None if rows else translate("Building", "The list is empty."),
            into=buttons,
        )
        self.done_button = self.button(
            b,
            "done",
            translate("Building", "Done building"),
            self.done,
            translate("Building", "Build or clear the chosen cities first.") if rows else None,
            translate("Building", "End your building for this round."),
            into=buttons,
        )
        if b.fresh:
            buttons.addStretch(1)
        self.set_default(self.build_button if rows else self.done_button)

    def _add_suggestions(self, b: PageBuilder) -> None:
        """The cheapest cities to add next, as buttons (handy when the map is far away)."""
        translate, s, w = self.words.translate, self.scale, self.words
        options = sorted(engine.buildable_cities(self.preview, self.player), key=lambda item: (item[1], item[0]))
        if not options:
            return
        ids = self.state.board.city_ids
        row = b.part("suggestions", lambda: FlowLayout(px(s, 4)))
        caption = self.label(
            b, "cheapest", translate("Building", "Cheapest next:"), 13, colour=Palette.INK_MUTED, wrap=False, into=row
        )
        for i, (city, cost) in enumerate(options[:SUGGESTIONS]):
            button = self.button(
                b,
                f"suggest-{i}",
                translate("Building", "{city} {cost}").format(city=w.city(ids[city]), cost=cost),
                lambda city_id=ids[city]: self.on_city_clicked(city_id),
                tip=translate("Building", "Add {city} for {price}").format(city=w.city(ids[city]), price=w.money(cost)),
                size=13,
                into=row,
            )
            caption.setFixedHeight(button.sizeHint().height())  # the caption sits level with the buttons
        caption.setAlignment(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)

    # --- the board ----------------------------------------------------------------------------

    def clickable_cities(self) -> tuple[set[str], dict[str, str]]:
        ids = self.state.board.city_ids
        pending = set(self.panel.pending_cities)
        clickable = {ids[c] for c, _ in engine.buildable_cities(self.preview, self.player)} | pending
        reasons: dict[str, str] = {}
        for city, city_id in enumerate(ids):
            if city_id not in clickable:
                refusal = engine.build_refusal(self.preview, self.player, city)
                if refusal is not None:
                    reasons[city_id] = self.words.refusal(refusal)
        return clickable, reasons

    def on_city_clicked(self, city_id: str) -> None:
        pending = self.panel.pending_cities
        if city_id in pending:
            pending.remove(city_id)
            self.panel.refresh(keep_status=True)
            return
        city = self.state.board.city_index.get(city_id)
        refusal = None if city is None else engine.build_refusal(self.preview, self.player, city)
        if city is None or refusal is not None:
            reason = self.words.refusal(refusal if refusal is not None else "unknown_city")
            self.panel.show_status(
                self.words.translate("Building", "{city}: {reason}").format(
                    city=self.words.city(city_id), reason=reason
                )
            )
            return
        pending.append(city_id)
        self.panel.refresh(keep_status=True)

    # --- actions ------------------------------------------------------------------------------

    def build_cities(self) -> None:
        actions = [BuildCity(city_id) for city_id in self.panel.pending_cities]
        self.panel.pending_cities.clear()
        for action in actions:
            if not self.panel.submit(action):
                break
        self.panel.refresh(keep_status=True)

    def clear(self) -> None:
        self.panel.pending_cities.clear()
        self.panel.refresh()

    def done(self) -> None:
        self.panel.submit(EndBuilding())
