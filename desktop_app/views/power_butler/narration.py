"""What happened, in words: the log lines for each Power Butler action, the log widget, and the
scoreboard at the end with each household's points, variety bonus, unpaid bill, kWh and lesson.

Sentences come from the event tuples the rules leave in `record.after.events`; appliance, event
and die-face names come from the content pack's two languages.
"""

from __future__ import annotations

from collections.abc import Iterable

from desktop_app.content.power_butler import PowerButlerContent
from desktop_app.rules.power_butler import actions as a
from desktop_app.rules.power_butler.state import Event, State, money_of
from desktop_app.views.kit.game_log import words_log
from desktop_app.views.kit.narration import Narrator, Record, event_int, event_ints, fill, plural


class PowerButlerWords(Narrator):
    """Turns records into sentences in one language."""

    content: PowerButlerContent

    def appliance(self, state: State, card: int) -> str:
        return state.board.appliances[card].name.get(self.language)

    def faces(self, faces: Iterable[int]) -> str:
        """Dice by face, e.g. "2 yuan ×2, fixed space"."""
        counts: dict[int, int] = {}
        for f in faces:
            counts[int(f)] = counts.get(int(f), 0) + 1
        parts = []
        for f, n in counts.items():
            text = self.content.dice_faces[f].get(self.language)
            parts.append(text if n == 1 else f"{text} ×{n}")
        sep = "、" if self.language.startswith("zh") else ", "
        return sep.join(parts)

    def marker(self, marker: int) -> str:
        if marker == 0:
            return self.tr("money marker")
        face = self.content.dice_faces[marker + 2].get(self.language)
        return fill(self.tr("%1 marker"), face)

    def lines(self, record: Record) -> list[str]:
        """The log lines for one applied action."""
        out: list[str] = []
        act, who, after = record.action, self.name(record.player), record.after
        if type(act) is a.Reroll:
            out.append(fill(plural(self.tr("%1 rolls %n dice again.", "", len(act.faces)), len(act.faces)), who))
        elif type(act) is a.KeepDice:
            out.append(fill(self.tr("%1 keeps the dice."), who))
        elif type(act) is a.PayBill:
            out.append(
                fill(self.tr("%1 sets %2 yuan beside the usage track for the bill."), who, str(money_of(act.faces)))
            )
        elif type(act) is a.EndTurn:
            out.append(fill(self.tr("%1 ends the turn."), who))
        for event in after.events:
            line = self._event(record, event)
            if line:
                out.append(line)
        return out

    def _event(self, record: Record, event: Event) -> str:
        kind, args = event[0], event[1:]
        after = record.after
        if kind == "roll":
            return fill(self.tr("%1 rolls: %2."), self.name(event_int(args[0])), self.faces(event_ints(args[1])))
        if kind == "event":
            card = after.board.events[event_int(args[1])]
            return fill(
                self.tr("Event for %1: %2 — %3"),
                self.name(event_int(args[0])),
                card.name.get(self.language),
                card.text.get(self.language),
            )
        if kind == "buy":
            act = record.action
            paid = self.faces(act.faces) if type(act) is a.Buy and act.faces else self.tr("markers")
            appliance = after.board.appliances[event_int(args[1])]
            return fill(
                self.tr("%1 buys the %2 (%3) — usage +%4 (%5 kWh a month)."),
                self.name(event_int(args[0])),
                appliance.name.get(self.language),
                paid,
                str(appliance.power),
                f"{appliance.kwh_month:g}",
            )
        if kind == "marker":
            return fill(
                self.tr("%1 puts the %2 on the %3."),
                self.name(event_int(args[0])),
                self.marker(event_int(args[1])),
                self.appliance(after, event_int(args[2])),
            )
        if kind == "bill":
            return fill(self.tr("%1 pays %2 of the electricity bill."), self.name(event_int(args[0])), str(args[1]))
        if kind == "last_round_card":
            return self.tr("The last-round card turns up: the next round is the last.")
        if kind == "final_round":
            return self.tr("The last round begins.")
        if kind == "game_over":
            return self.tr("The game is over.")
        return ""


# the log told in this game's words, 15 px designed
game_log = words_log(PowerButlerWords, text_px=15.0)
