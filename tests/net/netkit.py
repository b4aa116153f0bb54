"""Helpers of the network tests (tests/net/conftest.py puts this folder on the path)."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass

from desktop_app.net import views


def random_move(game, state, rng: random.Random):
    """(seat, move, values) of a seeded random legal move, as a device would send it."""
    seat = rng.choice(sorted(views.actors(game, state)))
    obs = game.observation(state, seat)
    offered = views.offers(game, obs, seat)
    move = rng.choice(offered)
    values = {k: rng.randint(lo, min(hi, lo + 5)) for k, (lo, hi) in move.ranges.items()}
    return seat, move, values


class FakeLink:
    """A device's link as the session sees it: what it was sent, and whether it was closed."""

    def __init__(self, address: str = "192.168.1.20") -> None:
        self.address = address
        self.sent: list[dict] = []
        self.texts: list[str] = []
        self.closed: tuple[int, str] | None = None

    def send(self, text: str) -> None:
        self.texts.append(text)
        self.sent.append(json.loads(text))

    def close(self, code: int, reason: str) -> None:
        self.closed = (code, reason)

    def of(self, kind: str) -> list[dict]:
        return [m for m in self.sent if m["type"] == kind]

    def last(self, kind: str) -> dict:
        found = self.of(kind)
        assert found, f"no {kind} among {[m['type'] for m in self.sent]}"
        return found[-1]


@dataclass
class Record:
    """A history record as the controller keeps it (the fields the session reads)."""

    index: int
    player: int
    action: object
    before: object
    after: object
    reason: object = None  # a computer player's reason, where the controller keeps them


class PureHost:
    """The host's side without Qt: pump the session, apply its moves, publish (as the bridge does)."""

    def __init__(self, session, state) -> None:
        self.session, self.state, self.history = session, state, []
        session.publish(state, self.history)

    def apply(self, player: int, action) -> None:
        game = self.session.game
        after = game.apply(self.state, action)
        self.history.append(Record(len(self.history) + 1, player, action, self.state, after))
        self.state = after
        self.session.publish(self.state, self.history)

    def step(self) -> bool:
        """Submit the next ready remote move; False when none is ready."""
        ready = self.session.pump(self.state)
        if ready is None:
            return False
        assert ready.seat == self.session.game.current_player(self.state)
        self.apply(ready.seat, ready.action)
        return True

    def settle(self) -> None:
        while self.step():
            pass


def hello(link, session, name="Mei", **extra) -> dict:
    """Connect `link` and say hello with the table's code; the welcome it got."""
    session.connect(link)
    session.receive(link, json.dumps({"type": "hello", "proto": 1, "code": session.code, "name": name, **extra}))
    return link.last("welcome") if link.of("welcome") else link.sent[-1]
