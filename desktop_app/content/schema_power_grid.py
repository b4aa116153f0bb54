"""Pydantic schemas of the Power Grid files in `game_data/power_grid/`.

One model per YAML shape: `plants.yaml`, `tables.yaml` and each `maps/<id>.yaml`. A file model
keeps its lists as `list[Any]` and the loader validates every entry with the entry model on its
own (see `validation.py`), so one bad entry never hides the others. Rules that involve more than
one field or entry (ids unique, cities exist, regions connected) are cross-checks in
`power_grid_checks.py`, where they can name the entry and field exactly.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, get_args

from pydantic import Field

from desktop_app.content.power_grid import PlantKind, Resource
from desktop_app.content.schema_common import (
    Color,
    Count,
    Id,
    LocalizedTextModel,
    PositiveCount,
    StrictModel,
    Text,
)

# Literals (not the enums) because strict pydantic wants enum instances, and YAML gives strings.
PlantKindName = Literal["coal", "oil", "hybrid", "garbage", "uranium", "eco", "fusion"]
ResourceName = Literal["coal", "oil", "garbage", "uranium"]

assert set(get_args(PlantKindName)) == {k.value for k in PlantKind}  # keep in step with the enum
assert list(get_args(ResourceName)) == [r.name.lower() for r in Resource]

FUEL_FREE_KINDS = frozenset({"eco", "fusion"})

RawList = Annotated[list[Any], Field(min_length=1)]


# plants.yaml -----------------------------------------------------------------------------------


class PlantModel(StrictModel):
    number: PositiveCount
    kind: PlantKindName
    fuel_needed: Annotated[int, Field(ge=0, le=9)]
    cities: PositiveCount


class PlantsFileModel(StrictModel):
    plants: RawList  # of PlantModel


# tables.yaml -----------------------------------------------------------------------------------


class PlantMarketModel(StrictModel):
    opening: Annotated[list[PositiveCount], Field(min_length=1)]
    top_plant: PositiveCount
    size: PositiveCount
    buyable: PositiveCount
    step3_size: PositiveCount


class ResourceAmountsModel(StrictModel):
    """Tokens of each fuel, in the order of `Resource`."""

    coal: Count
    oil: Count
    garbage: Count
    uranium: Count

    def as_tuple(self) -> tuple[int, int, int, int]:
        return (self.coal, self.oil, self.garbage, self.uranium)


class ResupplyModel(StrictModel):
    step1: ResourceAmountsModel
    step2: ResourceAmountsModel
    step3: ResourceAmountsModel

    def as_tuple(self) -> tuple[tuple[int, int, int, int], ...]:
        return (self.step1.as_tuple(), self.step2.as_tuple(), self.step3.as_tuple())


class PlayerCountModel(StrictModel):
    players: PositiveCount
    regions: PositiveCount
    plants_removed: Count
    max_plants: PositiveCount
    step2_cities: PositiveCount
    end_cities: PositiveCount
    resupply: ResupplyModel


class ResourceTrackModel(StrictModel):
    resource: ResourceName
    name: LocalizedTextModel
    price_spaces: Annotated[list[Count], Field(min_length=1)]
    tokens_per_space: PositiveCount
    start_count: Count
    total: Count
    co2_kg_per_unit: Annotated[float, Field(ge=0)]

    def slot_prices(self) -> tuple[int, ...]:
        """One price per token slot, cheapest first: (1, 1, 1, 2, 2, 2, ...)."""
        return tuple(p for p in self.price_spaces for _ in range(self.tokens_per_space))


class TablesFileModel(StrictModel):
    default_map: Id
    start_money: Count
    houses_per_player: PositiveCount
    city_costs: Annotated[list[Count], Field(min_length=3, max_length=3)]
    plant_market: PlantMarketModel
    payment: Annotated[list[Count], Field(min_length=1)]
    player_counts: RawList  # of PlayerCountModel
    resources: RawList  # of ResourceTrackModel


# maps/<id>.yaml --------------------------------------------------------------------------------


class RegionModel(StrictModel):
    id: Id
    name: LocalizedTextModel
    color: Color


class CityModel(StrictModel):
    id: Id
    name: LocalizedTextModel
    region: Text
    lon: Annotated[float, Field(ge=-180, le=180)]
    lat: Annotated[float, Field(ge=-90, le=90)]


class ConnectionModel(StrictModel):
    a: Text
    b: Text
    cost: Annotated[int, Field(ge=0, le=500)]  # the published boards' dearest link is under 30


class MapFileModel(StrictModel):
    id: Id
    name: LocalizedTextModel
    source: Text | None = None  # how places and costs were derived; not used by the game
    regions: RawList  # of RegionModel
    cities: RawList  # of CityModel
    connections: RawList  # of ConnectionModel
