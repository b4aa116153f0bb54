"""Launcher > Class's set-up (issue 25: "Launcher > Class: choose the game, the number of tables
and seats per table (pupils and computer players at each level), and a time box that fits a
40-45 minute period (end after round N or at minute M ...); language and pace")."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog, QWidget

from desktop_app.ai.registry import bot_names
from desktop_app.cli import main as cli_main
from desktop_app.net.broker import BrokerAccess
from desktop_app.net.class_plan import PUPIL
from desktop_app.views.class_session import open_class as opening
from desktop_app.views.class_session.setup_dialog import CLASS_MINUTES, ClassSetupDialog
from desktop_app.views.remote import host_table


def test_the_dialog_makes_the_class_plan_the_teacher_chose(qtbot):
    dialog = ClassSetupDialog("en", None, 1.0)
    qtbot.addWidget(dialog)
    plan = dialog.plan()
    assert plan.minutes == CLASS_MINUTES and plan.rounds is None, "a 40-45 minute period by default"
    assert plan.language == "en" and len(plan.seeds) == plan.tables
    dialog.game_buttons[1].click()
    dialog.tables.setValue(8)
    dialog.players.setValue(3)
    dialog.seat_boxes[2].setCurrentIndex(dialog.seat_boxes[2].findData("expert"))
    dialog.by_round.click()
    dialog.rounds.setValue(4)
    dialog.language_buttons["en"].click()
    dialog.pace_buttons["fast"].click()
    plan = dialog.plan(seeds=tuple(range(8)))
    assert (plan.game, plan.tables, plan.seats) == (dialog.games[1].save_id, 8, (PUPIL, PUPIL, "expert"))
    assert (plan.rounds, plan.minutes, plan.language, plan.pace) == (4, None, "en", "fast")
    plan.check((dialog.game.min_players, dialog.game.max_players), bot_names(plan.game))
    assert "8 tables, 16 pupils' seats" in dialog.summary.text()
    dialog.to_the_end.click()
    assert dialog.plan().rounds is None and dialog.plan().minutes is None


def test_every_game_offers_its_player_counts_and_a_class_needs_a_pupil_seat(qtbot):
    dialog = ClassSetupDialog("en", None, 1.0)
    qtbot.addWidget(dialog)
    for index, entry in enumerate(dialog.games):
        dialog.game_buttons[index].click()
        assert sorted(dialog.players.buttons) == list(range(entry.min_players, entry.max_players + 1))
        assert len(dialog.seat_boxes) == dialog.players.value()
    for box in dialog.seat_boxes:
        box.setCurrentIndex(box.findData("normal"))
    assert not dialog.open_button.isEnabled()
    assert "pupil" in dialog.summary.text()
    dialog.seat_boxes[0].setCurrentIndex(dialog.seat_boxes[0].findData(PUPIL))
    assert dialog.open_button.isEnabled()


# --- how pupils connect (issue 25, "Beyond the teacher's computer": when school Wi-Fi keeps devices
# from reaching the teacher's computer, the class runs through the school's MQTT broker) ---------


@pytest.fixture
def through_broker(qtbot, monkeypatch):
    """Launcher > Class with the set-up dialog driven by `choose(dialog)` (then Open clicked), the
    host.json chooser answering `answer[0]` and start_class recording its broker argument."""
    started: list[object] = []
    answer: list[Path | None] = [None]
    shown: list[ClassSetupDialog] = []
    launcher = QWidget()  # the dialogs' parent, kept while the test reads them
    qtbot.addWidget(launcher)

    def run(choose) -> list[object]:
        def exec_(dialog: ClassSetupDialog) -> int:
            shown.append(dialog)
            choose(dialog)
            dialog.open_button.click()  # Open: accept() refuses while the host.json cannot be read
            return dialog.result()

        monkeypatch.setattr(ClassSetupDialog, "exec", exec_)
        monkeypatch.setattr(host_table.QFileDialog, "getOpenFileName", lambda *_a: (str(answer[0] or ""), ""))
        monkeypatch.setattr(opening, "kept_classes", lambda: [])
        monkeypatch.setattr(opening, "start_class", lambda *_a, broker=None, **_k: started.append(broker))
        opening.open_class(launcher, "en")
        return started

    return run, answer, shown


def _broker_config(tmp_path: Path) -> Path:
    out = tmp_path / "5a"
    assert cli_main(["broker-config", "5A", "--pupils", "ana,mei", "--dir", str(out), "--address", "broker.local"]) == 0
    return out / "host.json"


def test_the_dialog_offers_this_computer_or_the_schools_broker(qtbot):
    dialog = ClassSetupDialog("en", None, 1.0)
    qtbot.addWidget(dialog)
    assert dialog.connect_buttons["here"].isChecked() and dialog.broker() is None, "this computer by default"
    assert dialog.connect_buttons["broker"].text() == "The school's broker"
    assert not dialog.host_button.isVisibleTo(dialog)
    dialog.connect_buttons["broker"].click()
    assert dialog.host_button.isVisibleTo(dialog) and not dialog.open_button.isEnabled()
    assert "host.json" in dialog.summary.text()


def test_a_host_json_that_cannot_be_read_says_why_beside_the_choice_and_the_class_does_not_start(
    qtbot, through_broker, tmp_path
):
    run, answer, shown = through_broker
    broken = tmp_path / "host.json"
    broken.write_text("{not json", encoding="utf-8")
    answer[0] = broken

    def choose(dialog: ClassSetupDialog) -> None:
        dialog.connect_buttons["broker"].click()
        dialog.host_button.click()

    assert run(choose) == [], "the class started with a host.json it cannot read"
    dialog = shown[0]
    assert "cannot be read as a host.json" in dialog.host_line.text() and dialog.host_line.isVisibleTo(dialog)
    assert "\n" not in dialog.host_line.text()
    assert dialog.result() != QDialog.DialogCode.Accepted and not dialog.open_button.isEnabled()


@pytest.mark.skipif(
    shutil.which("mosquitto_passwd") is None, reason="mosquitto_passwd is not installed (Debian: mosquitto)"
)
def test_the_host_json_broker_config_wrote_reaches_start_class_and_is_remembered(qtbot, through_broker, tmp_path):
    run, answer, shown = through_broker
    answer[0] = _broker_config(tmp_path)

    def choose(dialog: ClassSetupDialog) -> None:
        dialog.connect_buttons["broker"].click()
        dialog.host_button.click()

    started = run(choose)
    assert len(started) == 1 and isinstance(started[0], BrokerAccess)
    assert (started[0].host, started[0].klass) == ("broker.local", "5a")
    assert "5a" in shown[0].host_line.text()
    answer[0] = None  # next time: no chooser needed, the last host.json is remembered
    again = run(lambda dialog: dialog.connect_buttons["broker"].click())
    assert len(again) == 2 and isinstance(again[1], BrokerAccess) and again[1].klass == "5a"
    assert run(lambda _dialog: None)[2] is None, "this computer: no broker"


def test_a_host_json_that_cannot_be_used_is_said_in_the_teachers_language(qapp, tmp_path):
    """BrokerAccess.read's reasons were English in the Chinese app (the words around them were
    not): each kind of broken host.json is said in Chinese, and each differently."""
    import re

    from desktop_app.net.broker import BrokerAccess, BrokerFileError
    from desktop_app.views.language import LanguageManager
    from desktop_app.views.remote.host_table import broker_file_reason

    files = {
        "unreadable": "{not json",
        "not_access": "[1, 2]",
        "missing": '{"host": "", "user": "t", "password": "p"}',
        "port": '{"host": "b", "user": "t", "password": "p", "port": 0}',
        "class": '{"host": "b", "user": "t", "password": "p", "port": 1883, "class": "a/b"}',
    }
    manager = LanguageManager(qapp)
    manager.apply("zh_TW")
    try:
        said = {}
        for kind, text in files.items():
            path = tmp_path / f"{kind}.json"
            path.write_text(text, encoding="utf-8")
            with pytest.raises(BrokerFileError) as caught:
                BrokerAccess.read(path)
            assert caught.value.kind == kind and str(path) in str(caught.value)  # the command line's words
            said[kind] = broker_file_reason(caught.value)
        assert all(re.search(r"[\u4e00-\u9fff]", words) for words in said.values()), said
        assert len(set(said.values())) == len(files)
    finally:
        manager.apply("en")
        manager.remove()
