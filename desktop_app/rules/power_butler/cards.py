"""The decks: refilling the event row and the shop, reshuffles, the last-round card, and event effects.

Seed 000 "(4)電力記錄": after a turn the event row is refilled to 5, sorted from the highest
number (left) to the lowest, then the shop to 4; the last-round card goes to the start player the
moment it is the top card of the appliance deck. An empty deck is made again from its shuffled discard pile.
"""

from __future__ import annotations

from functools import lru_cache

from desktop_app.content.power_butler import Effect, EffectType, Target
from desktop_app.rules.common.rng import derive_rng, shuffle
from desktop_app.rules.power_butler.state import (
    LAST_ROUND_CARD,
    NO_CARD,
    NO_PLAYER,
    RETURNING,
    State,
)

# Enum members the move path reads, as plain names (Python 3.11 reads `Enum.MEMBER` through a
# descriptor, half a microsecond each).
_TARGET_ROLLER = Target.ROLLER
_TARGET_ALL = Target.ALL
_EFFECT_PAY_BILL = EffectType.PAY_BILL
_EFFECT_ADD_USAGE = EffectType.ADD_USAGE
_EFFECT_PAY_BILL_PER_CATEGORY = EffectType.PAY_BILL_PER_CATEGORY
_EFFECT_USAGE_PER_CATEGORY = EffectType.USAGE_PER_CATEGORY
_EFFECT_DISCOUNT = EffectType.DISCOUNT
_EFFECT_REFRESH_MARKET = EffectType.REFRESH_MARKET
_EFFECT_WAIVE_CONDITION = EffectType.WAIVE_CONDITION
_EFFECT_BLOCK_FACE = EffectType.BLOCK_FACE
_EFFECT_RETURN_MARKERS = EffectType.RETURN_MARKERS

START_PLAYER = 0

# Event tuples left in state.events for views (and for undo: see views.reveals_hidden).
EV_ROLL = "roll"  # (EV_ROLL, player, dice)
EV_EVENT = "event"  # (EV_EVENT, player, number)
EV_BUY = "buy"  # (EV_BUY, player, appliance)
EV_MARKER = "marker"  # (EV_MARKER, player, marker, appliance)
EV_BILL = "bill"  # (EV_BILL, player, notches paid)
EV_DRAW = "draw"  # (EV_DRAW, "appliance" | "event", card)
EV_RESHUFFLE = "reshuffle"  # (EV_RESHUFFLE, "appliance" | "event")
EV_LAST_ROUND_CARD = "last_round_card"  # (EV_LAST_ROUND_CARD, player)
EV_FINAL_ROUND = "final_round"  # (EV_FINAL_ROUND,)
EV_GAME_OVER = "game_over"  # (EV_GAME_OVER, winners)


def marker_fill_order(markers: int) -> list[int]:
    """The order in which 3元/! dice fill `markers` event-order markers, as marker positions
    (0 = far left): right first, leftwards, the double marker on the far left twice.

    Seed 000: 「須立即將該骰子置於較小數字編號事件卡所對應的事件排序標記上」 and 「其中的「雙3元/！」標記置於
    事件排序標記列最左方」 (RULES-NOTES 2: the double marker holds 2 dice). The one place this
    order is written: the rules (turn.py) and the views (through queries.py) both ask it.
    """
    return list(range(markers - 1, -1, -1)) + [0]


@lru_cache(maxsize=256)  # asked at every roll's end; a few dozen answers in all
def firing_position(markers: int, threes: int) -> int | None:
    """The marker position whose event fires with `threes` 3元/! dice (None: no die, no event).

    Seed 000: 「玩家根據其最後一個放在事件排序標記(即放在最左邊事件排序標記)上的骰子，拿取其上方所對應的事件卡」.
    """
    if threes <= 0 or markers <= 0:
        return None
    order = marker_fill_order(markers)
    return order[min(threes, len(order)) - 1]


def draw_event(state: State) -> int | None:
    """The top event card, reshuffling the discard pile into a new deck when needed."""
    if not state.event_deck:
        if not state.event_discard:
            return None
        deck = sorted(state.event_discard)
        shuffle(derive_rng(state.options.seed, f"event-shuffle/{state.turn}"), deck)
        state.event_deck = deck
        state.event_discard = []
        state.events.append((EV_RESHUFFLE, "event"))
    return state.event_deck.pop()


def refill_event_row(state: State) -> None:
    size = state.board.row_size
    while len(state.event_row) < size:
        card = draw_event(state)
        if card is None:
            break
        state.events.append((EV_DRAW, "event", card))
        state.event_row.append(card)
    state.event_row.sort(reverse=True)


def surface_last_round_card(state: State) -> None:
    """Seed 000: 「當卡牌堆最上方出現「最後一輪卡」時，須將此張卡牌移置起始玩家面前桌上」: the moment
    the last-round card is the top card of the appliance deck it goes to the start player (it does
    not wait on the deck for the next refill to draw it)."""
    if state.deck and state.deck[-1] == LAST_ROUND_CARD:
        state.deck.pop()
        state.last_round_holder = START_PLAYER
        state.events.append((EV_LAST_ROUND_CARD, START_PLAYER))


def draw_appliance(state: State) -> int | None:
    """The top appliance card, reshuffling the discard when needed. The last-round card never
    stays on top: it goes to the start player as soon as it comes up."""
    surface_last_round_card(state)
    if not state.deck:
        if not state.discard:
            return None
        deck = sorted(state.discard)
        shuffle(derive_rng(state.options.seed, f"appliance-shuffle/{state.turn}"), deck)
        state.deck = deck
        state.discard = []
        state.events.append((EV_RESHUFFLE, "appliance"))
    card = state.deck.pop()
    state.events.append((EV_DRAW, "appliance", card))
    surface_last_round_card(state)
    return card


def refill_market(state: State) -> None:
    size = state.board.market_size
    while len(state.market) < size:
        card = draw_appliance(state)
        if card is None:
            break
        state.market.append(card)


def _move_markers(state: State, where: int, to: int) -> None:
    """Every marker at `where` (a card, or RETURNING) goes to `to` (only the players with one
    there are looked through marker by marker)."""
    for own in state.markers:
        if where in own:
            for m, at in enumerate(own):
                if at == where:
                    own[m] = to


def return_markers_on(state: State, card: int) -> None:
    """Every marker on this appliance goes back to its owner (seed 000: 交還給各所屬玩家)."""
    _move_markers(state, card, NO_CARD)


def hold_markers_on(state: State, card: int) -> None:
    """Markers on a card bought during allocation wait off the shop until the turn's 電力記錄
    stage (seed 000 (4): 「將該張卡牌上方原先放置的各購買條件標記交還給各所屬玩家」)."""
    _move_markers(state, card, RETURNING)


def hand_back_markers(state: State) -> None:
    """Stage (4)電力記錄: markers from this turn's bought cards are back with their owners."""
    _move_markers(state, RETURNING, NO_CARD)


# event effects -------------------------------------------------------------------------------


def _targets(state: State, who: Target, roller: int) -> range | tuple[int, ...]:
    if who is _TARGET_ROLLER:
        return (roller,)
    if who is _TARGET_ALL:
        return range(state.players)
    return tuple(p for p in range(state.players) if p != roller)


def _pay(state: State, player: int, amount: int) -> None:
    """Bill marker forward, never past the usage marker, never back (a head start stays)."""
    paid = state.paid[player]
    state.paid[player] = max(paid, min(state.usage[player], paid + amount))


def apply_effect(state: State, effect: Effect, roller: int) -> None:
    kind = effect.type
    if kind is _EFFECT_PAY_BILL:
        for p in _targets(state, effect.who, roller):
            _pay(state, p, effect.amount)
    elif kind is _EFFECT_ADD_USAGE:
        for p in _targets(state, effect.who, roller):
            state.usage[p] += effect.amount
    elif kind is _EFFECT_PAY_BILL_PER_CATEGORY or kind is _EFFECT_USAGE_PER_CATEGORY:
        board = state.board
        for p in _targets(state, effect.who, roller):
            held: list[str | None] = [board.category_of[c] for c in state.owned[p]]
            count = held.count(effect.category)
            if kind is _EFFECT_PAY_BILL_PER_CATEGORY:
                _pay(state, p, effect.amount * count)
            else:
                state.usage[p] += effect.amount * count
    elif kind is _EFFECT_DISCOUNT:
        state.discount = max(state.discount, effect.amount)
    elif kind is _EFFECT_REFRESH_MARKET:
        for card in state.market:
            return_markers_on(state, card)
        state.discard.extend(state.market)
        state.market = []
        refill_market(state)
    elif kind is _EFFECT_WAIVE_CONDITION:
        assert effect.condition is not None  # the pack loader requires it for this effect
        state.waived |= 1 << int(effect.condition)
    elif kind is _EFFECT_BLOCK_FACE:
        assert effect.condition is not None  # the pack loader requires it for this effect
        state.blocked |= 1 << int(effect.condition)
    elif kind is _EFFECT_RETURN_MARKERS:
        for p in _targets(state, effect.who, roller):
            state.markers[p] = [NO_CARD] * len(state.markers[p])


def fire_event(state: State, number: int, roller: int) -> None:
    """Seed 000 "(2)事件觸發": read the card, do what it says, discard it."""
    state.fired_event = number
    state.fired_log.append(number)
    state.events.append((EV_EVENT, roller, number))
    for effect in state.board.events[number].effects:
        apply_effect(state, effect, roller)
    state.event_row.remove(number)
    state.event_discard.append(number)


__all__ = ["NO_PLAYER", "START_PLAYER", "apply_effect", "fire_event", "refill_event_row", "refill_market"]
