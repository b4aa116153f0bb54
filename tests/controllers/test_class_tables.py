"""controllers/class_tables.py in process: a class's tables with their computer players, the
teacher's pause reaching every controller, the time box stopping a table, results from each
table's game, and a class reopened from its folder with the same code and pupils."""

from __future__ import annotations

import json

from websockets.sync.client import connect

from desktop_app.controllers.class_tables import CLASS_FILE, ClassTables, table_save
from desktop_app.net.class_plan import PUPIL, ClassPlan


def _plan(**kw):
    return ClassPlan("power-butler", 2, (PUPIL, "random"), seeds=(5, 6), pace="fast", **kw)


def _hello(ws, klass, name):
    ws.send(json.dumps({"type": "hello", "proto": 1, "code": klass.session.code, "name": name}))
    return json.loads(ws.recv(timeout=5))


def test_the_teachers_pause_holds_every_table_and_a_reopened_class_keeps_its_code(qtbot, tmp_path):
    klass = ClassTables(tmp_path, _plan(rounds=1))
    klass.open()
    try:
        assert not klass.reopened and table_save(tmp_path, 0).exists() and (tmp_path / CLASS_FILE).exists()
        with connect(klass.server.url.replace("http://", "ws://") + "ws", open_timeout=5) as ws:
            assert _hello(ws, klass, "Ana")["seat"] == 0
            qtbot.waitUntil(lambda: klass.session.pupils()[0].connected, timeout=5000)
        klass.pause_all()
        assert all(c.paused for c in klass.controllers) and all(s.paused for s in klass.status())
        klass.resume_all()
        assert not any(c.paused for c in klass.controllers)
        klass.session.pause_all()  # a dashboard given the session itself: the computers hold too
        qtbot.waitUntil(lambda: all(c.paused for c in klass.controllers), timeout=2000)
        klass.session.resume_all()
        qtbot.waitUntil(lambda: not any(c.paused for c in klass.controllers), timeout=2000)
        assert klass.code == klass.session.code and klass.pupils()[0].name == "Ana" and not klass.paused
        status = klass.status("en")
        assert [s.seats[0].kind for s in status] == ["pupil", "open"]
        klass.give_to_computer(1, 0, "random")  # table 2's pupil seat: a computer plays it
        assert klass.status()[1].seats[0].kind == "computer" and klass.controllers[1].seats[0].bot == "random"
        results = klass.results()
        assert [r.seats[0].pupil for r in results] == [True, False] and results[0].seats[0].name == "Ana"
        klass.give_to_computer(0, 0)  # Ana's seat: she waits in the lobby, the seat is a computer's
        assert klass.pupils()[0].table is None and klass.status()[0].seats[0].kind == "computer"
        klass.write_csv(tmp_path / "class.csv")
        assert (tmp_path / "class.csv").read_bytes().startswith(b"\xef\xbb\xbf")
        code = klass.session.code
    finally:
        klass.close()
    again = ClassTables(tmp_path, None)
    try:
        assert again.reopened and again.session.code == code and again.plan == _plan(rounds=1)
        assert [p.name for p in again.session.pupils()] == ["Ana"]
    finally:
        again.close()
