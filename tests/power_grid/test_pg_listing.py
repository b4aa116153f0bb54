"""The fast legal-move listing (engine.legal_choices and the pack's shared tables behind it)
equals a plain listing worked out from the rules' queries, on every state of random games and
on states changed at random (money, fuel, the resource market) so that every branch is met."""

from __future__ import annotations

import random
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.ai.power_grid.random_bot import random_policy
from desktop_app.content.power_grid import Resource
from desktop_app.rules.power_grid import engine, tables
from desktop_app.rules.power_grid import market as mk
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
from desktop_app.rules.power_grid.queries import buildable_cities, most_buyable
from desktop_app.rules.power_grid.state import NO_PLAYER, Phase, PowerGridOptions

RESOURCES = (Resource.COAL, Resource.OIL, Resource.GARBAGE, Resource.URANIUM)


def plain_legal_actions(state):
    """Every legal action, worked out plainly from the rules' queries (new objects each time)."""
    phase = state.phase
    if phase is Phase.AUCTION:
        if state.discard_player != NO_PLAYER:
            return [DiscardPlant(p) for p in state.plants[state.discard_player]]
        who = engine.current_player(state)
        if state.auction_plant:
            lo, hi = engine.bid_range(state)
            return [PassBid(), Bid(lo)] if lo <= hi else [PassBid()]
        out = [StartAuction(p, p) for p in state.buyable_plants() if p <= state.money[who]]
        if state.round > 1 or not out:
            out.append(DeclineAuction())
        return out
    if phase is Phase.RESOURCES:
        who = state.queue[0]
        out = [EndBuying()]
        for r in RESOURCES:
            for k in range(1, most_buyable(state, who, r) + 1):
                if mk.resource_cost(state, r, k) <= state.money[who]:
                    out.append(BuyResource(r, k))
        return out
    if phase is Phase.BUILDING:
        who = state.queue[0]
        return [EndBuilding()] + [BuildCity(state.board.city_ids[c]) for c, _ in buildable_cities(state, who)]
    if phase is Phase.BUREAUCRACY:
        who = state.queue[0]
        owned = state.plants[who]
        out = []
        for size in range(len(owned), -1, -1):
            for chosen in combinations(owned, size):
                mix = engine.hybrid_coal_range(state, who, chosen)
                if mix is not None:
                    out += [RunPlants(chosen, coal) for coal in range(mix[0], mix[1] + 1)]
        return out
    return []


def _check(state):
    fast = engine.legal_choices(state)
    listed = engine.legal_actions(state)
    assert list(fast) == listed == plain_legal_actions(state)
    assert type(listed) is list and listed is not engine.legal_actions(state)  # a fresh list each call


@pytest.mark.parametrize("limit", [tables.LIMIT, 40])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_fast_listing_equals_the_plain_one_in_random_games(content, players, limit, monkeypatch):
    """Every state of seeded random games; with LIMIT 40 the tables start again many times a game."""
    monkeypatch.setattr(tables, "LIMIT", limit)
    seen = set()
    for seed in range(4):
        rng = random.Random(seed)
        s = engine.new_game(content, PowerGridOptions(players, seed))
        while not engine.is_over(s) and s.round <= 60:
            _check(s)
            seen.add((s.phase, s.step, bool(s.auction_plant), s.discard_player != NO_PLAYER))
            engine.apply_in_place(s, random_policy(s, rng))
        _check(s)
    assert {p for p, *_ in seen} == {Phase.AUCTION, Phase.RESOURCES, Phase.BUILDING, Phase.BUREAUCRACY}


@settings(max_examples=150, deadline=None)
@given(
    seed=st.integers(0, 2**31 - 1),
    players=st.integers(2, 6),
    moves=st.integers(0, 600),
    money=st.integers(0, 400),
    fuel=st.lists(st.integers(0, 12), min_size=4, max_size=4),
    market=st.lists(st.integers(0, 24), min_size=4, max_size=4),
)
def test_fast_listing_equals_the_plain_one_after_random_changes(content, seed, players, moves, money, fuel, market):
    """A state of a random game with the acting player's money and fuel and the resource market
    set at random (the fuel even beyond what the plants store): the same listing."""
    rng = random.Random(seed)
    s = engine.new_game(content, PowerGridOptions(players, seed))
    for _ in range(moves):
        if engine.is_over(s):
            return
        engine.apply_in_place(s, random_policy(s, rng))
    who = engine.current_player(s)
    if who == NO_PLAYER:
        return
    _check(s)
    s.money[who] = money
    s.fuel[who] = list(fuel)
    s.res_market = [min(m, len(prices)) for m, prices in zip(market, s.board.slot_prices)]
    _check(s)
