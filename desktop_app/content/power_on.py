"""電力啟動 (Power On!) content, as frozen dataclasses: cities, game cards, numbers, settings.

The rules core reads only these types; `power_on_pack.py` builds them from the YAML in
`game_data/power_on/` after validating it. Every physical game card is one `GameCard` (its
design plus the number on its back); card designs are shared by their copies.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType

from desktop_app.content.model import LocalizedText


class CardKind(str, Enum):
    """The three kinds of game card (seed 001: 電廠卡, 功能卡, 燃料卡)."""

    PLANT = "plant"
    FUNCTION = "function"
    FUEL = "fuel"


class PlantType(str, Enum):
    """The six plant types; the first three burn fuel, the last three are renewable."""

    COAL = "coal"
    GAS = "gas"
    NUCLEAR = "nuclear"
    SOLAR = "solar"
    WIND = "wind"
    HYDRO = "hydro"


NON_RENEWABLE = (PlantType.COAL, PlantType.GAS, PlantType.NUCLEAR)
RENEWABLE = (PlantType.SOLAR, PlantType.WIND, PlantType.HYDRO)
WEATHER_DEPENDENT = frozenset({PlantType.SOLAR, PlantType.WIND})  # output = deck top's back


class FuelType(str, Enum):
    """Fuel cards: natural gas, and the card used as uranium fuel or as a waste barrel."""

    NATURAL_GAS = "natural_gas"
    URANIUM_OR_WASTE = "uranium_or_waste"


class EffectType(str, Enum):
    """What a function card can do; the rules core implements exactly these."""

    DRAW_CARDS = "draw_cards"
    EXTRA_ACTIONS = "extra_actions"
    POWER_BONUS = "power_bonus"
    REMOVE_CARBON = "remove_carbon"
    TAKE_DISCARD = "take_discard"
    RENEWABLE_BONUS = "renewable_bonus"


@dataclass(frozen=True, slots=True)
class Effect:
    type: EffectType
    amount: int


@dataclass(frozen=True, slots=True)
class CardDesign:
    """One card design of the pack; `copies` physical cards share it."""

    id: str
    kind: CardKind
    name: LocalizedText
    text: LocalizedText
    plant: PlantType | None = None
    fuel: FuelType | None = None
    effects: tuple[Effect, ...] = ()


@dataclass(frozen=True, slots=True)
class GameCard:
    """One physical game card: its number in the deck (0-based), design and back number."""

    number: int
    design: CardDesign
    back: int


@dataclass(frozen=True, slots=True)
class City:
    id: str
    name: LocalizedText
    power: int  # power needed this turn to light it
    stars: int  # points


@dataclass(frozen=True, slots=True)
class PlantTypeInfo:
    type: PlantType
    name: LocalizedText
    power: int  # per plant run (solar and wind: the deck top's back number instead)
    carbon: int  # tokens stacked per plant run


@dataclass(frozen=True, slots=True)
class TowerChance:
    """The "no dexterity" tower: per-mille collapse chance of one token on a tower h high."""

    base: int
    per_token: int
    cap: int

    def per_mille(self, height: int) -> int:
        return min(self.cap, self.base + self.per_token * height)


@dataclass(frozen=True, slots=True)
class PowerOnContent:
    content_version: int
    pack_version: str
    cities: tuple[City, ...]
    designs: tuple[CardDesign, ...]
    cards: tuple[GameCard, ...]
    plant_types: MappingProxyType[PlantType, PlantTypeInfo]
    actions_per_turn: int
    hand_limit: int
    start_hand: int
    market_size: int
    start_discard: int
    city_row: int
    carbon_tokens: int
    tower_chance: TowerChance
    several_cities: bool
    finish_round: bool
    stall_rounds: int  # the game also ends after this many whole rounds with no city lit
