"""Fixtures the Power On! view tests share."""

from __future__ import annotations

import pytest

from desktop_app.content.loader import load_power_on


@pytest.fixture(scope="module")
def content():
    """The Power On! content pack, loaded once per test module."""
    return load_power_on()


@pytest.fixture(autouse=True)
def answer_yes(monkeypatch):
    """The panel's questions (ending a turn with power that lights nothing) answered Yes, as a
    modal box would block an offscreen test; the questions asked are kept to be checked."""
    from desktop_app.views.power_on.panels import PowerOnActionPanel

    asked: list[str] = []

    def confirm(_self, _title: str, text: str) -> bool:
        asked.append(text)
        return True

    monkeypatch.setattr(PowerOnActionPanel, "confirm", confirm)
    return asked
