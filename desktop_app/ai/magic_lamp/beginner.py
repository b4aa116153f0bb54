"""阿拉丁神燈 (Aladdin & the Magic Lamp)'s beginner (issue 16): a child who has heard the rules once.

It plays the normal player's game (ai/magic_lamp/heuristic.py) with the beginner's slow hands at
the lamp (ai/magic_lamp/reaction.py), and makes five believable mistakes on purpose:

- It trusts big dice: each die goes on the richest chest still free to it (gold, then silver:
  the biggest set bonus) showing a 5 or a 6 "to draw many cards", never thinking that a lower die
  in the same chest draws first (seed 003: 「由骰子點數最小的玩家」).
- It forgets which numbers the others picked: in the race it looks for its first die's number
  only, and misses a match on its second die (2 players).
- It draws on when the table is already dangerous: one more card while that card alone is less
  likely to bust the draw than not, however many cards it would lose.
- It stops too early with a good hand: five cards feel like a fine haul, so with a 6 it stops
  there even when no scorpion is left to fear (and never draws the sixth card the ring wants).
- It forgets that a wish may be refused: it takes the first wish the genie offers.

Everything else (cards to take, amulets, whom to name, chests and dice of a wish) is the normal
player's choice. It chooses only legal actions.
"""

from __future__ import annotations

import random

from desktop_app.ai.magic_lamp.heuristic import HeuristicBot, bust_chance, unseen_scorpions
from desktop_app.ai.magic_lamp.reaction import DEFAULT_PACE, reaction_ms, slips
from desktop_app.content.magic_lamp import METALS
from desktop_app.rules.common.actions import Action
from desktop_app.rules.magic_lamp import actions as a
from desktop_app.rules.magic_lamp.queries import scorpion_limit
from desktop_app.rules.magic_lamp.state import Phase, State

BIG_DICE = (5, 6)  # the numbers it sets its dice to
HANDFUL = 5  # cards it is happy to stop with


class BeginnerBot(HeuristicBot):
    """The beginner described in the module docstring."""

    name = "beginner"

    def __init__(self, pace: str = DEFAULT_PACE) -> None:
        super().__init__("beginner", pace)

    def choose(self, observation: State, rng: random.Random) -> Action:
        s = observation
        me = s.actor
        if s.phase is Phase.CHOOSE:
            return self.place_big_die(s, me, rng)
        if s.phase is Phase.RACE:
            if self.sees_match(s, me) or slips(self.level, rng):
                return a.RubLamp(reaction_ms(self.level, rng, self.pace))
            return a.KeepStill()
        if s.phase is Phase.DRAW:
            return a.DrawCard() if self.draws_on(s, me) else a.StopDrawing()
        if s.phase is Phase.WISH:
            return a.AcceptWish()
        return super().choose(observation, rng)

    def place_big_die(self, s: State, me: int, rng: random.Random) -> a.PlaceDie:
        """The richest chest its dice are not on yet, and a big number."""
        used = {metal for metal, _ in s.dice[me]}
        metal = max((m for m in range(len(METALS)) if m not in used), key=lambda m: (s.static.set_bonus[m], m))
        return a.PlaceDie(METALS[metal], rng.choice(BIG_DICE))

    @staticmethod
    def sees_match(s: State, me: int) -> bool:
        """Whether another player's die shows its first die's number (its second is forgotten)."""
        if not s.dice[me]:
            return False
        mine = s.dice[me][0][1]
        return any(v == mine for q, dice in enumerate(s.dice) if q != me for _, v in dice)

    @staticmethod
    def draws_on(s: State, me: int) -> bool:
        """Below a handful, one more card while that card alone is less likely to bust than not."""
        if not s.decks[s.explore_metal] or len(s.drawn) >= HANDFUL:
            return False
        margin = scorpion_limit(s, me) - s.drawn_scorpions
        return bust_chance(unseen_scorpions(s, s.explore_metal), 1, margin) < 0.5


__all__ = ["BIG_DICE", "HANDFUL", "BeginnerBot"]
