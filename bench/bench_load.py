"""What opening a long save costs: the `replay` command's path, the window's load path (the
controller alone) and the whole window, each in a fresh process (time and peak memory).

    nice -n 15 .venv/bin/python bench/bench_load.py                 # a 33,000-move Power Grid save
    nice -n 15 .venv/bin/python bench/bench_load.py --moves 5000 --skip-window
    nice -n 15 .venv/bin/python bench/bench_load.py --against ../other-checkout   # two trees, one run

Issue 22: a legal save of 33,000 moves took 13 s and 556 MB to open in the window, 4.7 s and
65 MB to replay. The save is a real, legal game: two Power Grid players who never build a city
play on (the rules let them), so it can be as long as asked. Figures: wall-clock seconds of the
load alone (modules imported, the pack read and Qt started before the clock starts), the
process's resident memory before it and its peak (ru_maxrss), on this machine only; compare rows
of one run. `--against DIR` measures another checkout's code on the same save too (before/after).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SHORT = 200  # the short save: what opening any save costs besides its moves
STALL = ("EndBuilding", "EndBuying", "DeclineAuction", "PassBid")


def make_save(path: Path, moves: int, seed: int = 1) -> int:
    """Write a legal Power Grid save of `moves` moves (no city is ever built); its size in bytes."""
    from desktop_app.rules.common.save import SaveData, write_save
    from desktop_app.rules.registry import GAMES

    game = GAMES["power-grid"]
    content = game.load_content(None)
    options = game.options_from_json({"players": 2, "seed": seed})
    state = game.new_game(content, options)
    rng = random.Random(seed)
    log = []
    while len(log) < moves and not game.is_over(state):
        legal = game.legal_actions(state)
        stall = [a for a in legal if type(a).__name__ in STALL]
        pool = stall or [a for a in legal if type(a).__name__ != "BuildCity"] or legal
        action = rng.choice(pool)
        log.append({"player": game.current_player(state), "action": action.to_json()})
        game.apply_in_place(state, action)
    seats = [{"name": "Ann", "bot": None}, {"name": "Bo", "bot": None}]
    write_save(path, SaveData(game.id, game.pack_version(content), options.to_json(), log, seats))
    return path.stat().st_size


def _measure(kind: str, path: str) -> None:
    """One measurement in this (fresh) process; prints a JSON line."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from desktop_app.controllers.game_controller import GameController
    from desktop_app.rules.common.save import load_game
    from desktop_app.rules.registry import GAMES
    from desktop_app.views.power_grid.window import PowerGridWindow

    app = QApplication.instance() or QApplication([])
    GAMES["power-grid"].load_content(None)  # the pack is read once per app: not the save's cost
    base_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    start = time.perf_counter()
    if kind == "replay":
        load_game(Path(path), GAMES)
    else:
        controller = GameController.from_save(Path(path), GAMES, bot_delay_ms=0)
        if kind == "window":
            window = PowerGridWindow(controller, "en")
            window.resize(1280, 800)
            window.show()
            app.processEvents()
    seconds = time.perf_counter() - start
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(
        json.dumps({"kind": kind, "seconds": round(seconds, 2), "base_mb": round(base_mb), "peak_mb": round(peak_mb)})
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=33_000)
    parser.add_argument("--skip-window", action="store_true", help="measure the replay and the controller only")
    parser.add_argument("--against", metavar="DIR", help="also measure the code of this checkout (e.g. main)")
    parser.add_argument("--measure", nargs=2, metavar=("KIND", "PATH"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure:
        _measure(*args.measure)
        return 0
    kinds = ["replay", "controller"] + ([] if args.skip_window else ["window"])
    with tempfile.TemporaryDirectory() as folder:
        path, short = Path(folder) / "long.json", Path(folder) / "short.json"
        size = make_save(path, args.moves)
        make_save(short, SHORT)
        print(f"a legal Power Grid save of {args.moves} moves, {size / 1e6:.1f} MB; 'short': one of {SHORT} moves")
        trees = [("this", str(ROOT))] + ([("against", str(Path(args.against).resolve()))] if args.against else [])
        print(f"{'code':<9}{'path':<18}{'seconds':>10}{'MB before':>11}{'peak MB':>10}")
        for name, tree in trees:
            for kind, save in [(k, path) for k in kinds] + [(k, short) for k in kinds]:
                env = dict(os.environ, PYTHONPATH=tree)
                done = subprocess.run(
                    [sys.executable, __file__, "--measure", kind, str(save)],
                    capture_output=True,
                    text=True,
                    check=False,
                    env=env,
                    cwd=tree,
                )
                label = kind if save == path else f"{kind} short"
                if done.returncode != 0:
                    print(f"{name:<9}{label:<18} failed: {done.stderr.strip().splitlines()[-1:]}")
                    continue
                row = json.loads(done.stdout.strip().splitlines()[-1])
                print(f"{name:<9}{label:<18}{row['seconds']:>10.2f}{row['base_mb']:>11}{row['peak_mb']:>10}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
