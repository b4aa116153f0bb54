"""The words Power Butler's decision panel says for the rules' refusals: why a choice cannot be
made, in the panel's language, from the rules' code and figures (`IllegalAction`).

The panel (`panels.py`) shows them; the texts stay under its context, `PowerButlerActionPanel`,
where its catalogue keeps them (each `translate` names it, so lupdate finds them there too). A
text with a count (%n) stays in the panel: lupdate marks plurals only in a class's `self.tr`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from desktop_app.content.power_butler import PowerButlerContent
from desktop_app.rules.power_butler.state import State
from desktop_app.views.kit.narration import fill

translate = QCoreApplication.translate


def refusal_words(content: PowerButlerContent, language: str, state: State, error: object) -> str:
    """The rules' refusal (`IllegalAction`: its code and figures) in the panel's language."""
    params = getattr(error, "params", {})
    code = getattr(error, "code", "")
    face = params.get("face")
    face_name = content.dice_faces[face].get(language) if isinstance(face, int) else ""
    appliance = params.get("appliance")
    name = ""
    if isinstance(appliance, str) and appliance in state.board.index_of:
        name = state.appliance(state.board.index_of[appliance]).name.get(language)
    if code == "condition_missing":
        return fill(
            translate(
                "PowerButlerActionPanel",
                "The %1 needs a '%2' die (or your marker on it): none of your unused dice shows it.",
            ),
            name,
            face_name,
        )
    if code == "not_enough_money":
        return fill(
            translate("PowerButlerActionPanel", "Not enough yuan: it costs %1, the dice make %2 (no change is given)."),
            str(params.get("price", "?")),
            str(params.get("paid", "?")),
        )
    if code == "face_blocked":
        return fill(translate("PowerButlerActionPanel", "This turn's event stops you using '%1' dice."), face_name)
    if code == "dice_not_available":
        return fill(translate("PowerButlerActionPanel", "You have no unused '%1' die left for that."), face_name)
    if code == "useless_die":
        return translate(
            "PowerButlerActionPanel", "A chosen die does nothing for that card: choose only the dice it needs."
        )
    if code == "marker_already_there":
        return translate("PowerButlerActionPanel", "Your marker is already on that card.")
    if code == "marker_returning":
        return translate(
            "PowerButlerActionPanel",
            "That marker was on a card you bought this turn: it comes back when the turn ends.",
        )
    if code == "wrong_dice":
        return translate(
            "PowerButlerActionPanel",
            "Those dice cannot pay for that: a condition marker takes one die of its face, money takes yuan dice.",
        )
    if code == "marker_not_needed":
        return translate("PowerButlerActionPanel", "That card does not need this marker.")
    if code == "nothing_owed":
        return translate("PowerButlerActionPanel", "Your bill is paid up to your usage: there is nothing more to pay.")
    if code == "no_dice":
        return translate("PowerButlerActionPanel", "Choose dice first.")
    if code == "die_locked":
        return translate(
            "PowerButlerActionPanel", "A red 3 yuan/! die is locked on an event marker and cannot be rolled again."
        )
    if code == "game_over":
        return translate("PowerButlerActionPanel", "The game is over.")
    return translate("PowerButlerActionPanel", "That is not possible at this step.")


__all__ = ["refusal_words"]
