"""`energy-table rules GAME [--lang zh_TW|en] [--section ID] [--format text|html]`.

Prints a game's rules reference without a window: Markdown text (for a terminal, a printer or
a test), or one HTML page with the pictures inside it (drawn by the game's own drawing code,
through the same viewer code the app uses). Exit status 2 on a wrong argument, 1 on a broken
pack, 0 otherwise.
"""

from __future__ import annotations

import argparse
import re
import sys

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
    parser.add_argument("--format", choices=("text", "html"), default="text", help="text (Markdown) or html")
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
    if args.format == "html":
        from desktop_app.views.how_to_play import reference_html

        write_text(reference_html(reference, content, args.lang, sections))
        return 0
    write_text(
        "\n".join(_plain_pictures(section_markdown(reference, s, content, args.lang), args.lang) for s in sections)
    )
    return 0


def _plain_pictures(markdown: str, language: str) -> str:
    """Pictures as words in a terminal: "[picture: plant 13]" / "[圖：plant 13]"."""
    word = "圖：" if language == "zh_TW" else "picture: "

    def words(match: re.Match[str]) -> str:
        return "[" + f"{word}{match[1]} {match[2]}".rstrip() + "]"

    return re.sub(r"!\[[^\]]*\]\(picture:([a-z0-9_]+)/([^)]*)\)", words, markdown)
