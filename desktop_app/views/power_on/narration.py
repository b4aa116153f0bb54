"""What happened, in words: the log lines for each Power On! action, the log widget, and the
scoreboard with each player's stars, power by source, carbon stacked and the energy lesson.

Sentences come from the action and the event tuples the rules leave in `record.after.events`;
card, city and plant-type names come from the content pack's two languages. Hidden cards are
never named: a drawn card is "a card".
"""

from __future__ import annotations

from desktop_app.content.power_on import PowerOnContent
from desktop_app.rules.power_on import actions as a
from desktop_app.rules.power_on.engine import EV_GAME_OVER, EV_SKIP, EV_STALLED
from desktop_app.rules.power_on.generation import (
    EV_COLLAPSE,
    EV_POWER,
    EV_RESTACK,
    EV_STACKED,
)
from desktop_app.rules.power_on.queries import renewable_output
from desktop_app.rules.power_on.state import PLANT_TYPES, SOLAR, TYPE_INDEX, WIND, Event, Phase
from desktop_app.views.kit.game_log import words_log
from desktop_app.views.kit.narration import Narrator, Record, event_int, event_ints, fill, plural
from desktop_app.views.power_on import reasons


class PowerOnWords(Narrator):
    """Turns records into sentences in one language."""

    content: PowerOnContent

    def card(self, card: int) -> str:
        return self.content.cards[card].design.name.get(self.language)

    def plant_type(self, type_index: int) -> str:
        return self.content.plant_types[PLANT_TYPES[type_index]].name.get(self.language)

    def city(self, city_id: str) -> str:
        for city in self.content.cities:
            if city.id == city_id:
                return city.name.get(self.language)
        return city_id

    def lines(self, record: Record) -> list[str]:
        """The log lines for one applied action."""
        act, who = record.action, self.name(record.player)
        out: list[str] = []
        if type(act) is a.DrawCard:
            out.append(fill(self.tr("%1 draws a card from the deck."), who))
        elif type(act) is a.TakeMarketCard:
            out.append(fill(self.tr("%1 takes %2 from the face-up cards."), who, self.card(act.card)))
        elif type(act) is a.BuildPlant:
            out.append(fill(self.tr("%1 builds a %2."), who, self.card(act.card)))
        elif type(act) is a.PlayFunction:
            out.append(fill(self.tr("%1 plays %2."), who, self.card(act.card)))
        elif type(act) is a.Generate:
            paid = plural(self.tr("%n card(s)"), len(act.cards))
            out.append(
                fill(
                    plural(self.tr("%1 runs %n %2 plant(s), paying %3."), act.count),
                    who,
                    self.plant_type(TYPE_INDEX[act.plant]),
                    paid,
                )
            )
        elif type(act) is a.RunRenewables:
            out.append(fill(self.tr("%1 runs the %2 plants."), who, self.plant_type(TYPE_INDEX[act.plant])))
        elif type(act) is a.EndActions:
            out.append(fill(self.tr("%1 ends the actions."), who))
        elif type(act) is a.DiscardCard:
            out.append(fill(self.tr("%1 discards %2."), who, self.card(act.card)))
        elif type(act) is a.TakeCities:
            if act.cities:
                names = (
                    "、".join(self.city(c) for c in act.cities)
                    if self.language.startswith("zh")
                    else ", ".join(self.city(c) for c in act.cities)
                )
                out.append(fill(self.tr("%1 lights up %2!"), who, names))
            else:
                out.append(fill(self.tr("%1 lights no city this turn."), who))
        for event in record.after.events:
            line = self._event(event)
            if line:
                out.append(line)
        said = top_change(record)
        if said:
            out.append(said)
        return out

    def _event(self, event: Event) -> str:
        tag = event[0]
        if tag == EV_POWER:
            _, player, type_index, _count, power = event
            return fill(
                self.tr("%1 gets %2 power from %3."),
                self.name(event_int(player)),
                str(power),
                self.plant_type(event_int(type_index)),
            )
        if tag == EV_STACKED:
            return ""
        if tag == EV_COLLAPSE:
            _, player, height = event
            return fill(
                plural(
                    self.tr("The carbon tower (%n token(s)) falls! %1 gets no power and misses the next turn."),
                    event_int(height),
                ),
                self.name(event_int(player)),
            )
        if tag == EV_RESTACK:
            _, _player, tokens = event
            return plural(
                self.tr("The carbon supply ran out: %n token(s) come off the tower to be stacked again."),
                event_int(tokens),
            )
        if tag == EV_SKIP:
            return fill(self.tr("%1 misses this turn."), self.name(event_int(event[1])))
        if tag == EV_STALLED:
            return plural(self.tr("No city has been lit for %n round(s), so the game ends here."), event_int(event[1]))
        if tag == EV_GAME_OVER:
            names = ", ".join(self.name(w) for w in event_ints(event[1]))
            return fill(self.tr("Game over: %1 wins!"), names)
        return ""


def top_change(record: Record) -> str:
    """When an action turned up another deck top with another back number, and the player has
    solar or wind plants still to run this turn: what they now give (`queries.renewable_output`);
    else ""."""
    before, after = record.before, record.after
    if after.phase is Phase.GAME_OVER or after.current != record.player:
        return ""
    old, new = renewable_output(before), renewable_output(after)
    if old == new or not (after.unused(SOLAR) or after.unused(WIND)):
        return ""
    return reasons.top_changed(old, new)


# the log told in this game's words, 15 px designed
game_log = words_log(PowerOnWords, text_px=15.0)
