"""Measuring a keyboard focus on screen (issue 26 item 8): WCAG contrast between colours, and
how much of a button its focus changes (a thin edge is missed at a glance, a fill is not)."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractButton, QWidget


def luminance(colour: QColor) -> float:
    """WCAG 2 relative luminance."""

    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def contrast(a: QColor, b: QColor) -> float:
    """WCAG 2 contrast ratio (1 to 21)."""
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def focus_change(qtbot, button: QAbstractButton, elsewhere: QWidget) -> tuple[float, int]:
    """(the share of the button's pixels its focus changes, the widest run of pixels at its
    left edge standing out 3:1 from its unfocused fill), the focus taken from `elsewhere`."""
    elsewhere.setFocus()
    qtbot.wait(20)
    before = button.grab().toImage()
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)
    qtbot.wait(20)
    after = button.grab().toImage()
    w, h = before.width(), before.height()
    changed = sum(1 for x in range(w) for y in range(h) if before.pixel(x, y) != after.pixel(x, y))
    fill = QColor(before.pixel(w // 2, 2 * h // 3))
    run = best = 0
    for x in range(w // 2):
        if contrast(QColor(after.pixel(x, h // 2)), fill) >= 3.0:
            run += 1
            best = max(best, run)
        elif best:
            break
    return changed / (w * h), best
