"""Hints in the window, the kit's part (issue 14: "A Hint button (and H) in every game window on a
human's turn ... the suggested move is highlighted on the board ... The new-game dialog can turn
hints off per game (a teacher's choice); the scoreboard shows the hints each player used").

Each game's own wording and rings are tested in tests/views/<game>/test_hints.py; here the kit:
the button and the key, who may ask, the count kept in the save, hints off, the end screen's
line, a bot that fails to hint, and the rings themselves.
"""

from __future__ import annotations

import threading
import time

from helpers import ask_hint, show_window, wait_for_human
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QPushButton, QWidget

from desktop_app.ai.hints import hint as real_hint
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.views.kit.hints import HintDisplay, HintRing, HintTargets
from desktop_app.views.kit.items import BoardItem
from desktop_app.views.power_butler.window import SCREENS


def _controller(seats: list[Seat] | None = None, seed: int = 4) -> GameController:
    options = SCREENS.game.options_from_json({"players": 2, "seed": seed})
    seats = seats or [Seat("Ann"), Seat("Bot", "heuristic")]
    return GameController(SCREENS.game, SCREENS.load_content(), options, seats, bot_delay_ms=0)


def _window(qtbot, controller: GameController, language: str = "en"):
    window = show_window(qtbot, SCREENS.window(controller, language), speed="max")
    window.think_ms = None  # a fixed number of imagined games: the same hint each time, quickly
    window.start()
    return window


def test_h_key_shows_a_hint_for_the_person_to_move_and_counts_it_once(qtbot):
    controller = _controller()
    window = _window(qtbot, controller)
    wait_for_human(qtbot, controller)
    assert window.hint_button.isEnabled() and window.hint_button.isVisible()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_H)
    card = window.hint_display.card
    qtbot.waitUntil(lambda: window.shown_hint is not None, timeout=10_000)  # thought out on the worker
    assert card.isVisible() and "Ann" in card.heading.text()
    assert card.reason_label.text().strip()
    assert window.statusBar().currentMessage().strip()
    assert controller.hints_used == [1, 0]
    window.show_hint()  # asked again for the same decision: still one hint
    assert controller.hints_used == [1, 0]


def test_hint_is_refused_in_words_on_a_computer_players_turn(qtbot):
    controller = _controller([Seat("Bot A", "heuristic"), Seat("Bot B", "heuristic")])
    window = SCREENS.window(controller, "en")  # not started: the first computer player is to move
    show_window(qtbot, window)
    assert not window.hint_button.isEnabled()
    assert window.hint_button.toolTip() == window.hint_refusal() != ""
    assert window.show_hint() is None
    assert window.statusBar().currentMessage() == window.hint_refusal()
    assert not window.hint_display.card.isVisible()
    assert controller.hints_used == [0, 0]


def test_hints_turned_off_hide_the_button_and_the_key_says_why(qtbot):
    controller = _controller()
    controller.hints_enabled = False
    window = _window(qtbot, controller)
    wait_for_human(qtbot, controller)
    assert not window.hint_button.isVisible() and not window.hint_action.isVisible()
    assert window.show_hint() is None
    assert "turned off" in window.statusBar().currentMessage()
    assert controller.hints_used == [0, 0]


def test_a_hint_clears_when_the_game_moves_on(qtbot):
    controller = _controller()
    window = _window(qtbot, controller)
    wait_for_human(qtbot, controller)
    shown = ask_hint(qtbot, window)
    assert shown is not None and window.hint_display.showing
    assert controller.submit(shown.action)
    assert not window.hint_display.showing


def test_hints_used_and_hints_off_are_kept_in_the_save(qtbot, tmp_path):
    controller = _controller()
    window = _window(qtbot, controller)
    wait_for_human(qtbot, controller)
    ask_hint(qtbot, window)
    controller.hints_enabled = False
    path = tmp_path / "game.json"
    controller.save_to(path)
    again = GameController.from_save(path, {SCREENS.game.id: SCREENS.game})
    assert again.hints_used == [1, 0]
    assert again.hints_enabled is False


def test_a_save_without_a_session_opens_with_hints_on_and_none_used(tmp_path):
    controller = _controller()
    data = controller.save_data()
    data.session = {"hints": "yes", "hints_used": [-3, "x"]}  # unreadable: the defaults
    from desktop_app.rules.common.save import write_save

    path = tmp_path / "odd.json"
    write_save(path, data)
    again = GameController.from_save(path, {SCREENS.game.id: SCREENS.game})
    assert again.hints_enabled is True and again.hints_used == [0, 0]


def test_the_end_screen_says_the_hints_each_person_used(qtbot):
    controller = _controller()
    controller.hints_used = [3, 0]
    window = _window(qtbot, controller)
    line = window._hints_used_line()
    assert line == "Hints used — Ann: 3"
    controller.hints_enabled = False
    assert window._hints_used_line() == ""


def test_a_hint_player_that_fails_costs_nothing_but_the_hint(qtbot, monkeypatch):
    controller = _controller()
    window = _window(qtbot, controller)
    wait_for_human(qtbot, controller)
    moves = len(controller.history)

    def broken(*_args, **_kwargs):
        raise RuntimeError("boom")

    monkeypatch.setattr("desktop_app.views.kit.hint_flow.hint", broken)
    assert ask_hint(qtbot, window) is None
    assert "No hint this time" in window.statusBar().currentMessage()
    assert not window.hint_display.showing and window.hint_button.isEnabled()
    assert len(controller.history) == moves and controller.is_human_turn()
    assert controller.hints_used == [0, 0]


def test_new_game_dialog_can_turn_hints_off(qtbot):
    dialog = SCREENS.new_game_dialog(SCREENS.load_content(), "en", None)
    qtbot.addWidget(dialog)
    assert dialog.setup(seed=1).hints is True
    dialog.hints_box.setChecked(False)
    assert dialog.setup(seed=1).hints is False


class _Item(BoardItem):
    def paint(self, painter, _option, _widget=None) -> None:
        painter.drawRect(self.rect)


def test_rings_go_round_the_items_and_widgets_of_the_move_and_leave_with_it(qtbot):
    window = QWidget()
    window.resize(600, 400)
    scene = QGraphicsScene()
    view = QGraphicsView(scene, window)
    view.resize(400, 400)
    item = _Item(50, 30)
    item.setPos(QPointF(100, 100))
    scene.addItem(item)
    button = QPushButton("Pass", window)
    button.move(450, 20)
    show_window(qtbot, window)
    display = HintDisplay(window, view)
    display.show("Hint for Ann", "Pass", "Nothing here is worth it.", HintTargets([(item, None)], [button]))
    rings = [x for x in scene.items() if isinstance(x, HintRing)]
    assert len(rings) == 1 and rings[0].ring.contains(item.mapRectToScene(item.rect))
    assert display.frame.isVisible() and display.frame.rects()[0].contains(button.geometry().center())
    assert display.card.isVisible() and display.card.reason_label.text() == "Nothing here is worth it."
    display.clear()
    assert not [x for x in scene.items() if isinstance(x, HintRing)]
    assert not display.frame.isVisible() and not display.card.isVisible()


def test_a_ringed_widget_the_panel_has_rebuilt_since_is_let_go(qtbot):
    window = QWidget()
    window.resize(400, 300)
    button = QPushButton("Build", window)
    show_window(qtbot, window)
    display = HintDisplay(window, window)
    display.show("Hint", "Build", "", HintTargets([], [button]))
    assert display.frame.rects()
    button.deleteLater()  # the page made a new Build button
    qtbot.wait(10)
    assert display.frame.rects() == []
    display.frame._track()  # the follow timer's tick: no error for the deleted button


class _SlowHintPlayer:
    """A hint player that thinks until it is let go or cancelled, then answers as the normal
    player does; it notes the thread it thought on and the cancel event it was given."""

    def __init__(self) -> None:
        self.let_go = threading.Event()
        self.threads: list[int] = []
        self.cancels: list[threading.Event] = []

    def __call__(self, game_id, observation, player=None, rng=None, bot=None, think_ms=None, cancel=None):
        self.threads.append(threading.get_ident())
        self.cancels.append(cancel)
        while not (self.let_go.is_set() or cancel.is_set()):
            time.sleep(0.002)
        return real_hint(game_id, observation, player, bot="heuristic")


def _thinking(qtbot, monkeypatch, window) -> _SlowHintPlayer:
    """Ask for a hint from a slow hint player; wait until the window shows it is thinking."""
    slow = _SlowHintPlayer()
    monkeypatch.setattr("desktop_app.views.kit.hint_flow.hint", slow)
    assert window.show_hint() is None and window.hint_thinking
    qtbot.waitUntil(lambda: window.hint_display.thinking, timeout=3000)
    return slow


def test_the_hint_is_thought_out_on_a_worker_while_the_window_answers_and_says_it_is_thinking(qtbot, monkeypatch):
    """Issue 16: "Hints use the expert where it is stronger"; the expert searches for its
    thinking time, so the window asks it off the GUI thread ("the window stays responsive")."""
    controller = _controller()
    window = _window(qtbot, controller)
    wait_for_human(qtbot, controller)
    slow = _thinking(qtbot, monkeypatch, window)
    assert slow.threads and slow.threads[0] != threading.get_ident(), "the hint player thought on the GUI thread"
    card, button = window.hint_display.card, window.hint_button
    assert card.isVisible() and card.move_label.text() == "Thinking…" and "Ann" in card.heading.text()
    assert not window.hint_display.rings and not window.hint_display.frame.targets
    assert button.text() == "Thinking…" and not button.isEnabled()
    window.legend_action.trigger()  # a menu command while the hint player thinks
    qtbot.waitUntil(lambda: window.legend is not None and window.legend.isVisible(), timeout=3000)
    assert window.hint_thinking and controller.hints_used == [0, 0], "counted only once it is shown"
    slow.let_go.set()
    qtbot.waitUntil(lambda: window.shown_hint is not None, timeout=5000)
    shown = window.shown_hint
    assert not window.hint_display.thinking and card.move_label.text() == shown.move
    assert button.text() == "Hint" and button.isEnabled() and controller.hints_used == [1, 0]
    assert window.show_hint() == shown and len(slow.threads) == 1, "asked again: the same answer at once"


def test_a_hint_being_thought_out_stops_at_once_when_the_position_changes(qtbot, monkeypatch):
    controller = _controller()
    window = _window(qtbot, controller)
    wait_for_human(qtbot, controller)
    move = real_hint(SCREENS.game.id, controller.observation_for(0), 0, bot="heuristic").action
    slow = _thinking(qtbot, monkeypatch, window)
    assert controller.submit(move)
    assert slow.cancels[0].is_set() and not window.hint_thinking
    qtbot.wait(50)  # whatever the worker still sends is dropped
    assert window.shown_hint is None and not window.hint_display.showing and controller.hints_used == [0, 0]


def test_a_hint_being_thought_out_stops_at_once_on_a_step_back_the_close_box_and_closing(qtbot, monkeypatch):
    """Undo and the classroom's step back rewind the same way (`history_did_rewind`)."""
    controller = _controller([Seat("Bot", "heuristic"), Seat("Ann")])  # a move to step back
    window = _window(qtbot, controller)
    wait_for_human(qtbot, controller)
    slow = _thinking(qtbot, monkeypatch, window)
    qtbot.mouseClick(window.hint_display.card.close_button, Qt.MouseButton.LeftButton)  # ×
    assert slow.cancels[-1].is_set() and not window.hint_thinking and not window.hint_display.showing
    slow = _thinking(qtbot, monkeypatch, window)
    assert controller.step_back()
    assert slow.cancels[-1].is_set() and not window.hint_thinking and not window.hint_display.showing
    controller.resume()
    wait_for_human(qtbot, controller)
    slow = _thinking(qtbot, monkeypatch, window)
    window.close()
    assert slow.cancels[-1].is_set() and window._hint_pool.activeThreadCount() == 0
    assert controller.hints_used == [0, 0]


def test_the_hint_card_and_rings_take_presentation_modes_look(qtbot):
    """Issue 15's presentation mode (F5) for a class at a projector: the hint's card and rings
    too (larger text, thicker rings), at once and for the next hint."""
    controller = _controller()
    window = _window(qtbot, controller)
    wait_for_human(qtbot, controller)
    shown = ask_hint(qtbot, window)
    assert shown is not None
    display = window.hint_display
    text_px = display.card.move_label.font().pixelSize()
    widths = [ring.width for ring in display.rings] + [display.frame.width_px] * bool(display.frame.targets)
    window.presentation_action.trigger()
    qtbot.waitUntil(lambda: display.card.move_label.font().pixelSize() > text_px, timeout=3000)
    assert display.card.isVisible() and display.card.move_label.text() == shown.move
    now = [ring.width for ring in display.rings] + [display.frame.width_px] * bool(display.frame.targets)
    assert widths and len(now) == len(widths) and all(b > a for a, b in zip(widths, now, strict=True))
    window.presentation_action.trigger()
    qtbot.waitUntil(lambda: display.card.move_label.font().pixelSize() == text_px, timeout=3000)
