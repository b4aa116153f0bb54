"""Choosing chests in secret and summoning the genie (seed 003 "(1)選擇寶箱", "(2)召喚精靈")."""

from __future__ import annotations

import pytest

from desktop_app.content.magic_lamp import Metal
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.magic_lamp import engine
from desktop_app.rules.magic_lamp.actions import (
    NameThief,
    PlaceDie,
    RubLamp,
    TakeCard,
    TakeNothing,
    TakeRing,
)
from desktop_app.rules.magic_lamp.state import PRESS_PENDING, Phase
from desktop_app.rules.magic_lamp.views import HIDDEN_DIE, observation

B, S, G = Metal.BRONZE, Metal.SILVER, Metal.GOLD


def test_dice_are_set_in_secret(content, ml):
    """Seed 003: "所有玩家用手遮蓋自家寶藏板塊，秘密將自家骰子擺放在寶藏板塊上" — the next player's
    observation does not show the dice already set."""
    s = ml.new(content, 3)
    engine.apply_in_place(s, PlaceDie(G, 4))
    obs = observation(s, 1)
    assert obs.dice[0] == [HIDDEN_DIE]
    assert observation(s, 0).dice[0] == [(2, 4)]


def test_dice_are_revealed_together_after_everyone_has_set_them(content, ml):
    """Seed 003: "同數1、2、3後將手移開，公開自家寶藏板塊內容"."""
    s = ml.new(content, 3)
    ml.choose(s, [(B, 2)], [(S, 3)], [(G, 4)])
    assert s.phase is Phase.RACE
    assert observation(s, 1).dice == [[(0, 2)], [(1, 3)], [(2, 4)]]


def test_two_players_put_their_two_dice_on_different_chests(content, ml):
    """Seed 003: "2位玩家進行時，雙方玩家可分別將2顆骰子擺放在寶藏板塊上的2個不同寶藏格內，此2顆骰子
    所設定的骰子點數可相同亦可不同"."""
    s = ml.new(content, 2)
    engine.apply_in_place(s, PlaceDie(B, 3))
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, PlaceDie(B, 5))
    assert err.value.code == "same_chest"
    engine.apply_in_place(s, PlaceDie(G, 3))  # the same value is fine
    assert s.actor == 1


def test_die_value_is_one_to_six(content, ml):
    """A die's value is the number of cards to draw: 1 to 6."""
    s = ml.new(content, 3)
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, PlaceDie(B, 7))
    assert err.value.code == "bad_value"


def test_fastest_press_of_a_matching_player_summons_the_genie(content, ml):
    """Seed 003: "若玩家發現其他玩家的骰子點數與自家的骰子點數相同(無論其骰子所在位置為何)，須立即用手
    去觸碰...最快觸碰的玩家可以召喚精靈" — timestamps decide, not the order presses are entered."""
    s = ml.new(content, 3)
    ml.choose(s, [(B, 3)], [(G, 3)], [(S, 5)])  # equal values on different chests match
    ml.race(s, 900, 450, None)
    assert s.phase is Phase.WISH and s.actor == 1 and s.wish_number == 1


def test_presses_are_hidden_until_all_are_entered(content, ml):
    """RULES-NOTES 4: "Timestamps decide, not event order" — so a later seat must not see an
    earlier seat's time."""
    s = ml.new(content, 3)
    ml.choose(s, [(B, 3)], [(G, 3)], [(S, 5)])
    engine.apply_in_place(s, RubLamp(700))
    assert observation(s, 1).presses[0] == PRESS_PENDING


def test_several_matching_groups_lower_value_first(content, ml):
    """Seed 003: "若出現多組點數相同骰子...各組骰子點數相同玩家皆可執行摩擦神燈行動，最快觸碰的玩家
    皆可以召喚精靈，但由骰子點數較低的玩家優先執行"."""
    s = ml.new(content, 4)
    ml.choose(s, [(B, 5)], [(S, 5)], [(G, 3)], [(B, 3)])
    ml.race(s, 300, 500, 800, 600)
    assert s.phase is Phase.WISH and s.actor == 3  # group 3 first: seat 3 was faster than seat 2
    from desktop_app.rules.magic_lamp.flow import TASK_WISH

    assert (TASK_WISH, 0) in s.tasks  # then group 5's fastest


def test_two_players_each_summon_at_most_once(content, ml):
    """Seed 003: "2位玩家進行時，每位玩家只能召喚1次精靈"."""
    s = ml.new(content, 2)
    ml.choose(s, [(B, 2), (G, 4)], [(S, 2), (B, 4)])
    ml.race(s, 100, 400)  # seat 0 fastest in both groups
    assert s.actor == 0
    from desktop_app.rules.magic_lamp.flow import TASK_WISH

    assert [t for t in s.tasks if t[0] == TASK_WISH] == [(TASK_WISH, 1)]


def test_two_player_own_equal_dice_do_not_match(content, ml):
    """Seed 003: "若某位玩家自家的2顆骰子點數相同，將無法執行摩擦神燈行動(除非與對手玩家的骰子點數相同
    才能執行)" — and then the press is a false touch."""
    s = ml.new(content, 2)
    ml.choose(s, [(B, 3), (G, 3)], [(S, 2), (B, 4)])
    ml.race(s, 200, None)
    assert s.phase is Phase.NAME and s.actor == 0


def test_press_without_a_match_while_others_match_is_ignored(content, ml):
    """Decision (docs/rules-decisions.md): the rampage is only "若場上無任何玩家間的骰子點數相同"; when
    some dice match, a press by a player with no match does nothing."""
    s = ml.new(content, 3)
    ml.choose(s, [(B, 3)], [(G, 3)], [(S, 5)])
    ml.race(s, 500, 600, 100)
    assert s.phase is Phase.WISH and s.actor == 0


def test_false_touch_names_a_player_who_may_steal_a_gem_or_accessory(content, ml):
    """Seed 003: "若場上無任何玩家間的骰子點數相同，卻有玩家用手去觸碰...誤觸神燈卡牌堆的玩家須進行安撫精靈
    行動，即須指定其他任一玩家，該玩家可偷取其面前桌上任意1張寶石卡、飾品卡"."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    ml.give(s, 0, ["gold_ruby_1", "gold_amulet_1"])
    ml.choose(s, [(B, 2)], [(S, 3)], [(G, 4)])
    ml.race(s, 300, None, None)
    assert s.phase is Phase.NAME and s.actor == 0
    with pytest.raises(IllegalAction):
        engine.apply_in_place(s, NameThief(0))
    engine.apply_in_place(s, NameThief(2))
    assert s.phase is Phase.PICK and s.actor == 2
    assert {type(x) for x in engine.legal_actions(s)} == {TakeCard, TakeNothing}
    assert TakeCard("gold_amulet_1") not in engine.legal_actions(s)  # "不能偷取護符卡"
    engine.apply_in_place(s, TakeCard("gold_ruby_1"))
    assert ml.ids(s, s.tableau[2]) == ["gold_ruby_1"]


def test_complete_accessory_sets_cannot_be_stolen(content, ml):
    """Seed 003: "若玩家能收集到材質(金、銀、銅)相同的3種飾品卡...則此成套的飾品卡將不會遭致偷竊或交換"."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    ml.give(s, 0, ["silver_ring_1", "silver_bracelet_1", "silver_necklace_1", "silver_ring_2", "gold_ring_1"])
    assert sorted(ml.ids(s, s.stealable(0))) == ["gold_ring_1", "silver_ring_1", "silver_ring_2"]
    # Either silver ring may go (one of them is spare), but never the bracelet or necklace.


def test_false_touch_may_cost_the_ring(content, ml):
    """Seed 003: "...或是魔戒指示物" (ring variant)."""
    s = ml.new(content, 3, ring=True)
    ml.clear_tableaus(s)
    s.ring_holder = 0
    ml.choose(s, [(B, 2)], [(S, 3)], [(G, 4)])
    ml.race(s, 300, None, None)
    engine.apply_in_place(s, NameThief(1))
    assert TakeRing() in engine.legal_actions(s)
    engine.apply_in_place(s, TakeRing())
    assert s.ring_holder == 1


def test_false_touch_with_nothing_to_take_passes(content, ml):
    """Nothing to steal: naming a player ends the calming at once."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    ml.choose(s, [(B, 2)], [(S, 3)], [(G, 4)])
    ml.race(s, 300, None, None)
    engine.apply_in_place(s, NameThief(1))
    assert s.phase is not Phase.PICK
