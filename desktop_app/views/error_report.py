"""No exception vanishes inside a Qt slot: a short message for the player, the details in a log.

PySide6 hands an exception raised in a slot or an event handler to `sys.excepthook` and goes
on. The hook installed here writes the traceback to `<app data>/logs/energy-table.log` and
shows a box with one plain sentence, a "Copy details" button and the log's place; the game
window and its state are untouched (the controller applies an action whole or not at all).
Qt's own warnings go to the same log.
"""

from __future__ import annotations

import sys
import traceback
from datetime import datetime, timezone
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication, QMessageLogContext, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from desktop_app.controllers.storage import app_data_dir
from desktop_app.views.plain_text import message_box

LOG_NAME = "energy-table.log"
MAX_LOG_BYTES = 1_000_000  # the log is cut in half when it grows past this


def log_path() -> Path:
    return app_data_dir() / "logs" / LOG_NAME


def write_log(text: str) -> Path | None:
    """Append a stamped entry to the log; None if the log cannot be written (never raises)."""
    path = log_path()
    stamp = datetime.now(timezone.utc).isoformat(timespec="seconds")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if path.exists() and path.stat().st_size > MAX_LOG_BYTES:
            keep = path.read_bytes()[-MAX_LOG_BYTES // 2 :]
            path.write_bytes(keep)
        with path.open("a", encoding="utf-8") as log:
            log.write(f"[{stamp}] {text.rstrip()}\n")
    except OSError:
        return None
    return path


class ErrorReporter:
    """The installed hook: logs every uncaught exception and tells the player once at a time."""

    def __init__(self) -> None:
        self.box: QMessageBox | None = None
        self.count = 0

    def __call__(self, kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        details = "".join(traceback.format_exception(kind, value, tb))
        self.count += 1
        where = write_log(details)
        print(details, file=sys.stderr)
        if issubclass(kind, KeyboardInterrupt):
            QCoreApplication.quit()
            return
        if QApplication.instance() is None:
            return
        if self.box is not None and self.box.isVisible():
            return  # one box at a time: the rest are in the log
        self.box = self._box(details, where)
        self.box.show()

    def _box(self, details: str, where: Path | None) -> QMessageBox:
        translate = QCoreApplication.translate
        box = message_box(
            QApplication.activeWindow(),
            QMessageBox.Icon.Warning,
            translate("ErrorReport", "Something went wrong"),
            translate(
                "ErrorReport",
                "Energy Table hit a problem and did not finish what you asked. Your game is kept as it "
                "was: you can go on playing, or save it with Game > Save as….",
            ),
            QMessageBox.StandardButton.NoButton,
        )
        if where is not None:
            box.setInformativeText(translate("ErrorReport", "The details are in {path}.").format(path=str(where)))
        box.setDetailedText(details)
        copy = box.addButton(translate("ErrorReport", "Copy details"), QMessageBox.ButtonRole.ActionRole)
        copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(details))
        box.addButton(QMessageBox.StandardButton.Ok)
        box.setModal(False)
        return box


def _qt_message(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    if kind in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
        write_log(f"Qt {kind.name}: {message}")
        print(message, file=sys.stderr)


def install_error_reporting() -> ErrorReporter:
    """Route uncaught exceptions and Qt warnings to the log and the player (the app calls this
    once at start; tests call the returned reporter directly)."""
    reporter = ErrorReporter()
    sys.excepthook = reporter
    qInstallMessageHandler(_qt_message)
    return reporter
