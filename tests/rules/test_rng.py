"""rules/common/rng.py: the fast draws are the very numbers the derived RNG gives (saves replay)."""

from __future__ import annotations

import random

from desktop_app.rules.common.rng import derive_draws, derive_rng


def test_derive_draws_are_derive_rngs_randrange_numbers() -> None:
    # Dice (6), the no-dexterity tower's per-mille chance (1000), and sizes around powers of two,
    # where the rejection loop of Random._randbelow_with_getrandbits matters most.
    picker = random.Random(5)
    for below in (1, 2, 3, 5, 6, 7, 8, 9, 1000, 1023, 1024, 1025):
        for _ in range(40):
            seed = picker.randrange(10**9)
            label = f"dice/{picker.randrange(500)}/{picker.choice(['first', '1', '2'])}"
            count = picker.randrange(0, 12)
            rng = derive_rng(seed, label)
            assert derive_draws(seed, label, below, count) == [rng.randrange(below) for _ in range(count)]


def test_derive_draws_take_a_prefix_of_one_stream() -> None:
    # Drawing more numbers than a caller uses changes nothing: each label is its own stream.
    assert derive_draws(7, "tower/3", 1000, 10)[:4] == derive_draws(7, "tower/3", 1000, 4)


def test_derive_draws_are_randranges_numbers_for_every_size_below_256() -> None:
    # Each call reseeds a generator an earlier call used: nothing of that one may carry over.
    picker = random.Random(11)
    for below in range(1, 256):
        for count in (0, 1, 6, picker.randrange(20, 60)):
            seed = picker.randrange(10**9)
            label = f"dice/{picker.randrange(500)}/{picker.choice(['first', '1', '2'])}"
            rng = derive_rng(seed, label)
            assert derive_draws(seed, label, below, count) == [rng.randrange(below) for _ in range(count)]


def test_derive_draws_are_the_same_from_many_threads() -> None:
    # The generators are reused from a pool: threads drawing at once never share one.
    from concurrent.futures import ThreadPoolExecutor

    jobs = [(seed, f"dice/{seed % 97}/first", (6, 1000)[seed % 2], 6 + seed % 5) for seed in range(400)]
    rngs = [derive_rng(seed, label) for seed, label, _, _ in jobs]
    expected = [[rng.randrange(job[2]) for _ in range(job[3])] for rng, job in zip(rngs, jobs)]
    with ThreadPoolExecutor(8) as pool:
        got = list(pool.map(lambda job: derive_draws(*job), jobs))
    assert got == expected
