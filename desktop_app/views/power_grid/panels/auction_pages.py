"""Phase 2 controls: choose a plant and open the bidding, bid or pass, scrap a plant."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QSpinBox,
)

from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_grid import phases as ph
from desktop_app.rules.power_grid.actions import (
    Bid,
    DeclineAuction,
    DiscardPlant,
    PassBid,
    StartAuction,
)
from desktop_app.rules.power_grid.queries import lowest_bid
from desktop_app.views.power_grid.panels.common import (
    FlowLayout,
    PlantCard,
    distribute_fuel,
    font,
    make_button,
    make_check,
    make_label,
    px,
    set_enabled,
)
from desktop_app.views.power_grid.panels.page import ActionPage
from desktop_app.views.theme import Palette


def amount_box(scale: float, low: int, high: int, value: int) -> QSpinBox:
    """A spin box for an amount of Elektro or fuel, typed into or stepped with +/- buttons."""
    box = QSpinBox()
    box.setRange(low, max(low, high))
    box.setValue(min(max(value, low), max(low, high)))
    box.setFont(font(scale, 16))
    box.setButtonSymbols(QAbstractSpinBox.ButtonSymbols.NoButtons)
    box.setAlignment(Qt.AlignmentFlag.AlignCenter)
    box.setFixedWidth(px(scale, 54))
    box.setMinimumHeight(px(scale, 32))
    return box


def stepper(page: ActionPage, box: QSpinBox) -> QHBoxLayout:
    """[−] box [+] in a row; the buttons step the box (keyboard typing works too)."""
    row = QHBoxLayout()
    row.setSpacing(px(page.scale, 4))
    minus = make_button("−", page.scale, size=18, compact=True)
    plus = make_button("+", page.scale, size=18, compact=True)
    for button in (minus, plus):
        button.setFixedWidth(px(page.scale, 30))
    minus.setAccessibleName("minus")
    plus.setAccessibleName("plus")
    minus.clicked.connect(box.stepDown)
    plus.clicked.connect(box.stepUp)
    row.addWidget(minus)
    row.addWidget(box)
    row.addWidget(plus)
    page.steppers = [*getattr(page, "steppers", []), (minus, plus)]
    return row


class ChoosePlantPage(ActionPage):
    """Pick a plant (here or on the board), set the opening bid, start the auction; or decline."""

    def __init__(self, panel) -> None:
        super().__init__(panel)
        translate, s, w = self.words.translate, self.scale, self.words
        self.money = self.state.money[self.player]
        self.buyable = self.state.buyable_plants()
        self.column.addWidget(
            make_label(translate("Auction", "Choose a plant to put up for auction: click it here or in the market."), s)
        )
        cards = FlowLayout(px(s, 6))
        self.group = QButtonGroup(self)
        self.cards: dict[int, PlantCard] = {}
        for number in self.buyable:
            card = PlantCard(self.state.board.plant(number), s)
            card.setCheckable(True)
            reason = self.refusal_of(StartAuction(number, number))
            cities = card.plant.cities
            tip = translate("Auction", "Plant {plant}: {kind}, {need} fuel → %n cities", "", cities)
            set_enabled(
                card, reason, tip.format(plant=number, kind=w.kind(card.plant.kind), need=card.plant.fuel_needed)
            )
            self.group.addButton(card, number)
            self.cards[number] = card
            cards.addWidget(card)
        self.column.addLayout(cards)
        self.group.idClicked.connect(self.select)

        row = QHBoxLayout()
        row.addWidget(make_label(translate("Auction", "Opening bid"), s, wrap=False))
        self.bid_box = amount_box(s, 0, self.money, 0)
        self.bid_box.setSpecialValueText("—")  # no plant chosen yet
        self.bid_box.setAccessibleName("opening bid")
        row.addLayout(stepper(self, self.bid_box))
        row.addWidget(
            make_label(
                translate("Auction", "of {money}").format(money=w.money(self.money)),
                s,
                colour=Palette.INK_MUTED,
                wrap=False,
            )
        )
        row.addStretch(1)
        self.column.addLayout(row)
        self.bid_box.valueChanged.connect(self._update)

        buttons = QHBoxLayout()
        self.start_button = make_button("", s, primary=True)
        self.start_button.clicked.connect(self.start)
        self.decline_button = make_button(translate("Auction", "Buy no plant this round"), s)
        set_enabled(
            self.decline_button,
            self.refusal_of(DeclineAuction()),
            translate("Auction", "Skip the auctions this round; you keep your money."),
        )
        self.decline_button.clicked.connect(self.decline)
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.decline_button)
        buttons.addStretch(1)
        self.column.addLayout(buttons)
        self.selected = 0
        affordable = [n for n, c in self.cards.items() if c.isEnabled()]
        if len(affordable) == 1:
            self.select(affordable[0])
        self._update()

    def clickable_plants(self) -> tuple[set, dict]:
        clickable = {n for n, c in self.cards.items() if c.isEnabled()}
        reasons = {n: c.toolTip() for n, c in self.cards.items() if not c.isEnabled()}
        translate = self.words.translate
        for number in self.state.future_plants():
            reasons[number] = translate("Auction", "Plant {plant} is in the future market: not for sale yet.").format(
                plant=number
            )
        return clickable, reasons

    def on_plant_clicked(self, number: int) -> None:
        card = self.cards.get(number)
        if card is not None and card.isEnabled():
            card.setChecked(True)
            self.select(number)

    def select(self, number: int) -> None:
        self.selected = number
        self.cards[number].setChecked(True)
        self.bid_box.setSpecialValueText("")
        self.bid_box.setRange(number, max(number, self.money))
        self.bid_box.setValue(number)
        self._update()

    def _update(self) -> None:
        translate, w = self.words.translate, self.words
        chosen = self.selected
        for minus, plus in getattr(self, "steppers", []):
            minus.setEnabled(bool(chosen) and self.bid_box.value() > self.bid_box.minimum())
            plus.setEnabled(bool(chosen) and self.bid_box.value() < self.bid_box.maximum())
        self.bid_box.setEnabled(bool(chosen))
        if not chosen:
            self.start_button.setText(translate("Auction", "Start the auction"))
            set_enabled(self.start_button, translate("Auction", "Choose a plant first."))
            return
        bid = self.bid_box.value()
        self.start_button.setText(
            translate("Auction", "Auction plant {plant} at {price}").format(plant=chosen, price=w.money(bid))
        )
        set_enabled(self.start_button, self.refusal_of(StartAuction(chosen, bid)))

    def start(self) -> None:
        if self.selected:
            self.panel.submit(StartAuction(self.selected, self.bid_box.value()))

    def decline(self) -> None:
        self.panel.submit(DeclineAuction())


class BidPage(ActionPage):
    """Raise (+1, +5 or a typed amount) or pass; or let the panel bid up to a limit."""

    def __init__(self, panel) -> None:
        super().__init__(panel)
        translate, s, w, state = self.words.translate, self.scale, self.words, self.state
        plant = state.board.plant(state.auction_plant)
        self.money = state.money[self.player]
        top = QHBoxLayout()
        card = PlantCard(plant, s)
        card.setEnabled(True)
        card.setCheckable(False)
        card.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        top.addWidget(card, 0, Qt.AlignmentFlag.AlignTop)
        info = make_label(
            translate(
                "Auction", "Plant {plant} is up for auction. Highest bid: {price} by {name}. You have {money}."
            ).format(
                plant=plant.number,
                price=w.money(state.auction_bid),
                name=w.player(state.auction_high),
                money=w.money(self.money),
            ),
            s,
            15,
        )
        top.addWidget(info, 1)
        self.column.addLayout(top)

        lowest = lowest_bid(state)
        raises = QHBoxLayout()
        for step in (1, 5):
            amount = state.auction_bid + step
            button = make_button(translate("Auction", "Raise to {amount}").format(amount=amount), s, primary=step == 1)
            button.setAccessibleName(f"raise {step}")
            set_enabled(button, self.refusal_of(Bid(amount)))
            button.clicked.connect(self._raise_one if step == 1 else self._raise_five)
            raises.addWidget(button)
        self.pass_button = make_button(translate("Auction", "Pass"), s)
        set_enabled(
            self.pass_button,
            self.refusal_of(PassBid()),
            translate("Auction", "Leave this auction; you may still bid on another plant this round."),
        )
        self.pass_button.clicked.connect(self.pass_bid)
        raises.addWidget(self.pass_button)
        raises.addStretch(1)
        self.column.addLayout(raises)

        typed = QHBoxLayout()
        typed.addWidget(make_label(translate("Auction", "Bid"), s, wrap=False))
        self.bid_box = amount_box(s, lowest, self.money, lowest)
        self.bid_box.setAccessibleName("bid")
        typed.addLayout(stepper(self, self.bid_box))
        self.bid_button = make_button("", s)
        self.bid_button.clicked.connect(self.bid_typed)
        typed.addWidget(self.bid_button)
        typed.addStretch(1)
        self.column.addLayout(typed)
        self.bid_box.valueChanged.connect(self._update)

        auto = QGridLayout()
        self.auto_check = make_check(translate("Auction", "Keep bidding for me up to"), s, 14)
        self.auto_box = amount_box(s, lowest, self.money, min(self.money, max(lowest, plant.number + 10)))
        self.auto_box.setAccessibleName("bid limit")
        auto.addWidget(self.auto_check, 0, 0)
        auto.addWidget(self.auto_box, 0, 1)
        auto.setColumnStretch(2, 1)
        hint = make_label(
            translate(
                "Auction",
                "Raises by 1 each time it is your turn while the bid is below the limit, and passes above it.",
            ),
            s,
            13,
            colour=Palette.INK_MUTED,
        )
        auto.addWidget(hint, 1, 0, 1, 3)
        set_enabled(self.auto_check, self.refusal_of(Bid(lowest)))
        self.auto_check.toggled.connect(self.toggle_auto)
        self.column.addLayout(auto)
        self._update()

    def _update(self) -> None:
        amount = self.bid_box.value()
        for minus, plus in getattr(self, "steppers", []):
            minus.setEnabled(amount > self.bid_box.minimum())
            plus.setEnabled(amount < self.bid_box.maximum())
        self.bid_button.setText(self.words.translate("Auction", "Bid {price}").format(price=self.words.money(amount)))
        set_enabled(self.bid_button, self.refusal_of(Bid(amount)))
        self.bid_box.setEnabled(self.bid_button.isEnabled() or amount != self.bid_box.minimum())

    def _raise_one(self) -> None:
        self.panel.submit(Bid(lowest_bid(self.state)))

    def _raise_five(self) -> None:
        self.panel.submit(Bid(self.state.auction_bid + 5))

    def bid_typed(self) -> None:
        self.panel.submit(Bid(self.bid_box.value()))

    def pass_bid(self) -> None:
        self.panel.submit(PassBid())

    def toggle_auto(self, on: bool) -> None:
        if on:
            self.panel.set_auto_bid(self.player, self.auto_box.value())


class AutoBidPage(ActionPage):
    """Shown while the panel bids for a human up to their limit: what it does and a stop."""

    def __init__(self, panel, limit: int) -> None:
        super().__init__(panel)
        translate, s, w = self.words.translate, self.scale, self.words
        self.column.addWidget(
            make_label(
                translate("Auction", "Bidding for {name} on plant {plant} up to {limit}: now at {price}.").format(
                    name=w.player(self.player),
                    plant=self.state.auction_plant,
                    limit=w.money(limit),
                    price=w.money(self.state.auction_bid),
                ),
                s,
            )
        )
        stop = make_button(translate("Auction", "Stop bidding for me"), s)
        stop.clicked.connect(self.stop)
        row = QHBoxLayout()
        row.addWidget(stop)
        row.addStretch(1)
        self.column.addLayout(row)

    def stop(self) -> None:
        self.panel.stop_auto_bid(self.player)


class DiscardPage(ActionPage):
    """Over the plant limit: choose the plant to scrap (fuel that no longer fits is lost)."""

    def __init__(self, panel) -> None:
        super().__init__(panel)
        translate, s, w, state = self.words.translate, self.scale, self.words, self.state
        limit = state.board.rules.max_plants
        self.column.addWidget(
            make_label(translate("Auction", "You may keep {limit} plants. Choose one to scrap.").format(limit=limit), s)
        )
        cards = FlowLayout(px(s, 6))
        self.group = QButtonGroup(self)
        owned = [state.board.plant(n) for n in state.plants[self.player]]
        for plant, stored in zip(owned, distribute_fuel(owned, state.fuel[self.player])):
            number = plant.number
            card = PlantCard(plant, s, stored)
            card.setCheckable(True)
            after = self.try_apply(DiscardPlant(number))
            lost = () if isinstance(after, IllegalAction) else [e[2] for e in after.events if e[0] == ph.EV_FUEL_LOST]
            tip = translate("Auction", "Scrap plant {plant}").format(plant=number)
            if lost:
                tip += " — " + translate("Auction", "you would lose {fuel}").format(fuel=w.fuel_list(lost[0]))
            card.setToolTip(tip)
            self.group.addButton(card, number)
            cards.addWidget(card)
        self.column.addLayout(cards)
        self.scrap_button = make_button(translate("Auction", "Scrap the chosen plant"), s, primary=True)
        set_enabled(self.scrap_button, translate("Auction", "Choose a plant first."))
        self.scrap_button.clicked.connect(self.scrap)
        self.group.idClicked.connect(self._chosen)
        row = QHBoxLayout()
        row.addWidget(self.scrap_button)
        row.addStretch(1)
        self.column.addLayout(row)

    def _chosen(self, number: int) -> None:
        self.scrap_button.setText(self.words.translate("Auction", "Scrap plant {plant}").format(plant=number))
        set_enabled(self.scrap_button, self.refusal_of(DiscardPlant(number)), self.group.button(number).toolTip())

    def scrap(self) -> None:
        number = self.group.checkedId()
        if number > 0:
            self.panel.submit(DiscardPlant(number))
