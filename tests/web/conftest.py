"""Fixtures for the device tests: the host's windows speaking a language."""

from __future__ import annotations

import pytest

from desktop_app.views.language import LanguageManager


@pytest.fixture
def host_language(qapp):
    """The host app's translators (`host_language.apply("zh_TW")`); English again afterwards."""
    manager = LanguageManager(qapp)
    yield manager
    manager.apply("en")
    manager.remove()


@pytest.fixture
def chinese(host_language):
    """The host app in 繁體中文."""
    host_language.apply("zh_TW")


@pytest.fixture(autouse=True)
def _no_paho_thread_left(request):
    """No broker client outlives its test (tests/net/brokerkit.stray_clients)."""
    yield
    from net.brokerkit import stray_clients

    left = stray_clients()
    assert not left, f"{request.node.name} left broker clients running (now stopped): {left}"
