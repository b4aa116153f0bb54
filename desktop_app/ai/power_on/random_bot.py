"""A Power On! bot that picks uniformly among the legal actions.

The baseline the heuristic bot must beat. The one exception is stacking a carbon token in the
stacking mode, where the legal "actions" are outcomes, not choices: the random bot drops its
token anywhere above the base through the physics and reports what happened.
"""

from __future__ import annotations

import random

from desktop_app.ai.power_on.stacking import physics_drop
from desktop_app.rules.common.actions import Action
from desktop_app.rules.power_on.engine import legal_actions
from desktop_app.rules.power_on.state import Phase, State


class RandomBot:
    """Uniform over `legal_actions(observation)`; stacks through the physics at random."""

    name = "random"
    level = "random"

    def choose(self, observation: State, rng: random.Random) -> Action:
        if observation.phase is Phase.STACKING:
            return physics_drop(observation, rng, "random")
        actions = legal_actions(observation)
        return actions[rng.randrange(len(actions))]
