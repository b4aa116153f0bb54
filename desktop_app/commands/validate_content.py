"""`energy-table validate-content [DIR]`: check a content pack and list every problem.

The pack's files are checked by the content layer (`content/loader.py`: every file's shape,
both languages, cross-references, the rules reference, the hints' sentences); then each game's
guided first game is played through the rules core (`ai/tutorials.py`), proving each move the
coach expects is legal at its step.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TextIO

from desktop_app.ai.tutorials import tutorial_problems
from desktop_app.cli_parser import OneLineParser, usage_error, write_text
from desktop_app.content.games import GAME_PACKS
from desktop_app.content.loader import read_pack, resolve_pack_root
from desktop_app.content.pack import ContentPack, PackReader, read_pack_file
from desktop_app.content.tutorials import read_tutorial
from desktop_app.content.validation import IssueLog
from desktop_app.rules.registry import GAMES


def _say(stream: TextIO, text: str) -> None:
    write_text(text + "\n", stream)


def _summary(pack: ContentPack, guides: int) -> str:
    parts = [game.summary(pack.games[game.folder]) for game in GAME_PACKS]
    return (
        f"OK: {pack.name.en} {pack.pack_version} — " + "; ".join(parts) + f"; {guides} guided first games play through"
    )


def guide_problems(pack: ContentPack) -> tuple[int, list[str]]:
    """(guides found, problems): each game's tutorial.yaml replayed through its rules."""
    reader = PackReader(pack.root, IssueLog())
    read_pack_file(reader)
    found, problems = 0, []
    for game in GAMES.values():
        script = read_tutorial(reader, game.folder)
        if script is None:
            continue
        found += 1
        for problem in tutorial_problems(game, pack.games[game.folder], script):
            problems.append(f"{game.folder}/tutorial.yaml: {problem}")
    return found, problems


def main(argv: list[str]) -> int:
    """0 when the pack is fine, 1 on problems, 2 on usage. Prints a one-line summary on success;
    otherwise every problem on its own line on stderr, then how many there were."""
    parser = OneLineParser(
        prog="energy-table validate-content",
        description="Check a content pack (the built-in one by default) and list every problem.",
    )
    parser.add_argument(
        "dir",
        nargs="?",
        type=Path,
        default=None,
        help="the pack folder (with pack.yaml), or a game folder inside it such as power_grid/",
    )
    try:
        args = parser.parse_args(argv)
    except SystemExit as stop:
        return stop.code if isinstance(stop.code, int) else 2
    if args.dir is not None and not args.dir.is_dir():
        what = "is not a folder" if args.dir.exists() else "does not exist"
        return usage_error(parser.prog, f"{args.dir} {what}")
    pack, issues = read_pack(args.dir)
    problems = [str(issue) for issue in issues]
    guides = 0
    if pack is not None:
        guides, problems = guide_problems(pack)
    if problems:
        for problem in problems:
            _say(sys.stderr, problem)
        count = len(problems)
        where = resolve_pack_root(args.dir)
        _say(sys.stderr, f"{count} problem{'s' if count != 1 else ''} found in {where}")
        return 1
    assert pack is not None
    _say(sys.stdout, _summary(pack, guides))
    return 0
