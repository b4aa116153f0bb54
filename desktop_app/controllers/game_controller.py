"""One game session between the views and the rules core (after Anki's operations).

`submit(action)` is the single way a human's decision enters the game: it is applied through
the rules, recorded, autosaved, and announced with `action_did_apply`. Computer players think on
a worker thread (QThreadPool) from their observation only and their choice comes back through
the same path. Undo rewinds to before the last human action, never past an action the rules call
an undo barrier (`GameDefinition.undo_barrier`: hidden information turned up, or a game's own
barrier such as Power On!'s dropped carbon token). The controller never touches a widget.
"""

from __future__ import annotations

import logging
import queue
import random
import threading
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal

from desktop_app.ai.base import Bot, bot_rng
from desktop_app.ai.hints import explain_again
from desktop_app.ai.registry import bot_names, make_bot, thinks
from desktop_app.controllers.seats import Seat as Seat  # re-exported: where the controller's callers find it
from desktop_app.rules.common.actions import Action
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.common.game import GameDefinition
from desktop_app.rules.common.save import (
    SaveData,
    SaveError,
    options_of,
    pack_warning,
    read_save,
    replay_moves,
    seats_of,
    write_save,
)

log = logging.getLogger(__name__)


class Origin:
    """Who set an action going: a human's click, a computer player, or the replay of a save
    (undo makes no record: it rewinds, and `history_did_rewind` asks views to redraw all)."""

    HUMAN = "human"
    COMPUTER = "computer"
    LOAD = "load"


@dataclass(frozen=True)
class ActionRecord:
    """One applied action, with the states around it (views narrate from the difference) and,
    after Anki's OpChanges, what it changed and who set it going."""

    index: int  # 1-based move number
    player: int
    action: Action
    before: Any
    after: Any
    revealed: bool  # it turned up hidden information
    stops_undo: bool = False  # the rules' undo barrier: undo never goes back past it
    # the parts of the table it changed (`GameDefinition.changes`, e.g. {"market", "turn"}):
    # views redraw those and skip the rest
    changes: frozenset[str] = frozenset()
    origin: str = Origin.HUMAN  # an `Origin`
    # why a computer player chose it (`ai.base.Reason`), when the controller was asked to
    # explain its computer players' moves (`explain_moves`: the classroom's "why?"); else None
    reason: Any = None


# A decision made on the worker comes back through a queue the GUI thread drains on a timer, not
# through a Qt signal emitted from the worker: PySide releases the GIL while a signal is sent and
# takes it again to copy the Python arguments, which can deadlock against the GUI thread holding
# the GIL while Qt destroys a widget (a page taken down) under the same pooled Qt lock.
POLL_MS = 5
# Opening a save keeps the states around its last KEEP_LOADED moves (two states an action: undo,
# the log and the lesson page read them); the moves before are replayed in place, as `replay`
# does, and kept as their JSON only. Above the longest game simulate plays (1,233 moves,
# rules/common/save.py MOVES_MEASURED), so a real game opens with its whole history as before,
# while a 33,000-move save no longer holds ~20 KB of states a move (issue 22: 13 s and 556 MB).
# Undo never needs more: it stops at hidden information turned up, every few moves.
KEEP_LOADED = 2_000
Outcome = tuple[int, str, Any, Any]  # (generation, "chosen" or "failed", action or message, reason)


class _BotTask(QRunnable):
    """Runs one bot decision off the GUI thread; the observation is a private copy."""

    def __init__(
        self,
        bot: Bot,
        observation: Any,
        rng: random.Random,
        generation: int,
        outcomes: queue.SimpleQueue[Outcome],
        explain: bool = False,
    ) -> None:
        super().__init__()
        self.bot, self.observation, self.rng = bot, observation, rng
        self.generation, self.outcomes, self.explain = generation, outcomes, explain

    def run(self) -> None:
        try:
            explain = getattr(self.bot, "decide_with_reason", None)
            if self.explain and explain is not None and thinks(self.bot):
                # a search once, not twice: the searching player's decide_with_reason makes the
                # very move its choose would (same draws), and a second timed search might differ
                action, reason = explain(self.observation, self.rng)
            else:
                before = self.rng.getstate()
                action = self.bot.choose(self.observation, self.rng)
                reason = explain_again(self.bot, self.observation, before, action) if self.explain else None
        except Exception as exc:  # a bot bug must not kill the worker thread silently
            self.outcomes.put((self.generation, "failed", f"{type(exc).__name__}: {exc}", None))
            return
        self.outcomes.put((self.generation, "chosen", action, reason))


class GameController(QObject):
    """A game in progress: the state, its history, its seats and their computer players."""

    action_did_apply = Signal(object)  # ActionRecord
    action_was_refused = Signal(str, str)  # code, reason
    bot_did_start_thinking = Signal(int)  # seat
    game_did_end = Signal(object)  # winners, a tuple of seats
    history_did_rewind = Signal()  # after undo: views redraw everything
    autosave_did_fail = Signal(str)
    bot_did_fail = Signal(str)

    def __init__(
        self,
        game: GameDefinition,
        content: Any,
        options: Any,
        seats: list[Seat],
        *,
        autosave_path: Path | None = None,
        bot_delay_ms: int = 600,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.game = game
        self.content = content
        self.options = options
        self.seats = list(seats)
        self.autosave_path = Path(autosave_path) if autosave_path else None
        # the lock a window holds on its autosave while the game is open (controllers/unfinished.py)
        self.session_lock: Any = None
        self.bot_delay_ms = bot_delay_ms
        self._state = game.new_game(content, options)
        self.load_warnings: list[str] = []  # said to the player when a save is opened
        self.hints_enabled = True  # the new-game dialog may turn hints off (a teacher's choice)
        self.hints_used = [0] * len(self.seats)  # hints each seat was shown (the scoreboard says)
        self.explain_moves = False  # computer players' records carry their reasons (the classroom)
        # a coach's check of a person's move (a guided first game): (player, action) -> a nudge
        # that refuses it, or None to let the rules judge it
        self.guard: Callable[[int, Action], str | None] | None = None
        self._history: list[ActionRecord] = []
        self._earlier: list[dict[str, Any]] = []  # a long save's moves before `_history`, as JSON
        self._bots = {i: make_bot(game.id, s.bot) for i, s in enumerate(self.seats) if s.bot}
        self._bot_rngs = {i: bot_rng(options.seed, i) for i in self._bots}
        # simultaneous moments: seat -> its answer, and why (when `explain_moves`; else None)
        self._decided_ahead: dict[int, tuple[Action, Any]] = {}
        self._paused = False
        self._generation = 0  # bumps on every change, so a stale bot answer is dropped
        self._thinking = False
        self._cancel = threading.Event()  # set to stop a searching computer player at once
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._outcomes: queue.SimpleQueue[Outcome] = queue.SimpleQueue()
        self._collect = QTimer(self)  # drains the worker's outcomes while a computer player thinks
        self._collect.setInterval(POLL_MS)
        self._collect.timeout.connect(self._collect_outcomes)
        self._bot_timer = QTimer(self)
        self._bot_timer.setSingleShot(True)
        self._bot_timer.timeout.connect(self._start_bot)

    # --- loading ---------------------------------------------------------------------------

    @classmethod
    def from_save(
        cls,
        path: Path,
        games: dict[str, GameDefinition],
        *,
        content_root: Path | None = None,
        autosave_path: Path | None = None,
        bot_delay_ms: int = 600,
        parent: QObject | None = None,
    ) -> GameController:
        """Load a save by replaying it; SaveError says why a file is refused.

        The same checks as `energy-table replay` (rules/common/save.py: the envelope, the
        options, the seats and their computer players, every move); whatever a damaged file
        makes fail becomes a SaveError. `load_warnings` holds what the player must be told
        (a save from another content-pack version that still replays).
        """
        data = read_save(path)
        game = games.get(data.game)
        if game is None:
            raise SaveError(f"This save is for a game this version does not know: '{data.game}'.", "unknown_game")
        content = game.load_content(content_root)
        options = options_of(data, game)
        players = getattr(options, "players", len(data.seats))
        seats = [Seat.from_json(s) for s in seats_of(data, players, bot_names(game.id))]
        try:
            controller = cls(
                game,
                content,
                options,
                seats,
                autosave_path=autosave_path,
                bot_delay_ms=bot_delay_ms,
                parent=parent,
            )
        except (IllegalAction, KeyError, TypeError, ValueError, OverflowError) as exc:
            reason = exc.reason if isinstance(exc, IllegalAction) else str(exc)
            raise SaveError(f"The save's game settings are not valid ({reason}).", "bad_settings") from None
        warning = pack_warning(data, game, content)
        replay_moves(data, game, controller._state, controller._loader(len(data.actions)), note=warning)
        controller.load_warnings = [warning] if warning else []
        controller._restore_session(data.session)
        return controller

    def _loader(self, total: int) -> Callable[[int, Action], Any]:
        """How a save's moves are applied: the first `total - KEEP_LOADED` in place with no
        record (what `replay` costs), the rest recorded with their states."""
        in_place = max(0, total - KEEP_LOADED)

        def apply(player: int, action: Action) -> Any:
            if len(self._earlier) < in_place:
                self.game.apply_in_place(self._state, action)
                self._earlier.append({"player": player, "action": action.to_json()})
                return self._state
            return self._record(player, action, Origin.LOAD).after

        return apply

    def _restore_session(self, session: dict[str, Any]) -> None:
        """Hints on or off and the hints each seat used, as saved (anything unreadable: defaults)."""
        if isinstance(session.get("hints"), bool):
            self.hints_enabled = session["hints"]
        used = session.get("hints_used")
        if isinstance(used, list) and len(used) == len(self.seats):
            if all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n < 1_000_000 for n in used):
                self.hints_used = list(used)

    # --- queries -----------------------------------------------------------------------------

    @property
    def state(self) -> Any:
        """The current state. Views read it; nobody but the controller replaces it."""
        return self._state

    @property
    def history(self) -> tuple[ActionRecord, ...]:
        """The moves with the states around them: every move of a game played here, a long
        save's last KEEP_LOADED (`save_data` still holds every move)."""
        return tuple(self._history)

    @property
    def paused(self) -> bool:
        return self._paused

    @property
    def bots(self) -> MappingProxyType[int, Bot]:
        """The computer players by seat (read-only: a window may set a bot's own options, such
        as Magic Lamp's race pace, but not swap the players)."""
        return MappingProxyType(self._bots)

    def current_player(self) -> int:
        return self.game.current_player(self._state)

    def is_over(self) -> bool:
        return self.game.is_over(self._state)

    def is_human_turn(self) -> bool:
        player = self.current_player()
        return player >= 0 and self.seats[player].is_human

    def observation_for(self, player: int) -> Any:
        return self.game.observation(self._state, player)

    def save_data(self) -> SaveData:
        return SaveData(
            game=self.game.id,
            pack_version=self.game.pack_version(self.content),
            options=self.options.to_json(),
            actions=self._earlier + [{"player": r.player, "action": r.action.to_json()} for r in self._history],
            seats=[s.to_json() for s in self.seats],
            session={
                "hints": self.hints_enabled,
                "hints_used": list(self.hints_used),
                # how far it got, for the launcher's list of unfinished games (every game's
                # state counts rounds)
                "round": getattr(self._state, "round", None),
            },
        )

    def note_hint(self, player: int) -> None:
        """A hint was shown to `player` (counted for the scoreboard, kept in the save)."""
        self.hints_used[player] += 1
        self._autosave()

    # --- acting ------------------------------------------------------------------------------

    def start(self) -> None:
        """Begin play: computer players start thinking if it is their turn."""
        self._schedule_bot()

    def submit(self, action: Action) -> bool:
        """A human's decision. Returns False (and emits action_was_refused) if it is not legal."""
        if not self.is_human_turn():
            self.action_was_refused.emit("not_your_turn", "It is not a human player's turn.")
            return False
        if self.guard is not None:
            nudge = self.guard(self.current_player(), action)
            if nudge:
                self.action_was_refused.emit("coach", nudge)
                return False
        return self._submit(self.current_player(), action, Origin.HUMAN)

    def _submit(self, player: int, action: Action, origin: str = Origin.COMPUTER, reason: Any = None) -> bool:
        try:
            record = self._record(player, action, origin, reason)
        except IllegalAction as exc:
            self.action_was_refused.emit(exc.code, exc.reason)
            return False
        self._autosave()
        self.action_did_apply.emit(record)
        if self.is_over():
            self._drop_autosave()  # nothing left to continue
            self.game_did_end.emit(tuple(self.game.winners(self._state)))
        else:
            self._schedule_bot()
        return True

    def _record(self, player: int, action: Action, origin: str = Origin.COMPUTER, reason: Any = None) -> ActionRecord:
        before = self._state
        after = self.game.apply(before, action)
        record = ActionRecord(
            index=len(self._earlier) + len(self._history) + 1,
            player=player,
            action=action,
            before=before,
            after=after,
            revealed=self.game.reveals_hidden(after),
            stops_undo=self.game.undo_barrier(before, action, after),
            changes=self.game.changes(before, after),
            origin=origin,
            reason=reason,
        )
        self._state = after
        self._history.append(record)
        self._generation += 1
        return record

    # --- undo ----------------------------------------------------------------------------------

    def _undo_target(self) -> int | None:
        """Index in history to rewind to, or None when undo is not allowed now (the rules put a
        barrier at or after the last human action, or another human has moved since)."""
        for i in range(len(self._history) - 1, -1, -1):
            record = self._history[i]
            if record.stops_undo:
                return None
            if self.seats[record.player].is_human:
                human = record.player
                later = self._history[i + 1 :]
                if any(self.seats[r.player].is_human and r.player != human for r in later):
                    return None
                now = self.current_player()
                if now >= 0 and self.seats[now].is_human and now != human:
                    return None
                return i
        return None

    def can_undo(self) -> bool:
        return self._undo_target() is not None

    def undo(self) -> bool:
        """Rewind to before the last human action (bots after it are rewound too)."""
        target = self._undo_target()
        if target is None:
            return False
        self._state = self._history[target].before
        del self._history[target:]
        self._cancel.set()  # a computer player thinking about the undone position stops
        self._decided_ahead.clear()
        self._generation += 1
        self._bot_timer.stop()
        self._autosave()
        self.history_did_rewind.emit()
        self._schedule_bot()
        return True

    def step_back(self) -> bool:
        """Rewind exactly one action, whoever played it (the classroom's Backspace: a teacher
        goes back to explain a move again). Computer players pause, so the class sees the
        position; False when nothing has been played."""
        if not self._history:
            return False
        self.pause()
        self._cancel.set()
        self._state = self._history.pop().before
        self._decided_ahead.clear()
        self._generation += 1
        self._autosave()
        self.history_did_rewind.emit()
        return True

    # --- computer players ----------------------------------------------------------------------

    def decide_ahead(self, player: int, observation: Any) -> Action | None:
        """A simultaneous moment (a race everyone joins at once): ask this seat's computer
        player now, on the calling thread, for the decision it will submit when its turn comes.

        The view needs the answer early (to show a computer player reacting in real time); the
        bot draws from its own seeded RNG as usual, so a demo replays exactly. The answer is kept
        and submitted at the seat's turn instead of asking again; None for a human seat. The
        observation is the seat's own (the caller makes it, as the game needs).

        A computer player still thinking on the worker (about a position the game has just left:
        an undo put it back into the race) is stopped and waited for first, and what it decides
        is dropped: one bot is never used by two threads at once, and its answer here never
        depends on how far the worker had got with the same random numbers (issue 22).
        """
        bot = self._bots.get(player)
        if bot is None:
            return None
        if self._thinking:
            self._cancel.set()  # a searching player stops at once
            self._generation += 1  # what the worker decides is for no position now
            self._pool.waitForDone()
        if player not in self._decided_ahead:
            rng = self._bot_rngs[player]
            before = rng.getstate()
            action = bot.choose(observation, rng)
            # the classroom's "why?" of a race press too, on a copy of the draws (play unchanged)
            reason = explain_again(bot, observation, before, action) if self.explain_moves else None
            self._decided_ahead[player] = (action, reason)
        return self._decided_ahead[player][0]

    def set_bot_delay(self, milliseconds: int) -> None:
        self.bot_delay_ms = max(0, milliseconds)

    def give_seat_to_computer(self, seat: int, bot: str) -> None:
        """A person's seat is played by a computer player of kind `bot` from now on (a device
        gone for good at a table open to devices); the seat keeps its name, the save says so."""
        if not 0 <= seat < len(self.seats) or not self.seats[seat].is_human:
            raise ValueError(f"seat {seat + 1} is not a person's seat")
        if bot not in bot_names(self.game.id):
            raise ValueError(f"no computer player '{bot}' for {self.game.id}")
        self.seats[seat] = Seat(self.seats[seat].name, bot)
        self._bots[seat] = make_bot(self.game.id, bot)
        self._bot_rngs[seat] = bot_rng(self.options.seed, seat)
        self._autosave()
        self._schedule_bot()

    def pause(self) -> None:
        self._paused = True
        self._bot_timer.stop()

    def resume(self) -> None:
        self._paused = False
        self._schedule_bot()

    def step(self) -> None:
        """While paused: let the computer player to act take exactly one action."""
        if self._paused and not self._thinking:
            self._start_bot()

    def _schedule_bot(self) -> None:
        if self._paused or self._thinking or self.is_over():
            return
        if self.current_player() in self._bots:
            self._bot_timer.start(self.bot_delay_ms)

    def _start_bot(self) -> None:
        player = self.current_player()
        bot = self._bots.get(player)
        if bot is None or self._thinking or self.is_over():
            return
        self._thinking = True
        self.bot_did_start_thinking.emit(player)
        if player in self._decided_ahead:
            self._on_bot_chosen(self._generation, *self._decided_ahead.pop(player))
            return
        self._cancel = threading.Event()
        if thinks(bot):
            bot.cancel = self._cancel  # type: ignore[attr-defined]  # a thinking bot (`thinks`) has it; Bot does not
        task = _BotTask(
            bot,
            self.observation_for(player),
            self._bot_rngs[player],
            self._generation,
            self._outcomes,
            self.explain_moves,
        )
        self._pool.start(task)
        self._collect.start()

    def _collect_outcomes(self) -> None:
        """The GUI thread takes what the worker decided (see POLL_MS's note)."""
        while True:
            try:
                generation, kind, value, reason = self._outcomes.get_nowait()
            except queue.Empty:
                break
            if kind == "chosen":
                self._on_bot_chosen(generation, value, reason)
            else:
                self._on_bot_failed(generation, value)
        if not self._thinking:
            self._collect.stop()

    def _on_bot_chosen(self, generation: int, action: Action, reason: Any = None) -> None:
        self._thinking = False
        if generation != self._generation:
            self._schedule_bot()  # the game moved on (undo, load): think again
            return
        player = self.current_player()
        if not self._submit(player, action, Origin.COMPUTER, reason):
            self.bot_did_fail.emit(f"{self.seats[player].name} chose an illegal action: {action}")

    def _on_bot_failed(self, generation: int, message: str) -> None:
        self._thinking = False
        if generation != self._generation:
            # A failure thinking about a position the game has left (undo, the race asked ahead)
            # stops no one: the computer player thinks again about the position now.
            log.warning("a computer player failed on a position the game has left: %s", message)
            self._schedule_bot()
            return
        self.bot_did_fail.emit(message)

    def shutdown(self) -> None:
        """Stop computer players (a searching one at once) and wait for a running decision."""
        self._cancel.set()
        self._paused = True
        self._bot_timer.stop()
        self._generation += 1
        self._pool.waitForDone()
        self._collect.stop()  # what it decided is for a game that is over
        self._release_session()

    def _release_session(self) -> None:
        """Let another window (or copy of the app) open this game's autosave."""
        if self.session_lock is not None:
            self.session_lock.release()
            self.session_lock = None

    # --- saving ---------------------------------------------------------------------------------

    def save_to(self, path: Path) -> None:
        write_save(Path(path), self.save_data())

    def _drop_autosave(self) -> None:
        """A finished game leaves nothing to continue; a folder that refuses only warns."""
        if self.autosave_path is None:
            return
        try:
            self.autosave_path.unlink(missing_ok=True)
        except OSError as exc:
            self.autosave_did_fail.emit(exc.strerror or str(exc))
        self._release_session()

    def _autosave(self) -> None:
        """Write the autosave. Whatever makes it fail (a full disk, a bug in a save) is only
        announced (`autosave_did_fail`): the move stands and the computer players go on."""
        if self.autosave_path is None or self.is_over():
            return
        try:
            self.save_to(self.autosave_path)
        except OSError as exc:
            self.autosave_did_fail.emit(exc.strerror or str(exc))
        except Exception as exc:  # noqa: BLE001 - an autosave must never stop the game
            log.exception("autosave failed")  # the details go to the log file
            self.autosave_did_fail.emit(str(exc) or type(exc).__name__)
