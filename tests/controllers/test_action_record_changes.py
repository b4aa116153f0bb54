"""An ActionRecord says what the action changed (the rules' change flags) and who set it going
(a human, a computer player, or the replay of a save), after Anki's OpChanges."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from desktop_app.content.loader import load_power_grid
from desktop_app.controllers.game_controller import GameController, Origin, Seat
from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid.game import POWER_GRID
from desktop_app.rules.power_grid.state import PowerGridOptions
from desktop_app.rules.registry import GAMES


def test_a_record_carries_the_rules_change_flags_and_who_set_it_going(qtbot, tmp_path):
    content = load_power_grid()
    seats = [Seat("Ann"), Seat("Bot", "heuristic"), Seat("Cy", "heuristic")]
    controller = GameController(POWER_GRID, content, PowerGridOptions(3, seed=5), seats, bot_delay_ms=0)
    human_action = engine.legal_actions(controller.state)[0]
    with qtbot.waitSignal(controller.action_did_apply) as first:
        assert controller.submit(human_action)
    record = first.args[0]
    assert record.origin == Origin.HUMAN
    assert record.changes == POWER_GRID.changes(record.before, record.after)
    assert "turn" in record.changes
    with qtbot.waitSignal(controller.action_did_apply, timeout=10_000) as second:
        controller.start()
    assert second.args[0].origin == Origin.COMPUTER
    assert second.args[0].changes == POWER_GRID.changes(second.args[0].before, second.args[0].after)
    controller.shutdown()

    controller.save_to(tmp_path / "game.json")
    loaded = GameController.from_save(tmp_path / "game.json", GAMES)
    assert [r.origin for r in loaded.history] == [Origin.LOAD] * len(controller.history)
    assert [r.changes for r in loaded.history] == [r.changes for r in controller.history]
    loaded.shutdown()
