"""Draft a guided first game: play a fixed deal with the pupil (seat 0) following the hints, and
print the pupil's moves as `tutorial.yaml` steps, each with the hint's reason as a first draft
of the coach's words (to be rewritten by a person: what to click, what it does, why now).

    python tools/draft_tutorial.py GAME [--seed 7] [--players 3] [--bots heuristic,heuristic]
        [--moves 20] [--options '{"mode": "easy"}']

The moves are found exactly as `validate-content` will replay them (ai/tutorials.py), so a
script made from the draft replays as long as its deal, players and moves are kept.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import yaml  # noqa: E402

from desktop_app.ai.base import bot_rng  # noqa: E402
from desktop_app.ai.hints import format_reason, hint  # noqa: E402
from desktop_app.ai.registry import make_bot  # noqa: E402
from desktop_app.content.tutorials import PUPIL  # noqa: E402
from desktop_app.rules.registry import GAMES  # noqa: E402


def draft(game_id: str, seed: int, bots: list[str], moves: int, options: dict) -> dict:
    game = GAMES[game_id]
    content = game.load_content(None)
    opts = game.options_from_json({**options, "players": 1 + len(bots), "seed": seed})
    state = game.new_game(content, opts)
    players = {seat: make_bot(game_id, kind) for seat, kind in enumerate(bots, 1)}
    rngs = {seat: bot_rng(opts.seed, seat) for seat in players}
    steps = []
    while len(steps) < moves and not game.is_over(state):
        player = game.current_player(state)
        if player != PUPIL:
            state = game.apply(state, players[player].choose(game.observation(state, player), rngs[player]))
            continue
        suggestion = hint(game_id, game.observation(state, PUPIL), PUPIL, bot="heuristic")
        steps.append(
            {
                "expect": json.loads(json.dumps(suggestion.action.to_json())),
                "say": {
                    "zh_TW": format_reason(game_id, suggestion.reason, "zh_TW"),
                    "en": format_reason(game_id, suggestion.reason, "en"),
                },
            }
        )
        state = game.apply(state, suggestion.action)
    todo = {"zh_TW": "（待寫）", "en": "(to write)"}
    return {
        "title": dict(todo),
        "intro": dict(todo),
        "finish": dict(todo),
        "seed": seed,
        "options": options,
        "computer_players": bots,
        "steps": steps,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=sorted(GAMES))
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--bots", default="")
    parser.add_argument("--moves", type=int, default=20)
    parser.add_argument("--options", default="{}")
    args = parser.parse_args()
    bots = args.bots.split(",") if args.bots else ["heuristic"] * (args.players - 1)
    doc = draft(args.game, args.seed, bots, args.moves, json.loads(args.options))
    yaml.safe_dump(doc, sys.stdout, allow_unicode=True, sort_keys=False, width=100)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
