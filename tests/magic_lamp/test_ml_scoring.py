"""Scoring (seed 003 "３.遊戲結束") and the magic-ring variant (seed 003 "４.變體規則")."""

from __future__ import annotations

from desktop_app.content.magic_lamp import Metal
from desktop_app.rules.magic_lamp import engine
from desktop_app.rules.magic_lamp.actions import DrawCard, TakeCard
from desktop_app.rules.magic_lamp.flow import finish
from desktop_app.rules.magic_lamp.scoring import score_breakdown
from desktop_app.rules.magic_lamp.state import Phase, Pick

B, S, G = Metal.BRONZE, Metal.SILVER, Metal.GOLD


def test_one_point_per_treasure_card(content, ml):
    """Seed 003: "每持有1張寶箱卡(包括各種寶石卡、各種飾品卡、護符卡)：可獲得1分"."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    ml.give(s, 0, ["gold_ruby_1", "silver_ring_1", "bronze_amulet_1"])
    ml.give(s, 1, ["gold_ruby_2", "silver_ruby_1"])
    ml.give(s, 2, ["gold_ruby_3", "silver_ruby_2"])
    assert score_breakdown(s)[0]["cards"] == 3


def test_complete_sets_score_6_8_10(content, ml):
    """Seed 003: "持有整套銅飾品卡：可額外獲得6分 ... 銀...8分 ... 金...10分"."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    for metal in ("bronze", "silver", "gold"):
        ml.give(s, 0, [f"{metal}_ring_1", f"{metal}_bracelet_1", f"{metal}_necklace_1"])
    ml.give(s, 1, ["gold_ring_2", "gold_bracelet_2"])
    rows = score_breakdown(s)
    assert rows[0]["sets"] == 24 and rows[1]["sets"] == 0


def test_most_of_a_gem_colour_scores_5(content, ml):
    """Seed 003: "各種寶石卡(鑽石、紅寶石、藍寶石、綠寶石)持有最多數量最多者：可額外獲得5分"."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    ml.give(s, 0, ["gold_ruby_1", "gold_ruby_2"])
    ml.give(s, 1, ["silver_ruby_1", "silver_emerald_1"])
    rows = score_breakdown(s)
    assert rows[0]["majorities"] == 5 and rows[1]["majorities"] == 5 and rows[2]["majorities"] == 0


def test_tied_gem_majority_scores_no_one(content, ml):
    """Seed 003: "(若出現平手局面，將無任何玩家可獲得額外分數)"."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    ml.give(s, 0, ["gold_ruby_1"])
    ml.give(s, 1, ["silver_ruby_1"])
    assert [row["majorities"] for row in score_breakdown(s)] == [0, 0, 0]


def test_amulet_alone_scores_one_point_and_no_colour(content, ml):
    """Seed 003: "護符卡將視為單獨1張...遊戲結束計分時，該張護符卡可獲得1分"."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    ml.give(s, 0, ["gold_amulet_1"])
    assert score_breakdown(s)[0] == {"cards": 1, "sets": 0, "majorities": 0, "ring": 0, "total": 1}


def test_score_is_the_sum_of_its_breakdown_and_ties_share_the_win(content, ml):
    """Seed 003: "分數最高者即為遊戲贏家。若出現平手局面，則由平手玩家共同贏得遊戲勝利"."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    ml.give(s, 0, ["gold_ring_1", "gold_ruby_1"])
    ml.give(s, 1, ["silver_ring_1", "silver_emerald_1"])
    finish(s)
    assert s.phase is Phase.GAME_OVER and s.winners == (0, 1)
    for row in s.scores:
        assert row["total"] == row["cards"] + row["sets"] + row["majorities"] + row["ring"]


def _six_safe(ml, s, metal):
    ml.stack(s, metal, ml.pick(s, metal, 0, 6))


def test_ring_for_six_cards_drawn_safely_with_a_six(content, ml):
    """Seed 003: "若玩家骰子設置點數為「6」...若玩家成功抽滿6張，除可取得其抽到的所有寶箱卡外，尚可取得
    魔戒指示物...玩家在取得魔戒指示物後，可從棄牌堆內挑選1張卡牌"."""
    s = ml.new(content, 3, ring=True)
    ml.clear_tableaus(s)
    _six_safe(ml, s, S)
    ml.to_discard(s, ["gold_ring_1"])
    ml.choose(s, [(S, 6)], [(G, 2)], [(B, 1)])
    ml.race(s, None, None, None)
    while s.explore_metal != 1 or s.phase is not Phase.DRAW:
        engine.apply_in_place(s, engine.legal_actions(s)[-1])
    for _ in range(6):
        engine.apply_in_place(s, DrawCard())
    assert s.ring_holder == 0
    assert s.phase is Phase.PICK and s.pick_kind is Pick.RING
    engine.apply_in_place(s, TakeCard("gold_ring_1"))
    assert "gold_ring_1" in ml.ids(s, s.tableau[0])
    finish(s)
    assert s.scores[0]["ring"] == 5


def test_no_ring_without_the_variant(content, ml):
    """The ring is a setup option: without it, six safe cards are just six cards."""
    s = ml.new(content, 3, ring=False)
    ml.clear_tableaus(s)
    _six_safe(ml, s, B)
    ml.choose(s, [(B, 6)], [(G, 2)], [(S, 1)])
    ml.race(s, None, None, None)
    for _ in range(6):
        engine.apply_in_place(s, DrawCard())
    assert s.ring_holder == -1
