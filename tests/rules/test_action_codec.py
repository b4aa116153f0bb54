"""Actions are small frozen dataclasses with a stable name, a readable string and JSON round-trip
(ARCHITECTURE.md, "The rules core")."""

from __future__ import annotations

import dataclasses
import json

import pytest

from desktop_app.content.power_grid import Resource
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_grid.actions import (
    ACTION_CLASSES,
    CODEC,
    Bid,
    BuildCity,
    BuyResource,
    DeclineAuction,
    DiscardPlant,
    EndBuilding,
    EndBuying,
    PassBid,
    RunPlants,
    StartAuction,
)

SAMPLES = [
    StartAuction(13, 15),
    DeclineAuction(),
    Bid(21),
    PassBid(),
    DiscardPlant(4),
    BuyResource(Resource.URANIUM, 2),
    EndBuying(),
    BuildCity("taipei"),
    EndBuilding(),
    RunPlants((5, 12, 21), 3),
]


def test_every_action_class_has_a_sample_and_a_unique_name():
    assert {type(a) for a in SAMPLES} == set(ACTION_CLASSES)
    names = [cls.type_name for cls in ACTION_CLASSES]
    assert len(set(names)) == len(names) and all(names)


@pytest.mark.parametrize("action", SAMPLES, ids=lambda a: a.type_name)
def test_action_json_round_trip(action):
    text = json.dumps(action.to_json())
    assert CODEC.from_json(json.loads(text)) == action


@pytest.mark.parametrize("action", SAMPLES, ids=lambda a: a.type_name)
def test_actions_are_frozen_and_readable(action):
    assert dataclasses.is_dataclass(action)
    for field in dataclasses.fields(action):
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(action, field.name, getattr(action, field.name))
    assert str(action).startswith(action.type_name + "(")


def test_run_plants_hybrid_coal_defaults_to_zero():
    assert CODEC.from_json({"type": "run_plants", "plants": [13]}) == RunPlants((13,), 0)


@pytest.mark.parametrize(
    "data, code",
    [
        ("bid", "bad_action"),
        ({"amount": 3}, "bad_action"),
        ({"type": "teleport"}, "unknown_action"),
        ({"type": "bid"}, "bad_action"),
        ({"type": "bid", "amount": "3"}, "bad_action"),
        ({"type": "bid", "amount": True}, "bad_action"),
        ({"type": "bid", "amount": 3, "extra": 1}, "bad_action"),
        ({"type": "buy_resource", "resource": 9, "amount": 1}, "bad_action"),
        ({"type": "run_plants", "plants": 5}, "bad_action"),
    ],
)
def test_bad_action_json_is_refused_with_a_code(data, code):
    with pytest.raises(IllegalAction) as info:
        CODEC.from_json(data)
    assert info.value.code == code and info.value.reason
