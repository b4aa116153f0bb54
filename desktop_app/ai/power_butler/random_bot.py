"""A Power Butler bot that picks uniformly among the legal actions (the baseline to beat)."""

from __future__ import annotations

import random

from desktop_app.rules.common.actions import Action
from desktop_app.rules.common.rng import randbelow
from desktop_app.rules.power_butler.engine import legal_moves
from desktop_app.rules.power_butler.state import State


class RandomBot:
    """Uniform over `legal_actions(observation)`."""

    name = "random"
    level = "random"

    def choose(self, observation: State, rng: random.Random) -> Action:
        actions = legal_moves(observation)
        n = len(actions)
        if n and type(rng) is random.Random:  # `randbelow` inline (a call per move saved): the same draws
            bits = rng.getrandbits
            k = n.bit_length()
            r = bits(k)
            while r >= n:
                r = bits(k)
            return actions[r]
        return actions[randbelow(rng, n)]  # (no move: randrange's own error)
