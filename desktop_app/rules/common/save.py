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
import tempfile
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.common.game import GameDefinition

SAVE_FORMAT = "energy-table-save"
SAVE_FORMAT_VERSION = 1


class SaveError(Exception):
    """A save file that cannot be loaded; the message says why in plain words."""


@dataclass
class SaveData:
    game: str
    pack_version: str
    options: dict
    actions: list[dict]  # {"player": p, "action": {...}}
    seats: list[dict] = field(default_factory=list)  # names and bot levels, for the app
    app_version: str = ""
    saved_at: str = ""

    def body(self) -> dict[str, Any]:
        return {
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


def _checksum(body: dict) -> str:
    blob = json.dumps(body, sort_keys=True, ensure_ascii=False, separators=(",", ":")).encode()
    return hashlib.sha256(blob).hexdigest()


def write_save(path: Path, data: SaveData) -> None:
    """Write atomically: the old file stays whole until the new one is complete."""
    from desktop_app import __version__

    data.app_version = data.app_version or __version__
    data.saved_at = datetime.now(timezone.utc).isoformat(timespec="seconds")
    body = data.body()
    body["checksum"] = _checksum(body)
    text = json.dumps(body, ensure_ascii=False, indent=1)
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def read_save(path: Path) -> SaveData:
    """Parse and check a save file's envelope (not yet its moves: see `replay`)."""
    path = Path(path)
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SaveError(f"There is no save file at {path}.") from None
    except OSError as exc:
        raise SaveError(f"The save file {path} cannot be read: {exc.strerror}.") from None
    try:
        body = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError):
        raise SaveError(
            f"{path.name} is not a readable save file: it is damaged or incomplete."
        ) from None
    if not isinstance(body, dict) or body.get("format") != SAVE_FORMAT:
        raise SaveError(f"{path.name} is not an Energy Table save file.")
    version = body.get("format_version")
    if not isinstance(version, int) or version > SAVE_FORMAT_VERSION:
        raise SaveError(
            f"{path.name} was saved by a newer version of Energy Table (format {version}); "
            "please update the app."
        )
    checksum = body.pop("checksum", None)
    if checksum != _checksum(body):
        raise SaveError(f"{path.name} was changed after it was saved, so it cannot be trusted.")
    try:
        actions = body["actions"]
        if not isinstance(actions, list) or not all(
            isinstance(a, dict) and isinstance(a.get("player"), int) for a in actions
        ):
            raise TypeError
        return SaveData(
            game=str(body["game"]),
            pack_version=str(body["pack_version"]),
            options=dict(body["options"]),
            actions=actions,
            seats=list(body.get("seats") or []),
            app_version=str(body.get("app_version", "")),
            saved_at=str(body.get("saved_at", "")),
        )
    except (KeyError, TypeError, ValueError):
        raise SaveError(f"{path.name} is missing parts of a save file.") from None


@dataclass
class Replayed:
    state: Any
    content: Any
    data: SaveData


def replay(data: SaveData, game: GameDefinition, content: Any) -> Replayed:
    """Re-apply every saved action; any illegal one makes the whole save invalid."""
    if data.game != game.id:
        raise SaveError(f"This save is a game of '{data.game}', not '{game.id}'.")
    try:
        options = game.options_from_json(data.options)
        state = game.new_game(content, options)
    except (KeyError, TypeError, ValueError) as exc:
        raise SaveError(f"The save's game settings are not valid ({exc}).") from None
    except IllegalAction as exc:
        raise SaveError(f"The save's game settings are not valid: {exc.reason}") from None
    pack_note = ""
    if data.pack_version != game.pack_version(content):
        pack_note = (
            f" (it was saved with content pack {data.pack_version}; "
            f"this app has {game.pack_version(content)})"
        )
    for index, entry in enumerate(data.actions, start=1):
        try:
            action = game.codec.from_json(entry.get("action"))
            expected = game.current_player(state)
            if entry["player"] != expected:
                raise IllegalAction(
                    "wrong_player", f"it was player {expected + 1}'s turn, not player {entry['player'] + 1}'s"
                )
            game.apply_in_place(state, action)
        except IllegalAction as exc:
            raise SaveError(
                f"Move {index} of {len(data.actions)} in the save is not legal: {exc.reason}{pack_note}"
            ) from None
    return Replayed(state=state, content=content, data=data)


def load_game(path: Path, game_registry: dict[str, GameDefinition], content_root=None) -> Replayed:
    """Read, check and replay a save of any known game."""
    data = read_save(path)
    game = game_registry.get(data.game)
    if game is None:
        raise SaveError(f"This save is for a game this version does not know: '{data.game}'.")
    return replay(data, game, game.load_content(content_root))
