"""Connection costs on the map: all-pairs cheapest paths, computed once per map.

A path's cost is the sum of its connection costs; every city on the way is passed through at
no extra charge (RULES-NOTES 1: "cities full or out of play are pass-through"), so one
Floyd-Warshall over the whole map answers every "cheapest path from my network" question.
A player's cost to reach each city is then kept incrementally: building city `c` lowers it to
`min(old, dist[c])`, an O(cities) update instead of a search per candidate.
"""

from __future__ import annotations

from desktop_app.content.power_grid import GameMap
from desktop_app.rules.power_grid.state import INFINITE_COST

_CACHE: dict[int, tuple[GameMap, list[list[int]], list[list[int]]]] = {}


def all_pairs(game_map: GameMap) -> tuple[list[list[int]], list[list[int]]]:
    """(dist, next_hop) for a map: dist[a][b] cheapest cost, next_hop[a][b] first city after a."""
    cached = _CACHE.get(id(game_map))
    if cached is not None and cached[0] is game_map:
        return cached[1], cached[2]
    index = {c.id: i for i, c in enumerate(game_map.cities)}
    n = len(index)
    dist = [[INFINITE_COST] * n for _ in range(n)]
    hop = [[-1] * n for _ in range(n)]
    for i in range(n):
        dist[i][i] = 0
        hop[i][i] = i
    for conn in game_map.connections:
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
    _CACHE[id(game_map)] = (game_map, dist, hop)
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
    return tuple(c if c <= d else d for c, d in zip(costs, dist_row))
