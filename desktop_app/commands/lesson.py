"""`energy-table lesson GAME --players N --seed S [--lang zh_TW|en] --output FILE.pdf`.

Plays a computer-only game headless (the computer players `simulate` uses, each with its own
random stream from the seed, so the same seed gives the same page) and writes its lesson page
as the A4 PDF the game window saves: the game's name, the date, a name line, the lesson, the
table's facts and charts, and the deal code. Exit status 2 on a wrong argument, 1 on a broken
pack, a game that does not end, or a file that cannot be written, 0 otherwise.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from desktop_app.cli_parser import checked, usage_error
from desktop_app.commands._paper import paper_parser, parse, write
from desktop_app.commands.rules import GAME_FOLDERS
from desktop_app.rules.common.options import seed_from_text

MAX_MOVES = 200_000  # far more than any game takes; a bot that never ends it is a bug said in one line


def _parser() -> argparse.ArgumentParser:
    parser = paper_parser("energy-table lesson", "Play a computer-only game and write its lesson page as an A4 PDF.")
    parser.add_argument("--players", type=int, required=True, help="how many computer players")
    parser.add_argument(
        "--seed", type=checked(seed_from_text), required=True, help="which deal (the same seed, the same page)"
    )
    return parser


def play(game: str, players: int, seed: int) -> tuple[list[Any], Any, Any, Any]:
    """A whole computer-only game: (its steps, the game's content, the rules definition, its
    setup options)."""
    from desktop_app.ai.base import bot_rng
    from desktop_app.ai.registry import DEFAULT_BOT, make_bot
    from desktop_app.commands.simulate import SIM_GAMES
    from desktop_app.rules.common.lesson import PlayedStep

    sim = SIM_GAMES[game]()
    definition = sim.definition
    content = definition.load_content(None)
    options = sim.make_options(players, seed)
    state = definition.new_game(content, options)
    bots = [make_bot(definition.id, DEFAULT_BOT) for _ in range(players)]
    rngs = [bot_rng(seed, seat) for seat in range(players)]
    steps: list[Any] = []
    while not definition.is_over(state):
        if len(steps) >= MAX_MOVES:
            raise RuntimeError(f"the game did not end in {MAX_MOVES} moves")
        player = definition.current_player(state)
        action = bots[player].choose(definition.observation(state, player), rngs[player])
        after = definition.apply(state, action)
        steps.append(PlayedStep(player, action, state, after))
        state = after
    return steps, content, definition, options


def main(argv: list[str]) -> int:
    parser = _parser()
    args = parse(parser, argv)
    if isinstance(args, int):
        return args
    from desktop_app.views.kit.paper import game_entry

    folder = GAME_FOLDERS[args.game]
    entry = game_entry(folder)
    assert entry is not None, folder  # every game the rules command knows is on the launcher
    if not entry.min_players <= args.players <= entry.max_players:
        return usage_error(
            parser.prog, f"{args.game} is for {entry.min_players} to {entry.max_players} players, not {args.players}"
        )

    def make(paper: Any) -> Any:
        import importlib

        from PySide6.QtCore import QCoreApplication

        from desktop_app.content.loader import load_lesson
        from desktop_app.rules.common.deal_code import code_for
        from desktop_app.views.kit.lesson import PackLessonWords
        from desktop_app.views.kit.paper import game_colour
        from desktop_app.views.kit.pdf_lesson import LessonPrint, write_lesson_pdf

        text = load_lesson(folder)
        steps, content, definition, options = play(args.game, args.players, args.seed)
        rules = importlib.import_module(f"desktop_app.rules.{folder}.lesson")
        computer = QCoreApplication.translate("SeatWords", "Computer")
        names = [f"{computer} {seat + 1}" for seat in range(args.players)]
        words = PackLessonWords(text, args.lang, names, getattr(rules, "SEAT_CHARTS", ()))
        code = code_for(definition.id, options.to_json(), definition.options_from_json)
        printing = LessonPrint(entry.translated_title(), args.lang, game_colour(folder))
        return write_lesson_pdf(rules.lesson(steps, content), words, paper, printing, args.output, code)

    try:
        return write(parser.prog, args.lang, make, args.output)
    except RuntimeError as error:
        print(f"{parser.prog}: {error}", file=sys.stderr)
        return 1
