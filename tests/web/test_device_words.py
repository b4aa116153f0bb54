"""The words a device is sent for its seat (views/remote): every game's moves, panels, turn line
and log in the device's language, whatever the host's windows speak, and never an action's raw
form; amount moves turned back into the rules' actions."""

from __future__ import annotations

import random
import re

import pytest

from desktop_app.net.views import build_action, check_values, is_secret, offers
from desktop_app.net.words import LogEntry
from desktop_app.rules.magic_lamp import actions as ml
from desktop_app.rules.power_grid.actions import Bid
from desktop_app.rules.power_on import actions as po
from desktop_app.rules.registry import GAMES
from desktop_app.views.remote import device_words

GAME_IDS = ("power-grid", "power-butler", "power-on", "magic-lamp")
CHINESE_NAMES = ("小美", "阿博", "小青")
ENGLISH_NAMES = ("Amy", "Bob", "Cyd")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
CHINESE_TEXT_ACRONYMS = ("LED",)  # the pack's Chinese names use them too
CJK = re.compile(r"[\u4e00-\u9fff]")
# An action's raw form: "StartAuction(plant=3, bid=3)", "place_die", "<...object at 0x..>"
RAW = re.compile(r"[A-Z][A-Za-z]+\(|\b[a-z]+_[a-z_]+\b|object at 0x")


def offered(game, observation, seat):
    """The moves the table offers the seat (net's `offers`: ids, and ranges where a number is set)."""
    return offers(game, observation, seat)


def log_entry(game, index, player, action, before, after, viewer):
    """A move as the table logs it for one viewer (net's `LogEntry`: their observations, and no
    action when the move is another seat's secret)."""
    secret = is_secret(game, action, player, viewer)
    return LogEntry(
        index,
        player,
        None if secret else action,
        game.observation(before, viewer),
        game.observation(after, viewer),
        viewer,
    )


def sample_texts(game_id: str, names, language: str, steps: int = 500, seed: int = 3):
    """Random play of a 3-player game, seen from the mover's device: every text it is sent."""
    game = GAMES[game_id]
    content = game.load_content(None)
    state = game.new_game(content, game.options_from_json({"players": 3, "seed": seed}))
    words = device_words(game, content, names, language)
    rng = random.Random(seed)
    texts: list[tuple[str, str]] = []
    kinds: set[str] = set()
    for index in range(steps):
        if game.is_over(state):
            break
        player = game.current_player(state)
        observation = game.observation(state, player)
        moves = offered(game, observation, player)
        worded = words.moves(observation, player, moves)
        assert len(worded) == len(moves)
        for move, word in zip(moves, worded):
            kinds.add(type(move.action).__name__)
            texts += [("label", word["label"]), ("group", word["group"])]
            texts += [("field", spec["label"]) for spec in word.get("fields", {}).values()]
        for box in words.panels(observation, player):
            texts.append(("panel", box["title"]))
            texts += [("panel", row["label"]) for row in box["rows"]] + [("panel", row["value"]) for row in box["rows"]]
        texts.append(("turn", words.turn(observation, player, player)))
        texts.append(("turn", words.turn(observation, player, (player + 1) % 3)))
        action = rng.choice(game.legal_actions(observation))
        before, state = state, game.apply(state, action)
        for viewer in (player, (player + 1) % 3):
            entry = log_entry(game, index + 1, player, action, before, state, viewer)
            texts += [("log", line) for line in words.log(entry)]
    return [(where, text) for where, text in texts if text], kinds


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_a_chinese_device_reads_every_move_in_chinese_at_an_english_host(host_language, game_id):
    host_language.apply("en")  # the projector speaks English; the phone reads 繁體中文
    texts, kinds = sample_texts(game_id, CHINESE_NAMES, "zh-TW")
    assert len(kinds) >= 3, kinds
    labels = [text for where, text in texts if where == "label"]
    assert labels
    for where, text in texts:
        assert not RAW.search(text), (where, text)
        bare = text.replace("%1", "")
        for acronym in CHINESE_TEXT_ACRONYMS:
            bare = bare.replace(acronym, "")
        assert not LATIN_WORD.search(bare), (where, text)
        assert CJK.search(text) or re.fullmatch(r"[\d\s%×—-]+", text), (where, text)


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_an_english_device_reads_english_at_a_chinese_host(host_language, game_id):
    host_language.apply("zh_TW")
    texts, _ = sample_texts(game_id, ENGLISH_NAMES, "en-US", steps=200)
    for where, text in texts:
        assert not RAW.search(text), (where, text)
        assert not CJK.search(text), (where, text)
    # and the host's own translation is untouched afterwards
    from PySide6.QtCore import QCoreApplication

    assert QCoreApplication.translate("SeatWords", "Player") == "玩家"


def _play_until(game_id: str, wanted, seed: int, limit: int = 3000):
    """A seeded random game played until an offered move matches `wanted` (the state, the seat,
    the offered moves and the words of a Chinese device)."""
    game = GAMES[game_id]
    content = game.load_content(None)
    words = device_words(game, content, CHINESE_NAMES, "zh_TW")
    state = game.new_game(content, game.options_from_json({"players": 3, "seed": seed}))
    rng = random.Random(seed)
    for _ in range(limit):
        seat = game.current_player(state)
        observation = game.observation(state, seat)
        moves = offered(game, observation, seat)
        if any(wanted(m) for m in moves):
            return game, state, seat, moves, words
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    raise AssertionError("never offered")


def test_a_bid_gets_a_stepper_starting_at_the_lowest_bid(qapp):
    game, state, seat, moves, words = _play_until("power-grid", lambda m: isinstance(m.action, Bid), seed=1)
    worded = words.moves(game.observation(state, seat), seat, moves)
    (bid,) = [w for m, w in zip(moves, worded) if isinstance(m.action, Bid)]
    assert bid["fields"]["amount"]["start"] == state.auction_bid + 1
    assert "%1" in bid["label"] and bid["main"]


def test_the_lamp_race_is_timed_on_the_device_and_keeps_still_when_time_is_up(qapp):
    game, state, seat, moves, words = _play_until("magic-lamp", lambda m: isinstance(m.action, ml.RubLamp), seed=2)
    worded = words.moves(game.observation(state, seat), seat, moves)
    race = next(w for w in worded if w["kind"] == "race")
    still = next(m for m in moves if isinstance(m.action, ml.KeepStill))
    assert race["limit_ms"] > 0 and race["timeout"] == still.id
    press = next(m for m in moves if isinstance(m.action, ml.RubLamp))
    assert build_action(game, state, press, check_values(press, {"ms": 734})) == ml.RubLamp(734)


def test_a_device_aims_the_carbon_token_at_the_marked_top_and_the_physics_decides(qapp):
    from desktop_app.rules.power_on.tower_physics import TowerSim

    def a_drop_on_a_tower(move):
        return isinstance(move.action, po.StackToken) and len(move.ranges) == 2

    game, state, seat, moves, words = _play_until("power-on", a_drop_on_a_tower, seed=4)
    while not state.tower_drops:  # the first token lies on the table: a tower to drop on
        (move,) = [m for m in moves if isinstance(m.action, po.StackToken)]
        state = game.apply(state, build_action(game, state, move, check_values(move, {"x": 0, "angle": 0})))
        seat = game.current_player(state)
        moves = offered(game, game.observation(state, seat), seat)
        assert any(isinstance(m.action, po.StackToken) for m in moves)
    worded = words.moves(game.observation(state, seat), seat, moves)
    (aim,) = [w for w in worded if w["kind"] == "aim"]  # one aimed drop stands for both outcomes
    (move,) = [m for m in moves if isinstance(m.action, po.StackToken)]
    target = aim["fields"]["x"]["target"]
    assert target == round(TowerSim.from_drops(state.tower_drops).top_centre())
    near = build_action(game, state, move, check_values(move, {"x": target, "angle": 0}))
    assert isinstance(near, po.StackToken) and near.fell == 0  # flat on the marked spot: it stands
    far = build_action(game, state, move, check_values(move, {"x": 100, "angle": 90}))
    assert far.fell == 1  # on its edge, ten tokens off: it falls


def test_a_frame_carries_the_words_layout_so_a_device_times_the_lamp_race_itself(qapp):
    import json

    from desktop_app.net.session import TableSeat, TableSession

    class Link:
        address = "192.168.1.20"

        def __init__(self):
            self.sent = []

        def send(self, text):
            self.sent.append(json.loads(text))

        def close(self, code, reason):
            pass

    game, state, seat, moves, words = _play_until("magic-lamp", lambda m: isinstance(m.action, ml.RubLamp), seed=2)
    seats = [TableSeat("remote") if q == seat else TableSeat("computer", f"Bot {q}") for q in range(3)]
    session = TableSession(game, game.load_content(None), seats, words=device_words)
    link = Link()
    session.connect(link)
    session.receive(link, json.dumps({"type": "hello", "proto": 1, "code": session.code, "name": "小美"}))
    session.publish(state, [])
    frame = [m for m in link.sent if m["type"] == "frame"][-1]
    race = next(m for m in frame["moves"] if m.get("kind") == "race")
    still = next(m for m in frame["moves"] if m["label"] == "不動手")
    assert race["timeout"] == still["id"] and race["limit_ms"] > 0 and race["range"] == {"ms": [0, 600_000]}


def test_the_headless_host_words_its_frames_with_the_device_words():
    from desktop_app.commands.host import _words

    assert _words() is device_words  # not the rules' plain words
