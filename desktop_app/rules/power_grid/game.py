"""Power Grid as a `GameDefinition`: the rules core's entry point for generic tools."""

from __future__ import annotations

from pathlib import Path

from desktop_app.content.power_grid import PowerGridContent
from desktop_app.rules.common.game import GameDefinition, stops_at_hidden
from desktop_app.rules.power_grid import engine, moments, queries
from desktop_app.rules.power_grid.actions import CODEC
from desktop_app.rules.power_grid.state import PowerGridOptions
from desktop_app.rules.power_grid.views import (
    digest,
    observation,
    public_json,
    reveals_hidden,
)


def _load_content(root: Path | None = None) -> PowerGridContent:
    from desktop_app.content.loader import load_power_grid

    return load_power_grid(root)


POWER_GRID = GameDefinition(
    id="power-grid",
    min_players=2,
    max_players=6,
    load_content=_load_content,
    options_from_json=PowerGridOptions.from_json,
    setup_options=PowerGridOptions.OPTIONS,
    new_game=engine.new_game,
    current_player=engine.current_player,
    legal_actions=engine.legal_actions,
    apply_in_place=engine.apply_in_place,
    apply=engine.apply,
    is_over=engine.is_over,
    winners=lambda state: state.winners,
    observation=observation,
    public_json=public_json,
    digest=digest,
    codec=CODEC,
    pack_version=lambda content: content.pack_version,
    reveals_hidden=reveals_hidden,
    changes=queries.changes,
    moment=moments.moment,
    undo_barrier=stops_at_hidden(reveals_hidden),
)
