"""The rules queries the views and the controller ask (desktop_app/rules/power_on/queries.py)."""

from __future__ import annotations

from desktop_app.content.power_on import PlantType
from desktop_app.rules.power_on import engine
from desktop_app.rules.power_on.actions import DrawCard, Generate, RunRenewables, StackToken, TakeCities
from desktop_app.rules.power_on.game import POWER_ON
from desktop_app.rules.power_on.queries import (
    LIGHT_AFTER_ACTIONS,
    LIGHT_NOT_ENOUGH_POWER,
    LIGHT_NOT_IN_ROW,
    PLAY_CHOOSE_ONE,
    PLAY_FUEL,
    PLAY_NO_POINTS,
    can_light,
    cities_in_reach,
    light_refusal,
    may_spend_action,
    play_refusal,
    power_lost_by_ending,
    ranking,
    ranking_key,
    renewable_output,
    suggested_payment,
    undo_barrier,
)
from desktop_app.rules.power_on.state import Phase


def test_a_dropped_carbon_token_is_never_taken_back(po):
    """Seed 001 3.(2) D: 「若有碳排放指示物從碳塔上掉落，表示堆疊失敗、碳塔倒塌」: a token once let go has
    been stacked (or has toppled the tower), so undo never goes back past a `stack_token`, stood or
    fallen; paying fuel before it hides nothing and is no barrier."""
    s = po.new()
    po.build(s, 0, "coal_plant")
    generate = Generate(PlantType.COAL, 1, (s.hands[0][0],))
    paid = engine.apply(s, generate)
    assert not undo_barrier(s, generate, paid)
    stood = engine.apply(paid, StackToken(0, 0, 0))
    assert undo_barrier(paid, StackToken(0, 0, 0), stood)
    fell = engine.apply(stood, StackToken(30, 0, 1))
    assert undo_barrier(stood, StackToken(30, 0, 1), fell)


def test_undo_stops_at_a_card_drawn_from_the_deck(po):
    """A face-down card turned up is hidden information seen: undo never goes back past it."""
    s = po.new()
    after = engine.apply(s, DrawCard())
    assert undo_barrier(s, DrawCard(), after)


def test_the_game_definition_asks_this_undo_barrier(po):
    """The controller asks `GameDefinition.undo_barrier`; for Power On! it is the token rule."""
    s = po.new()
    po.build(s, 0, "coal_plant")
    paid = engine.apply(s, Generate(PlantType.COAL, 1, (s.hands[0][0],)))
    stood = engine.apply(paid, StackToken(0, 0, 0))
    assert POWER_ON.undo_barrier(paid, StackToken(0, 0, 0), stood)
    assert not POWER_ON.reveals_hidden(stood)  # the barrier is the token, not hidden information


def test_a_city_lights_when_this_turns_power_meets_its_need(po):
    """Seed 001: 「若本回合具有的發電量滿足場上城市卡的所需電量，便可從公區拿取對應城市卡」: the board's
    clickable cities are the ones the rules list."""
    s = po.new()
    po.set_row(s, "penghu", "taitung", "kaohsiung")
    s.power, s.phase = 4, Phase.CITY
    lit = {po.city(s, c) for c in ("penghu", "taitung", "kaohsiung") if can_light(s, po.city(s, c))}
    legal = {c for act in engine.legal_actions(s) if isinstance(act, TakeCities) for c in act.cities}
    assert lit == {po.city(s, "penghu"), po.city(s, "taitung")}
    assert {po.city(s, c) for c in legal} == lit
    s.phase = Phase.ACTIONS
    assert not can_light(s, po.city(s, "penghu"))  # only after the actions


def test_actions_are_spent_from_three_action_points(po):
    """Seed 001: 「可從取牌、打牌及發電3種行動中，選擇3個行動點執行」: the deck is clickable while points
    are left."""
    s = po.new()
    assert may_spend_action(s) and s.actions_left == 3
    for _ in range(3):
        engine.apply_in_place(s, DrawCard())
    assert not may_spend_action(s)


def test_the_payment_offered_spends_the_plants_own_fuel_first(po):
    """Seed 001: 「透過從手上打出1張天然氣燃料卡置棄牌堆，或是透過將2張手牌丟置棄牌堆以提供天然氣燃料」:
    one natural gas card pays where two other cards would; the offer pays with the fewest cards."""
    s = po.new()
    po.empty_hand(s, 0)
    po.build(s, 0, "gas_plant")
    (gas,) = po.give(s, 0, "natural_gas")
    po.give(s, 0, "coal_plant", "coal_plant")
    options = [act for act in engine.legal_actions(s) if isinstance(act, Generate)]
    assert len(options) > 1
    offer = suggested_payment(s, options)
    assert offer.cards == (gas,)
    assert POWER_ON.is_legal(s, offer)


def test_the_ranking_puts_the_most_stars_first(po):
    """Seed 001: 「玩家們分別將自家城市卡上的所得分數進行加總，分數最高者即為遊戲贏家」."""
    s = po.new(players=3)
    s.cities_won[2] = [po.city(s, "kaohsiung")]
    s.cities_won[1] = [po.city(s, "taitung")]
    assert s.stars(2) > s.stars(1) > s.stars(0) == 0
    assert ranking(s) == [2, 1, 0]


def test_equal_stars_share_the_win_and_a_place(po):
    """Seed 001: 「玩家們分別將自家城市卡上的所得分數進行加總，分數最高者即為遊戲贏家」: equal totals are equally
    highest, so they share the win and the scoreboard's place; seat order breaks nothing."""
    s = po.new(players=3)
    s.cities_won[0] = [po.city(s, "taitung")]
    s.cities_won[2] = [po.city(s, "taitung")]
    assert ranking_key(s, 0) == ranking_key(s, 2) > ranking_key(s, 1)
    assert ranking(s) == [0, 2, 1]


def test_a_city_is_lit_after_the_actions_with_enough_power(po):
    """Seed 001: 「當玩家完成3次行動後，若本回合具有的發電量滿足場上城市卡的所需電量，便可從公區拿取對應城市卡」:
    during the actions a city the power meets is refused as 'after the actions', one it does not
    meet as 'not enough power'; in the city step the first is lit and agrees with the engine."""
    s = po.new()
    po.set_row(s, "penghu", "taitung", "kaohsiung")
    penghu, kaohsiung = po.city(s, "penghu"), po.city(s, "kaohsiung")
    s.power = 4
    assert light_refusal(s, penghu) == LIGHT_AFTER_ACTIONS
    assert light_refusal(s, kaohsiung) == LIGHT_NOT_ENOUGH_POWER
    refused = POWER_ON.refusal(s, TakeCities((s.tables.city_ids[penghu],)))
    assert refused is not None and refused.code == "wrong_time"  # the engine agrees: not now
    s.phase = Phase.CITY
    assert light_refusal(s, penghu) is None
    assert light_refusal(s, kaohsiung) == LIGHT_NOT_ENOUGH_POWER
    assert POWER_ON.refusal(s, TakeCities((s.tables.city_ids[penghu],))) is None
    assert POWER_ON.refusal(s, TakeCities((s.tables.city_ids[kaohsiung],))).code == "not_enough_power"
    assert light_refusal(s, s.city_deck[0]) == LIGHT_NOT_IN_ROW


def test_the_cities_in_reach_are_those_this_turns_power_meets(po):
    """Seed 001: 「若本回合具有的發電量滿足場上城市卡的所需電量，便可從公區拿取對應城市卡」: what the panel
    says up front during the actions, lowest need first."""
    s = po.new()
    po.set_row(s, "kaohsiung", "taitung", "penghu")
    s.power = 0
    assert cities_in_reach(s) == []
    s.power = 4
    need = s.tables.city_power
    reach = cities_in_reach(s)
    assert reach == sorted(reach, key=lambda c: need[c]) and all(need[c] <= 4 for c in reach)
    assert set(reach) == {c for c in s.city_row if need[c] <= 4} and po.city(s, "kaohsiung") not in reach


def test_one_plant_or_function_card_is_played_per_action_point(po):
    """Seed 001 (2)打牌: 「玩家從手上打出1張電廠卡或功能卡」: two cards chosen cannot be played (they
    may pay for generating), a fuel card is never played, and with no points left nothing is."""
    s = po.new()
    po.empty_hand(s, 0)
    plant, function, fuel = po.give(s, 0, "coal_plant", "carbon_capture", "natural_gas")
    assert play_refusal(s, [plant]) is None and play_refusal(s, [function]) is None
    assert play_refusal(s, [plant, function]) == PLAY_CHOOSE_ONE
    assert play_refusal(s, []) == PLAY_CHOOSE_ONE
    assert play_refusal(s, [fuel]) == PLAY_FUEL
    s.actions_left = 0
    assert play_refusal(s, [plant]) == PLAY_NO_POINTS


def test_ending_a_turn_without_a_city_loses_this_turns_power(po):
    """Seed 001: 「若本回合具有的發電量滿足場上城市卡的所需電量，便可從公區拿取對應城市卡」: the power is this
    turn's; lighting no city throws it all away (the engine starts the next turn at 0)."""
    s = po.new()
    s.power, s.phase = 5, Phase.CITY
    assert power_lost_by_ending(s) == 5
    after = engine.apply(s, TakeCities(()))
    assert after.power == 0 and after.current == 1


def test_solar_and_wind_give_the_deck_tops_back_number(po):
    """Seed 001 太陽光電: 「每啟動1張電廠卡具有的單位發電量須視遊戲卡牌堆最上方卡牌背面的數字(0~2)而定」: what
    the window says a draw changed is what running a solar plant then gives."""
    s = po.new()
    po.build(s, 0, "solar_plant")
    po.top_with_back(s, 2)
    assert renewable_output(s) == 2
    ran = engine.apply(s, RunRenewables(PlantType.SOLAR))
    assert ran.power == 2
    po.top_with_back(s, 0)
    assert renewable_output(s) == 0


def test_payment_choices_start_with_the_suggestion_and_offer_other_ways_a_player_tells_apart(po):
    """Seed 001: coal is paid with "1張手牌" of the player's choosing, so the panel shows its
    suggestion and the other ways (issue 26: no choice made silently); two copies of one card
    design pay alike and are one way."""
    from desktop_app.rules.power_on.queries import payment_choices, suggested_payment

    s = po.new()
    po.build(s, 0, "coal_plant")
    po.empty_hand(s, 0)
    hand = po.give(s, 0, "natural_gas", "natural_gas", "smart_grid", "coal_plant", "recycling")
    options = [g for g in engine.legal_actions(s) if isinstance(g, Generate) and g.plant is PlantType.COAL]
    assert len(options) == 4  # any card can pay; the rules offer the two gas cards once
    choices = payment_choices(s, options + [Generate(PlantType.COAL, 1, (hand[1],))])  # the other gas card too
    assert choices[0] == suggested_payment(s, options)
    assert len(choices) == 3
    designs = [s.tables.design[g.cards[0]] for g in choices]
    assert len(set(designs)) == 3  # the two gas cards are one way to pay, wherever they are listed
    assert payment_choices(s, options, limit=10)[-1].cards == (hand[3],)  # a plant card is paid with last
