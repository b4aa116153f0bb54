"""Phase 2 controls: choose a plant and open the bidding, bid or pass, scrap a plant."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QLayout,
    QSpinBox,
    QWidget,
)

from desktop_app.content.power_grid import Plant
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
from desktop_app.views.kit.narration import event_ints
from desktop_app.views.kit.pages import WHY, PageBuilder
from desktop_app.views.power_grid.panels.common import (
    FlowLayout,
    PlantCard,
    distribute_fuel,
    font,
    make_check,
    px,
    set_enabled,
)
from desktop_app.views.power_grid.panels.page import ActionPage, PagePanel


def amount_box(scale: float, low: int, high: int, value: int) -> QSpinBox:
    """A spin box for an amount of Elektro or fuel, typed into or stepped with +/- buttons."""
    box = QSpinBox()
    set_amount(box, low, high, value)
    box.setFont(font(scale, 16))
    box.setButtonSymbols(QAbstractSpinBox.ButtonSymbols.NoButtons)
    box.setAlignment(Qt.AlignmentFlag.AlignCenter)
    box.setFixedWidth(px(scale, 54))
    box.setMinimumHeight(px(scale, 32))
    return box


def set_amount(box: QSpinBox, low: int, high: int, value: int) -> None:
    """The box's range low..high (never below low) and its value, kept in that range."""
    box.setRange(low, max(low, high))
    box.setValue(min(max(value, low), max(low, high)))


def stepper(
    page: ActionPage,
    b: PageBuilder,
    key: str,
    low: int,
    high: int,
    value: int,
    accessible: str,
    into: QLayout | None = None,
    at: tuple[int, ...] = (),
) -> QSpinBox:
    """[−] box [+] in a row; the buttons step the box (keyboard typing works too). The box
    is set to low..high and `value`; the buttons go on `page.steppers`."""
    s = page.scale
    row = b.part(key, QHBoxLayout, into, at)
    row.setSpacing(px(s, 4))
    box_key = f"{key}-box"
    parts = b.page.parts
    translate = page.words.translate
    less = translate("Auction", "One less: {what}").format(what=accessible)
    more = translate("Auction", "One more: {what}").format(what=accessible)

    def step(by: int) -> None:
        box = parts[box_key]
        if isinstance(box, QSpinBox):
            box.stepBy(by)

    minus = page.button(
        b,
        f"{key}-minus",
        "−",
        lambda: step(-1),
        tip=less,
        size=18,
        compact=True,
        into=row,
        accessible=less,
    )
    box = b.part(box_key, lambda: amount_box(s, low, high, value), row)
    plus = page.button(
        b,
        f"{key}-plus",
        "+",
        lambda: step(1),
        tip=more,
        size=18,
        compact=True,
        into=row,
        accessible=more,
    )
    for button in (minus, plus):
        button.setFixedWidth(px(s, 30))
    box.setAccessibleName(accessible)
    set_amount(box, low, high, value)
    page.steppers.append((minus, plus))
    return box


def explain_steps(
    page: ActionPage,
    minus: QWidget,
    plus: QWidget,
    box: QSpinBox,
    why_not: str | None = None,
    more_why: str | None = None,
) -> None:
    """A stepper's [−] and [+] greyed out at the ends of its box's range, each saying why (the
    lowest or highest the box allows, or `more_why`: the rules' refusal of one more); all of it
    greyed out with `why_not` (nothing chosen yet)."""
    translate = page.words.translate
    low, high, value = box.minimum(), box.maximum(), box.value()
    lowest = translate("Auction", "{n} is the lowest here.").format(n=low)
    highest = more_why or translate("Auction", "{n} is the highest here.").format(n=high)
    set_enabled(minus, why_not or (lowest if value <= low else None), minus.accessibleName())
    set_enabled(plus, why_not or (highest if value >= high else None), plus.accessibleName())
    if why_not is not None or box.property(WHY):
        set_enabled(box, why_not, box.accessibleName())


def uncheck_all(group: QButtonGroup) -> None:
    """No button of the (exclusive) group checked, as on a page just made."""
    group.setExclusive(False)
    for button in group.buttons():
        button.setChecked(False)
    group.setExclusive(True)


class ChoosePlantPage(ActionPage):
    """Pick a plant (here or on the board), set the opening bid, start the auction; or decline."""

    def __init__(self, panel: PagePanel) -> None:
        super().__init__(panel)
        self.group = QButtonGroup(self)
        self.group.idClicked.connect(self.select)
        self.cards: dict[int, PlantCard] = {}
        self.selected = 0

    def build(self, b: PageBuilder) -> None:
        translate, s, w = self.words.translate, self.scale, self.words
        self.steppers = []
        self.money = self.state.money[self.player]
        self.buyable = self.state.buyable_plants()
        self.label(
            b, "intro", translate("Auction", "Choose a plant to put up for auction: click it here or in the market.")
        )
        cards = b.part("cards", lambda: FlowLayout(px(s, 6)))
        self.cards = {}
        for number in self.buyable:

            def new_card(number: int = number) -> PlantCard:
                card = PlantCard(self.state.board.plant(number), s)
                card.setCheckable(True)
                self.group.addButton(card, number)
                return card

            card = b.part(f"plant-{number}", new_card, cards)
            reason = self.refusal_of(StartAuction(number, number))
            cities = card.plant.cities
            tip = translate("Auction", "Plant {plant}: {kind}, {need} fuel → %n cities", "", cities)
            set_enabled(
                card, reason, tip.format(plant=number, kind=w.kind(card.plant.kind), need=card.plant.fuel_needed)
            )
            card.setAccessibleName(translate("Auction", "Plant {plant}").format(plant=number))
            self.cards[number] = card
        if not b.fresh:
            uncheck_all(self.group)

        row = b.part("bid-row", QHBoxLayout)
        self.label(b, "bid-caption", translate("Auction", "Opening bid"), wrap=False, into=row)
        self.bid_box = stepper(self, b, "bid", 0, self.money, 0, translate("Auction", "Opening bid"), row)
        self.bid_box.setSpecialValueText("—")  # no plant chosen yet
        self.label(
            b,
            "money",
            translate("Auction", "of {money}").format(money=w.money(self.money)),
            wrap=False,
            into=row,
        )
        buttons = b.part("buttons", QHBoxLayout, b.footer)  # pinned: always in view
        self.start_button = self.button(b, "start", "", self.start, primary=True, into=buttons)
        self.decline_button = self.button(
            b,
            "decline",
            translate("Auction", "Buy no plant this round"),
            self.decline,
            self.refusal_of(DeclineAuction()),
            translate("Auction", "Skip the auctions this round; you keep your money."),
            into=buttons,
        )
        if b.fresh:
            row.addStretch(1)
            buttons.addStretch(1)
            self.bid_box.valueChanged.connect(self._update)
        self.selected = 0
        affordable = [n for n, c in self.cards.items() if c.isEnabled()]
        if len(affordable) == 1:
            self.select(affordable[0])
        self._update()

    def clickable_plants(self) -> tuple[set[int], dict[int, str]]:
        clickable = {n for n, c in self.cards.items() if c.isEnabled()}
        reasons = {n: c.toolTip() for n, c in self.cards.items() if not c.isEnabled()}
        translate = self.words.translate
        for number in self.state.future_plants():
            refusal = self.refusal_of(StartAuction(number, number)) or ""  # the rules' own reason
            note = translate("Auction", "It is in the future market: not for sale yet.")
            reasons[number] = f"{refusal} {note}".strip()
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
        choose = None if chosen else translate("Auction", "Choose a plant first.")
        more = self.refusal_of(StartAuction(chosen, self.bid_box.maximum() + 1)) if chosen else None
        for minus, plus in self.steppers:
            explain_steps(self, minus, plus, self.bid_box, choose, more)
        if not chosen:
            self.start_button.setText(translate("Auction", "Start the auction"))
            set_enabled(self.start_button, translate("Auction", "Choose a plant first."))
            # Enter chooses the cheapest plant that can be bought (then Enter again auctions it)
            affordable = [card for card in self.cards.values() if card.isEnabled()]
            decline = self.decline_button if self.decline_button.isEnabled() else None
            self.set_default(affordable[0] if affordable else decline)
            return
        bid = self.bid_box.value()
        self.start_button.setText(
            translate("Auction", "Auction plant {plant} at {price}").format(plant=chosen, price=w.money(bid))
        )
        set_enabled(self.start_button, self.refusal_of(StartAuction(chosen, bid)))
        self.set_default(self.start_button)

    def start(self) -> None:
        if self.selected:
            self.panel.submit(StartAuction(self.selected, self.bid_box.value()))

    def decline(self) -> None:
        self.panel.submit(DeclineAuction())


class BidPage(ActionPage):
    """Raise (+1, +5 or a typed amount) or pass; or let the panel bid up to a limit."""

    def build(self, b: PageBuilder) -> None:
        translate, s, w, state = self.words.translate, self.scale, self.words, self.state
        self.steppers = []
        plant = state.board.plant(state.auction_plant)
        self.money = state.money[self.player]
        top = b.part("top", QHBoxLayout)

        def new_card() -> PlantCard:
            card = PlantCard(plant, s)
            card.setEnabled(True)
            card.setCheckable(False)
            card.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            return card

        card = b.part("plant", new_card, top, (0,), Qt.AlignmentFlag.AlignTop)
        if card.plant != plant:
            card.plant = plant
            card.update()
        card.setAccessibleName(translate("Auction", "Plant {plant}").format(plant=plant.number))
        self.label(
            b,
            "info",
            translate(
                "Auction", "Plant {plant} is up for auction. Highest bid: {price} by {name}. You have {money}."
            ).format(
                plant=plant.number,
                price=w.money(state.auction_bid),
                name=w.player(state.auction_high),
                money=w.money(self.money),
            ),
            15,
            into=top,
            at=(1,),
        )

        lowest = lowest_bid(state)
        raises = b.part("raises", QHBoxLayout, b.footer)  # pinned: always in view
        for step in (1, 5):
            amount = state.auction_bid + step
            self.button(
                b,
                f"raise-{step}",
                translate("Auction", "Raise to {amount}").format(amount=amount),
                self._raise_one if step == 1 else self._raise_five,
                self.refusal_of(Bid(amount)),
                translate("Auction", "Bid {price} for plant {plant}: the highest bid so far is {bid}.").format(
                    price=w.money(amount), plant=plant.number, bid=w.money(state.auction_bid)
                ),
                primary=step == 1,
                into=raises,
            )
        self.pass_button = self.button(
            b,
            "pass",
            translate("Auction", "Pass"),
            self.pass_bid,
            self.refusal_of(PassBid()),
            translate("Auction", "Leave this auction; you may still bid on another plant this round."),
            into=raises,
        )

        raise_one = b.page.part("raise-1")
        self.set_default(raise_one if raise_one.isEnabled() else self.pass_button)

        typed = b.part("typed", QHBoxLayout)
        self.label(b, "bid-caption", translate("Auction", "Bid"), wrap=False, into=typed)
        self.bid_box = stepper(self, b, "bid", lowest, self.money, lowest, translate("Auction", "Bid"), typed)
        self.bid_button = self.button(b, "bid-button", "", self.bid_typed, into=typed)

        auto = b.part("auto", QGridLayout, b.footer)  # pinned under the raises: never below the fold
        self.auto_check = b.part(
            "auto-check", lambda: make_check(translate("Auction", "Keep bidding for me up to"), s, 14), auto, (0, 0)
        )
        self.auto_check.setChecked(False)
        self.auto_box = b.part(
            "auto-box",
            lambda: amount_box(s, lowest, self.money, min(self.money, max(lowest, plant.number + 10))),
            auto,
            (0, 1),
        )
        set_amount(self.auto_box, lowest, self.money, min(self.money, max(lowest, plant.number + 10)))
        self.auto_box.setAccessibleName(translate("Auction", "Keep bidding for me up to"))
        hint = translate(
            "Auction",
            "Raises by 1 each time it is your turn while the bid is below the limit, and passes above it.",
        )
        self.auto_box.setToolTip(hint)
        self.auto_box.setAccessibleDescription(hint)
        self.auto_check.setAccessibleDescription(hint)
        set_enabled(self.auto_check, self.refusal_of(Bid(lowest)), hint)
        if b.fresh:
            raises.addStretch(1)
            typed.addStretch(1)
            auto.setColumnStretch(2, 1)
            self.bid_box.valueChanged.connect(self._update)
            self.auto_check.toggled.connect(self.toggle_auto)
        self._update()

    def _update(self) -> None:
        amount = self.bid_box.value()
        self.bid_button.setText(self.words.translate("Auction", "Bid {price}").format(price=self.words.money(amount)))
        refused = self.refusal_of(Bid(amount))
        set_enabled(self.bid_button, refused)
        stuck = refused if refused is not None and amount == self.bid_box.minimum() else None
        for minus, plus in self.steppers:
            explain_steps(self, minus, plus, self.bid_box, stuck, self.refusal_of(Bid(self.bid_box.maximum() + 1)))

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

    def build(self, b: PageBuilder, limit: int = 0) -> None:
        translate, w = self.words.translate, self.words
        self.label(
            b,
            "text",
            translate("Auction", "Bidding for {name} on plant {plant} up to {limit}: now at {price}.").format(
                name=w.player(self.player),
                plant=self.state.auction_plant,
                limit=w.money(limit),
                price=w.money(self.state.auction_bid),
            ),
        )
        row = b.part("row", QHBoxLayout, b.footer)  # pinned: always in view
        self.button(b, "stop", translate("Auction", "Stop bidding for me"), self.stop, into=row, default=True)
        if b.fresh:
            row.addStretch(1)

    def stop(self) -> None:
        self.panel.stop_auto_bid(self.player)


class DiscardPage(ActionPage):
    """Over the plant limit: choose the plant to scrap (fuel that no longer fits is lost)."""

    def __init__(self, panel: PagePanel) -> None:
        super().__init__(panel)
        self.group = QButtonGroup(self)
        self.group.idClicked.connect(self._chosen)

    def build(self, b: PageBuilder) -> None:
        translate, s, w, state = self.words.translate, self.scale, self.words, self.state
        limit = state.board.rules.max_plants
        self.label(
            b, "intro", translate("Auction", "You may keep {limit} plants. Choose one to scrap.").format(limit=limit)
        )
        cards = b.part("cards", lambda: FlowLayout(px(s, 6)))
        owned = [state.board.plant(n) for n in state.plants[self.player]]
        for plant, stored in zip(owned, distribute_fuel(owned, state.fuel[self.player])):
            number = plant.number

            def new_card(plant: Plant = plant, stored: tuple[str, ...] = stored) -> PlantCard:
                card = PlantCard(plant, s, stored)
                card.setCheckable(True)
                self.group.addButton(card, plant.number)
                return card

            card = b.part(f"plant-{number}", new_card, cards)
            if card.stored != stored:
                card.stored = stored
                card.update()
            after = self.try_apply(DiscardPlant(number))
            lost = [] if isinstance(after, IllegalAction) else [e[2] for e in after.events if e[0] == ph.EV_FUEL_LOST]
            tip = translate("Auction", "Scrap plant {plant}").format(plant=number)
            if lost:
                tip += " — " + translate("Auction", "you would lose {fuel}").format(
                    fuel=w.fuel_list(event_ints(lost[0]))
                )
            card.setToolTip(tip)
            card.setAccessibleName(tip)
        if not b.fresh:
            uncheck_all(self.group)
        row = b.part("row", QHBoxLayout, b.footer)  # pinned: always in view
        self.scrap_button = self.button(
            b,
            "scrap",
            translate("Auction", "Scrap the chosen plant"),
            self.scrap,
            translate("Auction", "Choose a plant first."),
            primary=True,
            into=row,
        )
        if b.fresh:
            row.addStretch(1)
        first = self.group.buttons()[0] if self.group.buttons() else None
        self.set_default(first)  # Enter chooses a plant, then Enter again scraps it

    def _chosen(self, number: int) -> None:
        self.scrap_button.setText(self.words.translate("Auction", "Scrap plant {plant}").format(plant=number))
        set_enabled(self.scrap_button, self.refusal_of(DiscardPlant(number)), self.group.button(number).toolTip())
        self.set_default(self.scrap_button)

    def scrap(self) -> None:
        number = self.group.checkedId()
        if number > 0:
            self.panel.submit(DiscardPlant(number))
