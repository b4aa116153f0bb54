"""阿拉丁神燈 (Aladdin & the Magic Lamp)'s searching player (issue 16): the search of
`ai/search.py` with the heuristic as its rollout policy, and this game's hidden parts dealt from
what the seat may know.

What a seat cannot see (rules/magic_lamp/views.py): the order of each chest (the wizard's place
shows), the lamp deck, the starting cards left out of the game, the seed, the others' dice while
they are being set and the others' lamp presses until all are entered. `determinize` deals the
cards seen nowhere (not in the discard, the wizards set aside, the cards being drawn, any
tableau, nor a chest's shown wizard) back to the face-down places: a chest's cards to that chest
around its wizard, the starting cards to the ones left out; the lamp cards but the one shown to
the lamp deck; a fresh seed. The others' hidden dice and presses it never reads: each is played
again for that seat by the heuristic from what that seat knew.

The lamp race is a simultaneous moment and a test of hands, not of thought: the searching player
presses (or keeps still) as the normal player does, with the normal player's human-like reaction
times (its full-speed times when the window's quick computer players are chosen), and never
searches it (a search would always press at 0 ms): the expert wins by thinking, not by reflexes.
`decide_ahead` asks this same bot.

Where a die is set, the search weighs the heuristic's own placement and the PLACEMENTS it weighs
highest (the heuristic picks among them at random). The rollouts' player (QuickHeuristic) decides
exactly as the heuristic, faster: on a rollout's whole world it counts a chest's scorpions from
the chest itself.

Measured (bench/bench_bots.py, 2 players vs normal, seats rotated, 200 ms of CPU a decision):
with the normal player's hands and random candidates 16/20 (Wilson 95% 58-92%); the official
figures of this version are in bench/README.md.
"""

from __future__ import annotations

import dataclasses
import functools
import math
import random

from desktop_app.ai.magic_lamp.heuristic import HeuristicBot, bust_chance, unseen_scorpions
from desktop_app.ai.search import DEFAULT_THINK_MS, SearchBot
from desktop_app.content.magic_lamp import METALS
from desktop_app.rules.common.actions import Action
from desktop_app.rules.magic_lamp import actions as a
from desktop_app.rules.magic_lamp.game import MAGIC_LAMP
from desktop_app.rules.magic_lamp.scoring import score_breakdown
from desktop_app.rules.magic_lamp.state import (
    NO_PLAYER,
    NO_PRESS,
    PRESS_PENDING,
    UNKNOWN_CARD,
    Phase,
    State,
    Static,
)
from desktop_app.rules.magic_lamp.views import HIDDEN_DIE

LEVEL = "normal"  # the race: the normal player's human-like hands (ai/magic_lamp/reaction.py)
HORIZON = 40  # rollout actions (a round or two) before the rollout is cut and `evaluate`d
SCALE = 3.0  # points of lead that make a win about three times likelier than a loss
OTHERS = 3  # candidates weighed besides the heuristic's own move, drawn at random
PLACEMENTS = 4  # die placements weighed besides the heuristic's own: its best-weighted
MIN_VISITS = 3  # a move other than the heuristic's is played only when this well tried ...
MARGIN = 0.05  # ... and this much better on average, on the same dealt worlds (paired)


@functools.lru_cache(maxsize=4096)
def _bust(counts: tuple[int, int, int], draws: int, margin: int) -> float:
    return bust_chance([0] * counts[0] + [1] * counts[1] + [2] * counts[2], draws, margin)


@functools.lru_cache(maxsize=8)
def _buckets(static: Static) -> tuple[int, ...]:
    """Per card: -1 for a wizard, else its scorpions counted 0, 1 or 2+ (bust_chance's bins)."""
    return tuple(-1 if static.is_wizard(c) else min(static.scorpions[c], 2) for c in range(len(static.cards)))


def unseen_counts(s: State, metal: int) -> tuple[int, int, int]:
    """How many unseen cards of this chest hold 0, 1 and 2+ scorpions. On a full state (a
    rollout's world) the unseen cards of a chest are exactly its deck's, wizard aside, so they
    are counted there; on an observation, from what the seat has seen (unseen_scorpions)."""
    counts = [0, 0, 0]
    if s.viewer == NO_PLAYER:
        buckets = _buckets(s.static)
        for card in s.decks[metal]:
            k = buckets[card]
            if k >= 0:
                counts[k] += 1
    else:
        for v in unseen_scorpions(s, metal):
            counts[min(v, 2)] += 1
    return (counts[0], counts[1], counts[2])


class QuickHeuristic(HeuristicBot):
    """The heuristic, deciding exactly as it does, faster where rollouts spend their time: it
    counts a chest's unseen scorpions from the chest itself on a rollout's full state and
    remembers the bust chances it has worked out (they depend only on how many cards hold 0, 1,
    2+)."""

    def _bust(self, s: State, metal: int, draws: int, margin: int) -> float:
        return _bust(unseen_counts(s, metal), draws, margin)


def unseen_cards(observation: State) -> list[int]:
    """The cards the seat sees nowhere: face down in a chest, or starting cards left out."""
    st = observation.static
    seen = set(observation.discard) | set(observation.wizards) | set(observation.drawn)
    for row in observation.tableau:
        seen.update(row)
    for deck in observation.decks:
        seen.update(c for c in deck if c != UNKNOWN_CARD)
    return [c for c in range(len(st.cards)) if c not in seen]


def _as_seat(world: State, seat: int) -> State:
    """The world as `seat` saw it (the heuristic decides from the actor's seat)."""
    view = world.clone()
    view.actor = seat
    view.viewer = seat
    return view


def determinize(observation: State, rng: random.Random) -> State:
    """A full state the seat cannot tell from the real one (see the module docstring)."""
    world = observation.clone()
    world.viewer = NO_PLAYER
    st = world.static
    pool = unseen_cards(observation)
    rng.shuffle(pool)
    by_metal: dict[int, list[int]] = {}
    for card in pool:
        by_metal.setdefault(st.metal[card], []).append(card)
    for metal, deck in enumerate(observation.decks):
        fresh = by_metal.get(metal, [])
        world.decks[metal] = [fresh.pop() if c == UNKNOWN_CARD else c for c in deck]
    left_out = by_metal.get(-1, [])
    world.removed = [left_out.pop() for _ in observation.removed]
    lamp = [i for i in range(len(st.lamp)) if i != observation.wish_card]
    rng.shuffle(lamp)
    world.lamp_deck = lamp[: len(observation.lamp_deck)]
    world.options = dataclasses.replace(world.options, seed=rng.randrange(2**31))
    policy = QuickHeuristic(LEVEL)
    if observation.phase is Phase.CHOOSE:  # dice set in secret: set again by their seats
        for seat, dice in enumerate(observation.dice):
            if HIDDEN_DIE in dice:
                world.dice[seat] = []
                for _ in dice:
                    move = policy.choose(_as_seat(world, seat), rng)
                    assert isinstance(move, a.PlaceDie)
                    world.dice[seat].append((METALS.index(move.chest), move.value))
    if observation.phase is Phase.RACE:  # the presses entered before the actor's: entered again
        for seat in range(observation.actor):
            press = policy.choose(_as_seat(world, seat), rng)
            world.presses[seat] = press.ms if isinstance(press, a.RubLamp) else NO_PRESS
        for seat in range(observation.actor, world.players):
            world.presses[seat] = PRESS_PENDING
    return world


def evaluate(world: State, seat: int) -> float:
    """A cut rollout's worth to `seat`, 0..1: its lead in points as the game would score now
    (seed 003's cards, sets and majorities), through a logistic curve."""
    totals = [row["total"] for row in score_breakdown(world)]
    lead = totals[seat] - max(t for p, t in enumerate(totals) if p != seat)
    return 1.0 / (1.0 + math.exp(-lead / SCALE))


def candidates(observation: State, legal: list[Action], policy_move: Action, rng: random.Random) -> list[Action]:
    """The heuristic's move first, then OTHERS others: where a die is set, the placements the
    heuristic weighs highest (it picks among them at random, the search weighs the best few);
    elsewhere other legal moves drawn at random."""
    others = [act for act in legal if act != policy_move]
    if observation.phase is Phase.CHOOSE:
        options, weights = QuickHeuristic(LEVEL).placements(observation, observation.actor)
        weight: dict[Action, float] = dict(zip(options, weights))
        others.sort(key=lambda act: -weight.get(act, 0.0))
        return [policy_move, *others[:PLACEMENTS]]
    rng.shuffle(others)
    return [policy_move, *others[:OTHERS]]


class MagicLampSearchBot(SearchBot):
    """The search, except in the lamp race (the heuristic's hands press), and it leaves the
    heuristic's move only for one clearly better (MIN_VISITS, MARGIN)."""

    @property
    def pace(self) -> str:
        """The race's pace (the window's Computer players > Speed menu sets it)."""
        return str(self.policy.pace)  # type: ignore[attr-defined]  # the race policy has a pace; Policy does not

    @pace.setter
    def pace(self, value: str) -> None:
        self.policy.pace = value  # type: ignore[attr-defined]  # as above


def expert(think_ms: int = DEFAULT_THINK_MS) -> SearchBot:
    bot = MagicLampSearchBot(
        MAGIC_LAMP,
        lambda: QuickHeuristic(LEVEL),
        determinize,
        think_ms=think_ms,
        candidates=candidates,
        evaluate=evaluate,
        max_rollout_actions=HORIZON,
        paired=True,
        margin=MARGIN,
        min_visits=MIN_VISITS,
        unsearched=lambda observation: observation.phase is Phase.RACE,
    )
    bot.name = "expert"
    return bot


__all__ = ["MagicLampSearchBot", "QuickHeuristic", "candidates", "determinize", "evaluate", "expert", "unseen_cards"]
