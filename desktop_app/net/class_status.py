"""What a class's dashboard is told (`ClassSession.status()`, `pupils()`): a table's moment,
round, turn, wait and seats, and who is in the class, as plain data made on the host thread."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from desktop_app.net.class_plan import PUPIL, STUCK_S, ClassPlan, TimeBox
from desktop_app.net.seating import REMOTE
from desktop_app.net.session import TableSession


@dataclass
class Pupil:
    """Someone in the class: at a table's seat, or waiting (`table` None)."""

    pid: int
    token_hash: str
    name: str
    language: str
    table: int | None = None
    seat: int | None = None


@dataclass(frozen=True)
class SeatStatus:
    """One seat of a table as the dashboard shows it: `kind` is "pupil" (a pupil sits there),
    "open" (a pupil seat nobody has yet) or "computer" (`level` says which)."""

    seat: int
    name: str
    kind: str
    pid: int | None = None
    connected: bool = True
    level: str = ""


@dataclass(frozen=True)
class TableStatus:
    """One table for the teacher's dashboard (made on the host thread by `status()`)."""

    table: int  # 0-based; the devices and the teacher say "Table table+1"
    moment: str  # the game's moment code (`GameDefinition.moment`): the dashboard words it
    round: int | None
    turn: int  # the seat to act, -1 when the game is over
    turn_name: str
    turn_text: str  # the public "whose turn, doing what" sentence of the table's words
    waited_s: float  # seconds since the table last changed
    stuck: bool  # waited past STUCK_S while it could go on
    paused: bool
    last_round: bool
    ended: bool  # stopped by the time box, or its game is over
    over: bool  # the game is over by its rules
    seats: tuple[SeatStatus, ...]


@dataclass(frozen=True)
class PupilInfo:
    """A pupil as the teacher's screens list them."""

    pid: int
    name: str
    table: int | None
    seat: int | None
    connected: bool


def table_status(
    i: int,
    table: TableSession,
    box: TimeBox,
    pupils: Sequence[Pupil],
    plan: ClassPlan,
    waited: float,
    paused: bool,
    language: str,
) -> TableStatus:
    """Table `i` for the dashboard: `pupils` are the class's pupils at it, `waited` the seconds
    since it last changed."""
    state, game = table.state, table.game
    names = table.names()
    people = {p.token_hash: p for p in table.people()}
    seats = []
    for s, seat in enumerate(table.seats):
        pupil = next((p for p in pupils if p.seat == s), None)
        if seat.kind != REMOTE:
            word = plan.seats[s] if s < len(plan.seats) else ""
            level = word if word != PUPIL else "normal"  # a pupil's seat given to a computer
            seats.append(SeatStatus(s, names[s], "computer", level=level))
        elif pupil is None:
            seats.append(SeatStatus(s, names[s], "open", connected=False))
        else:
            person = people.get(pupil.token_hash)
            connected = person is not None and person.away_since is None
            seats.append(SeatStatus(s, pupil.name, PUPIL, pupil.pid, connected))
    over = state is not None and game.is_over(state)
    turn = game.current_player(state) if state is not None else -1
    waited = waited if state is not None else 0.0
    return TableStatus(
        table=i,
        moment=game.moment(state) if state is not None else "",
        round=getattr(state, "round", None),
        turn=turn,
        turn_name=names[turn] if 0 <= turn < len(names) else "",
        turn_text=table.public_turn(language) if state is not None else "",
        waited_s=round(waited, 1),
        stuck=waited >= STUCK_S and not (paused or box.ended or over),
        paused=paused,
        last_round=box.last_round is not None,
        ended=box.ended or over,
        over=over,
        seats=tuple(seats),
    )


__all__ = ["Pupil", "PupilInfo", "SeatStatus", "TableStatus", "table_status"]
