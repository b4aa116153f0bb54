"""Power On!'s change flags (rules/power_on/queries.py `changes`): what each kind of action
changed on the table, so the board redraws those parts and keeps the rest."""

from __future__ import annotations

from desktop_app.content.power_on import PlantType
from desktop_app.rules.power_on import engine
from desktop_app.rules.power_on.actions import (
    DrawCard,
    EndActions,
    Generate,
    StackToken,
    TakeMarketCard,
)
from desktop_app.rules.power_on.queries import changes


def test_drawing_a_card_changes_the_deck_and_the_hand_not_the_market_cities_or_tower(po):
    """Seed 001: 「取牌」 spends one of the turn's 3 action points: the deck, the player's hand and
    the action points change; the face-up cards, the cities and the tower do not."""
    s = po.new()
    after = engine.apply(s, DrawCard())
    flags = changes(s, after)
    assert {"deck", "hand", "players", "turn"} <= flags
    assert not flags & {"market", "cities", "tower"}


def test_taking_a_face_up_card_changes_the_market_and_the_hand(po):
    s = po.new()
    card = s.market[0]
    after = engine.apply(s, TakeMarketCard(card))
    flags = changes(s, after)
    assert {"market", "hand", "turn"} <= flags
    assert not flags & {"cities", "tower"}


def test_a_stacked_carbon_token_changes_the_tower(po):
    """Seed 001 3.(2): every carbon token of a run is stacked on the tower."""
    s = po.new()
    po.build(s, 0, "coal_plant")
    paid = engine.apply(s, Generate(PlantType.COAL, 1, (s.hands[0][0],)))
    stood = engine.apply(paid, StackToken(0, 0, 0))
    assert "tower" in changes(paid, stood)
    assert "tower" not in changes(s, paid)


def test_ending_the_actions_changes_only_whose_turn_it_is(po):
    s = po.new()
    after = engine.apply(s, EndActions())
    assert changes(s, after) <= {"turn", "players"}
    assert "turn" in changes(s, after)
