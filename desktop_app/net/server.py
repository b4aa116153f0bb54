"""The embedded server: the web client's files over HTTP and the protocol over WebSocket, on one
port, with the `websockets` library on its own thread and asyncio loop (docs/network-protocol.md).

Nothing listens until `open()`. The server only moves bytes: each device's messages go to the
`TableSession` (which checks them), and what the session sends goes into that device's bounded
queue; a device that lets its queue fill is dropped, so a slow reader never holds the table up.
A browser's WebSocket must come from a page this host served (its Origin is checked).
"""

from __future__ import annotations

import asyncio
import collections
import ipaddress
import logging
import mimetypes
import threading
from pathlib import Path
from typing import Any, Protocol
from urllib.parse import unquote, urlsplit

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from desktop_app import paths
from desktop_app.net import protocol
from desktop_app.net.seating import Link

log = logging.getLogger("energy_table.net")

WS_PATH = "/ws"
SEND_QUEUE = 16  # messages waiting for one device; more and the device is dropped (slow reader)
SEND_TIMEOUT = 10.0  # seconds one message may wait for a device's socket before it is dropped
_FRAME = '{"type":"frame"'
MAX_FILE_BYTES = 8 * 1024 * 1024
MAX_PER_ADDRESS = 16  # WebSockets from one address at once (a device, its reloads, a projector)
MAX_CONNECTIONS = 400  # WebSockets at once: a few classes of devices
CONTENT_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".woff2": "font/woff2",
    ".mp3": "audio/mpeg",
    ".ogg": "audio/ogg",
    ".wav": "audio/wav",
    ".txt": "text/plain; charset=utf-8",
}
_MISSING_CLIENT = (
    "<!doctype html><meta charset=utf-8><title>Energy Table</title>"
    "<p>This table is open, but the web client is not installed on the host "
    "(desktop_app/web/index.html).</p><p>這張桌子已開放，但主持端沒有安裝網頁版（desktop_app/web/index.html）。</p>"
)


class Hub(Protocol):
    """What the server hands devices to: a `TableSession`, or a class's `ClassSession`."""

    def connect(self, link: Link) -> None: ...

    def receive(self, link: Link, text: str | bytes) -> None: ...

    def disconnect(self, link: Link) -> None: ...

    def close_all(self) -> None: ...


def web_root() -> Path:
    """Where the web client's static files are (source tree, install or bundle)."""
    return paths.install_root() / "desktop_app" / "web"


class _Link:
    """One device's WebSocket, as the session's `Link`: `send` and `close` from any thread.

    A frame is the whole view, so a newer one replaces a frame not yet sent; other messages
    queue up to `limit`. A device that lets them pile up, or takes longer than `send_timeout` to
    accept one message (its socket full: it stopped reading), is dropped: the table never waits.
    """

    def __init__(self, ws: ServerConnection, loop: asyncio.AbstractEventLoop, limit: int, send_timeout: float) -> None:
        self.ws, self.loop, self.limit, self.send_timeout = ws, loop, limit, send_timeout
        address = ws.remote_address
        self.address = str(address[0]) if address else "?"
        self._queue: collections.deque[str | tuple[int, str]] = collections.deque()
        self._ready = asyncio.Event()
        self._closing = False

    def send(self, text: str) -> None:
        self.loop.call_soon_threadsafe(self._put, text)

    def close(self, code: int, reason: str) -> None:
        self.loop.call_soon_threadsafe(self._put, (code, reason))

    def _put(self, item: str | tuple[int, str]) -> None:
        if self._closing:
            return
        if isinstance(item, tuple):
            self._closing = True
        elif item.startswith(_FRAME):
            stale = [q for q in self._queue if isinstance(q, str) and q.startswith(_FRAME)]
            for old in stale:
                self._queue.remove(old)
        if isinstance(item, str) and len(self._queue) >= self.limit:
            log.info("dropping %s: it let %d messages pile up", self.address, self.limit)
            self._queue.clear()
            self._queue.append(protocol.dumps(protocol.error("slow_reader", protocol.LANGUAGES[1])))
            self._closing = True
            item = (1008, "slow_reader")
        self._queue.append(item)
        self._ready.set()

    async def pump(self) -> None:
        """Send what is queued, in order; a close in the queue closes after what came before."""
        while True:
            await self._ready.wait()
            self._ready.clear()
            while self._queue:
                item = self._queue.popleft()
                if isinstance(item, tuple):
                    await self.ws.close(*item)
                    return
                try:
                    await asyncio.wait_for(self.ws.send(item), self.send_timeout)
                except TimeoutError:
                    log.info("dropping %s: it stopped reading", self.address)
                    self._closing = True
                    self.ws.transport.abort()  # its socket is full: a close frame would wait too
                    return


class TableServer:
    """A `TableSession` (or a class: any `Hub`) served on one port: `open()`, then `url`;
    `close()` when done."""

    def __init__(
        self,
        session: Hub,
        *,
        host: str = "127.0.0.1",
        port: int = 0,
        root: Path | None = None,
        origins: tuple[str, ...] = (),
        hosts: tuple[str, ...] = (),
        send_queue: int = SEND_QUEUE,
        send_timeout: float = SEND_TIMEOUT,
        max_size: int = protocol.MAX_MESSAGE_BYTES,
        ping_interval: float | None = 20.0,
    ) -> None:
        self.session, self.host, self.port = session, host, port
        self.root = (root or web_root()).resolve()
        self.origins = frozenset(origins)
        # names (not addresses) devices may use for this computer, e.g. "classroom-pc.local";
        # an origin allowed by --origin brings its host name too
        self.hosts = frozenset({h.lower() for h in hosts} | {urlsplit(o).hostname or "" for o in origins} - {""})
        self._per_address: dict[str, int] = {}
        self.send_queue, self.send_timeout = send_queue, send_timeout
        self.max_size, self.ping_interval = max_size, ping_interval
        self._thread: threading.Thread | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._server: Server | None = None
        self._stop: asyncio.Event | None = None
        self._opened = threading.Event()
        self._failure: BaseException | None = None

    # --- life -------------------------------------------------------------------------------------

    def open(self, timeout: float = 10.0) -> None:
        """Start listening (on its own thread); an address that cannot be bound raises OSError."""
        if self._thread is not None:
            raise RuntimeError("this table is already open")
        self._thread = threading.Thread(target=self._run, name="energy-table-net", daemon=True)
        self._thread.start()
        if not self._opened.wait(timeout):
            raise OSError("the table's server did not start")
        if self._failure is not None:
            self._thread.join()
            self._thread = None
            raise OSError(str(self._failure)) from self._failure

    def close(self) -> None:
        """Tell every device the table closes, stop listening, and wait for the thread."""
        if self._thread is None or self._loop is None or self._stop is None:
            return
        self.session.close_all()
        self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(timeout=10)
        self._thread = None

    @property
    def url(self) -> str:
        """The join link's address: http://HOST:PORT/ (the code goes in `?code=`)."""
        host = self.host if self.host not in ("0.0.0.0", "::", "") else "127.0.0.1"
        return f"http://{host}:{self.port}/"

    def _run(self) -> None:
        try:
            asyncio.run(self._main())
        except BaseException as exc:  # a bind failure is told to `open`; anything later is logged
            if not self._opened.is_set():
                self._failure = exc
                self._opened.set()
            else:
                log.exception("the table's server stopped")

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._stop = asyncio.Event()
        async with serve(
            self._handler,
            self.host,
            self.port,
            process_request=self._process_request,
            max_size=self.max_size,
            max_queue=8,
            compression=None,  # small frames on a LAN; and no inflating of what a device sends
            ping_interval=self.ping_interval,
            ping_timeout=self.ping_interval,
            server_header="EnergyTable",
        ) as server:
            self._server = server
            sockets = list(server.sockets)
            if sockets:
                self.port = int(sockets[0].getsockname()[1])
            self._opened.set()
            await self._stop.wait()
            server.close(close_connections=True)
            await server.wait_closed()

    # --- HTTP ----------------------------------------------------------------------------------

    def _process_request(self, connection: ServerConnection, request: Request) -> Response | None:
        try:
            if not self._host_allowed(request.headers.get("Host", "")):
                # DNS rebinding: a page from a name that points at this computer is not one
                # this host served; devices come by the address (or a name the host was given).
                log.info("refused a request for host %s", request.headers.get("Host", "")[:80])
                return connection.respond(421, "bad_host: open the table by its address\n")
            path = urlsplit(request.path).path
            if path == WS_PATH:
                origin = request.headers.get("Origin")
                if origin is not None and not self._origin_allowed(origin, request.headers.get("Host", "")):
                    log.info("refused a WebSocket from origin %s", origin[:80])
                    return connection.respond(403, "bad_origin: this table is played from its own page\n")
                return None
            return self._file(connection, path)
        except Exception:
            log.exception("an HTTP request made the server fail")
            return connection.respond(500, "server_error\n")

    def _host_allowed(self, host: str) -> bool:
        """Is the Host header an IP address, localhost, or a name the host was told to allow?"""
        name = host.rsplit(":", 1)[0] if not host.endswith("]") else host
        name = name.strip("[]").lower()
        if name in ("localhost", *self.hosts):
            return True
        try:
            ipaddress.ip_address(name)
        except ValueError:
            return False
        return True

    def _origin_allowed(self, origin: str, host: str) -> bool:
        return origin in self.origins or origin in (f"http://{host}", f"https://{host}")

    def _file(self, connection: ServerConnection, path: str) -> Response:
        name = unquote(path).lstrip("/") or "index.html"
        parts = Path(name).parts
        if any(p.startswith(".") or p in ("..", "") for p in parts) or "\\" in name or "\x00" in name:
            return connection.respond(404, "not found\n")
        target = (self.root / name).resolve()
        suffix = target.suffix.lower()
        if not target.is_relative_to(self.root) or suffix not in CONTENT_TYPES:
            return connection.respond(404, "not found\n")
        if not target.is_file():
            if name == "index.html":
                return _response(200, "text/html; charset=utf-8", _MISSING_CLIENT.encode())
            return connection.respond(404, "not found\n")
        if target.stat().st_size > MAX_FILE_BYTES:
            return connection.respond(404, "not found\n")
        return _response(200, CONTENT_TYPES.get(suffix) or mimetypes.types_map.get(suffix, ""), target.read_bytes())

    # --- WebSocket -----------------------------------------------------------------------------

    async def _handler(self, ws: ServerConnection) -> None:
        assert self._loop is not None
        link = _Link(ws, self._loop, self.send_queue, self.send_timeout)
        count = self._per_address.get(link.address, 0)
        if count >= MAX_PER_ADDRESS or sum(self._per_address.values()) >= MAX_CONNECTIONS:
            log.info("refused a connection from %s: too many", link.address)
            await ws.send(protocol.dumps(protocol.error("too_many_connections", protocol.LANGUAGES[1])))
            await ws.close(1008, "too_many_connections")
            return
        self._per_address[link.address] = count + 1
        try:
            await self._serve(ws, link)
        finally:
            left = self._per_address.get(link.address, 1) - 1
            if left:
                self._per_address[link.address] = left
            else:
                self._per_address.pop(link.address, None)

    async def _serve(self, ws: ServerConnection, link: _Link) -> None:
        self.session.connect(link)
        sender = asyncio.create_task(link.pump())
        try:
            async for message in ws:
                self.session.receive(link, message)
                if sender.done():
                    break  # the link was closed (refused, flood, slow reader)
        except ConnectionClosed:
            pass  # a message over max_size closes with 1009; a device that left
        except Exception:
            log.exception("a device's connection failed; the table goes on")
        finally:
            self.session.disconnect(link)
            if not sender.done():
                sender.cancel()
            try:
                await sender
            except (asyncio.CancelledError, ConnectionClosed):
                pass
            except Exception:
                log.exception("sending to a device failed")


def _response(status: int, content_type: str, body: bytes) -> Response:
    headers = Headers()
    headers["Content-Type"] = content_type
    headers["Content-Length"] = str(len(body))
    headers["Cache-Control"] = "no-cache"
    headers["X-Content-Type-Options"] = "nosniff"
    headers["Referrer-Policy"] = "no-referrer"  # the join link carries the code
    headers["X-Frame-Options"] = "DENY"
    return Response(status, "OK" if status == 200 else "Error", headers, body)


def serve_table(session: Hub, **options: Any) -> TableServer:
    """Open `session` on the network at once (see `TableServer`'s options); returns the server."""
    server = TableServer(session, **options)
    server.open()
    return server
