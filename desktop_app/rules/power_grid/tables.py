"""What the hot paths of Power Grid's rules would otherwise work out again on every move.

Speed only (docs/architecture.md, "Speed is a feature"): nothing here is a rule. One `Tables`
per content pack, shared by every game and every clone played with it, holds

- the action objects the legal moves hand out (actions are immutable, so one object serves
  every game: building a frozen dataclass costs more than the rest of a move's work);
- per set of plants a player holds: the fuel capacity (`State.storage`) and every subset of the
  plants with its fuel needs, in the order `legal_actions` lists them (`run_options`);
- per set of plants run: the fuel needs (`queries.fuel_needs`, `subset`), the cities they power
  and the slots of the `RunPlants` actions that run them (`run_actions`, made the first time
  one is legal: most subsets never are).

Random play meets a new hand of plants about ten times a game and rarely one an earlier game
held, so what matters is what a new hand costs: its rows are ints only (the garbage collector
soon stops walking them), built from the per-subset table that the player's earlier hands
mostly filled.

The per-plant-set entries are filled as games meet them; a table that grows past `LIMIT`
entries starts again empty, so a long search cannot fill the memory.
"""

from __future__ import annotations

from itertools import combinations

from desktop_app.content.power_grid import GameMap, PlantKind, PowerGridContent, Resource
from desktop_app.rules.common.actions import Action
from desktop_app.rules.common.pack_cache import PackCache
from desktop_app.rules.power_grid.actions import (
    Bid,
    BuildCity,
    BuyResource,
    DeclineAuction,
    DiscardPlant,
    EndBuilding,
    EndBuying,
    PassBid,
    RunPlants,
    StartAuction,
)

LIMIT = 50_000  # entries a per-plant-set table holds before it starts again

# Fuel needs of a set of plants: coal, oil, garbage, uranium, hybrid (coal or oil).
Needs = tuple[int, int, int, int, int]
# Capacity of a player's plants: coal, oil, garbage, uranium, hybrid.
Storage = tuple[int, int, int, int, int]
# One set of plants run together: its needs (c, o, g, u, h), the cities it powers and where its
# RunPlants(subset, k) for k = 0..h (the coal its hybrids may burn) lie in `Tables.run_actions`.
Subset = tuple[int, int, int, int, int, int, int]

_SLOT = {
    PlantKind.COAL: 0,
    PlantKind.OIL: 1,
    PlantKind.GARBAGE: 2,
    PlantKind.URANIUM: 3,
    PlantKind.HYBRID: 4,
}


def _vector(kind: PlantKind, amount: int, cities: int) -> tuple[int, int, int, int, int, int]:
    """One plant's needs as (coal, oil, garbage, uranium, hybrid), then the cities it powers."""
    need = [0, 0, 0, 0, 0]
    slot = _SLOT.get(kind, -1)
    if slot >= 0:
        need[slot] = amount
    return need[0], need[1], need[2], need[3], need[4], cities


END_BUYING = EndBuying()
END_BUILDING = EndBuilding()
DECLINE_AUCTION = DeclineAuction()
PASS_BID = PassBid()


class Tables:
    """The shared tables of one content pack (see the module docstring)."""

    __slots__ = (
        "content",
        "buy",
        "bids",
        "openings",
        "openings_at",
        "discards",
        "_plant_needs",
        "_plant_vec",
        "_needs",
        "subset_of",
        "_run_options",
        "run_actions",
        "_run_sets",
        "storage_of",
        "_builds",
        "fuel_costs",
        "fuel_choices_of",
        "bid_choices_of",
        "discard_choices_of",
        "_run_choices",
        "opening_choices_of",
    )

    def __init__(self, content: PowerGridContent) -> None:
        self.content = content
        # buy[r][k] = BuyResource(r, k): every amount the market's track could hold
        self.buy: tuple[tuple[BuyResource, ...], ...] = tuple(
            tuple(BuyResource(r, k) for k in range(len(content.resource_tracks[r].slot_prices) + 1))
            for r in (Resource.COAL, Resource.OIL, Resource.GARBAGE, Resource.URANIUM)
        )
        self.bids: dict[int, Bid] = {}
        self.openings = {p.number: StartAuction(p.number, p.number) for p in content.plants}
        self.openings_at: dict[tuple[int, int], StartAuction] = {}  # `opening`'s (read it first)
        self.discards = {p.number: DiscardPlant(p.number) for p in content.plants}
        # per plant: (slot in Needs or -1 for none, fuel burnt per run)
        self._plant_needs = {p.number: (_SLOT.get(p.kind, -1), p.fuel_needed) for p in content.plants}
        self._plant_vec = {p.number: _vector(p.kind, p.fuel_needed, p.cities) for p in content.plants}
        self._needs: dict[tuple[int, ...], Needs] = {}
        self.subset_of: dict[tuple[int, ...], Subset] = {}
        self._run_options: dict[tuple[int, ...], tuple[Subset, ...]] = {}
        # one slot per RunPlants any subset met so far could be, None until one is legal
        self.run_actions: list[RunPlants | None] = []
        self._run_sets: list[tuple[int, ...]] = []  # the subset each slot of run_actions runs
        self.storage_of: dict[tuple[int, ...], Storage] = {}  # `storage`'s answers (read it first)
        self._builds: dict[int, tuple[GameMap, tuple[BuildCity, ...]]] = {}
        # fuel_costs[r][m][k - 1]: what the k cheapest of the m tokens of resource r in the market
        # cost together (the market's tokens lie on its dearest m slots), for k = 1..m
        self.fuel_costs: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
            tuple(_costs_of_cheapest(track.slot_prices, m) for m in range(len(track.slot_prices) + 1))
            for track in content.resource_tracks
        )
        # The legal moves' shared sequences (see `engine.legal_choices`), by what decides them:
        # X_of holds what method X made, read first by the hot paths (a method call costs more
        # than the lookup); X makes and files a missing one.
        self.fuel_choices_of: dict[tuple[int, int, int, int], tuple[Action, ...]] = {}
        self.bid_choices_of: dict[int, tuple[Action, ...]] = {}
        self.discard_choices_of: dict[tuple[int, ...], tuple[DiscardPlant, ...]] = {}
        self._run_choices: dict[tuple[tuple[int, ...], int, int, int, int], tuple[RunPlants, ...]] = {}
        self.opening_choices_of: dict[tuple[tuple[int, ...], bool], tuple[Action, ...]] = {}

    def bid(self, amount: int) -> Bid:
        action = self.bids.get(amount)
        if action is None:
            action = self.bids[amount] = Bid(amount)
        return action

    def opening(self, plant: int, bid: int) -> StartAuction:
        """StartAuction(plant, bid), one shared object per plant and opening bid."""
        key = (plant, bid)
        action = self.openings_at.get(key)
        if action is None:
            if len(self.openings_at) >= LIMIT:
                self.openings_at.clear()
            action = self.openings_at[key] = StartAuction(plant, bid)
        return action

    def needs(self, plants: tuple[int, ...]) -> Needs:
        """Fuel these plants burn together: coal, oil, garbage, uranium, hybrid."""
        found = self._needs.get(plants)
        if found is not None:
            return found
        need = [0, 0, 0, 0, 0]
        plant_needs = self._plant_needs
        for number in plants:
            slot, amount = plant_needs[number]
            if slot >= 0:
                need[slot] += amount
        out = (need[0], need[1], need[2], need[3], need[4])
        if len(self._needs) >= LIMIT:
            self._needs.clear()
        self._needs[plants] = out
        return out

    def subset(self, chosen: tuple[int, ...]) -> Subset:
        """What these plants run together need and power: see `Subset`. Their RunPlants get
        slots in `run_actions` (filled by `make_runs` once one of them is legal)."""
        found = self.subset_of.get(chosen)
        if found is not None:
            return found
        if len(self.subset_of) >= LIMIT:
            self._clear_runs()
        c = o = g = u = h = cities = 0
        vec = self._plant_vec
        for number in chosen:
            pc, po, pg, pu, ph, pcities = vec[number]
            c += pc
            o += po
            g += pg
            u += pu
            h += ph
            cities += pcities
        start = len(self.run_actions)
        self.run_actions.extend([None] * (h + 1))
        self._run_sets.append(chosen)
        self._run_sets.extend([()] * h)
        found = self.subset_of[chosen] = (c, o, g, u, h, cities, start)
        return found

    def run_options(self, owned: tuple[int, ...]) -> tuple[Subset, ...]:
        """Every subset of `owned` as Bureaucracy's legal moves read it (`legal_actions`), its
        `subset` row (c, o, g, u, h, cities, start), largest subsets first, then in
        `combinations` order; RunPlants(subset, k) for k = 0..h is `run_actions[start + k]`
        once `make_runs` has made it. A new hand is met ~10 times a game (random play rarely
        meets one twice), so a hand's rows are the per-subset table's own tuples, which the
        player's earlier hands mostly made. Rows and slots are ints only, so the garbage
        collector soon stops scanning them: the only objects it keeps walking are the
        RunPlants some game could play."""
        found = self._run_options.get(owned)
        if found is not None:
            return found
        if len(self.subset_of) + (1 << len(owned)) >= LIMIT:  # no clearing in `subset` below
            self._clear_runs()
        get, make = self.subset_of.get, self.subset
        found = tuple(
            [get(chosen) or make(chosen) for size in range(len(owned), -1, -1) for chosen in combinations(owned, size)]
        )
        if len(self._run_options) >= LIMIT:
            self._run_options.clear()
        self._run_options[owned] = found
        return found

    def _clear_runs(self) -> None:
        """Start the Bureaucracy tables again (together: the rows' slots point into the lists)."""
        self.subset_of.clear()
        self._run_choices.clear()
        self._run_options.clear()
        self.run_actions.clear()
        self._run_sets.clear()

    def make_runs(self, start: int, hybrid: int) -> RunPlants:
        """Fill the `run_actions` slots of the subset at `start`, RunPlants(subset, k) for
        k = 0..hybrid; returns the first (k = 0)."""
        chosen = self._run_sets[start]
        actions = self.run_actions
        for k in range(hybrid, -1, -1):
            action = actions[start + k] = RunPlants(chosen, k)
        return action

    def fuel_choices(self, coal: int, oil: int, garbage: int, uranium: int) -> tuple[Action, ...]:
        """Phase 3's legal moves when the player may buy 1..`coal` coal, 1..`oil` oil and so
        on: EndBuying, then BuyResource by resource, then amount."""
        key = (coal, oil, garbage, uranium)
        found = self.fuel_choices_of.get(key)
        if found is None:
            buy = self.buy
            found = (END_BUYING, *buy[0][1 : coal + 1], *buy[1][1 : oil + 1], *buy[2][1 : garbage + 1])
            found += buy[3][1 : uranium + 1]
            if len(self.fuel_choices_of) >= LIMIT:
                self.fuel_choices_of.clear()
            self.fuel_choices_of[key] = found
        return found

    def bid_choices(self, amount: int) -> tuple[Action, ...]:
        """The auction's legal moves when the lowest raise is `amount`: pass, or bid it."""
        found = self.bid_choices_of.get(amount)
        if found is None:
            found = self.bid_choices_of[amount] = (PASS_BID, self.bid(amount))
        return found

    def discard_choices(self, owned: tuple[int, ...]) -> tuple[DiscardPlant, ...]:
        """DiscardPlant for each of these plants, in their order."""
        found = self.discard_choices_of.get(owned)
        if found is None:
            if len(self.discard_choices_of) >= LIMIT:
                self.discard_choices_of.clear()
            discards = self.discards
            found = self.discard_choices_of[owned] = tuple([discards[p] for p in owned])
        return found

    def opening_choices(self, plants: tuple[int, ...], decline: bool) -> tuple[Action, ...]:
        """StartAuction at its lowest bid for each of these plants, then DeclineAuction if `decline`."""
        key = (plants, decline)
        found = self.opening_choices_of.get(key)
        if found is None:
            if len(self.opening_choices_of) >= LIMIT:
                self.opening_choices_of.clear()
            openings = self.openings
            found = tuple([openings[p] for p in plants])
            if decline:
                found += (DECLINE_AUCTION,)
            self.opening_choices_of[key] = found
        return found

    def run_choices(
        self, owned: tuple[int, ...], coal: int, oil: int, garbage: int, uranium: int
    ) -> tuple[RunPlants, ...]:
        """Bureaucracy's legal moves for a player holding these plants and this fuel: every
        subset the fuel runs, in `run_options` order, each with every coal its hybrids may burn
        (least first). Fuel beyond what the whole hand could burn changes nothing, so the key
        holds the fuel capped at that (a subset needs at most the hand's coal and hybrids' fuel
        in coal, its oil and hybrids' in oil): most calls find their answer made."""
        rows = self._run_options.get(owned) or self.run_options(owned)
        c, o, g, u, h, _, _ = rows[0]  # the whole hand
        if coal > c + h:
            coal = c + h
        if oil > o + h:
            oil = o + h
        if garbage > g:
            garbage = g
        if uranium > u:
            uranium = u
        key = (owned, coal, oil, garbage, uranium)
        found = self._run_choices.get(key)
        if found is None:
            if len(self._run_choices) >= LIMIT:
                self._run_choices.clear()
            found = self._run_choices[key] = self._runs_for(rows, coal, oil, garbage, uranium)
        return found

    def _runs_for(
        self, rows: tuple[Subset, ...], coal: int, oil: int, garbage: int, uranium: int
    ) -> tuple[RunPlants, ...]:
        runs = self.run_actions  # make_runs fills its slots in place
        out: list[RunPlants] = []
        append = out.append
        for c, o, g, u, h, _, start in rows:
            if c > coal or o > oil or g > garbage or u > uranium:
                continue
            if not h:  # no hybrid among them (the usual case): one way to run them
                append(runs[start] or self.make_runs(start, 0))
                continue
            coal_left = coal - c
            oil_left = oil - o
            lo = h - oil_left if h > oil_left else 0
            hi = h if h < coal_left else coal_left
            if lo <= hi:
                if runs[start] is None:  # the first time this subset is legal: its actions are made now
                    self.make_runs(start, h)
                out += runs[start + lo : start + hi + 1]  # type: ignore[arg-type]  # made just above
        return tuple(out)

    def storage(self, owned: tuple[int, ...]) -> Storage:
        """Fuel capacity of these plants: coal, oil, garbage, uranium, hybrid (twice each need)."""
        found = self.storage_of.get(owned)
        if found is not None:
            return found
        c, o, g, u, h = self.needs(owned)
        out = (2 * c, 2 * o, 2 * g, 2 * u, 2 * h)
        if len(self.storage_of) >= LIMIT:
            self.storage_of.clear()
        self.storage_of[owned] = out
        return out

    def builds(self, game_map: GameMap) -> tuple[BuildCity, ...]:
        """BuildCity(city id) for every city of the map, by city index."""
        found = self._builds.get(id(game_map))
        if found is None or found[0] is not game_map:
            found = (game_map, tuple(BuildCity(c.id) for c in game_map.cities))
            self._builds[id(game_map)] = found
        return found[1]


def _costs_of_cheapest(slot_prices: tuple[int, ...], tokens: int) -> tuple[int, ...]:
    """What the k cheapest of `tokens` tokens on a track's dearest slots cost, k = 1..tokens."""
    out = []
    total = 0
    for price in slot_prices[len(slot_prices) - tokens :]:
        total += price
        out.append(total)
    return tuple(out)


_TABLES: PackCache[Tables] = PackCache(lambda content, _key: Tables(content))


def tables_for(content: PowerGridContent) -> Tables:
    """The one `Tables` of this content pack (made on first use)."""
    return _TABLES.get(content)
