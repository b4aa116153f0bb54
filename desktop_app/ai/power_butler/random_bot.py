"""A Power Butler bot that picks uniformly among the legal actions (the baseline to beat)."""

from __future__ import annotations

import random

from desktop_app.rules.common.actions import Action
from desktop_app.rules.power_butler.engine import legal_moves
from desktop_app.rules.power_butler.state import State

_RANDOM = random.Random


class RandomBot:
    """Uniform over `legal_actions(observation)`."""

    name = "random"
    level = "random"

    def choose(self, observation: State, rng: random.Random) -> Action:
        actions = legal_moves(observation)
        n = len(actions)
        if not n or type(rng) is not _RANDOM:  # (no move: randrange's own error)
            return actions[rng.randrange(n)]
        # `rng.randrange(n)` as random.Random draws it (k bits, again while >= n), without its
        # three Python calls; a playout asks at every move (tests/ai compare the two pickers).
        bits = rng.getrandbits
        k = n.bit_length()
        r = bits(k)
        while r >= n:
            r = bits(k)
        return actions[r]
