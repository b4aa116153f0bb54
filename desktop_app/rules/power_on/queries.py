"""Read-only questions about a Power On! state that the views and the controller ask the rules.

A view never works a rule out itself: it calls one of these (or `GameDefinition`'s `refusal`).
"""

from __future__ import annotations

from desktop_app.rules.common.actions import Action
from desktop_app.rules.power_on.actions import StackToken
from desktop_app.rules.power_on.state import State
from desktop_app.rules.power_on.views import reveals_hidden


def undo_barrier(before: State, action: Action, after: State) -> bool:
    """May undo never go back past this action?

    Yes when it turned up hidden information (`reveals_hidden`: a card drawn, a reshuffle, the
    no-dexterity tower's chance) and yes for every carbon token dropped on the tower: as at a
    real table, a token once let go has been stacked, and a hand that toppled the tower cannot
    try again (seed 001 3.(2) D: 「若有碳排放指示物從碳塔上掉落，表示堆疊失敗、碳塔倒塌」).
    """
    return isinstance(action, StackToken) or reveals_hidden(after)
