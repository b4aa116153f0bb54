"""`energy-table replay SAVE`: replay a save file and say whether it is valid."""

from __future__ import annotations

import argparse
import sys

from desktop_app.content.errors import ContentError
from desktop_app.rules.common.save import SaveError, load_game
from desktop_app.rules.registry import GAMES


def replay_main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="energy-table replay", description="Replay a save file and report whether it is valid."
    )
    parser.add_argument("save", help="path of the save file (.json)")
    parser.add_argument("--content", metavar="DIR", help="content pack to replay with (default: built-in)")
    args = parser.parse_args(argv)
    try:
        replayed = load_game(args.save, GAMES, args.content)
    except SaveError as exc:
        print(f"invalid: {exc}", file=sys.stderr)
        return 1
    except ContentError as exc:
        print(f"invalid: the content pack is broken:\n{exc}", file=sys.stderr)
        return 1
    game = GAMES[replayed.data.game]
    state = replayed.state
    summary = game.public_json(state)
    status = (
        "finished, won by " + ", ".join(f"player {w + 1}" for w in game.winners(state))
        if game.is_over(state)
        else f"in progress, player {game.current_player(state) + 1} to act"
    )
    print(
        f"valid: {game.id}, {replayed.data.options.get('players')} players, "
        f"{len(replayed.data.actions)} moves, round {summary.get('round')}, {status}"
    )
    return 0
