"""Launcher > Class: the teacher's set-up, then the class opens and runs from the dashboard.

`open_class(launcher, language)` asks (`ClassSetupDialog`), opens the class (controllers'
`ClassTables`: every table's game, its computer players, one server on the local network, all
kept in a folder of its own under the app's data), shows the dashboard and the class code full
screen on the projector. `ClassRun` ties them: the dashboard's commands go to the class (Pause
all also holds every table's computer players), "Show on the projector" opens that table's game
window in the projector layout (hidden, never closed, when another is shown: closing a game
window would stop its table), and "End the class" shows the results. Closing the dashboard closes
the class; every table's game and the class stay kept in its folder, and Launcher > Class lists
the kept classes first (`kept_classes.py`): Continue reopens one with its code (`reopen_class`).
"""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

from desktop_app.controllers.class_tables import ClassTables
from desktop_app.controllers.game_controller import Seat
from desktop_app.controllers.kept_classes import classes_root, kept_classes
from desktop_app.net.broker import BrokerAccess, BrokerFileError
from desktop_app.net.class_plan import PUPIL, ClassClock, ClassPlan
from desktop_app.net.classroom import PupilInfo, TableStatus
from desktop_app.views.class_session.dashboard import ClassDashboard
from desktop_app.views.class_session.kept_classes import KeptClassesDialog
from desktop_app.views.class_session.projector import ProjectorLayout
from desktop_app.views.class_session.results_dialog import ClassResultsDialog
from desktop_app.views.class_session.setup_dialog import ClassSetupDialog
from desktop_app.views.game_registry import GAMES as ENTRIES
from desktop_app.views.game_session import window_module
from desktop_app.views.kit.narration import fill
from desktop_app.views.plain_text import message_box, warn
from desktop_app.views.remote import device_words
from desktop_app.views.remote.host_table import PORT, broker_file_reason, choose_host_file, lan_address

translate = QCoreApplication.translate
HOST = "0.0.0.0"  # a class listens on the local network (tests: 127.0.0.1)


def new_class_folder() -> Path:
    """A folder of its own for a new class, under the app's data (classes/<when it opened>)."""
    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S")
    folder = classes_root() / stamp
    folder.mkdir(parents=True, exist_ok=True)
    return folder


class ClassRun(QObject):
    """One class on the teacher's computer: the tables, the dashboard, the projector's windows.
    It is also the dashboard's `ClassModel` (the class session's, with Pause all holding the
    computer players too)."""

    def __init__(self, tables: ClassTables, language: str, host: str, launcher: QWidget | None = None) -> None:
        super().__init__()
        self.tables, self.language, self.launcher = tables, language, launcher
        self.plan: ClassPlan = tables.plan
        self.timer: ClassClock = tables.session.timer
        address = lan_address() if host in ("0.0.0.0", "") else host
        self.link = tables.join_link(address)
        self.windows: dict[int, Any] = {}
        self.window_names: dict[int, tuple[str, ...]] = {}
        self.shown: int | None = None
        self.closing = False
        self.dashboard = ClassDashboard(
            self, self.link, language, self.show_table, self.end_class, signin=tables.broker is not None
        )
        self.dashboard.installEventFilter(self)
        entry = next((e for e in ENTRIES if e.save_id == self.plan.game), None)
        self.game_title = entry.translated_title() if entry is not None else self.plan.game

    # --- the dashboard's model -----------------------------------------------------------------

    @property
    def code(self) -> str:
        return self.tables.session.code

    @property
    def paused(self) -> bool:
        return self.tables.session.paused

    def status(self, language: str | None = None) -> list[TableStatus]:
        return self.tables.status(language)

    def pupils(self) -> list[PupilInfo]:
        return self.tables.session.pupils()

    def place(self, pid: int, table: int, seat: int | None = None) -> None:
        self.tables.session.place(pid, table, seat)

    def unplace(self, pid: int) -> None:
        self.tables.session.unplace(pid)

    def rename(self, pid: int, name: str) -> None:
        self.tables.session.rename(pid, name)

    def remove(self, pid: int) -> None:
        self.tables.session.remove(pid)

    def pause_all(self) -> None:
        self.tables.pause_all()

    def resume_all(self) -> None:
        self.tables.resume_all()

    # --- the projector -----------------------------------------------------------------------------

    def show_table(self, table: int) -> Any:
        """Table `table`'s game full screen in the projector layout (the one shown before hides)."""
        if self.shown is not None and self.shown != table and self.shown in self.windows:
            self.windows[self.shown].hide()
        names = self._name_seats(table)
        window = self.windows.get(table)
        if window is not None and self.window_names.get(table) != names:
            # a pupil joined, moved or was renamed since: a window names its players as it is
            # made, so a new one (the old one only deleted, never closed: that would stop the table)
            window.removeEventFilter(self)
            window.hide()
            window.deleteLater()
            window = None
        if window is None:
            controller = self.tables.controllers[table]
            window = window_module(self.plan.game).SCREENS.window(controller, self.language)
            pupils = frozenset(i for i, word in enumerate(self.plan.seats) if word == PUPIL)
            window.actions.device_seats = pupils  # their pages are on the pupils' devices
            on_devices = getattr(window, "seats_on_devices", None)
            if on_devices is not None:
                on_devices(pupils)
            window.actions.refresh()
            window.setWindowTitle(fill(translate("ClassRun", "Table %1 — %2"), table + 1, self.game_title))
            window.class_projector = ProjectorLayout(
                window,
                paused=lambda: self.tables.session.paused,
                how_to_go_on=translate("ClassRun", "The teacher paused every table."),
            )
            window.installEventFilter(self)
            self.windows[table] = window
            self.window_names[table] = names
        window.showFullScreen()
        if window.presentation and not window.presentation_action.isChecked():
            window.presentation_action.trigger()
        window.raise_()
        self.shown = table
        return window

    def _name_seats(self, table: int) -> tuple[str, ...]:
        """The table's players by name: a pupil's seat gets the name of the pupil at it (the
        class knows them; the game's seats were made before anyone joined)."""
        controller = self.tables.controllers[table]
        names = self.tables.session.tables[table].names()
        for seat, name in enumerate(names):
            if seat < len(controller.seats) and name and controller.seats[seat].name != name:
                controller.seats[seat] = Seat(name, controller.seats[seat].bot)
        return tuple(seat.name for seat in controller.seats)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() != QEvent.Type.Close or self.closing:
            return False
        if watched is self.dashboard:
            self.close()
            return False
        if watched in self.windows.values():  # a table's window only hides: closing it would stop its table
            event.ignore()
            watched.hide() if isinstance(watched, QWidget) else None
            return True
        return False

    # --- the end ---------------------------------------------------------------------------------

    def end_class(self) -> ClassResultsDialog:
        """The results, the class CSV and the lesson page (play goes on until the class is closed)."""
        from desktop_app.content.loader import load_lesson
        from desktop_app.rules.registry import GAMES

        try:
            text: Any = load_lesson(GAMES[self.plan.game].folder)
        except Exception:  # noqa: BLE001 - without its words the page still compares the tables
            text = None
        dialog = ClassResultsDialog(self.tables.results(), self.language, self.game_title, text, self.dashboard)
        dialog.open()
        return dialog

    def close(self) -> None:
        """Close the class: the tables stop (kept in the class's folder), the windows go."""
        if self.closing:
            return
        self.closing = True
        self.tables.close()
        for window in self.windows.values():
            window.close()
        self.windows.clear()
        self.dashboard.close()
        if self.launcher is not None:
            self.launcher.show()


def start_class(
    plan: ClassPlan,
    language: str,
    launcher: QWidget | None = None,
    folder: Path | None = None,
    host: str | None = None,
    broker: BrokerAccess | None = None,
) -> ClassRun | None:
    """Open the class of `plan` and its dashboard (None, said in a message, when it cannot open).
    With `broker` (the teacher's host.json) the class goes through the school's MQTT broker."""
    folder = folder or new_class_folder()
    host = host if host is not None else HOST
    tables: ClassTables | None = None
    for port in (PORT, 0) if broker is None else (0,):  # the usual port, or any free one when another holds it
        try:
            tables = ClassTables(folder, plan, words=device_words, host=host, port=port, broker=broker)
            tables.open()
            break
        except OSError as exc:
            if tables is not None:
                tables.close()
            tables = None
            if port == 0:
                warn(
                    launcher,
                    translate("ClassRun", "A class"),
                    fill(translate("ClassRun", "The class could not open: %1"), exc.strerror or str(exc)),
                )
                return None
        except ValueError as exc:
            warn(
                launcher,
                translate("ClassRun", "A class"),
                fill(translate("ClassRun", "The class could not open: %1"), str(exc)),
            )
            return None
    assert tables is not None
    run = ClassRun(tables, language, host, launcher)
    run.setParent(run.dashboard)  # the run lives as long as its dashboard
    run.dashboard.showMaximized()
    if launcher is not None:
        launcher.hide()
    return run


def open_class(launcher: QWidget, language: str) -> ClassRun | None:
    """Launcher > Class: go on with a class kept on this computer (when there is one: the same
    code, tables and seats), or ask for a new one; then open it and show its code on the
    projector."""
    kept = kept_classes()
    if kept:
        scale = getattr(launcher, "scale", None)
        choice = KeptClassesDialog(kept, scale() if callable(scale) else 1.0, launcher)
        if choice.exec() != QDialog.DialogCode.Accepted:
            return None
        chosen = choice.chosen
        if chosen is not None and chosen.plan is not None:
            return reopen_class(launcher, language, chosen.folder, chosen.plan, chosen.broker_file)
    dialog = ClassSetupDialog(language, launcher)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return _open_shown(launcher, language, dialog.plan(), None, dialog.broker())


def reopen_class(
    launcher: QWidget, language: str, folder: Path, plan: ClassPlan, broker_file: str = ""
) -> ClassRun | None:
    """Open the class kept in `folder` again (its plan, code, games and seats), and show its
    code: a pupil whose device lost its place joins again with it. A class that went through the
    school's broker goes through it again, with the host.json it was opened with (`broker_file`)."""
    broker = None
    if broker_file:
        broker = kept_broker(launcher, Path(broker_file))
        if broker is None:
            return None  # the teacher cancelled: the class stays kept as it was
    return _open_shown(launcher, language, plan, folder, broker)


def kept_broker(parent: QWidget | None, path: Path) -> BrokerAccess | None:
    """The broker a kept class went through, read again from its host.json; when that file cannot
    be used now (moved, changed, damaged) the teacher is told why and may choose it again (None:
    they cancelled)."""
    while True:
        try:
            return BrokerAccess.read(path)
        except BrokerFileError as exc:
            box = message_box(
                parent,
                QMessageBox.Icon.Warning,
                translate("ClassRun", "A class"),
                fill(
                    translate(
                        "ClassRun",
                        "This class went through the school's broker, with the file %1. It cannot be used now: %2",
                    ),
                    str(path),
                    broker_file_reason(exc),
                ),
                QMessageBox.StandardButton.NoButton,
            )
            choose = box.addButton(translate("ClassRun", "Choose host.json…"), QMessageBox.ButtonRole.AcceptRole)
            box.addButton(translate("ClassRun", "Cancel"), QMessageBox.ButtonRole.RejectRole)
            box.setDefaultButton(choose)
            box.exec()
            if box.clickedButton() is not choose:
                return None
            chosen = choose_host_file(parent)
            if chosen is None:
                return None
            path = chosen


def _open_shown(
    launcher: QWidget, language: str, plan: ClassPlan, folder: Path | None, broker: BrokerAccess | None = None
) -> ClassRun | None:
    """The class in its own language (the launcher's changes to it), its code on the projector
    (through the school's broker with `broker`)."""
    choose = getattr(launcher, "choose_language", None)
    if choose is not None and plan.language != language:
        choose(plan.language)
    run = start_class(plan, plan.language, launcher, folder=folder, broker=broker)
    if run is not None:
        run.dashboard.show_code()
    return run


__all__ = ["ClassRun", "kept_broker", "new_class_folder", "open_class", "reopen_class", "start_class"]
