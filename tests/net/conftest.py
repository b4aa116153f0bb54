"""Shared pieces of the network tests: each game's content loaded once; helpers in netkit.py."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from desktop_app.rules.registry import GAMES

sys.path.insert(0, str(Path(__file__).resolve().parent))  # netkit, the helpers


@pytest.fixture(scope="session")
def contents():
    """Each game's content pack, loaded once."""
    return {gid: game.load_content(None) for gid, game in GAMES.items()}
