"""What players may see of an Aladdin & the Magic Lamp state: observations, public JSON, digests.

Hidden: the order of the chest decks (the wizards' places are public: 6th from the bottom), the
lamp deck, the starting cards left out, the seed, the others' dice until all are set, and the
others' lamp presses until all are entered. What happened (`state.events`: the genie, wishes,
cards drawn, scorpions, scores) is kept, for a device's log: every kind of event is public at a
real table (`PUBLIC_EVENTS`).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from typing import Any

from desktop_app.content.magic_lamp import GEMS, METALS
from desktop_app.rules.magic_lamp.flow import (
    EV_BUST,
    EV_CARD_DRAWN,
    EV_CARD_TAKEN,
    EV_DICE_REVEALED,
    EV_GAME_OVER,
    EV_GENIE,
    EV_KEPT,
    EV_RAMPAGE,
    EV_RING,
    EV_ROUND,
    EV_WISH_SHOWN,
    EV_WISH_TAKEN,
    EV_WIZARD,
)
from desktop_app.rules.magic_lamp.state import (
    ALONE,
    PRESS_PENDING,
    UNKNOWN_CARD,
    Phase,
    State,
)

HIDDEN_SEED = -1
HIDDEN_DIE = (-1, 0)

# The events every player sees happen at a real table (seed 003): the cards drawn from a chest or
# taken are turned face up, a wish is read out, the genie and the race follow the dice revealed
# (no event is made while dice are still being set, nor while presses are still coming in). An
# event kind not listed here is left out of observations until someone decides it is public.
PUBLIC_EVENTS = frozenset(
    {
        EV_DICE_REVEALED,
        EV_GENIE,
        EV_RAMPAGE,
        EV_WISH_SHOWN,
        EV_WISH_TAKEN,
        EV_CARD_DRAWN,
        EV_BUST,
        EV_KEPT,
        EV_WIZARD,
        EV_CARD_TAKEN,
        EV_RING,
        EV_ROUND,
        EV_GAME_OVER,
    }
)


def observation(state: State, player: int) -> State:
    """A copy of the state as `player` sees it: legal actions and queries work on it as usual."""
    obs = state.clone()
    obs.viewer = player
    st = state.static
    obs.decks = [[c if st.is_wizard(c) else UNKNOWN_CARD for c in deck] for deck in state.decks]
    obs.lamp_deck = [UNKNOWN_CARD] * len(state.lamp_deck)
    obs.removed = [UNKNOWN_CARD] * len(state.removed)
    if state.phase is Phase.CHOOSE:
        obs.dice = [d[:] if q == player else [HIDDEN_DIE] * len(d) for q, d in enumerate(state.dice)]
    if state.phase is Phase.RACE:
        obs.presses = [t if q == player else PRESS_PENDING for q, t in enumerate(state.presses)]
    obs.options = dataclasses.replace(state.options, seed=HIDDEN_SEED)
    obs.events = [event for event in state.events if event[0] in PUBLIC_EVENTS]
    return obs


def public_json(state: State) -> dict[str, Any]:
    """The public state as plain JSON, for traces, tests and teachers' tools."""
    st = state.static
    ids = [c.id for c in st.cards]
    secret_dice = state.phase is Phase.CHOOSE
    return {
        "round": state.round,
        "phase": int(state.phase),
        "current_player": state.actor,
        "chests": {m.value: len(state.decks[i]) for i, m in enumerate(METALS)},
        "discard": [ids[c] for c in state.discard],
        "wizards": [ids[c] for c in state.wizards],
        "lamp_deck": len(state.lamp_deck),
        "wish": st.lamp[state.wish_card].id if state.wish_card >= 0 else None,
        "wish_number": state.wish_number,
        "drawing": [ids[c] for c in state.drawn],
        "ring_holder": state.ring_holder,
        "end_triggered": state.end_triggered,
        "players": [
            {
                "cards": [ids[c] for c in state.tableau[p]],
                "amulets": {
                    ids[am]: (GEMS[g].value if g != ALONE else None)
                    for am, g in sorted(state.amulet_colour.items())
                    if am in state.tableau[p]
                },
                "dice": [] if secret_dice else [[METALS[m].value, v] for m, v in state.dice[p]],
                "press": None if state.phase is Phase.RACE else state.presses[p],
                "ward": state.ward[p],
            }
            for p in range(state.players)
        ],
        "scores": state.scores,
        "winners": list(state.winners),
    }


def digest(state: State) -> str:
    """A short hash of the whole state (hidden deck orders included), for golden tests."""
    data = public_json(state)
    data["decks"] = [list(d) for d in state.decks]
    data["lamp_order"] = list(state.lamp_deck)
    data["removed"] = list(state.removed)
    data["dice"] = [[list(d) for d in dice] for dice in state.dice]
    data["presses"] = list(state.presses)
    data["tasks"] = [list(t) for t in state.tasks]
    data["pending_amulets"] = [list(x) for x in state.amulets_to_place]
    blob = json.dumps(data, sort_keys=True, separators=(",", ":")).encode()
    return hashlib.sha256(blob).hexdigest()[:16]


_REVEALING_EVENTS = frozenset({EV_DICE_REVEALED, EV_WISH_SHOWN, EV_CARD_DRAWN, EV_WIZARD, EV_CARD_TAKEN})


def reveals_hidden(state: State) -> bool:
    """Did the action that produced this state turn up something hidden (dice, a card, a wish)?

    Undo must not go back past such an action. Entering a lamp press reveals nothing by itself
    but the last press resolves the race, which shows wishes: covered by EV_WISH_SHOWN.
    """
    return any(event[0] in _REVEALING_EVENTS for event in state.events)
