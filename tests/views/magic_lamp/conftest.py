"""Fixtures the Aladdin view tests share."""

from __future__ import annotations

import pytest

from desktop_app.content.loader import load_magic_lamp


@pytest.fixture(scope="module")
def content():
    """The Aladdin content pack, loaded once per test module."""
    return load_magic_lamp()
