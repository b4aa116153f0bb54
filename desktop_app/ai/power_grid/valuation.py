"""Plant and fuel arithmetic for the heuristic Power Grid bot.

A beginner's view of the economy: a plant is worth the cities it powers, less what its fuel
costs at today's market prices (eco and fusion cost nothing). The fuel plan answers "which of
my plants should run, and what must I buy for them", by trying every subset of owned plants
(at most 2^4), which is cheap and exact.
"""

from __future__ import annotations

from collections.abc import Iterator

from desktop_app.content.power_grid import Plant, PlantKind
from desktop_app.rules.power_grid.market import resource_cost
from desktop_app.rules.power_grid.queries import payment
from desktop_app.rules.power_grid.state import State

# A unit the market has run out of is priced like the dearest uranium, so plants that need it
# look poor without becoming unthinkable (the market is resupplied every round).
SCARCE_PRICE = 12
# Elektro one more powered city earns per round, roughly (the payment table's middle slope).
# Fuel costs are turned into "cities" with it, so a plant whose fuel costs more than its
# cities earn scores below zero.
ELEKTRO_PER_CITY = 10.0

_FUEL_OF_KIND = {
    PlantKind.COAL: 0,
    PlantKind.OIL: 1,
    PlantKind.GARBAGE: 2,
    PlantKind.URANIUM: 3,
}
_FREE_KINDS = (PlantKind.ECO, PlantKind.FUSION)

# Elektro for the next unit of coal, oil, garbage and uranium (`unit_prices`).
Prices = tuple[int, int, int, int]


def unit_prices(state: State) -> Prices:
    """Price of the next unit of coal, oil, garbage and uranium (SCARCE_PRICE if sold out)."""
    out = []
    for r in range(4):
        cost = resource_cost(state, r, 1)
        out.append(cost if cost >= 0 else SCARCE_PRICE)
    return out[0], out[1], out[2], out[3]


def run_cost(plant: Plant, prices: Prices) -> int:
    """Elektro to fuel one run of the plant at today's unit prices."""
    kind = plant.kind
    if kind in _FREE_KINDS:
        return 0
    if kind is PlantKind.HYBRID:
        return plant.fuel_needed * min(prices[0], prices[1])
    return plant.fuel_needed * prices[_FUEL_OF_KIND[kind]]


def portfolio_value(plants: list[Plant], prices: Prices, useful: int, limit: int) -> float:
    """Effective cities a set of plants gives toward `useful` cities, keeping at most `limit`.

    Plants are used cheapest fuel per city first; each counts its cities (up to what is still
    useful) minus its whole run cost in city-equivalents. With more than `limit` plants, the
    best set after scrapping one is valued, as the player would scrap the weakest.
    """
    if len(plants) > limit:
        return max(portfolio_value(plants[:i] + plants[i + 1 :], prices, useful, limit) for i in range(len(plants)))
    ranked = sorted(((run_cost(p, prices), p.cities) for p in plants), key=lambda cc: cc[0] / cc[1])
    need = useful
    value = 0.0
    for cost, cities in ranked:
        if need <= 0:
            break
        taken = min(cities, need)
        gain = taken - cost / ELEKTRO_PER_CITY
        if gain <= 0:
            continue  # a plant that costs more to run than it earns is left idle
        value += gain
        need -= taken
    return value


def cheapest_run_cost(plants: list[Plant], prices: Prices, cities: int) -> int:
    """Elektro of fuel to power `cities` cities with these plants, cheapest per city first."""
    ranked = sorted(plants, key=lambda p: (run_cost(p, prices) / p.cities, -p.cities))
    need, total = cities, 0
    for p in ranked:
        if need <= 0:
            break
        total += run_cost(p, prices)
        need -= p.cities
    return total


class FuelPlan:
    """Which plants to run next Bureaucracy and the fuel to buy for them."""

    __slots__ = ("buys", "cost", "net", "plants", "powered")

    def __init__(self, plants: tuple[int, ...], powered: int, cost: int, buys: tuple[int, ...], net: int) -> None:
        self.plants = plants
        self.powered = powered
        self.cost = cost  # Elektro the buys cost at today's prices
        self.buys = buys  # units of coal, oil, garbage, uranium to buy
        self.net = net  # payment for the powered cities minus the cost


def _subsets(items: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
    n = len(items)
    for mask in range(1 << n):
        yield tuple(items[i] for i in range(n) if mask >> i & 1)


def fuel_plan(state: State, player: int, target: int) -> FuelPlan:
    """The run set and purchases that pay most for powering up to `target` cities.

    Every subset of owned plants is tried; held fuel is free, missing fuel is priced by the
    market (a subset the market cannot supply is skipped). The subset maximising payment minus
    purchase cost wins; ties go to the one that powers more, then to fewer plants burning.
    """
    board_plants = state.board.plants
    held = state.fuel[player]
    free = state.free_storage(player)
    best = FuelPlan((), 0, 0, (0, 0, 0, 0), payment(state, 0))
    best_key = (best.net, 0, 0)
    for chosen in _subsets(state.plants[player]):
        if not chosen:
            continue
        need = [0, 0, 0, 0]
        hybrid = 0
        cap = 0
        for number in chosen:
            p = board_plants[number]
            cap += p.cities
            kind = p.kind
            if kind is PlantKind.HYBRID:
                hybrid += p.fuel_needed
            elif kind not in _FREE_KINDS:
                need[_FUEL_OF_KIND[kind]] += p.fuel_needed
        powered = min(cap, target)
        buys = _buys_for(state, held, free, need, hybrid)
        if buys is None:
            continue
        cost = 0
        for r in range(4):
            if buys[r]:
                cost += resource_cost(state, r, buys[r])
        net = payment(state, powered) - cost
        key = (net, powered, -len(chosen))
        if key > best_key:
            best_key = key
            best = FuelPlan(chosen, powered, cost, buys, net)
    return best


def _buys_for(
    state: State, held: list[int], free: tuple[int, int, int, int], need: list[int], hybrid: int
) -> tuple[int, ...] | None:
    """Cheapest purchase covering `need` plus `hybrid` coal-or-oil, after fuel held; None if the
    market (or storage) cannot supply it."""
    buys = [max(0, need[r] - held[r]) for r in range(4)]
    if hybrid:
        spare = max(0, held[0] - need[0]) + max(0, held[1] - need[1])
        rest = hybrid - spare
        if rest > 0:
            best_k, best_cost = -1, 0
            for k in range(rest + 1):  # k coal and rest-k oil for the hybrids
                c = resource_cost(state, 0, buys[0] + k)
                o = resource_cost(state, 1, buys[1] + rest - k)
                if c < 0 or o < 0:
                    continue
                if best_k < 0 or c + o < best_cost:
                    best_k, best_cost = k, c + o
            if best_k < 0:
                return None
            buys[0] += best_k
            buys[1] += rest - best_k
    for r in range(4):
        if buys[r] and (buys[r] > state.res_market[r] or buys[r] > free[r]):
            return None
    return buys[0], buys[1], buys[2], buys[3]


def powerable(state: State, player: int) -> int:
    """Most cities the player's plants can power with the fuel held now (connected or not)."""
    board_plants = state.board.plants
    held = state.fuel[player]
    best = 0
    for chosen in _subsets(state.plants[player]):
        cap = sum(board_plants[n].cities for n in chosen)
        if cap <= best:
            continue
        if _can_run(board_plants, held, chosen):
            best = cap
    return best


def _can_run(board_plants: dict[int, Plant], held: list[int], chosen: tuple[int, ...]) -> bool:
    need = [0, 0, 0, 0]
    hybrid = 0
    for number in chosen:
        p = board_plants[number]
        kind = p.kind
        if kind is PlantKind.HYBRID:
            hybrid += p.fuel_needed
        elif kind not in _FREE_KINDS:
            need[_FUEL_OF_KIND[kind]] += p.fuel_needed
    for r in range(4):
        if held[r] < need[r]:
            return False
    return held[0] - need[0] + held[1] - need[1] >= hybrid
