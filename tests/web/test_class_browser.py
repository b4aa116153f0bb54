"""A class in a real browser (headless chromium): pupils open the one class link, type their name
and land at different tables of a real `energy-table class` (a subprocess on 127.0.0.1); the one
who finds every seat taken waits with the host's words. The teacher's pause covers the whole
screen and the last-round notice shows above the table (a fake host hands the client frames
with a class's `class` object, docs/network-protocol.md "A class")."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest
from helpers import start_command
from web.browser import FAKE_HOST, chromium, static_site

ROOT = Path(__file__).resolve().parents[2]
SHOTS = os.environ.get("WEB_SHOTS")


@pytest.fixture(scope="module")
def browser():
    with chromium() as running:
        yield running


def _class(folder: Path) -> tuple[subprocess.Popen, str]:
    args = ["power-butler", "--tables", "2", "--seats", "pupil,normal", "--seed", "3", "--pace", "slow"]
    process, lines = start_command("class", *args, "--port", "0", "--folder", str(folder), until="join:")
    return process, lines[-1].split()[1]


def _pupil(browser, url: str, name: str, language: str = "zh-TW"):
    context = browser.new_context(viewport={"width": 360, "height": 640}, locale=language)
    page = context.new_page()
    page.errors = []
    page.on("pageerror", lambda error: page.errors.append(str(error)))
    page.goto(url)
    assert page.is_hidden("#code-row")  # the class link carries the class code
    page.fill("#name", name)
    page.click("#join-button")
    return page


def test_pupils_who_open_one_class_link_land_at_different_tables(browser, tmp_path):
    process, url = _class(tmp_path / "class")
    try:
        first = _pupil(browser, url, "小美")
        first.wait_for_function("document.body.dataset.table === '1' && document.body.dataset.seq !== ''")
        second = _pupil(browser, url, "Ben", "en")
        second.wait_for_function("document.body.dataset.table === '2' && document.body.dataset.seq !== ''")
        assert "第 1 桌" in first.inner_text("#status") and "小美" in first.inner_text("#status")
        assert "Table 2" in second.inner_text("#status")
        # the seats each sees are their own table's: a pupil and a computer player
        assert "小美" in first.inner_text("#seats") and "Ben" not in first.inner_text("#seats")
        assert "Ben" in second.inner_text("#seats") and "小美" not in second.inner_text("#seats")
        late = _pupil(browser, url, "阿明")  # every pupil seat is taken: 阿明 waits
        late.wait_for_selector("#waiting", state="visible")
        assert late.inner_text("#waiting") == "你已經加入班級，老師馬上會幫你安排桌次。"
        assert late.is_hidden("#columns") and late.evaluate("document.body.dataset.table") == ""
        if SHOTS:
            late.screenshot(path=os.path.join(SHOTS, "class-waiting.png"))
            first.screenshot(path=os.path.join(SHOTS, "class-table-1.png"))
        for page in (first, second, late):
            assert page.errors == []
    finally:
        process.terminate()
        process.wait(10)


FRAME = {
    "type": "frame",
    "seq": 4,
    "game": "power-butler",
    "seat": 0,
    "language": "zh_TW",
    "view": {"table": {}, "you": None},
    "moves": [],
    "turn": {"player": 1, "you": False, "text": "電腦 2 的回合"},
    "log": [],
    "panels": [],
    "seats": [{"seat": 0, "name": "小美", "kind": "remote", "connected": True}],
    "over": False,
    "winners": [],
}


def _info(**change):
    return {
        "table": 3,
        "table_name": "第 3 桌",
        "paused": False,
        "pause_text": "",
        "notice": None,
        "notice_text": "",
        **change,
    }


def test_the_pause_covers_the_screen_and_the_last_round_shows_above_the_table(browser):
    with static_site() as site:
        context = browser.new_context(viewport={"width": 360, "height": 640}, locale="zh-TW")
        context.add_init_script(FAKE_HOST)
        page = context.new_page()
        page.goto(site + "/?code=K7QM2X")
        page.fill("#name", "小美")
        page.click("#join-button")
        page.wait_for_function("window.__sent.length > 0")
        host = lambda message: page.evaluate("m => window.__host(m)", message)  # noqa: E731
        host({"type": "welcome", "proto": 1, "seat": 0, "seat_token": "t", "name": "小美", "language": "zh_TW"})
        host({**FRAME, "class": _info()})
        assert page.is_hidden("#pause") and page.is_hidden("#class-banner")
        assert "第 3 桌" in page.inner_text("#status")
        host({**FRAME, "class": _info(notice="last_round", notice_text="最後一回合！好好把握。")})
        assert page.inner_text("#class-banner") == "最後一回合！好好把握。"
        if SHOTS:
            page.screenshot(path=os.path.join(SHOTS, "class-last-round.png"))
        host({**FRAME, "class": _info(notice="last_round", notice_text="x", paused=True, pause_text="老師暫停了遊戲")})
        assert page.is_visible("#pause") and page.inner_text("#pause-text") == "老師暫停了遊戲"
        box = page.eval_on_selector("#pause", "e => e.getBoundingClientRect().toJSON()")
        assert box["width"] >= 360 and box["height"] >= 640  # the whole screen
        size = page.eval_on_selector("#pause-text", "e => parseFloat(getComputedStyle(e).fontSize)")
        assert size >= 25  # large: read from across the room
        if SHOTS:
            page.screenshot(path=os.path.join(SHOTS, "class-paused.png"))
        host({**FRAME, "class": _info()})
        assert page.is_hidden("#pause") and page.is_hidden("#class-banner")
        # taken off the table: the waiting words, and nothing of the table stays
        host({"type": "event", "kind": "class", "class": _info(table=None, waiting_text="請等老師安排桌次。")})
        assert page.inner_text("#waiting") == "請等老師安排桌次。" and page.is_hidden("#columns")
