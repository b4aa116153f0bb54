"""發電: fuel payments, carbon tokens, renewables (seed 001 section 3.(1))."""

from __future__ import annotations

import dataclasses

import pytest

from desktop_app.content.power_on import PlantType
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_on import engine
from desktop_app.rules.power_on.actions import Generate, RunRenewables, StackToken
from desktop_app.rules.power_on.state import Phase, PowerOnOptions, TowerMode

COAL, GAS, NUCLEAR = PlantType.COAL, PlantType.GAS, PlantType.NUCLEAR


def _stack_all(s):
    while s.phase is Phase.STACKING:
        engine.apply_in_place(s, StackToken(0, 0, 0))


def test_coal_discards_one_card_per_plant_for_4_power_and_4_tokens(po):
    """Seed 001: "將1張手牌丟置棄牌堆以提供煤炭燃料 ... 每啟動1張燃煤電廠卡具有4單位發電量，但須從公區拿取4個碳排放指示物"."""
    s = po.new()
    po.build(s, 0, "coal_plant")
    card = s.hands[0][0]
    engine.apply_in_place(s, Generate(COAL, 1, (card,)))
    assert s.phase is Phase.STACKING and s.pending_tokens == 4 and s.power == 0
    _stack_all(s)
    assert s.power == 4 and s.tower == 4 and s.discard[-1] == card and s.actions_left == 2


def test_several_coal_plants_in_one_action(po):
    """Seed 001: "若玩家欲啟動2張以上燃煤電廠，則須棄掉等同啟動電廠卡張數的手牌數量，並從公區拿取「4×欲啟動的電廠卡張數」個碳排放指示物"."""
    s = po.new()
    po.build(s, 0, "coal_plant", "coal_plant")
    engine.apply_in_place(s, Generate(COAL, 2, tuple(s.hands[0][:2])))
    assert s.pending_tokens == 8
    _stack_all(s)
    assert s.power == 8 and s.actions_left == 2
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(po.new(), Generate(COAL, 1, ()))
    assert err.value.code == "not_enough_plants"


def test_coal_takes_exactly_one_card_per_plant(po):
    """Seed 001: coal needs "等同啟動電廠卡張數的手牌數量" (no two-card substitute)."""
    s = po.new()
    po.build(s, 0, "coal_plant")
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, Generate(COAL, 1, tuple(s.hands[0][:2])))
    assert err.value.code == "bad_fuel"


def test_gas_takes_a_gas_card_or_two_cards_or_a_mix(po):
    """Seed 001: "打出等同啟動電廠卡張數的天然氣燃料卡，或是棄掉「2×啟動的電廠卡張數」的手牌數量，亦可兩者組合搭配使用"; 3 power and 2 tokens each."""
    s = po.new()
    po.build(s, 0, "gas_plant", "gas_plant")
    po.empty_hand(s, 0)
    gas = po.give(s, 0, "natural_gas")
    others = po.give(s, 0, "coal_plant", "smart_grid", "recycling")
    with pytest.raises(IllegalAction):  # one gas card pays for one plant only
        engine.apply_in_place(s, Generate(GAS, 2, tuple(gas)))
    with pytest.raises(IllegalAction):  # three non-gas cards are not two pairs
        engine.apply_in_place(s, Generate(GAS, 2, tuple(others)))
    engine.apply_in_place(s, Generate(GAS, 2, tuple(gas + others[:2])))
    assert s.pending_tokens == 4
    _stack_all(s)
    assert s.power == 6


def test_nuclear_needs_fuel_and_a_waste_barrel_without_carbon(po):
    """Seed 001: "每啟動1張核能電廠卡具有6單位發電量，發電時不會產生碳排放 ... 尚須從手上打出1張核廢料貯存桶卡"."""
    s = po.new()
    po.build(s, 0, "nuclear_plant")
    cards = po.give(s, 0, "uranium_or_waste", "uranium_or_waste")
    engine.apply_in_place(s, Generate(NUCLEAR, 1, tuple(cards)))
    assert s.power == 6 and s.tower == 0 and s.phase is Phase.ACTIONS


def test_nuclear_fuel_may_be_two_cards_but_the_barrel_may_not(po):
    """Seed 001: "打出1張核燃料卡可以棄置2張手牌取代，但打出1張核廢料貯存桶卡無法以棄置2張手牌取代"."""
    s = po.new()
    po.build(s, 0, "nuclear_plant")
    po.empty_hand(s, 0)
    (uw,) = po.give(s, 0, "uranium_or_waste")
    others = po.give(s, 0, "coal_plant", "smart_grid", "recycling", "wind_plant")
    with pytest.raises(IllegalAction) as err:  # no barrel at all: four discards are refused
        engine.apply_in_place(s, Generate(NUCLEAR, 1, tuple(others)))
    assert err.value.code == "bad_fuel"
    engine.apply_in_place(s, Generate(NUCLEAR, 1, (uw, *others[:2])))
    assert s.power == 6


def test_uranium_or_waste_card_is_not_both(po):
    """Seed 001: "可單獨當作核燃料卡使用，或是單獨當作核廢料貯存桶卡使用，但不能同時當作核燃料卡及核廢料貯存桶卡使用"."""
    s = po.new()
    po.build(s, 0, "nuclear_plant")
    (uw,) = po.give(s, 0, "uranium_or_waste")
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, Generate(NUCLEAR, 1, (uw,)))
    assert err.value.code == "bad_fuel"


def test_one_non_renewable_type_per_generate_action(po):
    """Seed 001: "每次行動僅能啟動同一種類的非再生能源電廠" (an action names one type)."""
    s = po.new()
    po.build(s, 0, "coal_plant", "gas_plant")
    gens = [a for a in engine.legal_actions(s) if isinstance(a, Generate)]
    assert {a.plant for a in gens} == {COAL, GAS}
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, Generate(PlantType.SOLAR, 1, ()))
    assert err.value.code == "renewable_needs_no_action"


def test_each_plant_runs_once_per_turn(po):
    """Seed 001: "每回合每張電廠卡只能發電一次，不能重複發電"."""
    s = po.new(tower=TowerMode.NO_DEXTERITY)
    po.build(s, 0, "nuclear_plant")
    cards = po.give(s, 0, "uranium_or_waste", "uranium_or_waste", "uranium_or_waste", "uranium_or_waste")
    engine.apply_in_place(s, Generate(NUCLEAR, 1, tuple(cards[:2])))
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, Generate(NUCLEAR, 1, tuple(cards[2:])))
    assert err.value.code == "not_enough_plants"


@pytest.mark.parametrize("back", [0, 1, 2])
@pytest.mark.parametrize("design", ["solar_plant", "wind_plant"])
def test_solar_and_wind_give_the_deck_tops_back_number(po, back, design):
    """Seed 001: "每啟動1張電廠卡具有的單位發電量須視遊戲卡牌堆最上方卡牌背面的數字(0~2)而定"."""
    s = po.new()
    po.build(s, 0, design, design)
    po.top_with_back(s, back)
    plant = PlantType.SOLAR if design == "solar_plant" else PlantType.WIND
    engine.apply_in_place(s, RunRenewables(plant))
    assert s.power == 2 * back


def test_hydro_gives_one_and_renewables_cost_no_action_point(po):
    """Seed 001: "川流式水力發電 ... 每啟動1張電廠卡具有1單位發電量"; "再生能源電廠 ... 發電則不會消耗任何行動點數"."""
    s = po.new()
    po.build(s, 0, "hydro_plant", "hydro_plant")
    engine.apply_in_place(s, RunRenewables(PlantType.HYDRO))
    assert s.power == 2 and s.actions_left == 3
    with pytest.raises(IllegalAction) as err:  # once per turn
        engine.apply_in_place(s, RunRenewables(PlantType.HYDRO))
    assert err.value.code == "no_unused_plants"


def test_renewables_may_run_after_the_actions(po):
    """Decision: unused renewables may run in the city step, before a city is taken."""
    s = po.new()
    po.build(s, 0, "hydro_plant")
    s.phase = Phase.CITY
    assert RunRenewables(PlantType.HYDRO) in engine.legal_actions(s)


def test_short_carbon_supply_is_taken_off_the_top_of_the_tower(po):
    """Decision: with fewer than the needed tokens beside the tower, the missing ones come off the
    tower's top and are stacked again (a full tower must not stall the game)."""
    s = po.new()
    po.build(s, 0, "coal_plant")
    s.tower, s.tower_drops = 22, [(i, 0) for i in range(22)]
    engine.apply_in_place(s, Generate(COAL, 1, (s.hands[0][0],)))
    assert s.tower == 20 and s.tower_drops == [(i, 0) for i in range(20)] and s.pending_tokens == 4
    _stack_all(s)
    assert s.tower == 24 and s.power == 4


def test_an_activation_needs_no_more_tokens_than_the_game_has(po, content):
    """Decision: an activation may not need more tokens than the game has (a pack with 6)."""
    small = dataclasses.replace(content, carbon_tokens=6)
    s = engine.new_game(small, PowerOnOptions(2, 1))
    po.build(s, 0, "coal_plant", "coal_plant")
    assert not [a for a in engine.legal_actions(s) if isinstance(a, Generate) and a.count == 2]
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, Generate(COAL, 2, tuple(s.hands[0][:2])))
    assert err.value.code == "no_carbon_tokens"


def test_legal_payments_are_distinct_and_all_accepted(po):
    """Listing payments by card design: no two equal actions, and every one applies."""
    s = po.new(tower=TowerMode.NO_DEXTERITY)
    po.build(s, 0, "gas_plant", "gas_plant", "nuclear_plant")
    po.give(s, 0, "natural_gas", "natural_gas", "uranium_or_waste")
    gens = [a for a in engine.legal_actions(s) if isinstance(a, Generate)]
    assert len(gens) == len(set(gens)) > 0
    for g in gens:
        engine.apply(s, g)
