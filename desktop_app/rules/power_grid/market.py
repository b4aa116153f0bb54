"""The plant market, the deck and the resource market (seed 002 "发电厂市场", seed 004 setup).

Functions here mutate a `State` in place; the engine calls them from `apply`. Each market
change is also noted in `state.events` as a small tuple, so a view can narrate it without
diffing states.
"""

from __future__ import annotations

from bisect import insort

from desktop_app.rules.common.rng import derive_rng, shuffle
from desktop_app.rules.power_grid.state import STEP3_CARD, Phase, State

_AUCTION, _BUILDING = Phase.AUCTION, Phase.BUILDING  # plain names: see queries.py

# Event tuples appended to state.events.
EV_PLANT_DRAWN = "plant_drawn"  # (EV, plant)
EV_PLANT_REMOVED = "plant_removed"  # (EV, plant, reason)
EV_PLANT_TO_DECK_BOTTOM = "plant_to_deck_bottom"  # (EV, plant)
EV_STEP3_CARD = "step3_card_drawn"  # (EV,)
EV_STEP = "step_started"  # (EV, step)
EV_RESUPPLY = "resupply"  # (EV, (coal, oil, garbage, uranium))

REASON_UPKEEP = "upkeep"  # numbered at or below the most cities connected
REASON_NO_SALE = "no_sale"  # nobody bought a plant this round
REASON_STEP2 = "step2"
REASON_STEP3 = "step3"
REASON_STEP3_UPKEEP = "step3_bureaucracy"
REASON_DISCARDED = "discarded"  # scrapped by a player over the plant limit


# --- plant market -----------------------------------------------------------------------


def replace_plants(state: State, count: int = 1) -> None:
    """Draw one new plant for each of `count` plants that left the market, then enforce upkeep.

    Every plant that leaves is replaced by exactly one card, whatever the step (seed 002:
    "翻开1张发电厂牌" after a purchase, "另翻一张发电厂替代" after a removal). In Steps 1-2 that
    keeps eight plants; in Step 3 a short market stays short until the first Step 3 auction
    fills it (`fill_market`), as seed 004 says.
    """
    deck = state.deck
    if count == 1 and deck and deck[-1] != STEP3_CARD and not state.step3_pending:
        # _draw(state, 1), its usual case inlined: a plant from the deck into the market
        card = deck.pop()
        state.events.append((EV_PLANT_DRAWN, card))
        insort(state.market, card)
    else:
        _draw(state, count)
    # enforce_upkeep's own first test, inlined: nothing to do unless the lowest plant is at or
    # below the most cities anyone connected (the market is sorted)
    market = state.market
    if market and market[0] <= max(map(len, state.cities)):
        enforce_upkeep(state)


def fill_market(state: State) -> None:
    """Draw until the market holds its size for the step, then enforce upkeep.

    Seed 004: "如果进入step3 的第一次步骤2 拍卖时，市场中电厂数量未达到6 张，请先从牌堆中补足".
    Called at the start of every Step 3 auction: after the first, one-for-one replacement keeps
    six plants, so it only draws again if the deck ran short.
    """
    _draw(state, state.market_size() - len(state.market))
    enforce_upkeep(state)


def enforce_upkeep(state: State) -> None:
    """Remove every buyable plant numbered at or below the most cities any player connected.

    Seed 002: "游戏中的任何时候 ... 某发电厂的编号等同或小于点算表中最多连接城市的数目，则将这发电厂
    丢弃，另翻一张发电厂替代" — one replacement per plant removed; replacements that qualify go too.
    """
    market = state.market
    while True:
        leader = max(map(len, state.cities))
        if not market or market[0] > leader:  # the market is sorted: no plant at or below the leader
            return
        low = [p for p in state.buyable_plants() if p <= leader]
        if not low:
            return
        for plant in low:
            state.market.remove(plant)
            state.removed.append(plant)
            state.events.append((EV_PLANT_REMOVED, plant, REASON_UPKEEP))
        # Replacements (or plants moving up into the buyable row) may qualify too: check again.
        _draw(state, len(low))


def _draw(state: State, count: int) -> None:
    """Draw up to `count` plants from the deck into the market.

    The Step 3 card, when it comes up, is handled as seed 002 says for the phase in progress:
    in Phases 2 and 4 it sorts as the biggest plant and waits for the phase's end (no more
    draws meanwhile: the remaining deck is reshuffled when Step 3 starts; in Phase 2 the
    current row is not refilled from the future row either); elsewhere Step 3
    starts at once, dropping the card and the lowest plant without replacement.
    """
    deck = state.deck
    for _ in range(count):
        if not deck or state.step3_pending:
            return
        card = deck.pop()
        if card == STEP3_CARD:
            state.events.append((EV_STEP3_CARD,))
            if state.phase is _AUCTION or state.phase is _BUILDING:
                if state.phase is _AUCTION:
                    # Seed 004: "在此拍卖步骤剩余的过程中将不从未来市场中补充电厂到可拍卖市场": the
                    # current row keeps only the plants still in it; the gaps stay open.
                    missing = state.market_size() - len(state.market)
                    keep = max(0, state.board.content.buyable_count - missing)
                    state.frozen_buyable = tuple(state.market[:keep])
                insort(state.market, card)
                state.step3_pending = True
            else:
                begin_step3(state)
            return
        state.events.append((EV_PLANT_DRAWN, card))
        insort(state.market, card)


def remove_lowest_plant(state: State, reason: str, replace: bool = True) -> None:
    """Take the lowest plant out of the game, then (usually) draw a replacement."""
    if not state.market or state.market[0] == STEP3_CARD:
        return
    plant = state.market.pop(0)
    state.removed.append(plant)
    state.events.append((EV_PLANT_REMOVED, plant, reason))
    if replace:
        replace_plants(state)


def begin_step3(state: State) -> None:
    """Step 3 starts: drop the Step 3 card and the lowest plant (no replacement), reshuffle.

    Seed 002: "丢弃Phase 3牌及编号最小的发电厂，但不补回发电厂 ... 将未用的发电厂牌迭重新洗混".
    """
    if STEP3_CARD in state.market:
        state.market.remove(STEP3_CARD)
    state.step3_pending = False
    state.frozen_buyable = None
    state.step = 3
    state.events.append((EV_STEP, 3))
    remove_lowest_plant(state, REASON_STEP3, replace=False)
    # rng.shuffle: Random.shuffle's order, drawn inline (tests/power_butler/test_pb_fast_paths.py)
    shuffle(derive_rng(state.options.seed, f"step3-shuffle/{state.round}"), state.deck)
    enforce_upkeep(state)


def bureaucracy_market_update(state: State) -> None:
    """End of Phase 5: Steps 1-2 put the biggest plant under the deck; Step 3 drops the lowest.

    Seed 002: "把编号最大的发电厂（必然在第二行）放到发电厂的牌迭底（即Phase 3牌下）。另翻一张发电厂
    替代。第三阶段时，从发电厂市场中，把编号最小的发电厂丢弃，另翻一张发电厂替代。"
    """
    if state.step == 3:
        remove_lowest_plant(state, REASON_STEP3_UPKEEP)
        return
    if not state.market:
        return
    biggest = state.market.pop()
    state.deck.insert(0, biggest)
    state.sent_back = (*state.sent_back, biggest)  # in everyone's sight (rules/power_grid/views.py)
    state.events.append((EV_PLANT_TO_DECK_BOTTOM, biggest))
    replace_plants(state)


# --- resource market ------------------------------------------------------------------------


def resource_cost(state: State, resource: int, amount: int) -> int:
    """Price of buying `amount` of a fuel now, cheapest first; -1 if the market lacks it."""
    in_market = state.res_market[resource]
    if amount > in_market:
        return -1
    prefix = state.board.price_prefix[resource]
    first = len(prefix) - 1 - in_market
    return prefix[first + amount] - prefix[first]


def resupply(state: State) -> None:
    """Phase 5 refill by the table for players and step, never more than the supply holds."""
    board = state.board
    market, supply = state.res_market, state.res_supply
    coal, oil, garbage, uranium = board.resupply[state.step - 1]
    coal_slots, oil_slots, garbage_slots, uranium_slots = board.track_slots
    # each fuel as many as the table says, no more than the supply has or the track has room
    # for (min() written out: a builtin call costs more than these tests, four times a round)
    have, room = supply[0], coal_slots - market[0]
    coal = (coal if coal <= have else have) if coal <= room else (room if room <= have else have)
    have, room = supply[1], oil_slots - market[1]
    oil = (oil if oil <= have else have) if oil <= room else (room if room <= have else have)
    have, room = supply[2], garbage_slots - market[2]
    garbage = (garbage if garbage <= have else have) if garbage <= room else (room if room <= have else have)
    have, room = supply[3], uranium_slots - market[3]
    uranium = (uranium if uranium <= have else have) if uranium <= room else (room if room <= have else have)
    market[0] += coal
    market[1] += oil
    market[2] += garbage
    market[3] += uranium
    supply[0] -= coal
    supply[1] -= oil
    supply[2] -= garbage
    supply[3] -= uranium
    state.events.append((EV_RESUPPLY, (coal, oil, garbage, uranium)))
