"""The `energy-table` command: routes to the desktop app or to one of its commands.

energy-table [--lang zh_TW|en] [...]        the desktop app (desktop_app/commands/app.py)
energy-table COMMAND [ARGS]                 a command: desktop_app/commands/<command>.py
energy-table help                           the list of commands, found in desktop_app/commands/

A command's module is imported only when it runs, so a headless command never loads Qt.
"""

from __future__ import annotations

import importlib
import sys

from desktop_app import commands


def _usage() -> str:
    return f"usage: energy-table [--lang zh_TW|en] | energy-table COMMAND [ARGS]\n\n{commands.command_list()}"


def main(argv: list[str] | None = None) -> int:
    """Run `energy-table` with `argv` (default: the process's arguments); return the exit status."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in ("help", "--commands"):
        print(_usage())
        return 0
    if argv and not argv[0].startswith("-"):
        module = commands.module_of(argv[0])
        if module is None:
            print(f"energy-table: unknown command '{argv[0]}'\n\n{_usage()}", file=sys.stderr)
            return 2
        status: int = importlib.import_module(module).main(argv[1:])
        return status
    app = importlib.import_module(f"{commands.__name__}.{commands.DEFAULT}")
    status = app.main(argv)
    return status
