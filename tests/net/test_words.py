"""The plain words: what a seat reads when no per-game words are given (net works alone)."""

from __future__ import annotations

from desktop_app.net.words import PUBLIC, LogEntry, Move, PlainWords, SeatWords, plain_words
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_grid.actions import Bid, PassBid
from desktop_app.rules.registry import GAMES


def _words() -> SeatWords:
    return plain_words(GAMES["power-grid"], None, ["Ana", ""], "en")


def test_plain_words_label_each_move_in_order_and_show_a_range():
    labels = _words().moves(None, 0, [Move("m0", PassBid()), Move("m1", Bid(5), {"amount": (5, 40)})])
    assert labels == [{"label": "pass_bid()", "group": "pass_bid"}, {"label": "bid(amount: 5-40)", "group": "bid"}]


def test_plain_words_log_a_secret_move_without_saying_what_it_was():
    words = _words()
    assert words.log(LogEntry(1, 0, Bid(7), None, None, 1)) == ["Ana: bid(amount=7)"]
    assert words.log(LogEntry(2, 1, None, None, None, PUBLIC)) == ["Seat 2 makes a secret move."]


def test_plain_words_give_the_rules_reason_and_whose_turn_it_is():
    words = _words()
    assert words.refusal(IllegalAction("poor", "Not enough Elektro.")) == "Not enough Elektro."
    assert words.turn(None, 0, 0) == "Your turn."
    assert words.turn(None, 0, 1) == "Seat 2's turn."
    assert words.turn(None, 0, -1) == "The game is over."
    assert isinstance(words, PlainWords) and words.panels(None, 0) == []


def test_the_words_may_add_layout_to_a_move_but_never_its_id_or_range(contents):
    from netkit import FakeLink, PureHost, hello

    from desktop_app.net.session import REMOTE, TableSeat, TableSession

    class Pushy(PlainWords):
        def moves(self, observation, seat, moves):
            return [
                {**w, "id": "evil", "range": {"x": [0, 1]}, "kind": "button"}
                for w in super().moves(observation, seat, moves)
            ]

    game = GAMES["power-butler"]
    session = TableSession(game, contents["power-butler"], [TableSeat(REMOTE), TableSeat(REMOTE)], words=Pushy)
    host = PureHost(session, game.new_game(contents["power-butler"], game.options_from_json({"players": 2, "seed": 1})))
    links = [FakeLink(), FakeLink()]
    for link in links:
        hello(link, session)
    host.settle()
    moves = [m for link in links for m in link.last("frame")["moves"]]
    assert moves and all(m["id"].startswith("m") and "range" not in m and m["kind"] == "button" for m in moves)
