"""Power Grid's content, as frozen dataclasses: plants, tables, maps.

The rules core reads only these types; `desktop_app.content.loader` builds them from the YAML
pack in `game_data/power_grid/` after validating it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, IntEnum
from types import MappingProxyType

from desktop_app.content.model import LocalizedText


class Resource(IntEnum):
    """The four fuels, in the order used by every per-resource tuple in the pack and rules."""

    COAL = 0
    OIL = 1
    GARBAGE = 2
    URANIUM = 3


class PlantKind(str, Enum):
    """What a plant burns. A hybrid burns coal and/or oil in any mix."""

    COAL = "coal"
    OIL = "oil"
    HYBRID = "hybrid"
    GARBAGE = "garbage"
    URANIUM = "uranium"
    ECO = "eco"
    FUSION = "fusion"


@dataclass(frozen=True, slots=True)
class Plant:
    number: int
    kind: PlantKind
    fuel_needed: int  # resources burnt per run (0 for eco and fusion)
    cities: int  # cities powered per run


@dataclass(frozen=True, slots=True)
class ResourceTrack:
    """One fuel's price track in the resource market."""

    resource: Resource
    name: LocalizedText
    slot_prices: tuple[int, ...]  # one entry per token slot, cheapest first
    start_count: int  # tokens in the market at setup (they fill the most expensive slots)
    total: int  # tokens of this fuel in the whole game
    co2_kg_per_unit: float  # emissions when one unit is burnt (0 for uranium)


@dataclass(frozen=True, slots=True)
class PlayerCountRules:
    players: int
    regions: int  # regions in play
    plants_removed: int  # random plants removed from the deck at setup
    max_plants: int  # plants a player may keep
    step2_cities: int  # Step 2 starts when a player connects this many cities
    end_cities: int  # the game ends after the Phase 4 in which a player reaches this
    resupply: tuple[tuple[int, int, int, int], ...]  # per step 1..3, per Resource


@dataclass(frozen=True, slots=True)
class Region:
    id: str
    name: LocalizedText
    color: str  # "#rrggbb" soft tint for the board


@dataclass(frozen=True, slots=True)
class City:
    id: str
    name: LocalizedText
    region: str  # Region.id
    lon: float
    lat: float


@dataclass(frozen=True, slots=True)
class Connection:
    a: str  # City.id
    b: str  # City.id
    cost: int  # Elektro


@dataclass(frozen=True, slots=True)
class GameMap:
    id: str
    name: LocalizedText
    regions: tuple[Region, ...]
    cities: tuple[City, ...]
    connections: tuple[Connection, ...]


@dataclass(frozen=True, slots=True)
class PowerGridContent:
    content_version: int  # schema version of the pack format
    pack_version: str  # version of this pack's data, recorded in save files
    plants: tuple[Plant, ...]  # sorted by number
    payment: tuple[int, ...]  # Elektro by cities powered; the last entry applies beyond
    player_counts: MappingProxyType[int, PlayerCountRules]
    resource_tracks: tuple[ResourceTrack, ...]  # indexed by Resource
    maps: MappingProxyType[str, GameMap]
    default_map: str
    start_money: int  # 50
    houses_per_player: int  # 22
    city_costs: tuple[int, int, int]  # first, second, third house in a city: 10, 15, 20
    opening_market: tuple[int, ...]  # plants 3..10 that open the market
    top_plant: int  # 13, placed on top of the deck after the setup removal
    market_size: int  # 8 plants in Steps 1-2
    buyable_count: int  # the lowest 4 are buyable in Steps 1-2
    step3_market_size: int  # 6 plants, all buyable, in Step 3

    def plant(self, number: int) -> Plant:
        for p in self.plants:
            if p.number == number:
                return p
        raise KeyError(number)
