"""Power Butler's simple mode gets hints right for the mode (issue 26: "Power Butler's simple mode
gets hints about keeping picture dice, which are worthless there"). Seed 000 gives the simple
mode money only, no installation conditions, so a picture face buys nothing; the reasons there never speak
of keeping the pictures the shop needs."""

from __future__ import annotations

import random

from desktop_app.ai.hints import format_hint, hint
from desktop_app.ai.power_butler.heuristic import HeuristicBot
from desktop_app.rules.power_butler.state import Phase
from desktop_app.rules.registry import GAMES

GAME = GAMES["power-butler"]
STANDARD_ONLY = {"reroll", "keep_dice", "place_marker"}


def _decisions(mode: str, seed: int, count: int):
    state = GAME.new_game(GAME.load_content(None), GAME.options_from_json({"players": 3, "seed": seed, "mode": mode}))
    bot = HeuristicBot()
    seen = 0
    while not GAME.is_over(state) and seen < count:
        player = GAME.current_player(state)
        observation = GAME.observation(state, player)
        if state.phase is Phase.REROLL:
            seen += 1
            yield observation, player
        state = GAME.apply(state, bot.choose(observation, random.Random(seen)))


def test_the_simple_modes_reroll_hints_never_speak_of_keeping_pictures():
    codes = set()
    for observation, _player in _decisions("simple", 3, 12):
        _action, reason = HeuristicBot().decide_with_reason(observation, random.Random(0))
        codes.add(reason.code)
        assert reason.code not in STANDARD_ONLY, reason
        for language in ("zh_TW", "en"):
            lead, _more = format_hint("power-butler", reason, language)
            assert "需要的圖案" not in lead and "a face an appliance" not in lead and "of each face" not in lead
    assert "reroll_simple" in codes


def test_the_simple_modes_expert_hint_leads_with_a_simple_mode_reason():
    observation, player = next(iter(_decisions("simple", 3, 3)))
    given = hint("power-butler", observation, player, rollouts=12)
    assert given.reason.code not in STANDARD_ONLY


def test_the_standard_mode_still_keeps_one_of_each_needed_picture():
    codes = {
        HeuristicBot().decide_with_reason(obs, random.Random(0))[1].code for obs, _p in _decisions("standard", 3, 12)
    }
    assert codes & {"reroll", "keep_dice"}
