"""Power Grid's panel buttons show the keyboard's place at a glance (issue 26 item 8): their own
style sheet had no focus rule, so a focused button differed from the others by Qt's faint
dotted text frame only. Now, as on every game's panel, an ink ring of 3 px or more and the
focus fill, on a plain button and on the blue main-action one."""

from __future__ import annotations

from focus_measure import focus_change
from PySide6.QtWidgets import QHBoxLayout, QWidget

from desktop_app.views.power_grid.panels.common import make_button


def test_a_focused_power_grid_button_is_told_apart_at_a_glance(qtbot):
    holder = QWidget()
    qtbot.addWidget(holder)
    row = QHBoxLayout(holder)
    plain, primary, other = make_button("Pass", 1.0), make_button("Bid 5", 1.0, primary=True), make_button("x", 1.0)
    for button in (plain, primary, other):
        row.addWidget(button)
    holder.show()
    qtbot.waitExposed(holder)
    holder.activateWindow()
    qtbot.waitActive(holder)
    for button in (plain, primary):
        size = button.size()
        share, ring = focus_change(qtbot, button, other)
        assert share >= 0.5 and ring >= 3, (button.text(), share, ring)
        assert button.size() == size  # the ring takes the padding's place: nothing moves
