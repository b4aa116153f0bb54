#!/usr/bin/env python3
"""Measure Power On! balance by self-play of heuristic bots (docs/power_on-balance.md).

    .venv/bin/python tools/balance_power_on.py --games 400 [--players 2,3,4] [--tower no_dexterity]
        [--bot heuristic] [--finish-round]

For each player count: turns and rounds per game, the carbon tower's collapse rate (per game
and per carbon activation), the share of the winners' power from each plant type (function-card
bonuses apart), seat win rates (ties count for every tied seat), stars of the winner, and games
cut off unfinished. Game i uses seed i; bots get `bot_rng(seed, seat)`, as `energy-table simulate`.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from desktop_app.ai.base import bot_rng
from desktop_app.ai.registry import make_bot
from desktop_app.content.loader import load_power_on
from desktop_app.rules.power_on import engine
from desktop_app.rules.power_on.generation import EV_COLLAPSE, EV_STACKED
from desktop_app.rules.power_on.state import PLANT_TYPES, PowerOnOptions
from desktop_app.rules.power_on.views import observation

MAX_TURNS = 400


def measure(content, players: int, games: int, tower: str, bot: str, finish_round: bool = False) -> dict:
    turns = rounds = collapses = activations = unfinished = 0
    seat_wins = [0] * players
    power = [0] * 7
    winner_stars = 0
    for seed in range(games):
        s = engine.new_game(content, PowerOnOptions(players, seed, tower, finish_round=finish_round))
        bots = [make_bot("power-on", bot) for _ in range(players)]
        rngs = [bot_rng(seed, p) for p in range(players)]
        while not engine.is_over(s) and s.turn < MAX_TURNS:
            p = engine.current_player(s)
            engine.apply_in_place(s, bots[p].choose(observation(s, p), rngs[p]))
            for event in s.events:
                if event[0] == EV_COLLAPSE:
                    collapses += 1
                    activations += 1
                elif event[0] == EV_STACKED:
                    activations += 1
        if not engine.is_over(s):
            unfinished += 1
            continue
        turns += s.turn
        rounds += s.round
        for w in s.winners:
            seat_wins[w] += 1
            power = [a + b for a, b in zip(power, s.power_by_type[w])]
        winner_stars += s.stars(s.winners[0])
    done = games - unfinished
    plant_power = sum(power[:6]) or 1
    return {
        "players": players,
        "games": games,
        "unfinished": unfinished,
        "turns": turns / done,
        "rounds": rounds / done,
        "collapses_per_game": collapses / done,
        "collapse_rate": collapses / activations if activations else 0.0,
        "winner_stars": winner_stars / done,
        "seat_wins": [w / done for w in seat_wins],
        "winner_power_share": {t.value: power[i] / plant_power for i, t in enumerate(PLANT_TYPES)},
        "bonus_share_of_all": power[6] / (sum(power) or 1),
    }


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--players", default="2,3,4")
    parser.add_argument("--tower", default="no_dexterity")
    parser.add_argument("--bot", default="heuristic")
    parser.add_argument("--finish-round", action="store_true", help="the finish-the-round variant")
    args = parser.parse_args(argv)
    content = load_power_on()
    for players in (int(p) for p in args.players.split(",")):
        started = time.perf_counter()
        r = measure(content, players, args.games, args.tower, args.bot, args.finish_round)
        share = ", ".join(f"{k} {100 * v:.0f}%" for k, v in r["winner_power_share"].items())
        seats = ", ".join(f"{i + 1}: {100 * w:.1f}%" for i, w in enumerate(r["seat_wins"]))
        print(
            f"{players}p, {r['games']} games ({r['unfinished']} unfinished, {time.perf_counter() - started:.1f} s): "
            f"turns {r['turns']:.1f} (rounds {r['rounds']:.1f}); collapses {r['collapses_per_game']:.2f}/game, "
            f"{100 * r['collapse_rate']:.1f}% of carbon activations; winner stars {r['winner_stars']:.1f}\n"
            f"    winners' power: {share}; function-card bonus {100 * r['bonus_share_of_all']:.0f}% of all\n"
            f"    seat wins: {seats}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
