"""`energy-table guide GAME [--lang zh_TW|en] --output FILE.pdf`: a game's teacher's guide.

A4 pages: what the game is about, the energy in it, the goals, a 45-minute plan, questions to
ask and how to read the lesson page, in the pack's words (`game_data/<game>/guide.yaml`). Exit
status 2 on a wrong argument, 1 on a broken pack or a file that cannot be written, 0 otherwise.
"""

from __future__ import annotations

from typing import Any

from desktop_app.commands._paper import paper_parser, parse, write
from desktop_app.commands.rules import GAME_FOLDERS


def main(argv: list[str]) -> int:
    parser = paper_parser("energy-table guide", "Write a game's teacher's guide as an A4 PDF.")
    args = parse(parser, argv)
    if isinstance(args, int):
        return args

    def make(words: Any) -> Any:
        from desktop_app.content.loader import load_guide
        from desktop_app.views.kit.paper import write_guide

        return write_guide(load_guide(GAME_FOLDERS[args.game]), words, args.lang, args.output)

    return write(parser.prog, args.lang, make, args.output)
