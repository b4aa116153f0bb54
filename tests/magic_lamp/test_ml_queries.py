"""The rules queries the Magic Lamp views ask (desktop_app/rules/magic_lamp/queries.py)."""

from __future__ import annotations

from fractions import Fraction

from desktop_app.content.magic_lamp import Metal
from desktop_app.rules.magic_lamp import engine
from desktop_app.rules.magic_lamp.actions import AcceptWish, DrawCard, RefuseWish
from desktop_app.rules.magic_lamp.game import MAGIC_LAMP
from desktop_app.rules.magic_lamp.queries import (
    bust_chance,
    bust_odds,
    cards_above_wizard,
    may_refuse_wish,
    most_scorpions_on_a_card,
    next_card_is_wizard,
    ranking,
    ranking_key,
    scorpion_limit,
    scorpions_to_spare,
)
from desktop_app.rules.magic_lamp.state import Phase
from desktop_app.rules.magic_lamp.views import observation

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


def test_a_card_can_carry_two_scorpions_and_one_card_can_end_a_draw(content, ml):
    """Seed 003: 「若卡牌下方繪有毒蠍圖案，須進行毒蠍數量累積計算。…若毒蠍圖案的累積數量大於或等於骰子點數，
    玩家須將所有抽取的卡牌棄置」 — scorpions are counted, not cards: with 2 to spare, one card
    carrying two ends the draw (what the draw panel warns of)."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    assert most_scorpions_on_a_card(s) == 2
    top = [*ml.pick(s, S, 0, 1), *ml.pick(s, S, 2, 1)]
    ml.stack(s, S, top)
    ml.choose(s, [(S, 2)], [(G, 5)], [(G, 6)])
    ml.race(s, None, None, None)
    engine.apply_in_place(s, DrawCard())
    assert scorpions_to_spare(s) == 2
    engine.apply_in_place(s, DrawCard())  # one card, two scorpions: 2 >= 2
    assert s.tableau[0] == [] and ml.ids(s, s.discard)[-2:] == top


def test_bust_chance_counts_the_unseen_cards_carrying_the_scorpions_to_spare(content, ml):
    """Seed 003: 「只要毒蠍圖案的累積數量小於骰子點數，玩家便可保留其所有抽取的卡牌。但若毒蠍圖案的累積數量
    大於或等於骰子點數，玩家須將所有抽取的卡牌棄置」: the chance shown before a draw is the share of the
    chest's unseen cards whose scorpions reach the ones still to spare."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    ml.stack(s, S, ml.pick(s, S, 1, 1))
    ml.choose(s, [(S, 3)], [(G, 5)], [(G, 6)])
    ml.race(s, None, None, None)
    st = s.static
    deck = [c for c in s.decks[1] if not st.is_wizard(c)]
    assert bust_odds(s) == (0, len(deck))  # 3 to spare: no single card carries 3
    engine.apply_in_place(s, DrawCard())  # one scorpion: 2 to spare
    deck = [c for c in s.decks[1] if not st.is_wizard(c)]
    twos = sum(1 for c in deck if st.scorpions[c] >= 2)
    assert bust_odds(s) == (twos, len(deck)) and twos > 0
    assert bust_chance(s) == Fraction(twos, len(deck))


def test_bust_chance_never_reads_the_hidden_order(content, ml):
    """RULES-NOTES: the chest's order is hidden (seed 003: 「將3堆寶箱卡牌堆正面朝下集中洗勻」), so the
    chance is the same whatever the order and the same on the player's own observation."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    ml.stack(s, S, ml.pick(s, S, 1, 1))
    ml.choose(s, [(S, 4)], [(G, 5)], [(G, 6)])
    ml.race(s, None, None, None)
    engine.apply_in_place(s, DrawCard())
    assert s.phase is Phase.DRAW and s.actor == 0
    before = bust_odds(s)
    deck = s.decks[1]
    wizard = next(i for i, c in enumerate(deck) if s.static.is_wizard(c))
    others = [c for c in deck if not s.static.is_wizard(c)]
    others.reverse()
    others.insert(wizard, deck[wizard])
    s.decks[1] = others  # another order, the wizard in its public place
    assert bust_odds(s) == before
    assert bust_odds(observation(s, 0)) == before


def test_when_the_wizard_is_next_no_card_can_lose_the_draw(content, ml):
    """Seed 003: the wizard lies 6th from the bottom (「置於對應卡牌堆底部算起第5張卡牌的上方」) and
    「當有玩家抽到巫師卡時即告結束」 — with it next, the draw stops with the cards kept: no bust chance."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    while len(s.decks[1]) > 6:  # leave the wizard on top of its five
        s.discard.append(s.decks[1].pop())
    ml.choose(s, [(S, 2)], [(G, 5)], [(G, 6)])
    ml.race(s, None, None, None)
    assert next_card_is_wizard(s, 1) and next_card_is_wizard(observation(s, 0), 1)
    assert bust_odds(s) == (0, 0) and bust_chance(s) == 0


def test_the_wizard_lies_sixth_from_the_bottom_of_each_chest(content, ml):
    """Seed 003: 「將金、銀、銅寶箱卡的巫師卡正面朝下分別置於對應卡牌堆底部算起第5張卡牌的上方(即位於卡牌堆的
    倒數第6張)」: the chest's tooltip says how many cards lie above it, on any player's view."""
    s = ml.new(content, 3)
    for metal in range(3):
        above = len(s.decks[metal]) - 6
        assert cards_above_wizard(s, metal) == above
        assert cards_above_wizard(observation(s, 1), metal) == above
    s.wizards.append(s.decks[0].pop(5))  # out of the chest
    assert cards_above_wizard(s, 0) is None
