"""The new-game dialog: seats, names, map, regions chosen on the small map, seed, and its size
at a laptop and at a 4K projector."""

from __future__ import annotations

import re

import pytest
from helpers import LEFT
from PySide6.QtCore import QPoint, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QCheckBox,
    QDialogButtonBox,
    QLabel,
    QLineEdit,
    QWidget,
)

from desktop_app.controllers.game_controller import Seat
from desktop_app.views.power_grid.new_game_dialog import PowerGridNewGameDialog
from desktop_app.views.theme import scale_for


@pytest.fixture
def dialog(qtbot, content):
    """The dialog over a laptop-sized window, shown."""
    parent = QWidget()
    parent.resize(1280, 800)
    qtbot.addWidget(parent)
    dialog = PowerGridNewGameDialog(content, "en", parent)
    dialog.show()
    qtbot.waitExposed(dialog)
    yield dialog  # the parent (and so the dialog) lives until the test ends
    parent.close()


def start_button(dialog: PowerGridNewGameDialog) -> QAbstractButton:
    return dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)


def visible_rows(dialog: PowerGridNewGameDialog) -> int:
    return sum(1 for _marker, _kind, name in dialog.seat_rows if name.isVisible())


def choose_manually(qtbot, dialog: PowerGridNewGameDialog, *regions: str) -> None:
    qtbot.mouseClick(dialog.regions_manual, LEFT)
    for region, check in dialog.region_checks.items():
        check.setChecked(region in regions)


def test_choosing_three_players_shows_three_seats_and_the_dialog_shrinks(qtbot, dialog):
    assert visible_rows(dialog) == 4
    qtbot.mouseClick(dialog.player_count.buttons[6], LEFT)
    assert visible_rows(dialog) == 6
    qtbot.wait(10)
    tall = dialog.height()
    qtbot.mouseClick(dialog.player_count.buttons[3], LEFT)
    assert dialog.player_count.value() == 3
    assert visible_rows(dialog) == 3
    qtbot.waitUntil(lambda: dialog.height() < tall)  # hidden rows leave no hole
    assert dialog.setup().options.players == 3


def test_a_human_and_two_computers_give_the_right_seats(qtbot, dialog):
    dialog.player_count.setValue(3)
    (_, _, name1), (_, kind2, _), (_, kind3, _) = dialog.seat_rows[:3]
    name1.setText("  Ann ")
    kind2.setCurrentIndex(kind2.findData("heuristic"))
    kind3.setCurrentIndex(kind3.findData("random"))
    assert dialog.problem_text() == ""
    assert dialog.setup().seats == [Seat("Ann", None), Seat("Computer 2", "heuristic"), Seat("Computer 3", "random")]


def test_changing_a_seat_to_human_renames_it_unless_a_name_was_typed(dialog):
    _marker, kind, name = dialog.seat_rows[1]
    kind.setCurrentIndex(kind.findData("human"))
    assert name.text() == "Player 2"
    name.setText("Mei")
    kind.setCurrentIndex(kind.findData("random"))
    assert name.text() == "Mei"


def test_regions_that_do_not_touch_disable_start_with_the_reason(qtbot, dialog):
    dialog.player_count.setValue(3)
    choose_manually(qtbot, dialog, "north", "central", "south")  # three islands of one region each
    problem = dialog.problem_text()
    assert "do not touch each other" in problem
    assert not start_button(dialog).isEnabled()
    assert start_button(dialog).toolTip() == problem
    assert dialog.problem.text() == problem
    dialog.region_checks["south"].setChecked(False)
    assert "(2 chosen)" in dialog.problem_text()
    dialog.region_checks["northwest"].setChecked(True)
    assert dialog.problem_text() == "" and start_button(dialog).isEnabled()
    assert dialog.setup().options.regions == ("north", "northwest", "central")


def test_clicking_a_region_on_the_map_toggles_it(qtbot, dialog):
    picker = dialog.region_picker
    point = picker.region_point("central")
    assert picker.region_at(point.toPointF()) == "central"
    qtbot.mouseClick(picker, LEFT, pos=point)
    assert not dialog.region_checks["central"].isChecked()  # chosen at random: the map only shows
    qtbot.mouseClick(dialog.regions_manual, LEFT)
    qtbot.mouseClick(picker, LEFT, pos=point)
    assert dialog.region_checks["central"].isChecked()
    assert "(1 chosen)" in dialog.problem_text()
    qtbot.mouseClick(picker, LEFT, pos=point)
    assert not dialog.region_checks["central"].isChecked()
    assert picker.region_at(QPoint(1, 1).toPointF()) is None  # the table round the island


def test_a_given_seed_is_used(dialog):
    dialog.seed_edit.setText(" 2024 ")
    assert dialog.setup().options.seed == 2024
    dialog.seed_edit.setText("")
    assert dialog.setup().options.seed > 0  # a fresh random one


@pytest.mark.parametrize("text", ["12a", "-3", "1.5", "seven"])
def test_a_seed_that_is_not_a_whole_number_is_refused(dialog, text):
    dialog.seed_edit.setText(text)  # not a whole number; with a letter, read as a same-deal code
    assert dialog.problem_text() in (
        "The seed must be a whole number, or a deal code (or left empty).",
        "The deal code does not work: type the whole code, for example PG-1A2B-3C4D.",
        "The deal code does not work: it should start with PG, PB, PO or ML (the game).",
    )
    assert not start_button(dialog).isEnabled()
    assert dialog.seed_edit.property("problem") is True


def test_duplicate_and_empty_names_are_refused(dialog):
    names = [name for _marker, _kind, name in dialog.seat_rows]
    names[0].setText("Ming")
    names[2].setText(" ming")
    assert dialog.problem_text() == "Two players are both called ming: give each a different name."
    assert not start_button(dialog).isEnabled()
    assert names[2].property("problem") is True and names[0].property("problem") is False
    names[2].setText("   ")
    assert dialog.problem_text() == "Player 3 needs a name."
    names[2].setText("Hua")
    assert dialog.problem_text() == "" and start_button(dialog).isEnabled()
    names[5].setText("Ming")  # a hidden seat (4 players) does not count
    assert dialog.problem_text() == ""


def test_maps_too_small_for_the_player_count_are_disabled_with_the_reason(dialog, content):
    north = dialog.map_choice.findData("north_taiwan")
    model = dialog.map_choice.model()
    dialog.player_count.setValue(3)
    dialog.map_choice.setCurrentIndex(north)
    assert model.item(north).isEnabled()
    assert len(dialog.region_checks) == 3
    dialog.player_count.setValue(5)
    assert not model.item(north).isEnabled()
    assert dialog.map_choice.itemText(north) == "North Taiwan (up to 3 players)"
    assert "too few for 5 players" in dialog.map_choice.itemData(north, Qt.ItemDataRole.ToolTipRole)
    assert dialog.map_choice.currentData() == content.default_map  # moved off the small map
    assert dialog.problem_text() == ""
    dialog.player_count.setValue(2)
    assert model.item(north).isEnabled() and dialog.map_choice.itemText(north) == "North Taiwan"


def _text_widgets(dialog: PowerGridNewGameDialog):
    return [
        w
        for w in dialog.findChildren(QWidget)
        if isinstance(w, (QLabel, QAbstractButton, QLineEdit)) and w.isVisibleTo(dialog)
    ]


@pytest.mark.parametrize("width, height", [(1280, 800), (3840, 2160)])
def test_the_dialog_fits_the_window_and_is_readable(qtbot, content, width, height):
    parent = QWidget()
    parent.resize(width, height)
    qtbot.addWidget(parent)
    dialog = PowerGridNewGameDialog(content, "en", parent)
    dialog.player_count.setValue(6)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.width() <= width and dialog.height() <= height * 0.95
    smallest = min(w.font().pixelSize() for w in _text_widgets(dialog))
    if width >= 3840:
        assert smallest >= 30  # nothing important under ~20 px on a projector
        assert dialog.region_picker.width() >= 500
    else:
        assert smallest >= 13


def test_without_a_parent_it_scales_for_the_screen(qtbot, content, qapp):
    dialog = PowerGridNewGameDialog(content, "en")
    qtbot.addWidget(dialog)
    assert dialog._scale <= scale_for(qapp.primaryScreen().availableGeometry().size())
    dialog._fit(QSize(1024, 768))  # a small laptop: shrinks a little to fit
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.width() <= 1024 and dialog.height() <= 768 * 0.95


def test_in_traditional_chinese_every_word_is_translated(qtbot, content, chinese):
    parent = QWidget()
    parent.resize(1280, 800)
    qtbot.addWidget(parent)
    dialog = PowerGridNewGameDialog(content, "zh_TW", parent)
    dialog.regions_manual.setChecked(True)
    dialog.region_checks["north"].setChecked(True)
    dialog.show()
    texts = [w.text() for w in _text_widgets(dialog) if w.text()]
    texts += [dialog.map_choice.itemText(i) for i in range(dialog.map_choice.count())]
    texts += [dialog.seat_rows[0][1].itemText(i) for i in range(3)]
    texts += [dialog.region_picker.describe("north"), dialog.windowTitle(), dialog.seed_edit.placeholderText()]
    english = [text for text in texts if re.search(r"[A-Za-z]{2,}", text)]
    assert not english, english
    assert "請選擇 4 個彼此相鄰的區域" in dialog.problem_text()
    assert all(isinstance(check, QCheckBox) for check in dialog.region_checks.values())
