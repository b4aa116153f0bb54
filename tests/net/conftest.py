"""Shared pieces of the network tests: each game's content loaded once, seeded random play."""

from __future__ import annotations

import random

import pytest

from desktop_app.net import views
from desktop_app.rules.registry import GAMES


@pytest.fixture(scope="session")
def contents():
    """Each game's content pack, loaded once."""
    return {gid: game.load_content(None) for gid, game in GAMES.items()}


def random_move(game, state, rng: random.Random):
    """(seat, move, values) of a seeded random legal move, as a device would send it."""
    seat = rng.choice(sorted(views.actors(game, state)))
    obs = game.observation(state, seat)
    offered = views.offers(game, obs, seat)
    move = rng.choice(offered)
    values = {k: rng.randint(lo, min(hi, lo + 5)) for k, (lo, hi) in move.ranges.items()}
    return seat, move, values
