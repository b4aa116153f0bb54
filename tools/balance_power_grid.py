#!/usr/bin/env python3
"""Measure Power Grid's balance on a map by simulation: heuristic bots in every seat, many seeds.

    .venv/bin/python tools/balance_power_grid.py [--games 200] [--seed 0] [--map taiwan]
        [--players 2,3,4,5,6] [--content DIR] [--through-unused] [--json]

For each player count it plays `--games` games (game i uses seed S+i; regions chosen at random
as in a normal game; bots as in `energy-table simulate`) and prints one row: rounds per game,
the round in which Step 2 and Step 3 start (mean over the games that reach them), the share of
games that reach Step 3 and the mean number of Step 3 rounds (rounds from the one in which
Step 3 starts to the last, both counted; 0 for a game that never reaches it), the cables' share
of all building spend (cities + cables), the mean Elektro a player ends with, and wins by seat
(a tie counts for each winner). docs/power_grid-balance.md records a run and the goals.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from desktop_app.ai.base import bot_rng
from desktop_app.ai.registry import make_bot
from desktop_app.content.loader import load_power_grid
from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid.actions import BuildCity
from desktop_app.rules.power_grid.state import PowerGridOptions
from desktop_app.rules.power_grid.views import observation

MAX_ROUNDS = 60  # a game still going then counts as unfinished (none should)


def play(content, players: int, seed: int, map_id: str | None, through_unused: bool) -> dict:
    """One game's figures: rounds, step start rounds, cable and city spend, end money, winners."""
    options = PowerGridOptions(players=players, seed=seed, map_id=map_id, cables_through_unused_regions=through_unused)
    state = engine.new_game(content, options)
    bots = [make_bot("power-grid", "heuristic") for _ in range(players)]
    rngs = [bot_rng(seed, p) for p in range(players)]
    step_round = {1: 1}
    cables = cities = 0
    city_costs = content.city_costs
    while not engine.is_over(state) and state.round <= MAX_ROUNDS:
        who = engine.current_player(state)
        action = bots[who].choose(observation(state, who), rngs[who])
        if isinstance(action, BuildCity):
            city = state.board.city_index[action.city]
            cables += engine.connection_cost(state, who, city)
            cities += city_costs[len(state.city_owners[city])]
        engine.apply_in_place(state, action)
        step_round.setdefault(state.step, state.round)
    return {
        "finished": engine.is_over(state),
        "rounds": state.round,
        "step2": step_round.get(2),
        "step3": step_round.get(3),
        "cables": cables,
        "cities": cities,
        "money": list(state.money),
        "winners": list(state.winners),
    }


def measure(content, players: int, games: int, seed: int, map_id: str | None, through_unused: bool) -> dict:
    runs = [play(content, players, seed + i, map_id, through_unused) for i in range(games)]
    wins = [0] * players
    for r in runs:
        for w in r["winners"]:
            wins[w] += 1
    step2 = [r["step2"] for r in runs if r["step2"] is not None]
    step3 = [r["step3"] for r in runs if r["step3"] is not None]
    step3_rounds = [r["rounds"] - r["step3"] + 1 if r["step3"] is not None else 0 for r in runs]
    cables = sum(r["cables"] for r in runs)
    spend = cables + sum(r["cities"] for r in runs)
    money = [m for r in runs for m in r["money"]]
    return {
        "players": players,
        "games": games,
        "unfinished": sum(1 for r in runs if not r["finished"]),
        "rounds": round(statistics.mean(r["rounds"] for r in runs), 1),
        "step2_round": round(statistics.mean(step2), 1) if step2 else None,
        "step3_round": round(statistics.mean(step3), 1) if step3 else None,
        "step3_pct": round(100 * len(step3) / games, 1),
        "step3_rounds": round(statistics.mean(step3_rounds), 2),
        "cable_pct": round(100 * cables / spend, 1) if spend else 0.0,
        "end_money": round(statistics.mean(money), 1),
        "end_money_median": statistics.median(money),
        "seat_wins": wins,
    }


HEADER = "players games rounds step2@ step3@ reach3% step3-rounds cable% money(mean/median) wins by seat"


def _text(r: dict) -> str:
    s2 = f"{r['step2_round']:.1f}" if r["step2_round"] is not None else "-"
    s3 = f"{r['step3_round']:.1f}" if r["step3_round"] is not None else "-"
    unfinished = f"  ({r['unfinished']} unfinished)" if r["unfinished"] else ""
    return (
        f"{r['players']:>7} {r['games']:5} {r['rounds']:6.1f} {s2:>6} {s3:>6} {r['step3_pct']:7.1f}"
        f" {r['step3_rounds']:12.2f} {r['cable_pct']:6.1f} {r['end_money']:8.1f} / "
        f"{r['end_money_median']:<6g} {' '.join(map(str, r['seat_wins']))}{unfinished}"
    )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Power Grid balance figures by simulation.")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--map", default=None, help="map id (default: the pack's default map)")
    parser.add_argument("--players", default="2,3,4,5,6", help="comma-separated player counts")
    parser.add_argument("--content", default=None, help="pack root (default: built-in)")
    parser.add_argument("--through-unused", action="store_true", help="play the cables_through_unused_regions variant")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    content = load_power_grid(args.content)
    counts = [int(p) for p in args.players.split(",")]
    if not args.json:
        print(
            f"map {args.map or content.default_map}, {args.games} games per player count, "
            f"seeds {args.seed}..{args.seed + args.games - 1}"
            + (", cables through unused regions" if args.through_unused else "")
        )
        print(HEADER)
    for players in counts:
        r = measure(content, players, args.games, args.seed, args.map, args.through_unused)
        print(json.dumps(r) if args.json else _text(r), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
