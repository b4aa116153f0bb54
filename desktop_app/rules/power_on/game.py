"""Power On! as a `GameDefinition`: the rules core's entry point for generic tools."""

from __future__ import annotations

from pathlib import Path

from desktop_app.content.power_on import PowerOnContent
from desktop_app.rules.common.game import GameDefinition
from desktop_app.rules.power_on import engine, moments, queries
from desktop_app.rules.power_on.actions import CODEC
from desktop_app.rules.power_on.queries import undo_barrier
from desktop_app.rules.power_on.state import PowerOnOptions
from desktop_app.rules.power_on.views import (
    digest,
    observation,
    public_json,
    reveals_hidden,
)


def _load_content(root: Path | None = None) -> PowerOnContent:
    from desktop_app.content.loader import load_power_on

    return load_power_on(root)


POWER_ON = GameDefinition(
    id="power-on",
    min_players=2,
    max_players=4,
    load_content=_load_content,
    options_from_json=PowerOnOptions.from_json,
    setup_options=PowerOnOptions.OPTIONS,
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
    undo_barrier=undo_barrier,
)
