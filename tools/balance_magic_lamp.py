#!/usr/bin/env python3
"""Balance figures for Aladdin & the Magic Lamp's designed content (docs/magic_lamp-balance.md).

    .venv/bin/python tools/balance_magic_lamp.py [--games 400] [--seed 0] [--ring] [--content DIR]

Prints, for the pack's scorpion counts:
  1. the greedy bust rate: a fresh chest, drawing the die's value without stopping, for dice
     3-6 per metal (Monte Carlo over shuffled chests; the goal for 5-6 is about one in three);
  2. per player count, heuristic bots only (the simulate command's loop and seeds): rounds per
     game, the bust rate of draws made with a 5 or 6, how often each gem-majority bonus and each
     set bonus is won, how often the game ends in a shared win, and the seat win rates.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from desktop_app.ai.base import bot_rng
from desktop_app.ai.magic_lamp.heuristic import HeuristicBot
from desktop_app.ai.registry import make_bot
from desktop_app.content.loader import load_magic_lamp
from desktop_app.content.magic_lamp import GEMS, METALS
from desktop_app.rules.magic_lamp import engine
from desktop_app.rules.magic_lamp.flow import EV_BUST, EV_KEPT
from desktop_app.rules.magic_lamp.scoring import majority_holders
from desktop_app.rules.magic_lamp.state import MagicLampOptions
from desktop_app.rules.magic_lamp.views import observation


def greedy_bust_rates(content, samples: int = 20000) -> dict[str, dict[int, float]]:
    out = {}
    rng = random.Random(1)
    for metal in METALS:
        scorpions = [c.scorpions for c in content.chest_cards if c.metal is metal and c.kind.value != "wizard"]
        out[metal.value] = {
            d: sum(sum(rng.sample(scorpions, d)) >= d for _ in range(samples)) / samples for d in (3, 4, 5, 6)
        }
    return out


class GreedyBot(HeuristicBot):
    """The heuristic bot, except that it always draws up to its die's value."""

    @staticmethod
    def _draw_more(s, me) -> bool:
        return bool(s.decks[s.explore_metal])


def play(content, players: int, seed: int, ring: bool, greedy: bool = False):
    state = engine.new_game(content, MagicLampOptions(players, seed, magic_ring=ring))
    bots = [GreedyBot() if greedy else make_bot("magic-lamp", "heuristic") for _ in range(players)]
    rngs = [bot_rng(seed, p) for p in range(players)]
    high_draws = [0, 0]  # draws made with a 5 or 6: [busts, total]
    while not engine.is_over(state):
        who = engine.current_player(state)
        die = state.dice[who][state.explore_die][1] if state.phase.name == "DRAW" else 0
        engine.apply_in_place(state, bots[who].choose(observation(state, who), rngs[who]))
        for event in state.events:
            if event[0] in (EV_BUST, EV_KEPT) and die >= 5:
                high_draws[1] += 1
                high_draws[0] += event[0] == EV_BUST
    return state, high_draws


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--ring", action="store_true", help="play with the magic-ring variant")
    parser.add_argument("--content", default=None)
    args = parser.parse_args(argv)
    content = load_magic_lamp(args.content)
    print("greedy bust rate (fresh chest, draw the die's value without stopping):")
    for metal, rates in greedy_bust_rates(content).items():
        print(f"  {metal:<7}" + "  ".join(f"d{d} {r:.3f}" for d, r in rates.items()))
    for players in (2, 3, 4, 5):
        rounds, wins, ties = [], [0] * players, 0
        majorities = [0] * len(GEMS)
        sets = [0] * len(METALS)
        busts = [0, 0]
        ring_points = 0
        for i in range(args.games):
            state, high = play(content, players, args.seed + i, args.ring)
            rounds.append(state.round)
            busts[0] += high[0]
            busts[1] += high[1]
            for w in state.winners:
                wins[w] += 1
            ties += len(state.winners) > 1
            for colour, holder in enumerate(majority_holders(state)):
                majorities[colour] += holder >= 0
            for p in range(players):
                for m, n in enumerate(state.complete_sets(p)):
                    sets[m] += n > 0
            ring_points += any(row["ring"] for row in state.scores)
        g = args.games
        print(f"{players} players, {g} games, heuristic bots{' (ring variant)' if args.ring else ''}:")
        print(
            f"  rounds per game: mean {statistics.mean(rounds):.2f}, median {statistics.median(rounds)}, "
            f"min {min(rounds)}, max {max(rounds)}"
        )
        print(f"  bust rate of draws with a 5 or 6: {busts[0] / max(1, busts[1]):.3f} ({busts[1]} draws)")
        greedy = [0, 0]
        for i in range(min(g, 100)):
            _, high = play(content, players, args.seed + i, args.ring, greedy=True)
            greedy[0] += high[0]
            greedy[1] += high[1]
        print(
            f"  same, when every bot draws greedily to its die: {greedy[0] / max(1, greedy[1]):.3f} "
            f"({greedy[1]} draws in {min(g, 100)} games)"
        )
        print(
            "  gem majority won (share of games): "
            + ", ".join(f"{gem.value} {n / g:.2f}" for gem, n in zip(GEMS, majorities))
        )
        print(
            "  a complete set held (share of games): "
            + ", ".join(f"{metal.value} {n / g:.2f}" for metal, n in zip(METALS, sets))
        )
        if args.ring:
            print(f"  ring held at the end: {ring_points / g:.2f}")
        print(
            f"  shared wins: {ties / g:.2f}; seat win rates: "
            + ", ".join(f"{p + 1}: {w / g:.2f}" for p, w in enumerate(wins))
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
