"""Aladdin & the Magic Lamp (阿拉丁神燈) content as frozen dataclasses the rules read.

The pack (`game_data/magic_lamp/`) holds the 78 chest cards with their scorpion counts, the 25
lamp cards whose wishes are data (an effect type the rules core knows plus its parameters), the
8 starting cards and the scoring numbers. Card kinds, metals and effect types are closed sets
the rules know; the pack names them in both languages and sets their numbers.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType

from desktop_app.content.model import LocalizedText


class Metal(str, Enum):
    """The three treasure chests, in the order they are explored (seed 003: 銅→銀→金)."""

    BRONZE = "bronze"
    SILVER = "silver"
    GOLD = "gold"


METALS = (Metal.BRONZE, Metal.SILVER, Metal.GOLD)


class Category(str, Enum):
    """The four kinds of chest card (seed 003: 巫師、寶石、飾品、護符)."""

    WIZARD = "wizard"
    GEM = "gem"
    ACCESSORY = "accessory"
    AMULET = "amulet"


class Kind(str, Enum):
    """The nine card kinds of seed 003 ("4類9種")."""

    WIZARD = "wizard"
    DIAMOND = "diamond"
    RUBY = "ruby"
    SAPPHIRE = "sapphire"
    EMERALD = "emerald"
    RING = "ring"
    BRACELET = "bracelet"
    NECKLACE = "necklace"
    AMULET = "amulet"


GEMS = (Kind.DIAMOND, Kind.RUBY, Kind.SAPPHIRE, Kind.EMERALD)
ACCESSORIES = (Kind.RING, Kind.BRACELET, Kind.NECKLACE)
CATEGORY_OF = MappingProxyType(
    {
        Kind.WIZARD: Category.WIZARD,
        **{k: Category.GEM for k in GEMS},
        **{k: Category.ACCESSORY for k in ACCESSORIES},
        Kind.AMULET: Category.AMULET,
    }
)


class EffectType(str, Enum):
    """What a lamp card's wish can do; each card names one with its parameters.

    take_from_discard(count): take up to `count` cards of your choice from the chest discard pile.
    steal_treasure(): take one unprotected gem or accessory from another player.
    free_draw(count, metal|None): take the top `count` cards of a chest (your choice when metal is
        None) with no scorpion danger.
    scorpion_ward(amount): this round your draws bust only at `amount` more scorpions.
    retune_die(max_change): turn one of your dice by up to `max_change` pips (stays in its chest).
    """

    TAKE_FROM_DISCARD = "take_from_discard"
    STEAL_TREASURE = "steal_treasure"
    FREE_DRAW = "free_draw"
    SCORPION_WARD = "scorpion_ward"
    RETUNE_DIE = "retune_die"


@dataclass(frozen=True, slots=True)
class ChestCard:
    """One card of a treasure chest (or a starting card, whose metal is None)."""

    id: str
    metal: Metal | None
    kind: Kind
    scorpions: int

    @property
    def category(self) -> Category:
        return CATEGORY_OF[self.kind]


@dataclass(frozen=True, slots=True)
class Effect:
    """A wish: its type and parameters (unused ones keep their defaults)."""

    type: EffectType
    count: int = 1
    amount: int = 1
    max_change: int = 1
    metal: Metal | None = None


@dataclass(frozen=True, slots=True)
class LampCard:
    """One lamp card: its name, the wish read aloud, and the effect the rules apply."""

    id: str
    name: LocalizedText
    text: LocalizedText
    effect: Effect


@dataclass(frozen=True, slots=True)
class MagicLampContent:
    """Everything a game of Aladdin & the Magic Lamp needs from the pack."""

    content_version: int
    pack_version: str
    metal_names: MappingProxyType[Metal, LocalizedText]
    kind_names: MappingProxyType[Kind, LocalizedText]
    set_bonus: MappingProxyType[Metal, int]  # points for a complete ring + bracelet + necklace
    chest_cards: tuple[ChestCard, ...]  # every metal's cards, in pack order
    starting_cards: tuple[ChestCard, ...]
    lamp_cards: tuple[LampCard, ...]
    ring_name: LocalizedText
    majority_bonus: int  # seed 003: most of one gem colour, +5 (no one on a tie)
    ring_bonus: int  # seed 003 variant: +5 for the ring holder
    wizard_from_bottom: int  # seed 003: the wizard is the 6th card from the bottom
    starting_per_player: MappingProxyType[int, int]  # players -> starting cards each
    dice_per_player: MappingProxyType[int, int]  # players -> dice each

    @property
    def all_cards(self) -> tuple[ChestCard, ...]:
        """Chest cards then starting cards: the index the rules use for every card."""
        return self.chest_cards + self.starting_cards
