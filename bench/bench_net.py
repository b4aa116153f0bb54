"""Tables across devices: the round trip from a device's move to the next frame on every
device, with 4 and with 40 devices connected, and the host's CPU per action.

    nice python bench/bench_net.py                       # 4 and 40 devices, Power Butler, 2 seats
    nice python bench/bench_net.py --devices 4 10 40 --game power-grid --actions 120

The host is the real one, `energy-table host GAME --seats remote,remote --bot-delay 0`, in its
own process on 127.0.0.1 (server thread, GUI-thread bridge polling every 10 ms, the controller's
submit and autosave, frames made once per viewer and language). The devices run in this process
on one asyncio loop: two play the seats (random moves), the others watch the public view. For each
action: the time from sending the intent to the acting device's next frame, and to the moment
every device has it; the host's CPU time (user + system, from /proc) over the actions played.
Not a test: nothing fails on these figures; compare runs on the same machine only.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from websockets.asyncio.client import connect

ROOT = Path(__file__).resolve().parent.parent


def _cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process so far (Linux /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks


def _start_host(game: str, save: Path, seed: int) -> tuple[subprocess.Popen[str], str, str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    command = [sys.executable, "-m", "desktop_app", "host", game, "--seats", "remote,remote"]
    command += ["--bot-delay", "0", "--port", "0", "--seed", str(seed), "--save", str(save)]
    host = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env, cwd=ROOT)
    assert host.stdout is not None
    url = code = ""
    for line in host.stdout:
        if line.startswith("join:"):
            url = re.search(r"http://\S+?/", line).group(0)  # type: ignore[union-attr]
        if line.startswith("code:"):
            code = line.split()[1]
            break
    if not code:
        raise SystemExit("the host did not start")
    return host, url.replace("http://", "ws://") + "ws", code


class Device:
    """One connected device: its latest frame's seq, and when each seq arrived."""

    def __init__(self, ws, role: str) -> None:
        self.ws, self.role = ws, role
        self.frame: dict | None = None
        self.arrived: dict[int, float] = {}
        self.changed = asyncio.Event()
        self.waiting: dict[int, asyncio.Future[float]] = {}

    def expect(self, seq: int) -> asyncio.Future[float]:
        """A future that the arrival time of frame `seq` resolves (no polling: figures stay
        the host's, not this process's)."""
        future = self.waiting.setdefault(seq, asyncio.get_running_loop().create_future())
        if seq in self.arrived and not future.done():
            future.set_result(self.arrived[seq])
        return future

    async def read(self) -> None:
        async for text in self.ws:
            message = json.loads(text)
            if message["type"] == "frame":
                self.frame = message
                at = self.arrived.setdefault(message["seq"], time.perf_counter())
                future = self.waiting.get(message["seq"])
                if future is not None and not future.done():
                    future.set_result(at)
                self.changed.set()


async def _run(game: str, devices: int, actions: int, seed: int) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as folder:
        host, url, code = _start_host(game, Path(folder) / "bench.json", seed)
        try:
            return await _measure(host, url, code, devices, actions, seed)
        finally:
            host.kill()
            host.wait()


async def _measure(host, url: str, code: str, devices: int, actions: int, seed: int) -> dict[str, float]:
    crowd: list[Device] = []
    for i in range(devices):
        ws = await connect(url, max_size=2**22, open_timeout=30)
        role = "player" if i < 2 else "watcher"
        await ws.send(json.dumps({"type": "hello", "proto": 1, "code": code, "name": f"D{i}", "role": role}))
        await ws.recv()  # welcome
        crowd.append(Device(ws, role))
    readers = [asyncio.create_task(d.read()) for d in crowd]
    players = crowd[:2]
    rng = random.Random(seed)
    to_actor: list[float] = []
    to_all: list[float] = []
    played = 0
    cpu_start = wall_start = None
    try:
        while played < actions:
            actor = next((d for d in players if d.frame and d.frame["turn"]["you"] and d.frame["moves"]), None)
            if actor is None:
                if any(d.frame and d.frame["over"] for d in players):
                    break
                await asyncio.wait([asyncio.create_task(d.changed.wait()) for d in players], timeout=10)
                for d in players:
                    d.changed.clear()
                continue
            frame = actor.frame
            assert frame is not None
            if cpu_start is None:
                cpu_start, wall_start = _cpu_seconds(host.pid), time.perf_counter()
            move = rng.choice(frame["moves"])
            values = {k: rng.randint(lo, min(hi, lo + 5)) for k, (lo, hi) in move.get("range", {}).items()}
            want = frame["seq"] + 1
            futures = [d.expect(want) for d in crowd]
            sent = time.perf_counter()
            await actor.ws.send(
                json.dumps({"type": "intent", "seq": frame["seq"], "move": move["id"], "values": values})
            )
            try:
                times = await asyncio.wait_for(asyncio.gather(*futures), 30)
            except TimeoutError:
                raise SystemExit(f"a frame did not reach every device within 30 s (seq {want})") from None
            to_actor.append(actor.arrived[want] - sent)
            to_all.append(max(times) - sent)
            played += 1
        cpu = _cpu_seconds(host.pid) - (cpu_start or 0.0)
        wall = time.perf_counter() - (wall_start or 0.0)
    finally:
        for task in readers:
            task.cancel()
        for d in crowd:
            await d.ws.close()
    return {
        "devices": devices,
        "actions": played,
        "actor_p50_ms": _ms(statistics.median(to_actor)),
        "actor_p95_ms": _ms(_p95(to_actor)),
        "all_p50_ms": _ms(statistics.median(to_all)),
        "all_p95_ms": _ms(_p95(to_all)),
        "host_cpu_ms_per_action": _ms(cpu / max(played, 1)),
        "host_cpu_share": round(cpu / wall, 2) if wall else 0.0,
    }


class _NullLink:
    address = "bench"

    def send(self, text: str) -> None:
        pass

    def close(self, code: int, reason: str) -> None:
        pass


def _publish_cost(game_id: str, devices: int, actions: int, seed: int) -> tuple[float, float]:
    """In this process, no network: CPU ms per action for `TableSession.publish` (every device's
    frame made and serialised: observations, offers, words, the log) with `devices` connected,
    two seated and the rest watching; median and p95."""
    from desktop_app.net.session import REMOTE, TableSeat, TableSession
    from desktop_app.rules.registry import GAMES

    game = GAMES[game_id]
    content = game.load_content(None)
    state = game.new_game(content, game.options_from_json({"players": 2, "seed": seed}))
    session = TableSession(game, content, [TableSeat(REMOTE), TableSeat(REMOTE)], rate=(1e9, 1e9))
    for i in range(devices):
        link = _NullLink()
        session.connect(link)
        role = "player" if i < 2 else "watcher"
        hello = {"type": "hello", "proto": 1, "code": session.code, "name": f"D{i}", "role": role}
        session.receive(link, json.dumps(hello))
    rng = random.Random(seed)
    history: list = []
    costs = []
    for _ in range(actions):
        if game.is_over(state):
            break
        action = rng.choice(game.legal_actions(state))
        after = game.apply(state, action)
        history.append(_Record(len(history) + 1, game.current_player(state), action, state, after))
        state = after
        start = time.process_time()
        session.publish(state, history)
        costs.append(time.process_time() - start)
    return _ms(statistics.median(costs)), _ms(_p95(costs))


class _Record:
    def __init__(self, index: int, player: int, action: object, before: object, after: object) -> None:
        self.index, self.player, self.action, self.before, self.after = index, player, action, before, after


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]


def _ms(seconds: float) -> float:
    return round(seconds * 1000, 1)


def main() -> None:
    """Run the bench and print one row per number of devices."""
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--game", default="power-butler")
    p.add_argument("--devices", type=int, nargs="+", default=[4, 40])
    p.add_argument("--actions", type=int, default=100, help="actions measured per run (fewer if the game ends)")
    p.add_argument("--seed", type=int, default=11)
    p.add_argument("--json", action="store_true")
    args = p.parse_args()
    print(f"{args.game}, 2 seats played from devices, the rest watching; host: energy-table host --bot-delay 0")
    print(
        f"{'devices':>7} {'actions':>7} {'actor p50':>9} {'p95':>6} {'all p50':>8} {'p95':>6} {'host CPU/action':>15}"
    )
    for n in args.devices:
        row = asyncio.run(_run(args.game, max(n, 2), args.actions, args.seed))
        if args.json:
            print(json.dumps(row))
            continue
        print(
            f"{row['devices']:>7} {row['actions']:>7} {row['actor_p50_ms']:>7} ms {row['actor_p95_ms']:>6}"
            f" {row['all_p50_ms']:>6} ms {row['all_p95_ms']:>6} {row['host_cpu_ms_per_action']:>12} ms"
        )
    print("\nframes made per action in process (TableSession.publish, no network), CPU ms:")
    for n in args.devices:
        p50, p95 = _publish_cost(args.game, max(n, 2), args.actions, args.seed)
        print(f"{max(n, 2):>7} devices: p50 {p50} ms, p95 {p95} ms")


if __name__ == "__main__":
    main()
