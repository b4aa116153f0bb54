"""Same deal for every table in the window (issue 15: "a short code (the seed and options) that
another computer types in to deal the same game; the lesson page shows the code so results from
tables can be compared")."""

from __future__ import annotations

from helpers import show_window
from PySide6.QtWidgets import QApplication, QDialogButtonBox, QLabel

from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.common.deal_code import code_for
from desktop_app.views.power_butler.window import SCREENS


def _dialog(qtbot):
    dialog = SCREENS.new_game_dialog(SCREENS.load_content(), "en", None)
    qtbot.addWidget(dialog)
    return dialog


def _code(players: int, seed: int, **extra) -> str:
    game = SCREENS.game
    options = game.options_from_json({"players": players, "seed": seed, **extra}).to_json()
    return code_for(game.id, options, game.options_from_json)


def test_a_typed_deal_code_deals_that_game_with_its_players_and_options(qtbot):
    dialog = _dialog(qtbot)
    dialog.seed_edit.setText(_code(4, 31337, mode="simple"))
    assert dialog.problem_text() == ""
    assert dialog.player_count.value() == 4 and not dialog.player_count.isEnabled()
    setup = dialog.setup()
    assert (
        setup.options.to_json()
        == SCREENS.game.options_from_json({"players": 4, "seed": 31337, "mode": "simple"}).to_json()
    )
    assert len(setup.seats) == 4
    dialog.seed_edit.clear()  # the players are the dialog's again
    assert dialog.player_count.isEnabled()
    dialog.seed_edit.setText("12x")  # neither a seed nor a code
    assert "mistyped" in dialog.problem_text() or "does not work" in dialog.problem_text()
    dialog.seed_edit.setText("-3")
    assert "whole number" in dialog.problem_text()


def test_a_wrong_deal_code_says_why_and_plays_nothing(qtbot):
    dialog = _dialog(qtbot)
    start = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    code = _code(3, 8)
    dialog.seed_edit.setText(code[:-1] + ("2" if code[-1] != "2" else "3"))
    assert "mistyped" in dialog.problem_text() and not start.isEnabled()
    dialog.seed_edit.setText("PG" + code[2:])
    assert dialog.problem_text() == "This deal code is for another game." and not start.isEnabled()
    dialog.seed_edit.setText(code)
    assert dialog.problem_text() == "" and start.isEnabled()


def test_the_window_shows_its_deal_code_and_the_end_screen_names_it(qtbot):
    options = SCREENS.game.options_from_json({"players": 2, "seed": 99})
    controller = GameController(
        SCREENS.game, SCREENS.load_content(), options, [Seat("Ann"), Seat("Bot", "heuristic")], bot_delay_ms=0
    )
    window = show_window(qtbot, SCREENS.window(controller, "en"))
    code = window.deal_code()
    assert code == _code(2, 99) and code.startswith("PB-")
    box = window.show_deal_code()
    assert code in box.text()
    copy = next(b for b in box.buttons() if b.text() == "Copy the code")
    copy.click()
    assert QApplication.clipboard().text() == code
    controller.shutdown()
    window.close()


def test_the_end_screen_names_the_deal_code(qtbot):
    options = SCREENS.game.options_from_json({"players": 2, "seed": 99})
    seats = [Seat("A", "heuristic"), Seat("B", "heuristic")]
    controller = GameController(SCREENS.game, SCREENS.load_content(), options, seats, bot_delay_ms=0)
    window = show_window(qtbot, SCREENS.window(controller, "en"), speed="max")
    code = window.deal_code()
    with qtbot.waitSignal(controller.game_did_end, timeout=60_000):
        window.start()
    qtbot.waitUntil(lambda: window.scoreboard is not None, timeout=5000)
    notes = [label.text() for label in window.scoreboard.findChildren(QLabel) if label.objectName() == "score_note"]
    assert any(code in note for note in notes), notes
    controller.shutdown()
