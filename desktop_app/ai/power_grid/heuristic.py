"""A heuristic Power Grid bot that plays like a sensible beginner.

One decision per call, recomputed from the observation each time (the bot keeps no memory, so
it can take over any seat at any moment, e.g. after an undo):

- Auction: values plants by the effective cities they add (cities powered less fuel cost at
  today's prices; eco and fusion best), bids up to the plant's number plus a premium for that
  gain, within a budget that keeps the Elektro needed for this round's fuel and building, and
  never its last Elektro. Scraps the weakest plant when over the limit.
- Resources: plans the round (how many cities it can afford to add and power), then buys the
  fuel for the cheapest run set covering its connected plus planned cities, cheapest first.
- Building: builds the cheapest cities while it can power them, pushes to the end
  threshold when that wins, and holds back when ending the game would lose it.
- Bureaucracy: runs the plant set that earns most, burning the least valuable fuel.
"""

from __future__ import annotations

import random

from desktop_app.ai.base import Reason
from desktop_app.ai.power_grid.building import greedy_costs, next_city
from desktop_app.ai.power_grid.valuation import (
    FuelPlan,
    Prices,
    cheapest_run_cost,
    fuel_plan,
    portfolio_value,
    powerable,
    unit_prices,
)
from desktop_app.content.model import LocalizedText
from desktop_app.content.power_grid import PlantKind
from desktop_app.rules.common.actions import Action
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
from desktop_app.rules.power_grid.engine import current_player
from desktop_app.rules.power_grid.market import resource_cost
from desktop_app.rules.power_grid.queries import hybrid_coal_range, payment
from desktop_app.rules.power_grid.state import NO_PLAYER, RESOURCES, Phase, State

# The numbers below were tuned by 4-player self-play tournaments (one variant against three
# copies, 200-400 seeded games each); the comments say what each one trades.

# Cities beyond those connected that a plant portfolio should be able to power: beginners buy
# plants a little ahead of their network.
GROWTH = 5
# Elektro over a plant's number a beginner will pay per effective city it adds.
PREMIUM_PER_CITY = 4
# A plant must add at least this many effective cities to be worth an auction.
MIN_GAIN = 1.5
# The same when its plants cannot power one more city than it has: a growing player buys.
MIN_GAIN_WHEN_FULL = 1.0
# Cities the bot plans to add in a round when budgeting an auction.
PLANNED_BUILDS = 1
# Cities it may connect beyond what it can power. Self-play tournaments favoured none: a
# city that earns nothing yet only drains the money the next plant needs.
SPARE_CITIES = 0
# From this round on, nobody holds back from ending the game (stops all-bot stalemates).
STALL_ROUND = 20
# How far past its normal building a player looks at ending the game this round (cities).
END_LOOKAHEAD = 4
# Rough Elektro an opponent spends per extra city, to guess how far they could grow.
OPPONENT_CITY_PRICE = 18


class HeuristicBot:
    """The sensible beginner described in the module docstring."""

    name = "heuristic"
    level = "beginner"

    def choose(self, observation: State, rng: random.Random) -> Action:
        state = observation
        me = current_player(state)
        phase = state.phase
        if phase is Phase.AUCTION:
            if state.discard_player != NO_PLAYER:
                return _discard(state, me)
            if state.auction_plant:
                return _bid(state, me)
            return _open_auction(state, me)
        if phase is Phase.RESOURCES:
            return _buy(state, me)
        if phase is Phase.BUILDING:
            return _build(state, me)
        if phase is Phase.BUREAUCRACY:
            return _run(state, me)
        raise ValueError("the game is over: there is nothing to choose")

    def decide_with_reason(self, observation: State, rng: random.Random) -> tuple[Action, Reason]:
        """`choose`'s action, and why: the numbers the bot weighs for it (for a hint)."""
        action = self.choose(observation, rng)
        return action, explain(observation, current_player(observation), action)


# --- auction ------------------------------------------------------------------------------


def _useful_cities(state: State, me: int) -> int:
    return min(state.board.rules.end_cities, len(state.cities[me]) + GROWTH)


def _gain(state: State, me: int, plant: int, prices: Prices) -> float:
    """Effective cities the plant adds to what the player owns (scrapping one if over limit)."""
    plants = state.board.plants
    owned = [plants[n] for n in state.plants[me]]
    useful = _useful_cities(state, me)
    limit = state.board.rules.max_plants
    before = portfolio_value(owned, prices, useful, limit)
    after = portfolio_value(owned + [plants[plant]], prices, useful, limit)
    return after - before


def _budget(state: State, me: int, plant: int, prices: Prices) -> int:
    """Most the player should pay for `plant`: keeps fuel and building money for this round."""
    board = state.board
    owned = [board.plants[n] for n in state.plants[me]] + [board.plants[plant]]
    capacity = sum(p.cities for p in owned)
    cities = len(state.cities[me])
    builds = max(1 if cities == 0 else 0, min(PLANNED_BUILDS, capacity - cities))
    _, build_totals = greedy_costs(state, me, builds)
    fuel = cheapest_run_cost(owned, prices, cities + builds)
    money = state.money[me]
    return min(money - 1, money - fuel - build_totals[-1])


def _max_bid(state: State, me: int, plant: int, prices: Prices) -> int:
    """The highest bid worth making for `plant` (below its number: not wanted)."""
    gain = _gain(state, me, plant, prices)
    full = state.capacity(me) <= len(state.cities[me])  # no room to grow without a plant
    if gain < (MIN_GAIN_WHEN_FULL if full else MIN_GAIN):
        return 0
    return min(_budget(state, me, plant, prices), plant + int(gain * PREMIUM_PER_CITY))


def _open_auction(state: State, me: int) -> Action:
    money = state.money[me]
    prices = unit_prices(state)
    best, best_key = 0, None
    for plant in state.buyable_plants():
        if plant > money:
            continue
        cap = _max_bid(state, me, plant, prices)
        if cap < plant:
            continue
        key = (_gain(state, me, plant, prices) * PREMIUM_PER_CITY - plant, plant)
        if best_key is None or key > best_key:
            best, best_key = plant, key
    if best:
        return StartAuction(best, best)
    if state.round > 1:
        return DeclineAuction()
    # Round 1: everyone must buy if they can; take the plant that adds most, cheapest on ties.
    affordable = [p for p in state.buyable_plants() if p <= money]
    if not affordable:
        return DeclineAuction()
    plant = max(affordable, key=lambda p: (_gain(state, me, p, prices), -p))
    return StartAuction(plant, plant)


def _bid(state: State, me: int) -> Action:
    amount = state.auction_bid + 1
    if amount <= state.money[me] and amount <= _max_bid(state, me, state.auction_plant, unit_prices(state)):
        return Bid(amount)
    return PassBid()


def _discard(state: State, me: int) -> Action:
    """Scrap the plant whose loss costs least (the new plant itself if it is the weakest)."""
    plants = state.board.plants
    owned = state.plants[me]
    prices = unit_prices(state)
    useful = _useful_cities(state, me)
    limit = len(owned) - 1
    best, best_value = owned[0], None
    for number in owned:
        rest = [plants[n] for n in owned if n != number]
        value = portfolio_value(rest, prices, useful, limit)
        if best_value is None or value > best_value:
            best, best_value = number, value
    return DiscardPlant(best)


# --- resources ----------------------------------------------------------------------------


def _strongest_opponent(state: State, me: int) -> tuple[int, int]:
    """(cities powered, money) of the opponent most likely to win if the game ended now.

    Cities powered is a plausible best: in Phase 4 everyone's fuel is bought, so the fuel held
    bounds it, and only opponents still to build may add cities (what their money buys);
    earlier in the round their plants' capacity bounds it instead.
    """
    building = state.phase is Phase.BUILDING
    best = (0, 0)
    for p in range(state.players):
        if p == me:
            continue
        if building:
            power = powerable(state, p)
            extra = state.money[p] // OPPONENT_CITY_PRICE if p in state.queue else 0
        else:
            power = state.capacity(p)
            extra = state.money[p] // OPPONENT_CITY_PRICE
        best = max(best, (min(power, len(state.cities[p]) + extra), state.money[p]))
    return best


def _allowance(state: State, me: int, can_power: int) -> int:
    """How many cities to add this round, given the cities the player could power.

    Normally up to what it can power (plus SPARE_CITIES). Near the end threshold it looks at ending
    the game: it builds up to the threshold (past its capacity if need be) when it would then
    beat every opponent on cities powered, then money (the rules' order), and otherwise stops
    one short of it, so as not to end a game it would lose. From STALL_ROUND on it pushes to
    the end whatever happens, so that bots short of fuel cannot wait for each other for ever.
    """
    cities = len(state.cities[me])
    end = state.board.rules.end_cities
    houses = state.houses_left(me)
    allowed = min(max(0, can_power + SPARE_CITIES - cities), houses)
    need = end - cities  # cities to add to end the game
    if state.round >= STALL_ROUND:
        return min(max(allowed, need), houses)
    if state.max_cities() >= end or need > allowed + END_LOOKAHEAD:
        return allowed  # the end comes anyway, or is too far to matter this round
    order, totals = greedy_costs(state, me, need)
    if len(order) == need and totals[-1] <= state.money[me]:
        mine = (min(can_power, end), state.money[me] - totals[-1])
        if mine > _strongest_opponent(state, me):
            return max(allowed, need)
    return min(allowed, need - 1)


def _round_plan(state: State, me: int) -> tuple[FuelPlan, int]:
    """(fuel plan, cities to add) that fit the player's money: most cities first."""
    cities = len(state.cities[me])
    capacity = state.capacity(me)
    allowed = _allowance(state, me, capacity)
    order, totals = greedy_costs(state, me, allowed)
    money = state.money[me]
    for builds in range(len(order), -1, -1):
        if totals[builds] > money:
            continue
        plan = fuel_plan(state, me, cities + builds)
        if plan.cost + totals[builds] <= money:
            return plan, builds
    return fuel_plan(state, me, cities), 0


def _buy(state: State, me: int) -> Action:
    plan, _ = _round_plan(state, me)
    free = state.free_storage(me)
    money = state.money[me]
    prices = unit_prices(state)
    # Cheapest fuel first: the money left then goes furthest if a later buy must shrink.
    for r in sorted(RESOURCES, key=lambda r: prices[r]):
        amount = min(plan.buys[r], free[r], state.res_market[r])
        while amount > 0 and resource_cost(state, r, amount) > money:
            amount -= 1
        if amount > 0:
            return BuyResource(r, amount)
    return EndBuying()


# --- building -----------------------------------------------------------------------------


def _build(state: State, me: int) -> Action:
    allowed = _allowance(state, me, powerable(state, me))
    if allowed <= 0:
        return EndBuilding()
    choice = next_city(state, me)
    if choice is None:
        return EndBuilding()
    city, cost = choice
    if cost > state.money[me]:
        return EndBuilding()
    return BuildCity(state.board.city_ids[city])


# --- bureaucracy --------------------------------------------------------------------------


def _run(state: State, me: int) -> Action:
    """Power the most cities (connected ones only), burning the fuel that is cheapest to lose.

    Burnt fuel is valued at what replacing it would cost now; among equal runs the fuel the
    player holds most of goes first.
    """
    plants = state.board.plants
    owned = state.plants[me]
    cities = len(state.cities[me])
    prices = unit_prices(state)
    held = state.fuel[me]
    best = RunPlants((), 0)
    best_key = (payment(state, 0), 0, 0)
    n = len(owned)
    for mask in range(1, 1 << n):
        chosen = tuple(owned[i] for i in range(n) if mask >> i & 1)
        span = hybrid_coal_range(state, me, chosen)
        if span is None:
            continue
        capacity = sum(plants[p].cities for p in chosen)
        earned = payment(state, min(capacity, cities))
        fixed = [0, 0, 0, 0]
        hybrid = 0
        for p in chosen:
            plant = plants[p]
            if plant.kind is PlantKind.HYBRID:
                hybrid += plant.fuel_needed
            elif plant.fuel_needed:
                fixed[_RESOURCE_INDEX[plant.kind]] += plant.fuel_needed
        for coal in range(span[0], span[1] + 1):
            burn = (fixed[0] + coal, fixed[1] + hybrid - coal, fixed[2], fixed[3])
            value = sum(burn[r] * prices[r] for r in range(4))
            # Burning from the biggest pile keeps the stock most even: smaller sum of squares.
            spread = sum((held[r] - burn[r]) ** 2 for r in range(4))
            key = (earned, -value, -spread)
            if key > best_key:
                best_key = key
                best = RunPlants(chosen, coal)
    return best


_RESOURCE_INDEX = {
    PlantKind.COAL: 0,
    PlantKind.OIL: 1,
    PlantKind.GARBAGE: 2,
    PlantKind.URANIUM: 3,
}


# --- why (hints) ---------------------------------------------------------------------------


def explain(state: State, me: int, action: Action) -> Reason:
    """The reason for `action`, the move `choose` makes here, with the numbers it weighs."""
    if isinstance(action, (StartAuction, DeclineAuction, Bid, PassBid, DiscardPlant)):
        return _explain_auction(state, me, action)
    if isinstance(action, (BuyResource, EndBuying)):
        plan, builds = _round_plan(state, me)
        cities = len(state.cities[me]) + builds
        if isinstance(action, BuyResource):
            cost = resource_cost(state, action.resource, action.amount)
            return Reason(
                "buy",
                {"amount": action.amount, "resource": action.resource.name.lower(), "cost": cost, "cities": cities},
            )
        return Reason("end_buying", {"cities": cities})
    if isinstance(action, (BuildCity, EndBuilding)):
        return _explain_build(state, me, action)
    if isinstance(action, RunPlants):
        owned = state.board.plants
        capacity = sum(owned[p].cities for p in action.plants)
        powered = min(capacity, len(state.cities[me]))
        if not action.plants:
            return Reason("run_none", {"earned": payment(state, 0)})
        return Reason(
            "run", {"powered": powered, "earned": payment(state, powered), "fuel": _burn_value(state, action)}
        )
    raise ValueError(f"no reason for {action!r}")


def _explain_auction(state: State, me: int, action: Action) -> Reason:
    prices = unit_prices(state)
    money = state.money[me]
    if isinstance(action, StartAuction):
        gain = round(_gain(state, me, action.plant, prices), 1)
        cap = _max_bid(state, me, action.plant, prices)
        if cap >= action.plant:
            card = state.board.plants[action.plant]
            if card.kind in (PlantKind.ECO, PlantKind.FUSION):
                params: dict[str, int | float | str | LocalizedText] = {
                    "plant": action.plant,
                    "cities": card.cities,
                    "gain": gain,
                    "cap": cap,
                }
                return Reason("open_auction_free", params)
            return Reason("open_auction", {"plant": action.plant, "gain": gain, "cap": cap})
        return Reason("first_plant", {"plant": action.plant, "gain": gain})
    if isinstance(action, DeclineAuction):
        affordable = [p for p in state.buyable_plants() if p <= money]
        if not state.buyable_plants():
            return Reason("decline_no_plant")
        if not affordable:
            cheapest = min(state.buyable_plants())
            return Reason("decline_no_money", {"money": money, "cheapest": cheapest})
        plant = max(affordable, key=lambda p: (_gain(state, me, p, prices), -p))
        return Reason("decline_auction", {"plant": plant, "gain": round(_gain(state, me, plant, prices), 1)})
    if isinstance(action, Bid):
        cap = _max_bid(state, me, state.auction_plant, prices)
        return Reason("bid", {"plant": state.auction_plant, "amount": action.amount, "cap": cap})
    if isinstance(action, PassBid):
        plant = state.auction_plant
        cap = _max_bid(state, me, plant, prices)
        if cap < plant:
            return Reason("pass_unwanted", {"plant": plant, "gain": round(_gain(state, me, plant, prices), 1)})
        return Reason("pass_bid", {"plant": plant, "amount": state.auction_bid + 1, "cap": min(cap, money)})
    assert isinstance(action, DiscardPlant)
    plants = state.board.plants
    rest = [plants[n] for n in state.plants[me] if n != action.plant]
    kept = portfolio_value(rest, prices, _useful_cities(state, me), len(state.plants[me]) - 1)
    return Reason("discard", {"plant": action.plant, "kept": round(kept, 1)})


def _explain_build(state: State, me: int, action: Action) -> Reason:
    cities = len(state.cities[me])
    money = state.money[me]
    choice = next_city(state, me)
    if isinstance(action, BuildCity):
        index = state.board.city_index[action.city]
        cost = choice[1] if choice is not None else 0
        return Reason("build", {"city": state.board.game_map.cities[index].name, "cost": cost, "money": money})
    power = powerable(state, me)
    if _allowance(state, me, power) <= 0:
        if power <= cities:
            return Reason("end_building_full", {"cities": cities, "power": power})
        return Reason("end_building_hold", {"cities": cities, "end": state.board.rules.end_cities})
    if choice is None:
        return Reason("end_building_none", {"cities": cities})
    return Reason("end_building_money", {"cost": choice[1], "money": money})


def _burn_value(state: State, action: RunPlants) -> int:
    """What the fuel a run burns would cost to buy back at today's prices."""
    plants = state.board.plants
    prices = unit_prices(state)
    burn = [0, 0, 0, 0]
    for p in action.plants:
        plant = plants[p]
        if plant.kind is PlantKind.HYBRID:
            burn[0] += action.hybrid_coal
            burn[1] += plant.fuel_needed - action.hybrid_coal
        elif plant.fuel_needed:
            burn[_RESOURCE_INDEX[plant.kind]] += plant.fuel_needed
    return round(sum(burn[r] * prices[r] for r in range(4)))
