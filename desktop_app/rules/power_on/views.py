"""What players may see of a Power On! state: observations, public JSON, digests.

Hidden: the deck's order (only the top card's back number shows: solar and wind read it), the
other players' hands (their sizes show), the discard pile below its top card, the city deck,
and the seed (it would let anyone re-deal the deck).
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import json
from typing import Any

from desktop_app.rules.power_on.deck import (
    EV_CITY_REVEAL,
    EV_DRAW,
    EV_MARKET,
    EV_RESHUFFLE,
)
from desktop_app.rules.power_on.engine import current_player
from desktop_app.rules.power_on.generation import EV_TOWER_CHANCE
from desktop_app.rules.power_on.state import PLANT_TYPES, PowerOnOptions, State

HIDDEN_SEED = -1
HIDDEN_CITY = -1


def observation(state: State, player: int) -> State:
    """A copy of the state as `player` sees it: legal actions and queries work on it as usual."""
    obs = state.clone()
    t = state.tables
    hidden = t.hidden
    if state.deck:
        top = t.n_cards + t.back[state.deck[-1]]  # a face-down card showing its back number
        obs.deck = [hidden] * (len(state.deck) - 1) + [top]
    for p in range(state.players):
        if p != player:
            obs.hands[p] = [hidden] * len(state.hands[p])
    if state.discard:
        obs.discard = [hidden] * (len(state.discard) - 1) + [state.discard[-1]]
    obs.city_deck = [HIDDEN_CITY] * len(state.city_deck)
    obs.options = _hidden_seed(state.options)
    return obs


@functools.lru_cache(maxsize=256)
def _hidden_seed(options: PowerOnOptions) -> PowerOnOptions:
    return dataclasses.replace(options, seed=HIDDEN_SEED)


def public_json(state: State) -> dict[str, Any]:
    """The public state as plain JSON, for traces, tests and teachers' tools."""
    t = state.tables
    ids = t.city_ids
    names = [p.value for p in PLANT_TYPES]
    return {
        "round": state.round,
        "turn": state.turn,
        "phase": state.phase.name.lower(),
        "current_player": current_player(state),
        "actions_left": state.actions_left,
        "power": state.power,
        "deck_count": len(state.deck),
        "deck_top_back": state.deck_top_back() if state.deck else None,
        "discard_count": len(state.discard),
        "discard_top": state.discard[-1] if state.discard else None,
        "market": sorted(state.market),
        "city_row": [ids[c] for c in state.city_row],
        "city_deck_count": len(state.city_deck),
        "tower": state.tower,
        "tower_drops": [list(d) for d in state.tower_drops],
        "carbon_supply": state.carbon_supply(),
        "pending_tokens": state.pending_tokens,
        "discarders": list(state.discarders),
        "players": [
            {
                "hand_count": len(state.hands[p]),
                "plants": sorted(state.plants[p]),
                "cities": [ids[c] for c in state.cities_won[p]],
                "stars": state.stars(p),
                "skip_turns": state.skip_turns[p],
                "power_by_type": dict(zip(names + ["bonus"], state.power_by_type[p])),
                "carbon_stacked": state.carbon_stacked[p],
                "collapses": state.collapses[p],
            }
            for p in range(state.players)
        ],
        "winners": list(state.winners),
    }


def digest(state: State) -> str:
    """A short hash of the whole state (hidden cards included), for golden tests."""
    data = public_json(state)
    data["deck"] = list(state.deck)
    data["discard"] = list(state.discard)
    data["hands"] = [sorted(h) for h in state.hands]
    data["city_deck"] = list(state.city_deck)
    data["used"] = list(state.used)
    blob = json.dumps(data, sort_keys=True, separators=(",", ":")).encode()
    return hashlib.sha256(blob).hexdigest()[:16]


_REVEALING_EVENTS = frozenset({EV_DRAW, EV_MARKET, EV_RESHUFFLE, EV_CITY_REVEAL, EV_TOWER_CHANCE})


def reveals_hidden(state: State) -> bool:
    """Did the action that produced this state turn up a face-down card, reshuffle, or draw
    the no-dexterity tower's chance? Undo must not go back past it."""
    return any(event[0] in _REVEALING_EVENTS for event in state.events)
