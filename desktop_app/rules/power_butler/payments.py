"""Which dice can pay for what: counting faces, and the useful payments `legal_actions` lists.

Dice are handled as counts per face (dice with the same face are interchangeable). The lists
here hold only payments without a superfluous die (remove any die and it no longer pays);
`apply` also accepts an overpayment, as seed 000 allows ("多出的1元將無法用在他處").
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from desktop_app.content.power_butler import Face

MONEY_FACES = (Face.ONE, Face.TWO, Face.THREE)


def face_counts(faces: Iterable[int]) -> list[int]:
    counts = [0] * 6
    for f in faces:
        counts[f] += 1
    return counts


def fits(counts: list[int], avail: list[int]) -> bool:
    return all(c <= a for c, a in zip(counts, avail))


@lru_cache(maxsize=4096)
def money_payments(ones: int, twos: int, threes: int, target: int) -> tuple[tuple[Face, ...], ...]:
    """Every multiset of money dice (at most these counts) worth >= target with no die to spare.

    target <= 0 gives the empty payment only.
    """
    if target <= 0:
        return ((),)
    out = []
    for a in range(ones + 1):
        for b in range(twos + 1):
            for c in range(threes + 1):
                total = a + 2 * b + 3 * c
                if total < target:
                    continue
                smallest = 1 if a else (2 if b else 3)
                if total - smallest >= target:
                    continue
                out.append((Face.ONE,) * a + (Face.TWO,) * b + (Face.THREE,) * c)
    return tuple(out)


@lru_cache(maxsize=4096)
def bill_payments(ones: int, twos: int, threes: int, owed: int) -> tuple[tuple[Face, ...], ...]:
    """Non-empty sets of money dice worth at most `owed`, or just over it with no die to spare."""
    out = []
    if owed <= 0:
        return ()
    for a in range(ones + 1):
        for b in range(twos + 1):
            for c in range(threes + 1):
                total = a + 2 * b + 3 * c
                if total == 0:
                    continue
                smallest = 1 if a else (2 if b else 3)
                if total - smallest >= owed:
                    continue
                out.append((Face.ONE,) * a + (Face.TWO,) * b + (Face.THREE,) * c)
    return tuple(out)


@lru_cache(maxsize=1024)
def reroll_choices(counts: tuple[int, ...]) -> tuple[tuple[Face, ...], ...]:
    """Every non-empty multiset of the non-3元/! dice (given as counts per face)."""
    out: list[tuple[Face, ...]] = [()]
    for face in (Face.ONE, Face.TWO, Face.SPACE, Face.DELIVERY, Face.SOCKET):
        out = [prefix + (face,) * k for prefix in out for k in range(counts[face] + 1)]
    return tuple(sorted((c for c in out if c), key=lambda c: (len(c), c)))
