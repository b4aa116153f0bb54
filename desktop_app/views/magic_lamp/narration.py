"""What happened, in words: the log lines for each action of Aladdin & the Magic Lamp, the log
widget, and the scoreboard at the end.

Sentences come from the events the rules leave in `record.after.events`; a secret die is
narrated without its value. Card and chest names come from the content pack's two languages.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QSize, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop_app.content.magic_lamp import GEMS, METALS
from desktop_app.controllers.game_controller import ActionRecord
from desktop_app.rules.magic_lamp import actions as a
from desktop_app.rules.magic_lamp.scoring import score_breakdown
from desktop_app.views.kit.game_log import GameLog, marked_by_name
from desktop_app.views.kit.marks import mark_icon
from desktop_app.views.plain_text import plain_label


def plural(text: str, n: int) -> str:
    """English singulars for "%n card(s)" texts (PySide's lupdate cannot mark plurals); the
    Chinese texts have no "(s)" and pass through unchanged."""
    text = text.replace("%n", str(n))
    if n == 1:
        return text.replace("(s)", "").replace("(es)", "")
    return text.replace("(s)", "s").replace("(es)", "es")


class MagicLampWords(QObject):
    """Turns records into sentences in one language."""

    def __init__(self, content, seats, language: str) -> None:
        super().__init__()
        self.content, self.seats, self.language = content, seats, language

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def card(self, state, card: int) -> str:
        st = state.static
        kind = self.content.kind_names[st.kind[card]].get(self.language)
        metal = st.metal[card]
        if metal < 0:
            return kind
        chest = self.content.metal_names[METALS[metal]].get(self.language)
        return self.tr("%1 (%2)").replace("%1", kind).replace("%2", chest)

    def chest(self, metal: int) -> str:
        return self.content.metal_names[METALS[metal]].get(self.language)

    def lines(self, record: ActionRecord) -> list[str]:
        """The log lines for one applied action."""
        out = []
        act, who, after = record.action, self.name(record.player), record.after
        kind = type(act)
        if kind is a.PlaceDie:
            out.append(self.tr("%1 set a die in secret.").replace("%1", who))
        elif kind is a.RefuseWish:
            out.append(self.tr("%1 refused the wish.").replace("%1", who))
        elif kind is a.NameThief:
            out.append(self.tr("%1 lets %2 take a treasure.").replace("%1", who).replace("%2", self.name(act.player)))
        elif kind is a.TakeNothing:
            out.append(self.tr("%1 takes nothing.").replace("%1", who))
        elif kind is a.ChooseChest:
            out.append(self.tr("%1 chooses the %2.").replace("%1", who).replace("%2", self.chest(METALS.index(act.chest))))
        elif kind is a.SetDie:
            out.append(self.tr("%1 turns a die to %2.").replace("%1", who).replace("%2", str(act.value)))
        elif kind is a.PlaceAmulet:
            colour = next((k for k in GEMS if k.value == act.gem), None)
            if colour is None:  # a save from before colour stacks names one gem card
                colour = after.static.kind[after.static.index[act.gem]]
            gem = self.content.kind_names[colour].get(self.language)
            out.append(self.tr("%1 puts the amulet under their %2 stack.").replace("%1", who).replace("%2", gem))
        elif kind is a.KeepAmuletAlone:
            out.append(self.tr("%1 keeps the amulet alone.").replace("%1", who))
        if kind in (a.RubLamp, a.KeepStill) and record.before.actor == after.players - 1:
            out.append(self._touches(after))  # the last press resolves the race
        for event in after.events:
            line = self._event(record, event)
            if line:
                out.append(line)
        return out

    def _touches(self, after) -> str:
        """Who touched the lamp and when, fastest first (every press is known once all are in)."""
        pressed = sorted((ms, p) for p, ms in enumerate(after.presses) if ms >= 0)
        if not pressed:
            return self.tr("No one touched the lamp.")
        times = self.tr(", ").join(f"{self.name(p)} {ms / 1000:.2f}" for ms, p in pressed)
        return self.tr("Lamp touches (seconds): %1").replace("%1", times)

    def _event(self, record: ActionRecord, event: tuple) -> str:
        name, args = event[0], event[1:]
        after = record.after
        if name == "dice_revealed":  # the values show on the board when the race begins
            return self.tr("Everyone has set their dice: hands off on three, then race for the lamp!")
        if name == "genie":
            return self.tr("%1 touched the lamp first and summons the genie (matching %2s)!") \
                .replace("%1", self.name(args[0])).replace("%2", str(args[1]))
        if name == "rampage":
            return self.tr("%1 touched the lamp but no dice match: the genie rampages!").replace("%1", self.name(args[0]))
        if name == "wish_shown":
            lamp = self.content.lamp_cards[args[1]]
            return self.tr("Wish %1 for %2: %3 — %4").replace("%1", str(args[2])).replace("%2", self.name(args[0])) \
                .replace("%3", lamp.name.get(self.language)).replace("%4", lamp.text.get(self.language))
        if name == "wish_taken":
            lamp = self.content.lamp_cards[args[1]]
            return self.tr("%1 takes the wish \"%2\".").replace("%1", self.name(args[0])) \
                .replace("%2", lamp.name.get(self.language))
        if name == "card_drawn":
            return self.tr("%1 draws: %2 — scorpions so far: %3.").replace("%1", self.name(args[0])) \
                .replace("%2", self.card(after, args[1])).replace("%3", str(args[2]))
        if name == "bust":
            return plural(self.tr("Scorpions! %1 loses %n card(s) from the %2.", "", args[2]), args[2]).replace("%1", self.name(args[0])) \
                .replace("%2", self.chest(args[1]))
        if name == "kept":
            return plural(self.tr("%1 keeps %n card(s) from the %2.", "", args[2]), args[2]).replace("%1", self.name(args[0])) \
                .replace("%2", self.chest(args[1]))
        if name == "wizard":
            return self.tr("%1 finds the wizard! The draw stops there and the game ends: no more chests "
                           "or wishes this round.").replace("%1", self.name(args[0]))
        if name == "card_taken":
            taker, card, source = args
            if source == -1:
                where = self.tr("the discard pile")
            elif source == -2:
                where = self.tr("the chest")
            else:
                where = self.name(source)
            return self.tr("%1 takes %2 from %3.").replace("%1", self.name(taker)) \
                .replace("%2", self.card(after, card)).replace("%3", where)
        if name == "ring":
            return self.tr("%1 takes the magic ring.").replace("%1", self.name(args[0]))
        if name == "round":
            return self.tr("Round %1 begins.").replace("%1", str(args[0]))
        if name == "game_over":
            return self.tr("The game is over.")
        return ""


def game_log(content, seats, language: str) -> GameLog:
    """The kit's log told in the Magic Lamp's words, a line that opens with a player's name
    marked with that player's mark; the window sets its scale (16 px designed)."""
    words = MagicLampWords(content, seats, language)
    return GameLog(marked_by_name(words.lines, [seat.name for seat in seats]), text_px=16.0, follow_window=False)


class MagicLampScoreboard(QDialog):
    """The end: every player's points by source, the winners, and what the game teaches."""

    def __init__(self, state, seats, language: str, scale: float = 1.0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Final scores"))
        self.setStyleSheet(f"QWidget {{ font-size: {round(17 * scale)}px; }}"
                           f" QLabel#title {{ font-size: {round(26 * scale)}px; font-weight: bold; }}")
        scores = score_breakdown(state)
        layout = QVBoxLayout(self)
        winners = ", ".join(seats[p].name for p in state.winners)
        title = plain_label(self.tr("%1 wins!").replace("%1", winners) if len(state.winners) == 1
                       else self.tr("Shared win: %1").replace("%1", winners))
        title.setObjectName("title")
        layout.addWidget(title)
        heads = [self.tr("Player"), self.tr("Cards"), self.tr("Sets"), self.tr("Most gems"), self.tr("Ring"),
                 self.tr("Total")]
        keys = ["cards", "sets", "majorities", "ring", "total"]
        self.table = QTableWidget(len(seats), len(heads))
        self.table.setHorizontalHeaderLabels(heads)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        order = sorted(range(len(seats)), key=lambda p: -scores[p]["total"])
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setIconSize(QSize(round(24 * scale), round(24 * scale)))
        for row, seat in enumerate(order):
            self.table.setItem(row, 0, QTableWidgetItem(mark_icon(seat), seats[seat].name))
            for col, key in enumerate(keys, start=1):
                item = QTableWidgetItem(str(scores[seat][key]))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if key == "total":
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(row, col, item)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setColumnHidden(4, not state.options.magic_ring)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for row, seat in enumerate(order):
            if seat in state.winners:
                item = self.table.item(row, 0)
                font = item.font()
                font.setBold(True)
                item.setFont(font)
        layout.addWidget(self.table)
        lesson = plain_label(self.tr("Knowing when to stop kept the treasure: every greedy draw that met the "
                                "scorpions lost it all. Energy works the same way — what we waste is simply gone, "
                                "so use what you need and stop there."))
        lesson.setWordWrap(True)
        layout.addWidget(lesson)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addStretch(1)
        layout.addWidget(buttons)
        self.resize(round(720 * scale), round(420 * scale))

    def showEvent(self, event) -> None:
        """Fit the table to its rows once the style (and so the font size) applies."""
        super().showEvent(event)
        self.table.resizeRowsToContents()
        rows = sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        header = self.table.horizontalHeader().height()
        self.table.setFixedHeight(rows + header + 2 * self.table.frameWidth() + 2)
