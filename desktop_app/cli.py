"""The `energy-table` command: routes to the desktop app or to one of its commands.

energy-table [--lang zh_TW|en] [...]        the desktop app (desktop_app/commands/app.py)
energy-table COMMAND [ARGS]                 a command: desktop_app/commands/<command>.py
energy-table help                           the list of commands, found in desktop_app/commands/

A command's module is imported only when it runs, so a headless command never loads Qt. Every
command runs inside `cli_parser.run_guarded`: output that cannot be written (a closed pipe, a
full disk, a closed stdout) ends it quietly with a non-zero status, never a traceback.
"""

from __future__ import annotations

import importlib
import sys

from desktop_app import commands
from desktop_app.cli_parser import USAGE_ERROR, run_guarded

PROG = "energy-table"


def _usage() -> str:
    return f"usage: {PROG} [--lang zh_TW|en] | {PROG} COMMAND [ARGS]\n\n{commands.command_list()}"


def _help() -> int:
    print(_usage())
    return 0


def _unknown(command: str) -> int:
    print(f"{PROG}: error: unknown command '{command}' (run '{PROG} help' for the list)", file=sys.stderr)
    return USAGE_ERROR


def main(argv: list[str] | None = None) -> int:
    """Run `energy-table` with `argv` (default: the process's arguments); return the exit status."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in ("help", "--commands"):
        return run_guarded(PROG, _help)
    if argv and not argv[0].startswith("-"):
        name = commands.module_of(argv[0])
        if name is None:
            return run_guarded(PROG, lambda: _unknown(argv[0]))
        prog, rest = f"{PROG} {argv[0]}", argv[1:]
    else:
        name, prog, rest = f"{commands.__name__}.{commands.DEFAULT}", PROG, argv
    module = importlib.import_module(name)
    # A command with a Qt event loop (a window, the host) keeps running when its output is lost:
    # a raise in a Qt slot would be an error box or a dropped table.
    event_loop = bool(getattr(module, "EVENT_LOOP", False))
    return run_guarded(prog, lambda: int(module.main(rest)), stop=not event_loop)
