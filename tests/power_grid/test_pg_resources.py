"""Phase 3, buying resources: seed 002 "购买燃料" and seed 004 "购买资源"."""

from __future__ import annotations

import pytest

from desktop_app.content.power_grid import Resource
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid.actions import BuyResource, DeclineAuction, EndBuying
from desktop_app.rules.power_grid.state import Phase

COAL, OIL, GARBAGE, URANIUM = Resource.COAL, Resource.OIL, Resource.GARBAGE, Resource.URANIUM


def _buying(pg, players=3, **kw):
    kw.setdefault("order", list(range(players)))
    return pg.make_state(players, phase=Phase.RESOURCES, **kw)


def _max_buy(state, resource):
    return max(
        (a.amount for a in engine.legal_actions(state) if isinstance(a, BuyResource) and a.resource is resource),
        default=0,
    )


def test_resources_bought_in_reverse_turn_order(pg):
    """Seed 002: "玩家的顺序依次序表上由右到左。次序和竞投电厂正好相反"; seed 004: "顺序靠后者先购买（与步骤2
    顺序相反）"."""
    s = pg.make_state(4, order=[2, 0, 3, 1], deck=[20, 21])
    pg.play(s, *[DeclineAuction()] * 4)
    assert s.phase is Phase.RESOURCES
    seen = []
    while s.phase is Phase.RESOURCES:
        seen.append(engine.current_player(s))
        pg.play(s, EndBuying())
    assert seen == [1, 3, 0, 2]
    assert s.phase is Phase.BUILDING


def test_resources_cheapest_first(pg):
    """Seed 002: "某燃料的价格依其位置决定 ... 开局时位于方格1的3个燃煤，它们的价格即为1"; RULES-NOTES 1:
    "Buying takes the cheapest first"."""
    s = _buying(pg, plants={0: [4, 10]}, queue=[0, 1, 2])
    pg.play(s, BuyResource(COAL, 4))  # 1 + 1 + 1 + 2
    assert s.money[0] == 50 - 5
    assert s.fuel[0] == [4, 0, 0, 0] and s.res_market[COAL] == 20
    pg.play(s, BuyResource(COAL, 3))  # 2 + 2 + 3
    assert s.money[0] == 45 - 7
    s = _buying(pg, plants={0: [11]})
    s.queue = [0]
    pg.play(s, BuyResource(URANIUM, 2))  # uranium starts on 14 and 16
    assert s.money[0] == 50 - 30


def test_storage_is_twice_the_fuel_needed(pg):
    """Seed 002: "每座发电厂可储存其所需燃料的两倍数量"; seed 004: "购买的量最多为电厂发电用的2 倍资源"."""
    s = _buying(pg, plants={0: [8, 11, 14]}, money=[500, 50, 50], queue=[0])
    assert s.storage(0) == (6, 0, 4, 2, 0)  # plant 8: coal 3, 11: uranium 1, 14: garbage 2
    assert _max_buy(s, COAL) == 6 and _max_buy(s, GARBAGE) == 4 and _max_buy(s, URANIUM) == 2
    pg.play(s, BuyResource(COAL, 5))
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, BuyResource(COAL, 2))
    assert err.value.code == "no_storage" and err.value.params["free"] == 1
    pg.play(s, BuyResource(COAL, 1), BuyResource(GARBAGE, 4), BuyResource(URANIUM, 2))
    assert s.fuel[0] == [6, 0, 4, 2]
    assert _max_buy(s, COAL) == _max_buy(s, GARBAGE) == _max_buy(s, URANIUM) == 0


def test_storage_counts_fuel_already_held(pg):
    """Seed 002: "玩家只可购买其发电厂能够储存的燃料。若空间不足 ... 玩家不可购买该种燃料"."""
    s = _buying(pg, plants={0: [7]}, fuel={0: {"oil": 4}}, queue=[0])
    assert _max_buy(s, OIL) == 2
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, BuyResource(OIL, 3))
    assert err.value.code == "no_storage"


def test_plants_store_only_the_fuel_they_use(pg):
    """Seed 002: "若空间不足，或种类不合，玩家不可购买该种燃料 ... 发电厂不能储存其无法使用的燃料。...
    编号13的生态电厂和编号50的核融电厂不能储存任何燃料"; seed 004: "只能购买与自己电厂上所标资源符号相同的资源"."""
    s = _buying(pg, plants={0: [4, 13]}, queue=[0])
    for r in (OIL, GARBAGE, URANIUM):
        assert _max_buy(s, r) == 0
        with pytest.raises(IllegalAction) as err:
            engine.apply_in_place(s, BuyResource(r, 1))
        assert err.value.code == "no_storage"
    s = _buying(pg, plants={0: [13, 50]}, queue=[0])
    assert s.storage(0) == (0, 0, 0, 0, 0)
    assert engine.legal_actions(s) == [EndBuying()]


def test_hybrid_stores_coal_or_oil(pg):
    """Seed 002: "编号5的混合电厂Hybrid可以储存4个燃煤或石油"; seed 004: "如果是hybrid（混合）型电厂，
    可购买所标的不同种资源"."""
    for coal, oil in [(4, 0), (0, 4), (2, 2), (1, 3)]:
        s = _buying(pg, plants={0: [5]}, queue=[0])
        if coal:
            pg.play(s, BuyResource(COAL, coal))
        if oil:
            pg.play(s, BuyResource(OIL, oil))
        assert s.fuel[0][:2] == [coal, oil]
        assert _max_buy(s, COAL) == _max_buy(s, OIL) == 0
        for r in (COAL, OIL):
            with pytest.raises(IllegalAction):
                engine.apply_in_place(s, BuyResource(r, 1))


def test_hybrid_room_is_shared_with_dedicated_plants(pg):
    """Seed 002: "无论任何时间，玩家可以重新调配其燃料的摆放" — coal fills the coal plant first and
    the hybrid takes the rest, so coal + oil fit as long as the total fits."""
    s = _buying(pg, plants={0: [4, 5]}, queue=[0])  # coal plant 4 holds 4, hybrid 5 holds 4
    assert _max_buy(s, COAL) == 8 and _max_buy(s, OIL) == 4
    pg.play(s, BuyResource(COAL, 6))
    assert _max_buy(s, COAL) == 2 and _max_buy(s, OIL) == 2
    pg.play(s, BuyResource(OIL, 2))
    assert pg.fuel_fits(s, 0) and _max_buy(s, COAL) == 0


def test_resources_limited_by_market_and_money(pg):
    """Seed 002: "玩家先从燃料市场中拣选需要购买的燃料，付钱给库房" — only what the market holds and
    the player can pay."""
    s = _buying(pg, plants={0: [11, 23]}, queue=[0])  # room for 4 uranium; the market has 2
    assert _max_buy(s, URANIUM) == 2
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, BuyResource(URANIUM, 3))
    assert err.value.code == "market_short"
    s.money[0] = 29
    assert _max_buy(s, URANIUM) == 1
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, BuyResource(URANIUM, 2))
    assert err.value.code == "not_enough_money"
    assert err.value.params == {"needed": 30, "held": 29}


def test_buy_resource_amount_must_be_positive(pg):
    s = _buying(pg, plants={0: [4]}, queue=[0])
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, BuyResource(COAL, 0))
    assert err.value.code == "bad_amount"


def test_resources_several_purchases_in_one_turn(pg):
    """Seed 002: the player buys what they want of each fuel, then the next player buys."""
    s = _buying(pg, plants={0: [4, 7]}, queue=[0, 1])
    pg.play(s, BuyResource(COAL, 2), BuyResource(OIL, 3), BuyResource(COAL, 1))
    assert engine.current_player(s) == 0
    pg.play(s, EndBuying())
    assert engine.current_player(s) == 1
