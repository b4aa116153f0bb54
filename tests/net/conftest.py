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


@pytest.fixture(autouse=True)
def _no_paho_thread_left(request):
    """No broker client outlives its test (brokerkit.stray_clients)."""
    yield
    from brokerkit import stray_clients

    left = stray_clients()
    assert not left, f"{request.node.name} left broker clients running (now stopped): {left}"
