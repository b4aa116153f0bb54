"""電力管家 (Power Butler)'s content, as frozen dataclasses: appliances, events, tables.

The rules core reads only these types; `desktop_app.content.power_butler_pack` builds them from
the YAML in `game_data/power_butler/` after validating it. Event effects are data: each card
lists effects of a few types the rules core knows (`EffectType`), with their parameters.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum, IntEnum
from types import MappingProxyType

from desktop_app.content.model import LocalizedText


class Face(IntEnum):
    """The six faces of every die, in the order used by every per-face tuple.

    The three condition faces double as the standard mode's purchase conditions (and markers).
    """

    ONE = 0  # 1元
    TWO = 1  # 2元
    THREE = 2  # 3元/! (money 3, and it triggers events)
    SPACE = 3  # 固定空間 fixed space
    DELIVERY = 4  # 運送與安裝 delivery and installation
    SOCKET = 5  # 特殊插座 special socket


MONEY_VALUE = (1, 2, 3, 0, 0, 0)  # money shown by each face
CONDITION_FACES = (Face.SPACE, Face.DELIVERY, Face.SOCKET)
FACE_IDS = ("one", "two", "three", "space", "delivery", "socket")


class EffectType(str, Enum):
    """What an event card can do. Unknown types in the pack are errors."""

    PAY_BILL = "pay_bill"  # bill marker forward `amount` (a subsidy), never past usage
    ADD_USAGE = "add_usage"  # usage marker forward `amount`
    PAY_BILL_PER_CATEGORY = "pay_bill_per_category"  # `amount` paid per owned card of `category`
    USAGE_PER_CATEGORY = "usage_per_category"  # `amount` usage per owned card of `category`
    DISCOUNT = "discount"  # this turn, every price is `amount` lower (at least 1)
    REFRESH_MARKET = "refresh_market"  # the market's cards are discarded and 4 new ones dealt
    WAIVE_CONDITION = "waive_condition"  # this turn the roller needs no `condition`
    BLOCK_FACE = "block_face"  # this turn the roller cannot use dice showing `condition`
    RETURN_MARKERS = "return_markers"  # condition markers of `who` go back to their owners


class Target(str, Enum):
    """Whom an effect touches: the player who rolled, everyone, or everyone else."""

    ROLLER = "roller"
    ALL = "all"
    OTHERS = "others"


@dataclass(frozen=True, slots=True)
class Category:
    id: str
    name: LocalizedText


@dataclass(frozen=True, slots=True)
class Appliance:
    """One appliance card. `index` is its place in the pack (the rules' card number)."""

    index: int
    id: str
    name: LocalizedText
    icon: str
    category: str
    points: int  # top left
    price: int  # money needed (1元/2元/3元 dice, no change)
    conditions: tuple[Face, ...]  # standard mode: SPACE / DELIVERY / SOCKET, each at most once
    power: int  # bottom left: steps on the usage track
    kwh_month: float  # the real typical monthly consumption the power use is scaled from


@dataclass(frozen=True, slots=True)
class Effect:
    type: EffectType
    who: Target = Target.ROLLER
    amount: int = 0
    category: str | None = None
    condition: Face | None = None


@dataclass(frozen=True, slots=True)
class EventCard:
    number: int  # the ordering number at the bottom of the card (1..24)
    name: LocalizedText
    text: LocalizedText
    standard_only: bool  # the 雙齒輪 double-gear mark: removed in the simple mode
    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class PowerButlerContent:
    """Everything the Power Butler rules need from the pack."""

    pack_version: str
    content_version: int
    appliances: tuple[Appliance, ...]
    events: tuple[EventCard, ...]  # sorted by number
    categories: MappingProxyType[str, Category]
    dice_faces: tuple[LocalizedText, ...]  # names of the six faces, in Face order
    variety_bonus: tuple[int, ...]  # bonus for owning 0, 1, 2, ... categories (last one for more)
    last_round_position: MappingProxyType[str, MappingProxyType[int, int]]  # mode -> players -> cards above it
    market_size: int
    event_row_size: int
    kwh_per_step: int  # one usage-track step stands for up to this many kWh a month
    usage_source: LocalizedText

    def variety(self, categories: int) -> int:
        """The set-variety bonus for owning cards of this many categories."""
        table = self.variety_bonus
        return table[min(categories, len(table) - 1)]
