"""The end is not a dead end (issue 26 item 6): the end screen offers Play again (the same
players and settings, a new deal), New game… and Back to the games, and the lesson page opens
in front of the scores, not behind them."""

from __future__ import annotations

from helpers import show_window
from PySide6.QtWidgets import QApplication, QPushButton

from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.views import game_session
from desktop_app.views.kit import game_window
from desktop_app.views.power_butler.window import SCREENS


def _finished(qtbot, seed: int = 99):
    options = SCREENS.game.options_from_json({"players": 2, "seed": seed})
    seats = [Seat("A", "heuristic"), Seat("B", "heuristic")]
    controller = GameController(SCREENS.game, SCREENS.load_content(), options, seats, bot_delay_ms=0)
    window = show_window(qtbot, SCREENS.window(controller, "en"), speed="max")
    with qtbot.waitSignal(controller.game_did_end, timeout=60_000):
        window.start()
    qtbot.waitUntil(lambda: window.scoreboard is not None and window.scoreboard.isVisible(), timeout=5000)
    return window


def _button(window, text: str) -> QPushButton:
    return next(b for b in window.scoreboard.findChildren(QPushButton) if b.text() == text)


def test_play_again_deals_a_new_game_for_the_same_players_and_settings(qtbot, monkeypatch):
    window = _finished(qtbot)
    finished = window.controller
    opened: list = []
    real_show = game_session.show_window
    monkeypatch.setattr(game_session, "show_window", lambda w, *a, **k: opened.append(real_show(w, *a, **k)) or w)
    _button(window, "Play again").click()
    qtbot.waitUntil(lambda: bool(opened), timeout=5000)
    again = opened[0]
    qtbot.addWidget(again)
    assert [(s.name, s.bot) for s in again.controller.seats] == [(s.name, s.bot) for s in finished.seats]
    old, new = finished.options.to_json(), again.controller.options.to_json()
    assert {k: v for k, v in old.items() if k != "seed"} == {k: v for k, v in new.items() if k != "seed"}
    assert new["seed"] != old["seed"] and again.controller.history == ()
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=5000)  # the finished game closed
    again.controller.shutdown()
    again.close()


def test_the_end_screen_offers_a_new_game_and_the_way_back(qtbot, monkeypatch):
    window = _finished(qtbot)
    asked: list[object] = []
    # The new-game dialog would wait for a person: note that it was asked for, and cancel.
    monkeypatch.setattr(game_window, "open_new_game", lambda screens, *args: asked.append(screens.game.id))
    _button(window, "New game…").click()
    assert asked == ["power-butler"] and window.isVisible()  # cancelled: the finished game stays
    launcher = QPushButton("the launcher")  # any window the game came from
    qtbot.addWidget(launcher)
    window.launcher = launcher
    window.scoreboard.close()
    window._add_end_screen_notes(window.scoreboard)  # the end screen made for a game with a launcher
    _button(window, "Back to the games").click()
    qtbot.waitUntil(lambda: not window.isVisible(), timeout=5000)


def test_the_lesson_page_opens_in_front_of_the_scores(qtbot):
    window = _finished(qtbot)
    _button(window, "Lesson page with charts…").click()
    dialog = window._lesson_dialog
    qtbot.addWidget(dialog)
    assert dialog.parent() is window.scoreboard  # a child window stays above its parent
    QApplication.processEvents()
    assert dialog.isVisible()
    window.controller.shutdown()
    dialog.close()
    window.close()
