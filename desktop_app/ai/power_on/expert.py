"""電力啟動 (Power On!)'s searching player (issue 16): the search of `ai/search.py` with the
heuristic as its rollout policy, and this game's hidden parts dealt from what the seat may know.

What a seat cannot see (rules/power_on/views.py): the deck's order (only the top card's back
number shows, which solar and wind read), the other players' hands (their sizes show), the
discard pile below its top card, the city deck, and the seed (the reshuffles and the
no-dexterity tower's chance). `determinize` deals the cards in none of the seen places (the
market, the discard's top, the seat's own hand, every player's plants) at random to those
places, with a card of the shown back number on the deck's top; the cities in neither the row
nor anyone's hand to the city deck; and a fresh seed.

The tower physics' randomness: in stacking mode a token stands or falls by the physics of a
hand's drop, which no rollout can afford (pymunk, a fresh simulation each drop). A dealt world
plays its tower by the no-dexterity chance instead (seed 001's own variant, measured close to a
steady hand's: docs/power_on-balance.md). The seat's own drops are never searched: standing or
falling is not a choice, so while stacking the player drops with the heuristic's steady aim.
"""

from __future__ import annotations

import dataclasses
import math
import random

from desktop_app.ai.power_on.heuristic import HeuristicBot
from desktop_app.ai.search import DEFAULT_THINK_MS, SearchBot
from desktop_app.rules.common.actions import Action
from desktop_app.rules.power_on.game import POWER_ON
from desktop_app.rules.power_on.state import Phase, State, TowerMode

AIM = "expert"  # the stacking aim of the searching player's own drops (ai/power_on/stacking.py)
OTHERS = 3  # candidates weighed besides the heuristic's own move: one of each other kind of move
HORIZON = 40  # rollout actions (about four turns) before the rollout is cut and `evaluate`d
SCALE = 2.0  # stars of lead that make a win about three times likelier than a loss
MIN_VISITS = 3  # a move other than the heuristic's is played only when this well tried ...
MARGIN = 0.05  # ... and this much better on average, on the same dealt worlds (paired)


def unseen_cards(observation: State, seat: int) -> list[int]:
    """The game cards the seat sees nowhere: in the deck, in others' hands, under the discard."""
    n_cards = observation.tables.n_cards
    seen = set(observation.market) | set(observation.hands[seat])
    if observation.discard:
        seen.add(observation.discard[-1])
    for plants in observation.plants:
        seen.update(plants)
    return [card for card in range(n_cards) if card not in seen]


def determinize(observation: State, rng: random.Random) -> State:
    """A full state the seat cannot tell from the real one (see the module docstring)."""
    world = observation.clone()
    t = world.tables
    seat = world.current if world.phase is not Phase.DISCARD else world.discarders[0]
    pool = unseen_cards(observation, seat)
    rng.shuffle(pool)
    top: list[int] = []
    if observation.deck:  # the top card's back shows: a card with that back goes on top
        back = t.back[observation.deck[-1]]
        for i, card in enumerate(pool):
            if t.back[card] == back:
                top = [pool.pop(i)]
                break
    deck_rest = len(observation.deck) - len(top)
    world.deck, pool = pool[:deck_rest] + top, pool[deck_rest:]
    for p in range(world.players):
        if p != seat:
            size = len(observation.hands[p])
            world.hands[p], pool = pool[:size], pool[size:]
    if observation.discard:
        below = len(observation.discard) - 1
        world.discard = pool[:below] + [observation.discard[-1]]
    if observation.city_deck:
        shown = set(world.city_row)
        for won in world.cities_won:
            shown.update(won)
        cities = [c for c in range(len(t.city_ids)) if c not in shown]
        rng.shuffle(cities)
        world.city_deck = cities[: len(observation.city_deck)]
    world.options = dataclasses.replace(world.options, seed=rng.randrange(2**31), tower=TowerMode.NO_DEXTERITY)
    return world


def evaluate(world: State, seat: int) -> float:
    """A cut rollout's worth to `seat`, 0..1: its lead in stars, with plants built and cards in
    hand as stars to come and turns to skip as stars lost, through a logistic curve."""
    worth = [
        world.stars(p) + 0.5 * len(world.plants[p]) + 0.1 * len(world.hands[p]) - 1.0 * world.skip_turns[p]
        for p in range(world.players)
    ]
    lead = worth[seat] - max(w for p, w in enumerate(worth) if p != seat)
    return 1.0 / (1.0 + math.exp(-lead / SCALE))


def candidates(observation: State, legal: list[Action], policy_move: Action, rng: random.Random) -> list[Action]:
    """The heuristic's move first, then one move of each of up to OTHERS other kinds (draw, take,
    build, play, generate, run, end ...), the kinds and the move of each drawn at random."""
    by_kind: dict[type, list[Action]] = {}
    for action in legal:
        if action != policy_move:
            by_kind.setdefault(type(action), []).append(action)
    kinds = list(by_kind.values())
    rng.shuffle(kinds)
    return [policy_move, *(rng.choice(moves) for moves in kinds[:OTHERS])]


def expert(think_ms: int = DEFAULT_THINK_MS) -> SearchBot:
    """The search, except for a stacked token's drop (the heuristic's steady hand drops it),
    leaving the heuristic's move only for one clearly better (MIN_VISITS, MARGIN)."""
    bot = SearchBot(
        POWER_ON,
        lambda: HeuristicBot(AIM),
        determinize,
        think_ms=think_ms,
        candidates=candidates,
        evaluate=evaluate,
        max_rollout_actions=HORIZON,
        paired=True,
        margin=MARGIN,
        min_visits=MIN_VISITS,
        unsearched=lambda observation: observation.phase is Phase.STACKING,
    )
    bot.name = "search"
    return bot


__all__ = ["candidates", "determinize", "evaluate", "expert", "unseen_cards"]
