"""What happened, in words: the log lines for each Power On! action, the log widget, and the
scoreboard with each player's stars, power by source, carbon stacked and the energy lesson.

Sentences come from the action and the event tuples the rules leave in `record.after.events`;
card, city and plant-type names come from the content pack's two languages. Hidden cards are
never named: a drawn card is "a card".
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from desktop_app.controllers.game_controller import ActionRecord
from desktop_app.rules.power_on import actions as a
from desktop_app.rules.power_on.engine import EV_GAME_OVER, EV_SKIP
from desktop_app.rules.power_on.generation import (
    EV_COLLAPSE,
    EV_POWER,
    EV_RESTACK,
    EV_STACKED,
)
from desktop_app.rules.power_on.queries import ranking
from desktop_app.rules.power_on.state import PLANT_TYPES, TYPE_INDEX
from desktop_app.views.kit.game_log import GameLog, marked_by_name
from desktop_app.views.plain_text import plain_label


def plural(text: str, n: int) -> str:
    """English singulars for "%n token(s)" texts; Chinese texts have no "(s)"."""
    text = text.replace("%n", str(n))
    return text.replace("(s)", "" if n == 1 else "s")


class PowerOnWords(QObject):
    """Turns records into sentences in one language."""

    def __init__(self, content, seats, language: str) -> None:
        super().__init__()
        self.content, self.seats, self.language = content, seats, language

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def card(self, card: int) -> str:
        return self.content.cards[card].design.name.get(self.language)

    def plant_type(self, type_index: int) -> str:
        return self.content.plant_types[PLANT_TYPES[type_index]].name.get(self.language)

    def city(self, city_id: str) -> str:
        for city in self.content.cities:
            if city.id == city_id:
                return city.name.get(self.language)
        return city_id

    def lines(self, record: ActionRecord) -> list[str]:
        """The log lines for one applied action."""
        act, who = record.action, self.name(record.player)
        kind = type(act)
        out: list[str] = []
        if kind is a.DrawCard:
            out.append(self.tr("%1 draws a card from the deck.").replace("%1", who))
        elif kind is a.TakeMarketCard:
            out.append(self.tr("%1 takes %2 from the face-up cards.").replace("%1", who).replace("%2", self.card(act.card)))
        elif kind is a.BuildPlant:
            out.append(self.tr("%1 builds a %2.").replace("%1", who).replace("%2", self.card(act.card)))
        elif kind is a.PlayFunction:
            out.append(self.tr("%1 plays %2.").replace("%1", who).replace("%2", self.card(act.card)))
        elif kind is a.Generate:
            paid = plural(self.tr("%n card(s)"), len(act.cards))
            out.append(plural(self.tr("%1 runs %n %2 plant(s), paying %3."), act.count)
                       .replace("%1", who).replace("%2", self.plant_type(TYPE_INDEX[act.plant]))
                       .replace("%3", paid))
        elif kind is a.RunRenewables:
            out.append(self.tr("%1 runs the %2 plants.").replace("%1", who).replace("%2", self.plant_type(TYPE_INDEX[act.plant])))
        elif kind is a.EndActions:
            out.append(self.tr("%1 ends the actions.").replace("%1", who))
        elif kind is a.DiscardCard:
            out.append(self.tr("%1 discards %2.").replace("%1", who).replace("%2", self.card(act.card)))
        elif kind is a.TakeCities:
            if act.cities:
                names = "、".join(self.city(c) for c in act.cities) if self.language.startswith("zh") else ", ".join(self.city(c) for c in act.cities)
                out.append(self.tr("%1 lights up %2!").replace("%1", who).replace("%2", names))
            else:
                out.append(self.tr("%1 lights no city this turn.").replace("%1", who))
        for event in record.after.events:
            line = self._event(event)
            if line:
                out.append(line)
        return out

    def _event(self, event: tuple) -> str:
        tag = event[0]
        if tag == EV_POWER:
            _, player, type_index, _count, power = event
            return self.tr("%1 gets %2 power from %3.").replace("%1", self.name(player)).replace("%2", str(power)).replace("%3", self.plant_type(type_index))
        if tag == EV_STACKED:
            return ""
        if tag == EV_COLLAPSE:
            _, player, height = event
            return plural(self.tr("The carbon tower (%n token(s)) falls! %1 gets no power and misses the next turn."), height).replace("%1", self.name(player))
        if tag == EV_RESTACK:
            _, _player, tokens = event
            return plural(self.tr("The carbon supply ran out: %n token(s) come off the tower to be stacked again."), tokens)
        if tag == EV_SKIP:
            return self.tr("%1 misses this turn.").replace("%1", self.name(event[1]))
        if tag == EV_GAME_OVER:
            names = ", ".join(self.name(w) for w in event[1])
            return self.tr("Game over: %1 wins!").replace("%1", names)
        return ""


def game_log(content, seats, language: str) -> GameLog:
    """The kit's log told in Power On!'s words, a line that opens with a player's name
    marked with that player's mark; the window sets its scale (15 px designed)."""
    words = PowerOnWords(content, seats, language)
    return GameLog(marked_by_name(words.lines, [seat.name for seat in seats]), text_px=15.0, follow_window=False)


class PowerOnScoreboard(QDialog):
    """The end: stars, cities, power by source and carbon stacked per player, and the lesson."""

    def __init__(self, state, seats, content, language: str, scale: float = 1.0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        words = PowerOnWords(content, seats, language)
        self.scale = scale
        self.setWindowTitle(self.tr("Game over"))
        self.setStyleSheet(f"QWidget {{ font-size: {round(17 * scale)}px; }}")
        layout = QVBoxLayout(self)
        winners = ", ".join(seats[w].name for w in state.winners)
        title = plain_label(self.tr("%1 wins!").replace("%1", winners) if len(state.winners) == 1
                       else self.tr("Shared win: %1").replace("%1", winners))
        title.setStyleSheet(f"font-size: {round(26 * scale)}px; font-weight: bold;")
        layout.addWidget(title)
        fossil = (0, 1)
        headers = [self.tr("Player"), self.tr("Stars"), self.tr("Cities")]
        headers += [words.plant_type(t) for t in range(6)]
        headers += [self.tr("Function cards"), self.tr("Carbon stacked"), self.tr("Towers toppled")]
        table = QTableWidget(state.players, len(headers))
        table.setObjectName("scores")
        table.setHorizontalHeaderLabels(headers)
        table.verticalHeader().hide()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        order = ranking(state)
        for row, p in enumerate(order):
            by_type = state.power_by_type[p]
            cells = [seats[p].name, str(state.stars(p)), str(len(state.cities_won[p]))]
            cells += [str(by_type[t]) for t in range(6)] + [str(by_type[6])]
            cells += [str(state.carbon_stacked[p]), str(state.collapses[p])]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if p in state.winners:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                table.setItem(row, col, item)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout.addWidget(table)
        self.table = table
        power_total = sum(sum(row[:6]) for row in state.power_by_type) or 1
        fossil_power = sum(row[t] for row in state.power_by_type for t in fossil)
        carbon = sum(state.carbon_stacked)
        lesson = self.tr(
            "Power by source is in the middle columns. Coal and gas gave %1% of all the power and "
            "put %2 carbon tokens on the tower; nuclear, sun, wind and water put none. A taller "
            "tower is harder to keep standing: that is why cleaner power matters."
        ).replace("%1", str(round(100 * fossil_power / power_total))).replace("%2", str(carbon))
        note = plain_label(lesson)
        note.setWordWrap(True)
        layout.addWidget(note)
        layout.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.resize(round(1000 * scale), round(440 * scale))

    def showEvent(self, event) -> None:
        """Fit the table to its rows once the style (and so the font size) applies."""
        super().showEvent(event)
        table = self.table
        table.resizeRowsToContents()
        rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
        table.setFixedHeight(rows + table.horizontalHeader().height() + 2 * table.frameWidth() + 2)
        columns = sum(table.horizontalHeader().sectionSizeHint(c) for c in range(table.columnCount()))
        margins = self.layout().contentsMargins()
        width = columns + 2 * table.frameWidth() + margins.left() + margins.right() + 8
        self.resize(max(width, round(560 * self.scale)), self.sizeHint().height())
