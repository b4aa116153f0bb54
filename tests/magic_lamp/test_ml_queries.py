"""The rules queries the Magic Lamp views ask (desktop_app/rules/magic_lamp/queries.py)."""

from __future__ import annotations

from desktop_app.content.magic_lamp import Metal
from desktop_app.rules.magic_lamp import engine
from desktop_app.rules.magic_lamp.actions import AcceptWish, DrawCard, RefuseWish
from desktop_app.rules.magic_lamp.game import MAGIC_LAMP
from desktop_app.rules.magic_lamp.queries import (
    may_refuse_wish,
    ranking,
    ranking_key,
    scorpion_limit,
    scorpions_to_spare,
)
from desktop_app.rules.magic_lamp.state import Phase

B, S, G = Metal.BRONZE, Metal.SILVER, Metal.GOLD


def test_scorpions_reaching_the_die_value_lose_the_cards(content, ml):
    """Seed 003: 「若毒蠍圖案的累積數量大於或等於骰子點數，玩家須將所有抽取的卡牌棄置」: the limit the board
    and the panel show is the one at which the rules bust the draw."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    top = ml.pick(s, S, 1, 3)
    ml.stack(s, S, top)
    ml.choose(s, [(S, 3)], [(G, 5)], [(G, 6)])
    ml.race(s, None, None, None)
    assert scorpion_limit(s, 0) == 3 and scorpions_to_spare(s) == 3
    engine.apply_in_place(s, DrawCard())
    engine.apply_in_place(s, DrawCard())
    assert scorpions_to_spare(s) == 1 and s.drawn
    engine.apply_in_place(s, DrawCard())  # the third scorpion: 3 >= 3, all is lost
    assert s.tableau[0] == [] and ml.ids(s, s.discard)[-3:] == top


def test_a_ward_raises_the_scorpion_limit(content, ml):
    """The ward lamp effect (a designed card, docs/rules-decisions.md) lets one more scorpion by;
    the query counts it as the rules do."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    ml.stack(s, S, ml.pick(s, S, 1, 3))
    ml.choose(s, [(S, 3)], [(G, 5)], [(G, 6)])
    ml.race(s, None, None, None)
    s.ward[0] = 1
    assert scorpion_limit(s, 0) == 4
    for _ in range(3):
        engine.apply_in_place(s, DrawCard())
    assert len(s.tableau[0]) == 3  # three scorpions under a limit of 4: kept


def test_only_the_third_wish_must_be_taken(content, ml):
    """Seed 003: 「若玩家不接受第2個願望…再從神燈卡牌堆上抽取1張卡牌…玩家一定要接受此願望」."""
    s = ml.new(content, 3)
    ml.choose(s, [(B, 3)], [(G, 3)], [(S, 6)])
    ml.race(s, 100, 200, None)
    assert s.phase is Phase.WISH and s.actor == 0
    assert may_refuse_wish(s)
    engine.apply_in_place(s, RefuseWish())
    assert may_refuse_wish(s)
    engine.apply_in_place(s, RefuseWish())
    assert not may_refuse_wish(s)
    assert MAGIC_LAMP.refusal(s, RefuseWish()).code == "last_wish"
    assert MAGIC_LAMP.is_legal(s, AcceptWish())


def test_the_highest_score_ranks_first_and_equal_scores_share_a_place(content, ml):
    """Seed 003: 「分數最高者即為遊戲贏家。若出現平手局面，則由平手玩家共同贏得遊戲勝利」: the scoreboard's order
    and shared places come from here. Seat 2 holds a gold set (3 cards + 10), seats 0 and 1 two
    cards each (no majority: the two emeralds tie)."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    ml.give(s, 0, ["bronze_ring_1", "gold_emerald_1"])
    ml.give(s, 1, ["silver_ring_1", "silver_emerald_1"])
    ml.give(s, 2, ["gold_ring_1", "gold_bracelet_1", "gold_necklace_1"])
    assert [ranking_key(s, p) for p in range(3)] == [2, 2, 13]
    assert ranking(s) == [2, 0, 1]
