"""What players may see of a Power Butler state: observations, public JSON, digests.

Everything on the table is open; hidden are the order of the two face-down decks (and so where
the last-round card is) and the seed, from which the decks and the coming dice could be worked
out. An observation is the state with those masked; legal actions and queries work on it.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from typing import Any

from desktop_app.rules.power_butler.actions import Marker
from desktop_app.rules.power_butler.cards import EV_DRAW, EV_RESHUFFLE, EV_ROLL
from desktop_app.rules.power_butler.engine import current_player
from desktop_app.rules.power_butler.state import NO_CARD, RETURNING, UNKNOWN_CARD, State

HIDDEN_SEED = -1


def observation(state: State, player: int) -> State:
    """A copy of the state as `player` sees it (every player sees the same: the decks face down)."""
    obs = state.clone()
    obs.deck = [UNKNOWN_CARD] * len(state.deck)
    obs.event_deck = [UNKNOWN_CARD] * len(state.event_deck)
    obs.options = dataclasses.replace(state.options, seed=HIDDEN_SEED)
    return obs


def public_json(state: State) -> dict[str, Any]:
    """The public state as plain JSON, for traces, tests and teachers' tools."""
    ids = [a.id for a in state.board.appliances]
    return {
        "mode": state.board.mode.value,
        "round": state.round,
        "turn": state.turn,
        "phase": int(state.phase),
        "current_player": current_player(state),
        "dice": list(state.dice),
        "unused_dice": list(state.avail),
        "rerolls_left": state.rerolls_left,
        "event_row": list(state.event_row),
        "fired_event": state.fired_event,
        "event_deck_count": len(state.event_deck),
        "event_discard": list(state.event_discard),
        "market": [ids[c] for c in state.market],
        "deck_count": len(state.deck),
        "discard": [ids[c] for c in state.discard],
        "last_round_holder": state.last_round_holder,
        "final_round": state.final_round,
        "discount": state.discount,
        "waived": state.waived,
        "blocked": state.blocked,
        "bill_money": state.bill_money,
        "players": [
            {
                "appliances": [ids[c] for c in state.owned[p]],
                "usage": state.usage[p],
                "paid": state.paid[p],
                "markers": {
                    m.name.lower(): (None if where == NO_CARD else "returning" if where == RETURNING else ids[where])
                    for m, where in zip(Marker, state.markers[p])
                },
            }
            for p in range(state.players)
        ],
        "scores": [{"points": s[0], "variety": s[1], "unpaid": s[2], "total": s[3]} for s in state.scores],
        "winners": list(state.winners),
    }


def digest(state: State) -> str:
    """A short hash of the whole state (hidden deck orders included), for golden tests."""
    data = public_json(state)
    data["deck"] = list(state.deck)
    data["event_deck"] = list(state.event_deck)
    data["fired_log"] = list(state.fired_log)
    blob = json.dumps(data, sort_keys=True, separators=(",", ":")).encode()
    return hashlib.sha256(blob).hexdigest()[:16]


_REVEALING = frozenset({EV_ROLL, EV_DRAW, EV_RESHUFFLE})


def reveals_hidden(state: State) -> bool:
    """Did the action that produced this state roll dice or turn up a face-down card?

    Undo must not go back past such an action: the player would have seen what comes next.
    """
    return any(event[0] in _REVEALING for event in state.events)
