"""An Aladdin & the Magic Lamp bot that picks uniformly among the legal actions.

A lamp press counts as one option; once chosen, its time is uniform in 150..2000 ms. So this
bot also touches the lamp when no dice match, which exercises the genie's rampage.
"""

from __future__ import annotations

import random

from desktop_app.rules.common.actions import Action
from desktop_app.rules.magic_lamp.actions import RubLamp
from desktop_app.rules.magic_lamp.engine import legal_actions
from desktop_app.rules.magic_lamp.state import State

PRESS_MS = (150, 2000)


def random_policy(state: State, rng: random.Random) -> Action:
    """A uniform-random legal action for the current player of `state`."""
    actions = legal_actions(state)
    choice = actions[rng.randrange(len(actions))]
    if type(choice) is RubLamp:
        return RubLamp(rng.randint(*PRESS_MS))
    return choice


class RandomBot:
    """Uniform over `legal_actions(observation)`."""

    name = "random"
    level = "random"

    def choose(self, observation: State, rng: random.Random) -> Action:
        return random_policy(observation, rng)
