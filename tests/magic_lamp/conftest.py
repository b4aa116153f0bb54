"""Fixtures and helpers for the Aladdin & the Magic Lamp rules tests.

The content is the built-in pack. Scenarios start from `new_game` and arrange cards with the
helpers below, which MOVE cards (never create or copy them), so the 78 + 8 chest and starting
cards stay in exactly one place each. Decks are given top first. Test modules get the helpers
through the `ml` fixture, since a conftest without a package is not safely importable by name.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from desktop_app.content.loader import load_magic_lamp
from desktop_app.content.magic_lamp import GEMS, METALS, Metal
from desktop_app.rules.magic_lamp import engine
from desktop_app.rules.magic_lamp.actions import KeepStill, PlaceDie, RubLamp
from desktop_app.rules.magic_lamp.state import MagicLampOptions, Phase, State

B, S, G = Metal.BRONZE, Metal.SILVER, Metal.GOLD


@pytest.fixture(scope="session")
def content():
    return load_magic_lamp()


def new(content, players: int = 3, seed: int = 1, ring: bool = False) -> State:
    return engine.new_game(content, MagicLampOptions(players=players, seed=seed, magic_ring=ring))


def cid(state: State, card_id: str) -> int:
    return state.static.index[card_id]


def _take_out(state: State, card: int) -> None:
    """Remove a card from wherever it is (decks, discard, tableaus, removed starting cards)."""
    for place in (*state.decks, state.discard, *state.tableau, state.removed, state.wizards):
        if card in place:
            place.remove(card)
            state.amulet_colour.pop(card, None)
            return
    raise AssertionError(f"card {state.static.cards[card].id} is nowhere")


def stack(state: State, metal: Metal, top_first: list[str]) -> None:
    """Put these cards (moved from wherever they are) on top of a chest deck, first = top."""
    deck = state.decks[METALS.index(metal)]
    for card_id in reversed(top_first):
        card = cid(state, card_id)
        _take_out(state, card)
        deck.append(card)


def give(state: State, player: int, card_ids: list[str]) -> None:
    """Move cards into a player's tableau (amulets are left alone unless placed with `under`)."""
    for card_id in card_ids:
        card = cid(state, card_id)
        _take_out(state, card)
        state.tableau[player].append(card)


def under(state: State, amulet_id: str, gem_id: str) -> None:
    """Place an amulet under the owner's stack of this gem's colour (the gem must be held)."""
    gem = cid(state, gem_id)
    assert any(gem in row for row in state.tableau), f"{gem_id} is in no tableau"
    state.amulet_colour[cid(state, amulet_id)] = GEMS.index(state.static.kind[gem])


def to_discard(state: State, card_ids: list[str]) -> None:
    for card_id in card_ids:
        card = cid(state, card_id)
        _take_out(state, card)
        state.discard.append(card)


def clear_tableaus(state: State) -> None:
    """Starting cards back out of the game, so scenarios control every tableau."""
    for row in state.tableau:
        state.removed.extend(row)
        row.clear()


def choose(state: State, *placements) -> None:
    """Every player's dice in seat order: `choose(s, [(B, 3)], [(G, 2)], ...)`."""
    assert state.phase is Phase.CHOOSE
    for dice in placements:
        for metal, value in dice:
            engine.apply_in_place(state, PlaceDie(metal, value))


def race(state: State, *presses) -> None:
    """Every player's press in seat order: a time in ms, or None for keeping still."""
    assert state.phase is Phase.RACE
    for ms in presses:
        engine.apply_in_place(state, KeepStill() if ms is None else RubLamp(ms))


def ids(state: State, cards) -> list[str]:
    return [state.static.cards[c].id for c in cards]


def pick(state: State, metal: Metal, scorpions: int, k: int = 1, kind: str | None = None) -> list[str]:
    """Ids of `k` cards still in that chest with that many scorpions (and that kind, if given),
    so scenarios do not depend on which card carries which scorpions in the pack."""
    st = state.static
    found = [
        st.cards[c].id
        for c in reversed(state.decks[METALS.index(metal)])
        if st.scorpions[c] == scorpions and not st.is_wizard(c) and (kind is None or st.kind[c].value == kind)
    ]
    assert len(found) >= k, f"the {metal.value} chest has fewer than {k} cards with {scorpions} scorpions"
    return found[:k]


def card_places(state: State) -> list[int]:
    """Every chest/starting card index once per place it is in (for conservation checks)."""
    out = [*state.discard, *state.removed, *state.wizards, *state.drawn]
    for deck in state.decks:
        out.extend(deck)
    for row in state.tableau:
        out.extend(row)
    return out


@pytest.fixture(scope="session")
def ml():
    """The helpers above (stateless, so one namespace serves every test)."""
    return SimpleNamespace(
        new=new,
        cid=cid,
        stack=stack,
        give=give,
        under=under,
        to_discard=to_discard,
        clear_tableaus=clear_tableaus,
        choose=choose,
        pick=pick,
        race=race,
        ids=ids,
        card_places=card_places,
        B=B,
        S=S,
        G=G,
    )
