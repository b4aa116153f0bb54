"""The energy side of a move (issue 25: "E (and 'why?' on a pupil's device after a move) says the
move's energy reason where the move has one: the fuel, its carbon, the kWh and the bill, in plain
words for a 10-year-old; the game reason follows"). Every figure is the content pack's (a fuel's
co2_kg_per_unit, an appliance's kwh_month, a plant type's carbon tokens), checked here against
the pack over whole computer-played games, and worded in both languages."""

from __future__ import annotations

import random
from collections import defaultdict
from typing import Any

import pytest

from desktop_app.ai.energy import energy_reason
from desktop_app.ai.hints import format_reason
from desktop_app.ai.registry import make_bot
from desktop_app.rules.power_butler import actions as butler
from desktop_app.rules.power_grid import actions as grid
from desktop_app.rules.power_grid.queries import co2_emitted
from desktop_app.rules.power_on import actions as power_on
from desktop_app.rules.registry import GAMES


def _played(game_id: str, players: int, seed: int, moves: int = 4000) -> list[tuple[Any, Any, int, Any]]:
    """(before, after, player, action) of a game of normal computer players."""
    game = GAMES[game_id]
    state = game.new_game(game.load_content(None), game.options_from_json({"players": players, "seed": seed}))
    bots = [make_bot(game_id, "heuristic") for _ in range(players)]
    rngs = [random.Random(seed * 10 + p) for p in range(players)]
    out = []
    while not game.is_over(state) and len(out) < moves:
        player = game.current_player(state)
        action = bots[player].choose(game.observation(state, player), rngs[player])
        after = game.apply(state, action)
        out.append((state, after, player, action))
        state = after
    return out


def _reasons(game_id: str, players: int, seed: int) -> dict[str, list[tuple[Any, Any, int, Any, Any]]]:
    found: dict[str, list[tuple[Any, Any, int, Any, Any]]] = defaultdict(list)
    for before, after, player, action in _played(game_id, players, seed):
        reason = energy_reason(game_id, before, after, player, action)
        if reason is not None:
            found[reason.code].append((before, after, player, action, reason))
            for language in ("zh_TW", "en"):
                text = format_reason(game_id, reason, language)
                assert text.strip() and "{" not in text
    return found


def test_power_grid_says_the_fuel_and_its_co2_from_the_pack():
    found = _reasons("power-grid", 3, 4)
    assert {"energy_plant_fuel", "energy_buy", "energy_run"} <= set(found)
    for before, after, player, _action, reason in found["energy_run"]:
        assert reason.params["tonnes"] == round((co2_emitted(after, player) - co2_emitted(before, player)) / 1000, 1)
        assert reason.params["powered"] == after.powered[player] > 0
    for before, _after, _player, action, reason in found["energy_buy"]:
        kg = before.content.resource_tracks[action.resource].co2_kg_per_unit
        assert reason.params["tonnes"] == round(kg * action.amount / 1000, 1) > 0
    for before, _after, _player, action, reason in found["energy_plant_fuel"]:
        plant = before.board.plant(action.plant if isinstance(action, grid.StartAuction) else before.auction_plant)
        assert reason.params["units"] == plant.fuel_needed and reason.params["cities"] == plant.cities
    zh = format_reason("power-grid", found["energy_run"][0][4], "zh_TW")
    assert "二氧化碳" in zh and "公噸" in zh


def test_power_butler_says_the_kwh_and_the_bill_from_the_pack():
    found = _reasons("power-butler", 3, 2)
    buys = found["energy_appliance"] + found["energy_appliance_compare"]
    assert buys and found["energy_bill"]
    for before, _after, _player, action, reason in buys:
        assert isinstance(action, butler.Buy)
        app = before.board.appliances[before.board.index_of[action.appliance]]
        assert reason.params["kwh"] == round(app.kwh_month) and reason.params["power"] == app.power
    zh = format_reason("power-butler", buys[0][4], "zh_TW")
    assert "度電" in zh and "電費" in zh


def test_power_on_says_the_carbon_each_plant_stacks_from_the_pack():
    found = _reasons("power-on", 3, 3)
    assert found["energy_carbon_run"] and found["energy_clean_run"]
    for before, _after, _player, action, reason in found["energy_carbon_run"]:
        assert isinstance(action, power_on.Generate)
        info = before.content.plant_types[action.plant]
        assert reason.params["tokens"] == info.carbon * action.count > 0


@pytest.mark.parametrize("game_id", ["power-grid", "power-butler", "power-on", "magic-lamp"])
def test_a_move_without_an_energy_side_has_no_energy_reason(game_id):
    played = _played(game_id, 3, 1, moves=300)
    silent = [m for m in played if energy_reason(game_id, *m) is None]
    assert silent, "a bid, a die, a roll: no made-up energy lesson"
