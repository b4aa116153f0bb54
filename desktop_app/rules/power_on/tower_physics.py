"""The carbon tower as 2D physics (pymunk): drop one token, see whether the tower still stands.

Seed 001 3.(2): tokens go on one shared tower one at a time, at any angle; if any token falls
off, the tower has collapsed. This module is the on-screen stacking game's engine and the way
computer players stack: it is plain Python (no Qt) and deterministic — the same earlier drops
and the same new drop always give the same outcome, because the tower is rebuilt by replaying
the drops in order with a fixed time step.

The rules never call it: the outcome enters the game as a `stack_token` action carrying the
drop (x, angle) and whether the tower fell, so saved games replay without physics.

Units: a token is `TOKEN_W` x `TOKEN_H`; drops are given as the rules' action fields, `x` in
tenths of a token width from the base's centre and `angle` in degrees.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import pymunk

TOKEN_W = 40.0
TOKEN_H = 14.0
BASE_W = 70.0  # the patch of table the first player chose: wider than a token, not two
GRAVITY = -900.0
STEP = 1.0 / 120.0
SETTLE_STEPS = 360  # 3 s of simulated time at most per drop
REST_SPEED = 2.0  # below this speed (units/s) every body counts as resting
DROP_GAP = 6.0  # a new token starts this far above the tower's top


class TowerSim:
    """One tower: a static base on a table far below, and the tokens stacked so far."""

    def __init__(self) -> None:
        self.space = pymunk.Space()
        self.space.gravity = (0.0, GRAVITY)
        self.space.iterations = 30
        base = pymunk.Segment(self.space.static_body, (-BASE_W / 2, 0.0), (BASE_W / 2, 0.0), 1.0)
        base.friction = 0.9
        floor = pymunk.Segment(self.space.static_body, (-2000.0, -400.0), (2000.0, -400.0), 1.0)
        floor.friction = 0.9
        self.space.add(base, floor)
        self.tokens: list[pymunk.Body] = []

    @classmethod
    def from_drops(cls, drops: Iterable[tuple[int, int]]) -> TowerSim:
        """The tower after these drops (which all stood), rebuilt in order."""
        sim = cls()
        for x, angle in drops:
            sim.drop(x, angle)
        return sim

    def top(self) -> float:
        """The height of the highest point of the tower (0: the bare base)."""
        return max((shape.bb.top for body in self.tokens for shape in body.shapes), default=0.0)

    def top_centre(self) -> float:
        """The x (in token-width tenths) of the highest token's centre: where to aim next."""
        if not self.tokens:
            return 0.0
        body = max(self.tokens, key=lambda b: b.position.y)
        return body.position.x / TOKEN_W * 10.0

    def drop(self, x: int, angle: int) -> bool:
        """Drop one token at (x, angle), let everything settle; True when the tower stands."""
        body = pymunk.Body(1.0, pymunk.moment_for_box(1.0, (TOKEN_W, TOKEN_H)))
        body.position = (x * TOKEN_W / 10.0, self.top() + DROP_GAP + TOKEN_H)
        body.angle = math.radians(angle)
        shape = pymunk.Poly.create_box(body, (TOKEN_W, TOKEN_H))
        shape.friction = 0.8
        shape.elasticity = 0.0
        self.space.add(body, shape)
        self.tokens.append(body)
        for i in range(SETTLE_STEPS):
            self.space.step(STEP)
            if i > 20 and all(b.velocity.length < REST_SPEED for b in self.tokens):
                break
        return self.standing()

    def standing(self) -> bool:
        """Every token still above the base's top (none has fallen to the table)."""
        return all(
            b.position.y > 0.0 and abs(b.position.x) < BASE_W / 2 + TOKEN_W for b in self.tokens
        )

    def poses(self) -> list[tuple[float, float, float]]:
        """(x, y, angle in degrees) of each token, for drawing."""
        return [(b.position.x, b.position.y, math.degrees(b.angle)) for b in self.tokens]


def drop_outcome(drops: Iterable[tuple[int, int]], x: int, angle: int) -> bool:
    """Would a token dropped at (x, angle) on the tower built from `drops` leave it standing?"""
    return TowerSim.from_drops(drops).drop(x, angle)
