"""How computer players stack carbon tokens through the tower physics (stacking mode).

A player aims at the centre of the tower's top token, lying flat, and misses by a Gaussian
error whose spread is the player's skill: a steady hand for the expert, a shaky one for the
beginner. The physics then says whether the tower stood; the bot reports that as its action.
"""

from __future__ import annotations

import atexit
import random
from typing import TYPE_CHECKING

from desktop_app.rules.power_on.actions import StackToken
from desktop_app.rules.power_on.engine import MAX_ANGLE, MAX_DROP_X
from desktop_app.rules.power_on.state import State

if TYPE_CHECKING:  # pymunk is imported only when a bot stacks
    from desktop_app.rules.power_on.tower_physics import TowerSim

# Aim error (x in tenths of a token width, angle in degrees) by skill level. Measured on fresh
# towers (docs/power_on-balance.md): a standard hand builds about 14 tokens high before a fall,
# like the no-dexterity chance (about 17); a beginner about 8, an expert about 22.
SKILL_NOISE = {
    "beginner": (2.0, 9.0),
    "standard": (1.4, 6.0),
    "expert": (0.9, 3.0),
    "wild": (20.0, 90.0),  # a hand that drops anywhere near the tower (tests and measurements)
}

# The tower after the last drop that stood, keyed by its drops: the next drop on the same tower
# goes on from it instead of replaying every drop. Exact: `TowerSim.from_drops` would replay
# the very same drops with the very same steps.
_last: tuple[tuple[tuple[int, int], ...], TowerSim] | None = None


@atexit.register
def _forget() -> None:
    """Free the kept tower before the interpreter tears pymunk down (else a noisy warning)."""
    global _last
    _last = None


def _tower(drops: list[tuple[int, int]]) -> TowerSim:
    from desktop_app.rules.power_on.tower_physics import (
        TowerSim,  # pymunk only when stacking
    )

    global _last
    key = tuple((x, angle) for x, angle in drops)
    if _last is not None and _last[0] == key:
        sim = _last[1]
    else:
        sim = TowerSim.from_drops(key)
    _last = None  # the sim is about to change
    return sim


def physics_drop(obs: State, rng: random.Random, level: str) -> StackToken:
    """Drop the next token with this level's aim error and report what the physics says."""
    global _last
    sim = _tower(obs.tower_drops)
    sx, sa = SKILL_NOISE.get(level, SKILL_NOISE["standard"])
    x = round(sim.top_centre() + rng.gauss(0.0, sx))
    angle = round(rng.gauss(0.0, sa))
    x = max(-MAX_DROP_X, min(MAX_DROP_X, x))
    angle = max(-MAX_ANGLE, min(MAX_ANGLE, angle))
    stood = sim.drop(x, angle)
    if stood:
        _last = (tuple((x0, a0) for x0, a0 in obs.tower_drops) + ((x, angle),), sim)
    return StackToken(x, angle, 0 if stood else 1)
