"""The random playout's fast paths equal the plain ones (issue 27):

- the random bot's pick (`legal_action_at` drawing from the RNG as `rules.common.rng.randbelow`
  does: inline for a plain `random.Random`) is
  `legal_actions(s)[rng.randrange(len(legal_actions(s)))]`, and leaves the RNG where randrange
  would;
- games whose `Tables` are shared with every other game of the pack (`engine.new_game`) play as
  games with tables of their own, made fresh from the pack;
- a hand's planned generates (rules/power_on/fuel_choices.py) are the payment rules' own, in
  their order, counted and made one by one alike.
"""

from __future__ import annotations

import random

import pytest

from desktop_app.ai.power_on.random_bot import RandomBot
from desktop_app.rules.power_on import engine
from desktop_app.rules.power_on import fuel_choices as fc
from desktop_app.rules.power_on import generation as gen
from desktop_app.rules.power_on.actions import Generate
from desktop_app.rules.power_on.state import (
    COAL,
    GAS,
    NUCLEAR,
    PLANT_TYPES,
    Phase,
    PowerOnOptions,
    State,
    Tables,
    TowerMode,
)


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


class _OwnRandom(random.Random):
    """An RNG of another class than `random.Random` (which `legal_action_at` draws from inline)."""


@pytest.mark.parametrize("rng_class", [random.Random, _OwnRandom])
def test_legal_action_at_draws_from_an_rng_as_randrange_over_the_legal_actions(content, rng_class):
    """An RNG as `pick` (the random bot's move, inline for a plain `random.Random`, through
    `randbelow` for any other) takes randrange's index and leaves the RNG where randrange would,
    in every step (the action step, the city step, the discards)."""
    for seed in range(8):
        s = engine.new_game(content, PowerOnOptions(3, seed, TowerMode.NO_DEXTERITY))
        rng = rng_class(seed)
        plain = random.Random(seed)
        phases = set()
        while not engine.is_over(s):
            listed = engine.legal_actions(s)
            expected = listed[plain.randrange(len(listed))]
            assert engine.legal_action_at(s, rng) == expected
            assert rng.getstate() == plain.getstate()
            phases.add(s.phase)
            engine.apply_in_place(s, expected)
        assert {Phase.ACTIONS, Phase.CITY} <= phases


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


def plain_generates(s: State, hand: list[int], free: tuple[int, int, int]) -> list[Generate]:
    """The generates of a sorted hand from the payment rules alone (`generation.multisets` over
    the hand's design groups, `payment_ok`), coal, gas then nuclear."""
    t_ = s.tables
    groups: dict[int, list[int]] = {}
    for card in hand:
        groups.setdefault(t_.design[card], []).append(card)
    out = []
    for t, to_run in zip((COAL, GAS, NUCLEAR), free):
        carbon = s.content.plant_types[PLANT_TYPES[t]].carbon
        for count in range(1, to_run + 1):
            if carbon * count > s.content.carbon_tokens:
                break
            for size in gen.payment_sizes(t, count):
                for cards in gen.multisets(list(groups.values()), size):
                    if gen.payment_ok(s, t, count, cards):
                        out.append(Generate(PLANT_TYPES[t], count, cards))
    return out


def test_hand_plans_list_count_and_pick_the_plain_generates_over_random_hands(content):
    """The kept plans (one walk per layout, counts per sorted group sizes, blocks shared per
    layout) against the rules, over random hands and plants still to run: the listing, its
    count and each index made alone."""
    s = engine.new_game(content, PowerOnOptions(2, 0, TowerMode.NO_DEXTERITY))
    rng = random.Random(27)
    cards = list(range(s.tables.n_cards))
    for _ in range(400):
        hand = sorted(rng.sample(cards, rng.randint(0, 10)))
        free = (rng.randint(0, 3), rng.randint(0, 3), rng.randint(0, 3))
        plan = fc.hand_plan(s.tables, hand)
        expected = plain_generates(s, hand, free)
        assert plan.generates(hand, free) == expected
        assert plan.generate_count(free) == len(expected)
        assert [plan.generate_at(hand, free, i) for i in range(len(expected))] == expected
