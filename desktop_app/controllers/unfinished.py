"""The games a person has not finished: one autosave per game session, listed per kind of game.

Every game opened in a window writes its own file, `<app data>/autosave/<game id>/<started>-<token>.json`,
so starting another game never overwrites an unfinished one and two copies of the app on the
same data folder never write the same file. While a window has a session open it holds a lock
beside it (`<file>.lock`, a QLockFile holding the process id), which another running copy of the
app respects; the lock of a process that died is stale and taken over. A finished game's file is
removed (by the controller); a person removes an unfinished one only after saying yes.

The single autosave of older versions (`<app data>/autosave/<game id>.json`) is carried over into
its game's folder the first time the games are listed, never lost: if it cannot be moved, it is
listed where it is.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLockFile

from desktop_app.controllers import storage

if TYPE_CHECKING:  # imported where a save is read: the launcher listing no unfinished game needs neither
    from desktop_app.controllers.seats import Seat
    from desktop_app.rules.common.save import SaveData

LOCK_SUFFIX = ".lock"


@dataclass(frozen=True)
class UnfinishedGame:
    """One unfinished game as the launcher lists it: who plays, when, how far it got.

    `problem` is the SaveError code of a file that cannot be read (it is still listed, so the
    person decides what becomes of it); `open_elsewhere` says another window has it open.
    """

    path: Path
    game: str
    seats: tuple[Seat, ...] = ()
    moves: int = 0
    round: int | None = None  # None: not recorded (an autosave of an older version)
    last_played: datetime | None = None
    problem: str = ""
    open_elsewhere: bool = False


def autosave_root() -> Path:
    return storage.app_data_dir() / "autosave"


def old_autosave_path(game_id: str) -> Path:
    """The single autosave per kind of game of older versions (carried over)."""
    return autosave_root() / f"{game_id}.json"


def sessions_dir(game_id: str) -> Path:
    """The folder of one kind of game's unfinished games."""
    return autosave_root() / game_id


def new_session_path(game_id: str) -> Path:
    """A fresh autosave file for a game session that starts now (never an existing one's)."""
    import secrets

    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    folder = sessions_dir(game_id)
    while True:
        path = folder / f"{stamp}-{secrets.token_hex(4)}.json"
        if not path.exists():
            return path


def is_session_path(path: Path, game_id: str) -> bool:
    """Whether `path` is one of this kind of game's unfinished games (or the old autosave)."""
    try:
        where = Path(path).resolve()
        return where.parent == sessions_dir(game_id).resolve() or where == old_autosave_path(game_id).resolve()
    except OSError:
        return False


def carry_over_old_autosave(game_id: str) -> Path | None:
    """Move an older version's single autosave into the game's folder; the path it now has
    (None if there was none). If it cannot be moved (a read-only folder) it stays and is listed
    where it is."""
    old = old_autosave_path(game_id)
    if not old.is_file():
        return None
    import secrets

    try:
        started = datetime.fromtimestamp(old.stat().st_mtime)
        target = sessions_dir(game_id) / f"{started:%Y%m%d-%H%M%S}-{secrets.token_hex(4)}.json"
        target.parent.mkdir(parents=True, exist_ok=True)
        os.replace(old, target)  # atomic: the game is in one place or the other, never none
    except OSError:
        return old if old.is_file() else None
    return target


# --- the list ------------------------------------------------------------------------------------

# A listed file is read again only when it changed: (size, mtime) -> what was read.
_read_cache: dict[Path, tuple[tuple[int, int], UnfinishedGame]] = {}


def unfinished_games(game_id: str) -> list[UnfinishedGame]:
    """This kind of game's unfinished games, the last played first. Never raises: a file that
    cannot be read is listed with its problem; a folder that cannot be read lists nothing."""
    carry_over_old_autosave(game_id)
    paths = []
    try:
        paths = [p for p in sessions_dir(game_id).glob("*.json") if not p.name.startswith(".")]
    except OSError:
        pass
    old = old_autosave_path(game_id)
    if old.is_file():  # could not be carried over
        paths.append(old)
    games = []
    for path in paths:
        game = _read(path, game_id)
        if game is not None:
            games.append(_with_lock_state(game))
    stamp = datetime.min.replace(tzinfo=timezone.utc)
    return sorted(games, key=lambda g: g.last_played or stamp, reverse=True)


def _read(path: Path, game_id: str) -> UnfinishedGame | None:
    try:
        info = path.stat()
    except OSError:
        return None  # gone meanwhile (finished or removed in another window)
    key = (info.st_size, info.st_mtime_ns)
    cached = _read_cache.get(path)
    if cached is not None and cached[0] == key:
        return cached[1]
    from desktop_app.rules.common.save import SaveError, read_save

    when = datetime.fromtimestamp(info.st_mtime, timezone.utc)
    try:
        game = _describe(path, read_save(path), when)
    except SaveError as exc:
        game = UnfinishedGame(path, game_id, last_played=when, problem=exc.code)
    _read_cache[path] = (key, game)
    return game


def _describe(path: Path, data: SaveData, when: datetime) -> UnfinishedGame:
    from desktop_app.controllers.seats import Seat

    seats = tuple(Seat.from_json(s) for s in data.seats if isinstance(s, dict))
    progress = data.session.get("round")
    round_ = progress if isinstance(progress, int) and not isinstance(progress, bool) and progress > 0 else None
    try:
        saved = datetime.fromisoformat(data.saved_at) if data.saved_at else when
    except ValueError:
        saved = when
    if saved.tzinfo is None:
        saved = saved.replace(tzinfo=timezone.utc)
    return UnfinishedGame(path, data.game, seats, len(data.actions), round_, saved)


def _with_lock_state(game: UnfinishedGame) -> UnfinishedGame:
    if not is_open_elsewhere(game.path):
        return game
    return UnfinishedGame(**{**game.__dict__, "open_elsewhere": True})


def remove_unfinished(game: UnfinishedGame) -> bool:
    """Delete an unfinished game the person chose to remove (after they said yes). False if it
    is open in another window or the file cannot be removed."""
    lock = claim(game.path)
    if lock is None:
        return False
    try:
        game.path.unlink(missing_ok=True)
    except OSError:
        return False
    finally:
        lock.release()
    _read_cache.pop(game.path, None)
    return True


# --- locks ------------------------------------------------------------------------------------


class SessionLock:
    """The lock a window holds on the session file it plays (released when the game closes)."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._lock = QLockFile(str(self.path) + LOCK_SUFFIX)
        self._lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
        self.held = False

    def acquire(self) -> bool:
        """Take the lock. False only when another running process holds it; a folder where no
        lock can be made (read-only) does not stop a game (its autosave will say it fails)."""
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True
        if self._lock.tryLock(0):
            self.held = True
            return True
        return self._lock.error() != QLockFile.LockError.LockFailedError

    def release(self) -> None:
        if self.held:
            self._lock.unlock()
            self.held = False


def claim(path: Path) -> SessionLock | None:
    """Lock a session file for this window; None if another running window has it open."""
    lock = SessionLock(path)
    return lock if lock.acquire() else None


def is_open_elsewhere(path: Path) -> bool:
    """Whether a running process (another copy of the app, or another window) holds the file's lock."""
    if not Path(str(path) + LOCK_SUFFIX).exists():
        return False
    lock = SessionLock(path)
    if not lock.acquire():
        return True
    lock.release()
    return False
