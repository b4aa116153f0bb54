"""Load and validate a content pack: the public entry points of the content layer.

    load_pack(root=None) -> ContentPack            every game, or ContentError with all issues
    load_game_content(folder, root=None)           one game's content (pack.yaml + its folder)
    load_power_grid / load_magic_lamp / load_power_butler / load_power_on(root=None)
                                                   the same, named per game
    default_power_grid() -> PowerGridContent       the built-in pack, loaded once
    validate_pack(root=None) -> list[ContentIssue] [] when the pack is fine
    read_pack(root=None) -> (ContentPack | None, issues)   the whole pack, read (commands/validate_content.py)
    load_how_to_play / load_hints / load_tutorial / load_lesson(folder)
                                                   a game's rules reference, hint sentences,
                                                   guided game, lesson page words
    load_guide / load_worksheet(folder), load_paper_words()
                                                   the paper a teacher prints (content/paper.py)

`root` is the pack root (the folder with `pack.yaml` and `power_grid/`) or a game folder inside
it such as `power_grid/`; it defaults to the built-in pack, `desktop_app.paths.game_data_dir()`.
This layer is plain Python: no Qt, and nothing from the rules, bots, controllers or views.
"""

from __future__ import annotations

import functools
import gc
from collections.abc import Callable
from pathlib import Path
from types import MappingProxyType
from typing import Any, TypeVar

from desktop_app.content.errors import ContentError, ContentIssue
from desktop_app.content.games import GAME_PACKS
from desktop_app.content.hints import HintSentences, read_hints
from desktop_app.content.how_to_play import HowToPlay, read_how_to_play
from desktop_app.content.lesson import LessonText, read_lesson
from desktop_app.content.magic_lamp import MagicLampContent
from desktop_app.content.magic_lamp_pack import GAME_FOLDER as MAGIC_LAMP_FOLDER
from desktop_app.content.pack import PACK_FILE, ContentPack, PackReader, read_pack_file
from desktop_app.content.paper import (
    GUIDE_FILE,
    WORDS_FILE,
    WORKSHEET_FILE,
    Guide,
    PaperWords,
    Worksheet,
    read_guide,
    read_paper_words,
    read_worksheet,
)
from desktop_app.content.power_butler import PowerButlerContent
from desktop_app.content.power_butler_pack import GAME_FOLDER as POWER_BUTLER_FOLDER
from desktop_app.content.power_grid import PowerGridContent
from desktop_app.content.power_grid_pack import GAME_FOLDER as POWER_GRID_FOLDER
from desktop_app.content.power_on import PowerOnContent
from desktop_app.content.power_on_pack import GAME_FOLDER as POWER_ON_FOLDER
from desktop_app.content.tutorials import Tutorial, read_tutorial
from desktop_app.content.validation import IssueLog

# Every pydantic model of the pack's schemas exists now (imported above), each holding a compiled
# validator that the garbage collector is slow to walk: with them in the heap a full collection
# took ~0.1 s, and a loop of playouts met one every few hundred games (issue 27). They live as long
# as the process, so the objects alive now are moved out of the collector's sight for good
# (`gc.freeze`: never scanned again, still freed by their reference counts). Once per process.
gc.freeze()

# Game folders this app knows; each one is read and validated.
GAME_FOLDERS = tuple(game.folder for game in GAME_PACKS)
_GAMES_BY_FOLDER = {game.folder: game for game in GAME_PACKS}


def resolve_pack_root(root: Path | str | None = None) -> Path:
    """The pack root for `root`: the built-in pack for None, the parent of a game folder."""
    if root is None:
        from desktop_app.paths import game_data_dir  # at call time: tests may patch it

        return game_data_dir()
    path = Path(root)
    if not (path / PACK_FILE).is_file() and (
        path.name in GAME_FOLDERS or any((path / game.marker_file).is_file() for game in GAME_PACKS)
    ):
        return path.parent
    return path


def read_pack(root: Path | str | None) -> tuple[ContentPack | None, list[ContentIssue]]:
    pack_root = resolve_pack_root(root)
    log = IssueLog()
    if not pack_root.is_dir():
        log.add(str(pack_root), "(whole pack)", "-", "no such folder")
        return None, log.issues
    reader = PackReader(pack_root, log)
    meta = read_pack_file(reader)
    games = {game.folder: game.read(reader, meta.pack_version if meta else None) for game in GAME_PACKS}
    for folder, content in games.items():
        if content is not None:  # every game has a rules reference; its problems go to the log
            read_how_to_play(reader, folder, content)
            read_hints(reader, folder)  # and the hints' sentences, where the game has hints
            read_tutorial(reader, folder)  # and the guided first game's file, where there is one
            read_lesson(reader, folder)  # and the lesson page's words, where there are some
            read_guide(reader, folder)  # and the paper a teacher prints, where there is some
            read_worksheet(reader, folder)
    read_paper_words(reader)
    if log or meta is None or any(content is None for content in games.values()):
        return None, log.issues
    pack = ContentPack(
        root=pack_root,
        name=meta.name.to_text(),
        content_version=meta.content_version,
        pack_version=meta.pack_version,
        games=MappingProxyType(games),
    )
    return pack, []


def load_pack(root: Path | str | None = None) -> ContentPack:
    """Load and validate the whole pack; raises `ContentError` listing every problem found."""
    pack, issues = read_pack(root)
    if pack is None:
        raise ContentError(issues)
    return pack


def load_game_content(folder: str, root: Path | str | None = None) -> Any:
    """One game's content: `pack.yaml` (for the versions) and that game's folder, validated.

    Raises `ContentError` with every problem found there. Only what the game needs is read, so a
    game (or a test) is not stopped by a problem in another game's folder; `validate_pack` and
    `validate-content` check the whole pack.
    """
    game = _GAMES_BY_FOLDER.get(folder)
    if game is None:
        raise ValueError(f"no game folder {folder!r} (known: {', '.join(GAME_FOLDERS)})")
    pack_root = resolve_pack_root(root)
    log = IssueLog()
    if not pack_root.is_dir():
        log.add(str(pack_root), "(whole pack)", "-", "no such folder")
        raise ContentError(log.issues)
    reader = PackReader(pack_root, log)
    meta = read_pack_file(reader)
    content = game.read(reader, meta.pack_version if meta else None)
    if log or meta is None or content is None:
        raise ContentError(log.issues)
    return content


T = TypeVar("T")


def _load_one(
    folder: str, root: Path | str | None, file: str, missing: str, read: Callable[[PackReader], T | None]
) -> T:
    """One of a game's own files, read and checked by `read`; `ContentError` with every problem
    found, or saying `missing` when the game has no such file."""
    log = IssueLog()
    reader = PackReader(resolve_pack_root(root), log)
    read_pack_file(reader)
    found = read(reader)
    if found is None:
        if not log:
            log.add(f"{folder}/{file}" if folder else file, "(whole file)", "-", missing)
        raise ContentError(log.issues)
    return found


def load_how_to_play(folder: str, root: Path | str | None = None) -> tuple[HowToPlay, Any]:
    """A game's rules reference and the game's content its figures are made from; raises
    `ContentError` with every problem found (in the game's folder or in its reference)."""
    content = load_game_content(folder, root)
    reference = _load_one(
        folder,
        root,
        "how_to_play.yaml",
        "this game has no rules reference",
        lambda reader: read_how_to_play(reader, folder, content),
    )
    return reference, content


def load_hints(folder: str, root: Path | str | None = None) -> HintSentences:
    """A game's hint sentences (`<folder>/hints.yaml`); `ContentError` with every problem found,
    or when the game has no hints."""
    return _load_one(folder, root, "hints.yaml", "this game has no hints", lambda r: read_hints(r, folder))


def load_tutorial(folder: str, root: Path | str | None = None) -> Tutorial:
    """A game's guided first game (`<folder>/tutorial.yaml`); `ContentError` with every problem
    found, or when the game has none. (Its moves are replayed by `ai/tutorials.py`.)"""
    return _load_one(
        folder, root, "tutorial.yaml", "this game has no guided first game", lambda r: read_tutorial(r, folder)
    )


def load_lesson(folder: str, root: Path | str | None = None) -> LessonText:
    """A game's lesson page words (`<folder>/lesson.yaml`); `ContentError` with every problem
    found, or when the game has none."""
    return _load_one(
        folder, root, "lesson.yaml", "this game has no lesson page words", lambda r: read_lesson(r, folder)
    )


def load_guide(folder: str, root: Path | str | None = None) -> Guide:
    """A game's teacher's guide (`<folder>/guide.yaml`); `ContentError` with every problem
    found, or when the game has none."""
    return _load_one(folder, root, GUIDE_FILE, "this game has no teacher's guide", lambda r: read_guide(r, folder))


def load_worksheet(folder: str, root: Path | str | None = None) -> Worksheet:
    """A game's worksheet (`<folder>/worksheet.yaml`); `ContentError` with every problem found,
    or when the game has none."""
    return _load_one(folder, root, WORKSHEET_FILE, "this game has no worksheet", lambda r: read_worksheet(r, folder))


def load_paper_words(root: Path | str | None = None) -> PaperWords:
    """The words every printed sheet shares (the pack's `paper.yaml`); `ContentError` with every
    problem found, or when the pack has none."""
    return _load_one("", root, WORDS_FILE, "this pack has no words for printed sheets", read_paper_words)


def load_power_grid(root: Path | str | None = None) -> PowerGridContent:
    """Power Grid's content (pack.yaml and `power_grid/`), or ContentError with every issue."""
    content: PowerGridContent = load_game_content(POWER_GRID_FOLDER, root)
    return content


def load_magic_lamp(root: Path | str | None = None) -> MagicLampContent:
    """Aladdin & the Magic Lamp's content (pack.yaml and `magic_lamp/`)."""
    content: MagicLampContent = load_game_content(MAGIC_LAMP_FOLDER, root)
    return content


def load_power_butler(root: Path | str | None = None) -> PowerButlerContent:
    """Power Butler's content (pack.yaml and `power_butler/`)."""
    content: PowerButlerContent = load_game_content(POWER_BUTLER_FOLDER, root)
    return content


def load_power_on(root: Path | str | None = None) -> PowerOnContent:
    """Power On!'s content (pack.yaml and `power_on/`)."""
    content: PowerOnContent = load_game_content(POWER_ON_FOLDER, root)
    return content


def validate_pack(root: Path | str | None = None) -> list[ContentIssue]:
    """Every problem in the pack (pack.yaml and all known game folders); [] when it is fine."""
    return read_pack(root)[1]


@functools.cache
def default_power_grid() -> PowerGridContent:
    """The built-in pack's Power Grid content, loaded and validated once per process."""
    return load_power_grid(None)
