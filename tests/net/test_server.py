"""The embedded server on 127.0.0.1: the web client's files, the protocol over WebSocket, and
what a hostile or broken device gets (a clear refusal, and a table that goes on)."""

from __future__ import annotations

import contextlib
import json
import logging
import socket
import time
import urllib.error
import urllib.request

import pytest
from netkit import PureHost
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import connect

from desktop_app.net.server import TableServer
from desktop_app.net.session import REMOTE, TableSeat, TableSession
from desktop_app.rules.registry import GAMES


@pytest.fixture
def table(contents, tmp_path):
    """A 2-seat Power Butler table served from an empty web folder; the test thread is the host."""
    game = GAMES["power-butler"]
    session = TableSession(game, contents["power-butler"], [TableSeat(REMOTE), TableSeat(REMOTE)])
    state = game.new_game(contents["power-butler"], game.options_from_json({"players": 2, "seed": 4}))
    server = TableServer(session, root=tmp_path, send_timeout=1.0)
    server.open()
    host = PureHost(session, state)
    yield server, session, host
    server.close()


def _ws(server, **kw):
    return connect(f"ws://127.0.0.1:{server.port}/ws", open_timeout=5, close_timeout=2, **kw)


def _hello(ws, session, **extra):
    ws.send(json.dumps({"type": "hello", "proto": 1, "code": session.code, "name": "Mei", **extra}))
    return json.loads(ws.recv(timeout=5))


def _next(ws, kind, host=None, timeout=5.0):
    """The next message of `kind` this device gets (the host pumping meanwhile)."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if host is not None:
            host.settle()
        try:
            message = json.loads(ws.recv(timeout=0.05))
        except TimeoutError:
            continue
        if message["type"] == kind:
            return message
    raise AssertionError(f"no {kind} within {timeout}s")


def _get(server, path):
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{server.port}{path}", timeout=5) as response:
            return response.status, response.headers.get("Content-Type"), response.read()
    except urllib.error.HTTPError as exc:
        return exc.code, None, b""


def test_nothing_listens_until_the_table_is_opened_and_it_binds_loopback(contents, tmp_path):
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    game = GAMES["power-butler"]
    server = TableServer(
        TableSession(game, contents["power-butler"], [TableSeat(REMOTE)] * 2), port=port, root=tmp_path
    )
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
    server.open()
    try:
        assert server.host == "127.0.0.1" and server.port == port
        socket.create_connection(("127.0.0.1", port), timeout=1).close()
        assert server.url == f"http://127.0.0.1:{port}/"
    finally:
        server.close()


def test_a_port_in_use_is_a_clear_error(contents, tmp_path):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        game = GAMES["power-butler"]
        session = TableSession(game, contents["power-butler"], [TableSeat(REMOTE)] * 2)
        with pytest.raises(OSError):
            TableServer(session, port=busy.getsockname()[1], root=tmp_path).open()


def test_the_web_clients_files_are_served_and_nothing_else(table, tmp_path):
    server, _session, _host = table
    status, kind, body = _get(server, "/")
    assert status == 200 and "web client is not installed" in body.decode()  # no index.html yet
    (tmp_path / "index.html").write_text("<p>client</p>", encoding="utf-8")
    (tmp_path / "app.js").write_text("export {};", encoding="utf-8")
    (tmp_path / ".secret.js").write_text("x", encoding="utf-8")
    (tmp_path / "notes.py").write_text("x", encoding="utf-8")
    assert _get(server, "/?code=K7QM2X")[2] == b"<p>client</p>"
    assert _get(server, "/app.js")[:2] == (200, "text/javascript; charset=utf-8")
    for path in ("/../conftest.py", "/%2e%2e/conftest.py", "/.secret.js", "/notes.py", "/missing.js", "/a\\b.js"):
        assert _get(server, path)[0] == 404, path


def test_a_device_joins_plays_a_move_and_gets_the_next_frame(table):
    server, session, host = table
    with _ws(server) as ana, _ws(server) as ben:
        assert _hello(ana, session)["seat"] == 0
        assert _hello(ben, session, name="Ben")["seat"] == 1
        frame = _next(ana, "frame", host)
        while not frame["turn"]["you"] or frame["seats"][1]["name"] != "Ben":
            frame = _next(ana, "frame", host)
        ana.send(json.dumps({"type": "intent", "seq": frame["seq"], "move": frame["moves"][0]["id"]}))
        after = _next(ben, "frame", host)
        while after["seq"] == frame["seq"]:
            after = _next(ben, "frame", host)
        assert after["seq"] == frame["seq"] + 1 and len(host.history) == 1


def test_a_page_from_another_origin_is_refused_and_the_hosts_own_is_not(table):
    server, session, _host = table
    with pytest.raises(InvalidStatus) as refused:
        _ws(server, origin="http://evil.example")
    assert refused.value.response.status_code == 403
    with _ws(server, origin=f"http://127.0.0.1:{server.port}") as ws:
        assert _hello(ws, session)["type"] == "welcome"


def test_a_message_over_the_size_cap_closes_the_connection_with_1009(table):
    server, session, _host = table
    with _ws(server) as ws:
        _hello(ws, session)
        ws.send(json.dumps({"type": "ping", "pad": "x" * 20_000}))
        with pytest.raises(ConnectionClosed) as closed:
            while True:
                ws.recv(timeout=5)
        assert closed.value.rcvd.code == 1009


def test_binary_and_malformed_messages_get_an_error_saying_why(table):
    server, session, _host = table
    with _ws(server) as ws:
        ws.send(b"\x00\x01")
        assert json.loads(ws.recv(timeout=5))["code"] == "bad_json"
    with _ws(server) as ws:
        ws.send("{not json")
        assert json.loads(ws.recv(timeout=5))["code"] == "bad_json"
        with pytest.raises(ConnectionClosed):
            ws.recv(timeout=5)


def test_a_fault_while_handling_a_message_is_logged_and_answered(table, monkeypatch, caplog):
    server, session, _host = table

    def broken(conn, text):
        raise ZeroDivisionError("a bug")

    with _ws(server) as ws:
        _hello(ws, session)
        monkeypatch.setattr(session, "_receive", broken)
        with caplog.at_level(logging.ERROR, logger="energy_table.net"):
            ws.send(json.dumps({"type": "ping"}))
            assert _next(ws, "refused")["code"] == "server_error"
        assert "ZeroDivisionError" in caplog.text
        monkeypatch.undo()
        ws.send(json.dumps({"type": "ping", "t": 1}))
        assert _next(ws, "pong")["t"] == 1  # the connection and the table go on


def test_a_slow_reader_is_dropped_and_the_table_goes_on(table):
    server, session, host = table
    sock = socket.socket()
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)  # a device that soon stops taking bytes
    sock.connect(("127.0.0.1", server.port))
    with _ws(server, sock=sock, max_queue=1) as slow, _ws(server) as quick:
        _hello(slow, session)
        _hello(quick, session, name="Ben")
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and session.people()[0].away_since is None:
            for _ in range(100):
                session.publish(host.state, host.history)  # a fresh frame for everyone, again
            while True:  # the quick device reads all it is sent; the slow one reads nothing
                try:
                    quick.recv(timeout=0.001)
                except TimeoutError:
                    break
        assert session.people()[0].away_since is not None, "the slow reader was never dropped"
        assert session.people()[1].away_since is None
        session.publish(host.state, host.history)
        frame = _next(quick, "frame")
        while frame["seats"][0]["connected"]:  # frames sent before the drop may come first
            frame = _next(quick, "frame")
        assert frame["seats"][0]["away_s"] > 0


def test_a_newer_frame_replaces_one_not_yet_sent(table):
    """A burst of frames (computer players moving fast) never overflows a device that reads."""
    server, session, host = table
    with _ws(server) as ws:
        _hello(ws, session)
        for _ in range(200):
            session.publish(host.state, host.history)
        frames = []
        while True:
            try:
                frames.append(json.loads(ws.recv(timeout=0.5)))
            except TimeoutError:
                break
        assert frames and frames[-1]["type"] == "frame" and len(frames) < 200
        assert session.people()[0].away_since is None


def _raw_get(server, host_header: str) -> bytes:
    with socket.create_connection(("127.0.0.1", server.port), timeout=5) as raw:
        raw.sendall(f"GET / HTTP/1.1\r\nHost: {host_header}\r\n\r\n".encode())
        return raw.recv(200)


def test_a_request_for_another_host_name_is_refused_against_dns_rebinding(table):
    server, _session, _host = table
    assert _raw_get(server, "evil.example:8765").startswith(b"HTTP/1.1 421")
    assert _raw_get(server, f"127.0.0.1:{server.port}").startswith(b"HTTP/1.1 200")
    assert _raw_get(server, f"localhost:{server.port}").startswith(b"HTTP/1.1 200")
    assert _raw_get(server, f"[::1]:{server.port}").startswith(b"HTTP/1.1 200")


def test_one_address_may_not_open_connections_without_end(table, monkeypatch):
    from desktop_app.net import server as server_module

    server, session, _host = table
    monkeypatch.setattr(server_module, "MAX_PER_ADDRESS", 3)
    with contextlib.ExitStack() as stack:
        opened = [stack.enter_context(_ws(server)) for _ in range(3)]
        for ws in opened:
            assert _hello(ws, session)["type"] == "welcome"
        with _ws(server) as extra:
            assert json.loads(extra.recv(timeout=5))["code"] == "too_many_connections"
    time.sleep(0.2)
    with _ws(server) as again:  # the count goes down as connections close
        assert _hello(again, session)["type"] == "welcome"
