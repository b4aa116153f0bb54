"""Render a newcomer's first game step by step: one person against two computer players, a PNG
at every decision of the person, with a hint shown at the first decision of each kind.

    QT_QPA_PLATFORM=offscreen python tools/walkthrough.py OUT_DIR [--games power-grid,...]
        [--langs zh_TW,en] [--sizes 1280x800,3840x2160] [--steps 25] [--seed 4]

The person's moves are the hint player's (what the Hint button would have suggested), so the
walk goes where a learner following the hints would go. For looking at (issue 13's newcomer
walkthrough, issue 14's hints on screen), not a test.
"""

from __future__ import annotations

import argparse
import importlib
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QSize  # noqa: E402

from desktop_app.ai.hints import hint  # noqa: E402
from desktop_app.commands.app import start_qt  # noqa: E402
from desktop_app.controllers.game_controller import GameController, Seat  # noqa: E402

MODULES = {
    "power-grid": "desktop_app.views.power_grid.window",
    "power-butler": "desktop_app.views.power_butler.window",
    "power-on": "desktop_app.views.power_on.window",
    "magic-lamp": "desktop_app.views.magic_lamp.window",
}


def _size(text: str) -> QSize:
    width, height = (int(part) for part in text.lower().split("x"))
    return QSize(width, height)


def _wait(app, until, seconds: float) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        if until():
            return True
        time.sleep(0.005)
    return until()


def walk(app, game_id: str, language: str, size: QSize, steps: int, seed: int, out: Path) -> int:
    """One walk; returns the number of pictures written."""
    screens = importlib.import_module(MODULES[game_id]).SCREENS
    options = screens.game.options_from_json({"players": 3, "seed": seed})
    names = ["小明", "小美", "阿華"] if language.startswith("zh") else ["Ming", "Mei", "Hua"]
    seats = [Seat(names[0]), Seat(names[1], "heuristic"), Seat(names[2], "heuristic")]
    controller = GameController(screens.game, screens.load_content(), options, seats, bot_delay_ms=0)
    window = screens.window(controller, language)
    window.resize(size)
    window.set_speed("max", remember=False)
    window.show()
    window.start()
    written = 0
    hinted: set[str] = set()
    for step in range(1, steps + 1):
        if not _wait(app, lambda: window.hint_refusal() == "" or controller.is_over(), 30):
            break  # a moment the window drives itself (a race) and no person to move
        if controller.is_over():
            break
        seat = window._hint_seat()
        if seat is None:
            break
        suggestion = hint(game_id, controller.observation_for(seat), seat)
        kind = type(suggestion.action).__name__
        if kind not in hinted:
            hinted.add(kind)
            window.think_ms = None  # the hint player's fixed number of imagined games: this very move
            window.show_hint()
            _wait(app, lambda: not window.hint_thinking, 30)  # it thinks on a worker
        _wait(app, lambda: False, 0.05)
        name = f"{game_id}_{language}_{size.width()}x{size.height()}_{step:02d}_{kind}.png"
        window.grab().save(str(out / name))
        written += 1
        window.clear_hint()
        if controller.current_player() != seat or not controller.submit(suggestion.action):
            break  # a person's move the window makes itself (a secret choice): the walk ends here
    controller.shutdown()
    window.close()
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--games", default=",".join(MODULES))
    parser.add_argument("--langs", default="zh_TW,en")
    parser.add_argument("--sizes", default="1280x800,3840x2160")
    parser.add_argument("--steps", type=int, default=25)
    parser.add_argument("--seed", type=int, default=4)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for language in args.langs.split(","):
        app, _existing, languages = start_qt(language)
        for game_id in args.games.split(","):
            for size in args.sizes.split(","):
                count = walk(app, game_id, language, _size(size), args.steps, args.seed, args.out)
                print(f"{game_id} {language} {size}: {count} pictures")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
