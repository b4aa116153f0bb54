"""How fast computer players touch the lamp, per level: a table, not code.

Each level is a normal distribution of the press time after the reveal (mean and spread in
milliseconds), clipped below at `fastest` (no one reacts faster), and `slip`: the chance that
a player with no matching die touches the lamp anyway in the excitement (a false touch when no
two players' dice match: the genie rampages). The times and slips are drawn from the bot's own
seeded RNG, so a demo with the same seed replays the same race.
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
    slip: float  # chance per round of touching the lamp with no matching die


REACTIONS: dict[str, Reaction] = {
    "beginner": Reaction(mean=1100.0, spread=300.0, fastest=450.0, slip=0.12),
    "normal": Reaction(mean=600.0, spread=150.0, fastest=120.0, slip=0.04),
    "expert": Reaction(mean=420.0, spread=90.0, fastest=200.0, slip=0.01),
}


def slips(level: str, rng: random.Random) -> bool:
    """Does a computer player of this level with no matching die touch the lamp this round?"""
    return rng.random() < REACTIONS.get(level, REACTIONS["normal"]).slip


def reaction_ms(level: str, rng: random.Random) -> int:
    """A press time for a computer player of this level (unknown levels play as normal)."""
    reaction = REACTIONS.get(level, REACTIONS["normal"])
    return int(max(reaction.fastest, rng.gauss(reaction.mean, reaction.spread)))
