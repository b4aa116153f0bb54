"""Power Grid's rules: setup, whose turn it is, legal actions, and applying an action.

Rules: seed 002 (the original game) with seed 004's detail, and RULES-NOTES section 1.
`apply_in_place` is the fast path for simulation; `apply` copies first. Neither formats
strings or logs: events are small tuples in `state.events`.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence

from desktop_app.content.power_grid import GameMap, PlayerCountRules, PowerGridContent
from desktop_app.rules.common.actions import Action
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.common.rng import derive_rng, shuffle
from desktop_app.rules.power_grid.actions import RunPlants
from desktop_app.rules.power_grid.network import all_pairs
from desktop_app.rules.power_grid.phases import HANDLERS, refuse
from desktop_app.rules.power_grid.queries import (  # re-exported: the engine's public API
    bid_range,
    build_cost,
    build_refusal,
    buildable_cities,
    connection_cost,
    current_player,
    face_up_deck_top,
    fuel_needs,
    hybrid_coal_range,
    is_over,
    payment,
)
from desktop_app.rules.power_grid.regions import choose_regions, validate_regions
from desktop_app.rules.power_grid.state import (
    NO_PLAYER,
    STEP3_CARD,
    Board,
    Phase,
    PowerGridOptions,
    State,
)
from desktop_app.rules.power_grid.tables import END_BUILDING, END_BUYING, PASS_BID

__all__ = [
    "apply",
    "apply_in_place",
    "best_run",
    "bid_range",
    "build_cost",
    "build_refusal",
    "buildable_cities",
    "connection_cost",
    "current_player",
    "face_up_deck_top",
    "fuel_needs",
    "hybrid_coal_range",
    "is_over",
    "legal_actions",
    "legal_choices",
    "new_game",
    "payment",
]


# --- setup ------------------------------------------------------------------------------------


def new_game(content: PowerGridContent, options: PowerGridOptions) -> State:
    """A game at the start of round 1's auction, set up as seed 004 "游戏准备" describes."""
    if options.players not in content.player_counts:
        raise IllegalAction(
            "bad_players",
            f"Power Grid is for 2 to 6 players, not {options.players}.",
            players=options.players,
        )
    rules = content.player_counts[options.players]
    map_id = options.map_id or content.default_map
    if map_id not in content.maps:
        raise IllegalAction("bad_map", f"There is no map '{map_id}' in the content pack.", map=map_id)
    game_map = content.maps[map_id]
    rng = derive_rng(options.seed, "setup")
    if options.regions is None:
        regions = choose_regions(game_map, rules.regions, rng)
    else:
        regions = validate_regions(game_map, tuple(options.regions), rules.regions)
    board = _board(content, rules, game_map, regions, options.cables_through_unused_regions)

    s = State.__new__(State)
    s.board = board
    s.options = options
    n = s.players = options.players
    s.round = 1
    s.step = 1
    s.phase = Phase.AUCTION
    order = list(range(n))
    # rng.shuffle: Random.shuffle's order, drawn inline (tests/power_butler/test_pb_fast_paths.py)
    shuffle(rng, order)  # seed 004: "第一回合的步骤1 随机决定玩家的顺序"
    s.order = order
    s.money = [content.start_money] * n
    s.plants = [()] * n
    s.fuel = [[0, 0, 0, 0] for _ in range(n)]
    s.cities = [()] * n
    s.conn_cost = [None] * n
    s.city_owners = [()] * len(board.city_ids)
    s.market = list(board.opening_market)
    # Seed 004: "将电厂13 号和step3 卡拿出，洗匀其它电厂卡，随机丢弃8 张电厂卡 ... 将电厂13 号放置在
    # 电厂卡堆顶部 ... 将Step3 卡放置在卡堆底部".
    rest = list(board.setup_deck)
    shuffle(rng, rest)
    rest = rest[rules.plants_removed :]
    s.deck = [STEP3_CARD, *rest, content.top_plant]  # the top card is the last element
    s.removed = []
    s.sent_back = ()
    tracks = content.resource_tracks
    s.res_market = [t.start_count for t in tracks]
    s.res_supply = [t.total - t.start_count for t in tracks]
    s.auction_open = order[:]
    s.auction_bought = False
    s.auction_plant = 0
    s.auction_bid = 0
    s.auction_high = NO_PLAYER
    s.auction_bidders = []
    s.discard_player = NO_PLAYER
    s.queue = []
    s.step3_pending = False
    s.frozen_buyable = None
    s.end_triggered = False
    s.powered = [0] * n
    s.income = [0] * n
    s.burnt = [[0, 0, 0, 0] for _ in range(n)]
    s.history = []
    s.winners = ()
    s.events = []
    return s


def _board(
    content: PowerGridContent, rules: PlayerCountRules, game_map: GameMap, regions: tuple[str, ...], through: bool
) -> Board:
    """The Board of this pack, player count, map and regions, made once: it never changes during
    a game (clones share it already), and building it was about half of what `new_game` cost.
    Kept per pack and map object, each held by the Board so its id cannot be reused."""
    key = (id(content), id(rules), id(game_map), regions, through)
    found = _BOARDS.get(key)
    if found is None or found.content is not content or found.rules is not rules or found.game_map is not game_map:
        if len(_BOARDS) >= 64:  # a map has a few dozen choices of regions: keep only the recent ones
            _BOARDS.clear()
        dist, hop = all_pairs(game_map, regions, through)
        found = _BOARDS[key] = Board(content, rules, game_map, regions, dist, hop)
    return found


_BOARDS: dict[tuple[int, int, int, tuple[str, ...], bool], Board] = {}


# --- legal actions ------------------------------------------------------------------------------


def legal_actions(state: State) -> list[Action]:
    """Every legal action now. Bids are given once, at the lowest amount: see `bid_range`.

    The order is part of play (a seeded random player picks by position): auction choices by
    plant, then declining; fuel by resource, then amount; cities by map index; runs from the
    most plants down, each subset by its hybrids' coal. The action objects come from the pack's
    shared `tables` (the same object every time), built once.
    """
    return list(legal_choices(state))


def legal_choices(state: State) -> Sequence[Action]:
    """`legal_actions`, the same actions in the same order, as a sequence that may be shared
    with other calls and games (read it, never change it): the pack's `tables` keep the
    sequences of most moments made, by what decides them, so a random playout lists its moves
    without building them again."""
    phase = state.phase  # the phases by how often random play meets them
    if phase is _RESOURCES:
        # Phase 3: stop, or buy 1.. of each fuel, as many as storage, the market and money
        # allow (written here, not in a function of its own: a call a move is a tenth of it)
        who = state.queue[0]
        tables = state.board.tables
        owned = state.plants[who]
        coal_cap, oil_cap, garbage_cap, uranium_cap, hybrid = tables.storage_of.get(owned) or tables.storage(owned)
        coal, oil, garbage, uranium = state.fuel[who]
        market = state.res_market
        money = state.money[who]
        costs = tables.fuel_costs  # costs[r][m]: what the 1, 2, .. cheapest of m tokens cost
        # State.free_storage, inlined: fuel over a plant type's own capacity is held in the
        # hybrids; then the most of each the market holds and the money buys, by bisection of
        # those costs
        coal_free = coal_cap - coal
        oil_free = oil_cap - oil
        hybrid_free = hybrid + (coal_free if coal_free < 0 else 0) + (oil_free if oil_free < 0 else 0)
        room = (coal_free if coal_free > 0 else 0) + hybrid_free
        c = bisect_right(costs[0][m], money, 0, room if room < m else m) if room > 0 and (m := market[0]) else 0
        room = (oil_free if oil_free > 0 else 0) + hybrid_free
        o = bisect_right(costs[1][m], money, 0, room if room < m else m) if room > 0 and (m := market[1]) else 0
        room = garbage_cap - garbage
        g = bisect_right(costs[2][m], money, 0, room if room < m else m) if room > 0 and (m := market[2]) else 0
        room = uranium_cap - uranium
        u = bisect_right(costs[3][m], money, 0, room if room < m else m) if room > 0 and (m := market[3]) else 0
        return tables.fuel_choices_of.get((c, o, g, u)) or tables.fuel_choices(c, o, g, u)
    if phase is _BUILDING:
        who = state.queue[0]
        board = state.board
        # Not even the cheapest house open (about 40% of the calls in random play), or no
        # house left: stop is all, and no city need be looked at.
        if state.money[who] < board.cheapest_house[state.step] or len(state.cities[who]) >= board.houses:
            return _END_BUILDING_ONLY
        return _build_actions(state, who)
    if phase is _AUCTION:
        tables = state.board.tables
        if state.discard_player != NO_PLAYER:
            owned = state.plants[state.discard_player]
            return tables.discard_choices_of.get(owned) or tables.discard_choices(owned)
        if state.auction_plant:
            lowest = state.auction_bid + 1
            if lowest <= state.money[state.auction_bidders[0]]:
                return tables.bid_choices_of.get(lowest) or tables.bid_choices(lowest)
            return _PASS_ONLY
        return _opening_actions(state, state.money[state.auction_open[0]])
    if phase is _BUREAUCRACY:
        who = state.queue[0]
        coal, oil, garbage, uranium = state.fuel[who]
        return state.board.tables.run_choices(state.plants[who], coal, oil, garbage, uranium)
    return ()


def _opening_actions(state: State, money: int) -> Sequence[Action]:
    """Phase 2, no auction running: open one on a buyable plant the chooser can pay, or decline
    (always after round 1; in round 1 only when no plant is affordable)."""
    tables = state.board.tables
    if state.frozen_buyable is None:
        market = state.market  # sorted, the Step 3 card last: the buyable plants are a prefix
        buyable = len(market) if state.step == 3 else state.board.buyable_count
        if buyable > len(market):
            buyable = len(market)
        affordable = bisect_right(market, money, 0, buyable)
        if affordable and market[affordable - 1] == STEP3_CARD:
            affordable -= 1
        key = (tuple(market[:affordable]), state.round > 1 or not affordable)
        return tables.opening_choices_of.get(key) or tables.opening_choices(*key)
    plants = tuple([p for p in state.buyable_plants() if p <= money])
    return tables.opening_choices(plants, state.round > 1 or not plants)


def _build_actions(state: State, who: int) -> Sequence[Action]:
    """Phase 4: stop, or build in any city `buildable_cities` allows, by map index, once
    `legal_choices` has found that the player can pay the cheapest house and has one left."""
    board = state.board
    step = state.step
    money = state.money[who]
    builds = board.builds
    costs = state.conn_cost[who]
    owners_of = state.city_owners
    prices = board.house_prices[step]  # the price of each slot open in this step
    out: list[Action] = [END_BUILDING]
    if costs is None:  # a first city: no cable, only the house
        if step == 1:
            out += [builds[c] for c in board.in_play_cities if not owners_of[c]]
            return out
        slots = len(prices)
        out += [builds[c] for c in board.in_play_cities if len(o := owners_of[c]) < slots and prices[len(o)] <= money]
        return out
    append = out.append
    if step == 1:  # one house a city: an empty city, house and cable within the money
        limit = money - prices[0]
        for c in board.in_play_cities:
            if costs[c] <= limit and not owners_of[c]:  # the cable rules most out
                append(builds[c])
        return out
    # The cable within the money less the cheapest house open rules most cities out at once.
    limit = money - board.cheapest_house[step]
    slots = len(prices)
    for c in board.in_play_cities:
        if costs[c] <= limit:
            owners = owners_of[c]
            taken = len(owners)
            if taken < slots and prices[taken] + costs[c] <= money and who not in owners:
                append(builds[c])
    return out


_PASS_ONLY: tuple[Action, ...] = (PASS_BID,)
_END_BUYING_ONLY: tuple[Action, ...] = (END_BUYING,)
_END_BUILDING_ONLY: tuple[Action, ...] = (END_BUILDING,)


_AUCTION, _RESOURCES, _BUILDING, _BUREAUCRACY = Phase.AUCTION, Phase.RESOURCES, Phase.BUILDING, Phase.BUREAUCRACY
_GAME_OVER = Phase.GAME_OVER


# --- apply ------------------------------------------------------------------------------------


def apply(state: State, action: Action) -> State:
    """A new state with the action applied; the given state is untouched."""
    new = state.clone()
    apply_in_place(new, action)
    return new


def apply_in_place(state: State, action: Action) -> None:
    """Validate and apply the current player's action, mutating `state`.

    Raises IllegalAction (and leaves the state untouched) if the action is not legal now.
    """
    # The handler of the action's class checks the phase itself (phases.refuse), clears the
    # events and finds whose turn it is: one lookup and one call a move.
    _BY_TYPE.get(type(action), refuse)(state, action)


def best_run(state: State, player: int) -> RunPlants:
    """The legal run that powers the most cities, burning the least fuel (then the fewest plants,
    then the most coal in hybrids): the choice the bureaucracy page offers first. It lives here,
    not in queries.py, because it plays the legal runs through `apply`. Seed 002:
    「玩家可选择关闭部份可正常运作的发电厂，来减少供电量」, so running less is always legal."""
    best, best_key = RunPlants(()), None
    for action in legal_actions(state):
        if not isinstance(action, RunPlants):
            continue
        after = apply(state, action)
        burnt = sum(after.burnt[player]) - sum(state.burnt[player])
        key = (after.powered[player], -burnt, -len(action.plants), action.hybrid_coal)
        if best_key is None or key > best_key:
            best, best_key = action, key
    return best


# Each action class is filed under one phase: its handler, found by the action's type alone.
_BY_TYPE = {cls: handler for (_, cls), handler in HANDLERS.items()}
assert len(_BY_TYPE) == len(HANDLERS), "an action class filed under two phases"
