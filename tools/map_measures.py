#!/usr/bin/env python3
"""Print the three board measures of a Power Grid map file: how dear and how dense its cables are.

    .venv/bin/python tools/map_measures.py                       # every shipped map
    .venv/bin/python tools/map_measures.py path/to/map.yaml ...  # any map files
    .venv/bin/python tools/map_measures.py --network 9 FILE      # another network size

The measures (docs/power_grid-balance.md compares them with the published 42-city boards):

- connections: how many roads the map has;
- mean / median connection cost, in Elektro;
- greedy network: start a network in one city, then add the city cheapest to reach from the
  network (cheapest path, every city passable) until it has N cities; the figure is the cable
  cost of that network, as the median over every start city. N is 17 for a 42-city board and
  scales with the map's size (round(17 x cities / 42), halves up) unless --network says.

Ties between equally cheap cities go to the one listed first in the file, so the figures are
reproducible. It needs only PyYAML (the project's own dependency).
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MAPS_DIR = ROOT / "game_data" / "power_grid" / "maps"

REFERENCE_CITIES, REFERENCE_NETWORK = 42, 17
INFINITE = 1 << 30


def network_size(cities: int) -> int:
    """The greedy network's size for a map of `cities`: 17 on a 42-city board, scaled."""
    return max(2, math.floor(REFERENCE_NETWORK * cities / REFERENCE_CITIES + 0.5))


def cheapest_paths(city_ids: list[str], edges: list[tuple[str, str, int]]) -> list[list[int]]:
    """All-pairs cheapest path costs (Floyd-Warshall), every city passable."""
    index = {c: i for i, c in enumerate(city_ids)}
    n = len(city_ids)
    dist = [[INFINITE] * n for _ in range(n)]
    for i in range(n):
        dist[i][i] = 0
    for a, b, cost in edges:
        i, j = index[a], index[b]
        if cost < dist[i][j]:
            dist[i][j] = dist[j][i] = cost
    for k in range(n):
        dk = dist[k]
        for i in range(n):
            dik = dist[i][k]
            if dik >= INFINITE:
                continue
            di = dist[i]
            for j in range(n):
                if dik + dk[j] < di[j]:
                    di[j] = dik + dk[j]
    return dist


def greedy_network_cost(dist: list[list[int]], start: int, size: int) -> int:
    """Cable cost of growing a network from `start`, always adding the cheapest city next."""
    n = len(dist)
    reach = list(dist[start])
    taken = [False] * n
    taken[start] = True
    total = 0
    for _ in range(min(size, n) - 1):
        best = min((i for i in range(n) if not taken[i]), key=lambda i: (reach[i], i))
        total += reach[best]
        taken[best] = True
        row = dist[best]
        reach = [r if r <= d else d for r, d in zip(reach, row)]
    return total


def measures(city_ids: list[str], edges: list[tuple[str, str, int]], size: int | None = None) -> dict:
    """The measures of a map given as city ids and (a, b, cost) edges."""
    size = size or network_size(len(city_ids))
    costs = [c for _, _, c in edges]
    dist = cheapest_paths(city_ids, edges)
    greedy = [greedy_network_cost(dist, s, size) for s in range(len(city_ids))]
    return {
        "cities": len(city_ids),
        "connections": len(edges),
        "mean_cost": round(statistics.mean(costs), 1),
        "median_cost": statistics.median(costs),
        "max_cost": max(costs),
        "network": size,
        "greedy_median": statistics.median(greedy),
        "greedy_range": (min(greedy), max(greedy)),
    }


def load(path: Path) -> tuple[str, list[str], list[tuple[str, str, int]]]:
    """(map id, city ids, edges) of a map YAML file."""
    import yaml  # a project dependency; imported here so the generator needs only the stdlib

    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    cities = [c["id"] for c in data["cities"]]
    edges = [(c["a"], c["b"], int(c["cost"])) for c in data["connections"]]
    return str(data.get("id", path.stem)), cities, edges


def format_row(name: str, m: dict) -> str:
    low, high = m["greedy_range"]
    return (
        f"{name:14} {m['cities']:6} {m['connections']:11} {m['mean_cost']:6.1f} {m['median_cost']:6g}"
        f" {m['max_cost']:5} {m['network']:7} {m['greedy_median']:8g}   {low}-{high}"
    )


HEADER = "map            cities connections   mean median   max network  greedy   (min-max)"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path, help="map files (default: the shipped maps)")
    parser.add_argument(
        "--network", type=int, default=None, help="cities in the greedy network (default: 17 scaled to the map)"
    )
    args = parser.parse_args(argv)
    files = args.files or sorted(MAPS_DIR.glob("*.yaml"))
    print(HEADER)
    for path in files:
        map_id, cities, edges = load(path)
        print(format_row(map_id, measures(cities, edges, args.network)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
