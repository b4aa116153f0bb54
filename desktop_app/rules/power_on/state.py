"""電力啟動 (Power On!) game state: plain data, cheap to copy.

`Tables` holds what never changes during a game (the content and per-card lookup arrays);
`State` holds what does. Cards are ints: a game card's number (0-60 in the shipped pack) indexes
`Tables`; three more numbers stand for a face-down card whose back (0, 1 or 2) is known, and one
for a face-down card, so an observation can mask cards without another type.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Any

from desktop_app.content.power_on import CardKind, FuelType, PlantType, PowerOnContent
from desktop_app.rules.common.options import BOOL, CHOICE, PLAYERS, SEED, Option, read_options

PLANT_TYPES = tuple(PlantType)  # index order of every per-type list
COAL, GAS, NUCLEAR, SOLAR, WIND, HYDRO = range(6)
BONUS = 6  # power_by_type's slot for power from function cards
TYPE_INDEX = {t: i for i, t in enumerate(PLANT_TYPES)}
# One event (deck.py, engine.py, generation.py EV_*): its kind, then ints or a tuple of ints.
Event = tuple[str | int | tuple[int, ...], ...]


class TowerMode:
    """How carbon tokens are stacked: through the physics game (outcomes are actions) or by chance."""

    STACKING = "stacking"
    NO_DEXTERITY = "no_dexterity"
    ALL = (STACKING, NO_DEXTERITY)


class Phase(IntEnum):
    ACTIONS = 1  # spending action points (free renewable runs too)
    STACKING = 2  # stacking mode: the player stacks this activation's carbon tokens one by one
    DISCARD = 3  # the tower fell: every other player discards one card
    CITY = 4  # after the actions: take a city (or not)
    GAME_OVER = 5


@dataclass(frozen=True)
class PowerOnOptions:
    """Everything that decides a game's setup besides the content pack."""

    players: int
    seed: int
    tower: str = TowerMode.STACKING
    several_cities: bool | None = None  # None: the pack's setting
    finish_round: bool | None = None  # None: the pack's setting

    def to_json(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "seed": self.seed,
            "tower": self.tower,
            "several_cities": self.several_cities,
            "finish_round": self.finish_round,
        }

    # what a save, a deal code or `--option` may set (rules/common/options.py reads them strictly)
    OPTIONS = (
        PLAYERS,
        SEED,
        Option("tower", CHOICE, default=TowerMode.STACKING, choices=TowerMode.ALL),
        Option("several_cities", BOOL, optional=True),  # null: the pack's setting
        Option("finish_round", BOOL, optional=True),  # null: the pack's setting
    )

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> PowerOnOptions:
        """The options of a save or a deal code, checked (OptionError, a ValueError, says why)."""
        return cls(**read_options(data, cls.OPTIONS))


# `Tables.fuel_code`: what a card pays for fuel, as an int (0: any card, as coal takes).
FUEL_GAS = 1
FUEL_URANIUM_OR_WASTE = 2
_FUEL_CODES: dict[FuelType | None, int] = {
    FuelType.NATURAL_GAS: FUEL_GAS,
    FuelType.URANIUM_OR_WASTE: FUEL_URANIUM_OR_WASTE,
}


OWNED_LIMIT = 10_000  # sets of plants `Tables.owned` holds before it starts again


class Tables:
    """Per-card lookup arrays built once per game from the content (shared by clones)."""

    __slots__ = (
        "actions_per_turn",
        "back",
        "carbon_tokens",
        "city_ids",
        "city_index",
        "city_power",
        "city_stars",
        "content",
        "carbon",
        "design",
        "effects",
        "fall",
        "fuel",
        "fuel_code",
        "hand_limit",
        "hidden",
        "kind",
        "market_size",
        "n_cards",
        "owned",
        "plans",
        "plant",
        "power",
        "row_size",
        "stall_rounds",
    )

    def __init__(self, content: PowerOnContent) -> None:
        self.content = content
        # the pack's numbers the move path reads, one attribute away (not two)
        self.hand_limit = content.hand_limit
        self.market_size = content.market_size
        self.row_size = content.city_row
        self.actions_per_turn = content.actions_per_turn
        self.stall_rounds = content.stall_rounds
        self.carbon_tokens = content.carbon_tokens
        cards = content.cards
        n = self.n_cards = len(cards)
        design_index = {d.id: i for i, d in enumerate(content.designs)}
        # Numbers n, n+1, n+2: a face-down card showing back 0, 1, 2; n+3: a face-down card.
        self.hidden = n + 3
        self.kind = [c.design.kind for c in cards] + [None] * 4
        self.plant = [TYPE_INDEX[c.design.plant] if c.design.plant else -1 for c in cards] + [-1] * 4
        self.fuel = [c.design.fuel for c in cards] + [None] * 4
        self.fuel_code = [_FUEL_CODES.get(f, 0) for f in self.fuel]  # a small int per fuel
        self.back = [c.back for c in cards] + [0, 1, 2, -1]
        self.design = [design_index[c.design.id] for c in cards] + [-1] * 4
        self.effects = [c.design.effects for c in cards] + [()] * 4
        self.city_ids = tuple(c.id for c in content.cities)
        self.city_index = {c: i for i, c in enumerate(self.city_ids)}
        self.city_power = tuple(c.power for c in content.cities)
        self.city_stars = tuple(c.stars for c in content.cities)
        # per plant type index: the power and the carbon tokens of one plant run
        self.power = tuple(content.plant_types[t].power for t in PLANT_TYPES)
        self.carbon = tuple(content.plant_types[t].carbon for t in PLANT_TYPES)
        # per tower height: the no-dexterity chance (per mille) that a token put on it falls
        # (generation.fall_per_mille; the first token lies on the table and cannot fall)
        chance = content.tower_chance
        self.fall = (0, *(chance.per_mille(h) for h in range(1, content.carbon_tokens + 1)))
        self.plans: Any = None  # the pack's kept move plans (rules/power_on/fuel_choices.py sets it)
        # a player's plants (as listed) -> how many of each type index (`State.owned`)
        self.owned: dict[tuple[int, ...], tuple[int, ...]] = {}

    def count_types(self, plants: tuple[int, ...]) -> tuple[int, ...]:
        """How many of these plant cards are of each type index, kept in `owned`."""
        counts = [0] * len(PLANT_TYPES)
        plant = self.plant
        for card in plants:
            counts[plant[card]] += 1
        if len(self.owned) >= OWNED_LIMIT:
            self.owned.clear()
        found = self.owned[plants] = tuple(counts)
        return found

    def is_gas(self, card: int) -> bool:
        return self.fuel[card] is FuelType.NATURAL_GAS

    def is_uranium_or_waste(self, card: int) -> bool:
        return self.fuel[card] is FuelType.URANIUM_OR_WASTE

    def is_plant(self, card: int) -> bool:
        return self.kind[card] is CardKind.PLANT


class State:
    """Everything that changes during a game. Lists end with their top card (deck, discard)."""

    __slots__ = (
        "actions_left",
        "carbon_stacked",
        "cities_won",
        "city_deck",
        "city_row",
        "collapses",
        "current",
        "deck",
        "discard",
        "discarders",
        "events",
        "final_round",
        "finish_round",
        "hands",
        "last_lit_round",
        "market",
        "options",
        "pending_count",
        "pending_power",
        "pending_tokens",
        "pending_type",
        "phase",
        "plants",
        "players",
        "power",
        "power_by_type",
        "rng_draws",
        "several_cities",
        "shuffles",
        "skip_turns",
        "tables",
        "tower",
        "tower_drops",
        "turn",
        "used",
        "winners",
    )

    tables: Tables
    options: PowerOnOptions
    players: int
    phase: Phase
    current: int
    turn: int
    actions_left: int
    power: int
    deck: list[int]  # card numbers; the top is the last
    discard: list[int]
    market: list[int]
    hands: list[list[int]]  # per player
    plants: list[list[int]]  # per player
    used: list[int]  # per plant type index: plants run this turn
    city_deck: list[int]  # city indexes; the top is the last
    city_row: list[int]
    cities_won: list[list[int]]  # per player
    tower: int  # carbon tokens standing
    tower_drops: list[tuple[int, int]]  # (x, angle) of each token stacked
    skip_turns: list[int]  # per player
    pending_tokens: int
    pending_power: int
    pending_type: int
    pending_count: int
    discarders: list[int]
    rng_draws: int
    shuffles: int
    power_by_type: list[list[int]]  # per player, per type index (and BONUS)
    carbon_stacked: list[int]  # per player
    collapses: list[int]  # per player
    events: list[Event]
    winners: tuple[int, ...]
    several_cities: bool
    finish_round: bool
    final_round: bool
    last_lit_round: int  # the round in which a city was last lit (0: none yet)

    def clone(self) -> State:
        """A copy sharing `tables` and the immutable options; every list copied."""
        c = State.__new__(State)
        c.tables = self.tables
        c.options = self.options
        c.players = self.players
        c.phase = self.phase
        c.current = self.current
        c.turn = self.turn
        c.actions_left = self.actions_left
        c.power = self.power
        c.deck = self.deck[:]
        c.discard = self.discard[:]
        c.market = self.market[:]
        c.hands = [h[:] for h in self.hands]
        c.plants = [p[:] for p in self.plants]
        c.used = self.used[:]
        c.city_deck = self.city_deck[:]
        c.city_row = self.city_row[:]
        c.cities_won = [w[:] for w in self.cities_won]
        c.tower = self.tower
        c.tower_drops = self.tower_drops[:]
        c.skip_turns = self.skip_turns[:]
        c.pending_tokens = self.pending_tokens
        c.pending_power = self.pending_power
        c.pending_type = self.pending_type
        c.pending_count = self.pending_count
        c.discarders = self.discarders[:]
        c.rng_draws = self.rng_draws
        c.shuffles = self.shuffles
        c.power_by_type = [p[:] for p in self.power_by_type]
        c.carbon_stacked = self.carbon_stacked[:]
        c.collapses = self.collapses[:]
        c.events = []
        c.winners = self.winners
        c.several_cities = self.several_cities
        c.finish_round = self.finish_round
        c.final_round = self.final_round
        c.last_lit_round = self.last_lit_round
        return c

    # --- small queries -------------------------------------------------------------------------

    @property
    def content(self) -> PowerOnContent:
        return self.tables.content

    @property
    def round(self) -> int:
        """The round in progress: every seat's turn (taken or skipped) makes one round."""
        return self.turn // self.players + 1

    def owned(self, player: int) -> tuple[int, ...]:
        """The player's plants counted by type index (kept per set of plants in `tables`)."""
        plants = tuple(self.plants[player])
        return self.tables.owned.get(plants) or self.tables.count_types(plants)

    def plant_count(self, player: int, type_index: int) -> int:
        return self.owned(player)[type_index]

    def unused(self, type_index: int) -> int:
        """Plants of that type the current player has not run this turn."""
        return self.owned(self.current)[type_index] - self.used[type_index]

    def carbon_supply(self) -> int:
        return self.content.carbon_tokens - self.tower

    def deck_top_back(self) -> int:
        """The back number of the deck's top card (solar and wind output); 0 with no deck."""
        return self.tables.back[self.deck[-1]] if self.deck else 0

    def stars(self, player: int) -> int:
        stars = self.tables.city_stars
        return sum(stars[c] for c in self.cities_won[player])
