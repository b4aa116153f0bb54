"""Classroom mode from the launcher (issue 15: "A 'Classroom' entry on the launcher: choose a
game, players, pace and language, and an all-computer game starts in full-screen presentation
mode with narration ... Space plays the next action, P pauses, Backspace steps back one action
(a teacher re-explains), E shows large 'why' text for the action just played ... and the pace
can change mid-game"; done when "the classroom mode starts from the launcher without a
terminal; a test drives it through Space, P, Backspace and E")."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog

from desktop_app.views.class_session.choice_dialog import classroom_games
from desktop_app.views.classroom import ClassroomDialog, ClassroomSetup, start_classroom
from desktop_app.views.language import LanguageManager
from desktop_app.views.launcher import LauncherWindow


@pytest.fixture
def launcher(qtbot, qapp):
    manager = LanguageManager(qapp)
    manager.apply("en")
    window = LauncherWindow(manager)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    yield window
    manager.remove()
    manager.setParent(None)


def _press(qtbot, window, key) -> None:
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    qtbot.keyClick(QApplication.focusWidget() or window, key)


def _close(window) -> None:
    window.controller.shutdown()
    window.close()


def test_the_launcher_starts_a_classroom_game_full_screen_without_a_terminal(qtbot, launcher, monkeypatch):
    assert launcher.classroom_button.isVisible() and launcher.classroom_button.text() == "Classroom"
    chosen = {}

    def accept(dialog: ClassroomDialog) -> int:
        dialog.game_buttons[1].click()  # the second game on the shelf
        dialog.players.setValue(3)
        dialog.pace_buttons["step"].click()
        chosen["game"] = dialog.game
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(ClassroomDialog, "exec", accept)
    launcher.classroom_button.click()
    windows = [w for w in QApplication.topLevelWidgets() if getattr(w, "classroom", None) is not None]
    assert len(windows) == 1
    window = windows[0]
    qtbot.addWidget(window)
    assert window.isFullScreen()
    assert window.game.id == chosen["game"].save_id
    assert len(window.controller.seats) == 3 and not any(s.is_human for s in window.controller.seats)
    assert window._user_paused, "step by step: nothing moves until Space"
    assert not launcher.isVisible()
    _close(window)


@pytest.mark.parametrize("game", [entry.save_id for entry in classroom_games()])
def test_space_p_backspace_and_e_lead_the_class(qtbot, game):
    entry = next(e for e in classroom_games() if e.save_id == game)
    window = start_classroom(ClassroomSetup(entry, 3, "step", "en", 5))
    qtbot.addWidget(window)
    controller = window.controller
    if window.presentation:
        assert window.presentation_action.isChecked(), "presentation mode is on where the game has it"
    qtbot.wait(100)
    assert controller.history == ()

    for played in (1, 2, 3):  # Space: one move each, then it holds
        _press(qtbot, window, Qt.Key.Key_Space)
        qtbot.waitUntil(lambda n=played: len(controller.history) >= n, timeout=10_000)
    qtbot.wait(100)
    moves = len(controller.history)
    assert moves >= 3 and window._user_paused

    _press(qtbot, window, Qt.Key.Key_E)  # E: the move just played, and why
    card = window.hint_display.card
    assert card.isVisible()
    assert controller.seats[controller.history[-1].player].name in card.heading.text()
    assert card.move_label.text().strip() and card.reason_label.text().strip()
    _press(qtbot, window, Qt.Key.Key_E)
    assert not card.isVisible()

    _press(qtbot, window, Qt.Key.Key_Backspace)  # back one move, held there
    assert len(controller.history) == moves - 1
    assert "move" in window.statusBar().currentMessage()

    _press(qtbot, window, Qt.Key.Key_P)  # P: play on ...
    assert not window._user_paused
    qtbot.waitUntil(lambda: len(controller.history) >= moves + 1 or controller.is_over(), timeout=20_000)
    _press(qtbot, window, Qt.Key.Key_P)  # ... and pause again
    assert window._user_paused and controller.paused
    _press(qtbot, window, Qt.Key.Key_3)  # the pace changes mid-game (and play goes on)
    assert window.speed == "fast" and not window._user_paused
    _close(window)


def test_classroom_dialog_offers_each_games_player_counts_and_both_languages(qtbot):
    dialog = ClassroomDialog("zh_TW", None, 1.0)
    qtbot.addWidget(dialog)
    for index, entry in enumerate(dialog.games):
        dialog.game_buttons[index].click()
        assert sorted(dialog.players.buttons) == list(range(entry.min_players, entry.max_players + 1))
    dialog.language_buttons["en"].click()
    dialog.pace_buttons["fast"].click()
    setup = dialog.setup(seed=9)
    assert (setup.game, setup.language, setup.pace, setup.seed) == (dialog.games[-1], "en", "fast", 9)
