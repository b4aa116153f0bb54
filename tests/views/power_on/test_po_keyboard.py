"""Power On! by keyboard alone (issue 26 item 8): Tab reaches the table's parts one by one (the
cities and the deck, the face-up cards, the hand), the arrows walk a part, Enter or Space
chooses; with the panel's buttons that is a whole turn without the mouse."""

from __future__ import annotations

from helpers import open_game, wait_for_human
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from desktop_app.content.power_on import CardKind
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.power_on.game import POWER_ON
from desktop_app.rules.power_on.state import Phase, PowerOnOptions
from desktop_app.views.power_on.window import PowerOnWindow


def _window(qtbot, content) -> PowerOnWindow:
    seats = [Seat("Ann"), Seat("Bot", "heuristic")]
    controller = GameController(POWER_ON, content, PowerOnOptions(players=2, seed=3), seats)
    window = open_game(qtbot, PowerOnWindow, controller)
    window.activateWindow()
    wait_for_human(qtbot, controller)
    qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), QWidget), timeout=3000)
    return window


def _key(qtbot, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """A key pressed where the keyboard is now, as a person presses it."""
    qtbot.keyClick(QApplication.focusWidget(), key, modifier)


def _tab_to(qtbot, reached, most: int = 16, back: bool = False) -> int:
    """Tab (Shift+Tab) until `reached()`; how many presses it took (fails past `most`)."""
    for n in range(1, most + 1):
        if back:
            _key(qtbot, Qt.Key.Key_Backtab, Qt.KeyboardModifier.ShiftModifier)
        else:
            _key(qtbot, Qt.Key.Key_Tab)
        if reached():
            return n
    raise AssertionError("never reached by Tab")


def _ringed(window) -> str:
    keys = window.board_keys[0]
    if keys.current is None or not keys.ring.isVisible():
        return ""
    return next((n for n, item in window.board.items_by_name.items() if item is keys.current.item), "")


def _on_button(window, name: str):
    return lambda: getattr(QApplication.focusWidget(), "objectName", lambda: "")() == name


def test_a_power_on_turn_by_keys_alone(qtbot, content):
    window = _window(qtbot, content)
    controller = window.controller
    state = controller.state
    assert state.current == 0 and state.phase is Phase.ACTIONS
    assert "Tab goes from part to part" in window.board.accessibleDescription()  # what a screen reader says first
    # Tab onto the table: the ring on its first part (the cities and the deck), then the market
    _tab_to(qtbot, lambda: _ringed(window) != "")
    assert not _ringed(window).startswith(("market:", "hand:"))
    _key(qtbot, Qt.Key.Key_Tab)
    assert _ringed(window).startswith("market:")
    taken = int(_ringed(window).split(":")[1])
    _key(qtbot, Qt.Key.Key_Return)  # take that face-up card (1 point)
    qtbot.waitUntil(lambda: taken in controller.state.hands[0], timeout=3000)
    assert controller.state.actions_left == 2
    assert _ringed(window).startswith("market:")  # the ring stays in the market: another card to take
    # the hand: walk it to a plant card and choose it (Space), then build it from the panel
    _key(qtbot, Qt.Key.Key_Tab)
    assert _ringed(window).startswith("hand:")
    kind = controller.state.tables.kind
    for _ in range(len(controller.state.hands[0])):
        if kind[int(_ringed(window).split(":")[1])] is CardKind.PLANT:
            break
        _key(qtbot, Qt.Key.Key_Right)
    plant = int(_ringed(window).split(":")[1])
    assert kind[plant] is CardKind.PLANT
    _key(qtbot, Qt.Key.Key_Space)
    assert window.actions.chosen(controller.state) == [plant]
    _tab_to(qtbot, _on_button(window, "build"), back=True)
    _key(qtbot, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: plant in controller.state.plants[0], timeout=3000)
    # the rest of the turn from the panel: Tab to "End my actions", Enter, and on to the next player
    _tab_to(qtbot, _on_button(window, "end_actions"))
    _key(qtbot, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: controller.state.phase is not Phase.ACTIONS, timeout=3000)
    for _ in range(6):  # the city step and what follows, each by its default button (Enter)
        if controller.state.current != 0:
            break
        _key(qtbot, Qt.Key.Key_Return)
        qtbot.wait(50)
    qtbot.waitUntil(lambda: controller.state.current != 0 or controller.state.turn > 1, timeout=5000)
    controller.shutdown()
