"""Connection costs on the map: all-pairs cheapest paths, computed once per map and regions.

A path's cost is the sum of its connection costs; every city on the way is passed through at
no extra charge, full or not. Regions not in play are off the board (docs/rules-decisions.md,
"Map and paths"): a path may pass only through cities of the regions in play, unless the
setup option `cables_through_unused_regions` keeps the older reading, where every city of the
map is passable. One Floyd-Warshall over the passable cities answers every "cheapest path from
my network" question.
A player's cost to reach each city is then kept incrementally: building city `c` lowers it to
`min(old, dist[c])`, an O(cities) update instead of a search per candidate.
"""

from __future__ import annotations

from desktop_app.content.power_grid import GameMap
from desktop_app.rules.power_grid.state import INFINITE_COST

_CACHE: dict[tuple[int, frozenset[str] | None], tuple[GameMap, list[list[int]], list[list[int]]]] = {}


def passable_regions(regions: tuple[str, ...] | None, through_unused: bool) -> frozenset[str] | None:
    """The regions a cable may pass through: the ones in play, or (None) all of the map."""
    if regions is None or through_unused:
        return None
    return frozenset(regions)


def all_pairs(
    game_map: GameMap,
    regions: tuple[str, ...] | None = None,
    through_unused: bool = False,
) -> tuple[list[list[int]], list[list[int]]]:
    """(dist, next_hop) for a map: dist[a][b] cheapest cost, next_hop[a][b] first city after a.

    With `regions` (the regions in play) and not `through_unused`, only connections between
    two cities of those regions count: a city out of play is unreachable (INFINITE_COST) and
    no path passes through it. Without `regions`, every city of the map counts.
    """
    passable = passable_regions(regions, through_unused)
    key = (id(game_map), passable)
    cached = _CACHE.get(key)
    if cached is not None and cached[0] is game_map:
        return cached[1], cached[2]
    index = {c.id: i for i, c in enumerate(game_map.cities)}
    region_of = {c.id: c.region for c in game_map.cities}
    n = len(index)
    dist = [[INFINITE_COST] * n for _ in range(n)]
    hop = [[-1] * n for _ in range(n)]
    for i in range(n):
        dist[i][i] = 0
        hop[i][i] = i
    for conn in game_map.connections:
        if passable is not None and (region_of[conn.a] not in passable or region_of[conn.b] not in passable):
            continue
        a, b = index[conn.a], index[conn.b]
        if conn.cost < dist[a][b]:
            dist[a][b] = dist[b][a] = conn.cost
            hop[a][b] = b
            hop[b][a] = a
    for k in range(n):
        dk = dist[k]
        for i in range(n):
            di = dist[i]
            dik = di[k]
            if dik >= INFINITE_COST:
                continue
            hi = hop[i]
            hik = hi[k]
            for j in range(n):
                cand = dik + dk[j]
                if cand < di[j]:
                    di[j] = cand
                    hi[j] = hik
    _CACHE[key] = (game_map, dist, hop)
    return dist, hop


def path(next_hop: list[list[int]], a: int, b: int) -> list[int]:
    """The cities of the cheapest path from a to b, both ends included."""
    if next_hop[a][b] < 0:
        return []
    out = [a]
    while a != b:
        a = next_hop[a][b]
        out.append(a)
    return out


def lowered(costs: tuple[int, ...] | None, dist_row: list[int]) -> tuple[int, ...]:
    """A player's connection costs after building the city whose distance row is `dist_row`."""
    if costs is None:
        return tuple(dist_row)
    return tuple([c if c <= d else d for c, d in zip(costs, dist_row)])
