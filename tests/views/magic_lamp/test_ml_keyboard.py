"""Aladdin & the Magic Lamp by keyboard alone (issue 13, "Keyboard and screen reader"): a person
sets a die, races for the lamp on their key, draws twice and stops, never touching the mouse:
Tab and Enter on the panel (Enter presses the step's default button, and the keyboard comes back
to the panel after each action), the lamp key in the race; the chests and the lamp are reached
on the table with the arrow keys and say why they cannot be clicked now."""

from __future__ import annotations

from helpers import open_game
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop_app.content.magic_lamp import Metal
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.magic_lamp.actions import DrawCard, PlaceDie, StopDrawing
from desktop_app.rules.magic_lamp.game import MAGIC_LAMP
from desktop_app.rules.magic_lamp.state import MagicLampOptions, Phase
from desktop_app.views.magic_lamp.window import MagicLampWindow


def _key(qtbot, key: Qt.Key) -> None:
    qtbot.keyClick(QApplication.focusWidget(), key)


def _mine(controller) -> list:
    return [record.action for record in controller.history if record.player == 0]


def test_a_turn_by_keyboard_alone_set_a_die_race_draw_twice_and_stop(qtbot, content):
    """Seed 003's round by keys: (1) 選擇寶箱 a die set with Tab and Enter, (2) 召喚精靈 the lamp key,
    (3) 探索寶箱 「玩家可在達到最大抽牌數量前隨時喊停」: Enter draws (the default), twice, then Tab to
    stop and Enter."""
    seats = [Seat("Ann"), Seat("Bo", "heuristic"), Seat("Cy", "heuristic")]
    controller = GameController(MAGIC_LAMP, content, MagicLampOptions(3, 9), seats, bot_delay_ms=0)
    window = open_game(qtbot, MagicLampWindow, controller)
    window.activateWindow()
    qtbot.waitUntil(lambda: window.actions.isAncestorOf(QApplication.focusWidget()), timeout=3000)
    assert QApplication.focusWidget().objectName() == "die-bronze-1"
    for _ in range(2):
        _key(qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget().objectName() == "die-bronze-3"
    _key(qtbot, Qt.Key.Key_Return)
    assert _mine(controller) == [PlaceDie(Metal.BRONZE, 3)]
    qtbot.waitUntil(lambda: window.race is not None and window.race.going, timeout=10_000)
    qtbot.keyClick(window, Qt.Key.Key_A)
    qtbot.waitUntil(lambda: controller.state.phase is not Phase.RACE and controller.is_human_turn(), timeout=10_000)
    while controller.state.phase is not Phase.DRAW:  # a wish or an amulet first: Enter takes the default
        _key(qtbot, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: controller.is_human_turn(), timeout=10_000)
    qtbot.waitUntil(lambda: window.actions.isAncestorOf(QApplication.focusWidget()), timeout=3000)
    assert QApplication.focusWidget().objectName() == "draw"
    _key(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: QApplication.focusWidget() is not None and QApplication.focusWidget().objectName() == "draw",
        timeout=3000,
    )
    _key(qtbot, Qt.Key.Key_Return)
    assert controller.state.phase is Phase.DRAW and len(controller.state.drawn) == 2
    qtbot.waitUntil(
        lambda: QApplication.focusWidget() is not None and QApplication.focusWidget().objectName() == "draw",
        timeout=3000,
    )
    _key(qtbot, Qt.Key.Key_Tab)
    assert QApplication.focusWidget().objectName() == "stop"
    _key(qtbot, Qt.Key.Key_Return)
    assert _mine(controller)[-3:] == [DrawCard(), DrawCard(), StopDrawing()]
    assert len(controller.state.tableau[0]) >= 3  # the starting card and the two kept
    assert window.board_keys[0].current is None  # the keyboard never fell onto the table on its own
    controller.shutdown()


def test_the_arrow_keys_reach_the_chests_and_the_lamp_which_say_why_not_now(qtbot, content):
    """Seed 003: the chests are chosen with the dice (1) and the lamp touched only in the race
    (2): on the table the keyboard ring reaches each chest and the lamp, and Enter on one says
    the rules' reason in the status line instead of doing nothing."""
    seats = [Seat("Ann"), Seat("Bo", "heuristic"), Seat("Cy", "heuristic")]
    controller = GameController(MAGIC_LAMP, content, MagicLampOptions(3, 9), seats, bot_delay_ms=0)
    window = open_game(qtbot, MagicLampWindow, controller)
    keys = window.board_keys[0]
    targets = {type(target.item).__name__ for target in keys.targets()}
    assert {"ChestItem", "LampItem"} <= targets
    window.board.setFocus()
    qtbot.keyClick(window.board, Qt.Key.Key_Right)  # the first, in reading order: the bronze chest
    assert "Bronze chest: 26 cards" in window.statusBar().currentMessage()
    qtbot.keyClick(window.board, Qt.Key.Key_Return)
    assert window.statusBar().currentMessage().endswith("Not now: it is time for setting the dice on the chests.")
    assert not controller.history
    controller.shutdown()
