"""One handler per action of a Power Butler turn: rolling, the event, allocating dice, ending.

Each handler checks everything first and raises IllegalAction before touching the state, so a
refused action leaves the game as it was. Seed 000's four stages of a turn: (1)骰子丟擲 roll,
(2)事件觸發 event, (3)骰子分配 allocate, (4)電力記錄 record power (here: buying takes the card
at once, but the markers that were on it come back only when the turn ends, and the bill is paid
at the end of the turn, when usage includes this turn's purchases).
"""

from __future__ import annotations

from desktop_app.content.power_butler import Face
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.common.rng import derive_draws
from desktop_app.rules.power_butler.actions import (
    MARKER_FACE,
    Buy,
    EndTurn,
    KeepDice,
    Marker,
    PayBill,
    PlaceMarker,
    Reroll,
    RollDice,
)
from desktop_app.rules.power_butler.cards import (
    EV_BILL,
    EV_BUY,
    EV_FINAL_ROUND,
    EV_GAME_OVER,
    EV_MARKER,
    EV_ROLL,
    START_PLAYER,
    fire_event,
    firing_position,
    hand_back_markers,
    hold_markers_on,
    refill_event_row,
    refill_market,
)
from desktop_app.rules.power_butler.payments import face_counts
from desktop_app.rules.power_butler.state import (
    NO_CARD,
    NO_PLAYER,
    RETURNING,
    Phase,
    State,
    money_of,
)

# Enum members the move path reads, as plain names (Python 3.11 reads `Enum.MEMBER` through a
# descriptor, half a microsecond each).
_PHASE_ROLL = Phase.ROLL
_PHASE_REROLL = Phase.REROLL
_PHASE_ALLOCATE = Phase.ALLOCATE
_PHASE_GAME_OVER = Phase.GAME_OVER

THREE = int(Face.THREE)
CONDITION_NAMES = {3: "fixed space", 4: "delivery and installation", 5: "special socket"}
FACE_NAMES = ("1 yuan", "2 yuan", "3 yuan/!", "fixed space", "delivery and installation", "special socket")


# (1) rolling ---------------------------------------------------------------------------------


# A roll: the dice rolled, in the order they are named, take the numbers `randrange(6)` of the
# turn's derived RNG "dice/<turn>/first" (the first roll) or "dice/<turn>/<rerolls left>" gives
# (saves and golden games replay them); `derive_draws` gives those numbers without Python's Random.


def roll_dice(state: State, player: int, action: RollDice) -> None:
    dice = state.dice
    dice[:] = derive_draws(state.options.seed, f"dice/{state.turn}/first", 6, 6)
    state.events = [(EV_ROLL, state.current, tuple(dice))]
    state.rerolls_left = state.board.rerolls
    state.phase = _PHASE_REROLL
    if dice.count(THREE) == 6:
        _finish_rolling(state, player)


def _plain(faces: tuple[int, ...]) -> tuple[tuple[int, ...], bool]:
    """The faces as plain ints (comparing an int with an IntEnum member takes three times as
    long, and a reroll compares each named face with the dice), and whether no face is named
    twice."""
    found = _PLAIN.get(faces)
    if found is None:
        if len(_PLAIN) >= 4096:  # a few hundred kinds of reroll in play; anything else starts it again
            _PLAIN.clear()
        plain = tuple(int(f) for f in faces)
        found = _PLAIN[faces] = (plain, len(set(plain)) == len(plain))
    return found


_PLAIN: dict[tuple[int, ...], tuple[tuple[int, ...], bool]] = {}


def reroll(state: State, player: int, action: Reroll) -> None:
    faces, once = _PLAIN.get(action.faces) or _plain(action.faces)
    if not faces:
        raise IllegalAction("no_dice", "Choose at least one die to roll again.")
    if THREE in faces:
        raise IllegalAction("die_locked", "A 3 yuan/! die is locked on an event marker and cannot be rolled again.")
    # Each named face takes the first die showing it that is not taken yet: the next one after
    # the last die taken for that face (the dice are rolled in this order). No die left to take
    # for a face: the player named more dice of it than there are (nothing has changed yet).
    dice = state.dice
    try:
        if once:  # each face named once: its first die
            chosen = [dice.index(f) for f in faces]
        else:
            chosen = []
            after = [0] * 6
            for f in faces:
                i = dice.index(f, after[f])
                chosen.append(i)
                after[f] = i + 1
    except ValueError:
        _refuse_reroll(state, faces)
        raise
    left = state.rerolls_left
    for i, face in zip(chosen, derive_draws(state.options.seed, f"dice/{state.turn}/{left}", 6, len(chosen))):
        dice[i] = face
    state.events = [(EV_ROLL, state.current, tuple(dice))]
    state.rerolls_left = left = left - 1
    if left == 0 or dice.count(THREE) == 6:
        _finish_rolling(state, player)


def _refuse_reroll(state: State, faces: tuple[int, ...]) -> None:
    """Raise why these dice cannot be rolled again: more of a face than the roll shows."""
    have = face_counts(state.dice)
    for f, n in enumerate(face_counts(faces)):
        if n > have[f]:
            raise IllegalAction(
                "dice_not_available",
                f"You have only {have[f]} {FACE_NAMES[f]} dice to roll again, not {n}.",
                face=f,
                have=have[f],
                wanted=n,
            )


def keep_dice(state: State, player: int, action: KeepDice) -> None:
    state.events = []
    _finish_rolling(state, player)


def _finish_rolling(state: State, player: int) -> None:
    """(2) The event over the last-filled marker fires; then the dice are allocated."""
    row = state.event_row
    count = state.dice.count
    threes = count(THREE)
    # RULES-NOTES 2: dice fill the markers from the smallest-numbered card (right) leftwards;
    # the double marker (far left) holds 2. The card over the last-filled marker fires.
    position = firing_position(len(row), threes)
    if position is not None:
        fire_event(state, row[position], player)  # (events never change the dice)
    # face_counts(state.dice), in C calls instead of a loop
    state.avail = [count(0), count(1), threes, count(3), count(4), count(5)]
    state.phase = _PHASE_ALLOCATE


# (3) allocating --------------------------------------------------------------------------------


def buy_needs(state: State, player: int, card: int) -> tuple[int, int]:
    """(money still needed, bitmask of condition faces still needed) for `player` to take `card`."""
    covered = state.markers_on(player, card) if state.board.standard else 0
    money = 0 if covered & 1 else state.price(card)
    faces = state.board.condition_mask[card] & ~covered & ~state.waived
    return money, faces


def _card(state: State, appliance: str) -> int:
    """The shop card named, or IllegalAction (callers try `index_of` and the shop inline first)."""
    card = state.board.index_of.get(appliance)
    if card is None:
        raise IllegalAction("unknown_appliance", f"There is no appliance '{appliance}'.", appliance=appliance)
    if card not in state.market:
        raise IllegalAction("not_in_shop", f"The {_name(state, card)} is not in the shop.", appliance=appliance)
    return card


def _name(state: State, card: int) -> str:
    """The card's English name, for a refusal's message (looked up only when refusing)."""
    return state.board.appliances[card].name.en


class _Dice:
    """What a set of named dice faces is, worked out once per faces tuple (actions are shared
    values, so a playout names the same few hundred tuples again and again)."""

    __slots__ = ("conditions", "counts", "single", "total", "used", "worth")

    def __init__(self, faces: tuple[int, ...]) -> None:
        counts = face_counts(faces)
        self.counts = counts  # per face (payments.face_counts)
        self.used = tuple((f, n) for f, n in enumerate(counts) if n)  # the faces named, in face order
        self.worth = money_of(faces)  # yuan
        self.total = sum(counts)
        # Bitmask of the condition faces named (as `buy_needs`'s mask), and whether each is named once.
        self.conditions = sum(1 << f for f in (3, 4, 5) if counts[f])
        self.single = all(counts[f] <= 1 for f in (3, 4, 5))


_DICE: dict[tuple[int, ...], _Dice] = {}


def _dice(faces: tuple[int, ...]) -> _Dice:
    try:
        found = _DICE.get(faces)
    except TypeError:  # not a tuple of faces (a list, say): worked out without the table
        return _Dice(faces)
    if found is None:
        found = _Dice(faces)
        if len(_DICE) >= 4096:  # a few hundred kinds of payment in play; anything else starts it again
            _DICE.clear()
        _DICE[faces] = found
    return found


def _take_dice(state: State, faces: tuple[int, ...]) -> _Dice:
    """The named dice, checked against the unused, unblocked dice (face by face, in face order)."""
    try:
        dice = _DICE.get(faces) or _dice(faces)
    except TypeError:  # not hashable: worked out by _dice
        dice = _dice(faces)
    blocked, avail = state.blocked, state.avail
    for f, n in dice.used:
        if blocked >> f & 1:
            raise IllegalAction("face_blocked", f"This turn's event stops you using {FACE_NAMES[f]} dice.", face=f)
        if n > avail[f]:
            raise IllegalAction(
                "dice_not_available",
                f"You have {avail[f]} unused {FACE_NAMES[f]} dice, not {n}.",
                face=f,
                have=avail[f],
                wanted=n,
            )
    return dice


def _spend(state: State, dice: _Dice) -> None:
    avail = state.avail
    for f, n in dice.used:
        avail[f] -= n


def buy(state: State, player: int, action: Buy) -> None:
    """(3)A + (4): dice and own markers meet the card's conditions; the card is taken at once."""
    card = state.board.index_of.get(action.appliance)
    if card is None or card not in state.market:
        card = _card(state, action.appliance)  # (raises)
    dice = _take_dice(state, action.faces)
    counts = dice.counts
    money, need = buy_needs(state, player, card)
    worth = dice.worth
    if not state.board.standard and (counts[3] or counts[4] or counts[5]):
        raise IllegalAction("useless_die", "In the simple mode only yuan dice buy appliances.")
    if money == 0 and worth:
        raise IllegalAction(
            "useless_die", f"Your money marker already pays for the {_name(state, card)}: keep the yuan dice."
        )
    if worth < money:
        raise IllegalAction(
            "not_enough_money",
            f"The {_name(state, card)} costs {money} yuan; these dice make {worth} (no change is given).",
            price=money,
            paid=worth,
        )
    if dice.conditions != need or not dice.single:  # each needed condition named once, no other
        name = _name(state, card)
        for f in (3, 4, 5):
            if need >> f & 1 and not counts[f]:
                raise IllegalAction(
                    "condition_missing",
                    f"The {name} still needs {CONDITION_NAMES[f]}.",
                    appliance=action.appliance,
                    face=f,
                )
            if counts[f] > (1 if need >> f & 1 else 0):
                raise IllegalAction(
                    "useless_die",
                    f"The {name} does not need a {CONDITION_NAMES[f]} die.",
                    appliance=action.appliance,
                    face=f,
                )
    state.events = []
    _spend(state, dice)
    _take(state, player, card)


def _take(state: State, player: int, card: int) -> None:
    state.market.remove(card)
    hold_markers_on(state, card)
    state.owned[player].append(card)
    state.usage[player] += state.board.appliances[card].power
    state.events.append((EV_BUY, player, card))


_MARKER_INTS = tuple(int(m) for m in Marker)  # the event names a marker by plain int


def place_marker(state: State, player: int, action: PlaceMarker) -> None:
    """(3)B Standard mode: a marker onto a card (from the supply or another card), paid with dice."""
    if not state.board.standard:
        raise IllegalAction("simple_mode", "The simple mode has no purchase-condition markers.")
    card = state.board.index_of.get(action.appliance)
    if card is None or card not in state.market:
        card = _card(state, action.appliance)  # (raises)
    marker = action.marker
    if type(marker) is not Marker:
        marker = Marker(marker)
    mine = state.markers[player]
    where = mine[marker]
    if where == card:
        raise IllegalAction("marker_already_there", f"Your marker is already on the {_name(state, card)}.")
    if where == RETURNING:
        raise IllegalAction(
            "marker_returning",
            "That marker was on a card you bought this turn: it comes back to you when the turn ends.",
            marker=int(marker),
        )
    dice = _take_dice(state, action.faces)
    counts = dice.counts
    face = MARKER_FACE[marker]
    if face is None:
        price = state.price(card)
        if counts[3] or counts[4] or counts[5]:
            raise IllegalAction("wrong_dice", "The money marker is moved with yuan dice only.")
        if dice.worth < price:
            raise IllegalAction(
                "not_enough_money",
                f"Moving your money marker to the {_name(state, card)} takes dice worth {price} yuan, "
                f"not {dice.worth}.",
                price=price,
                paid=dice.worth,
            )
    else:
        if not state.board.condition_mask[card] >> face & 1:
            raise IllegalAction(
                "marker_not_needed",
                f"The {_name(state, card)} does not need {CONDITION_NAMES[face]}.",
                appliance=action.appliance,
            )
        if counts[face] != 1 or dice.total != 1:
            raise IllegalAction(
                "wrong_dice", f"Moving the {CONDITION_NAMES[face]} marker takes one {CONDITION_NAMES[face]} die."
            )
    _spend(state, dice)
    mine[marker] = card
    state.events = [(EV_MARKER, player, _MARKER_INTS[marker], card)]


def pay_bill(state: State, player: int, action: PayBill) -> None:
    """(3)C Yuan dice beside the usage track, paid at the end of the turn (capped at usage)."""
    if not action.faces:
        raise IllegalAction("no_dice", "Choose at least one yuan die to pay the bill with.")
    dice = _take_dice(state, action.faces)
    counts = dice.counts
    if counts[3] or counts[4] or counts[5]:
        raise IllegalAction("wrong_dice", "Only yuan dice pay the electricity bill.")
    owed = state.usage[player] - state.paid[player] - state.bill_money
    if owed <= 0:
        raise IllegalAction("nothing_owed", "Your bill is already paid up to your usage: there is nothing more to pay.")
    state.events = []
    _spend(state, dice)
    state.bill_money += dice.worth


# (4) end of the turn ---------------------------------------------------------------------------


def end_turn(state: State, player: int, action: EndTurn) -> None:
    state.events = []
    board = state.board
    if board.standard:
        # Seed 000 (4): every card whose conditions the player's markers (and dice) meet is taken;
        # a card met by markers alone is taken too.
        # Only the card under the player's money marker can need no more money (a price is at
        # least 1), so that card is the one to look at.
        card = state.markers[player][0]
        if card >= 0 and card in state.market and buy_needs(state, player, card) == (0, 0):
            _take(state, player, card)
        # Seed 000 (4): the markers on the cards taken this turn go back to their owners now.
        hand_back_markers(state)
    owed = max(0, state.usage[player] - state.paid[player])
    paid = min(owed, state.bill_money)
    state.paid[player] += paid
    if state.bill_money:
        state.events.append((EV_BILL, player, paid))
    refill_event_row(state)
    refill_market(state)
    _next_turn(state)


def _next_turn(state: State) -> None:
    nxt = (state.current + 1) % state.players
    state.bill_money = 0
    state.discount = 0
    state.waived = 0
    state.blocked = 0
    state.fired_event = 0
    state.avail = [0] * 6
    state.rerolls_left = 0
    if nxt == START_PLAYER:
        # Seed 000 "遊戲結束": once the start player holds the last-round card, the next round
        # (starting with the start player) is the last one.
        if state.final_round:
            _game_over(state)
            return
        state.round += 1
        if state.last_round_holder != NO_PLAYER:
            state.final_round = True
            state.events.append((EV_FINAL_ROUND,))
    state.current = nxt
    state.turn += 1
    state.phase = _PHASE_ROLL


def score(state: State, player: int) -> tuple[int, int, int, int]:
    """(card points, variety bonus, unpaid bill, total): seed 000 "分數計算方式" (1)-(3)."""
    board = state.board
    cards = state.owned[player]
    points = sum(board.appliances[c].points for c in cards)
    variety = board.content.variety(len({board.category_index[c] for c in cards}))
    unpaid = state.owed(player)
    return points, variety, unpaid, points + variety - unpaid


def _game_over(state: State) -> None:
    state.phase = _PHASE_GAME_OVER
    state.scores = tuple(score(state, p) for p in range(state.players))
    # Highest total wins; the project's tie-break: the smaller unpaid bill; then a shared win.
    best = max((s[3], -s[2]) for s in state.scores)
    state.winners = tuple(p for p, s in enumerate(state.scores) if (s[3], -s[2]) == best)
    state.events.append((EV_GAME_OVER, state.winners))


__all__ = ["NO_CARD", "buy", "end_turn", "keep_dice", "pay_bill", "place_marker", "reroll", "roll_dice", "score"]
