"""Power Grid side by side with the peer engine, boardgamers/powergrid (issue 27's first goal).

    nice -n 10 .venv/bin/python bench/bench_peer.py --peer /tmp/peer/engine [--compare OLD_TREE]
        [--players 2 4 6] [--pairs 21] [--batch 50] [--peer-warmup 400]

A benchmark, not a test: it prints one table and asserts nothing (see bench/README.md).

One long-lived process per engine: ours (this checkout's `bench_power_grid.random_games`), the
peer (`peer_powergrid_worker.js` under Node, the engine built as ../shared/bench/README.md
says), and with `--compare` (or `--before`) ours again on an older checkout (its own
`random_games`). Each is
warmed first (the peer with `--peer-warmup` games: Node's JIT needs 300-400; ours with 30), then
plays `--pairs` rounds of `--batch`-game batches on the same seeds (round i uses seeds
1000*i..), taking turns (which engine goes first rotates), each batch timed in its own
process's CPU time (Node: user + system of the process; Python: `time.process_time`). Printed
per player count: each engine's median games per CPU-second, and the median and quartiles of
the per-round ratios ours / peer (and with an older checkout, before / peer and ours / before,
so one run shows where both stand against the peer): the shared machine's load moves single
batches a lot, and the median of paired ratios is what holds still.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

# A worker on one checkout (argv[1]): that checkout's own bench_power_grid.random_games, timed
# in this process's CPU time, one JSON line per batch asked for on stdin.
_PY_WORKER = """
import json, sys, time
sys.path.insert(0, sys.argv[1]); sys.path.insert(0, sys.argv[1] + "/bench")
import bench_power_grid as b
import desktop_app
from desktop_app.content.loader import default_power_grid
content = default_power_grid()
for players in (2, 4, 6):
    b.random_games(content, players, range(100000, 100010))
print(json.dumps({"ready": desktop_app.__file__}), flush=True)
for line in sys.stdin:
    players, first, games = map(int, line.split())
    started = time.process_time()
    _, moves, unfinished = b.random_games(content, players, range(first, first + games))
    cpu = time.process_time() - started
    print(json.dumps({"cpu": cpu, "moves": moves, "ended": games - unfinished, "games": games}), flush=True)
"""


class Worker:
    """One engine in its own long-lived process, asked for batches of games over a pipe."""

    def __init__(self, name: str, command: list[str]) -> None:
        self.name = name
        self.process = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def ask(self, players: int, first: int, games: int) -> dict:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(f"{players} {first} {games}\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line:
            raise SystemExit(f"the {self.name} worker stopped")
        return json.loads(line)

    def ready(self) -> str:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            raise SystemExit(f"the {self.name} worker did not start")
        return json.loads(line)["ready"]

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        self.process.wait(timeout=30)


def python_worker(name: str, tree: Path) -> Worker:
    worker = Worker(name, [sys.executable, "-c", _PY_WORKER, str(tree)])
    measured = Path(worker.ready()).resolve()
    if not measured.is_relative_to(tree.resolve()):
        raise SystemExit(f"the {name} worker measured {measured}, not the checkout {tree}")
    return worker


def quartiles(values: list[float]) -> tuple[float, float, float]:
    q = statistics.quantiles(values, n=4, method="inclusive") if len(values) > 1 else [values[0]] * 3
    return q[0], q[1], q[2]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--peer", type=Path, required=True, help="the peer's built engine folder (dist/, node_modules/)")
    p.add_argument("--map", default="Germany", help="the peer's map (a board the size of ours)")
    p.add_argument(
        "--compare",
        "--before",
        dest="before",
        type=Path,
        default=None,
        metavar="TREE",
        help="also an older checkout of ours",
    )
    p.add_argument("--players", type=int, nargs="+", default=[2, 4, 6])
    p.add_argument("--pairs", type=int, default=21, help="rounds of batches per player count")
    p.add_argument("--batch", type=int, default=50, help="games per batch")
    p.add_argument("--peer-warmup", type=int, default=400, help="games the peer plays before the clock")
    args = p.parse_args(argv)

    print(f"load before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}", flush=True)
    workers = [python_worker("ours", ROOT)]
    if args.before is not None:
        workers.append(python_worker("before", args.before))
    peer = Worker("peer", ["node", str(HERE / "peer_powergrid_worker.js"), str(args.peer.resolve()), args.map])
    for players in args.players:
        peer.ask(players, 100000, max(1, args.peer_warmup // len(args.players)))
    workers.append(peer)

    names = [w.name for w in workers]
    print(f"games per CPU-second, medians of {args.pairs} rounds of {args.batch} games; ratios per round")
    header = f"{'players':>7}" + "".join(f"{n:>9}" for n in names) + f"{'ours/peer':>11}{'quartiles':>14}"
    if args.before is not None:
        header += f"{'before/peer':>13}{'quartiles':>14}{'ours/before':>13}{'quartiles':>14}"
    print(header)
    for players in args.players:
        rates: dict[str, list[float]] = {n: [] for n in names}
        for i in range(args.pairs):
            order = workers[i % len(workers) :] + workers[: i % len(workers)]
            for worker in order:
                got = worker.ask(players, 1000 * (i + 1), args.batch)
                if got["ended"] != got["games"]:
                    print(f"  note: {worker.name} left {got['games'] - got['ended']} game(s) unfinished")
                rates[worker.name].append(got["games"] / got["cpu"])
        vs_peer = [a / b for a, b in zip(rates["ours"], rates["peer"])]
        q = quartiles(vs_peer)
        row = f"{players:>7}" + "".join(f"{statistics.median(rates[n]):>9.1f}" for n in names)
        row += f"{q[1]:>10.2f}x{q[0]:>7.2f}-{q[2]:.2f}x"
        if args.before is not None:
            for mine, theirs in (("before", "peer"), ("ours", "before")):
                qb = quartiles([a / b for a, b in zip(rates[mine], rates[theirs])])
                row += f"{qb[1]:>12.2f}x{qb[0]:>7.2f}-{qb[2]:.2f}x"
        print(row + f"   (load {os.getloadavg()[0]:.1f})", flush=True)
    for worker in workers:
        worker.close()
    print(f"load after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
