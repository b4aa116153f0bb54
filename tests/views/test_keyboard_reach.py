"""Every game by keyboard alone (issue 26 item 8): at each of the person's decisions met in a
few rounds of each of the four games, everything a click could choose can be reached by keys:
each enabled button of the action panel is in the Tab chain, and each clickable item of each
board is reached by Tab (the board, each of its parts) and the arrow keys from there."""

from __future__ import annotations

import random

import pytest
import shiboken6
from helpers import GAME_WINDOWS, against_computers, wait_for_human
from PySide6.QtCore import QMetaMethod, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication

from desktop_app.ai.registry import make_bot
from desktop_app.views.kit.board_keys import ARROWS, BoardKeyboard, Target


def _tab_chain(qtbot, window) -> set[int]:
    """The widgets Tab stops at, found by pressing Tab (as a person does) round the window
    from the panel's first control: their C++ addresses."""
    first = window.actions.focus_target() or window
    first.setFocus(Qt.FocusReason.OtherFocusReason)
    found: set[int] = set()
    for _press in range(80):
        focus = QApplication.focusWidget()
        if focus is None:
            break
        found.add(shiboken6.getCppPointer(focus)[0])
        qtbot.keyClick(focus, Qt.Key.Key_Tab)
        if QApplication.focusWidget() is first:
            break
    return found


def _unreached_buttons(qtbot, window) -> list[str]:
    chain = _tab_chain(qtbot, window)
    missed = []
    for button in window.actions.findChildren(QAbstractButton):
        if not (button.isVisible() and button.isEnabled()) or shiboken6.getCppPointer(button)[0] in chain:
            continue
        if not button.isSignalConnected(QMetaMethod.fromSignal(button.clicked)):  # a picture (the plant up for auction)
            continue
        if button.objectName().startswith("press-"):  # Magic Lamp's race: each person's own key, named on it
            continue
        missed.append(button.objectName() or button.text() or type(button).__name__)
    return missed


def _same(a: Target, b: Target) -> bool:
    return a.same(b)


def _unreached_items(keys: BoardKeyboard) -> list[str]:
    """The clickable targets that Tab and the arrows never bring the ring to."""
    targets = keys.targets()
    if not targets:
        return []
    start: list[Target] = []
    keys.current = None
    keys.enter(True)
    while keys.current is not None and not any(_same(keys.current, t) for t in start):
        start.append(keys.current)
        if not keys.tab(True):
            break
    seen = list(start)
    todo = list(start)
    while todo:
        here = todo.pop()
        for dx, dy in ARROWS.values():
            keys.current = here
            keys.move(dx, dy)
            there = keys.current
            if there is not None and not any(_same(there, t) for t in seen):
                seen.append(there)
                todo.append(there)
    keys._put(None)
    return [
        target.item.description.split("\n")[0] or type(target.item).__name__
        for target in targets
        if target.item.clickable and not any(_same(target, t) for t in seen)
    ]


@pytest.mark.parametrize("game_id", list(GAME_WINDOWS))
def test_every_choice_of_every_decision_is_reached_by_keys(qtbot, game_id):
    window = against_computers(qtbot, game_id)
    controller = window.controller
    missed: dict[str, set[str]] = {}
    for step in range(14):
        QApplication.processEvents()
        wait_for_human(qtbot, controller)
        qtbot.wait(30)
        if controller.is_over():
            break
        for name in _unreached_buttons(qtbot, window):
            missed.setdefault("panel", set()).add(name)
        for keys in window.board_keys:
            for name in _unreached_items(keys):
                missed.setdefault(type(keys.view).__name__, set()).add(name)
        player = controller.current_player()
        bot = make_bot(controller.game.id, "heuristic")
        controller.submit(bot.choose(controller.observation_for(player), random.Random(step)))
    controller.shutdown()

    assert not missed, missed
