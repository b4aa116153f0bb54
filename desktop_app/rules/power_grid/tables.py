"""What the hot paths of Power Grid's rules would otherwise work out again on every move.

Speed only (docs/architecture.md, "Speed is a feature"): nothing here is a rule. One `Tables`
per content pack, shared by every game and every clone played with it, holds

- the action objects the legal moves hand out (actions are immutable, so one object serves
  every game: building a frozen dataclass costs more than the rest of a move's work);
- per set of plants a player holds: the fuel capacity (`State.storage`) and every subset of the
  plants with its fuel needs, in the order `legal_actions` lists them;
- per set of plants run: the fuel needs (`queries.fuel_needs`), the cities they power and the
  `RunPlants` actions that run them.

The per-plant-set entries are filled as games meet them; a table that grows past `LIMIT`
entries starts again empty, so a long search cannot fill the memory.
"""

from __future__ import annotations

from itertools import combinations

from desktop_app.content.power_grid import GameMap, PlantKind, PowerGridContent, Resource
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
# One subset of a player's plants: its needs (c, o, g, u, h), then the subset.
RunOption = tuple[int, int, int, int, int, tuple[int, ...]]
# One subset of a player's plants: its needs (c, o, g, u, h), then where its RunPlants start in
# `run_options`' tuple of actions.
RunRow = tuple[int, int, int, int, int, int]
# Capacity of a player's plants: coal, oil, garbage, uranium, hybrid.
Storage = tuple[int, int, int, int, int]

_SLOT = {
    PlantKind.COAL: 0,
    PlantKind.OIL: 1,
    PlantKind.GARBAGE: 2,
    PlantKind.URANIUM: 3,
    PlantKind.HYBRID: 4,
}


def _vector(kind: PlantKind, amount: int) -> Needs:
    """One plant's needs as (coal, oil, garbage, uranium, hybrid)."""
    need = [0, 0, 0, 0, 0]
    slot = _SLOT.get(kind, -1)
    if slot >= 0:
        need[slot] = amount
    return need[0], need[1], need[2], need[3], need[4]


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
        "_openings_at",
        "discards",
        "_plant_needs",
        "_plant_vec",
        "_needs",
        "_runs",
        "_run_actions",
        "_capacity",
        "_run_options",
        "_storage",
        "_builds",
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
        self._openings_at: dict[tuple[int, int], StartAuction] = {}
        self.discards = {p.number: DiscardPlant(p.number) for p in content.plants}
        # per plant: (slot in Needs or -1 for none, fuel burnt per run)
        self._plant_needs = {p.number: (_SLOT.get(p.kind, -1), p.fuel_needed) for p in content.plants}
        self._plant_vec: dict[int, Needs] = {p.number: _vector(p.kind, p.fuel_needed) for p in content.plants}
        self._needs: dict[tuple[int, ...], Needs] = {}
        self._runs: dict[tuple[int, ...], tuple[RunOption, ...]] = {}
        self._run_actions: dict[tuple[int, ...], tuple[RunPlants, ...]] = {}
        self._capacity: dict[tuple[int, ...], int] = {}
        self._run_options: dict[tuple[int, ...], tuple[tuple[RunRow, ...], tuple[RunPlants, ...]]] = {}
        self._storage: dict[tuple[int, ...], Storage] = {}
        self._builds: dict[int, tuple[GameMap, tuple[BuildCity, ...]]] = {}

    def bid(self, amount: int) -> Bid:
        action = self.bids.get(amount)
        if action is None:
            action = self.bids[amount] = Bid(amount)
        return action

    def opening(self, plant: int, bid: int) -> StartAuction:
        """StartAuction(plant, bid), one shared object per plant and opening bid."""
        key = (plant, bid)
        action = self._openings_at.get(key)
        if action is None:
            if len(self._openings_at) >= LIMIT:
                self._openings_at.clear()
            action = self._openings_at[key] = StartAuction(plant, bid)
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

    def runs(self, owned: tuple[int, ...]) -> tuple[RunOption, ...]:
        """Every subset of `owned` (largest first, then in `combinations` order) with its needs:
        the order `legal_actions` lists Bureaucracy's runs in (`run_actions` gives the actions)."""
        found = self._runs.get(owned)
        if found is not None:
            return found
        vec = self._plant_vec
        out = []
        for size in range(len(owned), -1, -1):
            for chosen in combinations(owned, size):
                c = o = g = u = h = 0
                for number in chosen:
                    pc, po, pg, pu, ph = vec[number]
                    c += pc
                    o += po
                    g += pg
                    u += pu
                    h += ph
                out.append((c, o, g, u, h, chosen))
        runs = tuple(out)
        if len(self._runs) >= LIMIT:
            self._runs.clear()
        self._runs[owned] = runs
        return runs

    def run_actions(self, chosen: tuple[int, ...], hybrid: int) -> tuple[RunPlants, ...]:
        """RunPlants(chosen, k) for k = 0..hybrid (the coal its hybrids may burn)."""
        found = self._run_actions.get(chosen)
        if found is None:
            if len(self._run_actions) >= LIMIT:
                self._run_actions.clear()
            found = self._run_actions[chosen] = tuple([RunPlants(chosen, k) for k in range(hybrid + 1)])
        return found

    def run_options(self, owned: tuple[int, ...]) -> tuple[tuple[RunRow, ...], tuple[RunPlants, ...]]:
        """`runs(owned)` as Bureaucracy's legal moves read it (`legal_actions`): one row per
        subset, (c, o, g, u, h, start), and one tuple of actions where RunPlants(subset, k) for
        k = 0..h lies at start + k. The rows hold only ints, so the garbage collector stops
        scanning them; only the actions' tuple stays tracked."""
        found = self._run_options.get(owned)
        if found is not None:
            return found
        rows = []
        flat: list[RunPlants] = []
        for c, o, g, u, h, chosen in self.runs(owned):
            rows.append((c, o, g, u, h, len(flat)))
            flat.extend(self.run_actions(chosen, h))
        if len(self._run_options) >= LIMIT:
            self._run_options.clear()
        found = self._run_options[owned] = (tuple(rows), tuple(flat))
        return found

    def capacity(self, plants: tuple[int, ...]) -> int:
        """Cities these plants power together when they all run."""
        found = self._capacity.get(plants)
        if found is None:
            if len(self._capacity) >= LIMIT:
                self._capacity.clear()
            found = self._capacity[plants] = sum(p.cities for p in self.content.plants if p.number in plants)
        return found

    def storage(self, owned: tuple[int, ...]) -> Storage:
        """Fuel capacity of these plants: coal, oil, garbage, uranium, hybrid (twice each need)."""
        found = self._storage.get(owned)
        if found is not None:
            return found
        c, o, g, u, h = self.needs(owned)
        out = (2 * c, 2 * o, 2 * g, 2 * u, 2 * h)
        if len(self._storage) >= LIMIT:
            self._storage.clear()
        self._storage[owned] = out
        return out

    def builds(self, game_map: GameMap) -> tuple[BuildCity, ...]:
        """BuildCity(city id) for every city of the map, by city index."""
        found = self._builds.get(id(game_map))
        if found is None or found[0] is not game_map:
            found = (game_map, tuple(BuildCity(c.id) for c in game_map.cities))
            self._builds[id(game_map)] = found
        return found[1]


_TABLES: dict[int, Tables] = {}
MAX_PACKS = 16


def tables_for(content: PowerGridContent) -> Tables:
    """The one `Tables` of this content pack (made on first use)."""
    found = _TABLES.get(id(content))
    if found is None or found.content is not content:
        if len(_TABLES) >= MAX_PACKS:  # each holds its pack: keep only the recent few
            _TABLES.clear()
        found = _TABLES[id(content)] = Tables(content)
    return found
