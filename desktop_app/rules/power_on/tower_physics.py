"""The carbon tower as 2D physics (pymunk): drop one token, see whether the tower still stands.

Seed 001 3.(2): tokens go on one shared tower one at a time, at any angle; if any token falls
off, the tower has collapsed. This module is the on-screen stacking game's engine and the way
computer players stack: it is plain Python (no Qt) and deterministic — the same earlier drops
and the same new drop always give the same outcome, because the tower is built by making the
drops in order with a fixed time step (`KeptTower` keeps one alive between drops, with the
very same steps).

Seed 001 3.(2) A: 「碳塔直接從桌面上開始堆疊，由首位堆疊玩家決定堆疊位置」. There is no base: the
table is wide and flat, and the first token lands on it wherever it was dropped; the tower is
built on that token, so the first token can never fall. Any later token that ends touching the
table has fallen off the tower (there is only one tower: 「場上僅能有1座碳塔」).

The rules never call it: the outcome enters the game as a `stack_token` action carrying the
drop (x, angle) and whether the tower fell, so saved games replay without physics.

Units: a token is `TOKEN_W` x `TOKEN_H`; drops are given as the rules' action fields, `x` in
tenths of a token width from the middle of the table and `angle` in degrees.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

import pymunk

TOKEN_W = 40.0
TOKEN_H = 14.0
TABLE_HALF_W = 2000.0  # the table is far wider than any tower (a drop is at most 400 from its middle)
ON_TABLE = 2.0  # a token whose lowest point is this close to the table top touches the table
GRAVITY = -900.0
STEP = 1.0 / 120.0
SETTLE_STEPS = 360  # 3 s of simulated time at most per drop
REST_SPEED = 2.0  # below this speed (units/s) every body counts as resting
DROP_GAP = 6.0  # a new token starts this far above the tower's top


class TowerSim:
    """One tower on a wide table (its top at y = 0): the tokens stacked so far, the first one
    lying on the table where its stacker dropped it."""

    def __init__(self) -> None:
        self.space = pymunk.Space()
        self.space.gravity = (0.0, GRAVITY)
        self.space.iterations = 30
        table = pymunk.Segment(self.space.static_body, (-TABLE_HALF_W, -1.0), (TABLE_HALF_W, -1.0), 1.0)
        table.friction = 0.9
        self.space.add(table)
        self.tokens: list[pymunk.Body] = []

    @classmethod
    def from_drops(cls, drops: Iterable[tuple[int, int]]) -> TowerSim:
        """The tower after these drops (which all stood), rebuilt in order."""
        sim = cls()
        for x, angle in drops:
            sim.drop(x, angle)
        return sim

    def top(self) -> float:
        """The height of the highest point of the tower above the table (0: no tower yet)."""
        return max((shape.bb.top for body in self.tokens for shape in body.shapes), default=0.0)

    def top_centre(self) -> float:
        """The x (in token-width tenths) of the highest token's centre: where to aim next (the
        middle of the table while there is no tower)."""
        if not self.tokens:
            return 0.0
        body = max(self.tokens, key=lambda b: b.position.y)
        return body.position.x / TOKEN_W * 10.0

    def drop(self, x: int, angle: int) -> bool:
        """Drop one token at (x, angle), let everything settle; True when the tower stands.
        The first token lands on the table where it was dropped, so it always stands."""
        body = pymunk.Body(1.0, pymunk.moment_for_box(1.0, (TOKEN_W, TOKEN_H)))
        body.position = (x * TOKEN_W / 10.0, self.top() + DROP_GAP + TOKEN_H)
        body.angle = math.radians(angle)
        shape = pymunk.Poly.create_box(body, (TOKEN_W, TOKEN_H))
        shape.friction = 0.8
        shape.elasticity = 0.0
        self.space.add(body, shape)
        self.tokens.append(body)
        # resting is asked of the newest token first: it is the one still moving, most steps, so
        # the question is answered there (the answer is the same in any order)
        newest_first = self.tokens[::-1]
        for i in range(SETTLE_STEPS):
            self.space.step(STEP)
            if i > 20 and all(b.velocity.length < REST_SPEED for b in newest_first):
                break
        return self.standing()

    def standing(self) -> bool:
        """No token but the first touches the table (the first one is the tower's foot)."""
        return not any(self.on_table(b) for b in self.tokens[1:])

    @staticmethod
    def on_table(body: pymunk.Body) -> bool:
        return min(shape.bb.bottom for shape in body.shapes) < ON_TABLE

    def foot(self) -> float:
        """The x (physics units) of the tower's foot, the first token; 0 with no tower."""
        return self.tokens[0].position.x if self.tokens else 0.0

    def poses(self) -> list[tuple[float, float, float]]:
        """(x, y, angle in degrees) of each token, for drawing."""
        return [(b.position.x, b.position.y, math.degrees(b.angle)) for b in self.tokens]


class KeptTower:
    """One tower kept alive between drops, for a caller that follows a game drop by drop.

    `tower(drops)` is the tower `TowerSim.from_drops(drops)` would build: the kept simulation
    itself when `drops` are the drops it has seen, or continue them (the kept simulation goes
    on with the new drops only); any other history (an undo, a loaded game, a step back, a
    collapse) rebuilds it from every drop. Exact, not an approximation: `from_drops` makes the
    very same calls on a fresh simulation, and reading poses or heights changes nothing. A
    caller that drops a token on the returned tower itself says so with `dropped`, so the next
    call knows what the simulation has seen. Not shared between threads: one per owner.

    A spare: tokens that come off the top (generating with the supply empty, a card) leave a
    tower the kept simulation has gone past, and a simulation cannot be taken back nor copied
    exactly (a copy loses the contacts the solver carries from step to step, and then goes on
    differently). So the caller may build a second simulation, trailing the tower by a few
    drops, a drop at a time when it has nothing else to do (`prepare_spare`); a history that
    goes back no further than the spare's drops continues the spare instead of replaying every
    drop. The spare is a fresh simulation given the same drops in order: exact too.
    """

    def __init__(self) -> None:
        self.sim: TowerSim | None = None
        self.seen: tuple[tuple[int, int], ...] = ()
        self.spare: TowerSim | None = None
        self.spare_seen: tuple[tuple[int, int], ...] = ()
        self.rebuilds = 0  # how many times the whole tower was replayed (for tests and benches)
        self.resumed = 0  # how many times the spare was taken up instead (for tests and benches)

    def tower(self, drops: Iterable[tuple[int, int]]) -> TowerSim:
        """The tower after `drops`, from the kept simulation when they continue what it saw
        (else from the spare when they continue what the spare saw)."""
        wanted = tuple((int(x), int(angle)) for x, angle in drops)
        n = len(self.seen)
        if self.sim is None or wanted[:n] != self.seen:
            k = len(self.spare_seen)
            if self.spare is not None and wanted[:k] == self.spare_seen:
                self.sim, self.seen, n = self.spare, self.spare_seen, k
                self.resumed += 1
            else:
                self.sim, self.seen, n = TowerSim(), (), 0
                self.rebuilds += 1
            self.spare, self.spare_seen = None, ()
        for x, angle in wanted[n:]:
            self.sim.drop(x, angle)
        self.seen = wanted
        return self.sim

    def dropped(self, x: int, angle: int) -> None:
        """The caller dropped (x, angle) on the tower `tower` returned."""
        self.seen += ((int(x), int(angle)),)

    def prepare_spare(self, drops: Iterable[tuple[int, int]], behind: int) -> bool:
        """One drop towards the spare the next `tower` call may want; True when there is
        nothing to do. While the kept simulation has seen `drops` or fewer, the spare trails
        them by `behind` drops (for tokens that may come off next); once it has gone past them
        (tokens came off), the spare is built up to `drops` themselves."""
        full = tuple((int(x), int(angle)) for x, angle in drops)
        continued = self.sim is not None and full[: len(self.seen)] == self.seen
        target = full[: max(0, len(full) - behind)] if continued else full
        k = len(self.spare_seen)
        if self.spare is None or full[:k] != self.spare_seen:  # none yet, or one gone astray
            self.spare, self.spare_seen, k = None, (), 0
            if not target:
                return True
            self.spare = TowerSim()
        elif k >= len(target):
            return True
        x, angle = target[k]
        self.spare.drop(x, angle)
        self.spare_seen += ((x, angle),)
        return False


def drop_outcome(drops: Iterable[tuple[int, int]], x: int, angle: int) -> bool:
    """Would a token dropped at (x, angle) on the tower built from `drops` leave it standing?"""
    return TowerSim.from_drops(drops).drop(x, angle)
