"""Graph facts about a Power Grid map: connected parts and which regions border which.

Used by the loader's checks, and handy for the rules (choosing the regions in play must keep
them adjacent) and the views. Pure functions over ids and pairs, so they work on the validated
schema entries and on the `GameMap` dataclass alike.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import MappingProxyType

from desktop_app.content.power_grid import GameMap


def components(nodes: Iterable[str], edges: Iterable[tuple[str, str]]) -> list[set[str]]:
    """The connected parts of the graph, using only edges between the given nodes.

    Parts come out in the order their first node appears in `nodes`, so messages are stable.
    """
    order = list(dict.fromkeys(nodes))
    members = set(order)
    neighbours: dict[str, set[str]] = {n: set() for n in order}
    for a, b in edges:
        if a in members and b in members and a != b:
            neighbours[a].add(b)
            neighbours[b].add(a)
    seen: set[str] = set()
    parts: list[set[str]] = []
    for start in order:
        if start in seen:
            continue
        part = {start}
        frontier = [start]
        while frontier:
            for nxt in neighbours[frontier.pop()]:
                if nxt not in part:
                    part.add(nxt)
                    frontier.append(nxt)
        seen |= part
        parts.append(part)
    return parts


def region_neighbours(game_map: GameMap) -> Mapping[str, frozenset[str]]:
    """Region id -> ids of the regions joined to it by at least one connection."""
    region_of = {c.id: c.region for c in game_map.cities}
    result: dict[str, set[str]] = {r.id: set() for r in game_map.regions}
    for conn in game_map.connections:
        ra, rb = region_of[conn.a], region_of[conn.b]
        if ra != rb:
            result[ra].add(rb)
            result[rb].add(ra)
    return MappingProxyType({rid: frozenset(ns) for rid, ns in result.items()})


def regions_are_adjacent(game_map: GameMap, region_ids: Iterable[str]) -> bool:
    """True when the chosen regions form one connected block, as the region choice requires."""
    chosen = list(region_ids)
    if not chosen:
        return False
    neighbours = region_neighbours(game_map)
    edges = [(r, n) for r in chosen for n in neighbours[r]]
    return len(components(chosen, edges)) == 1
