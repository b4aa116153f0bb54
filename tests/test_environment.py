"""Facts about the installed Qt binding that the app relies on."""

from __future__ import annotations

import sys

import pytest


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="None is immortal from Python 3.12")
def test_pyside_keeps_its_references_to_none():
    """PySide6 6.12.0 on Python 3.11 drops a reference to None on every void call, and the
    interpreter aborts after a few repaints; pyproject pins PySide6 below 6.12 for that."""
    from PySide6.QtCore import QPoint

    probe = QPoint()
    before = sys.getrefcount(None)
    for _ in range(100):
        probe.setX(1)
    assert sys.getrefcount(None) >= before - 5
