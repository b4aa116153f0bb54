"""Illegal actions raise IllegalAction with a stable `code` and a readable English `reason`, and leave
the state untouched (engine.apply_in_place: "Raises IllegalAction (and leaves the state untouched)")."""

from __future__ import annotations

import pytest

from desktop_app.content.power_grid import Resource
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid.actions import (
    CODEC,
    Bid,
    BuildCity,
    BuyResource,
    DeclineAuction,
    DiscardPlant,
    EndBuying,
    PassBid,
    RunPlants,
    StartAuction,
)
from desktop_app.rules.power_grid.state import Phase, PowerGridOptions
from desktop_app.rules.power_grid.views import digest

COAL, URANIUM = Resource.COAL, Resource.URANIUM


def _auction(pg):
    return pg.make_state(3, order=[0, 1, 2], deck=[20, 21])


def _bidding(pg):
    s = _auction(pg)
    pg.play(s, StartAuction(3, 3))
    return s


def _discarding(pg):
    s = pg.make_state(3, order=[0, 1, 2], deck=[20, 21], plants={0: [11, 12, 14]})
    pg.buy(s, 3)
    return s


def _buying(pg):
    return pg.make_state(3, phase=Phase.RESOURCES, queue=[0], plants={0: [4, 11]}, money=[20, 50, 50])


def _building(pg):
    return pg.make_state(3, phase=Phase.BUILDING, queue=[0], houses={0: ["taipei"], 1: ["banqiao"]}, money=[12, 50, 50])


def _running(pg):
    return pg.make_state(3, phase=Phase.BUREAUCRACY, queue=[0], plants={0: [4, 5]}, fuel={0: {"coal": 3, "oil": 1}})


def _first_round(pg):
    return pg.new(3)


CASES = [
    # (state builder, action, code)
    (_auction, BuildCity("taipei"), "wrong_phase"),
    (_auction, StartAuction(8, 8), "plant_not_buyable"),
    (_auction, StartAuction(5, 4), "bid_too_low"),
    (_auction, StartAuction(5, 51), "not_enough_money"),
    (_auction, Bid(5), "no_auction"),
    (_auction, PassBid(), "no_auction"),
    (_auction, DiscardPlant(3), "no_discard"),
    (_first_round, DeclineAuction(), "must_buy_first_round"),
    (_bidding, Bid(3), "bid_too_low"),
    (_bidding, Bid(51), "not_enough_money"),
    (_bidding, StartAuction(4, 4), "auction_running"),
    (_bidding, DeclineAuction(), "auction_running"),
    (_discarding, DiscardPlant(13), "not_your_plant"),
    (_discarding, StartAuction(4, 4), "auction_running"),
    (_discarding, PassBid(), "no_auction"),
    (_buying, BuyResource(COAL, 0), "bad_amount"),
    (_buying, BuyResource(COAL, 5), "no_storage"),
    (_buying, BuyResource(Resource.OIL, 1), "no_storage"),
    (_buying, BuyResource(URANIUM, 2), "not_enough_money"),
    (_buying, RunPlants(()), "wrong_phase"),
    (_building, BuildCity("atlantis"), "unknown_city"),
    (_building, BuildCity("kaohsiung"), "city_out_of_play"),
    (_building, BuildCity("taipei"), "city_already_yours"),
    (_building, BuildCity("banqiao"), "city_full"),
    (_building, BuildCity("keelung"), "not_enough_money"),
    (_building, EndBuying(), "wrong_phase"),
    (_running, RunPlants((13,)), "not_your_plant"),
    (_running, RunPlants((4, 4)), "not_your_plant"),
    (_running, RunPlants((4, 5), 0), "bad_hybrid_mix"),
    (_running, RunPlants((4, 5), 2), "bad_hybrid_mix"),
]


@pytest.mark.parametrize("build,action,code", CASES, ids=[f"{b.__name__[1:]}-{a.type_name}-{c}" for b, a, c in CASES])
def test_illegal_actions_raise_with_code_and_reason_and_leave_state_unchanged(pg, build, action, code):
    s = build(pg)
    before = digest(s)
    legal = engine.legal_actions(s)
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, action)
    assert err.value.code == code
    reason = err.value.reason
    assert len(reason.split()) >= 3 and reason.endswith(".") and str(err.value) == reason
    assert digest(s) == before
    assert action not in legal


def test_illegal_run_without_fuel(pg):
    """Seed 002: "先点算玩家有多少可正常运作的发电厂" — a plant without its fuel cannot run."""
    s = pg.make_state(3, phase=Phase.BUREAUCRACY, queue=[0], plants={0: [4, 11]}, fuel={0: {"coal": 2}})
    before = digest(s)
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, RunPlants((4, 11)))
    assert err.value.code == "not_enough_fuel"
    assert digest(s) == before


def test_illegal_params_fill_the_message(pg):
    """`params` carry the numbers a translated message needs (views translate by code)."""
    s = _building(pg)
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, BuildCity("keelung"))
    assert err.value.params == {"needed": 10 + 11, "held": 12}  # Taipei-Xizhi-Keelung: 6 + 5
    assert "21" in err.value.reason and "12" in err.value.reason


@pytest.mark.parametrize(
    "options,code",
    [
        (PowerGridOptions(players=1, seed=1), "bad_players"),
        (PowerGridOptions(players=3, seed=1, map_id="atlantis"), "bad_map"),
        (PowerGridOptions(players=3, seed=1, regions=("north", "atlantis", "central")), "bad_regions"),
        (PowerGridOptions(players=3, seed=1, regions=("north", "northwest")), "bad_regions"),
        (PowerGridOptions(players=3, seed=1, regions=("north", "north", "northwest")), "bad_regions"),
    ],
)
def test_illegal_setup_options(content, options, code):
    with pytest.raises(IllegalAction) as err:
        engine.new_game(content, options)
    assert err.value.code == code and err.value.reason.endswith(".")


@pytest.mark.parametrize(
    "data,code",
    [
        ({"type": "launch_rocket"}, "unknown_action"),
        ({"plant": 3}, "bad_action"),
        ({"type": "bid"}, "bad_action"),
        ({"type": "bid", "amount": "7"}, "bad_action"),
        ({"type": "bid", "amount": 7, "extra": 1}, "bad_action"),
        ({"type": "buy_resource", "resource": 9, "amount": 1}, "bad_action"),
    ],
)
def test_illegal_action_json(data, code):
    with pytest.raises(IllegalAction) as err:
        CODEC.from_json(data)
    assert err.value.code == code


def test_action_json_round_trip():
    for action in [
        StartAuction(3, 5),
        DeclineAuction(),
        Bid(7),
        PassBid(),
        DiscardPlant(4),
        BuyResource(URANIUM, 2),
        EndBuying(),
        BuildCity("taipei"),
        RunPlants((4, 5), 1),
    ]:
        assert CODEC.from_json(action.to_json()) == action
