"""Which moment of a game of Aladdin & the Magic Lamp a state is in, for F1: the rules
reference (game_data/magic_lamp/how_to_play.yaml) opens the section that explains it.

The moment ids are the reference's own list (content/how_to_play/magic_lamp.py MOMENTS).
"""

from __future__ import annotations

from desktop_app.content.how_to_play.magic_lamp import MOMENTS
from desktop_app.rules.magic_lamp.state import Phase, Pick, State

_BY_PHASE: dict[Phase, str] = {
    Phase.CHOOSE: "choose",
    Phase.RACE: "race",
    Phase.WISH: "wish",
    Phase.CHEST: "wish",  # a wish's free draw: which chest
    Phase.RETUNE: "wish",  # a wish turns a die
    Phase.NAME: "calm",
    Phase.DRAW: "explore",
    Phase.AMULET: "amulet",
    Phase.GAME_OVER: "game_over",
}

_BY_PICK: dict[Pick, str] = {
    Pick.DISCARD: "wish",  # a wish: a card from the discard pile
    Pick.STEAL: "wish",  # a wish: a treasure from another player
    Pick.RAMPAGE: "calm",  # named by a false toucher
    Pick.RING: "ring",  # the magic ring's power
}


def moment(state: State) -> str:
    """The moment `state` is in: one of MOMENTS."""
    found = _BY_PICK[state.pick_kind] if state.phase is Phase.PICK else _BY_PHASE[state.phase]
    assert found in MOMENTS
    return found


__all__ = ["MOMENTS", "moment"]
