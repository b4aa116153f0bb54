"""電力管家 (Power Butler)'s rules: setup, whose turn it is, legal actions, applying an action.

Rules: seed 000 (simple and standard mode) and RULES-NOTES section 2; the project's decisions
are in docs/rules-decisions.md. `apply_in_place` is the fast path for simulation; `apply`
copies first. Neither formats strings nor logs: events are small tuples in `state.events`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

from desktop_app.content.power_butler import PowerButlerContent
from desktop_app.rules.common.actions import Action
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.common.rng import derive_rng, shuffle
from desktop_app.rules.power_butler import turn
from desktop_app.rules.power_butler.actions import (
    Buy,
    EndTurn,
    KeepDice,
    Marker,
    PayBill,
    PlaceMarker,
    Reroll,
    RollDice,
)
from desktop_app.rules.power_butler.cards import refill_event_row, refill_market
from desktop_app.rules.power_butler.payments import (
    bill_payments,
    money_payments,
    reroll_choices,
)
from desktop_app.rules.power_butler.state import (
    DICE,
    LAST_ROUND_CARD,
    MARKERS,
    NO_CARD,
    NO_PLAYER,
    RETURNING,
    Board,
    Face,
    Mode,
    Phase,
    PowerButlerOptions,
    State,
)

# Enum members the move path reads, as plain names (Python 3.11 reads `Enum.MEMBER` through a
# descriptor, half a microsecond each).
_PHASE_ROLL = Phase.ROLL
_PHASE_REROLL = Phase.REROLL
_PHASE_ALLOCATE = Phase.ALLOCATE
_PHASE_GAME_OVER = Phase.GAME_OVER
_MARKER_MONEY = Marker.MONEY
_MARKER_SPACE = Marker.SPACE
_MARKER_DELIVERY = Marker.DELIVERY
_MARKER_SOCKET = Marker.SOCKET
_FACE_SPACE = Face.SPACE
_FACE_DELIVERY = Face.DELIVERY
_FACE_SOCKET = Face.SOCKET

__all__ = ["apply", "apply_in_place", "current_player", "is_over", "legal_actions", "new_game", "score"]

score = turn.score
buy_needs = turn.buy_needs


# --- setup ------------------------------------------------------------------------------------


def new_game(content: PowerButlerContent, options: PowerButlerOptions) -> State:
    """A game at the start player's first roll, set up as seed 000 "遊戲準備" describes."""
    if not 2 <= options.players <= 5:
        raise IllegalAction(
            "bad_players", f"Power Butler is for 2 to 5 players, not {options.players}.", players=options.players
        )
    mode = options.mode if type(options.mode) is Mode else Mode(options.mode)
    board = _board(content, mode)
    rng = derive_rng(options.seed, "setup")
    s = State.__new__(State)
    s.board = board
    s.options = options
    n = s.players = options.players
    s.round = 1
    s.turn = 0
    s.current = 0  # seat 0 is the start player (seed: the youngest player)
    s.phase = _PHASE_ROLL
    s.dice = [int(Face.ONE)] * DICE
    s.avail = [0] * 6
    s.rerolls_left = 0
    # Seed 000: the 7 double-gear events are removed in the simple mode; the rest are shuffled and
    # 5 turned up, sorted from the highest number (over the double marker) to the lowest.
    events = list(board.event_numbers)
    shuffle(rng, events)
    s.event_deck = events
    s.event_discard = []
    s.event_row = []
    s.fired_event = 0
    # The last-round card goes into the shuffled appliance deck with `position` cards above it.
    deck = list(board.deck_order)
    shuffle(rng, deck)
    position = content.last_round_position[mode.value][n]
    top_first = deck[:position] + [LAST_ROUND_CARD] + deck[position:]
    s.deck = top_first[::-1]
    s.discard = []
    s.market = []
    s.last_round_holder = NO_PLAYER
    s.final_round = False
    s.owned = [[] for _ in range(n)]
    s.usage = [0] * n
    # RULES-NOTES 2: bill markers on notches 1, 2, 3, ... in turn order = 0, 1, 2, ... paid ahead.
    s.paid = list(range(n))
    s.bill_money = 0
    s.markers = [[NO_CARD] * MARKERS for _ in range(n)]
    s.discount = 0
    s.waived = 0
    s.blocked = 0
    s.scores = ()
    s.winners = ()
    s.events = []
    s.fired_log = []
    refill_event_row(s)
    refill_market(s)
    s.events = []
    return s


def _board(content: PowerButlerContent, mode: Mode) -> Board:
    """The pack's Board for this mode, made once (it never changes; building it was a twentieth
    of a random playout). Kept per pack object, the pack held so its id cannot be reused."""
    key = (id(content), mode)
    found = _BOARDS.get(key)
    if found is None or found.content is not content:
        if len(_BOARDS) >= 16:  # each holds its pack: keep only the recent few
            _BOARDS.clear()
        found = _BOARDS[key] = Board(content, mode)
    return found


_BOARDS: dict[tuple[int, Mode], Board] = {}


# --- queries ----------------------------------------------------------------------------------


def current_player(state: State) -> int:
    """The seat to act, or -1 when the game is over."""
    return NO_PLAYER if state.phase is _PHASE_GAME_OVER else state.current


def is_over(state: State) -> bool:
    return state.phase is _PHASE_GAME_OVER


def usable(state: State) -> list[int]:
    """The current player's unused dice per face, without faces an event blocked this turn."""
    blocked = state.blocked
    return [0 if blocked >> f & 1 else c for f, c in enumerate(state.avail)]


# --- legal actions ------------------------------------------------------------------------------


# The condition faces a bitmask (faces 3..5 shifted down to bits 0..2) names, in face order:
# built once, as `legal_actions` runs in every playout.
_CONDITION_FACES = tuple(tuple(Face(f) for f in (3, 4, 5) if bits << 3 >> f & 1) for bits in range(8))
_ROLL_DICE = RollDice()  # shared, as the cached actions below (actions are immutable)
_END_TURN = EndTurn()


def legal_actions(state: State) -> list[Action]:
    """Every legal action now. Payments are listed without superfluous dice (see payments.py)."""
    return list(legal_moves(state))


def legal_moves(state: State) -> Sequence[Action]:
    """`legal_actions` without the copy: the same actions in the same order, but possibly a
    tuple shared with later calls (never change it). For a playout, which only picks one."""
    phase = state.phase
    if phase is _PHASE_ALLOCATE:
        return _allocate_actions(state)
    if phase is _PHASE_REROLL:
        key = bytes(sorted(state.dice))
        found = _REROLLS.get(key)
        if found is None:
            found = _reroll_actions_for(key)
        return found
    if phase is _PHASE_ROLL:
        return _ONLY_ROLL
    return ()


_ONLY_ROLL: tuple[Action, ...] = (_ROLL_DICE,)

# The reroll moves by the dice in face order (`bytes(sorted(dice))`: two C calls, no counting
# loop; the moves depend only on the count of each face, so 462 keys at most).
_REROLLS: dict[bytes, tuple[Action, ...]] = {}


def _reroll_actions_for(key: bytes) -> tuple[Action, ...]:
    counts = [0] * 6
    for f in key:
        counts[f] += 1
    if len(_REROLLS) >= 4096:  # only if faces outside 0..5 were asked about
        _REROLLS.clear()
    found = _REROLLS[key] = _reroll_actions(tuple(counts))
    return found


def _allocate_actions(state: State) -> list[Action]:
    """The ALLOCATE phase's moves: buys, then marker moves, then bill payments (in this order:
    golden games pick by position). Hot in every playout, so `buy_needs`, `usable` and
    `State.price` are worked out inline here, once per call, and a payment list is asked for
    only when the usable yuan dice can reach the price (else it is empty anyway)."""
    board = state.board
    who = state.current
    avail = state.avail
    if state.blocked:
        avail = usable(state)
    ones, twos, threes, spaces, deliveries, sockets = avail
    wallet = ones + 2 * twos + 3 * threes
    ids, masks = board.ids, board.condition_mask
    discount = state.discount
    prices = board.discounted[discount] if discount < 8 else board.prices_after(discount)
    waived = state.waived
    market = state.market
    out: list[Action] = [_END_TURN]
    missing = (0 if spaces else 8) | (0 if deliveries else 16) | (0 if sockets else 32)
    keep = ~waived
    buys = _BUYS
    if board.standard:
        mine = state.markers[who]
        money_marker, space, delivery, socket = mine
        # The marker moves come after every buy, card by card: gathered apart in one pass.
        marks: list[Action] = []
        money_open = wallet > 0 and money_marker != RETURNING
        # The condition markers that may move at all: a usable die of their face, not returning.
        conditions_open = (
            (8 if spaces and space != RETURNING else 0)
            | (16 if deliveries and delivery != RETURNING else 0)
            | (32 if sockets and socket != RETURNING else 0)
        )
        markers, plain = _MARKER_MOVES, _PLAIN_CARD_MOVES
        for card in market:
            name = ids[card]
            mask = masks[card]
            price = prices[card]
            if card not in mine:  # the usual case: no marker of the player's on the card
                if price <= wallet:  # its buys and the money marker's moves, in one look-up
                    need = mask & keep
                    pkey = (name, ones, twos, threes, price, -1 if need & missing else need, money_open)
                    both = plain.get(pkey)
                    if both is None:
                        both = _plain_card_moves(pkey)
                    if both[0]:
                        out += both[0]
                    if both[1]:
                        marks += both[1]
                movable = mask & conditions_open
                if movable:
                    moves = markers.get(name)
                    if moves is None:
                        moves = _condition_marker_actions(name)
                    marks += moves[movable >> 3]
                continue
            covered = (
                (1 if money_marker == card else 0)
                | (8 if space == card else 0)
                | (16 if delivery == card else 0)
                | (32 if socket == card else 0)
            )
            need = mask & ~covered & keep
            money = 0 if covered & 1 else price
            if not need & missing and money <= wallet:  # else: a condition face with no usable die left
                key = (name, ones, twos, threes, money, need)
                found = buys.get(key)
                if found is None:
                    found = _buy_actions_for(key)
                if found:
                    out += found
            if money_open and money_marker != card and price <= wallet:
                key = (name, ones, twos, threes, price, -1)
                found = buys.get(key)
                if found is None:
                    found = _money_marker_actions_for(key)
                if found:
                    marks += found
            movable = mask & conditions_open & ~covered  # not the markers already on this card
            if movable:
                moves = markers.get(name)
                if moves is None:
                    moves = _condition_marker_actions(name)
                marks += moves[movable >> 3]
        if marks:
            out += marks
    else:
        for card in market:
            money = prices[card]
            if money <= wallet:
                key = (ids[card], ones, twos, threes, money, 0)
                found = buys.get(key)
                if found is None:
                    found = _buy_actions_for(key)
                if found:
                    out += found
    if wallet:
        owed = state.usage[who] - state.paid[who] - state.bill_money
        if owed > 0:
            out.extend(_bill_actions(ones, twos, threes, owed if owed < wallet else wallet))
    return out


# The buys of one card by (its id, yuan dice, price to pay, condition faces needed as a mask),
# and the money marker's moves onto it by (its id, yuan dice, price, -1): `_buy_actions` and
# `_money_marker_actions` without their calls (and key-building) on the hot path.
_BuyKey = tuple[str, int, int, int, int, int]
_BUYS: dict[_BuyKey, tuple[Buy, ...] | tuple[PlaceMarker, ...]] = {}


def _buy_actions_for(key: _BuyKey) -> tuple[Buy, ...]:
    appliance, ones, twos, threes, money, need = key
    if len(_BUYS) >= 8192:
        _BUYS.clear()
    found = _BUYS[key] = _buy_actions(appliance, ones, twos, threes, money, need >> 3 & 7)
    return found


def _money_marker_actions_for(key: _BuyKey) -> tuple[PlaceMarker, ...]:
    appliance, ones, twos, threes, price, _ = key
    if len(_BUYS) >= 8192:
        _BUYS.clear()
    found = _BUYS[key] = _money_marker_actions(_MARKER_MONEY, appliance, ones, twos, threes, price)
    return found


# A card's condition-marker moves by the markers that may move onto it (bits 0..2: space,
# delivery, socket, as the faces 3..5 of a mask shifted down by 3), in that order; by its id.
_MARKER_MOVES: dict[str, tuple[tuple[PlaceMarker, ...], ...]] = {}


def _condition_marker_actions(appliance: str) -> tuple[tuple[PlaceMarker, ...], ...]:
    if len(_MARKER_MOVES) >= 4096:
        _MARKER_MOVES.clear()
    each = (
        _marker_action(_MARKER_SPACE, appliance, _FACE_SPACE),
        _marker_action(_MARKER_DELIVERY, appliance, _FACE_DELIVERY),
        _marker_action(_MARKER_SOCKET, appliance, _FACE_SOCKET),
    )
    found = _MARKER_MOVES[appliance] = tuple(tuple(m for i, m in enumerate(each) if bits >> i & 1) for bits in range(8))
    return found


# A card none of the player's markers is on, that the yuan dice can pay for: (its buys, the
# money marker's moves onto it) by (its id, yuan dice, price, the condition faces still needed
# as a mask or -1 when one of them has no usable die, whether the money marker may move).
_PlainKey = tuple[str, int, int, int, int, int, bool]
_PLAIN_CARD_MOVES: dict[_PlainKey, tuple[tuple[Buy, ...], tuple[PlaceMarker, ...]]] = {}


def _plain_card_moves(key: _PlainKey) -> tuple[tuple[Buy, ...], tuple[PlaceMarker, ...]]:
    appliance, ones, twos, threes, price, need, money_open = key
    buys = _buy_actions(appliance, ones, twos, threes, price, need >> 3 & 7) if need >= 0 else ()
    moves = _money_marker_actions(_MARKER_MONEY, appliance, ones, twos, threes, price) if money_open else ()
    if len(_PLAIN_CARD_MOVES) >= 16384:
        _PLAIN_CARD_MOVES.clear()
    found = _PLAIN_CARD_MOVES[key] = (buys, moves)
    return found


# Actions are immutable values: the same move is built once and handed out again (a playout
# asks for the legal moves at every step; building them anew each time was a third of its cost).


# One object per distinct action: the same payment recurs under many keys of the tables above
# (every wallet that can pay it), and building a frozen dataclass costs a microsecond.
_SHARED: dict[tuple[Any, ...], Any] = {}


def _shared(kind: type[Action], *fields: Any) -> Any:
    key = (kind, *fields)
    found = _SHARED.get(key)
    if found is None:
        if len(_SHARED) >= 65536:
            _SHARED.clear()
        found = _SHARED[key] = kind(*fields)
    return found


@lru_cache(maxsize=1024)
def _reroll_actions(counts: tuple[int, ...]) -> tuple[Action, ...]:
    return (KeepDice(), *(_shared(Reroll, c) for c in reroll_choices(counts)))


@lru_cache(maxsize=8192)
def _buy_actions(appliance: str, ones: int, twos: int, threes: int, money: int, conditions: int) -> tuple[Buy, ...]:
    cond = _CONDITION_FACES[conditions]
    return tuple(_shared(Buy, appliance, pay + cond) for pay in money_payments(ones, twos, threes, money))


@lru_cache(maxsize=8192)
def _money_marker_actions(
    marker: Marker, appliance: str, ones: int, twos: int, threes: int, price: int
) -> tuple[PlaceMarker, ...]:
    return tuple(_shared(PlaceMarker, marker, appliance, pay) for pay in money_payments(ones, twos, threes, price))


@lru_cache(maxsize=4096)
def _marker_action(marker: Marker, appliance: str, face: Face) -> PlaceMarker:
    return PlaceMarker(marker, appliance, (face,))


@lru_cache(maxsize=1024)
def _bill_actions(ones: int, twos: int, threes: int, owed: int) -> tuple[PayBill, ...]:
    return tuple(_shared(PayBill, pay) for pay in bill_payments(ones, twos, threes, owed))


# --- apply ------------------------------------------------------------------------------------


def apply(state: State, action: Action) -> State:
    """A new state with the action applied; the given state is untouched."""
    new = state.clone()
    apply_in_place(new, action)
    return new


# Each handler takes the action class it is filed under (a pairing a dict type cannot state, so
# the action parameter is Any here; apply_in_place looks the handler up by type(action)).
_Handler = Callable[[State, int, Any], None]

_HANDLERS: dict[tuple[Phase, type[Action]], _Handler] = {
    (_PHASE_ROLL, RollDice): turn.roll_dice,
    (_PHASE_REROLL, Reroll): turn.reroll,
    (_PHASE_REROLL, KeepDice): turn.keep_dice,
    (_PHASE_ALLOCATE, Buy): turn.buy,
    (_PHASE_ALLOCATE, PlaceMarker): turn.place_marker,
    (_PHASE_ALLOCATE, PayBill): turn.pay_bill,
    (_PHASE_ALLOCATE, EndTurn): turn.end_turn,
}

_PHASE_NAMES = {
    _PHASE_ROLL: "it is time to roll the dice",
    _PHASE_REROLL: "the dice are still being rolled (reroll or keep them)",
    _PHASE_ALLOCATE: "the dice are being allocated (buy, place markers, pay the bill or end the turn)",
}

# `_HANDLERS` as one table per phase, indexed by the phase's number: a move looks up its class
# in its phase's table only (the game-over phase's is empty).
_IN_PHASE: tuple[dict[type[Action], _Handler], ...] = tuple(
    {kind: h for (p, kind), h in _HANDLERS.items() if p == number} for number in range(max(Phase) + 1)
)


def apply_in_place(state: State, action: Action) -> None:
    """Validate and apply the current player's action, mutating `state`.

    Raises IllegalAction (and leaves the state untouched) if the action is not legal now.
    """
    handler = _IN_PHASE[state.phase].get(type(action))
    if handler is None:
        _refuse(state, action)
    else:
        handler(state, state.current, action)


def _refuse(state: State, action: Action) -> None:
    """Raise why an action of this kind cannot be taken in this phase."""
    if state.phase is _PHASE_GAME_OVER:
        raise IllegalAction("game_over", "The game is over.")
    raise IllegalAction(
        "wrong_phase",
        f"That is not possible now: {_PHASE_NAMES[state.phase]}.",
        action=getattr(action, "type_name", "?"),
        phase=int(state.phase),
    )
