"""Power Grid's change flags (rules/power_grid/queries.py `changes`): what each kind of action
changed on the table, so the window redraws those parts and skips the rest."""

from __future__ import annotations

import random

from desktop_app.ai.registry import make_bot
from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid.actions import (
    Bid,
    BuildCity,
    BuyResource,
    EndBuying,
    StartAuction,
)
from desktop_app.rules.power_grid.game import POWER_GRID
from desktop_app.rules.power_grid.queries import changes
from desktop_app.rules.power_grid.state import Phase, PowerGridOptions


def _records(content, players: int = 4, seed: int = 8, moves: int = 220):
    state = engine.new_game(content, PowerGridOptions(players, seed=seed))
    bot, rng = make_bot("power-grid", "heuristic"), random.Random(1)
    out = []
    for _ in range(moves):
        if engine.is_over(state):
            break
        action = bot.choose(POWER_GRID.observation(state, engine.current_player(state)), rng)
        after = engine.apply(state, action)
        out.append((state, action, after, changes(state, after)))
        state = after
    return out


def test_buying_fuel_changes_the_resource_market_and_the_buyer_not_the_map_or_plants(content):
    """Seed 002, phase 3: players buy fuel from the resource market; nothing else on the table moves."""
    buys = [r for r in _records(content) if isinstance(r[1], BuyResource)]
    assert buys
    for _before, _action, _after, flags in buys:
        assert {"resources", "players"} <= flags
        assert not flags & {"map", "market"}


def test_building_a_city_changes_the_map_and_the_builder_not_the_resource_market(content):
    builds = [r for r in _records(content) if isinstance(r[1], BuildCity)]
    assert builds
    for _before, _action, _after, flags in builds:
        assert {"map", "players"} <= flags
        assert "resources" not in flags


def test_opening_an_auction_and_bidding_change_the_auction_block_not_the_players_figures(content):
    """A bid is only a promise: no money moves until the auction ends (an opening bid nobody
    else may answer buys the plant at once, so those are left out)."""
    bids = [r for r in _records(content) if isinstance(r[1], (StartAuction, Bid)) and r[2].auction_plant]
    assert bids
    for _before, _action, _after, flags in bids:
        assert flags == {"market", "turn"}


def test_ending_ones_purchases_only_passes_the_turn(content):
    ends = [r for r in _records(content) if isinstance(r[1], EndBuying) and r[2].phase is Phase.RESOURCES]
    assert ends
    for _before, _action, _after, flags in ends:
        assert flags == {"turn"}
