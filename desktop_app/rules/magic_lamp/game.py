"""Aladdin & the Magic Lamp as a `GameDefinition`: the rules core's entry point for generic tools."""

from __future__ import annotations

from pathlib import Path

from desktop_app.content.magic_lamp import MagicLampContent
from desktop_app.rules.common.game import GameDefinition, stops_at_hidden
from desktop_app.rules.magic_lamp import engine, moments, queries
from desktop_app.rules.magic_lamp.actions import CODEC
from desktop_app.rules.magic_lamp.state import MagicLampOptions
from desktop_app.rules.magic_lamp.views import (
    digest,
    observation,
    public_json,
    reveals_hidden,
)


def _load_content(root: Path | None = None) -> MagicLampContent:
    from desktop_app.content.loader import load_magic_lamp

    return load_magic_lamp(root)


MAGIC_LAMP = GameDefinition(
    id="magic-lamp",
    min_players=2,
    max_players=5,
    load_content=_load_content,
    options_from_json=MagicLampOptions.from_json,
    setup_options=MagicLampOptions.OPTIONS,
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
