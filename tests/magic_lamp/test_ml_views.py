"""What the views and controllers get: public JSON, digests, reveals_hidden, refusals in words."""

from __future__ import annotations

import json

import pytest

from desktop_app.content.magic_lamp import Metal
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.magic_lamp import engine
from desktop_app.rules.magic_lamp.actions import (
    ACTION_CLASSES,
    CODEC,
    DrawCard,
    KeepStill,
    PlaceDie,
)
from desktop_app.rules.magic_lamp.views import digest, public_json, reveals_hidden

B, S, G = Metal.BRONZE, Metal.SILVER, Metal.GOLD


def test_every_action_round_trips_through_json(content, ml):
    s = ml.new(content, 2)
    seen = set()
    import random

    rng = random.Random(3)
    while not engine.is_over(s):
        for act in engine.legal_actions(s):
            assert CODEC.from_json(json.loads(json.dumps(act.to_json()))) == act
            seen.add(type(act))
        engine.apply_in_place(s, rng.choice(engine.legal_actions(s)))
    assert len(seen) >= len(ACTION_CLASSES) - 6


def test_public_json_hides_secret_dice_and_deck_order(content, ml):
    s = ml.new(content, 3)
    engine.apply_in_place(s, PlaceDie(G, 5))
    data = public_json(s)
    assert all(p["dice"] == [] for p in data["players"])
    assert data["chests"] == {"bronze": 26, "silver": 26, "gold": 26}
    assert "decks" not in data and json.dumps(data)


def test_reveals_hidden_marks_the_dice_reveal_and_drawn_cards(content, ml):
    s = ml.new(content, 3)
    engine.apply_in_place(s, PlaceDie(B, 2))
    assert not reveals_hidden(s)
    engine.apply_in_place(s, PlaceDie(S, 3))
    engine.apply_in_place(s, PlaceDie(G, 4))
    assert reveals_hidden(s)  # the dice are shown
    for _ in range(3):
        engine.apply_in_place(s, KeepStill())
    assert not reveals_hidden(s)
    engine.apply_in_place(s, DrawCard())
    assert reveals_hidden(s)


def test_digest_covers_hidden_order(content, ml):
    a, b = ml.new(content, 3, seed=1), ml.new(content, 3, seed=1)
    assert digest(a) == digest(b)
    b.decks[0][0], b.decks[0][1] = b.decks[0][1], b.decks[0][0]
    assert digest(a) != digest(b)


def test_wrong_moment_is_refused_in_words(content, ml):
    s = ml.new(content, 3)
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, DrawCard())
    assert err.value.code == "wrong_phase" and "setting your dice" in err.value.reason


def test_bad_action_json_is_refused(content):
    with pytest.raises(IllegalAction) as err:
        CODEC.from_json({"type": "place_die", "chest": "platinum", "value": 3})
    assert err.value.code == "bad_action"


def test_finished_game_refuses_more_actions(content, ml):
    s = ml.new(content, 3)
    from desktop_app.rules.magic_lamp.flow import finish

    finish(s)
    assert engine.current_player(s) == -1 and engine.legal_actions(s) == []
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, KeepStill())
    assert err.value.code == "game_over"


def test_observation_keeps_what_happened_and_no_event_is_made_in_secret(content, ml):
    """Seed 003: dice are set in secret (「秘密將自家骰子擺放在寶藏板塊上」) and shown together,
    while a wish is read out loud and every card drawn is turned face up: so every event is public,
    and none is made by a die set or a lamp press before all are in (issue 24: a device's log)."""
    import random

    from desktop_app.rules.magic_lamp.state import Phase
    from desktop_app.rules.magic_lamp.views import PUBLIC_EVENTS, observation

    kinds = set()
    for seed in (1, 2, 3):
        s = ml.new(content, 3, seed=seed)
        rng = random.Random(seed)
        while not engine.is_over(s):
            before = s.phase
            engine.apply_in_place(s, rng.choice(engine.legal_actions(s)))
            if before in (Phase.CHOOSE, Phase.RACE) and s.phase is before:
                assert s.events == [], s.events  # a secret die or press still to be joined
            kinds |= {event[0] for event in s.events}
            for viewer in range(3):
                assert observation(s, viewer).events == s.events
    assert kinds <= PUBLIC_EVENTS
    assert {"card_drawn", "wish_shown", "genie"} <= kinds
