"""Read the `power_butler/` folder of a pack: validate every file, cross-check, build the content.

Files: `appliances.yaml` (the marker file), `events.yaml` and `tables.yaml`. Each list entry is
validated on its own, so one bad card never hides another; then the checks that span entries
and files run (ids and numbers unique, categories exist, power matches the kWh figure, effect
parameters fit their type, 24 events with 7 standard-only, a last-round position for every
player count). Everything found is logged with file, entry and field; `PowerButlerContent` is
built only when nothing was.
"""

from __future__ import annotations

import math
from types import MappingProxyType
from typing import Annotated, Any, Literal, get_args

from pydantic import Field

from desktop_app.content.errors import NO_FIELD
from desktop_app.content.pack import PackReader
from desktop_app.content.power_butler import (
    FACE_IDS,
    Appliance,
    Category,
    Effect,
    EffectType,
    EventCard,
    Face,
    PowerButlerContent,
    Target,
)
from desktop_app.content.schema_common import (
    Count,
    Id,
    LocalizedTextModel,
    PositiveCount,
    StrictModel,
)
from desktop_app.content.validation import (
    IssueLog,
    entry_label,
    raw_list,
    validate_document,
    validate_items,
)

GAME_FOLDER = "power_butler"
APPLIANCES_FILE = f"{GAME_FOLDER}/appliances.yaml"
EVENTS_FILE = f"{GAME_FOLDER}/events.yaml"
TABLES_FILE = f"{GAME_FOLDER}/tables.yaml"

PLAYER_COUNTS = tuple(range(2, 6))  # seed 000: 2~5人
MODES = ("simple", "standard")
EVENT_COUNT = 24  # seed 000: 事件卡(24張)
STANDARD_ONLY_COUNT = 7  # seed 000: 左下角繪有雙齒輪符號的7張卡牌
APPLIANCE_COUNT = 26  # seed 000: 家電卡(26張)

ConditionName = Literal["space", "delivery", "socket"]
EffectName = Literal[
    "pay_bill",
    "add_usage",
    "pay_bill_per_category",
    "usage_per_category",
    "discount",
    "refresh_market",
    "waive_condition",
    "block_face",
    "return_markers",
]
assert set(get_args(EffectName)) == {t.value for t in EffectType}  # keep in step with the enum
TargetName = Literal["roller", "all", "others"]
RawList = Annotated[list[Any], Field(min_length=1)]
Small = Annotated[int, Field(ge=1, le=20)]

# Which parameters each effect type needs (besides `type`); others must be left out.
EFFECT_PARAMS: dict[EffectType, frozenset[str]] = {
    EffectType.PAY_BILL: frozenset({"amount", "who"}),
    EffectType.ADD_USAGE: frozenset({"amount", "who"}),
    EffectType.PAY_BILL_PER_CATEGORY: frozenset({"amount", "who", "category"}),
    EffectType.USAGE_PER_CATEGORY: frozenset({"amount", "who", "category"}),
    EffectType.DISCOUNT: frozenset({"amount"}),
    EffectType.REFRESH_MARKET: frozenset(),
    EffectType.WAIVE_CONDITION: frozenset({"condition"}),
    EffectType.BLOCK_FACE: frozenset({"condition"}),
    EffectType.RETURN_MARKERS: frozenset({"who"}),
}
STANDARD_EFFECTS = frozenset({EffectType.WAIVE_CONDITION, EffectType.BLOCK_FACE, EffectType.RETURN_MARKERS})


# Schemas ----------------------------------------------------------------------------------------


class ApplianceModel(StrictModel):
    id: Id
    name: LocalizedTextModel
    icon: Id
    category: Id
    points: Annotated[int, Field(ge=0, le=60)]
    price: Annotated[int, Field(ge=1, le=18)]
    power: Annotated[int, Field(ge=1, le=40)]
    kwh_month: Annotated[float, Field(gt=0, le=2000)]
    conditions: list[ConditionName]


class AppliancesFileModel(StrictModel):
    appliances: RawList


class EffectModel(StrictModel):
    type: EffectName
    who: TargetName | None = None
    amount: Small | None = None
    category: Id | None = None
    condition: ConditionName | None = None


class EventModel(StrictModel):
    number: PositiveCount
    name: LocalizedTextModel
    text: LocalizedTextModel
    standard_only: bool = False
    effects: RawList  # of EffectModel


class EventsFileModel(StrictModel):
    events: RawList


class DiceFacesModel(StrictModel):
    one: LocalizedTextModel
    two: LocalizedTextModel
    three: LocalizedTextModel
    space: LocalizedTextModel
    delivery: LocalizedTextModel
    socket: LocalizedTextModel


class CategoryModel(StrictModel):
    id: Id
    name: LocalizedTextModel


class LastRoundModel(StrictModel):
    simple: dict[int, PositiveCount]
    standard: dict[int, PositiveCount]


class TablesFileModel(StrictModel):
    dice_faces: DiceFacesModel
    categories: RawList
    variety_bonus: Annotated[list[Count], Field(min_length=2)]
    last_round_position: LastRoundModel
    market_size: Annotated[int, Field(ge=1, le=8)]
    event_row_size: Annotated[int, Field(ge=5, le=5)]  # 5 markers hold the 6 dice
    kwh_per_step: PositiveCount
    usage_source: LocalizedTextModel


# Reading ----------------------------------------------------------------------------------------


def _read_tables(reader: PackReader) -> tuple[TablesFileModel | None, dict[str, Category]]:
    log = reader.log
    ok, data = reader.read(TABLES_FILE)
    if not ok:
        return None, {}
    doc = validate_document(TablesFileModel, data, TABLES_FILE, log)
    raw = raw_list(data, "categories")
    categories: dict[str, Category] = {}
    for index, row in validate_items(CategoryModel, raw, TABLES_FILE, "categories", log):
        if row.id in categories:
            log.add(
                TABLES_FILE, entry_label("categories", index, raw[index]), "id", f"duplicate category id '{row.id}'"
            )
            continue
        categories[row.id] = Category(row.id, row.name.to_text())
    if doc is None:
        return None, categories
    for i in range(1, len(doc.variety_bonus)):
        if doc.variety_bonus[i] < doc.variety_bonus[i - 1]:
            log.add(
                TABLES_FILE, f"variety_bonus[{i}]", NO_FIELD, "the bonus must not go down as more categories are owned"
            )
            break
    for mode in MODES:
        table = getattr(doc.last_round_position, mode)
        for players in PLAYER_COUNTS:
            if players not in table:
                log.add(
                    TABLES_FILE,
                    "last_round_position",
                    f"{mode}.{players}",
                    f"no position for {players} players (the game is for 2 to 5)",
                )
        for players, position in table.items():
            if players not in PLAYER_COUNTS:
                log.add(TABLES_FILE, "last_round_position", f"{mode}.{players}", "the game is for 2 to 5 players")
            elif position > APPLIANCE_COUNT:
                log.add(
                    TABLES_FILE,
                    "last_round_position",
                    f"{mode}.{players}",
                    f"only {APPLIANCE_COUNT} appliance cards can be above it, not {position}",
                )
    return doc, categories


def _read_appliances(
    reader: PackReader, tables: TablesFileModel | None, categories: dict[str, Category]
) -> list[Appliance] | None:
    log = reader.log
    ok, data = reader.read(APPLIANCES_FILE)
    if not ok:
        return None
    doc = validate_document(AppliancesFileModel, data, APPLIANCES_FILE, log)
    raw = raw_list(data, "appliances")
    out: list[Appliance] = []
    seen: dict[str, int] = {}
    for index, row in validate_items(ApplianceModel, raw, APPLIANCES_FILE, "appliances", log):
        label = entry_label("appliances", index, raw[index])
        if row.id in seen:
            log.add(
                APPLIANCES_FILE,
                label,
                "id",
                f"duplicate appliance id '{row.id}' (already used by appliances[{seen[row.id]}])",
            )
            continue
        seen[row.id] = index
        if categories and row.category not in categories:
            log.add(
                APPLIANCES_FILE,
                label,
                "category",
                f"unknown category '{row.category}'; tables.yaml has: {', '.join(categories)}",
            )
        if len(set(row.conditions)) != len(row.conditions):
            log.add(APPLIANCES_FILE, label, "conditions", "a condition may be listed only once")
        if tables is not None:
            expected = max(1, math.ceil(row.kwh_month / tables.kwh_per_step - 1e-9))
            if row.power != expected:
                log.add(
                    APPLIANCES_FILE,
                    label,
                    "power",
                    f"{row.kwh_month} kWh a month is {expected} usage step(s) at "
                    f"{tables.kwh_per_step} kWh a step, not {row.power}",
                )
        out.append(
            Appliance(
                index=len(out),
                id=row.id,
                name=row.name.to_text(),
                icon=row.icon,
                category=row.category,
                points=row.points,
                price=row.price,
                conditions=tuple(sorted(Face[c.upper()] for c in set(row.conditions))),
                power=row.power,
                kwh_month=float(row.kwh_month),
            )
        )
    if doc is not None and len(raw) != APPLIANCE_COUNT:
        log.add(
            APPLIANCES_FILE, "appliances", NO_FIELD, f"the game has {APPLIANCE_COUNT} appliance cards, not {len(raw)}"
        )
    return out if doc is not None else None


def _read_effects(
    file: str, label: str, raw: list[Any], categories: dict[str, Category], log: IssueLog
) -> tuple[Effect, ...] | None:
    effects: list[Effect] = []
    ok = True
    for i, row in validate_items(EffectModel, raw, file, f"{label} effects", log):
        kind = EffectType(row.type)
        wanted = EFFECT_PARAMS[kind]
        given = {k for k in ("who", "amount", "category", "condition") if getattr(row, k) is not None}
        field = f"effects[{i}]"
        for extra in sorted(given - wanted):
            log.add(file, label, f"{field}.{extra}", f"a {kind.value} effect takes no '{extra}'")
            ok = False
        for missing in sorted(wanted - given - {"who"}):
            log.add(file, label, f"{field}.{missing}", f"a {kind.value} effect needs '{missing}'")
            ok = False
        if row.category is not None and categories and row.category not in categories:
            log.add(file, label, f"{field}.category", f"unknown category '{row.category}'")
            ok = False
        effects.append(
            Effect(
                type=kind,
                who=Target(row.who or "roller"),
                amount=row.amount or 0,
                category=row.category,
                condition=Face[row.condition.upper()] if row.condition else None,
            )
        )
    if len(effects) != len(raw):
        return None
    return tuple(effects) if ok else None


def _read_events(reader: PackReader, categories: dict[str, Category]) -> list[EventCard] | None:
    log = reader.log
    ok, data = reader.read(EVENTS_FILE)
    if not ok:
        return None
    doc = validate_document(EventsFileModel, data, EVENTS_FILE, log)
    raw = raw_list(data, "events")
    out: list[EventCard] = []
    seen: dict[int, int] = {}
    for index, row in validate_items(EventModel, raw, EVENTS_FILE, "events", log):
        label = entry_label("events", index, raw[index])
        if row.number in seen:
            log.add(
                EVENTS_FILE,
                label,
                "number",
                f"duplicate event number {row.number} (already used by events[{seen[row.number]}])",
            )
            continue
        seen[row.number] = index
        effects = _read_effects(EVENTS_FILE, label, row.effects, categories, log)
        if effects is None:
            continue
        if not row.standard_only and any(e.type in STANDARD_EFFECTS for e in effects):
            log.add(
                EVENTS_FILE,
                label,
                "standard_only",
                "an effect about conditions or markers only works in the standard mode: mark the card standard_only",
            )
        out.append(EventCard(row.number, row.name.to_text(), row.text.to_text(), row.standard_only, effects))
    if doc is not None:
        if len(raw) != EVENT_COUNT:
            log.add(EVENTS_FILE, "events", NO_FIELD, f"the game has {EVENT_COUNT} event cards, not {len(raw)}")
        elif sum(1 for e in out if e.standard_only) != STANDARD_ONLY_COUNT and len(out) == EVENT_COUNT:
            log.add(
                EVENTS_FILE,
                "events",
                "standard_only",
                f"exactly {STANDARD_ONLY_COUNT} cards carry the double gear (standard mode only)",
            )
    return sorted(out, key=lambda e: e.number) if doc is not None else None


def read_power_butler(reader: PackReader, pack_version: str | None) -> PowerButlerContent | None:
    """Validate `<pack root>/power_butler/`; the content, or None when anything was logged."""
    log = reader.log
    before = len(log.issues)
    tables, categories = _read_tables(reader)
    appliances = _read_appliances(reader, tables, categories)
    events = _read_events(reader, categories)
    if tables is not None and appliances is not None:
        used = {a.category for a in appliances}
        for cid in categories:
            if cid not in used:
                log.add(TABLES_FILE, f"categories ({cid})", "id", "no appliance is of this category")
    content_version = reader.content_version
    if len(log.issues) > before or None in (tables, appliances, events, content_version, pack_version):
        return None
    assert tables is not None and appliances is not None and events is not None
    assert content_version is not None and pack_version is not None
    faces = tables.dice_faces
    return PowerButlerContent(
        pack_version=pack_version,
        content_version=content_version,
        appliances=tuple(appliances),
        events=tuple(events),
        categories=MappingProxyType(categories),
        dice_faces=tuple(getattr(faces, name).to_text() for name in FACE_IDS),
        variety_bonus=tuple(tables.variety_bonus),
        last_round_position=MappingProxyType(
            {mode: MappingProxyType(dict(getattr(tables.last_round_position, mode))) for mode in MODES}
        ),
        market_size=tables.market_size,
        event_row_size=tables.event_row_size,
        kwh_per_step=tables.kwh_per_step,
        usage_source=tables.usage_source.to_text(),
    )


def summarize_power_butler(content: PowerButlerContent) -> str:
    """One line for `validate-content`."""
    standard = sum(1 for e in content.events if e.standard_only)
    return (
        f"power_butler: {len(content.appliances)} appliances in {len(content.categories)} categories, "
        f"{len(content.events)} events ({standard} standard-only)"
    )
