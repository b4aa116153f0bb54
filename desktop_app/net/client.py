"""The protocol's client for another Energy Table (docs/network-protocol.md, "Desktop frames").
No Qt here.

`TableClient` runs its own thread and asyncio loop with the `websockets` library, as the server
does. It says hello as a desktop client, keeps the seat token the host gives, and after a drop
connects again with that token (the host keeps the seat and resends the latest frame). Whatever
arrives goes into `inbox` as plain dicts, for the GUI thread to drain on a timer (never a Qt
signal from this thread); `send` may be called from any thread. Besides the host's messages the
inbox gets the link's own news: `{"type": "link", "state": "up" | "lost"}` and, when the client
stops for good, `{"type": "gone", "code", "reason"}` (a host's `error`, the table closed, the
host not reachable at first).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import queue
import threading
from dataclasses import dataclass
from typing import Any
from urllib.parse import parse_qs, urlsplit

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from desktop_app.net import protocol

log = logging.getLogger("energy_table.net")

PORT = 8765  # the host's usual port (views/remote/host_table.py)
MAX_FRAME = 4 * 1024 * 1024  # a desktop frame carries observations: far above any real one
RETRY_S = (0.2, 0.5, 1.0, 2.0, 4.0)  # waits between reconnects; the last repeats


@dataclass(frozen=True)
class Target:
    """Where a table is: its WebSocket address, and the join code if the text held one."""

    url: str
    code: str | None = None


def parse_target(text: str) -> Target:
    """A typed address: a join link (`http://HOST:PORT/?code=K7QM2X`), `HOST:PORT` or `HOST`
    (the usual port). ValueError says what is wrong, in English (the dialog words its own)."""
    text = text.strip()
    if not text:
        raise ValueError("no address")
    if "://" not in text:
        text = "http://" + text
    parts = urlsplit(text)
    if parts.scheme not in ("http", "https", "ws", "wss") or not parts.hostname:
        raise ValueError("not an address")
    try:
        port = parts.port or PORT
    except ValueError:
        raise ValueError("not a port number") from None
    host = parts.hostname if ":" not in parts.hostname else f"[{parts.hostname}]"
    scheme = "wss" if parts.scheme in ("https", "wss") else "ws"
    codes = parse_qs(parts.query).get("code")
    code = codes[0] if codes else None
    return Target(f"{scheme}://{host}:{port}/ws", code)


class TableClient:
    """One seat at a host's table, over the protocol (see the module's docstring)."""

    def __init__(
        self,
        url: str,
        code: str,
        name: str,
        language: str = protocol.LANGUAGES[0],
        *,
        seat_token: str | None = None,
        retry_s: tuple[float, ...] = RETRY_S,
        open_timeout: float = 5.0,
    ) -> None:
        self.url, self.code, self.name, self.language = url, code, name, language
        self.seat_token = seat_token
        self.retry_s, self.open_timeout = retry_s, open_timeout
        self.inbox: queue.SimpleQueue[dict[str, Any]] = queue.SimpleQueue()
        self.seat: int | None = None
        self._thread: threading.Thread | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._outgoing: asyncio.Queue[str] | None = None
        self._stop: asyncio.Event | None = None
        self._ws: ClientConnection | None = None
        self._started = threading.Event()

    # --- any thread ---------------------------------------------------------------------------

    def open(self) -> None:
        """Start connecting (on the client's own thread); the answers come into `inbox`."""
        if self._thread is not None:
            raise RuntimeError("this client is already open")
        self._thread = threading.Thread(target=self._run, name="energy-table-client", daemon=True)
        self._thread.start()
        self._started.wait(5.0)

    def send(self, message: dict[str, Any]) -> None:
        """Send a message to the host (dropped while the link is down: frames are resent on
        reconnecting, and an intent is for one frame only)."""
        loop, outgoing = self._loop, self._outgoing
        if loop is not None and outgoing is not None:
            with contextlib.suppress(RuntimeError):  # the client has stopped: nothing to send to
                loop.call_soon_threadsafe(outgoing.put_nowait, protocol.dumps(message))

    def drop(self) -> None:
        """Cut the connection as a broken network would (tests): the client reconnects."""
        loop, ws = self._loop, self._ws
        if loop is not None and ws is not None:
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(ws.transport.abort)

    def close(self) -> None:
        """Leave the table (the seat stays the person's: the token could come back) and stop."""
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None:
            with contextlib.suppress(RuntimeError):  # it stopped by itself (the host said no)
                loop.call_soon_threadsafe(stop.set)
        if self._thread is not None:
            self._thread.join(timeout=10)
            self._thread = None

    # --- the client's thread ------------------------------------------------------------------

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except Exception:  # never lost in the thread: the GUI hears the client stopped
            log.exception("the table client stopped")
            self.inbox.put(
                {"type": "gone", "code": "server_error", "reason": protocol.reason("server_error", self.language)}
            )

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._outgoing = asyncio.Queue()
        self._stop = asyncio.Event()
        self._started.set()
        attempt, ever_up = 0, False
        while not self._stop.is_set():
            try:
                async with connect(
                    self.url, max_size=MAX_FRAME, open_timeout=self.open_timeout, compression=None
                ) as ws:
                    self._ws = ws
                    attempt, ever_up = 0, True
                    finished = await self._session(ws)
                    if finished:
                        return
            except (OSError, InvalidHandshake, InvalidURI, TimeoutError, ConnectionClosed) as exc:
                if not ever_up:  # the host was never reached: say so, and stop
                    self.inbox.put({"type": "gone", "code": "unreachable", "reason": str(exc) or type(exc).__name__})
                    return
            finally:
                self._ws = None
            if self._stop.is_set():
                return
            self.inbox.put({"type": "link", "state": "lost"})
            wait = self.retry_s[min(attempt, len(self.retry_s) - 1)]
            attempt += 1
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._stop.wait(), wait)

    async def _session(self, ws: ClientConnection) -> bool:
        """One connection: hello, then messages both ways. True when the client is done for good."""
        assert self._outgoing is not None and self._stop is not None
        while not self._outgoing.empty():
            self._outgoing.get_nowait()  # what was asked of an earlier connection is for old frames
        hello: dict[str, Any] = {
            "type": "hello",
            "proto": protocol.PROTO,
            "code": self.code,
            "name": self.name,
            "language": self.language,
            "client": "desktop",
        }
        if self.seat_token:
            hello["seat_token"] = self.seat_token
        await ws.send(protocol.dumps(hello))
        sender = asyncio.create_task(self._send_loop(ws))
        stopper = asyncio.create_task(self._stop.wait())
        reader = asyncio.create_task(self._read_loop(ws))
        try:
            done, _pending = await asyncio.wait({reader, stopper, sender}, return_when=asyncio.FIRST_COMPLETED)
            if stopper in done:
                await ws.close(1000, "leaving")
                return True
            if reader in done:
                return reader.result()
            return False
        finally:
            for task in (sender, stopper, reader):
                task.cancel()
            for task in (sender, stopper, reader):
                with contextlib.suppress(asyncio.CancelledError, ConnectionClosed):
                    await task

    async def _send_loop(self, ws: ClientConnection) -> None:
        assert self._outgoing is not None
        while True:
            await ws.send(await self._outgoing.get())

    async def _read_loop(self, ws: ClientConnection) -> bool:
        """The host's messages into the inbox. True when the host ended this seat for good."""
        async for text in ws:
            try:
                message = json.loads(text)
            except ValueError:
                continue  # not the protocol: nothing to show
            if not isinstance(message, dict) or not isinstance(message.get("type"), str):
                continue
            kind = message["type"]
            if kind == "welcome":
                if message.get("seat_token"):
                    self.seat_token = str(message["seat_token"])
                self.seat = message.get("seat")
                self.inbox.put({"type": "link", "state": "up"})
            self.inbox.put(message)
            if kind == "error" and message.get("code") != "slow_reader":
                self._gone(message.get("code", "error"), message.get("reason", ""))
                return True
            if kind == "event" and message.get("kind") in ("closing", "replaced"):
                self._gone(message["kind"], protocol.reason("closing", self.language))
                return True
        return False  # the connection ended without a word: connect again

    def _gone(self, code: str, reason: str) -> None:
        self.inbox.put({"type": "gone", "code": code, "reason": reason})


__all__ = ["PORT", "Target", "TableClient", "parse_target"]
