"""What each action does in its phase, and how one phase hands over to the next.

Seed 002 (the original rules) and seed 004 (10th anniversary detail), RULES-NOTES 1.
Handlers validate first and mutate only once the action is known to be legal.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NoReturn

from desktop_app.content.power_grid import Resource
from desktop_app.rules.common.actions import Action
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_grid import market as mk
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
from desktop_app.rules.power_grid.queries import build_refusal
from desktop_app.rules.power_grid.state import NO_PLAYER, STEP3_CARD, Phase, State

EV_ORDER = "turn_order"  # (EV, order)
EV_PHASE = "phase_started"  # (EV, phase)
EV_ROUND = "round_started"  # (EV, round)
EV_AUCTION_WON = "auction_won"  # (EV, player, plant, price)
EV_AUTO_PASS = "auto_pass"  # (EV, player): cannot afford to raise, so out of this auction
EV_FUEL_LOST = "fuel_lost"  # (EV, player, (coal, oil, garbage, uranium)) after scrapping a plant
EV_INCOME = "income"  # (EV, player, powered, income)
EV_GAME_OVER = "game_over"  # (EV, winners)


# Enum members as plain names: `Phase.X` and `Resource.X` go through EnumType's attribute hook
# (~0.3 us each in Python 3.11), which the moves below would pay many times a game.
_AUCTION, _RESOURCES, _BUILDING = Phase.AUCTION, Phase.RESOURCES, Phase.BUILDING
_BUREAUCRACY, _GAME_OVER = Phase.BUREAUCRACY, Phase.GAME_OVER
_AUCTION_NUMBER, _RESOURCES_NUMBER = int(Phase.AUCTION), int(Phase.RESOURCES)
_BUILDING_NUMBER, _BUREAUCRACY_NUMBER = int(Phase.BUILDING), int(Phase.BUREAUCRACY)
_COAL, _OIL, _GARBAGE, _URANIUM = Resource.COAL, Resource.OIL, Resource.GARBAGE, Resource.URANIUM


PHASE_NAMES = {
    Phase.AUCTION: "the auction (Phase 2)",
    Phase.RESOURCES: "buying resources (Phase 3)",
    Phase.BUILDING: "building (Phase 4)",
    Phase.BUREAUCRACY: "bureaucracy (Phase 5)",
}


def refuse(state: State, action: Action) -> NoReturn:
    """An action not possible in this phase (or no Power Grid action at all): IllegalAction.

    Each handler below starts by checking that the game is in its phase and calls this if not;
    then it clears `state.events` (a refusal for the phase clears them too, unless the game
    is over) and acts for the player whose turn it is (`queries.current_player`, inlined).
    """
    phase = state.phase
    if phase is _GAME_OVER:
        raise IllegalAction("game_over", "The game is over.")
    state.events = []
    raise IllegalAction(
        "wrong_phase",
        f"That is not possible now: the game is in {PHASE_NAMES[phase]}.",
        action=action.type_name,
        phase=int(phase),
    )


def _not_enough(needed: int, held: int) -> IllegalAction:
    return IllegalAction(
        "not_enough_money", f"Not enough Elektro: {needed} needed, {held} held.", needed=needed, held=held
    )


# --- Phase 1: turn order ------------------------------------------------------------------------


def determine_order(state: State) -> None:
    """Most cities first; ties broken by the biggest plant (seed 002 "拥有编号较大的发电厂者靠左方")."""
    cities, plants, order = state.cities, state.plants, state.order
    if len(order) == 2:  # what the stable sort below does with two seats: swap if the second leads
        a, b = order
        lead = len(cities[b]) - len(cities[a])
        if lead > 0 or (lead == 0 and (plants[b][-1] if plants[b] else 0) > (plants[a][-1] if plants[a] else 0)):
            order.reverse()
    elif len(order) > 8:
        order.sort(key=lambda p: (-len(cities[p]), -(plants[p][-1] if plants[p] else 0)))
    else:
        # What the stable sort above gives, without a call per seat: (cities, biggest plant, place
        # in the old order) as one int per seat (plant numbers < 2**16, at most 8 seats), sorted
        # as ints, then the seats read back by their place.
        old = tuple(order)
        keys = [(-((len(cities[p]) << 16) + (plants[p][-1] if plants[p] else 0)) << 3) + i for i, p in enumerate(old)]
        keys.sort()
        order[:] = [old[k & 7] for k in keys]
    state.events.append((EV_ORDER, tuple(order)))


# --- Phase 2: auction ---------------------------------------------------------------------------


def start_auction(state: State, action: StartAuction) -> None:
    if state.phase is not _AUCTION:
        refuse(state, action)
    state.events = []
    if state.auction_plant or state.discard_player != NO_PLAYER:
        raise IllegalAction("auction_running", "An auction is already running.")
    who = state.auction_open[0]
    plant, opening = action.plant, action.bid
    if not _buyable(state, plant):
        raise IllegalAction("plant_not_buyable", f"Plant {plant} is not in the current market.", plant=plant)
    if opening < plant:
        raise IllegalAction(
            "bid_too_low",
            f"The opening bid for plant {plant} is at least {plant}.",
            minimum=plant,
        )
    money = state.money
    if opening > money[who]:
        raise _not_enough(opening, money[who])
    state.auction_plant = plant
    state.auction_bid = opening
    state.auction_high = who
    # Bidding goes clockwise from the chooser among those still in this round's auctions; those
    # who cannot raise drop out at once (what `_settle_bidding` does, in the same order).
    still_in = state.auction_open
    bidders = []
    for p in state.board.clockwise[who]:
        if p in still_in:
            if money[p] > opening:
                bidders.append(p)
            else:
                state.events.append((EV_AUTO_PASS, p))
    bidders.append(who)
    state.auction_bidders = bidders
    if len(bidders) == 1:
        _win_auction(state, who)


def _buyable(state: State, plant: int) -> bool:
    """`plant in state.buyable_plants()`, without building the list."""
    frozen = state.frozen_buyable
    if frozen is not None:
        return plant in frozen and plant in state.market
    if plant == STEP3_CARD:
        return False
    if state.step == 3:
        return plant in state.market
    return plant in state.market[: state.board.buyable_count]


def _require_bidding(state: State, action: Action) -> int:
    """The bidder whose turn it is, once the game is known to be in an auction."""
    if state.phase is not _AUCTION:
        refuse(state, action)
    state.events = []
    if not state.auction_plant or state.discard_player != NO_PLAYER:
        raise IllegalAction("no_auction", "No plant is up for auction right now.")
    return state.auction_bidders[0]


def bid(state: State, action: Bid) -> None:
    who = _require_bidding(state, action)
    if action.amount <= state.auction_bid:
        raise IllegalAction("bid_too_low", f"A bid must beat {state.auction_bid}.", minimum=state.auction_bid + 1)
    if action.amount > state.money[who]:
        raise _not_enough(action.amount, state.money[who])
    state.auction_bid = action.amount
    state.auction_high = who
    bidders = state.auction_bidders
    bidders.append(bidders.pop(0))
    _settle_bidding(state)


def pass_bid(state: State, action: PassBid) -> None:
    who = _require_bidding(state, action)
    if who == state.auction_high:
        raise IllegalAction("high_bidder_cannot_pass", "You hold the highest bid.")
    state.auction_bidders.pop(0)
    _settle_bidding(state)


def _settle_bidding(state: State) -> None:
    """Drop bidders who cannot raise; when one bidder is left, they win the plant."""
    bidders = state.auction_bidders
    high, money = state.auction_high, state.money
    minimum = state.auction_bid + 1
    for p in [p for p in bidders if p != high and money[p] < minimum]:
        bidders.remove(p)
        state.events.append((EV_AUTO_PASS, p))
    if len(bidders) == 1:
        _win_auction(state, bidders[0])


def _win_auction(state: State, winner: int) -> None:
    plant, price = state.auction_plant, state.auction_bid
    state.money[winner] -= price
    owned = state.plants[winner] = tuple(sorted((*state.plants[winner], plant)))
    state.market.remove(plant)
    state.auction_open.remove(winner)
    state.auction_bought = True
    state.auction_plant = 0
    state.auction_bid = 0
    state.auction_high = NO_PLAYER
    state.auction_bidders = []
    state.events.append((EV_AUCTION_WON, winner, plant, price))
    # Seed 002: "翻开1张发电厂牌，让发电厂市场变回8座" (one card; in Step 3 the market may be short).
    mk.replace_plants(state)
    if len(owned) > state.board.max_plants:
        state.discard_player = winner
        return
    if not state.auction_open:
        _end_auction(state)


def discard_plant(state: State, action: DiscardPlant) -> None:
    if state.phase is not _AUCTION:
        refuse(state, action)
    state.events = []
    who = state.discard_player
    if who == NO_PLAYER:
        raise IllegalAction("no_discard", "You do not have too many plants.")
    if action.plant not in state.plants[who]:
        raise IllegalAction("not_your_plant", f"You do not own plant {action.plant}.", plant=action.plant)
    plant = action.plant
    state.plants[who] = tuple([p for p in state.plants[who] if p != plant])
    state.removed.append(plant)
    state.events.append((mk.EV_PLANT_REMOVED, plant, mk.REASON_DISCARDED))
    coal_cap, oil_cap, garbage_cap, uranium_cap, hybrid = state.storage(who)
    coal, oil, garbage, uranium = state.fuel[who]
    # what `_trim_fuel` loses is nothing when the fuel fits (the usual case: checked at once)
    if (
        garbage > garbage_cap
        or uranium > uranium_cap
        or (coal - coal_cap if coal > coal_cap else 0) + (oil - oil_cap if oil > oil_cap else 0) > hybrid
    ):
        _trim_fuel(state, who)
    state.discard_player = NO_PLAYER
    if not state.auction_open:
        _end_auction(state)


def _trim_fuel(state: State, who: int) -> None:
    """Fuel the remaining plants cannot hold goes back to the supply (oil before coal).

    Seed 002: "丢弃的发电厂上若放有燃料，玩家可将这些燃料存放到别的发电厂。若发电厂无法存放这些燃料，
    则和发电厂一起丢弃。"
    """
    coal_cap, oil_cap, garbage_cap, uranium_cap, hybrid = state.storage(who)
    f = state.fuel[who]
    lost = [0, 0, 0, 0]
    lost[_GARBAGE] = max(0, f[_GARBAGE] - garbage_cap)
    lost[_URANIUM] = max(0, f[_URANIUM] - uranium_cap)
    oil_over = max(0, f[_OIL] - oil_cap)
    coal_over = max(0, f[_COAL] - coal_cap)
    shared_over = coal_over + oil_over - hybrid
    if shared_over > 0:
        lost[_OIL] = min(oil_over, shared_over)
        lost[_COAL] = shared_over - lost[_OIL]
    if any(lost):
        for r in range(4):
            f[r] -= lost[r]
            state.res_supply[r] += lost[r]
        state.events.append((EV_FUEL_LOST, who, tuple(lost)))


def decline_auction(state: State, action: DeclineAuction) -> None:
    if state.phase is not _AUCTION:
        refuse(state, action)
    state.events = []
    if state.auction_plant or state.discard_player != NO_PLAYER:
        raise IllegalAction("auction_running", "An auction is already running.")
    who = state.auction_open[0]
    if state.round == 1 and any(p <= state.money[who] for p in state.buyable_plants()):
        # Seed 002: "第一回合时，所有玩家都不可放弃购买发电厂".
        raise IllegalAction("must_buy_first_round", "Everyone must buy a plant in the first round.")
    state.auction_open.remove(who)
    if not state.auction_open:
        _end_auction(state)


def _end_auction(state: State) -> None:
    """The last chooser is done: Phase 2 ends, Phase 3 starts."""
    if not state.auction_bought:
        # Seed 002: "若所有玩家都放弃购买发电厂，则丢弃发电厂市场中编号最小的发电厂，然后翻开1张发电厂牌".
        mk.remove_lowest_plant(state, mk.REASON_NO_SALE)
    if state.round == 1:
        # Seed 004: "第一回合 ... 然后第二部拍卖电厂过后 ... 按照电厂号码重新排序".
        determine_order(state)
    if state.step3_pending:
        mk.begin_step3(state)  # seed 002: "完成步骤2后 ... 步骤3开始时，游戏即进入第三阶段"
    state.phase = _RESOURCES
    state.queue = state.order[::-1]
    state.events.append((EV_PHASE, _RESOURCES_NUMBER))


# --- Phase 3: resources -------------------------------------------------------------------------


def buy_resource(state: State, action: BuyResource) -> None:
    if state.phase is not _RESOURCES:
        refuse(state, action)
    state.events = []
    who = state.queue[0]
    r = action.resource
    if type(r) is not Resource:
        try:
            r = Resource(r)
        except ValueError:
            raise IllegalAction("bad_resource", f"There is no fuel numbered {action.resource}.") from None
    amount = action.amount
    if amount < 1:
        raise IllegalAction("bad_amount", "Buy at least one.")
    # state.free_storage(who)[r], for this fuel only
    tables, owned = state.board.tables, state.plants[who]
    coal_cap, oil_cap, garbage_cap, uranium_cap, hybrid = tables.storage_of.get(owned) or tables.storage(owned)
    fuel = state.fuel[who]
    if r is _GARBAGE:
        free = garbage_cap - fuel[2]
    elif r is _URANIUM:
        free = uranium_cap - fuel[3]
    else:
        coal_free = coal_cap - fuel[0]
        oil_free = oil_cap - fuel[1]
        # a negative free place is fuel over the plant's own capacity, held in the hybrids
        free = hybrid + (coal_free if coal_free < 0 else 0) + (oil_free if oil_free < 0 else 0)
        own = coal_free if r is _COAL else oil_free
        if own > 0:
            free += own
    if amount > free:
        raise IllegalAction(
            "no_storage",
            f"Your plants can store only {free} more {r.name.lower()}.",
            free=free,
            resource=r.name.lower(),
        )
    in_market = state.res_market[r]
    if amount > in_market:
        raise IllegalAction(
            "market_short",
            f"The market has only {state.res_market[r]} {r.name.lower()}.",
            available=state.res_market[r],
            resource=r.name.lower(),
        )
    prefix = state.board.price_prefix[r]  # mk.resource_cost, inlined: the cheapest tokens first
    first = len(prefix) - 1 - in_market
    cost = prefix[first + amount] - prefix[first]
    if cost > state.money[who]:
        raise _not_enough(cost, state.money[who])
    state.money[who] -= cost
    state.res_market[r] = in_market - amount
    fuel[r] += amount


def end_buying(state: State, action: EndBuying) -> None:
    if state.phase is not _RESOURCES:
        refuse(state, action)
    state.events = []
    queue = state.queue
    del queue[0]
    if not queue:
        state.phase = _BUILDING
        state.queue = state.order[::-1]
        state.events.append((EV_PHASE, _BUILDING_NUMBER))


# --- Phase 4: building --------------------------------------------------------------------------


def build_city(state: State, action: BuildCity) -> None:
    if state.phase is not _BUILDING:
        refuse(state, action)
    state.events = []
    who = state.queue[0]
    board = state.board
    city = board.city_index.get(action.city)
    if city is None:
        raise IllegalAction("unknown_city", f"There is no city '{action.city}' on this map.", city=action.city)
    owners = state.city_owners[city]
    taken = len(owners)
    costs = state.conn_cost[who]
    prices = board.city_costs
    cost = prices[taken] if taken < len(prices) else 0
    if costs is not None:
        cost += costs[city]
    mine = state.cities[who]
    money = state.money
    # The common case checked at once (what `build_refusal` checks, without its messages).
    if not (
        board.in_play[city]
        and taken < state.step
        and who not in owners
        and len(mine) < board.houses
        and cost <= money[who]
    ):
        refusal = build_refusal(state, who, city)
        if refusal is not None:
            raise refusal
    money[who] -= cost
    state.city_owners[city] = (*owners, who)
    state.cities[who] = (*mine, city)
    # a first city's costs are its distance row (one tuple per city, shared); then the element-
    # wise minimum of the costs so far and that row (Board.lower_costs: packed ints)
    state.conn_cost[who] = board.dist_rows[city] if costs is None else board.lower_costs(costs, city)
    # mk.enforce_upkeep's own first test, inlined: nothing to do unless the lowest plant is at
    # or below the most cities anyone connected (the market is sorted)
    market = state.market
    if market and market[0] <= max(map(len, state.cities)):
        mk.enforce_upkeep(state)


def end_building(state: State, action: EndBuilding) -> None:
    if state.phase is not _BUILDING:
        refuse(state, action)
    state.events = []
    state.queue.pop(0)
    if state.queue:
        return
    rules = state.board.rules
    leader = max(map(len, state.cities))
    if leader >= rules.end_cities:
        state.end_triggered = True  # seed 004: "游戏在紧接着的步骤5 结束后结束"
    if state.step == 1 and leader >= rules.step2_cities:
        # Seed 002: "踏入第二阶段的一刻，开始步骤5前，把发电厂市场中编号最小的发电厂丢弃。另翻一张发电厂替代。"
        state.step = 2
        state.events.append((mk.EV_STEP, 2))
        mk.remove_lowest_plant(state, mk.REASON_STEP2)
    if state.step3_pending:
        mk.begin_step3(state)  # seed 002: "完成步骤4后 ... 步骤5开始时，游戏即进入第三阶段"
    state.phase = _BUREAUCRACY
    state.queue = state.order[:]
    state.events.append((EV_PHASE, _BUREAUCRACY_NUMBER))


# --- Phase 5: bureaucracy ----------------------------------------------------------------------


def run_plants(state: State, action: RunPlants) -> None:
    if state.phase is not _BUREAUCRACY:
        refuse(state, action)
    state.events = []
    who = state.queue[0]
    owned = state.plants[who]
    chosen = action.plants
    board = state.board
    # each plant owned, none twice (unrolled for the sizes a hand has; the plain test beyond)
    n = len(chosen)
    if n == 0:
        ok = True
    elif n == 1:
        ok = chosen[0] in owned
    elif n == 2:
        a, b = chosen
        ok = a != b and a in owned and b in owned
    elif n == 3:
        a, b, c = chosen
        ok = a != b and a != c and b != c and a in owned and b in owned and c in owned
    else:
        ok = len(set(chosen)) == n and all([p in owned for p in chosen])
    if not ok:
        raise IllegalAction("not_your_plant", "You can only run plants you own, each once.")
    tables = board.tables
    c, o, g, u, h, capacity, _ = tables.subset_of.get(chosen) or tables.subset(chosen)
    fuel = state.fuel[who]
    # what hybrid_coal_range says, from the needs at hand
    coal_left = fuel[0] - c
    oil_left = fuel[1] - o
    if coal_left < 0 or oil_left < 0 or fuel[2] < g or fuel[3] < u:
        raise IllegalAction("not_enough_fuel", "You do not have the fuel to run these plants.")
    least = h - oil_left if h > oil_left else 0
    most = h if h < coal_left else coal_left
    if least > most:
        raise IllegalAction("not_enough_fuel", "You do not have the fuel to run these plants.")
    coal = action.hybrid_coal
    if not least <= coal <= most:
        raise IllegalAction(
            "bad_hybrid_mix",
            f"Your hybrids can burn between {least} and {most} coal.",
            least=least,
            most=most,
        )
    burnt, supply = state.burnt[who], state.res_supply
    # each fuel burnt goes back to the supply (seed 002: "耗用的燃料放回一旁备用")
    c += coal
    if c:
        fuel[0] -= c
        burnt[0] += c
        supply[0] += c
    o += h - coal
    if o:
        fuel[1] -= o
        burnt[1] += o
        supply[1] += o
    if g:
        fuel[2] -= g
        burnt[2] += g
        supply[2] += g
    if u:
        fuel[3] -= u
        burnt[3] += u
        supply[3] += u
    connected = len(state.cities[who])
    powered = capacity if capacity < connected else connected
    top = board.payment_top
    income = board.payment[powered if powered < top else top]  # queries.payment
    state.money[who] += income
    state.powered[who] = powered
    state.income[who] = income
    state.events.append((EV_INCOME, who, powered, income))
    queue = state.queue
    del queue[0]
    if not queue:
        _end_round(state)


def _end_round(state: State) -> None:
    state.history.append((state.round, tuple(state.money), tuple(map(len, state.cities))))
    if state.end_triggered:
        # Seed 004: "能在此步骤5 时供应最多城市的玩家取胜，若供应城市数量相同，则看手中所剩余的钱数 ...
        # 如果剩余钱数也相同，则再比较进入城市数量".
        key = [(state.powered[p], state.money[p], len(state.cities[p])) for p in range(state.players)]
        best = max(key)
        state.winners = tuple(p for p in range(state.players) if key[p] == best)
        state.phase = _GAME_OVER
        state.queue = []
        state.events.append((EV_GAME_OVER, state.winners))
        return
    mk.resupply(state)
    mk.bureaucracy_market_update(state)
    events = state.events
    state.round += 1
    events.append((EV_ROUND, state.round))
    determine_order(state)
    state.phase = _AUCTION
    events.append((EV_PHASE, _AUCTION_NUMBER))
    state.auction_open = state.order[:]
    state.auction_bought = False
    state.queue = []
    if state.step == 3:
        # Seed 004: "如果进入step3 的第一次步骤2 拍卖时，市场中电厂数量未达到6 张，请先从牌堆中补足".
        # mk.fill_market does nothing while the market is full (one-for-one replacement keeps
        # it so) and no plant is at or below the most cities connected: both tested here first.
        market = state.market
        if len(market) < state.board.step3_market_size or (market and market[0] <= max(map(len, state.cities))):
            mk.fill_market(state)


# Each handler takes the action class it is filed under (a pairing a dict type cannot state, so
# the action parameter is Any here; apply_in_place looks the handler up by type(action)).
Handler = Callable[[State, Any], None]

HANDLERS: dict[tuple[Phase, type[Action]], Handler] = {
    (Phase.AUCTION, StartAuction): start_auction,
    (Phase.AUCTION, DeclineAuction): decline_auction,
    (Phase.AUCTION, Bid): bid,
    (Phase.AUCTION, PassBid): pass_bid,
    (Phase.AUCTION, DiscardPlant): discard_plant,
    (Phase.RESOURCES, BuyResource): buy_resource,
    (Phase.RESOURCES, EndBuying): end_buying,
    (Phase.BUILDING, BuildCity): build_city,
    (Phase.BUILDING, EndBuilding): end_building,
    (Phase.BUREAUCRACY, RunPlants): run_plants,
}
