"""`energy-table worksheet GAME [--lang zh_TW|en] --output FILE.pdf`: a game's worksheet (學習單).

One A4 sheet with a name / class / number / date line and the game's questions, each with lines
to write on or boxes to tick, in the pack's words (`game_data/<game>/worksheet.yaml`), so a
school prints a set at once. Exit status 2 on a wrong argument, 1 on a broken pack or a file
that cannot be written, 0 otherwise.
"""

from __future__ import annotations

from typing import Any

from desktop_app.commands._paper import paper_parser, parse, write
from desktop_app.commands.rules import GAME_FOLDERS


def main(argv: list[str]) -> int:
    parser = paper_parser("energy-table worksheet", "Write a game's worksheet (學習單) as an A4 PDF.")
    args = parse(parser, argv)
    if isinstance(args, int):
        return args

    def make(words: Any) -> Any:
        from desktop_app.content.loader import load_worksheet
        from desktop_app.views.kit.paper import write_worksheet

        return write_worksheet(load_worksheet(GAME_FOLDERS[args.game]), words, args.lang, args.output)

    return write(parser.prog, args.lang, make, args.output)
