"""Pydantic schemas of the 電力啟動 (Power On!) files in `game_data/power_on/`.

`cities.yaml` and `cards.yaml` keep their lists raw at the top level; each entry is validated on
its own so one bad card never hides the others. Effect types are a closed list (`EffectName`):
an unknown type is an error naming the card and `effects[i].type`.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, get_args

from pydantic import Field

from desktop_app.content.power_on import EffectType, FuelType, PlantType
from desktop_app.content.schema_common import (
    Count,
    Id,
    LocalizedTextModel,
    PositiveCount,
    StrictModel,
)

# Literals (not the enums) because strict pydantic wants enum instances, and YAML gives strings.
PlantName = Literal["coal", "gas", "nuclear", "solar", "wind", "hydro"]
FuelName = Literal["natural_gas", "uranium_or_waste"]
EffectName = Literal["draw_cards", "extra_actions", "power_bonus", "remove_carbon", "take_discard", "renewable_bonus"]
assert set(get_args(PlantName)) == {t.value for t in PlantType}  # keep in step with the enums
assert set(get_args(FuelName)) == {t.value for t in FuelType}
assert set(get_args(EffectName)) == {t.value for t in EffectType}

RawList = Annotated[list[Any], Field(min_length=1)]
BackNumber = Annotated[int, Field(ge=0, le=2)]


class CityModel(StrictModel):
    id: Id
    name: LocalizedTextModel
    power: PositiveCount
    stars: PositiveCount


class CitiesFileModel(StrictModel):
    cities: RawList  # of CityModel


class EffectModel(StrictModel):
    type: EffectName
    amount: Annotated[int, Field(ge=1, le=9)]


class CardModel(StrictModel):
    id: Id
    kind: Literal["plant", "function", "fuel"]
    name: LocalizedTextModel
    text: LocalizedTextModel
    plant: PlantName | None = None
    fuel: FuelName | None = None
    effects: list[EffectModel] = Field(default_factory=list)
    backs: Annotated[list[BackNumber], Field(min_length=1)]


class CardsFileModel(StrictModel):
    cards: RawList  # of CardModel


class PlantTypeModel(StrictModel):
    name: LocalizedTextModel
    power: Count
    carbon: Count


class PlantTypesModel(StrictModel):
    coal: PlantTypeModel
    gas: PlantTypeModel
    nuclear: PlantTypeModel
    solar: PlantTypeModel
    wind: PlantTypeModel
    hydro: PlantTypeModel


class TowerChanceModel(StrictModel):
    base: Annotated[int, Field(ge=0, le=1000)]
    per_token: Annotated[int, Field(ge=0, le=1000)]
    cap: Annotated[int, Field(ge=0, le=1000)]


class RulesFileModel(StrictModel):
    actions_per_turn: Annotated[int, Field(ge=1, le=9)]
    hand_limit: Annotated[int, Field(ge=1, le=20)]
    start_hand: Count
    market_size: Count
    start_discard: Count
    city_row: PositiveCount
    carbon_tokens: PositiveCount
    plant_types: PlantTypesModel
    tower_chance: TowerChanceModel
    several_cities: bool
    finish_round: bool
    stall_rounds: Annotated[int, Field(ge=1, le=1000)]
