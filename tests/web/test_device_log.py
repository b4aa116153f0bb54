"""A device's Magic Lamp log tells what happened at the table (issue 24): the wishes shown and the
cards drawn from the chests are public at a real table, so a phone reads them in its own language,
as the host's log tells them; only a die set in secret stays without its value."""

from __future__ import annotations

import json
import random

from desktop_app.net.session import TableSeat, TableSession
from desktop_app.rules.registry import GAMES
from desktop_app.views.remote import device_words


class Link:
    """A device's link: the messages it was sent."""

    address = "192.168.1.20"

    def __init__(self) -> None:
        self.sent: list[dict] = []

    def send(self, text: str) -> None:
        self.sent.append(json.loads(text))

    def close(self, code: int, reason: str) -> None:
        pass


class Record:
    """A history record as the controller keeps it (the fields the session reads)."""

    def __init__(self, index, player, action, before, after) -> None:
        self.index, self.player, self.action, self.before, self.after = index, player, action, before, after


def _played_until_a_draw_and_a_wish(game, content, seed: int):
    """A seeded random 3-player game until a card has been drawn from a chest and a wish shown:
    the state, the history, and the first drawn card and shown wish (card indices)."""
    state = game.new_game(content, game.options_from_json({"players": 3, "seed": seed}))
    rng = random.Random(seed)
    history: list[Record] = []
    drawn = wish = None
    while drawn is None or wish is None:
        assert not game.is_over(state), "the game ended before a draw and a wish"
        player = game.current_player(state)
        action = rng.choice(game.legal_actions(state))
        after = game.apply(state, action)
        history.append(Record(len(history) + 1, player, action, state, after))
        state = after
        for event in after.events:
            if event[0] == "card_drawn" and drawn is None:
                drawn = event[2]
            if event[0] == "wish_shown" and wish is None:
                wish = event[2]
    return state, history, drawn, wish


def test_a_device_log_names_the_cards_drawn_and_the_wishes_in_its_language(qapp):
    game = GAMES["magic-lamp"]
    content = game.load_content(None)
    state, history, drawn, wish = _played_until_a_draw_and_a_wish(game, content, seed=5)
    seats = [TableSeat("remote"), TableSeat("remote"), TableSeat("computer", "Bot")]
    session = TableSession(game, content, seats, words=device_words, log_lines=len(history) + 10)
    phones = {}
    for name, language in (("小美", "zh_TW"), ("Amy", "en")):
        link = phones[language] = Link()
        session.connect(link)
        hello = {"type": "hello", "proto": 1, "code": session.code, "name": name, "language": language}
        session.receive(link, json.dumps(hello))
    session.publish(state, history)
    kind = content.kind_names[state.static.kind[drawn]]
    lamp = content.lamp_cards[wish]
    for language, marks in (("zh_TW", ("翻開：", "個願望")), ("en", (" draws: ", "Wish "))):
        frame = phones[language].sent[-1]
        assert frame["type"] == "frame" and frame["language"] == language
        log = "\n".join(line["text"] for line in frame["log"])
        draw_line, wish_line = marks
        assert draw_line in log and kind.get(language) in log, log
        assert wish_line in log and lamp.name.get(language) in log, log
        assert "set a die in secret" in log or "秘密放好" in log, log
