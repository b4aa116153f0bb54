"""Power On! speed benchmark: prints a table, asserts nothing (like bench/bench_power_grid.py).

    .venv/bin/python bench/bench_power_on.py [--random-games N] [--heuristic-games N] [--players P]
        [--physics-games N]

Measures on one core, fixed seeds, the no-dexterity tower:
1. complete games under the uniform-random policy played on the state itself (`legal_actions`,
   one chosen uniformly, `apply_in_place`);
2. complete games with the heuristic bot in every seat, each given its observation, as the
   simulate command plays them;
3. `legal_actions`, `State.clone()` and `observation()` alone on states sampled from (1);
4. one carbon token dropped through the pymunk tower physics on a tower of 10 (rebuilt first);
5. with --physics-games N: two-player games of random bots stacking through the physics (as
   `simulate power-on --bots random --option tower=stacking`), how many finish within 100 rounds.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from desktop_app.ai.base import bot_rng
from desktop_app.ai.power_on.heuristic import HeuristicBot
from desktop_app.content.loader import load_power_on
from desktop_app.rules.power_on import engine
from desktop_app.rules.power_on.state import PowerOnOptions, TowerMode
from desktop_app.rules.power_on.tower_physics import drop_outcome
from desktop_app.rules.power_on.views import observation

SAMPLE_EVERY = 7


def random_games(content, players: int, games: int, samples: list) -> tuple[float, int]:
    moves = 0
    started = time.perf_counter()
    for seed in range(games):
        s = engine.new_game(content, PowerOnOptions(players, seed, TowerMode.NO_DEXTERITY))
        rng = random.Random(seed)
        while not engine.is_over(s):
            actions = engine.legal_actions(s)
            engine.apply_in_place(s, actions[rng.randrange(len(actions))])
            moves += 1
            if moves % SAMPLE_EVERY == 0:
                samples.append(s.clone())
    return time.perf_counter() - started, moves


def heuristic_games(content, players: int, games: int) -> tuple[float, int]:
    moves = 0
    started = time.perf_counter()
    for seed in range(games):
        s = engine.new_game(content, PowerOnOptions(players, seed, TowerMode.NO_DEXTERITY))
        bots = [HeuristicBot() for _ in range(players)]
        rngs = [bot_rng(seed, p) for p in range(players)]
        while not engine.is_over(s):
            p = engine.current_player(s)
            engine.apply_in_place(s, bots[p].choose(observation(s, p), rngs[p]))
            moves += 1
    return time.perf_counter() - started, moves


def physics_games(content, games: int, max_rounds: int = 100) -> tuple[float, int, int]:
    """Random bots in both seats stacking through the physics; (seconds, finished, collapses)."""
    from desktop_app.ai.power_on.random_bot import RandomBot

    finished = collapses = 0
    started = time.perf_counter()
    for seed in range(games):
        s = engine.new_game(content, PowerOnOptions(2, seed, TowerMode.STACKING))
        bots = [RandomBot(), RandomBot()]
        rngs = [bot_rng(seed, p) for p in range(2)]
        while not engine.is_over(s) and s.round <= max_rounds:
            p = engine.current_player(s)
            engine.apply_in_place(s, bots[p].choose(observation(s, p), rngs[p]))
        finished += engine.is_over(s)
        collapses += sum(s.collapses)
    return time.perf_counter() - started, finished, collapses


def per_call(fn, states) -> float:
    started = time.perf_counter()
    for s in states:
        fn(s)
    return (time.perf_counter() - started) / len(states) * 1e6


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--random-games", type=int, default=300)
    parser.add_argument("--heuristic-games", type=int, default=300)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--physics-games", type=int, default=0)
    args = parser.parse_args(argv)
    content = load_power_on()
    samples: list = []
    secs, moves = random_games(content, args.players, args.random_games, samples)
    print(f"uniform-random: {args.random_games / secs:8.1f} games/s  {secs / moves * 1e6:6.1f} us/move")
    secs, moves = heuristic_games(content, args.players, args.heuristic_games)
    print(f"heuristic:      {args.heuristic_games / secs:8.1f} games/s  {secs / moves * 1e6:6.1f} us/move")
    print(f"legal_actions:  {per_call(engine.legal_actions, samples):8.1f} us/call")
    print(f"State.clone():  {per_call(lambda s: s.clone(), samples):8.1f} us/call")

    def observe(s):
        return observation(s, engine.current_player(s) if not engine.is_over(s) else 0)

    print(f"observation():  {per_call(observe, samples):8.1f} us/call")
    started = time.perf_counter()
    for i in range(20):
        drop_outcome([(0, 0)] * 10, i % 3, 0)
    print(f"physics drop on a tower of 10 (rebuilt): {(time.perf_counter() - started) / 20 * 1e3:6.1f} ms")
    if args.physics_games:
        secs, done, falls = physics_games(content, args.physics_games)
        print(
            f"random bots, physics tower, 2 players: {done} of {args.physics_games} finished within 100 rounds, "
            f"{falls / args.physics_games:.1f} collapses/game, {secs:.1f} s"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
