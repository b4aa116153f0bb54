"""A whole game of each of the four games, played from a real browser against a real host.

The host is net's `TableSession` served by its `TableServer` on 127.0.0.1, worded by
views/remote's device words; seat 0 is the browser (headless chromium), the others are computer
players at full speed. The host's loop runs here, on the test's thread (where Qt's translations
speak the device's language), exactly as the controller's bridge does: take the device's checked
move from the session, apply it, publish the new frames. The browser plays on its own thread: it
joins from the join link, then presses one of the offered moves each time (seeded), touches the
lamp in Magic Lamp's race and drops Power On!'s carbon tokens on the mark, until the frame says
the game is over. Bounded: each game must end within `GAME_SECONDS`.
"""

from __future__ import annotations

import os
import random
import threading
import time
from dataclasses import dataclass, field

import pytest
from web.browser import CHROMIUM, CHROMIUM_ARGS

from desktop_app.ai.registry import make_bot
from desktop_app.net.server import TableServer
from desktop_app.net.session import TableSeat, TableSession
from desktop_app.rules.registry import GAMES
from desktop_app.views.remote import device_words

GAME_SECONDS = 150
# To look at what the device showed: WEB_SHOTS=<folder> saves a few moments of each game, at
# WEB_VIEWPORT (360x640 by default) in WEB_LANG (zh-TW by default).
SHOTS = os.environ.get("WEB_SHOTS")
VIEWPORT = tuple(int(n) for n in os.environ.get("WEB_VIEWPORT", "360x640").split("x"))
LANGUAGE = os.environ.get("WEB_LANG", "zh-TW")
SHOT_AT = (1, 4, 12, 30)


@dataclass
class Record:
    """A history record as the controller keeps it (what the session's log reads)."""

    index: int
    player: int
    action: object
    before: object
    after: object


@dataclass
class Device:
    """What the browser saw and did."""

    moves: int = 0
    races: int = 0
    aims: int = 0
    over: bool = False
    banner: str = ""
    errors: list[str] = field(default_factory=list)
    failure: BaseException | None = None


def play_in_browser(url: str, language: str, device: Device, stop: threading.Event, name: str = "") -> None:
    """Join the table at `url` and play seat 0 until the game is over (on its own thread)."""
    from playwright.sync_api import sync_playwright

    rng = random.Random(7)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": VIEWPORT[0], "height": VIEWPORT[1]}, locale=language)
            page.on("pageerror", lambda error: device.errors.append(str(error)))
            page.goto(url)
            page.fill("#name", "小美")
            page.click("#join-button")
            while not stop.is_set():
                page.wait_for_function(
                    "document.body.dataset.over === 'true' || Number(document.body.dataset.moves) > 0", timeout=60_000
                )
                if page.evaluate("document.body.dataset.over") == "true":
                    device.over = True
                    device.banner = page.inner_text("#turn-banner")
                    if SHOTS:
                        page.screenshot(path=os.path.join(SHOTS, f"{name}-end.png"), full_page=True)
                    break
                seq = page.evaluate("document.body.dataset.seq")
                if SHOTS and device.moves + 1 in SHOT_AT:
                    page.screenshot(path=os.path.join(SHOTS, f"{name}-{device.moves + 1}.png"), full_page=True)
                if page.is_visible("#race"):
                    page.wait_for_selector("#race-button:visible", timeout=10_000)
                    if SHOTS and not device.races:
                        page.screenshot(path=os.path.join(SHOTS, f"{name}-race.png"))
                    page.click("#race-button")
                    device.races += 1
                else:
                    aim = page.locator("#moves .amount:has(.aim .target)")
                    if aim.count():  # drop the token on the marked top, flat
                        if SHOTS and not device.aims:
                            page.screenshot(path=os.path.join(SHOTS, f"{name}-aim.png"), full_page=True)
                        slider = aim.first.locator("input[type=range]").first
                        target = page.evaluate("Number(document.querySelector('.aim .target').dataset.value)")
                        slider.fill(str(target))
                        aim.first.locator("button.move").click()
                        device.aims += 1
                    else:
                        buttons = page.locator("#moves button.move:visible:enabled")
                        count = buttons.count()
                        if not count:
                            continue
                        buttons.nth(rng.randrange(count)).click()
                device.moves += 1
                page.wait_for_function(f"document.body.dataset.seq !== '{seq}'", timeout=30_000)
            browser.close()
    except BaseException as error:  # handed to the test's thread
        device.failure = error


def host_loop(session: TableSession, state, bots, device_done: threading.Event, deadline: float):
    """The host: the device's moves from the session, the computer players' own, each applied and
    published; until the game is over and the device has seen it (or the deadline)."""
    game, history, rng = session.game, [], random.Random(3)
    session.publish(state, history)
    while time.monotonic() < deadline:
        if game.is_over(state):
            if device_done.is_set():
                break
            time.sleep(0.05)
            continue
        ready = session.pump(state)
        player = game.current_player(state)
        if ready is not None:
            player, action = ready.seat, ready.action
        elif player in bots:
            action = bots[player].choose(game.observation(state, player), rng)
        else:
            time.sleep(0.01)  # waiting for the device
            continue
        before, state = state, game.apply(state, action)
        history.append(Record(len(history) + 1, player, action, before, state))
        session.publish(state, history)
    return state


@pytest.mark.parametrize("game_id", ["power-grid", "power-butler", "power-on", "magic-lamp"])
def test_a_whole_game_from_a_browser_against_computer_players(qapp, game_id):
    game = GAMES[game_id]
    content = game.load_content(None)
    seats = [TableSeat("remote"), TableSeat("computer", "Bot 1"), TableSeat("computer", "Bot 2")]
    session = TableSession(game, content, seats, words=device_words)
    state = game.new_game(content, game.options_from_json({"players": 3, "seed": 21}))
    bots = {seat: make_bot(game_id, "heuristic") for seat in (1, 2)}
    server = TableServer(session)
    server.open()
    device, done = Device(), threading.Event()
    url = f"{server.url}?code={session.code}"

    def browse() -> None:
        play_in_browser(url, LANGUAGE, device, done, f"{game_id}-{LANGUAGE}-{VIEWPORT[0]}")
        done.set()

    browser = threading.Thread(target=browse, daemon=True)
    browser.start()
    try:
        final = host_loop(session, state, bots, done, time.monotonic() + GAME_SECONDS)
    finally:
        done.set()
        browser.join(30)
        server.close()
    if device.failure is not None:
        raise device.failure
    assert game.is_over(final), f"the game did not end in {GAME_SECONDS} s"
    assert device.over and device.banner.startswith("遊戲結束" if LANGUAGE.startswith("zh") else "The game is over")
    assert device.moves >= 5 and device.errors == []
    if game_id == "magic-lamp":
        assert device.races >= 1
