"""A pupil's "why?" on a device after a move (issue 25: "E (and 'why?' on a pupil's device after a
move) says the move's energy reason ... the game reason follows"): the device asks, the host
answers with the words, made in the device's language (the web client holds no game words)."""

from __future__ import annotations

import json

import pytest
from netkit import FakeLink, PureHost, Record, hello

from desktop_app.ai.base import Reason
from desktop_app.net import protocol
from desktop_app.net.hints import why_message
from desktop_app.net.session import REMOTE, TableSeat, TableSession
from desktop_app.rules.magic_lamp import actions as lamp
from desktop_app.rules.registry import GAMES


def _table(contents, game_id: str, seed: int = 3):
    game = GAMES[game_id]
    seats = [TableSeat(REMOTE) for _ in range(3)]
    session = TableSession(game, contents[game_id], seats)
    state = game.new_game(contents[game_id], game.options_from_json({"players": 3, "seed": seed}))
    return session, PureHost(session, state)


def test_why_after_a_move_tells_its_energy_side_in_the_devices_language(contents):
    session, host = _table(contents, "power-grid")
    ana, ben = FakeLink(), FakeLink()
    hello(ana, session, "Ana")
    hello(ben, session, "Ben", language="en")
    host.settle()
    session.receive(ben, json.dumps({"type": "why"}))
    host.settle()
    assert ben.last("why") == {"type": "why", "who": None, "energy": "", "reason": ""}, "no move yet"
    state = host.state
    player = GAMES["power-grid"].current_player(state)
    start = next(a for a in GAMES["power-grid"].legal_actions(state) if a.type_name == "start_auction")
    host.apply(player, start)
    for link in (ana, ben):
        session.receive(link, json.dumps({"type": "why"}))
    host.settle()
    english, chinese = ben.last("why"), ana.last("why")
    assert english["who"] == chinese["who"] == session.names()[player] and english["who"]
    assert "CO₂" in english["energy"] and f"Plant {start.plant}" in english["energy"]
    assert "二氧化碳" in chinese["energy"]
    assert english["reason"] == "", "a person's move: no computer player's reason to tell"


def test_why_tells_a_computer_players_reason_and_keeps_a_secret_die_secret(contents):
    game = GAMES["magic-lamp"]
    state = game.new_game(contents["magic-lamp"], game.options_from_json({"players": 3, "seed": 2}))
    place = next(a for a in game.legal_actions(state) if isinstance(a, lamp.PlaceDie))
    after = game.apply(state, place)
    said = Reason("place_die", {"chest": place.chest.value, "value": place.value, "kept": 2.0, "bust": 0.3})
    record = Record(1, 0, place, state, after, said)
    message = why_message("magic-lamp", [record], after, ["Ann", "Bo", "Cy"], "en")
    assert message["who"] == "Ann" and message["reason"] == "", "the die is still face down"
    draw = Record(2, 1, lamp.StopDrawing(), after, after, Reason("stop_empty", {"drawn": 2}))
    told = why_message("magic-lamp", [record, draw], after, ["Ann", "Bo", "Cy"], "zh_TW")
    assert told["who"] == "Bo" and "寶箱已經空了" in told["reason"]


def test_a_why_with_extra_fields_is_refused():
    assert protocol.parse('{"type": "why"}') == {"type": "why"}
    with pytest.raises(protocol.ProtocolError):
        protocol.parse('{"type": "why", "seat": 2}')
