"""What a desktop client (another Energy Table) gets beyond a browser's frame, and how its moves
are read (docs/network-protocol.md, "Desktop frames"). No Qt here.

A desktop client draws its seat with today's game window, which reads a game state and narrates
records of moves. So its frame carries the seat's observation (`net.state_codec`) and the last
few moves as records (before and after as the seat's observations; a move secret to the seat is
sent as `null`, its effect already masked in the observations). It sends rules actions (the
window's own clicks) instead of move ids; the host matches them to the moves it offers the seat
and answers anything else with the rules' refusal: the host's rules engine stays the only
authority, the window only asks.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from desktop_app.net import state_codec, views
from desktop_app.net.words import Move
from desktop_app.rules.common.actions import Action
from desktop_app.rules.common.game import GameDefinition

DESKTOP = 1  # the version of the desktop part of a frame (`desktop.v`)
RECORDS = 4  # the last moves a desktop frame carries (a frame replaced before it was sent loses none of these)
# fields of an action the host decides, never the client: Power On!'s drop falls or stands by the
# host's tower physics
HOST_DECIDES = {"stack_token": ("fell",)}


def desktop_part(game: GameDefinition, observation: Any, tail: Sequence[Any], viewer: int) -> dict[str, Any]:
    """The `desktop` object of a frame for `viewer` (a seat): its observation and its last records."""
    records = []
    for record in tail[-RECORDS:]:
        secret = views.is_secret(game, record.action, record.player, viewer)
        records.append(
            {
                "n": record.index,
                "player": record.player,
                "action": None if secret else record.action.to_json(),
                "before": state_codec.encode(game.id, game.observation(record.before, viewer)),
                "after": state_codec.encode(game.id, game.observation(record.after, viewer)),
            }
        )
    return {"v": DESKTOP, "observation": state_codec.encode(game.id, observation), "records": records}


def match_action(action: Action, moves: Sequence[Move]) -> tuple[Move, dict[str, int]] | None:
    """The offered move a window's action is, with the values of its range fields; None if none.

    The fields the host decides (`HOST_DECIDES`) are taken from the offered move, so the client's
    guess of them (its own tower physics) never counts."""
    for move in moves:
        if type(move.action) is not type(action):
            continue
        decided = {f: getattr(move.action, f) for f in HOST_DECIDES.get(action.type_name, ())}
        candidate = dataclasses.replace(action, **decided) if decided else action  # type: ignore[type-var]  # Action is a dataclass protocol
        if not move.ranges:
            if move.action == candidate:
                return move, {}
            continue
        fixed = [f for f in candidate.to_json() if f != "type" and f not in move.ranges]
        if all(getattr(move.action, f) == getattr(candidate, f) for f in fixed):
            values = {f: getattr(candidate, f) for f in move.ranges}
            if all(
                isinstance(v, int) and low <= v <= high for v, (low, high) in zip(values.values(), move.ranges.values())
            ):
                return move, values
    return None


__all__ = ["DESKTOP", "RECORDS", "desktop_part", "match_action"]
