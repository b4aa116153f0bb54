"""The hint card's "More": the imagined games' figures wait under it, the reason a child can
follow shows first (issue 26)."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from desktop_app.views.kit.hints import HintCard


def test_the_figures_wait_under_more_and_a_click_shows_them(qtbot):
    holder = QWidget()
    qtbot.addWidget(holder)
    holder.resize(800, 600)
    holder.show()
    card = HintCard(holder)
    card.set_text("Hint for Ann", "Pass", "Keep your money for cities.", "Thinking ahead: 58% against 41%.")
    card.show()
    assert card.reason_label.isVisible() and not card.more_label.isVisible()
    assert card.more_button.isVisible() and "More" in card.more_button.text()
    card.more_button.click()
    assert card.more_label.isVisible() and "58%" in card.more_label.text()
    card.set_text("Hint for Ann", "Roll", "See what you can buy.")
    assert not card.more_button.isVisible() and not card.more_label.isVisible()
