"""Game > "Play through the school's broker…" in a game window: the teacher picks the host.json
of `energy-table broker-config`, chooses the seats, and the window's table opens through a real
Mosquitto (nothing listens on the teacher's computer); the card shows the pupils' page and no
join code; a pupil signed in over MQTT plays their seat into the window's controller; closing
the window tells the pupil the table closed."""

from __future__ import annotations

from helpers import show_window
from net.brokerkit import Pupil, running_broker, wait_for
from PySide6.QtWidgets import QDialog, QFileDialog

from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.power_butler.game import POWER_BUTLER
from desktop_app.rules.power_butler.state import PowerButlerOptions
from desktop_app.views.power_butler.window import PowerButlerWindow
from desktop_app.views.remote import host_table
from desktop_app.views.remote.menu import broker_menu_text


def test_a_window_plays_through_the_schools_broker_from_the_game_menu(qtbot, chinese, tmp_path, monkeypatch):
    content = POWER_BUTLER.load_content(None)
    seats = [Seat("電腦", "heuristic"), Seat("小美")]
    controller = GameController(POWER_BUTLER, content, PowerButlerOptions(2, 3), seats, bot_delay_ms=0)
    window = show_window(qtbot, PowerButlerWindow(controller, "zh_TW"), speed="max")
    game_menu = window.menuBar().actions()[0].menu()
    assert broker_menu_text() in [a.text() for a in game_menu.actions()]
    assert broker_menu_text() == "透過學校的伺服器（MQTT）開桌(&B)…"
    with running_broker(tmp_path / "broker") as broker:
        chosen = (str(broker.files.access), "host.json (*.json)")
        monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, **_k: chosen)
        monkeypatch.setattr(host_table.SeatChoice, "exec", lambda _self: QDialog.DialogCode.Accepted)
        card = host_table.invite_through_broker(window)
        assert card is not None and window.device_table.session.seats[1].kind == "remote"
        assert window.device_table.link == broker.access.page and "class=5a" in card.link
        assert card.code.isHidden(), "over the broker pupils sign in: no join code on the card"
        pupil = Pupil(broker, "mei").ready()
        try:
            pupil.subscribe(pupil.topics.seat("mei"))
            pupil.send({"type": "hello", "proto": 1, "name": "小美", "language": "zh_TW"})
            window.start()
            qtbot.waitUntil(lambda: bool(pupil.messages("welcome")), timeout=10_000)
            assert pupil.messages("welcome")[-1]["seat"] == 1
            qtbot.waitUntil(lambda: any(f["moves"] for f in pupil.frames()), timeout=15_000)
            frame = [f for f in pupil.frames() if f["moves"]][-1]
            assert frame["moves"][0]["label"] == "擲骰子"  # the window's device words, in Chinese
            before = len(controller.history)
            pupil.send({"type": "intent", "seq": frame["seq"], "move": frame["moves"][0]["id"]})
            qtbot.waitUntil(lambda: len(controller.history) > before, timeout=10_000)
            assert controller.history[before].player == 1
            window.close()
            wait_for(lambda: any(m.get("kind") == "closing" for m in pupil.messages("event")), what="the closing event")
        finally:
            pupil.stop()


def test_a_broker_that_cannot_be_reached_is_told_and_the_window_keeps_every_seat(qtbot, tmp_path, monkeypatch):
    from net.brokerkit import free_port

    from desktop_app.net.broker import BrokerAccess

    content = POWER_BUTLER.load_content(None)
    seats = [Seat("電腦", "heuristic"), Seat("小美")]
    controller = GameController(POWER_BUTLER, content, PowerButlerOptions(2, 3), seats, bot_delay_ms=0)
    window = show_window(qtbot, PowerButlerWindow(controller, "en"), speed="max")
    told: list[str] = []
    monkeypatch.setattr(host_table, "warn", lambda _w, _t, text: told.append(text))
    away = BrokerAccess("127.0.0.1", free_port(), "host-5a", "pw", "5a")  # nothing listens there
    assert host_table.invite(window, remote=[1], broker=away) is None
    assert told and "cannot reach the broker" in told[0]
    assert getattr(window, "device_table", None) is None
    assert controller.guard is None and not window.actions.device_seats  # seat 1 is played here still


def test_a_class_opened_through_the_broker_shows_the_pupils_page_and_places_who_signs_in(qtbot, tmp_path):
    """views/class_session's start_class with the teacher's host.json: the class runs through the
    broker (nothing listens here), the dashboard's link is the class's pupils' page, and a pupil
    who signs in over MQTT is placed at a table."""
    from desktop_app.net.broker import class_page
    from desktop_app.net.class_plan import PUPIL, ClassPlan
    from desktop_app.views.class_session.open_class import start_class

    plan = ClassPlan("power-butler", 2, (PUPIL, "normal"), language="en", pace="slow", seeds=(1, 2))
    with running_broker(tmp_path / "broker") as broker:
        run = start_class(plan, "en", folder=tmp_path / "class", broker=broker.access)
        assert run is not None
        pupil = Pupil(broker, "mei", table="class").ready()
        try:
            assert run.link == class_page(broker.access) and "table=class" in run.link
            pupil.subscribe(pupil.topics.seat("mei"))
            pupil.send({"type": "hello", "proto": 1, "name": "Mei", "language": "en"})
            qtbot.waitUntil(lambda: bool(pupil.frames()), timeout=15_000)
            assert [(p.name, p.table) for p in run.pupils()] == [("Mei", 0)]
            assert pupil.frames()[-1]["class"]["table_name"] == "Table 1"
        finally:
            pupil.stop()
            run.close()
