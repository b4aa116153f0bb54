"""The controller's part of the classroom (issue 15: "Backspace steps back one action (a teacher
re-explains), E shows large 'why' text for the action just played (the bots' explanations from
the hints)"): computer players' records carry their reasons without changing play, and
`step_back` rewinds exactly one action, whoever played it."""

from __future__ import annotations

import pytest

from desktop_app.ai.base import Reason
from desktop_app.ai.hints import format_reason
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.registry import GAMES

# each game, with a player count it allows
GAME_PLAYERS = {"power-grid": 3, "power-butler": 3, "power-on": 3, "magic-lamp": 3}


def _controller(game_id: str, explain: bool, seed: int = 11) -> GameController:
    game = GAMES[game_id]
    options = game.options_from_json({"players": GAME_PLAYERS[game_id], "seed": seed})
    seats = [Seat(f"Bot {n}", "heuristic") for n in range(GAME_PLAYERS[game_id])]
    controller = GameController(game, game.load_content(), options, seats, bot_delay_ms=0)
    controller.explain_moves = explain
    return controller


def _play(qtbot, controller: GameController, moves: int) -> None:
    controller.start()
    qtbot.waitUntil(lambda: len(controller.history) >= moves or controller.is_over(), timeout=60_000)
    controller.pause()
    qtbot.wait(20)


@pytest.mark.parametrize("game_id", list(GAME_PLAYERS))
def test_explained_moves_carry_their_reasons_and_play_the_same_game(qtbot, game_id):
    plain, explained = _controller(game_id, False), _controller(game_id, True)
    _play(qtbot, plain, 25)
    _play(qtbot, explained, 25)
    moves = min(len(plain.history), len(explained.history))
    assert moves >= 20
    assert [r.action for r in plain.history[:moves]] == [r.action for r in explained.history[:moves]]
    assert all(r.reason is None for r in plain.history)
    reasons = [r.reason for r in explained.history[:moves] if r.reason is not None]
    assert len(reasons) >= moves // 2, "most computer moves say why"
    for reason in reasons:
        assert isinstance(reason, Reason)
        assert format_reason(game_id, reason, "zh_TW").strip() and format_reason(game_id, reason, "en").strip()
    plain.shutdown()
    explained.shutdown()


def test_step_back_rewinds_exactly_one_action_whoever_played_it(qtbot):
    controller = _controller("power-grid", True)
    _play(qtbot, controller, 6)
    played = controller.history
    with qtbot.waitSignal(controller.history_did_rewind, timeout=2000):
        assert controller.step_back()
    assert controller.history == played[:-1]
    assert controller.state is played[-1].before
    assert controller.paused
    while controller.history:
        controller.step_back()
    assert not controller.step_back()  # the start of the game: nothing before it
    with qtbot.waitSignal(controller.action_did_apply, timeout=10_000):
        controller.step()  # and play goes on from there
    assert len(controller.history) == 1
    controller.shutdown()


def test_an_explained_expert_searches_once_a_move_and_says_why(qtbot):
    """The classroom's "why?" for a searching player: its decide_with_reason makes the move (the
    same its choose would); a second timed search might differ and cost the time twice."""
    game = GAMES["power-butler"]
    options = game.options_from_json({"players": 2, "seed": 5})
    controller = GameController(
        game, game.load_content(), options, [Seat("A", "expert"), Seat("B", "expert")], bot_delay_ms=0
    )
    controller.explain_moves = True
    for bot in controller._bots.values():
        bot.max_rollouts = 6

        def refuse(*_args):
            raise AssertionError("choose searched a second time")

        bot.choose = refuse
    _play(qtbot, controller, 12)
    assert len(controller.history) >= 12
    assert all(isinstance(r.reason, Reason) for r in controller.history[:12])
    controller.shutdown()
