"""An Aladdin & the Magic Lamp bot that picks uniformly among the legal actions.

A lamp press counts as one option; once chosen, its time is uniform in 150..2000 ms. So this
bot also touches the lamp when no dice match, which exercises the genie's rampage.
"""

from __future__ import annotations

import random

from desktop_app.rules.common.actions import Action
from desktop_app.rules.magic_lamp.actions import RubLamp
from desktop_app.rules.magic_lamp.engine import legal_choices
from desktop_app.rules.magic_lamp.state import State

PRESS_MS = (150, 2000)

_Random = random.Random
_PRESS_LOW, _PRESS_SPAN = PRESS_MS[0], PRESS_MS[1] - PRESS_MS[0] + 1
_PRESS_BITS = _PRESS_SPAN.bit_length()
_RUB: dict[int, RubLamp] = {}  # one shared (frozen) RubLamp per press time, made as met


def random_policy(state: State, rng: random.Random) -> Action:
    """A uniform-random legal action for the current player of `state`: the legal action at
    `rng.randrange(len(legal_actions(state)))`, then a press's time by `rng.randint(*PRESS_MS)`.

    For a plain `random.Random` both numbers are drawn as `randrange` draws them (k bits, drawn
    again while too big, k the bit length of how many there are to pick from), through its
    public `getrandbits`: the same numbers, without `randrange`'s Python calls
    (tests/magic_lamp/test_ml_listing.py compares the two on many games).
    """
    actions = legal_choices(state)
    n = len(actions)
    if type(rng) is not _Random or not n:
        choice = actions[rng.randrange(n)]
        if type(choice) is RubLamp:
            return RubLamp(rng.randint(*PRESS_MS))
        return choice
    bits = rng.getrandbits
    k = n.bit_length()
    i = bits(k)
    while i >= n:
        i = bits(k)
    choice = actions[i]
    if type(choice) is RubLamp:
        ms = bits(_PRESS_BITS)
        while ms >= _PRESS_SPAN:
            ms = bits(_PRESS_BITS)
        ms += _PRESS_LOW
        press = _RUB.get(ms)
        if press is None:
            press = _RUB[ms] = RubLamp(ms)
        return press
    return choice


class RandomBot:
    """Uniform over `legal_actions(observation)`."""

    name = "random"
    level = "random"

    # `random_policy` itself, so a playout's move makes one Python call here, not two.
    choose = staticmethod(random_policy)
