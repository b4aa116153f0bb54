"""Power Butler actions: JSON round-trip, readable refusals, and which actions reveal hidden things."""

from __future__ import annotations

import random

import pytest

from desktop_app.content.power_butler import Face as F
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_butler import engine
from desktop_app.rules.power_butler.actions import (
    CODEC,
    Buy,
    EndTurn,
    Marker,
    PlaceMarker,
    RollDice,
)
from desktop_app.rules.power_butler.state import Mode
from desktop_app.rules.power_butler.views import public_json, reveals_hidden


def test_every_legal_action_round_trips_through_json(pb):
    """ARCHITECTURE: actions are small frozen dataclasses with JSON round-trip."""
    rng = random.Random(4)
    s = pb.new(players=3, seed=4)
    seen = set()
    while not engine.is_over(s):
        legal = engine.legal_actions(s)
        for action in legal:
            assert CODEC.from_json(action.to_json()) == action
            seen.add(action.type_name)
        engine.apply_in_place(s, rng.choice(legal))
    assert seen >= {"roll_dice", "reroll", "keep_dice", "buy", "place_marker", "pay_bill", "end_turn"}


def test_bad_json_is_refused_with_a_reason():
    with pytest.raises(IllegalAction) as err:
        CODEC.from_json({"type": "buy", "appliance": "led_bulb", "faces": [9]})
    assert err.value.code == "bad_action"
    assert CODEC.from_json({"type": "place_marker", "marker": 1, "appliance": "tv", "faces": [3]}) == PlaceMarker(
        Marker.SPACE, "tv", (F.SPACE,)
    )


def test_action_in_the_wrong_stage_says_what_to_do(pb):
    """Illegal actions raise IllegalAction with a code and a sentence a player understands."""
    s = pb.new()
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, EndTurn())
    assert err.value.code == "wrong_phase" and "roll the dice" in err.value.reason


def test_rolls_and_draws_reveal_hidden_information(pb):
    """Undo must not pass a roll or a card turned up (views.reveals_hidden)."""
    s = pb.new(mode=Mode.SIMPLE)
    engine.apply_in_place(s, RollDice())
    assert reveals_hidden(s)
    pb.set_market(s, ["led_bulb", "electric_fan", "television", "rice_cooker"])
    pb.allocate(s, [F.THREE, F.TWO, F.ONE, F.ONE, F.ONE, F.ONE])
    engine.apply_in_place(s, Buy("led_bulb", (F.THREE, F.TWO, F.ONE)))
    assert not reveals_hidden(s)
    engine.apply_in_place(s, EndTurn())
    assert reveals_hidden(s)  # the shop was refilled from the deck


def test_public_json_has_no_deck_order(pb):
    data = public_json(pb.new())
    assert "deck" not in data and data["deck_count"] == 23 and len(data["market"]) == 4
