"""Computer players against each other: fixed-seed tournaments with the seats rotated (issue 16).

    nice -n 15 .venv/bin/python bench/bench_bots.py --game power-butler --players 2 \
        --bots expert,normal --games 40 --think-ms 50 --seed 1 --jobs 2

A benchmark, not a test: it prints figures and asserts nothing (see bench/README.md).

`--bots` names one bot per seat (any name of `desktop_app.ai.registry`). Game i deals with seed
`seed + i // players` and shifts the bots i % players seats to the left, so every deal is played
once from every seat: with --games a multiple of --players each bot kind sits in each seat equally
often on the same deals. Each seat's bot draws from `bot_rng(deal seed, seat)`, as simulate does.

Printed per match: for each bot kind, its wins (a k-way shared win counts 1/k to each winner),
the games played, the win rate and its 95% Wilson interval; a fair share (1 / players, per bot
of that kind) for comparison; and for each bot that thinks (the searching expert) the wall time
of its `choose` per decision, median and 95th percentile, and its rollouts per decision.

`--clock cpu` (the default) gives a searching bot its budget in the CPU time of its own thread
(`time.thread_time`), so a tournament measures strength at "N ms a decision on one idle core"
even on a busy machine; `--clock wall` uses the wall clock, as the app does.

`--record FILE` appends each finished game to FILE as a JSON line as soon as it ends, so a long
tournament stopped early keeps what it played; `--report FILE` prints the table from such a file
(the games recorded so far) without playing.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import math
import statistics
import sys
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from multiprocessing import Pool
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from desktop_app.ai.base import bot_rng  # noqa: E402
from desktop_app.ai.registry import bot_names, make_bot, thinks  # noqa: E402
from desktop_app.commands.simulate import DEFAULT_MAX_ROUNDS, SIM_GAMES, _parse_options  # noqa: E402

Z95 = 1.959963984540054


def wilson(wins: float, games: int, z: float = Z95) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate (wins may be fractional: shared wins)."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class GameOutcome:
    index: int
    seed: int
    seat_bots: list[str]  # the bot name in each seat, after rotation
    winners: tuple[int, ...]
    finished: bool
    think_ms: dict[str, list[float]] = field(default_factory=dict)  # bot name -> ms per decision
    rollouts: dict[str, list[int]] = field(default_factory=dict)


_CONTENT: dict[str, Any] = {}


def play(job: tuple[str, list[str], int, int, int | None, int, dict[str, Any], str]) -> GameOutcome:
    """One game of the tournament (runs in a worker process)."""
    game_id, bots, index, base_seed, think_ms, max_rounds, options, clock_name = job
    clock = time.thread_time if clock_name == "cpu" else time.perf_counter
    sim = SIM_GAMES[game_id]()
    d = sim.definition
    if game_id not in _CONTENT:
        _CONTENT[game_id] = d.load_content(None)
    players = len(bots)
    shift = index % players
    seat_bots = bots[shift:] + bots[:shift]
    seed = base_seed + index // players
    state = d.new_game(_CONTENT[game_id], sim.make_options(players, seed, options))
    seat_players = [make_bot(game_id, name, think_ms) for name in seat_bots]
    for bot in seat_players:
        if hasattr(bot, "clock"):
            bot.clock = clock
    rngs = [bot_rng(seed, seat) for seat in range(players)]
    outcome = GameOutcome(index, seed, seat_bots, (), False)
    while not d.is_over(state) and sim.rounds(state) <= max_rounds:
        seat = d.current_player(state)
        bot = seat_players[seat]
        view = d.observation(state, seat)
        started = clock()
        action = bot.choose(view, rngs[seat])
        if thinks(bot):
            outcome.think_ms.setdefault(seat_bots[seat], []).append((clock() - started) * 1000)
            stats = getattr(bot, "stats", None)
            if stats is not None:
                outcome.rollouts.setdefault(seat_bots[seat], []).append(stats.rollouts)
        d.apply_in_place(state, action)
    outcome.finished = d.is_over(state)
    outcome.winners = tuple(d.winners(state)) if outcome.finished else ()
    return outcome


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def report(
    game_id: str,
    bots: list[str],
    outcomes: Iterable[GameOutcome],
    seconds: float,
    think_ms: int | None,
    clock: str = "cpu",
) -> str:
    outcomes = list(outcomes)
    players = len(bots)
    kinds = list(dict.fromkeys(bots))
    wins = dict.fromkeys(kinds, 0.0)
    seats_of = {kind: bots.count(kind) for kind in kinds}
    times: dict[str, list[float]] = {}
    rollouts: dict[str, list[int]] = {}
    finished = [o for o in outcomes if o.finished]
    for o in finished:
        for w in o.winners:
            wins[o.seat_bots[w]] += 1 / len(o.winners)
    for o in outcomes:
        for name, values in o.think_ms.items():
            times.setdefault(name, []).extend(values)
        for name, counts in o.rollouts.items():
            rollouts.setdefault(name, []).extend(counts)
    games = len(finished)
    lines = [
        f"{game_id}, {players} players, bots {','.join(bots)} (seats rotated), think {think_ms or 'default'} ms"
        f" ({'CPU time of the thread' if clock == 'cpu' else 'wall clock'}),"
        f" {len(outcomes)} games ({games} finished) in {seconds:.1f} s"
    ]
    for kind in kinds:
        low, high = wilson(wins[kind], games)
        share = seats_of[kind] / players
        rate = wins[kind] / games if games else 0.0
        lines.append(
            f"  {kind:<10} wins {wins[kind]:6.1f} of {games:<4} = {100 * rate:5.1f}%"
            f"  95% CI [{100 * low:5.1f}%, {100 * high:5.1f}%]  (fair share {100 * share:.0f}%)"
        )
    for kind, values in times.items():
        counts = rollouts.get(kind, [])
        searched = [c for c in counts if c > 0]
        lines.append(
            f"  {kind:<10} think per decision ({clock}): median {statistics.median(values):.1f} ms,"
            f" p95 {percentile(values, 0.95):.1f} ms over {len(values)} decisions;"
            + (
                f" rollouts per searched decision median {statistics.median(searched):.0f}"
                f" ({len(searched)} searched, {len(values) - len(searched)} forced)"
                if searched
                else " no decision searched"
            )
        )
    return "\n".join(lines)


class _Serial:
    """One process: the same `imap_unordered` as a Pool's, in order."""

    def __enter__(self) -> _Serial:
        return self

    def __exit__(self, *_exc: object) -> None:
        return None

    @staticmethod
    def imap_unordered(func: Any, jobs: list[Any]) -> Iterable[GameOutcome]:
        return map(func, jobs)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--game", required=True, help=", ".join(SIM_GAMES))
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--bots", default="expert,normal", help="one bot name per seat (or one name for all)")
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--think-ms", type=int, default=None, help="a searching bot's time per decision")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1, help="worker processes (at most 2 on this machine)")
    p.add_argument("--clock", choices=("cpu", "wall"), default="cpu", help="what a think budget counts (see above)")
    p.add_argument("--record", help="append each finished game to this file (JSON lines)")
    p.add_argument("--report", help="print the table from a --record file and stop")
    p.add_argument("--max-rounds", type=int, default=DEFAULT_MAX_ROUNDS)
    p.add_argument("--mode", help="the game's mode where it has one (power-butler: simple or standard)")
    p.add_argument("--option", action="append", default=[], metavar="KEY=VALUE", help="a setup option, as simulate")
    args = p.parse_args(argv)
    game_id = args.game
    if args.report:
        recorded = [
            GameOutcome(**json.loads(line)) for line in Path(args.report).read_text("utf-8").splitlines() if line
        ]
        for o in recorded:
            o.winners = tuple(o.winners)
        bots = min(recorded, key=lambda o: o.index).seat_bots if recorded else []  # game 0: unrotated
        print(report(game_id, bots, sorted(recorded, key=lambda o: o.index), 0.0, args.think_ms, args.clock))
        print(f"  (from {args.report}: {len(recorded)} games recorded)")
        return 0
    if game_id not in SIM_GAMES:
        p.error(f"unknown game {game_id}; choose from {', '.join(SIM_GAMES)}")
    bots = [b.strip() for b in args.bots.split(",")]
    if len(bots) == 1:
        bots *= args.players
    if len(bots) != args.players:
        p.error(f"--bots names {len(bots)} bots for {args.players} players")
    for name in bots:
        if name not in bot_names(game_id):
            p.error(f"unknown bot {name} for {game_id}; choose from {', '.join(bot_names(game_id))}")
    options = _parse_options(args.option, args.mode, SIM_GAMES[game_id]().definition)
    jobs = [
        (game_id, bots, i, args.seed, args.think_ms, args.max_rounds, options, args.clock) for i in range(args.games)
    ]
    started = time.perf_counter()
    outcomes = []
    record = open(args.record, "a", encoding="utf-8") if args.record else None  # noqa: SIM115
    with Pool(args.jobs) if args.jobs > 1 else _Serial() as pool:
        for outcome in pool.imap_unordered(play, jobs):
            outcomes.append(outcome)
            if record is not None:
                record.write(json.dumps(dataclasses.asdict(outcome)) + "\n")
                record.flush()
    if record is not None:
        record.close()
    outcomes.sort(key=lambda o: o.index)
    setup = " ".join(f"{k}={v}" for k, v in options.items())
    print(
        report(game_id, bots, outcomes, time.perf_counter() - started, args.think_ms, args.clock)
        + (f"\n  setup: {setup}" if setup else "")
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
