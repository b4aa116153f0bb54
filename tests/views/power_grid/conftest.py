"""Fixtures the Power Grid view tests share."""

from __future__ import annotations

import pytest

from desktop_app.content.loader import load_power_grid


@pytest.fixture(scope="module")
def content():
    """The Power Grid content pack, loaded once per test module."""
    return load_power_grid()
