"""`energy-table replay SAVE`: replay a save file and say whether it is valid.

The same checks as opening the save in the window (rules/common/save.py: envelope, settings,
seats and their computer players, every move), so the two never disagree. Exit status: 0 valid,
1 invalid (one line saying why), 2 a bad command line.
"""

from __future__ import annotations

import sys

from desktop_app.ai.registry import bot_names
from desktop_app.cli_parser import OneLineParser
from desktop_app.content.errors import ContentError
from desktop_app.rules.common.save import SaveError, load_game, seats_of
from desktop_app.rules.registry import GAMES


def main(argv: list[str]) -> int:
    parser = OneLineParser(prog="energy-table replay", description="Replay a save file and report whether it is valid.")
    parser.add_argument("save", help="path of the save file (.json)")
    parser.add_argument("--content", metavar="DIR", help="content pack to replay with (default: built-in)")
    try:
        args = parser.parse_args(argv)
    except SystemExit as stop:
        return stop.code if isinstance(stop.code, int) else 2
    try:
        replayed = load_game(args.save, GAMES, args.content)
        game = GAMES[replayed.data.game]
        seats_of(replayed.data, getattr(replayed.options, "players", len(replayed.data.seats)), bot_names(game.id))
    except SaveError as exc:
        print(f"invalid: {exc}", file=sys.stderr)
        return 1
    except ContentError as exc:
        print(f"invalid: the content pack is broken:\n{exc}", file=sys.stderr)
        return 1
    state = replayed.state
    summary = game.public_json(state)
    status = (
        "finished, won by " + ", ".join(f"player {w + 1}" for w in game.winners(state))
        if game.is_over(state)
        else f"in progress, player {game.current_player(state) + 1} to act"
    )
    for warning in replayed.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    print(
        f"valid: {game.id}, {replayed.data.options.get('players')} players, "
        f"{len(replayed.data.actions)} moves, round {summary.get('round')}, {status}"
    )
    return 0
