"""Deterministic randomness: every random event draws from an RNG derived from the game seed.

Nothing in the rules calls the global `random`. A game's seed plus a label naming the event
("setup", "step3-shuffle") gives the same sequence on every machine and Python version,
because string seeds are hashed with SHA-512 by `random.Random`.
"""

from __future__ import annotations

import random


def derive_rng(seed: int, label: str) -> random.Random:
    """A fresh RNG for one random event of a game."""
    return random.Random(f"energy-table/{seed}/{label}")
