"""Invariants under random legal play (hypothesis): cards conserved, scores equal their
breakdown, observations hide the hidden, illegal actions change nothing, the game ends."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.content.magic_lamp import GEMS
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.magic_lamp import engine
from desktop_app.rules.magic_lamp.actions import ACTION_CLASSES, CODEC, RubLamp
from desktop_app.rules.magic_lamp.scoring import BREAKDOWN_KEYS
from desktop_app.rules.magic_lamp.state import ALONE, UNKNOWN_CARD, Phase
from desktop_app.rules.magic_lamp.views import digest, observation

MAX_ACTIONS = 5000
CHEST_AND_STARTING = 78 + 8


def _check(s, ml) -> None:
    places = sorted(ml.card_places(s))
    assert places == list(range(CHEST_AND_STARTING)), "a chest or starting card is lost or doubled"
    lamp = s.lamp_deck + ([s.wish_card] if s.wish_card >= 0 else [])
    assert sorted(lamp) == list(range(25)), "a lamp card is lost or doubled"
    for row in s.tableau:
        assert not any(s.static.is_wizard(c) for c in row)
    held = {c for row in s.tableau for c in row}
    assert set(s.amulet_colour) <= held
    for p, row in enumerate(s.tableau):  # an amulet with a colour sits under a stack of it
        for card in row:
            colour = s.amulet_colour.get(card, ALONE)
            assert colour == ALONE or s.gem_stack(p, GEMS[colour]), "an amulet under no gem"


def _play(content, ml, players, seed, ring, policy_seed, check=True):
    s = ml.new(content, players, seed=seed, ring=ring)
    rng = random.Random(policy_seed)
    for _ in range(MAX_ACTIONS):
        if engine.is_over(s):
            return s
        acts = engine.legal_actions(s)
        assert acts, f"no legal action in phase {s.phase!r}"
        act = rng.choice(acts)
        if type(act) is RubLamp:
            act = RubLamp(rng.randint(0, 1500))
        engine.apply_in_place(s, act)
        if check:
            _check(s, ml)
    raise AssertionError("the game did not end")


GAMES = {
    "players": st.integers(2, 5),
    "seed": st.integers(0, 10_000),
    "ring": st.booleans(),
    "policy_seed": st.integers(0, 10_000),
}


@settings(max_examples=30, deadline=None)
@given(**GAMES)
def test_random_games_conserve_cards_and_end(content, ml, players, seed, ring, policy_seed):
    """78 chest + 8 starting cards and 25 lamp cards are each in exactly one place, always; the
    game ends (every chest's wizard sits 6th from the bottom)."""
    s = _play(content, ml, players, seed, ring, policy_seed)
    assert s.phase is Phase.GAME_OVER and s.winners


@settings(max_examples=30, deadline=None)
@given(**GAMES)
def test_scores_equal_their_breakdown(content, ml, players, seed, ring, policy_seed):
    """Seed 003 scoring: the total is cards + sets + majorities + ring; winners have the top total."""
    s = _play(content, ml, players, seed, ring, policy_seed, check=False)
    for row in s.scores:
        assert row["total"] == sum(row[k] for k in BREAKDOWN_KEYS)
    best = max(row["total"] for row in s.scores)
    assert s.winners == tuple(p for p, row in enumerate(s.scores) if row["total"] == best)


@settings(max_examples=30, deadline=None)
@given(**GAMES)
def test_observations_hide_decks_seed_and_secret_choices(content, ml, players, seed, ring, policy_seed):
    """An observation shows no face-down card but the wizards, no seed, and no one else's dice
    before the reveal; legal actions on it equal those on the real state."""
    s = ml.new(content, players, seed=seed, ring=ring)
    rng = random.Random(policy_seed)
    while not engine.is_over(s):
        who = engine.current_player(s)
        obs = observation(s, who)
        assert obs.options.seed == -1
        assert all(c == UNKNOWN_CARD or s.static.is_wizard(c) for deck in obs.decks for c in deck)
        assert all(c == UNKNOWN_CARD for c in obs.lamp_deck + obs.removed)
        assert engine.legal_actions(obs) == engine.legal_actions(s)
        if s.phase is Phase.CHOOSE:
            assert all(d == (-1, 0) for q, dice in enumerate(obs.dice) if q != who for d in dice)
        act = rng.choice(engine.legal_actions(s))
        engine.apply_in_place(s, act)


@settings(max_examples=30, deadline=None)
@given(**GAMES)
def test_illegal_actions_change_nothing(content, ml, players, seed, ring, policy_seed):
    """An action that is not legal now raises IllegalAction with a code and leaves the state whole."""
    s = ml.new(content, players, seed=seed, ring=ring)
    rng = random.Random(policy_seed)
    samples = [
        CODEC.from_json(j)
        for j in (
            {"type": "place_die", "chest": "gold", "value": 3},
            {"type": "rub_lamp", "ms": 10},
            {"type": "refuse_wish"},
            {"type": "take_card", "card": "gold_ring_1"},
            {"type": "take_ring"},
            {"type": "choose_chest", "chest": "bronze"},
            {"type": "set_die", "die": 1, "value": 6},
            {"type": "name_thief", "player": 0},
            {"type": "draw_card"},
            {"type": "place_amulet", "gem": "start_ruby_1"},
            {"type": "accept_wish"},
        )
    ]
    assert len({type(x) for x in samples}) == len(samples) >= len(ACTION_CLASSES) - 4
    steps = 0
    while not engine.is_over(s) and steps < 150:
        legal = engine.legal_actions(s)
        before = digest(s)
        for act in samples:
            if act in legal:
                continue
            trial = s.clone()
            try:
                engine.apply_in_place(trial, act)
            except IllegalAction as exc:
                assert exc.code and exc.reason
                assert digest(trial) == before, f"{act} was refused but changed the state"
        engine.apply_in_place(s, rng.choice(legal))
        steps += 1
