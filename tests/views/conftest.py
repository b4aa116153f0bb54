"""Fixtures the view tests share (helpers that are plain functions live in tests/helpers.py)."""

from __future__ import annotations

import pytest

from desktop_app.views.game_registry import GAMES
from desktop_app.views.language import LanguageManager
from desktop_app.views.launcher import LauncherWindow


@pytest.fixture
def chinese(qapp):
    """The whole app speaking 繁體中文, as the language setting would make it."""
    manager = LanguageManager(qapp)
    manager.apply("zh_TW")
    yield
    manager.apply("en")
    manager.remove()


@pytest.fixture
def launcher(qtbot, qapp):
    """The launcher with every game, shown, in English."""
    manager = LanguageManager(qapp)
    manager.apply("en")
    window = LauncherWindow(manager, GAMES)
    qtbot.addWidget(window)
    window.show()
    yield window
    manager.remove()
    manager.setParent(None)
