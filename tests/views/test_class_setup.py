"""Launcher > Class's set-up (issue 25: "Launcher > Class: choose the game, the number of tables
and seats per table (pupils and computer players at each level), and a time box that fits a
40-45 minute period (end after round N or at minute M ...); language and pace")."""

from __future__ import annotations

from desktop_app.ai.registry import bot_names
from desktop_app.net.class_plan import PUPIL
from desktop_app.views.class_session.setup_dialog import CLASS_MINUTES, ClassSetupDialog


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
