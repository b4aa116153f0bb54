"""The `energy-table` program's commands: one module per command, each with `main(argv) -> int`.

The module `app` is the desktop app, run when no command is given; every other module is the
command of its name with `-` for `_` (`validate_content.py` is `energy-table validate-content`).
`desktop_app/cli.py` routes to them and its help lists exactly these modules (a test checks),
so a new command is a new module here plus its one-line summary below.

This file imports nothing of the program: listing the commands must not load Qt or the rules.
"""

from __future__ import annotations

import keyword

DEFAULT = "app"
"""The module run when `energy-table` gets no command: the desktop app."""

SUMMARIES = {
    "class": "run a class of tables for the pupils' devices under one class code, without a window",
    "broker-config": "write a school MQTT broker's files for a class (Mosquitto: config, passwords, ACL)",
    "demo": "an all-computer game in the window, narrated (for teachers)",
    "guide": "write a game's teacher's guide as an A4 PDF",
    "hint": "play K actions with computer players, then print a hint and why",
    "lesson": "write the lesson page of a computer-only game as an A4 PDF",
    "host": "open a table to phones, tablets and other computers, without a window",
    "replay": "replay a save file and report whether it is valid",
    "rules": "print a game's rules reference (text or HTML), or write it as a PDF",
    "simulate": "play computer-only games without a window",
    "tutorial": "a game's guided first game in the window (--autoplay: a scripted pupil)",
    "validate-content": "check a content pack and list every error",
    "worksheet": "write a game's worksheet (學習單) as an A4 PDF",
}
"""Each command's line in `energy-table help`, by the name typed on the command line."""


def command_names() -> list[str]:
    """Every command (not the desktop app), as typed on the command line, found in this package."""
    import pkgutil  # here: the desktop app's start never lists the commands

    modules = (info.name for info in pkgutil.iter_modules(__path__))
    # a trailing _ lets a command be a Python keyword: class_.py is `energy-table class`
    return sorted(
        name.rstrip("_").replace("_", "-") for name in modules if name != DEFAULT and not name.startswith("_")
    )


def module_of(command: str) -> str | None:
    """The full module name of `command`, or None when this package has no such command."""
    if command not in command_names():
        return None
    module = command.replace("-", "_")
    return f"{__name__}.{module}_" if keyword.iskeyword(module) else f"{__name__}.{module}"


def command_list() -> str:
    """The lines of help that name every command and say what it does."""
    lines = ["commands:"]
    lines += [f"  {name:<18} {SUMMARIES.get(name, '')}".rstrip() for name in command_names()]
    lines.append("\nRun 'energy-table COMMAND --help' for a command's options.")
    return "\n".join(lines)
