"""A seat's observation as JSON and back (net/state_codec.py): another Energy Table's window
draws the seat from exactly what the rules let it see, and the rules run on it as on the original."""

from __future__ import annotations

import json
import random

import pytest

from desktop_app.net.state_codec import Decoder, encode
from desktop_app.rules.registry import GAMES


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_an_observation_comes_back_whole_through_json(game_id, contents):
    game, content = GAMES[game_id], contents[game_id]
    decoder = Decoder(game, content)
    state = game.new_game(content, game.options_from_json({"players": 3, "seed": 5}))
    rng = random.Random(1)
    checked = 0
    for move in range(300):
        if game.is_over(state):
            break
        if move % 29 == 0:
            for seat in range(3):
                obs = game.observation(state, seat)
                data = encode(game_id, obs)
                back = decoder.decode(json.loads(json.dumps(data)))
                assert encode(game_id, back) == data
                assert game.digest(back) == game.digest(obs)
                assert game.legal_actions(back) == game.legal_actions(obs)
                assert game.current_player(back) == game.current_player(obs)
                checked += 1
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    assert checked >= 9


def test_a_damaged_observation_is_refused_not_half_read(contents):
    game = GAMES["power-butler"]
    decoder = Decoder(game, contents["power-butler"])
    state = game.new_game(contents["power-butler"], game.options_from_json({"players": 2, "seed": 3}))
    data = encode(game.id, game.observation(state, 0))
    for key, value in (("round", "lots"), ("dice", [1, "two"]), ("phase", 99), ("owned", None)):
        broken = json.loads(json.dumps(data))
        broken["fields"][key] = value
        with pytest.raises(ValueError):
            decoder.decode(broken)
    with pytest.raises(ValueError):
        decoder.decode({"codec": 99, "fields": {}})
