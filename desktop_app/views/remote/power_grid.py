"""Power Grid's words for a device: the panels' own button texts for the moves, the players
panel's words for the seat's plants, money and fuel, the log's narration, the rules' refusals.

The words are the window's (`views/power_grid/narration.Words`, the pg_panels catalogue; the
hint card's sentences from `hints.word_hint`). A bid and an opening bid are amount moves: net
offers their range (`net/views.offers`, the rules' `queries.bid_range`), the device's stepper
sets the number.
"""

from __future__ import annotations

from typing import Any

from desktop_app.rules.common.actions import Action
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_grid import engine, queries
from desktop_app.rules.power_grid.actions import (
    Bid,
    BuildCity,
    BuyResource,
    DeclineAuction,
    DiscardPlant,
    EndBuilding,
    EndBuying,
    PassBid,
    RunPlants,
    StartAuction,
)
from desktop_app.rules.power_grid.state import Phase, State
from desktop_app.views.kit.narration import fill
from desktop_app.views.power_grid.hints import word_hint
from desktop_app.views.power_grid.narration import Words, narrate
from desktop_app.views.remote.words import DeviceWords, Word, panel


class PowerGridDeviceWords(DeviceWords):
    """Power Grid's moves, panels and log for one device."""

    game_id = "power-grid"
    words: Words

    def __init__(self, game: Any, content: Any, names: Any, language: str) -> None:
        super().__init__(game, content, names, language)
        self.words = Words(content, self.seats, self.language)

    def _t(self, context: str, text: str, n: int = -1) -> str:
        return self.words.translate(context, text, "", n)

    def _plant(self, s: State, number: int) -> str:
        plant = s.board.plant(number)
        return self._t("Auction", "Plant {plant}: {kind}, {need} fuel → %n cities", plant.cities).format(
            plant=number, kind=self.words.kind(plant.kind), need=plant.fuel_needed
        )

    def _word(self, s: State, seat: int, move: Any, offered: Any) -> Word:
        w, action = self.words, move.action
        phase = w.phase(s.phase)
        if isinstance(action, StartAuction):
            label = self._t("Auction", "Auction plant {plant} at {price}").format(
                plant=action.plant, price=self._money_n()
            )
            low = move.ranges.get("bid", (action.bid, action.bid))[0]
            return Word(
                label,
                self._plant(s, action.plant),
                fields={"bid": {"label": self._t("Auction", "Opening bid"), "start": low}},
            )
        if isinstance(action, DeclineAuction):
            return Word(self._t("Auction", "Buy no plant this round"), phase)
        if isinstance(action, Bid):
            label = self._t("Auction", "Bid {price}").format(price=self._money_n())
            low = move.ranges.get("amount", (action.amount, action.amount))[0]
            return Word(label, phase, fields={"amount": {"label": self._t("Auction", "Bid"), "start": low}}, main=True)
        if isinstance(action, PassBid):
            return Word(self._t("Auction", "Pass"), phase)
        if isinstance(action, DiscardPlant):
            return Word(self._t("Auction", "Scrap plant {plant}").format(plant=action.plant), phase)
        if isinstance(action, BuyResource):
            return Word(
                self._buy_label(s, seat, action),
                self._t("Resources", "Buy {fuel}").format(fuel=w.fuel(action.resource)),
            )
        if isinstance(action, EndBuying):
            return Word(self._t("Resources", "Done buying"), phase)
        if isinstance(action, BuildCity):
            label = self._t("Building", "Add {city} for {price}").format(
                city=w.city(action.city), price=w.money(self._build_price(s, seat, action.city))
            )
            return Word(label, self._t("Building", "Build"))
        if isinstance(action, EndBuilding):
            return Word(self._t("Building", "Done building"), phase)
        if isinstance(action, RunPlants):
            first = next((m for m in offered if isinstance(m.action, RunPlants)), None)
            return Word(self._run_label(s, seat, action), phase, main=first is move)
        return Word(word_hint(w, s, seat, action), phase)

    def _money_n(self) -> str:
        """ "%1 Elektro": the device puts the number being set in the %1."""
        return self._t("Words", "{amount} Elektro").format(amount="%1")

    def _buy_label(self, s: State, seat: int, action: BuyResource) -> str:
        """ "2 coal: 5 Elektro", the price the rules charge (the action tried on the observation)."""
        amount = self._t("Words", "{n} {fuel}").format(n=action.amount, fuel=self.words.fuel(action.resource))
        try:
            after = engine.apply(s, action)
        except IllegalAction:
            return amount
        return fill(self.tr("%1: %2"), amount, self.words.money(s.money[seat] - after.money[seat]))

    def _run_label(self, s: State, seat: int, action: RunPlants) -> str:
        """ "Plant 7 and 9, burning 3 oil: power and earn 22 Elektro", the rules' own figures."""
        try:
            after = engine.apply(s, action)
        except IllegalAction:  # (a listed run is legal: never met)
            return word_hint(self.words, s, seat, action)
        w = self.words
        power = self._t("Bureaucracy", "Power and earn {price}").format(price=w.money(after.income[seat]))
        if not action.plants:
            return fill(self.tr("No plant: %1"), power)
        burnt = [after.burnt[seat][r] - s.burnt[seat][r] for r in range(4)]
        plants = self._t("Auction", "Plant {plant}").format(plant=w.join(action.plants))
        if any(burnt):
            return fill(self.tr("%1, burning %2: %3"), plants, w.fuel_list(burnt), power)
        return fill(self.tr("%1: %2"), plants, power)

    def _build_price(self, s: State, seat: int, city_id: str) -> int:
        city = s.board.city_index[city_id]
        return queries.house_cost(s, city) + queries.connection_cost(s, seat, city)

    def _panels(self, s: State, seat: int) -> list[dict[str, Any]]:
        w, t = self.words, self._t
        plants = [self._plant(s, n) for n in s.plants[seat]] or [t("Players", "No plants yet")]
        panels = [
            panel(
                "figures",
                w.player(seat),
                [
                    (t("Players", "Money"), w.money(s.money[seat])),
                    (t("Scoreboard", "Cities connected"), t("Players", "%n cities", len(s.cities[seat]))),
                    (t("Resources", "Fuel"), w.fuel_list(s.fuel[seat])),
                ],
            ),
            panel("plants", self.tr("Your plants"), plants),
        ]
        if s.phase is Phase.AUCTION and not s.auction_plant and s.auction_open[:1] != [seat]:
            # (the one to choose reads the plants on offer above its moves: one box each)
            panels.append(panel("market", self.tr("Plants for sale"), [self._plant(s, n) for n in s.buyable_plants()]))
        if s.auction_plant:
            line = t("Auction", "Plant {plant} is up for auction. Highest bid: {price} by {name}. You have {money}.")
            text = line.format(
                plant=s.auction_plant,
                price=w.money(s.auction_bid),
                name=w.player(s.auction_high),
                money=w.money(s.money[seat]),
            )
            panels.insert(0, panel("auction", w.phase(s.phase), [text]))
        return panels

    def _lines(self, entry: Any) -> list[Any]:
        return narrate(entry, self.seats, self.content, self.language)

    def _move_words(self, s: State, seat: int, action: Action) -> str:
        return word_hint(self.words, s, seat, action)

    def _refusal(self, error: IllegalAction) -> str:
        return self.words.refusal(error)
