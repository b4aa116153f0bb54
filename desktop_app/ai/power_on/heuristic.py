"""A heuristic Power On! bot that plays like a sensible family player.

One decision per call, recomputed from the observation (no memory, so it can take over any
seat at any moment):

- It picks the best city it can still light this turn (most stars, then least power) from the
  power it has plus what its unused plants could add with the action points left. If there is
  one, it generates towards it, biggest output first, paying with its least useful cards, and
  avoids piling carbon on a tall tower when a collapse is likely.
- Otherwise it grows: builds the plants in its hand, plays helpful function cards, takes a
  useful face-up card (a plant, or fuel for its plants) or draws from the deck.
- Solar and wind run at once when the deck top shows 2, otherwise at the end of the actions;
  hydro runs at once.
- After the actions it lights the city worth most stars; after a collapse it discards its least
  useful card; in stacking mode it stacks through the physics with its level's aim.
"""

from __future__ import annotations

import random

from desktop_app.ai.base import Reason
from desktop_app.ai.power_on.stacking import physics_drop
from desktop_app.content.power_on import CardKind, EffectType, FuelType, PlantType
from desktop_app.rules.common.actions import Action
from desktop_app.rules.power_on.actions import (
    BuildPlant,
    DiscardCard,
    DrawCard,
    EndActions,
    Generate,
    PlayFunction,
    RunRenewables,
    StackToken,
    TakeCities,
    TakeMarketCard,
)
from desktop_app.rules.power_on.engine import (
    city_options,
    current_player,
    generate_options,
    renewable_types,
)
from desktop_app.rules.power_on.generation import fall_per_mille
from desktop_app.rules.power_on.state import (
    COAL,
    GAS,
    HYDRO,
    NUCLEAR,
    PLANT_TYPES,
    SOLAR,
    TYPE_INDEX,
    WIND,
    Phase,
    State,
    TowerMode,
)

# Build order: what one more plant of each type is worth to this bot (tuned by self-play).
PLANT_VALUE = {NUCLEAR: 7, COAL: 6, GAS: 5, HYDRO: 3, SOLAR: 3, WIND: 3}
# Above this collapse chance for a whole activation, carbon plants wait (unless they light a city).
RISK_LIMIT = 0.3
# What a collapse costs, in card values (a lost turn and the activation's cards): weighs risk.
RISK_WEIGHT = 15.0
# The tower height from which a carbon-capture card is worth an action.
CAPTURE_HEIGHT = 8
# A face-up card worth at least this (`_card_value`) is taken rather than a card drawn blind.
TAKE_VALUE = 4


class HeuristicBot:
    """A sensible player; `level` sets the stacking aim (beginner, standard, expert).
    `oldest_card`: with room in its hand and no plant to build, it takes the face-up card that
    has lain longest, whatever it is, instead of the one it values most or a draw (the
    searching expert's own play: measured stronger, see `ai/power_on/expert.py`)."""

    name = "heuristic"

    def __init__(self, level: str = "standard", oldest_card: bool = False) -> None:
        self.level = level
        self.oldest_card = oldest_card

    def choose(self, obs: State, rng: random.Random) -> Action:
        phase = obs.phase
        if phase is Phase.STACKING:
            return physics_drop(obs, rng, self.level)
        if phase is Phase.DISCARD:
            me = current_player(obs)
            hand = obs.hands[me]
            return DiscardCard(min(hand, key=lambda c: (_card_value(obs, me, c), c)))
        if phase is Phase.CITY:
            for t in renewable_types(obs):
                return RunRenewables(PLANT_TYPES[t])
            return _best_city(obs)
        return _action(obs, self.oldest_card)

    def decide_with_reason(self, observation: State, rng: random.Random) -> tuple[Action, Reason]:
        """`choose`'s action, and why: the numbers the bot weighs for it (for a hint)."""
        action = self.choose(observation, rng)
        return action, explain(observation, action)


# --- actions phase ------------------------------------------------------------------------------


def _action(obs: State, oldest_card: bool = False) -> Action:
    me = obs.current
    renew = renewable_types(obs)
    if HYDRO in renew:
        return RunRenewables(PlantType.HYDRO)
    if obs.deck_top_back() == 2 and any(t in renew for t in (SOLAR, WIND)):
        return RunRenewables(PLANT_TYPES[SOLAR if SOLAR in renew else WIND])
    options = generate_options(obs)
    target = _target_city(obs, options)
    if target is not None and obs.power < obs.tables.city_power[target]:
        need = obs.tables.city_power[target] - obs.power - _renewable_estimate(obs)
        move = _bonus_card(obs, me, need)
        if move is not None:
            return move
        gen = _best_generate(obs, me, options, need)
        if gen is not None:
            return gen
    return _grow(obs, me, oldest_card)


def _renewable_estimate(obs: State) -> int:
    """Power the unused solar, wind and hydro plants should still give this turn."""
    out = 0
    for t in renewable_types(obs):
        each = 1 if t == HYDRO else (obs.deck_top_back() if obs.actions_left <= 1 else 1)
        out += each * obs.unused(t)
    return out


def _potential(obs: State, options: list[Generate]) -> int:
    """Power reachable this turn: the biggest run per type, one type per action left."""
    types = obs.content.plant_types
    best: dict[int, int] = {}
    for g in options:
        t = TYPE_INDEX[g.plant]
        best[t] = max(best.get(t, 0), types[g.plant].power * g.count)
    runs = sorted(best.values(), reverse=True)[: obs.actions_left]
    return obs.power + sum(runs) + _renewable_estimate(obs) + _bonus_in_hand(obs, obs.current)


def _target_city(obs: State, options: list[Generate]) -> int | None:
    reach = _potential(obs, options)
    need = obs.tables.city_power
    stars = obs.tables.city_stars
    fits = [c for c in obs.city_row if need[c] <= reach]
    if not fits:
        return None
    return max(fits, key=lambda c: (stars[c], -need[c], -c))


def _bonus_in_hand(obs: State, me: int) -> int:
    out = 0
    for card in obs.hands[me]:
        for e in obs.tables.effects[card]:
            if e.type is EffectType.POWER_BONUS:
                out += e.amount
    return out


def _bonus_card(obs: State, me: int, need: int) -> Action | None:
    """A power-bonus card that closes the last gap to the target city."""
    for card in sorted(obs.hands[me]):
        for e in obs.tables.effects[card]:
            if e.type is EffectType.POWER_BONUS and e.amount >= need > 0:
                return PlayFunction(card)
            if e.type is EffectType.RENEWABLE_BONUS:
                farms = obs.plant_count(me, SOLAR) + obs.plant_count(me, WIND)
                if e.amount * farms >= need > 0:
                    return PlayFunction(card)
    return None


def _collapse_risk(obs: State, tokens: int) -> float:
    if tokens == 0:
        return 0.0
    stand = 1.0
    for i in range(tokens):
        stand *= 1.0 - fall_per_mille(obs, obs.tower + i) / 1000.0
    if obs.options.tower == TowerMode.STACKING:
        stand = stand**0.5  # a steady hand does better than the table's chance
    return 1.0 - stand


def _best_generate(obs: State, me: int, options: list[Generate], need: int) -> Generate | None:
    """The run that gets closest to `need` (enough, then cheapest cards, then least carbon)."""
    types = obs.content.plant_types
    best = None
    best_key = None
    for g in options:
        info = types[g.plant]
        power = info.power * g.count
        risk = _collapse_risk(obs, info.carbon * g.count)
        if risk > RISK_LIMIT and power < need:
            continue
        enough = power >= need
        cost = sum(_pay_cost(obs, me, c, g.plant) for c in g.cards)
        key = (False, power - RISK_WEIGHT * risk, -cost, -info.carbon * g.count)
        if enough:
            key = (True, -cost - RISK_WEIGHT * risk - 0.1 * (power - need), 0.0, 0)
        if best_key is None or key > best_key:
            best, best_key = g, key
    return best


def _pay_cost(obs: State, me: int, card: int, plant: PlantType) -> float:
    """What paying with a card costs: a fuel card burnt in its own plant is what it is for."""
    fuel = obs.tables.fuel[card]
    if (plant is PlantType.GAS and fuel is FuelType.NATURAL_GAS) or (
        plant is PlantType.NUCLEAR and fuel is FuelType.URANIUM_OR_WASTE
    ):
        return 0.5
    return _card_value(obs, me, card)


def _grow(obs: State, me: int, oldest_card: bool = False) -> Action:
    hand = obs.hands[me]
    t = obs.tables
    plants = [c for c in hand if t.kind[c] is CardKind.PLANT]
    if plants:
        return BuildPlant(max(plants, key=lambda c: (PLANT_VALUE[t.plant[c]] + _fuel_fit(obs, me, t.plant[c]), -c)))
    for card in sorted(hand):
        if t.kind[card] is CardKind.FUNCTION and _function_useful(obs, me, card):
            return PlayFunction(card)
    if len(hand) < obs.content.hand_limit:
        if obs.market and oldest_card:
            return TakeMarketCard(obs.market[0])  # the market refills at its end: [0] lay longest
        if obs.market:
            card = max(obs.market, key=lambda c: (_card_value(obs, me, c), -c))
            if _card_value(obs, me, card) >= TAKE_VALUE:
                return TakeMarketCard(card)
        if obs.deck or obs.discard:
            return DrawCard()
    return _unclog(obs, me)


def _unclog(obs: State, me: int) -> Action:
    """Nothing useful to do and no card to draw: cycle cards rather than sit on a full hand (a
    table of players who all wait would never end). Play a function card, else run the safest
    cheap activation, which discards its fuel."""
    t = obs.tables
    for card in sorted(obs.hands[me]):
        if t.kind[card] is CardKind.FUNCTION:
            return PlayFunction(card)
    options = generate_options(obs)
    if options:
        types = obs.content.plant_types
        return min(
            options,
            key=lambda g: (
                _collapse_risk(obs, types[g.plant].carbon * g.count),
                sum(_pay_cost(obs, me, c, g.plant) for c in g.cards) - len(g.cards),
            ),
        )
    return EndActions()


def _fuel_fit(obs: State, me: int, plant: int) -> int:
    """A nuclear plant is only worth building with uranium in hand; gas likes gas cards."""
    hand = obs.hands[me]
    t = obs.tables
    if plant == NUCLEAR:
        return -4 + 2 * min(2, sum(1 for c in hand if t.fuel[c] is FuelType.URANIUM_OR_WASTE))
    if plant == GAS:
        return min(2, sum(1 for c in hand if t.fuel[c] is FuelType.NATURAL_GAS))
    return 0


def _function_useful(obs: State, me: int, card: int) -> bool:
    hand_room = obs.content.hand_limit - len(obs.hands[me])
    for e in obs.tables.effects[card]:
        kind = e.type
        if kind is EffectType.DRAW_CARDS and hand_room >= 2 and (obs.deck or obs.discard):
            return True
        if kind is EffectType.EXTRA_ACTIONS:
            return True
        if kind is EffectType.REMOVE_CARBON and obs.tower >= CAPTURE_HEIGHT:
            return True
        if kind is EffectType.TAKE_DISCARD and hand_room >= 2 and obs.discard:
            return True
    return False


def _card_value(obs: State, me: int, card: int) -> float:
    """How much `me` wants to keep a card (discards go lowest first)."""
    t = obs.tables
    kind = t.kind[card]
    if kind is CardKind.PLANT:
        return 5.0 + PLANT_VALUE[t.plant[card]] / 10
    if kind is CardKind.FUEL:
        if t.fuel[card] is FuelType.NATURAL_GAS:
            return 4.0 if obs.plant_count(me, GAS) else 1.0
        return 4.5 if obs.plant_count(me, NUCLEAR) else 1.5
    if kind is CardKind.FUNCTION:
        return 3.0 if any(e.type is EffectType.POWER_BONUS for e in t.effects[card]) else 2.0
    return 0.0


# --- after the actions ------------------------------------------------------------------------


def _best_city(obs: State) -> TakeCities:
    stars = obs.tables.city_stars
    index = obs.tables.city_index
    return max(
        city_options(obs),
        key=lambda a: (sum(stars[index[c]] for c in a.cities), -len(a.cities)),
    )


# --- why (hints) ------------------------------------------------------------------------------


def explain(obs: State, action: Action) -> Reason:
    """The reason for `action`, the move `choose` makes here, with the numbers it weighs."""
    content = obs.content
    if isinstance(action, StackToken):
        return Reason("stack", {"height": obs.tower})
    if isinstance(action, DiscardCard):
        return Reason("discard", {"card": content.cards[action.card].design.name})
    if isinstance(action, RunRenewables):
        plant = content.plant_types[action.plant].name
        if obs.phase is Phase.CITY:
            return Reason("run_renewable_end", {"plant": plant})
        if action.plant is PlantType.HYDRO:
            return Reason("run_hydro", {"plant": plant})
        return Reason("run_renewable_two", {"plant": plant, "back": obs.deck_top_back()})
    if isinstance(action, TakeCities):
        if not action.cities:
            return Reason("light_none", {"power": obs.power})
        stars = obs.tables.city_stars
        index = obs.tables.city_index
        total = sum(stars[index[c]] for c in action.cities)
        name = content.cities[index[action.cities[0]]].name
        return Reason("light", {"city": name, "count": len(action.cities), "stars": total})
    me = obs.current
    options = generate_options(obs)
    target = _target_city(obs, options)
    if target is not None and obs.power < obs.tables.city_power[target]:
        city = content.cities[target].name
        need = obs.tables.city_power[target] - obs.power - _renewable_estimate(obs)
        if isinstance(action, PlayFunction) and action == _bonus_card(obs, me, need):
            return Reason("play_bonus", {"card": content.cards[action.card].design.name, "city": city, "need": need})
        if isinstance(action, Generate) and action == _best_generate(obs, me, options, need):
            info = content.plant_types[action.plant]
            risk = _collapse_risk(obs, info.carbon * action.count)
            power = info.power * action.count
            return Reason("generate", {"plant": info.name, "power": power, "city": city, "need": need, "risk": risk})
    if isinstance(action, Generate):
        info = content.plant_types[action.plant]
        return Reason("generate_cycle", {"plant": info.name, "risk": _collapse_risk(obs, info.carbon * action.count)})
    if isinstance(action, BuildPlant):
        return Reason("build", {"plant": content.plant_types[PLANT_TYPES[obs.tables.plant[action.card]]].name})
    if isinstance(action, PlayFunction):
        code = "play_function" if _function_useful(obs, me, action.card) else "play_function_cycle"
        return Reason(code, {"card": content.cards[action.card].design.name})
    if isinstance(action, TakeMarketCard):
        return Reason("take_market", {"card": content.cards[action.card].design.name})
    if isinstance(action, DrawCard):
        return Reason("draw", {"hand": len(obs.hands[me]), "limit": content.hand_limit})
    return Reason("end_actions", {"actions": obs.actions_left})
