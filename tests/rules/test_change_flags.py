"""What an action changed (`GameDefinition.changes`, rules/<game>/queries.py `PARTS`), for all
four games: every state field is given to a part or said not to be shown, an action that changes
nothing names no part, and whenever the player to act changes the "turn" part is named.

After Anki's OpChanges: the windows redraw only the parts named, so a field left out of every part
would be a part of the table that silently stops updating.
"""

from __future__ import annotations

import random

import pytest

from desktop_app.ai.registry import make_bot
from desktop_app.rules.magic_lamp import queries as ml_queries
from desktop_app.rules.magic_lamp.state import State as MagicLampState
from desktop_app.rules.power_butler import queries as pb_queries
from desktop_app.rules.power_butler.state import State as PowerButlerState
from desktop_app.rules.power_grid import queries as pg_queries
from desktop_app.rules.power_grid.state import State as PowerGridState
from desktop_app.rules.power_on import queries as po_queries
from desktop_app.rules.power_on.state import State as PowerOnState
from desktop_app.rules.registry import GAMES

GAME_PARTS = [
    ("power-grid", pg_queries, PowerGridState),
    ("power-butler", pb_queries, PowerButlerState),
    ("magic-lamp", ml_queries, MagicLampState),
    ("power-on", po_queries, PowerOnState),
]


def played(game_id: str, players: int, seed: int, moves: int):
    """(before, action, after) for the first `moves` actions of a heuristic computer game."""
    game = GAMES[game_id]
    content = game.load_content(None)
    options = game.options_from_json({"players": players, "seed": seed})
    state = game.new_game(content, options)
    bot, rng = make_bot(game_id, "heuristic"), random.Random(seed)
    out = []
    for _ in range(moves):
        if game.is_over(state):
            break
        action = bot.choose(game.observation(state, game.current_player(state)), rng)
        after = game.apply(state, action)
        out.append((state, action, after))
        state = after
    return out


@pytest.mark.parametrize(("game_id", "queries", "state_class"), GAME_PARTS, ids=[g[0] for g in GAME_PARTS])
def test_every_state_field_belongs_to_a_part_or_is_said_not_to_be_shown(game_id, queries, state_class):
    in_parts = {name for fields in queries.PARTS.values() for name in fields}
    assert in_parts.isdisjoint(queries.NOT_SHOWN)
    assert in_parts | set(queries.NOT_SHOWN) == set(state_class.__slots__)
    assert GAMES[game_id].changes is queries.changes


@pytest.mark.parametrize(("game_id", "queries", "state_class"), GAME_PARTS, ids=[g[0] for g in GAME_PARTS])
def test_a_state_compared_with_its_copy_changed_nothing(game_id, queries, state_class):
    for _before, _action, after in played(game_id, 3, 5, 12):
        assert GAMES[game_id].changes(after, after.clone()) == frozenset()


@pytest.mark.parametrize(("game_id", "queries", "state_class"), GAME_PARTS, ids=[g[0] for g in GAME_PARTS])
def test_the_turn_part_is_named_whenever_the_player_to_act_changes(game_id, queries, state_class):
    game = GAMES[game_id]
    seen = 0
    for before, action, after in played(game_id, 3, 11, 250):
        flags = game.changes(before, after)
        assert flags <= set(queries.PARTS), action
        assert flags, f"{action} changed nothing on the table"
        if game.current_player(before) != game.current_player(after):
            seen += 1
            assert "turn" in flags, action
    assert seen > 10
