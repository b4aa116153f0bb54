"""The player aid's figures (desktop_app/rules/power_on/aid.py): read from the pack and the rules
that apply them, never typed twice (seed 001: 「玩家輔助卡(4張)」)."""

from __future__ import annotations

import dataclasses
from types import MappingProxyType

from desktop_app.content.power_on import PlantType
from desktop_app.rules.power_on import engine
from desktop_app.rules.power_on import generation as gen
from desktop_app.rules.power_on.actions import DrawCard, Generate, StackToken
from desktop_app.rules.power_on.aid import player_aid
from desktop_app.rules.power_on.state import COAL, GAS, NUCLEAR


def test_the_aid_gives_three_action_points_each_action_costing_one(po, content):
    """Seed 001: 「可從下列3項行動中執行3個行動點數(各種行動執行1次皆須消耗1個行動點)」."""
    aid = player_aid(content)
    assert aid.actions_per_turn == content.actions_per_turn == 3
    assert aid.hand_limit == content.hand_limit == 8
    s = po.new()
    engine.apply_in_place(s, DrawCard())
    assert s.actions_left == aid.actions_per_turn - aid.action_cost


def test_the_aid_shows_each_plant_types_power_and_carbon_from_the_pack(content):
    """Seed 001: 「每啟動1張燃煤電廠卡具有4單位發電量，但須從公區拿取4個碳排放指示物」; 「每啟動1張燃氣電廠卡具有
    3單位發電量，但須從公區拿取2個碳排放指示物」; 「每啟動1張核能電廠卡具有6單位發電量」; solar and wind
    「須視遊戲卡牌堆最上方卡牌背面的數字(0~2)而定」; hydro 「具有1單位發電量」."""
    aid = player_aid(content)
    rows = {p.type: p for p in aid.plants}
    assert [(rows[t].power, rows[t].carbon) for t in PlantType] == [
        (4, 4),
        (3, 2),
        (6, 0),
        (None, 0),
        (None, 0),
        (1, 0),
    ]
    assert (aid.back_low, aid.back_high) == (0, 2)
    assert [rows[t].needs_action for t in PlantType] == [True, True, True, False, False, False]
    # A pack with other figures gives another aid: nothing is typed a second time.
    coal = dataclasses.replace(content.plant_types[PlantType.COAL], power=5, carbon=3)
    types = MappingProxyType({**content.plant_types, PlantType.COAL: coal})
    other = player_aid(dataclasses.replace(content, plant_types=types, actions_per_turn=4))
    assert (other.plants[0].power, other.plants[0].carbon, other.actions_per_turn) == (5, 3, 4)
    assert rows[PlantType.GAS].fuel_card.en == "Natural gas"  # the pack's fuel card name


def test_the_aid_fuel_costs_are_the_payments_the_rules_accept(po, content):
    """Seed 001: 「將1張手牌丟置棄牌堆以提供煤炭燃料」; 「打出1張天然氣燃料卡可以棄置2張手牌取代」; 「打出1張核廢料
    貯存桶卡無法以棄置2張手牌取代」."""
    aid = player_aid(content)
    rows = {p.type: p for p in aid.plants}
    s = po.new()
    plain = [c for c in range(len(content.cards)) if content.cards[c].design.fuel is None][:6]
    gas = po.cards_of(s, "natural_gas")[0]
    uw = po.cards_of(s, "uranium_or_waste")[:2]
    coal_cards = rows[PlantType.COAL].hand_cards
    assert gen.payment_ok(s, COAL, 1, tuple(plain[:coal_cards]))
    assert not gen.payment_ok(s, COAL, 1, tuple(plain[: coal_cards + 1]))
    instead = rows[PlantType.GAS].fuel_card_or_cards
    assert gen.payment_ok(s, GAS, 1, (gas,)) and gen.payment_ok(s, GAS, 1, tuple(plain[:instead]))
    assert not gen.payment_ok(s, GAS, 1, tuple(plain[: instead - 1]))
    assert rows[PlantType.NUCLEAR].fuel_card_or_cards == instead and rows[PlantType.NUCLEAR].waste_card
    assert gen.payment_ok(s, NUCLEAR, 1, (uw[0], *plain[:instead]))  # waste barrel + cards for uranium
    assert not gen.payment_ok(s, NUCLEAR, 1, tuple(plain[: 2 * instead]))  # no barrel replaced


def test_the_aid_collapse_penalty_is_what_a_collapse_costs(po, content):
    """Seed 001 3.(2) D: 「導致碳塔倒塌的玩家…尚須暫停1個行動回合以示懲罰。此外，碳塔倒塌時其他每位玩家須從自家手牌
    上挑選1張卡牌」; 「每次僅能放置1個碳排放指示物」."""
    aid = player_aid(content)
    s = po.new(players=3)
    po.build(s, 0, "coal_plant")
    engine.apply_in_place(s, Generate(PlantType.COAL, 1, (s.hands[0][0],)))
    hands = [len(h) for h in s.hands]
    engine.apply_in_place(s, StackToken(0, 0, 0))
    assert s.tower == aid.tokens_per_placement
    engine.apply_in_place(s, StackToken(30, 0, 1))
    assert s.skip_turns[0] == aid.skipped_turns_per_collapse
    for p in (1, 2):
        engine.apply_in_place(s, engine.legal_actions(s)[0])
        assert len(s.hands[p]) == hands[p] - aid.discard_per_other_player
