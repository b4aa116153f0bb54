"""Hints in the window, the kit's part (issue 14: "A Hint button (and H) in every game window on a
human's turn ... the suggested move is highlighted on the board ... The new-game dialog can turn
hints off per game (a teacher's choice); the scoreboard shows the hints each player used").

Each game's own wording and rings are tested in tests/views/<game>/test_hints.py; here the kit:
the button and the key, who may ask, the count kept in the save, hints off, the end screen's
line, a bot that fails to hint, and the rings themselves.
"""

from __future__ import annotations

from helpers import show_window, wait_for_human
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QPushButton, QWidget

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
    qtbot.waitUntil(card.isVisible, timeout=3000)
    assert "Ann" in card.heading.text()
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
    shown = window.show_hint()
    assert shown is not None and window.hint_display.showing
    assert controller.submit(shown.action)
    assert not window.hint_display.showing


def test_hints_used_and_hints_off_are_kept_in_the_save(qtbot, tmp_path):
    controller = _controller()
    window = _window(qtbot, controller)
    wait_for_human(qtbot, controller)
    window.show_hint()
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
    assert window.show_hint() is None
    assert "No hint this time" in window.statusBar().currentMessage()
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
