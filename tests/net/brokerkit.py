"""Helpers of the broker tests: a real Mosquitto on 127.0.0.1 (a free port, the class's password
file and ACL as `energy-table broker-config` writes them) and a pupil's MQTT client."""

from __future__ import annotations

import contextlib
import getpass
import json
import os
import queue
import shutil
import socket
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

import paho.mqtt.client as mqtt
import pytest
from paho.mqtt.enums import CallbackAPIVersion

from desktop_app.net.broker import BrokerAccess, Topics
from desktop_app.net.broker_config import BrokerFiles, write_broker_files

PUPILS = ["ana", "mei", "li"]
NO_MOSQUITTO = "Debian's mosquitto is not installed (tools/dev.sh installs it; apt install mosquitto)"


def need_mosquitto() -> None:
    if shutil.which("mosquitto") is None or shutil.which("mosquitto_passwd") is None:
        pytest.skip(NO_MOSQUITTO)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_for(condition, timeout: float = 10.0, what: str = "the condition", step=None):
    """Poll `condition` (calling `step` between tries) until it is true; its value."""
    deadline = time.monotonic() + timeout
    while True:
        if step is not None:
            step()
        value = condition()
        if value:
            return value
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.01)


@dataclass
class Broker:
    """A running Mosquitto with a class's files."""

    files: BrokerFiles
    process: subprocess.Popen
    port: int
    ws_port: int
    folder: Path

    @property
    def access(self) -> BrokerAccess:
        return BrokerAccess.read(self.files.access)

    def restart(self) -> None:
        """Stop the broker and start it again on the same port and files (its persistence kept)."""
        self.stop()
        self.process = _launch(self.files, self.folder)
        _wait_listening(self)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(5)


def start_broker(folder: Path, klass: str = "5a", pupils=PUPILS) -> Broker:
    need_mosquitto()
    port, ws_port = free_port(), free_port()
    root = hasattr(os, "geteuid") and os.geteuid() == 0
    files = write_broker_files(
        folder,
        klass,
        list(pupils),
        address="127.0.0.1",
        port=port,
        ws_port=ws_port,
        bind="127.0.0.1",
        run_as=getpass.getuser() if root else None,  # as root it would drop to `mosquitto`
    )
    broker = Broker(files, _launch(files, folder), port, ws_port, folder)
    _wait_listening(broker)
    return broker


def _launch(files: BrokerFiles, folder: Path) -> subprocess.Popen:
    log = (folder / "mosquitto.log").open("a")
    return subprocess.Popen(["mosquitto", "-c", str(files.conf)], cwd=folder, stdout=log, stderr=subprocess.STDOUT)


def _wait_listening(broker: Broker) -> None:
    process, folder, port = broker.process, broker.folder, broker.port
    deadline = time.monotonic() + 10
    while True:
        if process.poll() is not None:
            raise AssertionError(f"mosquitto stopped: {(folder / 'mosquitto.log').read_text()[-800:]}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                return
        except OSError:
            if time.monotonic() > deadline:
                broker.stop()
                raise AssertionError("mosquitto did not start listening") from None
            time.sleep(0.05)


@contextlib.contextmanager
def running_broker(folder: Path):
    """A Mosquitto for the test (`start_broker`), stopped afterwards."""
    broker = start_broker(folder)
    try:
        yield broker
    finally:
        broker.stop()


class Pupil:
    """A pupil's device over MQTT: every message received, by topic, in order."""

    def __init__(self, broker: Broker, user: str, password: str | None = None, table: str = "1") -> None:
        self.user, self.topics = user, Topics("5a", table)
        self.got: queue.SimpleQueue[tuple[str, bytes, bool]] = queue.SimpleQueue()
        self.seen: list[tuple[str, dict | None, bool]] = []
        self.refused_connect: str | None = None
        self._connected = False
        self._topics: list[str] = []  # subscribed again on every reconnect (a clean session)
        self.client = mqtt.Client(CallbackAPIVersion.VERSION2, client_id=f"pupil-{user}-{time.monotonic_ns()}")
        self.client.username_pw_set(user, password if password is not None else broker.files.passwords[user])
        self.client.on_message = lambda _c, _u, m: self.got.put((m.topic, bytes(m.payload), bool(m.retain)))
        self.client.on_connect = self._on_connect
        self.client.on_disconnect = lambda *_a: setattr(self, "_connected", False)
        self.client.connect("127.0.0.1", broker.port)
        self.client.loop_start()

    def _on_connect(self, _c, _u, _f, reason, _p) -> None:
        if reason.is_failure:
            self.refused_connect = str(reason)
        self._connected = not reason.is_failure
        if self._connected:  # as a browser's WebSocket does: each message sent at once
            self.client.socket().setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        for topic in self._topics if self._connected else ():
            self.client.subscribe(topic, 1)

    def ready(self) -> Pupil:
        wait_for(lambda: self._connected or self.refused_connect, what=f"{self.user} to connect")
        assert self.refused_connect is None, self.refused_connect
        return self

    def subscribe(self, topic: str) -> None:
        done = []
        self.client.on_subscribe = lambda *_a: done.append(1)
        self._topics.append(topic)
        self.client.subscribe(topic, 1)
        wait_for(lambda: done, what="the SUBACK (whatever its code: Mosquitto grants denied ones)")

    def send(self, message: dict, topic: str | None = None) -> None:
        self.client.publish(topic or self.topics.intent(self.user), json.dumps(message), 1).wait_for_publish(5)

    def drain(self) -> list[tuple[str, dict | None, bool]]:
        while True:
            try:
                topic, payload, retain = self.got.get_nowait()
            except queue.Empty:
                return self.seen
            self.seen.append((topic, json.loads(payload) if payload else None, retain))

    def messages(self, kind: str | None = None, topic: str | None = None) -> list[dict]:
        return [
            m
            for t, m, _r in self.drain()
            if m is not None and (kind is None or m["type"] == kind) and (topic in (None, t))
        ]

    def frames(self) -> list[dict]:
        return self.messages("frame", self.topics.seat(self.user))

    def stop(self) -> None:
        self.client.disconnect()
        self.client.loop_stop()


def stray_clients(grace: float = 3.0) -> list[str]:
    """The paho clients whose network thread still runs after a test (waiting `grace` seconds
    for ones that are stopping), each stopped here so that one test's leak does not spill into
    the next: a thread left running keeps a socket to the broker and calls back into objects the
    test is done with. Returns their threads' names (empty: none left)."""
    import threading

    def running() -> list[threading.Thread]:
        return [t for t in threading.enumerate() if t.name.startswith("paho-mqtt-client-") and t.is_alive()]

    deadline = time.monotonic() + grace
    while running() and time.monotonic() < deadline:
        time.sleep(0.05)
    left = running()
    for thread in left:
        client = getattr(getattr(thread, "_target", None), "__self__", None)  # paho's _thread_main
        if isinstance(client, mqtt.Client):
            client.disconnect()
            client.loop_stop()
    return [t.name for t in left]
