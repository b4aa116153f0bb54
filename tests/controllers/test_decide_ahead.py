"""GameController.decide_ahead: a computer player's answer asked early (a real-time race) is the
one it submits at its turn, drawn from its seeded RNG so the game replays."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from desktop_app.content.loader import load_magic_lamp
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.magic_lamp.game import MAGIC_LAMP
from desktop_app.rules.magic_lamp.state import MagicLampOptions, Phase


def _race_controller(seed: int) -> GameController:
    content = load_magic_lamp()
    seats = [Seat("Ann", "heuristic"), Seat("Bo", "heuristic"), Seat("Cy", "heuristic")]
    controller = GameController(MAGIC_LAMP, content, MagicLampOptions(3, seed), seats, bot_delay_ms=0)
    while controller.state.phase is Phase.CHOOSE:  # the dice, by each bot in turn
        player = controller.current_player()
        obs = controller.observation_for(player)
        action = controller._bots[player].choose(obs, controller._bot_rngs[player])
        controller._submit(player, action)
    return controller


def test_an_answer_decided_ahead_is_the_one_submitted(qtbot):
    controller = _race_controller(7)
    controller.pause()
    assert controller.state.phase is Phase.RACE
    ahead = {}
    for seat in range(3):
        obs = controller.observation_for(seat)
        obs.actor = seat
        ahead[seat] = controller.decide_ahead(seat, obs)
        assert controller.decide_ahead(seat, obs) is ahead[seat]  # asked once, kept
    for _ in range(3):
        with qtbot.waitSignal(controller.action_did_apply, timeout=5000) as blocker:
            controller.step()
        record = blocker.args[0]
        assert record.action == ahead[record.player]
    controller.shutdown()


def test_decide_ahead_is_none_for_a_human_seat(qtbot):
    content = load_magic_lamp()
    controller = GameController(MAGIC_LAMP, content, MagicLampOptions(2, 3), [Seat("Ann"), Seat("Bo", "heuristic")])
    assert controller.decide_ahead(0, controller.observation_for(0)) is None
    controller.shutdown()


def test_a_failure_about_a_position_the_game_has_left_stops_no_one(qtbot):
    """Issue 22 (a "computer player failed" box that stopped the table): a computer player that
    fails while thinking about a position undo has already left says nothing and stops no one;
    it thinks again about the position now."""
    import threading

    content = load_magic_lamp()
    controller = GameController(MAGIC_LAMP, content, MagicLampOptions(2, 4), [Seat("Ann"), Seat("Bo", "heuristic")])
    controller.set_bot_delay(0)
    real = controller.bots[1]
    going_on = threading.Event()

    class FailsOnce:
        name, level, calls = real.name, real.level, 0

        def choose(self, observation, rng):
            FailsOnce.calls += 1
            if FailsOnce.calls == 1:
                going_on.wait(5)  # still thinking when Ann undoes
                raise RuntimeError("lost in a position no one plays")
            return real.choose(observation, rng)

    controller._bots[1] = FailsOnce()
    fails: list[str] = []
    controller.bot_did_fail.connect(fails.append)
    from desktop_app.rules.magic_lamp.actions import PlaceDie

    controller.submit(PlaceDie("silver", 6))
    controller.submit(PlaceDie("gold", 6))  # Bo's turn: he starts thinking (and will fail)
    qtbot.waitUntil(lambda: FailsOnce.calls == 1, timeout=5000)
    assert controller.undo()  # Ann takes her die back while Bo is still thinking
    going_on.set()
    controller.submit(PlaceDie("gold", 5))
    qtbot.waitUntil(lambda: fails or controller.state.phase is not Phase.CHOOSE, timeout=10_000)
    assert not fails, fails
    assert FailsOnce.calls >= 2  # Bo thought again, about the position now
    controller.shutdown()
