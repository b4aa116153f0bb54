"""Power Butler's words for a device: its moves in the hint card's words, as a panel button
plays them (`views/power_butler/hints.PowerButlerHintWords`, `direct=True`: on a device the
dice go with the move), the seat's dice, appliances and bill, and the log's narration.
"""

from __future__ import annotations

from typing import Any

from desktop_app.rules.common.actions import Action
from desktop_app.rules.power_butler import actions as a
from desktop_app.rules.power_butler.state import Phase, State
from desktop_app.views.power_butler.hints import PowerButlerHintWords
from desktop_app.views.power_butler.narration import PowerButlerWords
from desktop_app.views.remote.words import DeviceWords, Word, panel


class PowerButlerDeviceWords(DeviceWords):
    """Power Butler's moves, panels and log for one device."""

    game_id = "power-butler"

    hint_words = PowerButlerHintWords
    hints: PowerButlerHintWords
    words: PowerButlerWords

    def _word(self, s: State, seat: int, move: Any, offered: Any) -> Word:
        action = move.action
        group = ""
        if isinstance(action, (a.Buy, a.PlaceMarker)):
            group = self.words.appliance(s, s.board.index_of[action.appliance])
        elif isinstance(action, a.Reroll):
            group = self.tr("Roll again")
        main = isinstance(action, (a.RollDice, a.KeepDice))
        return Word(self.hints.move(s, action, True), group, main=main)

    def _panels(self, s: State, seat: int) -> list[dict[str, Any]]:
        w = self.words
        rows: list[tuple[str, str]] = []
        if s.current == seat and s.phase is not Phase.ROLL:
            rows += [(self.tr("Dice"), w.faces(s.dice)), (self.tr("Rolls left"), str(s.rerolls_left))]
        rows += [(self.tr("Usage"), str(s.usage[seat])), (self.tr("Bill paid"), str(s.paid[seat]))]
        owned = [w.appliance(s, c) for c in s.owned[seat]]
        return [
            panel("figures", self.name(seat), rows),
            panel("appliances", self.tr("Your appliances"), self.counted(owned) or [self.tr("None yet")]),
        ]

    def _lines(self, entry: Any) -> list[Any]:
        return self.words.lines(entry)

    def _move_words(self, s: State, seat: int, action: Action) -> str:
        return self.hints.move(s, action, True)
