"""The carbon tower: stacking outcomes, collapse penalties, the no-dexterity chance (seed 001 3.(2))."""

from __future__ import annotations

import dataclasses

import pytest

from desktop_app.ai.power_on import heuristic
from desktop_app.content.power_on import PlantType, TowerChance
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_on import engine
from desktop_app.rules.power_on import generation as gen
from desktop_app.rules.power_on.actions import (
    DiscardCard,
    EndActions,
    Generate,
    StackToken,
    TakeCities,
)
from desktop_app.rules.power_on.state import Phase, PowerOnOptions, TowerMode


def _coal_turn(po, s, player=0):
    po.build(s, player, "coal_plant")
    engine.apply_in_place(s, Generate(PlantType.COAL, 1, (s.hands[player][0],)))


def test_tokens_are_stacked_one_at_a_time_and_the_tower_persists(po):
    """Seed 001: "每次僅能放置1個碳排放指示物"; "碳塔建立後，之後的玩家須繼續往上堆疊，場上僅能有1座碳塔"."""
    s = po.new()
    _coal_turn(po, s)
    for i in range(4):
        assert s.pending_tokens == 4 - i
        engine.apply_in_place(s, StackToken(i, 0, 0))
    assert s.tower == 4 and s.tower_drops == [(0, 0), (1, 0), (2, 0), (3, 0)]
    engine.apply_in_place(s, EndActions())
    engine.apply_in_place(s, TakeCities(()))
    assert s.current == 1 and s.tower == 4  # the next player builds on the same tower


def test_collapse_no_power_skip_next_turn_others_discard_tower_cleared(po):
    """Seed 001: "導致碳塔倒塌的玩家除本次啟動的電廠不能發電外，尚須暫停1個行動回合以示懲罰。此外，碳塔倒塌時其他每位玩家須從自家手牌上挑選1張卡牌，將其丟置棄牌堆"; "須將整座碳塔清除"."""
    s = po.new(players=3)
    s.tower, s.tower_drops = 5, [(0, 0)] * 5
    _coal_turn(po, s)
    engine.apply_in_place(s, StackToken(0, 0, 0))
    engine.apply_in_place(s, StackToken(40, 30, 1))
    assert s.power == 0 and s.tower == 0 and s.tower_drops == [] and s.carbon_supply() == 24
    assert s.skip_turns[0] == 1 and s.collapses[0] == 1
    assert s.phase is Phase.DISCARD and engine.current_player(s) == 1
    for p in (1, 2):
        card = s.hands[p][0]
        engine.apply_in_place(s, DiscardCard(card))
        assert len(s.hands[p]) == 4 and s.discard[-1] == card
    assert s.phase is Phase.ACTIONS and engine.current_player(s) == 0 and s.actions_left == 2


def test_collapsing_player_skips_the_next_turn(po):
    """Seed 001: "尚須暫停1個行動回合以示懲罰"."""
    s = po.new(players=3)
    s.skip_turns[0] = 1
    for p in (0, 1, 2):
        s.current = p
        s.phase = Phase.CITY
        engine.apply_in_place(s, TakeCities(()))
        if p == 2:
            assert s.current == 1 and s.skip_turns[0] == 0  # seat 0's turn was passed over


def test_collapse_player_with_an_empty_hand_does_not_discard(po):
    """Seed 001: "其他每位玩家須從自家手牌上挑選1張卡牌" (nothing to choose from an empty hand)."""
    s = po.new(players=2)
    po.empty_hand(s, 1)
    _coal_turn(po, s)
    engine.apply_in_place(s, StackToken(0, 0, 0))
    engine.apply_in_place(s, StackToken(0, 0, 1))
    assert s.phase is Phase.ACTIONS and s.tower == 0


def test_stacking_waits_for_the_tokens(po):
    """The outcome of each stack enters the rules as an action (RULES-NOTES 3)."""
    s = po.new()
    _coal_turn(po, s)
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, EndActions())
    assert err.value.code == "wrong_time"
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, StackToken(0, 0, 2))
    assert err.value.code == "bad_drop"


def test_no_dexterity_collapse_chance_grows_with_height(content):
    """RULES-NOTES 3: "A "no dexterity" setting replaces stacking with a collapse chance that grows with tower height"."""
    chance = content.tower_chance
    heights = [chance.per_mille(h) for h in range(25)]
    assert heights == sorted(heights) and heights[0] < heights[12] <= chance.cap


def test_no_dexterity_tower_draws_from_the_seeded_rng(po):
    """Same seed and actions, same outcome (derive_rng): the no-dexterity tower replays exactly."""
    outcomes = set()
    falls = 0
    for seed in range(40):
        runs = []
        for _ in range(2):
            s = po.new(seed=seed, tower=TowerMode.NO_DEXTERITY)
            s.tower = 14
            _coal_turn(po, s)
            runs.append((s.tower, s.power, s.phase))
        assert runs[0] == runs[1]
        outcomes.add(runs[0][1])
        falls += runs[0][1] == 0
    assert outcomes == {0, 4} and 0 < falls < 40  # at height 14 both happen


def test_no_dexterity_short_supply_restacks_from_the_top(po):
    """Decision: missing tokens come off the tower's top and are stacked again (chance mode too)."""
    s = po.new(seed=4, tower=TowerMode.NO_DEXTERITY)
    s.tower = 23
    _coal_turn(po, s)
    assert any(e[0] == "restack" and e[2] == 3 for e in s.events)
    assert s.tower in (0, 24) and (s.power == 4) == (s.tower == 24)


def test_the_first_token_goes_on_the_table_where_its_stacker_chooses_and_cannot_fall(po):
    """Seed 001 3.(2) A: 「碳塔直接從桌面上開始堆疊，由首位堆疊玩家決定堆疊位置」: on an empty tower the
    first token lies on the table, so no outcome but "stood" is legal and a misaimed first token
    costs no turn."""
    s = po.new(players=3)
    _coal_turn(po, s)
    assert s.tower == 0 and engine.first_token(s)
    assert engine.legal_actions(s) == [StackToken(0, 0, 0)]
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, StackToken(90, 45, 1))
    assert err.value.code == "first_token_stands"
    assert s.phase is Phase.STACKING and s.skip_turns == [0, 0, 0] and s.collapses == [0, 0, 0]
    engine.apply_in_place(s, StackToken(90, 45, 0))  # far from the table's middle: it still stands
    assert s.tower == 1 and s.tower_drops == [(90, 45)] and s.pending_tokens == 3
    assert not engine.first_token(s)
    assert StackToken(0, 0, 1) in engine.legal_actions(s)  # the second token can fall


def test_the_first_token_cannot_fall_with_the_no_dexterity_tower_whatever_the_pack_says(po, content):
    """Seed 001 3.(2) A: 「碳塔直接從桌面上開始堆疊」: the first token of a tower lies on the table. A
    pack whose chance already starts above 0 (`tower_chance.base`), even at 100%, cannot make it
    fall: the rule guarantees it, not the shipped number. The second token can fall."""
    sure = dataclasses.replace(content, tower_chance=TowerChance(base=1000, per_token=0, cap=1000))
    for seed in range(20):
        s = engine.new_game(sure, PowerOnOptions(players=2, seed=seed, tower=TowerMode.NO_DEXTERITY))
        assert gen.fall_per_mille(s, 0) == 0 and gen.fall_per_mille(s, 1) == 1000
        assert heuristic._collapse_risk(s, 1) == 0.0 and heuristic._collapse_risk(s, 2) == 1.0
        _coal_turn(po, s)  # the same cards: only the tower's chance differs
        assert (gen.EV_COLLAPSE, 0, 1) in s.events, "the first token stood; the second brought it down"
        assert s.carbon_stacked[0] == 1 and s.power == 0 and s.tower == 0


def test_after_a_collapse_the_next_tower_starts_on_the_table_again(po):
    """Seed 001 3.(2) E: 「碳塔倒塌後，須將整座碳塔清除…待下一次堆疊碳塔時，再從桌面上開始重新堆疊」: the
    first token of the new tower cannot fall either."""
    s = po.new(players=2)
    po.empty_hand(s, 1)
    po.build(s, 0, "coal_plant", "coal_plant")
    po.give(s, 0, "coal_plant", "coal_plant")
    engine.apply_in_place(s, Generate(PlantType.COAL, 1, (s.hands[0][0],)))
    engine.apply_in_place(s, StackToken(0, 0, 0))
    engine.apply_in_place(s, StackToken(30, 0, 1))
    assert s.tower == 0 and s.phase is Phase.ACTIONS
    engine.apply_in_place(s, Generate(PlantType.COAL, 1, (s.hands[0][0],)))
    assert engine.first_token(s) and engine.legal_actions(s) == [StackToken(0, 0, 0)]


def test_each_collapse_costs_its_own_skipped_turn(po):
    """Seed 001 3.(1): 「若堆疊失敗造成碳塔倒塌，除本次啟動的電廠不能發電外，尚須暫停1個行動回合以示懲罰」:
    the penalty comes with each collapse, so toppling the tower twice in one turn skips two turns."""
    s = po.new(players=2)
    po.build(s, 0, "coal_plant", "coal_plant")
    po.give(s, 0, "coal_plant", "coal_plant")
    for _ in range(2):
        engine.apply_in_place(s, Generate(PlantType.COAL, 1, (s.hands[0][0],)))
        engine.apply_in_place(s, StackToken(0, 0, 0))
        engine.apply_in_place(s, StackToken(30, 0, 1))
        engine.apply_in_place(s, DiscardCard(s.hands[1][0]))  # the other player discards
    assert s.collapses[0] == 2 and s.skip_turns[0] == 2
    engine.apply_in_place(s, EndActions())
    engine.apply_in_place(s, TakeCities(()))
    seats = []
    for _ in range(4):
        seats.append(s.current)
        engine.apply_in_place(s, EndActions())
        engine.apply_in_place(s, TakeCities(()))
    assert seats == [1, 1, 1, 0]  # seat 0 missed its next two turns, then plays again
    assert s.skip_turns[0] == 0


def test_two_collapses_in_one_turn_are_two_skipped_turns_in_a_simulated_game(content):
    """Seed 001 3.(2) D: 「導致碳塔倒塌的玩家…尚須暫停1個行動回合以示懲罰」, once per collapse: 4 heuristic
    players, seed 8, no-dexterity tower; seat 0 topples the tower at actions 146 and 151 of the
    same turn (before this rule was counted, the second collapse cost nothing)."""
    from desktop_app.ai.base import bot_rng
    from desktop_app.ai.power_on.heuristic import HeuristicBot
    from desktop_app.rules.power_on.views import observation

    s = engine.new_game(content, PowerOnOptions(4, 8, TowerMode.NO_DEXTERITY))
    bots = [HeuristicBot() for _ in range(4)]
    rngs = [bot_rng(8, p) for p in range(4)]
    skips_before_next_turn = None
    for index in range(1000):
        p = engine.current_player(s)
        engine.apply_in_place(s, bots[p].choose(observation(s, p), rngs[p]))
        if index in (146, 151):
            assert p == 0 and any(e[:2] == ("collapse", 0) for e in s.events), index
        if index == 151:
            assert s.collapses[0] == 2 and s.skip_turns[0] == 2
            skips_before_next_turn = 0
        elif skips_before_next_turn is not None:
            skips_before_next_turn += s.events.count(("skip", 0))
            if ("turn", 0) in s.events:
                break
    assert skips_before_next_turn == 2 and s.skip_turns[0] == 0 and s.current == 0
