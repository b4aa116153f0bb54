"""Where the heuristic Power Grid bot builds, and what a round's building will cost.

Costs come straight from the state's incremental connection costs (`state.conn_cost`) and the
board's all-pairs distances, so pricing every city is one pass over the map; a greedy plan of
several cities updates a private copy of the costs the same way the rules do.
"""

from __future__ import annotations

from desktop_app.rules.power_grid.state import INFINITE_COST, State

START_NEIGHBOURS = 3  # how many nearby cities make a starting city attractive


def _open_cities(state: State, player: int) -> list[int]:
    """In-play cities the player could take a house in now (money aside)."""
    owners = state.city_owners
    step = state.step
    return [c for c in state.board.in_play_cities if len(owners[c]) < step and player not in owners[c]]


def start_city(state: State, player: int, candidates: list[int]) -> int:
    """The best first city: the one whose nearest open neighbours are cheapest to reach.

    Ties go to the city fewer players have entered (its first slot costs least).
    """
    dist = state.board.dist
    owners = state.city_owners
    best, best_key = candidates[0], None
    for c in candidates:
        row = dist[c]
        near = sorted(row[o] for o in candidates if o != c)[:START_NEIGHBOURS]
        key = (len(owners[c]), sum(near), c)
        if best_key is None or key < best_key:
            best, best_key = c, key
    return best


def greedy_costs(state: State, player: int, count: int) -> tuple[list[int], list[int]]:
    """Build `count` cities greedily, cheapest next city first (a good start if none yet).

    Returns (cities in build order, cumulative costs with costs[0] == 0); stops early when no
    city is open or the houses run out. Bots call this several times per decision, so it works
    on lists aligned with the open cities and touches nothing else.
    """
    if count <= 0:
        return [], [0]
    board = state.board
    owners = state.city_owners
    open_ = _open_cities(state, player)
    count = min(count, state.houses_left(player), len(open_))
    city_costs = board.content.city_costs
    slot_price = [city_costs[len(owners[c])] for c in open_]
    conn = state.conn_cost[player]
    order: list[int] = []
    totals = [0]
    if conn is None:
        first = start_city(state, player, open_)
        i = open_.index(first)
        order.append(first)
        totals.append(slot_price[i])
        slot_price[i] = INFINITE_COST
        row = board.dist[first]
        cable = [row[c] for c in open_]
    else:
        cable = [conn[c] for c in open_]
    n = len(open_)
    while len(order) < count:
        best_i, best_cost = -1, INFINITE_COST
        for i in range(n):
            price = slot_price[i] + cable[i]
            if price < best_cost:
                best_i, best_cost = i, price
        if best_i < 0:
            break
        city = open_[best_i]
        order.append(city)
        totals.append(totals[-1] + best_cost)
        slot_price[best_i] = INFINITE_COST
        if len(order) < count:
            row = board.dist[city]
            for i in range(n):
                d = row[open_[i]]
                if d < cable[i]:  # noqa: PLR1730 -- a call to min() costs twice as much here
                    cable[i] = d
    return order, totals


def next_city(state: State, player: int) -> tuple[int, int] | None:
    """(city, cost) of the city to build next, or None if none is open."""
    order, totals = greedy_costs(state, player, 1)
    if not order:
        return None
    return order[0], totals[1]
