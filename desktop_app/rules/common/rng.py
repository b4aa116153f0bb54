"""Deterministic randomness: every random event draws from an RNG derived from the game seed.

Nothing in the rules calls the global `random`. A game's seed plus a label naming the event
("setup", "step3-shuffle") gives the same sequence on every machine and Python version,
because string seeds are hashed with SHA-512 by `random.Random`.
"""

from __future__ import annotations

import random
from _random import Random as _CoreRandom  # random.Random's C base: the same Mersenne Twister
from collections.abc import Callable
from hashlib import sha512 as _openssl_sha512
from importlib import import_module
from typing import Any


def _plain_sha512() -> Callable[[bytes], Any]:
    """SHA-512 for `derive_draws`: CPython's own implementation where it has one (a short key's
    digest in a third fewer instructions than through OpenSSL, whose set-up per call dominates);
    the same digest either way."""
    for module in ("_sha512", "_sha2"):  # CPython 3.11; 3.12 and later
        try:
            found: Callable[[bytes], Any] = import_module(module).sha512
        except (ImportError, AttributeError):
            continue
        return found
    return _openssl_sha512


_sha512 = _plain_sha512()


def derive_rng(seed: int, label: str) -> random.Random:
    """A fresh RNG for one random event of a game."""
    return random.Random(f"energy-table/{seed}/{label}")


def randbelow(rng: random.Random, n: int) -> int:
    """`rng.randrange(n)`: the same number, and the same numbers taken from `rng`, without
    randrange's three Python calls for a plain `random.Random` (k bits through the public
    `getrandbits`, again while >= n, as randrange draws; tests/ai and tests/power_butler compare
    the two). Any other kind of RNG, or n <= 0, goes through `randrange` itself."""
    if n > 0 and type(rng) is random.Random:
        bits = rng.getrandbits
        k = n.bit_length()
        r = bits(k)
        while r >= n:
            r = bits(k)
        return r
    return rng.randrange(n)


def shuffle(rng: random.Random, items: list[Any]) -> None:
    """`rng.shuffle(items)`: the same order and the same numbers taken from `rng`, in about half
    the time for a plain `random.Random` (its per-item `_randbelow` call done inline with the
    public `getrandbits`, as `Random._randbelow_with_getrandbits` draws: k bits, again while too
    big; tests/power_butler/test_pb_fast_paths.py compares the two). Any other kind of RNG
    shuffles itself."""
    if type(rng) is not random.Random:
        rng.shuffle(items)
        return
    bits = rng.getrandbits
    for i, n, k in _steps(len(items)):
        j = bits(k)
        while j >= n:
            j = bits(k)
        items[i], items[j] = items[j], items[i]


def _steps(size: int) -> tuple[tuple[int, int, int], ...]:
    """Fisher-Yates's steps for `size` items: (place, how many to pick from, bits per draw)."""
    found = _STEPS.get(size)
    if found is None:
        found = tuple((i, i + 1, (i + 1).bit_length()) for i in range(size - 1, 0, -1))
        if size <= 4096:
            _STEPS[size] = found
    return found


_STEPS: dict[int, tuple[tuple[int, int, int], ...]] = {}


def derive_draws(seed: int, label: str, below: int, count: int) -> list[int]:
    """`count` numbers in range(below): exactly what `count` calls of
    `derive_rng(seed, label).randrange(below)` give, made about a third faster.

    Hot in random playouts (a die roll, a tower token), where seeding dominated the draw:
    `random.Random(str)` runs Python code around the C seeding (the string hashed with SHA-512
    into one big integer, as `random.Random.seed` does for a str in version 2) and `randrange`
    goes through three Python calls per number. Here a C generator is seeded with that same
    integer and the numbers are drawn as `Random._randbelow_with_getrandbits` does (k bits,
    rejected while >= below), so every game replays the same dice
    (tests/rules/test_rng.py compares the two on many seeds and labels).

    The generator is reseeded, not made anew: a new one is 2.5 KB allocated and zeroed each
    time (a twentieth of a roll). It is taken from `_IDLE` and put back after; `list.pop` and
    `list.append` are single steps under the GIL, so two threads never hold the same one (a
    thread finding none idle makes its own).
    """
    key = f"energy-table/{seed}/{label}".encode()
    try:
        core = _IDLE.pop()
    except IndexError:
        core = _CoreRandom()
    core.seed(int.from_bytes(key + _sha512(key).digest(), "big"))
    bits = core.getrandbits
    k = below.bit_length()
    out = []
    for _ in range(count):
        r = bits(k)
        while r >= below:
            r = bits(k)
        out.append(r)
    _IDLE.append(core)  # (not put back if the loop raised: the next call makes another)
    return out


# Seeded generators free for the next `derive_draws`: as many as calls running at once.
_IDLE: list[_CoreRandom] = []
