"""The random playout's fast paths equal the plain ones (issue 27):

- the random bot's pick (`rules.common.rng.randbelow` through `legal_action_at`) is
  `legal_actions(s)[rng.randrange(len(legal_actions(s)))]`, and leaves the RNG where randrange
  would;
- games whose `Tables` are shared with every other game of the pack (`engine.new_game`) play as
  games with tables of their own, made fresh from the pack.
"""

from __future__ import annotations

import random

import pytest

from desktop_app.ai.power_on.random_bot import RandomBot
from desktop_app.rules.power_on import engine
from desktop_app.rules.power_on.state import Phase, PowerOnOptions, Tables, TowerMode


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_random_bot_picks_as_randrange_over_the_legal_actions(content, players):
    bot = RandomBot()
    for seed in range(12):
        s = engine.new_game(content, PowerOnOptions(players, seed, TowerMode.NO_DEXTERITY))
        rng = random.Random(seed)
        plain = random.Random(seed)
        moves = 0
        while not engine.is_over(s) and moves < 400:
            assert s.phase is not Phase.STACKING
            listed = engine.legal_actions(s)
            expected = listed[plain.randrange(len(listed))]
            assert bot.choose(s, rng) == expected
            assert rng.getstate() == plain.getstate()
            engine.apply_in_place(s, expected)
            moves += 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_games_with_shared_tables_play_as_games_with_their_own(content, players):
    bot = RandomBot()
    for seed in range(12):
        shared = engine.new_game(content, PowerOnOptions(players, seed, TowerMode.NO_DEXTERITY))
        own = engine.new_game(content, PowerOnOptions(players, seed, TowerMode.NO_DEXTERITY))
        own.tables = Tables(content)
        assert shared.tables is engine.new_game(content, PowerOnOptions(players, seed + 1)).tables
        assert own.tables is not shared.tables
        rng_a, rng_b = random.Random(seed), random.Random(seed)
        while not engine.is_over(shared):
            a, b = bot.choose(shared, rng_a), bot.choose(own, rng_b)
            assert a == b
            assert engine.legal_actions(shared) == engine.legal_actions(own)
            engine.apply_in_place(shared, a)
            engine.apply_in_place(own, b)
            assert shared.events == own.events
        assert engine.is_over(own) and shared.winners == own.winners
