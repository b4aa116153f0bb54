"""The shipped maps as boards: cable costs at the published boards' scale, real route choices,
dearer mountain crossings, and regions in play that hang together without the others.

The measures are those of tools/map_measures.py (docs/power_grid-balance.md has the figures and
the published boards' range they are compared with).
"""

from __future__ import annotations

import itertools
import math
import statistics
import sys
from pathlib import Path

import pytest

from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid.network import all_pairs
from desktop_app.rules.power_grid.regions import choose_regions, is_connected, validate_regions
from desktop_app.rules.power_grid.state import INFINITE_COST, PowerGridOptions

TOOLS = Path(__file__).resolve().parents[2] / "tools"
sys.path.insert(0, str(TOOLS))
import map_measures  # noqa: E402 -- tools/map_measures.py

# Roads over the Central or Xueshan Range (the cross-island, Suhua and South Link highways).
MOUNTAIN_ROADS = {
    frozenset(p)
    for p in [
        ("puli", "hualien"),
        ("suao", "hualien"),
        ("chaozhou", "taitung"),
        ("hengchun", "taitung"),
        ("daxi", "yilan"),
        ("qishan", "yuli"),
        ("xindian", "jiaoxi"),
    ]
}


def _measures(game_map, size=None):
    cities = [c.id for c in game_map.cities]
    edges = [(c.a, c.b, c.cost) for c in game_map.connections]
    return map_measures.measures(cities, edges, size)


def _km(a, b) -> float:
    return (
        6371
        * math.radians(1)
        * math.hypot((a.lon - b.lon) * math.cos(math.radians((a.lat + b.lat) / 2)), a.lat - b.lat)
    )


def test_taiwan_map_costs_sit_among_the_published_boards(content):
    """RULES-NOTES 1: "the published 42-city boards have 80-93 connections with a mean cost of 8-12
    Elektro, and a greedy 17-city network costs 53-131 in cables"; issue 10 asks for 75+
    connections, a mean of 8-12 and a greedy 17-city median of 60-130."""
    m = _measures(content.maps["taiwan"])
    assert m["cities"] == 42 and m["network"] == 17
    assert m["connections"] >= 75
    assert 8 <= m["mean_cost"] <= 12
    assert 60 <= m["greedy_median"] <= 130


def test_demo_map_costs_scaled_to_its_size(content):
    """The North Taiwan demo (21 places) uses the same cost per km; its targets scale with its
    size (docs/power_grid-balance.md): 38+ connections and a greedy 9-city network (17 x 21 / 42,
    halves up) of 30-65 (60-130 x 8 / 16 cables)."""
    m = _measures(content.maps["north_taiwan"])
    assert m["cities"] == 21 and m["network"] == 9
    assert m["connections"] >= 38
    assert 30 <= m["greedy_median"] <= 65


def test_greedy_network_measure_counts_cheapest_additions():
    """The measure itself: a line a-b-c-d with costs 1, 5, 2; from b the cheapest city is a (1),
    then c (5), then d (2): 8 for four cities; the median over starts a, b, c, d is 8."""
    edges = [("a", "b", 1), ("b", "c", 5), ("c", "d", 2)]
    dist = map_measures.cheapest_paths(["a", "b", "c", "d"], edges)
    assert map_measures.greedy_network_cost(dist, 1, 4) == 8
    assert map_measures.greedy_network_cost(dist, 3, 2) == 2
    m = map_measures.measures(["a", "b", "c", "d"], edges, 3)
    assert m["greedy_median"] == statistics.median([6, 6, 7, 7])
    assert map_measures.network_size(42) == 17 and map_measures.network_size(21) == 9


def test_mountain_crossings_cost_clearly_more_than_the_plain(content):
    """RULES-NOTES 1: "Mountain crossings cost clearly more than the western plain": per km as the
    crow flies, every road over a range costs at least 1.3 times the median of the other long
    roads (40 km or more: the western plain, the coast and the rift valley)."""
    taiwan = content.maps["taiwan"]
    by_id = {c.id: c for c in taiwan.cities}
    km = {frozenset((c.a, c.b)): _km(by_id[c.a], by_id[c.b]) for c in taiwan.connections}
    per_km = {frozenset((c.a, c.b)): c.cost / km[frozenset((c.a, c.b))] for c in taiwan.connections}
    assert MOUNTAIN_ROADS <= set(per_km)
    long_plain = [v for k, v in per_km.items() if k not in MOUNTAIN_ROADS and km[k] >= 40]
    assert len(long_plain) >= 8
    plain = statistics.median(long_plain)
    for road in MOUNTAIN_ROADS:
        assert per_km[road] >= 1.3 * plain, (sorted(road), per_km[road], plain)


def _all_region_choices(game_map, count):
    ids = [r.id for r in game_map.regions]
    return [c for c in itertools.combinations(ids, count) if is_connected(game_map, c)]


@pytest.mark.parametrize("map_id", ["taiwan", "north_taiwan"])
def test_regions_in_play_hang_together_without_the_others(content, map_id):
    """Seed 004: "按照人数选择同样数量的区域作为此游戏的可使用区域，需相邻", and RULES-NOTES 1: "Regions not in
    play are off the board: no cable passes through them". Every choice the picker and the
    validation accept leaves every city in play reachable from every other through in-play
    cities only; a choice that is not adjacent is refused."""
    game_map = content.maps[map_id]
    for count in range(1, len(game_map.regions) + 1):
        for choice in _all_region_choices(game_map, count):
            assert validate_regions(game_map, choice, count) == choice
            dist, _ = all_pairs(game_map, choice)
            inside = [i for i, c in enumerate(game_map.cities) if c.region in choice]
            assert all(dist[a][b] < INFINITE_COST for a in inside for b in inside), choice
    if map_id == "taiwan":
        with pytest.raises(Exception):  # noqa: B017 -- IllegalAction, checked in test_pg_setup
            validate_regions(game_map, ("north", "southwest"), 2)


def test_random_region_choice_is_always_playable_without_the_others(content):
    """Seed 004: "按照人数选择同样数量的区域作为此游戏的可使用区域，需相邻": the random choice at setup only
    gives regions whose cities reach each other through in-play cities."""
    import random

    game_map = content.maps["taiwan"]
    rng = random.Random(5)
    for count in (3, 4, 5):
        for _ in range(40):
            choice = choose_regions(game_map, count, rng)
            dist, _ = all_pairs(game_map, choice)
            inside = [i for i, c in enumerate(game_map.cities) if c.region in choice]
            assert all(dist[a][b] < INFINITE_COST for a in inside for b in inside), choice


def test_unused_regions_are_off_the_board_by_default(content):
    """RULES-NOTES 1: "passing through them may exist as a named option, off by default": a new
    game's distances come from in-play cities only unless `cables_through_unused_regions` is set."""
    regions = ("north", "northwest", "east")
    off = engine.new_game(content, PowerGridOptions(players=3, seed=2, regions=regions))
    on = engine.new_game(
        content, PowerGridOptions(players=3, seed=2, regions=regions, cables_through_unused_regions=True)
    )
    miaoli, hualien = off.board.city_index["miaoli"], off.board.city_index["hualien"]
    assert off.board.dist[miaoli][hualien] > on.board.dist[miaoli][hualien]
    taichung = off.board.city_index["taichung"]
    assert off.board.dist[miaoli][taichung] == INFINITE_COST
    assert on.board.dist[miaoli][taichung] < INFINITE_COST
