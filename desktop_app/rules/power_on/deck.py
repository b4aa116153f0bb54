"""The game-card deck, discard pile and market: drawing, reshuffling, refilling.

Seed 001: "若遊戲卡牌堆已耗盡，則將棄牌堆的卡牌正面朝下重新洗勻，形成新的遊戲卡牌堆繼續使用".
The reshuffle happens when a card is needed from an empty deck (a draw, a refill, or reading the
deck top's back for solar and wind). Every reshuffle uses its own derived RNG.
"""

from __future__ import annotations

from desktop_app.rules.common.rng import derive_rng, shuffle
from desktop_app.rules.power_on.state import State

# Event tags left in `state.events` (small tuples; views narrate them).
EV_DRAW = "draw"  # (EV_DRAW, player): a face-down card went to a hand
EV_RESHUFFLE = "reshuffle"  # (EV_RESHUFFLE, cards): the discard pile became the deck
EV_MARKET = "market"  # (EV_MARKET, card): a face-down card turned up in the market
EV_CITY_REVEAL = "city_reveal"  # (EV_CITY_REVEAL, city): a city turned up in the row


def ensure_deck(s: State) -> bool:
    """Reshuffle the discard pile into the deck if the deck is empty; False if no card is left."""
    if s.deck:
        return True
    if not s.discard:
        return False
    s.deck = s.discard
    s.discard = []
    s.shuffles += 1
    shuffle(derive_rng(s.options.seed, f"reshuffle/{s.shuffles}"), s.deck)  # rng.shuffle: as Random.shuffle
    s.events.append((EV_RESHUFFLE, len(s.deck)))
    return True


def draw_to_hand(s: State, player: int, count: int) -> int:
    """Draw up to `count` deck cards into a hand, never past the hand limit; returns how many."""
    limit = s.tables.hand_limit
    hand = s.hands[player]
    drawn = 0
    while drawn < count and len(hand) < limit and ensure_deck(s):
        hand.append(s.deck.pop())
        drawn += 1
        s.events.append((EV_DRAW, player))
    return drawn


def refill_market(s: State) -> None:
    """Turn up deck cards until the market shows its size again (or no card is left)."""
    size = s.tables.market_size
    while len(s.market) < size and ensure_deck(s):
        card = s.deck.pop()
        s.market.append(card)
        s.events.append((EV_MARKET, card))


def refill_city_row(s: State) -> bool:
    """Fill the city row back to its size; False when the city deck cannot (the game ends)."""
    size = s.tables.row_size
    while len(s.city_row) < size:
        if not s.city_deck:
            return False
        city = s.city_deck.pop()
        s.city_row.append(city)
        s.events.append((EV_CITY_REVEAL, city))
    return True
