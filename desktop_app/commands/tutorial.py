"""`energy-table tutorial GAME`: a game's guided first game in the window ("learn by playing").

    energy-table tutorial GAME [--lang zh_TW|en] [--autoplay] [--exit-when-done]
        [--screenshot FILE] [--size WxH]

`--autoplay` plays the guide with a scripted pupil who follows every instruction by clicking
what the coach rings in the real window (views/tutorial.py `AutoPupil`); with
`--exit-when-done` the command exits 0 only if every step was reached, 1 if a step could not
be played that way. `--screenshot FILE` saves the window at the end as PNG.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from PySide6.QtCore import QTimer

from desktop_app.cli_parser import OneLineParser, usage_error
from desktop_app.commands.app import (
    _language,
    _window_size,
    content_pack_issues,
    report_broken_pack,
    start_qt,
    write_png,
)
from desktop_app.rules.registry import GAMES

EVENT_LOOP = True
"""It runs a Qt event loop: it keeps running if its output is lost (cli_parser.run_guarded)."""
WATCHDOG_MS = 15 * 60 * 1000  # an autoplayed guide that has not ended by then is stuck


def _parser() -> argparse.ArgumentParser:
    parser = OneLineParser(prog="energy-table tutorial", description="Play a game's guided first game.")
    parser.add_argument("game", help="which game: " + ", ".join(sorted(GAMES)))
    parser.add_argument("--lang", type=_language, metavar="{zh_TW,en}", help="language for this run")
    parser.add_argument("--autoplay", action="store_true", help="a scripted pupil clicks what the coach rings")
    parser.add_argument("--exit-when-done", action="store_true", help="quit when the guide ends (exit 0 if complete)")
    parser.add_argument("--screenshot", type=Path, metavar="FILE", help="save the window at the end as PNG")
    parser.add_argument("--size", type=_window_size, metavar="WxH", help="window size (default 1280x800)")
    return parser


def main(argv: list[str]) -> int:
    parser = _parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as stop:
        return stop.code if isinstance(stop.code, int) else 2
    if args.game not in GAMES:
        return usage_error(parser.prog, f"no game '{args.game}'; choose from: {', '.join(sorted(GAMES))}")
    from desktop_app.content.errors import ContentError
    from desktop_app.content.loader import load_tutorial

    try:
        load_tutorial(GAMES[args.game].folder)
    except ContentError as error:
        print(f"energy-table tutorial: {args.game} has no guided first game that can start:\n{error}")
        return 1
    app, existing, language_manager = start_qt(args.lang)
    issues = content_pack_issues()
    if issues:
        report_broken_pack(issues)
        return 1
    from desktop_app.views.tutorial import AutoPupil, open_tutorial

    window = open_tutorial(args.game, None, language_manager.language, fresh=args.autoplay)
    if window is None:
        return 1
    if args.size is not None:
        window.resize(args.size)
    outcome: dict[str, int] = {}  # "status" once the guide is ending

    def end(status: int, said: str = "") -> None:
        if "status" in outcome:
            return  # already ending
        outcome["status"] = status
        if said and status:
            print(f"energy-table tutorial: {said}")
        if args.screenshot is not None:
            app.processEvents()
            problem = write_png(window, args.screenshot)
            if problem is not None:
                print(f"energy-table tutorial: could not write {args.screenshot}: {problem}")
                outcome["status"] = 1
        if args.exit_when_done:
            QTimer.singleShot(0, window.close)
            QTimer.singleShot(0, app.quit)

    coach = window.coach
    if args.autoplay:
        window.set_speed("fast", remember=False)
        pupil = AutoPupil(window)
        pupil.failed.connect(lambda text: end(1, text))
        pupil.finished.connect(lambda: end(0))
        QTimer.singleShot(WATCHDOG_MS, lambda: end(1, "the guide did not end in time"))
    else:
        coach.finished.connect(lambda: end(0))
    window.controller.game_did_end.connect(lambda _w: None if coach.done else end(1, "the game ended before the guide"))
    window.controller.bot_did_fail.connect(lambda message: end(1, f"a computer player failed: {message}"))
    coach.refresh()
    status = app.exec()
    window.controller.shutdown()
    if existing is not None:
        language_manager.remove()
    if args.autoplay and not coach.done:
        return 1
    return outcome.get("status", 0) or status
