"""The end of the game and the winner: seed 002 "游戏结束", seed 004 "游戏结束和胜利条件"."""

from __future__ import annotations

import pytest

from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_grid import engine, phases
from desktop_app.rules.power_grid.actions import BuildCity, EndBuilding, RunPlants
from desktop_app.rules.power_grid.state import NO_PLAYER, STEP3_CARD, Phase

NORTH = ["taipei", "banqiao", "tamsui", "keelung", "xizhi", "xindian", "sanxia"]
NORTHWEST = ["taoyuan", "zhongli", "daxi", "zhubei", "hsinchu", "zhudong", "miaoli"]
CENTRAL = ["fengyuan", "taichung", "changhua", "lukang", "yuanlin", "nantou", "puli"]
ALL = NORTH + NORTHWEST + CENTRAL  # the 21 cities in play for 2-3 players (conftest.REGIONS)


def _final_bureaucracy(pg, players=3, **kw):
    kw.setdefault("order", list(range(players)))
    kw.setdefault("deck", [30, 31, STEP3_CARD])
    s = pg.make_state(players, phase=Phase.BUREAUCRACY, step=2, **kw)
    s.end_triggered = True
    return s


def _run_all(s):
    while s.phase is Phase.BUREAUCRACY:
        who = engine.current_player(s)
        engine.apply_in_place(s, RunPlants(s.plants[who], 0))


def test_end_after_phase5_winner_most_powered_then_money_then_cities(pg):
    """Seed 002: "完成步骤4建设网络时，当任何玩家连接上17个或以上的城市后，游戏结束"; seed 004: "在步骤4，建造
    城市结束时，当有一名或几名玩家的城市建造数量达到或超过17（*）座时，游戏在紧接着的步骤5 结束后结束。能在此
    步骤5 时供应最多城市的玩家取胜" — the most cities connected does not win by itself."""
    s = pg.make_state(
        3,
        step=2,
        phase=Phase.BUILDING,
        order=[0, 1, 2],
        queue=[2, 1, 0],
        plants={0: [13], 1: [50], 2: [18]},
        money=[100, 10, 10],
        houses={0: NORTH + NORTHWEST + CENTRAL[:2], 1: CENTRAL[2:] + ["taipei"], 2: ["banqiao"]},
        market=[20, 21, 22, 23, 24, 25, 26, 27],
        deck=[30, 31, STEP3_CARD],
    )
    pg.play(s, EndBuilding(), EndBuilding())
    pg.play(s, BuildCity(CENTRAL[2]))  # seat 0 reaches 17 ...
    assert len(s.cities[0]) == 17 and not s.end_triggered  # ... but Phase 4 is not over yet
    pg.play(s, EndBuilding())
    assert s.end_triggered and s.phase is Phase.BUREAUCRACY
    _run_all(s)  # powered: seat 0: 1 (plant 13), seat 1: 6 (plant 50), seat 2: 1 (plant 18, 1 city)
    assert s.phase is Phase.GAME_OVER
    assert s.powered == [1, 6, 1]
    assert s.winners == (1,)
    assert (phases.EV_GAME_OVER, (1,)) in s.events
    assert s.round == 2  # no new round


def test_end_tie_on_powered_cities_broken_by_money(pg):
    """Seed 004: "若供应城市数量相同，则看手中所剩余的钱数，多者获胜" (money after this Phase 5's income)."""
    s = _final_bureaucracy(
        pg,
        plants={0: [13, 44], 1: [50], 2: [18]},
        money=[20, 21, 99],
        houses={0: ALL[:17], 1: ALL[:6], 2: ALL[6:8]},
    )
    _run_all(s)
    assert s.powered == [6, 6, 2]
    assert s.money == [20 + 73, 21 + 73, 99 + 33]
    assert s.winners == (1,)


def test_end_tie_on_powered_and_money_broken_by_cities(pg):
    """Seed 004: "如果剩余钱数也相同，则再比较进入城市数量，多者获胜"."""
    s = _final_bureaucracy(
        pg,
        plants={0: [13, 44], 1: [50], 2: [18]},
        money=[20, 20, 20],
        houses={0: ALL[:17], 1: ALL[:6], 2: ALL[6:8]},
    )
    _run_all(s)
    assert s.winners == (0,)


def test_tie_is_a_shared_win(pg):
    """Seed 004 breaks ties by powered cities, money, then cities and says no more: players still
    level after all three share the win (`winners` lists them all)."""
    s = _final_bureaucracy(
        pg,
        plants={0: [13, 44], 1: [50], 2: [18]},
        money=[20, 20, 20],
        houses={0: ALL[:6], 1: ALL[6:12], 2: ALL[:17]},
    )
    _run_all(s)
    assert s.powered == [6, 6, 2]
    assert s.winners == (0, 1)


def test_winner_may_not_be_the_one_who_triggered_the_end(pg):
    """Seed 004: "能在此步骤5 时供应最多城市的玩家取胜" — a player who chooses not to run plants powers 0."""
    s = _final_bureaucracy(pg, plants={0: [50], 1: [13]}, houses={0: ALL[:17], 1: ALL[:2]})
    pg.play(s, RunPlants(()), RunPlants((13,)), RunPlants(()))
    assert s.powered == [0, 1, 0] and s.winners == (1,)


@pytest.mark.parametrize("players,end", [(2, 21), (3, 17), (4, 17), (5, 15), (6, 14)])
def test_end_threshold_by_player_count(pg, players, end):
    """RULES-NOTES 1 table "game end at": 21 / 17 / 17 / 15 / 14 cities for 2-6 players."""
    for leader, triggered in [(end - 1, False), (end, True)]:
        s = pg.make_state(
            players,
            step=3,
            phase=Phase.BUILDING,
            queue=[0],
            houses={0: ALL[:leader]},
            market=[30, 31, 32, 33, 34, 35],
            deck=[40],
        )
        pg.play(s, EndBuilding())
        assert s.end_triggered is triggered
        while s.phase is Phase.BUREAUCRACY:
            pg.play(s, RunPlants(()))
        assert (s.phase is Phase.GAME_OVER) is triggered


def test_nothing_happens_after_the_game_is_over(pg):
    s = _final_bureaucracy(pg, plants={0: [13]}, houses={0: ALL[:17]})
    _run_all(s)
    assert engine.is_over(s)
    assert engine.current_player(s) == NO_PLAYER
    assert engine.legal_actions(s) == []
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, RunPlants(()))
    assert err.value.code == "game_over"
