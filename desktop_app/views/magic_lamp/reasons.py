"""The rules' refusals in the player's language: the rules core says why an action is refused
with a stable code and its parameters (`IllegalAction`, rules/magic_lamp/engine.py and flow.py);
this turns each code into a translated sentence for a disabled control's tooltip and the status
line. The reason is the rules' own; only its words are the view's."""

from __future__ import annotations

from PySide6.QtCore import QObject

from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.magic_lamp.state import MAX_PRESS_MS, Phase
from desktop_app.views.kit.narration import fill


class MagicLampReasons(QObject):
    """Why the rules refuse an action, in words (`text(refusal)`)."""

    def phase(self, phase: int) -> str:
        names = {
            Phase.CHOOSE: self.tr("setting the dice on the chests"),
            Phase.RACE: self.tr("the lamp race"),
            Phase.WISH: self.tr("taking or refusing a wish"),
            Phase.PICK: self.tr("taking a card"),
            Phase.CHEST: self.tr("choosing a chest for a free draw"),
            Phase.RETUNE: self.tr("turning a die"),
            Phase.NAME: self.tr("naming who may take a treasure"),
            Phase.DRAW: self.tr("drawing from a chest"),
            Phase.AMULET: self.tr("placing an amulet"),
            Phase.GAME_OVER: self.tr("the end of the game"),
        }
        return next((text for key, text in names.items() if int(key) == phase), "")

    def text(self, refusal: IllegalAction) -> str:
        code, params = refusal.code, refusal.params
        if code == "wrong_phase":
            return fill(self.tr("Not now: it is time for %1."), self.phase(int(str(params.get("phase", 0)))))
        if code == "game_over":
            return self.tr("The game is over.")
        if code == "same_chest":
            return self.tr("Your two dice must go on two different chests: this chest has your first die.")
        if code == "bad_value":
            return self.tr("A die shows 1 to 6.")
        if code == "bad_time":
            return fill(self.tr("A press counts within %1 seconds of the reveal."), str(MAX_PRESS_MS // 1000))
        if code == "empty_chest":
            return self.tr("That chest is empty.")
        if code == "last_wish":
            return self.tr("The third wish must be taken.")
        if code == "no_gem_stack":
            return self.tr("An amulet goes under a gem colour you hold.")
        if code == "bad_die":
            return self.tr("You have no such die.")
        if code == "bad_retune":
            return self.tr("This wish turns a die by a little only: choose a value nearer the one it shows.")
        if code == "bad_thief":
            return self.tr("Name another player at the table.")
        if code == "no_ring":
            return self.tr("The magic ring cannot be taken now.")
        if code == "cannot_take":
            return self.tr("That card cannot be taken now (a card of a complete set or an amulet never can).")
        return refusal.reason
