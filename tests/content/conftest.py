"""Fixtures for the content-pack tests: a private, editable copy of the shipped pack."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from desktop_app.paths import game_data_dir


@pytest.fixture
def pack(tmp_path: Path) -> Path:
    """A copy of the built-in pack in tmp_path, for tests that break it on purpose."""
    root = tmp_path / "pack"
    shutil.copytree(game_data_dir(), root)
    return root
