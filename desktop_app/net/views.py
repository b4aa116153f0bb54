"""What each game shows a seat over the network, and which moves it offers (no words here).

A frame is built only from the rules' own views: `observation(state, seat)` for a seat (the
public view is the observation of no seat, `PUBLIC`), and `public_json` made from that
observation, so even a slip in `public_json` cannot send what the observation has masked. What
only the seat sees (Power On!'s hand, Magic Lamp's own secret dice and lamp press) comes from the
same observation.

Moves: the rules' legal actions on the seat's observation, with ranges where the rules list one
representative (Power Grid's bids, Magic Lamp's press time, Power On!'s drop, whose outcome the
host's tower physics decides). Secret moves (a die set on a chest) are logged to the other seats
without what they were. Simultaneous moments (Magic Lamp's lamp race) let several seats answer
at once; the host holds each answer until that seat's turn.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from desktop_app.net.words import PUBLIC, Move
from desktop_app.rules.common.actions import Action
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.common.game import GameDefinition

# Another seat's move that the others may not learn (the state's observation hides its effect).
SECRET_ACTIONS: Mapping[str, frozenset[str]] = {
    "magic-lamp": frozenset({"place_die", "rub_lamp", "keep_still"}),
}


def seat_view(game: GameDefinition, observation: Any, seat: int) -> dict[str, Any]:
    """The `view` of a frame: the public JSON of the seat's observation, and what only it sees."""
    you = None if seat == PUBLIC else _private(game.id, observation, seat)
    return {"table": game.public_json(observation), "you": you}


def _private(game_id: str, obs: Any, seat: int) -> dict[str, Any]:
    if game_id == "power-on":
        return {"hand": sorted(obs.hands[seat])}
    if game_id == "magic-lamp":
        from desktop_app.content.magic_lamp import METALS
        from desktop_app.rules.magic_lamp.state import PRESS_PENDING

        press = obs.presses[seat]
        return {
            "dice": [[METALS[m].value, v] for m, v in obs.dice[seat]],
            "press": None if press == PRESS_PENDING else press,
        }
    return {}


def is_secret(game: GameDefinition, action: Action, player: int, viewer: int) -> bool:
    """May `viewer` not learn which move `player` made?"""
    return viewer != player and action.type_name in SECRET_ACTIONS.get(game.id, frozenset())


def actors(game: GameDefinition, state: Any) -> frozenset[int]:
    """The seats that may act now: the current player, and in a simultaneous moment every seat
    still to answer (their answers are held until the rules reach their turn)."""
    player = game.current_player(state)
    if player < 0:
        return frozenset()
    if game.id == "magic-lamp":
        from desktop_app.rules.magic_lamp.state import PRESS_PENDING, Phase

        if state.phase is Phase.RACE:
            return frozenset(q for q, t in enumerate(state.presses) if t == PRESS_PENDING)
    return frozenset({player})


def offers(game: GameDefinition, observation: Any, seat: int) -> list[Move]:
    """The moves offered to `seat` now (it must be among `actors`), with their ids and ranges."""
    legal = game.legal_actions(observation)
    out: list[Move] = []
    if game.id == "power-grid":
        from desktop_app.rules.power_grid.queries import bid_range

        high = bid_range(observation)[1]
        for action in legal:
            if action.type_name == "start_auction":
                out.append(_move(len(out), action, {"bid": (action.bid, high)}))  # type: ignore[attr-defined]  # named by type_name
            elif action.type_name == "bid":
                out.append(_move(len(out), action, {"amount": (action.amount, high)}))  # type: ignore[attr-defined]  # named by type_name
            else:
                out.append(_move(len(out), action))
        return out
    if game.id == "magic-lamp":
        from desktop_app.rules.magic_lamp.state import MAX_PRESS_MS

        for action in legal:
            ranges = {"ms": (0, MAX_PRESS_MS)} if action.type_name == "rub_lamp" else {}
            out.append(_move(len(out), action, ranges))
        return out
    if game.id == "power-on":
        from desktop_app.rules.power_on.engine import MAX_ANGLE, MAX_DROP_X

        drop_offered = False
        for action in legal:
            if action.type_name != "stack_token":
                out.append(_move(len(out), action))
            elif not drop_offered:  # stood / fell: one drop, whose outcome the physics decides
                drop_offered = True
                out.append(_move(len(out), action, {"x": (-MAX_DROP_X, MAX_DROP_X), "angle": (-MAX_ANGLE, MAX_ANGLE)}))
        return out
    return [_move(i, action) for i, action in enumerate(legal)]


def _move(index: int, action: Action, ranges: Mapping[str, tuple[int, int]] | None = None) -> Move:
    return Move(f"m{index}", action, dict(ranges or {}))


class BadValue(ValueError):
    """An intent's `values` do not fit the move's ranges (the protocol's `bad_value`)."""


def check_values(move: Move, values: object) -> dict[str, int]:
    """The intent's values for `move`, checked: one integer per range field, within the range."""
    if values is None:
        values = {}
    if not isinstance(values, dict):
        raise BadValue("values must be an object of integers")
    if set(values) != set(move.ranges):
        want = ", ".join(sorted(move.ranges)) or "none"
        raise BadValue(f"this move takes these values: {want}")
    out: dict[str, int] = {}
    for name, (low, high) in move.ranges.items():
        value = values[name]
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise BadValue(f"{name} must be a whole number from {low} to {high}")
        out[name] = value
    return out


def build_action(game: GameDefinition, state: Any, move: Move, values: dict[str, int]) -> Action:
    """The action an intent stands for, on the host's state (checked values already).

    Power On!'s drop: the host's tower physics says whether the token stood; the first token of a
    tower lies on the table and always stands.
    """
    if not values:
        return move.action
    if game.id == "power-on" and move.action.type_name == "stack_token":
        from desktop_app.rules.power_on.engine import first_token
        from desktop_app.rules.power_on.tower_physics import drop_outcome

        stood = first_token(state) or drop_outcome(state.tower_drops, values["x"], values["angle"])
        return dataclasses.replace(move.action, x=values["x"], angle=values["angle"], fell=0 if stood else 1)  # type: ignore[type-var]  # Action is a dataclass protocol
    try:
        return dataclasses.replace(move.action, **values)  # type: ignore[type-var]  # as above
    except TypeError as exc:  # a range field the action does not have: a bug in `offers`
        raise IllegalAction("bad_action", f"Cannot build {move.action.type_name}: {exc}") from exc
