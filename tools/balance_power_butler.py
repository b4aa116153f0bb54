#!/usr/bin/env python3
"""Measure Power Butler's balance by simulation: heuristic bots in every seat, many seeds.

    .venv/bin/python tools/balance_power_butler.py [--games 400] [--seed 0] [--content DIR] [--json]

For each mode (simple, standard) and player count (2-5) it plays `--games` games (game i uses
seed S+i, bots as in `energy-table simulate`) and reports: turns per player (mean and the share
of games with 6-8), the winner's margin over the runner-up, win rates per seat against the fair
share, the mean winning score and unpaid bill, how often each event fires (per 100 turns), and
the appliances bought least often (never-bought ones named). docs/power_butler-balance.md
records a run and what was changed because of it.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from desktop_app.ai.base import bot_rng
from desktop_app.ai.registry import make_bot
from desktop_app.content.loader import load_power_butler
from desktop_app.rules.power_butler import engine
from desktop_app.rules.power_butler.state import Mode, PowerButlerOptions
from desktop_app.rules.power_butler.views import observation


def play(content, players: int, mode: Mode, seed: int):
    state = engine.new_game(content, PowerButlerOptions(players, seed, mode))
    bots = [make_bot("power-butler", "heuristic") for _ in range(players)]
    rngs = [bot_rng(seed, p) for p in range(players)]
    while not engine.is_over(state):
        p = state.current
        engine.apply_in_place(state, bots[p].choose(observation(state, p), rngs[p]))
    return state


def measure(content, players: int, mode: Mode, games: int, seed: int) -> dict:
    wins = [0.0] * players
    turns, margins, top, unpaid = [], [], [], []
    fired: Counter[int] = Counter()
    bought: Counter[str] = Counter()
    total_turns = 0
    for i in range(games):
        s = play(content, players, mode, seed + i)
        for w in s.winners:
            wins[w] += 1 / len(s.winners)
        played = (s.turn + 1) / players
        turns.append(played)
        total_turns += s.turn + 1
        totals = sorted((sc[3] for sc in s.scores), reverse=True)
        margins.append(totals[0] - totals[1])
        top.append(totals[0])
        unpaid.append(sum(sc[2] for sc in s.scores) / players)
        fired.update(s.fired_log)
        for owned in s.owned:
            bought.update(s.board.appliances[c].id for c in owned)
    in_range = sum(1 for t in turns if 6 <= t <= 8) / games
    events = {
        e.number: round(100 * fired[e.number] / total_turns, 1)
        for e in content.events
        if mode is Mode.STANDARD or not e.standard_only
    }
    per_game = {a.id: round(bought[a.id] / games, 2) for a in content.appliances}
    return {
        "mode": mode.value,
        "players": players,
        "games": games,
        "turns_per_player": round(sum(turns) / games, 2),
        "turns_6_to_8": round(100 * in_range, 1),
        "winner_margin": round(sum(margins) / games, 1),
        "winner_score": round(sum(top) / games, 1),
        "mean_unpaid": round(sum(unpaid) / games, 1),
        "seat_win_pct": [round(100 * w / games, 1) for w in wins],
        "fair_pct": round(100 / players, 1),
        "events_per_100_turns": events,
        "bought_per_game": per_game,
        "never_bought": [a for a, n in per_game.items() if n == 0],
    }


def _text(r: dict) -> str:
    rare = sorted(r["bought_per_game"].items(), key=lambda kv: kv[1])[:4]
    quiet = sorted(r["events_per_100_turns"].items(), key=lambda kv: kv[1])[:3]
    return (
        f"{r['mode']:<8} {r['players']}p  turns/player {r['turns_per_player']:.2f} "
        f"({r['turns_6_to_8']:.0f}% in 6-8)  margin {r['winner_margin']:.1f}  "
        f"winner {r['winner_score']:.1f}  unpaid {r['mean_unpaid']:.1f}\n"
        f"           seat wins % {r['seat_win_pct']} (fair {r['fair_pct']})\n"
        f"           rarest buys/game {rare}  never bought {r['never_bought'] or 'none'}\n"
        f"           quietest events /100 turns {quiet}"
    )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Power Butler balance figures by simulation.")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--content", default=None, help="pack root (default: built-in)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    content = load_power_butler(args.content)
    for mode in Mode:
        for players in range(2, 6):
            r = measure(content, players, mode, args.games, args.seed)
            print(json.dumps(r, ensure_ascii=False) if args.json else _text(r), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
