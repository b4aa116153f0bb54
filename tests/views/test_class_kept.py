"""A kept class reopened from the launcher (issue 25: "Kill the host mid-lesson: it reopens the
class and every device reconnects"; seen before: a kept class could be reopened only from its
folder or the command line). Launcher > Class lists the classes kept on this computer: Continue
reopens one with its code, its tables' games and every pupil's seat; Remove… asks first."""

from __future__ import annotations

import json

import pytest
from helpers import QuietLink
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMessageBox, QPushButton

from desktop_app.controllers import kept_classes as keeping
from desktop_app.controllers.class_tables import CLASS_FILE
from desktop_app.net.class_plan import PUPIL
from desktop_app.views.class_session import open_class as opening
from desktop_app.views.class_session.kept_classes import KeptClassesDialog
from desktop_app.views.class_session.setup_dialog import ClassSetupDialog


@pytest.fixture
def root(monkeypatch, tmp_path):
    """The classes folder, in the test's own folder."""
    folder = tmp_path / "classes"
    monkeypatch.setattr(keeping, "classes_root", lambda: folder)
    monkeypatch.setattr(opening, "classes_root", lambda: folder)
    monkeypatch.setattr(opening, "HOST", "127.0.0.1")
    return folder


def _dashboard():
    found = [w for w in QApplication.topLevelWidgets() if type(w).__name__ == "ClassDashboard" and w.isVisible()]
    assert len(found) == 1
    return found[0].model


def _new_class(launcher, monkeypatch):
    def accept(dialog: ClassSetupDialog) -> int:
        dialog.game_buttons[[e.save_id for e in dialog.games].index("power-butler")].click()
        dialog.tables.setValue(2)
        dialog.players.setValue(3)
        dialog.seat_boxes[2].setCurrentIndex(dialog.seat_boxes[2].findData("normal"))
        dialog.language_buttons["en"].click()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(ClassSetupDialog, "exec", accept)
    launcher.class_button.click()
    return _dashboard()


def _join(run, name: str, address: str) -> None:
    link = QuietLink(address)
    run.tables.session.connect(link)
    run.tables.session.receive(link, json.dumps({"type": "hello", "proto": 1, "code": run.code, "name": name}))


def test_the_launcher_lists_a_kept_class_and_continue_reopens_it_with_its_code_and_seats(
    qtbot, launcher, monkeypatch, root
):
    monkeypatch.setattr(KeptClassesDialog, "exec", lambda self: pytest.fail("no class is kept yet: no list"))
    run = _new_class(launcher, monkeypatch)
    for i, name in enumerate(["Ana", "Bo", "Cy"]):
        _join(run, name, f"10.0.0.{i + 1}")
    code, plan = run.code, run.plan
    seated = sorted((p.name, p.table, p.seat) for p in run.pupils())
    assert all(table is not None for _name, table, _seat in seated)
    run.dashboard.close()  # the host goes (the class stays kept in its folder)
    assert launcher.isVisible()

    listed: list[KeptClassesDialog] = []

    def go_on(dialog: KeptClassesDialog) -> int:
        listed.append(dialog)
        titles = [row.findChild(QLabel, "classTitle").text() for row in dialog.rows]
        details = [row.findChild(QLabel, "classDetail").text() for row in dialog.rows]
        assert titles == [f"Power Butler · 2 tables · code {code[:3]} {code[3:]}"], titles
        assert details[0].startswith("3 pupils joined · minute 0 · last changed today"), details
        dialog.rows[0].findChild(QPushButton, "continueClass").click()
        return dialog.result()

    monkeypatch.setattr(KeptClassesDialog, "exec", go_on)
    monkeypatch.setattr(ClassSetupDialog, "exec", lambda self: pytest.fail("Continue asks for no new class"))
    launcher.class_button.click()
    assert len(listed) == 1
    again = _dashboard()
    assert again is not run and again.tables.reopened
    assert again.code == code and again.plan == plan
    assert sorted((p.name, p.table, p.seat) for p in again.pupils()) == seated
    card = again.dashboard.code_card
    assert card is not None and card.isVisible(), "the same code on the projector, for a device that lost it"
    again.close()


def test_new_class_from_the_list_asks_for_a_new_class(qtbot, launcher, monkeypatch, root):
    run = _new_class(launcher, monkeypatch)
    first = run.tables.folder
    run.dashboard.close()
    monkeypatch.setattr(KeptClassesDialog, "exec", lambda self: (self.new_button.click(), self.result())[1])
    monkeypatch.setattr(opening, "new_class_folder", lambda: root / "second")
    second = _new_class(launcher, monkeypatch)
    assert second.tables.folder != first and not second.tables.reopened
    second.close()


def _answer(monkeypatch, role: QMessageBox.ButtonRole) -> list[str]:
    asked: list[str] = []

    def answer(box: QMessageBox) -> int:
        asked.append(box.text())
        chosen = next(b for b in box.buttons() if box.buttonRole(b) == role)
        box.setProperty("answer", 1)
        chosen.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", answer)
    return asked


def _keep_a_class(root, name: str, code: str = "ABCDEF") -> None:
    folder = root / name
    folder.mkdir(parents=True)
    plan = {"game": "power-grid", "tables": 3, "seats": [PUPIL, PUPIL, "normal"], "seeds": [1, 2, 3]}
    (folder / CLASS_FILE).write_text(json.dumps({"code": code, "plan": plan, "elapsed": 600, "pupils": []}))


def test_remove_asks_first_and_a_damaged_class_is_listed_to_be_removed(qtbot, monkeypatch, root):
    _keep_a_class(root, "20261201-100000")
    (root / "20261201-110000").mkdir()
    (root / "20261201-110000" / CLASS_FILE).write_text("{ not json")
    (root / "not-a-class").mkdir()  # no class file: not listed, never removed
    dialog = KeptClassesDialog(None, 1.0)
    qtbot.addWidget(dialog)
    assert len(dialog.rows) == 2
    details = {row.findChild(QLabel, "classTitle").text(): row for row in dialog.rows}
    good = details["Power Grid · 3 tables · code ABC DEF"]
    assert good.findChild(QLabel, "classDetail").text().startswith("0 pupils joined · minute 10 · ")
    damaged = details["20261201-110000"]
    assert "Cannot be reopened" in damaged.findChild(QLabel, "classDetail").text()
    assert not damaged.findChild(QPushButton, "continueClass").isEnabled()

    asked = _answer(monkeypatch, QMessageBox.ButtonRole.RejectRole)  # "Keep it"
    good.findChild(QPushButton, "removeClass").click()
    assert asked and "Power Grid" in asked[0]
    assert (root / "20261201-100000" / CLASS_FILE).exists() and len(dialog.rows) == 2

    _answer(monkeypatch, QMessageBox.ButtonRole.DestructiveRole)  # "Remove the class"
    damaged.findChild(QPushButton, "removeClass").click()
    assert not (root / "20261201-110000").exists()
    assert (root / "not-a-class").exists() and (root / "20261201-100000").exists()
    assert len(dialog.rows) == 1


def test_remove_refuses_a_folder_that_is_not_a_kept_class(root, tmp_path):
    (tmp_path / "elsewhere").mkdir()
    (tmp_path / "elsewhere" / CLASS_FILE).write_text("{}")
    kept = keeping.read_kept_class(tmp_path / "elsewhere")
    with pytest.raises(ValueError, match="not a kept class"):
        keeping.remove_kept_class(kept)
    assert (tmp_path / "elsewhere").exists()
