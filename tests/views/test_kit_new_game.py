"""The one new-game dialog (views/kit/new_game.py) every game opens: the same words for a
person's seat, only computer players the ai registry offers, names checked the same way, a seed
for a class, and sized for the window it opens over."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QWidget

from desktop_app.ai.registry import bot_names
from desktop_app.content.loader import load_power_grid
from desktop_app.views.kit.new_game import HUMAN
from desktop_app.views.magic_lamp.new_game_dialog import MagicLampNewGameDialog
from desktop_app.views.power_butler.new_game_dialog import PowerButlerNewGameDialog
from desktop_app.views.power_grid.new_game_dialog import PowerGridNewGameDialog
from desktop_app.views.power_on.new_game_dialog import PowerOnNewGameDialog

GAMES = ["magic_lamp", "power_butler", "power_on", "power_grid"]


def _dialog(qtbot, game: str, parent: QWidget | None = None):
    if game == "power_grid":
        dialog = PowerGridNewGameDialog(load_power_grid(), "en", parent)
    else:
        kind = {
            "magic_lamp": MagicLampNewGameDialog,
            "power_butler": PowerButlerNewGameDialog,
            "power_on": PowerOnNewGameDialog,
        }[game]
        dialog = kind("en", parent)
    if parent is None:
        qtbot.addWidget(dialog)
    return dialog


def _play(dialog):
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


@pytest.mark.parametrize("game", GAMES)
def test_every_game_words_a_persons_seat_the_same_and_offers_only_registered_computer_players(qtbot, game):
    dialog = _dialog(qtbot, game)
    kinds = [dialog.kinds[0].itemData(i) for i in range(dialog.kinds[0].count())]
    assert kinds[0] == HUMAN and dialog.kinds[0].itemText(0) == "Person at this computer"
    assert set(kinds[1:]) <= set(bot_names(dialog.entry.save_id)) and len(kinds) > 1
    assert _play(dialog).text() == "Play"


@pytest.mark.parametrize("game", GAMES)
def test_two_seats_with_one_name_or_a_seat_without_one_cannot_play(qtbot, game):
    dialog = _dialog(qtbot, game)
    dialog.names[0].setText("Ann")
    dialog.names[1].setText(" ann ")
    assert dialog.problem_text() == "Two players are both called ann: give each a different name."
    assert not _play(dialog).isEnabled() and dialog.names[1].property("problem") is True
    dialog.names[1].setText("")
    assert dialog.problem_text() == "Player 2 needs a name."
    dialog.names[1].setText("Bo")
    assert dialog.problem_text() == "" and _play(dialog).isEnabled()
    assert dialog.problem.text().startswith("Ready:")


@pytest.mark.parametrize("game", GAMES)
def test_a_typed_seed_deals_that_game_and_an_explicit_one_wins(qtbot, game):
    dialog = _dialog(qtbot, game)
    dialog.seed_edit.setText(" 42 ")
    assert dialog.setup().options.seed == 42
    assert dialog.setup(7).options.seed == 7
    dialog.seed_edit.setText("4x")
    assert not _play(dialog).isEnabled()


@pytest.mark.parametrize("game", GAMES)
def test_a_seed_no_deal_code_can_carry_is_refused_in_the_field(qtbot, game):
    """Issue 22: a seed at or above 2^53 was dealt, then "Same deal for another table", the
    lesson page and the end screen failed with an uncaught DealCodeError."""
    dialog = _dialog(qtbot, game)
    dialog.seed_edit.setText(str(2**53))
    assert dialog.problem_text() == "The seed is too large: the largest is 9007199254740991."
    assert not _play(dialog).isEnabled() and dialog.seed_edit.property("problem") is True
    dialog.seed_edit.setText("9" * 200)
    assert not _play(dialog).isEnabled()
    dialog.seed_edit.setText(str(2**53 - 1))
    assert dialog.problem_text() == "" and dialog.setup().options.seed == 2**53 - 1
    dialog.seed_edit.setText("４２")  # full-width digits, as a Chinese input method types them
    assert dialog.problem_text() == "" and dialog.setup().options.seed == 42
    dialog.seed_edit.setText("²")  # a digit to str.isdigit(), and int() refuses it
    assert not _play(dialog).isEnabled()


@pytest.mark.parametrize("game", GAMES)
def test_over_a_4k_window_the_dialog_is_drawn_for_a_projector_and_fits(qtbot, game):
    parent = QWidget()
    parent.resize(3840, 2160)
    qtbot.addWidget(parent)
    dialog = _dialog(qtbot, game, parent)
    dialog.player_count.setValue(dialog.players[1])
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog._scale >= 2.0
    assert min(name.font().pixelSize() for name in dialog.names) >= 30
    assert dialog.width() <= 3840 and dialog.height() <= 2160 * 0.95
    parent.close()
