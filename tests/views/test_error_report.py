"""An exception inside a slot never vanishes: the player gets a short message with the details
to copy, the traceback goes to the log in the app-data folder, and the game is untouched."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QMessageBox

from desktop_app.views import error_report


def _raise_inside_a_slot():
    try:
        {}["missing"]
    except KeyError:
        return sys.exc_info()


def test_uncaught_exception_shows_a_box_and_writes_the_log(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(error_report, "log_path", lambda: tmp_path / "logs" / "energy-table.log")
    reporter = error_report.ErrorReporter()
    reporter(*_raise_inside_a_slot())
    box = reporter.box
    assert isinstance(box, QMessageBox) and box.isVisible()
    qtbot.addWidget(box)
    assert "Your game is kept" in box.text()
    assert "KeyError" in box.detailedText() and "_raise_inside_a_slot" in box.detailedText()
    assert any(b.text() == "Copy details" for b in box.buttons())
    log = (tmp_path / "logs" / "energy-table.log").read_text(encoding="utf-8")
    assert "KeyError: 'missing'" in log

    # A second error while the box is open is logged, not stacked as another box.
    reporter(*_raise_inside_a_slot())
    assert reporter.box is box and reporter.count == 2
    assert log.count("KeyError") < (tmp_path / "logs" / "energy-table.log").read_text().count("KeyError")
    box.close()


def test_log_that_cannot_be_written_never_raises(tmp_path, monkeypatch):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the log folder should be")
    monkeypatch.setattr(error_report, "log_path", lambda: blocker / "logs" / "energy-table.log")
    assert error_report.write_log("anything") is None


def test_copy_details_puts_the_traceback_on_the_clipboard(qtbot, tmp_path, monkeypatch):
    from PySide6.QtGui import QGuiApplication

    monkeypatch.setattr(error_report, "log_path", lambda: tmp_path / "energy-table.log")
    reporter = error_report.ErrorReporter()
    reporter(*_raise_inside_a_slot())
    qtbot.addWidget(reporter.box)
    copy = next(b for b in reporter.box.buttons() if b.text() == "Copy details")
    copy.click()
    assert "KeyError" in QGuiApplication.clipboard().text()
    reporter.box.close()
