"""A class: many tables under ONE class code, served on one port (docs/network-protocol.md, "A class").

`ClassSession` stands where a `TableSession` stands for the server (`connect`, `receive`,
`disconnect`, `close_all`), and routes each device:

- a device says `hello` with the class code and a name; it is a *pupil* with a 128-bit token
  (only its SHA-256 is kept), and it waits in the class's lobby until it is placed at a table:
  automatically (the table with the fewest pupils and a free pupil seat, so tables fill evenly)
  or by the teacher (`place`, `unplace`, `rename`, `remove`);
- a placed pupil's device is handed to its table's `TableSession` (`adopt`), which sends its
  frames and checks its moves exactly as at a single table; a reloaded page or a dropped link
  comes back with its token to the same table and seat, even after the host was restarted.

The teacher's commands come from the host, never from a device (a device's `pause`... stays
`unsupported`): `pause_all`/`resume_all` (every device shows it large; moves and hints are
refused `paused`; the class's clock stands still), the time box (`ClassPlan.rounds` or
`.minutes`, with a "last round" notice on every device of a table when its last round begins,
then `class_over`), `status()` for a dashboard and `tick()` to move the time box on.

Threads: the network thread calls `connect`/`receive`/`disconnect`; everything else is the host
thread's. One lock, always taken before a table's own (a table never calls back into the class).
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from desktop_app.net import protocol
from desktop_app.net.access import GuessLimiter, TokenBucket, codes_match, hashes_match, new_code, new_token, token_hash
from desktop_app.net.class_plan import ClassClock, ClassPlan, TimeBox
from desktop_app.net.class_status import Pupil, PupilInfo, SeatStatus, TableStatus, table_status
from desktop_app.net.class_words import say
from desktop_app.net.protocol import ProtocolError, dumps
from desktop_app.net.seating import REMOTE, Link, kept_person
from desktop_app.net.session import CLOSE_POLICY, TableSession

log = logging.getLogger("energy_table.net")

SEQ_GAP = 1000  # a reopened table's frames start this far above the kept seq: no old frame matches


@dataclass
class _Lobby:
    link: Link
    bucket: TokenBucket
    language: str
    pupil: Pupil | None = None
    greeted: bool = False


class ClassSession:
    """One class of tables under one code (see the module's docstring)."""

    def __init__(
        self,
        plan: ClassPlan,
        tables: Sequence[TableSession],
        *,
        code: str | None = None,
        clock: Callable[[], float] = time.monotonic,
        rate: tuple[float, float] = (20.0, 40.0),
        auto_place: bool = True,
    ) -> None:
        if len(tables) != plan.tables:
            raise ValueError("a class has one table session per table of its plan")
        self.plan, self.tables = plan, list(tables)
        self.code = code or new_code()
        self.clock, self.rate, self.auto_place = clock, rate, auto_place
        self.timer = ClassClock(clock)
        self.guesses = GuessLimiter(clock=clock)
        self.boxes = [TimeBox() for _ in self.tables]
        self.version = 0  # goes up whenever what `to_json` keeps (but the clock) changed
        self._paused = False
        self._pupils: list[Pupil] = []
        self._next_pid = 1
        self._lobby: dict[Link, _Lobby] = {}
        self._at: dict[Link, int] = {}  # a placed pupil's link -> its table
        self._changed = [(-1, clock()) for _ in self.tables]  # (seq seen, when it changed)
        self._lock = threading.RLock()
        self._words()

    # --- the network thread -------------------------------------------------------------------

    def connect(self, link: Link) -> None:
        """A device connected (it must say hello first)."""
        with self._lock:
            self._lobby[link] = _Lobby(link, TokenBucket(*self.rate, clock=self.clock), self.plan.language)

    def disconnect(self, link: Link) -> None:
        """A device's connection ended: a placed pupil's seat stays theirs, with its countdown."""
        with self._lock:
            table = self._at.pop(link, None)
            if table is not None:
                self.tables[table].disconnect(link)
            self._lobby.pop(link, None)

    def receive(self, link: Link, text: str | bytes) -> None:
        """One message from a device. Never raises: a fault is logged and answered."""
        with self._lock:
            table = self._at.get(link)
            if table is not None:
                self.tables[table].receive(link, text)
                return
            conn = self._lobby.get(link)
            if conn is not None:
                protocol.answered(
                    lambda: self._receive(conn, text), conn, link.send, lambda code: self._close(conn, code), "class"
                )

    def _receive(self, conn: _Lobby, text: str | bytes) -> None:
        message = protocol.first_checks(text, conn.bucket.take(), conn.greeted)
        kind = message["type"]
        if kind == "hello":
            self._hello(conn, message)
        elif kind == "ping":
            conn.link.send(dumps({"type": "pong", "t": message.get("t", 0)}))
        elif kind == "language":
            conn.language = message["language"]
            if conn.pupil is not None:
                conn.pupil.language = conn.language
            self._send_lobby(conn)
        elif kind in ("intent", "hint"):
            raise ProtocolError("not_seated")
        else:
            raise ProtocolError("unsupported")

    def _hello(self, conn: _Lobby, hello: dict[str, Any]) -> None:
        address = conn.link.address
        if self.guesses.blocked(address):
            raise ProtocolError("too_many_tries", fatal=True)
        if not codes_match(hello["code"], self.code):
            self.guesses.miss(address)
            raise ProtocolError("bad_code", fatal=True)
        if hello["role"] != "player":
            raise ProtocolError("bad_hello", fatal=True, detail="a class's devices are pupils")
        conn.language = hello["language"]
        token = None
        if hello.get("seat_token"):
            hashed = token_hash(hello["seat_token"])
            pupil = next((p for p in self._pupils if hashes_match(p.token_hash, hashed)), None)
            if pupil is None:
                self.guesses.miss(address)
                raise ProtocolError("bad_token", fatal=True)
            self._drop_old_link(pupil, conn.link)
        else:
            token = new_token()
            pupil = Pupil(self._next_pid, token_hash(token), hello["name"], conn.language)
            self._next_pid += 1
            self._pupils.append(pupil)
            self.version += 1
        pupil.language = conn.language
        conn.pupil, conn.greeted = pupil, True
        if pupil.table is None and self.auto_place:
            spot = self._free_spot()
            if spot is not None:
                pupil.table, pupil.seat = spot
                self.version += 1
        if pupil.table is not None and pupil.seat is not None:
            self._lobby.pop(conn.link, None)
            self._seat(pupil, conn.link, token)
            return
        conn.link.send(
            dumps(
                {
                    "type": "welcome",
                    "proto": protocol.PROTO,
                    "seat": None,
                    "seat_token": token,
                    "role": "player",
                    "name": pupil.name,
                    "language": conn.language,
                    "game": self.plan.game,
                    "table": None,
                    "class": self._lobby_info(conn.language),
                }
            )
        )

    def _drop_old_link(self, pupil: Pupil, link: Link) -> None:
        """The same token from a second device: the older link, waiting in the lobby, is replaced
        (a table replaces its own when it adopts the new one)."""
        for other in [c for c in self._lobby.values() if c.pupil is pupil and c.link is not link]:
            other.link.send(dumps({"type": "event", "kind": "replaced"}))
            other.link.close(CLOSE_POLICY, "replaced")
            self._lobby.pop(other.link, None)

    # --- placing pupils (the host thread; auto-placement on the network thread) ------------------

    def _count(self, table: int) -> int:
        return sum(1 for p in self._pupils if p.table == table)

    def _free_seat(self, table: int) -> int | None:
        taken = {p.seat for p in self._pupils if p.table == table}
        session = self.tables[table]
        return next(
            (s for s in self.plan.pupil_seats if s not in taken and session.seats[s].kind == REMOTE),
            None,
        )

    def _free_spot(self) -> tuple[int, int] | None:
        """Where the next pupil sits: the table with the fewest pupils that has a free seat."""
        for table in sorted(range(len(self.tables)), key=lambda t: (self._count(t), t)):
            seat = self._free_seat(table)
            if seat is not None:
                return table, seat
        return None

    def _pupil(self, pid: int) -> Pupil:
        for pupil in self._pupils:
            if pupil.pid == pid:
                return pupil
        raise KeyError(f"no pupil {pid} in this class")

    def _detach(self, pupil: Pupil) -> Link | None:
        """Take a pupil off their table or out of the lobby; their device's link, if connected."""
        if pupil.table is not None:
            link = self.tables[pupil.table].release(pupil.token_hash)
            if link is not None:
                self._at.pop(link, None)
            pupil.table = pupil.seat = None
            return link
        conn = next((c for c in self._lobby.values() if c.pupil is pupil), None)
        if conn is None:
            return None
        self._lobby.pop(conn.link, None)
        return conn.link

    def _seat(self, pupil: Pupil, link: Link | None, token: str | None = None) -> None:
        assert pupil.table is not None and pupil.seat is not None
        if link is not None:
            self._at[link] = pupil.table
        self.tables[pupil.table].adopt(link, pupil.token_hash, pupil.name, pupil.language, pupil.seat, token)

    def place(self, pid: int, table: int, seat: int | None = None) -> None:
        """The teacher puts a pupil at a table (at `seat`, or its first free pupil seat); a pupil
        already on that seat waits in the lobby. ValueError when the table has no such seat."""
        with self._lock:
            pupil = self._pupil(pid)
            if not 0 <= table < len(self.tables):
                raise ValueError(f"there is no table {table + 1}")
            if seat is None:
                seat = pupil.seat if pupil.table == table else self._free_seat(table)
                if seat is None:
                    raise ValueError(f"table {table + 1} has no free seat")
            if seat not in self.plan.pupil_seats or self.tables[table].seats[seat].kind != REMOTE:
                raise ValueError(f"seat {seat + 1} of table {table + 1} is not a pupil's seat")
            other = next((p for p in self._pupils if p.table == table and p.seat == seat), None)
            if other is pupil:
                return
            if other is not None:
                self._to_lobby(other, self._detach(other))
            link = self._detach(pupil)
            pupil.table, pupil.seat = table, seat
            self._seat(pupil, link)
            self.version += 1

    def unplace(self, pid: int) -> None:
        """The teacher takes a pupil from their table: they wait in the lobby."""
        with self._lock:
            pupil = self._pupil(pid)
            if pupil.table is not None:
                self._to_lobby(pupil, self._detach(pupil))
                self.version += 1

    def _to_lobby(self, pupil: Pupil, link: Link | None) -> None:
        pupil.table = pupil.seat = None
        if link is not None:
            conn = _Lobby(link, TokenBucket(*self.rate, clock=self.clock), pupil.language, pupil, True)
            self._lobby[link] = conn
            self._send_lobby(conn)

    def rename(self, pid: int, name: str) -> None:
        """The teacher renames a pupil (ValueError for a name that is not 1-24 letters)."""
        clean = protocol.given_name(name)
        with self._lock:
            pupil = self._pupil(pid)
            pupil.name = clean
            self.version += 1
            if pupil.table is not None:
                table = self.tables[pupil.table]
                for person in table.people():
                    if hashes_match(person.token_hash, pupil.token_hash):
                        table.rename(person.pid, clean)
            for conn in self._lobby.values():
                if conn.pupil is pupil:
                    conn.link.send(dumps({"type": "event", "kind": "renamed", "name": clean}))

    def remove(self, pid: int) -> None:
        """The teacher takes a pupil out of the class: their token stops working. With
        automatic placing, the first pupil waiting with a device connected takes the seat."""
        with self._lock:
            pupil = self._pupil(pid)
            link = self._detach(pupil)
            self._pupils.remove(pupil)
            self.version += 1
            if link is not None:
                link.send(dumps(protocol.error("removed", pupil.language)))
                link.close(CLOSE_POLICY, "removed")
            waiting = next((c for c in self._lobby.values() if c.greeted and c.pupil is not None), None)
            spot = self._free_spot() if self.auto_place and waiting is not None else None
            if waiting is not None and waiting.pupil is not None and spot is not None:
                self._lobby.pop(waiting.link, None)
                waiting.pupil.table, waiting.pupil.seat = spot
                self._seat(waiting.pupil, waiting.link)

    def pupils(self) -> list[PupilInfo]:
        """Everyone in the class, in the order they joined."""
        with self._lock:
            return [PupilInfo(p.pid, p.name, p.table, p.seat, self._connected(p)) for p in self._pupils]

    def _connected(self, pupil: Pupil) -> bool:
        if pupil.table is None:
            return any(c.pupil is pupil for c in self._lobby.values())
        return any(
            hashes_match(p.token_hash, pupil.token_hash) and p.away_since is None
            for p in self.tables[pupil.table].people()
        )

    # --- the teacher's commands (the host thread) ------------------------------------------------

    @property
    def paused(self) -> bool:
        return self._paused

    def start(self) -> None:
        """The class's time begins (or goes on, after a reopen) unless it is paused."""
        with self._lock:
            if not self._paused:
                self.timer.start()

    def pause_all(self) -> None:
        """Every table stops: devices show the pause large, moves and hints are refused."""
        self._set_paused(True)

    def resume_all(self) -> None:
        """Every table goes on."""
        self._set_paused(False)

    def _set_paused(self, paused: bool) -> None:
        with self._lock:
            if paused == self._paused:
                return
            self._paused = paused
            self.version += 1
            if paused:
                self.timer.stop()
            else:
                self.timer.start()
            for table in self.tables:
                table.paused = paused
            self._words()

    def tick(self) -> list[tuple[int, str]]:
        """Move the time box on (host thread, a few times a second): what began or ended just
        now, as (table, "last_round" | "ended")."""
        changes: list[tuple[int, str]] = []
        with self._lock:
            now, elapsed = self.clock(), self.timer.elapsed()
            for i, (table, box) in enumerate(zip(self.tables, self.boxes)):
                state = table.state
                if state is None:
                    continue
                if self._changed[i][0] != table.seq:
                    self._changed[i] = (table.seq, now)
                if self._paused:
                    continue
                began, ended = box.update(self.plan, getattr(state, "round", None), table.game.is_over(state), elapsed)
                if began:
                    changes.append((i, "last_round"))
                if ended:
                    table.stopped = True
                    changes.append((i, "ended"))
            if changes:
                self.version += 1
                self._words()
        return changes

    def status(self, language: str | None = None) -> list[TableStatus]:
        """Every table for the dashboard (host thread: the turn sentence is the table's words)."""
        language = language or self.plan.language
        with self._lock:
            now = self.clock()
            return [self._status(i, now, language) for i in range(len(self.tables))]

    def _status(self, i: int, now: float, language: str) -> TableStatus:
        pupils = [p for p in self._pupils if p.table == i]
        return table_status(
            i, self.tables[i], self.boxes[i], pupils, self.plan, now - self._changed[i][1], self._paused, language
        )

    def ended(self) -> bool:
        """Has every table's play ended (time box or game over)?"""
        with self._lock:
            return all(box.ended for box in self.boxes)

    # --- what the devices are told ---------------------------------------------------------------

    def _table_info(self, i: int, language: str) -> dict[str, Any]:
        box, state, game = self.boxes[i], self.tables[i].state, self.tables[i].game
        notice = None
        if state is not None and game.is_over(state):
            notice = "game_over"
        elif box.ended:
            notice = "class_over"
        elif box.last_round is not None:
            notice = "last_round"
        return {
            "table": i + 1,
            "table_name": say("table", language, i + 1),
            "paused": self._paused,
            "pause_text": say("paused", language) if self._paused else "",
            "notice": notice,
            "notice_text": say(notice, language) if notice else "",
        }

    def _lobby_info(self, language: str) -> dict[str, Any]:
        return {
            "table": None,
            "waiting_text": say("waiting", language),
            "paused": self._paused,
            "pause_text": say("paused", language) if self._paused else "",
            "notice": None,
            "notice_text": "",
        }

    def _words(self) -> None:
        """Hand each table the class's words (made here, read as data by its frames) and send
        every device its new frame; the lobby's devices get an `event` `class`."""
        for i, table in enumerate(self.tables):
            table.class_info = {lang: self._table_info(i, lang) for lang in protocol.LANGUAGES}
            table.refresh()
        for conn in self._lobby.values():
            if conn.greeted:
                self._send_lobby(conn)

    def _send_lobby(self, conn: _Lobby) -> None:
        conn.link.send(dumps({"type": "event", "kind": "class", "class": self._lobby_info(conn.language)}))

    def _close(self, conn: _Lobby, code: str) -> None:
        conn.link.send(dumps(protocol.error(code, conn.language)))
        conn.link.close(CLOSE_POLICY, code)
        self._lobby.pop(conn.link, None)

    def close_all(self) -> None:
        """The host closes the class: every device is told, and its link closed."""
        with self._lock:
            for conn in list(self._lobby.values()):
                conn.link.send(dumps({"type": "event", "kind": "closing"}))
                conn.link.close(1001, "closing")
            self._lobby.clear()
            for table in self.tables:
                table.close_all()
            self._at.clear()

    # --- kept with the class's autosave -----------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """The class as kept: code, plan, time, pause, pupils (token hashes only), time boxes."""
        with self._lock:
            return {
                "code": self.code,
                "plan": self.plan.to_json(),
                "elapsed": round(self.timer.elapsed(), 3),
                "paused": self._paused,
                "pupils": [
                    {
                        "token_hash": p.token_hash,
                        "name": p.name,
                        "language": p.language,
                        "table": p.table,
                        "seat": p.seat,
                    }
                    for p in self._pupils
                ],
                "boxes": [box.to_json() for box in self.boxes],
                "seqs": [table.seq for table in self.tables],
            }

    def restore(self, data: dict[str, Any]) -> None:
        """Take back a kept class's time, pause, pupils and time boxes (the code and plan go to
        the constructor); every pupil starts away until their device comes back. A damaged
        entry is skipped, and loses only itself."""
        with self._lock:
            elapsed = data.get("elapsed")
            if isinstance(elapsed, (int, float)) and not isinstance(elapsed, bool) and elapsed >= 0:
                self.timer = ClassClock(self.clock, float(elapsed))
            boxes = data.get("boxes")
            if isinstance(boxes, list) and len(boxes) == len(self.boxes):
                self.boxes = [TimeBox.from_json(b) for b in boxes]
                for table, box in zip(self.tables, self.boxes):
                    table.stopped = box.ended
            seqs = data.get("seqs")
            if isinstance(seqs, list) and len(seqs) == len(self.tables):
                for table, seq in zip(self.tables, seqs):
                    if isinstance(seq, int) and not isinstance(seq, bool) and 0 <= seq < 2**52:
                        table.restore({"seq": seq + SEQ_GAP})
            people = data.get("pupils")
            taken: set[tuple[int, int]] = set()
            for item in people if isinstance(people, list) else []:
                kept = kept_person(item)
                if kept is None:
                    continue
                hashed, name, language, seat = kept
                pupil = Pupil(self._next_pid, hashed, name, language)
                self._next_pid += 1
                self._pupils.append(pupil)
                table = item.get("table")
                if (
                    isinstance(table, int)
                    and not isinstance(table, bool)
                    and 0 <= table < len(self.tables)
                    and seat in self.plan.pupil_seats
                    and (table, seat) not in taken
                    and self.tables[table].seats[seat].kind == REMOTE
                ):
                    taken.add((table, seat))
                    pupil.table, pupil.seat = table, seat
                    self._seat(pupil, None)
            if data.get("paused") is True:
                self._set_paused(True)
            self._words()


__all__ = ["SEQ_GAP", "ClassSession", "Pupil", "PupilInfo", "SeatStatus", "TableStatus"]
