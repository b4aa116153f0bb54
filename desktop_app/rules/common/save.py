"""Save files: versioned JSON holding the setup and every action, replayed on load.

A save records the content-pack version, the setup options (seed included), the seats and the
action list, plus a SHA-256 checksum of all of that. Loading checks the format, the checksum and
then replays every action through the rules, so a truncated, corrupt or edited file is refused
with a sentence a player understands, never a traceback. Writes are atomic: a temporary file in
the same folder, flushed to disk, then renamed over the target.
"""

from __future__ import annotations

import hashlib
import json
import os
import stat
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, TypeGuard

from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.common.game import GameDefinition
from desktop_app.rules.common.options import OptionError

SAVE_FORMAT = "energy-table-save"
SAVE_FORMAT_VERSION = 1


class SaveError(Exception):
    """A save file that cannot be loaded; the message says why in plain (English) words.

    `code` names the reason and `params` its figures, so a window can say it in the player's
    language (views/game_session.py `save_error_text`); the command line prints the message.
    """

    def __init__(self, message: str, code: str = "damaged", **params: Any) -> None:
        super().__init__(message)
        self.code = code
        self.params = params


@dataclass
class SaveData:
    game: str
    pack_version: str
    options: dict[str, Any]
    actions: list[dict[str, Any]]  # {"player": p, "action": {...}}
    seats: list[dict[str, Any]] = field(default_factory=list)  # names and bot levels, for the app
    app_version: str = ""
    saved_at: str = ""
    # the app's session around the moves (not rules): hints on or off, hints each seat used
    session: dict[str, Any] = field(default_factory=dict)

    def body(self) -> dict[str, Any]:
        body: dict[str, Any] = {
            "format": SAVE_FORMAT,
            "format_version": SAVE_FORMAT_VERSION,
            "game": self.game,
            "pack_version": self.pack_version,
            "app_version": self.app_version,
            "saved_at": self.saved_at,
            "options": self.options,
            "seats": self.seats,
            "actions": self.actions,
        }
        if self.session:
            body["session"] = self.session
        return body


def _checksum(body: dict[str, Any], name: str = "The save") -> str:
    """SHA-256 of the body's canonical JSON in UTF-8. Text that UTF-8 cannot hold (a lone
    surrogate such as \\ud800, which a JSON escape can spell) is a SaveError, read or written."""
    try:
        blob = json.dumps(body, sort_keys=True, ensure_ascii=False, separators=(",", ":")).encode()
    except UnicodeEncodeError:
        raise SaveError(
            f"{name} holds text that is not valid Unicode (a broken character), so it cannot be kept.",
            "damaged",
            file=name,
        ) from None
    return hashlib.sha256(blob).hexdigest()


def write_save(path: Path, data: SaveData) -> None:
    """Write atomically: the old file stays whole until the new one is complete."""
    from desktop_app import __version__

    data.app_version = data.app_version or __version__
    data.saved_at = datetime.now(timezone.utc).isoformat(timespec="seconds")
    body = data.body()
    body["checksum"] = _checksum(body, Path(path).name)
    write_text_atomic(Path(path), json.dumps(body, ensure_ascii=False, indent=1))


def write_text_atomic(path: Path, text: str) -> None:
    """Write `text` (UTF-8) so that the old file stays whole until the new one is complete: a
    temp file beside it, flushed to disk, then moved over it (`replace_file`)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        replace_file(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def replace_file(source: str | Path, target: Path, attempts: int = 10, pause_s: float = 0.05) -> None:
    """`os.replace`, retried for about half a second while the target is held open elsewhere.

    On Windows a file that another process has open (an antivirus scan, a second window reading
    the save) cannot be replaced: the move raises PermissionError until that process lets go.
    """
    for attempt in range(attempts):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if attempt == attempts - 1:
                raise
            time.sleep(pause_s)


MAX_SAVE_BYTES = 16 * 1024 * 1024  # a 6-player game of a few thousand moves is under 1 MiB
# A limit on moves beside the limit on bytes: the longest of ~1,000 games simulate played (every
# game, random and heuristic players, 2 to the most seats, no round limit; Power On! with three
# random players the longest) took MOVES_MEASURED moves; MAX_SAVE_MOVES is about 40 times that, so
# a save of more is no game anyone played, only a file made to be slow to open.
MOVES_MEASURED = 1233
MAX_SAVE_MOVES = 50_000
# Anything a damaged value can make a rules core or a decoder raise while a save is replayed.
# A save is untrusted input: whatever it makes fail is the file's fault, said as a SaveError.
_DAMAGE = (
    IllegalAction,
    KeyError,
    IndexError,
    TypeError,
    ValueError,
    OverflowError,
    AttributeError,
    RecursionError,
    ArithmeticError,
    LookupError,
)


def _read_bounded(path: Path) -> bytes:
    """The file's bytes, refusing what is not a small regular file (without blocking on a FIFO
    and without reading /dev/zero until memory runs out)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        raise SaveError(f"There is no save file at {path}.", "missing", file=path.name) from None
    except IsADirectoryError:
        raise SaveError(f"{path} is a folder, not a save file.", "folder", file=path.name) from None
    except OSError as exc:
        raise SaveError(f"The save file {path} cannot be read: {exc.strerror}.", "unreadable", file=path.name) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise SaveError(f"{path} is a folder, not a save file.", "folder", file=path.name)
        if not stat.S_ISREG(info.st_mode):
            raise SaveError(
                f"{path.name} is not a regular file, so it is not a save file.", "not_a_save", file=path.name
            )
        if info.st_size > MAX_SAVE_BYTES:
            raise SaveError(
                f"{path.name} is too large to be a save file ({info.st_size // (1024 * 1024)} MiB; "
                f"saves are under {MAX_SAVE_BYTES // (1024 * 1024)} MiB).",
                "too_large",
                file=path.name,
            )
        chunks, total = [], 0
        while total <= MAX_SAVE_BYTES:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > MAX_SAVE_BYTES:
            raise SaveError(f"{path.name} is too large to be a save file.", "too_large", file=path.name)
        return b"".join(chunks)
    except OSError as exc:
        raise SaveError(f"The save file {path} cannot be read: {exc.strerror}.", "unreadable", file=path.name) from None
    finally:
        os.close(fd)


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed in a save")


class _RepeatedKey(ValueError):
    """A JSON object that gives one key twice: which value is meant cannot be told."""


def _unique_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    """A JSON object, refusing a key given twice (json keeps the last one silently)."""
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _RepeatedKey(key)
        out[key] = value
    return out


# What a text editor may put before the JSON: Windows Notepad writes UTF-8 with a byte-order
# mark, and its "Unicode" is UTF-16 (little-endian) with one. Either is still the same save.
_BOMS = ((b"\xef\xbb\xbf", "utf-8"), (b"\xff\xfe", "utf-16"), (b"\xfe\xff", "utf-16"))


def _text_of(raw: bytes) -> str:
    """The file's text: UTF-8, or what a byte-order mark says (UnicodeDecodeError if neither)."""
    for mark, encoding in _BOMS:
        if raw.startswith(mark):
            return raw.decode(encoding).removeprefix("\ufeff")
    return raw.decode("utf-8")


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def read_save(path: Path) -> SaveData:
    """Parse and check a save file's envelope (not yet its moves: see `replay`)."""
    path = Path(path)
    raw = _read_bounded(path)
    damaged = f"{path.name} is not a readable save file: it is damaged or incomplete."
    try:
        text = _text_of(raw)
    except UnicodeDecodeError:
        raise SaveError(damaged, "damaged", file=path.name) from None
    try:
        # Hostile nesting ends in the decoder's RecursionError, not in a crash.
        body = json.loads(text, parse_constant=_refuse_constant, object_pairs_hook=_unique_keys)
    except _RepeatedKey as exc:
        raise SaveError(
            f"{path.name} is damaged: it gives '{str(exc)[:40]}' twice, so which one is meant cannot be told.",
            "damaged",
            file=path.name,
        ) from None
    except (ValueError, RecursionError):  # JSONDecodeError, a 5000-digit number, NaN, deep nesting
        raise SaveError(damaged, "damaged", file=path.name) from None
    if not isinstance(body, dict) or body.get("format") != SAVE_FORMAT:
        raise SaveError(f"{path.name} is not an Energy Table save file.", "not_a_save", file=path.name)
    version = body.get("format_version")
    if not _is_int(version) or version < 1:
        raise SaveError(
            f"{path.name} has no valid save format version ({version!r}), so it cannot be read.",
            "bad_version",
            file=path.name,
        )
    if version > SAVE_FORMAT_VERSION:
        raise SaveError(
            f"{path.name} was saved by a newer version of Energy Table (format {version}); please update the app.",
            "newer_version",
            file=path.name,
        )
    moves = body.get("actions")
    if isinstance(moves, list) and len(moves) > MAX_SAVE_MOVES:  # said before any work on them
        raise SaveError(
            f"{path.name} holds {len(moves)} moves; no game is that long (saves hold at most "
            f"{MAX_SAVE_MOVES}), so it is not a save this app made.",
            "too_large",
            file=path.name,
        )
    checksum = body.pop("checksum", None)
    if checksum != _checksum(body, path.name):
        raise SaveError(
            f"{path.name} was changed after it was saved, so it cannot be trusted.", "changed", file=path.name
        )
    missing = f"{path.name} is missing parts of a save file."
    actions, options, seats = body.get("actions"), body.get("options"), body.get("seats") or []
    if not isinstance(actions, list) or not all(
        isinstance(a, dict) and _is_int(a.get("player")) and isinstance(a.get("action"), dict) for a in actions
    ):
        raise SaveError(missing, "damaged", file=path.name)
    if not isinstance(options, dict) or not isinstance(seats, list) or not all(isinstance(x, dict) for x in seats):
        raise SaveError(missing, "damaged", file=path.name)
    for key in ("game", "pack_version"):
        if not isinstance(body.get(key), str):
            raise SaveError(missing, "damaged", file=path.name)
    return SaveData(
        game=body["game"],
        pack_version=body["pack_version"],
        options=options,
        actions=actions,
        seats=seats,
        app_version=str(body.get("app_version", "")),
        saved_at=str(body.get("saved_at", "")),
        session=session if isinstance(session := body.get("session"), dict) else {},
    )


@dataclass
class Replayed:
    state: Any
    content: Any
    data: SaveData
    options: Any = None  # the checked setup options the save was replayed with
    warnings: list[str] = field(default_factory=list)  # said to the player, never dropped


def options_of(data: SaveData, game: GameDefinition) -> Any:
    """The save's setup options, checked; any damage is a SaveError."""
    if data.game != game.id:
        raise SaveError(f"This save is a game of '{data.game}', not '{game.id}'.", "other_game")
    try:
        options = game.options_from_json(data.options)
    except OptionError as exc:  # its sentence names the option and what it must be
        raise SaveError(f"The save's game settings are not valid ({exc}).", "bad_settings") from None
    except _DAMAGE as exc:
        reason = exc.reason if isinstance(exc, IllegalAction) else f"{type(exc).__name__}: {exc}"
        raise SaveError(f"The save's game settings are not valid ({reason}).", "bad_settings") from None
    players = getattr(options, "players", None)
    if players is not None and not game.min_players <= players <= game.max_players:
        raise SaveError(
            f"The save's game settings are not valid: {players} players "
            f"(this game is for {game.min_players} to {game.max_players}).",
            "bad_settings",
        )
    return options


MAX_NAME_LENGTH = 200


def seats_of(data: SaveData, players: int, known_bots: tuple[str, ...]) -> list[dict[str, Any]]:
    """The save's seats as {"name": str, "bot": str | None}, one per player, checked.

    The window needs a seat for every player and a computer player for every bot name, so a
    save naming a bot this version does not have is refused here, by the command line too.
    A save with no seats at all (written by a tool, e.g. from `simulate`) opens with every seat
    a person, "Player 1", "Player 2", ...
    """
    seats = data.seats
    if not seats:
        return [{"name": f"Player {n}", "bot": None} for n in range(1, players + 1)]
    if len(seats) != players:
        raise SaveError(f"The save lists {len(seats)} seats for a game of {players} players.", "bad_settings")
    out = []
    for number, seat in enumerate(seats, start=1):
        name, bot = seat.get("name", ""), seat.get("bot")
        if not isinstance(name, str) or len(name) > MAX_NAME_LENGTH:
            raise SaveError(f"Seat {number} of the save has no readable player name.", "bad_settings")
        if bot is not None and not isinstance(bot, str):
            raise SaveError(f"Seat {number} of the save names its computer player wrongly.", "bad_settings")
        if bot and bot not in known_bots:
            raise SaveError(
                f"This save names a computer player this version does not have: '{bot[:40]}'.",
                "unknown_bot",
                bot=bot[:40],
            )
        out.append({"name": name, "bot": bot or None})
    return out


def pack_warning(data: SaveData, game: GameDefinition, content: Any) -> str:
    """A sentence when the save was made with another content pack version, else ''."""
    have = game.pack_version(content)
    if data.pack_version == have:
        return ""
    return f"This save was made with content pack {data.pack_version}; this app has {have}."


def replay_moves(
    data: SaveData, game: GameDefinition, state: Any, apply: Callable[[int, Any], Any], note: str = ""
) -> Any:
    """Re-apply every saved move through `apply(player, action)` (which returns the new state).

    Any illegal or damaged move makes the whole save invalid; `note` (e.g. a pack-version
    change that may explain it) is added to the sentence.
    """
    total = len(data.actions)
    suffix = f" ({note})" if note else ""
    for index, entry in enumerate(data.actions, start=1):
        try:
            action = game.codec.from_json(entry.get("action"))
            expected = game.current_player(state)
            if entry["player"] != expected:
                raise IllegalAction(
                    "wrong_player", f"it was player {expected + 1}'s turn, not player {entry['player'] + 1}'s"
                )
            state = apply(entry["player"], action)
        except IllegalAction as exc:
            raise SaveError(
                f"Move {index} of {total} in the save is not legal: {exc.reason}{suffix}",
                "illegal_move",
                move=index,
                total=total,
            ) from None
        except _DAMAGE as exc:
            raise SaveError(
                f"Move {index} of {total} in the save is damaged ({type(exc).__name__}){suffix}.",
                "illegal_move",
                move=index,
                total=total,
            ) from None
    return state


def replay(data: SaveData, game: GameDefinition, content: Any) -> Replayed:
    """Re-apply every saved action; any illegal one makes the whole save invalid.

    A save made with another content-pack version is accepted only if every move still
    replays, and then with a warning the caller shows (never silently).
    """
    options = options_of(data, game)
    try:
        state = game.new_game(content, options)
    except _DAMAGE as exc:
        reason = exc.reason if isinstance(exc, IllegalAction) else f"{type(exc).__name__}: {exc}"
        raise SaveError(f"The save's game settings are not valid: {reason}", "bad_settings") from None
    warning = pack_warning(data, game, content)

    def apply(_player: int, action: Any) -> Any:
        game.apply_in_place(state, action)
        return state

    replay_moves(data, game, state, apply, note=warning)
    return Replayed(state=state, content=content, data=data, options=options, warnings=[warning] if warning else [])


def load_game(path: Path, game_registry: dict[str, GameDefinition], content_root: Path | None = None) -> Replayed:
    """Read, check and replay a save of any known game."""
    data = read_save(path)
    game = game_registry.get(data.game)
    if game is None:
        raise SaveError(f"This save is for a game this version does not know: '{data.game}'.", "unknown_game")
    return replay(data, game, game.load_content(content_root))
