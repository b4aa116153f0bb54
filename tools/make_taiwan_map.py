"""Write `game_data/power_grid/maps/taiwan.yaml` (and the small demo map) from real geography.

The places, their regions and which pairs are joined by a real road live here; the connection
costs are derived from the places' real coordinates (and, for winding roads, the road's real
length), so the map can be regenerated after moving a place or adding a road:

    python tools/make_taiwan_map.py            # rewrite the map files
    python tools/make_taiwan_map.py --check    # exit 1 if a shipped file differs from this data
    python tools/make_taiwan_map.py --report   # every connection with its km and cost, and the
                                               # board measures of tools/map_measures.py

Cost of a connection = CONNECTION_BASE + road km x terrain / KM_PER_ELEKTRO, rounded half up:
2 Elektro for the connection itself plus 1 per 4.6 km of road. Road km is the great-circle
distance x ROAD_FACTOR (1.25: roads are rarely straight), or the real road's length where the
road winds (the cross-island, Suhua, South Link and northeast-coast highways). Terrain is 1 on
the plain and the coast, MOUNTAIN (1.5) for a road over the Central or Xueshan Range.

The scale is set by the game's economy, not by the kilometres (Taiwan is small: 1 Elektro per
8-12 km made cables a fifth of building spend and left one 5-player game in seven without
Step 3). It was
tuned until the board measures sit among the published 42-city boards (mean connection 8-12,
greedy 17-city network 60-130) and 200 simulated games per player count reach Step 3 in at
least 90% of games with 1.5+ rounds of it: docs/power_grid-balance.md has the figures, and
tools/map_measures.py and tools/balance_power_grid.py measure them again. A purely
proportional cost with the mountain premium, at the same mean, fell short of the Step 3 goal
at 5 players, so the fixed part stays.

The script also refuses to write a map whose roads cross, whose cities have fewer than 2 or more
than 6 connections, or whose regions are not each connected, so a careless edit is caught here
rather than in the game. It needs only the standard library and tools/map_measures.py beside
it (whose measures also need nothing else).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(Path(__file__).resolve().parent))

import map_measures  # noqa: E402 -- tools/map_measures.py, beside this file

MAPS_DIR = ROOT / "game_data" / "power_grid" / "maps"

EARTH_RADIUS_KM = 6371.0088
ROAD_FACTOR = 1.25  # road km per great-circle km where the road's own length is not given
# The scale, set by the game's economy (docs/power_grid-balance.md): a fixed part per
# connection plus a part per km of road, the latter MOUNTAIN times dearer over a range.
CONNECTION_BASE = 2
KM_PER_ELEKTRO = 4.6
MOUNTAIN = 1.5
MIN_DEGREE, MAX_DEGREE = 2, 6


@dataclass(frozen=True)
class Place:
    id: str
    zh_TW: str
    en: str
    region: str
    lat: float
    lon: float


@dataclass(frozen=True)
class Road:
    a: str
    b: str
    road_km: float | None = None  # the real road's length; None: great circle x ROAD_FACTOR
    mountain: bool = False  # crosses the Central, Xueshan or Coastal Range (see MOUNTAIN)
    note: str = ""  # the real road, shown as a comment in the YAML


@dataclass(frozen=True)
class RegionSpec:
    id: str
    zh_TW: str
    en: str
    color: str


# Soft pastel tints, far enough apart in hue to tell regions apart under a projector.
REGIONS = (
    RegionSpec("north", "北北基", "Taipei–New Taipei–Keelung", "#F6CFCB"),
    RegionSpec("northwest", "桃竹苗", "Taoyuan–Hsinchu–Miaoli", "#FBE3C1"),
    RegionSpec("central", "中彰投", "Taichung–Changhua–Nantou", "#F7F0B6"),
    RegionSpec("southwest", "雲嘉南", "Yunlin–Chiayi–Tainan", "#D3EDCB"),
    RegionSpec("south", "高屏", "Kaohsiung–Pingtung", "#CCE3F4"),
    RegionSpec("east", "宜花東", "Yilan–Hualien–Taitung", "#E2D5F2"),
)

# Real places (railway station or town centre), 4 decimals (about 10 m).
PLACES = (
    # 北北基
    Place("taipei", "臺北", "Taipei", "north", 25.0478, 121.5170),
    Place("banqiao", "板橋", "Banqiao", "north", 25.0143, 121.4635),
    Place("tamsui", "淡水", "Tamsui", "north", 25.1677, 121.4455),
    Place("keelung", "基隆", "Keelung", "north", 25.1318, 121.7387),
    Place("xizhi", "汐止", "Xizhi", "north", 25.0685, 121.6618),
    Place("xindian", "新店", "Xindian", "north", 24.9576, 121.5375),
    Place("sanxia", "三峽", "Sanxia", "north", 24.9343, 121.3689),
    # 桃竹苗
    Place("taoyuan", "桃園", "Taoyuan", "northwest", 24.9892, 121.3137),
    Place("zhongli", "中壢", "Zhongli", "northwest", 24.9537, 121.2257),
    Place("daxi", "大溪", "Daxi", "northwest", 24.8808, 121.2867),
    Place("zhubei", "竹北", "Zhubei", "northwest", 24.8390, 121.0060),
    Place("hsinchu", "新竹", "Hsinchu", "northwest", 24.8017, 120.9717),
    Place("zhudong", "竹東", "Zhudong", "northwest", 24.7369, 121.0913),
    Place("miaoli", "苗栗", "Miaoli", "northwest", 24.5702, 120.8225),
    # 中彰投
    Place("fengyuan", "豐原", "Fengyuan", "central", 24.2544, 120.7235),
    Place("taichung", "臺中", "Taichung", "central", 24.1372, 120.6862),
    Place("changhua", "彰化", "Changhua", "central", 24.0817, 120.5385),
    Place("lukang", "鹿港", "Lukang", "central", 24.0569, 120.4349),
    Place("yuanlin", "員林", "Yuanlin", "central", 23.9593, 120.5700),
    Place("nantou", "南投", "Nantou", "central", 23.9129, 120.6849),
    Place("puli", "埔里", "Puli", "central", 23.9648, 120.9672),
    # 雲嘉南
    Place("douliu", "斗六", "Douliu", "southwest", 23.7117, 120.5413),
    Place("huwei", "虎尾", "Huwei", "southwest", 23.7085, 120.4314),
    Place("beigang", "北港", "Beigang", "southwest", 23.5676, 120.3043),
    Place("chiayi", "嘉義", "Chiayi", "southwest", 23.4792, 120.4410),
    Place("xinying", "新營", "Xinying", "southwest", 23.3103, 120.3168),
    Place("madou", "麻豆", "Madou", "southwest", 23.1817, 120.2480),
    Place("tainan", "臺南", "Tainan", "southwest", 22.9971, 120.2127),
    # 高屏
    Place("gangshan", "岡山", "Gangshan", "south", 22.7969, 120.2955),
    Place("kaohsiung", "高雄", "Kaohsiung", "south", 22.6394, 120.3024),
    Place("fengshan", "鳳山", "Fengshan", "south", 22.6271, 120.3570),
    Place("qishan", "旗山", "Qishan", "south", 22.8883, 120.4834),
    Place("pingtung", "屏東", "Pingtung", "south", 22.6690, 120.4861),
    Place("chaozhou", "潮州", "Chaozhou", "south", 22.5503, 120.5424),
    Place("hengchun", "恆春", "Hengchun", "south", 22.0024, 120.7435),
    # 宜花東
    Place("jiaoxi", "礁溪", "Jiaoxi", "east", 24.8270, 121.7745),
    Place("yilan", "宜蘭", "Yilan", "east", 24.7547, 121.7584),
    Place("luodong", "羅東", "Luodong", "east", 24.6777, 121.7732),
    Place("suao", "蘇澳", "Su'ao", "east", 24.5949, 121.8514),
    Place("hualien", "花蓮", "Hualien", "east", 23.9930, 121.6011),
    Place("yuli", "玉里", "Yuli", "east", 23.3319, 121.3118),
    Place("taitung", "臺東", "Taitung", "east", 22.7563, 121.1444),
)

ROADS = (
    # 北北基
    Road("tamsui", "taipei", note="Provincial Hwy 2B"),
    Road("tamsui", "keelung", note="north coast, Provincial Hwy 2"),
    Road("taipei", "banqiao"),
    Road("taipei", "xizhi", note="Freeway 1"),
    Road("taipei", "xindian"),
    Road("xizhi", "keelung", note="Freeway 1"),
    Road("banqiao", "xindian"),
    Road("banqiao", "sanxia", note="Freeway 3"),
    Road("tamsui", "banqiao", note="via Wugu and Xinzhuang, Provincial Hwy 64"),
    Road("sanxia", "xindian", note="Freeway 3 via Tucheng"),
    Road("xizhi", "xindian", note="Freeway 3 via Shenkeng"),
    # 北北基 - 桃竹苗
    Road("tamsui", "taoyuan", note="via Linkou, Provincial Hwy 15/61"),
    Road("banqiao", "taoyuan", note="Freeway 1"),
    Road("sanxia", "daxi", note="Provincial Hwy 7B"),
    Road("sanxia", "taoyuan", note="via Yingge, Provincial Hwy 110"),
    # 北北基 - 宜花東 (and 桃竹苗 - 宜花東: the Northern Cross-Island Highway, about 129 km
    # of road from Daxi over the Xueshan Range to Yilan)
    Road("daxi", "yilan", road_km=129, mountain=True, note="Northern Cross-Island Hwy 7 via Baling and Qilan"),
    Road("keelung", "jiaoxi", road_km=70, note="northeast coast, Provincial Hwy 2"),
    Road("xindian", "jiaoxi", road_km=55, mountain=True, note="over the Xueshan Range, Provincial Hwy 9 / Freeway 5"),
    # 桃竹苗
    Road("taoyuan", "zhongli"),
    Road("taoyuan", "daxi"),
    Road("zhongli", "daxi"),
    Road("zhongli", "zhubei", note="Freeway 1"),
    Road("zhongli", "zhudong", note="via Longtan and Guanxi, Freeway 3 / Provincial Hwy 3"),
    Road("daxi", "zhudong", note="Provincial Hwy 3"),
    Road("zhubei", "hsinchu"),
    Road("zhubei", "zhudong", note="Provincial Hwy 68"),
    Road("hsinchu", "zhudong"),
    Road("hsinchu", "miaoli", note="Freeway 1"),
    Road("zhudong", "miaoli", note="Provincial Hwy 3"),
    # 桃竹苗 - 中彰投
    Road("miaoli", "fengyuan", note="Freeway 1 / Provincial Hwy 13"),
    Road("miaoli", "changhua", note="coast road via Tongxiao and Dajia, Provincial Hwy 1"),
    # 中彰投
    Road("fengyuan", "taichung"),
    Road("taichung", "changhua"),
    Road("taichung", "nantou", note="Provincial Hwy 3 / Freeway 3"),
    Road("taichung", "puli", note="Freeway 6"),
    Road("changhua", "lukang"),
    Road("changhua", "yuanlin", note="Provincial Hwy 1"),
    Road("changhua", "nantou", note="Provincial Hwy 14 via Fenyuan"),
    Road("lukang", "yuanlin", note="via Xiushui, County Rd 142"),
    Road("yuanlin", "nantou"),
    Road("nantou", "puli", note="Provincial Hwy 14"),
    # 中彰投 - 雲嘉南
    Road("lukang", "huwei", note="Provincial Hwy 17/19"),
    Road("yuanlin", "douliu", note="Provincial Hwy 1"),
    Road("nantou", "douliu", note="Provincial Hwy 3"),
    Road("yuanlin", "huwei", note="via Xiluo, Provincial Hwy 1 / 145"),
    Road("lukang", "beigang", note="coast road via Mailiao, Provincial Hwy 17 / 61"),
    Road("puli", "douliu", road_km=80, note="via Shuili and Jiji, Provincial Hwy 21 / 16 / 3"),
    # 中彰投 - 宜花東: the Central Cross-Island Highway winds over Hehuan Mountain,
    # about 166 km of road for 64 km as the crow flies.
    Road(
        "puli", "hualien", road_km=166, mountain=True, note="Central Cross-Island Hwy 14 / 14A / 8 over Hehuan Mountain"
    ),
    # 雲嘉南
    Road("douliu", "huwei"),
    Road("douliu", "chiayi", note="Provincial Hwy 3 / Freeway 3"),
    Road("huwei", "beigang"),
    Road("huwei", "chiayi", note="Provincial Hwy 1"),
    Road("beigang", "chiayi", note="Provincial Hwy 19"),
    Road("beigang", "xinying", note="Provincial Hwy 19"),
    Road("chiayi", "xinying", note="Provincial Hwy 1"),
    Road("xinying", "madou", note="Provincial Hwy 1"),
    Road("madou", "tainan", note="Provincial Hwy 19"),
    Road("beigang", "madou", note="via Yizhu and Xuejia, Provincial Hwy 19"),
    # 雲嘉南 - 高屏
    Road("tainan", "gangshan", note="Provincial Hwy 1"),
    Road("tainan", "qishan", note="Provincial Hwy 20/3"),
    Road("chiayi", "qishan", note="foothill road via Dongshan and Yujing, Provincial Hwy 3"),
    # 高屏
    Road("gangshan", "kaohsiung"),
    Road("gangshan", "qishan", note="Provincial Hwy 22"),
    Road("qishan", "kaohsiung", note="Freeway 10"),
    Road("kaohsiung", "fengshan"),
    Road("fengshan", "pingtung", note="Provincial Hwy 1"),
    Road("qishan", "pingtung", note="Provincial Hwy 3"),
    Road("pingtung", "chaozhou", note="Provincial Hwy 1"),
    Road("fengshan", "chaozhou", note="Provincial Hwy 88 via Zhutian"),
    Road("chaozhou", "hengchun", note="Provincial Hwy 1/26"),
    # 高屏 - 宜花東: the South Link Highway climbs over the Central Range from Fangliao,
    # about 125 km of road from Chaozhou; the Southern Cross-Island Highway from Qishan
    # over Yakou to Guanshan and up the rift valley to Yuli is about 185 km.
    Road(
        "qishan",
        "yuli",
        road_km=185,
        mountain=True,
        note="Southern Cross-Island Hwy 20 over Yakou, then Provincial Hwy 9",
    ),
    Road("chaozhou", "taitung", road_km=125, mountain=True, note="via Fangliao, South Link Hwy 9"),
    Road(
        "hengchun", "taitung", road_km=115, mountain=True, note="via Mudan and Shouka, County Rd 199 / South Link Hwy 9"
    ),
    # 宜花東
    Road("jiaoxi", "yilan"),
    Road("yilan", "luodong"),
    Road("luodong", "suao"),
    Road("suao", "hualien", road_km=118, mountain=True, note="Suhua Highway, Provincial Hwy 9"),
    Road("hualien", "yuli", note="Provincial Hwy 9"),
    Road("yuli", "taitung", note="Provincial Hwy 9"),
)


@dataclass(frozen=True)
class MapSpec:
    id: str
    zh_TW: str
    en: str
    regions: tuple[RegionSpec, ...]
    places: tuple[Place, ...]
    roads: tuple[Road, ...]
    header: str


TAIWAN = MapSpec(
    "taiwan",
    "臺灣",
    "Taiwan",
    REGIONS,
    PLACES,
    ROADS,
    "Taiwan: 42 real cities and townships in 6 regions of 7 (the project's own map).",
)


def demo_map() -> MapSpec:
    """North Taiwan, the first three regions of the ring: a quick 2-3 player classroom map."""
    keep = {"north", "northwest", "east"}  # east is replaced by Yilan county below
    # East alone is a 7-city chain down the whole coast; the demo keeps its Yilan end and adds
    # real Yilan townships so the three regions are compact enough for a 30-minute lesson.
    yilan_places = (
        Place("toucheng", "頭城", "Toucheng", "yilan", 24.8592, 121.8229),
        Place("jiaoxi", "礁溪", "Jiaoxi", "yilan", 24.8270, 121.7745),
        Place("yilan", "宜蘭", "Yilan", "yilan", 24.7547, 121.7584),
        Place("yuanshan", "員山", "Yuanshan", "yilan", 24.7456, 121.7220),
        Place("luodong", "羅東", "Luodong", "yilan", 24.6777, 121.7732),
        Place("sanxing", "三星", "Sanxing", "yilan", 24.6667, 121.6525),
        Place("suao", "蘇澳", "Su'ao", "yilan", 24.5949, 121.8514),
    )
    yilan_roads = (
        Road("keelung", "toucheng", road_km=62, note="northeast coast, Provincial Hwy 2"),
        Road(
            "xindian", "jiaoxi", road_km=55, mountain=True, note="over the Xueshan Range, Provincial Hwy 9 / Freeway 5"
        ),
        Road(
            "daxi",
            "yuanshan",
            road_km=122,
            mountain=True,
            note="Northern Cross-Island Hwy 7 via Baling, Qilan and Datong",
        ),
        Road("toucheng", "jiaoxi"),
        Road("jiaoxi", "yilan"),
        Road("jiaoxi", "yuanshan"),
        Road("yilan", "yuanshan"),
        Road("yilan", "luodong"),
        Road("yuanshan", "sanxing"),
        Road("luodong", "sanxing"),
        Road("luodong", "suao"),
        Road("sanxing", "suao", note="via Dongshan, Provincial Hwy 7C"),
    )
    regions = tuple(r for r in REGIONS if r.id in keep - {"east"}) + (
        RegionSpec("yilan", "宜蘭", "Yilan", REGIONS[-1].color),
    )
    mainland = tuple(p for p in PLACES if p.region in keep - {"east"})
    mainland_ids = {p.id for p in mainland}
    roads = tuple(r for r in ROADS if r.a in mainland_ids and r.b in mainland_ids) + yilan_roads
    places = mainland + yilan_places
    return MapSpec(
        "north_taiwan",
        "北臺灣",
        "North Taiwan",
        regions,
        places,
        roads,
        "North Taiwan: a small 3-region classroom map (21 places) for 2-3 players.",
    )


def great_circle_km(a: Place, b: Place) -> float:
    """Haversine distance between two places."""
    lat1, lon1, lat2, lon2 = map(math.radians, (a.lat, a.lon, b.lat, b.lon))
    h = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    return 2 * EARTH_RADIUS_KM * math.asin(math.sqrt(h))


def road_length(road: Road, km: float) -> float:
    """The road's km: its real length where given, else great-circle `km` x ROAD_FACTOR."""
    return road.road_km if road.road_km is not None else km * ROAD_FACTOR


def connection_cost(road_km: float, mountain: bool) -> int:
    """Elektro: CONNECTION_BASE + road km (x MOUNTAIN) / KM_PER_ELEKTRO, rounded half up."""
    weight = MOUNTAIN if mountain else 1.0
    return math.floor(CONNECTION_BASE + road_km * weight / KM_PER_ELEKTRO + 0.5)


def costed(spec: MapSpec) -> list[tuple[Road, float, float, int]]:
    """(road, great-circle km, road km, cost) for every road of the map."""
    by_id = {p.id: p for p in spec.places}
    out = []
    for r in spec.roads:
        km = great_circle_km(by_id[r.a], by_id[r.b])
        length = road_length(r, km)
        out.append((r, km, length, connection_cost(length, r.mountain)))
    return out


def _segments_cross(p1, p2, p3, p4) -> bool:
    """True when segments p1-p2 and p3-p4 cross at a point inside both (shared ends allowed)."""

    def orient(a, b, c):
        return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])

    if {p1, p2} & {p3, p4}:
        return False
    d1, d2 = orient(p3, p4, p1), orient(p3, p4, p2)
    d3, d4 = orient(p1, p2, p3), orient(p1, p2, p4)
    return d1 * d2 < 0 and d3 * d4 < 0


def check(spec: MapSpec) -> list[str]:
    """Problems that would make a poor board: crossings, bad degrees, split regions."""
    problems: list[str] = []
    by_id = {p.id: p for p in spec.places}
    if len(by_id) != len(spec.places):
        problems.append("duplicate place ids")
    degree = {p.id: 0 for p in spec.places}
    pairs = set()
    for r in spec.roads:
        for end in (r.a, r.b):
            if end not in by_id:
                problems.append(f"road {r.a}-{r.b}: unknown place {end}")
        if r.a in by_id and r.b in by_id:
            degree[r.a] += 1
            degree[r.b] += 1
        pair = frozenset((r.a, r.b))
        if pair in pairs or len(pair) == 1:
            problems.append(f"road {r.a}-{r.b}: duplicate or loop")
        pairs.add(pair)
    if problems:
        return problems
    for pid, d in degree.items():
        if not MIN_DEGREE <= d <= MAX_DEGREE:
            problems.append(f"{pid}: {d} connections (want {MIN_DEGREE}-{MAX_DEGREE})")
    # Longitude is scaled by cos(latitude) so the test matches what the board shows.
    scale = math.cos(math.radians(23.7))
    xy = {p.id: (p.lon * scale, p.lat) for p in spec.places}
    roads = list(spec.roads)
    for i, r in enumerate(roads):
        for s in roads[i + 1 :]:
            if _segments_cross(xy[r.a], xy[r.b], xy[s.a], xy[s.b]):
                problems.append(f"roads {r.a}-{r.b} and {s.a}-{s.b} cross")
    for region in spec.regions:
        members = {p.id for p in spec.places if p.region == region.id}
        if not members:
            problems.append(f"region {region.id} has no places")
            continue
        seen = {next(iter(members))}
        frontier = list(seen)
        while frontier:
            here = frontier.pop()
            for r in spec.roads:
                for x, y in ((r.a, r.b), (r.b, r.a)):
                    if x == here and y in members and y not in seen:
                        seen.add(y)
                        frontier.append(y)
        if seen != members:
            problems.append(f"region {region.id} is split: {sorted(members - seen)} unreachable")
    return problems


def _q(text: str) -> str:
    """A YAML double-quoted scalar (JSON strings are valid YAML)."""
    return json.dumps(text, ensure_ascii=False)


def render(spec: MapSpec) -> str:
    """The map as YAML text, one flow mapping per line so a diff shows one change per line."""
    out = [
        f"# {spec.header}",
        "# Generated by tools/make_taiwan_map.py from real coordinates: edit the places and roads",
        "# there and re-run it, or keep any hand edit here in step with it (--check compares).",
        f"id: {spec.id}",
        f"name: {{zh_TW: {_q(spec.zh_TW)}, en: {_q(spec.en)}}}",
        "source: >-",
        "  Places at their real longitude and latitude (railway station or town centre, WGS84,",
        f"  4 decimals). Connection cost = {CONNECTION_BASE} + road km / {KM_PER_ELEKTRO:g}"
        + f" (road km x {MOUNTAIN:g} over a mountain",
        f"  range), rounded half up. Road km = great-circle km x {ROAD_FACTOR:g}, or the real",
        "  road's length where it winds (noted per line). The scale is set by the game's",
        "  economy: docs/power_grid-balance.md.",
        "regions:",
    ]
    for r in spec.regions:
        out.append(f'  - {{id: {r.id}, name: {{zh_TW: {_q(r.zh_TW)}, en: {_q(r.en)}}}, color: "{r.color}"}}')
    out.append("cities:")
    for region in spec.regions:
        out.append(f"  # {region.zh_TW} {region.en}")
        for p in spec.places:
            if p.region == region.id:
                out.append(
                    f"  - {{id: {p.id}, name: {{zh_TW: {_q(p.zh_TW)}, en: {_q(p.en)}}},"
                    f" region: {p.region}, lon: {p.lon:.4f}, lat: {p.lat:.4f}}}"
                )
    out.append("connections:")
    for r, km, length, cost in costed(spec):
        comment = f"{km:.1f} km"
        if r.road_km is not None:
            comment += f", road {length:g} km"
        if r.mountain:
            comment += ", mountain"
        if r.note:
            comment += f", {r.note}"
        out.append(f"  - {{a: {r.a}, b: {r.b}, cost: {cost}}}  # {comment}")
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Write (or --check, or --report) the map files; returns a process exit code."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the shipped files")
    parser.add_argument("--report", action="store_true", help="print km and cost per road")
    parser.add_argument("--out", type=Path, default=MAPS_DIR, help="folder to write into")
    args = parser.parse_args(argv)

    status = 0
    for spec in (TAIWAN, demo_map()):
        problems = check(spec)
        if problems:
            for p in problems:
                print(f"{spec.id}: {p}", file=sys.stderr)
            return 1
        text = render(spec)
        path = args.out / f"{spec.id}.yaml"
        if args.report:
            rows = costed(spec)
            for r, km, length, cost in rows:
                print(
                    f"{spec.id:13} {r.a:>10}-{r.b:<10} {km:6.1f} km  road {length:6.1f} km"
                    f"  cost {cost:2}{'  mountain' if r.mountain else ''}"
                )
            m = map_measures.measures([p.id for p in spec.places], [(r.a, r.b, cost) for r, _, _, cost in rows])
            print(map_measures.HEADER)
            print(map_measures.format_row(spec.id, m))
        elif args.check:
            if not path.is_file() or path.read_text(encoding="utf-8") != text:
                print(f"{path} differs from tools/make_taiwan_map.py", file=sys.stderr)
                status = 1
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path} ({len(spec.places)} cities, {len(spec.roads)} connections)")
    return status


if __name__ == "__main__":
    sys.exit(main())
