"""A chosen die on Power Butler's panel shows the keyboard on it (issue 26 item 8): the panel's
"chosen" rule came after the focus rule and hid it, so Tab onto a chosen die showed nothing."""

from __future__ import annotations

from focus_measure import focus_change
from helpers import against_computers, wait_for_human
from PySide6.QtWidgets import QPushButton


def test_a_chosen_die_under_the_keyboard_shows_the_focus_ring(qtbot):
    window = against_computers(qtbot, "power-butler")
    controller = window.controller
    wait_for_human(qtbot, controller)
    window.activateWindow()
    qtbot.waitActive(window)
    window.actions.press_default()  # roll the dice
    qtbot.waitUntil(lambda: window.actions.findChild(QPushButton, "die-0") is not None, timeout=5000)

    def free_dice() -> list[QPushButton]:
        found = [window.actions.findChild(QPushButton, f"die-{i}") for i in range(6)]
        return [d for d in found if d is not None and d.isVisible() and d.isEnabled()]

    qtbot.waitUntil(lambda: len(free_dice()) >= 2, timeout=5000)
    die, other = free_dice()[:2]
    die.click()
    qtbot.waitUntil(lambda: any(d.isChecked() for d in free_dice()), timeout=3000)
    die = next(d for d in free_dice() if d.isChecked())
    other = next(d for d in free_dice() if d is not die)
    share, ring = focus_change(qtbot, die, other)
    assert share >= 0.1 and ring >= 3, (share, ring)
    controller.shutdown()
