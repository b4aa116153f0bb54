"""Where games are kept on this computer: the platform's app-data folder (QStandardPaths).

Each game session autosaves to its own file in `<app data>/autosave/<game id>/`, overwritten
atomically after every action (the list of unfinished games and their locks:
`controllers/unfinished.py`); saves the player names go to `<app data>/saves/` by default.
Nothing here may stop a game: a folder that cannot be made (read-only disk, no home) only
changes where the file dialogs start, and temp files left by an interrupted save are swept at
the next start.
"""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QStandardPaths

# An atomic save writes `.<name>.<random>.tmp` beside its target (rules/common/save.py); one
# that survives was left by a save that was killed half-way.
TEMP_PATTERN = ".*.json.*.tmp"
TEMP_MIN_AGE_S = 30.0  # a save takes milliseconds: an older temp file was left over


def app_data_dir() -> Path:
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location or Path.home() / ".energy-table")


def tutorial_autosave_path(game_id: str) -> Path:
    """Where a guided first game keeps its place (apart from the game's own autosave)."""
    return app_data_dir() / "autosave" / f"tutorial-{game_id}.json"


def saves_dir() -> Path:
    """The folder a Save/Load dialog starts in: `<app data>/saves` if it exists or can be made,
    else the home folder (the dialog lets the player go anywhere, e.g. a USB stick)."""
    folder = saves_folder()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return folder if folder.is_dir() else Path.home()
    return folder


def sweep_temp_files(min_age_s: float = TEMP_MIN_AGE_S) -> list[Path]:
    """Remove temp files an interrupted save left in the autosave folders and the saves folder.

    Called at start-up; returns what was removed. Only files older than `min_age_s` go: a
    younger one may be another running copy's save being written. A file that cannot be removed
    (read-only folder) is left alone without complaint: it never replaces a real save.
    """
    removed = []
    autosave = app_data_dir() / "autosave"
    now = time.time()
    for pattern, folder in ((TEMP_PATTERN, autosave), (f"*/{TEMP_PATTERN}", autosave), (TEMP_PATTERN, saves_folder())):
        try:
            candidates = list(folder.glob(pattern))
        except OSError:
            continue
        for path in candidates:
            try:
                if now - path.stat().st_mtime >= min_age_s:
                    path.unlink()
                    removed.append(path)
            except OSError:
                continue
    return removed


def saves_folder() -> Path:
    return app_data_dir() / "saves"
