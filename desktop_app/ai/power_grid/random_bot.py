"""A Power Grid bot that picks uniformly among the legal actions.

It is the baseline the heuristic bot must beat and the default playout policy. A bid counts as
one legal option; once a bid (or an auction opening) is picked, its amount is uniform in
lowest..lowest+5, capped by the player's money, as the architecture's speed target defines it.
"""

from __future__ import annotations

import random

from desktop_app.rules.common.actions import Action
from desktop_app.rules.power_grid.actions import Bid, StartAuction
from desktop_app.rules.power_grid.engine import current_player, legal_actions
from desktop_app.rules.power_grid.state import State

BID_SPREAD = 5  # amounts above the minimum a random bid may add


def random_policy(state: State, rng: random.Random) -> Action:
    """A uniform-random legal action for the current player of `state`."""
    actions = legal_actions(state)
    choice = actions[rng.randrange(len(actions))]
    if type(choice) is Bid:
        money = state.money[current_player(state)]
        # the pack's shared Bid objects (rules/power_grid/tables.py): no new object per bid
        return state.board.tables.bid(rng.randint(choice.amount, min(money, choice.amount + BID_SPREAD)))
    if type(choice) is StartAuction:
        money = state.money[current_player(state)]
        return state.board.tables.opening(choice.plant, rng.randint(choice.bid, min(money, choice.bid + BID_SPREAD)))
    return choice


class RandomBot:
    """Uniform over `legal_actions(observation)`; bids as `random_policy`."""

    name = "random"
    level = "random"

    def choose(self, observation: State, rng: random.Random) -> Action:
        return random_policy(observation, rng)
