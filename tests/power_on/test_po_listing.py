"""The kept listing paths equal the plain ones, over random states (issue 27: a cache or a
shortcut is proved against the recomputation it replaces).

- `engine.legal_action_at(s, pick)` is `legal_actions(s)[pick(len(legal_actions(s)))]`: `pick`
  gets the same count and every index gives the same action (the random bot's move);
- `legal_actions`' builds, plays and generates (planned per hand's designs in
  rules/power_on/fuel_choices.py) equal a plain listing from the hand's cards, the payment rules
  (`generation.payment_ok`, `multisets`) and the plants still to run;
- `State.owned` (kept per set of plants in `Tables.owned`) equals counting the plants;
- `Tables`' per-type power and carbon and per-height fall chances equal the pack's.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.ai.power_on.random_bot import RandomBot
from desktop_app.content.power_on import CardKind
from desktop_app.rules.common.actions import Action
from desktop_app.rules.power_on import engine
from desktop_app.rules.power_on import generation as gen
from desktop_app.rules.power_on.actions import BuildPlant, Generate, PlayFunction, StackToken
from desktop_app.rules.power_on.state import COAL, GAS, NUCLEAR, PLANT_TYPES, Phase, PowerOnOptions, State, TowerMode


def plain_card_moves(s: State) -> list[Action]:
    """Builds, plays and generates of the action step, worked out from the rules alone."""
    hand = sorted(s.hands[s.current])
    t_ = s.tables
    groups: dict[int, list[int]] = {}
    for card in hand:
        groups.setdefault(t_.design[card], []).append(card)
    out: list[Action] = [BuildPlant(g[0]) for g in groups.values() if t_.kind[g[0]] is CardKind.PLANT]
    out += [PlayFunction(g[0]) for g in groups.values() if t_.kind[g[0]] is CardKind.FUNCTION]
    carbon_tokens = s.content.carbon_tokens
    plants = [t_.plant[c] for c in s.plants[s.current]]
    for t in (COAL, GAS, NUCLEAR):
        carbon = s.content.plant_types[PLANT_TYPES[t]].carbon
        for count in range(1, plants.count(t) - s.used[t] + 1):
            if carbon * count > carbon_tokens:
                break
            for size in gen.payment_sizes(t, count):
                for cards in gen.multisets(list(groups.values()), size):
                    if gen.payment_ok(s, t, count, cards):
                        out.append(Generate(PLANT_TYPES[t], count, cards))
    return out


def check_state(s: State) -> None:
    listed = engine.legal_actions(s)
    asked: list[int] = []
    for i in range(len(listed)):

        def pick(n: int, i: int = i) -> int:
            asked.append(n)
            return i

        assert engine.legal_action_at(s, pick) == listed[i]
    assert asked == [len(listed)] * len(listed)
    if s.phase is Phase.ACTIONS:
        card_moves = [a for a in listed if isinstance(a, (BuildPlant, PlayFunction, Generate))]
        assert card_moves == plain_card_moves(s)
        assert sorted(engine.generate_options(s), key=repr) == sorted(
            (a for a in card_moves if isinstance(a, Generate)), key=repr
        )
    for p in range(s.players):
        counts = [0] * len(PLANT_TYPES)
        for card in s.plants[p]:
            counts[s.tables.plant[card]] += 1
        assert list(s.owned(p)) == counts


@settings(max_examples=25, deadline=None)
@given(
    players=st.integers(2, 4),
    seed=st.integers(0, 10**6),
    policy=st.integers(0, 10**6),
    tower=st.sampled_from([TowerMode.NO_DEXTERITY, TowerMode.STACKING]),
    several=st.booleans(),
)
def test_kept_listings_equal_the_plain_ones_over_random_games(content, players, seed, policy, tower, several):
    s = engine.new_game(content, PowerOnOptions(players, seed, tower, several))
    rng = random.Random(policy)
    bot = RandomBot()
    moves = 0
    while not engine.is_over(s) and moves < 600:
        check_state(s)
        if s.phase is Phase.STACKING:
            fell = rng.random() < 0.125 and not engine.first_token(s)
            action: Action = StackToken(0, 0, 1 if fell else 0)
        else:
            action = bot.choose(s, rng)
        engine.apply_in_place(s, action)
        moves += 1


def test_hands_of_the_same_designs_share_a_plan_but_list_their_own_cards(content, po):
    """Two hands of equal designs and different cards: one plan, each hand's own card numbers."""
    s = po.new(tower=TowerMode.NO_DEXTERITY)
    po.empty_hand(s, 0)
    po.build(s, 0, "coal_plant", "gas_plant", "nuclear_plant")
    first = po.give(s, 0, "natural_gas", "uranium_or_waste", "coal_plant", "smart_grid")
    check_state(s)
    before = engine.legal_actions(s)
    po.empty_hand(s, 0)
    second = po.give(s, 0, "natural_gas", "uranium_or_waste", "coal_plant", "smart_grid")
    assert sorted(first) != sorted(second)
    check_state(s)
    after = engine.legal_actions(s)
    assert len(before) == len(after) and before != after
    assert {c for a in after if isinstance(a, Generate) for c in a.cards} <= set(second)


def test_the_owned_counts_follow_plants_added_outside_the_rules(po):
    """`State.owned` is kept per set of plants, so plants put down by hand (as tests and views
    do) are counted too."""
    s = po.new()
    assert s.owned(0)[COAL] == 0
    po.build(s, 0, "coal_plant")
    assert s.owned(0)[COAL] == 1 and s.unused(COAL) == 1
    po.build(s, 0, "coal_plant", "gas_plant")
    assert s.owned(0)[COAL] == 2 and s.plant_count(0, GAS) == 1


def test_the_tables_per_type_and_per_height_are_the_packs(content, po):
    s = po.new(tower=TowerMode.NO_DEXTERITY)
    t_ = s.tables
    for i, t in enumerate(PLANT_TYPES):
        assert (t_.power[i], t_.carbon[i]) == (content.plant_types[t].power, content.plant_types[t].carbon)
    chance = content.tower_chance
    for height in range(content.carbon_tokens + 3):
        plain = 0 if height == 0 else min(chance.cap, chance.base + chance.per_token * height)
        assert gen.fall_per_mille(s, height) == plain
        if height <= content.carbon_tokens:
            assert t_.fall[height] == plain


def test_hands_of_one_layout_share_generate_blocks_but_list_their_own_moves(po):
    """Hands of different designs laid out alike (group sizes, fuel cards at the same places)
    share the generates' plans (`_Pack.blocks`), and each lists its own builds, plays and cards."""
    s = po.new(tower=TowerMode.NO_DEXTERITY)
    po.empty_hand(s, 0)
    po.build(s, 0, "coal_plant", "coal_plant", "gas_plant")
    po.give(s, 0, "coal_plant", "smart_grid", "smart_grid", "natural_gas")
    check_state(s)
    po.empty_hand(s, 0)
    po.give(s, 0, "solar_plant", "recycling", "recycling", "natural_gas")
    check_state(s)
