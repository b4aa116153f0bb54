"""The rules' refusals and warnings for Power On!, in the player's words.

The rules say why (`rules/power_on/queries.py`: `light_refusal`, `play_refusal`, ...) as codes;
this puts a code in words for a tooltip, a panel line and the status line. The board and the
panel share it, so a city or a card is explained the same way wherever it is asked about.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop_app.rules.power_on import queries as q
from desktop_app.views.kit.narration import fill, plural


def how_to_light() -> str:
    """How a city is lit, said up front on the actions page and in a city's tooltip."""
    return QCoreApplication.translate(
        "PowerOnReasons",
        "After your actions, light one city whose ⚡ need is at most this turn's power. "
        "Power not used is lost when the turn ends.",
    )


def light_reason(code: str, city_name: str, need: int, power: int) -> str:
    """Why this city cannot be lit now (`queries.light_refusal`)."""
    if code == q.LIGHT_AFTER_ACTIONS:
        return fill(
            QCoreApplication.translate(
                "PowerOnReasons",
                "%1 is lit after your actions: spend your action points or press “End my actions”, then click %1.",
            ),
            city_name,
        )
    if code == q.LIGHT_NOT_ENOUGH_POWER:
        return fill(
            QCoreApplication.translate("PowerOnReasons", "%1 needs %2 power; you have %3 this turn."),
            city_name,
            str(need),
            str(power),
        )
    return QCoreApplication.translate(
        "PowerOnReasons", "Only the player whose turn it is lights a city, after their actions."
    )


def play_reason(code: str, chosen: int, card_name: str = "") -> str:
    """Why the chosen hand cards cannot be built or played (`queries.play_refusal`)."""
    if code == q.PLAY_CHOOSE_ONE:
        return plural(
            QCoreApplication.translate(
                "PowerOnReasons",
                "Choose one card to build or play (1 point each). With %n cards chosen, "
                "they can only pay for running plants.",
            ),
            chosen,
        )
    if code == q.PLAY_FUEL:
        return fill(
            QCoreApplication.translate(
                "PowerOnReasons", "%1 is fuel: it is not played; it pays for running a gas or nuclear plant."
            ),
            card_name,
        )
    return QCoreApplication.translate("PowerOnReasons", "No action points left: light a city or end your turn.")


def lost_power(power: int) -> str:
    """The warning before a turn ends with power that lights nothing (`power_lost_by_ending`)."""
    return fill(
        QCoreApplication.translate(
            "PowerOnReasons",
            "Your %1 power lights no city and is lost when your turn ends. Press again to end your turn anyway.",
        ),
        str(power),
    )


def top_changed(before: int, after: int) -> str:
    """A draw turned up another top card: solar and wind output changed (`renewable_output`)."""
    return fill(
        QCoreApplication.translate(
            "PowerOnReasons",
            "The deck's top card now shows %1 (it was %2): each solar or wind plant run now gives %1 power.",
        ),
        str(after),
        str(before),
    )


def rules_reason(code: str, limit: int = 0) -> str:
    """An engine refusal (`IllegalAction.code`) in words, for a click the rules refuse."""
    words = {
        "hand_full": fill(
            QCoreApplication.translate("PowerOnReasons", "Your hand is full (%1 cards): you cannot take another card."),
            str(limit),
        ),
        "no_action_points": QCoreApplication.translate(
            "PowerOnReasons", "No action points left: light a city or end your turn."
        ),
        "no_cards": QCoreApplication.translate("PowerOnReasons", "There are no cards left to draw."),
        "not_in_market": QCoreApplication.translate("PowerOnReasons", "That card is not among the face-up cards."),
        "wrong_time": QCoreApplication.translate("PowerOnReasons", "Not now: finish the step the panel shows first."),
    }
    return words.get(code, QCoreApplication.translate("PowerOnReasons", "The rules do not allow that now."))
