"""Power Grid's expert (issue 16): the search of `ai/search.py` with the normal player as its
rollout policy, this game's hidden parts dealt from what the seat may know, a few sensible
candidates a decision, and rollouts cut at a round's end and scored from public figures.

What a seat cannot see (rules/power_grid/views.py): the order of the face-down plant deck, which
plants the setup removed, and the Step 3 reshuffle to come (the game's seed). What it can: the
Step 3 card's place (seed 004: it goes to the bottom), the plants sent back under it in Steps
1-2 and their order (seed 002; every player saw them go: the observation shows them in place and
keeps them in `sent_back`), plant 13 while it lies face up on top, and every plant in the
market, in a hand or out of the game. `determinize` keeps all that and deals the rest from the
plants in no one's sight. After Step 3's reshuffle the sent-back plants not drawn since are
still in the deck, in places no one knows: they are dealt into the deck first (in a real game
they are the whole deck: seed 002 「这些都应是第一或第二阶段中，步骤5行政管理时放到牌迭底的发电厂」),
and so are the opening market's plants and plant 13 out of sight, which are always in the game
(docs/rules-decisions.md, Power Grid, "The expert's dealt worlds").

Rollouts: a whole game of the normal player takes ~250 actions, far too many for a decision's
budget, so a rollout plays out the current round and the next (`ROLLOUT_ROUNDS`), is cut (`cutoff`) once
the round after them begins (the last Bureaucracy paid) and `evaluate` scores it from public
figures (cities the plants can light, spare capacity, money, fuel), a logistic of the lead over
the best opponent. Candidates: the normal player's move and a few others that change the plan,
never hundreds (`candidates`).

Measured against the normal player (bench/README.md, "Issue 16's goals, measured": seats
rotated, CPU-clock budgets, 95% Wilson intervals): 2 players at 200 ms a decision 91 of 100
(83.8-95.2%) with ~64 rollouts a searched decision, at 20 ms 89 of 100 (81.4-93.7%); 4 players,
one expert against three normal, at 200 ms 77 of 100 (67.8-84.2%; a fair share is 25%); at the
app's default 1000 ms 4 of 4 (p95 1007 ms a decision).
"""

from __future__ import annotations

import dataclasses
import math
import random

from desktop_app.ai.power_grid.heuristic import OPPONENT_CITY_PRICE, HeuristicBot
from desktop_app.ai.search import DEFAULT_THINK_MS, SearchBot
from desktop_app.content.power_grid import Resource
from desktop_app.rules.common.actions import Action
from desktop_app.rules.power_grid.actions import (
    BuildCity,
    BuyResource,
    EndBuilding,
    EndBuying,
)
from desktop_app.rules.power_grid.game import POWER_GRID
from desktop_app.rules.power_grid.queries import build_cost
from desktop_app.rules.power_grid.state import STEP3_CARD, UNKNOWN_CARD, Phase, State

# Rounds a rollout plays past the current one before it is scored (0: to the current round's
# end). One more round than none measured far stronger (35 of 40 against normal at 50 ms, with
# ~5 rollouts a decision, against 23 of 40 on the same seeds): the next round's auction and
# building show what a plant bought or a city built is worth better than a guess can.
ROLLOUT_ROUNDS = 1
# How many of the cheapest builds, and how many plants, a decision weighs beside the normal move.
CHEAPEST_BUILDS = 3
# A spare unit of capacity (a city the plants could light but the network lacks) in cities.
SPARE_CAPACITY_VALUE = 0.4
# Elektro a fuel token is worth when scoring a cut rollout (a middling market price).
FUEL_TOKEN_VALUE = 3
# How much better (in evaluated chance of winning) a move must score than the normal player's.
MARGIN = 0.03
# The lead over the best opponent (in cities) that makes a win about 73% likely (logistic scale).
LEAD_SCALE = 1.5


def _in_sight(observation: State) -> set[int]:
    seen = {p for p in observation.market if p != STEP3_CARD}
    for owned in observation.plants:
        seen.update(owned)
    seen.update(observation.removed)
    seen.update(card for card in observation.deck if card not in (UNKNOWN_CARD, STEP3_CARD))
    return seen


def determinize(observation: State, rng: random.Random) -> State:
    """A full state the seat cannot tell from the real one (see the module docstring)."""
    world = observation.clone()
    content = world.board.content
    seen = _in_sight(observation)
    # Surely in the deck: the plants sent back under the Step 3 card (shown in place before
    # Step 3, so already in sight; after its reshuffle, somewhere in the deck) and the plants
    # always in the game, when out of sight.
    known = set(content.opening_market) | {content.top_plant} | set(observation.sent_back)
    in_deck = [p for p in sorted(known) if p not in seen]
    unseen = [p.number for p in content.plants if p.number not in seen and p.number not in known]
    rng.shuffle(unseen)
    deck = list(observation.deck)
    hidden = [i for i, card in enumerate(deck) if card == UNKNOWN_CARD]
    if STEP3_CARD in deck:  # sent-back plants lie under the Step 3 card (index 0 is the bottom)
        under = deck.index(STEP3_CARD)
        below = [i for i in hidden if i < under]
        rng.shuffle(below)
        first = below[: len(in_deck)]
    else:
        first = rng.sample(hidden, len(in_deck)) if len(hidden) >= len(in_deck) else hidden
    for place, plant in zip(first, in_deck, strict=False):
        deck[place] = plant
    taken = set(first)
    rest = iter(unseen)
    for place in hidden:
        if place not in taken:
            deck[place] = next(rest)
    world.deck = deck
    world.options = dataclasses.replace(world.options, seed=rng.randrange(2**31))
    return world


def _strength(state: State, player: int) -> float:
    """A player's standing in cities: those its plants can light, spare capacity, money, fuel."""
    cities = len(state.cities[player])
    capacity = min(state.capacity(player), state.board.rules.end_cities)
    lit = min(cities, capacity)
    fuel = sum(state.fuel[player]) * FUEL_TOKEN_VALUE
    return lit + SPARE_CAPACITY_VALUE * (capacity - lit) + (state.money[player] + fuel) / OPPONENT_CITY_PRICE


def evaluate(state: State, seat: int) -> float:
    """The seat's chance of winning, guessed from public figures (0..1); exact once it is over."""
    if state.phase is Phase.GAME_OVER:
        return 1.0 / len(state.winners) if seat in state.winners else 0.0
    mine = _strength(state, seat)
    best_other = max(_strength(state, p) for p in range(state.players) if p != seat)
    return 1.0 / (1.0 + math.exp(-(mine - best_other) / LEAD_SCALE))


def candidates(observation: State, legal: list[Action], policy_move: Action, rng: random.Random) -> list[Action]:
    """The normal player's move and a few that change the plan (never hundreds).

    Choosing a plant: every plant on offer (four, six in Step 3) and declining. Bidding: pass or
    raise. Fuel: stop buying, or one or two more of the fuel the normal player buys.
    Building: stop, or one of the cheapest cities. Scrapping a plant: each one. Bureaucracy has
    one sensible answer (light the most cities): the normal player's alone.
    """
    state = observation
    phase = state.phase
    out: list[Action] = [policy_move]
    legal_set = set(legal)

    def add(action: Action) -> None:
        if action in legal_set and action not in out:
            out.append(action)

    if phase is Phase.AUCTION:
        for action in legal:  # StartAuction per plant on offer, DeclineAuction, Bid, PassBid, DiscardPlant
            add(action)
    elif phase is Phase.RESOURCES:
        add(EndBuying())
        if isinstance(policy_move, BuyResource):
            for extra in (1, 2):  # fewer is no choice: the normal player buys the rest next
                add(BuyResource(Resource(policy_move.resource), policy_move.amount + extra))
    elif phase is Phase.BUILDING:
        add(EndBuilding())
        me = POWER_GRID.current_player(state)
        index = state.board.city_index
        builds = [a for a in legal if isinstance(a, BuildCity)]
        builds.sort(key=lambda a: (build_cost(state, me, index[a.city]), a.city))
        for action in builds[:CHEAPEST_BUILDS]:
            add(action)
    return out


def cutoff(root: State, world: State) -> bool:
    """Cut a rollout once the round `ROLLOUT_ROUNDS` after the decision's own begins."""
    return world.round > root.round + ROLLOUT_ROUNDS


def expert(think_ms: int = DEFAULT_THINK_MS, max_rollouts: int | None = None) -> SearchBot:
    """The search with this game's dealt worlds, candidates and rollouts cut at `cutoff`."""
    return SearchBot(
        POWER_GRID,
        HeuristicBot,
        determinize,
        think_ms=think_ms,
        candidates=candidates,
        evaluate=evaluate,
        max_rollouts=max_rollouts,
        margin=MARGIN,
        cutoff=cutoff,
    )


__all__ = ["candidates", "cutoff", "determinize", "evaluate", "expert"]
