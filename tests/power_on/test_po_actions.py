"""The three action points: draw, play (build or function card), end early (seed 001 "２.遊戲進行")."""

from __future__ import annotations

import pytest

from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_on import engine
from desktop_app.rules.power_on.actions import (
    BuildPlant,
    DrawCard,
    EndActions,
    PlayFunction,
    TakeCities,
    TakeMarketCard,
)
from desktop_app.rules.power_on.state import Phase


def test_three_action_points_then_the_city_step(po):
    """Seed 001: "可從下列3項行動中執行3個行動點數(各種行動執行1次皆須消耗1個行動點)，行動種類及順序不限，每種行動皆可重複進行"."""
    s = po.new()
    for left in (2, 1, 0):
        engine.apply_in_place(s, DrawCard())
        assert s.actions_left == left
    assert s.phase is Phase.CITY
    with pytest.raises(IllegalAction):
        engine.apply_in_place(s, DrawCard())


def test_draw_takes_the_top_of_the_deck(po):
    """Seed 001: "玩家從公區遊戲卡牌堆上方抽取1張卡牌加入手牌"."""
    s = po.new()
    top = s.deck[-1]
    engine.apply_in_place(s, DrawCard())
    assert s.hands[0][-1] == top


def test_draw_may_take_a_face_up_card_and_the_market_refills_at_turn_end(po):
    """RULES-NOTES 3: "draw takes one of them or the top of the deck; the market refills to 6 at the end of the turn"."""
    s = po.new()
    card = s.market[0]
    engine.apply_in_place(s, TakeMarketCard(card))
    assert card in s.hands[0] and len(s.market) == 5
    engine.apply_in_place(s, EndActions())
    engine.apply_in_place(s, TakeCities(()))
    assert len(s.market) == 6


def test_hand_limit_8_blocks_drawing(po):
    """Seed 001: "遊戲中玩家手牌上限為8張，若玩家手牌已達8張將無法執行此行動"."""
    s = po.new()
    po.give(s, 0, "natural_gas", "natural_gas", "natural_gas")
    assert len(s.hands[0]) == 8
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, DrawCard())
    assert err.value.code == "hand_full"
    assert not any(isinstance(a, (DrawCard, TakeMarketCard)) for a in engine.legal_actions(s))


def test_building_a_plant_puts_it_in_front_of_the_player(po):
    """Seed 001: "若玩家打出電廠卡，表示興建該電廠"."""
    s = po.new()
    (card,) = po.give(s, 0, "coal_plant")
    engine.apply_in_place(s, BuildPlant(card))
    assert card in s.plants[0] and card not in s.hands[0] and s.actions_left == 2


def test_fuel_cards_cannot_be_played(po):
    """Seed 001: only "電廠卡或功能卡" are played; fuel cards pay for generating."""
    s = po.new()
    (card,) = po.give(s, 0, "natural_gas")
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, BuildPlant(card))
    assert err.value.code == "not_a_plant"
    with pytest.raises(IllegalAction):
        engine.apply_in_place(s, PlayFunction(card))


def test_function_card_is_carried_out_then_discarded(po):
    """Seed 001: "若玩家打出功能卡，可立即執行其功能，執行完後將其正面朝上丟置公區棄牌堆"."""
    s = po.new()
    (card,) = po.give(s, 0, "efficient_appliances")
    engine.apply_in_place(s, PlayFunction(card))
    assert s.power == 2 and s.discard[-1] == card and s.actions_left == 2


def test_effect_draw_cards(po):
    """Designed effect draw_cards: draw `amount` deck cards, never past the hand limit."""
    s = po.new()
    (card,) = po.give(s, 0, "energy_research")
    engine.apply_in_place(s, PlayFunction(card))
    assert len(s.hands[0]) == 5 + 2
    s2 = po.new()
    (card,) = po.give(s2, 0, "energy_research")
    po.give(s2, 0, "natural_gas", "natural_gas")  # 8 cards, 7 after playing
    engine.apply_in_place(s2, PlayFunction(card))
    assert len(s2.hands[0]) == 8


def test_effect_extra_actions(po):
    """Designed effect extra_actions: more action points this turn."""
    s = po.new()
    (card,) = po.give(s, 0, "smart_grid")
    engine.apply_in_place(s, PlayFunction(card))
    assert s.actions_left == 3


def test_effect_remove_carbon(po):
    """Designed effect remove_carbon: tokens come off the top of the tower."""
    s = po.new()
    s.tower, s.tower_drops = 6, [(0, 0)] * 6
    (card,) = po.give(s, 0, "carbon_capture")
    engine.apply_in_place(s, PlayFunction(card))
    assert s.tower == 2 and len(s.tower_drops) == 2 and s.carbon_supply() == 22


def test_effect_take_discard(po):
    """Designed effect take_discard: the top cards of the discard pile go to the hand."""
    s = po.new()
    top_two = s.discard[-2:]
    (card,) = po.give(s, 0, "recycling")
    engine.apply_in_place(s, PlayFunction(card))
    assert set(top_two) <= set(s.hands[0]) and s.discard[-1] == card


def test_effect_renewable_bonus(po):
    """Designed effect renewable_bonus: +amount power per solar and wind farm owned."""
    s = po.new()
    po.build(s, 0, "solar_plant", "wind_plant", "hydro_plant")
    (card,) = po.give(s, 0, "battery_storage")
    engine.apply_in_place(s, PlayFunction(card))
    assert s.power == 2


def test_end_actions_early(po):
    """Decision: a player may stop before spending all three points (a hand of unplayable cards)."""
    s = po.new()
    engine.apply_in_place(s, EndActions())
    assert s.phase is Phase.CITY
    assert EndActions() in engine.legal_actions(po.new())


def test_acting_out_of_step_is_refused_with_a_sentence(po):
    """Illegal actions raise IllegalAction with a code and a sentence."""
    s = po.new()
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, TakeCities(()))
    assert err.value.code == "wrong_time" and err.value.reason.endswith(".")
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, BuildPlant(9999))
    assert err.value.code == "card_not_in_hand"
