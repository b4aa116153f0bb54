"""Which moment of a game a Power Grid state is in, for F1 in a game window: the rules
reference (game_data/power_grid/how_to_play.yaml) opens the section that explains it.

The ids are the reference's own list (`MOMENTS` in desktop_app/content/how_to_play/power_grid.py),
so a moment here always has a section there.
"""

from __future__ import annotations

from desktop_app.content.how_to_play.power_grid import MOMENTS
from desktop_app.rules.power_grid.state import NO_PLAYER, Phase, State

_BY_PHASE = {
    Phase.AUCTION: "auction",
    Phase.RESOURCES: "resources",
    Phase.BUILDING: "building",
    Phase.BUREAUCRACY: "bureaucracy",
    Phase.GAME_OVER: "game_over",
}


def moment(state: State) -> str:
    """The moment `state` is in: one of MOMENTS. Phase 1 (turn order) takes no decision, so a
    state is never in it; a player who won one plant too many and must scrap one is in
    "scrap_plant", still inside the auction."""
    if state.phase == Phase.AUCTION and state.discard_player != NO_PLAYER:
        found = "scrap_plant"
    else:
        found = _BY_PHASE[state.phase]
    assert found in MOMENTS, found
    return found


__all__ = ["MOMENTS", "moment"]
