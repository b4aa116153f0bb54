"""Phase 4, building: seed 002 "建设网络" and seed 004 "进入城市"."""

from __future__ import annotations

import pytest

from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid.actions import BuildCity, EndBuilding, EndBuying
from desktop_app.rules.power_grid.network import path
from desktop_app.rules.power_grid.state import Phase, PowerGridOptions


def _building(pg, players=3, step=1, **kw):
    kw.setdefault("order", list(range(players)))
    kw.setdefault("queue", [0])
    return pg.make_state(players, phase=Phase.BUILDING, step=step, **kw)


def test_building_in_reverse_turn_order(pg):
    """Seed 002: "次序和竞投电厂正好相反。在这个步骤中，玩家轮流扩展其输电网"; seed 004: "顺序靠后者先行动
    （与步骤2 顺序相反）"."""
    s = pg.make_state(4, phase=Phase.RESOURCES, order=[2, 0, 3, 1], queue=[1, 3, 0, 2])
    pg.play(s, *[EndBuying()] * 4)
    assert s.phase is Phase.BUILDING
    seen = []
    while s.phase is Phase.BUILDING:
        seen.append(engine.current_player(s))
        pg.play(s, EndBuilding())
    assert seen == [1, 3, 0, 2]
    assert s.phase is Phase.BUREAUCRACY


def test_building_first_city_costs_10_anywhere_in_play(pg):
    """Seed 002: "玩家可拣选任何未有设有电力网的城市（没有摆放房屋）为起点。在该城市摆放一个自己的房屋，并向
    库房缴付10元"; seed 004: "所进入的第一座城市可以是版图上的任意城市（但一定要在游戏开始前所选的区域内）"."""
    for cid in ("keelung", "miaoli", "puli"):  # one per region in play, far apart
        s = _building(pg)
        assert engine.build_cost(s, 0, pg.city(s, cid)) == 10
        pg.play(s, BuildCity(cid))
        assert s.money[0] == 40 and s.cities[0] == (pg.city(s, cid),)
        assert s.city_owners[pg.city(s, cid)] == (0,)


def test_building_first_city_only_in_regions_in_play(pg):
    """Seed 004: "（但一定要在游戏开始前所选的区域内）"."""
    s = _building(pg)  # north, northwest, central
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, BuildCity("kaohsiung"))
    assert (
        err.value.code == "city_out_of_play"
        and "Kaohsiung" in err.value.reason
        and err.value.params["city"] == "kaohsiung"
    )
    built = {a.city for a in engine.legal_actions(s) if isinstance(a, BuildCity)}
    assert built == {s.board.city_ids[i] for i in s.board.in_play_cities}
    assert len(built) == 21


def test_building_is_optional_even_in_the_first_round(pg):
    """Seed 002: "玩家无需急于在第一回合时连接上他的第一个城市"; seed 004: "可选择进入城市，也可以不进入
    （第一回合也是如此）"."""
    s = _building(pg, round=1, queue=[0, 1, 2])
    pg.play(s, EndBuilding(), EndBuilding(), EndBuilding())
    assert s.cities == [(), (), ()] and s.phase is Phase.BUREAUCRACY


def test_connection_cost_is_cheapest_path(pg):
    """Seed 002: "找出一条沿着电缆、城市伸延的路线 ... 将沿线的费用 ... 的总和，加上连接该城市的费用，即为连接
    上一个新城市的代价"; RULES-NOTES 1: "the cheapest path from any city of the player's network
    (Dijkstra over the costs)". Taipei-Banqiao 4, Banqiao-Taoyuan 6, Taoyuan-Zhongli 5 = 15 beats
    the way by Tamsui (6 + 8 + 5 = 19) and the way by Sanxia (4 + 6 + 4 + 5 = 19)."""
    s = _building(pg, houses={0: ["taipei"]})
    zhongli = pg.city(s, "zhongli")
    assert engine.connection_cost(s, 0, zhongli) == 15
    assert engine.build_cost(s, 0, zhongli) == 25
    pg.play(s, BuildCity("zhongli"))
    assert s.money[0] == 25
    # From any city of the network: Daxi is 5 from Zhongli (15 from Taipei).
    assert engine.connection_cost(s, 0, pg.city(s, "daxi")) == 5
    pg.play(s, BuildCity("daxi"))
    assert s.money[0] == 25 - 15


def test_building_several_cities_in_one_turn(pg):
    """Seed 002: "扩展其输电网时，只需有足够的金钱，玩家即可不断扩展其输电网。当玩家决定不再扩展时，才轮至
    下位玩家"."""
    s = _building(pg, queue=[0, 1])
    pg.play(s, BuildCity("taipei"), BuildCity("banqiao"), BuildCity("xindian"))  # 10, 14, 15
    assert s.money[0] == 50 - 39 and len(s.cities[0]) == 3
    assert engine.current_player(s) == 0
    s.money[0] = 10
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, BuildCity("xizhi"))  # 10 + 6 from Taipei
    assert err.value.code == "not_enough_money" and err.value.params == {"needed": 16, "held": 10}
    assert BuildCity("xizhi") not in engine.legal_actions(s)
    pg.play(s, EndBuilding())
    assert engine.current_player(s) == 1


def test_step1_one_house_per_city(pg):
    """Seed 002: "第一阶段中每个城市上最多可放置一个房屋"; seed 004: "已有另一玩家的城市15 元（step2 之后
    才可以进入）"."""
    s = _building(pg, houses={1: ["taipei"]})
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, BuildCity("taipei"))
    assert err.value.code == "city_full" and err.value.params["step"] == 1
    assert BuildCity("taipei") not in engine.legal_actions(s)


def test_step2_second_house_costs_15(pg):
    """Seed 002: "要在城市上放置第二个房屋，另一玩家需花费15元 ... 第二阶段中每个城市上最多可放置两个分别属于
    两名玩家的房屋"."""
    s = _building(pg, step=2, houses={1: ["taipei"], 2: ["banqiao"]}, players=3)
    pg.play(s, BuildCity("taipei"))
    assert s.money[0] == 50 - 15 and s.city_owners[pg.city(s, "taipei")] == (1, 0)
    pg.play(s, BuildCity("banqiao"))  # 15 + 4
    assert s.money[0] == 35 - 19
    s.queue = [2]
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, BuildCity("taipei"))  # full at Step 2
    assert err.value.code == "city_full" and err.value.params["step"] == 2


def test_step3_third_house_costs_20(pg):
    """Seed 002: "要在城市上放置第三个房屋，第三名玩家需花费20元 ... 第三阶段中每个城市上最多可放置三个分别
    属于三名玩家的房屋"; seed 004: "已有两个玩家的城市20 元（step3 之后才可以进入），已有三个玩家的城市
    不能再进入"."""
    s = _building(pg, players=4, step=3, houses={1: ["taipei"], 2: ["taipei"]})
    pg.play(s, BuildCity("taipei"))
    assert s.money[0] == 30 and s.city_owners[pg.city(s, "taipei")] == (1, 2, 0)
    s.queue = [3]
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, BuildCity("taipei"))
    assert err.value.code == "city_full"


def test_one_house_per_player_per_city(pg):
    """Seed 002: "同一玩家不可在同一城市上放上多于一个房屋"; seed 004: "不能在同一个城市内进入2 次"."""
    s = _building(pg, step=3, houses={0: ["taipei"]})
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, BuildCity("taipei"))
    assert err.value.code == "city_already_yours"
    assert BuildCity("taipei") not in engine.legal_actions(s)


def test_full_cities_are_pass_through(pg):
    """Seed 002: "若因城市已被其它三位玩家连接，或因游戏进行中不同阶段的限制，玩家无法（或不愿）在某城市上
    放置房屋时，这些城市将等同一般的电缆。玩家可通过这个城市连接其它城市，玩家无需缴付额外费用"; seed 004:
    "可穿越1 座或多座城市"."""
    s = _building(pg, houses={0: ["taipei"], 1: ["banqiao", "sanxia"]})  # both full at Step 1
    pg.play(s, BuildCity("daxi"))  # Taipei - Banqiao - Sanxia - Daxi: cables 4 + 6 + 5
    assert s.money[0] == 50 - 25


def test_cables_may_not_pass_through_regions_not_in_play(pg):
    """Seed 004: "所进入的第一座城市可以是版图上的任意城市（但一定要在游戏开始前所选的区域内）" and
    "连接费为从现有的城市到所要进入的城市之间的电缆费用总和"; RULES-NOTES 1: "Regions not in play are off
    the board: no cable passes through them". With north, northwest and east in play, Miaoli to
    Hualien may not take the Central Cross-Island Highway (Miaoli-Fengyuan-Taichung-Puli-Hualien,
    85, all through the central region); it goes round by the north and the Suhua Highway:
    11 + 9 + 5 + 7 + 20 + 4 + 4 + 5 + 40 = 105."""
    s = _building(pg, regions=("north", "northwest", "east"), houses={0: ["miaoli"]}, money=[200, 50, 50])
    hualien = pg.city(s, "hualien")
    assert engine.connection_cost(s, 0, hualien) == 105
    route = [s.board.city_ids[c] for c in path(s.board.next_hop, pg.city(s, "miaoli"), hualien)]
    assert route == ["miaoli", "zhudong", "daxi", "sanxia", "xindian", "jiaoxi", "yilan", "luodong", "suao", "hualien"]
    assert all(s.board.in_play[s.board.city_index[c]] for c in route)
    pg.play(s, BuildCity("hualien"))
    assert s.money[0] == 200 - 115


def test_cables_through_unused_regions_option_lets_cables_pass(pg):
    """The named setup option `cables_through_unused_regions` (off by default) keeps the older
    reading of seed 004's "可穿越1 座或多座城市": a cable may pass through the cities of a region not
    in play. Miaoli to Hualien then takes the Central Cross-Island Highway through the central
    region: 12 + 6 + 11 + 56 = 85; a city out of play still cannot be built in."""
    options = PowerGridOptions(
        players=3, seed=1, regions=("north", "northwest", "east"), cables_through_unused_regions=True
    )
    s = engine.new_game(pg.content, options)
    s.money = [200, 50, 50]
    pg.place_houses(s, 0, "miaoli")
    pg.goto_phase(s, Phase.BUILDING, [0])
    assert engine.connection_cost(s, 0, pg.city(s, "hualien")) == 85
    pg.play(s, BuildCity("hualien"))
    assert s.money[0] == 200 - 95
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, BuildCity("taichung"))
    assert err.value.code == "city_out_of_play"
    assert PowerGridOptions.from_json(options.to_json()) == options
    older = {"players": 3, "seed": 1, "map_id": None, "regions": None}  # a save from before the option
    assert PowerGridOptions.from_json(older).cables_through_unused_regions is False


def test_no_houses_left(pg):
    """RULES-NOTES 1: "22 houses each": a player with every house on the map builds no more."""
    s = _building(pg, players=5, money=[500] * 5)
    ids = [s.board.city_ids[i] for i in s.board.in_play_cities]
    pg.place_houses(s, 0, *ids[:22])
    assert s.houses_left(0) == 0
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, BuildCity(ids[22]))
    assert err.value.code == "no_houses"
    assert engine.legal_actions(s) == [EndBuilding()]


def test_unknown_city_refused(pg):
    s = _building(pg)
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, BuildCity("atlantis"))
    assert err.value.code == "unknown_city"


def test_first_city_may_share_a_city_from_step2(pg):
    """Seed 004: "所进入的第一座城市可以是版图上的任意城市" and "已有另一玩家的城市15 元（step2 之后才可以进入）".
    Seed 002's "玩家可拣选任何未有设有电力网的城市（没有摆放房屋）为起点" describes the game's start, when every
    city is empty. Decision: a late starter may put a first house in an occupied city from Step 2,
    paying that city's slot (15) and no cable."""
    s = _building(pg, step=2, houses={1: ["taipei"]})
    assert engine.build_cost(s, 0, pg.city(s, "taipei")) == 15
    pg.play(s, BuildCity("taipei"))
    assert s.money[0] == 35
