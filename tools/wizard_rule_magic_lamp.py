#!/usr/bin/env python3
"""How often does Magic Lamp's wizard rule change the winner? (docs/magic_lamp-balance.md)

    .venv/bin/python tools/wizard_rule_magic_lamp.py [--players 4] [--games 1000] [--seed 5000]
        [--bots heuristic] [--ring]

Plays computer-only games exactly as `simulate` does (game i: seed S+i, each seat's bot with
`bot_rng(seed, seat)`, bots see their observation). When an action turns up the wizard the
game is forked: the real game ends as seed 003 says (the wizard's draw finishes, then scoring);
the fork plays the rest of that round as the rules did before issue 10 (the later chests of
the round still explored, the other wishes still made), with copies of the bots' RNGs. Prints
how often the fork had anything left to play and how often its winners differ.
"""

from __future__ import annotations

import argparse
import copy
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from desktop_app.ai.base import bot_rng
from desktop_app.ai.registry import make_bot
from desktop_app.content.loader import load_magic_lamp
from desktop_app.rules.magic_lamp import engine, flow
from desktop_app.rules.magic_lamp.state import MagicLampOptions, Phase
from desktop_app.rules.magic_lamp.views import observation


def old_next_task(s) -> None:
    """`flow.next_task` before issue 10: a wizard ended the game only at the round's end."""
    if s.amulets_to_place:
        s.phase = Phase.AMULET
        s.actor = s.amulets_to_place[0][0]
        return
    while s.tasks:
        kind, arg = s.tasks.pop()
        if kind == flow.TASK_WISH:
            s.wish_card = s.lamp_deck.pop()
            s.wish_number = 1
            s.phase, s.actor = Phase.WISH, arg
            s.events.append((flow.EV_WISH_SHOWN, arg, s.wish_card, 1))
            return
        if kind == flow.TASK_CALM:
            s.phase, s.actor = Phase.NAME, arg
            return
        if kind == flow.TASK_EXPLORE:
            found = flow.explorer(s, arg)
            if found is None or not s.decks[arg]:
                continue
            s.explore_metal, s.explore_die = arg, found[1]
            s.drawn, s.drawn_scorpions = [], 0
            s.phase, s.actor = Phase.DRAW, found[0]
            return
        if s.end_triggered:
            flow.finish(s)
        else:
            s.round += 1
            s.events.append((flow.EV_ROUND, s.round))
            flow.start_round(s)
        return


def play_out(state, bots, rngs) -> int:
    """Play to the end; the number of actions taken."""
    steps = 0
    while not engine.is_over(state):
        who = engine.current_player(state)
        engine.apply_in_place(state, bots[who].choose(observation(state, who), rngs[who]))
        steps += 1
    return steps


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=5000)
    parser.add_argument("--bots", default="heuristic", help="one bot name for every seat")
    parser.add_argument("--ring", action="store_true")
    args = parser.parse_args(argv)
    content = load_magic_lamp()
    forked = changed = more_actions = 0
    for i in range(args.games):
        seed = args.seed + i
        state = engine.new_game(content, MagicLampOptions(args.players, seed, magic_ring=args.ring))
        bots = [make_bot("magic-lamp", args.bots) for _ in range(args.players)]
        rngs = [bot_rng(seed, p) for p in range(args.players)]
        while not engine.is_over(state):
            who = engine.current_player(state)
            action = bots[who].choose(observation(state, who), rngs[who])
            before = state.clone() if state.phase in (Phase.DRAW, Phase.CHEST, Phase.WISH) else None
            engine.apply_in_place(state, action)
            if before is None or not any(e[0] == flow.EV_WIZARD for e in state.events):
                continue
            fork, fork_rngs = before, [copy.deepcopy(r) for r in rngs]
            new_rule = flow.next_task
            flow.next_task = old_next_task
            try:
                engine.apply_in_place(fork, action)
                steps = play_out(fork, bots, fork_rngs)
            finally:
                flow.next_task = new_rule
            main_steps = play_out(state, bots, rngs)  # amulets of the wizard's draw, if any
            forked += steps > main_steps
            more_actions += steps - main_steps
            changed += tuple(fork.winners) != tuple(state.winners)
    g = args.games
    print(f"{g} games, {args.players} players, bots {args.bots}{', ring variant' if args.ring else ''}")
    print(
        f"the old rule would have played on after the wizard in {forked} games ({100 * forked / g:.1f}%), "
        f"{more_actions / max(1, forked):.1f} more actions each"
    )
    print(f"winners differ under the old rule in {changed} games ({100 * changed / g:.1f}%)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
