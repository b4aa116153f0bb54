"""The shape every game's rules core offers to the layers above (simulate, saves, controllers).

After OpenSpiel: a game is a set of pure functions over a state; the state holds its seeded
RNG data; every decision is an action. A `GameDefinition` bundles those functions so generic
code (replay, traces, the simulate command) works for any of the four games.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from desktop_app.rules.common.actions import Action, ActionCodec


@dataclass(frozen=True)
class GameDefinition:
    id: str  # stable id used in saves and on the command line ("power-grid")
    min_players: int
    max_players: int
    load_content: Callable[[Any], Any]  # pack root (Path | None) -> content
    options_from_json: Callable[[dict], Any]
    new_game: Callable[[Any, Any], Any]  # (content, options) -> state
    current_player: Callable[[Any], int]  # -1 when over
    legal_actions: Callable[[Any], list[Action]]
    apply_in_place: Callable[[Any, Action], None]
    apply: Callable[[Any, Action], Any]  # a new state; the given one is untouched
    is_over: Callable[[Any], bool]
    winners: Callable[[Any], tuple[int, ...]]
    observation: Callable[[Any, int], Any]  # what one player may see
    public_json: Callable[[Any], dict]  # the public state as JSON (no hidden information)
    digest: Callable[[Any], str]  # short hash of the whole state, for golden tests and saves
    codec: ActionCodec
    pack_version: Callable[[Any], str]  # content -> version string recorded in saves
    reveals_hidden: Callable[[Any], bool]  # did the action just applied reveal hidden information?
