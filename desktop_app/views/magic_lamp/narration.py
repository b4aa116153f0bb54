"""What happened, in words: the log lines for each action of Aladdin & the Magic Lamp, the log
widget, and the scoreboard at the end.

Sentences come from the events the rules leave in `record.after.events`; a secret die is
narrated without its value. Card and chest names come from the content pack's two languages.
"""

from __future__ import annotations

from desktop_app.content.magic_lamp import GEMS, METALS, MagicLampContent
from desktop_app.rules.magic_lamp import actions as a
from desktop_app.rules.magic_lamp.scoring import score_breakdown
from desktop_app.rules.magic_lamp.state import Event, State
from desktop_app.views.kit.game_log import words_log
from desktop_app.views.kit.narration import Narrator, Record, event_int, fill, plural


class MagicLampWords(Narrator):
    """Turns records into sentences in one language."""

    content: MagicLampContent

    def card(self, state: State, card: int) -> str:
        st = state.static
        kind = self.content.kind_names[st.kind[card]].get(self.language)
        metal = st.metal[card]
        if metal < 0:
            return kind
        chest = self.content.metal_names[METALS[metal]].get(self.language)
        return fill(self.tr("%1 (%2)"), kind, chest)

    def chest(self, metal: int) -> str:
        return self.content.metal_names[METALS[metal]].get(self.language)

    def breakdown(self, row: dict[str, int]) -> str:
        """One player's points by source: "7 (2 for cards + 5 for most gems)" (other sources of 0 left out)."""
        parts = {
            "cards": self.tr("%1 for cards"),
            "sets": self.tr("%1 for sets"),
            "majorities": self.tr("%1 for most gems"),
            "ring": self.tr("%1 for the ring"),
        }
        shown = [fill(text, str(row[key])) for key, text in parts.items() if row[key] or key == "cards"]
        total = row["total"]
        return fill(plural(self.tr("%n point(s) (%1)", "", total), total), self.tr(" + ").join(shown))

    def score_line(self, state: State, round_number: int) -> str:
        """The scores after a round, each with its breakdown (they change between rounds)."""
        rows = score_breakdown(state)
        scores = self.tr("; ").join(f"{self.name(p)} {self.breakdown(row)}" for p, row in enumerate(rows))
        return fill(self.tr("Points after round %1: %2"), str(round_number), scores)

    def lines(self, record: Record) -> list[str]:
        """The log lines for one applied action."""
        out: list[str] = []
        act, who, after = record.action, self.name(record.player), record.after
        if type(act) is a.PlaceDie:
            out.append(fill(self.tr("%1 set a die in secret."), who))
        elif type(act) is a.RefuseWish:
            out.append(fill(self.tr("%1 refused the wish."), who))
        elif type(act) is a.NameThief:
            out.append(fill(self.tr("%1 lets %2 take a treasure."), who, self.name(act.player)))
        elif type(act) is a.TakeNothing:
            out.append(fill(self.tr("%1 takes nothing."), who))
        elif type(act) is a.ChooseChest:
            out.append(fill(self.tr("%1 chooses the %2."), who, self.chest(METALS.index(act.chest))))
        elif type(act) is a.SetDie:
            out.append(fill(self.tr("%1 turns a die to %2."), who, str(act.value)))
        elif type(act) is a.PlaceAmulet:
            colour = next((k for k in GEMS if k.value == act.gem), None)
            if colour is None:  # a save from before colour stacks names one gem card
                colour = after.static.kind[after.static.index[act.gem]]
            gem = self.content.kind_names[colour].get(self.language)
            out.append(fill(self.tr("%1 puts the amulet under their %2 stack."), who, gem))
        elif type(act) is a.KeepAmuletAlone:
            out.append(fill(self.tr("%1 keeps the amulet alone."), who))
        if type(act) in (a.RubLamp, a.KeepStill) and record.before.actor == after.players - 1:
            out.append(self._touches(after))  # the last press resolves the race
        for event in after.events:
            if event[0] == "round":  # the points change between rounds: say how they stand
                out.append(self.score_line(after, int(event[1]) - 1))
            line = self._event(record, event)
            if line:
                out.append(line)
        return out

    def _touches(self, after: State) -> str:
        """Who touched the lamp and when, fastest first (every press is known once all are in)."""
        pressed = sorted((ms, p) for p, ms in enumerate(after.presses) if ms >= 0)
        if not pressed:
            return self.tr("No one touched the lamp.")
        times = self.tr(", ").join(f"{self.name(p)} {ms / 1000:.2f}" for ms, p in pressed)
        return fill(self.tr("Lamp touches (seconds): %1"), times)

    def _event(self, record: Record, event: Event) -> str:
        name, args = event[0], event[1:]
        after = record.after
        if name == "dice_revealed":  # the values show on the board when the race begins
            return self.tr("Everyone has set their dice: hands off on three, then race for the lamp!")
        if name == "genie":
            return fill(
                self.tr("%1 touched the lamp first and summons the genie (matching %2s)!"),
                self.name(event_int(args[0])),
                str(args[1]),
            )
        if name == "rampage":
            return fill(
                self.tr("%1 touched the lamp but no dice match: the genie rampages!"), self.name(event_int(args[0]))
            )
        if name == "wish_shown":
            lamp = self.content.lamp_cards[event_int(args[1])]
            return fill(
                self.tr("Wish %1 for %2: %3 — %4"),
                str(args[2]),
                self.name(event_int(args[0])),
                lamp.name.get(self.language),
                lamp.text.get(self.language),
            )
        if name == "wish_taken":
            lamp = self.content.lamp_cards[event_int(args[1])]
            return fill(self.tr('%1 takes the wish "%2".'), self.name(event_int(args[0])), lamp.name.get(self.language))
        if name == "card_drawn":
            return fill(
                self.tr("%1 draws: %2 — scorpions so far: %3."),
                self.name(event_int(args[0])),
                self.card(after, event_int(args[1])),
                str(args[2]),
            )
        if name == "bust":
            count = event_int(args[2])  # a plain name: lupdate reads no call in tr's arguments
            return fill(
                plural(self.tr("Scorpions! %1 loses %n card(s) from the %2.", "", count), count),
                self.name(event_int(args[0])),
                self.chest(event_int(args[1])),
            )
        if name == "kept":
            count = event_int(args[2])
            return fill(
                plural(self.tr("%1 keeps %n card(s) from the %2.", "", count), count),
                self.name(event_int(args[0])),
                self.chest(event_int(args[1])),
            )
        if name == "wizard":
            return fill(
                self.tr(
                    "%1 finds the wizard! The draw stops there and the game ends: no more chests or wishes this round."
                ),
                self.name(event_int(args[0])),
            )
        if name == "card_taken":
            taker, card, source = (event_int(field) for field in args)
            if source == -1:
                where = self.tr("the discard pile")
            elif source == -2:
                where = self.tr("the chest")
            else:
                where = self.name(source)
            return fill(self.tr("%1 takes %2 from %3."), self.name(taker), self.card(after, card), where)
        if name == "ring":
            return fill(self.tr("%1 takes the magic ring."), self.name(event_int(args[0])))
        if name == "round":
            return fill(self.tr("Round %1 begins."), str(args[0]))
        if name == "game_over":
            return self.tr("The game is over.")
        return ""


# the log told in this game's words, 16 px designed
game_log = words_log(MagicLampWords, text_px=16.0)
