"""A class opened from the launcher without a terminal (issue 25: "a class session a teacher runs
from the launcher without a terminal": Launcher > Class, one class code and QR code on the
projector, the dashboard, Pause all shown large, "show this table" on the projector in the
projector layout, and at the end the results)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QDialog

from desktop_app.net.class_plan import PUPIL
from desktop_app.views.class_session import open_class as opening
from desktop_app.views.class_session.results_dialog import ClassResultsDialog
from desktop_app.views.class_session.setup_dialog import ClassSetupDialog


@pytest.fixture
def run(qtbot, launcher, monkeypatch, tmp_path):
    def accept(dialog: ClassSetupDialog) -> int:
        dialog.game_buttons[[e.save_id for e in dialog.games].index("power-butler")].click()
        dialog.tables.setValue(2)
        dialog.players.setValue(2)
        dialog.seat_boxes[1].setCurrentIndex(dialog.seat_boxes[1].findData("normal"))
        dialog.language_buttons["en"].click()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(ClassSetupDialog, "exec", accept)
    monkeypatch.setattr(opening, "HOST", "127.0.0.1")
    monkeypatch.setattr(opening, "new_class_folder", lambda: tmp_path)
    monkeypatch.setattr(opening, "kept_classes", lambda: [])  # a new class (kept ones: test_class_kept.py)
    launcher.class_button.click()
    found = [w for w in QApplication.topLevelWidgets() if type(w).__name__ == "ClassDashboard" and w.isVisible()]
    assert len(found) == 1
    dashboard = found[0]
    class_run = dashboard.model
    yield class_run
    class_run.close()


def test_the_launcher_opens_a_class_with_its_code_on_the_projector(run, launcher, tmp_path):
    assert launcher.class_button.text() == "Class at tables" and not launcher.isVisible()
    assert run.plan.game == "power-butler" and run.plan.seats == (PUPIL, "normal") and run.plan.tables == 2
    assert run.link.startswith("http://127.0.0.1:") and run.link.endswith(f"/?code={run.code}")
    card = run.dashboard.code_card
    assert card is not None and card.isVisible() and card.isFullScreen()
    assert card.code.text().replace(" ", "") == run.code
    assert len(run.dashboard.cards) == 2
    assert (tmp_path / "class.json").exists(), "the class is kept from the start"


def test_a_table_shown_on_the_projector_keeps_playing_when_its_window_closes(qtbot, run):
    window = run.show_table(1)
    assert window.isFullScreen() and window.class_projector.moment.text()
    assert not window.actions.isVisible(), "the projector layout: nobody clicks the panel"
    controller = run.tables.controllers[1]
    window.close()
    assert not window.isVisible()
    assert run.windows[1] is window and not controller.is_over()
    assert run.show_table(1) is window and window.isVisible(), "shown again, the same window"
    run.dashboard.toggle_pause()  # Pause all: "Paused" large over the table on the projector
    qtbot.waitUntil(lambda: window.class_projector.sign.isVisible(), timeout=2000)
    assert all(c.paused for c in run.tables.controllers)
    run.dashboard.toggle_pause()
    qtbot.waitUntil(lambda: not window.class_projector.sign.isVisible(), timeout=2000)


def test_the_end_of_the_class_shows_the_results_and_closing_goes_back_to_the_launcher(qtbot, run, launcher):
    dialog = run.end_class()
    assert isinstance(dialog, ClassResultsDialog) and dialog.table.rowCount() == 2
    dialog.close()
    run.dashboard.close()
    assert run.closing and launcher.isVisible()


def test_the_projector_names_the_pupils_who_joined(qtbot, run):
    import json

    from helpers import QuietLink

    first = run.show_table(0)
    link = QuietLink("10.0.0.7")
    run.tables.session.connect(link)
    run.tables.session.receive(link, json.dumps({"type": "hello", "proto": 1, "code": run.code, "name": "Ana"}))
    window = run.show_table(0)
    assert window is not first, "made again with the names"
    assert window.controller.seats[0].name == "Ana"
    assert not window.hint_button.isVisible(), "hints are the pupils', on their devices"
    assert not run.tables.controllers[0].is_over() and run.windows[0] is window
