"""Power Grid speed benchmark: prints a table, asserts nothing (see bench/README.md).

    .venv/bin/python bench/bench_power_grid.py [--random-games N] [--heuristic-games N] [--players P]

Measures on one core, with fixed seeds so runs are comparable:
1. complete games under the uniform-random policy (a bid is one legal option; its amount is
   uniform in min..min+5, capped by money; opening bids likewise) played on the state itself,
   the architecture's speed target (about 15 ms a game, ~25 us a move);
2. complete games with a heuristic bot in every seat, each bot given its observation, as the
   simulate command plays them;
3. the heuristic bot's decision time (`choose` alone), median and 95th percentile;
4. for comparison, `legal_actions` alone and `State.clone()` alone on states sampled from the
   random games, plus `observation` (a clone with the deck masked).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from desktop_app.ai.base import bot_rng  # noqa: E402
from desktop_app.ai.power_grid.heuristic import HeuristicBot  # noqa: E402
from desktop_app.ai.power_grid.random_bot import random_policy  # noqa: E402
from desktop_app.content.loader import default_power_grid  # noqa: E402
from desktop_app.rules.power_grid import engine  # noqa: E402
from desktop_app.rules.power_grid.state import PowerGridOptions  # noqa: E402
from desktop_app.rules.power_grid.views import observation  # noqa: E402

MAX_ROUNDS = 100  # a game still running after this is a bug worth seeing in the table
SAMPLE_EVERY = 7  # keep every 7th state of the random games for the legal/clone timings


def random_games(content, players: int, seeds: range, samples: list | None = None):
    """Play uniform-random games; returns (seconds, moves, unfinished)."""
    moves = unfinished = 0
    # the loop's own names looked up once: this loop is the benchmark's, not the engine's cost
    new_game, is_over, apply_in_place, policy = engine.new_game, engine.is_over, engine.apply_in_place, random_policy
    started = time.perf_counter()
    for seed in seeds:
        rng = random.Random(seed)
        state = new_game(content, PowerGridOptions(players, seed))
        k = 0
        if samples is None:
            while not is_over(state) and state.round <= MAX_ROUNDS:
                apply_in_place(state, policy(state, rng))
                k += 1
        else:
            while not is_over(state) and state.round <= MAX_ROUNDS:
                apply_in_place(state, policy(state, rng))
                k += 1
                if k % SAMPLE_EVERY == 0:
                    samples.append(state.clone())
        moves += k
        unfinished += not is_over(state)
    return time.perf_counter() - started, moves, unfinished


def heuristic_games(content, players: int, seeds: range, decision_ns: list[int]):
    """Play all-heuristic games through observations; returns (seconds, moves, unfinished)."""
    clock = time.perf_counter_ns
    moves = unfinished = 0
    started = time.perf_counter()
    for seed in seeds:
        bots = [HeuristicBot() for _ in range(players)]
        rngs = [bot_rng(seed, seat) for seat in range(players)]
        state = engine.new_game(content, PowerGridOptions(players, seed))
        while not engine.is_over(state) and state.round <= MAX_ROUNDS:
            player = engine.current_player(state)
            obs = observation(state, player)
            t0 = clock()
            action = bots[player].choose(obs, rngs[player])
            decision_ns.append(clock() - t0)
            engine.apply_in_place(state, action)
            moves += 1
        unfinished += not engine.is_over(state)
    return time.perf_counter() - started, moves, unfinished


def per_call_us(function, states: list, repeat: int = 3) -> float:
    """Best-of-`repeat` mean time of one call over all sampled states, in microseconds."""
    best = float("inf")
    for _ in range(repeat):
        started = time.perf_counter()
        for s in states:
            function(s)
        best = min(best, time.perf_counter() - started)
    return best / len(states) * 1e6


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--random-games", type=int, default=300, help="uniform-random games (default 300)")
    parser.add_argument("--heuristic-games", type=int, default=100, help="heuristic games (default 100)")
    parser.add_argument("--players", type=int, default=4, help="players per game (default 4)")
    args = parser.parse_args(argv)
    content = default_power_grid()
    n = args.players

    random_games(content, n, range(10_000, 10_010))  # warm-up: caches, the map's all-pairs costs
    samples: list = []
    r_sec, r_moves, r_unf = random_games(content, n, range(args.random_games), samples)
    decisions: list[int] = []
    h_sec, h_moves, h_unf = heuristic_games(content, n, range(args.heuristic_games), decisions)
    legal_us = per_call_us(engine.legal_actions, samples)
    clone_us = per_call_us(lambda s: s.clone(), samples)
    obs_us = per_call_us(lambda s: observation(s, 0), samples)
    decisions.sort()
    median_us = statistics.median(decisions) / 1000
    p95_us = decisions[int(0.95 * (len(decisions) - 1))] / 1000

    rows = [
        (
            "uniform-random games/s",
            f"{args.random_games / r_sec:.1f}",
            f"{r_sec / args.random_games * 1e3:.2f} ms/game, {r_moves / args.random_games:.0f} moves/game",
        ),
        ("  us per move (random)", f"{r_sec / r_moves * 1e6:.1f}", "legal moves + policy + apply"),
        (
            "heuristic games/s",
            f"{args.heuristic_games / h_sec:.1f}",
            f"{h_sec / args.heuristic_games * 1e3:.1f} ms/game, {h_moves / args.heuristic_games:.0f} moves/game",
        ),
        ("  us per move (heuristic)", f"{h_sec / h_moves * 1e6:.1f}", "observation + choose + apply"),
        ("heuristic decision median us", f"{median_us:.1f}", f"choose() alone, {len(decisions)} decisions"),
        ("heuristic decision p95 us", f"{p95_us:.1f}", ""),
        ("legal_actions us/call", f"{legal_us:.2f}", f"{len(samples)} sampled states"),
        ("State.clone() us/call", f"{clone_us:.2f}", ""),
        ("observation() us/call", f"{obs_us:.2f}", "clone + masked deck"),
    ]
    print(f"Power Grid benchmark: {n} players, Python {sys.version.split()[0]}, one core")
    if r_unf or h_unf:
        print(f"WARNING: unfinished games (over {MAX_ROUNDS} rounds): random {r_unf}, heuristic {h_unf}")
    width = max(len(r[0]) for r in rows)
    print(f"{'measure':<{width}}  {'value':>9}  note")
    print(f"{'-' * width}  {'-' * 9}  {'-' * 40}")
    for name, value, note in rows:
        print(f"{name:<{width}}  {value:>9}  {note}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
