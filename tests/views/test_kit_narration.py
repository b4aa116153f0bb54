"""views/kit/narration.py: the one way every game fills a translated text and makes plurals."""

from __future__ import annotations

from desktop_app.controllers.game_controller import Seat
from desktop_app.views.kit.narration import Narrator, fill, plural, seat_label


def test_fill_puts_each_argument_in_its_place():
    assert fill("%1 pays %2 for %3", "Ann", 12, "plant 13") == "Ann pays 12 for plant 13"
    assert fill("%2 before %1", "a", "b") == "b before a"


def test_fill_does_not_fill_a_player_name_again():
    # Sequential str.replace turned a player named "%2" into the second argument.
    assert fill("%1 gives %2 a card", "%2", "Bo") == "%2 gives Bo a card"


def test_fill_leaves_a_placeholder_with_no_argument():
    assert fill("%1 and %2", "x") == "x and %2"


def test_plural_english_singulars_and_plurals():
    assert plural("%n card(s)", 1) == "1 card"
    assert plural("%n card(s)", 3) == "3 cards"
    assert plural("%n box(es)", 1) == "1 box" and plural("%n box(es)", 2) == "2 boxes"
    assert plural("Keep 1 dice", 1) == "Keep 1 die"
    assert plural("%n 張牌", 1) == "1 張牌"


def test_narrator_names_a_seat_and_no_seat():
    words = Narrator(None, [Seat("Ann"), Seat("Bo", "heuristic")], "zh_TW")
    assert words.name(1) == "Bo"
    assert words.name(-1) == "?" and words.chinese


def test_every_game_words_a_seat_the_same_way(chinese):
    assert seat_label(Seat("Ann")) == "玩家"
    assert seat_label(Seat("B", "heuristic")) == "電腦"
    assert seat_label(Seat("C", "expert")) == "電腦（高手）"
