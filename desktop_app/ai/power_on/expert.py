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

What it weighs (`candidates`): the normal player's move, then the best move of each other kind by
the normal player's own measures (the plant it would build first, the face-up card it values
most and the one that has lain longest, a draw, the run giving most power for the least risk, a
useful function card, the renewables now); after the actions every city it can light, and
after a collapse its least useful cards.

How it imagines the players (`SeatPolicy`): the others as the normal player. Itself, at 2
players, as the normal player who takes the face-up card that has lain longest rather than the
one it values most or a draw (`HeuristicBot(oldest_card=True)`): measured against the normal
player, 2 players, seats rotated, 400 games (seeds 1 and 301), without any search, that player
wins 57% (Wilson 95% [50-64%] each run); at 4 players it wins 15% (fair share 25%) and at 3, 31%
(33%), so at 3 and 4 players it imagines itself as the normal player.

Measured (bench/bench_bots.py, no-dexterity tower, seats rotated, CPU clock, seed 7000): 2 players
vs normal at 200 ms a decision 87.5 of 100 (Wilson 95% [79.6%, 92.6%], ~156 rollouts a decision),
at 20 ms 54.5 of 100 ([44.8%, 63.9%]); 4 players, one expert vs three normal, 200 ms: 24 of 40
(60%, [44.6%, 73.7%]; fair share 25%).
"""

from __future__ import annotations

import dataclasses
import math
import random
from typing import Any

from desktop_app.ai.base import Reason
from desktop_app.ai.power_on import heuristic
from desktop_app.ai.power_on.heuristic import HeuristicBot
from desktop_app.ai.search import DEFAULT_THINK_MS, SearchBot
from desktop_app.rules.common.actions import Action
from desktop_app.rules.power_on.actions import (
    BuildPlant,
    DiscardCard,
    DrawCard,
    Generate,
    PlayFunction,
    RunRenewables,
    TakeMarketCard,
)
from desktop_app.rules.power_on.engine import current_player
from desktop_app.rules.power_on.game import POWER_ON
from desktop_app.rules.power_on.state import Phase, State, TowerMode

AIM = "expert"  # the stacking aim of the searching player's own drops (ai/power_on/stacking.py)
MAX_ARMS = 6  # candidates weighed, the normal player's move first
OLDEST_CARD_PLAYERS = (2,)  # player counts at which it imagines itself taking the oldest face-up card
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
    """The normal player's move first, then the best move of each other kind by the normal
    player's own measures (see the module), up to MAX_ARMS; `rng` is not drawn from."""
    obs = observation
    out = [policy_move]
    legal_set = set(legal)

    def add(action: Action | None) -> None:
        if action is not None and action in legal_set and action not in out:
            out.append(action)

    if obs.phase is Phase.DISCARD:
        me = obs.discarders[0]
        for action in sorted(
            legal, key=lambda a: heuristic._card_value(obs, me, a.card) if isinstance(a, DiscardCard) else 0
        ):
            add(action)
        return out[:MAX_ARMS]
    if obs.phase is not Phase.ACTIONS:  # after the actions: every city it can light, or none
        for action in legal:
            add(action)
        return out[:MAX_ARMS]
    me = obs.current
    t = obs.tables
    by_kind: dict[type, list[Any]] = {}
    for action in legal:
        by_kind.setdefault(type(action), []).append(action)
    builds: list[BuildPlant] = by_kind.get(BuildPlant, [])
    if builds:
        add(
            max(
                builds,
                key=lambda a: (
                    heuristic.PLANT_VALUE[t.plant[a.card]] + heuristic._fuel_fit(obs, me, t.plant[a.card]),
                    -a.card,
                ),
            )
        )
    takes: list[TakeMarketCard] = by_kind.get(TakeMarketCard, [])
    if takes:
        add(max(takes, key=lambda a: (heuristic._card_value(obs, me, a.card), -a.card)))
        add(TakeMarketCard(obs.market[0]))
    if DrawCard in by_kind:
        add(DrawCard())
    runs: list[Generate] = by_kind.get(Generate, [])
    if runs:
        types = obs.content.plant_types

        def worth(g: Generate) -> tuple[float, float]:
            info = types[g.plant]
            risk = heuristic._collapse_risk(obs, info.carbon * g.count)
            cost = sum(heuristic._pay_cost(obs, me, c, g.plant) for c in g.cards)
            return (info.power * g.count - heuristic.RISK_WEIGHT * risk, -cost)

        add(max(runs, key=worth))
    functions: list[PlayFunction] = by_kind.get(PlayFunction, [])
    add(next((a for a in functions if heuristic._function_useful(obs, me, a.card)), None))
    renewables: list[RunRenewables] = by_kind.get(RunRenewables, [])
    if renewables:
        add(renewables[0])
    return out[:MAX_ARMS]


class SeatPolicy:
    """The players of an imagined game (see the module): the searching seat as `own`, the others
    as the normal player. `seat` is set by the search before each decision."""

    name = "heuristic"
    level = AIM

    def __init__(self) -> None:
        self.normal = HeuristicBot(AIM)
        self.keen = HeuristicBot(AIM, oldest_card=True)
        self.seat = -1

    def own(self, observation: State) -> HeuristicBot:
        """The bot the searching seat imagines itself as at this table."""
        return self.keen if observation.players in OLDEST_CARD_PLAYERS else self.normal

    def _bot(self, observation: State) -> HeuristicBot:
        return self.own(observation) if current_player(observation) == self.seat else self.normal

    def choose(self, observation: State, rng: random.Random) -> Action:
        return self._bot(observation).choose(observation, rng)

    def decide_with_reason(self, observation: State, rng: random.Random) -> tuple[Action, Reason]:
        return self._bot(observation).decide_with_reason(observation, rng)


class PowerOnSearch(SearchBot):
    """`SearchBot` telling its `SeatPolicy` which seat searches, through the search's public
    `before_decision` hook (before the normal player's move and the rollouts)."""

    policy: SeatPolicy

    def before_decision(self, observation: Any) -> None:
        self.policy.seat = current_player(observation)


def expert(think_ms: int = DEFAULT_THINK_MS) -> SearchBot:
    """The search, except for a stacked token's drop (the heuristic's steady hand drops it),
    leaving its own policy's move only for one clearly better (MIN_VISITS, MARGIN)."""
    bot = PowerOnSearch(
        POWER_ON,
        SeatPolicy,
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
    bot.name = "expert"
    return bot


__all__ = ["PowerOnSearch", "SeatPolicy", "candidates", "determinize", "evaluate", "expert", "unseen_cards"]
