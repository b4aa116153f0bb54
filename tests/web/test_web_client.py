"""The web client in a real browser (headless chromium): joining from the QR code's link, its own
words in the browser's language, frames laid out as touch targets and moves sent as intents, the
lamp race timed on the device, reconnecting with the seat token, the turn's vibration, and no
sideways scrolling on a phone held upright.

The host here is `browser.FAKE_HOST` inside the page; the frames it hands the client are made
from the rules and the host's own device words (`views/remote`), shaped as
docs/network-protocol.md says. A whole game against a real host is in test_browser_game.py.
"""

from __future__ import annotations

import os
import random
import re
import time

import pytest
from web.browser import FAKE_HOST, chromium, static_site

from desktop_app.net.views import offers, seat_view
from desktop_app.rules.magic_lamp import actions as ml
from desktop_app.rules.registry import GAMES
from desktop_app.views.remote import device_words

NAMES = ["小美", "Bot 1", "Bot 2"]
CODE = "K7QM2X"
SHOTS = os.environ.get("WEB_SHOTS")  # a folder: save what the tests saw, to look at


@pytest.fixture(scope="module")
def site():
    with static_site() as url:
        yield url


@pytest.fixture(scope="module")
def browser(qapp):  # (the application: the host's words are Qt's translations)
    with chromium() as running:
        yield running


def open_page(browser, site, language="zh-TW", size=(360, 640), query=f"?code={CODE}"):
    context = browser.new_context(viewport={"width": size[0], "height": size[1]}, locale=language)
    context.add_init_script(FAKE_HOST)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(site + "/" + query)
    page.errors = errors
    return page


def sent(page):
    return page.evaluate("window.__sent")


def host(page, message):
    page.evaluate("message => window.__host(message)", message)


def join(page, name="小美"):
    page.click("#name")
    page.keyboard.type(name)
    page.click("#join-button")
    page.wait_for_function("window.__sent.length > 0")
    host(page, {"type": "welcome", "proto": 1, "seat": 0, "seat_token": "token-0", "name": name, "language": "zh_TW"})


def frame_of(game_id, state, seat, seq, language="zh_TW", over=False):
    """The frame the host sends `seat`: its view, its moves in its words, panels, seats."""
    game = GAMES[game_id]
    content = game.load_content(None)
    words = device_words(game, content, NAMES, language)
    obs = game.observation(state, seat)
    player = game.current_player(state)
    offered = offers(game, obs, seat) if player == seat else []
    moves = []
    for move, word in zip(offered, words.moves(obs, seat, offered)):
        ranges = {"range": {k: list(v) for k, v in move.ranges.items()}} if move.ranges else {}
        moves.append({"id": move.id, **word, **ranges})
    return {
        "type": "frame",
        "seq": seq,
        "game": game_id,
        "seat": seat,
        "language": language,
        "view": seat_view(game, obs, seat),
        "moves": moves,
        "turn": {"player": player, "you": player == seat, "text": words.turn(obs, seat, player)},
        "log": [{"n": 1, "player": 1, "text": "Bot 1 …"}],
        "panels": words.panels(obs, seat),
        "seats": [{"seat": i, "name": n, "kind": "remote" if i == 0 else "computer"} for i, n in enumerate(NAMES)],
        "over": over,
        "winners": list(game.winners(state)) if over else [],
    }


def new_state(game_id, seed=5):
    game = GAMES[game_id]
    return game.new_game(game.load_content(None), game.options_from_json({"players": 3, "seed": seed}))


def play_until(game_id, wanted, seed=5):
    """A seeded random game until seat 0 is offered a move `wanted` picks."""
    game = GAMES[game_id]
    state, rng = new_state(game_id, seed), random.Random(seed)
    while not (game.current_player(state) == 0 and any(wanted(a) for a in game.legal_actions(state))):
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    return state


def shot(page, name):
    if SHOTS:
        page.screenshot(path=os.path.join(SHOTS, f"{name}.png"), full_page=True)


def test_joining_takes_two_taps_after_the_scan_and_says_hello_with_the_code(browser, site):
    page = open_page(browser, site)
    assert page.is_hidden("#code-row")  # the QR code's link carries the code
    assert page.inner_text("#join-button") == "加入" and page.inner_text("#name-label") == "你的名字"
    shot(page, "join-zh-360")
    join(page)  # tap the name, type it, tap Join
    (hello,) = sent(page)
    assert hello == {"type": "hello", "proto": 1, "code": CODE, "name": "小美", "language": "zh_TW"}
    assert page.errors == []


def test_a_link_without_a_code_asks_for_it_and_a_name_is_needed(browser, site):
    page = open_page(browser, site, language="en-US", query="")
    assert page.is_visible("#code-row")
    page.fill("#code", "k7q m2x")
    page.click("#join-button")
    assert page.inner_text("#join-error") == "Type your name first."
    assert sent(page) == []
    page.fill("#name", "Amy")
    page.click("#join-button")
    page.wait_for_function("window.__sent.length > 0")
    assert sent(page)[0]["code"] == CODE  # typed in lower case with a space: forgiven


def test_an_english_browser_reads_english_and_may_switch_to_chinese(browser, site):
    page = open_page(browser, site, language="en-US")
    assert page.inner_text("#join-button") == "Join" and page.inner_text("#name-label") == "Your name"
    page.click("#language")
    assert page.inner_text("#join-button") == "加入"
    join(page, "Amy")
    assert sent(page)[0]["language"] == "zh_TW"
    page.click("#language")
    assert sent(page)[-1] == {"type": "language", "language": "en"}
    assert page.evaluate("localStorage.getItem('energy-table:language')") == "en"


def test_a_frame_lays_out_the_moves_and_a_press_sends_the_intent(browser, site):
    page = open_page(browser, site)
    join(page)
    state = play_until("magic-lamp", lambda a: isinstance(a, ml.PlaceDie))
    frame = frame_of("magic-lamp", state, 0, seq=7)
    host(page, frame)
    groups = page.locator("#moves .group h3").all_inner_texts()
    assert groups == [m["group"] for m in frame["moves"] if m["label"] == "1"]  # one group per chest
    shot(page, "ml-choose-zh-360")
    page.locator("#moves .group").nth(1).get_by_role("button", name="4").click()
    wanted = next(m for m in frame["moves"] if m["group"] == groups[1] and m["label"] == "4")
    assert sent(page)[-1] == {"type": "intent", "seq": 7, "move": wanted["id"]}
    assert page.locator("#moves button:enabled").count() == 0  # one press is enough


def test_a_number_is_set_with_the_stepper_and_sent_with_the_move(browser, site):
    page = open_page(browser, site, language="en-US", size=(768, 1024))
    join(page, "Amy")
    frame = frame_of("power-grid", new_state("power-grid"), 0, seq=3, language="en")
    host(page, frame)
    shot(page, "pg-open-en-768")
    first = frame["moves"][0]
    low = first["range"]["bid"][0]
    box = page.locator("#moves .amount").first
    slider = box.locator("input[type=range]")
    if slider.count():  # a wide range: a strip
        slider.fill(str(low + 2))
    else:
        box.get_by_role("button", name="More").click()
        box.get_by_role("button", name="More").click()
    button = box.locator("button.move")
    assert str(low + 2) in button.inner_text()  # the label shows the number being set
    button.click()
    assert sent(page)[-1] == {"type": "intent", "seq": 3, "move": first["id"], "values": {"bid": low + 2}}


def test_the_lamp_race_is_timed_on_the_device_from_when_it_shows_the_dice(browser, site):
    page = open_page(browser, site)
    join(page)
    state = play_until("magic-lamp", lambda a: isinstance(a, ml.RubLamp))
    frame = frame_of("magic-lamp", state, 0, seq=11)
    host(page, frame)
    assert page.is_visible("#race") and page.is_hidden("#race-button")  # the countdown hides the table
    page.wait_for_selector("#race-button:visible", timeout=5000)
    shown = time.monotonic()
    shot(page, "ml-race-zh-360")
    time.sleep(0.3)
    page.click("#race-button")
    took = (time.monotonic() - shown) * 1000
    intent = sent(page)[-1]
    touch = next(m for m in frame["moves"] if m["kind"] == "race")
    assert intent["move"] == touch["id"] and intent["seq"] == 11
    assert 250 <= intent["values"]["ms"] <= took + 500  # from the reveal on this screen to the touch


def test_an_untouched_lamp_keeps_still_when_the_time_is_up(browser, site):
    page = open_page(browser, site)
    join(page)
    state = play_until("magic-lamp", lambda a: isinstance(a, ml.RubLamp), seed=6)
    frame = frame_of("magic-lamp", state, 0, seq=12)
    touch = next(m for m in frame["moves"] if m["kind"] == "race")
    touch["limit_ms"] = 300  # (a short race, to keep the test short)
    host(page, frame)
    page.wait_for_function("window.__sent.length > 1", timeout=8000)
    assert sent(page)[-1] == {"type": "intent", "seq": 12, "move": touch["timeout"]}


def test_a_dropped_link_comes_back_to_the_seat_with_its_token(browser, site):
    page = open_page(browser, site, language="en-US")
    join(page, "Amy")
    page.evaluate("window.__drop()")
    assert page.is_visible("#overlay") and "Reconnecting" in page.inner_text("#status")
    page.wait_for_function("window.__sent.length > 1", timeout=5000)
    assert sent(page)[-1]["seat_token"] == "token-0"
    host(page, {"type": "welcome", "proto": 1, "seat": 0, "seat_token": "token-0", "name": "Amy"})
    assert page.is_hidden("#overlay")
    page.reload()  # a reloaded page goes straight back to its seat: no need to join again
    page.wait_for_function("window.__sent.length > 0", timeout=5000)
    assert page.is_hidden("#join") and sent(page)[0]["seat_token"] == "token-0"


def test_the_turn_vibrates_once_when_it_becomes_yours_and_the_end_names_the_winner(browser, site):
    page = open_page(browser, site)
    join(page)
    game, rng = GAMES["power-butler"], random.Random(2)
    state = new_state("power-butler")
    while game.current_player(state) == 0:
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    waiting = frame_of("power-butler", state, 0, seq=1)
    while game.current_player(state) != 0:
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    assert not waiting["turn"]["you"]
    host(page, waiting)
    assert page.evaluate("window.__vibrations") == 0
    host(page, frame_of("power-butler", state, 0, seq=2))
    host(page, frame_of("power-butler", state, 0, seq=3))
    assert page.evaluate("window.__vibrations") == 1
    assert "yours" in page.get_attribute("#turn-banner", "class")
    over = frame_of("power-butler", state, 0, seq=4)
    over.update(over=True, winners=[1], moves=[])
    host(page, over)
    assert page.inner_text("#turn-banner") == "遊戲結束 · 贏家：Bot 1"


@pytest.mark.parametrize("game_id", ["power-grid", "power-butler", "power-on", "magic-lamp"])
@pytest.mark.parametrize("language", ["zh_TW", "en"])
def test_a_phone_held_upright_never_scrolls_sideways_and_every_target_is_large(browser, site, game_id, language):
    page = open_page(browser, site, language="zh-TW" if language == "zh_TW" else "en-US")
    join(page)
    game, rng = GAMES[game_id], random.Random(1)
    state = new_state(game_id)
    for seq in range(1, 40):  # several moments of the game, as the seat sees them
        if game.is_over(state):
            break
        if game.current_player(state) == 0 or seq == 1:
            host(page, frame_of(game_id, state, 0, seq, language))
            assert page.evaluate("document.scrollingElement.scrollWidth") <= 360, seq
            chinese = re.search(r"[\u4e00-\u9fff]", page.inner_text("#moves-box"))
            assert bool(chinese) == (language == "zh_TW"), page.inner_text("#moves-box")
            heights = page.eval_on_selector_all("button:visible", "buttons => buttons.map(b => b.offsetHeight)")
            assert min(heights) >= 44, heights
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    shot(page, f"{game_id}-{language}-360")
    assert page.errors == []
