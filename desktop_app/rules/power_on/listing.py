"""電力啟動 (Power On!) rules: whose turn it is and the legal moves (`engine.py` sets a game up
and applies a move; it re-exports what is here).

`legal_actions` lists every legal move; `legal_action_at(s, pick)` makes only the one at
`pick(len(legal_actions(s)))` (the random bot's move: the moves are counted by kind, and only the
chosen one built). A hand's builds, plays and generates come from its plan
(`fuel_choices.hand_plan`). Rules: seed 001 and RULES-NOTES section 3.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from itertools import combinations
from typing import Any

from desktop_app.content.power_on import CardKind, PlantType
from desktop_app.rules.common.actions import Action
from desktop_app.rules.common.rng import randbelow
from desktop_app.rules.power_on.actions import (
    DiscardCard,
    DrawCard,
    EndActions,
    Generate,
    RunRenewables,
    StackToken,
    TakeCities,
    TakeMarketCard,
)
from desktop_app.rules.power_on.fuel_choices import build_action, hand_plan, play_action
from desktop_app.rules.power_on.state import (
    COAL,
    GAS,
    HYDRO,
    NUCLEAR,
    SOLAR,
    WIND,
    Phase,
    State,
)

# Enum members the move path reads, as plain names (Python 3.11 reads `Enum.MEMBER` through a
# descriptor, half a microsecond each).
_PHASE_ACTIONS = Phase.ACTIONS
_PHASE_CITY = Phase.CITY
_PHASE_STACKING = Phase.STACKING
_PHASE_DISCARD = Phase.DISCARD
_PHASE_GAME_OVER = Phase.GAME_OVER
_CARDKIND_PLANT = CardKind.PLANT
_CARDKIND_FUNCTION = CardKind.FUNCTION

# `legal_action_at`'s pick: a function of the count giving the index, or an RNG to draw it from
Pick = Callable[[int], int] | random.Random


# --- queries ----------------------------------------------------------------------------------


def current_player(s: State) -> int:
    """Who acts now: the turn's player, or a player discarding after a collapse; -1 when over."""
    if s.phase is _PHASE_GAME_OVER:
        return -1
    if s.phase is _PHASE_DISCARD:
        return s.discarders[0]
    return s.current


def is_over(s: State) -> bool:
    return s.phase is _PHASE_GAME_OVER


def first_token(s: State) -> bool:
    """Is the next token the first of a new tower? Seed 001 3.(2) A: 「碳塔直接從桌面上開始堆疊，由首位
    堆疊玩家決定堆疊位置」: it goes on the table where its stacker puts it, so it cannot fall."""
    return s.tower == 0


def renewable_types(s: State) -> list[int]:
    """Renewable types the current player has unused plants of."""
    owned = _owned_by_type(s)
    used = s.used
    return [t for t in (SOLAR, WIND, HYDRO) if owned[t] - used[t] > 0]


def _owned_by_type(s: State) -> tuple[int, ...]:
    """The current player's plants counted by type index (`State.owned`, inlined: the hot path)."""
    plants = tuple(s.plants[s.current])
    return s.tables.owned.get(plants) or s.tables.count_types(plants)


def _shared(cls: Callable[..., Action], *args: Any) -> Any:
    """One shared object per action and fields: actions are immutable, and making a frozen
    dataclass costs more than the rest of a legal move's work (as Power Grid's tables do)."""
    key = (cls, args)
    found = _ACTIONS.get(key)
    if found is None:
        if len(_ACTIONS) >= _ACTIONS_LIMIT:
            _ACTIONS.clear()
        found = _ACTIONS[key] = cls(*args)
    return found


_ACTIONS: dict[tuple[Any, tuple[Any, ...]], Action] = {}
_ACTIONS_LIMIT = 50_000  # entries before the table starts again (a long search cannot fill memory)


def _card_action(made: dict[int, Any], cls: Callable[[int], Action], card: int) -> Any:
    """`_shared` for the actions naming one card, looked up by the card's number alone (a legal
    move list names every card of the hand and the market): `made` holds that class's."""
    found = made[card] = cls(card)
    return found


def _card_actions(made: dict[int, Any], cls: Callable[[int], Action], cards: list[int]) -> list[Any]:
    """`_card_action` for each of `cards`, in their order."""
    try:
        return list(map(made.__getitem__, cards))
    except KeyError:
        return [made.get(c) or _card_action(made, cls, c) for c in cards]


# card number -> its action, one table per class (a pack has a few dozen cards)
_TAKE: dict[int, TakeMarketCard] = {}
_DISCARD: dict[int, DiscardCard] = {}


def generate_options(s: State) -> list[Generate]:
    """Every distinct `generate` the current player may take now: per type with unused plants,
    every count and distinct payment (fuel_choices.py keeps what it works out)."""
    owned = _owned_by_type(s)
    used = s.used
    free = (owned[COAL] - used[COAL], owned[GAS] - used[GAS], owned[NUCLEAR] - used[NUCLEAR])
    ordered = sorted(s.hands[s.current])
    return hand_plan(s.tables, ordered).generates(ordered, free)


def city_options(s: State) -> list[TakeCities]:
    """The cities this turn's power can light: one at most, or any set that fits (variant)."""
    ids, need = s.tables.city_ids, s.tables.city_power
    out = [_LIGHT_NONE]
    row = sorted(s.city_row)
    if not s.several_cities:
        power = s.power
        for c in row:
            if need[c] <= power:
                city = ids[c]
                out.append(_LIGHT_ONE.get(city) or _light_one(city))
        return out
    for k in range(1, len(row) + 1):
        for combo in combinations(row, k):
            if sum(need[c] for c in combo) <= s.power:
                out.append(_shared(TakeCities, tuple(ids[c] for c in combo)))
    return out


def _light_one(city: str) -> TakeCities:
    found = _LIGHT_ONE[city] = TakeCities((city,))
    return found


_LIGHT_NONE = TakeCities(())
_LIGHT_ONE: dict[str, TakeCities] = {}  # city id -> lighting that city alone (shared, as `_shared`)


def legal_actions(s: State) -> list[Action]:
    """Every legal action for `current_player(s)` (stacking: one representative drop per outcome)."""
    phase = s.phase
    if phase is _PHASE_GAME_OVER:
        return []
    if phase is _PHASE_DISCARD:
        return _card_actions(_DISCARD, DiscardCard, sorted(s.hands[s.discarders[0]]))
    if phase is _PHASE_STACKING:
        if first_token(s):
            return [_shared(StackToken, 0, 0, 0)]  # the first token lies on the table: it cannot fall
        return [_shared(StackToken, 0, 0, 0), _shared(StackToken, 0, 0, 1)]
    owned = _owned_by_type(s)
    used = s.used
    renew: list[Action] = []
    if owned[SOLAR] > used[SOLAR]:
        renew.append(_RUN[SOLAR])
    if owned[WIND] > used[WIND]:
        renew.append(_RUN[WIND])
    if owned[HYDRO] > used[HYDRO]:
        renew.append(_RUN[HYDRO])
    if phase is _PHASE_CITY:
        return renew + city_options(s)
    out: list[Action] = []
    hand = s.hands[s.current]
    if len(hand) < s.tables.hand_limit:
        if s.deck or s.discard:
            out.append(_DRAW)
        out.extend(_card_actions(_TAKE, TakeMarketCard, sorted(s.market)))
    # One build / play per design in the hand (equal cards make equal actions), lowest card
    # first; then the generates, planned per hand (fuel_choices.py).
    ordered = sorted(hand)
    plan = hand_plan(s.tables, ordered)
    out += plan.build_actions(ordered)
    out += plan.play_actions(ordered)
    free = (owned[COAL] - used[COAL], owned[GAS] - used[GAS], owned[NUCLEAR] - used[NUCLEAR])
    if free[0] > 0 or free[1] > 0 or free[2] > 0:  # else no fuel-burning plant left (the usual case)
        out += plan.generates(ordered, free)
    out += renew
    out.append(_END_ACTIONS)
    return out


def legal_action_at(s: State, pick: Pick) -> Action:
    """`legal_actions(s)[pick(len(legal_actions(s)))]`, making only the action picked (a random
    playout's move: `pick` is called once with the same count). `pick` may also be a
    `random.Random`, drawn from as `rules.common.rng.randbelow(pick, count)` draws (the random
    bot's move: the same number and draws as `randrange`, inline for a plain `random.Random`,
    with no Python call for the draw).

    In the action step the moves are counted by kind (draw, take, the hand plan's builds, plays
    and generates, renewables, end) and only the one picked is made; elsewhere the lists are
    short and are listed. tests/power_on/test_po_listing.py checks every index against
    `legal_actions` over random states.
    """
    phase = s.phase
    if phase is not _PHASE_ACTIONS:
        if phase is _PHASE_CITY and not s.several_cities:
            return _city_action_at(s, pick)
        actions = legal_actions(s)
        return actions[randbelow(pick, len(actions)) if isinstance(pick, random.Random) else pick(len(actions))]
    t_ = s.tables
    current = s.current
    plants = tuple(s.plants[current])
    # State.owned, and each type's plants run this turn
    coal, gas, nuclear, solar, wind, hydro = t_.owned.get(plants) or t_.count_types(plants)
    used_coal, used_gas, used_nuclear, used_solar, used_wind, used_hydro = s.used
    hand = s.hands[current]
    takes = draws = 0
    if len(hand) < t_.hand_limit:
        draws = 1 if s.deck or s.discard else 0
        takes = draws + len(s.market)
    ordered = sorted(hand)
    # hand_plan(t_, ordered), its kept plan looked up here (a call less on the hottest line)
    plans = t_.plans
    plan = plans.hands.get(tuple(map(t_.design.__getitem__, ordered))) if plans else None
    if plan is None:
        plan = hand_plan(t_, ordered)
    gens = 0
    free = _NO_RUNS
    if coal > used_coal or gas > used_gas or nuclear > used_nuclear:  # else none to run (usual)
        free = (coal - used_coal, gas - used_gas, nuclear - used_nuclear)
        counted = plan.runs.get(free)  # HandPlan.generate_count, its kept answer read here
        gens = counted[0] if counted else plan.generate_count(free)
    solar, wind, hydro = solar > used_solar, wind > used_wind, hydro > used_hydro
    n = takes + plan.card_moves + gens + solar + wind + hydro + 1
    if type(pick) is _RANDOM:  # randbelow(pick, n), inline
        bits = pick.getrandbits
        k = n.bit_length()
        i = bits(k)
        while i >= n:
            i = bits(k)
    else:
        i = randbelow(pick, n) if isinstance(pick, random.Random) else pick(n)
    if i < takes:
        if i < draws:
            return _DRAW
        card = sorted(s.market)[i - draws]
        return _TAKE.get(card) or _card_action(_TAKE, TakeMarketCard, card)
    i -= takes
    builds = plan.builds
    if i < len(builds):
        return build_action(ordered[builds[i]])
    i -= len(builds)
    plays = plan.plays
    if i < len(plays):
        return play_action(ordered[plays[i]])
    i -= len(plays)
    if i < gens:
        return plan.generate_at(ordered, free, i)
    i -= gens
    return _renew_or_end(i, solar, wind, hydro)


def _renew_or_end(i: int, solar: bool, wind: bool, hydro: bool) -> Action:
    """The `i`th of the renewables still to run (solar, wind, hydro) then ending."""
    if solar:
        if i == 0:
            return _RUN[SOLAR]
        i -= 1
    if wind:
        if i == 0:
            return _RUN[WIND]
        i -= 1
    if hydro:
        if i == 0:
            return _RUN[HYDRO]
        i -= 1
    if i == 0:
        return _END_ACTIONS
    raise IndexError(i)


def _city_action_at(s: State, pick: Pick) -> Action:
    """`legal_action_at` in the city step with one city a turn: renewables, none, then each
    city of the row (lowest number first) that this turn's power lights."""
    t_ = s.tables
    plants = tuple(s.plants[s.current])
    _, _, _, solar, wind, hydro = t_.owned.get(plants) or t_.count_types(plants)  # State.owned
    _, _, _, used_solar, used_wind, used_hydro = s.used
    solar, wind, hydro = solar > used_solar, wind > used_wind, hydro > used_hydro
    renew = solar + wind + hydro
    need, power = t_.city_power, s.power
    lit = []
    for c in s.city_row:
        if need[c] <= power:
            lit.append(c)
    n = renew + 1 + len(lit)
    if type(pick) is _RANDOM:  # randbelow(pick, n), inline
        bits = pick.getrandbits
        k = n.bit_length()
        i = bits(k)
        while i >= n:
            i = bits(k)
    else:
        i = randbelow(pick, n) if isinstance(pick, random.Random) else pick(n)
    if i < renew:
        return _renew_or_end(i, solar, wind, hydro)
    if i == renew:
        return _LIGHT_NONE
    lit.sort()
    city = t_.city_ids[lit[i - renew - 1]]
    return _LIGHT_ONE.get(city) or _light_one(city)


PlantType_BY_INDEX = tuple(PlantType)
_RANDOM = random.Random
_DRAW = DrawCard()
_NO_RUNS = (0, 0, 0)  # no coal, gas or nuclear plant left to run (then no generate is picked)
_END_ACTIONS = EndActions()
_RUN = {t: RunRenewables(PlantType_BY_INDEX[t]) for t in (SOLAR, WIND, HYDRO)}
