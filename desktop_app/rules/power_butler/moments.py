"""Which moment of a Power Butler game a state is in, for F1 in the game window: the rules
reference (game_data/power_butler/how_to_play.yaml) opens the section that explains it.

The moment ids are one list, `MOMENTS` in desktop_app/content/how_to_play/power_butler.py.
Seed 000's four stages of a turn: (1)骰子丟擲 is "roll" before the first throw and "reroll"
while dice may be thrown again; (2)事件觸發 is "event" from the moment a card fired until the
first die is spent; (3)骰子分配 is "allocate" (with (4)電力記錄 done at the end of the turn);
"game_over" once the last round is played.
"""

from __future__ import annotations

from desktop_app.content.how_to_play.power_butler import MOMENTS
from desktop_app.rules.power_butler.state import DICE, Phase, State

ROLL, REROLL, EVENT, ALLOCATE, GAME_OVER = MOMENTS


def moment(state: State) -> str:
    """The moment `state` is in: one of `MOMENTS`."""
    phase = state.phase
    if phase is Phase.ROLL:
        return ROLL
    if phase is Phase.REROLL:
        return REROLL
    if phase is Phase.GAME_OVER:
        return GAME_OVER
    # Allocating: right after the roll, the event that fired is what is new on the table; once a
    # die is spent (or set aside for the bill), the player is spending.
    if state.fired_event and sum(state.avail) == DICE and not state.bill_money:
        return EVENT
    return ALLOCATE


__all__ = ["MOMENTS", "moment"]
