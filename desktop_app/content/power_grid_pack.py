"""Read the `power_grid/` folder of a pack: validate every file, cross-check, build the content.

Files: `plants.yaml`, `tables.yaml` and one `maps/<id>.yaml` per map. Each is validated on its
own (schema, then its own cross-checks), then the checks that span files run: the plants the
market opens with exist, the default map exists and has enough regions for every player count.
Everything found is logged; `PowerGridContent` is built only when nothing was.
"""

from __future__ import annotations

from pathlib import Path
from types import MappingProxyType
from typing import Any, cast

from desktop_app.content.errors import NO_FIELD, WHOLE_FILE
from desktop_app.content.pack import PackReader
from desktop_app.content.power_grid import (
    GameMap,
    Plant,
    PlantKind,
    PlayerCountRules,
    PowerGridContent,
    Resource,
    ResourceTrack,
)
from desktop_app.content.power_grid_maps import load_map
from desktop_app.content.schema_power_grid import (
    FUEL_FREE_KINDS,
    PlantModel,
    PlantsFileModel,
    PlayerCountModel,
    ResourceName,
    ResourceTrackModel,
    TablesFileModel,
)
from desktop_app.content.validation import (
    IssueLog,
    entry_label,
    raw_list,
    validate_document,
    validate_items,
)

GAME_FOLDER = "power_grid"
PLANTS_FILE = f"{GAME_FOLDER}/plants.yaml"
TABLES_FILE = f"{GAME_FOLDER}/tables.yaml"
MAPS_FOLDER = f"{GAME_FOLDER}/maps"

# The published tables cover 2-6 players (RULES-NOTES section 1); so must the pack's.
PLAYER_COUNTS = tuple(range(2, 7))


def _non_decreasing_break(values: list[int]) -> int | None:
    """Index of the first value smaller than the one before it, or None."""
    for i in range(1, len(values)):
        if values[i] < values[i - 1]:
            return i
    return None


# plants.yaml -----------------------------------------------------------------------------------


def _read_plants(reader: PackReader) -> dict[int, Plant] | None:
    log = reader.log
    ok, data = reader.read(PLANTS_FILE)
    if not ok:
        return None
    doc = validate_document(PlantsFileModel, data, PLANTS_FILE, log)
    raw = raw_list(data, "plants")
    plants: dict[int, Plant] = {}
    first_index: dict[int, int] = {}
    for index, plant in validate_items(PlantModel, raw, PLANTS_FILE, "plants", log):
        label = entry_label("plants", index, raw[index])
        if plant.number in first_index:
            log.add(
                PLANTS_FILE,
                label,
                "number",
                f"duplicate plant number {plant.number} (already used by plants[{first_index[plant.number]}])",
            )
            continue
        first_index[plant.number] = index
        if plant.kind in FUEL_FREE_KINDS and plant.fuel_needed != 0:
            log.add(
                PLANTS_FILE,
                label,
                "fuel_needed",
                f"a {plant.kind} plant burns no fuel: fuel_needed must be 0, not {plant.fuel_needed}",
            )
        elif plant.kind not in FUEL_FREE_KINDS and plant.fuel_needed == 0:
            log.add(
                PLANTS_FILE,
                label,
                "fuel_needed",
                f"a {plant.kind} plant burns fuel: fuel_needed must be at least 1",
            )
        plants[plant.number] = Plant(plant.number, PlantKind(plant.kind), plant.fuel_needed, plant.cities)
    return plants if doc is not None else None


# tables.yaml -----------------------------------------------------------------------------------


class _Tables:
    """tables.yaml after validation: the file model and its good list entries."""

    def __init__(
        self,
        doc: TablesFileModel,
        player_counts: list[tuple[int, PlayerCountModel]],
        resources: list[tuple[int, ResourceTrackModel]],
    ) -> None:
        self.doc = doc
        self.player_counts = player_counts
        self.resources = resources


def _read_tables(reader: PackReader) -> _Tables | None:
    file, log = TABLES_FILE, reader.log
    ok, data = reader.read(file)
    if not ok:
        return None
    doc = validate_document(TablesFileModel, data, file, log)
    # The lists are checked even when the top level is not, so every problem shows at once.
    raw_counts = raw_list(data, "player_counts")
    player_counts = validate_items(PlayerCountModel, raw_counts, file, "player_counts", log)
    houses = doc.houses_per_player if doc is not None else None
    _check_player_counts(file, raw_counts, player_counts, houses, log)
    raw_resources = raw_list(data, "resources")
    resources = validate_items(ResourceTrackModel, raw_resources, file, "resources", log)
    _check_resources(file, raw_resources, resources, log)
    if doc is None:
        return None

    broken = _non_decreasing_break(doc.payment)
    if broken is not None:
        log.add(
            file,
            f"payment[{broken}]",
            NO_FIELD,
            f"payment must not go down as more cities are powered: {doc.payment[broken]} "
            f"for {broken} cities is less than {doc.payment[broken - 1]} for {broken - 1}",
        )
    broken = _non_decreasing_break(doc.city_costs)
    if broken is not None:
        log.add(
            file, f"city_costs[{broken}]", NO_FIELD, "a later house in a city must not cost less than an earlier one"
        )

    market = doc.plant_market
    if len(market.opening) != market.size:
        log.add(
            file,
            "plant_market",
            "opening",
            f"the market opens with size={market.size} plants, but opening lists {len(market.opening)}",
        )
    if len(set(market.opening)) != len(market.opening):
        log.add(file, "plant_market", "opening", "a plant is listed twice")
    if market.top_plant in market.opening:
        log.add(
            file, "plant_market", "top_plant", f"plant {market.top_plant} cannot both open the market and top the deck"
        )
    if market.buyable > market.size:
        log.add(
            file, "plant_market", "buyable", f"{market.buyable} buyable plants is more than the {market.size} on show"
        )
    if market.step3_size > market.size:
        log.add(
            file,
            "plant_market",
            "step3_size",
            f"the Step 3 market ({market.step3_size}) must not be larger than the Steps 1-2 market ({market.size})",
        )

    return _Tables(doc, player_counts, resources)


def _check_player_counts(
    file: str,
    raw: list[Any],
    rows: list[tuple[int, PlayerCountModel]],
    houses_per_player: int | None,
    log: IssueLog,
) -> None:
    seen: dict[int, int] = {}
    for index, row in rows:
        label = entry_label("player_counts", index, raw[index])
        if row.players not in PLAYER_COUNTS:
            log.add(
                file,
                label,
                "players",
                f"{row.players} players is outside the supported {PLAYER_COUNTS[0]}-{PLAYER_COUNTS[-1]}",
            )
        elif row.players in seen:
            log.add(
                file, label, "players", f"{row.players} players is already given by player_counts[{seen[row.players]}]"
            )
        else:
            seen[row.players] = index
        if row.step2_cities >= row.end_cities:
            log.add(
                file,
                label,
                "step2_cities",
                f"Step 2 ({row.step2_cities} cities) must start before the game ends ({row.end_cities} cities)",
            )
        if houses_per_player is not None and row.end_cities > houses_per_player:
            log.add(
                file,
                label,
                "end_cities",
                f"{row.end_cities} cities cannot be reached with {houses_per_player} houses per player",
            )
    # Only flag gaps when every row validated; a broken row is reported already.
    if raw and len(rows) == len(raw):
        missing = [n for n in PLAYER_COUNTS if n not in seen]
        if missing:
            log.add(
                file,
                "player_counts",
                "players",
                f"no entry for {', '.join(map(str, missing))} players "
                f"(the table must cover exactly {PLAYER_COUNTS[0]}-{PLAYER_COUNTS[-1]})",
            )


def _check_resources(file: str, raw: list[Any], rows: list[tuple[int, ResourceTrackModel]], log: IssueLog) -> None:
    seen: dict[str, int] = {}
    for index, row in rows:
        label = entry_label("resources", index, raw[index])
        if row.resource in seen:
            log.add(file, label, "resource", f"'{row.resource}' is already given by resources[{seen[row.resource]}]")
        seen.setdefault(row.resource, index)
        broken = _non_decreasing_break(row.price_spaces)
        if broken is not None:
            log.add(file, label, f"price_spaces[{broken}]", "prices must not go down along the track (cheapest first)")
        slots = len(row.price_spaces) * row.tokens_per_space
        if row.start_count > slots:
            log.add(file, label, "start_count", f"{row.start_count} tokens do not fit in the market's {slots} places")
        if row.total != slots:
            log.add(
                file,
                label,
                "total",
                f"total must equal the market's {slots} places "
                f"({len(row.price_spaces)} spaces x {row.tokens_per_space}), "
                f"not {row.total}",
            )
    if raw and len(rows) == len(raw):
        missing = [r.name.lower() for r in Resource if r.name.lower() not in seen]
        if missing:
            log.add(file, "resources", "resource", f"no track for {', '.join(missing)} (every fuel needs one)")


# maps/ -----------------------------------------------------------------------------------------


def _read_maps(reader: PackReader) -> dict[str, GameMap] | None:
    """Every `maps/*.yaml`, by id; None when any of them (or the folder) is unusable."""
    log = reader.log
    folder = reader.root / MAPS_FOLDER
    paths = sorted(folder.glob("*.yaml")) if folder.is_dir() else []
    if not paths:
        log.add(
            f"{MAPS_FOLDER}/",
            WHOLE_FILE,
            NO_FIELD,
            "no map files (maps/<id>.yaml) found; the game needs at least one map",
        )
        return None
    maps: dict[str, GameMap] = {}
    usable = True
    for path in paths:
        rel = path.relative_to(reader.root).as_posix()
        ok, data = reader.read(rel)
        game_map = load_map(rel, data, log, path.stem) if ok else None
        if game_map is None:
            usable = False
        elif game_map.id in maps:  # ids match file stems, so only on case-insensitive disks
            log.add(rel, "(top level)", "id", f"a second map with id '{game_map.id}'")
            usable = False
        else:
            maps[game_map.id] = game_map
    return maps if usable else None


# The whole folder ------------------------------------------------------------------------------


def _cross_check(
    plants: dict[int, Plant] | None,
    tables: _Tables | None,
    maps: dict[str, GameMap] | None,
    pack_root: Path,
    log: IssueLog,
) -> None:
    """The checks that need more than one file."""
    if tables is None:
        return
    doc, file = tables.doc, TABLES_FILE
    market = doc.plant_market
    if plants is not None:
        for i, number in enumerate(market.opening):
            if number not in plants:
                log.add(file, "plant_market", f"opening[{i}]", f"plant {number} is not in {PLANTS_FILE}")
        if market.top_plant not in plants:
            log.add(file, "plant_market", "top_plant", f"plant {market.top_plant} is not in {PLANTS_FILE}")
        deck = len(plants) - len(set(market.opening)) - 1
        for index, row in tables.player_counts:
            if row.plants_removed > deck:
                log.add(
                    file,
                    entry_label("player_counts", index, doc.player_counts[index]),
                    "plants_removed",
                    f"only {deck} plants are left in the deck to remove from",
                )
    if maps is None:
        # Some map file is broken (already reported); still say if the default one is absent.
        folder = pack_root / MAPS_FOLDER
        if any(folder.glob("*.yaml")) and not (folder / f"{doc.default_map}.yaml").is_file():
            log.add(file, "(top level)", "default_map", f"no map file {MAPS_FOLDER}/{doc.default_map}.yaml")
        return
    if doc.default_map not in maps:
        log.add(
            file,
            "(top level)",
            "default_map",
            f"map '{doc.default_map}' is not in {MAPS_FOLDER}/ (maps: {', '.join(sorted(maps))})",
        )
        return
    default = maps[doc.default_map]
    for index, row in tables.player_counts:
        if row.regions > len(default.regions):
            log.add(
                file,
                entry_label("player_counts", index, doc.player_counts[index]),
                "regions",
                f"{row.regions} regions in play, but the default map '{default.id}' has only {len(default.regions)}",
            )


def read_power_grid(reader: PackReader, pack_version: str | None) -> PowerGridContent | None:
    """Validate `<pack root>/power_grid/`; the content, or None when anything was logged.

    `pack_version` comes from pack.yaml, and `reader.content_version` is set once pack.yaml has
    been read; when it was unusable the folder is still checked, so every problem is reported,
    but nothing is built.
    """
    log = reader.log
    before = len(log.issues)
    plants = _read_plants(reader)
    tables = _read_tables(reader)
    maps = _read_maps(reader)
    _cross_check(plants, tables, maps, reader.root, log)
    content_version = reader.content_version
    if len(log.issues) > before or None in (plants, tables, maps, content_version, pack_version):
        return None
    # Narrowing for type checkers; the test above already returned on any None.
    assert plants is not None and tables is not None and maps is not None
    assert content_version is not None and pack_version is not None
    return _build(plants, tables, maps, content_version, pack_version)


def _track(resource: Resource, row: ResourceTrackModel) -> ResourceTrack:
    return ResourceTrack(
        resource=resource,
        name=row.name.to_text(),
        slot_prices=row.slot_prices(),
        start_count=row.start_count,
        total=row.total,
        co2_kg_per_unit=float(row.co2_kg_per_unit),
    )


def _build(
    plants: dict[int, Plant],
    tables: _Tables,
    maps: dict[str, GameMap],
    content_version: int,
    pack_version: str,
) -> PowerGridContent:
    doc = tables.doc
    tracks = {row.resource: row for _, row in tables.resources}
    return PowerGridContent(
        content_version=content_version,
        pack_version=pack_version,
        plants=tuple(plants[n] for n in sorted(plants)),
        payment=tuple(doc.payment),
        player_counts=MappingProxyType(
            {
                row.players: PlayerCountRules(
                    players=row.players,
                    regions=row.regions,
                    plants_removed=row.plants_removed,
                    max_plants=row.max_plants,
                    step2_cities=row.step2_cities,
                    end_cities=row.end_cities,
                    resupply=row.resupply.as_tuple(),
                )
                for _, row in sorted(tables.player_counts, key=lambda item: item[1].players)
            }
        ),
        resource_tracks=tuple(
            _track(resource, tracks[cast(ResourceName, resource.name.lower())]) for resource in Resource
        ),
        maps=MappingProxyType(dict(maps)),
        default_map=doc.default_map,
        start_money=doc.start_money,
        houses_per_player=doc.houses_per_player,
        city_costs=(doc.city_costs[0], doc.city_costs[1], doc.city_costs[2]),
        opening_market=tuple(doc.plant_market.opening),
        top_plant=doc.plant_market.top_plant,
        market_size=doc.plant_market.size,
        buyable_count=doc.plant_market.buyable,
        step3_market_size=doc.plant_market.step3_size,
    )


def summarize_power_grid(content: PowerGridContent) -> str:
    """One line for `validate-content`: plants and maps, with the player counts each map fits."""
    maps = []
    for game_map in content.maps.values():
        regions = len(game_map.regions)
        players = [n for n, rules in content.player_counts.items() if rules.regions <= regions]
        span = f"{min(players)}-{max(players)} players" if players else "no player count"
        maps.append(
            f"{game_map.id}: {len(game_map.cities)} cities, {regions} regions, "
            f"{len(game_map.connections)} connections, {span}"
        )
    return f"power_grid: {len(content.plants)} plants, {len(content.maps)} map(s) ({'; '.join(maps)})"
