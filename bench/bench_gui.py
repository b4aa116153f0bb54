"""GUI speed: cold start to an interactive launcher, and the board's redraw after an action.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_gui.py [--starts 7] [--actions 300]
        [--cold-only | --redraw-only]

Prints one table. Not a test: nothing gates on these figures.

- Cold start: a fresh Python process until the window has been shown and the event loop has
  turned once (then it quits), median of N runs. Compared, in the same run, with a bare PySide6
  process that shows an empty QMainWindow the same way (the three kinds of start interleaved).
  A usual start finds the content pack remembered as clean; the first start on a computer (or
  after the pack changed) checks it in full, and is shown on its own row.
- Redraw: a 3840x2160 Power Grid window; after each action of a computer game, the time for
  `board.show_state` alone, for the board's update plus a full synchronous repaint of its
  viewport (an upper bound: Qt normally repaints only what changed), and for the whole window
  after an action as a player sees it (rules, panels, log, the scheduled repaints), median
  and p95. Offscreen Qt paints in software, like a machine without a GPU.
- The same whole-window figure for a 3840x2160 Power On! window (one human at the table, three
  computer players; their moves go through the controller's own path, paused so none runs twice).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

BARE = """
import sys, time
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
w = QMainWindow(); w.resize(1280, 800); w.show()
QTimer.singleShot(0, app.quit)
app.exec()
"""

LAUNCHER = """
import sys
from PySide6.QtCore import QTimer
from desktop_app.commands.app import content_pack_issues, pack_stamp_path, start_qt
app, _existing, manager = start_qt("zh_TW")
FIRST_START
assert not content_pack_issues()
from desktop_app.views.launcher import LauncherWindow
w = LauncherWindow(manager); w.resize(1280, 800); w.show()
QTimer.singleShot(0, app.quit)
app.exec()
"""


# The first start on a computer (or after the pack changed) checks the content pack in full;
# later starts find it remembered as clean (app.content_pack_issues).
FIRST_LAUNCHER = LAUNCHER.replace("FIRST_START", "pack_stamp_path().unlink(missing_ok=True)")
LAUNCHER = LAUNCHER.replace("FIRST_START", "")


def cold_start(code: str, runs: int) -> list[float]:
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen")}
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, check=True, capture_output=True)
        times.append(time.perf_counter() - start)
    return times


def redraw(actions: int) -> tuple[list[float], list[float], list[float]]:
    from PySide6.QtCore import QSize
    from PySide6.QtWidgets import QApplication

    from desktop_app.ai.registry import make_bot
    from desktop_app.commands.app import start_qt
    from desktop_app.content.loader import load_power_grid
    from desktop_app.controllers.game_controller import GameController, Seat
    from desktop_app.rules.power_grid.game import POWER_GRID
    from desktop_app.rules.power_grid.state import PowerGridOptions
    from desktop_app.views.power_grid.window import PowerGridWindow

    start_qt("zh_TW")
    content = load_power_grid()
    seats = [Seat(f"P{i}") for i in range(4)]
    controller = GameController(POWER_GRID, content, PowerGridOptions(4, seed=8), seats, bot_delay_ms=0)
    window = PowerGridWindow(controller, "zh_TW")
    window.resize(QSize(3840, 2160))
    window.show()
    QApplication.processEvents()
    board = window.board
    bot, rng = make_bot("power-grid", "heuristic"), random.Random(1)
    show_times, paint_times, window_times = [], [], []
    for _ in range(actions):
        if controller.is_over():
            break
        action = bot.choose(controller.observation_for(controller.current_player()), rng)
        t0 = time.perf_counter()
        controller.submit(action)  # the window's own slots run here (log, panels, board)
        QApplication.processEvents()  # the repaints Qt scheduled for what changed
        window_times.append(time.perf_counter() - t0)
        state = controller.state
        t0 = time.perf_counter()
        board.show_state(state, seats)
        t1 = time.perf_counter()
        board.viewport().repaint()
        t2 = time.perf_counter()
        show_times.append(t1 - t0)
        paint_times.append(t2 - t0)
    controller.shutdown()
    return show_times, paint_times, window_times


def redraw_power_on(actions: int) -> list[float]:
    from PySide6.QtCore import QSize
    from PySide6.QtWidgets import QApplication

    from desktop_app.ai.registry import make_bot
    from desktop_app.commands.app import start_qt
    from desktop_app.content.loader import load_power_on
    from desktop_app.controllers.game_controller import GameController, Seat
    from desktop_app.rules.power_on.game import POWER_ON
    from desktop_app.rules.power_on.state import PowerOnOptions
    from desktop_app.views.power_on.window import PowerOnWindow

    start_qt("zh_TW")
    seats = [Seat("P0")] + [Seat(f"P{i}", "heuristic") for i in range(1, 4)]
    controller = GameController(POWER_ON, load_power_on(), PowerOnOptions(4, seed=8), seats, bot_delay_ms=0)
    controller.pause()  # the bench submits every move itself
    window = PowerOnWindow(controller, "zh_TW")
    window.set_speed("max", remember=False)  # no tower animation: a drop is shown at once
    window.resize(QSize(3840, 2160))
    window.show()
    QApplication.processEvents()
    bot, rng = make_bot("power-on", "heuristic"), random.Random(1)
    times = []
    for _ in range(actions):
        if controller.is_over():
            break
        player = controller.current_player()
        action = bot.choose(controller.observation_for(player), rng)
        t0 = time.perf_counter()
        controller._submit(player, action)  # the path a human's click or a computer's answer takes
        QApplication.processEvents()
        times.append(time.perf_counter() - t0)
    controller.shutdown()
    return times


def ms(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return 1000 * ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--starts", type=int, default=7)
    parser.add_argument("--actions", type=int, default=300)
    parser.add_argument("--redraw-only", action="store_true", help="skip the cold starts")
    parser.add_argument("--cold-only", action="store_true", help="only the cold starts")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    starts = 0 if args.redraw_only else args.starts
    bare, launcher, first = [0.0], [0.0], [0.0]
    if starts:  # interleaved, so a change in the machine's load touches all three alike
        bare, launcher, first = [], [], []
        for _ in range(starts):
            bare += cold_start(BARE, 1)
            launcher += cold_start(LAUNCHER, 1)
            first += cold_start(FIRST_LAUNCHER, 1)
    rows = [
        ("cold start: bare PySide6 window, median s", statistics.median(bare)),
        ("cold start: Energy Table launcher, median s", statistics.median(launcher)),
        ("  launcher / bare", statistics.median(launcher) / max(statistics.median(bare), 1e-9)),
        ("cold start: first start (content pack checked in full), median s", statistics.median(first)),
        ("  first start / bare", statistics.median(first) / max(statistics.median(bare), 1e-9)),
    ]
    if args.cold_only:
        return _print(rows)
    show, paint, whole = redraw(args.actions)
    power_on = redraw_power_on(args.actions)
    rows += [
        (f"board show_state at 3840x2160, median ms ({len(show)} actions)", ms(show, 0.5)),
        ("board show_state at 3840x2160, p95 ms", ms(show, 0.95)),
        ("board update + full repaint at 3840x2160, median ms", ms(paint, 0.5)),
        ("board update + full repaint at 3840x2160, p95 ms", ms(paint, 0.95)),
        ("whole window after an action (apply, panels, log, paint), median ms", ms(whole, 0.5)),
        ("whole window after an action, p95 ms", ms(whole, 0.95)),
        (
            f"Power On! whole window after an action at 3840x2160, median ms ({len(power_on)} actions)",
            ms(power_on, 0.5),
        ),
        ("Power On! whole window after an action, p95 ms", ms(power_on, 0.95)),
    ]
    return _print(rows)


def _print(rows: list[tuple[str, float]]) -> int:
    width = max(len(name) for name, _ in rows)
    for name, value in rows:
        print(f"{name:<{width}}  {value:8.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
