"""Fixtures and helpers for the 電力啟動 (Power On!) rules tests.

The content is the built-in pack. Scenario tests start from `new_game` and move cards by design
id with the helpers below, which take a card from wherever it lies outside the hands and the
tableaus (deck, discard pile, market) so the 61 game cards stay conserved. Decks are given top
first. Test modules reach the helpers through the `po` fixture (`po.new(...)`, `po.give(...)`),
since a conftest without a package is not safely importable by name.
"""

from __future__ import annotations

import pytest

from desktop_app.content.loader import load_power_on
from desktop_app.content.power_on import PowerOnContent
from desktop_app.rules.power_on import engine
from desktop_app.rules.power_on.state import Phase, PowerOnOptions, State, TowerMode


@pytest.fixture(scope="session")
def content() -> PowerOnContent:
    return load_power_on()


class Helpers:
    def __init__(self, content: PowerOnContent) -> None:
        self.content = content

    def new(self, players: int = 2, seed: int = 1, tower: str = TowerMode.STACKING, **kw) -> State:
        return engine.new_game(self.content, PowerOnOptions(players=players, seed=seed, tower=tower, **kw))

    def cards_of(self, state: State, design: str) -> list[int]:
        return [c.number for c in self.content.cards if c.design.id == design]

    def take(self, state: State, design: str) -> int:
        """A card of that design from the deck, the discard pile or the market (removed there)."""
        for pile in (state.deck, state.discard, state.market):
            for card in reversed(pile):
                if self.content.cards[card].design.id == design:
                    pile.remove(card)
                    return card
        raise AssertionError(f"no free '{design}' card left for this scenario")

    def give(self, state: State, player: int, *designs: str) -> list[int]:
        """Put cards of these designs in a player's hand; returns their numbers."""
        cards = [self.take(state, d) for d in designs]
        state.hands[player].extend(cards)
        return cards

    def empty_hand(self, state: State, player: int) -> None:
        """Move a hand to the discard pile (conserving the cards)."""
        state.discard.extend(state.hands[player])
        state.hands[player] = []

    def build(self, state: State, player: int, *designs: str) -> list[int]:
        """Put plants of these designs in front of a player, as if built earlier."""
        cards = [self.take(state, d) for d in designs]
        state.plants[player].extend(cards)
        return cards

    def top(self, state: State, design: str) -> int:
        """Put a card of that design on top of the deck."""
        card = self.take(state, design)
        state.deck.append(card)
        return card

    def top_with_back(self, state: State, back: int) -> int:
        """Put a card with this back number on top of the deck."""
        for card in state.deck:
            if self.content.cards[card].back == back:
                state.deck.remove(card)
                state.deck.append(card)
                return card
        raise AssertionError(f"no deck card with back {back}")

    def city(self, state: State, city_id: str) -> int:
        return state.tables.city_index[city_id]

    def set_row(self, state: State, *city_ids: str) -> None:
        """Show these cities in the row (the others go back to the city deck)."""
        wanted = [self.city(state, c) for c in city_ids]
        pool = [c for c in state.city_row + state.city_deck if c not in wanted]
        state.city_row = wanted
        state.city_deck = pool

    def to_city_step(self, state: State) -> None:
        state.phase = Phase.CITY

    @staticmethod
    def total_cards(state: State) -> int:
        return (
            len(state.deck)
            + len(state.discard)
            + len(state.market)
            + sum(len(h) for h in state.hands)
            + sum(len(p) for p in state.plants)
        )


@pytest.fixture
def po(content) -> Helpers:
    return Helpers(content)
