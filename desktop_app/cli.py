"""The `energy-table` command: starts the app, or runs a headless sub-command.

energy-table [--lang zh_TW|en] [...]        the desktop app
energy-table validate-content [DIR]         check a content pack
energy-table simulate GAME [options]        play computer-only games headless
energy-table replay SAVE                    check that a save file replays
energy-table demo GAME [options]            an all-computer game in the window, narrated
energy-table rules GAME [options]           print a game's rules reference
energy-table hint GAME [options]            play K actions, then print a hint and why
energy-table tutorial GAME [options]        a game's guided first game in the window
"""

from __future__ import annotations

import sys
from collections.abc import Callable


def _validate_content(argv: list[str]) -> int:
    from desktop_app.validate_cli import validate_content_main

    return validate_content_main(argv)


def _simulate(argv: list[str]) -> int:
    from desktop_app.simulate import simulate_main

    return simulate_main(argv)


def _replay(argv: list[str]) -> int:
    from desktop_app.replay import replay_main

    return replay_main(argv)


def _demo(argv: list[str]) -> int:
    from desktop_app.demo import demo_main

    return demo_main(argv)


def _rules(argv: list[str]) -> int:
    from desktop_app.how_to_play_cli import rules_main

    return rules_main(argv)


def _hint(argv: list[str]) -> int:
    from desktop_app.hint_cli import hint_main

    return hint_main(argv)


def _tutorial(argv: list[str]) -> int:
    from desktop_app.tutorial_cli import tutorial_main

    return tutorial_main(argv)


COMMANDS: dict[str, tuple[Callable[[list[str]], int], str]] = {
    "validate-content": (_validate_content, "check a content pack and list every error"),
    "simulate": (_simulate, "play computer-only games without a window"),
    "replay": (_replay, "replay a save file and report whether it is valid"),
    "demo": (_demo, "an all-computer game in the window, narrated (for teachers)"),
    "rules": (_rules, "print a game's rules reference (text or HTML)"),
    "hint": (_hint, "play K actions with computer players, then print a hint and why"),
    "tutorial": (_tutorial, "a game's guided first game in the window (--autoplay: a scripted pupil)"),
}


def _usage() -> str:
    lines = ["usage: energy-table [--lang zh_TW|en] | energy-table COMMAND [ARGS]", "", "commands:"]
    lines += [f"  {name:<18} {help_}" for name, (_, help_) in COMMANDS.items()]
    lines.append("\nRun 'energy-table COMMAND --help' for a command's options.")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in ("help", "--commands"):
        print(_usage())
        return 0
    if argv and not argv[0].startswith("-"):
        command = COMMANDS.get(argv[0])
        if command is None:
            print(f"energy-table: unknown command '{argv[0]}'\n\n{_usage()}", file=sys.stderr)
            return 2
        return command[0](argv[1:])
    from desktop_app.app import run_app

    return run_app(argv)
