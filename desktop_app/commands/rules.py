"""`energy-table rules GAME [--lang zh_TW|en] [--section ID] [--format text|html|pdf] [--output FILE]`.

Prints a game's rules reference without a window: Markdown text (for a terminal, a printer or
a test), one HTML page with the pictures inside it (drawn by the game's own drawing code,
through the same viewer code the app uses), or the PDF the window's Save as PDF writes (A4, its
text copying out as written), so a teacher prints a set at once. `--output FILE` writes to a file
instead of standard output (a PDF always goes to a file). Exit status 2 on a wrong argument, 1 on
a broken pack or a file that cannot be written, 0 otherwise.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

from desktop_app.cli_parser import OneLineParser, usage_error, write_text

GAME_FOLDERS = {
    "power-grid": "power_grid",
    "power-butler": "power_butler",
    "power-on": "power_on",
    "magic-lamp": "magic_lamp",
}


def _parser() -> argparse.ArgumentParser:
    parser = OneLineParser(prog="energy-table rules", description="Print a game's rules reference.")
    parser.add_argument("game", help="which game: " + ", ".join(GAME_FOLDERS))
    parser.add_argument("--lang", choices=("zh_TW", "en"), default="zh_TW", help="language (default zh_TW)")
    parser.add_argument("--section", metavar="ID", help="only this section (default: all of them)")
    parser.add_argument(
        "--format", choices=("text", "html", "pdf"), default="text", help="text (Markdown), html or pdf"
    )
    parser.add_argument("--output", type=Path, metavar="FILE", help="write to FILE (needed for pdf)")
    return parser


def main(argv: list[str]) -> int:
    parser = _parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as stop:
        return stop.code if isinstance(stop.code, int) else 2
    folder = GAME_FOLDERS.get(args.game)
    if folder is None:
        return usage_error(parser.prog, f"no game '{args.game}'; choose from: {', '.join(GAME_FOLDERS)}")
    if args.format == "pdf" and args.output is None:
        return usage_error(parser.prog, "--format pdf needs --output FILE")

    from desktop_app.content.errors import ContentError
    from desktop_app.content.how_to_play import section_markdown
    from desktop_app.content.loader import load_how_to_play

    try:
        reference, content = load_how_to_play(folder)
    except ContentError as error:
        print(f"{parser.prog}: the content pack is broken:\n{error}", file=sys.stderr)
        return 1
    sections = reference.sections
    if args.section is not None:
        found = reference.section(args.section)
        if found is None:
            ids = ", ".join(s.id for s in reference.sections)
            return usage_error(parser.prog, f"no section '{args.section}' in {args.game}; sections: {ids}")
        sections = (found,)
    try:
        if args.format == "pdf":
            from desktop_app.views.how_to_play import print_document, write_reference_pdf

            write_reference_pdf(print_document(reference, content, args.lang, sections), args.output)
            return 0
        if args.format == "html":
            from desktop_app.views.how_to_play import reference_html

            text = reference_html(reference, content, args.lang, sections)
        else:
            text = "\n".join(
                _plain_pictures(section_markdown(reference, s, content, args.lang), args.lang) for s in sections
            )
        if args.output is not None:
            args.output.write_text(text, encoding="utf-8")
        else:
            write_text(text)
    except OSError as error:
        print(f"{parser.prog}: cannot write {args.output}: {error.strerror or error}", file=sys.stderr)
        return 1
    return 0


def _plain_pictures(markdown: str, language: str) -> str:
    """Pictures as words in a terminal: "[picture: plant 13]" / "[圖：plant 13]"."""
    word = "圖：" if language == "zh_TW" else "picture: "

    def words(match: re.Match[str]) -> str:
        return "[" + f"{word}{match[1]} {match[2]}".rstrip() + "]"

    return re.sub(r"!\[[^\]]*\]\(picture:([a-z0-9_]+)/([^)]*)\)", words, markdown)
