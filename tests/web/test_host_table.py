"""Game > "Invite players on other devices…" in a game window: the table opens (session, server,
net's bridge), the invite card shows its link, a device joins over a real WebSocket, reads its
moves in Chinese and plays its seat into the window's controller; closing the window closes it."""

from __future__ import annotations

import json

import pytest
from helpers import show_window
from websockets.sync.client import connect

from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.power_butler.game import POWER_BUTLER
from desktop_app.rules.power_butler.state import PowerButlerOptions
from desktop_app.views.power_butler.window import PowerButlerWindow
from desktop_app.views.remote.host_table import invite
from desktop_app.views.remote.menu import menu_text


def _frames(socket, wanted, limit=200):
    """Messages from the host until one matches `wanted` (the latest frame of each seq)."""
    for _ in range(limit):
        message = json.loads(socket.recv(timeout=10))
        if wanted(message):
            return message
    raise AssertionError("not received")


def test_a_device_joins_from_the_invite_card_and_plays_its_seat_in_the_window(qtbot, chinese):
    content = POWER_BUTLER.load_content(None)
    seats = [Seat("電腦", "heuristic"), Seat("小美")]
    controller = GameController(POWER_BUTLER, content, PowerButlerOptions(2, 3), seats, bot_delay_ms=0)
    window = show_window(qtbot, PowerButlerWindow(controller, "zh_TW"), speed="max")
    assert any(a.text() == menu_text() for a in window.menuBar().actions()[0].menu().actions())
    card = invite(window, remote=[1], host="127.0.0.1")
    assert card is not None and window.device_table.session.seats[1].kind == "remote"
    link = window.device_table.link
    assert link in [label.text() for label in card.findChildren(type(card.address))]
    port, code = window.device_table.server.port, window.device_table.session.code
    window.start()
    with connect(f"ws://127.0.0.1:{port}/ws") as socket:
        socket.send(json.dumps({"type": "hello", "proto": 1, "code": code, "name": "小美", "language": "zh_TW"}))
        welcome = _frames(socket, lambda m: m["type"] == "welcome")
        assert welcome["seat"] == 1
        qtbot.waitUntil(lambda: controller.current_player() == 1, timeout=10_000)
        frame = _frames(socket, lambda m: m["type"] == "frame" and m["moves"])
        assert frame["turn"]["text"] == "輪到你了"
        roll = frame["moves"][0]
        assert roll["label"] == "擲骰子"
        moves_before = len(controller.history)
        socket.send(json.dumps({"type": "intent", "seq": frame["seq"], "move": roll["id"]}))
        qtbot.waitUntil(lambda: len(controller.history) > moves_before, timeout=5000)
        assert controller.history[moves_before].player == 1
    window.close()
    with pytest.raises(OSError):  # the table closed with its window: nothing listens
        connect(f"ws://127.0.0.1:{port}/ws", open_timeout=2)


def _window_with_a_device(qtbot, window_class, game, options, remote_seat=1):
    """A window at 1280x800: a computer, a person on a device, a person here; the table open."""
    content = game.load_content(None)
    seats = [Seat("電腦", "heuristic"), Seat("小美"), Seat("老師")]
    controller = GameController(game, content, options, seats, bot_delay_ms=0)
    window = show_window(qtbot, window_class(controller, "en"), speed="max")
    invite(window, remote=[remote_seat], host="127.0.0.1")
    return window, controller


def test_a_device_seats_hand_never_shows_on_the_shared_screen(qtbot):
    from desktop_app.rules.power_on.game import POWER_ON
    from desktop_app.rules.power_on.state import PowerOnOptions
    from desktop_app.views.power_on.window import PowerOnWindow

    window, controller = _window_with_a_device(qtbot, PowerOnWindow, POWER_ON, PowerOnOptions(3, 2))
    window.start()
    qtbot.waitUntil(lambda: controller.current_player() == 1, timeout=10_000)  # the device's turn
    assert window.actions.page.kind == ("thinking",)  # it waits, as for a computer player
    assert window.actions.viewer() != 1 and not window.actions.needs_curtain()  # no curtain to lift
    assert window._hint_seat() is None  # no hint for the device's seat here
    window.close()


def test_a_device_seat_takes_no_key_in_the_windows_lamp_race(qtbot):
    from desktop_app.rules.magic_lamp.game import MAGIC_LAMP
    from desktop_app.rules.magic_lamp.state import MagicLampOptions
    from desktop_app.views.magic_lamp.window import MagicLampWindow

    window, _ = _window_with_a_device(qtbot, MagicLampWindow, MAGIC_LAMP, MagicLampOptions(3, 2))
    assert set(window.keys) == {2}  # only the person here has a key; the device times its own
    window.close()


def test_a_device_gone_past_its_countdown_is_offered_to_a_computer_and_the_host_decides(qtbot):
    """Issue 24: the table shows a countdown, then offers the host 'a computer player takes this
    seat'; the window asks without stopping the table, and a yes gives the seat to a computer."""
    from PySide6.QtWidgets import QMessageBox

    from desktop_app.rules.power_butler.state import PowerButlerOptions as Options

    window, controller = _window_with_a_device(qtbot, PowerButlerWindow, POWER_BUTLER, Options(3, 3))
    table = window.device_table
    table.bridge.seat_may_be_taken.emit(1)
    box = table.takeover_boxes[1]
    assert isinstance(box, QMessageBox) and box.isVisible() and "小美" in box.text()
    keep = next(b for b in box.buttons() if b.text() == "Keep waiting")
    keep.click()
    assert controller.seats[1].bot is None and 1 in window.actions.device_seats  # still the person's
    table.bridge.seat_may_be_taken.emit(1)
    box = table.takeover_boxes[1]
    take = next(b for b in box.buttons() if b.text() == "A computer plays it")
    take.click()
    assert controller.seats[1].bot is not None  # a computer plays the seat now
    assert table.session.seats[1].kind == "computer" and 1 not in window.actions.device_seats
    window.close()
