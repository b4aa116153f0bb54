"""Power Butler's panel says the rules' refusals in the player's language (views/power_butler/
panel_words.py, the panel's words under its own context): every refusal code the rules give a
payment or a reroll, in 繁體中文 with no English left, and the panel says the same."""

from __future__ import annotations

import re

import pytest

from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_butler.game import POWER_BUTLER
from desktop_app.rules.power_butler.state import PowerButlerOptions
from desktop_app.views.power_butler.panel_words import refusal_words
from desktop_app.views.power_butler.panels import PowerButlerActionPanel

CODES = (
    "condition_missing",
    "not_enough_money",
    "face_blocked",
    "dice_not_available",
    "useless_die",
    "marker_already_there",
    "marker_returning",
    "wrong_dice",
    "marker_not_needed",
    "nothing_owed",
    "no_dice",
    "die_locked",
    "game_over",
    "something_new",  # a code the panel does not know: a general refusal
)


@pytest.mark.parametrize("code", CODES)
def test_every_refusal_is_said_in_chinese_and_the_panel_says_the_same(qtbot, chinese, content, code):
    controller = GameController(
        POWER_BUTLER, content, PowerButlerOptions(players=2, seed=3), [Seat("Ann"), Seat("Bo", "heuristic")]
    )
    panel = PowerButlerActionPanel(controller, content, "zh_TW")
    qtbot.addWidget(panel)
    state = controller.state
    error = IllegalAction(code, "why", face=1, appliance=state.appliance(state.market[0]).id, price=10, paid=8)
    said = refusal_words(content, "zh_TW", state, error)
    assert said and re.search(r"[\u4e00-\u9fff]", said) and not re.search(r"[A-Za-z]{2,}", said), said
    assert panel.refusal_text(error) == said
    controller.shutdown()
