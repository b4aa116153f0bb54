"""Which moment of a Power On! game a state is in, for F1 in the game window: the window opens
the rules reference at the section that explains this moment (`how_to_play.yaml`, `moments:`).

The moment ids are the content module's `MOMENTS`, so the reference and the rules share one
list: spending action points (draw, play, generate; seed 001 「可從取牌、打牌及發電3種行動中，選擇3個
行動點執行」), stacking carbon tokens (3.(2)), discarding after the tower fell (3.(2) D), lighting
a city after the actions, and the end (section 4).
"""

from __future__ import annotations

from desktop_app.content.how_to_play.power_on import MOMENTS
from desktop_app.rules.power_on.state import Phase, State

_BY_PHASE: dict[Phase, str] = {
    Phase.ACTIONS: "actions",
    Phase.STACKING: "stacking",
    Phase.DISCARD: "discard",
    Phase.CITY: "city",
    Phase.GAME_OVER: "game_over",
}
assert set(_BY_PHASE.values()) == set(MOMENTS), "every phase is a moment and every moment a phase"


def moment(state: State) -> str:
    """The moment `state` is in: one of `MOMENTS`."""
    return _BY_PHASE[state.phase]


__all__ = ["MOMENTS", "moment"]
