"""Aladdin & the Magic Lamp's game state: plain data, cheap to copy.

Cards are ints: their index in `Static.cards` (the chest cards, then the starting cards), so
the state holds only small lists. Every card is in exactly one place: a chest deck (top card
last), the discard pile, a player's tableau, the wizards set aside, the cards being drawn, or
the starting cards left out of the game. Lamp cards are in the lamp deck (top last) or face up
as the wish being offered.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Any

from desktop_app.content.magic_lamp import (
    GEMS,
    METALS,
    Category,
    ChestCard,
    Kind,
    MagicLampContent,
)
from desktop_app.rules.common.options import BOOL, PLAYERS, SEED, Option, read_options

NO_PLAYER = -1
UNKNOWN_CARD = -1  # a face-down card in an observation
PRESS_PENDING = -2  # this player's lamp press is not yet entered
NO_PRESS = -1  # the player kept their hands still
ALONE = -1  # an amulet under no gem colour
MAX_PRESS_MS = 600_000  # a press is entered within ten minutes of the reveal
DIE_VALUES = range(1, 7)
# One event (flow.py EV_*): its kind, then ints.
Event = tuple[str | int, ...]


class Phase(IntEnum):
    """Where the round is: which kind of decision is asked for now."""

    CHOOSE = 1  # seed 003 (1) 選擇寶箱: dice set secretly, one player after another
    RACE = 2  # (2) 召喚精靈: each player's lamp press (or none), entered after the race
    WISH = 3  # the genie's holder accepts or refuses the wish shown
    PICK = 4  # a card to take (from the discard pile, another player, a false toucher)
    CHEST = 5  # a chest for a free draw
    RETUNE = 6  # a die to turn
    NAME = 7  # a false toucher names who may steal from them
    DRAW = 8  # (3) 探索寶箱: draw one more card or stop
    AMULET = 9  # placing an amulet that was just gained
    GAME_OVER = 10


class Pick(IntEnum):
    """Why a card is being picked, which decides where it may come from."""

    DISCARD = 1  # a take_from_discard wish
    STEAL = 2  # a steal_treasure wish: from any other player
    RAMPAGE = 3  # named by a false toucher: from that player, the ring allowed
    RING = 4  # the magic ring's power: from the discard pile


@dataclass(frozen=True)
class MagicLampOptions:
    """Everything that decides a game's setup besides the content pack."""

    players: int
    seed: int
    magic_ring: bool = False  # seed 003 variant 4: 加入魔戒指示物

    def to_json(self) -> dict[str, Any]:
        return {"players": self.players, "seed": self.seed, "magic_ring": self.magic_ring}

    # what a save, a deal code or `--option` may set (rules/common/options.py reads them strictly)
    OPTIONS = (PLAYERS, SEED, Option("magic_ring", BOOL, default=False))

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> MagicLampOptions:
        """The options of a save or a deal code, checked (OptionError, a ValueError, says why)."""
        return cls(**read_options(data, cls.OPTIONS))


_SET_KINDS = (Kind.RING, Kind.BRACELET, Kind.NECKLACE)  # a complete set's kinds, in complete_sets' order


class Static:
    """What never changes in a game: the content and per-card facts as flat tuples."""

    __slots__ = (
        "accessory_slot",
        "cards",
        "category",
        "chests",
        "content",
        "dice_per_player",
        "gem",
        "index",
        "kind",
        "lamp",
        "metal",
        "scorpions",
        "set_bonus",
    )

    def __init__(self, content: MagicLampContent, players: int) -> None:
        self.content = content
        self.cards: tuple[ChestCard, ...] = content.all_cards
        self.index = {card.id: i for i, card in enumerate(self.cards)}
        # -1 for a starting card (it belongs to no chest)
        self.metal = tuple(METALS.index(c.metal) if c.metal is not None else -1 for c in self.cards)
        self.kind = tuple(c.kind for c in self.cards)
        self.category = tuple(c.category for c in self.cards)
        self.scorpions = tuple(c.scorpions for c in self.cards)
        self.set_bonus = tuple(content.set_bonus[m] for m in METALS)
        self.lamp = content.lamp_cards
        self.dice_per_player = content.dice_per_player[players]
        # per metal: its chest's cards in pack order (new_game shuffles a copy)
        self.chests = tuple(tuple(i for i, c in enumerate(self.cards) if c.metal is metal) for metal in METALS)
        # For State.stealable's one pass: per card, whether it is a gem, and for an accessory of
        # a set (ring, bracelet, necklace of a metal) its place metal * 3 + kind among _SET_KINDS,
        # else -1. None when the pack has an accessory outside such sets (then the plain way).
        self.gem = tuple(c is Category.GEM for c in self.category)
        slots = tuple(
            self.metal[i] * 3 + _SET_KINDS.index(c.kind)
            if c.category is Category.ACCESSORY and self.metal[i] >= 0 and c.kind in _SET_KINDS
            else -1
            for i, c in enumerate(self.cards)
        )
        plain = any(c.category is Category.ACCESSORY and slots[i] < 0 for i, c in enumerate(self.cards))
        self.accessory_slot: tuple[int, ...] | None = None if plain else slots

    def is_gem(self, card: int) -> bool:
        return self.category[card] is Category.GEM

    def is_wizard(self, card: int) -> bool:
        return self.kind[card] is Kind.WIZARD


class State:
    """The mutable part of a game. `clone()` copies lists, sharing `Static`."""

    __slots__ = (
        "actor",
        "amulet_colour",
        "amulets_to_place",
        "decks",
        "dice",
        "discard",
        "drawn",
        "drawn_scorpions",
        "effect_count",
        "end_triggered",
        "events",
        "explore_die",
        "explore_metal",
        "lamp_deck",
        "options",
        "phase",
        "pick_from",
        "pick_kind",
        "pick_left",
        "players",
        "presses",
        "removed",
        "retune_max",
        "ring_holder",
        "round",
        "scores",
        "static",
        "summoned",
        "tableau",
        "tasks",
        "viewer",
        "ward",
        "winners",
        "wish_card",
        "wish_number",
        "wizards",
    )

    static: Static
    options: MagicLampOptions
    players: int
    round: int
    phase: Phase
    actor: int
    viewer: int  # the seat an observation is for; NO_PLAYER for the full state
    decks: list[list[int]]  # per metal: the chest's cards, top last
    lamp_deck: list[int]  # top last
    discard: list[int]
    removed: list[int]
    wizards: list[int]
    tableau: list[list[int]]  # per player
    amulet_colour: dict[int, int]  # amulet card -> index in GEMS, or ALONE
    amulets_to_place: list[tuple[int, int]]  # (player, amulet card)
    dice: list[list[tuple[int, int]]]  # per player: (metal, value) of each die set
    presses: list[int]  # per player: ms, NO_PRESS or PRESS_PENDING
    ward: list[int]  # per player
    summoned: list[bool]  # per player: a genie this round
    tasks: list[tuple[int, int]]  # (task kind, argument), the next one last
    wish_card: int
    wish_number: int
    ring_holder: int
    pick_kind: Pick
    pick_from: int
    pick_left: int
    effect_count: int
    retune_max: int
    explore_metal: int
    explore_die: int
    drawn: list[int]
    drawn_scorpions: int
    end_triggered: bool
    scores: list[dict[str, int]]  # per player, once over (scoring.score_breakdown)
    winners: tuple[int, ...]
    events: list[Event]

    def clone(self) -> State:
        new = State.__new__(State)
        for name in (
            "static",
            "options",
            "players",
            "round",
            "phase",
            "actor",
            "viewer",
            "wish_card",
            "wish_number",
            "ring_holder",
            "pick_kind",
            "pick_from",
            "pick_left",
            "effect_count",
            "retune_max",
            "explore_metal",
            "explore_die",
            "drawn_scorpions",
            "end_triggered",
            "scores",
            "winners",
        ):
            setattr(new, name, getattr(self, name))
        new.decks = [d[:] for d in self.decks]
        new.lamp_deck = self.lamp_deck[:]
        new.discard = self.discard[:]
        new.removed = self.removed[:]
        new.wizards = self.wizards[:]
        new.tableau = [t[:] for t in self.tableau]
        new.amulet_colour = dict(self.amulet_colour)
        new.amulets_to_place = self.amulets_to_place[:]
        new.dice = [d[:] for d in self.dice]
        new.presses = self.presses[:]
        new.ward = self.ward[:]
        new.summoned = self.summoned[:]
        new.tasks = self.tasks[:]
        new.drawn = self.drawn[:]
        new.events = self.events[:]
        return new

    # --- small queries the rules, views and bots share ------------------------------------

    def gem_colour(self, player: int, card: int) -> Kind | None:
        """The colour a card of this player's counts as (an amulet: the stack it is under)."""
        kind = self.static.kind[card]
        if kind in GEMS:
            return kind
        if kind is Kind.AMULET:
            colour = self.amulet_colour.get(card, ALONE)
            return GEMS[colour] if colour != ALONE else None
        return None

    def gem_stack(self, player: int, colour: Kind) -> list[int]:
        """This player's gem cards of one colour: the stack their amulets of that colour sit
        under (seed 003: cards are laid out by kind, 「根據卡牌種類...排成一列」)."""
        kinds = self.static.kind
        return [c for c in self.tableau[player] if kinds[c] is colour]

    def amulet_colours(self, player: int) -> list[Kind]:
        """The gem colours a new amulet of this player may go under: those they hold a gem of."""
        kinds = {self.static.kind[c] for c in self.tableau[player]}
        return [k for k in GEMS if k in kinds]

    def complete_sets(self, player: int) -> list[int]:
        """Complete ring + bracelet + necklace sets per metal (bronze, silver, gold)."""
        counts = [[0, 0, 0] for _ in METALS]
        st = self.static
        for card in self.tableau[player]:
            kind = st.kind[card]
            if kind is Kind.RING:
                counts[st.metal[card]][0] += 1
            elif kind is Kind.BRACELET:
                counts[st.metal[card]][1] += 1
            elif kind is Kind.NECKLACE:
                counts[st.metal[card]][2] += 1
        return [min(c) for c in counts]

    def stealable(self, player: int) -> list[int]:
        """This player's cards another may take: gems, and accessories not needed for a
        complete set (seed 003: 不能偷取護符卡及成套的飾品卡)."""
        st = self.static
        slots = st.accessory_slot
        if slots is None:
            return self.plain_stealable(player)
        # One pass to count the accessories of each metal and kind (9 places), then the same
        # filter as plain_stealable: an accessory goes when its count beats its metal's sets
        # (the fewest of the three kinds). tests/magic_lamp/test_ml_listing.py compares the two.
        cards = self.tableau[player]
        counts = [0, 0, 0, 0, 0, 0, 0, 0, 0]
        any_accessory = False
        for card in cards:
            slot = slots[card]
            if slot >= 0:
                counts[slot] += 1
                any_accessory = True
        gem = st.gem
        if not any_accessory:
            return [card for card in cards if gem[card]]
        spare = [False] * 9
        for base in (0, 3, 6):
            sets = min(counts[base], counts[base + 1], counts[base + 2])
            for slot in (base, base + 1, base + 2):
                spare[slot] = counts[slot] > sets
        return [card for card in cards if gem[card] or slots[card] >= 0 and spare[slots[card]]]

    def plain_stealable(self, player: int) -> list[int]:
        """`stealable` worked out from the categories and kinds themselves (any pack)."""
        st = self.static
        sets = self.complete_sets(player)
        counts: dict[tuple[int, Kind], int] = {}
        for card in self.tableau[player]:
            if st.category[card] is Category.ACCESSORY:
                key = (st.metal[card], st.kind[card])
                counts[key] = counts.get(key, 0) + 1
        out = []
        for card in self.tableau[player]:
            cat = st.category[card]
            if (
                cat is Category.GEM
                or cat is Category.ACCESSORY
                and counts[(st.metal[card], st.kind[card])] > sets[st.metal[card]]
            ):
                out.append(card)
        return out
