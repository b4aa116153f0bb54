"""`energy-table host GAME`: a table open to devices, with no window (a school machine, tests).

    energy-table host power-grid --players 3 --seats remote,remote,normal [--port 8765]
        [--bind 127.0.0.1] [--seed S] [--save FILE] [--bot-delay MS] [--origin URL]
    energy-table host power-grid --seats remote,remote,normal --broker DIR/host.json [--table 1]

Prints the join link and the code, then plays: computer seats play, remote seats wait for
devices (docs/network-protocol.md). The game autosaves to FILE after every move and the table
(code, seats, who joined) is kept beside it, so a host restarted with the same FILE reopens the
same table and code, and the devices reconnect with their seat tokens. With `--broker` (the file
`energy-table broker-config` wrote) nothing listens here: the host connects out to the school's
MQTT broker and the pupils play through it (net/broker.py). It ends when the game
does (the save is then removed) or on Ctrl+C / SIGTERM (the save stays, to carry on later).
"""

from __future__ import annotations

import argparse
import secrets
import signal
import sys
from pathlib import Path
from typing import Any

from desktop_app.cli_parser import OneLineParser, checked, usage_error
from desktop_app.rules.common.options import seed_from_text
from desktop_app.rules.registry import GAMES

PROG = "energy-table host"
DEFAULT_PORT = 8765
REMOTE_WORD = "remote"
END_GRACE_MS = 1500  # after the last move: time for the devices to get the final frame
EVENT_LOOP = True
"""It runs a Qt event loop: it keeps serving if its output is lost (cli_parser.run_guarded)."""


def _parser() -> argparse.ArgumentParser:
    p = OneLineParser(prog=PROG, description="Open a table to phones, tablets and other computers, headless.")
    p.add_argument("game", choices=sorted(GAMES), help="the game")
    p.add_argument("--players", type=int, help="how many seats (default: the number of --seats, else 2)")
    p.add_argument(
        "--seats",
        help="each seat, comma-separated: 'remote' (a device) or a computer level "
        "(normal, beginner, expert, random); default: all remote",
    )
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"the port (default {DEFAULT_PORT}; 0: any free)")
    p.add_argument("--bind", default="127.0.0.1", help="the address to listen on (default 127.0.0.1: this computer)")
    p.add_argument("--seed", type=checked(seed_from_text), help="the game's seed (default: a random one)")
    p.add_argument("--save", type=Path, help="the table's save (default: the app's autosave folder)")
    p.add_argument("--bot-delay", type=int, default=600, help="milliseconds before a computer moves (default 600)")
    p.add_argument("--origin", action="append", default=[], help="another page origin allowed to connect")
    p.add_argument(
        "--broker",
        type=Path,
        metavar="HOST_JSON",
        help="play through the school's MQTT broker (the host.json of energy-table broker-config) instead of serving",
    )
    p.add_argument("--table", default="1", help="the table's name in the broker's topics (default 1)")
    p.add_argument(
        "--takeover-after",
        type=float,
        metavar="SECONDS",
        help="a computer player (normal) takes a seat whose device has been gone this long (default: it waits)",
    )
    return p


def _seat_list(args: argparse.Namespace, bots: tuple[str, ...]) -> list[str]:
    """The seats as typed, checked: a ValueError's sentence is the one-line refusal."""
    game = GAMES[args.game]
    words = [w.strip().lower() for w in args.seats.split(",")] if args.seats else []
    players = args.players or len(words) or 2
    if not game.min_players <= players <= game.max_players:
        raise ValueError(f"{args.game} is for {game.min_players} to {game.max_players} players, not {players}")
    if not words:
        words = [REMOTE_WORD] * players
    if len(words) != players:
        raise ValueError(f"--seats names {len(words)} seats for {players} players")
    for word in words:
        if word != REMOTE_WORD and word not in bots:
            raise ValueError(f"a seat is 'remote' or one of {', '.join(bots)}, not '{word}'")
    if REMOTE_WORD not in words:
        raise ValueError("no seat is 'remote': nobody could join")
    return words


def _words() -> Any:
    """The per-game words of the views (`views/remote`'s `device_words`) when they are there, else
    the rules' plain words."""
    import importlib

    from desktop_app.net.words import plain_words

    try:
        module = importlib.import_module("desktop_app.views.remote")
    except ImportError:
        return plain_words
    return getattr(module, "device_words", plain_words)


def main(argv: list[str]) -> int:
    """Run `energy-table host`; returns the exit status."""
    args = _parser().parse_args(argv)
    from desktop_app.ai.registry import bot_names

    try:
        seats = _seat_list(args, bot_names(args.game))
    except ValueError as exc:
        return usage_error(PROG, str(exc))
    if not 0 <= args.port <= 65535:
        return usage_error(PROG, f"a port is 0 to 65535, not {args.port}")
    if args.bot_delay < 0:
        return usage_error(PROG, "--bot-delay is 0 or more milliseconds")
    if args.takeover_after is not None and not 0 <= args.takeover_after <= 86400:
        return usage_error(PROG, "--takeover-after is 0 to 86400 seconds")
    broker = None
    if args.broker is not None:
        from desktop_app.net.broker import BrokerAccess, table_name

        try:
            broker = BrokerAccess.read(args.broker)
            table_name(args.table)
        except ValueError as exc:
            return usage_error(PROG, str(exc))
    return _run(args, seats, broker)


def _run(args: argparse.Namespace, seat_words: list[str], broker: Any = None) -> int:
    from PySide6.QtCore import QCoreApplication, QTimer

    from desktop_app.controllers import storage
    from desktop_app.controllers.game_controller import GameController, Seat
    from desktop_app.controllers.remote import RemoteTable, read_table, table_path
    from desktop_app.net.broker import BrokerTable, broker_path
    from desktop_app.net.server import TableServer
    from desktop_app.net.session import COMPUTER, REMOTE, TableSeat, TableSession
    from desktop_app.rules.common.save import SaveError

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    app.setApplicationName("Energy Table")
    app.setOrganizationName("EnergyTable")
    game = GAMES[args.game]
    save = args.save or storage.app_data_dir() / "autosave" / f"host-{game.id}.json"
    kept = read_table(table_path(save))
    try:
        if save.exists():
            controller = GameController.from_save(save, GAMES, autosave_path=save, bot_delay_ms=args.bot_delay)
            if controller.game.id != game.id:
                return usage_error(PROG, f"{save} is a {controller.game.id} game, not {game.id}")
            resumed = True
        else:
            content = game.load_content(None)
            seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
            options = game.options_from_json({"players": len(seat_words), "seed": seed})
            seats = [
                Seat(f"Player {i + 1}", None) if w == REMOTE_WORD else Seat(f"Computer {i + 1}", w)
                for i, w in enumerate(seat_words)
            ]
            controller = GameController(game, content, options, seats, autosave_path=save, bot_delay_ms=args.bot_delay)
            resumed = False
            controller.save_to(save)  # kept from the start: a host restarted before any move reopens it
    except SaveError as exc:
        print(f"{PROG}: error: {save}: {exc}", file=sys.stderr)
        return 1
    except OSError as exc:
        print(f"{PROG}: error: cannot write {save} ({exc.strerror or exc})", file=sys.stderr)
        return 1
    table_seats = [TableSeat(COMPUTER if s.bot else REMOTE, s.name) for s in controller.seats]
    code = kept["code"] if resumed and kept else None
    away = args.takeover_after if args.takeover_after is not None else 90.0
    session = TableSession(game, controller.content, table_seats, code=code, words=_words(), away_s=away)
    if resumed and kept:
        session.restore(kept)
    server: TableServer | BrokerTable
    if broker is not None:
        server = BrokerTable(session, broker, args.table, keep_path=broker_path(save))
    else:
        server = TableServer(session, host=args.bind, port=args.port, origins=tuple(args.origin))
    table = RemoteTable(controller, session, server, keep_path=table_path(save))
    try:
        table.open()
    except OSError as exc:
        if broker is not None:
            print(f"{PROG}: error: {exc}", file=sys.stderr)
        else:
            print(f"{PROG}: error: cannot listen on {args.bind}:{args.port} ({exc})", file=sys.stderr)
        return 1
    controller.autosave_did_fail.connect(lambda why: print(f"autosave failed: {why}", file=sys.stderr, flush=True))
    controller.bot_did_fail.connect(lambda why: print(f"computer player failed: {why}", file=sys.stderr, flush=True))

    def gone(seat: int) -> None:
        if args.takeover_after is None:
            print(f"seat {seat + 1}'s device has been gone a while: the seat waits for it", flush=True)
            return
        table.give_to_computer(seat)
        print(f"seat {seat + 1}'s device has been gone {args.takeover_after:g} s: a computer plays it", flush=True)

    table.seat_may_be_taken.connect(gone)

    def finished(winners: tuple[int, ...]) -> None:
        names = ", ".join(session.names()[w] or f"seat {w + 1}" for w in winners)
        print(f"game over: {names or 'no winner'}", flush=True)
        QTimer.singleShot(END_GRACE_MS, app.quit)

    controller.game_did_end.connect(finished)
    for sig in (signal.SIGINT, signal.SIGTERM):
        signal.signal(sig, lambda *_: app.quit())
    wake = QTimer()  # lets Python see Ctrl+C / SIGTERM while Qt's loop runs
    wake.start(200)
    wake.timeout.connect(lambda: None)
    print(f"{'reopened' if resumed else 'opened'} {game.id} table", flush=True)
    if broker is not None:
        print(f"broker: {server.url}", flush=True)
    else:
        print(f"join: {server.url}?code={session.code}", flush=True)
    print(f"code: {session.code}", flush=True)
    print(f"save: {save}", flush=True)
    announcer = None
    if broker is None and isinstance(
        server, TableServer
    ):  # open to the room (not on 127.0.0.1): other Energy Tables' "Join a table" list it
        from desktop_app.net.discovery import announce_open_table

        announcer = announce_open_table(game.id, args.bind, server.port)
        if announcer is not None:
            print("announced on the local network", flush=True)
    controller.start()
    if controller.is_over():
        finished(tuple(game.winners(controller.state)))
    try:
        app.exec()
    finally:
        if announcer is not None:
            announcer.stop(wait=True)
        table.close()
        controller.shutdown()
        if broker is not None and controller.is_over():
            broker_path(save).unlink(missing_ok=True)  # the pupils' seats go with the finished game
    return 0
