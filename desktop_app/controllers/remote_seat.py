"""A game window bound to one seat of another Energy Table's table (the launcher's "Join a table").

`SeatController` is a `GameController` whose game lives on the host: its `state` is the seat's
observation from the host's latest frame (`net/desktop.py`), its history the moves those frames
told, and `submit` sends the window's action to the host as an intent instead of applying it.
The host's rules engine is the only authority: the move counts when the host's next frame says
so, and a refusal comes back with the host's reason (`action_was_refused`), in the seat's words.
Other seats are played elsewhere (`elsewhere`: the window keeps them off this screen); there are
no computer players, no undo and no autosave here (the host keeps the game).

`JoinAttempt` waits for the host's welcome and first frame, then makes the controller. Both drain
the client's inbox on a QTimer on the GUI thread; the client's own thread never emits a signal.
"""

from __future__ import annotations

import logging
from collections import deque
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from desktop_app.controllers.game_controller import ActionRecord, GameController, Origin, Seat
from desktop_app.net import views
from desktop_app.net.client import TableClient
from desktop_app.net.state_codec import Decoder
from desktop_app.rules.common.actions import Action
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.common.game import GameDefinition

log = logging.getLogger("energy_table.net")

POLL_MS = 15


class SeatController(GameController):
    """One seat of a host's game (see the module's docstring)."""

    at_another_table = True  # the window offers no Play again, New game or deal code of its own
    link_did_change = Signal(str)  # "up" (back at the table), "lost" (reconnecting), "gone" (for good)
    state_did_change = Signal()  # the seat's view changed with no move to narrate (a secret one)

    def __init__(
        self,
        game: GameDefinition,
        content: Any,
        client: TableClient,
        frame: dict[str, Any],
        decoder: Decoder | None = None,
        parent: QObject | None = None,
    ) -> None:
        self.decoder = decoder or Decoder(game, content)
        observation = self.decoder.decode(frame["desktop"]["observation"])
        seats = [Seat(str(s.get("name") or "")) for s in frame["seats"]]
        super().__init__(game, content, observation.options, seats, bot_delay_ms=0, parent=parent)
        self.client = client
        self.seat: int = int(frame["seat"])
        self.seq: int = int(frame["seq"])
        self.gone_reason = ""  # why the table ended for this seat, once it did
        self.hints_enabled = bool(frame["desktop"].get("hints", True))
        self._state = observation
        self._seen = 0  # the last move number narrated
        self._over = bool(frame.get("over"))
        self._outbox: deque[Action] = deque()  # the window's moves, sent one frame at a time
        self._in_flight: int | None = None  # the seq the move sent answers
        self._take_seats(frame)
        self._take_records(frame["desktop"].get("records", []), announce=False)
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        self._timer.start()

    # --- what the window asks ----------------------------------------------------------------

    @property
    def elsewhere(self) -> frozenset[int]:
        """The seats played elsewhere (at the host, on other devices, by computers)."""
        return frozenset(range(len(self.seats))) - {self.seat}

    def is_human_turn(self) -> bool:
        """May this seat act now (its turn, or a simultaneous moment it has still to answer)?"""
        return not self._over and self.seat in views.actors(self.game, self._state)

    def current_player(self) -> int:
        player = self.game.current_player(self._state)
        if player != self.seat and self.seat in views.actors(self.game, self._state):
            return self.seat  # the lamp race: this seat answers now, whoever the rules call
        return player

    def submit(self, action: Action) -> bool:
        """The window's move: sent to the host, which applies it (the next frame) or refuses it
        (`action_was_refused` with its reason). Moves made in a row go one frame at a time."""
        if self.guard is not None:
            nudge = self.guard(self.seat, action)
            if nudge:
                self.action_was_refused.emit("coach", nudge)
                return False
        if not self.is_human_turn():
            self._send(action)  # the host says why not (not your turn), in the seat's words
            return False
        self._outbox.append(action)
        self._send_next()
        return True

    def can_undo(self) -> bool:
        return False  # a move sent to a table is the table's

    def undo(self) -> bool:
        return False

    def step_back(self) -> bool:
        return False

    def note_hint(self, player: int) -> None:
        """A hint shown in this window (counted here; the host counts a device's own asks)."""
        self.hints_used[player] += 1

    def shutdown(self) -> None:
        """The window closes: leave the table (the seat stays the person's at the host)."""
        self._timer.stop()
        self.client.close()
        super().shutdown()

    def _schedule_bot(self) -> None:
        """No computer player thinks here: the host's play their seats."""

    def _autosave(self) -> None:
        """Nothing is saved here: the host keeps the game and this seat's token."""

    # --- the host's messages ---------------------------------------------------------------------

    def _send(self, action: Action) -> None:
        self.client.send({"type": "intent", "seq": self.seq, "action": action.to_json()})

    def _send_next(self) -> None:
        if self._in_flight is None and self._outbox:
            if not self.is_human_turn():
                self._outbox.clear()  # the turn passed: what was left to do is moot
                return
            self._in_flight = self.seq
            self._send(self._outbox.popleft())

    def _poll(self) -> None:
        try:
            while True:
                try:
                    message = self.client.inbox.get_nowait()
                except Exception:  # queue.Empty
                    break
                self._take(message)
        except Exception:  # a fault here must not stop the timer's slot silently
            log.exception("a frame from the host could not be shown; the seat goes on")
            self.bot_did_fail.emit("A message from the table could not be shown.")

    def _take(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "frame" and isinstance(message.get("desktop"), dict):
            self._take_frame(message)
        elif kind == "refused":
            self._outbox.clear()
            self._in_flight = None
            self.action_was_refused.emit(str(message.get("code", "")), str(message.get("reason", "")))
        elif kind == "event" and message.get("kind") == "held":
            self._in_flight = None
            self.action_was_refused.emit("held", str(message.get("reason", "")))
        elif kind == "link":
            self.link_did_change.emit(str(message.get("state")))
        elif kind == "gone":
            self._timer.stop()
            self.gone_reason = str(message.get("reason", ""))
            self.link_did_change.emit("gone")

    def _take_frame(self, frame: dict[str, Any]) -> None:
        if frame.get("seat") != self.seat:
            return  # seated elsewhere meanwhile: this window is for its own seat only
        observation = self.decoder.decode(frame["desktop"]["observation"])
        self.seq = int(frame["seq"])
        self.hints_enabled = bool(frame["desktop"].get("hints", True))
        self._state = observation
        self._take_seats(frame)
        shown = self._take_records(frame["desktop"].get("records", []), announce=True)
        if not shown:
            self.state_did_change.emit()
        if self._in_flight is not None and self.seq != self._in_flight:
            self._in_flight = None
        self._send_next()
        if frame.get("over") and not self._over:
            self._over = True
            self.game_did_end.emit(tuple(int(w) for w in frame.get("winners", [])))

    def _take_seats(self, frame: dict[str, Any]) -> None:
        for entry in frame.get("seats", []):
            seat = entry.get("seat")
            if isinstance(seat, int) and 0 <= seat < len(self.seats):
                bot = "normal" if entry.get("kind") == "computer" else None
                self.seats[seat] = Seat(str(entry.get("name") or self.seats[seat].name), bot)

    def _take_records(self, records: list[dict[str, Any]], announce: bool) -> bool:
        """The moves the frame tells that this window has not narrated; True when every change
        of the view came with a move to narrate (else the window redraws all of it)."""
        last = int(records[-1]["n"]) if records else 0
        if last < self._seen:  # the host took moves back (its undo, a teacher's step back)
            self._history = [r for r in self._history if r.index <= last]
            self._seen = last
            if announce:
                self.history_did_rewind.emit()
            return True
        fresh = [r for r in records if int(r["n"]) > self._seen]
        complete = bool(fresh) and int(fresh[0]["n"]) == self._seen + 1
        for data in fresh:
            self._seen = int(data["n"])
            if data.get("action") is None:
                complete = False  # a move secret to this seat: only its masked effect shows
                continue
            try:
                action = self.game.codec.from_json(data["action"])
            except IllegalAction:
                complete = False
                continue
            before, after = self.decoder.decode(data["before"]), self.decoder.decode(data["after"])
            record = ActionRecord(
                index=self._seen,
                player=int(data["player"]),
                action=action,
                before=before,
                after=after,
                revealed=self.game.reveals_hidden(after),
                changes=self.game.changes(before, after),
                origin=Origin.HUMAN if self.seats[int(data["player"])].is_human else Origin.COMPUTER,
            )
            self._history.append(record)
            if announce:
                self.action_did_apply.emit(record)
        return complete


class JoinAttempt(QObject):
    """Joining a host's table: `joined(SeatController)` once the seat's first frame is in, or
    `failed(reason)`; `waiting()` while the host has no seat free for this person yet."""

    joined = Signal(object)
    failed = Signal(str)
    waiting = Signal()

    def __init__(self, games: dict[str, GameDefinition], client: TableClient, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.games, self.client = games, client
        self._done = False
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)

    def start(self) -> None:
        self.client.open()
        self._timer.start()

    def cancel(self) -> None:
        self._timer.stop()
        if not self._done:
            self._done = True
            self.client.close()

    def _poll(self) -> None:
        try:
            while not self._done:
                try:
                    message = self.client.inbox.get_nowait()
                except Exception:  # queue.Empty
                    return
                self._take(message)
        except Exception as exc:  # a frame this version cannot draw: said, never lost in the slot
            log.exception("joining a table failed")
            self._fail(f"{type(exc).__name__}: {exc}")

    def _take(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind == "gone":
            # the host's own reason is in the seat's words; "unreachable" is the OS's, so the
            # dialog says it in its own
            self._fail("" if message.get("code") == "unreachable" else str(message.get("reason", "")))
        elif kind == "welcome" and message.get("seat") is None:
            self.waiting.emit()
        elif kind == "frame" and message.get("seat") is not None and isinstance(message.get("desktop"), dict):
            game = self.games.get(str(message.get("game")))
            if game is None:
                self._fail(f"unknown game {message.get('game')!r}")
                return
            controller = SeatController(game, game.load_content(None), self.client, message)
            self._done = True
            self._timer.stop()
            self.joined.emit(controller)

    def _fail(self, reason: str) -> None:
        self._done = True
        self._timer.stop()
        self.client.close()
        self.failed.emit(reason)


__all__ = ["JoinAttempt", "SeatController"]
