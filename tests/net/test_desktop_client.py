"""Another Energy Table joins a real host on 127.0.0.1 (issue 24: "The launcher's 'Join a table'
... opens today's game window bound to one seat"): the protocol client on its own thread, the
seat's controller on the GUI thread, the host's rules deciding every move."""

from __future__ import annotations

import pytest

from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.controllers.remote import RemoteTable
from desktop_app.controllers.remote_seat import JoinAttempt, SeatController
from desktop_app.net.client import TableClient, parse_target
from desktop_app.net.server import TableServer
from desktop_app.net.session import HERE, REMOTE, TableSeat, TableSession
from desktop_app.rules.registry import GAMES


@pytest.fixture
def host(contents, qtbot):
    """Power Butler for three: seat 0 on a device, seats 1 and 2 at the host's screen."""
    game = GAMES["power-butler"]
    options = game.options_from_json({"players": 3, "seed": 11})
    controller = GameController(game, contents["power-butler"], options, [Seat("Ana"), Seat("Bo"), Seat("Cy")])
    session = TableSession(
        game, controller.content, [TableSeat(REMOTE), TableSeat(HERE, "Bo"), TableSeat(HERE, "Cy")], code="K7QM2X"
    )
    server = TableServer(session, host="127.0.0.1", port=0)
    table = RemoteTable(controller, session, server)
    table.open()
    controller.start()
    yield controller, session, server
    table.close()
    controller.shutdown()


def _join(qtbot, server, language="en") -> SeatController:
    target = parse_target(f"127.0.0.1:{server.port}")
    client = TableClient(target.url, "k7qm 2x", "Mei", language, retry_s=(0.05,))
    attempt = JoinAttempt(GAMES, client)
    with qtbot.waitSignal(attempt.joined, timeout=10_000) as joined:
        attempt.start()
    seat = joined.args[0]
    assert isinstance(seat, SeatController)
    return seat


def test_a_desktop_client_plays_its_seat_is_refused_out_of_turn_and_reconnects(host, qtbot):
    controller, session, server = host
    seat = _join(qtbot, server)
    try:
        assert seat.seat == 0 and seat.seats[0].name == "Mei"
        # the seat's view is its observation: the decks' order stays at the host
        assert seat.state.deck != controller.state.deck or not controller.state.deck
        assert seat.state.dice == controller.state.dice and seat.is_human_turn()
        # its moves go through the host's rules: each one counts when the host's frame says so
        played = 0
        while controller.current_player() == 0:
            before = len(controller.history)
            action = seat.game.legal_actions(seat.state)[0]
            with qtbot.waitSignal(seat.action_did_apply, timeout=10_000) as applied:
                assert seat.submit(action)
            assert len(controller.history) == before + 1 and controller.history[-1].action == action
            assert applied.args[0].action == action and applied.args[0].player == 0
            played += 1
        assert played >= 1 and seat.history[-1].index == len(controller.history)
        assert not seat.is_human_turn() and seat.current_player() == 1
        # out of turn: the host refuses, with its reason in the seat's words
        with qtbot.waitSignal(seat.action_was_refused, timeout=10_000) as refused:
            assert not seat.submit(seat.game.legal_actions(controller.observation_for(1))[0])
        assert refused.args == ["not_your_turn", "It is not your turn."]
        moves = len(controller.history)
        # a dropped link: the client comes back with its seat token, to the same seat
        token = seat.client.seat_token
        with qtbot.waitSignal(seat.link_did_change, timeout=10_000, check_params_cb=lambda s: s == "up"):
            seat.client.drop()
        assert seat.client.seat_token == token and len(session.people()) == 1
        assert seat.seat == 0 and len(controller.history) == moves
        # the game goes on at the host; the seat's view follows
        bo = controller.game.legal_actions(controller.state)[0]
        with qtbot.waitSignal(seat.action_did_apply, timeout=10_000) as applied:
            controller.submit(bo)
        assert applied.args[0].player == 1 and seat.history[-1].index == len(controller.history)
        # the host takes a move back: the seat's history follows, and its window redraws all
        with qtbot.waitSignal(seat.history_did_rewind, timeout=10_000):
            assert controller.step_back()  # as a teacher goes back one move
        assert len(seat.history) == len(controller.history) == moves
        assert seat.state.dice == controller.state.dice
    finally:
        seat.shutdown()


def test_a_rules_refusal_comes_from_the_host_with_its_reason(host, qtbot):
    controller, _session, server = host
    seat = _join(qtbot, server)
    try:
        # a move the rules refuse in this seat's position: the host refuses it, with the rules' reason
        from desktop_app.rules.power_butler import actions as pb

        tries = (pb.EndTurn(), pb.KeepDice(), pb.PayBill(()), pb.RollDice())
        illegal = next(a for a in tries if seat.game.refusal(controller.state, a) is not None)
        error = seat.game.refusal(controller.state, illegal)
        with qtbot.waitSignal(seat.action_was_refused, timeout=10_000) as refused:
            seat.submit(illegal)
        assert refused.args == [error.code, error.reason]  # the host's words (plain ones at this table)
        assert controller.history == ()
    finally:
        seat.shutdown()


def test_a_wrong_code_or_no_host_fails_with_a_reason(qtbot, host):
    _controller, _session, server = host
    client = TableClient(f"ws://127.0.0.1:{server.port}/ws", "AAAAAA", "Mei", "en")
    attempt = JoinAttempt(GAMES, client)
    with qtbot.waitSignal(attempt.failed, timeout=10_000) as failed:
        attempt.start()
    assert failed.args == ["That join code is not this table's."]
    client = TableClient("ws://127.0.0.1:9/ws", "K7QM2X", "Mei", "en", open_timeout=2)
    attempt = JoinAttempt(GAMES, client)
    with qtbot.waitSignal(attempt.failed, timeout=10_000):
        attempt.start()


def test_a_typed_address_or_a_join_link_is_read():
    assert parse_target("192.168.1.5") == parse_target("http://192.168.1.5:8765/")
    assert parse_target("192.168.1.5:9000").url == "ws://192.168.1.5:9000/ws"
    assert parse_target("http://10.0.0.2:8765/?code=K7QM2X").code == "K7QM2X"
    for bad in ("", "http://", "1.2.3.4:port"):
        with pytest.raises(ValueError):
            parse_target(bad)


def test_only_a_desktop_client_gets_the_observation_or_may_send_an_action(contents):
    import json

    from netkit import FakeLink, PureHost, hello

    game = GAMES["power-butler"]
    state = game.new_game(contents["power-butler"], game.options_from_json({"players": 2, "seed": 3}))
    session = TableSession(game, contents["power-butler"], [TableSeat(REMOTE), TableSeat(REMOTE)])
    host = PureHost(session, state)
    web, desk = FakeLink(), FakeLink("192.168.1.21")
    hello(web, session, "Ana")
    hello(desk, session, "Mei", client="desktop")
    session.pump(host.state)
    assert "desktop" not in web.last("frame") and web.last("frame")["seat"] == 0
    assert desk.last("frame")["desktop"]["observation"]["codec"] == 1 and desk.last("frame")["seat"] == 1
    roll = {"type": "roll_dice"}
    session.receive(web, json.dumps({"type": "intent", "seq": session.seq, "action": roll}))
    assert web.last("refused")["code"] == "bad_message"  # a browser names a move id
    session.receive(desk, json.dumps({"type": "intent", "seq": session.seq, "action": roll}))
    assert desk.last("refused")["code"] == "not_your_turn"  # seat 0 plays first
    while game.current_player(host.state) == 0:  # Ana's turn, played from her browser
        frame = web.last("frame")
        session.receive(web, json.dumps({"type": "intent", "seq": frame["seq"], "move": frame["moves"][-1]["id"]}))
        assert host.step()
    session.receive(desk, json.dumps({"type": "intent", "seq": session.seq, "action": {"type": "no_such_move"}}))
    assert desk.last("refused")["code"] == "bad_message"
    session.receive(desk, json.dumps({"type": "intent", "seq": session.seq, "action": roll}))
    assert host.step() and host.history[-1].player == 1 and host.history[-1].action.type_name == "roll_dice"
