"""電力啟動 (Power On!) rules: setup, applying an action, and (from `listing.py`, re-exported
here) whose turn it is and the legal actions.

Rules: seed 001 and RULES-NOTES section 3; decisions where they are silent are in
docs/rules-decisions.md. `apply_in_place` is the fast path for simulation; `apply` copies
first. Neither formats strings nor logs: events are small tuples in `state.events`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from desktop_app.content.power_on import CardKind, PowerOnContent
from desktop_app.rules.common.actions import Action
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.common.pack_cache import PackCache
from desktop_app.rules.common.rng import derive_rng, shuffle
from desktop_app.rules.power_on import generation as gen
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
from desktop_app.rules.power_on.deck import (
    draw_to_hand,
    ensure_deck,
    refill_city_row,
    refill_market,
)
from desktop_app.rules.power_on.listing import city_options as city_options
from desktop_app.rules.power_on.listing import current_player as current_player
from desktop_app.rules.power_on.listing import first_token as first_token
from desktop_app.rules.power_on.listing import generate_options as generate_options
from desktop_app.rules.power_on.listing import is_over as is_over
from desktop_app.rules.power_on.listing import legal_action_at as legal_action_at
from desktop_app.rules.power_on.listing import legal_actions as legal_actions
from desktop_app.rules.power_on.listing import renewable_types as renewable_types
from desktop_app.rules.power_on.state import (
    HYDRO,
    PLANT_TYPES,
    SOLAR,
    TYPE_INDEX,
    WIND,
    Phase,
    PowerOnOptions,
    State,
    Tables,
    TowerMode,
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

EV_CITY = "city"  # (EV_CITY, player, city): a city was lit
EV_SKIP = "skip"  # (EV_SKIP, player): a turn skipped after toppling the tower
EV_TURN = "turn"  # (EV_TURN, player): a player's turn begins
EV_GAME_OVER = "game_over"  # (EV_GAME_OVER, winners)
EV_STALLED = "stalled"  # (EV_STALLED, rounds): that many whole rounds with no city lit end the game

ACTION_COST = 1  # 「各種行動執行1次皆須消耗1個行動點」 (draw, play, generate)

# Drop offsets and angles a stacking bot or test may send; the rules accept any in range.
MAX_DROP_X = 100  # tenths of a token width either side of the middle of the table
MAX_ANGLE = 180


# --- setup ------------------------------------------------------------------------------------


def new_game(content: PowerOnContent, options: PowerOnOptions) -> State:
    """A game at the first player's first action, set up as seed 001 "遊戲準備" describes."""
    if not 2 <= options.players <= 4:
        raise IllegalAction(
            "bad_players",
            f"Power On! is for 2 to 4 players, not {options.players}.",
            players=options.players,
        )
    if options.tower not in TowerMode.ALL:
        raise IllegalAction("bad_tower", f"Unknown carbon tower setting '{options.tower}'.")
    n = options.players
    s = State.__new__(State)
    s.tables = _TABLES.get(content)
    s.options = options
    s.players = n
    s.several_cities = content.several_cities if options.several_cities is None else options.several_cities
    s.finish_round = content.finish_round if options.finish_round is None else options.finish_round
    s.final_round = False
    s.last_lit_round = 0
    rng = derive_rng(options.seed, "setup")
    cities = list(range(len(content.cities)))
    shuffle(rng, cities)  # rng.shuffle: the same order as rng.shuffle(cities)
    s.city_deck = cities  # the top is the last element
    s.city_row = []
    deck = list(range(len(content.cards)))
    shuffle(rng, deck)
    s.deck = deck
    s.market = []
    s.discard = []
    s.hands = [[] for _ in range(n)]
    s.shuffles = 0
    s.events = []
    refill_city_row(s)
    refill_market(s)
    # "再從遊戲卡牌堆上方翻開10張卡牌 ... 形成棄牌堆"
    for _ in range(min(content.start_discard, len(s.deck))):
        s.discard.append(s.deck.pop())
    for p in range(n):
        draw_to_hand(s, p, content.start_hand)
    s.plants = [[] for _ in range(n)]
    s.cities_won = [[] for _ in range(n)]
    s.phase = _PHASE_ACTIONS
    s.current = 0  # seat 0 is the start player (the app orders the seats)
    s.turn = 0
    s.actions_left = content.actions_per_turn
    s.power = 0
    s.used = [0] * 6
    s.tower = 0
    s.tower_drops = []
    s.skip_turns = [0] * n
    s.pending_tokens = s.pending_power = s.pending_count = 0
    s.pending_type = -1
    s.discarders = []
    s.rng_draws = 0
    s.power_by_type = [[0] * 7 for _ in range(n)]
    s.carbon_stacked = [0] * n
    s.collapses = [0] * n
    s.winners = ()
    s.events = [(EV_TURN, 0)]
    return s


# The pack's `Tables`, shared by every game of that pack (as a game's clones share them): the
# lookups they keep (`owned`, the move plans) stay warm from one game to the next.
_TABLES: PackCache[Tables] = PackCache(lambda content, _key: Tables(content))


# --- applying ---------------------------------------------------------------------------------


def apply(s: State, action: Action) -> State:
    """A new state with the action applied; `s` is untouched."""
    new = s.clone()
    apply_in_place(new, action)
    return new


def apply_in_place(s: State, action: Action) -> None:
    """Validate and apply `action` for `current_player(s)`; raises IllegalAction if not legal."""
    s.events = []
    handler = _HANDLERS.get((s.phase, type(action)))
    if handler is None:
        raise IllegalAction("wrong_time", _WRONG_TIME.get(s.phase, "The game is over."))
    handler(s, action)


_WRONG_TIME = {
    _PHASE_ACTIONS: "Now is the time to draw, play, generate, or end your actions.",
    _PHASE_STACKING: "First stack the carbon tokens of the plants you just ran.",
    _PHASE_DISCARD: "The carbon tower fell: choose a card to discard first.",
    _PHASE_CITY: "Your actions are over: light a city (or none) to end your turn.",
}


# The handlers below are the random playout's move: each checks and spends inline (the checks in
# the same order as ever, so an illegal action raises the same error), reading the pack's numbers
# off `Tables`. Each is filed under the action step (`_HANDLERS`), so the phase is ACTIONS when
# it starts.


def _no_action_points() -> IllegalAction:
    return IllegalAction("no_action_points", "You have no action points left this turn.")


def _hand_full(limit: int) -> IllegalAction:
    return IllegalAction("hand_full", f"Your hand is full ({limit} cards): you cannot draw.", limit=limit)


def _spend_action(s: State) -> None:
    if s.actions_left < ACTION_COST:
        raise _no_action_points()
    s.actions_left -= ACTION_COST


def _after_action(s: State) -> None:
    if s.phase is _PHASE_ACTIONS and s.actions_left == 0:
        s.phase = _PHASE_CITY


def _draw(s: State, action: DrawCard) -> None:
    hand = s.hands[s.current]
    if len(hand) >= s.tables.hand_limit:
        raise _hand_full(s.tables.hand_limit)
    if not s.deck and not ensure_deck(s):
        raise IllegalAction("no_cards", "There are no cards left to draw.")
    _spend_action(s)
    draw_to_hand(s, s.current, 1)
    _after_action(s)


def _take_market(s: State, action: TakeMarketCard) -> None:
    hand = s.hands[s.current]
    if len(hand) >= s.tables.hand_limit:
        raise _hand_full(s.tables.hand_limit)
    card = action.card
    market = s.market
    if card not in market:
        raise IllegalAction("not_in_market", "That card is not among the face-up cards.")
    if s.actions_left < ACTION_COST:
        raise _no_action_points()
    s.actions_left -= ACTION_COST
    market.remove(card)
    hand.append(card)
    if s.actions_left == 0:  # _after_action (the phase is still ACTIONS)
        s.phase = _PHASE_CITY


def _card_in_hand(s: State, card: int, kind: CardKind, what: str) -> None:
    if card not in s.hands[s.current]:
        raise IllegalAction("card_not_in_hand", "That card is not in your hand.")
    if s.tables.kind[card] is not kind:
        raise IllegalAction(f"not_a_{what}", f"That card is not a {what.replace('_', ' ')} card.")


def _build(s: State, action: BuildPlant) -> None:
    card = action.card
    _card_in_hand(s, card, _CARDKIND_PLANT, "plant")
    if s.actions_left < ACTION_COST:
        raise _no_action_points()
    s.actions_left -= ACTION_COST
    s.hands[s.current].remove(card)
    s.plants[s.current].append(card)
    if s.actions_left == 0:  # _after_action (the phase is still ACTIONS)
        s.phase = _PHASE_CITY


def _play_function(s: State, action: PlayFunction) -> None:
    _card_in_hand(s, action.card, _CARDKIND_FUNCTION, "function")
    _spend_action(s)
    s.hands[s.current].remove(action.card)
    gen.play_effects(s, action.card)
    s.discard.append(action.card)  # "執行完後將其正面朝上丟置公區棄牌堆"
    _after_action(s)


def _generate(s: State, action: Generate) -> None:
    t = TYPE_INDEX[action.plant]
    gen.check_generate(s, t, action.count, action.cards)
    _spend_action(s)
    gen.generate(s, t, action.count, action.cards)
    _after_action(s)


_RENEWABLE = {PLANT_TYPES[t]: t for t in (SOLAR, WIND, HYDRO)}  # plant type -> its type index


def _run_renewables(s: State, action: RunRenewables) -> None:
    t = _RENEWABLE.get(action.plant)
    if t is None:
        TYPE_INDEX[action.plant]  # a value that is no plant type raises KeyError, as it always did
        raise IllegalAction("needs_action", "Coal, gas and nuclear plants run with the generate action.")
    t_ = s.tables
    plants = tuple(s.plants[s.current])
    count = (t_.owned.get(plants) or t_.count_types(plants))[t] - s.used[t]  # s.unused(t), inline
    if count <= 0:
        raise IllegalAction("no_unused_plants", "You have no unused plants of that type this turn.")
    gen.run_counted_renewables(s, t, count)


def _end_actions(s: State, action: EndActions) -> None:
    s.phase = _PHASE_CITY


def _stack(s: State, action: StackToken) -> None:
    if not (-MAX_DROP_X <= action.x <= MAX_DROP_X and -MAX_ANGLE <= action.angle <= MAX_ANGLE):
        raise IllegalAction("bad_drop", "A token must be dropped above the tower's base.")
    if action.fell not in (0, 1):
        raise IllegalAction("bad_drop", "A stacked token either stood (0) or fell (1).")
    if action.fell and first_token(s):
        raise IllegalAction(
            "first_token_stands",
            "The first token of a tower lies on the table where it was put: it cannot fall.",
        )
    gen.stack_token(s, action.x, action.angle, action.fell)


def _discard(s: State, action: DiscardCard) -> None:
    player = s.discarders[0]
    if action.card not in s.hands[player]:
        raise IllegalAction("card_not_in_hand", "That card is not in your hand.")
    s.hands[player].remove(action.card)
    s.discard.append(action.card)
    s.discarders.pop(0)
    if not s.discarders:
        s.phase = _PHASE_ACTIONS if s.actions_left > 0 else _PHASE_CITY


def _take_cities(s: State, action: TakeCities) -> None:
    index = s.tables.city_index
    chosen = []
    for city_id in action.cities:
        city = index.get(city_id, -1)
        if city not in s.city_row or city in chosen:
            raise IllegalAction("not_in_row", "Take only cities showing in the row, each once.")
        chosen.append(city)
    if len(chosen) > 1 and not s.several_cities:
        raise IllegalAction("one_city", "Only one city can be lit per turn.")
    power = s.tables.city_power
    need = 0
    for c in chosen:
        need += power[c]
    if need > s.power:
        raise IllegalAction(
            "not_enough_power",
            f"Lighting that needs {need} power; you generated {s.power} this turn.",
            needed=need,
            power=s.power,
        )
    for city in chosen:
        s.city_row.remove(city)
        s.cities_won[s.current].append(city)
        s.events.append((EV_CITY, s.current, city))
    if chosen:
        s.last_lit_round = s.round
    _end_turn(s)


def _end_turn(s: State) -> None:
    """Plants reset, the city row and market refill, the next player (skipping the punished:
    each collapse owed costs one turn, 「尚須暫停1個行動回合以示懲罰」 once per collapse)."""
    s.power = 0
    s.used = [0] * 6
    n = s.players
    nxt = (s.current + 1) % n
    t_ = s.tables
    # refill_city_row and refill_market, called only when a card is missing (not every turn)
    if (len(s.city_row) < t_.row_size and not refill_city_row(s)) or s.final_round:
        # Seed: the game ends at once. Variant: the round is played out (to the start player).
        if not s.finish_round or nxt == 0 or not s.city_row:
            _game_over(s)
            return
        s.final_round = True
    if len(s.market) < t_.market_size:
        refill_market(s)
    s.turn += 1
    if s.turn % n == 0 and _stalled(s):  # _stalled looks only at the start of a round
        return
    while s.skip_turns[nxt]:
        s.skip_turns[nxt] -= 1
        s.events.append((EV_SKIP, nxt))
        s.turn += 1
        nxt = (nxt + 1) % n
        if s.final_round and nxt == 0:
            _game_over(s)
            return
        if _stalled(s):
            return
    s.current = nxt
    s.actions_left = t_.actions_per_turn
    s.phase = _PHASE_ACTIONS
    s.events.append((EV_TURN, nxt))


def _stalled(s: State) -> bool:
    """At the start of a round: have the last `stall_rounds` whole rounds passed with no city
    lit? Then the game ends here, scored as usual (every player has had as many turns).

    Decision where seed 001 is silent (docs/rules-decisions.md, Power On!, "A stalled row"): the
    seed ends the game only when the city row cannot be refilled (「遊戲持續進行至當公區城市卡牌堆不足，
    場上無法補齊3張城市卡時即告結束」), and a city leaves the row only when a player lights it, so a
    table that cannot or will not reach the row's cities (often the three biggest, last) would
    play forever. With this rule every game ends: at most `stall_rounds` rounds pass between two
    cities lit, and there are only so many cities.
    """
    stall = s.tables.stall_rounds
    if s.turn % s.players or s.turn // s.players - s.last_lit_round < stall:  # s.round - 1
        return False
    s.events.append((EV_STALLED, stall))
    _game_over(s)
    return True


def _game_over(s: State) -> None:
    """Seed 001 section 4: most stars wins; "若出現平手局面，則由平手玩家共同贏得遊戲勝利"."""
    stars = [s.stars(p) for p in range(s.players)]
    best = max(stars)
    s.winners = tuple(p for p in range(s.players) if stars[p] == best)
    s.phase = _PHASE_GAME_OVER
    s.events.append((EV_GAME_OVER, s.winners))


# Each handler takes the action class it is filed under (a pairing a dict type cannot state, so
# the action parameter is Any here; apply_in_place looks the handler up by type(action)).
_Handler = Callable[[State, Any], None]

_HANDLERS: dict[tuple[Phase, type[Action]], _Handler] = {
    (_PHASE_ACTIONS, DrawCard): _draw,
    (_PHASE_ACTIONS, TakeMarketCard): _take_market,
    (_PHASE_ACTIONS, BuildPlant): _build,
    (_PHASE_ACTIONS, PlayFunction): _play_function,
    (_PHASE_ACTIONS, Generate): _generate,
    (_PHASE_ACTIONS, RunRenewables): _run_renewables,
    (_PHASE_CITY, RunRenewables): _run_renewables,
    (_PHASE_ACTIONS, EndActions): _end_actions,
    (_PHASE_STACKING, StackToken): _stack,
    (_PHASE_DISCARD, DiscardCard): _discard,
    (_PHASE_CITY, TakeCities): _take_cities,
}
