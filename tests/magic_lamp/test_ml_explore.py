"""Exploring the chests (seed 003 "(3)探索寶箱"), amulets, the wizard and the end."""

from __future__ import annotations

import pytest

from desktop_app.content.magic_lamp import Metal
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.magic_lamp import engine
from desktop_app.rules.magic_lamp.actions import (
    DrawCard,
    KeepAmuletAlone,
    PlaceAmulet,
    StopDrawing,
    TakeCard,
)
from desktop_app.rules.magic_lamp.flow import explorer
from desktop_app.rules.magic_lamp.state import ALONE, Phase

B, S, G = Metal.BRONZE, Metal.SILVER, Metal.GOLD


def no_race(ml, s, *dice):
    ml.choose(s, *dice)
    ml.race(s, *([None] * s.players))


def test_chests_are_explored_bronze_then_silver_then_gold(content, ml):
    """Seed 003: "玩家根據銅寶箱→銀寶箱→金寶箱順序，執行抽取卡牌行動"."""
    s = ml.new(content, 3)
    no_race(ml, s, [(G, 1)], [(B, 2)], [(S, 4)])
    order = []
    while s.phase is Phase.DRAW:
        order.append((s.explore_metal, s.actor))
        engine.apply_in_place(s, StopDrawing())
    assert order == [(0, 1), (1, 2), (2, 0)]


def test_a_chest_no_one_chose_is_not_explored(content, ml):
    """Seed 003: "若某材質寶箱無任何玩家選取，將無任何玩家可在該寶箱卡牌堆上方抽取卡牌"."""
    s = ml.new(content, 3)
    no_race(ml, s, [(G, 1)], [(G, 2)], [(G, 4)])
    assert s.explore_metal == 2 and s.actor == 0


def test_lowest_die_draws_from_a_shared_chest(content, ml):
    """Seed 003: "若某材質寶箱不只1位玩家選取，由骰子點數最小的玩家可在該寶箱卡牌堆上方抽取"."""
    s = ml.new(content, 3)
    no_race(ml, s, [(S, 5)], [(S, 2)], [(B, 4)])
    assert explorer(s, 1) == (1, 0)


def test_tied_lowest_dice_block_each_other(content, ml):
    """Seed 003: "若骰子點數最小的玩家不只一位，則所有平手玩家皆無法抽取卡牌。若有非平手玩家，則由非平手
    玩家中，骰子點數最小的玩家取得抽牌機會"."""
    s = ml.new(content, 5)
    ml.choose(s, [(G, 2)], [(G, 2)], [(G, 5)], [(G, 4)], [(B, 6)])
    assert explorer(s, 2) == (3, 0)
    s2 = ml.new(content, 3)
    ml.choose(s2, [(G, 3)], [(G, 3)], [(B, 1)])
    assert explorer(s2, 2) is None


def test_draws_stop_at_the_die_value(content, ml):
    """Seed 003: "該玩家可在該寶箱卡牌堆上方抽取等同其骰子所示點數的數量卡牌"."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    ml.stack(s, B, ml.pick(s, B, 0, 3))
    no_race(ml, s, [(B, 2)], [(G, 5)], [(G, 6)])
    engine.apply_in_place(s, DrawCard())
    engine.apply_in_place(s, DrawCard())
    assert len(s.tableau[0]) == 2 and s.drawn == []  # kept without a third card
    assert not (s.phase is Phase.DRAW and s.explore_metal == 0)


def test_draw_busts_when_scorpions_reach_the_die_value(content, ml):
    """Seed 003: "若毒蠍圖案的累積數量大於或等於骰子點數，玩家須將所有抽取的卡牌棄置"."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    top = ml.pick(s, S, 0, 1) + ml.pick(s, S, 1, 1) + ml.pick(s, S, 2, 1)
    ml.stack(s, S, top)
    no_race(ml, s, [(S, 3)], [(G, 5)], [(G, 6)])
    for _ in range(3):
        engine.apply_in_place(s, DrawCard())
    assert s.tableau[0] == [] and ml.ids(s, s.discard) == top


def test_fewer_scorpions_than_the_die_keeps_every_card(content, ml):
    """Seed 003: "只要毒蠍圖案的累積數量小於骰子點數，玩家便可保留其所有抽取的卡牌"."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    top = ml.pick(s, S, 2, 1) + ml.pick(s, S, 1, 1) + ml.pick(s, S, 0, 2)
    ml.stack(s, S, top)
    no_race(ml, s, [(S, 4)], [(G, 5)], [(G, 6)])
    for _ in range(4):
        engine.apply_in_place(s, DrawCard())
    assert ml.ids(s, s.tableau[0]) == top


def test_a_player_may_stop_any_time(content, ml):
    """Seed 003: "玩家可在達到最大抽牌數量前隨時喊停"."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    top = ml.pick(s, B, 1, 2)
    ml.stack(s, B, top)
    no_race(ml, s, [(B, 3)], [(G, 5)], [(G, 6)])
    engine.apply_in_place(s, DrawCard())
    engine.apply_in_place(s, DrawCard())
    engine.apply_in_place(s, StopDrawing())
    assert ml.ids(s, s.tableau[0]) == top


def test_amulet_goes_under_a_gem_and_counts_as_its_colour(content, ml):
    """Seed 003: "護符卡為寶石萬用卡，可將其置於任一寶石卡...的下方位置，並視為該種顏色寶石卡"."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    gem = ml.pick(s, B, 0, 1, kind="ruby")
    amulet = ml.pick(s, B, 0, 1, kind="amulet")
    ml.stack(s, B, gem + amulet)
    no_race(ml, s, [(B, 2)], [(G, 5)], [(G, 6)])
    engine.apply_in_place(s, DrawCard())
    engine.apply_in_place(s, DrawCard())
    assert s.phase is Phase.AMULET and s.actor == 0
    assert engine.legal_actions(s) == [PlaceAmulet("ruby"), KeepAmuletAlone()]
    engine.apply_in_place(s, PlaceAmulet("ruby"))
    from desktop_app.rules.magic_lamp.scoring import gem_counts

    assert gem_counts(s, 0) == [0, 2, 0, 0]


def test_amulet_left_alone_when_its_gem_is_taken(content, ml):
    """Seed 003: "原先置於某張寶石卡下方...但該張寶石卡被其他玩家取走，則此護符卡將視為單獨1張，將無法再
    放置任何寶石卡...的下方位置"."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    ml.give(s, 1, ["gold_ruby_1", "gold_amulet_1"])
    ml.under(s, "gold_amulet_1", "gold_ruby_1")
    ml.choose(s, [(B, 2)], [(S, 3)], [(G, 4)])
    ml.race(s, None, 50, None)  # a false touch by seat 1
    from desktop_app.rules.magic_lamp.actions import NameThief

    engine.apply_in_place(s, NameThief(0))
    engine.apply_in_place(s, TakeCard("gold_ruby_1"))
    assert s.amulet_colour[ml.cid(s, "gold_amulet_1")] == ALONE
    assert ml.ids(s, s.tableau[1]) == ["gold_amulet_1"]


def test_amulets_are_fixed_once_placed(content, ml):
    """Seed 003: "護符卡一旦放置後，便無法再行移動" — no action moves a placed amulet."""
    s = ml.new(content, 3)
    with pytest.raises(IllegalAction):
        engine.apply_in_place(s, PlaceAmulet("gold_ruby_1"))


def test_empty_chest_cannot_be_drawn_from(content, ml):
    """A chest can run dry after its wizard is gone; then only stopping is possible."""
    s = ml.new(content, 3)
    no_race(ml, s, [(B, 4)], [(S, 2)], [(G, 6)])
    s.discard.extend(s.decks[0])
    s.decks[0].clear()
    assert engine.legal_actions(s) == [StopDrawing()]
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, DrawCard())
    assert err.value.code == "empty_chest"
