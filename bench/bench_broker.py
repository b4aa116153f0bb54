"""The school broker's round trip beside the embedded server's, in the same run: a device's move
to its next frame, through a real Mosquitto on 127.0.0.1 and straight to the host's WebSocket.

    nice python bench/bench_broker.py                    # Power Butler, 100 actions each way
    nice python bench/bench_broker.py --game power-grid --actions 150

The host is the real one both times, `energy-table host GAME --seats remote,remote --bot-delay 0`
in its own process (with `--broker host.json` the second time: paho on its network thread, the
GUI-thread bridge polling every 10 ms, the controller's submit and autosave). Two devices play the
seats with random offered moves: websockets clients for the embedded server, paho clients signed
in as two pupils for the broker (the broker started by tests/net/brokerkit.py with the files
`energy-table broker-config` writes). For each action: the time from sending the intent to the
acting device's next frame. Not a test: nothing fails on these figures; compare runs on the same
machine only.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "net"))  # brokerkit: the test's Mosquitto and pupils


def _host(game: str, save: Path, extra: list[str]) -> tuple[subprocess.Popen[str], list[str]]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    command = [sys.executable, "-m", "desktop_app", "host", game, "--seats", "remote,remote", "--bot-delay", "0"]
    command += ["--seed", "5", "--save", str(save), *extra]
    host = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env, cwd=ROOT)
    assert host.stdout is not None
    lines = []
    for line in host.stdout:
        lines.append(line)
        if line.startswith("code:"):
            return host, lines
    raise SystemExit(f"the host did not start: {lines}")


def _play(actions: int, devices: list[tuple[Callable[[dict], None], Callable[[], dict | None]]]) -> list[float]:
    """Round trips (ms) of `actions` moves; each device is (send, next message or None)."""
    rng, latest, trips = random.Random(1), [None] * len(devices), []
    deadline = time.monotonic() + 600
    while len(trips) < actions and time.monotonic() < deadline:
        for i, (_send, receive) in enumerate(devices):
            while (message := receive()) is not None:
                if message.get("type") == "frame":
                    latest[i] = message
        actor = next((i for i, f in enumerate(latest) if f and f["moves"] and not f["over"]), None)
        if actor is None:
            if any(f and f["over"] for f in latest):
                break
            time.sleep(0.001)
            continue
        frame = latest[actor]
        move = rng.choice(frame["moves"])
        values = {k: lo for k, (lo, _hi) in move.get("range", {}).items()}
        send, receive = devices[actor]
        started = time.perf_counter()
        send({"type": "intent", "seq": frame["seq"], "move": move["id"], **({"values": values} if values else {})})
        while True:
            message = receive()
            if message is None:
                time.sleep(0.0002)
                continue
            if message.get("type") == "frame" and message["seq"] > frame["seq"]:
                trips.append((time.perf_counter() - started) * 1000)
                latest[actor] = message
                break
            if message.get("type") == "refused":
                latest[actor] = None
                break
    return trips


def _embedded(game: str, actions: int, folder: Path) -> list[float]:
    from websockets.sync.client import connect

    host, lines = _host(game, folder / "embedded.json", ["--port", "0"])
    try:
        url = re.search(r"http://\S+?/", next(x for x in lines if x.startswith("join:"))).group(0)  # type: ignore[union-attr]
        code = lines[-1].split()[1]
        stack = contextlib.ExitStack()
        sockets = [stack.enter_context(connect(url.replace("http://", "ws://") + "ws")) for _ in range(2)]
        for i, socket in enumerate(sockets):
            socket.send(json.dumps({"type": "hello", "proto": 1, "code": code, "name": f"P{i}", "language": "en"}))

        def receiver(socket):
            def receive() -> dict | None:
                try:
                    return json.loads(socket.recv(timeout=0))
                except TimeoutError:
                    return None

            return receive

        with stack:
            return _play(actions, [(lambda m, s=s: s.send(json.dumps(m)), receiver(s)) for s in sockets])
    finally:
        host.kill()
        host.wait(10)


def _broker(game: str, actions: int, folder: Path) -> list[float]:
    import queue

    from brokerkit import Pupil, running_broker

    with running_broker(folder / "broker") as broker:
        host, _lines = _host(game, folder / "broker.json", ["--broker", str(broker.files.access)])
        try:
            pupils = [Pupil(broker, name).ready() for name in ("ana", "mei")]
            for pupil in pupils:
                pupil.subscribe(pupil.topics.seat(pupil.user))
                pupil.send({"type": "hello", "proto": 1, "name": pupil.user, "language": "en"})

            def receiver(pupil):
                def receive() -> dict | None:
                    try:
                        _topic, payload, _retain = pupil.got.get_nowait()
                    except queue.Empty:
                        return None
                    return json.loads(payload) if payload else None

                return receive

            return _play(
                actions,
                [
                    (lambda m, p=p: p.client.publish(p.topics.intent(p.user), json.dumps(m), 1), receiver(p))
                    for p in pupils
                ],
            )
        finally:
            host.kill()
            host.wait(10)


def _row(name: str, trips: list[float]) -> str:
    if len(trips) < 2:
        return f"| {name} | {len(trips)} | - | - |"
    p95 = statistics.quantiles(trips, n=20)[18]
    return f"| {name} | {len(trips)} | {statistics.median(trips):.1f} ms | {p95:.1f} ms |"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="power-butler")
    parser.add_argument("--actions", type=int, default=100)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        embedded = _embedded(args.game, args.actions, folder)
        broker = _broker(args.game, args.actions, folder)
    print(f"{args.game}: a device's move to its next frame (intent -> frame), 2 devices")
    print("| transport | actions | p50 | p95 |")
    print("|---|---|---|---|")
    print(_row("embedded server (WebSocket)", embedded))
    print(_row("school broker (Mosquitto, MQTT QoS 1)", broker))


if __name__ == "__main__":
    main()
