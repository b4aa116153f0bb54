"""Where games are kept on this computer: the platform's app-data folder (QStandardPaths).

Autosaves live in `<app data>/autosave/<game id>.json`, one per game, overwritten atomically
after every action; saves the player names go to `<app data>/saves/` by default.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths


def app_data_dir() -> Path:
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location or Path.home() / ".energy-table")


def autosave_path(game_id: str) -> Path:
    return app_data_dir() / "autosave" / f"{game_id}.json"


def saves_dir() -> Path:
    folder = app_data_dir() / "saves"
    folder.mkdir(parents=True, exist_ok=True)
    return folder
