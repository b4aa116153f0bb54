"""The moves' shortcuts (rules/power_grid/phases.py, market.py) equal the plain rules they stand for.

Speed only: each shortcut answers what a plainer query answers (`State.buyable_plants`,
`State.free_storage`, `queries.payment`, `network.lowered`, `_settle_bidding`, `_trim_fuel`,
`enforce_upkeep`, min() in `resupply`, the sorted turn order). States come from random games
at every player count, so the checks meet the states play meets (Step 3, a frozen market row,
hybrids, discards).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_grid import engine, phases
from desktop_app.rules.power_grid import market as mk
from desktop_app.rules.power_grid.actions import (
    BuildCity,
    BuyResource,
    DiscardPlant,
    RunPlants,
    StartAuction,
)
from desktop_app.rules.power_grid.network import lowered
from desktop_app.rules.power_grid.queries import payment
from desktop_app.rules.power_grid.state import RESOURCES, STEP3_CARD, Phase, PowerGridOptions, State


def _random_states(content, players: int, seed: int, every: int = 1):
    """(state, action) pairs along one uniform-random game, the state before the action."""
    rng = random.Random(seed)
    s = engine.new_game(content, PowerGridOptions(players=players, seed=seed))
    k = 0
    while not engine.is_over(s) and s.round <= 60:
        action = rng.choice(engine.legal_actions(s))
        if isinstance(action, StartAuction):  # opening bids above the plant's number too
            hi = s.money[engine.current_player(s)]
            action = StartAuction(action.plant, rng.randint(action.bid, min(hi, action.bid + rng.choice((0, 3)))))
        if k % every == 0:
            yield s, action
        engine.apply_in_place(s, action)
        k += 1


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), players=st.integers(2, 6))
def test_buyable_is_membership_in_buyable_plants(content, seed, players):
    numbers = [p.number for p in content.plants] + [STEP3_CARD]
    for s, _ in _random_states(content, players, seed, every=3):
        buyable = s.buyable_plants()
        assert [p for p in numbers if phases._buyable(s, p)] == [p for p in numbers if p in buyable]


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), players=st.integers(2, 6))
def test_each_move_equals_its_plain_rule(content, seed, players):
    """After every move: the free room a purchase is refused at, the income, the cables and the
    upkeep are what the plain queries say; a start's bidders are what `_settle_bidding` leaves."""
    for s, action in _random_states(content, players, seed):
        who = engine.current_player(s)
        after = engine.apply(s, action)
        if isinstance(action, BuyResource):
            _check_free_room(s, who)
        elif isinstance(action, RunPlants):
            assert after.income[who] == payment(s, after.powered[who])
        elif isinstance(action, BuildCity):
            city = s.board.city_index[action.city]
            expected = lowered(s.conn_cost[who], s.board.dist[city])
            assert after.conn_cost[who] == expected
            leader = after.max_cities()
            assert not [p for p in after.buyable_plants() if p <= leader]  # enforce_upkeep's aim
        elif isinstance(action, StartAuction):
            _check_bidders(s, who, action, after)
        elif isinstance(action, DiscardPlant):
            _check_discard(s, who, action, after)


def _check_free_room(s: State, who: int) -> None:
    """A purchase one over `free_storage` is refused for storage; one at it is not."""
    free = s.free_storage(who)
    for r in RESOURCES:
        with pytest.raises(IllegalAction) as refused:
            engine.apply(s, BuyResource(r, free[r] + 1))
        assert refused.value.code == "no_storage"
        if free[r]:
            try:
                engine.apply(s, BuyResource(r, free[r]))
            except IllegalAction as e:
                assert e.code != "no_storage"


def _check_bidders(s: State, who: int, action: StartAuction, after: State) -> None:
    """The plain path: every other seat still choosing, clockwise, then `_settle_bidding`."""
    plain = s.clone()
    plain.auction_plant, plain.auction_bid, plain.auction_high = action.plant, action.bid, who
    n = s.players
    plain.auction_bidders = [(who + k) % n for k in range(1, n) if (who + k) % n in s.auction_open] + [who]
    plain.events = []
    phases._settle_bidding(plain)
    assert [e for e in after.events if e[0] == phases.EV_AUTO_PASS] == [
        e for e in plain.events if e[0] == phases.EV_AUTO_PASS
    ]
    if after.auction_plant:  # the auction goes on
        assert after.auction_bidders == plain.auction_bidders


def _check_discard(s: State, who: int, action: DiscardPlant, after: State) -> None:
    """The fuel kept is what `_trim_fuel` keeps, whether or not it had anything to trim."""
    plain = s.clone()
    plain.plants[who] = tuple(p for p in plain.plants[who] if p != action.plant)
    plain.events = []
    phases._trim_fuel(plain, who)
    assert after.fuel[who] == plain.fuel[who]
    assert after.res_supply == plain.res_supply
    assert [e for e in after.events if e[0] == phases.EV_FUEL_LOST] == plain.events


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), players=st.integers(2, 6))
def test_resupply_adds_the_least_of_table_supply_and_room(content, seed, players):
    """The written-out min() of `market.resupply`, against the plain min() per fuel, on the
    states play meets and on the same states with the supply and the track nearly spent."""
    rng = random.Random(seed)
    for s, _ in _random_states(content, players, seed, every=5):
        for squeeze in (False, True):
            s = s.clone()
            if squeeze:  # some fuel short in the supply, some track nearly full
                for r in range(4):
                    moved = rng.randint(0, s.res_supply[r])
                    s.res_supply[r] -= moved
                    s.res_market[r] = min(s.board.track_slots[r], s.res_market[r] + moved)
            table = s.board.rules.resupply[s.step - 1]
            room = [slots - n for slots, n in zip(s.board.track_slots, s.res_market)]
            expected = tuple(min(table[r], s.res_supply[r], room[r]) for r in range(4))
            market, supply = s.res_market[:], s.res_supply[:]
            s.events = []
            mk.resupply(s)
            assert s.events == [(mk.EV_RESUPPLY, expected)]
            assert s.res_market == [m + e for m, e in zip(market, expected)]
            assert s.res_supply == [n - e for n, e in zip(supply, expected)]


def test_turn_order_key_is_the_tuple_key(content):
    """determine_order's one int per seat orders seats as (cities, biggest plant) does."""
    rng = random.Random(7)
    for _ in range(300):
        players = rng.randint(2, 6)
        s = engine.new_game(content, PowerGridOptions(players=players, seed=rng.randrange(10**6)))
        numbers = [p.number for p in content.plants]
        for p in range(players):
            s.plants[p] = tuple(sorted(rng.sample(numbers, rng.randint(0, 3))))
            s.cities[p] = tuple(range(rng.randint(0, 4)))
        s.order = list(range(players))
        rng.shuffle(s.order)
        plain = sorted(s.order, key=lambda p: (-len(s.cities[p]), -(s.plants[p][-1] if s.plants[p] else 0)))
        phases.determine_order(s)
        assert s.order == plain


def test_run_plants_refuses_what_the_plain_check_refuses(content):
    """The unrolled ownership check for one or two plants refuses exactly the plain check's cases."""
    s = engine.new_game(content, PowerGridOptions(players=2, seed=3))
    s.phase = Phase.BUREAUCRACY
    s.queue = [0, 1]
    s.plants[0] = (4, 8, 10)
    for chosen in [(4,), (5,), (4, 8), (8, 4), (4, 4), (4, 5), (5, 4), (4, 8, 10), (4, 8, 8), (10, 4, 8)]:
        plain_ok = all(p in s.plants[0] for p in chosen) and len(set(chosen)) == len(chosen)
        try:
            engine.apply(s, RunPlants(chosen))
        except IllegalAction as e:
            assert e.code in ("not_your_plant", "not_enough_fuel")
            assert (e.code == "not_your_plant") == (not plain_ok), chosen
        else:
            assert plain_ok, chosen
