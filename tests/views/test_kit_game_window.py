"""The game window written once (views/kit/game_window.py, issue 12): every game's window is the
kit's `GameWindow` with its pieces, the View menu offers zoom and presentation mode only where
the game says so, and each game remembers its computer players' speed under its own key."""

from __future__ import annotations

import importlib

import pytest
from PySide6.QtCore import QSettings

from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.views.kit.game_window import GameWindow

MODULES = {
    "power-grid": "desktop_app.views.power_grid.window",
    "power-butler": "desktop_app.views.power_butler.window",
    "magic-lamp": "desktop_app.views.magic_lamp.window",
    "power-on": "desktop_app.views.power_on.window",
}
# What the View menu offers, per game (issue 15: zoom and presentation mode in all four).
VIEW_MENU = {
    "power-grid": {"zoom": True, "presentation": True},
    "power-butler": {"zoom": True, "presentation": True},
    "magic-lamp": {"zoom": True, "presentation": True},
    "power-on": {"zoom": True, "presentation": True},
}
# Window code that lives in the kit only: no game's window writes it again.
KIT_ONLY = {"closeEvent", "resizeEvent", "set_speed", "_save_as", "_load", "_new_game", "_undo", "_redraw"}


def _window(qtbot, game_id: str) -> GameWindow:
    screens = importlib.import_module(MODULES[game_id]).SCREENS
    options = screens.game.options_from_json({"players": 2, "seed": 4})
    seats = [Seat("A", "heuristic"), Seat("B", "heuristic")]
    controller = GameController(screens.game, screens.load_content(), options, seats, bot_delay_ms=0)
    window = screens.window(controller, "en")
    qtbot.addWidget(window)
    return window


@pytest.mark.parametrize("game_id", list(MODULES))
def test_each_game_window_is_the_kit_window_with_its_pieces(game_id):
    module = importlib.import_module(MODULES[game_id])
    window = module.SCREENS.window
    assert issubclass(window, GameWindow)
    assert module.SCREENS.game.id == game_id
    again = KIT_ONLY & set(vars(window))
    assert not again, f"{window.__name__} writes kit code again: {sorted(again)}"
    for entry in ("open_game", "load_game", "continue_game", "demo_window"):
        assert callable(getattr(module, entry))


@pytest.mark.parametrize("game_id", list(MODULES))
def test_view_menu_offers_zoom_and_presentation_where_the_game_says(qtbot, game_id):
    window = _window(qtbot, game_id)
    texts = [action.text() for action in window.view_menu.actions()]
    assert ("Zoom &in" in texts) is VIEW_MENU[game_id]["zoom"]
    assert ("&Fit to window" in texts) is VIEW_MENU[game_id]["zoom"]
    assert ("&Presentation mode (large text)" in texts) is VIEW_MENU[game_id]["presentation"]
    assert "&Full screen" in texts
    window.controller.shutdown()


@pytest.mark.parametrize("game_id", list(MODULES))
def test_speed_is_remembered_under_the_games_own_key(qtbot, game_id):
    window = _window(qtbot, game_id)
    key = window.settings_key
    assert key == game_id.replace("-", "_") + "/bot_speed"
    others = {importlib.import_module(m).SCREENS.window.settings_key for m in MODULES.values()} - {key}
    before = {other: QSettings().value(other) for other in others}
    QSettings().remove(key)
    window.set_speed("fast")
    assert QSettings().value(key) == "fast"
    assert {other: QSettings().value(other) for other in others} == before
    window.controller.shutdown()
    again = _window(qtbot, game_id)
    assert again.speed == "fast" and again.speed_actions["fast"].isChecked()
    again.controller.shutdown()
    QSettings().remove(key)


@pytest.mark.parametrize("game_id", list(MODULES))
def test_f1_opens_the_rules_at_the_section_for_this_moment_of_the_game(qtbot, game_id):
    """Issue 14: F1 in a game window opens that game's rules at the section for the moment on
    screen, as the rules name the moment (GameDefinition.moment)."""
    window = _window(qtbot, game_id)
    window.controller.pause()
    window.show()
    qtbot.waitExposed(window)
    assert window.rules_action.shortcut().toString() == "F1"
    rules = window.show_rules()
    assert rules is not None and rules.isVisible()
    moment = window.game.moment(window.controller.state)
    assert rules.current == rules.reference.section_for_moment(moment).id
    assert moment in rules.reference.section(rules.current).moments
    rules.close()


@pytest.mark.parametrize("game_id", list(MODULES))
def test_a_message_said_for_a_while_takes_the_status_lines_place(qtbot, game_id):
    """Two texts drawn over each other in the status line (seen at 4K in Power On!)."""
    window = _window(qtbot, game_id)
    window.controller.pause()
    window.show()
    qtbot.waitExposed(window)
    window._say("a message")
    assert window.statusBar().currentMessage() == "a message" and not window.status.isVisible()
    window.statusBar().clearMessage()
    assert window.status.isVisible()
