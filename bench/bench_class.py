"""A class on one host: the dashboard's status refresh and a pupil's round trip with 32 devices.

    nice python bench/bench_class.py                      # 8 tables of 4 pupils, Power Butler
    nice python bench/bench_class.py --tables 4 --pupils 4 --rounds 3 --game power-grid

The class is the real one, in this process: `controllers/class_tables.ClassTables` on a
QCoreApplication (the tables' bridges polling every 10 ms on this thread, the server on its own,
the views' device words, every move autosaved), and 32 bots (tests/net/classbots.py) on their
own thread and asyncio loop, each on its own 127.0.1.x address, playing random offered moves
with no pause. Figures:

- status: `ClassTables.status()` (what the dashboard reads twice a second: every table's moment,
  round, turn sentence in the host's words, waits, seats), timed every 100 ms during play;
- round trip: from a device sending its intent to its next frame (the host took the move, saved
  it and sent the new frames to the table's 4 devices), per move, over every device;
- the class's moves per second of wall time, and this process's CPU per move (bots included).

Not a test: nothing fails on these figures; compare runs on the same machine only.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "net")]


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


def run(game: str, tables: int, pupils: int, rounds: int, seconds: float, seed: int) -> dict[str, float]:
    from classbots import Bot, play
    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

    from desktop_app.controllers.class_tables import ClassTables
    from desktop_app.net.class_plan import PUPIL, ClassPlan
    from desktop_app.views.remote import device_words

    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    plan = ClassPlan(game, tables, (PUPIL,) * pupils, rounds=rounds, seeds=tuple(range(seed, seed + tables)))
    with tempfile.TemporaryDirectory() as folder:
        klass = ClassTables(Path(folder), plan, words=device_words)
        klass.open()
        url = klass.server.url.replace("http://", "ws://") + "ws"
        bots = [Bot(f"Pupil {i + 1}", seed=i, address=f"127.0.1.{i + 1}") for i in range(tables * pupils)]
        player = threading.Thread(target=lambda: asyncio.run(play(bots, url, klass.session.code, seconds)))
        status_ms: list[float] = []

        def refresh() -> None:
            start = time.perf_counter()
            klass.status("zh_TW")
            status_ms.append((time.perf_counter() - start) * 1000)

        loop = QEventLoop()
        timer = QTimer()
        timer.timeout.connect(refresh)
        timer.start(100)
        watch = QTimer()
        watch.timeout.connect(lambda: None if player.is_alive() else loop.quit())
        watch.start(50)
        cpu, wall = time.process_time(), time.perf_counter()
        player.start()
        loop.exec()
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        timer.stop()
        klass.close()
        del app
    trips = [t * 1000 for b in bots for t in b.round_trips]
    moves = sum(b.answered for b in bots)
    return {
        "devices": float(len(bots)),
        "moves": float(moves),
        "status_p50_ms": statistics.median(status_ms) if status_ms else float("nan"),
        "status_p95_ms": _percentile(status_ms, 0.95),
        "trip_p50_ms": statistics.median(trips) if trips else float("nan"),
        "trip_p95_ms": _percentile(trips, 0.95),
        "moves_per_s": moves / wall if wall else 0.0,
        "cpu_ms_per_move": 1000 * cpu / moves if moves else float("nan"),
        "foreign_frames": float(sum(b.foreign for b in bots)),
    }


def _report(game: str, tables: int, pupils: int, figures: dict[str, float]) -> None:
    devices, moves = figures["devices"], figures["moves"]
    print(f"{game}: {tables} tables x {pupils} pupils = {devices:.0f} devices, {moves:.0f} moves")
    print(
        f"  dashboard status()         p50 {figures['status_p50_ms']:6.2f} ms   p95 {figures['status_p95_ms']:6.2f} ms"
    )
    print(f"  round trip (intent->frame) p50 {figures['trip_p50_ms']:6.1f} ms   p95 {figures['trip_p95_ms']:6.1f} ms")
    rate, cpu = figures["moves_per_s"], figures["cpu_ms_per_move"]
    print(f"  {rate:.1f} moves/s over the class; {cpu:.1f} ms CPU a move (host and bots)")
    print(f"  frames routed to another seat or table: {figures['foreign_frames']:.0f}")


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", default="power-butler")
    p.add_argument("--tables", type=int, default=8)
    p.add_argument("--pupils", type=int, default=4, help="pupils at each table")
    p.add_argument("--rounds", type=int, default=2, help="each table's time box")
    p.add_argument("--seconds", type=float, default=120, help="at most this long")
    p.add_argument("--seed", type=int, default=21)
    p.add_argument("--alone", action="store_true", help="skip the one-table run measured first, for comparison")
    args = p.parse_args()
    print(f"load average {Path('/proc/loadavg').read_text().split()[0]} (figures from the same run compare)")
    if not args.alone:  # the same machine, the same moment: one table of the same pupils first
        _report(args.game, 1, args.pupils, run(args.game, 1, args.pupils, args.rounds, args.seconds, args.seed))
    figures = run(args.game, args.tables, args.pupils, args.rounds, args.seconds, args.seed)
    _report(args.game, args.tables, args.pupils, figures)


if __name__ == "__main__":
    main()
