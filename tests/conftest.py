"""Suite-wide set-up: no display, and never the user's real settings, saves or autosaves."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.fixture(autouse=True, scope="session")
def _private_app_data(tmp_path_factory):
    """Point the app-data folder (autosaves, saves) and QSettings at a throwaway folder."""
    from PySide6.QtCore import QSettings, QStandardPaths

    QStandardPaths.setTestModeEnabled(True)
    folder = tmp_path_factory.mktemp("settings")
    for settings_format in (QSettings.Format.IniFormat, QSettings.Format.NativeFormat):
        QSettings.setPath(settings_format, QSettings.Scope.UserScope, str(folder))
    yield


@pytest.fixture(autouse=True)
def _silent(monkeypatch):
    """No sound from the test suite: every window's cue player finds no system player
    (tests/views/test_sound.py checks what would be played)."""
    from desktop_app.views.kit import sound

    monkeypatch.setattr(sound, "player_command", lambda platform=None: None)


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_teardown(item):
    """A game window deletes itself when it closes (nothing of a closed game stays in memory);
    pytest-qt would close it again at teardown through a wrapper whose C++ object is gone.
    Deleting what waits to be deleted and forgetting those windows first keeps teardown quiet."""
    widgets = getattr(item, "qt_widgets", None)
    if widgets:
        import shiboken6
        from PySide6.QtCore import QCoreApplication, QEvent

        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        item.qt_widgets = [(ref, close) for ref, close in widgets if ref() is None or shiboken6.isValid(ref())]
    return (yield)


@pytest.fixture(autouse=True)
def _private_unfinished_games(tmp_path_factory, monkeypatch):
    """Each test has its own autosave folder: an unfinished game one test leaves is never
    listed, continued or overwritten by another."""
    from desktop_app.controllers import unfinished

    folder = tmp_path_factory.mktemp("autosave")
    monkeypatch.setattr(unfinished, "autosave_root", lambda: folder)
