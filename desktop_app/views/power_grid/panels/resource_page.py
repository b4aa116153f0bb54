"""Phase 3 controls: how much of each fuel to buy, with the price and storage checked live."""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QSpinBox

from desktop_app.content.power_grid import Resource
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid.actions import BuyResource, EndBuying
from desktop_app.rules.power_grid.queries import most_buyable
from desktop_app.views.kit.pages import PageBuilder
from desktop_app.views.power_grid.panels.auction_pages import explain_steps, stepper
from desktop_app.views.power_grid.panels.common import (
    FUEL_KEYS,
    IconWidget,
    px,
    set_enabled,
)
from desktop_app.views.power_grid.panels.page import ActionPage
from desktop_app.views.theme import Palette


class ResourcePage(ActionPage):
    """A row per fuel: held, needed and room; an amount; its price. Then Buy and Done."""

    def build(self, b: PageBuilder) -> None:
        translate, s, w, state, me = self.words.translate, self.scale, self.words, self.state, self.player
        self.steppers = []
        self.money = state.money[me]
        free = state.free_storage(me)
        needs = engine.fuel_needs(state, state.plants[me])
        grid = b.part("grid", QGridLayout)
        grid.setHorizontalSpacing(px(s, 8))
        grid.setVerticalSpacing(px(s, 4))
        heads = (
            (1, translate("Resources", "Fuel"), translate("Resources", "The market sells the cheapest first.")),
            (
                2,
                translate("Resources", "Held / burns"),
                translate(
                    "Resources",
                    "Fuel you hold, and what your plants burn in one round. Plants store twice what they burn.",
                ),
            ),
            (3, translate("Resources", "Buy"), ""),
            (4, translate("Resources", "Elektro"), translate("Resources", "The price of the amount chosen")),
        )
        for column, text, tip in heads:
            head = self.label(b, f"head-{column}", text, 13, colour=Palette.INK_MUTED, into=grid, at=(0, column))
            head.setToolTip(tip)
        self.boxes: dict[Resource, QSpinBox] = {}
        self.prices: dict[Resource, QLabel] = {}
        for r in Resource:
            row = 1 + int(r)
            icon = b.part(f"icon-{r}", partial(IconWidget, FUEL_KEYS[r], px(s, 24)), grid, (row, 0))
            name = self.label(
                b, f"name-{r}", w.fuel_title(r), 15, QFont.Weight.DemiBold, wrap=False, into=grid, at=(row, 1)
            )
            hybrid_need = needs[4] if r in (Resource.COAL, Resource.OIL) else 0
            burns = f"{needs[r]}+{hybrid_need}" if hybrid_need else str(needs[r])  # a hybrid burns either
            held = self.label(
                b,
                f"held-{r}",
                f"{state.fuel[me][r]} / {burns}",
                15,
                wrap=False,
                into=grid,
                at=(row, 2),
            )
            most = most_buyable(state, me, r)
            box = stepper(
                self,
                b,
                f"buy-{r}",
                0,
                most,
                0,
                translate("Resources", "Buy {fuel}").format(fuel=w.fuel(r)),
                grid,
                (row, 3),
            )
            reason = None if most else self.refusal_of(BuyResource(r, 1))
            tip = translate(
                "Resources",
                "You hold {held} {fuel} and your plants burn {need} per round. "
                "Room for {free} more; {market} in the market.",
            ).format(
                held=state.fuel[me][r], fuel=w.fuel(r), need=needs[r], free=max(0, free[r]), market=state.res_market[r]
            )
            if hybrid_need:
                tip += "\n" + translate(
                    "Resources", "Your hybrid plants burn {need} more, coal or oil in any mix."
                ).format(need=hybrid_need)
            for widget in (box, *self.steppers[-1], icon, name, held):
                set_enabled(widget, reason, tip)
            if reason:
                name.setToolTip(reason + "\n" + tip)
            price = self.label(b, f"price-{r}", "", 15, wrap=False, into=grid, at=(row, 4))
            if b.fresh:
                box.valueChanged.connect(self._update)
                price.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                price.setMinimumWidth(px(s, 30))
            self.boxes[r], self.prices[r] = box, price
        if b.fresh:
            grid.setColumnStretch(5, 1)
        hybrid = ""
        if needs[4]:
            hybrid = translate("Resources", "Your hybrid plants burn {need} more, coal or oil in any mix.").format(
                need=needs[4]
            )
        self.label(b, "hybrid", hybrid, 14, visible=bool(needs[4]))  # a number: in ink
        self.total = self.label(b, "total", "", 15, QFont.Weight.DemiBold)
        buttons = b.part("buttons", QHBoxLayout, b.footer)  # pinned: always in view
        self.buy_button = self.button(b, "buy", "", self.buy, primary=True, into=buttons)
        self.done_button = self.button(
            b,
            "done",
            translate("Resources", "Done buying"),
            self.done,
            tip=translate("Resources", "End your purchases for this round."),
            into=buttons,
        )
        if b.fresh:
            buttons.addStretch(1)
        self._update()

    def chosen(self) -> list[BuyResource]:
        return [BuyResource(r, box.value()) for r, box in self.boxes.items() if box.value() > 0]

    def preview(self) -> tuple[dict[Resource, int | None], int, str | None]:
        """Each purchase applied in order on a copy: (prices per fuel, total, refusal or None).

        Applying them in order also checks what free_storage alone cannot: hybrid room
        shared by coal and oil.
        """
        state, refusal = self.state, None
        prices: dict[Resource, int | None] = {}
        for action in self.chosen():
            after = self.try_apply(action, state)
            if isinstance(after, IllegalAction):
                refusal = self.words.refusal(after)
                prices[action.resource] = None
                continue
            prices[action.resource] = state.money[self.player] - after.money[self.player]
            state = after
        return prices, self.money - state.money[self.player], refusal

    def _update(self) -> None:
        translate, w = self.words.translate, self.words
        prices, total, refusal = self.preview()
        for (r, box), (minus, plus) in zip(self.boxes.items(), self.steppers):
            if box.maximum() > 0:
                explain_steps(self, minus, plus, box)
            price = prices.get(r, 0)
            self.prices[r].setText("—" if price is None else (str(price) if price else ""))
        self.total.setText(
            translate("Resources", "Total {price} of your {money}").format(
                price=w.money(total), money=w.money(self.money)
            )
        )
        count = len(self.chosen())
        self.buy_button.setText(translate("Resources", "Buy for {price}").format(price=w.money(total)))
        if not count:
            refusal = translate("Resources", "Choose how much to buy first.")
        set_enabled(self.buy_button, refusal)
        self.set_default(self.buy_button if self.buy_button.isEnabled() else self.done_button)
        colour = Palette.INK if refusal is None or not count else Palette.IN_PROGRESS
        css = f"color: {colour.name()}; background: transparent;"
        if self.total.styleSheet() != css:
            self.total.setStyleSheet(css)
        if refusal and count:
            self.total.setText(self.total.text() + " — " + refusal)

    def buy(self) -> None:
        actions = self.chosen()
        for action in actions:
            if not self.panel.submit(action):
                break

    def done(self) -> None:
        self.panel.submit(EndBuying())
