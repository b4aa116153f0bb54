"""The launcher's "Join a table" (issue 24: "opens today's game window bound to one seat, with
every control a local seat has"), against a real host on 127.0.0.1; the host's announcement on
the local network only once its table is open to the room (zeroconf on the loopback interface)."""

from __future__ import annotations

import time

import pytest
from helpers import panel_button, show_window
from PySide6.QtCore import Qt

from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.controllers.remote import RemoteTable
from desktop_app.controllers.remote_seat import SeatController
from desktop_app.net.discovery import Announcer, Browser
from desktop_app.net.server import TableServer
from desktop_app.net.session import HERE, REMOTE, TableSeat, TableSession
from desktop_app.rules.power_butler.game import POWER_BUTLER
from desktop_app.views.join import JoinDialog
from desktop_app.views.remote import device_words

LOOPBACK = ["127.0.0.1"]


@pytest.fixture
def host(qtbot):
    """Power Butler for three at a host: seat 0 on a device, seats 1 and 2 at the host's screen."""
    content = POWER_BUTLER.load_content(None)
    options = POWER_BUTLER.options_from_json({"players": 3, "seed": 11})
    controller = GameController(POWER_BUTLER, content, options, [Seat("Ana"), Seat("Bo"), Seat("Cy")])
    seats = [TableSeat(REMOTE), TableSeat(HERE, "Bo"), TableSeat(HERE, "Cy")]
    session = TableSession(POWER_BUTLER, content, seats, code="K7QM2X", words=device_words)
    server = TableServer(session, host="127.0.0.1", port=0)
    table = RemoteTable(controller, session, server)
    table.open()
    yield controller, server
    table.close()
    controller.shutdown()


def _joined_window(qtbot, server, language="en"):
    dialog = JoinDialog(language, browse=None)
    qtbot.addWidget(dialog)
    dialog.name.setText("Mei")
    dialog.code.setText("k7qm2x")
    dialog.address.setText(f"127.0.0.1:{server.port}")
    dialog.join()
    qtbot.waitUntil(lambda: dialog.window is not None, timeout=10_000)
    window = dialog.window
    qtbot.addWidget(window)
    window.resize(1280, 800)
    qtbot.waitExposed(window)
    return dialog, window


def test_join_opens_the_games_window_bound_to_the_seat_and_its_controls_play_it(qtbot, host):
    controller, server = host
    _dialog, window = _joined_window(qtbot, server)
    seat = window.controller
    assert isinstance(seat, SeatController) and seat.seat == 0
    assert f"seat 1 at the table on 127.0.0.1:{server.port}" in window.windowTitle()
    for hidden in (window.save_action, window.load_action, window.new_action, window.undo_action, window.invite_action):
        assert not hidden.isVisible()
    assert window.actions.device_seats == frozenset({1, 2})
    # the seat's own button, pressed as at a local seat: the host's rules apply it
    qtbot.mouseClick(panel_button(qtbot, window, "roll"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(controller.history) == 1 and len(seat.history) == 1, timeout=10_000)
    assert controller.history[0].action.type_name == "roll_dice" and controller.history[0].player == 0
    assert seat.state.dice == controller.state.dice
    window.close()


def test_the_dialog_says_what_is_wrong_in_one_line(qtbot, host):
    _controller, server = host
    dialog = JoinDialog("en", browse=None)
    qtbot.addWidget(dialog)
    dialog.name.setText("Mei")
    dialog.address.setText("")
    dialog.join()
    assert "address" in dialog.status.text()
    dialog.address.setText(f"127.0.0.1:{server.port}")
    dialog.code.setText("ABC")
    dialog.join()
    assert "6 letters" in dialog.status.text()
    dialog.code.setText("AAAAAA")
    dialog.join()
    qtbot.waitUntil(lambda: dialog.join_button.isEnabled(), timeout=10_000)
    assert dialog.status.text() == "Could not join: That join code is not this table's."
    assert dialog.window is None


def test_the_dialog_lists_a_table_found_on_the_network_and_fills_its_address(qtbot):
    announcer = Announcer("power-grid", "127.0.0.1", 8799, host_name="Classroom PC", interfaces=LOOPBACK)
    announcer.start()
    dialog = JoinDialog("en", browse=LOOPBACK)
    qtbot.addWidget(dialog)
    try:

        def listed():
            items = [dialog.found.item(i) for i in range(dialog.found.count())]
            return next((i for i in items if "Classroom PC" in i.text()), None)

        qtbot.waitUntil(lambda: listed() is not None, timeout=15_000)
        assert listed().text() == "Power Grid on Classroom PC (127.0.0.1:8799)"
        dialog._choose(listed())
        assert dialog.address.text() == "127.0.0.1:8799"
    finally:
        dialog.reject()
        announcer.stop(wait=True)


def test_a_host_announces_its_table_only_once_it_is_open_to_the_room(qtbot, monkeypatch):
    from desktop_app.views.power_butler.window import PowerButlerWindow
    from desktop_app.views.remote import host_table

    monkeypatch.setattr(host_table, "ANNOUNCE_ON", LOOPBACK)
    monkeypatch.setattr(host_table, "lan_address", lambda: "10.11.12.13")  # a LAN address (announced over loopback)
    browser = Browser(interfaces=LOOPBACK)
    try:
        content = POWER_BUTLER.load_content(None)
        options = POWER_BUTLER.options_from_json({"players": 2, "seed": 3})
        controller = GameController(POWER_BUTLER, content, options, [Seat("Ana"), Seat("Bo")])
        window = show_window(qtbot, PowerButlerWindow(controller, "en"))
        time.sleep(1.0)  # a table not yet opened is heard of nowhere
        assert not [t for t in browser.tables() if t.game == "power-butler"]
        host_table.invite(window, remote=[1], host="0.0.0.0")
        port = window.device_table.server.port

        def announced():
            return [t for t in browser.tables() if t.game == "power-butler" and t.port == port]

        qtbot.waitUntil(lambda: bool(announced()), timeout=15_000)
        assert announced()[0].address == "10.11.12.13"
        window.close()
        qtbot.waitUntil(lambda: not announced(), timeout=15_000)  # closed: the announcement goes
    finally:
        browser.close()


def test_the_launcher_opens_join_a_table(qtbot, launcher):
    assert launcher.join_button.text() == "Join a table"
    assert launcher.join_action in launcher.file_menu.actions()
    dialog = launcher.open_join()
    assert isinstance(dialog, JoinDialog) and dialog.isVisible()
    dialog.reject()


def test_a_host_that_does_not_answer_is_said_in_the_dialogs_words(qtbot):
    dialog = JoinDialog("en", browse=None)
    qtbot.addWidget(dialog)
    dialog.name.setText("Mei")
    dialog.code.setText("K7QM2X")
    dialog.address.setText("127.0.0.1:9")  # nothing listens there
    dialog.join()
    qtbot.waitUntil(lambda: dialog.join_button.isEnabled(), timeout=10_000)
    assert dialog.status.text() == "Could not join: the host did not answer."


def test_a_whole_game_is_played_from_a_bound_window_to_its_end_screen(qtbot):
    """Every move of seat 0 made through the window's controller, the host's computer plays the
    other seat; the end screen comes up with no Play again or deal code (the host's to start)."""
    import random

    from desktop_app.net.session import COMPUTER

    content = POWER_BUTLER.load_content(None)
    options = POWER_BUTLER.options_from_json({"players": 2, "seed": 4})
    controller = GameController(POWER_BUTLER, content, options, [Seat("Mei"), Seat("Bot", "normal")], bot_delay_ms=0)
    session = TableSession(POWER_BUTLER, content, [TableSeat(REMOTE), TableSeat(COMPUTER, "Bot")], code="K7QM2X")
    server = TableServer(session, host="127.0.0.1", port=0)
    table = RemoteTable(controller, session, server)
    table.open()
    controller.start()
    try:
        _dialog, window = _joined_window(qtbot, server)
        seat, rng = window.controller, random.Random(7)
        for _ in range(400):
            qtbot.waitUntil(lambda: seat.is_human_turn() or controller.is_over(), timeout=10_000)
            if controller.is_over():
                break
            seq = seat.seq
            assert seat.submit(rng.choice(POWER_BUTLER.legal_actions(seat.state)))
            qtbot.waitUntil(lambda seq=seq: seat.seq != seq, timeout=10_000)
        assert controller.is_over()
        qtbot.waitUntil(lambda: window.scoreboard is not None, timeout=10_000)
        assert [r.action for r in seat.history] == [r.action for r in controller.history]
        texts = " ".join(b.text() for b in window.scoreboard.button_box.buttons())
        assert "Play again" not in texts and "New game" not in texts
        window.close()
    finally:
        table.close()
        controller.shutdown()
