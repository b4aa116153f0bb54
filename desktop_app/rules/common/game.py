"""The shape every game's rules core offers to the layers above (simulate, saves, controllers).

After OpenSpiel: a game is a set of pure functions over a state; the state holds its seeded
RNG data; every decision is an action. A `GameDefinition` bundles those functions so generic
code (replay, traces, the simulate command) works for any of the four games.

Generic code also asks the rules four questions through it, so no window re-derives a rule:
`undo_barrier` (may undo go back past this action?), `refusal` (why would this action be
refused now?) and `changes` (which parts of the table did an action change? after Anki's
`OpChanges`: a view redraws those and skips the rest) and `moment` (which part of the game is
this? the rules reference opens there).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from desktop_app.rules.common.actions import Action, ActionCodec
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.common.options import Option


@dataclass(frozen=True)
class GameDefinition:
    id: str  # stable id used in saves and on the command line ("power-grid")
    min_players: int
    max_players: int
    load_content: Callable[[Any], Any]  # pack root (Path | None) -> content
    options_from_json: Callable[[dict[str, Any]], Any]
    new_game: Callable[[Any, Any], Any]  # (content, options) -> state
    current_player: Callable[[Any], int]  # -1 when over
    legal_actions: Callable[[Any], list[Action]]
    apply_in_place: Callable[[Any, Action], None]
    apply: Callable[[Any, Action], Any]  # a new state; the given one is untouched
    is_over: Callable[[Any], bool]
    winners: Callable[[Any], tuple[int, ...]]
    observation: Callable[[Any, int], Any]  # what one player may see
    public_json: Callable[[Any], dict[str, Any]]  # the public state as JSON (no hidden information)
    digest: Callable[[Any], str]  # short hash of the whole state, for golden tests and saves
    codec: ActionCodec
    pack_version: Callable[[Any], str]  # content -> version string recorded in saves
    reveals_hidden: Callable[[Any], bool]  # did the action just applied reveal hidden information?
    # (state before, action, state after) -> may undo never go back past this action? Every game
    # stops at hidden information turned up (`reveals_hidden`); a game may add its own barriers.
    undo_barrier: Callable[[Any, Action, Any], bool]
    # (state before, state after) -> the parts of the table that changed, as a game's own small
    # vocabulary of flags ("market", "players", "turn", ...; `rules/<game>/queries.py` says which)
    changes: Callable[[Any, Any], frozenset[str]]
    # state -> which moment of the game it is (a phase, a step, a part of a turn), named as the
    # game's rules reference names it (`content/how_to_play/<game>.py` MOMENTS): F1 opens there
    moment: Callable[[Any], str]
    # the setup options `options_from_json` reads (rules/common/options.py): the command line
    # reads `--option KEY=VALUE` by them
    setup_options: tuple[Option, ...] = ()

    @property
    def folder(self) -> str:
        """The game's folder in the content pack and in the packages ("power_grid")."""
        return self.id.replace("-", "_")

    def refusal(self, state: Any, action: Action) -> IllegalAction | None:
        """Why the rules would refuse `action` in `state` now, or None when it is legal.

        Tried on a copy (`apply` leaves the given state untouched), so a view can grey out a
        button or explain a refused move with the rules' own reason (`code`, `reason`).
        """
        try:
            self.apply(state, action)
        except IllegalAction as exc:
            return exc
        return None

    def is_legal(self, state: Any, action: Action) -> bool:
        """Would the rules accept `action` in `state` now?"""
        return self.refusal(state, action) is None


def stops_at_hidden(reveals_hidden: Callable[[Any], bool]) -> Callable[[Any, Action, Any], bool]:
    """The usual undo barrier: an action that turned up hidden information (a roll, a card
    drawn, a reshuffle) is never taken back, since the player has seen what comes next."""

    def undo_barrier(before: Any, action: Action, after: Any) -> bool:
        return reveals_hidden(after)

    return undo_barrier


def changes_by_parts(parts: dict[str, tuple[str, ...]]) -> Callable[[Any, Any], frozenset[str]]:
    """A `changes` function from a game's parts: flag -> the state fields it shows.

    A flag is set when any of its fields differs between the two states (plain `!=` on the
    fields, no digests: a few list comparisons per action). A field may belong to several flags
    (Power Grid's step changes the market's layout and the cities' open slots).
    """
    items = tuple((flag, fields) for flag, fields in parts.items())

    def changes(before: Any, after: Any) -> frozenset[str]:
        return frozenset(
            flag for flag, fields in items if any(getattr(before, name) != getattr(after, name) for name in fields)
        )

    return changes
