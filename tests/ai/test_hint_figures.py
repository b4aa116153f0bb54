"""Hints lead with a reason a child can follow; the imagined games' figures go under "more"
(issue 26: 「共 179 局，這一步領先的機會約 58%，一般的走法只有 41%」 or 「共 33 局，這一步大約有 13 局領先」,
which reads like a losing move)."""

from __future__ import annotations

import pytest

from desktop_app.ai.base import Reason
from desktop_app.ai.hints import FIGURES, format_hint, format_reason
from desktop_app.ai.search import SEARCH_KEPT, SEARCHED_BETTER, SEARCHED_LEAD
from desktop_app.content.loader import load_hints

GAMES = ("power-grid", "power-butler", "power-on", "magic-lamp")


@pytest.mark.parametrize("game_id", GAMES)
def test_a_kept_move_says_its_reason_first_and_the_figures_apart(game_id):
    base = {
        "power-grid": Reason("decline_no_plant"),
        "power-butler": Reason("roll"),
        "power-on": Reason("stack", {"height": 3}),
        "magic-lamp": Reason("only_move"),
    }[game_id]
    kept = Reason(base.code, base.params, also=(Reason(SEARCH_KEPT, {"games": 33, "won": 13, "others": 4}),))
    for language in ("zh_TW", "en"):
        lead, more = format_hint(game_id, kept, language)
        assert lead == format_reason(game_id, base, language), "the normal player's reason alone leads"
        assert "33" in more and "33" not in lead
        assert "13" not in more, "no count of games 'ahead' that reads like a losing move"


@pytest.mark.parametrize("game_id", GAMES)
def test_another_move_than_the_usual_leads_with_words_and_keeps_the_percentages_for_more(game_id):
    better = Reason(SEARCHED_LEAD, also=(Reason(SEARCHED_BETTER, {"games": 179, "chance": 0.58, "usual": 0.41}),))
    for language in ("zh_TW", "en"):
        lead, more = format_hint(game_id, better, language)
        assert lead and "%" not in lead and "179" not in lead
        assert "58%" in more and "41%" in more and "179" in more


@pytest.mark.parametrize("folder", ["power_grid", "power_butler", "power_on", "magic_lamp"])
def test_no_figures_sentence_counts_the_games_a_move_came_out_ahead(folder):
    sentences = load_hints(folder)
    for code in FIGURES:
        for language in ("zh_TW", "en"):
            assert "{won" not in sentences.reasons[code].get(language)


def test_a_seat_named_in_a_reason_is_said_by_its_name():
    """Magic Lamp's "name who may take a treasure": the player the table shows by name, not a
    seat number a child must count out (the E and the hint card pass the seats' names)."""
    reason = Reason("name_thief", {"player": 3, "score": 4})
    names = ["小明", "小美", "阿華"]
    assert "阿華" in format_reason("magic-lamp", reason, "zh_TW", names)
    assert "Hua" in format_hint("magic-lamp", reason, "en", ["Ming", "Mei", "Hua"])[0]
    assert "3" in format_reason("magic-lamp", reason, "en"), "without names the number stays"
