"""The built-in pack validates, and holds exactly the numbers of RULES-NOTES section 1."""

from __future__ import annotations

import math
import subprocess
import sys
from pathlib import Path

import pytest

from desktop_app.content.loader import (
    default_power_grid,
    load_pack,
    load_power_grid,
    validate_pack,
)
from desktop_app.content.map_graph import components
from desktop_app.content.power_grid import PlantKind, PowerGridContent, Resource
from desktop_app.paths import game_data_dir

ROOT = Path(__file__).resolve().parents[2]

# RULES-NOTES section 1, plant table: number -> (kind, fuel needed, cities powered).
PLANTS = {
    3: ("oil", 2, 1),
    4: ("coal", 2, 1),
    5: ("hybrid", 2, 1),
    6: ("garbage", 1, 1),
    7: ("oil", 3, 2),
    8: ("coal", 3, 2),
    9: ("oil", 1, 1),
    10: ("coal", 2, 2),
    11: ("uranium", 1, 2),
    12: ("hybrid", 2, 2),
    13: ("eco", 0, 1),
    14: ("garbage", 2, 2),
    15: ("coal", 2, 3),
    16: ("oil", 2, 3),
    17: ("uranium", 1, 2),
    18: ("eco", 0, 2),
    19: ("garbage", 2, 3),
    20: ("coal", 3, 5),
    21: ("hybrid", 2, 4),
    22: ("eco", 0, 2),
    23: ("uranium", 1, 3),
    24: ("garbage", 2, 4),
    25: ("coal", 2, 5),
    26: ("oil", 2, 5),
    27: ("eco", 0, 3),
    28: ("uranium", 1, 4),
    29: ("hybrid", 1, 4),
    30: ("garbage", 3, 6),
    31: ("coal", 3, 6),
    32: ("oil", 3, 6),
    33: ("eco", 0, 4),
    34: ("uranium", 1, 5),
    35: ("oil", 1, 5),
    36: ("coal", 3, 7),
    37: ("eco", 0, 4),
    38: ("garbage", 3, 7),
    39: ("uranium", 1, 6),
    40: ("oil", 2, 6),
    42: ("coal", 2, 6),
    44: ("eco", 0, 5),
    46: ("hybrid", 3, 7),
    50: ("fusion", 0, 6),
}
PAYMENT = (10, 22, 33, 44, 54, 64, 73, 82, 90, 98, 105, 112, 118, 124, 129, 134, 138, 142, 145, 148, 150)
# players -> regions, plants removed, max plants, step 2 at, end at, resupply per step.
PLAYER_COUNTS = {
    2: (3, 8, 4, 10, 21, ((3, 2, 1, 1), (4, 2, 2, 1), (3, 4, 3, 1))),
    3: (3, 8, 3, 7, 17, ((4, 2, 1, 1), (5, 3, 2, 1), (3, 4, 3, 1))),
    4: (4, 4, 3, 7, 17, ((5, 3, 2, 1), (6, 4, 3, 2), (4, 5, 4, 2))),
    5: (5, 0, 3, 7, 15, ((5, 4, 3, 2), (7, 5, 3, 3), (5, 6, 5, 2))),
    6: (5, 0, 3, 6, 14, ((7, 5, 3, 2), (9, 6, 5, 3), (6, 7, 6, 3))),
}


@pytest.fixture(scope="module")
def content() -> PowerGridContent:
    return load_power_grid()


def test_shipped_pack_has_no_issues():
    assert validate_pack() == []


def test_pack_identity():
    pack = load_pack()
    assert pack.content_version == 1
    assert pack.pack_version == "2026.12.1"
    assert pack.name.zh_TW and pack.name.en
    assert pack.power_grid.pack_version == "2026.12.1"
    assert pack.power_grid.content_version == 1


def test_plants_match_the_rules_notes(content):
    assert len(content.plants) == 42
    assert [p.number for p in content.plants] == sorted(PLANTS)
    for plant in content.plants:
        kind, fuel, cities = PLANTS[plant.number]
        assert (plant.kind, plant.fuel_needed, plant.cities) == (PlantKind(kind), fuel, cities)
    assert content.plant(13).kind is PlantKind.ECO


def test_tables_match_the_rules_notes(content):
    assert content.payment == PAYMENT
    assert sorted(content.player_counts) == [2, 3, 4, 5, 6]
    for players, (regions, removed, max_plants, step2, end, resupply) in PLAYER_COUNTS.items():
        rules = content.player_counts[players]
        assert rules.players == players
        assert (rules.regions, rules.plants_removed, rules.max_plants) == (regions, removed, max_plants)
        assert (rules.step2_cities, rules.end_cities) == (step2, end)
        assert rules.resupply == resupply
    assert content.start_money == 50
    assert content.houses_per_player == 22
    assert content.city_costs == (10, 15, 20)
    assert content.opening_market == (3, 4, 5, 6, 7, 8, 9, 10)
    assert content.top_plant == 13
    assert (content.market_size, content.buyable_count, content.step3_market_size) == (8, 4, 6)
    assert content.default_map == "taiwan"


def test_resource_tracks(content):
    tracks = content.resource_tracks
    assert [t.resource for t in tracks] == list(Resource)
    three_per_space = tuple(p for p in range(1, 9) for _ in range(3))
    for resource in (Resource.COAL, Resource.OIL, Resource.GARBAGE):
        assert tracks[resource].slot_prices == three_per_space
        assert tracks[resource].total == 24
    uranium = tracks[Resource.URANIUM]
    assert uranium.slot_prices == (1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16)
    assert uranium.total == 12
    assert [t.start_count for t in tracks] == [24, 18, 6, 2]
    assert [t.co2_kg_per_unit for t in tracks] == [1000, 800, 500, 0]
    assert tracks[Resource.OIL].name.zh_TW == "石油"


def test_taiwan_map_has_six_connected_regions_of_seven(content):
    taiwan = content.maps["taiwan"]
    assert len(taiwan.cities) == 42
    assert len(taiwan.regions) == 6
    edges = [(c.a, c.b) for c in taiwan.connections]
    for region in taiwan.regions:
        members = [c.id for c in taiwan.cities if c.region == region.id]
        assert len(members) == 7, region.id
        assert len(components(members, edges)) == 1, region.id
    assert len(components([c.id for c in taiwan.cities], edges)) == 1
    assert all(c.cost >= 0 for c in taiwan.connections)


def test_taiwan_map_is_a_sensible_board(content):
    """Real coordinates in Taiwan, 2-6 roads per city, both names, soft distinct tints."""
    taiwan = content.maps["taiwan"]
    degree = {c.id: 0 for c in taiwan.cities}
    for conn in taiwan.connections:
        degree[conn.a] += 1
        degree[conn.b] += 1
    assert all(2 <= d <= 6 for d in degree.values()), degree
    for city in taiwan.cities:
        assert 119.9 < city.lon < 122.1 and 21.8 < city.lat < 25.4, city.id
        assert city.id.isascii() and city.id.islower()
        assert city.name.zh_TW and not city.name.zh_TW.isascii()
        assert city.name.en.isascii()
    colors = {r.color for r in taiwan.regions}
    assert len(colors) == 6
    for color in colors:
        channels = [int(color[i : i + 2], 16) for i in (1, 3, 5)]
        assert min(channels) >= 0xB0, f"{color} is not a soft tint"


def test_taiwan_regions_form_a_ring_so_any_adjacent_choice_works(content):
    taiwan = content.maps["taiwan"]
    region_of = {c.id: c.region for c in taiwan.cities}
    borders = {
        frozenset((region_of[c.a], region_of[c.b])) for c in taiwan.connections if region_of[c.a] != region_of[c.b]
    }
    ring = ["north", "northwest", "central", "southwest", "south", "east"]
    for i, region in enumerate(ring):
        assert frozenset((region, ring[(i + 1) % 6])) in borders
    assert frozenset(("central", "east")) in borders  # the Central Cross-Island Highway


def test_costs_follow_real_distance(content):
    """2 Elektro plus 1 per 4.6 km of road (great circle x 1.25, or the real winding road, up to
    2.7 times the straight line, x 1.5 over a mountain range), from the generator."""
    taiwan = content.maps["taiwan"]
    by_id = {c.id: c for c in taiwan.cities}
    for conn in taiwan.connections:
        a, b = by_id[conn.a], by_id[conn.b]
        km = (
            6371
            * math.radians(1)
            * math.hypot((a.lon - b.lon) * math.cos(math.radians((a.lat + b.lat) / 2)), a.lat - b.lat)
        )
        assert conn.cost >= 2 + km * 1.25 / 4.6 - 1, (conn, km)
        assert conn.cost <= 2 + km * 2.7 * 1.5 / 4.6 + 1, (conn, km)


def test_map_file_matches_its_generator():
    result = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "make_taiwan_map.py"), "--check"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stderr


def test_demo_map_is_small_and_for_few_players(content):
    demo = content.maps["north_taiwan"]
    assert len(demo.cities) == 21 and len(demo.regions) == 3
    assert len(demo.connections) >= 38  # 75+ on the 42-city board, scaled to 21 places


def test_game_folder_path_is_accepted_too():
    assert load_power_grid(game_data_dir() / "power_grid").plants == load_power_grid().plants


def test_default_content_is_loaded_once():
    assert default_power_grid() is default_power_grid()


def test_content_layer_needs_no_qt():
    code = (
        "import sys; from desktop_app.content.loader import load_power_grid; load_power_grid(); "
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'desktop_app.rules', "
        "'desktop_app.ai', 'desktop_app.controllers', 'desktop_app.views'))]; "
        "assert not bad, bad"
    )
    subprocess.run([sys.executable, "-c", code], check=True, cwd=ROOT)
