"""What every computer player offers, whatever the game.

A bot is asked for one decision at a time. It sees only the acting player's observation (the
state with hidden cards masked), never the real state, and draws any randomness it wants from
the `random.Random` it is handed, so a seeded simulation replays exactly and a bot can never
peek at the deck through the rules' own RNG.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable

from desktop_app.content.model import LocalizedText
from desktop_app.rules.common.actions import Action


@runtime_checkable
class Bot(Protocol):
    """A computer player for one game.

    `name` is the registry name ("random", "heuristic"); `level` is a short label the app can
    show next to a seat ("beginner", ...).
    """

    name: str
    level: str

    # `observation` is Any on purpose: each bot names its own game's State, and generic code
    # (the controller, simulate) reaches bots through GameDefinition, whose states are Any too.
    def choose(self, observation: Any, rng: random.Random) -> Action:
        """The action to take now, for the player the observation belongs to.

        The observation is the acting player's view; it must be a legal action there.
        """
        ...


def bot_rng(seed: int, seat: int) -> random.Random:
    """The RNG a seat's bot uses in the game with this seed (string seeds hash stably)."""
    return random.Random(f"energy-table/{seed}/bot/{seat}")


@dataclass(frozen=True)
class Reason:
    """Why a bot made a move: `code` names a sentence (`game_data/<game>/hints.yaml`) and `params`
    carries the numbers the bot weighed (and words: a fuel's name by its id in the hints' words,
    a city's name as the pack's two-language text). `also`: sentences said after it (a searching
    player adds what its imagined games showed to the normal player's reason)."""

    code: str
    params: dict[str, int | float | str | LocalizedText] = field(default_factory=dict)
    also: tuple[Reason, ...] = ()
