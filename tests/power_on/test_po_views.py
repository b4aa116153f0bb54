"""What each player may see: observations, public JSON, digests, revealing actions."""

from __future__ import annotations

import json

from desktop_app.rules.power_on import engine
from desktop_app.rules.power_on.actions import (
    CODEC,
    DrawCard,
    EndActions,
    Generate,
    TakeCities,
    TakeMarketCard,
)
from desktop_app.rules.power_on.game import POWER_ON
from desktop_app.rules.power_on.views import (
    digest,
    observation,
    public_json,
    reveals_hidden,
)


def test_observation_hides_other_hands_the_deck_the_discard_and_the_seed(po):
    """Hidden cards never leak: only the deck top's back number and the discard top show."""
    s = po.new(players=3, seed=5)
    obs = observation(s, 1)
    hidden = s.tables.hidden
    assert obs.hands[1] == s.hands[1]
    assert obs.hands[0] == [hidden] * 5 and obs.hands[2] == [hidden] * 5
    assert obs.deck[:-1] == [hidden] * (len(s.deck) - 1)
    assert obs.deck_top_back() == s.deck_top_back()
    assert obs.discard[-1] == s.discard[-1] and set(obs.discard[:-1]) == {hidden}
    assert set(obs.city_deck) == {-1}
    assert obs.options.seed == -1 and s.options.seed == 5
    mine = observation(s, 0)  # the acting player's own view offers the same choices
    assert engine.legal_actions(mine) == engine.legal_actions(s)


def test_public_json_is_plain_json_without_hidden_cards(po):
    s = po.new(players=4)
    data = public_json(s)
    text = json.dumps(data)
    assert data["players"][0]["hand_count"] == 5 and "hands" not in data and "deck" not in data
    assert json.loads(text)["city_row"] == data["city_row"]


def test_digest_changes_with_hidden_state(po):
    a, b = po.new(seed=3), po.new(seed=3)
    assert digest(a) == digest(b)
    b.deck[0], b.deck[1] = b.deck[1], b.deck[0]
    assert digest(a) != digest(b)


def test_drawing_reveals_hidden_information_and_ending_the_turn_refills(po):
    """Undo must not go back past a draw from the deck (or a refill)."""
    s = po.new()
    s = engine.apply(s, DrawCard())
    assert reveals_hidden(s)
    s = engine.apply(s, TakeMarketCard(s.market[0]))
    assert not reveals_hidden(s)  # a face-up card
    s = engine.apply(s, EndActions())
    assert not reveals_hidden(s)
    s2 = engine.apply(s, TakeCities(()))
    assert reveals_hidden(s2)  # the market refilled from the deck


def test_actions_round_trip_through_json(po):
    """Actions are small frozen dataclasses with JSON round-trip."""
    from desktop_app.content.power_on import PlantType

    g = Generate(PlantType.GAS, 2, (3, 7, 9))
    assert CODEC.from_json(json.loads(json.dumps(g.to_json()))) == g
    s = po.new()
    for action in engine.legal_actions(s):
        assert CODEC.from_json(action.to_json()) == action
    assert POWER_ON.codec is CODEC


def test_apply_leaves_the_given_state_untouched(po):
    s = po.new()
    before = digest(s)
    engine.apply(s, DrawCard())
    assert digest(s) == before
