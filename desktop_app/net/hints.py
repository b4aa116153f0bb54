"""Hints for a device: the hint player's move on the seat's own observation, and why; and a
device's "why?" after a move (`why_message`: the last move's energy side and game reason, the
words a classroom's E says, made on the host in the device's language).

Worked out on a worker thread (a searching adviser plays dozens of imagined games), one at a
time per table; the answer goes back through the session's inbox, so the words are made on the
host thread like every other word a device gets. The move is named by the frame's move id (and
the values of a move with a range), so the device can light up that very button.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from desktop_app.net.words import Move
from desktop_app.rules.common.actions import Action
from desktop_app.rules.common.game import GameDefinition


@dataclass(frozen=True)
class HintFound:
    """A worked-out hint, waiting for the host thread to word and send it."""

    link: Any
    seat: int
    seq: int
    action: Action | None
    reason: Any  # ai.base.Reason, or None when the adviser failed
    failure: str = ""


def match_move(action: Action, moves: Sequence[Move]) -> tuple[str | None, dict[str, int]]:
    """The offered move `action` is (its id, and the values of its range fields), or (None, {})."""
    for move in moves:
        if move.action == action:
            return move.id, {}
    for move in moves:
        if type(move.action) is not type(action) or not move.ranges:
            continue
        fixed = [f for f in action.to_json() if f != "type" and f not in move.ranges]
        if all(getattr(move.action, f) == getattr(action, f) for f in fixed):
            values = {f: int(getattr(action, f)) for f in move.ranges}
            if all(low <= values[f] <= high for f, (low, high) in move.ranges.items()):
                return move.id, values
    return None, {}


class Adviser:
    """Works out one hint at a time on a daemon thread; `busy` while it does."""

    def __init__(self, game: GameDefinition) -> None:
        self.game = game
        self._lock = threading.Lock()
        self._busy = False

    @property
    def busy(self) -> bool:
        with self._lock:
            return self._busy

    def start(self, link: Any, seat: int, seq: int, observation: Any, done: Callable[[HintFound], None]) -> bool:
        """Begin a hint for `seat` on its observation; False when one is already being made."""
        with self._lock:
            if self._busy:
                return False
            self._busy = True
        thread = threading.Thread(
            target=self._work, args=(link, seat, seq, observation, done), name="energy-table-hint", daemon=True
        )
        thread.start()
        return True

    def _work(self, link: Any, seat: int, seq: int, observation: Any, done: Callable[[HintFound], None]) -> None:
        from desktop_app.ai.hints import hint

        try:
            found = hint(self.game.id, observation, seat)
            result = HintFound(link, seat, seq, found.action, found.reason)
        except Exception as exc:  # an adviser's fault is answered, never lost in the thread
            result = HintFound(link, seat, seq, None, None, f"{type(exc).__name__}: {exc}")
        finally:
            with self._lock:
                self._busy = False
        done(result)


@dataclass(frozen=True)
class WhyAsk:
    """A device's "why?" about the move just played, waiting for the host thread to answer."""

    link: Any


def why_message(
    game_id: str, records: Sequence[Any], state: Any, names: Sequence[str], language: str
) -> dict[str, Any]:
    """The answer to "why?": who made the move explained (`ai/why.explained_record`), its energy
    side and its game reason in `language` ("" when it has none; a secret kept until the table
    shows it, such as a Magic Lamp die set face down, is not told)."""
    from desktop_app.ai.why import explained_record, kept_secret, why_words

    record = explained_record(game_id, records)
    if record is None:
        return {"type": "why", "who": None, "energy": "", "reason": ""}
    words = why_words(game_id, record, language, names)
    who = names[record.player] if 0 <= record.player < len(names) else ""
    reason = "" if kept_secret(game_id, record, state) else words.game
    return {"type": "why", "who": who, "energy": words.energy, "reason": reason}
