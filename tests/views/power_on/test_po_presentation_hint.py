"""Power On!'s presentation mode (F5) and a hint on screen: the hint stays through the switch,
ringed again where its things are in the larger table and panel (it was cleared: the switch
redrew the window as after a move)."""

from __future__ import annotations

import pytest
from helpers import ask_hint, open_game, wait_for_human
from PySide6.QtWidgets import QApplication

from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.power_on.game import POWER_ON
from desktop_app.rules.power_on.state import PowerOnOptions
from desktop_app.views.power_on.window import PowerOnWindow


@pytest.fixture
def window(qtbot, content):
    seats = [Seat("Ann"), Seat("Bot B", "heuristic"), Seat("Bot C", "heuristic")]
    controller = GameController(POWER_ON, content, PowerOnOptions(players=3, seed=4), seats, bot_delay_ms=0)
    window = open_game(qtbot, PowerOnWindow, controller)
    wait_for_human(qtbot, controller)
    yield window
    controller.shutdown()


def _ringed(window) -> list:
    display = window.hint_display
    return [*display.rings, *(w for w in display.frame.targets if w.isVisible())]


def test_a_hint_on_screen_stays_through_presentation_mode_on_and_off(qtbot, window):
    """F5 (on, then off) with a hint on screen: the same move and reason stay on the card, ringed
    again, and the scoreboard's count of hints does not grow."""
    shown = ask_hint(qtbot, window)  # thought out on the worker
    assert shown is not None and shown.targets, "a hint with rings on the person's turn"
    card = window.hint_display.card
    used = list(window.controller.hints_used)
    for on in (True, False):
        window.presentation_action.trigger()  # F5
        QApplication.processEvents()
        assert window.board.presentation is on
        qtbot.waitUntil(lambda: window.hint_display.showing and card.isVisible(), timeout=3000)
        assert card.move_label.text() == shown.move and card.reason_label.text() == shown.reason
        qtbot.waitUntil(lambda: bool(_ringed(window)), timeout=3000)
    assert window.controller.hints_used == used, "showing it again is not another hint"
