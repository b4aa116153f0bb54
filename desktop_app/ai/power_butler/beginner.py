"""電力管家 (Power Butler)'s beginner (issue 16): a child who has read the rules once.

It makes four believable mistakes on purpose:

- It rerolls everything: at its first chance to roll again it rolls every die that is not
  locked on an event marker, the 2元 dice and the condition faces the shop needs included, and
  is then happy with what it gets (the standard mode's second reroll forgotten).
- It buys the cheapest appliance it can pay for, not the best value (fewest dice on a tie),
  whenever it can buy one.
- It forgets the bill until late: it pays nothing toward it before the last round.
- It forgets the standard mode's purchase-condition markers: it never places one.

It is deterministic and chooses only legal actions.
"""

from __future__ import annotations

import random

from desktop_app.rules.common.actions import Action
from desktop_app.rules.power_butler.actions import Buy, EndTurn, KeepDice, PayBill, Reroll, RollDice
from desktop_app.rules.power_butler.engine import legal_actions
from desktop_app.rules.power_butler.state import Phase, State, money_of


class BeginnerBot:
    """The beginner described in the module docstring."""

    name = "beginner"
    level = "beginner"

    def choose(self, observation: State, rng: random.Random) -> Action:
        state = observation
        if state.phase is Phase.ROLL:
            return RollDice()
        actions = legal_actions(state)
        if state.phase is Phase.REROLL:
            if state.rerolls_left < state.board.rerolls:
                return KeepDice()  # it has rolled again once: happy with that
            rerolls = [a for a in actions if type(a) is Reroll]
            return max(rerolls, key=lambda a: len(a.faces)) if rerolls else KeepDice()
        return self._allocate(state, actions)

    def _allocate(self, state: State, actions: list[Action]) -> Action:
        price = state.price
        index_of = state.board.index_of
        buys = [a for a in actions if type(a) is Buy]
        if buys:
            return min(buys, key=lambda a: (price(index_of[a.appliance]), len(a.faces), money_of(a.faces)))
        pays = [a for a in actions if type(a) is PayBill]
        if pays and state.final_round:
            me = state.current
            left = max(0, state.usage[me] - state.paid[me] - state.bill_money)
            return max(pays, key=lambda a: (min(money_of(a.faces), left), -money_of(a.faces)))
        return EndTurn()
