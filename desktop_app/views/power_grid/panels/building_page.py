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
from desktop_app.views.power_grid.panels.common import (
    FlowLayout,
    make_button,
    make_label,
    px,
    set_enabled,
)
from desktop_app.views.power_grid.panels.page import ActionPage
from desktop_app.views.theme import Palette

SUGGESTIONS = 4


def plan_builds(state, player: int, pending: list[str]):
    """Apply the pending builds in order: ([(city, house, cable)], state after, first refused).

    A city that cannot be built (the plan changed under it) ends the plan there.
    """
    rows = []
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

    def __init__(self, panel) -> None:
        super().__init__(panel)
        translate, s, w, state, me = self.words.translate, self.scale, self.words, self.state, self.player
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
        self.column.addWidget(
            make_label(translate("Building", "Click cities on the map to add them; click again to take one off."), s)
        )
        grid = QGridLayout()
        grid.setHorizontalSpacing(px(s, 10))
        grid.setVerticalSpacing(px(s, 3))
        total = 0
        for i, (city_id, house, cable) in enumerate(rows):
            total += house + cable
            grid.addWidget(make_label(w.city(city_id), s, 15, QFont.Weight.DemiBold, wrap=False), i, 0)
            detail = translate("Building", "house {house} + cable {cable} = {price}").format(
                house=house, cable=cable, price=w.money(house + cable)
            )
            grid.addWidget(make_label(detail, s, 14, wrap=False), i, 1)
            remove = make_button("✕", s, size=14, compact=True)
            remove.setFixedWidth(px(s, 30))
            remove.setToolTip(translate("Building", "Take {city} off the list").format(city=w.city(city_id)))
            remove.setProperty("city", city_id)
            remove.clicked.connect(self._remove_clicked)
            grid.addWidget(remove, i, 2)
        grid.setColumnStretch(3, 1)
        if rows:
            self.column.addLayout(grid)
        else:
            self.column.addWidget(
                make_label(translate("Building", "No city chosen yet."), s, 14, colour=Palette.INK_MUTED)
            )
        left = self.preview.money[me]
        self.column.addWidget(
            make_label(
                translate("Building", "Total {price}; {left} left of {money}. Houses left: {houses}.").format(
                    price=w.money(total),
                    left=w.money(left),
                    money=w.money(self.money),
                    houses=self.preview.houses_left(me),
                ),
                s,
                15,
                QFont.Weight.DemiBold,
            )
        )
        self._add_suggestions()
        buttons = QHBoxLayout()
        label = translate("Building", "Build")
        if rows:
            count = len(rows)
            label = translate("Building", "Build %n cities", "", count)
        build = make_button(label, s, primary=True)
        set_enabled(build, None if rows else translate("Building", "Click cities on the map first."))
        build.clicked.connect(self.build)
        clear = make_button(translate("Building", "Clear"), s)
        set_enabled(clear, None if rows else translate("Building", "The list is empty."))
        clear.clicked.connect(self.clear)
        done = make_button(translate("Building", "Done building"), s)
        set_enabled(
            done,
            translate("Building", "Build or clear the chosen cities first.") if rows else None,
            translate("Building", "End your building for this round."),
        )
        done.clicked.connect(self.done)
        self.build_button, self.clear_button, self.done_button = build, clear, done
        for button in (build, clear, done):
            buttons.addWidget(button)
        buttons.addStretch(1)
        self.column.addLayout(buttons)

    def _add_suggestions(self) -> None:
        """The cheapest cities to add next, as buttons (handy when the map is far away)."""
        translate, s, w = self.words.translate, self.scale, self.words
        options = sorted(engine.buildable_cities(self.preview, self.player), key=lambda item: (item[1], item[0]))
        if not options:
            return
        ids = self.state.board.city_ids
        row = FlowLayout(px(s, 4))
        caption = make_label(translate("Building", "Cheapest next:"), s, 13, colour=Palette.INK_MUTED, wrap=False)
        row.addWidget(caption)
        for city, cost in options[:SUGGESTIONS]:
            button = make_button(
                translate("Building", "{city} {cost}").format(city=w.city(ids[city]), cost=cost), s, size=13
            )
            button.setToolTip(
                translate("Building", "Add {city} for {price}").format(city=w.city(ids[city]), price=w.money(cost))
            )
            button.setProperty("city", ids[city])
            button.clicked.connect(self._add_clicked)
            row.addWidget(button)
            caption.setFixedHeight(button.sizeHint().height())  # the caption sits level with the buttons
        caption.setAlignment(Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft)
        self.column.addLayout(row)

    # --- the board ----------------------------------------------------------------------------

    def clickable_cities(self) -> tuple[set, dict]:
        ids = self.state.board.city_ids
        pending = set(self.panel.pending_cities)
        clickable = {ids[c] for c, _ in engine.buildable_cities(self.preview, self.player)} | pending
        reasons = {}
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

    def _add_clicked(self) -> None:
        self.on_city_clicked(self.sender().property("city"))

    def _remove_clicked(self) -> None:
        self.on_city_clicked(self.sender().property("city"))

    # --- actions ------------------------------------------------------------------------------

    def build(self) -> None:
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
