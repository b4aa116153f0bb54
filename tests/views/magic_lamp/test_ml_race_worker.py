"""The lamp race against the computer players' worker (issue 22: "Magic Lamp with a person at
the table, driven quickly, showed a 'computer player failed' box that stopped the table").

A computer player's decision is thought out on the worker; the race asks the same computer
players for their lamp answers on the GUI thread (`GameController.decide_ahead`). A person who
undoes while a computer player is still thinking puts the game back into the race at once, and
the race asked that computer player again while its worker was still using it and its seeded
random numbers: two threads in one bot, and answers that depend on the timing; and what that
worker then made of the position the game had left could stop the table. The test drives the
real window as a quick person would, with a computer player that thinks slowly enough to be
caught thinking."""

from __future__ import annotations

import threading
import time

from helpers import click_button, open_game

from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.magic_lamp.game import MAGIC_LAMP
from desktop_app.rules.magic_lamp.state import MagicLampOptions, Phase
from desktop_app.views.magic_lamp.window import MagicLampWindow

THINKING_S = 0.4  # how long the slow computer player thinks outside the race


class SlowBot:
    """A computer player that thinks a while (as the expert does) and notes any moment when two
    threads were inside it at once."""

    def __init__(self, bot) -> None:
        self.bot, self.name, self.level = bot, bot.name, bot.level
        self.pace = getattr(bot, "pace", "family")
        self.inside = 0
        self.overlaps = 0
        self.lock = threading.Lock()

    def choose(self, observation, rng):
        with self.lock:
            self.inside += 1
            self.overlaps += self.inside > 1
        try:
            if observation.phase is not Phase.RACE:
                time.sleep(THINKING_S)
            return self.bot.choose(observation, rng)
        finally:
            with self.lock:
                self.inside -= 1


def _to_thinking_after_the_race(qtbot, window, controller, slow) -> None:
    """Ann sets two 6s, the race runs (no one matches her: she keeps still), and Bo, the lowest
    die on a chest (seeded), starts thinking about his draw."""
    for name in ("die-silver-6", "die-gold-6"):
        click_button(qtbot, window, name)
    qtbot.waitUntil(lambda: window.race is not None and window.race.going, timeout=20_000)
    window.race._close()  # the window closes with Ann's hands off the lamp
    qtbot.waitUntil(lambda: controller.state.phase is Phase.DRAW, timeout=20_000)
    qtbot.waitUntil(lambda: slow.inside == 1 and controller.current_player() == 1, timeout=20_000)


def test_undo_while_a_computer_player_thinks_never_has_two_threads_in_it(qtbot, content):
    seats = [Seat("Ann"), Seat("Bo", "heuristic")]
    controller = GameController(MAGIC_LAMP, content, MagicLampOptions(2, 4), seats, bot_delay_ms=0)
    fails: list[str] = []
    controller.bot_did_fail.connect(fails.append)
    slow = SlowBot(controller.bots[1])
    controller._bots[1] = slow  # the same computer player, thinking slowly
    window = open_game(qtbot, MagicLampWindow, controller)
    _to_thinking_after_the_race(qtbot, window, controller, slow)
    assert controller.can_undo()
    window.undo_action.trigger()  # at once, while Bo is still thinking
    assert controller.state.phase is Phase.RACE and window.race is not None  # the race runs again
    qtbot.waitUntil(lambda: window.race is not None and window.race.going, timeout=20_000)
    window.race._close()
    qtbot.waitUntil(lambda: controller.state.phase is not Phase.RACE, timeout=20_000)
    qtbot.wait(int(THINKING_S * 2500))
    assert slow.overlaps == 0, "the race asked a computer player that was still thinking"
    assert not fails, fails
    controller.shutdown()
