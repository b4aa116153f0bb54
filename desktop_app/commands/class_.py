"""`energy-table class GAME`: a class of tables open to the pupils' devices, with no window (a
school machine with no display, tests).

    energy-table class power-butler --tables 8 --seats pupil,pupil,pupil,normal
        [--rounds N | --minutes M] [--port 8765] [--bind 127.0.0.1] [--lang zh_TW|en]
        [--pace slow|normal|fast] [--seed S] [--folder DIR] [--csv FILE] [--origin URL]
        [--broker DIR/host.json]

Prints the join link and the class code, then runs the class: pupils join with the one code and
are placed evenly at the tables, computer players play, the time box ends each table's play
(with a last-round notice on its devices first). Everything is kept in the class's folder as it
happens, so a class killed and started again on the same folder reopens with the same code and
every device reconnects. When every table's play has ended, the class CSV is written (FILE, or
class.csv in the folder) and the command ends; Ctrl+C / SIGTERM stops it and keeps the class.
With `--broker` (the host.json `energy-table broker-config` wrote) nothing listens here: the
class connects out to the school's MQTT broker, pupils sign in on the school's page with their
user name and password, and the same class runs through the broker (net/broker.py's BrokerClass).
"""

from __future__ import annotations

import argparse
import signal
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from desktop_app.cli_parser import OneLineParser, checked, usage_error
from desktop_app.rules.common.options import seed_from_text
from desktop_app.rules.registry import GAMES

PROG = "energy-table class"
DEFAULT_PORT = 8765
END_GRACE_MS = 1500  # after the last table ended: time for the devices to get the final frame
if TYPE_CHECKING:
    from desktop_app.net.broker import BrokerAccess
    from desktop_app.net.class_plan import ClassPlan

EVENT_LOOP = True
"""It runs a Qt event loop: it keeps serving if its output is lost (cli_parser.run_guarded)."""


def _parser() -> argparse.ArgumentParser:
    p = OneLineParser(prog=PROG, description="Run a class of tables for the pupils' devices, headless.")
    p.add_argument("game", choices=sorted(GAMES), help="the game")
    p.add_argument("--tables", type=int, default=4, help="how many tables (default 4)")
    p.add_argument(
        "--seats",
        default="pupil,pupil,pupil,pupil",
        help="the seats at every table, comma-separated: 'pupil' or a computer level "
        "(normal, beginner, expert, random); default: four pupils",
    )
    box = p.add_mutually_exclusive_group()
    box.add_argument("--rounds", type=int, help="each table's play ends after this round")
    box.add_argument("--minutes", type=float, help="each table's play ends at this minute of the class")
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"the port (default {DEFAULT_PORT}; 0: any free)")
    p.add_argument("--bind", default="127.0.0.1", help="the address to listen on (default 127.0.0.1: this computer)")
    p.add_argument("--lang", default="zh_TW", help="the class's language, zh_TW or en (default zh_TW)")
    p.add_argument("--pace", default="normal", help="the computer players' pace: slow, normal or fast")
    p.add_argument("--seed", type=checked(seed_from_text), help="table 1's deal (table N: seed + N - 1)")
    p.add_argument("--folder", type=Path, help="where the class is kept (default: the app's classes folder)")
    p.add_argument("--csv", type=Path, help="where the class CSV goes at the end (default: class.csv in the folder)")
    p.add_argument("--origin", action="append", default=[], help="another page origin allowed to connect")
    p.add_argument(
        "--broker",
        type=Path,
        metavar="HOST_JSON",
        help="run the class through the school's MQTT broker (the host.json of energy-table broker-config)",
    )
    return p


def _plan(args: argparse.Namespace) -> ClassPlan:
    """The plan as typed, checked: a ValueError's sentence is the one-line refusal."""
    from desktop_app.ai.registry import bot_names
    from desktop_app.net.class_plan import ClassPlan
    from desktop_app.rules.common.options import fresh_seed

    game = GAMES[args.game]
    seats = tuple(w.strip().lower() for w in args.seats.split(",") if w.strip())
    if not 1 <= args.tables <= 16:
        raise ValueError(f"a class has 1 to 16 tables, not {args.tables}")
    first = args.seed if args.seed is not None else fresh_seed()
    plan = ClassPlan(
        game.id,
        args.tables,
        seats,
        rounds=args.rounds,
        minutes=args.minutes,
        language=args.lang,
        pace=args.pace,
        seeds=tuple(first + i for i in range(args.tables)),
    )
    plan.check((game.min_players, game.max_players), bot_names(game.id))
    return plan


def main(argv: list[str]) -> int:
    """Run `energy-table class`; returns the exit status."""
    args = _parser().parse_args(argv)
    try:
        plan = _plan(args)
    except ValueError as exc:
        return usage_error(PROG, str(exc))
    if not 0 <= args.port <= 65535:
        return usage_error(PROG, f"a port is 0 to 65535, not {args.port}")
    broker = None
    if args.broker is not None:
        from desktop_app.net.broker import BrokerAccess

        try:
            broker = BrokerAccess.read(args.broker)
        except ValueError as exc:
            return usage_error(PROG, str(exc))
    return _run(args, plan, broker)


def _run(args: argparse.Namespace, plan: ClassPlan, broker: BrokerAccess | None = None) -> int:
    from PySide6.QtCore import QCoreApplication, QTimer

    from desktop_app.commands.host import _words
    from desktop_app.controllers import storage
    from desktop_app.controllers.class_tables import ClassTables
    from desktop_app.rules.common.save import SaveError

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    app.setApplicationName("Energy Table")
    app.setOrganizationName("EnergyTable")
    folder = args.folder or storage.app_data_dir() / "classes" / plan.game
    try:
        klass = ClassTables(
            folder, plan, words=_words(), host=args.bind, port=args.port, origins=tuple(args.origin), broker=broker
        )
    except (SaveError, ValueError) as exc:
        print(f"{PROG}: error: {folder}: {exc}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"{PROG}: error: cannot write {folder} ({exc.strerror or exc})", file=sys.stderr)
        return 1
    if klass.plan.game != plan.game:
        return usage_error(PROG, f"{folder} keeps a {klass.plan.game} class, not {plan.game}")
    try:
        klass.open()
    except OSError as exc:
        where = f"listen on {args.bind}:{args.port} ({exc})" if broker is None else f"open the class: {exc}"
        print(f"{PROG}: error: cannot {where}", file=sys.stderr)
        klass.close()
        return 1
    klass.autosave_did_fail.connect(lambda why: print(f"autosave failed: {why}", file=sys.stderr, flush=True))
    csv_path = args.csv or folder / "class.csv"

    def notice(table: int, kind: str) -> None:
        words = {"last_round": "its last round began", "ended": "its play ended"}
        print(f"table {table + 1}: {words.get(kind, kind)}", flush=True)

    def gone(table: int, seat: int) -> None:
        print(f"table {table + 1}, seat {seat + 1}: the device has been gone a while; the seat waits", flush=True)

    def ended() -> None:
        try:
            klass.write_csv(csv_path)
            print(f"results: {csv_path}", flush=True)
        except OSError as exc:
            print(f"{PROG}: error: cannot write {csv_path} ({exc.strerror or exc})", file=sys.stderr, flush=True)
        QTimer.singleShot(END_GRACE_MS, app.quit)

    klass.notice_did_begin.connect(notice)
    klass.seat_may_be_taken.connect(gone)
    klass.class_did_end.connect(ended)
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda *_: app.quit())
    wake = QTimer()  # lets Python see Ctrl+C / SIGTERM while Qt's loop runs
    wake.start(200)
    wake.timeout.connect(lambda: None)
    shown = klass.plan
    print(f"{'reopened' if klass.reopened else 'opened'} {shown.game} class: {shown.tables} tables", flush=True)
    if broker is not None:
        print(f"broker: {klass.server.url}", flush=True)
    print(f"join: {klass.url}", flush=True)
    print(f"code: {klass.session.code}", flush=True)
    print(f"folder: {folder}", flush=True)
    if klass.session.ended():
        ended()
    try:
        app.exec()
    finally:
        klass.close()
    return 0
