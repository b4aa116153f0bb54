"""Fixtures and helpers for the Power Butler (電力管家) rules tests.

The content is the built-in pack. Scenario tests start from `new_game` and then set the table
directly with the helpers of the `pb` fixture (a conftest without a package is not safely
importable by name): dice, the shop, the event row, decks given top first. Helpers keep every
card in exactly one place (`check_invariants` verifies it), so a test never builds an
impossible table by accident.
"""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from desktop_app.content.loader import load_power_butler
from desktop_app.content.power_butler import Face, PowerButlerContent
from desktop_app.rules.power_butler import engine
from desktop_app.rules.power_butler.actions import KeepDice, RollDice
from desktop_app.rules.power_butler.state import (
    DICE,
    LAST_ROUND_CARD,
    RETURNING,
    Mode,
    Phase,
    PowerButlerOptions,
    State,
)

F = Face


@pytest.fixture(scope="session")
def content() -> PowerButlerContent:
    return load_power_butler()


class Helpers:
    """Scenario helpers; reach them through the `pb` fixture."""

    def __init__(self, content: PowerButlerContent) -> None:
        self.content = content

    def new(self, players: int = 3, seed: int = 1, mode: Mode = Mode.STANDARD) -> State:
        return engine.new_game(self.content, PowerButlerOptions(players, seed, mode))

    def card(self, state: State, appliance_id: str) -> int:
        return state.board.index_of[appliance_id]

    def _take_appliance(self, state: State, card: int) -> None:
        for pile in (state.market, state.deck, state.discard, *state.owned):
            if card in pile:
                pile.remove(card)
                return
        raise AssertionError(f"appliance {card} is nowhere")

    def set_market(self, state: State, ids: Iterable[str]) -> None:
        """Put these appliances in the shop; the cards there before go to the deck's bottom."""
        cards = [self.card(state, i) for i in ids]
        old = [c for c in state.market if c not in cards]
        for c in cards:
            self._take_appliance(state, c)
        state.market = cards
        state.deck[:0] = old

    def give(self, state: State, player: int, ids: Iterable[str]) -> None:
        """Appliances into a player's home (usage is not changed)."""
        for i in ids:
            c = self.card(state, i)
            self._take_appliance(state, c)
            state.owned[player].append(c)

    def set_deck(self, state: State, top_first: Iterable) -> None:
        """The appliance deck from its top down; ints are appliance ids, LAST_ROUND_CARD allowed.
        Cards named here leave wherever they were; the other deck cards go to the discard pile."""
        wanted = [x if x == LAST_ROUND_CARD else self.card(state, x) for x in top_first]
        rest = [c for c in state.deck if c not in wanted]
        for c in wanted:
            if c != LAST_ROUND_CARD and c not in state.deck:
                self._take_appliance(state, c)
        state.deck = list(reversed(wanted))
        state.discard.extend(c for c in rest if c != LAST_ROUND_CARD)

    def set_event_row(self, state: State, numbers: Iterable[int]) -> None:
        """These events over the markers (sorted high to low); the old row goes to the deck."""
        numbers = sorted(numbers, reverse=True)
        for n in numbers:
            for pile in (state.event_deck, state.event_discard, state.event_row):
                if n in pile:
                    pile.remove(n)
        state.event_deck[:0] = state.event_row
        state.event_row = numbers

    def roll(self, state: State, faces: Iterable[Face]) -> None:
        """The current player's dice show these faces and are kept: the event fires, ALLOCATE."""
        faces = [int(f) for f in faces]
        assert len(faces) == DICE
        assert state.phase is Phase.ROLL
        engine.apply_in_place(state, RollDice())
        if state.phase is Phase.REROLL:
            state.dice = faces
            engine.apply_in_place(state, KeepDice())
        else:  # six 3元/! dice ended the rolling already
            assert faces == [int(F.THREE)] * DICE

    def allocate(self, state: State, faces: Iterable[Face], fired: int = 0) -> None:
        """Skip straight to ALLOCATE with these dice and no event fired."""
        faces = [int(f) for f in faces]
        state.dice = faces
        state.avail = [faces.count(f) for f in range(6)]
        state.phase = Phase.ALLOCATE
        state.fired_event = fired

    def check_invariants(self, state: State) -> None:
        n_app = len(self.content.appliances)
        places = state.market + state.deck + state.discard + [c for o in state.owned for c in o]
        apps = [c for c in places if c != LAST_ROUND_CARD]
        assert sorted(apps) == list(range(n_app)), "appliances not conserved"
        last = places.count(LAST_ROUND_CARD) + (state.last_round_holder != -1)
        assert last == 1, "the last-round card is lost or doubled"
        expected = sorted(e.number for e in self.content.events if state.board.standard or not e.standard_only)
        events = sorted(state.event_row + state.event_deck + state.event_discard)
        assert events == expected, "event cards not conserved"
        assert len(state.dice) == DICE and all(0 <= d < 6 for d in state.dice)
        assert all(0 <= a for a in state.avail) and sum(state.avail) <= DICE
        for p in range(state.players):
            # The bill never passes usage, except an unused head start (seat p starts p ahead).
            assert state.paid[p] <= max(state.usage[p], p)
            for where in state.markers[p]:
                # RETURNING: on a card bought this turn, back with its owner when the turn ends.
                returning = where == RETURNING and state.phase is Phase.ALLOCATE
                assert where == -1 or returning or where in state.market, "a marker off the shop"
        assert LAST_ROUND_CARD not in state.deck[-1:], "the last-round card left on top of the deck"
        assert state.event_row == sorted(state.event_row, reverse=True) or state.phase is not Phase.ROLL
        assert len(state.market) <= self.content.market_size


@pytest.fixture(scope="session")
def pb(content) -> Helpers:
    return Helpers(content)
