"""A class's plan and clock: what the teacher chose (the game, the tables, the seats at each, the
time box, the language and the pace) and the class's own time, which stops while it is paused.

Plain data, checked once (a wrong plan is a `ValueError` whose sentence is the one-line refusal),
kept in the class's autosave as JSON (`to_json`, `ClassPlan.from_json`).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from desktop_app.net import protocol

PUPIL = "pupil"  # a seat a pupil's device plays; any other seat word is a computer player's level
PACES = {"slow": 1500, "normal": 600, "fast": 150}  # the computer players' pause before a move, ms
MAX_TABLES = 16
STUCK_S = 60.0  # a table whose turn has waited this long is marked on the dashboard


@dataclass(frozen=True)
class ClassPlan:
    """What the teacher set up: `seats` is the same at every table, each seat `PUPIL` or a
    computer level (normal, beginner, expert...); the time box is `rounds` (the class ends after
    round N) or `minutes` (at minute M), or neither (each table plays to its end)."""

    game: str
    tables: int
    seats: tuple[str, ...]
    rounds: int | None = None
    minutes: float | None = None
    language: str = protocol.LANGUAGES[0]
    pace: str = "normal"
    seeds: tuple[int, ...] = field(default_factory=tuple)  # one per table (a new deal at each)

    def check(self, players: tuple[int, int], bots: Sequence[str]) -> None:
        """Refuse a plan that cannot run (ValueError, one sentence)."""
        if not 1 <= self.tables <= MAX_TABLES:
            raise ValueError(f"a class has 1 to {MAX_TABLES} tables, not {self.tables}")
        low, high = players
        if not low <= len(self.seats) <= high:
            raise ValueError(f"{self.game} is for {low} to {high} players, not {len(self.seats)}")
        for word in self.seats:
            if word != PUPIL and word not in bots:
                raise ValueError(f"a seat is '{PUPIL}' or one of {', '.join(bots)}, not '{word}'")
        if PUPIL not in self.seats:
            raise ValueError(f"no seat is '{PUPIL}': no pupil could join")
        if self.rounds is not None and self.minutes is not None:
            raise ValueError("the time box is a number of rounds or of minutes, not both")
        if self.rounds is not None and not 1 <= self.rounds <= 100:
            raise ValueError("--rounds is 1 to 100")
        if self.minutes is not None and not 0 < self.minutes <= 600:
            raise ValueError("--minutes is more than 0 and at most 600")
        if self.language not in protocol.LANGUAGES:
            raise ValueError(f"the language is one of {', '.join(protocol.LANGUAGES)}")
        if self.pace not in PACES:
            raise ValueError(f"the pace is one of {', '.join(PACES)}")
        if len(self.seeds) != self.tables:
            raise ValueError("a class has one seed per table")

    @property
    def pupil_seats(self) -> tuple[int, ...]:
        """The seats a pupil may take at each table."""
        return tuple(i for i, word in enumerate(self.seats) if word == PUPIL)

    @property
    def bot_delay_ms(self) -> int:
        return PACES.get(self.pace, PACES["normal"])

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "tables": self.tables,
            "seats": list(self.seats),
            "rounds": self.rounds,
            "minutes": self.minutes,
            "language": self.language,
            "pace": self.pace,
            "seeds": list(self.seeds),
        }

    @classmethod
    def from_json(cls, data: object) -> ClassPlan:
        """A kept plan; ValueError when it is damaged (the caller says so in one line)."""
        if not isinstance(data, dict):
            raise ValueError("the class's plan is not an object")
        try:
            rounds, minutes = data.get("rounds"), data.get("minutes")
            plan = cls(
                game=str(data["game"]),
                tables=_whole(data["tables"]),
                seats=tuple(str(w) for w in data["seats"]),
                rounds=None if rounds is None else _whole(rounds),
                minutes=None if minutes is None else float(minutes),
                language=str(data.get("language", protocol.LANGUAGES[0])),
                pace=str(data.get("pace", "normal")),
                seeds=tuple(_whole(s) for s in data["seeds"]),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"the class's plan is damaged ({exc})") from None
        return plan


def _whole(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{value!r} is not a whole number")
    return value


class ClassClock:
    """The class's time in seconds: it runs from `start()` and stands still while paused, so a
    pause never eats the time box; `elapsed` is kept in the autosave and restored."""

    def __init__(self, clock: Callable[[], float] = time.monotonic, elapsed: float = 0.0) -> None:
        self.clock = clock
        self._base = max(0.0, elapsed)
        self._since: float | None = None  # when it last started running (None: stopped)

    @property
    def running(self) -> bool:
        return self._since is not None

    def start(self) -> None:
        if self._since is None:
            self._since = self.clock()

    def stop(self) -> None:
        if self._since is not None:
            self._base += self.clock() - self._since
            self._since = None

    def elapsed(self) -> float:
        """Seconds of class so far (pauses not counted)."""
        return self._base + (self.clock() - self._since if self._since is not None else 0.0)


@dataclass
class TimeBox:
    """One table's progress against the plan's time box: the round under way, when it began
    (class seconds) and how long the finished ones took, whether its last round has begun and
    whether its play has ended (`last_round`, `ended`: they only ever turn on)."""

    round: int | None = None
    round_began: float = 0.0
    lengths: list[float] = field(default_factory=list)
    last_round: int | None = None  # the round announced as the last
    ended: bool = False

    def update(self, plan: ClassPlan, round_now: int | None, over: bool, now: float) -> tuple[bool, bool]:
        """Take the table's round and whether its game is over at class second `now`; returns
        (the last round began just now, the table's play ended just now)."""
        began = ended = False
        if round_now is not None and round_now != self.round:
            if self.round is not None and round_now > self.round:
                self.lengths.append(now - self.round_began)
            self.round, self.round_began = round_now, now
            if self.last_round is None and self._is_last(plan, round_now, now):
                self.last_round, began = round_now, True
        if not self.ended and (over or self._time_up(plan, now)):
            self.ended = ended = True
        return began, ended

    def _is_last(self, plan: ClassPlan, round_now: int, now: float) -> bool:
        if plan.rounds is not None:
            return round_now >= plan.rounds
        if plan.minutes is not None and self.lengths:
            # the round beginning will not finish before the time is up, on this table's pace
            mean = sum(self.lengths) / len(self.lengths)
            return now + mean >= plan.minutes * 60
        return False

    def _time_up(self, plan: ClassPlan, now: float) -> bool:
        if self.last_round is not None and self.round is not None and self.round > self.last_round:
            return True  # the last round is over
        return plan.minutes is not None and now >= plan.minutes * 60

    def to_json(self) -> dict[str, Any]:
        return {
            "round": self.round,
            "round_began": self.round_began,
            "lengths": self.lengths,
            "last_round": self.last_round,
            "ended": self.ended,
        }

    @classmethod
    def from_json(cls, data: object) -> TimeBox:
        """A kept time box; what is damaged starts fresh."""
        box = cls()
        if not isinstance(data, dict):
            return box
        number = (int, float)
        if isinstance(data.get("round"), int) and not isinstance(data.get("round"), bool):
            box.round = data["round"]
        if isinstance(data.get("round_began"), number):
            box.round_began = float(data["round_began"])
        lengths = data.get("lengths")
        if isinstance(lengths, list):
            box.lengths = [float(x) for x in lengths if isinstance(x, number) and not isinstance(x, bool)]
        if isinstance(data.get("last_round"), int) and not isinstance(data.get("last_round"), bool):
            box.last_round = data["last_round"]
        box.ended = data.get("ended") is True
        return box


__all__ = ["MAX_TABLES", "PACES", "PUPIL", "STUCK_S", "ClassClock", "ClassPlan", "TimeBox"]
