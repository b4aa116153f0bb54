"""An autosave that fails for any reason keeps the game going (issue 22: an error other than a
disk error, raised inside the save, escaped the controller's slot and stopped the computer
players for good while the box said one could play on)."""

from __future__ import annotations

import pytest

from desktop_app.content.loader import load_power_grid
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.power_grid.game import POWER_GRID
from desktop_app.rules.power_grid.state import PowerGridOptions


def _failing_save(exc: BaseException):
    def save_to(_path):
        raise exc

    return save_to


@pytest.mark.parametrize(
    "error",
    [ValueError("bad value in a save"), RuntimeError(""), UnicodeEncodeError("utf-8", "\ud800", 0, 1, "surrogate")],
)
def test_computer_players_go_on_when_the_autosave_raises(qtbot, tmp_path, error):
    controller = GameController(
        POWER_GRID,
        load_power_grid(),
        PowerGridOptions(2, seed=4),
        [Seat("A", "random"), Seat("B", "random")],
        autosave_path=tmp_path / "auto.json",
        bot_delay_ms=0,
    )
    controller.save_to = _failing_save(error)  # type: ignore[method-assign]
    failures: list[str] = []
    controller.autosave_did_fail.connect(failures.append)
    controller.start()
    qtbot.waitUntil(lambda: len(controller.history) >= 12, timeout=20_000)
    controller.shutdown()
    assert len(failures) >= 12  # every failed autosave is announced, none is raised
    assert all(failures)  # each with a reason to show, even an error without a message


def test_a_hint_or_undo_whose_autosave_raises_is_kept(qtbot, tmp_path):
    from desktop_app.rules.power_grid import engine

    controller = GameController(
        POWER_GRID,
        load_power_grid(),
        PowerGridOptions(2, seed=3),
        [Seat("A"), Seat("B")],
        autosave_path=tmp_path / "auto.json",
    )
    controller.save_to = _failing_save(KeyError("seat"))  # type: ignore[method-assign]
    failures: list[str] = []
    controller.autosave_did_fail.connect(failures.append)
    controller.note_hint(0)
    assert controller.submit(engine.legal_actions(controller.state)[0])
    assert controller.hints_used[0] == 1 and len(controller.history) == 1
    assert len(failures) == 2
