"""`energy-table demo GAME`: an all-computer game in the full window, for a classroom.

It plays at a readable pace, narrating every action in the log, with pause and step in the
"Computer players" menu. `--speed max`, `--exit-when-done` and `--screenshot FILE` make it
scriptable (the screenshot is the window at the end of the game).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer

from desktop_app.cli_parser import OneLineParser, checked, think_ms, usage_error
from desktop_app.commands.app import (
    _language,
    _window_size,
    content_pack_issues,
    report_broken_pack,
    start_qt,
    write_png,
)
from desktop_app.rules.common.options import fresh_seed, seed_from_text
from desktop_app.views.kit.screen_fit import show_fitted

EVENT_LOOP = True
"""It runs a Qt event loop: it keeps running if its output is lost (cli_parser.run_guarded)."""
DEMO_GAMES = {"power-grid": (2, 6), "magic-lamp": (2, 5), "power-butler": (2, 5), "power-on": (2, 4)}

if TYPE_CHECKING:  # the windows are imported when the demo starts
    from desktop_app.views.kit.game_window import GameWindow


def _parser() -> argparse.ArgumentParser:
    parser = OneLineParser(prog="energy-table demo", description="Play an all-computer game in the window, narrated.")
    parser.add_argument("game", help="which game: " + ", ".join(DEMO_GAMES))
    parser.add_argument("--players", type=int, default=4, help="number of computer players (default 4)")
    parser.add_argument("--seed", type=checked(seed_from_text), help="deal a given game (default: random)")
    parser.add_argument("--speed", choices=("slow", "normal", "fast", "max"), default="normal", help="pace of play")
    parser.add_argument("--bots", help="the computer player of each seat, comma-separated, or one for all")
    parser.add_argument("--think-ms", type=think_ms, help="a searching computer player's (expert's) time per move")
    parser.add_argument("--exit-when-done", action="store_true", help="quit when the game ends")
    parser.add_argument("--screenshot", type=Path, metavar="FILE", help="save the window at the end as PNG")
    parser.add_argument("--lang", type=_language, metavar="{zh_TW,en}", help="language for this run")
    parser.add_argument("--size", type=_window_size, metavar="WxH", help="window size (default 1280x800)")
    parser.add_argument("--full-screen", action="store_true", help="start in full screen (for a projector)")
    return parser


def _demo_window_of(game: str) -> Callable[..., GameWindow]:
    """The game's `demo_window(players, seed, language, speed, bots=...)`, imported when asked
    (Power Grid's for any other name)."""
    if game == "magic-lamp":
        from desktop_app.views.magic_lamp.window import demo_window as magic_lamp

        return magic_lamp
    if game == "power-butler":
        from desktop_app.views.power_butler.window import demo_window as power_butler

        return power_butler
    if game == "power-on":
        from desktop_app.views.power_on.window import demo_window as power_on

        return power_on
    from desktop_app.views.power_grid.window import demo_window as power_grid

    return power_grid


def main(argv: list[str]) -> int:
    parser = _parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as stop:
        return stop.code if isinstance(stop.code, int) else 2
    if args.game not in DEMO_GAMES:
        return usage_error(parser.prog, f"no demo for '{args.game}'; choose from: {', '.join(DEMO_GAMES)}")
    low, high = DEMO_GAMES[args.game]
    if not low <= args.players <= high:
        return usage_error(parser.prog, f"{args.game} is for {low} to {high} players, not {args.players}")

    bots = None
    if args.bots is not None:
        from desktop_app.ai.registry import bot_names

        known = bot_names(args.game)
        bots = [name.strip() for name in args.bots.split(",")]
        wrong = [name for name in bots if name not in known]
        if wrong or not bots:
            return usage_error(
                parser.prog, f"unknown computer player '{(wrong or [''])[0]}'; choose from: {', '.join(known)}"
            )
        if len(bots) == 1:
            bots = bots * args.players
        if len(bots) != args.players:
            return usage_error(parser.prog, f"--bots names {len(bots)} players for {args.players} seats")
    app, existing, language_manager = start_qt(args.lang)
    if existing is None:
        from desktop_app.views.error_report import install_error_reporting

        install_error_reporting()
    issues = content_pack_issues()
    if issues:
        report_broken_pack(issues)
        return 1
    demo_window = _demo_window_of(args.game)
    seed = args.seed if args.seed is not None else fresh_seed()
    window = demo_window(args.players, seed, language_manager.language, args.speed, bots=bots)
    if args.think_ms is not None:
        for bot in window.controller.bots.values():
            if hasattr(bot, "think_ms"):
                bot.think_ms = args.think_ms
    if args.size is not None:
        window.resize(args.size)
    outcome = {"status": 0}

    def finished(_winners: object) -> None:
        if args.screenshot is not None:
            if window.scoreboard is not None:
                window.scoreboard.hide()  # the board at the end, not the dialog over it
            app.processEvents()
            problem = write_png(window, args.screenshot)
            if problem is not None:
                print(f"energy-table demo: could not write {args.screenshot}: {problem}")
                outcome["status"] = 1
        if args.exit_when_done:
            QTimer.singleShot(0, window.close)
            QTimer.singleShot(0, app.quit)

    def bot_failed(message: str) -> None:
        print(f"energy-table demo: a computer player failed: {message}")
        outcome["status"] = 1
        if args.exit_when_done:
            QTimer.singleShot(0, app.quit)

    window.controller.game_did_end.connect(finished)
    window.controller.bot_did_fail.connect(bot_failed)
    if args.full_screen:
        window.showFullScreen()
    else:
        show_fitted(window)  # a laptop's screen less its taskbar: maximised if 1280x800 does not fit
    window.start()
    status = app.exec()
    window.controller.shutdown()
    if existing is not None:
        language_manager.remove()
    return outcome["status"] or status
