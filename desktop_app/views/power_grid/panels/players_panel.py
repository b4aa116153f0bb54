"""The players panel: per player their money, plants and fuel, cities, power and CO2.

One card per player, in seat order, laid out in as many columns as the width allows. The
player to act is outlined in their colour; every number has its meaning on hover.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QFont, QPainter, QPaintEvent, QPen, QRegion, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from desktop_app.content.power_grid import PowerGridContent
from desktop_app.controllers.game_controller import Seat
from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid.queries import co2_emitted, powerable_cities
from desktop_app.rules.power_grid.state import NO_PLAYER, Phase, State
from desktop_app.views.power_grid.narration import Words
from desktop_app.views.power_grid.panels.common import (
    IconWidget,
    PlantCard,
    PlantChip,
    distribute_fuel,
    make_label,
    player_colour,
    px,
    window_scale,
)
from desktop_app.views.theme import Palette, colour_css

CARD_WIDTH = 300  # design width of one player card; columns = panel width // this
FULL_CARD_HEIGHT = 170  # design height of a full card; shorter panels get compact cards
COMPACT_CARD_HEIGHT = 60


class PlayerCard(QWidget):
    """One player's card; `show_state` rebuilds its contents."""

    def __init__(self, seat: int, words: Words, scale: float) -> None:
        super().__init__()
        self.seat = seat
        self.words = words
        self.scale = scale
        self.active = False
        self._figures: tuple[object, ...] | None = None  # the figures the card shows now (show_state skips a repeat)
        self._status_text = ""
        self._status_label: QLabel | None = None
        # what a figure's change updates in place, when the card's shape stays (see show_state)
        self._shape: tuple[object, ...] | None = None
        self._money_label: QLabel | None = None
        self._plants_box: QHBoxLayout | None = None
        self._plants_shown: tuple[object, ...] = ()
        self._stat_labels: list[QLabel] = []
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)
        self.column = QVBoxLayout(self)

    def show_state(self, state: State, compact: bool = False) -> None:
        """Show `state`: the full card, or two compact lines when space is short. Nothing is
        redone when its figures are those shown; when only the player's status line (to act,
        passed, ...) changed, that line and the outline are updated in place. Changed figures
        (money, plants, fuel, cities, CO2) are set in the labels there (the plants' row alone
        made again when the plants or their fuel changed): a card is rebuilt only when its
        shape changes (compact or not, the scale, the language, a status line or none). A
        rebuilt card moves its neighbours in the grid, and the whole panel was painted again
        after every purchase (issue 27: the panel was 0.57 Mpx a move at 3840x2160)."""
        s, seat = self.scale, self.seat
        current = engine.current_player(state)
        active = current == seat
        status = self._status(state, current)
        kg, powerable = co2_emitted(state, seat), powerable_cities(state, seat)
        figures = (
            compact,
            s,
            id(self.words),
            bool(status),
            state.money[seat],
            tuple(state.plants[seat]),
            tuple(state.fuel[seat]),
            len(state.cities[seat]),
            kg,
            powerable,
        )
        shape = figures[:4]
        if figures != self._figures and shape == self._shape and self._figures is not None:
            self._set_figures(state, compact, self._figures, figures, kg, powerable)
            self._figures = figures
        if figures == self._figures:
            if status != self._status_text and self._status_label is not None:
                self._status_label.setText(status)
            if active != self.active and self._status_label is not None:
                self._status_label.setStyleSheet(self._status_css(active))
            if active != self.active:
                self.update(self._outline_region())  # the outline shows who acts
            self._status_text, self.active = status, active
            return
        self._figures, self._shape, self._status_text, self._status_label = figures, shape, status, None
        self._plants_box, self._stat_labels = None, []
        layout = self.column
        _clear(layout)
        margin = px(s, 6 if compact else 8)
        layout.setContentsMargins(margin + px(s, 3), margin, margin, margin)
        layout.setSpacing(px(s, 3 if compact else 4))
        self.active = active
        layout.addLayout(self._head(state, compact))
        if compact:
            row = QHBoxLayout()
            row.setSpacing(px(s, 3))
            row.addLayout(self._plants_row(state, compact=True))
            row.addStretch(1)
            row.addLayout(self._stats(state, compact, kg, powerable))
            layout.addLayout(row)
        else:
            if status:
                self._status_label = make_label(status, s, 13)
                self._status_label.setStyleSheet(self._status_css(active))
                layout.addWidget(self._status_label)
            row = QHBoxLayout()
            row.setSpacing(px(s, 4))
            row.addLayout(self._plants_row(state, compact=False))
            row.addStretch(1)
            layout.addLayout(row)
            layout.addLayout(self._stats(state, compact, kg, powerable))
        self.update()

    def _set_figures(
        self,
        state: State,
        compact: bool,
        shown: tuple[object, ...],
        figures: tuple[object, ...],
        kg: float,
        powerable: int,
    ) -> None:
        """Put `state`'s `figures` (`kg` and `powerable` among them) in the card's labels,
        which show the figures `shown`; the plants' row is made again only when the plants or
        their fuel differ, the stats only when the cities, CO2 or power differ."""
        seat = self.seat
        if self._money_label is not None and state.money[seat] != shown[4]:
            self._money_label.setText(self.words.money(state.money[seat]))
        plants = (tuple(state.plants[seat]), tuple(state.fuel[seat]))
        if self._plants_box is not None and plants != self._plants_shown:
            _clear(self._plants_box)
            self._add_plants(self._plants_box, state, compact)
            self._plants_shown = plants
        if figures[7:] == shown[7:]:
            return
        entries = self._stat_entries(state, compact, kg, powerable)
        for label, (_icon, text, tip) in zip(self._stat_labels, entries, strict=True):
            if label.text() != text:
                label.setText(text)
            if label.toolTip() != tip:
                label.setToolTip(tip)

    def _plants_row(self, state: State, compact: bool) -> QHBoxLayout:
        """The plants (with their fuel) in a row of their own, which `_set_figures` refills."""
        box = QHBoxLayout()
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(px(self.scale, 3 if compact else 4))
        self._add_plants(box, state, compact)
        self._plants_box = box
        self._plants_shown = (tuple(state.plants[self.seat]), tuple(state.fuel[self.seat]))
        return box

    @staticmethod
    def _status_css(active: bool) -> str:
        colour = Palette.IN_PROGRESS if active else Palette.INK_MUTED
        return f"color: {colour_css(colour)}; background: transparent;"

    def _head(self, state: State, compact: bool) -> QHBoxLayout:
        s, w, translate, seat = self.scale, self.words, self.words.translate, self.seat
        head = QHBoxLayout()
        head.setSpacing(px(s, 6))
        head.addWidget(IconWidget(f"seat:{seat}", px(s, 18 if compact else 22)))
        name = make_label(w.player(seat), s, 15 if compact else 16, QFont.Weight.Bold, wrap=False)
        name.setToolTip(w.seat_kind(seat))
        head.addWidget(name)
        if not compact:
            head.addWidget(make_label(w.seat_kind(seat), s, 12, colour=Palette.INK_MUTED, wrap=False))
        head.addStretch(1)
        money = make_label(w.money(state.money[seat]), s, 15 if compact else 17, QFont.Weight.Bold, wrap=False)
        money.setToolTip(translate("Players", "Money"))
        head.addWidget(money)
        self._money_label = money
        return head

    def _add_plants(self, row: QHBoxLayout, state: State, compact: bool) -> None:
        s, w, translate, seat = self.scale, self.words, self.words.translate, self.seat
        plants = [state.board.plant(n) for n in state.plants[seat]]
        for plant, stored in zip(plants, distribute_fuel(plants, state.fuel[seat])):
            card = PlantChip(plant, s, stored) if compact else PlantCard(plant, s, stored)
            card.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            card.setCursor(Qt.CursorShape.ArrowCursor)
            cities = plant.cities
            card.setToolTip(
                translate(
                    "Players", "Plant {plant}: {kind}, {need} fuel → %n cities; holds {stored} fuel", "", cities
                ).format(plant=plant.number, kind=w.kind(plant.kind), need=plant.fuel_needed, stored=len(stored))
            )
            card.setAccessibleName(card.toolTip())
            row.addWidget(card)
        if not plants:
            row.addWidget(make_label(translate("Players", "No plants yet"), s, 13, colour=Palette.INK_MUTED))

    def _stat_entries(self, state: State, compact: bool, kg: float, powerable: int) -> tuple[tuple[str, str, str], ...]:
        """(icon, text, tooltip) of each figure under the plants: cities, power now, houses
        left and CO2 (`powerable` and `kg`, as `show_state` worked them out); words in the full
        card, short when compact."""
        w, translate, seat = self.words, self.words.translate, self.seat
        cities = len(state.cities[seat])
        houses = state.houses_left(seat)
        cities_tip = translate("Players", "Cities connected")
        power_tip = translate(
            "Players", "Cities these plants can power with the fuel held now (at most the cities connected)"
        )
        houses_tip = translate("Players", "Houses still in the box")
        co2_tip = translate("Players", "CO₂ emitted so far by the fuel burnt")
        entries: tuple[tuple[str, str, str], ...]
        if compact:
            entries = (  # the ⚡ alone said nothing on screen: a short word with it (the 🏠 is a city)
                ("house", str(cities), f"{cities_tip}: {cities}. {houses_tip}: {houses}."),
                ("bolt", translate("Players", "powers {n}").format(n=powerable), power_tip),
                ("co2", w.co2(kg), co2_tip),
            )
        else:
            entries = (
                ("house", translate("Players", "%n cities", "", cities), cities_tip),
                ("bolt", translate("Players", "Can power {n} now").format(n=powerable), power_tip),
                ("", translate("Players", "%n houses left", "", houses), houses_tip),
                ("co2", w.co2(kg), co2_tip),
            )
        return entries

    def _stats(self, state: State, compact: bool, kg: float, powerable: int) -> QGridLayout:
        """The figures of `_stat_entries` in a grid, with their icons."""
        s = self.scale
        entries = self._stat_entries(state, compact, kg, powerable)
        stats = QGridLayout()
        stats.setHorizontalSpacing(px(s, 6))
        stats.setVerticalSpacing(px(s, 2))
        per_row = len(entries) if compact else 2
        for i, (icon, text, tip) in enumerate(entries):
            row, col = divmod(i, per_row)
            cell = QHBoxLayout()
            cell.setSpacing(px(s, 3))
            if icon:
                cell.addWidget(IconWidget(icon, px(s, 14 if compact else 16)))
            else:
                cell.addSpacing(px(s, 16) + cell.spacing())
            label = make_label(text, s, 13 if compact else 14, wrap=False)
            label.setToolTip(tip)
            self._stat_labels.append(label)
            cell.addWidget(label)
            if not compact:
                cell.addStretch(1)
            stats.addLayout(cell, row, col)
        if not compact:
            stats.setColumnStretch(1, 1)
        return stats

    def _status(self, state: State, current: int) -> str:
        """What this player is doing in the phase, in a few words."""
        translate, seat = self.words.translate, self.seat
        order = translate("Players", "Turn order {n}").format(n=state.order.index(seat) + 1)
        if state.phase is Phase.GAME_OVER:
            return translate("Players", "Winner") if seat in state.winners else ""
        if current == seat:
            return translate("Players", "{order} · to act").format(order=order)
        if state.phase is Phase.AUCTION:
            if state.auction_plant and seat == state.auction_high:
                return translate("Players", "{order} · highest bid {price} for plant {plant}").format(
                    order=order, price=self.words.money(state.auction_bid), plant=state.auction_plant
                )
            if seat not in state.auction_open:
                return translate("Players", "{order} · done with the auctions").format(order=order)
            if state.auction_plant and seat not in state.auction_bidders:
                return translate("Players", "{order} · passed on plant {plant}").format(
                    order=order, plant=state.auction_plant
                )
            return order
        if seat not in state.queue:
            return translate("Players", "{order} · done this phase").format(order=order)
        return order

    def _outline_region(self) -> QRegion:
        """Where the outline and the stripe are drawn, thin or thick (for whoever acts): a band
        round the edge (the stroke, its rounded corners and antialiasing), wider on the left
        where the stripe moves with the outline's width. The card's contents are not in it."""
        s = self.scale
        band, left = math.ceil(6 * s) + 3, math.ceil(8 * s) + 3
        whole = self.rect()
        return QRegion(whole).subtracted(QRegion(whole.adjusted(left, band, -band, -band)))

    def paintEvent(self, event: QPaintEvent) -> None:
        s = self.scale
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = 3.5 * s if self.active else 1.2 * s
        rect = QRectF(self.rect()).adjusted(width / 2 + 1, width / 2 + 1, -width / 2 - 1, -width / 2 - 1)
        painter.setPen(QPen(player_colour(self.seat) if self.active else Palette.CARD_EDGE, width))
        painter.setBrush(Palette.CARD_FACE)
        painter.drawRoundedRect(rect, 8 * s, 8 * s)
        # a stripe of the player's colour down the left edge, so cards read at a glance
        stripe = QRectF(rect.x() + width / 2, rect.y() + 8 * s, 4 * s, rect.height() - 16 * s)
        painter.fillRect(stripe, player_colour(self.seat))


def _clear(layout: QLayout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        if item is None:
            break
        widget, inner = item.widget(), item.layout()
        if widget is not None:
            widget.hide()  # gone from view now, deleted once the event loop runs
            widget.deleteLater()
        elif inner is not None:
            _clear(inner)


class PlayersPanel(QWidget):
    """Every player's money, plants with fuel, cities, houses, power now and CO2."""

    scroll: QScrollArea  # type: ignore[assignment]  # the cards' scroller; hides QWidget.scroll(dx, dy), unused

    def __init__(
        self, content: PowerGridContent, seats: Iterable[Seat], language: str = "zh_TW", parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.content = content
        self.seats = list(seats)
        self.words = Words(content, self.seats, language)
        self.scale = 1.0
        self.state: State | None = None
        # Cards sit in a scroll area: six players in a narrow column still fit a laptop.
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }")
        container = QWidget()
        self.grid = QGridLayout(container)
        self.scroll.setWidget(container)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.scroll)
        self.cards = [PlayerCard(i, self.words, self.scale) for i in range(len(self.seats))]
        self._name_for_readers()
        self._columns = 0
        self.compact = False
        self._scale_fixed = False
        self._place()

    def show_state(self, state: State) -> None:
        """Show this state (call after every applied action and after undo)."""
        self.state = state
        for card in self.cards:
            card.show_state(state, self.compact)

    def set_scale(self, scale: float) -> None:
        """Fix the scale (by default the panel follows its window's size)."""
        self._scale_fixed = True
        self._apply_scale(scale)

    def _name_for_readers(self) -> None:
        """The players' list as a screen reader names it, in the panel's language."""
        self.scroll.setAccessibleName(self.words.translate("Players", "Players: money, plants, cities and CO₂"))

    def set_language(self, language: str) -> None:
        self.words = Words(self.content, self.seats, language)
        self._name_for_readers()
        for card in self.cards:
            card.words = self.words
        if self.state is not None:
            self.show_state(self.state)

    def current_columns(self) -> int:
        return self._columns

    def _apply_scale(self, scale: float) -> None:
        self.scale = scale
        for card in self.cards:
            card.scale = scale
        self._columns = 0
        self._place()
        if self.state is not None:
            self.show_state(self.state)

    def _place(self) -> None:
        """Columns for the width; compact cards when full ones would not fit the height."""
        width = self.width() - self.scroll.verticalScrollBar().sizeHint().width()
        columns = max(1, min(len(self.cards), width // max(1, px(self.scale, CARD_WIDTH))))
        rows = -(-len(self.cards) // columns)
        gap = px(self.scale, 6)
        compact = rows * px(self.scale, FULL_CARD_HEIGHT) + (rows - 1) * gap > self.height()
        if columns == self._columns and compact == self.compact:
            return
        changed_mode = compact != self.compact
        self._columns, self.compact = columns, compact
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setSpacing(gap)
        for card in self.cards:
            self.grid.removeWidget(card)
        for i, card in enumerate(self.cards):
            self.grid.addWidget(card, i // columns, i % columns, Qt.AlignmentFlag.AlignTop)
        for c in range(len(self.cards)):
            self.grid.setColumnStretch(c, 1 if c < columns else 0)
        self.grid.setRowStretch(len(self.cards), 1)
        if changed_mode and self.state is not None:
            self.show_state(self.state)

    def sizeHint(self) -> QSize:
        """Compact cards in one column: what a side column needs; more room shows full cards."""
        return QSize(px(self.scale, CARD_WIDTH + 16), len(self.cards) * px(self.scale, COMPACT_CARD_HEIGHT + 6))

    def minimumSizeHint(self) -> QSize:
        """One compact card: the panel rearranges and scrolls for anything smaller than all."""
        return QSize(px(self.scale, CARD_WIDTH), px(self.scale, 70))

    def follow_window(self) -> bool:
        """Take the window's scale (its size, and presentation mode's chrome), unless fixed;
        whether it changed."""
        if not self._scale_fixed and window_scale(self) != self.scale:
            self._apply_scale(window_scale(self))
            return True
        return False

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if not self.follow_window():
            self._place()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.follow_window()

    def active_seat(self) -> int:
        """The seat outlined as the one to act (NO_PLAYER when none)."""
        return next((card.seat for card in self.cards if card.active), NO_PLAYER)
