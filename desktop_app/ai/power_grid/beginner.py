"""Power Grid's beginner (issue 16): a child who has read the rules once.

It plays the normal player's game (`heuristic.py`) except for five believable mistakes, each
made on purpose:

- It does not plan ahead: it wants a new plant only once its plants are full (its cities use
  all they can power); the normal player buys ahead of its network.
- It overbids for a plant it likes: it pays up to OVERBID_PER_CITY Elektro over the plant's
  number per city the plant adds (the normal player: PREMIUM_PER_CITY).
- It forgets to keep money for fuel (and for this round's building): its whole purse is its
  auction budget, less one Elektro.
- It buys fuel for plants it cannot run soon: one full run for every plant it owns, however
  few cities it is connected to.
- It builds where the city's own price is cheapest, overlooking the connection cost: among
  the cities whose slot costs least it takes any it can afford (chosen with its rng), not the
  one cheapest to connect.

Its bureaucracy and its sense of when to end the game are the normal player's. It is
deterministic given its rng and chooses only legal actions.
"""

from __future__ import annotations

import random

from desktop_app.ai.power_grid import heuristic
from desktop_app.ai.power_grid.valuation import Prices, powerable, unit_prices
from desktop_app.content.power_grid import PlantKind
from desktop_app.rules.common.actions import Action
from desktop_app.rules.power_grid.actions import (
    Bid,
    BuildCity,
    BuyResource,
    DeclineAuction,
    EndBuilding,
    EndBuying,
    PassBid,
    StartAuction,
)
from desktop_app.rules.power_grid.engine import current_player
from desktop_app.rules.power_grid.market import resource_cost
from desktop_app.rules.power_grid.queries import build_refusal
from desktop_app.rules.power_grid.state import NO_PLAYER, RESOURCES, Phase, State

# Elektro over a plant's number the beginner pays per effective city the plant adds.
OVERBID_PER_CITY = 9

_FUEL_OF_KIND = {PlantKind.COAL: 0, PlantKind.OIL: 1, PlantKind.GARBAGE: 2, PlantKind.URANIUM: 3}


class BeginnerBot:
    """The beginner described in the module docstring."""

    name = "beginner"
    level = "beginner"

    def choose(self, observation: State, rng: random.Random) -> Action:
        state = observation
        me = current_player(state)
        phase = state.phase
        if phase is Phase.AUCTION and state.discard_player == NO_PLAYER:
            if state.auction_plant:
                return _bid(state, me)
            return _open_auction(state, me)
        if phase is Phase.RESOURCES:
            return _buy(state, me)
        if phase is Phase.BUILDING:
            return _build(state, me, rng)
        return heuristic.HeuristicBot().choose(state, rng)


# --- auction: overbids, forgets the fuel money ----------------------------------------------


def max_bid(state: State, me: int, plant: int, prices: Prices) -> int:
    """The most the beginner bids for `plant` (below its number: not wanted)."""
    if state.capacity(me) > len(state.cities[me]):
        return 0  # its plants are not full yet: no plant wanted
    if heuristic._gain(state, me, plant, prices) < heuristic.MIN_GAIN_WHEN_FULL:
        return 0
    gain = heuristic._gain(state, me, plant, prices)
    return min(state.money[me] - 1, plant + int(gain * OVERBID_PER_CITY))


def _open_auction(state: State, me: int) -> Action:
    money = state.money[me]
    prices = unit_prices(state)
    best, best_gain = 0, 0.0
    for plant in state.buyable_plants():
        if plant > money or max_bid(state, me, plant, prices) < plant:
            continue
        gain = heuristic._gain(state, me, plant, prices)
        if gain > best_gain:  # the plant it likes: the most cities, whatever it costs
            best, best_gain = plant, gain
    if best:
        return StartAuction(best, best)
    if state.round > 1:
        return DeclineAuction()
    affordable = [p for p in state.buyable_plants() if p <= money]
    if not affordable:
        return DeclineAuction()
    plant = max(affordable, key=lambda p: (heuristic._gain(state, me, p, prices), -p))
    return StartAuction(plant, plant)


def _bid(state: State, me: int) -> Action:
    amount = state.auction_bid + 1
    if amount <= state.money[me] and amount <= max_bid(state, me, state.auction_plant, unit_prices(state)):
        return Bid(amount)
    return PassBid()


# --- resources: fuel for every plant ----------------------------------------------------------


def fuel_wanted(state: State, me: int) -> list[int]:
    """Units of coal, oil, garbage and uranium the beginner wants to hold: one run of every plant
    it owns (a hybrid's fuel in whichever of coal and oil is cheaper now)."""
    prices = unit_prices(state)
    want = [0, 0, 0, 0]
    for number in state.plants[me]:
        plant = state.board.plants[number]
        if plant.kind is PlantKind.HYBRID:
            want[0 if prices[0] <= prices[1] else 1] += plant.fuel_needed
        elif plant.kind in _FUEL_OF_KIND:
            want[_FUEL_OF_KIND[plant.kind]] += plant.fuel_needed
    return want


def _buy(state: State, me: int) -> Action:
    want = fuel_wanted(state, me)
    held = state.fuel[me]
    free = state.free_storage(me)
    money = state.money[me]
    prices = unit_prices(state)
    for r in sorted(RESOURCES, key=lambda r: prices[r]):
        amount = min(want[r] - held[r], free[r], state.res_market[r])
        while amount > 0 and resource_cost(state, r, amount) > money:
            amount -= 1
        if amount > 0:
            return BuyResource(r, amount)
    return EndBuying()


# --- building: the cheapest-looking city --------------------------------------------------------


def city_cost(state: State, me: int, city: int) -> int:
    """What building in `city` costs the player: its slot plus the connection."""
    cost = state.board.content.city_costs[len(state.city_owners[city])]
    conn = state.conn_cost[me]
    return cost + (conn[city] if conn is not None else 0)


def _build(state: State, me: int, rng: random.Random) -> Action:
    if heuristic._allowance(state, me, powerable(state, me)) <= 0:
        return EndBuilding()
    prices = state.board.content.city_costs
    open_ = [c for c in state.board.in_play_cities if build_refusal(state, me, c) is None]
    if not open_:
        return EndBuilding()
    slot = min(prices[len(state.city_owners[c])] for c in open_)
    cheapest = [c for c in open_ if prices[len(state.city_owners[c])] == slot]
    return BuildCity(state.board.city_ids[rng.choice(cheapest)])
