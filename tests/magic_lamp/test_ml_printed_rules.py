"""Issue 10, "The printed rules exactly": the wizard, amulet stacks and the ring's scorpions
(seed 003), and computer players who touch the lamp without a match."""

from __future__ import annotations

import random

import pytest

from desktop_app.ai.magic_lamp.heuristic import HeuristicBot
from desktop_app.ai.magic_lamp.reaction import slips
from desktop_app.content.magic_lamp import Metal
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.magic_lamp import engine
from desktop_app.rules.magic_lamp.actions import (
    AcceptWish,
    ChooseChest,
    DrawCard,
    KeepAmuletAlone,
    NameThief,
    PlaceAmulet,
    RubLamp,
    TakeCard,
)
from desktop_app.rules.magic_lamp.scoring import gem_counts, majority_holders
from desktop_app.rules.magic_lamp.state import ALONE, NO_PLAYER, Phase
from desktop_app.rules.magic_lamp.views import observation, public_json

B, S, G = Metal.BRONZE, Metal.SILVER, Metal.GOLD
RUBY = 1  # index of ruby in GEMS


def wizard_on_top(ml, s, metal: Metal, above: list[str] = ()) -> None:
    """Discard every card above the chest's wizard, then put `above` (top first) on it."""
    deck = s.decks[[B, S, G].index(metal)]
    at = next(i for i, c in enumerate(deck) if s.static.is_wizard(c))
    ml.to_discard(s, ml.ids(s, deck[at + 1 :]))
    if above:
        ml.stack(s, metal, list(above))


def lamp_on_top(s, lamp_id: str) -> None:
    index = {card.id: i for i, card in enumerate(s.static.lamp)}
    s.lamp_deck.remove(index[lamp_id])
    s.lamp_deck.append(index[lamp_id])


# --- the wizard ------------------------------------------------------------------------------


def test_wizard_ends_the_game_and_no_later_chest_is_explored(content, ml):
    """Seed 003: 「遊戲持續進行出現至當有玩家抽到巫師卡時即告結束」. The draw that meets the wizard
    stops there (the cards drawn before it are kept); the silver and gold chests chosen this
    round are not explored; the game is scored at once."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    safe = ml.pick(s, B, 0, 1, kind="ruby") + ml.pick(s, B, 0, 1, kind="ring")
    wizard_on_top(ml, s, B, safe)
    silver, gold = len(s.decks[1]), len(s.decks[2])
    ml.choose(s, [(B, 4)], [(S, 2)], [(G, 6)])
    ml.race(s, None, None, None)
    for _ in range(3):
        engine.apply_in_place(s, DrawCard())
    assert ml.ids(s, s.wizards) == ["bronze_wizard"]
    assert engine.is_over(s) and s.round == 1
    assert ml.ids(s, s.tableau[0]) == safe
    assert s.tableau[1] == [] and s.tableau[2] == []
    assert (len(s.decks[1]), len(s.decks[2])) == (silver, gold)
    assert [row["total"] for row in s.scores] == [2 + 5, 0, 0]  # two cards, most rubies


def test_wizard_draw_finishes_with_its_amulet_placed_before_scoring(content, ml):
    """Seed 003: 「當有玩家抽到巫師卡時即告結束」 — the exploration in which the wizard is drawn
    finishes first: an amulet drawn before it is still placed, and counts in the scoring."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    ml.give(s, 0, ["gold_ruby_1"])
    ml.give(s, 1, ["silver_ruby_1"])
    amulet = ml.pick(s, B, 0, 1, kind="amulet")
    wizard_on_top(ml, s, B, amulet)
    ml.choose(s, [(B, 3)], [(S, 2)], [(G, 6)])
    ml.race(s, None, None, None)
    engine.apply_in_place(s, DrawCard())
    engine.apply_in_place(s, DrawCard())  # the wizard
    assert s.phase is Phase.AMULET and s.actor == 0
    engine.apply_in_place(s, PlaceAmulet("ruby"))
    assert engine.is_over(s)
    assert majority_holders(s)[RUBY] == 0  # 2 rubies (gem + amulet) against 1
    assert ml.ids(s, s.tableau[1]) == ["silver_ruby_1"]  # silver was not explored


def test_wizard_met_by_a_free_draw_wish_ends_the_game_at_once(content, ml):
    """Seed 003: 「當有玩家抽到巫師卡時即告結束」, also when a wish's free draw meets the wizard:
    nothing further happens that round (no chest is explored), then the game is scored."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    wizard_on_top(ml, s, G)
    bronze = len(s.decks[0])
    lamp_on_top(s, "treasure_rain")
    ml.choose(s, [(B, 3)], [(S, 3)], [(G, 1)])
    ml.race(s, 100, None, None)
    engine.apply_in_place(s, AcceptWish())
    engine.apply_in_place(s, ChooseChest(G))
    assert ml.ids(s, s.wizards) == ["gold_wizard"]
    assert engine.is_over(s) and s.round == 1
    assert len(s.decks[0]) == bronze and s.tableau == [[], [], []]


def test_wizard_met_by_a_free_draw_skips_the_other_genies_wishes(content, ml):
    """Seed 003: 「當有玩家抽到巫師卡時即告結束」: with two genies summoned, a first genie's free
    draw that meets the wizard ends the game before the second genie's wishes."""
    s = ml.new(content, 4)
    ml.clear_tableaus(s)
    wizard_on_top(ml, s, B)
    lamp_on_top(s, "copper_kettle")  # free draw of 2 from the bronze chest
    ml.choose(s, [(S, 2)], [(G, 2)], [(S, 5)], [(G, 5)])
    ml.race(s, 100, None, 200, None)  # genies: seat 0 (the 2s), then seat 2 (the 5s)
    assert s.phase is Phase.WISH and s.actor == 0
    engine.apply_in_place(s, AcceptWish())
    assert engine.is_over(s) and s.wish_card == -1
    assert ml.ids(s, s.wizards) == ["bronze_wizard"]


# --- amulets: one stack per gem colour ---------------------------------------------------------


def rampage_take(ml, s, victim: int, card_id: str) -> None:
    """Seat `victim` touches the lamp with no match and names seat 0, who takes `card_id`."""
    thief = 0
    ml.choose(s, *([(m, v)] for m, v in [(B, 2), (S, 3), (G, 4), (B, 5), (S, 6)][: s.players]))
    ml.race(s, *(50 if q == victim else None for q in range(s.players)))
    engine.apply_in_place(s, NameThief(thief))
    engine.apply_in_place(s, TakeCard(card_id))


def test_amulet_stays_under_a_stack_of_two_when_one_gem_is_taken(content, ml):
    """Seed 003: 「原先置於某張寶石卡下方(其上方只有1張寶石卡)，但該張寶石卡被其他玩家取走，則此護符卡
    將視為單獨1張」: with two rubies above it, taking one leaves the amulet under the other."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    ml.give(s, 1, ["gold_ruby_1", "silver_ruby_1", "gold_amulet_1"])
    ml.under(s, "gold_amulet_1", "gold_ruby_1")
    rampage_take(ml, s, 1, "gold_ruby_1")
    assert s.amulet_colour[ml.cid(s, "gold_amulet_1")] == RUBY
    assert gem_counts(s, 1)[RUBY] == 2  # silver ruby + amulet


def test_amulet_left_alone_when_the_last_gem_of_its_colour_is_taken(content, ml):
    """Seed 003: 「其上方只有1張寶石卡，但該張寶石卡被其他玩家取走，則此護符卡將視為單獨1張，將無法再
    放置任何寶石卡(包括原先顏色寶石卡)的下方位置」: the last ruby taken, the amulet is alone for good,
    even when its owner gains a ruby again."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    ml.give(s, 1, ["gold_ruby_1", "gold_amulet_1"])
    ml.under(s, "gold_amulet_1", "gold_ruby_1")
    rampage_take(ml, s, 1, "gold_ruby_1")
    assert s.amulet_colour[ml.cid(s, "gold_amulet_1")] == ALONE
    ml.give(s, 1, ["silver_ruby_1"])
    assert gem_counts(s, 1)[RUBY] == 1
    assert public_json(s)["players"][1]["amulets"] == {"gold_amulet_1": None}


def test_amulets_of_one_colour_all_go_alone_with_the_last_gem(content, ml):
    """Seed 003: 「其上方只有1張寶石卡...被其他玩家取走，則此護符卡將視為單獨1張」, for every amulet
    under that colour; an amulet under another colour keeps its colour."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    ml.give(s, 1, ["gold_ruby_1", "gold_amulet_1", "silver_amulet_1", "gold_diamond_1", "bronze_amulet_1"])
    ml.under(s, "gold_amulet_1", "gold_ruby_1")
    ml.under(s, "silver_amulet_1", "gold_ruby_1")
    ml.under(s, "bronze_amulet_1", "gold_diamond_1")
    rampage_take(ml, s, 1, "gold_ruby_1")
    assert public_json(s)["players"][1]["amulets"] == {
        "bronze_amulet_1": "diamond",
        "gold_amulet_1": None,
        "silver_amulet_1": None,
    }


def test_amulet_goes_under_the_gem_colour_stack(content, ml):
    """Seed 003: 「護符卡為寶石萬用卡，可將其置於任一寶石卡...的下方位置，並視為該種顏色寶石卡」:
    one choice per colour held (the player's gems of a colour are one stack), a second amulet
    may join a stack that has one, and a colour not held is refused."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    ml.give(s, 0, ["gold_ruby_1", "silver_ruby_1", "bronze_amulet_1", "gold_diamond_1"])
    ml.under(s, "bronze_amulet_1", "gold_ruby_1")
    amulet = ml.pick(s, S, 0, 1, kind="amulet")
    ml.stack(s, S, amulet)
    ml.choose(s, [(S, 1)], [(G, 5)], [(G, 6)])
    ml.race(s, None, None, None)
    engine.apply_in_place(s, DrawCard())
    assert engine.legal_actions(s) == [PlaceAmulet("diamond"), PlaceAmulet("ruby"), KeepAmuletAlone()]
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, PlaceAmulet("emerald"))
    assert err.value.code == "no_gem_stack"
    engine.apply_in_place(s, PlaceAmulet("ruby"))
    assert gem_counts(s, 0) == [1, 4, 0, 0]


def test_amulet_placed_by_a_gem_card_id_from_an_old_save(content, ml):
    """Saves made before colour stacks name one gem card: 「可將其置於任一寶石卡...的下方位置」 — that
    card's colour is the stack."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    ml.give(s, 0, ["gold_ruby_1"])
    ml.stack(s, S, ml.pick(s, S, 0, 1, kind="amulet"))
    ml.choose(s, [(S, 1)], [(G, 5)], [(G, 6)])
    ml.race(s, None, None, None)
    engine.apply_in_place(s, DrawCard())
    engine.apply_in_place(s, PlaceAmulet("gold_ruby_1"))
    assert gem_counts(s, 0)[RUBY] == 2


def test_amulet_stack_decides_the_gem_majority(content, ml):
    """Seed 003: 「各種寶石卡...持有最多數量最多者：可額外獲得5分」 with amulets 「視為該種顏色寶石卡」:
    one ruby with two amulets under it (3) beats two rubies."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    ml.give(s, 0, ["gold_ruby_1", "gold_amulet_1", "silver_amulet_1"])
    ml.under(s, "gold_amulet_1", "gold_ruby_1")
    ml.under(s, "silver_amulet_1", "gold_ruby_1")
    ml.give(s, 1, ["silver_ruby_1", "bronze_ruby_1"])
    assert majority_holders(s)[RUBY] == 0
    assert observation(s, 2).amulet_colour == s.amulet_colour  # amulets are on the table


def test_bot_steals_the_last_gem_of_a_stack_with_amulets(content, ml):
    """Seed 003: 「該張寶石卡被其他玩家取走，則此護符卡將視為單獨1張」: a computer thief values the
    lone ruby above two amulets over a ruby from a stack of two."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    ml.give(s, 1, ["gold_ruby_1", "gold_amulet_1", "silver_amulet_1", "silver_ruby_1", "bronze_ruby_1"])
    ml.under(s, "gold_amulet_1", "gold_ruby_1")
    ml.under(s, "silver_amulet_1", "gold_ruby_1")
    bot = HeuristicBot()
    lone = TakeCard("gold_ruby_1")
    assert bot._amulets_freed(s, 0, ml.cid(s, "gold_ruby_1")) == 0  # a stack of three rubies
    s.tableau[1].remove(ml.cid(s, "silver_ruby_1"))
    s.tableau[1].remove(ml.cid(s, "bronze_ruby_1"))
    s.discard += [ml.cid(s, "silver_ruby_1"), ml.cid(s, "bronze_ruby_1")]
    assert bot._amulets_freed(s, 0, ml.cid(s, "gold_ruby_1")) == 2
    assert bot._pick_value(s, 0, lone) > bot._card_value(s, 0, ml.cid(s, "gold_ruby_1"))


# --- the magic ring ----------------------------------------------------------------------------


def _six_with_a_ward(content, ml, scorpions: list[int]):
    """Seat 0 summons the genie, takes a +2 ward, then draws six bronze cards with these
    scorpions on a 6 (the ring variant)."""
    s = ml.new(content, 3, ring=True)
    ml.clear_tableaus(s)
    top = []
    for n in sorted(set(scorpions)):
        top += ml.pick(s, B, n, scorpions.count(n))
    ml.stack(s, B, top)
    lamp_on_top(s, "genie_shield")
    ml.choose(s, [(B, 6)], [(G, 6)], [(S, 1)])
    ml.race(s, 100, None, None)
    engine.apply_in_place(s, AcceptWish())
    assert s.ward[0] == 2 and s.phase is Phase.DRAW and s.actor == 0
    for _ in range(6):
        engine.apply_in_place(s, DrawCard())
    return s


def test_ring_needs_fewer_than_6_scorpions_whatever_the_ward(content, ml):
    """Seed 003 variant: 「避開毒蠍威脅(即已翻開卡牌的毒蠍加總數量小於6)。若玩家成功抽滿6張...尚可
    取得魔戒指示物」: a +2 ward keeps six cards with 6 scorpions, but not the ring."""
    s = _six_with_a_ward(content, ml, [2, 2, 1, 1, 0, 0])
    assert len(s.tableau[0]) == 6 and s.drawn_scorpions == 6
    assert s.ring_holder == NO_PLAYER


def test_ring_taken_with_5_scorpions_under_a_ward(content, ml):
    """Seed 003 variant: 「毒蠍加總數量小於6...若玩家成功抽滿6張...尚可取得魔戒指示物」: 5 scorpions
    on six cards take the ring."""
    s = _six_with_a_ward(content, ml, [2, 1, 1, 1, 0, 0])
    assert len(s.tableau[0]) == 6 and s.ring_holder == 0


# --- computer players touching the lamp without a match ----------------------------------------


def test_beginners_touch_the_lamp_without_a_match_more_often(content):
    """Seed 003: 「若場上無任何玩家間的骰子點數相同，卻有玩家用手去觸碰桌面中央的神燈卡牌堆，表示精靈
    暴走」: computer players slip now and then, beginners more than experts."""
    rates = {}
    for level in ("beginner", "normal", "expert"):
        rng = random.Random(7)
        rates[level] = sum(slips(level, rng) for _ in range(4000)) / 4000
    assert rates["beginner"] > rates["normal"] > rates["expert"] > 0


def test_heuristic_bot_slips_only_without_a_match(content, ml):
    """Seed 003: 「若玩家發現其他玩家的骰子點數與自家的骰子點數相同...須立即用手去觸碰」: with a
    match the bot always touches; without one it touches only on a slip (精靈暴走)."""
    s = ml.new(content, 3)
    ml.choose(s, [(B, 2)], [(S, 3)], [(G, 4)])
    touches = sum(
        type(HeuristicBot("beginner").choose(observation(s, 0), random.Random(i))) is RubLamp for i in range(400)
    )
    assert 0 < touches < 400
    s2 = ml.new(content, 3)
    ml.choose(s2, [(B, 3)], [(S, 3)], [(G, 4)])
    assert all(type(HeuristicBot("expert").choose(observation(s2, 0), random.Random(i))) is RubLamp for i in range(50))


def test_simulated_heuristic_games_see_the_genie_rampage(content, ml):
    """Seed 003: 「誤觸神燈卡牌堆的玩家須進行安撫精靈行動，即須指定其他任一玩家，該玩家可偷取其面前桌上
    任意1張寶石卡、飾品卡...或是魔戒指示物」: in computer-only games false touches happen and the
    rampage is played out (a player is named and may take a treasure)."""
    from desktop_app.ai.base import bot_rng

    named = 0
    for seed in range(40):
        s = ml.new(content, 4, seed=seed, ring=True)
        bots = [HeuristicBot("beginner") for _ in range(4)]
        rngs = [bot_rng(seed, p) for p in range(4)]
        while not engine.is_over(s):
            who = engine.current_player(s)
            act = bots[who].choose(observation(s, who), rngs[who])
            named += type(act) is NameThief
            engine.apply_in_place(s, act)
    assert named > 0
