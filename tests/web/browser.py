"""A real browser for the web client's tests: Debian's chromium, headless, driven by Playwright.

Playwright's own browser download is not reachable here (nor in CI), so it is pointed at
/usr/bin/chromium (tools/dev.sh installs it). `static_site` serves desktop_app/web as the host
does; `FAKE_HOST` stands in for the host's WebSocket inside the page, so a test can hand the
client frames and read what it sends.
"""

from __future__ import annotations

import contextlib
import functools
import http.server
import threading
from collections.abc import Iterator
from pathlib import Path

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
]
WEB = Path(__file__).resolve().parents[2] / "desktop_app" / "web"

# A WebSocket the page talks to instead of the host's: every message the client sends lands in
# window.__sent; window.__host(message) is the host answering; window.__drop() drops the link.
FAKE_HOST = """
window.__sent = [];
window.__sockets = [];
window.__vibrations = 0;
class FakeSocket {
  constructor(url) {
    this.url = url; this.readyState = 0; this.listeners = {};
    window.__sockets.push(this);
    setTimeout(() => { this.readyState = 1; this.emit("open", {}); }, 5);
  }
  addEventListener(type, listener) { (this.listeners[type] ||= []).push(listener); }
  emit(type, event) { for (const listener of this.listeners[type] || []) listener(event); }
  send(text) { window.__sent.push(JSON.parse(text)); }
  close() { this.readyState = 3; this.emit("close", {}); }
}
FakeSocket.OPEN = 1;
window.WebSocket = FakeSocket;
window.__host = (message) =>
  window.__sockets[window.__sockets.length - 1].emit("message", {data: JSON.stringify(message)});
window.__drop = () => window.__sockets[window.__sockets.length - 1].close();
navigator.vibrate = () => { window.__vibrations += 1; return true; };
"""


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - the base class's name
        pass


@contextlib.contextmanager
def static_site() -> Iterator[str]:
    """desktop_app/web served on a free port of 127.0.0.1; yields the base URL."""
    handler = functools.partial(_Quiet, directory=str(WEB))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(5)


@contextlib.contextmanager
def chromium() -> Iterator[object]:
    """A headless chromium (Playwright's Browser), closed afterwards."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            yield browser
        finally:
            browser.close()
