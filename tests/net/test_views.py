"""The network's view of each game: frames from the seat's observation, offered moves and ranges."""

from __future__ import annotations

import json
import random

import pytest

from desktop_app.net import views
from desktop_app.net.words import PUBLIC, Move, PlainWords
from desktop_app.rules.power_grid.actions import Bid, StartAuction
from desktop_app.rules.registry import GAMES


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_offered_move_of_a_random_game_is_legal_and_its_view_is_json(game_id, contents):
    game = GAMES[game_id]
    state = game.new_game(contents[game_id], game.options_from_json({"players": 3, "seed": 3}))
    rng = random.Random(4)
    for _ in range(120):
        if game.is_over(state):
            break
        assert game.current_player(state) in views.actors(game, state)
        seat = game.current_player(state)
        obs = game.observation(state, seat)
        offered = views.offers(game, obs, seat)
        assert [m.id for m in offered] == [f"m{i}" for i in range(len(offered))]
        labels = PlainWords(game, contents[game_id], ["A", "B", "C"], "en").moves(obs, seat, offered)
        assert len(labels) == len(offered)
        move = rng.choice(offered)
        values = {k: rng.randint(lo, hi) if k != "x" else 0 for k, (lo, hi) in move.ranges.items()}
        if game_id == "power-on" and move.ranges:
            values["angle"] = 0  # an aimed drop: the physics decides, the rules accept either outcome
        action = views.build_action(game, state, move, views.check_values(move, values))
        state = game.apply(state, action)  # raises if the built action were refused
        for viewer in (seat, PUBLIC):
            json.dumps(views.seat_view(game, game.observation(state, viewer), viewer))


def test_power_grid_bids_are_offered_with_the_range_the_rules_allow(contents):
    game = GAMES["power-grid"]
    state = game.new_game(contents["power-grid"], game.options_from_json({"players": 3, "seed": 1}))
    seat = game.current_player(state)
    offered = views.offers(game, game.observation(state, seat), seat)
    openings = [m for m in offered if isinstance(m.action, StartAuction)]
    assert openings
    for move in openings:
        assert move.ranges == {"bid": (move.action.plant, state.money[seat])}
    state = game.apply(state, openings[0].action)
    bidder = game.current_player(state)
    bids = [m for m in views.offers(game, game.observation(state, bidder), bidder) if isinstance(m.action, Bid)]
    assert bids[0].ranges == {"amount": (state.auction_bid + 1, state.money[bidder])}


def test_values_outside_a_range_or_not_whole_numbers_are_refused():
    move = Move("m0", Bid(5), {"amount": (5, 9)})
    assert views.check_values(move, {"amount": 9}) == {"amount": 9}
    for bad in ({"amount": 10}, {"amount": 4}, {"amount": 5.0}, {"amount": True}, {}, {"amount": 5, "x": 1}, [5], "5"):
        with pytest.raises(views.BadValue):
            views.check_values(move, bad)
    assert views.check_values(Move("m1", Bid(5)), None) == {}


def test_a_seats_own_secrets_are_in_its_view_only(contents):
    """Power On!'s hand goes to its owner; the public view and the other seats get its size."""
    game = GAMES["power-on"]
    state = game.new_game(contents["power-on"], game.options_from_json({"players": 3, "seed": 2}))
    mine = views.seat_view(game, game.observation(state, 0), 0)
    assert mine["you"]["hand"] == sorted(state.hands[0])
    assert views.seat_view(game, game.observation(state, PUBLIC), PUBLIC)["you"] is None
    assert views.seat_view(game, game.observation(state, 1), 1)["you"]["hand"] == sorted(state.hands[1])


def test_the_lamp_race_lets_every_seat_still_to_press_answer_at_once(contents):
    from desktop_app.rules.magic_lamp.state import Phase

    game = GAMES["magic-lamp"]
    state = game.new_game(contents["magic-lamp"], game.options_from_json({"players": 3, "seed": 8}))
    rng = random.Random(1)
    while state.phase is not Phase.RACE:
        state = game.apply(state, rng.choice(game.legal_actions(state)))
    assert views.actors(game, state) == {0, 1, 2}
    state = game.apply(state, game.legal_actions(state)[0])  # the first seat keeps still
    assert len(views.actors(game, state)) == 2


def test_a_die_set_on_a_chest_is_secret_to_the_other_seats_only():
    from desktop_app.content.magic_lamp import Metal
    from desktop_app.rules.magic_lamp.actions import PlaceDie

    game = GAMES["magic-lamp"]
    die = PlaceDie(Metal.GOLD, 3)
    assert views.is_secret(game, die, player=0, viewer=1)
    assert views.is_secret(game, die, player=0, viewer=PUBLIC)
    assert not views.is_secret(game, die, player=0, viewer=0)
    assert not views.is_secret(GAMES["power-grid"], Bid(5), player=0, viewer=1)
