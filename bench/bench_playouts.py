"""Uniform-random complete games per second, for each of the four rules cores (issue 16: "Report
random-playout games/s for all four games in bench/, before and after").

    nice -n 15 .venv/bin/python bench/bench_playouts.py [--games N] [--seconds S] [--game ID]

A benchmark, not a test: it prints one table and asserts nothing (see bench/README.md).

On one core, timed in the process's CPU time (`time.process_time`: on this shared machine the
wall clock counts other people's work too), for every game at 2, 4 and 6 players (where the
game allows that many), complete games are played on the state itself, as a search's playout
does: the game's own `random` bot
picks among the legal moves uniformly (Power Grid and Magic Lamp: their `random_policy`, which
also draws a bid's amount), then `apply_in_place`. Game i uses seed i (after 3 warm-up games),
so runs differ only by the machine's noise; a run stops after --games games or --seconds seconds,
whichever comes first. Power On! plays the no-dexterity tower (its default in simulate).

Before and after a speed change, in the same run (issue 16 asks for both figures):

    git worktree add --detach /tmp/before <older commit>
    nice -n 15 .venv/bin/python bench/bench_playouts.py --game power-grid --compare /tmp/before --repeats 5

measures every row in this tree and in the other checkout, each in a fresh process, taking
turns (which goes first alternates), and prints the median games/s and CPU µs per move of each
and their ratio: on a shared machine the load changes from minute to minute, and taking turns
spreads it over both. With Power Grid among the games (no --game), a second table gives every
row's µs per move over Power Grid's at the same player count, before and after (issue 27: each
game's playout move within 1.5x Power Grid's).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from desktop_app.ai.registry import make_bot  # noqa: E402
from desktop_app.commands.simulate import SIM_GAMES  # noqa: E402

MAX_ROUNDS = 100
PLAYER_COUNTS = (2, 4, 6)


def playouts(game_id: str, players: int, games: int, seconds: float) -> tuple[int, float, int, int]:
    """(games played, seconds, moves, unfinished)."""
    sim = SIM_GAMES[game_id]()
    d = sim.definition
    content = d.load_content(None)
    bot = make_bot(game_id, "random")
    apply_in_place, is_over, rounds = d.apply_in_place, d.is_over, sim.rounds

    def one(seed: int) -> tuple[int, bool]:
        state = d.new_game(content, sim.make_options(players, seed))
        rng = random.Random(seed)
        moves = 0
        while not is_over(state) and rounds(state) <= MAX_ROUNDS:
            apply_in_place(state, bot.choose(state, rng))
            moves += 1
        return moves, is_over(state)

    for seed in range(3):
        one(10_000 + seed)
    played = moves = unfinished = 0
    started = time.process_time()
    while played < games and time.process_time() - started < seconds:
        m, done = one(played)
        moves += m
        unfinished += not done
        played += 1
    return played, time.process_time() - started, moves, unfinished


# A child process measures one row in the checkout named by argv[1], with that checkout's own
# bench_playouts.playouts (older checkouts have the same function), and prints it as JSON.
_CHILD = """
import json, sys
sys.path.insert(0, sys.argv[1] + "/bench")
import bench_playouts as b
import desktop_app
row = b.playouts(sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), float(sys.argv[5]))
print(json.dumps({"row": row, "tree": desktop_app.__file__}))
"""


def playouts_in(tree: Path, game_id: str, players: int, games: int, seconds: float) -> tuple[float, float]:
    """(games per CPU-second, CPU µs per move) of one row, measured in a fresh process on the
    checkout `tree`."""
    out = subprocess.run(
        [sys.executable, "-c", _CHILD, str(tree), game_id, str(players), str(games), str(seconds)],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    data = json.loads(out.strip().splitlines()[-1])
    if not Path(data["tree"]).resolve().is_relative_to(tree.resolve()):
        raise SystemExit(f"the child measured {data['tree']}, not the checkout {tree}")
    played, spent, moves = data["row"][0], data["row"][1], data["row"][2]
    return float(played / spent), 1e6 * spent / max(moves, 1)


def compare(ids: list[str], other: Path, repeats: int, games: int, seconds: float) -> int:
    """Every row in this tree and in `other`, taking turns; medians and their ratio. With Power
    Grid among the games, then each row's µs per move over Power Grid's at that player count
    (issue 27's goal: every game's playout move within 1.5x Power Grid's)."""
    here = Path(__file__).resolve().parent.parent
    print(f"games per CPU-second and CPU µs per move, median of {repeats} turns each")
    print(f"before = {other}, after = {here}")
    print(f"{'game':<14}{'players':>8}{'before':>9}{'after':>9}{'after/before':>14}{'µs/move before':>16}{'after':>8}")
    per_move: dict[tuple[str, int], tuple[float, float]] = {}
    for game_id in ids:
        d = SIM_GAMES[game_id]().definition
        for players in PLAYER_COUNTS:
            if not d.min_players <= players <= d.max_players:
                continue
            before: list[tuple[float, float]] = []
            after: list[tuple[float, float]] = []
            for turn in range(repeats):
                order = [(other, before), (here, after)]
                for tree, into in order if turn % 2 == 0 else order[::-1]:
                    into.append(playouts_in(tree, game_id, players, games, seconds))
            b = statistics.median(g for g, _ in before)
            a = statistics.median(g for g, _ in after)
            bu = statistics.median(u for _, u in before)
            au = statistics.median(u for _, u in after)
            print(f"{game_id:<14}{players:>8}{b:>9.1f}{a:>9.1f}{a / b:>13.2f}x{bu:>16.1f}{au:>8.1f}")
            per_move[game_id, players] = (bu, au)
    if any(g == "power-grid" for g, _ in per_move):
        print("µs per move over Power Grid's at the same player count (same run)")
        print(f"{'game':<14}{'players':>8}{'before/PG before':>18}{'after/PG before':>17}{'after/PG after':>16}")
        for (game_id, players), (bu, au) in per_move.items():
            pg = per_move.get(("power-grid", players))
            if pg is not None:
                print(f"{game_id:<14}{players:>8}{bu / pg[0]:>17.2f}x{au / pg[0]:>16.2f}x{au / pg[1]:>15.2f}x")
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=int, default=200, help="games per row at most")
    p.add_argument("--seconds", type=float, default=5.0, help="seconds per row at most")
    p.add_argument("--game", default=None, help="one game only: " + ", ".join(SIM_GAMES))
    p.add_argument("--compare", type=Path, default=None, metavar="TREE", help="also measure another checkout")
    p.add_argument("--repeats", type=int, default=3, help="turns per row with --compare")
    args = p.parse_args(argv)
    ids = [args.game] if args.game else list(SIM_GAMES)
    if args.compare is not None:
        return compare(ids, args.compare, args.repeats, args.games, args.seconds)
    print(f"{'game':<14}{'players':>8}{'games':>7}{'games/s':>10}{'moves/game':>12}{'µs/move':>9}  note")
    for game_id in ids:
        d = SIM_GAMES[game_id]().definition
        for players in PLAYER_COUNTS:
            if not d.min_players <= players <= d.max_players:
                continue
            played, seconds, moves, unfinished = playouts(game_id, players, args.games, args.seconds)
            note = f"{unfinished} unfinished after round {MAX_ROUNDS}" if unfinished else ""
            print(
                f"{game_id:<14}{players:>8}{played:>7}{played / seconds:>10.1f}{moves / played:>12.0f}"
                f"{1e6 * seconds / moves:>9.1f}  {note}"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
