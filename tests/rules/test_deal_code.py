"""Same deal for every table (issue 15: "a short code (the seed and options) that another
computer types in to deal the same game"): rules/common/deal_code.py."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from desktop_app.rules.common.deal_code import DealCodeError, code_for, read_deal_code
from desktop_app.rules.registry import GAMES


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_deal_code_deals_the_same_game_on_another_computer(game_id):
    game = GAMES[game_id]
    options = game.options_from_json({"players": game.min_players + 1, "seed": 2_024_1201})
    code = code_for(game_id, options.to_json(), game.options_from_json)
    assert len(code) <= 18, code  # short enough to read out to a class
    read_game, read_options = read_deal_code(code.lower())
    assert read_game == game_id
    again = game.options_from_json(read_options)
    assert again.to_json() == options.to_json()
    content = game.load_content(None)
    assert game.digest(game.new_game(content, again)) == game.digest(game.new_game(content, options))


def test_an_option_that_differs_from_the_defaults_travels_in_the_code():
    game = GAMES["power-butler"]
    options = game.options_from_json({"players": 3, "seed": 5, "mode": "simple"})
    code = code_for("power-butler", options.to_json(), game.options_from_json)
    assert game.options_from_json(read_deal_code(code)[1]).to_json()["mode"] == "simple"
    plain = code_for(
        "power-butler", game.options_from_json({"players": 3, "seed": 5}).to_json(), game.options_from_json
    )
    assert len(code) > len(plain)


@given(players=st.integers(2, 6), seed=st.integers(0, 2**31))
def test_every_seed_and_player_count_round_trips(players, seed):
    game = GAMES["power-grid"]
    options = game.options_from_json({"players": players, "seed": seed}).to_json()
    assert read_deal_code(code_for("power-grid", options, game.options_from_json))[1] == {
        "players": players,
        "seed": seed,
    }


def test_a_mistyped_or_foreign_code_is_refused_in_words():
    game = GAMES["magic-lamp"]
    code = code_for("magic-lamp", game.options_from_json({"players": 3, "seed": 77}).to_json(), game.options_from_json)
    body = code[3:]
    typo = code[:3] + ("1" if body[0] != "1" else "2") + body[1:]
    with pytest.raises(DealCodeError, match="mistyped"):
        read_deal_code(typo)
    with pytest.raises(DealCodeError, match="start with"):
        read_deal_code("XX-1234-5678")
    with pytest.raises(DealCodeError, match="letters no code uses"):
        read_deal_code(code[:4] + "U" + code[5:])
    with pytest.raises(DealCodeError, match="whole code"):
        read_deal_code("PG")
    assert read_deal_code(code.replace("0", "O"))[1]["seed"] == 77  # O read as zero


@pytest.mark.parametrize(
    "game_id, extra",
    [
        ("power-on", {"tower": "no_dexterity"}),
        ("power-grid", {"map_id": "taiwan", "regions": ["north", "northwest", "central"]}),
        ("magic-lamp", {"magic_ring": True}),
        ("power-on", {"several_cities": False, "finish_round": True}),
    ],
)
def test_the_games_options_travel_in_a_few_letters(game_id, extra):
    game = GAMES[game_id]
    options = game.options_from_json({"players": 3, "seed": 123456, **extra}).to_json()
    code = code_for(game_id, options, game.options_from_json)
    assert len(code.replace("-", "")) <= 22, code  # the options cost a few letters, not a paragraph
    assert game.options_from_json(read_deal_code(code)[1]).to_json() == options
