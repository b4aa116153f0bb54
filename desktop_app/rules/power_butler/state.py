"""電力管家 (Power Butler)'s game state: plain data, cheap to copy, no behaviour beyond small queries.

`Board` holds what never changes during a game (content, mode, card lookups); `State` holds what
does. Cards are numbers: appliances by their index in the pack, events by their ordering number.
Decks keep their top card last. `State.clone()` copies only the mutable parts.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum, IntEnum
from typing import Any

from desktop_app.content.power_butler import (
    Appliance,
    EventCard,
    Face,
    PowerButlerContent,
)
from desktop_app.rules.common.options import CHOICE, PLAYERS, SEED, Option, read_options

NO_CARD = -1  # a marker in its owner's supply
# One event (cards.py EV_*): its kind, then ints, a deck name or tuples of ints.
Event = tuple[str | int | tuple[int, ...], ...]
NO_PLAYER = -1
LAST_ROUND_CARD = -2  # the 最後一輪卡 in the appliance deck
UNKNOWN_CARD = -3  # a face-down card in an observation
# A marker on a card bought this turn: seed 000 hands markers back in stage (4)電力記錄, so it
# reaches its owner's supply only when the turn ends and serves no second card meanwhile.
RETURNING = -4
DICE = 6
MARKERS = 4


class Mode(str, Enum):
    """Seed 000's two modes: simple (8+, money only) and standard (10+, conditions and markers)."""

    SIMPLE = "simple"
    STANDARD = "standard"


class Phase(IntEnum):
    """Where the current player's turn is."""

    ROLL = 1  # waiting for the roll of all six dice
    REROLL = 2  # may reroll non-3元/! dice or keep them
    ALLOCATE = 3  # buying, placing markers, paying the bill; then end the turn
    GAME_OVER = 4


REROLLS = {Mode.SIMPLE: 1, Mode.STANDARD: 2}  # seed 000: "僅有1次重擲" / "最多有2次重擲"


@dataclass(frozen=True)
class PowerButlerOptions:
    """Everything that decides a game's setup besides the content pack."""

    players: int
    seed: int
    mode: Mode = Mode.STANDARD

    def __post_init__(self) -> None:
        # Accept "simple"/"standard" too (a new-game dialog or a teacher's script may pass text).
        object.__setattr__(self, "mode", Mode(self.mode))

    def to_json(self) -> dict[str, Any]:
        return {"players": self.players, "seed": self.seed, "mode": self.mode.value}

    # what a save, a deal code or `--option` may set (rules/common/options.py reads them strictly)
    OPTIONS = (PLAYERS, SEED, Option("mode", CHOICE, default="standard", choices=("simple", "standard")))

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> PowerButlerOptions:
        """The options of a save or a deal code, checked (OptionError, a ValueError, says why)."""
        return cls(**read_options(data, cls.OPTIONS))


class Board:
    """The static part of a game: content, mode and quick lookups by card number."""

    __slots__ = (
        "_prices_after",
        "appliances",
        "categories",
        "category_index",
        "category_of",
        "condition_mask",
        "content",
        "deck_order",
        "discounted",
        "event_numbers",
        "events",
        "ids",
        "index_of",
        "market_size",
        "mode",
        "prices",
        "row_size",
        "rerolls",
        "standard",
    )

    def __init__(self, content: PowerButlerContent, mode: Mode) -> None:
        self.content = content
        self.mode = mode
        self.standard = mode is Mode.STANDARD
        self.rerolls = REROLLS[mode]
        self.appliances: tuple[Appliance, ...] = content.appliances
        self.index_of = {a.id: a.index for a in content.appliances}
        self.ids = tuple(a.id for a in content.appliances)
        self.prices = tuple(a.price for a in content.appliances)  # before this turn's discount
        self._prices_after: dict[int, tuple[int, ...]] = {}
        self.discounted = tuple(self.prices_after(d) for d in range(8))  # prices_after(d), d < 8
        self.events: dict[int, EventCard] = {e.number: e for e in content.events}
        self.categories = tuple(content.categories)
        cat = {cid: i for i, cid in enumerate(self.categories)}
        self.category_index = tuple(cat[a.category] for a in content.appliances)
        self.category_of = tuple(a.category for a in content.appliances)
        # Setup's decks before shuffling: the events of this mode (seed 000: the double-gear
        # events only in the standard mode), and the appliances in pack order.
        self.event_numbers = tuple(e.number for e in content.events if self.standard or not e.standard_only)
        self.deck_order = tuple(a.index for a in content.appliances)
        self.row_size = content.event_row_size
        self.market_size = content.market_size
        # Bit f set: the card needs a die of face f (standard mode; none in the simple mode).
        self.condition_mask = tuple(
            sum(1 << int(f) for f in a.conditions) if self.standard else 0 for a in content.appliances
        )

    def prices_after(self, discount: int) -> tuple[int, ...]:
        """Every appliance's price after this turn's discount (never below 1): `State.price`
        for all cards at once, made once per discount."""
        found = self._prices_after.get(discount)
        if found is None:
            found = self._prices_after[discount] = tuple(max(1, p - discount) for p in self.prices)
        return found


class State:
    """A Power Butler game in progress. Per-player data is indexed by seat; seat 0 starts."""

    __slots__ = (
        "avail",
        "bill_money",
        "blocked",
        "board",
        "current",
        "deck",
        "dice",
        "discard",
        "discount",
        "event_deck",
        "event_discard",
        "event_row",
        "events",
        "final_round",
        "fired_event",
        "fired_log",
        "last_round_holder",
        "markers",
        "market",
        "options",
        "owned",
        "paid",
        "phase",
        "players",
        "rerolls_left",
        "round",
        "scores",
        "turn",
        "usage",
        "waived",
        "winners",
    )

    board: Board
    options: PowerButlerOptions
    players: int
    round: int  # 1-based; a round starts with the start player (seat 0)
    turn: int  # turns begun so far in the game (seeds each turn's dice)
    current: int
    phase: Phase
    dice: list[int]  # the six dice's faces, always six
    avail: list[int]  # per face: dice still unused this turn (ALLOCATE only)
    rerolls_left: int
    event_row: list[int]  # event numbers over the markers, left (highest) to right (lowest)
    event_deck: list[int]  # top last
    event_discard: list[int]
    fired_event: int  # the event fired this turn, 0 for none
    market: list[int]  # appliance indexes in the shop
    deck: list[int]  # appliance deck, top last (may hold LAST_ROUND_CARD)
    discard: list[int]
    last_round_holder: int  # NO_PLAYER until the last-round card has come up
    final_round: bool
    owned: list[list[int]]
    usage: list[int]  # usage marker position
    paid: list[int]  # bill marker position (starts at the head start)
    bill_money: int  # yuan set beside the track this turn
    markers: list[list[int]]  # per player, per Marker: the appliance it is on, NO_CARD or RETURNING
    discount: int  # this turn's price cut (events)
    waived: int  # bitmask of condition faces the current player need not meet this turn
    blocked: int  # bitmask of faces the current player cannot use this turn
    scores: tuple[tuple[int, int, int, int], ...]  # per seat (card points, variety bonus, unpaid bill, total) once over
    winners: tuple[int, ...]
    events: list[Event]  # what the last action did, for views (small tuples, no text)
    fired_log: list[int]  # every event fired, in order (for simulation reports)

    def clone(self) -> State:
        s = State.__new__(State)
        s.board = self.board
        s.options = self.options
        s.players = self.players
        s.round = self.round
        s.turn = self.turn
        s.current = self.current
        s.phase = self.phase
        s.dice = self.dice[:]
        s.avail = self.avail[:]
        s.rerolls_left = self.rerolls_left
        s.event_row = self.event_row[:]
        s.event_deck = self.event_deck[:]
        s.event_discard = self.event_discard[:]
        s.fired_event = self.fired_event
        s.market = self.market[:]
        s.deck = self.deck[:]
        s.discard = self.discard[:]
        s.last_round_holder = self.last_round_holder
        s.final_round = self.final_round
        s.owned = [o[:] for o in self.owned]
        s.usage = self.usage[:]
        s.paid = self.paid[:]
        s.bill_money = self.bill_money
        s.markers = [m[:] for m in self.markers]
        s.discount = self.discount
        s.waived = self.waived
        s.blocked = self.blocked
        s.scores = self.scores
        s.winners = self.winners
        s.events = self.events[:]
        s.fired_log = self.fired_log[:]
        return s

    # small queries -------------------------------------------------------------------------

    def appliance(self, index: int) -> Appliance:
        return self.board.appliances[index]

    def price(self, index: int) -> int:
        """The price of an appliance for the current player this turn (events may cut it)."""
        return max(1, self.board.appliances[index].price - self.discount)

    def owed(self, player: int) -> int:
        """Unpaid bill: usage minus paid (0 while a head start is unused)."""
        return max(0, self.usage[player] - self.paid[player])

    def markers_on(self, player: int, index: int) -> int:
        """Bitmask of the faces `player`'s markers cover on appliance `index` (bit 0: money)."""
        mine = self.markers[player]
        if index not in mine:
            return 0
        mask = 0
        for m, where in enumerate(mine):
            if where == index:
                mask |= 1 << (0 if m == 0 else int(Face.SPACE) + m - 1)
        return mask


def money_of(faces: Iterable[int]) -> int:
    """The yuan a set of dice faces is worth."""
    return sum((1, 2, 3, 0, 0, 0)[f] for f in faces)


__all__ = [
    "DICE",
    "LAST_ROUND_CARD",
    "MARKERS",
    "NO_CARD",
    "NO_PLAYER",
    "RETURNING",
    "UNKNOWN_CARD",
    "Board",
    "Face",
    "Mode",
    "Phase",
    "PowerButlerOptions",
    "State",
    "money_of",
]
