"""The controller-side bridge (controllers/remote.py): devices' moves enter through the
controller's `submit` on the GUI thread, frames follow every change, the table is kept beside
the autosave, and a move the controller refuses is answered to its device."""

from __future__ import annotations

import json

import pytest
from netkit import FakeLink, hello

from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.controllers.remote import RemoteTable, read_table, table_path
from desktop_app.net.session import COMPUTER, REMOTE, TableSeat, TableSession
from desktop_app.rules.registry import GAMES


def _table(contents, tmp_path, qtbot, guard=None):
    game = GAMES["power-butler"]
    options = game.options_from_json({"players": 2, "seed": 6})
    save = tmp_path / "game.json"
    controller = GameController(
        game,
        contents["power-butler"],
        options,
        [Seat("Ana"), Seat("Bot", "normal")],
        autosave_path=save,
        bot_delay_ms=0,
    )
    controller.guard = guard
    session = TableSession(game, controller.content, [TableSeat(REMOTE), TableSeat(COMPUTER, "Bot")])
    table = RemoteTable(controller, session, keep_path=table_path(save))
    table.open()
    controller.start()
    link = FakeLink()
    hello(link, session, "Ana")
    return controller, session, table, link, save


def _frame_where(qtbot, link, condition):
    qtbot.waitUntil(lambda: bool(link.of("frame")) and condition(link.last("frame")), timeout=10_000)
    return link.last("frame")


def test_a_devices_move_goes_through_the_controller_and_every_change_sends_a_frame(contents, tmp_path, qtbot):
    controller, session, table, link, save = _table(contents, tmp_path, qtbot)
    frame = _frame_where(qtbot, link, lambda f: f["turn"]["you"])
    link.sent.clear()
    session.receive(link, json.dumps({"type": "intent", "seq": frame["seq"], "move": frame["moves"][0]["id"]}))
    qtbot.waitUntil(lambda: len(controller.history) >= 1, timeout=10_000)
    assert controller.history[0].player == 0 and controller.history[0].origin == "human"
    _frame_where(qtbot, link, lambda f: f["seq"] > frame["seq"])
    kept = read_table(table_path(save))
    assert kept["code"] == session.code and kept["people"][0]["name"] == "Ana"
    table.close()
    controller.shutdown()


def test_a_move_the_controller_refuses_is_answered_to_its_device(contents, tmp_path, qtbot):
    controller, session, table, link, _save = _table(
        contents, tmp_path, qtbot, guard=lambda p, a: "Not now, says the coach."
    )
    frame = _frame_where(qtbot, link, lambda f: f["turn"]["you"])
    session.receive(link, json.dumps({"type": "intent", "seq": frame["seq"], "move": frame["moves"][0]["id"]}))
    qtbot.waitUntil(lambda: bool(link.of("refused")), timeout=10_000)
    assert link.last("refused") == {
        "type": "refused",
        "code": "coach",
        "reason": "Not now, says the coach.",
        "seq": frame["seq"],
    }
    assert controller.history == ()
    table.close()
    controller.shutdown()


def test_a_seat_whose_device_is_gone_past_the_countdown_is_offered_then_a_computer_plays_it(contents, tmp_path, qtbot):
    controller, session, table, link, save = _table(contents, tmp_path, qtbot)
    session.away_s = 0.2
    _frame_where(qtbot, link, lambda f: f["turn"]["you"])
    session.disconnect(link)
    with qtbot.waitSignal(table.seat_may_be_taken, timeout=10_000) as offered:
        pass
    assert offered.args == [0]
    assert controller.history == ()  # until the host says yes, the seat waits for its person
    with pytest.raises(ValueError):
        controller.give_seat_to_computer(1, "normal")  # already a computer's
    with pytest.raises(ValueError):
        controller.give_seat_to_computer(0, "grandmaster")
    table.give_to_computer(0)
    qtbot.waitUntil(lambda: any(r.player == 0 for r in controller.history), timeout=20_000)
    assert all(r.origin == "computer" for r in controller.history if r.player == 0)
    assert controller.seats[0].bot == "normal" and controller.save_data().seats[0]["bot"] == "normal"
    table.close()
    controller.shutdown()


def test_a_hint_shown_on_a_device_counts_for_its_seat_and_the_teachers_switch_holds(contents, tmp_path, qtbot):
    controller, session, table, link, _save = _table(contents, tmp_path, qtbot)
    frame = _frame_where(qtbot, link, lambda f: f["turn"]["you"])
    session.receive(link, json.dumps({"type": "hint", "seq": frame["seq"]}))
    qtbot.waitUntil(lambda: bool(link.of("hint")), timeout=30_000)
    qtbot.waitUntil(lambda: controller.hints_used[0] == 1, timeout=10_000)
    controller.hints_enabled = False
    qtbot.wait(50)  # a poll of the bridge
    session.receive(link, json.dumps({"type": "hint", "seq": frame["seq"]}))
    assert link.last("refused")["code"] == "no_hints"
    table.close()
    controller.shutdown()


def test_the_host_cannot_play_a_devices_seat_from_its_own_board(contents, tmp_path, qtbot):
    """A click at the host's screen for a seat played on a device is refused with a short
    message; the device's own move still goes through the same submit path."""
    controller, session, table, link, _save = _table(contents, tmp_path, qtbot)
    frame = _frame_where(qtbot, link, lambda f: f["turn"]["you"])
    with qtbot.waitSignal(controller.action_was_refused, timeout=1_000) as refused:
        accepted = controller.submit(controller.game.legal_actions(controller.state)[0])
    assert not accepted and refused.args[1] == "That seat is played on a device."
    assert controller.history == ()
    session.receive(link, json.dumps({"type": "intent", "seq": frame["seq"], "move": frame["moves"][0]["id"]}))
    qtbot.waitUntil(lambda: len(controller.history) >= 1, timeout=10_000)
    assert controller.history[0].player == 0
    table.close()
    assert controller.guard is None  # the host's own seats again, once the table closes
    controller.shutdown()
