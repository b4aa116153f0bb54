"""The school broker transport (net/broker.py) against a real Mosquitto on 127.0.0.1, with the
password file and ACL `energy-table broker-config` writes. Privacy is checked by the messages
each pupil RECEIVES: Mosquitto 2 grants a subscription its ACL denies and filters at delivery,
so a SUBACK code proves nothing."""

from __future__ import annotations

import json

import pytest
from brokerkit import Pupil, running_broker, wait_for
from netkit import PureHost

from desktop_app.net.broker import BrokerAccess, BrokerTable, broker_path
from desktop_app.net.session import REMOTE, TableSeat, TableSession
from desktop_app.rules.registry import GAMES

GAME = "power-butler"


@pytest.fixture
def broker(tmp_path):
    with running_broker(tmp_path / "broker") as running:
        yield running


@pytest.fixture
def table(broker, contents, tmp_path):
    """A host at the broker with ana and mei seated, each subscribed to their own seat topic."""
    host = Host(broker, contents, tmp_path / "game.json")
    ana, mei = Pupil(broker, "ana").ready(), Pupil(broker, "mei").ready()
    for pupil in (ana, mei):
        pupil.subscribe(pupil.topics.seat(pupil.user))
    yield host, ana, mei, _seated(host, ana, mei)
    host.close()
    ana.stop()
    mei.stop()


class Host:
    """A host with no Qt: the session, its game (PureHost) and the broker transport."""

    def __init__(self, broker, contents, save, kept=None, state=None) -> None:
        game = GAMES[GAME]
        self.session = TableSession(
            game, contents[GAME], [TableSeat(REMOTE), TableSeat(REMOTE)], code=(kept or {}).get("code")
        )
        if kept:
            self.session.restore(kept)
        if state is None:
            state = game.new_game(contents[GAME], game.options_from_json({"players": 2, "seed": 5}))
        self.host = PureHost(self.session, state)
        self.table = BrokerTable(self.session, broker.access, "1", keep_path=broker_path(save))
        self.table.open()

    def wait(self, condition, what: str):
        return wait_for(condition, what=what, step=self.host.settle)

    def close(self) -> None:
        self.table.close()


def _seated(host, *pupils):
    for pupil in pupils:
        pupil.send({"type": "hello", "proto": 1, "name": pupil.user.title(), "language": "en"})
    for pupil in pupils:
        host.wait(lambda p=pupil: p.frames(), f"{pupil.user}'s first frame")
    return {p.user: p.messages("welcome")[-1]["seat"] for p in pupils}


def _play_current(host, pupils_by_seat):
    """The seat whose turn it is plays its first offered move from its own device."""
    seat = GAMES[GAME].current_player(host.host.state)
    pupil = pupils_by_seat[seat]
    frame = host.wait(lambda: next((f for f in reversed(pupil.frames()) if f["moves"]), None), "a frame with moves")
    before = len(host.host.history)
    pupil.send({"type": "intent", "seq": frame["seq"], "move": frame["moves"][0]["id"]})
    host.wait(lambda: len(host.host.history) > before, "the move to be applied")
    return seat


def test_a_pupil_receives_only_their_own_seats_frames_and_the_public_view(broker, contents, tmp_path):
    host = Host(broker, contents, tmp_path / "game.json")
    ana, mei = Pupil(broker, "ana").ready(), Pupil(broker, "mei").ready()
    for pupil in (ana, mei):  # greedy subscriptions: granted, then filtered at delivery
        pupil.subscribe("energy-table/#")
        pupil.subscribe("energy-table/5a/+/seat/+")
    seats = _seated(host, ana, mei)
    assert sorted(seats.values()) == [0, 1]
    _play_current(host, {seats["ana"]: ana, seats["mei"]: mei})
    host.wait(lambda: len(ana.frames()) >= 2 and len(mei.frames()) >= 2, "the frames after the move")
    for pupil, other in ((ana, mei), (mei, ana)):
        topics = {t for t, _m, _r in pupil.drain()}
        assert topics <= {pupil.topics.seat(pupil.user), pupil.topics.public}, topics
        assert pupil.topics.seat(other.user) not in topics
        assert all(f["seat"] == seats[pupil.user] for f in pupil.frames())
        public = pupil.messages("frame", pupil.topics.public)
        assert public and all(f["seat"] is None and f["view"]["you"] is None for f in public)
        assert all(m.get("seat_token") is None for m in pupil.messages("welcome"))  # the host keeps it
    host.close()
    ana.stop()
    mei.stop()


def test_a_pupil_cannot_write_another_pupils_intent(table, broker, contents, tmp_path):
    host, ana, mei, seats = table
    mei_turn = GAMES[GAME].current_player(host.host.state) == seats["mei"]
    before = len(host.host.history)
    # forged as mei: a ping (the host would answer on mei's seat) and, on mei's turn, a move
    forged = mei.topics.intent("mei")
    ana.send({"type": "ping", "t": 7}, topic=forged)
    seq = mei.frames()[-1]["seq"]
    ana.send({"type": "intent", "seq": seq, "move": "m0"}, topic=forged)
    # barriers: ana's own ping comes back after what she sent before it would have been handled,
    # then mei's own ping after anything the host sent mei before it
    ana.send({"type": "ping", "t": 8})
    host.wait(lambda: any(m["t"] == 8 for m in ana.messages("pong")), "ana's pong")
    mei.send({"type": "ping", "t": 9})
    host.wait(lambda: any(m["t"] == 9 for m in mei.messages("pong")), "mei's pong")
    assert [m["t"] for m in mei.messages("pong")] == [9]
    assert len(host.host.history) == before, "a forged move was played"
    assert mei_turn or GAMES[GAME].current_player(host.host.state) != seats["mei"]


def test_a_refused_intent_is_answered_on_the_pupils_own_seat_topic(table, broker, contents, tmp_path):
    host, ana, mei, seats = table
    waiting = ana if GAMES[GAME].current_player(host.host.state) != seats["ana"] else mei
    waiting.send({"type": "intent", "seq": waiting.frames()[-1]["seq"], "move": "m0"})
    refusal = host.wait(lambda: waiting.messages("refused"), "the refusal")[-1]
    assert refusal["code"] == "not_your_turn" and refusal["reason"] == "It is not your turn."


def test_a_pupil_who_comes_back_gets_the_latest_frame_at_once_from_the_broker(table, broker, contents, tmp_path):
    host, ana, mei, seats = table
    ana.stop()  # ana goes home; the others play on
    by_seat = {seats["ana"]: None, seats["mei"]: mei}
    while GAMES[GAME].current_player(host.host.state) == seats["mei"]:
        _play_current(host, by_seat)
    latest = host.session.seq
    host.wait(lambda: host.session.frame_text(seats["ana"], "en"), "ana's frame")
    back = Pupil(broker, "ana").ready()  # a new device, a new MQTT session: nothing sent yet
    back.subscribe(back.topics.seat("ana"))
    frame = wait_for(lambda: back.frames(), what="the retained frame")[-1]
    assert frame["seq"] == latest and frame["seat"] == seats["ana"] and frame["turn"]["you"]
    assert [r for t, _m, r in back.drain()] == [True]  # the broker's retained copy, not a resend
    back.stop()


def test_a_restarted_host_reconnects_greets_its_pupils_and_the_game_carries_on(table, broker, contents, tmp_path):
    save = tmp_path / "game.json"
    host, ana, mei, seats = table
    by_seat = {seats["ana"]: ana, seats["mei"]: mei}
    _play_current(host, by_seat)
    kept, state, history = host.session.to_json(), host.host.state, list(host.host.history)
    host.close()
    assert json.loads(broker_path(save).read_text()).keys() == {"ana", "mei"}
    # a new host process: the game and the table as kept, the pupils' seats from broker.json
    again = Host(broker, contents, save, kept=json.loads(json.dumps(kept)), state=state)
    again.host.history = history
    assert again.session.code == kept["code"]
    old = max(f["seq"] for p in (ana, mei) for f in p.frames())
    again.wait(lambda: all(p.frames()[-1]["seq"] > old for p in (ana, mei)), "frames from the new host")
    assert {p.user: p.frames()[-1]["seat"] for p in (ana, mei)} == seats  # same seats, no new hello
    played = _play_current(again, by_seat)
    assert again.host.history[-1].player == played
    again.close()


def test_a_wrong_password_keeps_a_pupil_and_a_host_out(broker, contents, tmp_path):
    intruder = Pupil(broker, "ana", password="WRONG-PASS")
    wait_for(lambda: intruder.refused_connect, what="the refusal")
    intruder.stop()
    access = broker.access
    game = GAMES[GAME]
    session = TableSession(game, contents[GAME], [TableSeat(REMOTE)])
    table = BrokerTable(session, BrokerAccess(access.host, access.port, access.user, "nope", access.klass))
    with pytest.raises(OSError, match="refused the host"):
        table.open(timeout=5)


def test_a_broker_restarted_mid_game_keeps_the_retained_frames_and_the_host_carries_on(
    table, broker, contents, tmp_path
):
    host, ana, mei, seats = table
    by_seat = {seats["ana"]: ana, seats["mei"]: mei}
    _play_current(host, by_seat)
    latest = host.session.seq
    host.wait(lambda: all(p.frames()[-1]["seq"] == latest for p in (ana, mei)), "the frames before the restart")
    broker.restart()  # the school's server rebooted: persistence keeps the retained frames
    late = Pupil(broker, "ana").ready()  # a device that signs in only now, host or no host
    late.subscribe(late.topics.seat("ana"))
    assert wait_for(lambda: late.frames(), what="the retained frame")[-1]["seq"] == latest
    late.stop()
    for pupil in (ana, mei):  # paho reconnects the pupils; the host reconnects by itself
        pupil.ready()
    host.wait(lambda: host.table.client.is_connected(), "the host back on the broker")
    before = len(host.host.history)
    _play_current(host, by_seat)
    assert len(host.host.history) == before + 1
