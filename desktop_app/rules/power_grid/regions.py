"""Choosing the regions in play: as many as the player count says, always adjacent.

Seed 004: "按照人数选择同样数量的区域作为此游戏的可使用区域，需相邻". Two regions are adjacent when
a connection joins a city of one to a city of the other.

Regions not in play are off the board (no cable passes through them: network.all_pairs), so a
choice must hang together on its own. It does: every region is connected within itself (the
content validation checks it) and adjacency is a direct connection between two chosen regions,
so every city in play reaches every other through in-play cities only
(tests/power_grid/test_pg_map.py checks every choice of both shipped maps).
"""

from __future__ import annotations

import random

from desktop_app.content.power_grid import GameMap
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.common.rng import randbelow

_NEIGHBOURS: dict[int, tuple[GameMap, dict[str, frozenset[str]]]] = {}


def region_neighbours(game_map: GameMap) -> dict[str, frozenset[str]]:
    """Each region's adjacent regions, worked out once per map (every new game asks)."""
    found = _NEIGHBOURS.get(id(game_map))
    if found is None or found[0] is not game_map:
        if len(_NEIGHBOURS) >= 16:  # each holds its map: keep only the recent few
            _NEIGHBOURS.clear()
        found = _NEIGHBOURS[id(game_map)] = (game_map, _neighbours(game_map))
    return found[1]


def _neighbours(game_map: GameMap) -> dict[str, frozenset[str]]:
    region_of = {c.id: c.region for c in game_map.cities}
    out: dict[str, set[str]] = {r.id: set() for r in game_map.regions}
    for conn in game_map.connections:
        ra, rb = region_of[conn.a], region_of[conn.b]
        if ra != rb:
            out[ra].add(rb)
            out[rb].add(ra)
    return {r: frozenset(nbs) for r, nbs in out.items()}


def is_connected(game_map: GameMap, regions: tuple[str, ...]) -> bool:
    if not regions:
        return False
    neighbours = region_neighbours(game_map)
    wanted = set(regions)
    seen = {regions[0]}
    frontier = [regions[0]]
    while frontier:
        r = frontier.pop()
        for nb in neighbours[r] & wanted:
            if nb not in seen:
                seen.add(nb)
                frontier.append(nb)
    return seen == wanted


def choose_regions(game_map: GameMap, count: int, rng: random.Random) -> tuple[str, ...]:
    """A random set of `count` adjacent regions, in map order. Each pick is `rng.choice`'s:
    the item at `rng._randbelow(len)`, which `rng.randbelow` draws the same without its calls."""
    neighbours = region_neighbours(game_map)
    ids = [r.id for r in game_map.regions]
    chosen = [ids[randbelow(rng, len(ids))]]
    while len(chosen) < count:
        frontier = sorted({nb for r in chosen for nb in neighbours[r]} - set(chosen))
        if not frontier:
            raise IllegalAction("bad_regions", f"The map has no {count} adjacent regions.", count=count)
        chosen.append(frontier[randbelow(rng, len(frontier))])
    return tuple(r for r in ids if r in chosen)


def validate_regions(game_map: GameMap, regions: tuple[str, ...], count: int) -> tuple[str, ...]:
    """The given regions in map order, or IllegalAction if they are not `count` adjacent ones."""
    ids = [r.id for r in game_map.regions]
    unknown = [r for r in regions if r not in ids]
    if unknown:
        raise IllegalAction("bad_regions", f"Unknown region(s): {', '.join(unknown)}.", regions=unknown)
    if len(set(regions)) != count or len(regions) != count:
        raise IllegalAction(
            "bad_regions",
            f"This player count plays on {count} different regions, not {len(set(regions))}.",
            count=count,
        )
    if not is_connected(game_map, regions):
        raise IllegalAction("bad_regions", "The regions in play must be adjacent to each other.")
    return tuple(r for r in ids if r in regions)
