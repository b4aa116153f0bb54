"""The bridge between a game controller and a table open to devices (desktop_app/net).

A remote seat is to the controller what a computer seat is: its decision arrives from elsewhere
and enters through the same `submit` path, with the same refusals. The server's thread never
touches Qt or the game: devices' checked intents wait in the session's queue, and this bridge
drains it on a QTimer on the GUI thread (as the controller drains its bot worker), submits, and
publishes the new frames after every change. It also keeps the table (code, seats, people) in a
file beside the game's autosave, so a host closed or killed reopens the same table.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from desktop_app.controllers.game_controller import GameController
from desktop_app.net.access import CODE_ALPHABET, CODE_LENGTH
from desktop_app.net.session import REMOTE, TableSession
from desktop_app.rules.common.actions import Action
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.common.save import write_text_atomic

log = logging.getLogger("energy_table.net")

POLL_MS = 10  # how often devices' moves are taken (a move's round trip adds at most this)
OFFER_EVERY = 50  # polls between looks for seats whose device is gone past the countdown (0.5 s)


def table_path(autosave: Path) -> Path:
    """Where a table open to devices is kept, beside its game's save: `<save>.table.json`."""
    return autosave.with_name(autosave.name + ".table.json")


def read_table(path: Path) -> dict[str, Any] | None:
    """A kept table, or None when there is none or it cannot be read (a new code is made)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or not isinstance(data.get("seats"), list):
        return None
    code = data.get("code")
    if not isinstance(code, str) or len(code) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in code):
        return None  # not a code this table could have given: a new one is made
    return data


class Transport(Protocol):
    """How devices reach the session: the embedded server (`net.server.TableServer`) or the
    school's MQTT broker (`net.broker.BrokerTable`); `close` tells the devices first."""

    def open(self) -> None:
        """Start: listen, or connect to the broker (OSError with a reason when it cannot)."""

    def close(self) -> None:
        """Stop, after telling every device the table closes."""


class RemoteTable(QObject):
    """A controller's game played from devices: `open()`, then the session's code and the
    server's url; `close()` when the window closes (the game and the table are kept)."""

    seat_may_be_taken = Signal(int)  # a device has been gone past the countdown: offer a computer
    move_was_refused = Signal(int, str)  # seat, reason: a device's move the controller refused

    def __init__(
        self,
        controller: GameController,
        session: TableSession,
        server: Transport | None = None,
        *,
        keep_path: Path | None = None,
        elsewhere: str = "That seat is played on a device.",
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller, self.session, self.server = controller, session, server
        # computer players' moves carry their reasons, for a device's "why?" (play is unchanged)
        controller.explain_moves = True
        self.keep_path = keep_path
        self.elsewhere = elsewhere  # what the host is told when it plays a device's seat itself
        self._from_device = False  # a device's move is being submitted (not the host's own click)
        self._inner_guard: Callable[[int, Action], str | None] | None = None
        self._kept = ""
        self._kept_version = -1
        self._offered: set[int] = set()
        self._ticks = 0
        self._timer = QTimer(self)
        self._timer.setInterval(POLL_MS)
        self._timer.timeout.connect(self._poll)
        controller.action_did_apply.connect(self._publish)
        controller.history_did_rewind.connect(self._publish)
        controller.action_was_refused.connect(self._note_refusal)
        self._refusals: list[IllegalAction] = []  # what the controller said while a move was submitted

    def open(self) -> None:
        """Publish the table as it stands, start the server (if any) and take devices' moves."""
        self._publish()
        self._inner_guard, self.controller.guard = self.controller.guard, self._guard
        if self.server is not None:
            try:
                self.server.open()
            except OSError:  # nothing opened: the host's board plays every seat again
                self.controller.guard = self._inner_guard
                raise
        self._timer.start()
        self._keep()

    def close(self) -> None:
        """Stop taking moves, tell the devices, stop the server. The kept table stays while the
        game goes on (a host reopened later gives the same code); a finished game's goes."""
        self._timer.stop()
        if self.controller.guard == self._guard:
            self.controller.guard = self._inner_guard
        if self.server is not None:
            self.server.close()
        else:
            self.session.close_all()
        self._keep()

    def give_to_computer(self, seat: int, bot: str = "normal") -> None:
        """The host's answer to `seat_may_be_taken` (or its own choice): a computer player plays
        this remote seat from now on; its person, if they come back, waits for another seat."""
        self.controller.give_seat_to_computer(seat, bot)
        self.session.give_to_computer(seat)
        self._offered.discard(seat)
        self._publish()

    def _guard(self, player: int, action: Action) -> str | None:
        """The controller's check of a move: a device's seat is played on its device, never by a
        click at the host's screen (its board and panel still offer what the rules allow); then
        whatever guard was there before (a coach) has its say."""
        if not self._from_device and 0 <= player < len(self.session.seats):
            if self.session.seats[player].kind == REMOTE:
                return self.elsewhere
        return self._inner_guard(player, action) if self._inner_guard is not None else None

    def _publish(self, *_args: Any) -> None:
        self.session.publish(self.controller.state, self.controller.history)

    def _poll(self) -> None:
        """Take what devices sent; submit each ready move (one state at a time)."""
        try:
            self.session.hints_enabled = self.controller.hints_enabled
            while not self.session.hints_shown.empty():
                self.controller.note_hint(self.session.hints_shown.get_nowait())
            for _ in range(8):  # a few moves a tick at most, so the window stays responsive
                ready = self.session.pump(self.controller.state)
                if ready is None:
                    break
                self._refusals.clear()
                self._from_device = True
                try:
                    accepted = self.controller.current_player() == ready.seat and self.controller.submit(ready.action)
                finally:
                    self._from_device = False
                if not accepted:
                    said = self._refusals or [IllegalAction("not_your_turn", "It is not your turn.")]
                    error = said[0]
                    self.session.refused(ready.seat, error)
                    self.move_was_refused.emit(ready.seat, error.reason)
            if self.session.version != self._kept_version:
                self._keep()  # at once: a person who just joined must find their seat after a crash
            self._ticks += 1
            if self._ticks % OFFER_EVERY == 0:
                self._offer_takeovers()
        except Exception:  # a fault here must not stop the timer's slot silently
            log.exception("taking a device's move failed; the game is kept")

    def _note_refusal(self, code: str, reason: str) -> None:
        self._refusals.append(IllegalAction(code, reason))

    def _offer_takeovers(self) -> None:
        offers = set(self.session.takeover_offers())
        for seat in sorted(offers - self._offered):
            self.seat_may_be_taken.emit(seat)
        self._offered = offers

    def _keep(self) -> None:
        """Write the table beside the autosave when it changed (atomically); a finished game's
        table is removed with its autosave."""
        if self.keep_path is None:
            return
        try:
            if self.controller.is_over():
                self.keep_path.unlink(missing_ok=True)
                return
            self._kept_version = self.session.version
            text = json.dumps(self.session.to_json(), ensure_ascii=False, sort_keys=True)
            if text != self._kept:
                write_text_atomic(self.keep_path, text)  # the old table stays whole until the new one is
                self._kept = text
        except OSError as exc:
            self.controller.autosave_did_fail.emit(exc.strerror or str(exc))
