"""`energy-table host` as a person runs it: a subprocess on 127.0.0.1, a device (a websockets
client) playing its seat against a computer player to the end of a game, and a host killed
mid-game and restarted with the same save: same table, same code, the device's seat back."""

from __future__ import annotations

import json
import random
import re
import signal
import subprocess
import time
from pathlib import Path

import pytest
from helpers import join_address, start_command
from websockets.sync.client import connect

ROOT = Path(__file__).resolve().parents[2]


def _start(save: Path, port: int = 0) -> tuple[subprocess.Popen, str, str]:
    args = ["power-butler", "--seats", "remote,normal", "--seed", "5", "--bot-delay", "0"]
    process, lines = start_command("host", *args, "--port", str(port), "--save", str(save))
    return process, join_address(lines), lines[-1].split()[1]


def _ws(url: str):
    return connect(url.replace("http://", "ws://") + "ws", open_timeout=10, close_timeout=2)


def _play(ws, rng: random.Random, *, stop_after: int | None = None, first: dict | None = None) -> dict:
    """Play the device's seat with random moves (from `first` on, if given, a frame already
    read); the last frame (at the end, or after `stop_after` moves of the game)."""
    frame = None
    while True:
        message, first = first or json.loads(ws.recv(timeout=30)), None
        assert message["type"] != "refused" or message["code"] == "stale", message
        if message["type"] != "frame":
            continue
        frame = message
        played = frame["log"][-1]["n"] if frame["log"] else 0
        if frame["over"] or (stop_after is not None and played >= stop_after):
            return frame
        if frame["turn"]["you"]:
            move = rng.choice(frame["moves"])
            values = {k: rng.randint(lo, hi) for k, (lo, hi) in move.get("range", {}).items()}
            ws.send(json.dumps({"type": "intent", "seq": frame["seq"], "move": move["id"], "values": values}))


@pytest.mark.slow
def test_a_device_plays_a_whole_game_against_a_computer_on_a_headless_host(tmp_path):
    save = tmp_path / "table.json"
    host, url, code = _start(save)
    try:
        assert re.fullmatch(r"[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}", code)
        assert url.startswith("http://127.0.0.1:")
        with _ws(url) as ws:
            ws.send(json.dumps({"type": "hello", "proto": 1, "code": code, "name": "Mei", "language": "en"}))
            welcome = json.loads(ws.recv(timeout=10))
            assert welcome["type"] == "welcome" and welcome["seat"] == 0
            last = _play(ws, random.Random(3))
        assert last["over"] and last["winners"]
        assert host.wait(timeout=30) == 0
        assert "game over" in host.stdout.read()
        assert not save.exists()  # a finished game leaves nothing to continue
    finally:
        host.kill()
        host.wait()


@pytest.mark.slow
def test_a_host_killed_mid_game_reopens_the_same_table_and_the_device_carries_on(tmp_path):
    save = tmp_path / "table.json"
    host, url, code = _start(save)
    port = int(url.rsplit(":", 1)[1].strip("/"))
    try:
        with _ws(url) as ws:
            ws.send(json.dumps({"type": "hello", "proto": 1, "code": code, "name": "Mei"}))
            token = json.loads(ws.recv(timeout=10))["seat_token"]
            before = _play(ws, random.Random(4), stop_after=12)
        time.sleep(0.3)  # the autosave of the last move (atomic: killed mid-write, the old file stays)
        host.send_signal(signal.SIGKILL)
        host.wait()
        host, url, again = _start(save, port)
        assert again == code
        with _ws(url) as ws:
            ws.send(json.dumps({"type": "hello", "proto": 1, "code": code, "name": "?", "seat_token": token}))
            welcome = json.loads(ws.recv(timeout=10))
            assert welcome.get("seat") == 0 and welcome["name"] == "Mei", welcome
            frame = json.loads(ws.recv(timeout=10))
            while frame["type"] != "frame":
                frame = json.loads(ws.recv(timeout=10))
            assert frame["log"][-1]["n"] >= before["log"][-1]["n"]  # nothing lost
            assert frame["seq"] >= before["seq"]
            last = _play(ws, random.Random(5), first=frame)
        assert last["over"]
        assert host.wait(timeout=30) == 0
    finally:
        host.kill()
        host.wait()
