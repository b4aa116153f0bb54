"""Power On!'s words for a device: its moves in the hint card's words (`views/power_on/hints`),
the seat's hand, plants and cities, and the log's narration (`PowerOnWords.lines`).

The carbon tower from a device is aimed by touch (an `AIM` move: a strip with the top token's
middle marked; the person slides the token and drops it); the host drops it through the same
tower physics the window and the computer players use (net's `build_action`, with
`rules/power_on/tower_physics`), and the rules take the outcome as an ordinary `stack_token`
(docs/rules-decisions.md, "Power On!'s tower from a device").
"""

from __future__ import annotations

from typing import Any

from desktop_app.rules.common.actions import Action
from desktop_app.rules.power_on import actions as a
from desktop_app.rules.power_on import engine
from desktop_app.rules.power_on.state import Phase, State
from desktop_app.views.power_on.hints import PowerOnHintWords
from desktop_app.views.power_on.narration import PowerOnWords
from desktop_app.views.remote.words import AIM, DeviceWords, Word, panel


def tower_top(s: State) -> int:
    """Where the top token's middle is now (tenths of a token width from the table's middle)."""
    if engine.first_token(s):
        return 0
    from desktop_app.rules.power_on.tower_physics import TowerSim  # pymunk only when stacking

    return round(TowerSim.from_drops(s.tower_drops).top_centre())


class PowerOnDeviceWords(DeviceWords):
    """Power On!'s moves, panels and log for one device."""

    game_id = "power-on"
    hints: PowerOnHintWords
    words: PowerOnWords

    def __init__(self, game: Any, content: Any, names: Any, language: str) -> None:
        super().__init__(game, content, names, language)
        self.hints = PowerOnHintWords(content, self.seats, self.language)
        self.words = PowerOnWords(content, self.seats, self.language)  # the log, in its own context

    def _word(self, s: State, seat: int, move: Any, offered: Any) -> Word:
        h, action = self.hints, move.action
        if isinstance(action, a.StackToken):
            # the strip starts at its left end: the person slides the token to the mark
            aim = {"label": self.tr("Where"), "start": -engine.MAX_DROP_X, "target": tower_top(s)}
            fields: dict[str, dict[str, Any]] = {"x": aim}
            if "angle" in move.ranges:
                fields["angle"] = {"label": self.tr("Tilt"), "start": 0}
            return Word(self.tr("Drop the carbon token"), kind=AIM, fields=fields, main=True)
        if isinstance(action, a.TakeMarketCard):  # the face-up cards by name, under one heading
            return Word(h.card(action.card), self.tr("Take a face-up card (1 action point)"))
        if isinstance(action, a.BuildPlant):
            return Word(h.card(action.card), self.tr("Build a plant from your hand (1 action point)"))
        if isinstance(action, a.PlayFunction):
            return Word(h.card(action.card), self.tr("Play a card from your hand (1 action point)"))
        if isinstance(action, a.TakeCities) and not action.cities:
            return Word(self.tr("Light no city and end your turn"))
        group = self.tr("Run plants") if isinstance(action, (a.Generate, a.RunRenewables)) else ""
        if isinstance(action, a.TakeCities):
            group = self.tr("Light cities")
        return Word(h.move(s, action), group, main=isinstance(action, a.EndActions))

    def _panels(self, s: State, seat: int) -> list[dict[str, Any]]:
        h = self.hints
        panels = [
            panel(
                "hand",
                self.tr("Your hand"),
                self.counted(sorted(h.card(c) for c in s.hands[seat])) or [self.tr("No cards")],
            ),
            panel(
                "plants",
                self.tr("Your plants"),
                self.counted(sorted(h.card(c) for c in s.plants[seat])) or [self.tr("None yet")],
            ),
            panel(
                "cities",
                self.tr("Your cities"),
                [h.city(self.content.cities[i].id) for i in s.cities_won[seat]] or [self.tr("None yet")],
            ),
        ]
        if s.current == seat and s.phase in (Phase.ACTIONS, Phase.CITY):
            rows = [(self.tr("Action points left"), str(s.actions_left)), (self.tr("Power made"), str(s.power))]
            panels.insert(0, panel("turn", self.tr("This turn"), rows))
        if s.phase is Phase.STACKING and s.current == seat:
            rows = [(self.tr("Tokens to stack"), str(s.pending_tokens)), (self.tr("Tower height"), str(s.tower))]
            panels.insert(0, panel("tower", self.tr("Carbon tower"), rows))
        return panels

    def _lines(self, entry: Any) -> list[Any]:
        return self.words.lines(entry)

    def _move_words(self, s: State, seat: int, action: Action) -> str:
        return self.hints.move(s, action)
