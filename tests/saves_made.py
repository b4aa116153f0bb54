"""Real saves of every game, made by playing: what the save tests mutate (issue 22).

Imported as `from saves_made import ...` (pyproject.toml puts tests/ on the path). A save is made
the way the app makes one (`write_save` of the moves random computer players chose), so what a
test changes in it is all that is wrong with it.
"""

from __future__ import annotations

import json
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

from desktop_app.ai.base import bot_rng
from desktop_app.ai.registry import make_bot
from desktop_app.rules.common import save as save_mod
from desktop_app.rules.common.save import SaveData, write_save
from desktop_app.rules.registry import GAMES


@cache
def content_of(game_id: str) -> Any:
    """The built-in pack of a game, read once per test run."""
    return GAMES[game_id].load_content(None)


def played_moves(game_id: str, moves: int, seed: int = 7, players: int | None = None) -> tuple[Any, list[dict]]:
    """(options, save entries) of a game random players played `moves` moves into (or to its end)."""
    game = GAMES[game_id]
    options = game.options_from_json({"players": players or game.min_players, "seed": seed})
    state = game.new_game(content_of(game_id), options)
    bots = [make_bot(game_id, "random") for _ in range(options.players)]
    rngs = [bot_rng(seed, seat) for seat in range(options.players)]
    log: list[dict] = []
    while len(log) < moves and not game.is_over(state):
        player = game.current_player(state)
        action = bots[player].choose(game.observation(state, player), rngs[player])
        log.append({"player": player, "action": action.to_json()})
        game.apply_in_place(state, action)
    return options, log


def save_bytes(game_id: str, moves: int = 12, seed: int = 7) -> bytes:
    """A save file of `game_id` (as the app writes it: seats, session, checksum), `moves` moves in."""
    options, log = _cached_moves(game_id, moves, seed)
    data = SaveData(
        game=game_id,
        pack_version=GAMES[game_id].pack_version(content_of(game_id)),
        options=options.to_json(),
        actions=log,
        seats=[{"name": f"Seat {n}", "bot": "random"} for n in range(1, options.players + 1)],
        session={"hints": True, "hints_used": [0] * options.players},
    )
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"{game_id}.json"
        write_save(path, data)
        return path.read_bytes()


@cache
def _cached_moves(game_id: str, moves: int, seed: int) -> tuple[Any, list[dict]]:
    return played_moves(game_id, moves, seed)


def resign(body: dict) -> bytes:
    """A changed save body with a checksum that fits again, so it reaches the checks behind it."""
    body = {k: v for k, v in body.items() if k != "checksum"}
    body["checksum"] = save_mod._checksum(body)
    return json.dumps(body, ensure_ascii=False).encode()
