"""Bots that play a class's pupils over real WebSockets (tests/net/test_class_host.py and
bench/bench_class.py): each joins the class code with a name, keeps its token, plays a seeded
random offered move whenever its frame offers some, and notes what it sent and what came back,
so a test can hold every table's saved game against what its devices did."""

from __future__ import annotations

import asyncio
import json
import random
import time
from dataclasses import dataclass, field

from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed


@dataclass
class Bot:
    """One pupil's device."""

    name: str
    seed: int
    address: str = "127.0.0.1"  # the device's own address (a host allows 16 links per address)
    token: str | None = None
    table: int | None = None  # 1-based, from the frames' class object
    seat: int | None = None
    sent: int = 0  # intents sent
    answered: int = 0  # intents followed by a newer frame with no refusal (the host took them)
    refused: dict[str, int] = field(default_factory=dict)
    unknown: int = 0  # an intent in flight when the host was killed (taken or not: the save says)
    frames: int = 0
    foreign: int = 0  # frames for another seat or table than this device's (must stay 0)
    tables_seen: set[int] = field(default_factory=set)
    over: bool = False
    ended: bool = False  # the class's time box ended this table's play
    round_trips: list[float] = field(default_factory=list)  # intent -> next frame, seconds
    pending: tuple[int, float] | None = None  # (seq of the intent in flight, when it was sent)
    last: dict | None = None  # the latest frame

    async def run(self, url: str, code: str, stop: asyncio.Event) -> None:
        """Play until the table's play ends or `stop` is set; a dropped link is not an error
        (the host may be killed): `run` returns."""
        rng = random.Random(self.seed)
        try:
            local = (self.address, 0)
            async with connect(url, open_timeout=20, close_timeout=2, max_size=2**22, local_addr=local) as ws:
                hello = {"type": "hello", "proto": 1, "code": code, "name": self.name, "language": "en"}
                if self.token:
                    hello["seat_token"] = self.token
                await ws.send(json.dumps(hello))
                while not stop.is_set() and not (self.over or self.ended):
                    try:
                        text = await asyncio.wait_for(ws.recv(), 0.5)
                    except TimeoutError:
                        continue
                    await self._take(ws, json.loads(text), rng)
        except (ConnectionClosed, OSError):
            pass
        finally:
            if self.pending is not None:
                self.unknown += 1  # the link went with an intent unanswered
                self.pending = None

    async def _take(self, ws, message: dict, rng: random.Random) -> None:
        kind = message["type"]
        if kind == "welcome":
            self.token = message.get("seat_token") or self.token
            if message["seat"] is not None:
                if self.seat is not None and message["seat"] != self.seat:
                    self.foreign += 1  # back after a drop: the same seat, or something is wrong
                self.seat = message["seat"]
        elif kind == "refused":
            self.refused[message["code"]] = self.refused.get(message["code"], 0) + 1
            self.pending = None
            if message["code"] not in ("stale", "paused", "class_over") and self.last is not None:
                await self._choose(ws, self.last, rng)  # the rules said no: another offered move
        elif kind == "error":
            raise AssertionError(f"{self.name} got an error: {message}")
        elif kind == "frame":
            await self._frame(ws, message, rng)

    async def _frame(self, ws, frame: dict, rng: random.Random) -> None:
        self.frames += 1
        info = frame.get("class") or {}
        table = info.get("table")
        if frame["seat"] != self.seat or (self.table is not None and table != self.table):
            self.foreign += 1
        self.table = table
        self.tables_seen.add(table)
        self.over = bool(frame["over"])
        self.ended = info.get("notice") == "class_over"
        if self.pending is not None and frame["seq"] > self.pending[0]:
            self.answered += 1
            self.round_trips.append(time.perf_counter() - self.pending[1])
            self.pending = None
        self.last = frame
        await self._choose(ws, frame, rng)

    async def _choose(self, ws, frame: dict, rng: random.Random) -> None:
        if self.pending is None and frame["moves"]:
            move = rng.choice(frame["moves"])
            intent = {"type": "intent", "seq": frame["seq"], "move": move["id"]}
            if "range" in move:
                intent["values"] = {k: rng.randint(lo, min(hi, lo + 3)) for k, (lo, hi) in move["range"].items()}
            self.pending = (frame["seq"], time.perf_counter())
            self.sent += 1
            await ws.send(json.dumps(intent))


async def play(bots: list[Bot], url: str, code: str, seconds: float, until=None) -> None:
    """Every bot plays at once until its table ends or its link drops, `seconds` pass, or
    `until()` (asked every 50 ms) says to stop."""
    stop = asyncio.Event()
    tasks = [asyncio.create_task(bot.run(url, code, stop)) for bot in bots]
    loop = asyncio.get_running_loop()
    end = loop.time() + seconds
    while loop.time() < end and not all(task.done() for task in tasks):
        if until is not None and until():
            break
        await asyncio.sleep(0.05)
    stop.set()
    await asyncio.gather(*tasks)
