"""Power Butler bots: they return legal actions from the observation only, and finish games."""

from __future__ import annotations

import pytest

from desktop_app.ai.base import bot_rng
from desktop_app.ai.registry import bot_names, make_bot
from desktop_app.rules.power_butler import engine
from desktop_app.rules.power_butler.state import Mode, PowerButlerOptions
from desktop_app.rules.power_butler.views import observation


def _play(content, bots, seed, mode):
    s = engine.new_game(content, PowerButlerOptions(len(bots), seed, mode))
    rngs = [bot_rng(seed, p) for p in range(len(bots))]
    while not engine.is_over(s):
        p = engine.current_player(s)
        obs = observation(s, p)
        action = bots[p].choose(obs, rngs[p])
        assert action in engine.legal_actions(s), f"{bots[p].name} chose {action}"
        engine.apply_in_place(s, action)
        assert s.turn < 400
    return s


def test_registered():
    assert {"random", "heuristic", "normal", "beginner"} <= set(bot_names("power-butler"))


@pytest.mark.parametrize("mode", list(Mode))
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_bots_play_legal_actions_to_the_end(content, mode, players):
    bots = [make_bot("power-butler", "heuristic" if p % 2 == 0 else "random") for p in range(players)]
    for seed in range(3):
        s = _play(content, bots, seed, mode)
        assert s.winners


@pytest.mark.parametrize("mode", list(Mode))
def test_heuristic_beats_random(content, mode):
    wins = 0
    games = 20
    for seed in range(games):
        s = _play(content, [make_bot("power-butler", "heuristic"), make_bot("power-butler", "random")], seed, mode)
        wins += 0 in s.winners
    assert wins >= 16


def test_bots_see_no_deck(content):
    """A bot is handed the observation: deck orders masked, no seed."""
    s = engine.new_game(content, PowerButlerOptions(3, 5))
    obs = observation(s, 0)
    assert obs.options.seed == -1 and set(obs.deck) == {-3}
