"""Aladdin & the Magic Lamp's words for a device: the secret die choice, the lamp race, wishes,
draws and picks in the hint card's words (`views/magic_lamp/hints.MagicLampHintWords`), the
seat's own dice and treasures, and the log's narration (`MagicLampWords.lines`).

The secret die choice is a chest per group with its six values as buttons; only this device
sees them (net sends another seat's choice as a secret move). The lamp race is a `RACE` move:
the device hides the table under a countdown, then shows the dice and measures the person's
reaction itself, from the moment its own screen showed them, so a slow network never costs a
device the race (docs/rules-decisions.md, "The lamp race across devices"); untouched for as long
as the host's own race waits, it sends "keep still". The rules take the time as `rub_lamp(ms)`.
"""

from __future__ import annotations

from typing import Any

from desktop_app.content.magic_lamp import METALS
from desktop_app.rules.common.actions import Action
from desktop_app.rules.magic_lamp import actions as a
from desktop_app.rules.magic_lamp.state import Phase, State
from desktop_app.rules.magic_lamp.views import HIDDEN_DIE
from desktop_app.views.kit.narration import fill
from desktop_app.views.magic_lamp.hints import MagicLampHintWords
from desktop_app.views.magic_lamp.narration import MagicLampWords
from desktop_app.views.magic_lamp.race import TIMINGS
from desktop_app.views.remote.words import RACE, DeviceWords, Entry, Word, panel

RACE_WINDOW_MS = TIMINGS["normal"].window  # as long as the host's own race waits at normal speed


class MagicLampDeviceWords(DeviceWords):
    """Magic Lamp's moves, panels and log for one device."""

    game_id = "magic-lamp"

    hint_words = MagicLampHintWords
    hints: MagicLampHintWords
    words: MagicLampWords

    def _word(self, s: State, seat: int, move: Any, offered: Any) -> Word:
        action = move.action
        if isinstance(action, a.PlaceDie):  # one group per chest, its six values as the choices
            chest = self.words.chest(METALS.index(action.chest))
            return Word(str(action.value), fill(self.tr("Set a die on the %1"), chest))
        if isinstance(action, a.RubLamp):
            still = next((m.id for m in offered if isinstance(m.action, a.KeepStill)), "")
            return Word(self.tr("Touch the lamp!"), kind=RACE, limit_ms=RACE_WINDOW_MS, timeout=still)
        if isinstance(action, a.KeepStill):
            return Word(self.tr("Keep still"))
        return Word(self.hints.move(s, seat, action))

    def _dice(self, s: State, seat: int) -> list[tuple[str, str]]:
        return [(self.words.chest(die[0]), str(die[1])) for die in s.dice[seat] if tuple(die) != HIDDEN_DIE]

    def _panels(self, s: State, seat: int) -> list[dict[str, Any]]:
        w = self.words
        panels = [panel("dice", self.tr("Your dice"), self._dice(s, seat) or [self.tr("No dice set yet")])]
        if s.phase is Phase.RACE:  # every die is face up for the race
            for q in range(s.players):
                if q != seat:
                    dice = self.join([f"{chest} {value}" for chest, value in self._dice(s, q)])
                    panels.append(panel(f"dice-{q}", fill(self.tr("%1's dice"), self.name(q)), [dice or "—"]))
        treasures = self.counted([w.card(s, card) for card in s.tableau[seat]])
        panels.append(panel("treasures", self.tr("Your treasures"), treasures or [self.tr("None yet")]))
        if s.phase is Phase.WISH and s.wish_card >= 0:
            lamp = self.content.lamp_cards[s.wish_card]
            panels.append(
                panel("wish", self.tr("The wish"), [lamp.name.get(self.language), lamp.text.get(self.language)])
            )
        if s.phase is Phase.DRAW and s.drawn:
            panels.append(panel("drawn", self.tr("Drawn so far"), self.counted([w.card(s, c) for c in s.drawn])))
        return panels

    def _secret(self, entry: Entry) -> Entry | None:
        """Another seat's secret die or lamp touch, worded as the host's log words it for the
        table (which never says the value): a die set in secret; a touch is told with the race."""
        if entry.before is not None and entry.before.phase is Phase.CHOOSE:
            stand_in: Action = a.PlaceDie(METALS[0], 1)
        else:
            stand_in = a.KeepStill()
        return Entry(entry.index, entry.player, stand_in, entry.before, entry.after)

    def _lines(self, entry: Any) -> list[Any]:
        return self.words.lines(entry)

    def _move_words(self, s: State, seat: int, action: Action) -> str:
        return self.hints.move(s, seat, action)
