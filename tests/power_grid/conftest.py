"""Fixtures and helpers for the Power Grid rules tests.

The content is the built-in pack (game_data/). Scenario tests start from `new_game` and then
edit the state directly (market, deck, money, plants, fuel, houses, phase) with the helpers
below, which keep the state consistent: fuel is taken from the general supply so resources stay
conserved, houses keep `conn_cost` in step with `network.lowered`, the deck is given top first.

Seat numbers are the players' clockwise seats; `state.order` is the turn order (leader first).
Test modules get the helpers through the `pg` fixture (`pg.make_state(...)`, `pg.set_fuel(...)`),
since a conftest without a package is not safely importable by name.
"""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from desktop_app.content.loader import load_power_grid
from desktop_app.content.power_grid import PowerGridContent, Resource
from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid.actions import PassBid, StartAuction
from desktop_app.rules.power_grid.network import lowered
from desktop_app.rules.power_grid.state import NO_PLAYER, Phase, PowerGridOptions, State

# Regions of the Taiwan map used by scenarios, so city names are known in every test.
REGIONS = {
    2: ("north", "northwest", "central"),
    3: ("north", "northwest", "central"),
    4: ("north", "northwest", "central", "southwest"),
    5: ("north", "northwest", "central", "southwest", "south"),
    6: ("north", "northwest", "central", "southwest", "south"),
}
TOTALS = {Resource.COAL: 24, Resource.OIL: 24, Resource.GARBAGE: 24, Resource.URANIUM: 12}


@pytest.fixture(scope="session")
def content() -> PowerGridContent:
    return load_power_grid()


def new(content: PowerGridContent, players: int = 3, seed: int = 1, regions=None) -> State:
    """A fresh game on the Taiwan map with known regions (see REGIONS)."""
    if regions is None:
        regions = REGIONS[players]
    return engine.new_game(content, PowerGridOptions(players=players, seed=seed, regions=regions))


def city(state: State, city_id: str) -> int:
    return state.board.city_index[city_id]


def set_deck(state: State, top_first: Iterable[int]) -> None:
    """The deck, given from its top card down (the state keeps the top card last)."""
    state.deck = list(reversed(list(top_first)))


def deck_top_first(state: State) -> list[int]:
    return list(reversed(state.deck))


def set_fuel(state: State, player: int, coal: int = 0, oil: int = 0, garbage: int = 0, uranium: int = 0) -> None:
    """Set a player's fuel, taking tokens from the general supply (then from the market's cheapest
    places) or giving them back to the supply, so resources stay conserved."""
    want = (coal, oil, garbage, uranium)
    for r in range(4):
        delta = want[r] - state.fuel[player][r]
        from_supply = min(delta, state.res_supply[r]) if delta > 0 else delta
        from_market = delta - from_supply
        assert from_market <= state.res_market[r], "not enough tokens for this scenario"
        state.res_supply[r] -= from_supply
        state.res_market[r] -= from_market
        state.fuel[player][r] = want[r]


def set_res_market(state: State, coal: int, oil: int, garbage: int, uranium: int) -> None:
    """Set the resource market's counts (tokens on the most expensive places), via the supply."""
    want = (coal, oil, garbage, uranium)
    for r in range(4):
        delta = want[r] - state.res_market[r]
        assert state.res_supply[r] >= delta
        state.res_supply[r] -= delta
        state.res_market[r] = want[r]


def place_houses(state: State, player: int, *city_ids: str) -> None:
    """Put the player's houses in these cities (in this order), keeping conn_cost consistent."""
    for cid in city_ids:
        c = city(state, cid)
        assert player not in state.city_owners[c]
        state.city_owners[c] = (*state.city_owners[c], player)
        state.cities[player] = (*state.cities[player], c)
        state.conn_cost[player] = lowered(state.conn_cost[player], state.board.dist[c])


def set_order(state: State, order: list[int]) -> None:
    state.order = list(order)
    if state.phase is Phase.AUCTION and not state.auction_plant:
        state.auction_open = list(order)


def goto_phase(state: State, phase: Phase, queue: list[int] | None = None) -> None:
    """Jump to the start of a phase: Phases 3-4 go in reverse turn order, 2 and 5 in turn order."""
    state.phase = phase
    state.auction_plant = 0
    state.auction_bid = 0
    state.auction_high = NO_PLAYER
    state.auction_bidders = []
    state.discard_player = NO_PLAYER
    if phase is Phase.AUCTION:
        state.auction_open = list(state.order)
        state.auction_bought = False
        state.queue = []
    elif queue is not None:
        state.queue = list(queue)
    elif phase in (Phase.RESOURCES, Phase.BUILDING):
        state.queue = state.order[::-1]
    else:
        state.queue = list(state.order)


def make_state(
    content: PowerGridContent,
    players: int = 3,
    *,
    seed: int = 1,
    regions=None,
    round: int = 2,
    step: int = 1,
    phase: Phase = Phase.AUCTION,
    order: list[int] | None = None,
    queue: list[int] | None = None,
    market: Iterable[int] | None = None,
    deck: Iterable[int] | None = None,
    money: list[int] | int | None = None,
    plants: dict[int, Iterable[int]] | None = None,
    fuel: dict[int, dict[str, int]] | None = None,
    houses: dict[int, Iterable[str]] | None = None,
) -> State:
    """A game set up, then edited into a scenario. `deck` is given top card first."""
    s = new(content, players, seed, regions)
    s.round = round
    s.step = step
    if order is not None:
        s.order = list(order)
    if market is not None:
        s.market = sorted(market)
    if deck is not None:
        set_deck(s, deck)
    if money is not None:
        s.money = [money] * players if isinstance(money, int) else list(money)
    for p, owned in (plants or {}).items():
        s.plants[p] = tuple(sorted(owned))
    for p, f in (fuel or {}).items():
        set_fuel(s, p, **f)
    for p, ids in (houses or {}).items():
        place_houses(s, p, *ids)
    goto_phase(s, phase, queue)
    return s


def play(state: State, *actions) -> State:
    for a in actions:
        engine.apply_in_place(state, a)
    return state


def buy(state: State, plant: int, price: int | None = None) -> int:
    """The current chooser opens an auction on `plant` and everyone else passes. Returns the buyer."""
    who = engine.current_player(state)
    engine.apply_in_place(state, StartAuction(plant, plant if price is None else price))
    while state.auction_plant:
        engine.apply_in_place(state, PassBid())
    return who


def fuel_fits(state: State, player: int) -> bool:
    coal_cap, oil_cap, garbage_cap, uranium_cap, hybrid = state.storage(player)
    f = state.fuel[player]
    over = max(0, f[Resource.COAL] - coal_cap) + max(0, f[Resource.OIL] - oil_cap)
    return f[Resource.GARBAGE] <= garbage_cap and f[Resource.URANIUM] <= uranium_cap and over <= hybrid


def check_invariants(state: State) -> None:
    """What must hold after every action of any game (the property tests call this)."""
    content = state.board.content
    rules = state.board.rules
    assert all(m >= 0 for m in state.money), state.money
    for r in range(4):
        total = state.res_market[r] + state.res_supply[r] + sum(f[r] for f in state.fuel)
        assert total == TOTALS[r], (Resource(r).name, total)
        assert 0 <= state.res_market[r] <= len(state.board.slot_prices[r])
        assert state.res_supply[r] >= 0
    for p in range(state.players):
        assert len(state.cities[p]) <= content.houses_per_player
        assert len(set(state.cities[p])) == len(state.cities[p])
        limit = rules.max_plants + (1 if state.discard_player == p else 0)
        assert len(state.plants[p]) <= limit, (p, state.plants[p])
        assert fuel_fits(state, p), (p, state.fuel[p], state.plants[p])
        assert all(f >= 0 for f in state.fuel[p])
    assert state.market == sorted(state.market)
    for owners in state.city_owners:
        assert len(owners) <= state.step and len(set(owners)) == len(owners)
    owned = [p for ps in state.plants for p in ps]
    assert len(owned) == len(set(owned))
    assert not set(owned) & set(state.market)


class Helpers:
    """The helpers above, bound to the built-in content: the `pg` fixture."""

    REGIONS = REGIONS
    TOTALS = TOTALS
    city = staticmethod(city)
    set_deck = staticmethod(set_deck)
    deck_top_first = staticmethod(deck_top_first)
    set_fuel = staticmethod(set_fuel)
    set_res_market = staticmethod(set_res_market)
    place_houses = staticmethod(place_houses)
    set_order = staticmethod(set_order)
    goto_phase = staticmethod(goto_phase)
    play = staticmethod(play)
    buy = staticmethod(buy)
    fuel_fits = staticmethod(fuel_fits)
    check_invariants = staticmethod(check_invariants)

    def __init__(self, content: PowerGridContent) -> None:
        self.content = content

    def new(self, players: int = 3, seed: int = 1, regions=None) -> State:
        return new(self.content, players, seed, regions)

    def make_state(self, players: int = 3, **kwargs) -> State:
        return make_state(self.content, players, **kwargs)


@pytest.fixture(scope="session")
def pg(content) -> Helpers:
    return Helpers(content)
