"""GUI speed: cold start to an interactive launcher, and each game's window after an action.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bench_gui.py [--starts 7] [--actions 300]
        [--cold-only | --redraw-only] [--game power-on ...] [--size 3840x2160 ...]
        [--compare OTHER_CHECKOUT --repeats 3] [--shots DIR]

Prints one table. Not a test: nothing gates on these figures.

- Cold start: a fresh Python process until the window has been shown and the event loop has
  turned once (then it quits), median of N runs. Compared, in the same run, with a bare PySide6
  process that shows an empty QMainWindow the same way (the three kinds of start interleaved).
  A usual start finds the content pack remembered as clean; the first start on a computer (or
  after the pack changed) checks it in full, off the GUI thread once the launcher is up: it is
  shown on two rows, to the interactive launcher and to the end of its check. Each in wall time and
  in the child's CPU time (user + system). `--cold-only --compare TREE` starts TREE's launcher
  too, in the same turns (before / after).
- Window after an action: each of the four games at 1280x800 and 3840x2160, a person in seat
  0 and three heuristic computer players (4 players, seed 8), at the "max" speed. After each
  action (a person's `submit` or a computer's answer through the controller's own path, the
  controller paused as a person pauses it, so none runs twice) and the events Qt then scheduled
  (the repaints of what changed): the GUI thread's CPU time (`time.thread_time`: other people's work on a shared
  machine counts less than on the wall clock) and the wall time, median and p95. Offscreen Qt
  paints in software, like a machine without a GPU. For Power Grid at 3840x2160 also the
  board's `show_state` alone and with a full synchronous repaint of its viewport (an upper
  bound: Qt normally repaints only what changed). Magic Lamp's lamp race runs in real time, as
  at a table (`_run_race`: the wait is not counted; each update the race made is). A modal box
  (a computer player's mistake, a refused move) fails the run at once instead of waiting.
- `--compare TREE`: each window in this checkout and in TREE (an older commit's worktree), each
  in a fresh process, taking turns (which goes first alternates), `--repeats` turns; prints
  the GUI-thread CPU median and p95 of each side and their ratio (the before/after tool).
- `--shots DIR [--compare TREE]`: the same windows and moves, the screen (the window's backing
  store, as the repaints left it, not a fresh render) saved every 10 actions, in this checkout
  and in TREE; then which grabs differ, in how many pixels and where. A change that only makes
  painting cheaper differs in none (nothing looks different, and no repaint was skipped that
  was needed).
"""

from __future__ import annotations

import argparse
import compileall
import cProfile
import json
import os
import pstats
import random
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parent.parent
# --compare runs this file in a child process on another checkout (BENCH_TREE), whose code wins
sys.path.insert(0, os.environ.get("BENCH_TREE", str(ROOT)))

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
import desktop_app.commands.app as start
app, _existing, manager = start.start_qt("zh_TW")
FIRST_START
from desktop_app.views.launcher import LauncherWindow
w = LauncherWindow(manager); w.resize(1280, 800); w.show()
if hasattr(start, "PackCheck"):  # the check off the GUI thread once the loop runs, as main does
    check = start.PackCheck(lambda issues: sys.exit("broken pack"))
    QTimer.singleShot(0, check.start)
else:  # an older checkout (--compare): it checked before the launcher
    check = None
    assert not start.content_pack_issues()
def quit_when_done():
    if check is not None and WAIT and check.issues is None:
        QTimer.singleShot(5, quit_when_done)
        return
    assert check is None or not check.issues
    app.quit()
QTimer.singleShot(0, quit_when_done)
app.exec()
"""


# The first start on a computer (or after the pack changed) checks the content pack in full;
# later starts find it remembered as clean (app.content_pack_issues). Since the check runs off
# the GUI thread, a first start is timed twice: to the interactive launcher (the process quits
# at the event loop's first turn, as the usual start does, the check perhaps not done) and to
# the check's end (it quits once the worker has answered: all the work a first start does).
FIRST_LAUNCHER = LAUNCHER.replace("FIRST_START", "start.pack_stamp_path().unlink(missing_ok=True)")
FIRST_CHECKED = FIRST_LAUNCHER.replace("WAIT", "True")
FIRST_LAUNCHER = FIRST_LAUNCHER.replace("WAIT", "False")
LAUNCHER = LAUNCHER.replace("FIRST_START", "").replace("WAIT", "False")


compiled: dict[Path, bool] = {}  # the trees whose bytecode cold_start has written


def cold_start(code: str, runs: int, tree: Path = ROOT) -> list[tuple[float, float]]:
    """(wall seconds, CPU seconds of the child: user + system) of `runs` fresh starts on `tree`'s
    code. The CPU time is what other people's work on a shared machine barely moves."""
    env = {**os.environ, "QT_QPA_PLATFORM": os.environ.get("QT_QPA_PLATFORM", "offscreen"), "PYTHONPATH": str(tree)}
    # An installed program runs from bytecode (a bundle's, or pip's compiled at install): never
    # time the compiling of every module, whatever this shell says (PYTHONDONTWRITEBYTECODE).
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    compiled.setdefault(tree, compileall.compile_dir(str(tree / "desktop_app"), quiet=1))
    times = []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], cwd=tree, env=env, check=True, capture_output=True)
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        times.append((wall, after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime))
    return times


WINDOWS = {  # rules id -> the window's module and class
    "power-grid": ("desktop_app.views.power_grid.window", "PowerGridWindow"),
    "magic-lamp": ("desktop_app.views.magic_lamp.window", "MagicLampWindow"),
    "power-butler": ("desktop_app.views.power_butler.window", "PowerButlerWindow"),
    "power-on": ("desktop_app.views.power_on.window", "PowerOnWindow"),
}
SIZES = {"1280x800": (1280, 800), "3840x2160": (3840, 2160)}
SHOT_EVERY = 10  # --shots: the window grabbed every this many actions


@dataclass
class Timings:
    """Per action: the whole window's wall time and the GUI thread's CPU time (seconds)."""

    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    show: list[float] = field(default_factory=list)  # Power Grid's board alone (show_state)
    paint: list[float] = field(default_factory=list)  # ... plus a full repaint of its viewport
    profiles: list[cProfile.Profile] | None = None  # --profile: each action's, on thread time

    def add(self, wall: float, cpu: float, profile: cProfile.Profile | None) -> None:
        self.wall.append(wall)
        self.cpu.append(cpu)
        if self.profiles is not None and profile is not None:
            self.profiles.append(profile)


def redraw(
    game_id: str,
    size: tuple[int, int],
    actions: int,
    board_rows: bool = False,
    shots: Path | None = None,
    profile: bool = False,
) -> Timings:
    """A window of `game_id` at `size`: a person in seat 0, three heuristic computer players.

    Every move goes through the controller's own path (a person's `submit`, a computer's
    `_submit`, or `step` for an answer the window asked ahead: Magic Lamp's race), the
    controller paused so that no computer player runs by itself; after each,
    the events Qt scheduled (the repaints of what changed) are processed. The bench chooses
    the person's moves with the heuristic bot too. At the "max" speed (no animations).
    With `shots`, the whole window is also grabbed to `shots`/NNN.png every SHOT_EVERY actions
    (outside the timings), so two checkouts' windows can be compared pixel for pixel.
    """
    import importlib

    from PySide6.QtCore import QSize
    from PySide6.QtWidgets import QApplication

    from desktop_app.ai.registry import make_bot
    from desktop_app.commands.app import start_qt
    from desktop_app.controllers.game_controller import GameController, Seat
    from desktop_app.rules.registry import GAMES

    start_qt("zh_TW")
    failures = _fail_loudly()
    definition = GAMES[game_id]
    options = definition.options_from_json({"players": 4, "seed": 8})
    seats = [Seat("P0")] + [Seat(f"P{i}", "heuristic") for i in range(1, 4)]
    controller = GameController(definition, definition.load_content(None), options, seats, bot_delay_ms=0)
    controller.pause()  # the bench submits every move itself
    controller.bot_did_fail.connect(failures.append)
    controller.action_was_refused.connect(lambda code, why: failures.append(f"refused ({code}): {why}"))
    module, name = WINDOWS[game_id]
    window = getattr(importlib.import_module(module), name)(controller, "zh_TW")
    window.set_speed("max", remember=False)  # no animation: a move is shown at once
    # Held as a person holds it (Computer players > Pause), so that a window which resumes play
    # itself (Magic Lamp's race, when it ends) leaves the computer players paused.
    window.pause_action.trigger()
    window.resize(QSize(*size))
    window.show()
    QApplication.processEvents()
    _check(failures)
    bot, rng = make_bot(game_id, "heuristic"), random.Random(1)
    out = Timings(profiles=[] if profile else None)
    for done in range(actions):
        if shots is not None and done % SHOT_EVERY == 0:
            shots.mkdir(parents=True, exist_ok=True)
            # what is on screen: the backing store as the repaints left it (not a fresh render)
            window.screen().grabWindow(window.winId()).save(str(shots / f"{done:03d}.png"))
        if controller.is_over():
            break
        player = controller.current_player()
        if controller.is_human_turn():
            action = bot.choose(controller.observation_for(player), rng)
            move = partial(controller.submit, action)  # a person's click; the window's slots run here
        elif player in controller._decided_ahead:
            # an answer the window asked ahead (Magic Lamp's race): the controller submits it at
            # the seat's turn, as it does in play (at once, on this thread)
            move = controller.step
        else:
            action = bot.choose(controller.observation_for(player), rng)
            move = partial(controller._submit, player, action)  # the path a computer's answer takes
        out.add(*_timed(move, out.profiles is not None))
        _check(failures)
        race = getattr(window, "race", None)  # Magic Lamp's lamp race, begun by this action
        if race is not None:
            _run_race(window, race, controller, bot, rng, out, failures)
        if board_rows:
            board = window.board
            t0 = time.perf_counter()
            board.show_state(controller.state, seats)
            t1 = time.perf_counter()
            board.viewport().repaint()
            out.show.append(t1 - t0)
            out.paint.append(time.perf_counter() - t0)
    controller.shutdown()
    window.close()
    return out


def _fail_loudly() -> list[str]:
    """A bench never waits for a click: a modal box (a dialog's `exec`) closes at once and its
    text is kept in the list returned, which `_check` turns into a failure of the run."""
    from PySide6.QtWidgets import QDialog, QMessageBox

    failures: list[str] = []

    def refuse(box: QDialog) -> int:
        text = box.text() if isinstance(box, QMessageBox) else type(box).__name__
        failures.append(f"a modal box opened: {box.windowTitle()}: {text}")
        return int(QDialog.DialogCode.Rejected)

    QDialog.exec = refuse  # type: ignore[method-assign]
    QMessageBox.exec = refuse  # type: ignore[method-assign]
    return failures


def _check(failures: list[str]) -> None:
    if failures:
        raise SystemExit("bench_gui: " + "; ".join(failures))


RACE_LIMIT_S = 20.0  # a lamp race not over in this long: the run fails


def _run_race(
    window: Any, race: Any, controller: Any, bot: Any, rng: random.Random, out: Timings, failures: list[str]
) -> None:
    """Magic Lamp's lamp race, run as at a table: the person touches the lamp at the time the
    bench's player chose (or keeps still), as a guided game's coach touches it for a pupil
    (`LampRace.press_at`); the computer players' touches come at the times the window asked
    of them. The race runs in real time: the bench waits for it (idle time, not counted) and
    counts each turn of the event loop in which the race changed (a touch shown, the race
    closed and the person's answer entered) as one update after an action."""

    for seat in race.keys:
        observation = controller.observation_for(seat)
        observation.actor = seat  # the seat's own answer, as the window asks the computer players
        action = bot.choose(observation, rng)
        if hasattr(action, "ms") and not race.press_at(seat, action.ms):
            failures.append(f"the race refused seat {seat}'s touch at {action.ms} ms")
    changes = [0]
    race.race_did_change.connect(lambda: changes.__setitem__(0, changes[0] + 1))
    deadline = time.perf_counter() + RACE_LIMIT_S
    while getattr(window, "race", None) is race:
        _check(failures)
        if time.perf_counter() > deadline:
            raise SystemExit(f"bench_gui: the lamp race did not end in {RACE_LIMIT_S} s")
        time.sleep(0.002)
        seen = changes[0]
        timed = _timed(lambda: None, out.profiles is not None)
        if changes[0] != seen or getattr(window, "race", None) is not race:
            out.add(*timed)
    _check(failures)


def _timed(move: Callable[[], object], profile: bool) -> tuple[float, float, cProfile.Profile | None]:
    """One action (`move`) and the events Qt then scheduled (the repaints of what changed):
    (wall seconds, GUI-thread CPU seconds, its profile on thread time if `profile`)."""
    from PySide6.QtWidgets import QApplication

    profiler = cProfile.Profile(time.thread_time) if profile else None
    c0, t0 = time.thread_time(), time.perf_counter()
    if profiler is not None:
        profiler.enable()
    move()
    QApplication.processEvents()
    if profiler is not None:
        profiler.disable()
    return time.perf_counter() - t0, time.thread_time() - c0, profiler


def print_slowest(label: str, got: Timings, lines: int, share: float = 0.05) -> None:
    """`--profile`: the slowest `share` of the actions' profiles merged (GUI-thread time),
    the functions that took the most time in them, by own time and by time inclusive."""
    ranked = sorted(zip(got.cpu, got.profiles or [], strict=True), key=lambda pair: pair[0], reverse=True)
    slowest = ranked[: max(1, int(share * len(ranked)))]
    print(f"--- {label}: the slowest {len(slowest)} of {len(ranked)} actions, {1000 * slowest[-1][0]:.1f} ms and up")
    stats = pstats.Stats(slowest[0][1])  # type: ignore[arg-type]
    for _cpu, profiler in slowest[1:]:
        stats.add(profiler)  # type: ignore[arg-type]
    stats.strip_dirs().sort_stats("tottime").print_stats(lines)
    stats.sort_stats("cumulative").print_stats(lines)


def ms(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return 1000 * ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--starts", type=int, default=7)
    parser.add_argument("--actions", type=int, default=300, help="actions per window at most")
    parser.add_argument("--redraw-only", action="store_true", help="skip the cold starts")
    parser.add_argument("--cold-only", action="store_true", help="only the cold starts")
    parser.add_argument("--game", action="append", choices=list(WINDOWS), help="only this game (repeatable)")
    parser.add_argument("--size", action="append", choices=list(SIZES), help="only this size (repeatable)")
    parser.add_argument("--compare", type=Path, metavar="TREE", help="also measure another checkout, taking turns")
    parser.add_argument("--repeats", type=int, default=3, help="turns per window with --compare")
    parser.add_argument(
        "--shots",
        type=Path,
        metavar="DIR",
        help="grab each window every 10 actions into DIR (with --compare: both trees)",
    )
    parser.add_argument(
        "--profile",
        type=int,
        metavar="LINES",
        help="with --redraw-only: cProfile (GUI-thread time) of the slowest 5%% of each window's actions",
    )
    parser.add_argument("--child", nargs=3, metavar=("GAME", "SIZE", "ACTIONS"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if args.child:  # one window in this process, printed as JSON for the parent
        import desktop_app

        got = redraw(args.child[0], SIZES[args.child[1]], int(args.child[2]), shots=args.shots)
        print(json.dumps({"wall": got.wall, "cpu": got.cpu, "tree": desktop_app.__file__}))
        return 0
    games, sizes = args.game or list(WINDOWS), args.size or list(SIZES)
    if args.shots is not None:
        return shoot(games, sizes, args.shots, args.actions, args.compare)
    if args.compare is not None and args.cold_only:
        return _print(cold_starts(args.starts, args.compare))
    if args.compare is not None:
        return compare(games, sizes, args.compare, args.repeats, args.actions)
    rows: list[tuple[str, float]] = []
    if not args.redraw_only:
        rows += cold_starts(args.starts)
    if args.cold_only:
        return _print(rows)
    for game_id in games:
        for size_name in sizes:
            board_rows = game_id == "power-grid" and size_name == "3840x2160"
            got = redraw(game_id, SIZES[size_name], args.actions, board_rows, profile=args.profile is not None)
            rows += window_rows(f"{game_id} {size_name}", got)
            if args.profile is not None:
                print_slowest(f"{game_id} {size_name}", got, args.profile)
            if board_rows:
                rows += [
                    ("  board show_state alone, median ms", ms(got.show, 0.5)),
                    ("  board show_state alone, p95 ms", ms(got.show, 0.95)),
                    ("  board update + full repaint (upper bound), median ms", ms(got.paint, 0.5)),
                    ("  board update + full repaint, p95 ms", ms(got.paint, 0.95)),
                ]
    return _print(rows)


def cold_starts(starts: int, other: Path | None = None) -> list[tuple[str, float]]:
    """The three kinds of start, interleaved, so a change in the machine's load touches all alike;
    with `other` (an older checkout) its launcher starts too, in the same turns."""
    trees = [("", ROOT)] + ([("before: ", other)] if other is not None else [])
    got: dict[str, list[tuple[float, float]]] = {}
    for _ in range(starts):
        got.setdefault("bare", []).extend(cold_start(BARE, 1))
        for label, tree in trees:
            # the first starts first: the one waiting for its check leaves this tree's stamp for
            # the usual start (the trees share the app-data folder; each tree's pack code has its
            # own fingerprint)
            got.setdefault(label + "first", []).extend(cold_start(FIRST_LAUNCHER, 1, tree))
            got.setdefault(label + "checked", []).extend(cold_start(FIRST_CHECKED, 1, tree))
            got.setdefault(label + "launcher", []).extend(cold_start(LAUNCHER, 1, tree))
    rows: list[tuple[str, float]] = []
    for k, clock in ((0, "wall"), (1, "CPU")):
        b = max(statistics.median(t[k] for t in got["bare"]), 1e-9)
        rows.append((f"cold start: bare PySide6 window, median {clock} s", b))
        for label, _tree in trees:
            for kind, name in (
                ("launcher", "Energy Table launcher"),
                ("first", "first start (pack checked in full), to the launcher"),
                ("checked", "first start, to the full check's end"),
            ):
                m = statistics.median(t[k] for t in got[label + kind])
                rows.append((f"cold start: {label}{name}, median {clock} s", m))
                rows.append((f"  {label}{kind} / bare ({clock})", m / b))
    return rows


def window_rows(label: str, got: Timings) -> list[tuple[str, float]]:
    """GUI-thread CPU and wall time after an action, median and p95, in ms."""
    return [
        (f"{label}: GUI-thread CPU after an action, median ms ({len(got.cpu)} actions)", ms(got.cpu, 0.5)),
        (f"{label}: GUI-thread CPU, p95 ms", ms(got.cpu, 0.95)),
        (f"{label}: wall time after an action, median ms", ms(got.wall, 0.5)),
        (f"{label}: wall time, p95 ms", ms(got.wall, 0.95)),
    ]


def redraw_in(tree: Path, game_id: str, size_name: str, actions: int, shots: Path | None = None) -> Timings:
    """One window measured in a fresh process on the checkout `tree` (this file's own driver)."""
    env = {**os.environ, "PYTHONPATH": str(tree), "BENCH_TREE": str(tree)}
    extra = ["--shots", str(shots)] if shots is not None else []
    out = subprocess.run(
        [sys.executable, __file__, "--child", game_id, size_name, str(actions), *extra],
        env=env,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    data = json.loads(out.strip().splitlines()[-1])
    if not Path(data["tree"]).resolve().is_relative_to(tree.resolve()):
        raise SystemExit(f"the child measured {data['tree']}, not the checkout {tree}")
    return Timings(wall=data["wall"], cpu=data["cpu"])


def compare(games: list[str], sizes: list[str], other: Path, repeats: int, actions: int) -> int:
    """Every window in this tree and in `other`, taking turns (which goes first alternates).

    The actions of all turns are pooled per side; medians and p95 of the GUI thread's CPU.
    """
    here = ROOT
    print(f"GUI-thread CPU after an action, ms, {repeats} turns each; before = {other}, after = {here}")
    print(f"{'window':<24}{'before med':>11}{'p95':>7}{'after med':>11}{'p95':>7}{'after/before med':>18}")
    for game_id in games:
        for size_name in sizes:
            before, after = Timings(), Timings()
            for turn in range(repeats):
                order = [(other, before), (here, after)]
                for tree, into in order if turn % 2 == 0 else order[::-1]:
                    got = redraw_in(tree, game_id, size_name, actions)
                    into.wall += got.wall
                    into.cpu += got.cpu
            b, a = ms(before.cpu, 0.5), ms(after.cpu, 0.5)
            print(
                f"{game_id + ' ' + size_name:<24}{b:>11.1f}{ms(before.cpu, 0.95):>7.1f}"
                f"{a:>11.1f}{ms(after.cpu, 0.95):>7.1f}{a / max(b, 1e-9):>17.2f}x"
            )
    return 0


def shoot(games: list[str], sizes: list[str], into: Path, actions: int, other: Path | None) -> int:
    """Every window's grabs (`redraw`'s `shots`) into `into`/after/GAME-SIZE/ (this checkout) and,
    with `other`, `into`/before/GAME-SIZE/ (that checkout); then how many grabs differ and in how
    many pixels (the same game, seed and moves: a change that only speeds painting differs in none)."""
    from PySide6.QtGui import QImage

    different = 0
    for game_id in games:
        for size_name in sizes:
            name = f"{game_id}-{size_name}"
            redraw_in(ROOT, game_id, size_name, actions, into / "after" / name)
            if other is None:
                continue
            redraw_in(other, game_id, size_name, actions, into / "before" / name)
            for after_png in sorted((into / "after" / name).glob("*.png")):
                before, after = QImage(str(into / "before" / name / after_png.name)), QImage(str(after_png))
                if before.size() != after.size():
                    print(f"{name}/{after_png.name}: sizes differ")
                    different += 1
                    continue
                box = _difference(after, before)
                if box is None:
                    continue
                print(
                    f"{name}/{after_png.name}: {box[0]} pixels differ, within x {box[1]}-{box[2]}, y {box[3]}-{box[4]}"
                )
                different += 1
            print(f"{name}: compared {len(list((into / 'after' / name).glob('*.png')))} grabs")
    print(f"{different} grabs differ")
    return 1 if different else 0


def _difference(one: QImage, other: QImage) -> tuple[int, int, int, int, int] | None:
    """None if two images of one size are the same pixel for pixel, else (how many pixels
    differ, and the box they lie in: x from, x to, y from, y to)."""
    from PySide6.QtGui import QImage

    a, b = (image.convertToFormat(QImage.Format.Format_RGB32) for image in (one, other))
    if a == b:
        return None
    count, xs, ys = 0, [], []
    for y in range(a.height()):
        row_a, row_b = bytes(a.constScanLine(y))[: 4 * a.width()], bytes(b.constScanLine(y))[: 4 * a.width()]
        if row_a == row_b:
            continue
        columns = [x for x in range(a.width()) if row_a[4 * x : 4 * x + 4] != row_b[4 * x : 4 * x + 4]]
        count += len(columns)
        xs += (columns[0], columns[-1])
        ys.append(y)
    return count, min(xs), max(xs), ys[0], ys[-1]


def _print(rows: list[tuple[str, float]]) -> int:
    width = max(len(name) for name, _ in rows)
    for name, value in rows:
        print(f"{name:<{width}}  {value:8.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
