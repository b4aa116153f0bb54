"""Board.lower_costs (packed ints, rules/power_grid/state.py) against the plain loop,
network.lowered, over the costs random games reach and costs made by hand."""

from __future__ import annotations

import random

import pytest

from desktop_app.ai.power_grid.random_bot import random_policy
from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid.actions import BuildCity
from desktop_app.rules.power_grid.network import lowered
from desktop_app.rules.power_grid.state import INFINITE_COST, PowerGridOptions


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("through", [False, True])
def test_builds_lower_costs_as_the_plain_loop(content, players: int, through: bool) -> None:
    for seed in range(25):
        rng = random.Random(seed)
        s = engine.new_game(content, PowerGridOptions(players, seed, cables_through_unused_regions=through))
        assert s.board.dist_packed is not None  # the fast path is the one tested
        while not engine.is_over(s) and s.round <= 100:
            action = random_policy(s, rng)
            if type(action) is BuildCity:
                who = s.queue[0]
                before = s.conn_cost[who]
                city = s.board.city_index[action.city]
                engine.apply_in_place(s, action)
                expected = tuple(s.board.dist[city]) if before is None else lowered(before, s.board.dist[city])
                assert s.conn_cost[who] == expected
            else:
                engine.apply_in_place(s, action)


def test_costs_made_by_hand_lower_as_the_plain_loop(content) -> None:
    rng = random.Random(7)
    for players in (2, 4, 6):
        board = engine.new_game(content, PowerGridOptions(players, 3)).board
        n = len(board.city_ids)
        for _ in range(300):
            city = rng.choice(board.in_play_cities)
            kind = rng.randrange(3)
            if kind == 0:  # any mix of rows, out-of-play cities' rows included
                costs = tuple(board.dist[rng.randrange(n)])
                for _ in range(rng.randrange(4)):
                    costs = lowered(costs, board.dist[rng.randrange(n)])
            elif kind == 1:  # arbitrary costs, some beyond 15 bits
                costs = tuple(rng.choice([0, 3, 40, 149, 1 << 15, 70000, INFINITE_COST]) for _ in range(n))
            else:  # a fresh tuple equal to a row (not the board's own object)
                costs = tuple(list(board.dist_rows[rng.choice(board.in_play_cities)]))
            assert board.lower_costs(costs, city) == lowered(costs, board.dist[city])
            # a second lowering reads the first result's packed form
            second = rng.choice(board.in_play_cities)
            again = board.lower_costs(board.lower_costs(costs, city), second)
            assert again == lowered(lowered(costs, board.dist[city]), board.dist[second])
