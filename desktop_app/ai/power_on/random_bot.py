"""A Power On! bot that picks uniformly among the legal actions.

The baseline the heuristic bot must beat. The one exception is stacking a carbon token in the
stacking mode, where the legal "actions" are outcomes, not choices: the random bot is random in
what it decides, not in how its hand shakes, so it stacks through the physics with a beginner's
aim and reports what happened. (With a hand that dropped anywhere near the tower, almost every
coal or gas run collapsed: 19 of 200 two-player games finished within 100 rounds; with a
beginner's aim 182 of 200 do, like the 198 of 200 with the no-dexterity tower.)
"""

from __future__ import annotations

import random

from desktop_app.ai.power_on.stacking import physics_drop
from desktop_app.rules.common.actions import Action
from desktop_app.rules.power_on.engine import legal_action_at
from desktop_app.rules.power_on.state import Phase, State

_STACKING = Phase.STACKING  # read once (Python 3.11 reads `Enum.MEMBER` through a descriptor)


class RandomBot:
    """Uniform over `legal_actions(observation)`: one `randrange` of their count, through
    `legal_action_at`, which makes only the action picked and draws from `rng` as
    `rules.common.rng.randbelow` does (the same number and draws as `rng.randrange`; inline, with
    no Python call, for a plain `random.Random`); stacks through the physics like a beginner."""

    name = "random"
    level = "beginner"  # the stacking hand (SKILL_NOISE)

    def choose(self, observation: State, rng: random.Random) -> Action:
        if observation.phase is _STACKING:
            return physics_drop(observation, rng, self.level)
        return legal_action_at(observation, rng)
