"""Render a newcomer's first game step by step: one person against two computer players, a PNG
at every decision of the person, with a hint shown at the first decision of each kind.

    QT_QPA_PLATFORM=offscreen python tools/walkthrough.py OUT_DIR [--games power-grid,...]
        [--langs zh_TW,en] [--sizes 1280x800,3840x2160] [--steps 25] [--seed 4]
    QT_QPA_PLATFORM=offscreen python tools/walkthrough.py --clicks [--games ...] [--langs en]

The person's moves are the hint player's (what the Hint button would have suggested), so the
walk goes where a learner following the hints would go. For looking at (issue 13's newcomer
walkthrough, issue 14's hints on screen), not a test.

`--clicks` writes no pictures: it plays each game's guide, then a first game (the person against
two computer players, `--steps` moves), by real mouse clicks on what the hint rings (the rings'
click plan, asked again after every click, as the guide's scripted pupil does), and prints how
many clicks each kind of move took a person: moves, median, fewest and most (issue 26's
newcomer walkthrough). A move the rings cannot play is counted apart and made directly.
"""

from __future__ import annotations

import argparse
import importlib
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import statistics  # noqa: E402
from collections import defaultdict  # noqa: E402

from PySide6.QtCore import QSize, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QWidget  # noqa: E402

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


MAX_CLICKS = 30  # for one move: more means the rings never play it


def click_move(app, window, action, moved) -> int | None:
    """Play `action` by clicking what its hint rings, asking again after each click (the clicks
    made are taken off the new plan, as the guide's scripted pupil does: a plan may click one
    "+" three times, or one button twice when it asks again); the clicks made, or None when
    the rings do not play it. `moved()` says the move has been made."""
    from desktop_app.views.tutorial import _still_to_make, click_board_item

    made: list = []
    plan = window._hint_targets(action).click_plan()
    while plan and len(made) < MAX_CLICKS:
        click = plan[0]
        made.append(click)
        if isinstance(click, QWidget):
            if not _wait(app, lambda click=click: click.isVisible() and click.isEnabled(), 3):
                return None
            QTest.mouseClick(click, Qt.MouseButton.LeftButton)
        else:
            click_board_item(*click)
        if _wait(app, moved, 0.3):
            return len(made)
        plan = _still_to_make(window._hint_targets(action).click_plan(), made)
    return len(made) if _wait(app, moved, 1) else None


def count_guide(app, game_id: str, language: str, clicks: dict[str, list[int]]) -> list[str]:
    """Play `game_id`'s guide by clicks; each expected move's clicks under its kind. Returns
    the steps the rings could not play."""
    from desktop_app.views.tutorial import open_tutorial

    window = open_tutorial(game_id, None, language, fresh=True)
    window.set_speed("max", remember=False)
    window.resize(QSize(1280, 800))
    window.show()
    coach = window.coach
    failed: list[str] = []

    def own_move() -> bool:  # a `play` step: the pupil's own move, made their own way
        where = coach.position()
        return where is not None and bool(coach.steps()[where[0]].play)

    while not coach.done:
        if coach.expected() is None and not own_move() and not coach.skipping:
            coach.skip_ahead()  # a watched stretch: the newcomer may watch it; clicks count what they do
        ready = lambda: coach.done or (coach._pupil_to_move() and (coach.expected() is not None or own_move()))  # noqa: E731
        if not _wait(app, ready, 60):
            failed.append(f"stuck at {coach.position()}")
            break
        if coach.done:
            break
        moves, where = coach.pupil_moves(), coach.position()
        action = coach.expected()
        if action is None:  # the pupil's own move: the one the hint would suggest
            seat = window.controller.current_player()
            action = hint(game_id, window.controller.observation_for(seat), seat).action
        made = click_move(app, window, action, lambda moves=moves: coach.pupil_moves() != moves)
        if made is None:
            failed.append(f"step {where[0] + 1} ({type(action).__name__})")
            window.controller.submit(action)
            _wait(app, lambda moves=moves: coach.pupil_moves() != moves, 5)
        else:
            clicks[type(action).__name__].append(made)
    window.controller.shutdown()
    window.close()
    return failed


def count_game(app, game_id: str, language: str, steps: int, seed: int, clicks: dict[str, list[int]]) -> list[str]:
    """A first game by clicks, the person's moves the hint player's."""
    screens = importlib.import_module(MODULES[game_id]).SCREENS
    options = screens.game.options_from_json({"players": 3, "seed": seed})
    seats = [Seat("Ming"), Seat("Mei", "heuristic"), Seat("Hua", "heuristic")]
    controller = GameController(screens.game, screens.load_content(), options, seats, bot_delay_ms=0)
    window = screens.window(controller, language)
    window.resize(QSize(1280, 800))
    window.set_speed("max", remember=False)
    window.show()
    window.start()
    failed: list[str] = []
    for _ in range(steps):
        if not _wait(app, lambda: window.hint_refusal() == "" or controller.is_over(), 30) or controller.is_over():
            break
        seat = window._hint_seat()
        if seat is None or controller.current_player() != seat:
            break
        action = hint(game_id, controller.observation_for(seat), seat).action
        count = len(controller.history)
        made = click_move(app, window, action, lambda count=count: len(controller.history) != count)
        if made is None:
            failed.append(type(action).__name__)
            if not controller.submit(action):
                break
        else:
            clicks[type(action).__name__].append(made)
    controller.shutdown()
    window.close()
    return failed


def print_clicks(title: str, clicks: dict[str, list[int]], failed: list[str]) -> None:
    print(f"{title}")
    for kind, counts in sorted(clicks.items()):
        print(
            f"  {kind:<22} {len(counts):>3} moves, clicks median {statistics.median(counts):g} "
            f"(fewest {min(counts)}, most {max(counts)})"
        )
    if failed:
        print(f"  not playable by the rings' clicks: {', '.join(failed)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, nargs="?")
    parser.add_argument("--clicks", action="store_true", help="count a person's clicks per kind of move")
    parser.add_argument("--games", default=",".join(MODULES))
    parser.add_argument("--langs", default="zh_TW,en")
    parser.add_argument("--sizes", default="1280x800,3840x2160")
    parser.add_argument("--steps", type=int, default=25)
    parser.add_argument("--seed", type=int, default=4)
    args = parser.parse_args(argv)
    if args.clicks:
        for language in args.langs.split(","):
            app, _existing, _languages = start_qt(language)
            for game_id in args.games.split(","):
                guide: dict[str, list[int]] = defaultdict(list)
                failed = count_guide(app, game_id, language, guide)
                print_clicks(f"{game_id} {language}: the guide", guide, failed)
                game: dict[str, list[int]] = defaultdict(list)
                failed = count_game(app, game_id, language, args.steps, args.seed, game)
                print_clicks(f"{game_id} {language}: a first game ({args.steps} moves at most)", game, failed)
        return 0
    if args.out is None:
        parser.error("OUT (the pictures' folder) is needed without --clicks")
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
