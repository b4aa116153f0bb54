"""Read-only questions about a Power Butler state that the views ask the rules.

A view never works a rule out itself: where the event-order markers fill, which dice are spent,
locked or blocked, which condition faces an event waives, whose markers lie where, what is still
owed, which payment to offer, and the final ranking all come from here (and whether an action is
legal from `POWER_BUTLER.refusal` / `is_legal`). The state keeps its compact encodings (face
bitmasks, marker slots); these queries hand out faces and markers as enums.
"""

from __future__ import annotations

from desktop_app.content.power_butler import Face
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.common.game import changes_by_parts
from desktop_app.rules.power_butler.actions import Buy, Marker, PayBill, PlaceMarker
from desktop_app.rules.power_butler.cards import firing_position, marker_fill_order
from desktop_app.rules.power_butler.engine import legal_actions, usable
from desktop_app.rules.power_butler.state import RETURNING, Phase, State, money_of
from desktop_app.rules.power_butler.turn import CONDITION_NAMES, buy_needs

CONDITION_FACES = (Face.SPACE, Face.DELIVERY, Face.SOCKET)
EVENT_MARKERS = 5  # seed 000: 「事件排序標記(5個，包括1個雙3元/！及4個單3元/！)」


def event_if_kept(state: State) -> int:
    """The event card (its number) that fires if the dice are kept as they lie now; 0 for none."""
    row = state.event_row
    position = firing_position(len(row), state.dice.count(Face.THREE))
    return 0 if position is None else row[position]


def marker_fill(state: State) -> list[int]:
    """3元/! dice on each of the five event-order markers while rolling and spending (left to
    right; the left one holds two)."""
    filled = [0] * EVENT_MARKERS
    if state.phase not in (Phase.REROLL, Phase.ALLOCATE):
        return filled
    order = marker_fill_order(EVENT_MARKERS)
    for k in range(min(len(order), state.dice.count(Face.THREE))):
        filled[order[k]] += 1
    return filled


def locked_dice(state: State) -> set[int]:
    """Dice that may not be rolled again: while rerolling, every 3元/! die is locked on an event
    marker (seed 000: 「只要骰面出現「3元/！」圖像，須立即將該骰子置於…事件排序標記上」)."""
    if state.phase is not Phase.REROLL:
        return set()
    return {i for i, f in enumerate(state.dice) if f == Face.THREE}


def used_dice(state: State) -> set[int]:
    """Which of the six dice are spent this turn (seed 000: 「已消耗的骰子本行動回合將不能再使用」).

    Dice of one face are interchangeable, so the first ones of each face count as spent.
    """
    if state.phase is not Phase.ALLOCATE:
        return set()
    used: set[int] = set()
    for face in range(6):
        spent = state.dice.count(face) - state.avail[face]
        for i, f in enumerate(state.dice):
            if spent <= 0:
                break
            if f == face:
                used.add(i)
                spent -= 1
    return used


def waived_faces(state: State) -> tuple[Face, ...]:
    """The purchase conditions this turn's event lets the current player skip (spending only)."""
    if state.phase is not Phase.ALLOCATE:
        return ()
    return tuple(f for f in CONDITION_FACES if state.waived >> f & 1)


def blocked_faces(state: State) -> tuple[Face, ...]:
    """The die faces this turn's event stops the current player using (spending only)."""
    if state.phase is not Phase.ALLOCATE:
        return ()
    return tuple(Face(f) for f in range(6) if state.blocked >> f & 1)


def is_blocked(state: State, face: int) -> bool:
    """May the current player not spend a die of this face this turn (an event blocks it)?"""
    return Face(face) in blocked_faces(state)


def markers_on_card(state: State, card: int) -> list[tuple[int, Marker]]:
    """(seat, marker) for every purchase-condition marker lying on appliance `card`."""
    return [(seat, Marker(m)) for seat, own in enumerate(state.markers) for m, where in enumerate(own) if where == card]


def returning_markers(state: State, player: int) -> list[Marker]:
    """The player's markers from cards bought this turn: seed 000 (4) hands them back only in the
    record stage, at the turn's end (「將該張卡牌上方原先放置的各購買條件標記交還給各所屬玩家」)."""
    return [Marker(m) for m, where in enumerate(state.markers[player]) if where == RETURNING]


def bill_left_to_pay(state: State, player: int) -> int:
    """Yuan the player could still put towards the bill this turn: usage, less what is paid and
    the dice already beside the track (seed 000: 「不能超過自家用電量指示物的所在位置(即遊戲中不能溢繳
    電費…)」). Zero or less: nothing more may be paid."""
    return state.usage[player] - state.paid[player] - state.bill_money


def best_payment(actions: list[Buy] | list[PlaceMarker]) -> Buy | PlaceMarker | None:
    """Of these legal payments, the one that wastes least: the smallest overpayment, then the
    fewest dice (seed 000: 「不能找零」, so extra yuan are lost). None for no payment."""
    return min(actions, key=lambda act: (money_of(act.faces), len(act.faces)), default=None)


def best_bill_payment(actions: list[PayBill], owed: int) -> PayBill | None:
    """Of these legal bill payments, the one paying most of what is owed (yuan past it are lost),
    then with the fewest dice. None for no payment."""
    return max(actions, key=lambda act: (min(money_of(act.faces), owed), -len(act.faces)), default=None)


def still_to_pay(state: State, appliance: str) -> int:
    """Yuan the current player must still put on this shop card to take it: its price this turn,
    or 0 when their money marker already lies on it (seed 000: 「若骰面圖像加上家電卡上已放置的自家顏色購買
    條件標記符合對應家電卡下方的所示條件，下個階段可獲得該張家電卡」)."""
    return buy_needs(state, state.current, state.board.index_of[appliance])[0]


def overpaid(state: State, appliance: str, faces: tuple[Face, ...]) -> int:
    """Yuan these dice would pay past what the card still costs, lost for good (seed 000:
    「骰子骰面的數字金額不能拆分(即不能找零)…多出的1元將無法用在他處」). 0: no yuan wasted."""
    return max(0, money_of(faces) - still_to_pay(state, appliance))


def bill_overpaid(state: State, faces: tuple[Face, ...]) -> int:
    """Yuan these dice would put towards the bill past what the current player may still pay,
    lost for good (seed 000: 「不能溢繳電費，超額的部分亦無法用在他處」)."""
    return max(0, money_of(faces) - max(0, bill_left_to_pay(state, state.current)))


def why_no_buy(state: State, appliance: str) -> IllegalAction | None:
    """Why no payment of the current player's unused dice takes this shop card now, in the rules'
    own terms (None: some payment does). A purchase condition no unused, unblocked die shows
    (`condition_missing`, its face), else too few yuan (`not_enough_money`, price and yuan held).

    Seed 000: 「若骰面圖像加上家電卡上已放置的自家顏色購買條件標記符合對應家電卡下方的所示條件，下個階段可
    獲得該張家電卡」 and 「已消耗的骰子本行動回合將不能再使用」."""
    if state.phase is not Phase.ALLOCATE:
        return IllegalAction("wrong_phase", "Appliances are bought while the dice are spent.")
    if any(type(act) is Buy and act.appliance == appliance for act in legal_actions(state)):
        return None
    card = state.board.index_of[appliance]
    money, need = buy_needs(state, state.current, card)
    name = state.board.appliances[card].name.en
    avail = usable(state)
    for face in CONDITION_FACES:
        if need >> face & 1 and not avail[face]:
            return IllegalAction(
                "condition_missing",
                f"The {name} needs {CONDITION_NAMES[face]}: none of your unused dice shows it.",
                appliance=appliance,
                face=int(face),
            )
    held = avail[Face.ONE] + 2 * avail[Face.TWO] + 3 * avail[Face.THREE]
    return IllegalAction(
        "not_enough_money", f"The {name} costs {money} yuan; your unused dice make {held}.", price=money, paid=held
    )


def ranking_key(state: State, player: int) -> tuple[int, int]:
    """What the end compares, largest first: the total, then (the project's tie-break, as
    `winners`) the smaller unpaid bill; equal keys share a place."""
    return state.scores[player][3], -state.scores[player][2]


def ranking(state: State) -> list[int]:
    """Seats from first to last once the game is over, by `ranking_key`."""
    return sorted(range(state.players), key=lambda p: ranking_key(state, p), reverse=True)


def monthly_kwh(state: State, player: int) -> float:
    """The kWh a month the player's appliances use (what their usage marker stands for)."""
    return sum(state.board.appliances[c].kwh_month for c in state.owned[player])


def kinds_owned(state: State, player: int) -> int:
    """How many appliance categories the player owns (the variety bonus counts them)."""
    return len({state.board.category_index[c] for c in state.owned[player]})


# What an action changed, in the table's own parts (after Anki's OpChanges). Every State field is
# listed here or in NOT_SHOWN (tests/power_butler/test_pb_changes.py checks it).
PARTS: dict[str, tuple[str, ...]] = {
    "dice": ("dice", "avail", "rerolls_left"),
    "event_row": ("event_row", "event_deck", "event_discard", "fired_event", "markers"),
    "market": ("market", "deck", "discard", "last_round_holder"),
    "players": ("owned", "usage", "paid", "bill_money", "markers", "scores", "winners"),
    "turn": ("round", "turn", "current", "phase", "discount", "waived", "blocked", "final_round", "winners"),
}
NOT_SHOWN = ("board", "options", "players", "events", "fired_log")

changes = changes_by_parts(PARTS)
changes.__doc__ = """The parts of the Power Butler table an action changed: a subset of `PARTS`' flags
("dice", "event_row", "market", "players", "turn"), from the two states' fields."""
