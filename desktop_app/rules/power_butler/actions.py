"""電力管家 (Power Butler)'s actions: one small frozen dataclass per player decision.

The acting player is implicit: it is always `engine.current_player(state)`. Dice are named by
their faces, not by which physical die: dice showing the same face are interchangeable, so
`Buy("refrigerator", (Face.TWO, Face.THREE, Face.SPACE, Face.DELIVERY))` says everything.
"""

from __future__ import annotations

from enum import IntEnum

from desktop_app.content.power_butler import Face
from desktop_app.rules.common.actions import Action, ActionCodec, action


class Marker(IntEnum):
    """A player's four purchase-condition markers (standard mode): money and the three conditions."""

    MONEY = 0
    SPACE = 1
    DELIVERY = 2
    SOCKET = 3


# The die face a condition marker stands for (the money marker takes money dice instead).
MARKER_FACE = (None, Face.SPACE, Face.DELIVERY, Face.SOCKET)


@action("roll_dice")
class RollDice(Action):
    """(1) Roll all six dice; 3元/! dice go onto the event-order markers at once."""


@action("reroll")
class Reroll(Action):
    """(1) Roll these dice again (never a 3元/! die: those are locked on the markers)."""

    faces: tuple[Face, ...]


@action("keep_dice")
class KeepDice(Action):
    """(1) Roll no more: the event fires and the dice are allocated."""


@action("buy")
class Buy(Action):
    """(3)A Put these dice on an appliance in the shop; with the player's own markers on it they
    must meet its conditions (money: the faces' yuan add up to the price, no change)."""

    appliance: str
    faces: tuple[Face, ...]


@action("place_marker")
class PlaceMarker(Action):
    """(3)B Standard mode: move a purchase-condition marker (from the supply or another card) onto
    an appliance, paying dice of that face (the money marker: dice worth the card's price)."""

    marker: Marker
    appliance: str
    faces: tuple[Face, ...]


@action("pay_bill")
class PayBill(Action):
    """(3)C Set money dice beside the usage track: at the end of the turn the bill marker moves one
    notch per yuan, never past the usage marker."""

    faces: tuple[Face, ...]


@action("end_turn")
class EndTurn(Action):
    """(4) Record power, pay the bill, refill the event row and the shop, pass the dice on."""


ACTION_CLASSES = (RollDice, Reroll, KeepDice, Buy, PlaceMarker, PayBill, EndTurn)

CODEC = ActionCodec(ACTION_CLASSES)
