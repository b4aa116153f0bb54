"""Power Grid's game state: plain data, cheap to copy, no behaviour beyond small queries.

`Board` holds what never changes during a game (content, the map's cities and their
all-pairs connection costs, the regions in play); `State` holds what does. `State.clone()`
copies only the mutable parts, sharing `Board`, so bots can play games out quickly.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from enum import IntEnum
from typing import Any

from desktop_app.content.power_grid import (
    GameMap,
    Plant,
    PlayerCountRules,
    PowerGridContent,
    Resource,
)
from desktop_app.rules.common.options import BOOL, NAME, NAMES, PLAYERS, SEED, Option, read_options
from desktop_app.rules.power_grid.tables import Tables, tables_for

STEP3_CARD = 1000  # the "Step 3" card sorts after every plant in the market and the deck
UNKNOWN_CARD = -1  # a face-down deck card in an observation
NO_PLAYER = -1
# One event (market.py, phases.py EV_*): its kind, then ints, reason strings or tuples of ints.
Event = tuple[str | int | tuple[int, ...], ...]
INFINITE_COST = 1 << 30
RESOURCES = (Resource.COAL, Resource.OIL, Resource.GARBAGE, Resource.URANIUM)


class Phase(IntEnum):
    """The phases of a round (Phase 1, turn order, is instantaneous)."""

    AUCTION = 2
    RESOURCES = 3
    BUILDING = 4
    BUREAUCRACY = 5
    GAME_OVER = 6


@dataclass(frozen=True)
class PowerGridOptions:
    """Everything that decides a game's setup besides the content pack."""

    players: int
    seed: int
    map_id: str | None = None  # None: the pack's default map
    regions: tuple[str, ...] | None = None  # None: chosen at random, adjacent
    # A variant: cables may pass through the cities of regions not in play (off by default:
    # those regions are off the board; docs/rules-decisions.md "Map and paths").
    cables_through_unused_regions: bool = False

    def to_json(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "seed": self.seed,
            "map_id": self.map_id,
            "regions": list(self.regions) if self.regions is not None else None,
            "cables_through_unused_regions": self.cables_through_unused_regions,
        }

    # what a save, a deal code or `--option` may set (rules/common/options.py reads them strictly)
    OPTIONS = (
        PLAYERS,
        SEED,
        Option("map_id", NAME, optional=True),  # null: the pack's default map; "" is no map
        Option("regions", NAMES, optional=True),  # null: chosen at random, adjacent
        # absent from saves made before the option existed: off, as those games now play
        Option("cables_through_unused_regions", BOOL, default=False),
    )

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> PowerGridOptions:
        """The options of a save or a deal code, checked (OptionError, a ValueError, says why)."""
        return cls(**read_options(data, cls.OPTIONS))


class Board:
    """The static part of a game: content, map indices, connection costs, regions in play."""

    __slots__ = (
        "content",
        "rules",
        "game_map",
        "regions",
        "city_ids",
        "city_index",
        "city_region",
        "in_play",
        "in_play_cities",
        "dist",
        "next_hop",
        "dist_rows",
        "dist_packed",
        "varying",
        "constants",
        "pieces",
        "packed_guard",
        "packed_size",
        "costs_layout",
        "packed_of",
        "packed_rows",
        "plants",
        "slot_prices",
        "track_slots",
        "price_prefix",
        "tables",
        "builds",
        "houses",
        "house_prices",
        "cheapest_house",
        "city_costs",
        "payment",
        "payment_top",
        "clockwise",
        "buyable_count",
        "step3_market_size",
        "max_plants",
        "resupply",
        "opening_market",
        "setup_deck",
    )

    def __init__(
        self,
        content: PowerGridContent,
        rules: PlayerCountRules,
        game_map: GameMap,
        regions: tuple[str, ...],
        dist: list[list[int]],
        next_hop: list[list[int]],
    ) -> None:
        self.content = content
        self.rules = rules
        self.game_map = game_map
        self.regions = regions
        self.city_ids = tuple(c.id for c in game_map.cities)
        self.city_index = {cid: i for i, cid in enumerate(self.city_ids)}
        self.city_region = tuple(c.region for c in game_map.cities)
        region_set = set(regions)
        self.in_play = tuple(c.region in region_set for c in game_map.cities)
        self.in_play_cities = tuple(i for i, ok in enumerate(self.in_play) if ok)
        self.dist = dist
        self.next_hop = next_hop
        self.dist_rows = tuple(tuple(row) for row in dist)  # a first city's connection costs
        self._pack_rows(dist)
        self.plants: dict[int, Plant] = {p.number: p for p in content.plants}
        self.slot_prices = tuple(t.slot_prices for t in content.resource_tracks)
        self.track_slots = tuple(len(prices) for prices in self.slot_prices)  # tokens each track holds
        # price_prefix[r][k] = cost of the k cheapest slots of resource r
        prefix = []
        for prices in self.slot_prices:
            acc = [0]
            for price in prices:
                acc.append(acc[-1] + price)
            prefix.append(tuple(acc))
        self.price_prefix = tuple(prefix)
        self.tables: Tables = tables_for(content)
        # what Phase 4's legal moves read on every call, looked up once
        self.builds = self.tables.builds(game_map)  # BuildCity by city index
        self.houses = content.houses_per_player
        # house_prices[step]: the price of each slot a city opens in that step (10, 15, 20)
        self.house_prices = tuple(content.city_costs[:step] for step in range(4))
        self.cheapest_house = tuple(min(prices, default=0) for prices in self.house_prices)
        # what the moves (rules/power_grid/phases.py) read, looked up once
        self.city_costs = content.city_costs
        self.payment = content.payment  # by cities powered, the last for any more
        self.payment_top = len(content.payment) - 1
        # clockwise[p]: the other seats, clockwise from p's left (the order bidding goes round)
        n = rules.players
        self.clockwise = tuple(tuple((p + k) % n for k in range(1, n)) for p in range(n))
        self.buyable_count = content.buyable_count
        self.step3_market_size = content.step3_market_size
        self.max_plants = rules.max_plants
        self.resupply = rules.resupply  # per step: the tokens of each fuel Bureaucracy adds
        # what new_game deals from: the opening market, sorted, and the plants shuffled into the
        # deck (all but the opening market and the top plant), in the pack's order
        self.opening_market = tuple(sorted(content.opening_market))
        self.setup_deck = tuple(
            p.number for p in content.plants if p.number not in content.opening_market and p.number != content.top_plant
        )

    def plant(self, number: int) -> Plant:
        return self.plants[number]

    def _pack_rows(self, dist: list[list[int]]) -> None:
        """What `lower_costs` works with, made once per board.

        A player's connection costs are the element-wise minimum of the distance rows of the
        cities they built, all in play. A column the same in every in-play row (a city out of
        play: INFINITE_COST from everywhere) is that value in every player's costs: it is left
        out. The other columns ("varying") of each in-play row are packed into one int, 16 bits
        a column, when they all fit in 15 bits (else `dist_packed` is None and the plain loop
        is used). `pieces` rebuild a full tuple from the varying values: each piece is the
        constants before a run of varying columns and that run's place among them.
        """
        self.packed_of: dict[int, tuple[tuple[int, ...], int]] = {}
        rows = [dist[i] for i in self.in_play_cities]
        n = len(dist)
        varying = [j for j in range(n) if len({row[j] for row in rows}) > 1]
        self.varying = tuple(varying)
        self.constants = tuple((j, rows[0][j]) for j in range(n) if rows and j not in varying)
        layout = self.costs_layout = struct.Struct(f"<{len(varying)}H")
        self.packed_size = layout.size
        self.packed_guard = int.from_bytes(layout.pack(*[1 << 15] * len(varying)), "little")
        pieces: list[tuple[tuple[int, ...], int, int]] = []
        run: list[int] = []  # the constant columns since the last varying one
        k = 0  # varying columns so far
        for j in range(n):
            if j in varying:
                if run or not pieces:
                    pieces.append((tuple(run), k, k + 1))
                    run = []
                else:
                    before, lo, _ = pieces[-1]
                    pieces[-1] = (before, lo, k + 1)
                k += 1
            elif rows:
                run.append(rows[0][j])
        pieces.append((tuple(run), k, k))  # the constants after the last varying column
        self.pieces = tuple(pieces)
        fits = bool(rows) and all(0 <= row[j] < 1 << 15 for row in rows for j in varying)
        packed: list[int | None] = [None] * n
        if fits:
            for i in self.in_play_cities:
                packed[i] = int.from_bytes(layout.pack(*[dist[i][j] for j in varying]), "little")
        self.dist_packed = tuple(packed) if fits else None
        # a first city's costs (its row of dist_rows, kept by the board) and their packed form
        self.packed_rows = {
            id(self.dist_rows[i]): (self.dist_rows[i], p) for i, p in enumerate(packed) if p is not None
        }

    def packed_costs(self, costs: tuple[int, ...]) -> int | None:
        """Connection costs packed as `dist_packed` packs a row, or None if they do not fit
        (a constant column not at its value, a cost not in 15 bits: not made by building)."""
        found = self.packed_of.get(id(costs)) or self.packed_rows.get(id(costs))
        if found is not None and found[0] is costs:
            return found[1]
        if len(costs) != len(self.dist) or any(costs[j] != value for j, value in self.constants):
            return None
        values = [costs[j] for j in self.varying]
        if not all(0 <= v < 1 << 15 for v in values):
            return None
        return int.from_bytes(self.costs_layout.pack(*values), "little")

    def lower_costs(self, costs: tuple[int, ...], city: int) -> tuple[int, ...]:
        """`network.lowered(costs, dist[city])`: each city's cost the smaller of the two.

        Fast because a Python loop over every city (the plain way, below) costs several times
        what a few operations on two ints do: with both rows packed (`_pack_rows`), per 16-bit
        field (a + 2**15) - b keeps its top bit exactly when a >= b (no borrow crosses a field,
        as a, b < 2**15), which makes a mask of the fields where b is the smaller; the result
        takes b there and a elsewhere, is read back in one `struct` call, and the constant
        columns are put back between (tests/power_grid/test_pg_apply_costs.py compares it with
        `lowered` over many games and hand-made costs).
        """
        packed_rows = self.dist_packed
        b = packed_rows[city] if packed_rows is not None else None
        if b is not None:
            known = self.packed_of
            found = known.get(id(costs))  # self.packed_costs(costs), its usual case inlined
            a = found[1] if found is not None and found[0] is costs else self.packed_costs(costs)
            if a is not None:
                guard = self.packed_guard
                ge = ((a | guard) - b) & guard  # the top bit of each field where a >= b
                packed = a ^ ((a ^ b) & (ge - (ge >> 15)))  # ge - (ge >> 15): bits 0..14 of those
                values = self.costs_layout.unpack(packed.to_bytes(self.packed_size, "little"))
                lowered: tuple[int, ...] = ()
                for before, lo, hi in self.pieces:
                    lowered += before + values[lo:hi]
                if len(known) >= 256:  # each entry holds a row of costs: keep only the latest few
                    known.clear()
                known[id(lowered)] = (lowered, packed)
                return lowered
        return tuple([c if c <= d else d for c, d in zip(costs, self.dist[city])])


class State:
    """A Power Grid game in progress. Per-player data is indexed by seat (0..players-1)."""

    __slots__ = (
        "board",
        "options",
        "players",
        "round",
        "step",
        "phase",
        "order",
        "money",
        "plants",
        "fuel",
        "cities",
        "conn_cost",
        "city_owners",
        "market",
        "deck",
        "removed",
        "sent_back",
        "res_market",
        "res_supply",
        "auction_open",
        "auction_bought",
        "auction_plant",
        "auction_bid",
        "auction_high",
        "auction_bidders",
        "discard_player",
        "queue",
        "step3_pending",
        "frozen_buyable",
        "end_triggered",
        "powered",
        "income",
        "burnt",
        "history",
        "winners",
        "events",
    )

    board: Board
    options: PowerGridOptions
    players: int
    round: int
    step: int
    phase: Phase
    order: list[int]  # turn order, leader first
    money: list[int]
    plants: list[tuple[int, ...]]  # sorted plant numbers per player
    fuel: list[list[int]]  # per player, per Resource
    cities: list[tuple[int, ...]]  # city indices per player, in build order
    conn_cost: list[tuple[int, ...] | None]  # cheapest connection to each city; None: no city yet
    city_owners: list[tuple[int, ...]]  # per city, owners in the order they built (slot 10/15/20)
    market: list[int]  # plant market, sorted; STEP3_CARD sorts last
    deck: list[int]  # face down; the top card is the LAST element
    removed: list[int]  # plants out of the game, in the order they left (setup removals excluded)
    # Plants put under the Step 3 card in Steps 1-2 (Bureaucracy's biggest plant), in the order
    # they went: every player saw them go (seed 002 "放到发电厂的牌迭底（即Phase 3牌下）").
    sent_back: tuple[int, ...]
    res_market: list[int]  # tokens in the resource market per Resource
    res_supply: list[int]  # tokens in the general supply per Resource
    auction_open: list[int]  # players still to choose a plant this round, in turn order
    auction_bought: bool  # someone bought a plant this round
    auction_plant: int  # plant up for auction, or 0
    auction_bid: int
    auction_high: int
    auction_bidders: list[int]  # players still in this plant's auction; the first acts next
    discard_player: int  # player who must scrap a plant, or NO_PLAYER
    queue: list[int]  # players still to act in phases 3-5; the first acts
    step3_pending: bool  # the Step 3 card came up during this phase (resolved at its end)
    frozen_buyable: tuple[int, ...] | None  # Phase 2 after the Step 3 card: no refill of the current row
    end_triggered: bool  # a player reached the end threshold in Phase 4
    powered: list[int]  # cities powered in the latest Bureaucracy
    income: list[int]  # Elektro earned in the latest Bureaucracy
    burnt: list[list[int]]  # fuel burnt over the game, per player, per Resource
    history: list[tuple[int, tuple[int, ...], tuple[int, ...]]]  # (round, money, cities) per round end
    winners: tuple[int, ...]
    events: list[Event]  # market/step events since the last action (for views and logs)

    def clone(self) -> State:
        s = State.__new__(State)
        s.board = self.board
        s.options = self.options
        s.players = self.players
        s.round = self.round
        s.step = self.step
        s.phase = self.phase
        s.order = self.order[:]
        s.money = self.money[:]
        s.plants = self.plants[:]
        s.fuel = [f[:] for f in self.fuel]
        s.cities = self.cities[:]
        s.conn_cost = self.conn_cost[:]
        s.city_owners = self.city_owners[:]
        s.market = self.market[:]
        s.deck = self.deck[:]
        s.removed = self.removed[:]
        s.sent_back = self.sent_back
        s.res_market = self.res_market[:]
        s.res_supply = self.res_supply[:]
        s.auction_open = self.auction_open[:]
        s.auction_bought = self.auction_bought
        s.auction_plant = self.auction_plant
        s.auction_bid = self.auction_bid
        s.auction_high = self.auction_high
        s.auction_bidders = self.auction_bidders[:]
        s.discard_player = self.discard_player
        s.queue = self.queue[:]
        s.step3_pending = self.step3_pending
        s.frozen_buyable = self.frozen_buyable
        s.end_triggered = self.end_triggered
        s.powered = self.powered[:]
        s.income = self.income[:]
        s.burnt = [b[:] for b in self.burnt]
        s.history = self.history[:]
        s.winners = self.winners
        s.events = []
        return s

    # Small queries used by the engine, bots and views alike.

    @property
    def content(self) -> PowerGridContent:
        return self.board.content

    def houses_left(self, player: int) -> int:
        return self.board.content.houses_per_player - len(self.cities[player])

    def max_cities(self) -> int:
        return max(map(len, self.cities))

    def market_size(self) -> int:
        c = self.board.content
        return c.step3_market_size if self.step == 3 else c.market_size

    def buyable_plants(self) -> list[int]:
        """The plants that may be chosen for auction now (never the Step 3 card)."""
        if self.frozen_buyable is not None:
            return [p for p in self.frozen_buyable if p in self.market]
        if self.step == 3:
            return [p for p in self.market if p != STEP3_CARD]
        return [p for p in self.market[: self.board.content.buyable_count] if p != STEP3_CARD]

    def future_plants(self) -> list[int]:
        if self.step == 3:
            return []
        return self.market[self.board.content.buyable_count :]

    def storage(self, player: int) -> tuple[int, int, int, int, int]:
        """Fuel capacity of a player's plants: coal, oil, garbage, uranium, hybrid (coal or oil)."""
        tables, owned = self.board.tables, self.plants[player]
        return tables.storage_of.get(owned) or tables.storage(owned)  # the table's answer, read first

    def free_storage(self, player: int) -> tuple[int, int, int, int]:
        """How many more of each fuel the player can store, hybrids shared by coal and oil."""
        tables, owned = self.board.tables, self.plants[player]
        coal_cap, oil_cap, garbage_cap, uranium_cap, hybrid = tables.storage_of.get(owned) or tables.storage(owned)
        coal, oil, garbage, uranium = self.fuel[player]
        coal_free = coal_cap - coal
        oil_free = oil_cap - oil
        # a negative free place is fuel over the plant's own capacity, held in the hybrids
        hybrid_free = hybrid + (coal_free if coal_free < 0 else 0) + (oil_free if oil_free < 0 else 0)
        return (
            (coal_free if coal_free > 0 else 0) + hybrid_free,
            (oil_free if oil_free > 0 else 0) + hybrid_free,
            garbage_cap - garbage,
            uranium_cap - uranium,
        )

    def capacity(self, player: int) -> int:
        """Cities the player's plants could power if all ran (fuel aside)."""
        plants = self.board.plants
        return sum(plants[n].cities for n in self.plants[player])
