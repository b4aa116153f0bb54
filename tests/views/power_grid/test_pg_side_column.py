"""Power Grid's right-hand column at a laptop's size: the players' cards, the decision panel and
the log share it, and the panel gets the room its controls need (a person bidding at 1280x800
must see the amount and its buttons without scrolling; they were cut off under the footer while
the players' cards left an empty strip above)."""

from __future__ import annotations

import random

from helpers import wait_for_human
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QAbstractScrollArea, QAbstractSpinBox, QApplication, QPushButton

from desktop_app.ai.registry import make_bot
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.power_grid.game import POWER_GRID
from desktop_app.views.power_grid.window import PowerGridWindow


def _clipped(window) -> list[str]:
    """The page's visible controls that are not wholly inside the panel's scrolled view."""
    page = window.actions.page
    area = next(w for w in window.actions.findChildren(QAbstractScrollArea) if w.isAncestorOf(page))
    viewport = area.viewport()
    limits = QRect(viewport.mapTo(window, QPoint(0, 0)), viewport.size())
    wrong = []
    for control in page.findChildren(QPushButton) + page.findChildren(QAbstractSpinBox):
        if control.isVisible() and not limits.contains(QRect(control.mapTo(window, QPoint(0, 0)), control.size())):
            wrong.append(getattr(control, "text", lambda: "")() or type(control).__name__)
    return wrong


def test_a_person_bidding_at_1280x800_sees_the_amount_and_its_buttons(qtbot):
    options = POWER_GRID.options_from_json({"players": 3, "seed": 4})
    seats = [Seat("Ann"), Seat("Bot B", "heuristic"), Seat("Bot C", "heuristic")]
    controller = GameController(POWER_GRID, POWER_GRID.load_content(), options, seats, bot_delay_ms=0)
    window = PowerGridWindow(controller, "zh_TW")
    qtbot.addWidget(window)
    window.set_speed("max", remember=False)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.start()
    bot = make_bot("power-grid", "heuristic")
    seen_bids = 0
    for _ in range(60):
        QApplication.processEvents()
        wait_for_human(qtbot, controller)
        qtbot.wait(30)
        if controller.is_over():
            break
        state = controller.state
        if state.auction_plant:  # a plant is up and the person is to bid or pass
            seen_bids += 1
            assert not _clipped(window), _clipped(window)
        controller.submit(bot.choose(controller.observation_for(0), random.Random(len(controller.history))))
        if seen_bids >= 3:
            break
    controller.shutdown()
    window.close()
    assert seen_bids >= 1
