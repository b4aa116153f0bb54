"""Power Grid's rules: setup, whose turn it is, legal actions, and applying an action.

Rules: seed 002 (the original game) with seed 004's detail, and RULES-NOTES section 1.
`apply_in_place` is the fast path for simulation; `apply` copies first. Neither formats
strings or logs: events are small tuples in `state.events`.
"""

from __future__ import annotations

from itertools import combinations

from desktop_app.content.power_grid import PowerGridContent
from desktop_app.rules.common.actions import Action
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.common.rng import derive_rng
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
from desktop_app.rules.power_grid.network import all_pairs
from desktop_app.rules.power_grid.phases import HANDLERS
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
    RESOURCES,
    STEP3_CARD,
    Board,
    Phase,
    PowerGridOptions,
    State,
)

__all__ = [
    "apply",
    "apply_in_place",
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
    dist, hop = all_pairs(game_map, regions, options.cables_through_unused_regions)
    board = Board(content, rules, game_map, regions, dist, hop)

    s = State.__new__(State)
    s.board = board
    s.options = options
    n = s.players = options.players
    s.round = 1
    s.step = 1
    s.phase = Phase.AUCTION
    order = list(range(n))
    rng.shuffle(order)  # seed 004: "第一回合的步骤1 随机决定玩家的顺序"
    s.order = order
    s.money = [content.start_money] * n
    s.plants = [()] * n
    s.fuel = [[0, 0, 0, 0] for _ in range(n)]
    s.cities = [()] * n
    s.conn_cost = [None] * n
    s.city_owners = [()] * len(board.city_ids)
    s.market = sorted(content.opening_market)
    # Seed 004: "将电厂13 号和step3 卡拿出，洗匀其它电厂卡，随机丢弃8 张电厂卡 ... 将电厂13 号放置在
    # 电厂卡堆顶部 ... 将Step3 卡放置在卡堆底部".
    rest = [
        p.number for p in content.plants if p.number not in content.opening_market and p.number != content.top_plant
    ]
    rng.shuffle(rest)
    rest = rest[rules.plants_removed :]
    s.deck = [STEP3_CARD, *rest, content.top_plant]  # the top card is the last element
    s.removed = []
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


# --- legal actions ------------------------------------------------------------------------------


def legal_actions(state: State) -> list[Action]:
    """Every legal action now. Bids are given once, at the lowest amount: see `bid_range`."""
    phase = state.phase
    who = current_player(state)
    if phase is Phase.AUCTION:
        if state.discard_player != NO_PLAYER:
            return [DiscardPlant(p) for p in state.plants[who]]
        if state.auction_plant:
            out: list[Action] = [PassBid()]
            if state.auction_bid + 1 <= state.money[who]:
                out.append(Bid(state.auction_bid + 1))
            return out
        money = state.money[who]
        out = [StartAuction(p, p) for p in state.buyable_plants() if p <= money]
        if state.round > 1 or not out:
            out.append(DeclineAuction())
        return out
    if phase is Phase.RESOURCES:
        out = [EndBuying()]
        free = state.free_storage(who)
        money = state.money[who]
        for r in RESOURCES:
            most = min(free[r], state.res_market[r])
            for amount in range(1, most + 1):
                if mk.resource_cost(state, r, amount) > money:
                    break
                out.append(BuyResource(r, amount))
        return out
    if phase is Phase.BUILDING:
        ids = state.board.city_ids
        return [EndBuilding(), *(BuildCity(ids[city]) for city, _ in buildable_cities(state, who))]
    if phase is Phase.BUREAUCRACY:
        out = []
        owned = state.plants[who]
        for size in range(len(owned), -1, -1):
            for chosen in combinations(owned, size):
                span = hybrid_coal_range(state, who, chosen)
                if span is None:
                    continue
                for coal in range(span[0], span[1] + 1):
                    out.append(RunPlants(chosen, coal))
        return out
    return []


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
    if state.phase is Phase.GAME_OVER:
        raise IllegalAction("game_over", "The game is over.")
    state.events = []
    handler = HANDLERS.get((state.phase, type(action)))
    if handler is None:
        raise IllegalAction(
            "wrong_phase",
            f"That is not possible now: the game is in {_PHASE_NAMES[state.phase]}.",
            action=action.type_name,
            phase=int(state.phase),
        )
    handler(state, current_player(state), action)


_PHASE_NAMES = {
    Phase.AUCTION: "the auction (Phase 2)",
    Phase.RESOURCES: "buying resources (Phase 3)",
    Phase.BUILDING: "building (Phase 4)",
    Phase.BUREAUCRACY: "bureaucracy (Phase 5)",
}
