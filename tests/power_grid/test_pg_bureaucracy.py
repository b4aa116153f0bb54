"""Phase 5, bureaucracy: seed 002 "行政管理" and seed 004 "发电和补充资源"."""

from __future__ import annotations

import random
from itertools import combinations

import pytest

from desktop_app.ai.power_grid.random_bot import random_policy
from desktop_app.content.power_grid import Resource
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_grid import engine, tables
from desktop_app.rules.power_grid import market as mk
from desktop_app.rules.power_grid.actions import EndBuilding, RunPlants
from desktop_app.rules.power_grid.state import STEP3_CARD, UNKNOWN_CARD, Phase, PowerGridOptions
from desktop_app.rules.power_grid.views import observation

COAL, OIL, GARBAGE, URANIUM = Resource.COAL, Resource.OIL, Resource.GARBAGE, Resource.URANIUM
PAYMENT = [10, 22, 33, 44, 54, 64, 73, 82, 90, 98, 105, 112, 118, 124, 129, 134, 138, 142, 145, 148, 150]
# RULES-NOTES 1: resupply (coal, oil, garbage, uranium) by players, then Step 1 | 2 | 3.
RESUPPLY = {
    2: [(3, 2, 1, 1), (4, 2, 2, 1), (3, 4, 3, 1)],
    3: [(4, 2, 1, 1), (5, 3, 2, 1), (3, 4, 3, 1)],
    4: [(5, 3, 2, 1), (6, 4, 3, 2), (4, 5, 4, 2)],
    5: [(5, 4, 3, 2), (7, 5, 3, 3), (5, 6, 5, 2)],
    6: [(7, 5, 3, 2), (9, 6, 5, 3), (6, 7, 6, 3)],
}
HOUSES = ["taipei", "banqiao", "tamsui", "keelung", "xizhi", "xindian", "sanxia", "taoyuan"]


def _bureaucracy(pg, players=3, **kw):
    kw.setdefault("order", list(range(players)))
    kw.setdefault("deck", [30, 31, 32, 33, STEP3_CARD])
    return pg.make_state(players, phase=Phase.BUREAUCRACY, **kw)


def _everyone_idle(s):
    while s.phase is Phase.BUREAUCRACY:
        engine.apply_in_place(s, RunPlants(()))


def test_bureaucracy_in_turn_order(pg):
    """Seed 002: "玩家的顺序依次序表上由左到右，轮流收取收入"; seed 004: "按照步骤1 排定的顺序进行，顺序
    靠前者先"."""
    s = pg.make_state(4, phase=Phase.BUILDING, order=[2, 0, 3, 1], queue=[1, 3, 0, 2])
    pg.play(s, *[EndBuilding()] * 4)
    assert s.phase is Phase.BUREAUCRACY
    seen = []
    while s.phase is Phase.BUREAUCRACY:
        seen.append(engine.current_player(s))
        pg.play(s, RunPlants(()))
    assert seen == [2, 0, 3, 1]


def test_running_plants_seed_002_example(pg):
    """Seed 002: "玩家甲拥有编号4及7号发电厂，但他只有够量的燃煤，却没有足够的石油，因此他的最大供电量是1。
    点算表上玩家甲的房屋在2的格上 ... 玩家甲决定用编号4的发电厂发电，因此他的供电城市数目是1，收入即是22元。
    他亦需移走编号4的发电厂上2个燃煤。"."""
    s = _bureaucracy(pg, plants={0: [4, 7]}, fuel={0: {"coal": 2, "oil": 1}}, houses={0: HOUSES[:2]})
    assert RunPlants((4, 7)) not in engine.legal_actions(s)
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, RunPlants((4, 7)))
    assert err.value.code == "not_enough_fuel"
    pg.play(s, RunPlants((4,)))
    assert (s.powered[0], s.income[0], s.money[0]) == (1, 22, 72)
    assert s.fuel[0] == [0, 1, 0, 0]


def test_powered_is_min_of_capacity_and_cities(pg):
    """Seed 002: "根据点算表上表示玩家连接的城市数目，与其真正供电量比较，数值较小者即是其供电城市数目";
    seed 004: "供电的城市数量将不超过自己所拥有的城市数量"."""
    s = _bureaucracy(pg, plants={0: [13, 18, 22], 1: [27]}, houses={0: HOUSES[:3], 1: HOUSES[3:8]})
    pg.play(s, RunPlants((13, 18, 22)))  # capacity 5, 3 cities
    assert (s.powered[0], s.income[0]) == (3, 44)
    pg.play(s, RunPlants((27,)))  # capacity 3, 5 cities
    assert (s.powered[1], s.income[1]) == (3, 44)


def test_player_may_run_some_or_no_plants(pg):
    """Seed 002: "玩家可选择关闭部份可正常运作的发电厂，来减少供电量"; seed 004: "可选择完全不发电或者部分
    电厂发电". Powering nothing still pays 10 (the table's 0)."""
    s = _bureaucracy(pg, plants={0: [4, 8]}, fuel={0: {"coal": 5}}, houses={0: HOUSES[:4]})
    runs = {a.plants for a in engine.legal_actions(s)}
    assert runs == {(4, 8), (4,), (8,), ()}
    pg.play(s, RunPlants((8,)))
    assert (s.powered[0], s.income[0]) == (2, 33) and s.fuel[0][COAL] == 2
    pg.play(s, RunPlants(()))
    assert (s.powered[1], s.income[1]) == (0, 10) and s.money[1] == 60


def test_burnt_fuel_goes_back_to_the_supply(pg):
    """Seed 002: "为供电而运作的发电厂，会耗用燃料（生态或核融电厂除外）。耗用的燃料放回一旁备用"."""
    s = _bureaucracy(pg, plants={0: [11, 14, 4]}, fuel={0: {"coal": 2, "garbage": 3, "uranium": 1}}, houses={0: HOUSES})
    supply, market = s.res_supply[:], s.res_market[:]
    pg.play(s, RunPlants((4, 11, 14)))
    assert s.fuel[0] == [0, 0, 1, 0]
    assert s.res_supply == [supply[0] + 2, supply[1], supply[2] + 2, supply[3] + 1]
    assert s.res_market == market
    assert s.burnt[0] == [2, 0, 2, 1]
    assert s.powered[0] == 1 + 2 + 2


def test_eco_and_fusion_run_without_fuel(pg):
    """Seed 002: "（生态或核融电厂除外）" — plants 13 (eco) and 50 (fusion) burn nothing."""
    s = _bureaucracy(pg, plants={0: [13, 50]}, houses={0: HOUSES})
    assert engine.hybrid_coal_range(s, 0, (13, 50)) == (0, 0)
    pg.play(s, RunPlants((13, 50)))
    assert s.powered[0] == 7 and s.income[0] == 82


def test_hybrid_burns_any_mix_of_coal_and_oil(pg):
    """RULES-NOTES 1: "Hybrid burns coal and/or oil in any mix"; seed 004: hybrid uses "所标的不同种资源"."""
    s = _bureaucracy(pg, plants={0: [5]}, fuel={0: {"coal": 2, "oil": 2}}, houses={0: HOUSES[:1]})
    assert engine.hybrid_coal_range(s, 0, (5,)) == (0, 2)
    assert [a.hybrid_coal for a in engine.legal_actions(s) if a.plants == (5,)] == [0, 1, 2]
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, RunPlants((5,), hybrid_coal=3))
    assert err.value.code == "bad_hybrid_mix" and err.value.params == {"least": 0, "most": 2}
    pg.play(s, RunPlants((5,), hybrid_coal=1))
    assert s.fuel[0] == [1, 1, 0, 0] and s.powered[0] == 1
    # A coal plant's own coal comes first; the hybrid then takes what is left.
    s = _bureaucracy(pg, plants={0: [4, 5]}, fuel={0: {"coal": 3, "oil": 1}}, houses={0: HOUSES[:2]})
    assert engine.hybrid_coal_range(s, 0, (4, 5)) == (1, 1)
    assert engine.hybrid_coal_range(s, 0, (5,)) == (1, 2)
    pg.play(s, RunPlants((4, 5), hybrid_coal=1))
    assert s.fuel[0] == [0, 0, 0, 0]


def test_run_only_own_plants_each_once(pg):
    s = _bureaucracy(pg, plants={0: [13], 1: [18]}, houses={0: HOUSES[:2]})
    for plants in [(18,), (13, 13)]:
        with pytest.raises(IllegalAction) as err:
            engine.apply_in_place(s, RunPlants(plants))
        assert err.value.code == "not_your_plant"


def test_payment_table(pg, content):
    """RULES-NOTES 1: "Payment (cities powered -> Elektro): 0:10 1:22 ... 20:150 (20 and more: 150)";
    seed 002: "依游戏总结上的收入Payments，玩家可以找出供电城市数目和收入数目"."""
    assert list(content.payment) == PAYMENT
    s = pg.new(3)
    for powered, pay in enumerate(PAYMENT):
        assert engine.payment(s, powered) == pay
    assert engine.payment(s, 21) == engine.payment(s, 30) == 150


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("step", [1, 2, 3])
def test_resupply_by_table_and_step(pg, players, step):
    """Seed 002: "依据玩家的人数、游戏的阶段，查阅燃料表Resource table，可得出各类燃料的补充数目 ... 例：五人
    游戏中的第二阶段，各类燃料的补充数目为燃煤7个、石油5个、废物3个、铀原素3个"; RULES-NOTES 1 table."""
    market = [10, 11, 12, 14, 15, 16, 17, 18][: 6 if step == 3 else 8]
    s = _bureaucracy(pg, players=players, step=step, market=market)
    pg.set_res_market(s, 0, 0, 0, 0)
    _everyone_idle(s)
    assert tuple(s.res_market) == RESUPPLY[players][step - 1]
    assert ("resupply", RESUPPLY[players][step - 1]) in s.events


def test_resupply_never_exceeds_the_supply(pg):
    """Seed 002: "若某燃料已全数放在发电厂及燃料市场时，则不用补充该燃料"; RULES-NOTES 1: "resupply never
    exceeds what is in the general supply"."""
    s = _bureaucracy(pg, players=6, step=2, plants={0: [4, 11]})
    pg.set_res_market(s, 20, 18, 24, 4)
    pg.set_fuel(s, 0, coal=3, uranium=2)  # coal: 20 + 3 + 1 in the supply; uranium 4 + 2 + 6
    assert s.res_supply == [1, 6, 0, 6]
    _everyone_idle(s)
    assert s.res_market == [21, 24, 24, 7]  # wanted 9/6/5/3: got 1/6/0/3
    assert s.res_supply == [0, 0, 0, 3]


def test_resupply_fills_the_most_expensive_empty_places(pg):
    """Seed 002: "新的燃料会从右至左放置，即价格由高至低地放在燃料市场上的空格"; RULES-NOTES 1: "Refill
    fills from the most expensive empty places"."""
    s = _bureaucracy(pg, players=2)
    pg.set_res_market(s, 0, 0, 0, 0)
    _everyone_idle(s)  # 3 coal, 2 oil, 1 garbage, 1 uranium
    assert mk.resource_cost(s, COAL, 3) == 24
    assert mk.resource_cost(s, OIL, 2) == 16
    assert mk.resource_cost(s, GARBAGE, 1) == 8
    assert mk.resource_cost(s, URANIUM, 1) == 16


def test_market_update_steps_1_2_biggest_plant_under_the_deck(pg):
    """Seed 002: "第一或第二阶段时，从发电厂市场中，把编号最大的发电厂（必然在第二行）放到发电厂的牌迭底（即
    Phase 3牌下）。另翻一张发电厂替代"; seed 004: "将未来电厂市场中最大号码的电厂移到卡堆底部，补充一张新的电厂"."""
    for step in (1, 2):
        s = _bureaucracy(pg, step=step, deck=[20, 21, STEP3_CARD])
        _everyone_idle(s)
        assert s.market == [3, 4, 5, 6, 7, 8, 9, 20]
        assert pg.deck_top_first(s) == [21, STEP3_CARD, 10]
        assert (mk.EV_PLANT_TO_DECK_BOTTOM, 10) in s.events


def test_plants_sent_under_the_step3_card_are_in_every_seats_sight(pg):
    """Seed 002 「**或第二阶段时，从发电厂市场中，把编号*大的发电厂（必然在第二行）放到发电厂的牌迭底
    （即Phase 3牌下）」: the plant goes under the Step 3 card in front of everyone, each one to the
    very bottom, so every seat's observation shows it there, in order; a card under the Step 3
    card that no one saw go there stays hidden. After the reshuffle (seed 002 「将未用的发电厂牌迭
    重新洗混。这些都应是**或第二阶段中，步骤5行政管理时放到牌迭底的发电厂」) no one knows where they
    are, but everyone still knows which went: `sent_back`."""
    # 30 lies under the Step 3 card without anyone having seen it go there (a scenario's deck).
    s = _bureaucracy(pg, step=1, market=[3, 4, 5, 6, 7, 8, 9, 10], deck=[20, 21, 22, STEP3_CARD, 30])
    assert s.sent_back == ()
    _everyone_idle(s)
    assert pg.deck_top_first(s) == [21, 22, STEP3_CARD, 30, 10] and s.sent_back == (10,)
    for seat in range(3):
        obs = observation(s, seat)
        assert pg.deck_top_first(obs) == [UNKNOWN_CARD, UNKNOWN_CARD, STEP3_CARD, UNKNOWN_CARD, 10]
        assert obs.sent_back == (10,)
    # Next round's Bureaucracy: the new biggest plant goes under it, to the very bottom.
    pg.goto_phase(s, Phase.BUREAUCRACY, [0, 1, 2])
    biggest = s.market[-1]
    _everyone_idle(s)
    assert s.sent_back == (10, biggest)
    assert pg.deck_top_first(observation(s, 1))[-3:] == [UNKNOWN_CARD, 10, biggest]
    # The Step 3 card comes up in Phase 5: the deck is reshuffled, sent-back plants and all.
    s = _bureaucracy(pg, step=2, market=range(10, 18), deck=[STEP3_CARD, 30, 31])
    _everyone_idle(s)
    assert s.step == 3 and s.sent_back == (17,) and 17 in s.deck
    obs = observation(s, 0)
    assert set(obs.deck) == {UNKNOWN_CARD} and obs.sent_back == (17,)


def test_market_update_step3_lowest_plant_removed_and_replaced(pg):
    """Seed 002: "第三阶段时，从发电厂市场中，把编号最小的发电厂丢弃，另翻一张发电厂替代"; seed 004: "在step3
    的每回合步骤5 中，号码最小的电厂将被移出游戏，并补充一张"."""
    s = _bureaucracy(pg, step=3, market=[10, 11, 12, 14, 15, 16], deck=[20, 21])
    _everyone_idle(s)
    assert s.market == [11, 12, 14, 15, 16, 20]
    assert s.removed == [10] and pg.deck_top_first(s) == [21]
    assert s.buyable_plants() == s.market


def test_round_ends_after_bureaucracy(pg):
    """Seed 002: "完成五个步骤后，回合结束。游戏将从新开始新的回合"."""
    s = _bureaucracy(pg, round=4)
    _everyone_idle(s)
    assert s.round == 5 and s.phase is Phase.AUCTION
    assert s.auction_open == s.order and not s.auction_bought
    assert s.history[-1][0] == 4


def _every_run(state, who):
    """Bureaucracy's legal runs worked out plainly: every subset of the player's plants (largest
    first, then in `combinations` order) that the fuel held can run, once per coal mix its hybrids
    may burn."""
    out = []
    owned = state.plants[who]
    for size in range(len(owned), -1, -1):
        for chosen in combinations(owned, size):
            mix = engine.hybrid_coal_range(state, who, chosen)
            if mix is not None:
                out += [RunPlants(chosen, coal) for coal in range(mix[0], mix[1] + 1)]
    return out


@pytest.mark.parametrize("players", [2, 4, 6])
def test_legal_runs_are_every_subset_the_fuel_can_run(pg, content, players, monkeypatch):
    """Seed 002: "玩家可选择关闭部份可正常运作的发电厂，来减少供电量": any set of one's plants the fuel can
    run, a hybrid with any mix of coal and oil (RULES-NOTES 1). Checked against a plain listing in
    every Bureaucracy of random games, with the rules' speed tables (rules/power_grid/tables.py)
    made tiny so they start again many times a game."""
    monkeypatch.setattr(tables, "LIMIT", 40)
    checked = 0
    for seed in range(6):
        rng = random.Random(seed)
        s = engine.new_game(content, PowerGridOptions(players, seed))
        while not engine.is_over(s) and s.round <= 60:
            if s.phase is Phase.BUREAUCRACY:
                assert engine.legal_actions(s) == _every_run(s, s.queue[0])
                checked += 1
            engine.apply_in_place(s, random_policy(s, rng))
    assert checked > 50
