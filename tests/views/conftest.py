"""Fixtures the view tests share (helpers that are plain functions live in tests/helpers.py)."""

from __future__ import annotations

import pytest

from desktop_app.views.language import LanguageManager


@pytest.fixture
def chinese(qapp):
    """The whole app speaking 繁體中文, as the language setting would make it."""
    manager = LanguageManager(qapp)
    manager.apply("zh_TW")
    yield
    manager.apply("en")
    manager.remove()
