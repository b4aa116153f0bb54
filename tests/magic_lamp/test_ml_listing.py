"""The fast listing (`engine.legal_choices`, shared action objects), the random policy's inline
draws and the apply side's one-lookup dispatch, each against the plain way over many games."""

from __future__ import annotations

import copy
import random

import pytest

from desktop_app.ai.magic_lamp.random_bot import PRESS_MS, RandomBot, random_policy
from desktop_app.content.magic_lamp import METALS
from desktop_app.rules.common.actions import Action
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.magic_lamp import actions as a
from desktop_app.rules.magic_lamp import engine
from desktop_app.rules.magic_lamp.flow import HANDLERS, explorer, pick_sources, plain_explorer
from desktop_app.rules.magic_lamp.state import DIE_VALUES, NO_PLAYER, MagicLampOptions, Phase, Pick, State


def plain_legal_actions(s: State) -> list[Action]:
    """The listing as it was written before the shared tables: every action built afresh."""
    p = s.actor
    st = s.static
    if s.phase is Phase.CHOOSE:
        used = {m for m, _ in s.dice[p]}
        return [a.PlaceDie(metal, v) for i, metal in enumerate(METALS) if i not in used for v in DIE_VALUES]
    if s.phase is Phase.RACE:
        return [a.KeepStill(), a.RubLamp(0)]
    if s.phase is Phase.WISH:
        return [a.AcceptWish(), a.RefuseWish()] if s.wish_number < 3 else [a.AcceptWish()]
    if s.phase is Phase.DRAW:
        return [a.DrawCard(), a.StopDrawing()] if s.decks[s.explore_metal] else [a.StopDrawing()]
    if s.phase is Phase.AMULET:
        return [*(a.PlaceAmulet(k.value) for k in s.amulet_colours(p)), a.KeepAmuletAlone()]
    if s.phase is Phase.PICK:
        out: list[Action] = []
        for q in pick_sources(s, p):
            cards = s.discard if q == NO_PLAYER else s.stealable(q)
            out.extend(a.TakeCard(st.cards[c].id) for c in cards)
        if s.pick_kind is Pick.RAMPAGE and s.options.magic_ring and s.ring_holder == s.pick_from:
            out.append(a.TakeRing())
        out.append(a.TakeNothing())
        return out
    if s.phase is Phase.NAME:
        return [a.NameThief(q) for q in range(s.players) if q != p]
    if s.phase is Phase.CHEST:
        return [a.ChooseChest(metal) for i, metal in enumerate(METALS) if s.decks[i]]
    if s.phase is Phase.RETUNE:
        out = []
        for die, (_, old) in enumerate(s.dice[p]):
            out.extend(a.SetDie(die, v) for v in DIE_VALUES if abs(v - old) <= s.retune_max)
        return out
    return []


def plain_random_policy(state: State, rng: random.Random) -> Action:
    """The random policy through randrange and randint, as it was written first."""
    actions = plain_legal_actions(state)
    choice = actions[rng.randrange(len(actions))]
    if type(choice) is a.RubLamp:
        return a.RubLamp(rng.randint(*PRESS_MS))
    return choice


def _games(content, players: int, seeds: range, ring: bool):
    """Every state of random games (the plain policy's), with the rng the policy will draw from."""
    for seed in seeds:
        s = engine.new_game(content, MagicLampOptions(players=players, seed=seed, magic_ring=ring))
        rng = random.Random(seed)
        while not engine.is_over(s):
            yield s, rng
            engine.apply_in_place(s, plain_random_policy(s, rng))


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("ring", [False, True])
def test_the_listing_is_the_plain_one(content, players, ring):
    phases = set()
    for s, _ in _games(content, players, range(10), ring):
        fast = engine.legal_choices(s)
        assert list(fast) == plain_legal_actions(s)
        assert engine.legal_actions(s) == plain_legal_actions(s)
        assert type(engine.legal_actions(s)) is list and engine.legal_actions(s) is not fast
        phases.add(s.phase)
    assert len(phases) >= 8  # the games met (nearly) every phase


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("ring", [False, True])
def test_the_random_policy_draws_as_the_plain_one(content, players, ring):
    for s, rng in _games(content, players, range(10), ring):
        mine = random.Random()
        mine.setstate(rng.getstate())
        twin = random.Random()
        twin.setstate(rng.getstate())
        assert random_policy(s, mine) == plain_random_policy(s, twin)
        assert mine.getstate() == twin.getstate()
        assert RandomBot().choose(s, random.Random(7)) == plain_random_policy(s, random.Random(7))


def test_another_kind_of_rng_draws_through_randrange(content):
    class Counting(random.Random):
        calls = 0

        def randrange(self, *args, **kwargs):  # type: ignore[no-untyped-def]
            Counting.calls += 1
            return super().randrange(*args, **kwargs)

    s = engine.new_game(content, MagicLampOptions(players=3, seed=4))
    assert random_policy(s, Counting(3)) == plain_random_policy(s, random.Random(3))
    assert Counting.calls == 1


def test_every_action_is_refused_outside_its_phase_as_before(content):
    s = engine.new_game(content, MagicLampOptions(players=2, seed=1))
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, a.DrawCard())
    assert err.value.code == "wrong_phase"
    s.phase = Phase.GAME_OVER
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, a.PlaceDie(METALS[0], 3))
    assert err.value.code == "game_over"
    for _phase, cls in HANDLERS:
        for other in Phase:
            if (other, cls) not in HANDLERS:
                s.phase = other
                with pytest.raises(IllegalAction):
                    engine.apply_in_place(s, cls.__new__(cls))


@pytest.mark.parametrize("players", [2, 4, 5])
def test_stealable_is_the_plain_one(content, players):
    met = 0
    for s, _ in _games(content, players, range(10), True):
        for q in range(s.players):
            assert s.stealable(q) == s.plain_stealable(q)
            met += bool(s.plain_stealable(q))
    assert met


def test_stealable_with_accessories_of_every_count(content):
    """Tableaus of gems and accessories drawn at random (complete sets and spare pieces)."""
    s = engine.new_game(content, MagicLampOptions(players=2, seed=3))
    pool = [i for i, c in enumerate(s.static.cards) if c.category.name in ("GEM", "ACCESSORY", "AMULET")]
    rng = random.Random(5)
    for _ in range(2000):
        s.tableau[0] = rng.sample(pool, rng.randrange(len(pool)))
        assert s.stealable(0) == s.plain_stealable(0)


def test_a_pack_with_an_accessory_outside_the_sets_is_read_the_plain_way(content):
    s = engine.new_game(content, MagicLampOptions(players=2, seed=3))
    assert s.static.accessory_slot is not None
    s.static = copy.copy(s.static)
    s.static.accessory_slot = None
    s.tableau[0] = list(range(len(s.static.cards)))
    assert s.stealable(0) == s.plain_stealable(0)


def test_games_of_a_pack_share_its_static(content):
    one = engine.new_game(content, MagicLampOptions(players=3, seed=1))
    two = engine.new_game(content, MagicLampOptions(players=3, seed=2))
    assert one.static is two.static
    assert engine.new_game(content, MagicLampOptions(players=2, seed=1)).static.dice_per_player == 2


def test_the_explorer_is_the_plain_one(content):
    s = engine.new_game(content, MagicLampOptions(players=5, seed=3))
    rng = random.Random(9)
    for _ in range(3000):
        players = rng.randrange(2, 6)
        s.dice = [[(rng.randrange(3), rng.randrange(1, 7)) for _ in range(rng.randrange(0, 3))] for _ in range(players)]
        for metal in range(3):
            assert explorer(s, metal) == plain_explorer(s, metal)
