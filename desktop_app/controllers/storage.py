"""Where games are kept on this computer: the platform's app-data folder (QStandardPaths).

Autosaves live in `<app data>/autosave/<game id>.json`, one per game, overwritten atomically
after every action; saves the player names go to `<app data>/saves/` by default. Nothing here
may stop a game: a folder that cannot be made (read-only disk, no home) only changes where the
file dialogs start, and temp files left by an interrupted save are swept at the next start.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths

# An atomic save writes `.<name>.<random>.tmp` beside its target (rules/common/save.py); one
# that survives was left by a save that was killed half-way.
TEMP_PATTERN = ".*.json.*.tmp"


def app_data_dir() -> Path:
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location or Path.home() / ".energy-table")


def autosave_path(game_id: str) -> Path:
    return app_data_dir() / "autosave" / f"{game_id}.json"


def tutorial_autosave_path(game_id: str) -> Path:
    """Where a guided first game keeps its place (apart from the game's own autosave)."""
    return app_data_dir() / "autosave" / f"tutorial-{game_id}.json"


def saves_dir() -> Path:
    """The folder a Save/Load dialog starts in: `<app data>/saves` if it exists or can be made,
    else the home folder (the dialog lets the player go anywhere, e.g. a USB stick)."""
    folder = app_data_dir() / "saves"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return folder if folder.is_dir() else Path.home()
    return folder


def sweep_temp_files() -> list[Path]:
    """Remove temp files an interrupted save left in the autosave and saves folders.

    Called at start-up; returns what was removed. A file that cannot be removed (read-only
    folder) is left alone without complaint: it never replaces a real save.
    """
    removed = []
    for folder in (app_data_dir() / "autosave", app_data_dir() / "saves"):
        try:
            candidates = list(folder.glob(TEMP_PATTERN))
        except OSError:
            continue
        for path in candidates:
            try:
                path.unlink()
                removed.append(path)
            except OSError:
                continue
    return removed
