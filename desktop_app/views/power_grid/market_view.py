"""The Power Grid markets as their own view: the round and turn order, the plant market (the
current and future rows, the auction block and the deck), the resource market and the key to
the plants' carbon marks. Beside the map (`board_view.py`) when both fit the window at a
readable size, else in its place (`table.py`).

Draws a `State`; `show_state` updates the items in place and skips the parts the last action
did not change. Clicks on clickable plants come out as `plant_clicked`; which plants are
clickable, and why the others are not, is decided by the caller.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Signal
from PySide6.QtWidgets import QWidget

from desktop_app.content.power_grid import Plant, PlantKind, PowerGridContent
from desktop_app.controllers.game_controller import Seat
from desktop_app.rules.power_grid.queries import current_player, face_up_deck_top
from desktop_app.rules.power_grid.state import STEP3_CARD, Phase, State
from desktop_app.views.kit.noop import QT_TRANSLATE_NOOP
from desktop_app.views.power_grid.fitted_view import FittedView
from desktop_app.views.power_grid.items.label import LabelItem, RootItem
from desktop_app.views.power_grid.items.plant_card import (
    BADGE_H,
    CARD_H,
    CARD_W,
    DECK_TEXT_W,
    CarbonKeyItem,
    DeckItem,
    PlaceholderItem,
    PlantCardItem,
    Step3CardItem,
)
from desktop_app.views.power_grid.items.resource_market import ResourceMarketItem
from desktop_app.views.power_grid.items.status import StatusItem, TurnEntry
from desktop_app.views.power_grid.items.style import BoardStyle, tr

PANEL_W = 800.0
CARD_GAP = 10.0
BLOCK_GAP = 24.0  # between the market rows and the auction block / deck column
SCENE_MARGIN = 24.0
STATUS_PARTS = frozenset({"turn", "players"})  # the round/phase title and the turn order chips
SMALLEST_TEXT = 18.0  # scene units: no text in the markets is set smaller (the table's fit rule)

PHASE_NAMES = {
    Phase.AUCTION: QT_TRANSLATE_NOOP("PowerGridBoard", "Phase 2: auction"),
    Phase.RESOURCES: QT_TRANSLATE_NOOP("PowerGridBoard", "Phase 3: buying resources"),
    Phase.BUILDING: QT_TRANSLATE_NOOP("PowerGridBoard", "Phase 4: building"),
    Phase.BUREAUCRACY: QT_TRANSLATE_NOOP("PowerGridBoard", "Phase 5: bureaucracy"),
    Phase.GAME_OVER: QT_TRANSLATE_NOOP("PowerGridBoard", "Game over"),
}


class PowerGridMarketView(FittedView):
    """The markets, drawn from a `State`; see the module docstring."""

    plant_clicked = Signal(int)

    def __init__(self, content: PowerGridContent, language: str = "zh_TW", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._content = content
        self._language = language
        self._style = BoardStyle()
        self._state: State | None = None
        self._seats: list[Seat] = []
        self._clickable_plants: set[int] = set()
        self._plant_reasons: dict[int, str] = {}

        style = self._style
        self._panel = RootItem()
        self.scene().addItem(self._panel)
        self._status = StatusItem(PANEL_W, style)
        self._market_title = LabelItem(22, True, style)
        self._row_labels = [LabelItem(20, False, style, muted=True) for _ in range(2)]
        self._block_label = LabelItem(20, False, style, muted=True)
        self._resource_title = LabelItem(22, True, style)
        self._placeholder = PlaceholderItem(style)
        self._step3_card = Step3CardItem(style)
        self._deck = DeckItem(style)
        self._resources = ResourceMarketItem(tuple(t.slot_prices for t in content.resource_tracks), style)
        self._cards: dict[int, PlantCardItem] = {}
        self._deck_top: int | None = None  # the face-up plant on the deck (seed 004: plant 13)
        self._interaction: tuple[object, ...] | None = None  # what the cards were last given to show
        self._carbon_key = CarbonKeyItem(style)
        for item in (
            self._status,
            self._market_title,
            *self._row_labels,
            self._block_label,
            self._resource_title,
            self._placeholder,
            self._step3_card,
            self._deck,
            self._resources,
            self._carbon_key,
        ):
            item.setParentItem(self._panel)
        self._placeholder.hide()
        self._step3_card.hide()
        self._layout_panel()

    # --- queries for tests, panels and tools ------------------------------------------------

    def plant_item(self, number: int) -> PlantCardItem | None:
        """The card item of a plant if it has been shown (hidden when not in the market)."""
        return self._cards.get(number)

    def placeholder_item(self) -> PlaceholderItem:
        """Where the plant up for auction came from (shown during an auction)."""
        return self._placeholder

    def smallest_text(self) -> float:
        """The smallest text the markets set, in scene units."""
        return SMALLEST_TEXT

    def resource_item(self) -> ResourceMarketItem:
        """The resource market's price tracks (where each fuel's tokens are drawn)."""
        return self._resources

    # --- the state ------------------------------------------------------------------------

    def show_state(self, state: State, seats: list[Seat], changed: frozenset[str] | None = None) -> None:
        """Draw `state`; `changed` names the parts the last action changed (None: all)."""
        self._state, self._seats = state, list(seats)
        if changed is None or "market" in changed:
            self._show_market(state)
        if changed is None or "resources" in changed:
            self._resources.set_counts(state.res_market, state.res_supply)
            self._resources.set_texts(tr(QT_TRANSLATE_NOOP("PowerGridBoard", "Supply")), self._fuel_names())
        if changed is None or changed & STATUS_PARTS:
            status_height = self._status.height()
            self._status.set_status(
                self._status_title(state),
                tr(QT_TRANSLATE_NOOP("PowerGridBoard", "Turn order")),
                self._turn_entries(state),
            )
            if self._status.height() != status_height:
                self._layout_panel()
        if changed is None or "market" in changed:
            self._apply_plant_interaction()

    def _show_market(self, state: State) -> None:
        content = self._content
        market = list(state.market)
        step3 = state.step == 3
        rows = [market] if step3 else [market[: content.buyable_count], market[content.buyable_count :]]
        shown: set[int] = set()
        self._step3_card.hide()
        self._placeholder.hide()
        for row_index, row in enumerate(rows):
            for col, number in enumerate(row):
                at = self._card_pos(row_index, col)
                if number == STEP3_CARD:
                    self._step3_card.setPos(at)
                    self._step3_card.show()
                    continue
                card = self._card(number)
                shown.add(number)
                if number == state.auction_plant:
                    self._placeholder.setPos(at)
                    self._placeholder.show()
                    card.setPos(self._block_pos())
                    high = state.auction_high if state.auction_high >= 0 else None
                    label = QCoreApplication.translate("PowerGridBoard", "Bid {bid}").format(bid=state.auction_bid)
                    card.set_auction(True, state.auction_bid, high, label)
                else:
                    card.setPos(at)
                    card.set_auction(False)
                card.show()
        # Seed 004: plant 13 lies face up on top of the deck until it is drawn.
        self._deck_top = face_up_deck_top(state)
        if self._deck_top is not None:
            card = self._card(self._deck_top)
            shown.add(self._deck_top)
            card.setPos(self._deck_pos())
            card.set_auction(False)
            card.setZValue(3)  # over the deck's card backs
            card.show()
        for number, card in self._cards.items():
            if number not in shown:
                card.hide()
        block = self._block_pos()
        self._block_label.setPos(block.x(), block.y() - self._block_label.line_height() - 4)
        self._block_label.setVisible(bool(state.auction_plant))
        self._row_labels[1].setVisible(not step3)
        self._row_labels[0].set_text(self._row_title(step3))
        self._show_deck(state)

    def _show_deck(self, state: State) -> None:
        count = len(state.deck)
        count_text = QCoreApplication.translate("PowerGridBoard", "{count} cards left").format(count=count)
        if self._deck_top is not None:
            note = QCoreApplication.translate("PowerGridBoard", "Next: plant {plant}, face up").format(
                plant=self._deck_top
            )
        elif STEP3_CARD in state.deck:
            note = tr(QT_TRANSLATE_NOOP("PowerGridBoard", "Step 3 card at the bottom"))
        elif state.step == 3:
            note = tr(QT_TRANSLATE_NOOP("PowerGridBoard", "Step 3 has begun"))
        else:
            note = tr(QT_TRANSLATE_NOOP("PowerGridBoard", "Step 3 card drawn"))
        self._deck.set_deck(count, count_text, note)
        self._deck.setPos(self._deck_pos())

    def _card(self, number: int) -> PlantCardItem:
        card = self._cards.get(number)
        if card is None:
            plant = self._content.plant(number)
            card = PlantCardItem(plant, self._kg_per_city(plant)[1], self._style)
            card.set_description(self._plant_tooltip(plant))
            card.clicked.connect(self.plant_clicked.emit)  # its key: the plant's number
            card.setParentItem(self._panel)
            self._cards[number] = card
        return card

    # --- layout ---------------------------------------------------------------------------

    def _market_top(self) -> float:
        return self._status.height() + 28

    def _row_top(self, row: int) -> float:
        first = self._market_top() + self._market_title.line_height() + self._row_labels[0].line_height() + 8
        return first + row * (CARD_H + 24 + self._row_labels[1].line_height())

    def _card_pos(self, row: int, col: int) -> QPointF:
        return QPointF(col * (CARD_W + CARD_GAP), self._row_top(row))

    def _step3(self) -> bool:
        return self._state is not None and self._state.step == 3

    def _block_pos(self) -> QPointF:
        """The auction block: right of the current row; in Step 3 (one row) under it, by the deck."""
        if self._step3():  # right of the deck and the words beside it
            return self._card_pos(1, 0) + QPointF(CARD_W + 14 + DECK_TEXT_W + BLOCK_GAP, 0)
        x = self._content.buyable_count * (CARD_W + CARD_GAP) + BLOCK_GAP
        return QPointF(x, self._row_top(0))

    def _deck_pos(self) -> QPointF:
        """The deck: in Step 3 first in the (empty) second row; before, under the auction
        block and its bid badge."""
        if self._step3():
            return self._card_pos(1, 0)
        block = self._block_pos()
        return QPointF(block.x(), block.y() + CARD_H + BADGE_H + 24)

    def _layout_panel(self) -> None:
        """Place the markets' items and size the scene around them."""
        self._status.setPos(0, 0)
        self._market_title.setPos(0, self._market_top())
        for row, label in enumerate(self._row_labels):
            label.setPos(0, self._row_top(row) - label.line_height() - 4)
        block = self._block_pos()
        self._block_label.setPos(block.x(), block.y() - self._block_label.line_height() - 4)
        resources_top = max(self._row_top(1) + CARD_H + BADGE_H + 16, self._deck_pos().y() + CARD_H + 24)
        self._resource_title.setPos(0, resources_top)
        self._resources.setPos(0, resources_top + self._resource_title.line_height() + 6)
        self._carbon_key.setPos(0, self._resources.y() + self._resources.height() + 28)
        # On a projector the key gives its room to the markets' text (the legend, "?", keeps it):
        # the scene is as tall as the window allows, so a shorter one shows its text larger.
        self._carbon_key.setVisible(not self._style.presentation)
        if self._state is not None:
            self._show_market(self._state)
        else:
            self._deck.setPos(self._deck_pos())
        deck_right = self._deck.pos().x() + self._deck.boundingRect().right()
        width = max(PANEL_W, self._resources.width(), deck_right)
        last = self._carbon_key if self._carbon_key.isVisible() else self._resources
        bottom = last.y() + last.boundingRect().bottom()
        self.scene().setSceneRect(
            QRectF(-SCENE_MARGIN, -SCENE_MARGIN, width + 2 * SCENE_MARGIN, bottom + 2 * SCENE_MARGIN)
        )
        self._scene_resized()

    # --- texts ----------------------------------------------------------------------------

    def set_language(self, language: str) -> None:
        """Speak `language`: labels from the board's catalogue (installed by the board view)."""
        self._language = language
        self.retranslate()

    def retranslate(self) -> None:
        self._market_title.set_text(tr(QT_TRANSLATE_NOOP("PowerGridBoard", "Power plant market")))
        self._row_labels[0].set_text(self._row_title(self._step3()))
        self._row_labels[1].set_text(tr(QT_TRANSLATE_NOOP("PowerGridBoard", "Future market (not yet for sale)")))
        self._block_label.set_text(tr(QT_TRANSLATE_NOOP("PowerGridBoard", "Up for auction")))
        self._resource_title.set_text(tr(QT_TRANSLATE_NOOP("PowerGridBoard", "Resource market (price per unit)")))
        self._step3_card.set_texts(
            tr(QT_TRANSLATE_NOOP("PowerGridBoard", "Step 3")),
            tr(QT_TRANSLATE_NOOP("PowerGridBoard", "Begins when this phase ends")),
        )
        self._carbon_key.set_texts(
            tr(QT_TRANSLATE_NOOP("PowerGridBoard", "Carbon marks on the plants")),
            [
                tr(QT_TRANSLATE_NOOP("PowerGridBoard", "no CO₂ while running")),
                tr(QT_TRANSLATE_NOOP("PowerGridBoard", "up to 500 kg CO₂ per city")),
                tr(QT_TRANSLATE_NOOP("PowerGridBoard", "up to 1,000 kg CO₂ per city")),
                tr(QT_TRANSLATE_NOOP("PowerGridBoard", "over 1,000 kg CO₂ per city")),
            ],
        )
        for card in self._cards.values():
            card.set_description(self._plant_tooltip(card.plant))
        self._interaction = None  # the deck's plant says why in the new words
        if self._state is not None:
            self.show_state(self._state, self._seats)
        self._layout_panel()

    def _row_title(self, step3: bool) -> str:
        if step3:
            return tr(QT_TRANSLATE_NOOP("PowerGridBoard", "Step 3: all plants for sale"))
        return tr(QT_TRANSLATE_NOOP("PowerGridBoard", "Current market (for sale)"))

    def _fuel_names(self) -> list[str]:
        return [t.name.get(self._language) for t in self._content.resource_tracks]

    def _status_title(self, state: State) -> str:
        return QCoreApplication.translate("PowerGridBoard", "Round {round} · Step {step} · {phase}").format(
            round=state.round, step=state.step, phase=tr(PHASE_NAMES[state.phase])
        )

    def _turn_entries(self, state: State) -> list[TurnEntry]:
        """The turn order track: who acts now, who has acted this phase; at the end, the winners
        are pointed at instead."""
        over = state.phase is Phase.GAME_OVER
        if over:
            pointed, waiting = set(state.winners), set(state.order)
        else:
            pointed = {current_player(state)}
            if state.phase is Phase.AUCTION:
                waiting = set(state.auction_open) | set(state.auction_bidders)
            else:
                waiting = set(state.queue)
        entries = []
        for seat in state.order:
            name = self._seats[seat].name if seat < len(self._seats) else f"{seat + 1}"
            entries.append(TurnEntry(seat, name, seat in pointed, seat not in waiting))
        return entries

    def _kg_per_city(self, plant: Plant) -> tuple[float, float]:
        """(least, most) kilograms of CO2 per city powered (a hybrid may burn coal or oil)."""
        tracks = self._content.resource_tracks
        kinds = {PlantKind.HYBRID: ("coal", "oil")}.get(plant.kind, (plant.kind.value,))
        per_unit = [t.co2_kg_per_unit for t in tracks if t.resource.name.lower() in kinds]
        if not per_unit or plant.cities == 0:
            return 0.0, 0.0
        return (min(per_unit) * plant.fuel_needed / plant.cities, max(per_unit) * plant.fuel_needed / plant.cities)

    def _plant_tooltip(self, plant: Plant) -> str:
        head = QCoreApplication.translate("PowerGridBoard", "Power plant {number}").format(number=plant.number)
        if plant.fuel_needed == 0:
            body = QCoreApplication.translate("PowerGridBoard", "Needs no fuel; powers {cities} cities").format(
                cities=plant.cities
            )
        else:
            tracks = {t.resource.name.lower(): t.name.get(self._language) for t in self._content.resource_tracks}
            fuel = (
                QCoreApplication.translate("PowerGridBoard", "{coal} or {oil}").format(
                    coal=tracks["coal"], oil=tracks["oil"]
                )
                if plant.kind is PlantKind.HYBRID
                else tracks[plant.kind.value]
            )
            body = QCoreApplication.translate(
                "PowerGridBoard", "Burns {amount} {fuel} to power {cities} cities"
            ).format(amount=plant.fuel_needed, fuel=fuel, cities=plant.cities)
        low, high = self._kg_per_city(plant)
        if high <= 0:
            carbon = tr(QT_TRANSLATE_NOOP("PowerGridBoard", "No CO₂ while running"))
        else:
            amount = f"{low:,.0f}" if low == high else f"{low:,.0f}–{high:,.0f}"
            carbon = QCoreApplication.translate("PowerGridBoard", "About {kg} kg CO₂ per city powered").format(
                kg=amount
            )
        return f"{head}\n{body}\n{carbon}"

    # --- interaction ----------------------------------------------------------------------

    def set_clickable_plants(self, clickable: set[int], reasons: dict[int, str]) -> None:
        """Plants in the market that may be clicked now; the others' tooltips say why not."""
        self._clickable_plants, self._plant_reasons = set(clickable), dict(reasons)
        self._apply_plant_interaction()

    def _apply_plant_interaction(self) -> None:
        # the panel sends the same after most actions: then every card shows it already
        shown = tuple(number for number, card in self._cards.items() if card.isVisible())
        given = (self._clickable_plants, self._plant_reasons, self._deck_top, shown, self._language)
        if given == self._interaction:
            return
        self._interaction = (set(self._clickable_plants), dict(self._plant_reasons), *given[2:])
        for number, card in self._cards.items():
            on = number in self._clickable_plants and card.isVisible()
            reason = self._plant_reasons.get(number, "")
            if number == self._deck_top:
                on = False
                reason = QCoreApplication.translate(
                    "PowerGridBoard", "Face up on top of the deck: it joins the market when the next plant is drawn."
                )
            card.set_interaction(on, reason)  # the reason is the card's refusal (kit BoardItem)
        # each card's description (what the plant is) is set when it is made and on a new
        # language (`retranslate`): it does not change with the play

    # --- presentation ---------------------------------------------------------------------

    def set_presentation_mode(self, on: bool) -> None:
        """Thicker lines and darker inks, and the carbon key left to the legend so the view's fit
        shows the markets' text larger (at 1280x800 the scene's height decides its scale)."""
        if on == self._style.presentation:
            return
        self._restyle(BoardStyle(presentation=on, text_scale=self._style.text_scale))

    def set_text_scale(self, scale: float) -> None:
        """Every text of the markets `scale` times larger (the projector layout zooms on one
        market at a time: the fuel market's prices need it to be read from the back row)."""
        if scale != self._style.text_scale:
            self._restyle(BoardStyle(presentation=self._style.presentation, text_scale=scale))

    def _restyle(self, style: BoardStyle) -> None:
        self._style = style
        for item in self.scene().items():
            setter = getattr(item, "set_style", None)
            if setter is not None:
                setter(self._style)
        self._layout_panel()
