"""Where a file dialog starts (issue 26, item 9): the person's Documents folder, with a default
file name in the window's language ("課堂紀錄.pdf", not "lesson.pdf"), never the program's folder."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import QStandardPaths

_NOT_IN_NAMES = re.compile(r'[\\/:*?"<>|\x00-\x1f]+')  # what Windows, macOS or Linux refuse in a file name


def documents_folder() -> Path:
    """The Documents folder (QStandardPaths), or the home folder where there is none."""
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    folder = Path(found) if found else Path.home()
    return folder if folder.is_dir() else Path.home()


def in_documents(name: str, suffix: str) -> str:
    """A file dialog's starting path: `name` (translated words; characters no file system takes
    become spaces) with `suffix`, in the Documents folder."""
    stem = " ".join(_NOT_IN_NAMES.sub(" ", name).split()) or "energy-table"
    return str(documents_folder() / f"{stem}.{suffix}")


__all__ = ["documents_folder", "in_documents"]
