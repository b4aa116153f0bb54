"""Player names (and pack text) are shown as plain text in every game window.

Issue 11: a player named `<h1 style='color:red'>X</h1><a href=…>` showed as a big red heading
and a clickable link in the Power Grid status bar and the Power Butler panel. Here every seat
carries markup, computer players play a few moves, and no label, log or tooltip reads it.
"""

from __future__ import annotations

import importlib

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QLabel, QTextEdit, QToolTip, QWidget

from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.views.plain_text import plain_tooltip

MARKUP = "<h1 style='color:red'>X</h1><a href='http://x'>y</a>"
GAMES = {
    "power-grid": "desktop_app.views.power_grid.window",
    "power-butler": "desktop_app.views.power_butler.window",
    "magic-lamp": "desktop_app.views.magic_lamp.window",
    "power-on": "desktop_app.views.power_on.window",
}


@pytest.mark.parametrize("game_id", list(GAMES))
def test_markup_in_names_is_never_rendered(qtbot, game_id):
    screens = importlib.import_module(GAMES[game_id]).SCREENS
    content = screens.load_content()
    seats = [Seat(f"{MARKUP}{i}", "heuristic") for i in range(2)]
    options = screens.game.options_from_json({"players": 2, "seed": 4})
    controller = GameController(screens.game, content, options, seats, bot_delay_ms=0)
    window = screens.window(controller, "en")
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    window.start()
    qtbot.waitUntil(lambda: len(controller.history) >= 6 or controller.is_over(), timeout=20_000)
    controller.pause()
    window.statusBar().showMessage(f"{MARKUP} to play")
    QApplication.processEvents()

    shown = [label for label in window.findChildren(QLabel) if "<h1" in label.text()]
    assert shown, "the names should appear in some label"
    for label in shown:
        assert label.textFormat() == Qt.TextFormat.PlainText, label.text()
    for log in window.findChildren(QTextEdit):
        assert "<a href" not in log.toHtml().replace("&lt;a href", "")  # any name in a log is escaped
    controller.shutdown()


def test_tooltips_with_markup_show_as_plain_text(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    widget.setToolTip(plain_tooltip(MARKUP + "\nsecond line"))
    widget.show()
    event = QHelpEvent(QEvent.Type.ToolTip, QPoint(1, 1), widget.mapToGlobal(QPoint(1, 1)))
    QApplication.sendEvent(widget, event)
    assert QToolTip.isVisible()
    assert "&lt;h1" in QToolTip.text() and "<h1" not in QToolTip.text()
    assert plain_tooltip("Coal: 3") == "Coal: 3"  # ordinary text is left alone
    QToolTip.hideText()
