"""Where the heuristic Power Grid bot builds, and what a round's building will cost.

Costs come straight from the state's incremental connection costs (`state.conn_cost`) and the
board's all-pairs distances, so pricing every city is one pass over the map; a greedy plan of
several cities updates a private copy of the costs the same way the rules do.
"""

from __future__ import annotations

from desktop_app.rules.power_grid.state import State

START_NEIGHBOURS = 3  # how many nearby cities make a starting city attractive


def _open_cities(state: State, player: int) -> list[int]:
    """In-play cities the player could take a house in now (money aside)."""
    owners = state.city_owners
    step = state.step
    return [
        c for c in state.board.in_play_cities if len(owners[c]) < step and player not in owners[c]
    ]


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
    city is open or the houses run out.
    """
    board = state.board
    city_costs = board.content.city_costs
    dist = board.dist
    open_ = _open_cities(state, player)
    count = min(count, state.houses_left(player), len(open_))
    slots = {c: len(state.city_owners[c]) for c in open_}
    conn = state.conn_cost[player]
    conn = list(conn) if conn is not None else None
    order: list[int] = []
    totals = [0]
    for _ in range(count):
        if conn is None:
            city = start_city(state, player, open_)
            cost = city_costs[slots[city]]
            conn = list(dist[city])
        else:
            city, cost = -1, 0
            for c in open_:
                price = city_costs[slots[c]] + conn[c]
                if city < 0 or price < cost:
                    city, cost = c, price
            row = dist[city]
            conn = [min(a, b) for a, b in zip(conn, row)]
        open_.remove(city)
        order.append(city)
        totals.append(totals[-1] + cost)
    return order, totals


def next_city(state: State, player: int) -> tuple[int, int] | None:
    """(city, cost) of the city to build next, or None if none is open."""
    order, totals = greedy_costs(state, player, 1)
    if not order:
        return None
    return order[0], totals[1]
