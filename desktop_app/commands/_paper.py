"""What `energy-table worksheet`, `guide` and `lesson` share: the game and language arguments,
the pack's words for printed sheets, and one way of saying that a PDF cannot be written.

Not a command itself (its name starts with `_`, so `energy-table help` does not list it).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from desktop_app.cli_parser import OneLineParser, usage_error
from desktop_app.commands.rules import GAME_FOLDERS


def paper_parser(prog: str, description: str) -> argparse.ArgumentParser:
    """GAME, --lang and --output FILE.pdf: the arguments every printed sheet takes."""
    parser = OneLineParser(prog=prog, description=description)
    parser.add_argument("game", help="which game: " + ", ".join(GAME_FOLDERS))
    parser.add_argument("--lang", choices=("zh_TW", "en"), default="zh_TW", help="language (default zh_TW)")
    parser.add_argument("--output", type=Path, metavar="FILE.pdf", required=True, help="the PDF to write")
    return parser


def parse(parser: argparse.ArgumentParser, argv: list[str]) -> argparse.Namespace | int:
    """The parsed arguments, or the exit status when they are wrong (said in one line)."""
    try:
        args = parser.parse_args(argv)
    except SystemExit as stop:
        return stop.code if isinstance(stop.code, int) else 2
    if args.game not in GAME_FOLDERS:
        return usage_error(parser.prog, f"no game '{args.game}'; choose from: {', '.join(GAME_FOLDERS)}")
    if args.output.is_dir():
        return usage_error(parser.prog, f"--output {args.output} is a folder; give a file name such as sheet.pdf")
    return args


def write(prog: str, language: str, make: Callable[[Any], Path], output: Path) -> int:
    """Start Qt in `language`, read the pack's words for sheets, and run `make(words)`; the exit
    status: 1 for a broken pack or a file that cannot be written, 0 when written."""
    from desktop_app.commands.app import start_qt
    from desktop_app.content.errors import ContentError
    from desktop_app.content.loader import load_paper_words

    start_qt(language)
    try:
        make(load_paper_words())
    except ContentError as error:
        print(f"{prog}: the content pack is broken:\n{error}", file=sys.stderr)
        return 1
    except OSError as error:
        print(f"{prog}: cannot write {output}: {error.strerror or error}", file=sys.stderr)
        return 1
    return 0


def sheet_command(argv: list[str], kind: str, prog: str, description: str) -> int:
    """`energy-table worksheet` and `guide`: the game's sheet of `kind` ("worksheet" or
    "guide") from the pack, as an A4 PDF at --output."""
    parser = paper_parser(prog, description)
    args = parse(parser, argv)
    if isinstance(args, int):
        return args

    def make(_words: Any) -> Path:
        from desktop_app.views.kit.paper import write_paper

        return write_paper(kind, GAME_FOLDERS[args.game], args.lang, args.output)

    return write(parser.prog, args.lang, make, args.output)


__all__ = ["paper_parser", "parse", "sheet_command", "write"]
