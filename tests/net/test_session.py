"""The table session (docs/network-protocol.md): joining, seats, frames, intents, reconnecting,
and a clear refusal for everything a device may get wrong. No network: links are fakes."""

from __future__ import annotations

import dataclasses
import json
import random
import threading
import time

import pytest
from netkit import FakeLink, PureHost, hello

from desktop_app.net import access
from desktop_app.net.session import COMPUTER, HERE, REMOTE, TableSeat, TableSession
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.registry import GAMES


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def _table(contents, game_id="power-grid", kinds=(REMOTE, REMOTE, REMOTE), seed=3, **kw):
    game = kw.pop("game", GAMES[game_id])
    options = {"players": len(kinds), "seed": seed, **kw.pop("options", {})}
    seats = [TableSeat(k, f"Host {i}" if k != REMOTE else "") for i, k in enumerate(kinds)]
    session = TableSession(game, contents[game_id], seats, **kw)
    state = game.new_game(contents[game_id], game.options_from_json(options))
    return session, PureHost(session, state)


def _intent(link, session, move="m0", seq=None, **extra):
    seq = session.seq if seq is None else seq
    session.receive(link, json.dumps({"type": "intent", "seq": seq, "move": move, **extra}))


def _ask(host, link, move_index=0, values=None):
    """The device plays one of the moves of its latest frame."""
    frame = link.last("frame")
    move = frame["moves"][move_index]
    extra = {"values": values} if values is not None else {}
    _intent(link, host.session, move["id"], frame["seq"], **extra)
    host.settle()


def test_join_codes_are_six_characters_without_look_alikes_and_tokens_are_128_bits():
    codes = {access.new_code() for _ in range(200)}
    assert len(codes) == 200
    assert all(len(c) == 6 and set(c) <= set(access.CODE_ALPHABET) for c in codes)
    assert not set("01OIL") & set(access.CODE_ALPHABET)
    token = access.new_token()
    assert len(token) >= 22 and access.new_token() != token  # 16 bytes in URL-safe base64
    assert access.codes_match(" k7q-m2x ", "K7QM2X")


def test_first_come_takes_the_lowest_free_remote_seat_and_gets_its_frame(contents):
    session, host = _table(contents, kinds=(HERE, REMOTE, REMOTE))
    ana, ben, cai = FakeLink(), FakeLink(), FakeLink()
    assert hello(ana, session, "Ana")["seat"] == 1
    assert hello(ben, session, "Ben")["seat"] == 2
    welcome = hello(cai, session, "Cai")
    assert welcome["seat"] is None  # every remote seat taken: Cai waits, and sees the public table
    host.settle()
    assert ana.last("frame")["seat"] == 1 and cai.last("frame")["seat"] is None
    names = [s["name"] for s in ana.last("frame")["seats"]]
    assert names == ["Host 0", "Ana", "Ben"]
    assert [s["kind"] for s in ana.last("frame")["seats"]] == ["here", "remote", "remote"]


def test_a_seat_plays_its_moves_and_every_device_gets_the_next_frame(contents):
    session, host = _table(contents)
    links = [FakeLink() for _ in range(3)]
    for i, link in enumerate(links):
        hello(link, session, f"P{i}")
    host.settle()
    player = GAMES["power-grid"].current_player(host.state)
    mine = links[player].last("frame")
    assert mine["turn"]["you"] and mine["moves"]
    assert all(not links[q].last("frame")["moves"] for q in range(3) if q != player)
    seq = mine["seq"]
    opening = mine["moves"].index(next(m for m in mine["moves"] if "range" in m))
    low = mine["moves"][opening]["range"]["bid"][0]
    _ask(host, links[player], opening, {"bid": low + 1})
    assert len(host.history) == 1 and host.history[0].action.bid == low + 1
    for link in links:
        assert link.last("frame")["seq"] == seq + 1
        assert link.last("frame")["log"][-1]["n"] == 1


def test_each_thing_a_device_gets_wrong_has_its_own_refusal(contents):
    session, host = _table(contents)
    links = [FakeLink() for _ in range(3)]
    for i, link in enumerate(links):
        hello(link, session, f"P{i}")
    host.settle()
    player = GAMES["power-grid"].current_player(host.state)
    me, other = links[player], links[(player + 1) % 3]
    _intent(other, session)
    assert other.last("refused")["code"] == "not_your_turn"
    _intent(me, session, seq=session.seq - 1)
    assert me.last("refused")["code"] == "stale"
    _intent(me, session, move="m99")
    assert me.last("refused")["code"] == "unknown_move"
    ranged = next(m for m in me.last("frame")["moves"] if "range" in m)
    _intent(me, session, move=ranged["id"], values={"bid": 10_000})
    assert me.last("refused")["code"] == "bad_value"
    session.receive(me, json.dumps({"type": "teleport"}))
    assert me.last("refused")["code"] == "unknown_type"
    session.receive(me, json.dumps({"type": "intent", "seq": "x", "move": "m0"}))
    assert me.last("refused")["code"] == "bad_message"
    session.receive(me, json.dumps({"type": "pause"}))
    assert me.last("refused")["code"] == "unsupported"
    session.receive(me, json.dumps({"type": "ping", "t": 5}))
    assert me.last("pong") == {"type": "pong", "t": 5}
    host.settle()
    assert host.history == [] and me.closed is None  # nothing played, nobody thrown out


def test_a_move_the_rules_refuse_is_answered_with_the_rules_reason(contents):
    real = GAMES["power-butler"]

    def refuse(state, action):
        raise IllegalAction("not_enough_money", "Not enough money: 5 needed, 3 held.")

    game = dataclasses.replace(real, apply=refuse)
    session, host = _table(contents, "power-butler", game=game)
    links = [FakeLink() for _ in range(3)]
    for i, link in enumerate(links):
        hello(link, session, f"P{i}")
    host.settle()
    me = links[real.current_player(host.state)]
    _intent(me, session, me.last("frame")["moves"][0]["id"])
    host.settle()
    refused = me.last("refused")
    assert refused["code"] == "not_enough_money" and refused["reason"].startswith("Not enough money")


@pytest.mark.parametrize(
    "text, code",
    [
        ("not json", "bad_json"),
        ("[1, 2]", "not_object"),
        ('{"type": "intent", "seq": 1, "move": "m0"}', "hello_first"),
        ('{"type": "hello", "proto": 2, "code": "X", "name": "A"}', "bad_proto"),
        ('{"type": "hello", "proto": 1, "code": "X", "name": ""}', "bad_name"),
        ('{"type": "hello", "proto": 1, "code": "X", "name": "A", "admin": true}', "bad_hello"),
        ('{"type": "hello", "proto": 1, "code": "WRONG1", "name": "A"}', "bad_code"),
        ("[" * 100_000 + "]" * 100_000, "bad_json"),
    ],
)
def test_a_bad_first_message_closes_the_link_with_an_error_saying_why(contents, text, code):
    session, _host = _table(contents)
    link = FakeLink()
    session.connect(link)
    session.receive(link, text)
    assert link.last("error")["code"] == code and link.closed == (1008, code)


def test_binary_frames_are_not_the_protocol(contents):
    session, _host = _table(contents)
    link = FakeLink()
    session.connect(link)
    session.receive(link, b'{"type": "hello"}')
    assert link.last("error")["code"] == "bad_json"


def test_a_reconnecting_device_gets_its_seat_and_the_latest_frame_back(contents):
    session, host = _table(contents)
    first = FakeLink()
    token = hello(first, session, "Ana")["seat_token"]
    host.settle()
    seat = first.last("frame")["seat"]
    session.disconnect(first)
    again = FakeLink()
    welcome = hello(again, session, "ignored", seat_token=token)
    host.settle()
    assert welcome["seat"] == seat and welcome["name"] == "Ana"
    assert again.last("frame")["seq"] == first.last("frame")["seq"]


def test_the_same_token_from_a_second_device_takes_the_seat_over(contents):
    session, host = _table(contents)
    first = FakeLink()
    token = hello(first, session)["seat_token"]
    second = FakeLink()
    hello(second, session, seat_token=token)
    assert first.last("event")["kind"] == "replaced" and first.closed


def test_forged_tokens_and_wrong_codes_are_rate_limited_per_address(contents):
    session, _host = _table(contents, clock=(clock := Clock()))
    for _ in range(10):
        link = FakeLink("10.0.0.9")
        hello(link, session, seat_token=access.new_token())
        assert link.last("error")["code"] == "bad_token"
    link = FakeLink("10.0.0.9")
    hello(link, session)  # even the right code, for the rest of the minute
    assert link.last("error")["code"] == "too_many_tries"
    elsewhere = FakeLink("10.0.0.10")
    assert hello(elsewhere, session)["type"] == "welcome"
    clock.now += 61
    later = FakeLink("10.0.0.9")
    assert hello(later, session)["type"] == "welcome"


def test_a_removed_persons_token_no_longer_works(contents):
    session, _host = _table(contents)
    link = FakeLink()
    token = hello(link, session)["seat_token"]
    session.remove(session.people()[0].pid)
    assert link.last("error")["code"] == "removed" and link.closed
    again = FakeLink()
    hello(again, session, seat_token=token)
    assert again.last("error")["code"] == "bad_token"


def test_a_dropped_seat_keeps_its_place_with_a_countdown_then_a_computer_may_take_it(contents):
    session, host = _table(contents, clock=(clock := Clock()), away_s=90)
    ana, ben = FakeLink(), FakeLink()
    hello(ana, session, "Ana")
    hello(ben, session, "Ben")
    host.settle()
    session.disconnect(ana)
    clock.now += 30
    host.settle()
    seat = ben.last("frame")["seats"][0]
    assert seat == {"seat": 0, "name": "Ana", "kind": "remote", "connected": False, "away_s": 60}
    assert session.takeover_offers() == []
    clock.now += 60
    assert session.takeover_offers() == [0]
    session.give_to_computer(0)
    host.settle()
    assert ben.last("frame")["seats"][0]["kind"] == COMPUTER


def test_the_host_moves_and_renames_people(contents):
    session, host = _table(contents)
    ana, ben = FakeLink(), FakeLink()
    hello(ana, session, "Ana")
    hello(ben, session, "Ben")
    ana_pid, ben_pid = (p.pid for p in session.people())
    session.move_person(ana_pid, 1)  # Ben's seat: Ben waits
    assert ana.last("event") == {"type": "event", "kind": "seated", "seat": 1}
    assert ben.last("event")["kind"] == "unseated"
    session.rename(ben_pid, "  Benjamin \u202e ")
    host.settle()
    assert [s["name"] for s in ana.last("frame")["seats"]][:2] == ["", "Ana"]
    assert ben.last("event")["name"] == "Benjamin"
    with pytest.raises(ValueError):
        session.move_person(ana_pid, 5)


def test_a_flood_of_messages_closes_the_link(contents):
    session, _host = _table(contents, clock=Clock())
    link = FakeLink()
    hello(link, session)
    for _ in range(60):
        session.receive(link, '{"type": "ping"}')
    assert link.last("error")["code"] == "too_fast" and link.closed


def test_the_lamp_race_holds_early_answers_until_each_seats_turn(contents):
    from desktop_app.rules.magic_lamp.state import Phase

    session, host = _table(contents, "magic-lamp", seed=8, rate=(1e6, 1e6))
    links = [FakeLink() for _ in range(3)]
    for i, link in enumerate(links):
        hello(link, session, f"P{i}")
    host.settle()
    rng = random.Random(2)
    while host.state.phase is not Phase.RACE:
        player = GAMES["magic-lamp"].current_player(host.state)
        _ask(host, links[player], rng.randrange(len(links[player].last("frame")["moves"])))
    assert all(link.last("frame")["turn"]["you"] for link in links)
    for seat in (2, 1, 0):  # the last seat first: held until the rules reach it
        frame = links[seat].last("frame")
        rub = next(i for i, m in enumerate(frame["moves"]) if "range" in m)
        _ask(host, links[seat], rub, {"ms": 500 - seat})
    assert [r.action.ms for r in host.history[-3:]] == [500, 499, 498]
    assert host.state.phase is not Phase.RACE


def test_a_saved_table_reopens_with_its_code_and_its_people_reconnect(contents):
    session, host = _table(contents)
    link = FakeLink()
    token = hello(link, session, "Ana")["seat_token"]
    host.settle()
    saved = json.loads(json.dumps(session.to_json()))
    assert token not in json.dumps(saved)  # only the token's hash is kept
    seats = [TableSeat(**s) for s in saved["seats"]]
    reopened = TableSession(GAMES["power-grid"], contents["power-grid"], seats, code=saved["code"])
    reopened.restore(saved)
    PureHost(reopened, host.state)
    again = FakeLink()
    assert hello(again, reopened, seat_token=token)["seat"] == 0
    assert reopened.seq >= session.seq


def test_a_whole_game_is_played_from_devices_to_its_end(contents):
    session, host = _table(contents, "power-butler", kinds=(REMOTE, REMOTE), seed=5, rate=(1e6, 1e6))
    links = [FakeLink(), FakeLink()]
    for i, link in enumerate(links):
        hello(link, session, f"P{i}")
    host.settle()
    rng = random.Random(9)
    game = GAMES["power-butler"]
    for _ in range(2000):
        if game.is_over(host.state):
            break
        link = links[game.current_player(host.state)]
        _ask(host, link, rng.randrange(len(link.last("frame")["moves"])))
    assert game.is_over(host.state)
    assert all(link.last("frame")["over"] for link in links)


def _hint_table(contents):
    session, host = _table(contents, "power-butler", kinds=(REMOTE, REMOTE), seed=5)
    links = [FakeLink(), FakeLink()]
    for i, link in enumerate(links):
        hello(link, session, f"P{i}")
    host.settle()
    player = GAMES["power-butler"].current_player(host.state)
    return session, host, links[player], links[1 - player]


def _wait_for(link, host, kind, seconds=30.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end and not link.of(kind):
        host.settle()
        time.sleep(0.01)
    return link.last(kind)


def test_a_hint_names_one_of_the_seats_moves_and_says_why(contents):
    session, host, me, other = _hint_table(contents)
    seq = me.last("frame")["seq"]
    session.receive(me, json.dumps({"type": "hint", "seq": seq}))
    answer = _wait_for(me, host, "hint")
    assert answer["seq"] == seq and answer["text"]
    assert answer["move"] in {m["id"] for m in me.last("frame")["moves"]}
    assert session.hints_shown.get_nowait() == GAMES["power-butler"].current_player(host.state)
    session.receive(other, json.dumps({"type": "hint", "seq": seq}))
    assert other.last("refused")["code"] == "not_your_turn"
    session.receive(me, json.dumps({"type": "hint", "seq": seq + 5}))
    assert me.last("refused")["code"] == "stale"
    session.hints_enabled = False
    session.receive(me, json.dumps({"type": "hint", "seq": seq}))
    assert me.last("refused")["code"] == "no_hints"


def test_one_hint_is_worked_out_at_a_time(contents, monkeypatch):
    from desktop_app.net import hints

    release = threading.Event()
    real = hints.Adviser._work

    def slow(self, *args):
        release.wait(10)
        real(self, *args)

    monkeypatch.setattr(hints.Adviser, "_work", slow)
    session, host, me, _other = _hint_table(contents)
    seq = me.last("frame")["seq"]
    session.receive(me, json.dumps({"type": "hint", "seq": seq}))
    session.receive(me, json.dumps({"type": "hint", "seq": seq}))
    host.settle()
    assert me.last("refused")["code"] == "busy"
    release.set()
    assert _wait_for(me, host, "hint")["seq"] == seq


def test_a_hint_for_a_move_with_a_range_gives_its_values():
    from desktop_app.net.hints import match_move
    from desktop_app.net.words import Move
    from desktop_app.rules.power_grid.actions import Bid, PassBid

    moves = [Move("m0", PassBid()), Move("m1", Bid(12), {"amount": (12, 40)})]
    assert match_move(Bid(17), moves) == ("m1", {"amount": 17})
    assert match_move(PassBid(), moves) == ("m0", {})
    assert match_move(Bid(99), moves) == (None, {})


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_game_is_played_to_its_end_from_devices_alone(game_id, contents):
    """Bots drive the devices: random moves from each frame (ranges drawn) until the game ends.
    Power On! plays its no-dexterity tower here (a whole game of aimed drops replays the tower's
    physics at every drop: minutes; one aimed drop is tested in test_views.py)."""
    options = {"tower": "no_dexterity"} if game_id == "power-on" else {}
    session, host = _table(contents, game_id, kinds=(REMOTE, REMOTE), seed=21, rate=(1e6, 1e6), options=options)
    links = [FakeLink(), FakeLink()]
    for i, link in enumerate(links):
        hello(link, session, f"P{i}")
    host.settle()
    game = GAMES[game_id]
    rng = random.Random(21)
    for _ in range(5000):
        if game.is_over(host.state):
            break
        actors = [link for link in links if link.last("frame")["turn"]["you"]]
        link = rng.choice(actors)
        frame = link.last("frame")
        move = rng.choice(frame["moves"])
        values = {k: rng.randint(lo, min(hi, lo + 5)) for k, (lo, hi) in move.get("range", {}).items()}
        if "x" in values:
            values = {"x": rng.randint(-1, 1), "angle": 0}
        _intent(link, session, move["id"], frame["seq"], **({"values": values} if values else {}))
        host.settle()
        assert not link.of("refused"), link.last("refused")
    assert game.is_over(host.state)
    assert all(link.last("frame")["over"] for link in links)


def test_a_damaged_kept_table_loses_only_what_is_damaged(contents):
    session, _host = _table(contents)
    good = {"token_hash": access.token_hash("t" * 22), "name": "Ana", "language": "en", "seat": 1}
    session.restore(
        {
            "seq": "lots",
            "people": [
                good,
                {"token_hash": "xyz", "name": "Bad", "language": "en", "seat": 0},
                {**good, "name": "\u202e" * 200},
                {**good, "seat": 1, "name": "Twin"},  # the seat is Ana's: Twin waits
                {**good, "seat": True, "name": "Bool"},
                "not a person",
                None,
            ],
        }
    )
    people = session.people()
    assert [(p.name, p.seat) for p in people] == [("Ana", 1), ("Twin", None), ("Bool", None)]
    session.restore({"people": "nobody", "seq": -4})
    assert len(session.people()) == 3


def test_a_kept_table_file_that_is_damaged_gives_a_new_code(tmp_path):
    from desktop_app.controllers.remote import read_table

    path = tmp_path / "t.table.json"
    for text in ("{", "[]", '{"code": 5, "seats": []}', '{"code": "0O1IL0", "seats": []}', '{"code": "K7QM2X"}'):
        path.write_text(text, encoding="utf-8")
        assert read_table(path) is None, text
    path.write_text('{"code": "K7QM2X", "seats": []}', encoding="utf-8")
    assert read_table(path)["code"] == "K7QM2X"
    assert read_table(tmp_path / "missing.json") is None


def test_the_log_says_a_seats_new_name_after_it_changes(contents):
    session, host = _table(contents, "power-butler", kinds=(REMOTE, REMOTE), seed=5)
    ana, ben = FakeLink(), FakeLink()
    hello(ana, session, "Ana")
    hello(ben, session, "Ben")
    host.settle()
    player = GAMES["power-butler"].current_player(host.state)
    mover = (ana, ben)[player]
    _ask(host, mover)
    assert ben.last("frame")["log"][-1]["text"].startswith(("Ana", "Ben"))
    session.rename(session.people()[player].pid, "Cleo")
    host.settle()
    assert ben.last("frame")["log"][-1]["text"].startswith("Cleo")
