"""電力啟動 (Power On!)'s beginner (issue 16): a child who has read the rules once.

It plays the normal player's game (`heuristic.py`) except for five believable mistakes, each
made on purpose:

- It forgets that power does not keep: whenever it can run a plant it does, the first thing in
  its turn, whether or not the power lights a city (seed 001: the power lights a city only in
  the turn it is made), so it burns its cards for nothing; the normal player runs its plants
  only towards a city it can light this turn.
- It forgets a plant's full output: it runs one plant at a time, never all its plants of a type
  in one action (seed 001: 「每次行動可啟動多張同種類電廠卡」), so its power costs more actions.
- It ignores the tower's risk: it takes the run giving the most power, however tall the carbon
  tower and however likely a collapse (the normal player weighs the chance).
- It runs solar and wind as soon as it can, whatever the deck top's back shows (the normal
  player waits for a 2, or runs them at the end of its actions).
- It keeps its function cards for later: it plays one only with a full hand, or a power bonus
  that closes the gap to a city.

Its city choice, its discards and its stacking hand (the shaky one) are the normal player's
beginner setting. It is deterministic and chooses only legal actions. (Measured, bench_bots
2 players, seats rotated, 200 games: see the commit that added it.)
"""

from __future__ import annotations

import random

from desktop_app.ai.power_on import heuristic
from desktop_app.ai.power_on.stacking import physics_drop
from desktop_app.content.power_on import CardKind
from desktop_app.rules.common.actions import Action
from desktop_app.rules.power_on.actions import (
    BuildPlant,
    DrawCard,
    EndActions,
    Generate,
    PlayFunction,
    RunRenewables,
    TakeMarketCard,
)
from desktop_app.rules.power_on.engine import generate_options, renewable_types
from desktop_app.rules.power_on.state import PLANT_TYPES, Phase, State

LEVEL = "beginner"  # its stacking hand (ai/power_on/stacking.py SKILL_NOISE)


class BeginnerBot:
    """The beginner described in the module docstring."""

    name = "beginner"
    level = LEVEL

    def choose(self, observation: State, rng: random.Random) -> Action:
        obs = observation
        if obs.phase is Phase.STACKING:
            return physics_drop(obs, rng, LEVEL)
        if obs.phase is not Phase.ACTIONS:  # discards and the city: the normal player's
            return heuristic.HeuristicBot(LEVEL).choose(obs, rng)
        return _action(obs)


def single_runs(obs: State) -> list[Generate]:
    """The runs of one plant: all the beginner ever considers."""
    return [g for g in generate_options(obs) if g.count == 1]


def most_power(obs: State, runs: list[Generate]) -> Generate | None:
    """The run giving the most power, the tower's risk not looked at (cheapest cards on a tie)."""
    if not runs:
        return None
    types = obs.content.plant_types
    me = obs.current
    return max(
        runs,
        key=lambda g: (
            types[g.plant].power * g.count,
            -sum(heuristic._pay_cost(obs, me, c, g.plant) for c in g.cards),
            g.cards,
        ),
    )


def _action(obs: State) -> Action:
    me = obs.current
    renew = renewable_types(obs)
    if renew:  # solar, wind and hydro at once, whatever the deck top shows
        return RunRenewables(PLANT_TYPES[renew[0]])
    runs = single_runs(obs)
    target = heuristic._target_city(obs, runs)
    if target is not None and obs.power < obs.tables.city_power[target]:
        bonus = heuristic._bonus_card(obs, me, obs.tables.city_power[target] - obs.power)
        if bonus is not None:
            return bonus
    run = most_power(obs, runs)  # a city in reach or not: power does not keep
    if run is not None:
        return run
    hand = obs.hands[me]
    t = obs.tables
    plants = [c for c in hand if t.kind[c] is CardKind.PLANT]
    if plants:
        return BuildPlant(max(plants, key=lambda c: (heuristic.PLANT_VALUE[t.plant[c]], -c)))
    if len(hand) < obs.content.hand_limit:
        if obs.market:
            card = max(obs.market, key=lambda c: (heuristic._card_value(obs, me, c), -c))
            if heuristic._card_value(obs, me, card) >= heuristic.TAKE_VALUE:
                return TakeMarketCard(card)
        if obs.deck or obs.discard:
            return DrawCard()
    for card in sorted(hand):
        if t.kind[card] is CardKind.FUNCTION:
            return PlayFunction(card)
    return EndActions()


__all__ = ["BeginnerBot", "most_power", "single_runs"]
