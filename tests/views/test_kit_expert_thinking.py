"""A searching computer player in the window (issue 16: "The expert thinks on the controller's
worker, never the GUI thread: the window keeps answering (a test clicks a menu while the expert
thinks), shows that it is thinking, and stops at once on undo, close or a new game"; "Thinking
time: ... set by `--think-ms` on `simulate` and a setting in the app")."""

from __future__ import annotations

from helpers import show_window
from PySide6.QtCore import QSettings

from desktop_app.ai.registry import thinks
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.views.kit.window_menus import THINKING_KEY
from desktop_app.views.power_butler.window import SCREENS


def _window(qtbot, seats):
    options = SCREENS.game.options_from_json({"players": 2, "seed": 3})
    controller = GameController(SCREENS.game, SCREENS.load_content(), options, seats, bot_delay_ms=0)
    window = show_window(qtbot, SCREENS.window(controller, "en"))
    return window, controller


def test_the_window_answers_a_menu_while_the_expert_thinks_and_says_so(qtbot):
    window, controller = _window(qtbot, [Seat("Expert", "expert"), Seat("Ann")])
    expert = controller.bots[0]
    assert thinks(expert)
    expert.think_ms = 600_000  # ten minutes: it is still thinking whatever this machine's speed
    window.start()
    qtbot.waitUntil(lambda: controller._thinking and len(controller.history) > 0, timeout=5000)
    window.legend_action.trigger()  # a menu command while the expert thinks
    qtbot.waitUntil(lambda: window.legend is not None and window.legend.isVisible(), timeout=3000)
    assert controller._thinking, "the window answered while the expert was still thinking"
    assert "Expert" in window.status.text()  # the status line names who is thinking
    window.close()  # and closing stops the search at once (not in ten minutes)
    assert controller._cancel.is_set() and controller._pool.activeThreadCount() == 0


def test_going_back_a_move_stops_a_thinking_expert(qtbot):
    """Undo and the classroom's step back rewind the same way (the controller cancels the search
    before it rewinds); Power Butler's expert thinks only after a roll, which undo may not pass,
    so the step back shows it."""
    window, controller = _window(qtbot, [Seat("Expert", "expert"), Seat("Bot", "normal")])
    controller._bots[0].think_ms = 600_000
    window.start()
    qtbot.waitUntil(lambda: controller._thinking and len(controller.history) > 0, timeout=5000)
    moves = len(controller.history)
    assert controller.step_back()
    assert controller._cancel.is_set() and len(controller.history) == moves - 1
    qtbot.waitUntil(lambda: not controller._thinking, timeout=5000)  # the search has stopped
    controller.shutdown()


def test_the_experts_thinking_time_is_a_setting_remembered_for_every_game(qtbot):
    window, controller = _window(qtbot, [Seat("Ann"), Seat("Expert", "expert")])
    assert set(window.thinking_actions) == {500, 1000, 1500}
    window.thinking_actions[1500].trigger()
    assert controller.bots[1].think_ms == 1500
    assert int(QSettings().value(THINKING_KEY)) == 1500
    again, other = _window(qtbot, [Seat("Ann"), Seat("Expert", "expert")])
    assert other.bots[1].think_ms == 1500 and again.thinking_actions[1500].isChecked()
    QSettings().remove(THINKING_KEY)
    controller.shutdown()
    other.shutdown()


def test_the_thinking_time_is_offered_only_where_an_expert_plays(qtbot):
    window, controller = _window(qtbot, [Seat("Ann"), Seat("Bot", "normal")])
    menu_action = next(iter(window.thinking_actions.values())).parent().menuAction()
    assert not menu_action.isVisible()
    controller.shutdown()


def test_a_demo_game_with_experts_plays_to_the_end(tmp_path):
    """The issue's "a demo game with experts plays to the end" (the demo command, offscreen)."""
    from helpers import run_demo

    result = run_demo(
        "power-butler",
        *("--players", "2", "--bots", "expert,normal", "--think-ms", "20"),
        *("--seed", "4", "--speed", "max", "--exit-when-done"),
        tmp_path=tmp_path,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_demo_refuses_an_unknown_computer_player_in_one_line(tmp_path):
    from helpers import run_demo

    result = run_demo("power-butler", "--players", "2", "--bots", "genius", tmp_path=tmp_path)
    assert result.returncode == 2
    assert "unknown computer player 'genius'" in result.stderr and len(result.stderr.strip().splitlines()) == 1
