"""No tracked text file names a file by one machine's absolute path (issue 23).

A comment or document that names a file under someone's home folder, or under the build
machine's work folder, means nothing on another computer: files are named by their path in the
repository (`desktop_app/views/theme.py`) or relative to it. The paths looked for are people's home folders and a work folder
at the root (Linux, macOS, Windows); temporary folders and system paths are not one machine's.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# Built from pieces so this file does not hold what it looks for.
_ROOTS = "|".join(["ho" + "me", "wo" + "rk", "Us" + "ers", "ro" + "ot"])
ABSOLUTE = re.compile(rf"(?<![\w.~-])/(?:{_ROOTS})/[\w.-]|\b[A-Za-z]:\\(?:Us" + r"ers|Documents and Settings)\\")


def absolute_paths(text: str) -> list[str]:
    """The lines of `text` that name an absolute home or work path."""
    return [line.strip() for line in text.splitlines() if ABSOLUTE.search(line)]


def tracked_text_files() -> list[Path]:
    """The repository's tracked files that read as text (a NUL byte or bad UTF-8: not text)."""
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    listed = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True, timeout=60
    ).stdout.decode("utf-8")
    files = []
    for name in filter(None, listed.split("\0")):
        path = ROOT / name
        if not path.is_file():  # deleted in the work tree, not yet committed
            continue
        data = path.read_bytes()
        if b"\0" in data:
            continue
        try:
            data.decode("utf-8")
        except UnicodeDecodeError:
            continue
        files.append(path)
    return files


def test_the_pattern_finds_home_and_work_paths_and_leaves_repository_paths():
    home, work = "/" + "home/ann/energy-table/x.py", "/" + "work/shared/VISUAL-STYLE.md"
    windows = "C:" + "\\Users\\ann\\x.py"
    assert absolute_paths(f"# see {home}\n# and {work}\n{windows}\n") == [f"# see {home}", f"# and {work}", windows]
    assert absolute_paths("# desktop_app/views/theme.py, ../shared/VISUAL-STYLE.md, /tmp/x, ~/work/x, a/home/b") == []


def test_no_tracked_text_file_names_an_absolute_home_or_work_path():
    found = [
        f"{path.relative_to(ROOT)}: {line}"
        for path in tracked_text_files()
        for line in absolute_paths(path.read_text(encoding="utf-8"))
    ]
    assert not found, "name files by their path in the repository:\n" + "\n".join(found)
