"""What each action does in its phase, and how one phase hands over to the next.

Seed 002 (the original rules) and seed 004 (10th anniversary detail), RULES-NOTES 1.
Handlers validate first and mutate only once the action is known to be legal.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

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
from desktop_app.rules.power_grid.network import lowered
from desktop_app.rules.power_grid.queries import (
    build_refusal,
    payment,
)
from desktop_app.rules.power_grid.state import NO_PLAYER, Phase, State

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
_AUCTION_NUMBER = int(Phase.AUCTION)
_COAL, _OIL, _GARBAGE, _URANIUM = Resource.COAL, Resource.OIL, Resource.GARBAGE, Resource.URANIUM


def _not_enough(needed: int, held: int) -> IllegalAction:
    return IllegalAction(
        "not_enough_money", f"Not enough Elektro: {needed} needed, {held} held.", needed=needed, held=held
    )


# --- Phase 1: turn order ------------------------------------------------------------------------


def determine_order(state: State) -> None:
    """Most cities first; ties broken by the biggest plant (seed 002 "拥有编号较大的发电厂者靠左方")."""
    cities, plants = state.cities, state.plants
    state.order.sort(key=lambda p: (-len(cities[p]), -(plants[p][-1] if plants[p] else 0)))
    state.events.append((EV_ORDER, tuple(state.order)))


# --- Phase 2: auction ---------------------------------------------------------------------------


def start_auction(state: State, who: int, action: StartAuction) -> None:
    if state.auction_plant or state.discard_player != NO_PLAYER:
        raise IllegalAction("auction_running", "An auction is already running.")
    buyable = state.buyable_plants()
    if action.plant not in buyable:
        raise IllegalAction(
            "plant_not_buyable", f"Plant {action.plant} is not in the current market.", plant=action.plant
        )
    if action.bid < action.plant:
        raise IllegalAction(
            "bid_too_low",
            f"The opening bid for plant {action.plant} is at least {action.plant}.",
            minimum=action.plant,
        )
    if action.bid > state.money[who]:
        raise _not_enough(action.bid, state.money[who])
    state.auction_plant = action.plant
    state.auction_bid = action.bid
    state.auction_high = who
    # Bidding goes clockwise from the chooser among those still in this round's auctions.
    n = state.players
    still_in = set(state.auction_open)
    state.auction_bidders = [(who + k) % n for k in range(1, n) if (who + k) % n in still_in]
    state.auction_bidders.append(who)
    _settle_bidding(state)


def _require_bidding(state: State) -> None:
    if not state.auction_plant or state.discard_player != NO_PLAYER:
        raise IllegalAction("no_auction", "No plant is up for auction right now.")


def bid(state: State, who: int, action: Bid) -> None:
    _require_bidding(state)
    if action.amount <= state.auction_bid:
        raise IllegalAction("bid_too_low", f"A bid must beat {state.auction_bid}.", minimum=state.auction_bid + 1)
    if action.amount > state.money[who]:
        raise _not_enough(action.amount, state.money[who])
    state.auction_bid = action.amount
    state.auction_high = who
    state.auction_bidders.append(state.auction_bidders.pop(0))
    _settle_bidding(state)


def pass_bid(state: State, who: int, action: PassBid) -> None:
    _require_bidding(state)
    if who == state.auction_high:
        raise IllegalAction("high_bidder_cannot_pass", "You hold the highest bid.")
    state.auction_bidders.pop(0)
    _settle_bidding(state)


def _settle_bidding(state: State) -> None:
    """Drop bidders who cannot raise; when one bidder is left, they win the plant."""
    bidders = state.auction_bidders
    minimum = state.auction_bid + 1
    for p in [p for p in bidders if p != state.auction_high and state.money[p] < minimum]:
        bidders.remove(p)
        state.events.append((EV_AUTO_PASS, p))
    if len(bidders) == 1:
        _win_auction(state, bidders[0])


def _win_auction(state: State, winner: int) -> None:
    plant, price = state.auction_plant, state.auction_bid
    state.money[winner] -= price
    state.plants[winner] = tuple(sorted((*state.plants[winner], plant)))
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
    if len(state.plants[winner]) > state.board.rules.max_plants:
        state.discard_player = winner
        return
    _next_chooser(state)


def discard_plant(state: State, who: int, action: DiscardPlant) -> None:
    if state.discard_player != who:
        raise IllegalAction("no_discard", "You do not have too many plants.")
    if action.plant not in state.plants[who]:
        raise IllegalAction("not_your_plant", f"You do not own plant {action.plant}.", plant=action.plant)
    state.plants[who] = tuple(p for p in state.plants[who] if p != action.plant)
    state.removed.append(action.plant)
    state.events.append((mk.EV_PLANT_REMOVED, action.plant, mk.REASON_DISCARDED))
    _trim_fuel(state, who)
    state.discard_player = NO_PLAYER
    _next_chooser(state)


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


def decline_auction(state: State, who: int, action: DeclineAuction) -> None:
    if state.auction_plant or state.discard_player != NO_PLAYER:
        raise IllegalAction("auction_running", "An auction is already running.")
    if state.round == 1 and any(p <= state.money[who] for p in state.buyable_plants()):
        # Seed 002: "第一回合时，所有玩家都不可放弃购买发电厂".
        raise IllegalAction("must_buy_first_round", "Everyone must buy a plant in the first round.")
    state.auction_open.remove(who)
    _next_chooser(state)


def _next_chooser(state: State) -> None:
    if state.auction_open:
        return
    if not state.auction_bought:
        # Seed 002: "若所有玩家都放弃购买发电厂，则丢弃发电厂市场中编号最小的发电厂，然后翻开1张发电厂牌".
        mk.remove_lowest_plant(state, mk.REASON_NO_SALE)
    if state.round == 1:
        # Seed 004: "第一回合 ... 然后第二部拍卖电厂过后 ... 按照电厂号码重新排序".
        determine_order(state)
    if state.step3_pending:
        mk.begin_step3(state)  # seed 002: "完成步骤2后 ... 步骤3开始时，游戏即进入第三阶段"
    _start_phase(state, _RESOURCES, state.order[::-1])


# --- Phase 3: resources -------------------------------------------------------------------------


def buy_resource(state: State, who: int, action: BuyResource) -> None:
    r = action.resource
    if type(r) is not Resource:
        try:
            r = Resource(r)
        except ValueError:
            raise IllegalAction("bad_resource", f"There is no fuel numbered {action.resource}.") from None
    amount = action.amount
    if amount < 1:
        raise IllegalAction("bad_amount", "Buy at least one.")
    free = state.free_storage(who)[r]
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
    state.fuel[who][r] += amount


def end_buying(state: State, who: int, action: EndBuying) -> None:
    state.queue.pop(0)
    if not state.queue:
        _start_phase(state, _BUILDING, state.order[::-1])


# --- Phase 4: building --------------------------------------------------------------------------


def build_city(state: State, who: int, action: BuildCity) -> None:
    board = state.board
    city = board.city_index.get(action.city)
    if city is None:
        raise IllegalAction("unknown_city", f"There is no city '{action.city}' on this map.", city=action.city)
    owners = state.city_owners[city]
    taken = len(owners)
    costs = state.conn_cost[who]
    cost = board.content.city_costs[taken] if taken < len(board.content.city_costs) else 0
    if costs is not None:
        cost += costs[city]
    # The common case checked at once (what `build_refusal` checks, without its messages).
    if not (
        board.in_play[city]
        and taken < state.step
        and who not in owners
        and len(state.cities[who]) < board.content.houses_per_player
        and cost <= state.money[who]
    ):
        refusal = build_refusal(state, who, city)
        if refusal is not None:
            raise refusal
    state.money[who] -= cost
    state.city_owners[city] = (*owners, who)
    state.cities[who] = (*state.cities[who], city)
    state.conn_cost[who] = lowered(costs, board.dist[city])
    mk.enforce_upkeep(state)


def end_building(state: State, who: int, action: EndBuilding) -> None:
    state.queue.pop(0)
    if state.queue:
        return
    rules = state.board.rules
    leader = state.max_cities()
    if leader >= rules.end_cities:
        state.end_triggered = True  # seed 004: "游戏在紧接着的步骤5 结束后结束"
    if state.step == 1 and leader >= rules.step2_cities:
        # Seed 002: "踏入第二阶段的一刻，开始步骤5前，把发电厂市场中编号最小的发电厂丢弃。另翻一张发电厂替代。"
        state.step = 2
        state.events.append((mk.EV_STEP, 2))
        mk.remove_lowest_plant(state, mk.REASON_STEP2)
    if state.step3_pending:
        mk.begin_step3(state)  # seed 002: "完成步骤4后 ... 步骤5开始时，游戏即进入第三阶段"
    _start_phase(state, _BUREAUCRACY, state.order[:])


# --- Phase 5: bureaucracy ----------------------------------------------------------------------


def run_plants(state: State, who: int, action: RunPlants) -> None:
    owned = state.plants[who]
    chosen = action.plants
    tables = state.board.tables
    for p in chosen:
        if p not in owned:
            raise IllegalAction("not_your_plant", "You can only run plants you own, each once.")
    if len(chosen) > 1 and len(set(chosen)) != len(chosen):
        raise IllegalAction("not_your_plant", "You can only run plants you own, each once.")
    c, o, g, u, h, capacity, _ = tables.subset(chosen)
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
    burn = (c + coal, o + h - coal, g, u)
    burnt, supply = state.burnt[who], state.res_supply
    for r in range(4):
        b = burn[r]
        if b:
            fuel[r] -= b
            burnt[r] += b
            supply[r] += b  # seed 002: "耗用的燃料放回一旁备用"
    connected = len(state.cities[who])
    powered = capacity if capacity < connected else connected
    income = payment(state, powered)
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
    state.round += 1
    state.events.append((EV_ROUND, state.round))
    determine_order(state)
    state.phase = _AUCTION
    state.events.append((EV_PHASE, _AUCTION_NUMBER))
    state.auction_open = state.order[:]
    state.auction_bought = False
    state.queue = []
    if state.step == 3:
        # Seed 004: "如果进入step3 的第一次步骤2 拍卖时，市场中电厂数量未达到6 张，请先从牌堆中补足".
        mk.fill_market(state)


def _start_phase(state: State, phase: Phase, queue: list[int]) -> None:
    state.phase = phase
    state.queue = queue
    state.events.append((EV_PHASE, int(phase)))


# Each handler takes the action class it is filed under (a pairing a dict type cannot state, so
# the action parameter is Any here; apply_in_place looks the handler up by type(action)).
Handler = Callable[[State, int, Any], None]

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
