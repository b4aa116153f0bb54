"""What players may see of a Power Grid state: observations, public JSON, digests.

Power Grid is open information except the face-down deck (and the plants removed at setup).
An observation is the state with the deck's order hidden: its cards become UNKNOWN_CARD,
except the Step 3 card's known place at the bottom, the setup's plant 13 while it lies face up
on top (seed 004; a 13 drawn and sent back later is face down like the rest), and the plants
sent back under the Step 3 card in Steps 1-2, which every player saw go there, each to the very
bottom (seed 002): `state.sent_back` keeps them, in the order they went, after Step 3's
reshuffle too (then they are still in the deck, but no one knows where).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from typing import Any

from desktop_app.rules.power_grid.market import EV_PLANT_DRAWN, EV_STEP, EV_STEP3_CARD
from desktop_app.rules.power_grid.queries import current_player, face_up_deck_top
from desktop_app.rules.power_grid.state import STEP3_CARD, UNKNOWN_CARD, State

HIDDEN_SEED = -1


def observation(state: State, player: int) -> State:
    """A copy of the state as `player` sees it: legal actions and queries work on it as usual."""
    obs = state.clone()
    deck = state.deck
    if STEP3_CARD in deck:
        under = deck.index(STEP3_CARD)
        seen = state.sent_back
        # Seed 002 "把编号最大的发电厂…放到发电厂的牌迭底（即Phase 3牌下）": in everyone's sight.
        obs.deck = [card if card in seen else UNKNOWN_CARD for card in deck[:under]]
        obs.deck.append(STEP3_CARD)
        obs.deck += [UNKNOWN_CARD] * (len(deck) - under - 1)
    else:
        obs.deck = [UNKNOWN_CARD] * len(deck)
    face_up = face_up_deck_top(state)
    if face_up is not None:
        obs.deck[-1] = face_up  # seed 004: "将电厂13 号放置在电厂卡堆顶部，面朝上"
    # The seed would let anyone re-deal the deck: an observation carries none.
    obs.options = dataclasses.replace(state.options, seed=HIDDEN_SEED)
    return obs


def public_json(state: State) -> dict[str, Any]:
    """The public state as plain JSON, for traces, tests and teachers' tools."""
    board = state.board
    ids = board.city_ids
    return {
        "round": state.round,
        "step": state.step,
        "phase": int(state.phase),
        "current_player": current_player(state),
        "order": list(state.order),
        "regions": list(board.regions),
        "players": [
            {
                "money": state.money[p],
                "plants": list(state.plants[p]),
                "fuel": {
                    "coal": state.fuel[p][0],
                    "oil": state.fuel[p][1],
                    "garbage": state.fuel[p][2],
                    "uranium": state.fuel[p][3],
                },
                "cities": [ids[c] for c in state.cities[p]],
                "houses_left": state.houses_left(p),
                "powered": state.powered[p],
                "income": state.income[p],
                "burnt": {
                    "coal": state.burnt[p][0],
                    "oil": state.burnt[p][1],
                    "garbage": state.burnt[p][2],
                    "uranium": state.burnt[p][3],
                },
            }
            for p in range(state.players)
        ],
        "market": ["step3" if p == STEP3_CARD else p for p in state.market],
        "deck_count": len(state.deck),
        "deck_top": face_up_deck_top(state),
        "step3_in_deck": STEP3_CARD in state.deck,
        "removed": list(state.removed),
        "resource_market": {
            "coal": state.res_market[0],
            "oil": state.res_market[1],
            "garbage": state.res_market[2],
            "uranium": state.res_market[3],
        },
        "resource_supply": {
            "coal": state.res_supply[0],
            "oil": state.res_supply[1],
            "garbage": state.res_supply[2],
            "uranium": state.res_supply[3],
        },
        "auction": (
            {
                "plant": state.auction_plant,
                "bid": state.auction_bid,
                "high_bidder": state.auction_high,
                "bidders": list(state.auction_bidders),
            }
            if state.auction_plant
            else None
        ),
        "auction_open": list(state.auction_open),
        "discard_player": state.discard_player,
        "end_triggered": state.end_triggered,
        "winners": list(state.winners),
    }


def digest(state: State) -> str:
    """A short hash of the whole state (hidden deck order included), for golden tests."""
    data = public_json(state)
    data["deck"] = list(state.deck)
    data["step3_pending"] = state.step3_pending
    data["frozen_buyable"] = state.frozen_buyable
    data["history"] = [list(map(list, h[1:])) + [h[0]] for h in state.history]
    blob = json.dumps(data, sort_keys=True, separators=(",", ":")).encode()
    return hashlib.sha256(blob).hexdigest()[:16]


_REVEALING_EVENTS = frozenset({EV_PLANT_DRAWN, EV_STEP3_CARD, EV_STEP})


def reveals_hidden(state: State) -> bool:
    """Did the action that produced this state turn up a face-down card (or reshuffle the deck)?

    Undo must not go back past such an action: the player would have seen what comes next.
    """
    return any(event[0] in _REVEALING_EVENTS for event in state.events)
