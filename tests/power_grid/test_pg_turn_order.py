"""Phase 1, turn order: seed 002 "玩家顺序" and seed 004 "决定玩家行动顺序"."""

from __future__ import annotations

from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid.actions import EndBuilding, EndBuying, RunPlants
from desktop_app.rules.power_grid.state import Phase


def _finish_bureaucracy(pg, s):
    while s.phase is Phase.BUREAUCRACY:
        engine.apply_in_place(s, RunPlants(()))


def test_turn_order_most_cities_first(pg):
    """Seed 002: "依玩家连接的城市数目多寡，将玩家的房屋由左到右放在次序表上"; seed 004: "数量越多的越靠前"."""
    s = pg.make_state(
        4,
        phase=Phase.BUREAUCRACY,
        order=[0, 1, 2, 3],
        plants={0: [20], 1: [3], 2: [4], 3: [5]},
        houses={0: ["taipei"], 1: ["taoyuan", "zhongli", "daxi"], 2: [], 3: ["taichung", "changhua"]},
    )
    _finish_bureaucracy(pg, s)
    assert s.round == 3 and s.phase is Phase.AUCTION
    assert s.order == [1, 3, 0, 2]
    assert s.auction_open == [1, 3, 0, 2]
    assert engine.current_player(s) == 1


def test_turn_order_tie_broken_by_biggest_plant(pg):
    """Seed 002: "若玩家连接的城市数目相同，则依玩家的发电厂决定。拥有编号较大的发电厂者靠左方";
    seed 004: "若城市数量相同，则看所拥有的最大电厂号码，号码大着为先"."""
    s = pg.make_state(
        3,
        phase=Phase.BUREAUCRACY,
        order=[0, 1, 2],
        plants={0: [4, 25], 1: [3, 31], 2: [27]},
        houses={0: ["taipei"], 1: ["taoyuan"], 2: ["taichung"]},
    )
    _finish_bureaucracy(pg, s)
    assert s.order == [1, 2, 0]  # biggest plants 31 > 27 > 25


def test_first_round_order_random_then_reordered_by_plant_number_after_auction(pg):
    """Seed 004: "第一轮游戏时，先随机决定顺序（以决定拍卖的顺序），然后第二部拍卖电厂过后，由于进驻城市的
    数目都是0，按照电厂号码重新排序" and "此步骤结束时，将根据所拥有的电厂号码来重新排定本回合剩余步骤3-5
    的行动顺序，号码越大的顺序越前"."""
    s = pg.new(3, seed=5)
    first = s.order[:]
    pg.set_deck(s, [13, 20, 25, 30])
    # The first in the random order buys the smallest plant, the last the biggest.
    bought = {pg.buy(s, 3): 3}
    bought[pg.buy(s, 4)] = 4
    bought[pg.buy(s, 5)] = 5
    assert list(bought) == first  # the auction followed the random order
    assert s.phase is Phase.RESOURCES
    assert s.order == first[::-1]  # plant 5 first, then 4, then 3
    # Phases 3 and 4 go in reverse of the new order, Phase 5 in it.
    assert s.queue == first
    for _ in range(3):
        engine.apply_in_place(s, EndBuying())
    assert s.phase is Phase.BUILDING and s.queue == first
    for _ in range(3):
        engine.apply_in_place(s, EndBuilding())
    assert s.phase is Phase.BUREAUCRACY and s.queue == first[::-1]


def test_turn_order_redetermined_every_round(pg):
    """Seed 002: "这游戏以回合进行。每回合包含五个步骤" — Phase 1 is redone at each round's start, so the
    order follows the cities connected at the end of the round before."""
    s = pg.make_state(2, phase=Phase.BUREAUCRACY, order=[0, 1], plants={0: [10], 1: [3]})
    pg.place_houses(s, 1, "taipei")
    _finish_bureaucracy(pg, s)
    assert s.order == [1, 0]
    s.phase = Phase.BUREAUCRACY
    pg.place_houses(s, 0, "taoyuan", "zhongli")
    s.queue = s.order[:]
    _finish_bureaucracy(pg, s)
    assert s.order == [0, 1]
