"""The web client through the school's broker (web/broker.js, the vendored MQTT.js): a real
chromium signs in to a real Mosquitto over MQTT-on-WebSocket with a pupil's user name and
password, plays its seat against a computer player at a host that reaches the broker with
net/broker.py, gets the latest frame back from the broker when it signs in again while the host
is away, and a wrong password says so on the join form."""

from __future__ import annotations

import contextlib
import os
import random
import socket
import subprocess
import sys
import threading
import time

import pytest
from net.brokerkit import free_port, running_broker
from net.netkit import Record
from web.browser import CHROMIUM, CHROMIUM_ARGS

from desktop_app.ai.registry import make_bot
from desktop_app.net.broker import BrokerTable
from desktop_app.net.session import COMPUTER, REMOTE, TableSeat, TableSession
from desktop_app.rules.registry import GAMES

GAME = "power-butler"


@pytest.fixture
def broker(tmp_path):
    with running_broker(tmp_path / "broker") as running:
        yield running


class Host(threading.Thread):
    """The host on its own thread: the pupil's moves from the session, the computer's own."""

    def __init__(self, broker) -> None:
        super().__init__(daemon=True)
        game = GAMES[GAME]
        content = game.load_content(None)
        self.game, self.history, self.stop = game, [], threading.Event()
        self.session = TableSession(game, content, [TableSeat(REMOTE), TableSeat(COMPUTER, "Bot")])
        self.state = game.new_game(content, game.options_from_json({"players": 2, "seed": 5}))
        self.bot = make_bot(GAME, "random")
        self.pupil_moves = 0
        self.session.publish(self.state, self.history)
        self.table = BrokerTable(self.session, broker.access, "1")
        self.closed = False
        self.table.open()
        self.start()

    def run(self) -> None:
        rng = random.Random(3)
        while not self.stop.is_set() and not self.game.is_over(self.state):
            ready = self.session.pump(self.state)
            player = self.game.current_player(self.state)
            if ready is not None:
                player, action = ready.seat, ready.action
                self.pupil_moves += 1
            elif player == 1:
                action = self.bot.choose(self.game.observation(self.state, player), rng)
            else:
                time.sleep(0.01)
                continue
            before, self.state = self.state, self.game.apply(self.state, action)
            self.history.append(Record(len(self.history) + 1, player, action, before, self.state))
            self.session.publish(self.state, self.history)

    def close(self) -> None:
        """Stop playing and leave the broker (again: nothing more)."""
        self.stop.set()
        self.join(10)
        if not self.closed:
            self.closed = True
            self.table.close()


@contextlib.contextmanager
def school_web_server(folder):
    """The pupils' page as the README has a school serve it: python3 -m http.server on the
    folder `energy-table broker-config` copied the web client into."""
    port = free_port()
    args = [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "--directory", str(folder)]
    process = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        deadline = time.monotonic() + 10
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
                break
            except OSError:
                assert time.monotonic() < deadline, "the web server did not start"
                time.sleep(0.05)
        yield f"http://127.0.0.1:{port}"
    finally:
        process.terminate()
        process.wait(10)


def _sign_in(page, url: str, user: str, password: str) -> None:
    page.goto(url)
    page.wait_for_selector("#password-row:not([hidden])")
    assert page.is_hidden("#code-row"), "over the broker there is no join code to type"
    page.fill("#name", user)
    page.fill("#password", password)
    page.click("#join-button")


def test_a_pupil_plays_from_a_browser_through_the_broker_and_comes_back_to_the_latest_frame(broker):
    from playwright.sync_api import sync_playwright

    host = Host(broker)
    errors: list[str] = []
    try:
        with school_web_server(broker.files.web) as site, sync_playwright() as playwright:
            url = broker.files.pupil_link("127.0.0.1", broker.ws_port, web_port=int(site.rsplit(":", 1)[1]))
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": 360, "height": 640}, locale="en")
            page.on("pageerror", lambda error: errors.append(str(error)))
            _sign_in(page, url, "ana", broker.files.passwords["ana"])
            for _ in range(3):  # three of the pupil's turns, by touch
                page.wait_for_function("Number(document.body.dataset.moves) > 0", timeout=30_000)
                seq = page.evaluate("document.body.dataset.seq")
                page.locator("#moves button.move:visible:enabled").first.click()
                page.wait_for_function(f"document.body.dataset.seq !== '{seq}'", timeout=30_000)
            assert host.pupil_moves >= 3 and not errors, errors
            host.close()  # the teacher's computer goes away; the pupil signs in again later
            latest = host.session.seq
            page.goto("about:blank")
            _sign_in(page, url, "ana", broker.files.passwords["ana"])
            page.wait_for_function(f"document.body.dataset.seq === '{latest}'", timeout=15_000)
            assert page.inner_text("#turn-banner").strip(), "the retained frame is shown"
            _sign_in(page, url, "ana", "WRONGPASS1")
            page.wait_for_selector("#join:not([hidden])", timeout=15_000)
            page.wait_for_function("document.getElementById('join-error').textContent.length > 0", timeout=15_000)
            assert "password" in page.inner_text("#join-error")
            assert not errors, errors
            browser.close()
    finally:
        host.close()  # a failure above must not leave the host's paho thread running


def test_pupils_join_a_class_through_the_broker_from_their_browsers_and_land_at_their_tables(broker, tmp_path):
    """`energy-table class ... --broker` (a subprocess) and two chromium pages at the class's
    pupils' page: each signs in with their broker user, lands at a table of their own and plays
    a move there; the one left over when every pupil seat is taken waits with the host's words."""
    from helpers import start_command
    from playwright.sync_api import sync_playwright

    args = ["power-butler", "--tables", "2", "--seats", "pupil,normal", "--pace", "slow", "--seed", "3"]
    args += ["--folder", str(tmp_path / "class"), "--broker", str(broker.files.access)]
    process, _lines = start_command("class", *args, until="code:")
    try:
        with school_web_server(broker.files.web) as site, sync_playwright() as playwright:
            web_port = int(site.rsplit(":", 1)[1])
            url = broker.files.pupil_link("127.0.0.1", broker.ws_port, table="class", web_port=web_port)
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            pages = {}
            for user in ("ana", "mei", "li"):
                page = browser.new_page(viewport={"width": 360, "height": 640}, locale="en")
                page.errors = []
                page.on("pageerror", lambda error, p=page: p.errors.append(str(error)))
                _sign_in(page, url, user, broker.files.passwords[user])
                pages[user] = page
                if user != "li":  # placed before the next one signs in: tables 1 then 2
                    page.wait_for_function("document.body.dataset.table !== '' && document.body.dataset.seq !== ''")
            tables = {u: pages[u].evaluate("document.body.dataset.table") for u in ("ana", "mei")}
            assert sorted(tables.values()) == ["1", "2"], tables
            pages["li"].wait_for_selector("#waiting", state="visible", timeout=15_000)
            assert pages["li"].inner_text("#waiting").strip()
            for user in ("ana", "mei"):  # a move of their own, by touch, at their own table
                page = pages[user]
                page.wait_for_function("Number(document.body.dataset.moves) > 0", timeout=30_000)
                seq = page.evaluate("document.body.dataset.seq")
                page.locator("#moves button.move:visible:enabled").first.click()
                page.wait_for_function(f"document.body.dataset.seq !== '{seq}'", timeout=30_000)
                assert f"Table {tables[user]}" in page.inner_text("#status")
            assert all(not p.errors for p in pages.values()), {u: p.errors for u, p in pages.items()}
            if os.environ.get("WEB_SHOTS"):  # to look at: a placed pupil and the one who waits
                pages["ana"].screenshot(path=os.path.join(os.environ["WEB_SHOTS"], "broker-class-table.png"))
                pages["li"].screenshot(path=os.path.join(os.environ["WEB_SHOTS"], "broker-class-waiting.png"))
            browser.close()
    finally:
        process.terminate()
        process.wait(10)
