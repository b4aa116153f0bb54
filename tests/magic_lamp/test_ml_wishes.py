"""The genie's wishes (seed 003 "A/B/C 許下第1/2/3個願望") and the designed lamp effects."""

from __future__ import annotations

import pytest

from desktop_app.content.magic_lamp import Metal
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.magic_lamp import engine
from desktop_app.rules.magic_lamp.actions import (
    AcceptWish,
    ChooseChest,
    RefuseWish,
    SetDie,
    TakeCard,
    TakeNothing,
)
from desktop_app.rules.magic_lamp.state import Phase

B, S, G = Metal.BRONZE, Metal.SILVER, Metal.GOLD


def lamp_on_top(s, *lamp_ids):
    """Put these lamp cards on top of the lamp deck, first = top."""
    index = {card.id: i for i, card in enumerate(s.static.lamp)}
    for lamp_id in reversed(lamp_ids):
        s.lamp_deck.remove(index[lamp_id])
        s.lamp_deck.append(index[lamp_id])


def genie_for_seat_0(ml, s, *lamp_ids, dice=None):
    lamp_on_top(s, *lamp_ids)
    ml.choose(s, *(dice or ([(B, 3)], [(G, 3)], [(S, 6)])))
    ml.race(s, 100, 200, None)
    assert s.phase is Phase.WISH and s.actor == 0


def test_third_wish_must_be_taken(content, ml):
    """Seed 003: "若玩家不接受第2個願望...再從神燈卡牌堆上抽取1張卡牌...玩家一定要接受此願望"."""
    s = ml.new(content, 3)
    genie_for_seat_0(ml, s, "snake_charmer", "brave_heart", "desert_boots")
    engine.apply_in_place(s, RefuseWish())
    engine.apply_in_place(s, RefuseWish())
    assert s.wish_number == 3 and engine.legal_actions(s) == [AcceptWish()]
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, RefuseWish())
    assert err.value.code == "last_wish"
    engine.apply_in_place(s, AcceptWish())
    assert s.ward[0] == 1


def test_wish_cards_go_under_the_lamp_deck(content, ml):
    """Seed 003: "執行後玩家將此張神燈卡正面朝下置於神燈卡牌堆下方" (refused ones too)."""
    s = ml.new(content, 3)
    genie_for_seat_0(ml, s, "snake_charmer", "brave_heart")
    first = s.wish_card
    engine.apply_in_place(s, RefuseWish())
    second = s.wish_card
    engine.apply_in_place(s, AcceptWish())
    assert s.lamp_deck[:2] == [second, first] and len(s.lamp_deck) == 25


def test_take_from_discard_wish(content, ml):
    """Designed effect take_from_discard(count): up to `count` cards of the player's choice."""
    s = ml.new(content, 3)
    ml.to_discard(s, ["gold_ring_1", "bronze_ruby_1", "silver_emerald_2"])
    genie_for_seat_0(ml, s, "genie_sweep")
    engine.apply_in_place(s, AcceptWish())
    assert s.phase is Phase.PICK and TakeCard("gold_ring_1") in engine.legal_actions(s)
    engine.apply_in_place(s, TakeCard("gold_ring_1"))
    engine.apply_in_place(s, TakeCard("bronze_ruby_1"))
    assert s.phase is not Phase.PICK
    assert ml.ids(s, s.discard) == ["silver_emerald_2"]


def test_steal_treasure_wish(content, ml):
    """Designed effect steal_treasure: one unprotected gem or accessory from another player."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    ml.give(s, 2, ["gold_necklace_1", "gold_amulet_2"])
    genie_for_seat_0(ml, s, "magic_hand")
    engine.apply_in_place(s, AcceptWish())
    assert engine.legal_actions(s) == [TakeCard("gold_necklace_1"), TakeNothing()]
    engine.apply_in_place(s, TakeCard("gold_necklace_1"))
    assert ml.ids(s, s.tableau[0]) == ["gold_necklace_1"]


def test_free_draw_wish_ignores_scorpions(content, ml):
    """Designed effect free_draw(count, metal?): the top cards of a chest, no scorpion danger."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    risky = ml.pick(s, G, 2, 2)
    ml.stack(s, G, risky)
    genie_for_seat_0(ml, s, "treasure_rain")
    engine.apply_in_place(s, AcceptWish())
    assert s.phase is Phase.CHEST
    engine.apply_in_place(s, ChooseChest(G))
    assert ml.ids(s, s.tableau[0]) == risky


def test_scorpion_ward_wish(content, ml):
    """Designed effect scorpion_ward(amount): this round a draw busts only at die value + amount."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    ml.stack(s, B, ml.pick(s, B, 2, 1) + ml.pick(s, B, 1, 1) + ml.pick(s, B, 0, 1))
    genie_for_seat_0(ml, s, "snake_charmer", dice=([(B, 3)], [(G, 3)], [(S, 6)]))
    engine.apply_in_place(s, AcceptWish())
    assert s.phase is Phase.DRAW and s.actor == 0
    from desktop_app.rules.magic_lamp.actions import DrawCard

    for _ in range(3):
        engine.apply_in_place(s, DrawCard())
    assert len(s.tableau[0]) == 3  # 3 scorpions on a 3 would bust; the ward saved the draw


def test_retune_die_wish(content, ml):
    """Designed effect retune_die(max_change): one die turned by up to max_change, same chest."""
    s = ml.new(content, 3)
    genie_for_seat_0(ml, s, "lucky_roll")
    engine.apply_in_place(s, AcceptWish())
    assert s.phase is Phase.RETUNE
    assert sorted(a.value for a in engine.legal_actions(s)) == [2, 3, 4]
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, SetDie(0, 5))
    assert err.value.code == "bad_retune"
    engine.apply_in_place(s, SetDie(0, 2))
    assert s.dice[0] == [(0, 2)]
