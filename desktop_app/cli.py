"""The `energy-table` command: starts the app, or runs a headless sub-command."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    from desktop_app.app import run_app

    return run_app(argv)
