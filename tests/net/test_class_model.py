"""A class of tables under one class code (net/classroom.py, net/class_plan.py): pupils placed
evenly or by the teacher, the time box and its last-round notice, pause all, the dashboard's
status, the kept class, and hostile devices refused. No network: links are fakes."""

from __future__ import annotations

import json

import pytest
from netkit import FakeLink, PureHost

from desktop_app.net.class_plan import PUPIL, ClassClock, ClassPlan, TimeBox
from desktop_app.net.classroom import SEQ_GAP, ClassSession
from desktop_app.net.session import COMPUTER, REMOTE, TableSeat, TableSession
from desktop_app.rules.registry import GAMES


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def _class(contents, tables=3, seats=(PUPIL, PUPIL, "normal"), game_id="power-butler", clock=None, **plan_kw):
    clock = clock or Clock()
    game = GAMES[game_id]
    plan = ClassPlan(game_id, tables, tuple(seats), seeds=tuple(range(1, tables + 1)), **plan_kw)
    sessions, hosts = [], []
    for t in range(tables):
        kinds = [
            TableSeat(REMOTE if w == PUPIL else COMPUTER, "" if w == PUPIL else f"Computer {i + 1}")
            for i, w in enumerate(seats)
        ]
        session = TableSession(game, contents[game_id], kinds, clock=clock)
        state = game.new_game(contents[game_id], game.options_from_json({"players": len(seats), "seed": t + 1}))
        sessions.append(session)
        hosts.append(PureHost(session, state))
    klass = ClassSession(plan, sessions, clock=clock)
    return klass, hosts, clock


def _join(klass, name, link=None, **extra):
    link = link or FakeLink(f"10.0.0.{len(name)}")
    klass.connect(link)
    klass.receive(link, json.dumps({"type": "hello", "proto": 1, "code": klass.code, "name": name, **extra}))
    return link


def _settle(hosts):
    for host in hosts:
        host.settle()


def test_pupils_who_join_one_class_code_are_placed_evenly_at_the_tables(contents):
    klass, hosts, _ = _class(contents)
    links = [_join(klass, f"Pupil {i}") for i in range(5)]
    _settle(hosts)
    tables = [p.table for p in klass.pupils()]
    assert tables == [0, 1, 2, 0, 1]  # fill evenly: one at each table, then a second
    assert [p.seat for p in klass.pupils()] == [0, 0, 0, 1, 1]
    for link, pupil in zip(links, klass.pupils()):
        welcome = link.last("welcome")
        assert welcome["seat"] == pupil.seat and welcome["seat_token"]
        frame = link.last("frame")
        assert frame["seat"] == pupil.seat
        assert frame["class"]["table"] == pupil.table + 1
        assert frame["class"]["table_name"] == f"第 {pupil.table + 1} 桌"
    # each table's frames name its own pupils, not another table's
    assert [s["name"] for s in links[0].last("frame")["seats"]][:2] == ["Pupil 0", "Pupil 3"]


def test_a_pupil_waits_when_every_seat_is_taken_and_the_teacher_places_them(contents):
    klass, hosts, _ = _class(contents, tables=1, seats=(PUPIL, "normal"))
    _join(klass, "Ana")
    late = _join(klass, "Bo", language="en")
    _settle(hosts)
    welcome = late.last("welcome")
    assert welcome["seat"] is None and welcome["table"] is None
    assert welcome["class"]["waiting_text"].startswith("You are in the class")
    assert not late.of("frame")
    ana, bo = klass.pupils()
    with pytest.raises(ValueError, match="no free seat"):
        klass.place(bo.pid, 0)
    klass.place(bo.pid, 0, 0)  # Bo takes the only seat: Ana waits
    _settle(hosts)
    assert late.last("frame")["seat"] == 0 and late.last("welcome")["seat"] == 0
    assert [(p.name, p.table) for p in klass.pupils()] == [("Ana", None), ("Bo", 0)]


def test_the_teacher_moves_renames_and_removes_pupils(contents):
    klass, hosts, _ = _class(contents, tables=2)
    a, b = _join(klass, "Ana"), _join(klass, "Bo")
    _settle(hosts)
    ana, bo = klass.pupils()
    klass.place(ana.pid, 1)  # to table 2, its first free seat
    _settle(hosts)
    assert (klass.pupils()[0].table, klass.pupils()[0].seat) == (1, 1)
    assert a.last("frame")["class"]["table"] == 2
    assert [s["name"] for s in a.last("frame")["seats"]][:2] == ["Bo", "Ana"]
    klass.rename(bo.pid, "Bobby")
    _settle(hosts)
    assert b.last("frame")["seats"][0]["name"] == "Bobby"
    with pytest.raises(ValueError):
        klass.rename(bo.pid, "")
    with pytest.raises(ValueError):
        klass.place(bo.pid, 0, 2)  # a computer's seat
    klass.unplace(ana.pid)
    assert a.last("event")["kind"] == "class" and klass.pupils()[0].table is None
    klass.remove(bo.pid)
    assert b.last("error")["code"] == "removed" and b.closed
    token = b.last("welcome")["seat_token"]
    again = _join(klass, "Bobby", seat_token=token)
    assert again.last("error")["code"] == "bad_token"


def test_a_pupil_back_with_their_token_returns_to_the_same_table_and_seat(contents):
    klass, hosts, _ = _class(contents, tables=2)
    first = [_join(klass, n) for n in ("Ana", "Bo", "Cy")]
    _settle(hosts)
    token = first[2].last("welcome")["seat_token"]
    klass.disconnect(first[2])
    status = klass.status()[0]
    assert [s.connected for s in status.seats[:2]] == [True, False]  # Cy is away
    back = _join(klass, "someone", seat_token=token)
    _settle(hosts)
    assert back.last("frame")["seat"] == 1 and back.last("frame")["class"]["table"] == 1
    assert klass.pupils()[2].connected
    # the same token on a second device: the first is replaced
    twice = _join(klass, "x", FakeLink("10.9.9.9"), seat_token=token)
    _settle(hosts)
    assert back.last("event")["kind"] == "replaced" and twice.last("frame")["seat"] == 1


def test_pause_all_shows_on_every_device_refuses_moves_and_stops_the_clock(contents):
    klass, hosts, clock = _class(contents, tables=2, seats=(PUPIL, PUPIL))
    links = [_join(klass, n) for n in ("Ana", "Bo", "Cy")]
    klass.start()
    _settle(hosts)
    clock.now += 30
    klass.pause_all()
    _settle(hosts)
    for link in links:
        info = link.last("frame")["class"]
        assert info["paused"] and info["pause_text"] == "老師暫停了遊戲，請看老師這邊！"
        assert link.last("frame")["moves"] == []  # nothing to press while paused
    mover = next(link for link in links if link.last("frame")["turn"]["player"] == link.last("frame")["seat"])
    klass.receive(mover, json.dumps({"type": "intent", "seq": mover.last("frame")["seq"], "move": "m0"}))
    assert mover.last("refused")["code"] == "paused"
    clock.now += 300
    assert klass.timer.elapsed() == pytest.approx(30)  # a pause does not eat the time box
    assert all(s.paused and not s.stuck for s in klass.status())
    klass.resume_all()
    _settle(hosts)
    assert not mover.last("frame")["class"]["paused"] and mover.last("frame")["moves"]


def test_the_last_round_notice_reaches_every_device_of_a_table_then_it_ends(contents):
    plan = ClassPlan("power-butler", 1, (PUPIL, PUPIL), rounds=2, seeds=(1,))
    box = TimeBox()
    assert box.update(plan, 1, False, 0) == (False, False)
    assert box.update(plan, 2, False, 50) == (True, False)  # round 2 of 2 begins: the last
    assert box.update(plan, 2, False, 60) == (False, False)
    assert box.update(plan, 3, False, 100) == (False, True)  # it is over
    klass, hosts, _ = _class(contents, tables=2, seats=(PUPIL, PUPIL), rounds=1)
    links = [_join(klass, n) for n in ("Ana", "Bo", "Cy", "Di")]
    klass.start()
    assert klass.tick() == [(0, "last_round"), (1, "last_round")]  # round 1 of 1 is the last
    _settle(hosts)
    for link in links:
        assert link.last("frame")["class"]["notice"] == "last_round"
        assert link.last("frame")["class"]["notice_text"] == "最後一回合！好好把握。"
    # table 1 plays on to round 2: its play ends, and its devices are told; table 2 goes on
    host = hosts[0]
    game = host.session.game
    while getattr(host.state, "round", 0) < 2 and not game.is_over(host.state):
        host.apply(game.current_player(host.state), game.legal_actions(host.state)[0])
    assert klass.tick() == [(0, "ended")]
    _settle(hosts)
    assert links[0].last("frame")["class"]["notice"] == "class_over"
    assert links[0].last("frame")["moves"] == []
    assert links[2].last("frame")["class"]["notice"] == "class_over"  # Ana and Cy sit at table 1
    assert links[1].last("frame")["class"]["notice"] == "last_round"
    assert [s.ended for s in klass.status()] == [True, False] and not klass.ended()


def test_at_minute_m_the_round_that_cannot_finish_is_announced_last_and_play_stops_at_m():
    plan = ClassPlan("power-butler", 1, (PUPIL, PUPIL), minutes=10, seeds=(1,))
    box = TimeBox()
    box.update(plan, 1, False, 0)
    assert box.update(plan, 2, False, 200) == (False, False)  # rounds take 200 s; 400 < 600
    assert box.update(plan, 3, False, 420) == (True, False)  # 420 + 210 passes minute 10
    assert box.update(plan, 3, False, 600) == (False, True)  # minute 10: play stops
    restored = TimeBox.from_json(json.loads(json.dumps(box.to_json())))
    assert restored == box
    assert TimeBox.from_json({"round": "x", "lengths": [1, "y"], "ended": 1}) == TimeBox(lengths=[1.0])


def test_the_class_clock_stands_still_while_paused():
    clock = Clock()
    timer = ClassClock(clock, elapsed=5)
    timer.start()
    clock.now += 10
    timer.stop()
    clock.now += 100
    assert timer.elapsed() == 15
    timer.start()
    clock.now += 1
    assert timer.elapsed() == 16


def test_the_dashboard_status_marks_a_table_stuck_past_a_minute(contents):
    klass, hosts, clock = _class(contents, tables=2, seats=(PUPIL, "normal"))
    _join(klass, "Ana")
    klass.start()
    klass.tick()
    clock.now += 61
    klass.tick()
    first, second = klass.status("en")
    assert first.round == 1 and first.moment and first.turn == 0 and first.turn_name == "Ana"
    assert first.waited_s == pytest.approx(61) and first.stuck
    assert first.turn_text
    assert [s.kind for s in first.seats] == ["pupil", "computer"] and first.seats[1].level == "normal"
    assert [s.kind for s in second.seats] == ["open", "computer"]


def test_a_kept_class_reopens_with_its_code_pupils_and_time(contents):
    klass, hosts, clock = _class(contents, tables=2, rounds=3)
    links = [_join(klass, n) for n in ("Ana", "Bo", "Cy")]
    klass.start()
    clock.now += 42
    klass.tick()
    kept = json.loads(json.dumps(klass.to_json()))
    assert "seat_token" not in json.dumps(kept)  # hashes only
    again, hosts2, clock2 = _class(contents, tables=2, rounds=3)
    again = ClassSession(again.plan, again.tables, code=kept["code"], clock=clock2)
    again.restore(kept)
    assert again.code == klass.code and again.timer.elapsed() == pytest.approx(42)
    assert [(p.name, p.table, p.seat, p.connected) for p in again.pupils()] == [
        ("Ana", 0, 0, False),
        ("Bo", 1, 0, False),
        ("Cy", 0, 1, False),
    ]
    assert again.tables[0].seq >= SEQ_GAP
    token = links[2].last("welcome")["seat_token"]
    back = _join(again, "Cy", seat_token=token)
    for host in hosts2:
        host.session.publish(host.state, host.history)
    assert back.last("welcome")["seat"] == 1 and back.last("frame")["class"]["table"] == 1
    # a damaged kept class loses only what is damaged
    damaged = dict(kept, pupils=[{"token_hash": "nope"}, 7, kept["pupils"][0]], boxes="x", elapsed=-1)
    third, _h, _c = _class(contents, tables=2, rounds=3)
    third.restore(damaged)
    assert [p.name for p in third.pupils()] == ["Ana"]


def test_hostile_devices_are_refused_by_the_class(contents):
    klass, hosts, _ = _class(contents, tables=1)
    junk = FakeLink("10.1.1.1")
    klass.connect(junk)
    klass.receive(junk, b"\x00binary")
    assert junk.last("error")["code"] == "bad_json" and junk.closed
    first = FakeLink("10.1.1.2")
    klass.connect(first)
    klass.receive(first, json.dumps({"type": "intent", "seq": 1, "move": "m0"}))
    assert first.last("error")["code"] == "hello_first"
    guesser = FakeLink("10.1.1.3")
    for _ in range(10):
        klass.connect(guesser)
        klass.receive(guesser, json.dumps({"type": "hello", "proto": 1, "code": "AAAAAA", "name": "x"}))
    assert guesser.last("error")["code"] == "bad_code"
    right = FakeLink("10.1.1.3")
    _join(klass, "x", right)
    assert right.last("error")["code"] == "too_many_tries"  # even the right code, for a minute
    watcher = _join(klass, "w", role="watcher")
    assert watcher.last("error")["code"] == "bad_hello"
    forged = _join(klass, "f", FakeLink("10.1.1.4"), seat_token="A" * 22)
    assert forged.last("error")["code"] == "bad_token"
    # a waiting pupil may not move, ask for hints or pause the class
    klass.tables[0].seats[0].kind = COMPUTER  # no pupil seat free at all
    klass.tables[0].seats[1].kind = COMPUTER
    waiting = _join(klass, "Wai", FakeLink("10.1.1.5"))
    for message in ({"type": "intent", "seq": 1, "move": "m0"}, {"type": "hint", "seq": 1}):
        klass.receive(waiting, json.dumps(message))
        assert waiting.last("refused")["code"] == "not_seated"
    klass.receive(waiting, json.dumps({"type": "pause"}))
    assert waiting.last("refused")["code"] == "unsupported" and not klass.paused
    klass.receive(waiting, json.dumps({"type": "ping", "t": 5}))
    assert waiting.last("pong")["t"] == 5


def test_a_plan_that_cannot_run_is_refused_in_one_sentence():
    good = ClassPlan("power-butler", 2, (PUPIL, "normal"), rounds=3, seeds=(1, 2))
    good.check((2, 4), ("normal", "random"))
    assert ClassPlan.from_json(json.loads(json.dumps(good.to_json()))) == good
    bad = [
        (dict(tables=0), "1 to 16 tables"),
        (dict(seats=(PUPIL,)), "2 to 4 players"),
        (dict(seats=(PUPIL, "genius")), "not 'genius'"),
        (dict(seats=("normal", "normal")), "no seat is 'pupil'"),
        (dict(rounds=3, minutes=20.0), "not both"),
        (dict(rounds=0), "--rounds"),
        (dict(pace="warp"), "pace"),
        (dict(seeds=(1,)), "one seed per table"),
    ]
    for change, words in bad:
        fields = {**good.to_json(), **change}
        fields["seats"] = tuple(fields["seats"])
        fields["seeds"] = tuple(fields["seeds"])
        with pytest.raises(ValueError, match=words):
            ClassPlan(**fields).check((2, 4), ("normal", "random"))
    with pytest.raises(ValueError, match="damaged"):
        ClassPlan.from_json({"game": "power-butler", "tables": "2"})


def test_at_minute_m_every_table_stops_and_its_devices_are_told(contents):
    klass, hosts, clock = _class(contents, tables=2, seats=(PUPIL, PUPIL), minutes=1)
    links = [_join(klass, n) for n in ("Ana", "Bo")]
    klass.start()
    assert klass.tick() == []
    clock.now += 30
    klass.pause_all()
    clock.now += 600  # paused: the class's minute 1 has not come
    assert klass.tick() == []
    klass.resume_all()
    clock.now += 31
    assert klass.tick() == [(0, "ended"), (1, "ended")] and klass.ended()
    _settle(hosts)
    for link in links:
        assert link.last("frame")["class"]["notice_text"] == "時間到，遊戲到這裡結束。大家辛苦了！"
        assert link.last("frame")["moves"] == []


def test_a_seat_freed_by_a_removed_pupil_goes_to_the_first_one_waiting(contents):
    klass, hosts, _ = _class(contents, tables=1, seats=(PUPIL, "normal"))
    _join(klass, "Ana")
    bo = _join(klass, "Bo")
    _settle(hosts)
    assert bo.last("welcome")["seat"] is None
    klass.remove(klass.pupils()[0].pid)
    _settle(hosts)
    assert [(p.name, p.table, p.seat) for p in klass.pupils()] == [("Bo", 0, 0)]
    assert bo.last("welcome")["seat"] == 0 and bo.last("frame")["class"]["table"] == 1
