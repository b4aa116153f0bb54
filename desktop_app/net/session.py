"""The table session: who sits where, what each device is sent, and which intents reach the host.

Pure Python with no I/O: a transport (`net.server`, or a test) gives each device a `Link`
(`send(text)`, `close(code, reason)`) and passes what the device sends to `receive`. Two threads
use a session, under one lock:

- the network thread: `connect`, `receive`, `disconnect`. Every message is checked here (the
  protocol's fields, the seat, the turn, the frame's `seq`, the move's id and values); nothing
  here runs game rules or words.
- the host thread (the GUI thread, or the headless host's loop): `publish(state, history)` after
  each change, and `pump(state)`, which takes the checked intents from `inbox` and returns the next
  `Ready` move to submit through the controller. Frames (net/frames.py, this class's base) are
  made here, once per viewer and language, only from the seat's observation.
"""

from __future__ import annotations

import logging
import queue
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from desktop_app.net import protocol, views
from desktop_app.net.access import (
    GuessLimiter,
    TokenBucket,
    codes_match,
    hashes_match,
    new_code,
    new_token,
    token_hash,
)
from desktop_app.net.desktop import match_action
from desktop_app.net.frames import FrameMaker, Frames
from desktop_app.net.hints import Adviser, HintFound, WhyAsk, match_move, why_message
from desktop_app.net.protocol import ProtocolError, dumps
from desktop_app.net.seating import COMPUTER, HERE, KINDS, REMOTE, Link, Person, TableSeat
from desktop_app.net.words import PUBLIC, Move, SeatWords, WordsFactory, plain_words
from desktop_app.rules.common.actions import Action
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.common.game import GameDefinition

log = logging.getLogger("energy_table.net")

CLOSE_POLICY, CLOSE_FAULT = 1008, 1011


@dataclass
class _Conn:
    link: Link
    bucket: TokenBucket
    language: str = protocol.LANGUAGES[0]
    person: Person | None = None
    watcher: bool = False
    greeted: bool = False
    desktop: bool = False  # another Energy Table: its frames carry the seat's observation


@dataclass(frozen=True)
class Intent:
    """A device's move, checked on the network thread, waiting for the host thread."""

    seat: int
    seq: int
    move: Move
    values: dict[str, int]
    link: Link


@dataclass(frozen=True)
class ActionIntent:
    """A desktop client's move as a rules action, to be matched to the seat's offers on the host
    thread (or refused there with the rules' reason)."""

    seat: int
    seq: int
    action: Action
    link: Link


@dataclass(frozen=True)
class Ready:
    """A remote seat's move for the controller to submit now."""

    seat: int
    action: Action


@dataclass
class _Refresh:
    link: Link


@dataclass
class _HintAsk:
    link: Link
    seat: int
    seq: int


__all__ = [
    "COMPUTER",
    "HERE",
    "KINDS",
    "REMOTE",
    "ActionIntent",
    "Intent",
    "Link",
    "Person",
    "Ready",
    "TableSeat",
    "TableSession",
]


class TableSession(FrameMaker):
    """One table open to devices (docs/network-protocol.md)."""

    def __init__(
        self,
        game: GameDefinition,
        content: Any,
        seats: Sequence[TableSeat],
        *,
        code: str | None = None,
        words: WordsFactory = plain_words,
        clock: Callable[[], float] = time.monotonic,
        away_s: float = 90.0,
        log_lines: int = 50,
        rate: tuple[float, float] = (20.0, 40.0),
    ) -> None:
        super().__init__(list(seats), clock, away_s)
        self.game, self.content = game, content
        self.code = code or new_code()
        self.words_factory = words
        self.log_lines, self.rate = log_lines, rate
        self.guesses = GuessLimiter(clock=clock)
        self.inbox: queue.SimpleQueue[Intent | ActionIntent | _Refresh | _HintAsk | HintFound | WhyAsk] = (
            queue.SimpleQueue()
        )
        self.hints_enabled = True  # the host's (a teacher's) choice; the bridge keeps it in step
        self.hints_shown: queue.SimpleQueue[int] = queue.SimpleQueue()  # seats shown a hint (the scoreboard)
        self._adviser = Adviser(game)
        self.version = 0  # goes up whenever what `to_json` keeps may have changed
        self._conns: dict[Link, _Conn] = {}
        self._state: Any = None
        self._tail: list[Any] = []  # the last `log_lines` history records
        self._recent: list[Any] = []  # the last few records, for a device's "why?"
        self._actors: frozenset[int] = frozenset()
        self._held: dict[int, Action] = {}  # simultaneous moments: seat -> its answer
        self._frames = Frames()
        self._words: dict[str, SeatWords] = {}
        self._named = self.names()  # the names the words were made with
        self._lines: dict[tuple[int, str, int], list[str]] = {}  # (viewer, language, index)
        # a table of a class (net/classroom.py): the teacher's pause and the time box's end
        # refuse moves and hints; `class_info` (language -> the class's words) rides on every frame
        self.paused = False
        self.stopped = False
        self.class_info: dict[str, dict[str, Any]] | None = None

    # --- the network thread -------------------------------------------------------------------

    def connect(self, link: Link) -> None:
        """A device connected (it must say hello first)."""
        with self._lock:
            self._conns[link] = _Conn(link, TokenBucket(*self.rate, clock=self.clock))

    def disconnect(self, link: Link) -> None:
        """A device's connection ended: its seat stays, with the countdown running."""
        with self._lock:
            conn = self._conns.pop(link, None)
            if conn is None or conn.person is None or conn.person.link is not link:
                return
            conn.person.link = None
            conn.person.away_since = self.clock()
            self._seats_changed()

    def receive(self, link: Link, text: str | bytes) -> None:
        """One message from a device. Never raises: a fault is logged and answered."""
        with self._lock:
            conn = self._conns.get(link)
            if conn is not None:
                protocol.answered(
                    lambda: self._receive(conn, text),
                    conn,
                    link.send,
                    lambda code: self._close(link, code, conn.language),
                    "table",
                )

    def _receive(self, conn: _Conn, text: str | bytes) -> None:
        message = protocol.first_checks(text, conn.bucket.take(), conn.greeted)
        kind = message["type"]
        if kind == "hello":
            self._hello(conn, message)
        elif kind == "intent":
            self._intent(conn, message)
        elif kind == "language":
            conn.language = message["language"]
            if conn.person is not None:
                conn.person.language = conn.language
            self.inbox.put(_Refresh(conn.link))
        elif kind == "ping":
            self._send(conn.link, {"type": "pong", "t": message.get("t", 0)})
        elif kind == "hint":
            self._hint_ask(conn, message)
        elif kind == "why":
            self.inbox.put(WhyAsk(conn.link))  # answered on the host thread, where words are made
        else:
            raise ProtocolError("unsupported")

    def _hello(self, conn: _Conn, hello: dict[str, Any]) -> None:
        address = conn.link.address
        conn.language = hello["language"]  # a refused hello is told in the device's language too
        if self.guesses.blocked(address):
            raise ProtocolError("too_many_tries", fatal=True)
        if not codes_match(hello["code"], self.code):
            self.guesses.miss(address)
            raise ProtocolError("bad_code", fatal=True)
        conn.language = hello["language"]
        conn.desktop = hello["client"] == "desktop"
        token = None
        if hello["role"] == "watcher":
            conn.watcher = True
        elif hello.get("seat_token"):
            hashed = token_hash(hello["seat_token"])
            person = next((p for p in self._people if hashes_match(p.token_hash, hashed)), None)
            if person is None:
                self.guesses.miss(address)
                raise ProtocolError("bad_token", fatal=True)
            if person.link is not None and person.link is not conn.link:
                old = person.link
                self._send(old, {"type": "event", "kind": "replaced"})
                old.close(CLOSE_POLICY, "replaced")
                self._conns.pop(old, None)
            token = hello["seat_token"]
            conn.person = person
        else:
            token = new_token()
            conn.person = self._add_person(token_hash(token), hello["name"], conn.language)
            conn.person.seat = self._open_seat()
        person = conn.person
        if person is not None:
            person.link, person.away_since, person.language = conn.link, None, conn.language
        conn.greeted = True
        self._send(conn.link, self._welcome(conn, token, hello["name"]))
        self._seats_changed()

    def _welcome(self, conn: _Conn, token: str | None, name: str = "") -> dict[str, Any]:
        person = conn.person
        return {
            "type": "welcome",
            "proto": protocol.PROTO,
            "seat": person.seat if person else None,
            "seat_token": token,
            "role": "watcher" if conn.watcher else "player",
            "name": person.name if person else name,
            "language": conn.language,
            "game": self.game.id,
            "table": {"code": self.code, "players": len(self.seats)},
        }

    def _intent(self, conn: _Conn, message: dict[str, Any]) -> None:
        person = conn.person
        seat = person.seat if person is not None else None
        if seat is None:
            raise ProtocolError("not_seated")
        self._check_open()
        if message["seq"] != self.seq:
            self._send(conn.link, protocol.refused("stale", conn.language, self.seq))
            self.inbox.put(_Refresh(conn.link))
            return
        if seat not in self._actors or seat in self._held:
            raise ProtocolError("not_your_turn")
        if "action" in message:
            if not conn.desktop:  # a browser names the moves it was offered
                raise ProtocolError("bad_message", detail="an action intent is for a desktop client")
            try:
                action = self.game.codec.from_json(message["action"])
            except IllegalAction:
                raise ProtocolError("bad_message", detail="not an action of this game") from None
            self.inbox.put(ActionIntent(seat, self.seq, action, conn.link))
            return
        move = next((m for m in self._frames.offers.get(seat, ()) if m.id == message["move"]), None)
        if move is None:
            raise ProtocolError("unknown_move")
        try:
            values = views.check_values(move, message.get("values"))
        except views.BadValue as exc:
            self._send(conn.link, protocol.refused("bad_value", conn.language, self.seq, _bad_value(exc, conn)))
            return
        self.inbox.put(Intent(seat, self.seq, move, values, conn.link))

    def _hint_ask(self, conn: _Conn, message: dict[str, Any]) -> None:
        seat = conn.person.seat if conn.person is not None else None
        if seat is None:
            raise ProtocolError("not_seated")
        self._check_open()
        if not self.hints_enabled:
            raise ProtocolError("no_hints")
        if message["seq"] != self.seq:
            self._send(conn.link, protocol.refused("stale", conn.language, self.seq))
            return
        if seat not in self._actors or seat in self._held:
            raise ProtocolError("not_your_turn")
        self.inbox.put(_HintAsk(conn.link, seat, message["seq"]))

    def _check_open(self) -> None:
        if self._halted():
            raise ProtocolError("class_over" if self.stopped else "paused")

    # --- a class's tables (net/classroom.py routes its devices here) -----------------------------

    @property
    def state(self) -> Any:
        """The game as last published (None before the first `publish`)."""
        return self._state

    def adopt(
        self, link: Link | None, token_hash: str, name: str, language: str, seat: int, token: str | None = None
    ) -> None:
        """A class places a pupil on a remote seat here (`link`: their device, greeted by the
        class, which is sent a `welcome`, with `token` for a new pupil; None: they are away).
        The same token hash is the same person: an older link of theirs is replaced."""
        with self._lock:
            if not 0 <= seat < len(self.seats) or self.seats[seat].kind != REMOTE:
                raise ValueError("a pupil sits only on a seat open to devices")
            person = next((p for p in self._people if hashes_match(p.token_hash, token_hash)), None)
            if person is None:
                person = self._add_person(token_hash, name, language)
            other = self._sitter(seat)
            if other is not None and other is not person:
                other.seat = None
            person.seat, person.name, person.language = seat, name, language
            if person.link is not None and person.link is not link:
                old = person.link
                self._send(old, {"type": "event", "kind": "replaced"})
                old.close(CLOSE_POLICY, "replaced")
                self._conns.pop(old, None)
            person.link, person.away_since = link, (None if link is not None else self.clock())
            if link is not None:
                conn = _Conn(link, TokenBucket(*self.rate, clock=self.clock), language, person, greeted=True)
                self._conns[link] = conn
                self._send(link, self._welcome(conn, token))
            self._seats_changed()

    def release(self, token_hash: str) -> Link | None:
        """A class takes a pupil off this table (to wait, or for another table); their device
        stays connected: its link is given back, and nothing is sent to it here."""
        with self._lock:
            person = next((p for p in self._people if hashes_match(p.token_hash, token_hash)), None)
            if person is None:
                return None
            self._people.remove(person)
            link = person.link
            if link is not None:
                self._conns.pop(link, None)
            if person.seat is not None:
                self._seat_left(person.seat)
            self._seats_changed()
            return link

    def public_turn(self, language: str) -> str:
        """Whose turn it is, doing what, in the public words (a class's dashboard)."""
        with self._lock:
            obs = self.game.observation(self._state, PUBLIC)
            return self._words_for(language).turn(obs, PUBLIC, self.game.current_player(self._state))

    def refresh(self) -> None:
        """Every device gets its frame again (the class's words changed: a pause, a notice)."""
        with self._lock:
            self._frames.text.clear()
            for conn in self._conns.values():
                if conn.greeted:
                    self.inbox.put(_Refresh(conn.link))

    # --- the host thread ------------------------------------------------------------------------

    def publish(self, state: Any, history: Sequence[Any] = ()) -> None:
        """The table changed (or opened): `state` is the game now, `history` its records so far
        (objects with index, player, action, before, after: the controller's `ActionRecord`).
        Every device gets its new frame."""
        with self._lock:
            tail = list(history[-self.log_lines :]) if self.log_lines else []
            known = {record.index: record for record in self._tail}
            rewound = any(known.get(record.index, record) is not record for record in tail)
            if rewound or (self._tail and (not tail or tail[-1].index < self._tail[-1].index)):
                self._lines.clear()  # undone moves: their lines go, and so do held answers
                self._held.clear()
            self._tail = tail
            self._recent = list(history[-8:])  # the moves a "why?" explains (a whole lamp race)
            if state is not self._state:
                self.seq += 1
                self.version += 1
                self._state = state
                self._actors = views.actors(self.game, state)
                self._held = {s: a for s, a in self._held.items() if s in self._actors}
            self._frames = Frames()
            for conn in list(self._conns.values()):
                if conn.greeted:
                    self._send_frame(conn)

    def pump(self, state: Any) -> Ready | None:
        """Take the devices' checked intents; the next remote move to submit now, or None.

        Call it again after submitting (and publishing) one: each `Ready` is for the state it
        was given. A refused intent is answered here with the rules' reason in the device's words.
        """
        with self._lock:
            while True:
                try:
                    item = self.inbox.get_nowait()
                except queue.Empty:
                    break
                if isinstance(item, _Refresh):
                    conn = self._conns.get(item.link)
                    if conn is not None and conn.greeted:
                        self._send_frame(conn)
                    continue
                if isinstance(item, (_HintAsk, HintFound)):
                    self._hint(item, state)
                    continue
                if isinstance(item, WhyAsk):
                    conn = self._conns.get(item.link)
                    if conn is not None:
                        words = why_message(self.game.id, self._recent, state, self.names(), conn.language)
                        self._send(item.link, words)
                    continue
                intent = self._matched(item, state) if isinstance(item, ActionIntent) else item
                if intent is None:
                    continue
                ready = self._take(intent, state)
                if ready is not None:
                    return ready
            player = self.game.current_player(state)
            if player in self._held and state is self._state:
                action = self._held.pop(player)
                error = self.game.refusal(state, action)
                if error is None:
                    return Ready(player, action)
                self._refuse_seat(player, error)
            return None

    def _take(self, intent: Intent, state: Any) -> Ready | None:
        conn = self._conns.get(intent.link)
        language = conn.language if conn else protocol.LANGUAGES[0]
        if intent.seq != self.seq or state is not self._state:
            self._send(intent.link, protocol.refused("stale", language, self.seq))
            if conn is not None:
                self._send_frame(conn)
            return None
        action = views.build_action(self.game, state, intent.move, intent.values)
        if intent.seat != self.game.current_player(state):
            self._held[intent.seat] = action  # a simultaneous moment: it counts at its turn
            self._send(intent.link, {"type": "event", "kind": "held", "reason": protocol.reason("held", language)})
            if conn is not None:
                self._frames.text = {k: v for k, v in self._frames.text.items() if k[0] != intent.seat}
                self._send_frame(conn)
            return None
        error = self.game.refusal(state, action)
        if error is not None:
            self._send(intent.link, self._rules_refusal(error, language))
            return None
        return Ready(intent.seat, action)

    def _matched(self, intent: ActionIntent, state: Any) -> Intent | None:
        """A desktop client's action as the offered move it is; anything else is refused here,
        with the rules' reason when the rules refuse it (the window asked; the host decides)."""
        conn = self._conns.get(intent.link)
        language = conn.language if conn else protocol.LANGUAGES[0]
        if intent.seq != self.seq or state is not self._state:
            return Intent(intent.seat, intent.seq, Move("", intent.action, {}), {}, intent.link)  # answered stale
        self.frame_text(intent.seat, language)  # the offers of this seq
        found = match_action(intent.action, self._frames.offers.get(intent.seat, []))
        if found is not None:
            return Intent(intent.seat, intent.seq, found[0], found[1], intent.link)
        error = self.game.refusal(state, intent.action)
        if error is not None:
            self._send(intent.link, self._rules_refusal(error, language))
        else:
            self._send(intent.link, protocol.refused("unknown_move", language, self.seq))
        return None

    def _hint(self, item: _HintAsk | HintFound, state: Any) -> None:
        """A device asked for a hint (start working it out), or one is worked out (send it)."""
        conn = self._conns.get(item.link)
        if conn is None:
            return  # the device left meanwhile
        if item.seq != self.seq or state is not self._state:
            self._send(item.link, protocol.refused("stale", conn.language, self.seq))
            return
        if isinstance(item, _HintAsk):
            observation = self.game.observation(state, item.seat)
            if not self._adviser.start(item.link, item.seat, item.seq, observation, self.inbox.put):
                self._send(item.link, protocol.refused("busy", conn.language, self.seq))
            return
        if item.action is None:
            log.error("a hint failed: %s", item.failure)
            self._send(item.link, protocol.refused("server_error", conn.language, self.seq))
            return
        self.frame_text(item.seat, conn.language)  # the offers of this seq, to name the move by
        move, values = match_move(item.action, self._frames.offers.get(item.seat, []))
        words = self._words_for(conn.language)
        hint_words = getattr(words, "hint", None)
        if hint_words is not None:
            text = hint_words(self.game.observation(state, item.seat), item.seat, item.action, item.reason)
        else:
            from desktop_app.ai.hints import format_hint

            text = format_hint(self.game.id, item.reason, conn.language, self.names())[0]
        message: dict[str, Any] = {"type": "hint", "seq": item.seq, "move": move, "text": text}
        if values:
            message["values"] = values
        self._send(item.link, message)
        self.hints_shown.put(item.seat)

    def refused(self, seat: int, error: IllegalAction) -> None:
        """The controller refused a `Ready` move after all: its device is told why."""
        with self._lock:
            self._refuse_seat(seat, error)

    def _refuse_seat(self, seat: int, error: IllegalAction) -> None:
        person = self._sitter(seat)
        if person is not None and person.link is not None:
            self._send(person.link, self._rules_refusal(error, person.language))

    def _rules_refusal(self, error: IllegalAction, language: str) -> dict[str, Any]:
        return protocol.refused(error.code, language, self.seq, self._words_for(language).refusal(error))

    def close_all(self) -> None:
        """The host closes the table: every device is told, and its link closed."""
        with self._lock:
            for conn in list(self._conns.values()):
                self._send(conn.link, {"type": "event", "kind": "closing"})
                conn.link.close(1001, "closing")
            self._conns.clear()

    # --- frames (made by FrameMaker, net/frames.py) --------------------------------------------

    def _viewer(self, conn: _Conn) -> int:
        person = conn.person
        if person is None or person.seat is None or self.seats[person.seat].kind != REMOTE:
            return PUBLIC
        return person.seat

    def _send_frame(self, conn: _Conn) -> None:
        if self._state is None:
            return  # nothing published yet: the host's first publish sends it
        conn.link.send(self.frame_text(self._viewer(conn), conn.language, conn.desktop))

    def _seats_changed(self) -> None:
        """Names or seats changed: new words, and a new frame for every device (same seq)."""
        self.version += 1
        names = self.names()
        if names != self._named:  # words (and the log lines made with them) name the seats
            self._named = names
            self._words.clear()
            self._lines.clear()
        self._frames.text.clear()
        for conn in self._conns.values():
            if conn.greeted:
                self.inbox.put(_Refresh(conn.link))

    # --- sending ----------------------------------------------------------------------------------

    def _send(self, link: Link, message: dict[str, Any]) -> None:
        link.send(dumps(message))

    def _seat_left(self, seat: int) -> None:
        self._held.pop(seat, None)

    def _event(self, person: Person, event: dict[str, Any]) -> None:
        if person.link is not None:
            self._send(person.link, {"type": "event", **event})

    def _close(self, link: Link, code: str, language: str) -> None:
        self._send(link, protocol.error(code, language))
        link.close(CLOSE_POLICY, code)
        conn = self._conns.pop(link, None)
        if conn is not None and conn.person is not None and conn.person.link is link:
            conn.person.link = None
            conn.person.away_since = self.clock()


def _bad_value(exc: views.BadValue, conn: _Conn) -> str:
    return f"{protocol.reason('bad_value', conn.language)} ({exc})"
