"""The "why?" on a pupil's device (issue 25: "E (and 'why?' on a pupil's device after a move)
says the move's energy reason ... the game reason follows"): the device sends `why`, the host's
answer (its words, made by net/hints.why_message) shows under the log, and goes with the next
move. Headless chromium with the fake host of web/browser.py."""

from __future__ import annotations

import os

from net.netkit import Record
from web.test_web_client import browser, frame_of, host, join, new_state, open_page, sent, site  # noqa: F401

from desktop_app.ai.base import Reason
from desktop_app.net.hints import why_message
from desktop_app.rules.registry import GAMES

SHOTS = os.environ.get("WEB_SHOTS")


def test_why_asks_the_host_and_shows_its_energy_words_then_the_game_reason(browser, site):  # noqa: F811
    game = GAMES["power-grid"]
    state = new_state("power-grid")
    start = next(a for a in game.legal_actions(state) if a.type_name == "start_auction")
    after = game.apply(state, start)
    player = game.current_player(state)
    said = Reason("open_auction", {"plant": start.plant, "gain": 1.0, "cap": start.plant + 3})
    answer = why_message(
        "power-grid", [Record(1, player, start, state, after, said)], after, ["小美", "電腦 1", "電腦 2"], "zh_TW"
    )
    page = open_page(browser, site)
    join(page)
    host(page, frame_of("power-grid", after, 0, seq=4))
    assert page.locator("#why-button").inner_text() == "為什麼？"
    assert page.locator("#why-box").is_hidden()
    page.click("#why-button")
    assert sent(page)[-1] == {"type": "why"}
    host(page, answer)
    box = page.locator("#why-box")
    assert box.is_visible()
    assert box.locator("h3").inner_text() == f"{answer['who']} 為什麼這樣走？"
    lines = box.locator("p").all_inner_texts()
    assert lines == [answer["energy"], answer["reason"]] and "二氧化碳" in lines[0]
    if SHOTS:
        page.screenshot(path=os.path.join(SHOTS, "why-zh-360.png"), full_page=True)
    host(page, frame_of("power-grid", after, 0, seq=5))  # the next move: the answer goes
    assert box.is_hidden()
    assert not page.errors


def test_why_before_any_move_says_so(browser, site):  # noqa: F811
    page = open_page(browser, site, language="en-US")
    join(page)
    host(page, frame_of("power-grid", new_state("power-grid"), 0, seq=1, language="en"))
    page.click("#why-button")
    host(page, {"type": "why", "who": None, "energy": "", "reason": ""})
    assert page.locator("#why-box h3").inner_text() == "No move has been played yet."
