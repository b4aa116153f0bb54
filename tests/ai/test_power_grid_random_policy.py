"""Power Grid's random policy draws what the plain policy draws: the legal action at
`rng.randrange(len(legal_actions))`, a bid's or opening's amount by `rng.randint(lowest,
min(money, lowest + 5))`. Its faster draws (random.Random.getrandbits, as randrange does)
give the same actions and leave the generator in the same state, move after move."""

from __future__ import annotations

import random

import pytest

from desktop_app.ai.power_grid.random_bot import BID_SPREAD, random_policy
from desktop_app.content.loader import load_power_grid
from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid.actions import Bid, StartAuction
from desktop_app.rules.power_grid.state import PowerGridOptions


@pytest.fixture(scope="module")
def content():
    return load_power_grid()


def plain_policy(state, rng: random.Random):
    actions = engine.legal_actions(state)
    choice = actions[rng.randrange(len(actions))]
    money = state.money[engine.current_player(state)]
    if isinstance(choice, Bid):
        return Bid(rng.randint(choice.amount, min(money, choice.amount + BID_SPREAD)))
    if isinstance(choice, StartAuction):
        return StartAuction(choice.plant, rng.randint(choice.bid, min(money, choice.bid + BID_SPREAD)))
    return choice


class OtherRandom(random.Random):
    """Not random.Random itself: the policy falls back to randrange and randint."""


@pytest.mark.parametrize("make_rng", [random.Random, OtherRandom])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_policy_draws_as_the_plain_policy(content, players, make_rng):
    for seed in range(3):
        fast, plain = make_rng(seed), make_rng(seed)
        s = engine.new_game(content, PowerGridOptions(players, seed))
        moves = 0
        while not engine.is_over(s) and s.round <= 60:
            action = random_policy(s, fast)
            assert action == plain_policy(s, plain)
            assert fast.getstate() == plain.getstate()
            engine.apply_in_place(s, action)
            moves += 1
        assert engine.is_over(s) and moves > 100


def test_random_policy_over_no_legal_action_raises_as_randrange(content):
    s = engine.new_game(content, PowerGridOptions(2, 1))
    rng = random.Random(1)
    while not engine.is_over(s):
        engine.apply_in_place(s, random_policy(s, rng))
    with pytest.raises(ValueError):
        random_policy(s, rng)
