"""Read-only questions about a Power Grid state: whose turn, what it costs, what may run.

The views ask these too (the players panel, the action pages, the scoreboard), so no view works
out a rule itself: a house's price, the lowest bid, the cities a player could power now, the
capacity of a set of plants, the CO2 their fuel emits.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations

from desktop_app.content.power_grid import Resource
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.common.game import changes_by_parts
from desktop_app.rules.power_grid.state import NO_PLAYER, STEP3_CARD, Phase, State

# Enum members as plain names: `Phase.X` goes through EnumType's attribute hook (~0.3 us in
# Python 3.11), a cost every move would pay several times over.
_AUCTION, _GAME_OVER = Phase.AUCTION, Phase.GAME_OVER


def current_player(state: State) -> int:
    """The seat that must act now, or NO_PLAYER when the game is over."""
    phase = state.phase
    if phase is _AUCTION:
        if state.discard_player != NO_PLAYER:
            return state.discard_player
        if state.auction_plant:
            return state.auction_bidders[0]
        return state.auction_open[0]
    if phase is _GAME_OVER:
        return NO_PLAYER
    return state.queue[0]


def is_over(state: State) -> bool:
    return state.phase is _GAME_OVER


def face_up_deck_top(state: State) -> int | None:
    """The plant lying face up on top of the deck, or None when the top card is face down.

    Seed 004: "将电厂13 号放置在电厂卡堆顶部，面朝上": the pack's top plant (13) is dealt face up
    at setup and stays visible until it is drawn; it is the only card that ever lies face up.
    While the Step 3 card is still in the deck, nothing else can come to lie on top (plants sent
    back go under the Step 3 card), so a 13 on top then is the setup's. Once the Step 3 card has
    come up, the deck left is the plants sent under it: a 13 among them was drawn and sent back
    face down, and stays face down on top (and Step 3's reshuffle makes the whole deck face
    down). So "the top card is the top plant, the Step 3 card below it" says it exactly.
    """
    deck = state.deck
    top = state.board.content.top_plant
    if deck and deck[-1] == top and STEP3_CARD in deck:
        return top
    return None


def bid_range(state: State) -> tuple[int, int]:
    """Lowest and highest bid the current player may make now (lo > hi: cannot bid)."""
    who = current_player(state)
    if state.auction_plant:
        return state.auction_bid + 1, state.money[who]
    buyable = state.buyable_plants()
    lowest = min(buyable) if buyable else 0
    return lowest, state.money[who]


def connection_cost(state: State, player: int, city: int) -> int:
    """Cable cost for the player to reach a city (0 for a first city)."""
    costs = state.conn_cost[player]
    return 0 if costs is None else costs[city]


def build_cost(state: State, player: int, city: int) -> int:
    """City cost (10/15/20 by the slot taken) plus the cheapest cable from the network."""
    slot = len(state.city_owners[city])
    return state.board.content.city_costs[slot] + connection_cost(state, player, city)


def buildable_cities(state: State, player: int) -> list[tuple[int, int]]:
    """(city, total cost) for every city the player may build in now (the fast path of
    `build_refusal`, used for legal moves and by bots)."""
    if state.houses_left(player) <= 0:
        return []
    board = state.board
    costs = state.conn_cost[player]
    city_costs = board.content.city_costs
    money = state.money[player]
    step = state.step
    owners_of = state.city_owners
    out = []
    for city in board.in_play_cities:
        owners = owners_of[city]
        taken = len(owners)
        if taken >= step or player in owners:
            continue
        cost = city_costs[taken] + (0 if costs is None else costs[city])
        if cost <= money:
            out.append((city, cost))
    return out


def build_refusal(state: State, player: int, city: int) -> IllegalAction | None:
    """Why the player may not build in this city now, or None."""
    board = state.board
    city_id = board.city_ids[city]
    name = board.game_map.cities[city].name.en
    if not board.in_play[city]:
        return IllegalAction("city_out_of_play", f"{name} is in a region that is not in play.", city=city_id)
    owners = state.city_owners[city]
    if player in owners:
        return IllegalAction("city_already_yours", f"You are already connected to {name}.", city=city_id)
    if len(owners) >= state.step:
        return IllegalAction(
            "city_full",
            f"{name} already has {len(owners)} house(s): Step {state.step} allows {state.step}.",
            city=city_id,
            step=state.step,
        )
    if state.houses_left(player) <= 0:
        return IllegalAction("no_houses", "You have no houses left.")
    cost = build_cost(state, player, city)
    if cost > state.money[player]:
        return IllegalAction(
            "not_enough_money",
            f"Not enough Elektro: {cost} needed, {state.money[player]} held.",
            needed=cost,
            held=state.money[player],
        )
    return None


def fuel_needs(state: State, plants: tuple[int, ...]) -> tuple[int, int, int, int, int]:
    """Fuel these plants burn: coal, oil, garbage, uranium, and hybrid (coal or oil)."""
    return state.board.tables.needs(tuple(plants))


def hybrid_coal_range(state: State, player: int, plants: tuple[int, ...]) -> tuple[int, int] | None:
    """(least, most) coal the hybrids among `plants` may burn, or None if they cannot all run."""
    c, o, g, u, h = state.board.tables.needs(tuple(plants))
    coal, oil, garbage, uranium = state.fuel[player]
    coal_left = coal - c
    oil_left = oil - o
    if coal_left < 0 or oil_left < 0 or garbage < g or uranium < u:
        return None
    lo = h - oil_left if h > oil_left else 0
    hi = h if h < coal_left else coal_left
    return (lo, hi) if lo <= hi else None


def payment(state: State, powered: int) -> int:
    table = state.board.content.payment
    return table[min(powered, len(table) - 1)]


def house_cost(state: State, city: int) -> int:
    """The price of the next house in this city (10/15/20 by the slot; the last price once full).

    Seed 002: 「要在城市上放置**个房屋，玩家需花费10元…第二个房屋，另一玩家需花费15元…第三名玩家需花费20元」.
    """
    costs = state.board.content.city_costs
    return costs[min(len(state.city_owners[city]), len(costs) - 1)]


def lowest_bid(state: State) -> int:
    """The least the current player may bid now: one more than the highest bid in an auction,
    else the cheapest plant on offer (seed 002: 「每座发电厂的**叫价等同其编号」)."""
    return bid_range(state)[0]


def plant_capacity(state: State, plants: Iterable[int]) -> int:
    """Cities these plants can power together when they all run (each its printed number)."""
    return sum(state.board.plant(n).cities for n in plants)


def powerable_cities(state: State, player: int) -> int:
    """Cities the player could power right now with the fuel they hold.

    Seed 002: 「先点算玩家有多少可正常运作的发电厂，再找出他总共可为多少个城市提供电力，这即是其*大供电量」
    and 「与其直正供电量比较，数值较小者即是其供电城市数目」: the best set of plants the fuel can run,
    at most the cities connected.
    """
    owned = state.plants[player]
    best = 0
    for size in range(len(owned), 0, -1):
        for chosen in combinations(owned, size):
            if hybrid_coal_range(state, player, chosen) is not None:
                best = max(best, plant_capacity(state, chosen))
    return min(best, len(state.cities[player]))


def co2_of(state: State, burnt: Sequence[int]) -> float:
    """Kilograms of CO2 emitted by burning these amounts of coal, oil, garbage and uranium (the
    content pack's `co2_kg_per_unit`; the seeds are silent on emissions)."""
    tracks = state.content.resource_tracks
    return sum(n * tracks[r].co2_kg_per_unit for r, n in enumerate(burnt))


def co2_emitted(state: State, player: int) -> float:
    """Kilograms of CO2 the fuel this player has burnt so far emitted."""
    return co2_of(state, state.burnt[player])


def most_buyable(state: State, player: int, resource: Resource) -> int:
    """The most of one fuel the player may buy now, money aside: no more than the plants can still
    store (seed 002: 「每座发电厂可储存其所需燃料的两倍数量」) and no more than the market holds."""
    return max(0, min(state.free_storage(player)[resource], state.res_market[resource]))


def ranking_key(state: State, player: int) -> tuple[int, int, int]:
    """What the end compares, largest first: cities powered, then money, then cities connected.

    Seed 004: 「能在此步骤5 时供应最多城市的玩家取胜，若供应城市数量相同，则看手中所剩余的钱数，多者获胜。
    如果剩余钱数也相同，则再比较进入城市数量，多者获胜」; seats with equal keys share the win and a place.
    """
    return state.powered[player], state.money[player], len(state.cities[player])


def ranking(state: State) -> list[int]:
    """Seats from first to last by `ranking_key`; equal keys keep seat order."""
    return sorted(range(state.players), key=lambda p: ranking_key(state, p), reverse=True)


# What an action changed, in the table's own parts (after Anki's OpChanges): the window redraws
# the parts named and skips the rest. Every State field is listed here or in NOT_SHOWN
# (tests/power_grid/test_pg_changes.py checks it, so a new field is never forgotten).
PARTS: dict[str, tuple[str, ...]] = {
    # the plant market, the deck beside it and the auction block (Step 3 changes its layout)
    "market": (
        "market",
        "deck",
        "removed",
        "sent_back",
        "step",
        "frozen_buyable",
        "step3_pending",
        "auction_plant",
        "auction_bid",
        "auction_high",
    ),
    "resources": ("res_market", "res_supply"),
    # a player's figures: money, plants and fuel, cities, last bureaucracy, the charts' history
    "players": ("money", "plants", "fuel", "cities", "powered", "income", "burnt", "history", "order", "winners"),
    # houses on the map; Step 2 and 3 open the cities' second and third slots
    "map": ("city_owners", "step"),
    # who acts, in which phase, round and step
    "turn": (
        "round",
        "step",
        "phase",
        "order",
        "queue",
        "auction_open",
        "auction_bought",
        "auction_plant",
        "auction_bid",
        "auction_high",
        "auction_bidders",
        "discard_player",
        "end_triggered",
        "winners",
    ),
}
NOT_SHOWN = ("board", "options", "players", "conn_cost", "events")  # static, derived, or the log's

changes = changes_by_parts(PARTS)
changes.__doc__ = """The parts of the Power Grid table an action changed: a subset of `PARTS`' flags
("market", "resources", "players", "map", "turn"), from the two states' fields."""
