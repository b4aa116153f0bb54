"""Validate one Power Grid map file and build its `GameMap`.

Checks beyond the schema: unique region and city ids, every city in an existing region, every
connection between two existing, different cities and given once, each region connected on its
own (a region's cities must be reachable from each other without leaving it), and the whole map
connected. All problems are logged; the map is built only when there are none.
"""

from __future__ import annotations

import difflib
from typing import Any

from desktop_app.content.errors import NO_FIELD
from desktop_app.content.map_graph import components
from desktop_app.content.power_grid import City, Connection, GameMap, Region
from desktop_app.content.schema_power_grid import (
    CityModel,
    ConnectionModel,
    MapFileModel,
    RegionModel,
)
from desktop_app.content.validation import (
    IssueLog,
    entry_label,
    raw_list,
    validate_document,
    validate_items,
)

# Messages list at most this many city ids, so a badly broken map stays readable.
_MAX_LISTED = 8


def _listed(ids: set[str] | list[str]) -> str:
    names = sorted(ids)
    more = len(names) - _MAX_LISTED
    shown = ", ".join(names[:_MAX_LISTED])
    return f"{shown} and {more} more" if more > 0 else shown


def _text(item: Any, key: str) -> str | None:
    """A string field of a raw entry, or None when absent or not a string."""
    value = item.get(key) if isinstance(item, dict) else None
    return value if isinstance(value, str) else None


def _unique_ids(file: str, collection: str, raw: list[Any], log: IssueLog) -> dict[str, int]:
    """Id -> index of its first entry; later entries with the same id are reported.

    Ids are taken as written, also from entries that failed the schema, so one bad city is
    reported once rather than again by every connection that names it.
    """
    first: dict[str, int] = {}
    for index, item in enumerate(raw):
        entry_id = _text(item, "id")
        if entry_id is None:
            continue
        if entry_id in first:
            log.add(
                file,
                entry_label(collection, index, item),
                "id",
                f"duplicate id '{entry_id}' (already used by {collection}[{first[entry_id]}])",
            )
        else:
            first[entry_id] = index
    return first


def _unknown_city(name: str, known: dict[str, int]) -> str:
    close = difflib.get_close_matches(name, list(known), n=1)
    hint = f" (did you mean '{close[0]}'?)" if close else ""
    return f"names city '{name}', which is not on this map{hint}"


def _check_connections(file: str, raw: list[Any], city_ids: dict[str, int], log: IssueLog) -> list[tuple[str, str]]:
    """Both ends exist and differ, no pair twice; returns the usable edges."""
    edges: list[tuple[str, str]] = []
    seen_pairs: dict[frozenset[str], int] = {}
    for index, item in enumerate(raw):
        a, b = _text(item, "a"), _text(item, "b")
        if a is None or b is None:
            continue  # the schema has reported it
        label = entry_label("connections", index, item)
        ends_ok = True
        for field_name, end in (("a", a), ("b", b)):
            if end not in city_ids:
                log.add(file, label, field_name, _unknown_city(end, city_ids))
                ends_ok = False
        if a == b:
            log.add(file, label, "b", f"connects city '{a}' to itself")
            continue
        pair = frozenset((a, b))
        if pair in seen_pairs:
            log.add(
                file,
                label,
                "a, b",
                f"duplicate: connections[{seen_pairs[pair]}] already joins {a} and {b}",
            )
            continue
        seen_pairs[pair] = index
        if ends_ok:
            edges.append((a, b))
    return edges


def load_map(file: str, data: Any, log: IssueLog, file_stem: str) -> GameMap | None:
    """Validate one map document; returns the `GameMap`, or None after logging its problems."""
    before = len(log.issues)
    doc = validate_document(MapFileModel, data, file, log)
    if doc is not None and doc.id != file_stem:
        log.add(
            file,
            "(top level)",
            "id",
            f"map id '{doc.id}' should match its file name '{file_stem}.yaml'",
        )
    # The entries are checked even when the top level is not, so every problem shows at once.
    raw_regions = raw_list(data, "regions")
    raw_cities = raw_list(data, "cities")
    raw_connections = raw_list(data, "connections")
    regions = validate_items(RegionModel, raw_regions, file, "regions", log)
    cities = validate_items(CityModel, raw_cities, file, "cities", log)
    connections = validate_items(ConnectionModel, raw_connections, file, "connections", log)

    region_ids = _unique_ids(file, "regions", raw_regions, log)
    city_ids = _unique_ids(file, "cities", raw_cities, log)
    city_region: dict[str, str] = {}
    for index, item in enumerate(raw_cities):
        city_id, region = _text(item, "id"), _text(item, "region")
        if region is not None and region not in region_ids:
            log.add(
                file,
                entry_label("cities", index, item),
                "region",
                f"region '{region}' is not one of this map's regions ({', '.join(region_ids) or 'none'})",
            )
        if city_id is not None and region is not None:
            city_region.setdefault(city_id, region)

    edges = _check_connections(file, raw_connections, city_ids, log)
    _check_connectivity(file, raw_regions, region_ids, city_region, edges, log)

    if doc is None or len(log.issues) > before:
        return None
    return GameMap(
        id=doc.id,
        name=doc.name.to_text(),
        regions=tuple(Region(r.id, r.name.to_text(), r.color.lower()) for _, r in regions),
        cities=tuple(City(c.id, c.name.to_text(), c.region, c.lon, c.lat) for _, c in cities),
        connections=tuple(Connection(c.a, c.b, c.cost) for _, c in connections),
    )


def _check_connectivity(
    file: str,
    raw_regions: list[Any],
    region_ids: dict[str, int],
    city_region: dict[str, str],
    edges: list[tuple[str, str]],
    log: IssueLog,
) -> None:
    """Each region connected within itself, and the whole map in one piece."""
    for region_id, index in region_ids.items():
        members = [c for c, r in city_region.items() if r == region_id]
        label = entry_label("regions", index, raw_regions[index])
        if not members:
            log.add(file, label, "id", f"region '{region_id}' has no cities")
            continue
        parts = components(members, edges)
        if len(parts) > 1:
            main, *rest = sorted(parts, key=len, reverse=True)
            log.add(
                file,
                label,
                "connections",
                f"region '{region_id}' is not connected within itself: "
                f"{_listed(set().union(*rest))} cannot be reached from {_listed(main)} "
                "without leaving the region",
            )
    parts = components(city_region, edges)
    if len(parts) > 1:
        main, *rest = sorted(parts, key=len, reverse=True)
        log.add(
            file,
            "connections",
            NO_FIELD,
            f"the map is in {len(parts)} pieces: {_listed(set().union(*rest))} cannot be reached from {_listed(main)}",
        )
