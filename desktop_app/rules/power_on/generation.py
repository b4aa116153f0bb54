"""發電 (generating power): fuel payments, the carbon tower, renewables, function effects.

Seed 001 section 3.(1). Payments are checked in closed form so any choice of cards is accepted
and legal moves can be listed as distinct multisets of the hand's card designs:

- coal: one discarded hand card per plant;
- gas: per plant one natural gas card, or two hand cards instead ("打出1張天然氣燃料卡可以棄置2張
  手牌取代"); so k cards pay for n plants when n <= k <= 2n and at least 2n - k are gas;
- nuclear: per plant one uranium card (or two hand cards instead) plus one waste barrel, which
  no discard replaces ("打出1張核廢料貯存桶卡無法以棄置2張手牌取代"); a uranium-or-waste card is
  one or the other, never both. So k cards pay for n plants when 2n <= k <= 3n and at least
  4n - k are uranium-or-waste cards.
"""

from __future__ import annotations

import functools

from desktop_app.content.power_on import EffectType
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.common.rng import derive_draws
from desktop_app.rules.power_on.deck import draw_to_hand, ensure_deck
from desktop_app.rules.power_on.state import (
    BONUS,
    COAL,
    FUEL_GAS,
    FUEL_URANIUM_OR_WASTE,
    GAS,
    HYDRO,
    NUCLEAR,
    SOLAR,
    WIND,
    Phase,
    State,
    TowerMode,
)

# Enum members the move path reads, as plain names (Python 3.11 reads `Enum.MEMBER` through a
# descriptor, half a microsecond each).
_PHASE_ACTIONS = Phase.ACTIONS
_PHASE_CITY = Phase.CITY
_PHASE_STACKING = Phase.STACKING
_PHASE_DISCARD = Phase.DISCARD
_EFFECT_DRAW_CARDS = EffectType.DRAW_CARDS
_EFFECT_EXTRA_ACTIONS = EffectType.EXTRA_ACTIONS
_EFFECT_POWER_BONUS = EffectType.POWER_BONUS
_EFFECT_REMOVE_CARBON = EffectType.REMOVE_CARBON
_EFFECT_TAKE_DISCARD = EffectType.TAKE_DISCARD
_EFFECT_RENEWABLE_BONUS = EffectType.RENEWABLE_BONUS

# Fuel payments (seed 001 3.(1) A), for the player aid; the closed forms below use them as 1 and
# 2 (tests/power_on/test_po_aid.py checks that they agree).
COAL_CARDS_PER_PLANT = 1  # 「將1張手牌丟置棄牌堆以提供煤炭燃料，啟動1張…燃煤電廠卡」
CARDS_FOR_A_FUEL_CARD = 2  # 「打出1張天然氣燃料卡可以棄置2張手牌取代」 (uranium too; never a waste barrel)
SKIPPED_TURNS_PER_COLLAPSE = 1  # 「尚須暫停1個行動回合以示懲罰」, for each collapse

EV_STACKED = "stacked"  # (EV_STACKED, player, tokens): tokens stood on the tower
EV_COLLAPSE = "collapse"  # (EV_COLLAPSE, player, height): the tower fell and was cleared
EV_POWER = "power"  # (EV_POWER, player, type_index, count, power)
EV_RESTACK = "restack"  # (EV_RESTACK, player, tokens): taken off the tower's top to stack again
EV_TOWER_CHANCE = "tower_chance"  # (EV_TOWER_CHANCE,): the no-dexterity tower drew from the RNG


def payment_ok(s: State, type_index: int, count: int, cards: tuple[int, ...]) -> bool:
    """Do these cards pay for running `count` plants of this type? (the rules in the docstring)"""
    k = len(cards)
    if type_index == COAL:
        return k == COAL_CARDS_PER_PLANT * count
    fuels = [s.tables.fuel_code[c] for c in cards]
    if type_index == GAS:
        return count <= k <= 2 * count and fuels.count(FUEL_GAS) >= 2 * count - k
    if type_index == NUCLEAR:
        return 2 * count <= k <= 3 * count and fuels.count(FUEL_URANIUM_OR_WASTE) >= 4 * count - k
    return False


def payment_sizes(type_index: int, count: int) -> range:
    """How many cards a payment for `count` plants of this type may have."""
    if type_index == COAL:
        return range(count, count + 1)
    if type_index == GAS:
        return range(count, 2 * count + 1)
    return range(2 * count, 3 * count + 1)


def multisets(groups: list[list[int]], size: int) -> list[tuple[int, ...]]:
    """Every distinct choice of `size` cards when cards in one group are interchangeable.

    `groups` holds the hand's cards by design; a choice takes the lowest-numbered cards of each
    group, so two equal gas cards never make two different actions.
    """
    sizes = tuple(len(g) for g in groups)
    return [tuple(sorted(c for g, k in zip(groups, pattern) for c in g[:k])) for pattern in take_patterns(sizes, size)]


@functools.lru_cache(maxsize=4096)
def take_patterns(sizes: tuple[int, ...], size: int) -> tuple[tuple[int, ...], ...]:
    """How many cards to take from each group (of these sizes) to take `size` in all."""
    out: list[tuple[int, ...]] = []

    def walk(i: int, left: int, taken: tuple[int, ...]) -> None:
        if left == 0:
            out.append(taken + (0,) * (len(sizes) - i))
            return
        if i == len(sizes):
            return
        for take in range(min(left, sizes[i]), -1, -1):
            walk(i + 1, left - take, taken + (take,))

    walk(0, size, ())
    return tuple(out)


def check_generate(s: State, type_index: int, count: int, cards: tuple[int, ...]) -> None:
    """Raise IllegalAction unless the current player may run these plants with these cards."""
    if type_index != COAL and type_index != GAS and type_index != NUCLEAR:
        raise IllegalAction(
            "renewable_needs_no_action",
            "Solar, wind and hydro plants run without an action point: use 'run renewables'.",
        )
    if count < 1:
        raise IllegalAction("bad_count", "Run at least one plant.")
    t_ = s.tables
    plants = tuple(s.plants[s.current])
    unused = (t_.owned.get(plants) or t_.count_types(plants))[type_index] - s.used[type_index]  # s.unused
    if count > unused:
        raise IllegalAction(
            "not_enough_plants",
            f"You have {unused} unused plant(s) of that type this turn, not {count}.",
            unused=unused,
            count=count,
        )
    chosen = set(cards)
    if len(chosen) != len(cards) or not chosen.issubset(s.hands[s.current]):
        raise IllegalAction("card_not_in_hand", "Pay only with different cards from your hand.")
    if not payment_ok(s, type_index, count, cards):
        raise IllegalAction(
            "bad_fuel",
            "Those cards do not pay for the fuel: coal takes 1 card per plant; gas 1 natural gas "
            "or 2 cards per plant; nuclear 1 uranium (or 2 cards) and 1 waste barrel per plant.",
        )
    carbon = t_.carbon[type_index] * count
    total = t_.carbon_tokens
    if carbon > total:
        raise IllegalAction(
            "no_carbon_tokens",
            f"This needs {carbon} carbon tokens but the game has only {total}.",
            needed=carbon,
            total=total,
        )


def generate(s: State, type_index: int, count: int, cards: tuple[int, ...]) -> None:
    """Pay, mark the plants as run, then stack the carbon tokens (or add the power at once)."""
    player = s.current
    hand = s.hands[player]
    for card in cards:
        hand.remove(card)
        s.discard.append(card)
    s.used[type_index] += count
    t_ = s.tables
    power = t_.power[type_index] * count
    tokens = t_.carbon[type_index] * count
    short = tokens - (t_.carbon_tokens - s.tower)  # the supply's (State.carbon_supply)
    if short > 0:
        # Decision: tokens missing from the supply come off the top of the tower and are stacked
        # again, so a tall tower never blocks coal and gas (the game could stall) but stays risky.
        s.tower -= short
        del s.tower_drops[len(s.tower_drops) - short :]
        s.events.append((EV_RESTACK, player, short))
    if tokens == 0:
        _deliver(s, player, type_index, count, power)
    elif s.options.tower == TowerMode.STACKING:
        s.pending_tokens = tokens
        s.pending_power = power
        s.pending_type = type_index
        s.pending_count = count
        s.phase = _PHASE_STACKING
    else:
        _stack_by_chance(s, player, type_index, count, power, tokens)


def _deliver(s: State, player: int, type_index: int, count: int, power: int) -> None:
    s.power += power
    s.power_by_type[player][type_index] += power
    s.events.append((EV_POWER, player, type_index, count, power))


def fall_per_mille(s: State, height: int) -> int:
    """The no-dexterity tower's chance (per mille) that a token put on a tower `height` high falls.

    Seed 001 3.(2) A 「碳塔直接從桌面上開始堆疊」: the first token of a tower lies on the table, so
    it never falls, whatever the pack's chance says (`tower_chance.base` may be above 0); above
    it the pack's chance grows with the height (RULES-NOTES 3). Read off `Tables.fall`, worked
    out once per game.
    """
    fall = s.tables.fall
    return fall[height] if height < len(fall) else s.content.tower_chance.per_mille(height)


def _stack_by_chance(s: State, player: int, type_index: int, count: int, power: int, tokens: int) -> None:
    """No-dexterity tower: each token falls with a chance that grows with the tower's height."""
    s.rng_draws += 1
    s.events.append((EV_TOWER_CHANCE,))
    # One draw a token, the first too (it cannot fall): the same draws as ever, so games replay
    # (derive_draws: the derived RNG's randrange(1000) numbers; those after a fall go unused).
    fall = s.tables.fall  # fall_per_mille by height (a tower never stands above the game's tokens)
    for draw in derive_draws(s.options.seed, f"tower/{s.rng_draws}", 1000, tokens):
        if draw < fall[s.tower]:
            collapse(s, player)
            return
        s.tower += 1
        s.carbon_stacked[player] += 1
    s.events.append((EV_STACKED, player, tokens))
    _deliver(s, player, type_index, count, power)


def stack_token(s: State, x: int, angle: int, fell: int) -> None:
    """Stacking mode: record one token's outcome; the last one standing delivers the power."""
    player = s.current
    if fell:
        collapse(s, player)
        return
    s.tower += 1
    s.tower_drops.append((x, angle))
    s.carbon_stacked[player] += 1
    s.pending_tokens -= 1
    if s.pending_tokens == 0:
        s.events.append((EV_STACKED, player, s.pending_count))
        _deliver(s, player, s.pending_type, s.pending_count, s.pending_power)
        s.pending_power = s.pending_count = 0
        s.pending_type = -1
        s.phase = _PHASE_ACTIONS if s.actions_left > 0 else _PHASE_CITY


def collapse(s: State, player: int) -> None:
    """Seed 001 3.(2) D/E: no power from this activation, the player owes one more skipped turn
    (each collapse its own, even two in one turn), every other player discards one card, and the
    tower is cleared."""
    s.events.append((EV_COLLAPSE, player, s.tower))
    s.collapses[player] += 1
    s.tower = 0
    s.tower_drops = []
    s.pending_tokens = s.pending_power = s.pending_count = 0
    s.pending_type = -1
    s.skip_turns[player] += SKIPPED_TURNS_PER_COLLAPSE
    n = s.players
    s.discarders = [(player + i) % n for i in range(1, n) if s.hands[(player + i) % n]]
    if s.discarders:
        s.phase = _PHASE_DISCARD
    else:
        s.phase = _PHASE_ACTIONS if s.actions_left > 0 else _PHASE_CITY


def run_renewables(s: State, type_index: int) -> None:
    """Run every unused plant of one renewable type: solar and wind give the deck top's back
    number each, hydro its fixed output (seed 001 3.(1) B)."""
    run_counted_renewables(s, type_index, s.unused(type_index))


def run_counted_renewables(s: State, type_index: int, count: int) -> None:
    """`run_renewables` when the caller has counted the unused plants (`count`, at least 1)."""
    if type_index == SOLAR or type_index == WIND:
        if not s.deck:
            ensure_deck(s)
        each = s.tables.back[s.deck[-1]] if s.deck else 0  # s.deck_top_back()
    else:
        each = s.tables.power[type_index]
    s.used[type_index] += count
    _deliver(s, s.current, type_index, count, each * count)


def play_effects(s: State, card: int) -> None:
    """Carry out a function card's effects in order (the card then goes to the discard pile)."""
    player = s.current
    for effect in s.tables.effects[card]:
        kind, amount = effect.type, effect.amount
        if kind is _EFFECT_DRAW_CARDS:
            draw_to_hand(s, player, amount)
        elif kind is _EFFECT_EXTRA_ACTIONS:
            s.actions_left += amount
        elif kind is _EFFECT_POWER_BONUS:
            s.power += amount
            s.power_by_type[player][BONUS] += amount
        elif kind is _EFFECT_REMOVE_CARBON:
            removed = min(amount, s.tower)
            s.tower -= removed
            if s.tower_drops:
                del s.tower_drops[len(s.tower_drops) - removed :]
        elif kind is _EFFECT_TAKE_DISCARD:
            hand = s.hands[player]
            room = s.content.hand_limit - len(hand)
            for _ in range(min(amount, room, len(s.discard))):
                hand.append(s.discard.pop())
        elif kind is _EFFECT_RENEWABLE_BONUS:
            bonus = amount * (s.plant_count(player, SOLAR) + s.plant_count(player, WIND))
            s.power += bonus
            s.power_by_type[player][BONUS] += bonus


__all__ = [
    "HYDRO",
    "check_generate",
    "collapse",
    "generate",
    "multisets",
    "payment_ok",
    "payment_sizes",
    "play_effects",
    "run_counted_renewables",
    "run_renewables",
    "stack_token",
]
