"""Connected parts of a graph given as ids and pairs: the loader's map connectivity checks.

(Which regions border which, for choosing the regions in play, is the rules' business:
`desktop_app.rules.power_grid.regions`.)
"""

from __future__ import annotations

from collections.abc import Iterable


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
