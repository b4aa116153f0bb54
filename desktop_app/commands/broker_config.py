"""`energy-table broker-config CLASS --pupils ...`: the school broker's files for one class.

    energy-table broker-config 5a --pupils ana,mei,li --dir /etc/mosquitto/energy-table-5a
        [--address broker.school.example] [--port 1883] [--ws-port 9001] [--bind ADDRESS]

Writes into DIR Mosquitto's `mosquitto.conf` (a listener, a WebSocket listener for browsers,
passwords required, persistence), the password file (hashed by Debian's `mosquitto_passwd`), the
ACL (each pupil reads only their own seat and writes only their own intent) and `host.json`,
which the teacher's Energy Table uses to connect (`energy-table host ... --broker DIR/host.json`).
Prints each pupil's password for the teacher to hand out. Run again, it makes new passwords for
everyone (docs/network-protocol.md, "The school broker"; the README says how a school sets it up).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from desktop_app.cli_parser import OneLineParser, usage_error

PROG = "energy-table broker-config"


def _parser() -> argparse.ArgumentParser:
    from desktop_app.net.broker_config import DEFAULT_PORT, DEFAULT_WS_PORT

    p = OneLineParser(prog=PROG, description="Write a school MQTT broker's files (Mosquitto) for one class.")
    p.add_argument("klass", metavar="CLASS", help="the class's name in topics: a-z, 0-9, '-', '_' (e.g. 5a)")
    p.add_argument("--pupils", required=True, help="the pupils' user names, comma-separated (e.g. ana,mei,li)")
    p.add_argument("--dir", type=Path, required=True, help="where to write the files")
    p.add_argument(
        "--address", default="localhost", help="the broker's address as the teacher's computer reaches it (host.json)"
    )
    p.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"the MQTT port (default {DEFAULT_PORT})")
    p.add_argument(
        "--ws-port",
        type=int,
        default=DEFAULT_WS_PORT,
        help=f"the port for browsers (MQTT over WebSocket; default {DEFAULT_WS_PORT}; 0: none)",
    )
    p.add_argument("--bind", help="listen on this address only (default: every address)")
    return p


def main(argv: list[str]) -> int:
    """Run `energy-table broker-config`; returns the exit status."""
    args = _parser().parse_args(argv)
    from desktop_app.net.broker import CLASS_LEVEL
    from desktop_app.net.broker_config import WEB_PORT, write_broker_files

    for name, port in (("--port", args.port), ("--ws-port", args.ws_port)):
        if not (0 < port < 65536 or (name == "--ws-port" and port == 0)):
            return usage_error(PROG, f"{name} is a port number (1 to 65535), not {port}")
    if args.ws_port == args.port:
        return usage_error(PROG, "--port and --ws-port must differ")
    pupils = [p for p in args.pupils.split(",") if p.strip()]
    try:
        files = write_broker_files(
            args.dir,
            args.klass,
            pupils,
            address=args.address,
            port=args.port,
            ws_port=args.ws_port or None,
            bind=args.bind,
        )
    except ValueError as exc:
        return usage_error(PROG, str(exc))
    except OSError as exc:
        print(f"{PROG}: error: cannot write {args.dir} ({exc.strerror or exc})", file=sys.stderr)
        return 1
    print(f"wrote {files.conf}")
    print(f"wrote {files.passwd} (hashed) and {files.acl}")
    print(f"wrote {files.access} (the teacher's Energy Table connects with it: keep it private)")
    print("")
    print("pupil       password")
    for pupil, password in files.passwords.items():
        print(f"{pupil:<11} {password}")
    print("")
    print(f"next: put {files.conf.name} in /etc/mosquitto/conf.d/ and restart mosquitto,")
    print(f"      or run: mosquitto -c {files.conf}")
    if files.web is not None:
        print(f"the pupils' page: serve {files.web} on the school's web server, for example")
        print(f"      python3 -m http.server {WEB_PORT} --directory {files.web}")
        print(f"  and give the pupils this link: {files.pupil_link(args.address, args.ws_port)}")
        klass = files.pupil_link(args.address, args.ws_port, CLASS_LEVEL)
        print(f"  (a whole class, energy-table class ... --broker: {klass})")
    return 0
