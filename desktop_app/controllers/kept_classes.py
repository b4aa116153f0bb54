"""The classes kept on the teacher's computer (issue 25: a class killed mid-lesson reopens with
the same code, tables and pupils' seats; the launcher lists them, so a teacher needs neither
the class's folder nor a terminal).

Each class lives in a folder of its own under `<AppData>/classes/` (`class_tables.py`:
`class.json` and one autosave per table). `kept_classes()` lists them, newest first, with what
a teacher recognises a class by; a folder whose class file cannot be read is listed too, with
why, so it can be removed (never silently dropped). `remove_kept_class` deletes one folder, only
one that holds a class file, only under the classes folder.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from desktop_app.controllers.class_tables import BROKER_ACCESS_KEY, CLASS_FILE, read_class
from desktop_app.controllers.storage import app_data_dir
from desktop_app.net.class_plan import PUPIL, ClassPlan


def classes_root() -> Path:
    """Where every class's folder is (the launcher's Class opens new ones here)."""
    return app_data_dir() / "classes"


@dataclass(frozen=True)
class KeptClass:
    """One kept class: its folder, plan and code, how many pupils had joined, how far its time
    got (minutes), whether every table's play had ended, when it last changed; `problem` says
    why it cannot be reopened ("" when it can); `broker_file` is the host.json a class that went
    through the school's broker was opened with ("" for a class on this computer)."""

    folder: Path
    plan: ClassPlan | None
    code: str | None
    pupils: int
    minutes: float
    ended: bool
    last_changed: datetime | None
    problem: str = ""
    broker_file: str = ""

    @property
    def pupil_seats(self) -> int:
        """The pupils' seats at each table (the rest are computer players)."""
        return sum(1 for seat in self.plan.seats if seat == PUPIL) if self.plan is not None else 0


def _changed(path: Path) -> datetime | None:
    try:
        return datetime.fromtimestamp(path.stat().st_mtime, tz=timezone.utc)
    except OSError:
        return None


def read_kept_class(folder: Path) -> KeptClass:
    """The class kept in `folder` (with its `problem` when it cannot be reopened)."""
    when = _changed(folder / CLASS_FILE)
    try:
        data = read_class(folder)
    except ValueError as exc:
        return KeptClass(folder, None, None, 0, 0.0, False, when, str(exc))
    if data is None:
        return KeptClass(folder, None, None, 0, 0.0, False, when, "its class file cannot be read")
    pupils = data.get("pupils")
    boxes = data.get("boxes")
    elapsed = data.get("elapsed")
    ended = isinstance(boxes, list) and bool(boxes) and all(isinstance(b, dict) and b.get("ended") for b in boxes)
    minutes = float(elapsed) / 60 if isinstance(elapsed, (int, float)) and not isinstance(elapsed, bool) else 0.0
    count = len(pupils) if isinstance(pupils, list) else 0
    broker = data.get(BROKER_ACCESS_KEY)
    broker = broker if isinstance(broker, str) else ""
    return KeptClass(folder, data["plan"], data.get("code"), count, max(0.0, minutes), ended, when, "", broker)


def kept_classes(root: Path | None = None) -> list[KeptClass]:
    """Every class kept under `root` (the classes folder by default), the latest changed first."""
    root = root if root is not None else classes_root()
    try:
        folders = [p for p in root.iterdir() if p.is_dir() and (p / CLASS_FILE).exists()]
    except OSError:
        return []
    found = [read_kept_class(folder) for folder in folders]
    oldest = datetime.min.replace(tzinfo=timezone.utc)
    return sorted(found, key=lambda kept: (kept.last_changed or oldest, kept.folder.name), reverse=True)


def remove_kept_class(kept: KeptClass, root: Path | None = None) -> None:
    """Delete a kept class's folder (its games, pupils and results with it). Refuses, with
    ValueError, a folder that is not a class's folder under `root`; OSError when it cannot."""
    root = (root if root is not None else classes_root()).resolve()
    folder = kept.folder.resolve()
    if folder.parent != root or not (folder / CLASS_FILE).exists():
        raise ValueError(f"{kept.folder} is not a kept class's folder")
    shutil.rmtree(folder)


__all__ = ["KeptClass", "classes_root", "kept_classes", "read_kept_class", "remove_kept_class"]
