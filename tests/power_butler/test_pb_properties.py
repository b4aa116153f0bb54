"""Property tests: random legal play keeps Power Butler's invariants after every action.

Invariants (checked by `pb.check_invariants`): six dice always; every appliance and event card
in exactly one place, the last-round card once; the bill never past usage except an unused head
start; markers only on shop cards. And the game ends.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_butler import engine
from desktop_app.rules.power_butler.state import (
    LAST_ROUND_CARD,
    UNKNOWN_CARD,
    Mode,
    PowerButlerOptions,
)
from desktop_app.rules.power_butler.views import observation

MAX_TURNS = 400  # random games end in 10-60 turns; this bound catches a game that cannot end


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), players=st.integers(2, 5), mode=st.sampled_from(list(Mode)))
def test_random_legal_play_keeps_invariants(pb, content, seed, players, mode):
    rng = random.Random(seed)
    s = engine.new_game(content, PowerButlerOptions(players, seed, mode))
    pb.check_invariants(s)
    while not engine.is_over(s):
        assert s.turn <= MAX_TURNS, "the game did not end"
        legal = engine.legal_actions(s)
        assert legal, "a player has nothing to do"
        engine.apply_in_place(s, rng.choice(legal))
        pb.check_invariants(s)
    assert s.winners and len(s.scores) == players
    assert all(total == pts + var - unpaid for pts, var, unpaid, total in s.scores)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), steps=st.integers(0, 60))
def test_observation_hides_decks_and_seed(pb, content, seed, steps):
    """ARCHITECTURE: observation(state, player) is what that player may see; hidden cards never leak."""
    rng = random.Random(seed)
    s = engine.new_game(content, PowerButlerOptions(3, seed))
    for _ in range(steps):
        if engine.is_over(s):
            break
        engine.apply_in_place(s, rng.choice(engine.legal_actions(s)))
    obs = observation(s, engine.current_player(s) if not engine.is_over(s) else 0)
    assert obs.options.seed != seed or seed == -1
    assert set(obs.deck) <= {UNKNOWN_CARD} and set(obs.event_deck) <= {UNKNOWN_CARD}
    assert LAST_ROUND_CARD not in obs.deck
    assert obs.market == s.market and obs.dice == s.dice
    assert engine.legal_actions(obs) == engine.legal_actions(s)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**31 - 1))
def test_refused_action_leaves_the_state_untouched(pb, content, seed):
    """apply_in_place raises before changing anything when an action is illegal."""
    from desktop_app.rules.power_butler.actions import Buy, PayBill
    from desktop_app.rules.power_butler.views import digest

    rng = random.Random(seed)
    s = engine.new_game(content, PowerButlerOptions(2, seed))
    for _ in range(rng.randrange(40)):
        if engine.is_over(s):
            return
        engine.apply_in_place(s, rng.choice(engine.legal_actions(s)))
    before = digest(s)
    for action in (Buy("water_heater", (0, 0, 0, 0, 0, 0)), PayBill((5,))):
        try:
            engine.apply_in_place(s, action)
        except IllegalAction:
            assert digest(s) == before
