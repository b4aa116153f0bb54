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
