"""Fixtures the Power On! view tests share."""

from __future__ import annotations

import pytest

from desktop_app.content.loader import load_power_on


@pytest.fixture(scope="module")
def content():
    """The Power On! content pack, loaded once per test module."""
    return load_power_on()
