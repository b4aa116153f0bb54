"""A Power Grid bot that picks uniformly among the legal actions.

It is the baseline the heuristic bot must beat and the default playout policy. A bid counts as
one legal option; once a bid (or an auction opening) is picked, its amount is uniform in
lowest..lowest+5, capped by the player's money, as the architecture's speed target defines it.
"""

from __future__ import annotations

import random

from desktop_app.rules.common.actions import Action
from desktop_app.rules.common.rng import randbelow
from desktop_app.rules.power_grid.actions import Bid, StartAuction
from desktop_app.rules.power_grid.engine import current_player, legal_choices
from desktop_app.rules.power_grid.state import State

BID_SPREAD = 5  # amounts above the minimum a random bid may add

_Random = random.Random


def random_policy(state: State, rng: random.Random) -> Action:
    """A uniform-random legal action for the current player of `state`: the legal action at
    `rng.randrange(len(legal_actions(state)))`, then a bid's or opening's amount by
    `rng.randint(lowest, min(money, lowest + BID_SPREAD))`.

    For a plain `random.Random` the numbers are drawn as its `randrange` draws them (k bits,
    drawn again while >= n, k the bit length of n), through its public `getrandbits`: the same
    numbers, without `randrange`'s three Python calls per move
    (tests/ai/test_power_grid_random_policy.py compares the two on many games).
    """
    actions = legal_choices(state)
    n = len(actions)
    if n and type(rng) is _Random:
        bits = rng.getrandbits
        k = n.bit_length()
        i = bits(k)
        while i >= n:
            i = bits(k)
        choice = actions[i]
    else:
        choice = actions[rng.randrange(n)]
    if type(choice) is Bid:
        lowest = choice.amount
        money = state.money[current_player(state)]
        amount = lowest + randbelow(rng, min(money, lowest + BID_SPREAD) - lowest + 1)
        # the pack's shared Bid and StartAuction objects (rules/power_grid/tables.py): none made per move
        tables = state.board.tables
        return tables.bids.get(amount) or tables.bid(amount)
    if type(choice) is StartAuction:
        lowest = choice.bid
        money = state.money[current_player(state)]
        amount = lowest + randbelow(rng, min(money, lowest + BID_SPREAD) - lowest + 1)
        tables = state.board.tables
        return tables.openings_at.get((choice.plant, amount)) or tables.opening(choice.plant, amount)
    return choice


class RandomBot:
    """Uniform over `legal_actions(observation)`; bids as `random_policy`."""

    name = "random"
    level = "random"

    # `random_policy` itself, so a playout's move makes one Python call here, not two (as
    # Magic Lamp's random bot does).
    choose = staticmethod(random_policy)
