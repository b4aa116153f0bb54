"""A whole class through the school's broker (net/broker.py's `BrokerClass` carrying a
`ClassSession`) against a real Mosquitto on 127.0.0.1 with the files `energy-table broker-config`
writes: pupils join the class through the broker, are placed at two tables, and each RECEIVES
only their own seat's frames and the tables' public views (Mosquitto 2 grants a subscription its
ACL denies and filters at delivery, so only what arrives proves anything); the teacher's pause
reaches every pupil, waiting or seated; a pupil who comes back gets their retained frame from the
broker; a restarted host greets its pupils back to their tables."""

from __future__ import annotations

import json

import pytest
from brokerkit import Pupil, start_broker, wait_for
from netkit import PureHost

from desktop_app.net.broker import CLASS_LEVEL, BrokerClass, Topics, class_page, table_name
from desktop_app.net.class_plan import PUPIL, ClassPlan
from desktop_app.net.classroom import ClassSession
from desktop_app.net.session import REMOTE, TableSeat, TableSession
from desktop_app.rules.registry import GAMES

GAME = "power-butler"
PUPILS = ["ana", "mei", "li", "bo", "kai"]  # two tables of two pupil seats: kai waits


@pytest.fixture
def broker(tmp_path):
    running = start_broker(tmp_path / "broker", pupils=PUPILS)
    yield running
    running.stop()


class Host:
    """A class's host with no Qt: the `ClassSession`, each table's game (PureHost), the broker."""

    def __init__(self, broker, contents, keep, kept=None, states=None) -> None:
        game = GAMES[GAME]
        plan = ClassPlan(GAME, 2, (PUPIL, PUPIL), seeds=(1, 2))
        self.tables = [TableSession(game, contents[GAME], [TableSeat(REMOTE), TableSeat(REMOTE)]) for _ in range(2)]
        states = states or [
            game.new_game(contents[GAME], game.options_from_json({"players": 2, "seed": s})) for s in plan.seeds
        ]
        self.hosts = [PureHost(t, s) for t, s in zip(self.tables, states)]
        self.klass = ClassSession(plan, self.tables, code=(kept or {}).get("code"))
        if kept:
            self.klass.restore(kept)
        self.transport = BrokerClass(self.klass, broker.access, keep_path=keep)
        self.transport.open()

    def settle(self) -> None:
        for host in self.hosts:
            host.settle()

    def wait(self, condition, what: str):
        return wait_for(condition, what=what, step=self.settle)

    def close(self) -> None:
        self.transport.close()


def _pupil(broker, user: str, *subscriptions: str) -> Pupil:
    pupil = Pupil(broker, user, table=CLASS_LEVEL).ready()
    for topic in subscriptions or (pupil.topics.seat(user),):
        pupil.subscribe(topic)
    return pupil


def _join(pupil: Pupil) -> None:
    pupil.send({"type": "hello", "proto": 1, "name": pupil.user.title(), "language": "en"})


def test_a_class_through_the_broker_places_its_pupils_and_each_receives_only_their_own_seat(broker, contents, tmp_path):
    host = Host(broker, contents, tmp_path / "class.broker.json")
    pupils = [_pupil(broker, user, "energy-table/#", "energy-table/5a/+/seat/+") for user in PUPILS]
    try:
        for pupil in pupils:
            _join(pupil)
            host.wait(lambda p=pupil: p.messages("welcome"), f"{pupil.user}'s welcome")
        seated = {p.user: p for p in pupils[:4]}
        host.wait(lambda: all(p.frames() for p in seated.values()), "every seated pupil's frame")
        places = {(i.table, i.seat) for i in host.klass.pupils() if i.table is not None}
        assert places == {(0, 0), (0, 1), (1, 0), (1, 1)}, "placed evenly at both tables"
        kai = pupils[4]
        assert kai.messages("welcome")[-1]["seat"] is None and kai.messages("welcome")[-1]["table"] is None
        # every table plays a move from its pupils' own devices
        for table, host_table in enumerate(host.hosts):
            seat = GAMES[GAME].current_player(host_table.state)
            info = next(i for i in host.klass.pupils() if i.table == table and i.seat == seat)
            pupil = next(p for p in pupils if p.user.title() == info.name)
            frame = host.wait(lambda p=pupil: next((f for f in reversed(p.frames()) if f["moves"]), None), "moves")
            before = len(host_table.history)
            pupil.send({"type": "intent", "seq": frame["seq"], "move": frame["moves"][0]["id"]})
            host.wait(lambda h=host_table, b=before: len(h.history) > b, "the move")
        host.wait(lambda: all(len(p.frames()) >= 2 for p in seated.values()), "the frames after the moves")
        publics = {Topics("5a", str(n)).public for n in (1, 2)}
        by_name = {i.name: i for i in host.klass.pupils()}
        for pupil in pupils:
            own = pupil.topics.seat(pupil.user)
            topics = {t for t, _m, _r in pupil.drain()}
            assert topics <= {own, *publics}, (pupil.user, topics)
            info = by_name[pupil.user.title()]
            for frame in pupil.frames():
                assert frame["seat"] == info.seat and frame["class"]["table"] == info.table + 1
            assert all(m.get("seat_token") is None for m in pupil.messages("welcome"))  # the host keeps it
        for n, topic in ((1, "energy-table/5a/1/public"), (2, "energy-table/5a/2/public")):
            public = pupils[0].messages("frame", topic)
            assert public and all(f["seat"] is None and f["class"]["table"] == n for f in public)
        # the teacher: pause all reaches every pupil, seated or waiting
        host.klass.pause_all()
        host.settle()
        for pupil in pupils:
            host.wait(
                lambda p=pupil: any(m.get("class", {}).get("paused") for m in p.messages(topic=p.topics.seat(p.user))),
                f"{pupil.user} told of the pause",
            )
        paused = [f for f in seated["ana"].frames() if f["class"]["paused"]]
        assert paused and not paused[-1]["moves"] and paused[-1]["class"]["pause_text"]
        host.klass.resume_all()
        # the teacher moves kai onto ana's seat: ana waits (her table's frame leaves her mailbox)
        ana = by_name["Ana"]
        host.klass.place(by_name["Kai"].pid, ana.table, ana.seat)
        host.settle()
        host.wait(lambda: kai.frames() and kai.frames()[-1]["seat"] == ana.seat, "kai's frame at ana's seat")
        host.wait(
            lambda: any(
                m.get("kind") == "class" and m["class"]["table"] is None for m in seated["ana"].messages("event")
            ),
            "ana told she waits",
        )
        back = _pupil(broker, "ana")  # a new device: the broker keeps no frame of a table for her
        back.send({"type": "ping", "t": 1})
        host.wait(lambda: back.messages("pong"), "ana's pong")
        assert not back.frames(), "a waiting pupil's mailbox holds no table's frame"
        back.stop()
    finally:
        host.close()
        for pupil in pupils:
            pupil.stop()


def test_a_pupil_who_comes_back_gets_their_seat_from_the_broker_and_a_restarted_host_greets_them(
    broker, contents, tmp_path
):
    keep = tmp_path / "class.broker.json"
    host = Host(broker, contents, keep)
    ana, mei = _pupil(broker, "ana"), _pupil(broker, "mei")
    try:
        for pupil in (ana, mei):
            _join(pupil)
        host.wait(lambda: ana.frames() and mei.frames(), "both pupils' frames")
        seat_of = {p.user: p.frames()[-1]["seat"] for p in (ana, mei)}
        assert {p.frames()[-1]["class"]["table"] for p in (ana, mei)} == {1, 2}  # one at each table
        ana.stop()  # ana goes home; her table plays on (her seat is the broker's mailbox)
        table = next(i.table for i in host.klass.pupils() if i.name == "Ana")
        latest = host.tables[table].seq
        back = _pupil(broker, "ana")  # next lesson, another device: nothing sent yet
        frame = wait_for(lambda: back.frames(), what="the retained frame")[-1]
        assert frame["seq"] == latest and frame["seat"] == seat_of["ana"] and frame["class"]["table"] == table + 1
        assert [r for _t, _m, r in back.drain()] == [True]  # the broker's retained copy, not a resend
        # the teacher's computer restarts: the class as kept, the pupils' tokens from class.broker.json
        kept = json.loads(json.dumps(host.klass.to_json()))
        states = [h.state for h in host.hosts]
        host.close()
        assert json.loads(keep.read_text()).keys() == {"ana", "mei"}
        again = Host(broker, contents, keep, kept=kept, states=states)
        try:
            assert again.klass.code == kept["code"]
            old = max(f["seq"] for f in back.frames() + mei.frames())
            again.wait(lambda: all(p.frames()[-1]["seq"] > old for p in (back, mei)), "frames from the new host")
            assert {"ana": back.frames()[-1]["seat"], "mei": mei.frames()[-1]["seat"]} == seat_of
            assert sorted((i.name, i.connected) for i in again.klass.pupils()) == [("Ana", True), ("Mei", True)]
        finally:
            again.close()
        back.stop()
    finally:
        ana.stop()
        mei.stop()


def test_a_class_has_its_own_topics_and_page():
    with pytest.raises(ValueError, match="class's pupils"):
        table_name("class")  # a single table may not take the class's level
    from desktop_app.net.broker import BrokerAccess

    access = BrokerAccess("school", 1883, "host-5a", "pw", "5a", "http://school:8080/?class=5a&table=1&broker=ws://x")
    assert class_page(access) == "http://school:8080/?class=5a&table=class&broker=ws://x"
    assert class_page(BrokerAccess("school", 1883, "host-5a", "pw", "5a")) == ""


def test_energy_table_class_through_the_broker_plays_to_its_results(broker, tmp_path):
    """`energy-table class ... --broker host.json` as a school runs it (a subprocess): two
    tables of a pupil and a computer player, pupils playing random offered moves from their
    devices through the broker until the time box ends the class and its results are written."""
    import random

    from helpers import start_command

    folder, csv = tmp_path / "class", tmp_path / "class.csv"
    args = ["power-butler", "--tables", "2", "--seats", "pupil,normal", "--rounds", "1", "--pace", "fast"]
    args += ["--seed", "3", "--folder", str(folder), "--csv", str(csv), "--broker", str(broker.files.access)]
    process, lines = start_command("class", *args, until="code:")
    pupils = []
    try:
        assert any(line.startswith("broker: mqtt://127.0.0.1:") for line in lines), lines
        join = next(line.split()[1] for line in lines if line.startswith("join:"))
        assert "class=5a" in join and "table=class" in join and "broker=ws://" in join, join
        pupils = [_pupil(broker, user) for user in ("ana", "mei")]
        for pupil in pupils:
            _join(pupil)
        rng, answered = random.Random(4), {p.user: 0 for p in pupils}

        def play() -> bool:
            for pupil in pupils:
                frames = pupil.frames()
                frame = frames[-1] if frames else None
                if frame and frame["moves"] and frame["seq"] > answered[pupil.user]:
                    answered[pupil.user] = frame["seq"]
                    move = rng.choice(frame["moves"])
                    values = {k: lo for k, (lo, _hi) in move.get("range", {}).items()}
                    intent = {"type": "intent", "seq": frame["seq"], "move": move["id"]}
                    pupil.send({**intent, **({"values": values} if values else {})})
            return process.poll() is not None

        wait_for(play, timeout=120, what="the class to end by its time box")
        out = process.stdout.read()
        assert process.returncode == 0 and f"results: {csv}" in out, out
        text = csv.read_text(encoding="utf-8-sig")
        assert "Ana" in text and "Mei" in text, text[:400]
        tables = {p.frames()[-1]["class"]["table"] for p in pupils}
        assert tables == {1, 2} and all(p.frames()[-1]["class"]["notice"] for p in pupils)
    finally:
        process.kill()
        process.wait(10)
        for pupil in pupils:
            pupil.stop()


def _kept_pupils(folder) -> set[str]:
    """The pupils whose seat token the host has kept (class.broker.json): the file is written
    as each pupil is seated, so it exists before the last one is in it; and class.json (their
    tables, the frames' numbering) follows at the next tick. Killing the host before both hold
    every pupil lost the later ones: this test failed now and then under load."""
    import json

    try:
        kept = json.loads((folder / "class.broker.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return set()
    return {pupil for pupil, entry in kept.items() if isinstance(entry, dict) and entry.get("token")}


def _kept_seated(folder) -> int:
    """How many pupils class.json keeps at a table (it is written at the class's next tick)."""
    import json

    try:
        kept = json.loads((folder / "class.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return 0
    return sum(1 for p in kept.get("pupils", []) if isinstance(p, dict) and p.get("table") is not None)


def test_a_class_host_killed_mid_lesson_reopens_through_the_broker_and_its_pupils_carry_on(broker, tmp_path):
    """`energy-table class ... --broker` killed with no goodbye and started again on the same
    folder: the same class code, and every pupil (the same MQTT clients, no new hello) gets
    frames from the new host at the table and seat they had, and plays on."""
    import signal

    from helpers import start_command

    folder = tmp_path / "class"
    args = ["power-butler", "--tables", "2", "--seats", "pupil,pupil", "--seed", "5", "--folder", str(folder)]
    args += ["--broker", str(broker.files.access)]
    process, lines = start_command("class", *args, until="code:")
    pupils = [_pupil(broker, user) for user in ("ana", "mei", "li")]
    try:
        code = lines[-1].split()[1]
        for pupil in pupils:
            _join(pupil)
        wait_for(lambda: all(p.frames() for p in pupils), timeout=30, what="every pupil's frame")
        before = {p.user: (p.frames()[-1]["class"]["table"], p.frames()[-1]["seat"]) for p in pupils}
        assert sorted(t for t, _s in before.values()) == [1, 1, 2]
        wait_for(lambda: _kept_pupils(folder) == {"ana", "mei", "li"}, what="every pupil's seat kept")
        wait_for(lambda: _kept_seated(folder) == 3, what="the class kept with every pupil at a table")
        process.send_signal(signal.SIGKILL)
        process.wait(10)
        seen = {p.user: max(f["seq"] for f in p.frames()) for p in pupils}
        process, lines = start_command("class", *args, until="code:")
        assert lines[0].startswith("reopened") and lines[-1].split()[1] == code, lines
        wait_for(
            lambda: all(p.frames()[-1]["seq"] > seen[p.user] for p in pupils), timeout=30, what="the new host's frames"
        )
        assert {p.user: (p.frames()[-1]["class"]["table"], p.frames()[-1]["seat"]) for p in pupils} == before
        mover = next(p for p in pupils if p.frames()[-1]["moves"])  # someone's turn: they play on
        frame = mover.frames()[-1]
        mover.send({"type": "intent", "seq": frame["seq"], "move": frame["moves"][0]["id"]})
        wait_for(lambda: mover.frames()[-1]["seq"] > frame["seq"], timeout=30, what="the move played after the restart")
        assert not any(p.messages("error") for p in pupils)
    finally:
        process.kill()
        process.wait(10)
        for pupil in pupils:
            pupil.stop()


def _answer_box(monkeypatch, role, asked: list[str]) -> None:
    """Every QMessageBox is answered with its button of `role`; its text goes to `asked`."""
    from PySide6.QtWidgets import QMessageBox

    def answer(box: QMessageBox) -> int:
        asked.append(box.text())
        next(b for b in box.buttons() if box.buttonRole(b) == role).click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", answer)


def test_a_kept_class_that_went_through_the_broker_reopens_through_it_again(qtbot, broker, tmp_path, monkeypatch):
    """Launcher > Class > Continue on a class that went through the school's broker opens it through
    the broker again, with its host.json (session 8 left it reopening on this computer only: the
    kept class did not say it had gone through a broker). A host.json that cannot be used now is
    said, and the teacher may choose it again or cancel; the class stays kept either way."""
    from PySide6.QtWidgets import QMessageBox

    from desktop_app.controllers.kept_classes import read_kept_class
    from desktop_app.views.class_session import open_class as opening
    from desktop_app.views.class_session.kept_classes import class_detail, class_title

    folder = tmp_path / "class"
    folder.mkdir()
    plan = ClassPlan(GAME, 1, (PUPIL, "normal"), seeds=(3,))
    access = broker.access
    run = opening.start_class(plan, "en", folder=folder, broker=access)
    assert run is not None and run.tables.broker is not None
    code = run.code
    assert run.dashboard.code_label.text() == "Pupils sign in · 0 joined", "no class code to type"
    assert run.dashboard.code_button.text() == "Show how to join on the projector"
    run.close()

    kept = read_kept_class(folder)
    assert kept.broker_file == str(broker.files.access)
    assert "through the school's broker" in class_detail(kept)
    assert "code" not in class_title(kept), class_title(kept)

    again = opening.reopen_class(None, "en", folder, kept.plan, kept.broker_file)
    assert again is not None and again.tables.reopened and again.code == code
    assert again.tables.broker == access, "through the broker again, not this computer"
    again.close()

    spare = tmp_path / "spare-host.json"
    spare.write_bytes(broker.files.access.read_bytes())
    broker.files.access.write_text("{ not json", encoding="utf-8")  # the file changed since
    asked: list[str] = []
    _answer_box(monkeypatch, QMessageBox.ButtonRole.RejectRole, asked)
    assert opening.reopen_class(None, "en", folder, kept.plan, kept.broker_file) is None
    assert len(asked) == 1 and str(broker.files.access) in asked[0] and "cannot be used now" in asked[0], asked
    assert read_kept_class(folder).broker_file == str(broker.files.access), "cancelled: kept as it was"

    _answer_box(monkeypatch, QMessageBox.ButtonRole.AcceptRole, asked)  # "Choose host.json…"
    monkeypatch.setattr(opening, "choose_host_file", lambda _parent: spare)
    third = opening.reopen_class(None, "en", folder, kept.plan, kept.broker_file)
    assert third is not None and third.code == code and third.tables.broker == access
    third.close()
    assert read_kept_class(folder).broker_file == str(spare), "the file chosen is the one kept"
    broker.files.access.write_bytes(spare.read_bytes())  # the broker's own stop reads it
