"""A sensible Power Butler player: keeps useful dice, buys the best-value appliance, pays the bill.

It reasons as a family player would, from the observation only:
- Rolling: in the simple mode the condition faces are useless, so they are rolled again; in the
  standard mode one die of each condition face some card in the shop still needs is kept. A
  1元 die is kept (a reroll is worth 1 yuan on average and may fire a costlier event).
- Allocating: an appliance is worth its points plus the variety bonus it adds, minus the bill
  its power use will cost (in full in the last round, partly before: later dice can pay it);
  overpaid yuan are lost. The best purchase worth more than paying the bill with the same money
  is made, again and again; then (standard mode) leftover condition dice put markers from the
  supply onto the most valuable card still out of reach (a marker already placed stays, so
  progress builds up on one card); last, every yuan left pays the bill.
"""

from __future__ import annotations

import random

from desktop_app.ai.base import Reason
from desktop_app.content.model import LocalizedText
from desktop_app.content.power_butler import Face
from desktop_app.rules.common.actions import Action
from desktop_app.rules.power_butler.actions import (
    MARKER_FACE,
    Buy,
    EndTurn,
    KeepDice,
    PayBill,
    PlaceMarker,
    Reroll,
    RollDice,
)
from desktop_app.rules.power_butler.engine import buy_needs, legal_actions
from desktop_app.rules.power_butler.state import Phase, State, money_of

THREE = int(Face.THREE)
EARLY_POWER_COST = 0.6  # share of an appliance's power use counted as a bill before the last round


def _power_factor(state: State) -> float:
    return 1.0 if state.final_round else EARLY_POWER_COST


def appliance_value(state: State, player: int, card: int) -> float:
    """Points + the variety bonus the card adds - the bill its power use is expected to cost."""
    board = state.board
    app = board.appliances[card]
    cats = {board.category_index[c] for c in state.owned[player]}
    gain = 0
    if board.category_index[card] not in cats:
        content = board.content
        gain = content.variety(len(cats) + 1) - content.variety(len(cats))
    return app.points + gain - _power_factor(state) * app.power


class HeuristicBot:
    """Greedy best-value buyer; see the module docstring."""

    name = "heuristic"
    level = "family"

    def choose(self, observation: State, rng: random.Random) -> Action:
        state = observation
        if state.phase is Phase.ROLL:
            return RollDice()
        actions = legal_actions(state)
        if state.phase is Phase.REROLL:
            return self._reroll(state, actions)
        return self._allocate(state, actions)

    def decide_with_reason(self, observation: State, rng: random.Random) -> tuple[Action, Reason]:
        """`choose`'s action, and why: the numbers the bot weighs for it (for a hint)."""
        action = self.choose(observation, rng)
        return action, explain(observation, action)

    # rolling ---------------------------------------------------------------------------------

    def _reroll(self, state: State, actions: list[Action]) -> Action:
        wanted = set()
        if state.board.standard:
            me = state.current
            for card in state.market:
                _money, need = buy_needs(state, me, card)
                wanted |= {f for f in (3, 4, 5) if need >> f & 1}
        keep_one = set()
        faces = []
        for f in state.dice:
            if f in (3, 4, 5):
                if f in wanted and f not in keep_one:
                    keep_one.add(f)
                else:
                    faces.append(Face(f))
        if not faces:
            return KeepDice()
        chosen = Reroll(tuple(sorted(faces)))
        return chosen if chosen in actions else KeepDice()

    # allocating ------------------------------------------------------------------------------

    def _allocate(self, state: State, actions: list[Action]) -> Action:
        me = state.current
        index_of = state.board.index_of
        owed = state.usage[me] - state.paid[me] - state.bill_money
        best, best_score = None, 0.0
        for action in actions:
            if type(action) is not Buy:
                continue
            card = index_of[action.appliance]
            spent = money_of(action.faces)
            price, _ = buy_needs(state, me, card)
            value = appliance_value(state, me, card) - 0.7 * max(0, spent - price)
            # Paying the bill with the same yuan would have been worth this much.
            alternative = min(spent, max(0, owed)) * (1.0 if state.final_round else 0.5)
            score = value - alternative - 0.15 * len(action.faces)
            if score > best_score:
                best, best_score = action, score
        if best is not None:
            return best
        marker = self._marker(state, actions, me)
        if marker is not None:
            return marker
        pays = [a for a in actions if type(a) is PayBill]
        if pays:
            left = max(0, owed)
            return max(pays, key=lambda a: (min(money_of(a.faces), left), -money_of(a.faces)))
        return EndTurn()

    def _marker(self, state: State, actions: list[Action], me: int) -> Action | None:
        """Move a marker toward the most valuable card (standard mode), or None."""
        best, best_score = None, 1.5
        index_of = state.board.index_of
        for action in actions:
            if type(action) is not PlaceMarker:
                continue
            card = index_of[action.appliance]
            value = appliance_value(state, me, card)
            money, need = buy_needs(state, me, card)
            remaining = (1 if money else 0) + need.bit_count()
            if MARKER_FACE[action.marker] is None:
                if money_of(action.faces) > money + 1 or state.board.appliances[card].price < 3:
                    continue
                value -= 0.3 * money
            elif state.markers[me][action.marker] != -1:
                continue  # a marker stays where it is working; it comes home when that card goes
            score = value / remaining
            if score > best_score:
                best, best_score = action, score
        return best


# why (hints) -------------------------------------------------------------------------------


def explain(state: State, action: Action) -> Reason:
    """The reason for `action`, the move `choose` makes here, with the numbers it weighs."""
    me = state.current
    board = state.board
    owed = max(0, state.usage[me] - state.paid[me] - state.bill_money)
    if isinstance(action, RollDice):
        return Reason("roll")
    # the simple mode has no conditions: its picture dice buy nothing, and its reasons say so
    # (issue 26: hints there spoke of keeping the pictures the shop needs)
    simple = "" if board.standard else "_simple"
    if isinstance(action, Reroll):
        kept = len(state.dice) - len(action.faces)
        if not kept:
            return Reason("reroll_all", {"count": len(action.faces)})
        return Reason("reroll" + simple, {"count": len(action.faces), "kept": kept})
    if isinstance(action, KeepDice):
        return Reason("keep_dice" + simple, {"count": len(state.dice)})
    if isinstance(action, Buy):
        card = board.index_of[action.appliance]
        app = board.appliances[card]
        value = round(appliance_value(state, me, card), 1)
        variety = round(appliance_value(state, me, card) - app.points + _power_factor(state) * app.power)
        params: dict[str, int | float | str | LocalizedText] = {
            "appliance": app.name,
            "points": app.points,
            "variety": variety,
            "power": app.power,
            "value": value,
        }
        return Reason("buy_new_kind" if variety else "buy", params)
    if isinstance(action, PlaceMarker):
        card = board.index_of[action.appliance]
        money, need = buy_needs(state, me, card)
        remaining = (1 if money else 0) + need.bit_count()
        return Reason("place_marker", {"appliance": board.appliances[card].name, "remaining": remaining})
    if isinstance(action, PayBill):
        return Reason("pay_bill", {"amount": money_of(action.faces), "owed": owed})
    return Reason("end_turn", {"owed": owed}) if owed else Reason("end_turn_paid")
