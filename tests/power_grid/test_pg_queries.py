"""The rules queries the Power Grid views ask (desktop_app/rules/power_grid/queries.py)."""

from __future__ import annotations

import pytest

from desktop_app.content.power_grid import Resource
from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid.actions import BuyResource, RunPlants, StartAuction
from desktop_app.rules.power_grid.engine import best_run
from desktop_app.rules.power_grid.queries import (
    co2_emitted,
    co2_of,
    house_cost,
    lowest_bid,
    most_buyable,
    plant_capacity,
    powerable_cities,
    ranking,
    ranking_key,
)
from desktop_app.rules.power_grid.state import STEP3_CARD, Phase

HOUSES = ["taipei", "banqiao", "tamsui", "keelung", "xizhi", "xindian", "sanxia", "taoyuan"]


def _bureaucracy(pg, players=3, **kw):
    kw.setdefault("order", list(range(players)))
    kw.setdefault("deck", [30, 31, 32, 33, STEP3_CARD])
    return pg.make_state(players, phase=Phase.BUREAUCRACY, **kw)


def test_powerable_cities_is_the_best_set_the_fuel_can_run(pg):
    """Seed 002: 「玩家甲拥有编号4及7号发电厂，但他只有够量的燃煤，却没有足够的石油，因此他的*大供电量是1」:
    the plants the fuel held can run now, and the rules' own run agrees."""
    s = _bureaucracy(pg, plants={0: [4, 7]}, fuel={0: {"coal": 2, "oil": 1}}, houses={0: HOUSES[:2]})
    assert powerable_cities(s, 0) == 1
    best = max(engine.apply(s, act).powered[0] for act in engine.legal_actions(s) if isinstance(act, RunPlants))
    assert best == 1


def test_powerable_cities_never_exceed_the_cities_connected(pg):
    """Seed 002: 「根据点算表上表示玩家连接的城市数目，与其直正供电量比较，数值较小者即是其供电城市数目」."""
    s = _bureaucracy(pg, plants={0: [13, 18, 22], 1: [27]}, houses={0: HOUSES[:3], 1: HOUSES[3:8]})
    assert plant_capacity(s, (13, 18, 22)) == 5
    assert powerable_cities(s, 0) == 3  # capacity 5, 3 cities
    assert powerable_cities(s, 1) == 3  # capacity 3, 5 cities
    assert powerable_cities(s, 2) == 0  # no plants


def test_house_cost_is_10_15_20_by_the_slot(pg):
    """Seed 002: 「要在城市上放置**个房屋，玩家需花费10元…第二个房屋，另一玩家需花费15元…第三名玩家需花费20元」."""
    s = pg.make_state(3, phase=Phase.BUILDING, step=3, order=[0, 1, 2], queue=[2, 1, 0], money=200)
    taipei = pg.city(s, "taipei")
    costs = []
    for player in (0, 1, 2):
        costs.append(house_cost(s, taipei))
        assert engine.build_cost(s, 2, taipei) == costs[-1] + engine.connection_cost(s, 2, taipei)
        pg.place_houses(s, player, "taipei")
    assert costs == [10, 15, 20]
    assert house_cost(s, taipei) == 20  # a full city: the last price (it cannot be built anyway)


def test_lowest_bid_is_the_plant_number_then_one_more_than_the_high_bid(pg):
    """Seed 002: 「每座发电厂的**叫价等同其编号」; seed 004: 「每次出价需高于上家」."""
    s = pg.make_state(3, phase=Phase.AUCTION, order=[0, 1, 2], market=[3, 4, 5, 6, 7, 8, 9, 10], money=50)
    assert lowest_bid(s) == 3  # the cheapest plant on offer
    pg.play(s, StartAuction(4, 8))
    assert lowest_bid(s) == 9
    assert engine.bid_range(s)[0] == lowest_bid(s)


@pytest.mark.parametrize("burnt, kg", [((2, 0, 0, 0), 2000), ((0, 3, 1, 0), 2900), ((0, 0, 0, 5), 0)])
def test_co2_counts_each_unit_of_fuel_burnt(pg, burnt, kg):
    """The seeds are silent on emissions; the content pack gives kg of CO2 per unit burnt (coal 1000,
    oil 800, garbage 500, uranium 0), and the panels and scoreboard show what these queries say."""
    s = _bureaucracy(pg)
    assert co2_of(s, burnt) == kg
    s.burnt[1] = list(burnt)
    assert co2_emitted(s, 1) == kg and co2_emitted(s, 0) == 0


def test_most_buyable_is_the_storage_room_or_the_market_whichever_is_less(pg):
    """Seed 002: 「玩家只可购买其发电厂能够储存的燃料…每座发电厂可储存其所需燃料的两倍数量」; and no more
    than the market holds."""
    s = pg.make_state(3, phase=Phase.RESOURCES, order=[0, 1, 2], queue=[2, 1, 0], plants={2: [4]}, money=100)
    pg.set_res_market(s, 24, 18, 6, 1)
    assert most_buyable(s, 2, Resource.COAL) == 4  # plant 4 burns 2 coal: room for 4
    assert most_buyable(s, 2, Resource.OIL) == 0  # a coal plant stores no oil
    pg.set_res_market(s, 3, 18, 6, 1)
    assert most_buyable(s, 2, Resource.COAL) == 3  # only 3 in the market
    engine.apply_in_place(s, BuyResource(Resource.COAL, 3))
    assert most_buyable(s, 2, Resource.COAL) == 0


def test_best_run_powers_the_most_cities_with_the_least_fuel(pg):
    """Seed 002: 「玩家可选择关闭部份可正常运作的发电厂，来减少供电量」: the run offered first powers as many
    cities as the fuel allows (never more than connected) and burns no fuel it need not."""
    s = _bureaucracy(pg, plants={0: [4, 13]}, fuel={0: {"coal": 2}}, houses={0: HOUSES[:1]})
    run = best_run(s, 0)
    assert run == RunPlants((13,), 0)  # the eco plant powers the one city; no coal burnt
    s2 = _bureaucracy(pg, plants={0: [4, 7]}, fuel={0: {"coal": 2, "oil": 1}}, houses={0: HOUSES[:2]})
    assert best_run(s2, 0) == RunPlants((4,), 0)


def test_the_end_ranks_by_cities_powered_then_money_then_cities_connected(pg):
    """Seed 004: 「能在此步骤5 时供应最多城市的玩家取胜，若供应城市数量相同，则看手中所剩余的钱数，多者获胜。
    如果剩余钱数也相同，则再比较进入城市数量，多者获胜」: the scoreboard's order and shared places."""
    s = pg.make_state(4, phase=Phase.GAME_OVER)
    s.powered = [12, 14, 14, 14]
    s.money = [90, 20, 30, 30]
    s.cities = [tuple(range(17)), tuple(range(17)), tuple(range(15)), tuple(range(16))]
    assert ranking(s) == [3, 2, 1, 0]
    s.cities[2] = tuple(range(16))
    assert ranking_key(s, 2) == ranking_key(s, 3) == (14, 30, 16)
    assert ranking(s) == [2, 3, 1, 0]  # a shared first place keeps seat order
