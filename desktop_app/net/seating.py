"""Who sits where at a table open to devices: the host's seats, the people who joined, and the
host's changes (move, rename, remove, a seat given to a computer), with what is kept of them.

`TableSession` (net/session.py) is a `Seating`; the hooks at the end are the session's (what a
change tells the devices).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from desktop_app.net import protocol

HERE, COMPUTER, REMOTE = "here", "computer", "remote"
KINDS = (HERE, COMPUTER, REMOTE)


class Link(Protocol):
    """One device's connection, as the transport gives it (thread-safe, never blocking)."""

    address: str

    def send(self, text: str) -> None: ...

    def close(self, code: int, reason: str) -> None: ...


@dataclass
class TableSeat:
    """A seat as the host set it up: played at the host's screen, by a computer, or remote."""

    kind: str
    name: str = ""


@dataclass
class Person:
    """Someone who joined from a device: their seat (None: waiting for one) and their link."""

    pid: int
    token_hash: str
    name: str
    language: str
    seat: int | None
    link: Link | None = None
    away_since: float | None = None  # when their device dropped (None: connected or never was)


class Seating:
    """The seats and people of one table (under the session's lock)."""

    def __init__(self, seats: list[TableSeat], clock: Callable[[], float], away_s: float) -> None:
        if any(s.kind not in KINDS for s in seats):
            raise ValueError(f"a seat is one of {KINDS}")
        self.seats = [TableSeat(s.kind, s.name) for s in seats]
        self.clock, self.away_s = clock, away_s
        self.code = ""
        self.seq = 0
        self._lock = threading.RLock()
        self._people: list[Person] = []
        self._next_pid = 1

    def names(self) -> list[str]:
        """Each seat's name: the host's for its own seats, the person's for a remote one."""
        out = []
        for i, seat in enumerate(self.seats):
            person = self._sitter(i)
            out.append(person.name if person else seat.name)
        return out

    def people(self) -> list[Person]:
        """Everyone who joined, seated or waiting (copies: change them through the methods)."""
        with self._lock:
            return [Person(p.pid, p.token_hash, p.name, p.language, p.seat, None, p.away_since) for p in self._people]

    def _sitter(self, seat: int) -> Person | None:
        if self.seats[seat].kind != REMOTE:
            return None
        return next((p for p in self._people if p.seat == seat), None)

    def _person(self, pid: int) -> Person:
        for person in self._people:
            if person.pid == pid:
                return person
        raise KeyError(f"no person {pid} at this table")

    def move_person(self, pid: int, seat: int | None) -> None:
        """The host puts a person on a remote seat (its sitter, if any, waits) or off all seats."""
        with self._lock:
            person = self._person(pid)
            if seat is not None:
                if not 0 <= seat < len(self.seats) or self.seats[seat].kind != REMOTE:
                    raise ValueError("a person sits only on a seat open to devices")
                other = self._sitter(seat)
                if other is not None and other is not person:
                    other.seat = None
                    self._event(other, {"kind": "unseated"})
            person.seat = seat
            self._event(person, {"kind": "seated", "seat": seat} if seat is not None else {"kind": "unseated"})
            self._seats_changed()

    def rename(self, pid: int, name: str) -> None:
        """The host renames a person (a name that is not 1-24 letters is refused)."""
        clean = protocol.given_name(name)
        with self._lock:
            person = self._person(pid)
            person.name = clean
            self._event(person, {"kind": "renamed", "name": clean})
            self._seats_changed()

    def remove(self, pid: int) -> None:
        """The host takes a person off the table: their token stops working."""
        with self._lock:
            person = self._person(pid)
            self._people.remove(person)
            if person.link is not None:
                self._close(person.link, "removed", person.language)
            self._seats_changed()

    def give_to_computer(self, seat: int) -> None:
        """A remote seat is played by a computer from now on (its person, if any, waits)."""
        with self._lock:
            person = self._sitter(seat)
            if person is not None:
                person.seat = None
                self._event(person, {"kind": "unseated"})
            self.seats[seat].kind = COMPUTER
            self._seat_left(seat)
            self._seats_changed()

    def takeover_offers(self) -> list[int]:
        """Remote seats whose device has been gone longer than `away_s`: the host may give them
        to a computer player (`give_to_computer`); until then they stay their person's."""
        with self._lock:
            now = self.clock()
            return [
                p.seat
                for p in self._people
                if p.seat is not None and p.away_since is not None and now - p.away_since >= self.away_s
            ]

    def to_json(self) -> dict[str, Any]:
        """The table as saved beside the game: code, seats, people (token hashes only), seq."""
        with self._lock:
            return {
                "code": self.code,
                "seq": self.seq,
                "seats": [{"kind": s.kind, "name": s.name} for s in self.seats],
                "people": [
                    {"token_hash": p.token_hash, "name": p.name, "language": p.language, "seat": p.seat}
                    for p in self._people
                ],
            }

    def restore(self, data: dict[str, Any]) -> None:
        """Take back a saved table's people and seq (the code and seats go to the constructor);
        everyone starts away, so their countdown runs until their device comes back. A damaged
        file loses only what is damaged: an entry that is not a person is skipped."""
        with self._lock:
            seq = data.get("seq")
            if isinstance(seq, int) and not isinstance(seq, bool) and 0 <= seq < 2**53:
                self.seq = max(self.seq, seq)
            now = self.clock()
            people = data.get("people")
            taken: set[int] = set()
            for item in people if isinstance(people, list) else []:
                person = kept_person(item)
                if person is None:
                    continue
                hashed, name, language, seat = person
                added = self._add_person(hashed, name, language)
                if (
                    seat is not None
                    and seat < len(self.seats)
                    and self.seats[seat].kind == REMOTE
                    and seat not in taken
                ):
                    added.seat = seat
                    taken.add(seat)
                added.away_since = now

    def _add_person(self, hashed: str, name: str, language: str) -> Person:
        person = Person(self._next_pid, hashed, name, language, None)
        self._next_pid += 1
        self._people.append(person)
        return person

    def _open_seat(self) -> int | None:
        taken = {p.seat for p in self._people}
        return next((i for i, s in enumerate(self.seats) if s.kind == REMOTE and i not in taken), None)

    def _seats_json(self) -> list[dict[str, Any]]:
        now = self.clock()
        out = []
        for i, seat in enumerate(self.seats):
            person = self._sitter(i)
            item: dict[str, Any] = {"seat": i, "name": person.name if person else seat.name}
            if seat.kind != REMOTE:
                item.update(kind=seat.kind, connected=True)
            elif person is None:
                item.update(kind="open", connected=False)
            else:
                item.update(kind=REMOTE, connected=person.link is not None)
                if person.away_since is not None:
                    item["away_s"] = max(0, round(self.away_s - (now - person.away_since)))
            out.append(item)
        return out

    # --- the session's hooks -------------------------------------------------------------------

    def _seats_changed(self) -> None:
        """Names or seats changed: the devices are sent new frames."""
        raise NotImplementedError

    def _event(self, person: Person, event: dict[str, Any]) -> None:
        """Tell one person's device of a change."""
        raise NotImplementedError

    def _close(self, link: Link, code: str, language: str) -> None:
        """Close a device's link with an error saying why."""
        raise NotImplementedError

    def _seat_left(self, seat: int) -> None:
        """A seat is no longer played from a device (an answer it held is dropped)."""
        raise NotImplementedError


def kept_person(item: object) -> tuple[str, str, str, int | None] | None:
    """(token hash, name, language, seat) of a kept person, or None when the entry is damaged."""
    if not isinstance(item, dict):
        return None
    hashed, name, language, seat = item.get("token_hash"), item.get("name"), item.get("language"), item.get("seat")
    if not isinstance(hashed, str) or len(hashed) != 64 or any(c not in "0123456789abcdef" for c in hashed):
        return None
    clean = protocol.clean_name(name)
    if clean is None:
        return None
    if language not in protocol.LANGUAGES:
        language = protocol.LANGUAGES[0]
    if not (isinstance(seat, int) and not isinstance(seat, bool) and seat >= 0):
        seat = None
    return hashed, clean, str(language), seat
