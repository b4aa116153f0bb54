"""The game controller: one submit path, bots on a worker, autosave, undo, load."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from desktop_app.content.loader import load_power_grid
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.common.save import SaveError, read_save
from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid.actions import (
    BuildCity,
    BuyResource,
    EndBuying,
    StartAuction,
)
from desktop_app.rules.power_grid.game import POWER_GRID
from desktop_app.rules.power_grid.state import Phase, PowerGridOptions
from desktop_app.rules.registry import GAMES


@pytest.fixture(scope="module")
def content():
    return load_power_grid()


def _controller(content, seats, tmp_path=None, seed=5):
    options = PowerGridOptions(players=len(seats), seed=seed)
    autosave = tmp_path / "autosave.json" if tmp_path else None
    return GameController(POWER_GRID, content, options, seats, autosave_path=autosave, bot_delay_ms=0)


def test_computer_players_finish_a_game_through_the_controller(qtbot, content, tmp_path):
    controller = _controller(content, [Seat("A", "heuristic"), Seat("B", "heuristic"), Seat("C", "random")], tmp_path)
    with qtbot.waitSignal(controller.game_did_end, timeout=120_000) as blocker:
        controller.start()
    assert controller.is_over()
    assert blocker.args[0] == tuple(controller.state.winners)
    assert not (tmp_path / "autosave.json").exists()  # a finished game is not offered to continue
    # A save replays to the very same end.
    controller.save_to(tmp_path / "end.json")
    loaded = GameController.from_save(tmp_path / "end.json", GAMES)
    assert POWER_GRID.digest(loaded.state) == POWER_GRID.digest(controller.state)
    controller.shutdown()


def _human_seat_first(content):
    """Seed whose random first player is seat 0, so a human opens the auction."""
    for seed in range(50):
        if engine.new_game(content, PowerGridOptions(players=2, seed=seed)).order[0] == 0:
            return seed
    raise AssertionError("no seed found")


def test_submit_refuses_an_illegal_action_with_its_reason(qtbot, content):
    controller = _controller(content, [Seat("Mei"), Seat("Bot", "heuristic")], seed=_human_seat_first(content))
    with qtbot.waitSignal(controller.action_was_refused) as blocker:
        assert not controller.submit(StartAuction(3, 2))
    assert blocker.args[0] == "bid_too_low"
    assert controller.history == ()


def test_submit_applies_records_and_autosaves(qtbot, content, tmp_path):
    controller = _controller(
        content, [Seat("Mei"), Seat("Bot", "heuristic")], tmp_path, seed=_human_seat_first(content)
    )
    controller.pause()  # keep the bot from answering during the test
    with qtbot.waitSignal(controller.action_did_apply) as blocker:
        assert controller.submit(StartAuction(4, 4))
    record = blocker.args[0]
    assert record.player == 0 and record.index == 1 and record.action == StartAuction(4, 4)
    assert len(read_save(tmp_path / "autosave.json").actions) == 1


def test_undo_rewinds_a_human_mistake_but_not_past_a_revealed_card(qtbot, content, tmp_path):
    controller = _controller(content, [Seat("Mei"), Seat("Lin")], tmp_path, seed=3)
    # Round 1 auctions: whoever chooses buys at the opening price; the other passes.
    while controller.state.phase is Phase.AUCTION:
        legal = engine.legal_actions(controller.state)
        controller.submit(legal[0])
    # Buying resources reveals nothing: a mistake can be undone.
    player = controller.current_player()
    buys = [a for a in engine.legal_actions(controller.state) if isinstance(a, BuyResource)]
    before = controller.state
    assert controller.submit(buys[0])
    assert controller.can_undo()
    with qtbot.waitSignal(controller.history_did_rewind):
        assert controller.undo()
    assert controller.state is before and controller.current_player() == player
    # The last auction drew a new plant from the deck: undo stops there.
    assert not controller.can_undo()
    assert not controller.undo()


def test_undo_is_not_offered_to_the_next_human(qtbot, content):
    controller = _controller(content, [Seat("Mei"), Seat("Lin")], seed=3)
    while controller.state.phase is Phase.AUCTION:
        controller.submit(engine.legal_actions(controller.state)[0])
    first = controller.current_player()
    controller.submit(EndBuying())
    assert controller.current_player() != first
    assert not controller.can_undo()


def test_bot_turn_refuses_human_submit(qtbot, content):
    seed = next(s for s in range(50) if engine.new_game(content, PowerGridOptions(players=2, seed=s)).order[0] == 1)
    controller = _controller(content, [Seat("Mei"), Seat("Bot", "heuristic")], seed=seed)
    controller.pause()
    with qtbot.waitSignal(controller.action_was_refused) as blocker:
        assert not controller.submit(BuildCity("taipei"))
    assert blocker.args[0] == "not_your_turn"


def test_paused_bots_take_one_step_at_a_time(qtbot, content):
    controller = _controller(content, [Seat("A", "heuristic"), Seat("B", "heuristic")])
    controller.pause()
    controller.start()
    qtbot.wait(50)
    assert controller.history == ()
    with qtbot.waitSignal(controller.action_did_apply, timeout=10_000):
        controller.step()
    assert len(controller.history) == 1
    controller.shutdown()


def test_corrupt_save_is_refused_by_the_controller(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text("{", encoding="utf-8")
    with pytest.raises(SaveError):
        GameController.from_save(path, GAMES)


def test_the_computer_players_are_offered_by_seat_read_only(content):
    controller = _controller(content, [Seat("Mei"), Seat("Bot", "heuristic")])
    assert list(controller.bots) == [1] and controller.bots[1].name == "heuristic"
    with pytest.raises(TypeError):
        controller.bots[0] = controller.bots[1]  # type: ignore[index]
