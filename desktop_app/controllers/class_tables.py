"""A class's tables on the teacher's computer (Qt, no widgets): N game controllers with their
computer players, each bridged to its table's session as `controllers/remote.py` bridges one
table, all under one `ClassSession` on one server and port (docs/network-protocol.md, "A class").

Everything is kept in the class's folder as it happens: `class.json` (the plan, the class code,
the pupils as token hashes, the class's time and the time boxes), `table-N.json` (each table's
game, autosaved by its controller after every move) and `table-N.done.json` (a finished game,
for the results). A host killed mid-class and opened again on the same folder reopens the same
class and code: every device reconnects with its token to its table and seat.

The teacher's screens (views/class_session) drive it: it is their `ClassModel` (`plan`, `code`,
`paused`, `timer`, `status()`, `pupils()`, `place`/`unplace`/`rename`/`remove`, `pause_all()`/
`resume_all()`), plus `open()`, `results()`/`write_csv()`, `give_to_computer()`, `close()`;
signals say when a table changed, a notice began and the class ended. A pause set on the
session directly holds the computer players too (at the next tick).
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.controllers.remote import RemoteTable
from desktop_app.net.access import CODE_ALPHABET, CODE_LENGTH
from desktop_app.net.broker import BrokerAccess, BrokerClass, class_page
from desktop_app.net.class_plan import PUPIL, ClassClock, ClassPlan
from desktop_app.net.class_results import TableResult, table_result, write_csv
from desktop_app.net.class_words import say
from desktop_app.net.classroom import ClassSession, PupilInfo, TableStatus
from desktop_app.net.server import TableServer
from desktop_app.net.session import COMPUTER, REMOTE, TableSeat, TableSession
from desktop_app.net.words import WordsFactory, plain_words
from desktop_app.rules.common.save import SaveError, write_text_atomic
from desktop_app.rules.registry import GAMES

log = logging.getLogger("energy_table.net")

CLASS_FILE = "class.json"
BROKER_FILE = "class.broker.json"  # through the school's broker: the pupils' seat tokens (mode 600)
BROKER_ACCESS_KEY = "broker_file"  # in class.json: the host.json a class through the broker was opened with
TICK_MS = 200  # the time boxes and the dashboard's wait counters move on this often
KEEP_EVERY = 25  # ticks between keeps of the class's time when nothing else changed (5 s)


def read_class(folder: Path) -> dict[str, Any] | None:
    """A kept class in `folder`, or None when there is none or it cannot be read; ValueError
    (one sentence) when it is there but its plan is damaged."""
    try:
        data = json.loads((folder / CLASS_FILE).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict):
        return None
    code = data.get("code")
    if not isinstance(code, str) or len(code) != CODE_LENGTH or any(c not in CODE_ALPHABET for c in code):
        data["code"] = None  # not a code this class could have given: a new one is made
    data["plan"] = ClassPlan.from_json(data.get("plan"))
    return data


def table_save(folder: Path, table: int) -> Path:
    """Where table `table` (0-based) keeps its game while it is played."""
    return folder / f"table-{table + 1}.json"


def table_done(folder: Path, table: int) -> Path:
    """Where table `table` keeps its finished game (for the results)."""
    return folder / f"table-{table + 1}.done.json"


class ClassTables(QObject):
    """A class of tables played from the pupils' devices (see the module's docstring).

    `ClassTables(folder, plan)` starts a new class in `folder` (or reopens the class kept there:
    then the kept plan wins and `reopened` is True). `SaveError` or `ValueError` say, in one
    sentence, why a kept class cannot be opened; `OSError` from `open()` why it cannot listen.
    With `broker` (the teacher's host.json, `net.broker.BrokerAccess`) nothing listens here: the
    class is reached through the school's MQTT broker (`net.broker.BrokerClass`), its pupils'
    seats kept in the folder's `class.broker.json`, and `open()`'s OSError says why the broker
    cannot be reached.
    """

    table_did_change = Signal(int)  # a table's game moved, or its seats (the dashboard redraws it)
    notice_did_begin = Signal(int, str)  # table, "last_round" | "ended"
    class_did_end = Signal()  # every table's play has ended: the results are final
    seat_may_be_taken = Signal(int, int)  # table, seat: a pupil's device gone past its countdown
    autosave_did_fail = Signal(str)

    def __init__(
        self,
        folder: Path,
        plan: ClassPlan | None = None,
        *,
        words: WordsFactory = plain_words,
        host: str = "127.0.0.1",
        port: int = 0,
        origins: tuple[str, ...] = (),
        away_s: float = 90.0,
        broker: BrokerAccess | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.folder = Path(folder)
        kept = read_class(self.folder)
        self.reopened = kept is not None
        if kept is not None:
            plan = kept["plan"]
        if plan is None:
            raise ValueError(f"there is no class kept in {self.folder}")
        self.plan: ClassPlan = plan
        game = GAMES.get(plan.game)
        if game is None:
            raise ValueError(f"there is no game '{plan.game}'")
        from desktop_app.ai.registry import bot_names

        plan.check((game.min_players, game.max_players), bot_names(game.id))
        self.game = game
        content = game.load_content(None)
        self.controllers = [self._controller(i, content) for i in range(plan.tables)]
        sessions = [
            TableSession(
                game,
                c.content,
                [TableSeat(REMOTE if s.is_human else COMPUTER, s.name) for s in c.seats],
                words=words,
                away_s=away_s,
            )
            for c in self.controllers
        ]
        self.session = ClassSession(plan, sessions, code=kept["code"] if kept else None)
        if kept is not None:
            self.session.restore(kept)
        self.broker = broker
        self.server: TableServer | BrokerClass
        if broker is not None:
            self.server = BrokerClass(self.session, broker, keep_path=self.folder / BROKER_FILE)
        else:
            self.server = TableServer(self.session, host=host, port=port, origins=origins)
        self.bridges = [RemoteTable(c, s) for c, s in zip(self.controllers, sessions)]
        for i, (controller, bridge) in enumerate(zip(self.controllers, self.bridges)):
            controller.action_did_apply.connect(lambda *_a, t=i: self.table_did_change.emit(t))
            controller.history_did_rewind.connect(lambda t=i: self.table_did_change.emit(t))
            controller.game_did_end.connect(lambda _w, t=i: self._keep_finished(t))
            controller.autosave_did_fail.connect(self.autosave_did_fail)
            bridge.seat_may_be_taken.connect(lambda seat, t=i: self.seat_may_be_taken.emit(t, seat))
        self._ended = self.session.ended()
        self._kept_text = ""
        self._kept_versions: tuple[int, ...] = ()
        self._ticks = 0
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)

    def _controller(self, table: int, content: Any) -> GameController:
        """Table `table`'s game: its kept game if there is one (a reopened class), else a new deal."""
        plan, save, done = self.plan, table_save(self.folder, table), table_done(self.folder, table)
        delay = plan.bot_delay_ms
        if save.exists() or done.exists():
            kept = save if save.exists() else done
            controller = GameController.from_save(
                kept, GAMES, autosave_path=save if kept == save else None, bot_delay_ms=delay
            )
            if controller.game.id != plan.game or len(controller.seats) != len(plan.seats):
                raise SaveError(f"{kept.name} is not a game of this class.", "bad_settings")
            return controller
        options = self.game.options_from_json({"players": len(plan.seats), "seed": plan.seeds[table]})
        seats = [
            Seat("", None) if word == PUPIL else Seat(say("computer", plan.language, i + 1), word)
            for i, word in enumerate(plan.seats)
        ]
        controller = GameController(self.game, content, options, seats, autosave_path=save, bot_delay_ms=delay)
        controller.save_to(save)  # kept from the start: a host killed before any move reopens it
        return controller

    # --- life ----------------------------------------------------------------------------------

    def open(self) -> None:
        """Open the class: the tables publish, the server listens (OSError if it cannot), the
        class's time runs and the computer players play (not while paused or once ended)."""
        for bridge in self.bridges:
            bridge.open()  # each table's frame is made before a device can ask for it
        self.server.open()
        self.session.start()
        for i, controller in enumerate(self.controllers):
            if self.session.paused or self.session.boxes[i].ended:
                controller.pause()
            controller.start()
        self._timer.start()
        self._keep()

    def close(self) -> None:
        """Stop: devices are told, the server stops, computer players stop; everything is kept."""
        self._timer.stop()
        self._keep()
        self.server.close()
        for bridge in self.bridges:
            bridge.close()
        for controller in self.controllers:
            controller.shutdown()

    @property
    def url(self) -> str:
        """The class's join link (the QR code's): http://HOST:PORT/?code=CODE; through the
        broker, the pupils' page on the school's web server (`net.broker.class_page`), where
        pupils sign in with their user name and password (else the broker's own address)."""
        if isinstance(self.server, BrokerClass):
            return (self.broker and class_page(self.broker)) or self.server.url
        return f"{self.server.url}?code={self.session.code}"

    def join_link(self, address: str) -> str:
        """The join link as a device reaches this computer at `address` (the LAN's address when
        the class listens on every interface); through the broker, `url` (the school's page)."""
        if isinstance(self.server, BrokerClass):
            return self.url
        return f"http://{address}:{self.server.port}/?code={self.session.code}"

    # --- the teacher's commands -------------------------------------------------------------------

    def pause_all(self) -> None:
        """Every table stops (its devices show it large; its computer players wait)."""
        self.session.pause_all()
        for controller in self.controllers:
            controller.pause()
        self._keep()

    def resume_all(self) -> None:
        """Every table whose play has not ended goes on."""
        self.session.resume_all()
        for i, controller in enumerate(self.controllers):
            if not self.session.boxes[i].ended:
                controller.resume()
        self._keep()

    # what the dashboard asks of a class (views/class_session's `ClassModel`), passed on

    @property
    def code(self) -> str:
        return self.session.code

    @property
    def paused(self) -> bool:
        return self.session.paused

    @property
    def timer(self) -> ClassClock:
        return self.session.timer

    def pupils(self) -> list[PupilInfo]:
        return self.session.pupils()

    def place(self, pid: int, table: int, seat: int | None = None) -> None:
        self.session.place(pid, table, seat)

    def unplace(self, pid: int) -> None:
        self.session.unplace(pid)

    def rename(self, pid: int, name: str) -> None:
        self.session.rename(pid, name)

    def remove(self, pid: int) -> None:
        self.session.remove(pid)

    def give_to_computer(self, table: int, seat: int, level: str = "normal") -> None:
        """A pupil's seat is played by a computer player from now on (the device gone for good);
        its pupil, if any, waits in the class's lobby (the teacher may place them elsewhere)."""
        for pupil in self.session.pupils():
            if pupil.table == table and pupil.seat == seat:
                self.session.unplace(pupil.pid)
        self.bridges[table].give_to_computer(seat, level)

    def status(self, language: str | None = None) -> list[TableStatus]:
        """Every table for the dashboard (`ClassSession.status`)."""
        return self.session.status(language)

    def results(self, language: str | None = None) -> list[TableResult]:
        """Per seat and per table, from each table's game as it stands (its end, or where the
        time box stopped it); a pupil seat nobody took is named in `language`."""
        language = language or self.plan.language
        out = []
        for i, (controller, session) in enumerate(zip(self.controllers, self.session.tables)):
            names = session.names()
            out.append(
                table_result(
                    self.game,
                    controller.content,
                    i,
                    controller.state,
                    controller.history,
                    [n or say("open_seat", language, s + 1) for s, n in enumerate(names)],
                    [self.plan.seats[s] == PUPIL and controller.seats[s].is_human for s in range(len(names))],
                    [seat.bot or "" for seat in controller.seats],
                    controller.hints_used,
                )
            )
        return out

    def write_csv(self, path: Path, language: str | None = None) -> None:
        """The class CSV (UTF-8 with a BOM), in `language` (the class's by default)."""
        from desktop_app.content.loader import load_lesson

        try:
            text: Any = load_lesson(self.game.folder)
        except Exception:  # noqa: BLE001 - without its words, the CSV names the codes
            log.exception("the lesson words could not be read; the class CSV uses codes")
            text = None
        language = language or self.plan.language
        write_csv(path, self.results(language), language, text)

    # --- the timer -------------------------------------------------------------------------------

    def _tick(self) -> None:
        try:
            self._hold_computers()
            for table, kind in self.session.tick():
                if kind == "ended":
                    self.controllers[table].pause()
                self.notice_did_begin.emit(table, kind)
                self.table_did_change.emit(table)
            if not self._ended and self.session.ended():
                self._ended = True
                self.class_did_end.emit()
            self._ticks += 1
            self._keep(force=self._ticks % KEEP_EVERY == 0)
        except Exception:  # a fault here must not stop the timer's slot silently
            log.exception("the class's timer failed; the class goes on")

    def _hold_computers(self) -> None:
        """The computer players follow the class's pause even when it was set on the session
        itself (a dashboard given the `ClassSession`), and stay stopped at a table that ended."""
        for i, controller in enumerate(self.controllers):
            hold = self.session.paused or self.session.boxes[i].ended
            if hold and not controller.paused:
                controller.pause()
            elif not hold and controller.paused:
                controller.resume()

    def _keep_finished(self, table: int) -> None:
        try:
            self.controllers[table].save_to(table_done(self.folder, table))
        except OSError as exc:
            self.autosave_did_fail.emit(exc.strerror or str(exc))

    def _keep(self, force: bool = False) -> None:
        """Write class.json when the class changed (atomically; the time every few seconds)."""
        versions = (self.session.version, *(t.version for t in self.session.tables))
        if versions == self._kept_versions and not force:
            return
        try:
            data = self.session.to_json()
            if self.broker is not None and self.broker.file:
                data[BROKER_ACCESS_KEY] = self.broker.file  # reopened from the launcher through it again
            text = json.dumps(data, ensure_ascii=False, sort_keys=True)
            if text != self._kept_text:
                write_text_atomic(self.folder / CLASS_FILE, text)
                self._kept_text = text
            self._kept_versions = versions
        except OSError as exc:
            self.autosave_did_fail.emit(exc.strerror or str(exc))


__all__ = ["BROKER_ACCESS_KEY", "CLASS_FILE", "ClassTables", "read_class", "table_done", "table_save"]
