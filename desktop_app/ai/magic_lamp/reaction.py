"""How fast computer players touch the lamp, per level and pace: tables, not code.

Each level is a normal distribution of the press time after the reveal (mean and spread in
milliseconds), clipped to [`fastest`, `slowest`] (no one reacts faster or gives up later), and
`slip`: the chance that a player with no matching die touches the lamp anyway in the excitement
(a false touch when no two players' dice match: the genie rampages). The times and slips are
drawn from the bot's own seeded RNG, so a demo with the same seed replays the same race.

Two paces (issue 13, "Fair races"): `family`, the default, draws every level's times from a
person's range (about 0.8-2.0 s: a player must see the dice, find a match and reach the lamp),
the expert quicker within it; `full` is the machines' own speed (a few tenths of a second), for
those who choose it (the window's Computer players > Speed menu). The pace changes only the
times, never the slips or what the bot decides, and draws from the RNG the same way.
"""

from __future__ import annotations

import random
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Reaction:
    """A level's press-time distribution, in milliseconds after the reveal."""

    mean: float
    spread: float
    fastest: float
    slowest: float
    slip: float  # chance per round of touching the lamp with no matching die


FAMILY: dict[str, Reaction] = {
    "beginner": Reaction(mean=1450.0, spread=300.0, fastest=950.0, slowest=2400.0, slip=0.12),
    "normal": Reaction(mean=980.0, spread=250.0, fastest=800.0, slowest=2000.0, slip=0.04),
    "expert": Reaction(mean=820.0, spread=150.0, fastest=600.0, slowest=1400.0, slip=0.01),
}
FULL_SPEED: dict[str, Reaction] = {
    "beginner": Reaction(mean=1100.0, spread=300.0, fastest=450.0, slowest=3000.0, slip=0.12),
    "normal": Reaction(mean=600.0, spread=150.0, fastest=120.0, slowest=3000.0, slip=0.04),
    "expert": Reaction(mean=420.0, spread=90.0, fastest=200.0, slowest=3000.0, slip=0.01),
}
PACES: dict[str, dict[str, Reaction]] = {"family": FAMILY, "full": FULL_SPEED}
DEFAULT_PACE = "family"
REACTIONS = FAMILY  # the default pace's table


def _reaction(level: str, pace: str) -> Reaction:
    table = PACES.get(pace, FAMILY)
    return table.get(level, table["normal"])


def slips(level: str, rng: random.Random) -> bool:
    """Does a computer player of this level with no matching die touch the lamp this round?"""
    return rng.random() < _reaction(level, DEFAULT_PACE).slip


def reaction_ms(level: str, rng: random.Random, pace: str = DEFAULT_PACE) -> int:
    """A press time for a computer player of this level at this pace (unknown levels play as
    normal, unknown paces as family)."""
    reaction = _reaction(level, pace)
    return int(min(reaction.slowest, max(reaction.fastest, rng.gauss(reaction.mean, reaction.spread))))
