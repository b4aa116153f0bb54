"""Property tests: random legal play keeps the rules' invariants after every action.

The policy picks uniformly among `legal_actions`; a Bid or StartAuction gets an amount drawn from
the allowed range (kept near the minimum, as players do, so games end in a sensible number of rounds).
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid.actions import Bid, StartAuction
from desktop_app.rules.power_grid.state import NO_PLAYER, Phase, PowerGridOptions
from desktop_app.rules.power_grid.views import digest, observation

MAX_ROUNDS = 60  # random games end in 10-30 rounds; this bound catches a game that cannot end


def random_action(state, rng: random.Random):
    action = rng.choice(engine.legal_actions(state))
    if isinstance(action, Bid):
        lo, hi = engine.bid_range(state)
        return Bid(rng.randint(lo, min(hi, lo + rng.choice((0, 1, 3, 10)))))
    if isinstance(action, StartAuction):
        hi = state.money[engine.current_player(state)]
        return StartAuction(action.plant, rng.randint(action.bid, min(hi, action.bid + rng.choice((0, 2, 8)))))
    return action


def _check_legal_actions_apply(state, rng):
    """A few of the listed legal actions, applied to copies, are accepted."""
    legal = engine.legal_actions(state)
    for action in rng.sample(legal, min(3, len(legal))):
        engine.apply(state, action)  # raises IllegalAction if the list lied


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), players=st.integers(2, 6))
def test_random_legal_play_keeps_invariants(pg, content, seed, players):
    rng = random.Random(seed)
    s = engine.new_game(content, PowerGridOptions(players=players, seed=seed))
    pg.check_invariants(s)
    moves = 0
    while not engine.is_over(s):
        assert s.round <= MAX_ROUNDS, "the game did not end"
        who = engine.current_player(s)
        assert 0 <= who < players
        if moves % 7 == 0:
            _check_legal_actions_apply(s, rng)
        if moves % 25 == 0:
            obs = observation(s, who)
            assert engine.legal_actions(obs) == engine.legal_actions(s)
        action = random_action(s, rng)
        before = digest(s)
        fuel_before = [f[:] for f in s.fuel]
        new = engine.apply(s, action)
        # `apply` copies: the state it was given is untouched.
        assert digest(s) == before and s.fuel == fuel_before
        assert new is not s and new.fuel[0] is not s.fuel[0] and new.market is not s.market
        s = new
        moves += 1
        pg.check_invariants(s)
    assert s.phase is Phase.GAME_OVER and engine.current_player(s) == NO_PLAYER
    assert s.winners and max(len(c) for c in s.cities) >= s.board.rules.end_cities
    best = max(s.powered)
    assert all(s.powered[w] == best for w in s.winners)


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), players=st.integers(2, 6))
def test_same_seed_and_actions_same_game(content, seed, players):
    """Replaying the same actions from the same options gives the same states (saves, replays)."""
    rng = random.Random(seed)
    a = engine.new_game(content, PowerGridOptions(players=players, seed=seed))
    b = engine.new_game(content, PowerGridOptions(players=players, seed=seed))
    for _ in range(150):
        if engine.is_over(a):
            break
        action = random_action(a, rng)
        engine.apply_in_place(a, action)
        engine.apply_in_place(b, action)
        assert digest(a) == digest(b)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), players=st.integers(2, 6), junk=st.integers(0, 2**31 - 1))
def test_illegal_actions_never_change_the_state(content, seed, players, junk):
    """Actions from other moments of the game are refused without side effects."""
    rng = random.Random(seed)
    jrng = random.Random(junk)
    s = engine.new_game(content, PowerGridOptions(players=players, seed=seed))
    seen = []
    for _ in range(200):
        if engine.is_over(s):
            break
        legal = engine.legal_actions(s)
        if seen:
            stranger = jrng.choice(seen)
            if stranger not in legal:
                before = digest(s)
                try:
                    engine.apply_in_place(s, stranger)
                except IllegalAction as err:
                    assert err.code and err.reason
                    assert digest(s) == before
                else:
                    # Some listed-as-minimum actions (bids) may be legal at other amounts: fine.
                    assert isinstance(stranger, (Bid, StartAuction))
                    continue
        action = random_action(s, rng)
        seen.append(action)
        engine.apply_in_place(s, action)
