"""A class on one host: the dashboard's status refresh and a pupil's round trip with 32 devices.

    nice python bench/bench_class.py                      # 8 tables of 4 pupils, Power Butler
    nice python bench/bench_class.py --tables 4 --pupils 4 --rounds 3 --game power-grid
    nice python bench/bench_class.py --breakdown          # the host thread's parts of a move
    nice python bench/bench_class.py --host-process       # the host in its own process
    nice python bench/bench_class.py --broker             # through a real Mosquitto (MQTT bots)

The class is the real one, in this process: `controllers/class_tables.ClassTables` on a
QCoreApplication (the tables' bridges polling every 10 ms on this thread, the server on its own,
the views' device words, every move autosaved), and 32 bots (tests/net/classbots.py) on their
own thread and asyncio loop, each on its own 127.0.1.x address, playing random offered moves
with no pause. Figures:

- status: `ClassTables.status()` (what the dashboard reads twice a second: every table's moment,
  round, turn sentence in the host's words, waits, seats), timed every 100 ms during play;
- round trip: from a device sending its intent to its next frame (the host took the move, saved
  it and sent the new frames to the table's 4 devices), per move, over every device;
- the class's moves per second of wall time, and this process's CPU per move (bots included).

With `--host-process` the host is `energy-table class` in its own process, as a school runs it,
and the CPU per move is that process's alone (from /proc; the bots' beside it): the host's real
cost, apart from the bots sharing its GIL. With `--breakdown` (in process) the wall time the
host's Qt thread spends per move in the autosave, the frames and the sends is printed. With
`--broker` the class goes through a real Mosquitto on 127.0.0.1 (tests/net/brokerkit.py, the
files `energy-table broker-config` writes), each bot a paho client signed in as its pupil.
The bots play with no pause and one move in flight per table, so the round trip is about
(tables / the class's moves per second): a figure of the host's throughput on this machine.

Not a test: nothing fails on these figures; compare runs on the same machine only.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import socket
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "net")]


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else float("nan")


class _Breakdown:
    """Wall time the host (Qt) thread spends in the parts of a move, summed: wraps a few
    methods while the class plays (only calls made on the thread that made it count)."""

    PARTS = (
        ("poll", "desktop_app.controllers.remote", "RemoteTable", "_poll"),
        ("autosave", "desktop_app.controllers.game_controller", "GameController", "_autosave"),
        ("publish", "desktop_app.net.session", "TableSession", "publish"),
        ("frames", "desktop_app.net.frames", "FrameMaker", "frame_text"),
        ("send", "desktop_app.net.server", "_Link", "send"),
        ("send", "desktop_app.net.broker", "_Pupil", "send"),
        ("tick", "desktop_app.controllers.class_tables", "ClassTables", "_tick"),
    )

    def __init__(self) -> None:
        import importlib

        self.spent: dict[str, float] = {}
        self.calls: dict[str, int] = {}
        self.thread = threading.get_ident()
        self.undo: list[tuple[object, str, object]] = []
        for part, module, owner, name in self.PARTS:
            cls = getattr(importlib.import_module(module), owner)
            original = cls.__dict__[name]
            self.spent.setdefault(part, 0.0)
            self.calls.setdefault(part, 0)
            setattr(cls, name, self._timed(part, original))
            self.undo.append((cls, name, original))

    def _timed(self, part: str, original):  # noqa: ANN202 - a wrapper of any method
        spent, calls, thread = self.spent, self.calls, self.thread

        def timed(*args, **kwargs):  # noqa: ANN202
            if threading.get_ident() != thread:
                return original(*args, **kwargs)
            start = time.perf_counter()
            try:
                return original(*args, **kwargs)
            finally:
                spent[part] += time.perf_counter() - start
                calls[part] += 1

        return timed

    def close(self) -> None:
        for cls, name, original in self.undo:
            setattr(cls, name, original)


def _mqtt_bots(bots: list, broker, seconds: float) -> None:
    """The class's bots over MQTT (each a paho client signed in as its pupil, the broker's
    messages handed to one asyncio loop that runs the same `Bot` as over WebSockets)."""
    import paho.mqtt.client as mqtt
    from paho.mqtt.enums import CallbackAPIVersion

    from desktop_app.net.broker import CLASS_LEVEL, Topics

    topics = Topics(broker.access.klass, CLASS_LEVEL)

    class Link:  # what `Bot` sends through (its `ws`)
        def __init__(self, client: mqtt.Client, user: str) -> None:
            self.client, self.topic = client, topics.intent(user)

        async def send(self, text: str) -> None:
            self.client.publish(self.topic, text, 1)

    async def main() -> None:
        import json
        import random

        loop = asyncio.get_running_loop()
        inbox: asyncio.Queue = asyncio.Queue()
        clients = []
        for i, bot in enumerate(bots):
            user = f"p{i + 1}"
            client = mqtt.Client(CallbackAPIVersion.VERSION2, client_id=f"bench-{user}")
            client.username_pw_set(user, broker.files.passwords[user])
            hello = json.dumps({"type": "hello", "proto": 1, "name": bot.name, "language": "en"})

            def on_connect(c, _u, _f, _r, _p, user=user, hello=hello) -> None:
                c.socket().setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)  # as a browser's WebSocket
                c.subscribe(topics.seat(user), 1)
                c.publish(topics.intent(user), hello, 1)

            client.on_connect = on_connect
            client.on_message = lambda _c, _u, m, i=i: loop.call_soon_threadsafe(inbox.put_nowait, (i, m.payload))
            client.connect("127.0.0.1", broker.port)
            client.loop_start()
            clients.append(client)
        links = [Link(c, f"p{i + 1}") for i, c in enumerate(clients)]
        rngs = [random.Random(bot.seed) for bot in bots]
        end = loop.time() + seconds
        try:
            while loop.time() < end and not all(b.over or b.ended for b in bots):
                try:
                    i, payload = await asyncio.wait_for(inbox.get(), 0.5)
                except TimeoutError:
                    continue
                if payload:
                    await bots[i]._take(links[i], json.loads(payload), rngs[i])
        finally:
            for client in clients:
                client.disconnect()
                client.loop_stop()

    asyncio.run(main())


def run(
    game: str,
    tables: int,
    pupils: int,
    rounds: int,
    seconds: float,
    seed: int,
    *,
    broker: bool = False,
    breakdown: bool = False,
    host_process: bool = False,
) -> dict[str, float]:
    from classbots import Bot

    plan_args = (game, tables, pupils, rounds, seed)
    bots = [Bot(f"Pupil {i + 1}", seed=i, address=f"127.0.1.{i + 1}") for i in range(tables * pupils)]
    with tempfile.TemporaryDirectory() as tmp, contextlib.ExitStack() as stack:
        folder = Path(tmp)
        mosquitto = None
        if broker:
            from brokerkit import start_broker

            mosquitto = start_broker(folder / "broker", pupils=[f"p{i + 1}" for i in range(len(bots))])
            stack.callback(mosquitto.stop)
        if host_process:
            figures = _in_a_process(plan_args, bots, seconds, folder / "class", mosquitto)
        else:
            figures = _in_this_process(plan_args, bots, seconds, folder / "class", mosquitto, breakdown)
    trips = [t * 1000 for b in bots for t in b.round_trips]
    moves = sum(b.answered for b in bots)
    wall, cpu, status_ms = figures.pop("wall_s"), figures.pop("cpu_s"), figures.pop("status_ms")
    return {
        "devices": float(len(bots)),
        "moves": float(moves),
        "status_p50_ms": statistics.median(status_ms) if status_ms else float("nan"),
        "status_p95_ms": _percentile(status_ms, 0.95),
        "trip_p50_ms": statistics.median(trips) if trips else float("nan"),
        "trip_p95_ms": _percentile(trips, 0.95),
        "moves_per_s": moves / wall if wall else 0.0,
        "cpu_ms_per_move": 1000 * cpu / moves if moves else float("nan"),
        "foreign_frames": float(sum(b.foreign for b in bots)),
        "wall_s": wall,
        "host_process": float(host_process),
        **{k: v / moves for k, v in figures.items() if moves},
    }


def _bots_thread(bots: list, seconds: float, url: str, code: str, mosquitto) -> threading.Thread:  # noqa: ANN001
    from classbots import play

    if mosquitto is not None:
        return threading.Thread(target=_mqtt_bots, args=(bots, mosquitto, seconds))
    return threading.Thread(target=lambda: asyncio.run(play(bots, url, code, seconds)))


def _in_this_process(plan_args, bots, seconds, folder, mosquitto, breakdown) -> dict:  # noqa: ANN001
    """The class in the bench's process (its bots too): status() is timed, the host's thread
    can be broken down."""
    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

    from desktop_app.controllers.class_tables import ClassTables
    from desktop_app.net.class_plan import PUPIL, ClassPlan
    from desktop_app.views.remote import device_words

    game, tables, pupils, rounds, seed = plan_args
    app = QCoreApplication.instance() or QCoreApplication(sys.argv[:1])
    plan = ClassPlan(game, tables, (PUPIL,) * pupils, rounds=rounds, seeds=tuple(range(seed, seed + tables)))
    klass = ClassTables(folder, plan, words=device_words, broker=mosquitto.access if mosquitto else None)
    klass.open()
    url = "" if mosquitto else klass.server.url.replace("http://", "ws://") + "ws"
    player = _bots_thread(bots, seconds, url, klass.session.code, mosquitto)
    parts = _Breakdown() if breakdown else None
    status_ms: list[float] = []

    def refresh() -> None:
        start = time.perf_counter()
        klass.status("zh_TW")
        status_ms.append((time.perf_counter() - start) * 1000)

    loop = QEventLoop()
    timer = QTimer()
    timer.timeout.connect(refresh)
    timer.start(100)
    watch = QTimer()
    watch.timeout.connect(lambda: None if player.is_alive() else loop.quit())
    watch.start(50)
    cpu, wall = time.process_time(), time.perf_counter()
    player.start()
    loop.exec()
    cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
    timer.stop()
    if parts is not None:
        parts.close()
    klass.close()
    del app
    out: dict = {"wall_s": wall, "cpu_s": cpu, "status_ms": status_ms}
    if parts is not None:
        out.update({f"host_{k}_ms": 1000 * v for k, v in parts.spent.items()})
        out.update({f"host_{k}_calls": float(v) for k, v in parts.calls.items()})
    return out


def _in_a_process(plan_args, bots, seconds, folder, mosquitto) -> dict:  # noqa: ANN001
    """The class as a school runs it, `energy-table class` in its own process (the bots in this
    one): the host's CPU is its process's (user + system, from /proc), nothing else's."""
    import os
    import subprocess

    game, tables, pupils, rounds, seed = plan_args
    command = [sys.executable, "-m", "desktop_app", "class", game, "--tables", str(tables)]
    command += ["--seats", ",".join(["pupil"] * pupils), "--rounds", str(rounds), "--seed", str(seed)]
    command += ["--port", "0", "--folder", str(folder), "--lang", "en"]
    if mosquitto is not None:
        command += ["--broker", str(mosquitto.files.access)]
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    host = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env, cwd=ROOT)
    try:
        assert host.stdout is not None
        lines = []
        for line in host.stdout:
            lines.append(line.strip())
            if line.startswith("code:"):
                break
        else:
            raise SystemExit(f"the class did not start: {lines}")
        join = next(x.split()[1] for x in lines if x.startswith("join:"))
        url = join.split("?")[0].replace("http://", "ws://") + "ws"
        code = lines[-1].split()[1]
        player = _bots_thread(bots, seconds, url, code, mosquitto)
        cpu, wall, bots_cpu = _cpu_s(host.pid), time.perf_counter(), time.process_time()
        switches = _switches(host.pid)
        player.start()
        player.join()
        cpu, wall = _cpu_s(host.pid) - cpu, time.perf_counter() - wall
        bots_cpu = time.process_time() - bots_cpu
        switches = [after - before for before, after in zip(switches, _switches(host.pid))]
    finally:
        host.kill()
        host.wait(10)
    return {
        "wall_s": wall,
        "cpu_s": cpu,
        "status_ms": [],
        "bots_cpu_ms": 1000 * bots_cpu,
        "host_waits": float(switches[0]),
        "host_preempted": float(switches[1]),
    }


def _switches(pid: int) -> list[int]:
    """The host's context switches so far, over its threads: [voluntary (it waited: I/O, a
    lock, the GIL), involuntary (the machine took its core away)]."""
    total = [0, 0]
    for status in Path(f"/proc/{pid}/task").glob("*/status"):
        try:
            for line in status.read_text().splitlines():
                if line.startswith("voluntary_ctxt_switches:"):
                    total[0] += int(line.split()[1])
                elif line.startswith("nonvoluntary_ctxt_switches:"):
                    total[1] += int(line.split()[1])
        except OSError:
            pass  # a thread that ended meanwhile
    return total


def _cpu_s(pid: int) -> float:
    """A process's CPU time so far (user + system), seconds."""
    import os

    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _report(game: str, tables: int, pupils: int, figures: dict[str, float]) -> None:
    devices, moves = figures["devices"], figures["moves"]
    print(f"{game}: {tables} tables x {pupils} pupils = {devices:.0f} devices, {moves:.0f} moves")
    print(
        f"  dashboard status()         p50 {figures['status_p50_ms']:6.2f} ms   p95 {figures['status_p95_ms']:6.2f} ms"
    )
    print(f"  round trip (intent->frame) p50 {figures['trip_p50_ms']:6.1f} ms   p95 {figures['trip_p95_ms']:6.1f} ms")
    rate, cpu = figures["moves_per_s"], figures["cpu_ms_per_move"]
    whose = "the host's process" if figures["host_process"] else "host and bots"
    bots = f", the bots' {figures['bots_cpu_ms']:.1f} ms" if "bots_cpu_ms" in figures else ""
    print(f"  {rate:.1f} moves/s over the class; {cpu:.1f} ms CPU a move ({whose}{bots})")
    if "host_waits" in figures:
        print(
            f"  the host's threads per move: {figures['host_waits']:.1f} waits (I/O, locks, the GIL),"
            f" {figures['host_preempted']:.1f} times preempted by the machine"
        )
    print(f"  frames routed to another seat or table: {figures['foreign_frames']:.0f}")
    if "host_poll_ms" in figures:
        busy = figures["host_poll_ms"] + figures["host_tick_ms"]
        share = busy * figures["moves"] / 1000 / figures["wall_s"]
        print(
            f"  host thread per move (wall): {busy:.1f} ms busy ({share:.0%} of the time):"
            f" autosave {figures['host_autosave_ms']:.1f}, publish {figures['host_publish_ms']:.1f}"
            f" (frames {figures['host_frames_ms']:.1f}, sends {figures['host_send_ms']:.1f}"
            f" for {figures['host_send_calls']:.1f} messages),"
            f" class timer {figures['host_tick_ms']:.1f}"
        )


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", default="power-butler")
    p.add_argument("--tables", type=int, default=8)
    p.add_argument("--pupils", type=int, default=4, help="pupils at each table")
    p.add_argument("--rounds", type=int, default=2, help="each table's time box")
    p.add_argument("--seconds", type=float, default=120, help="at most this long")
    p.add_argument("--seed", type=int, default=21)
    p.add_argument("--alone", action="store_true", help="skip the one-table run measured first, for comparison")
    p.add_argument("--broker", action="store_true", help="through a real Mosquitto on 127.0.0.1 (MQTT bots)")
    p.add_argument("--breakdown", action="store_true", help="time the host thread's parts of a move")
    p.add_argument("--host-process", action="store_true", help="the host as `energy-table class` in its own process")
    args = p.parse_args()
    print(f"load average {Path('/proc/loadavg').read_text().split()[0]} (figures from the same run compare)")
    kw = {"broker": args.broker, "breakdown": args.breakdown, "host_process": args.host_process}
    if not args.alone:  # the same machine, the same moment: one table of the same pupils first
        _report(args.game, 1, args.pupils, run(args.game, 1, args.pupils, args.rounds, args.seconds, args.seed, **kw))
    figures = run(args.game, args.tables, args.pupils, args.rounds, args.seconds, args.seed, **kw)
    _report(args.game, args.tables, args.pupils, figures)
    print(f"load average {Path('/proc/loadavg').read_text().split()[0]} at the end")


if __name__ == "__main__":
    main()
