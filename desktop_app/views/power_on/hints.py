"""A Power On! hint on screen (issue 14): the suggested move in the player's words, and what to
ring so the player sees where to click.

The move comes from `ai/hints.hint` (the strongest computer player deciding on the player's own
observation); this module only words it and finds its place on the table and the panel. Words
come from the action and the state the player sees: the cards named are in the player's hand or
face up, never the deck's order or another hand.

What is rung, by kind of move:
- draw: the deck and the draw button; take: the face-up card (one click takes it);
- build / play: the card in the hand, and its Build / Play button once the card is chosen;
- generate: the Run button; when the payment differs from what that button pays now, also the
  hand cards to choose first;
- free renewables, end the actions, light no city: their button;
- light cities: the city cards and the button lighting exactly them;
- stack a token: the tower and the Drop button; discard: the card in the hand and its button.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Protocol

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QRectF, Qt
from PySide6.QtWidgets import QWidget

from desktop_app.rules.power_on import actions as a
from desktop_app.rules.power_on import engine
from desktop_app.rules.power_on.queries import power_lost_by_ending
from desktop_app.rules.power_on.state import TYPE_INDEX, State
from desktop_app.views.kit.hints import HintDisplay, HintTargets, TableParts
from desktop_app.views.kit.items import BoardItem
from desktop_app.views.kit.narration import fill, plural
from desktop_app.views.power_on.board_view import PowerOnBoardView
from desktop_app.views.power_on.narration import PowerOnWords
from desktop_app.views.power_on.panels import PowerOnActionPanel
from desktop_app.views.power_on.tower_view import TowerView


class PowerOnTable(TableParts[PowerOnBoardView, PowerOnActionPanel], Protocol):
    """What the hints read of the window (`window.PowerOnWindow` is one): also the tower and
    the hint's display."""

    @property
    def tower(self) -> TowerView: ...

    @property
    def hint_display(self) -> HintDisplay: ...


class PowerOnHintWords(PowerOnWords):
    """A suggested move in the player's words (the hint card's middle line)."""

    def join(self, names: list[str]) -> str:
        return ("、" if self.chinese else ", ").join(names)

    def cards(self, cards: tuple[int, ...]) -> str:
        """Cards paid, equal names counted: "Coal ×2, Natural gas"."""
        counts = Counter(self.card(c) for c in cards)
        return self.join([name if n == 1 else fill(self.tr("%1 ×%2"), name, str(n)) for name, n in counts.items()])

    def move(self, state: State, action: object, choose_first: bool = False) -> str:
        """The move `action` for the player to move in `state`; `choose_first`: a generate whose
        payment must be chosen in the hand before its button is pressed."""
        kind = type(action)
        if isinstance(action, a.DrawCard):
            return self.tr("Draw the top card of the deck (1 action point).")
        if isinstance(action, a.TakeMarketCard):
            return fill(self.tr("Take %1 from the face-up cards (1 action point)."), self.card(action.card))
        if isinstance(action, a.BuildPlant):
            return fill(
                self.tr("Build your %1: click it in your hand, then its Build button (1 action point)."),
                self.card(action.card),
            )
        if isinstance(action, a.PlayFunction):
            return fill(
                self.tr("Play your %1: click it in your hand, then its Play button (1 action point)."),
                self.card(action.card),
            )
        if isinstance(action, a.Generate):
            plant = self.plant_type(TYPE_INDEX[action.plant])
            text = fill(
                plural(self.tr("Run %n %1 plant(s), paying %2 (1 action point)."), action.count),
                plant,
                self.cards(action.cards),
            )
            if choose_first:
                text += ("" if self.chinese else " ") + self.tr(
                    "Click those cards in your hand first, then the ringed button."
                )
            return text
        if isinstance(action, a.RunRenewables):
            return fill(
                self.tr("Run your %1 plants (free: no action point)."), self.plant_type(TYPE_INDEX[action.plant])
            )
        if isinstance(action, a.EndActions):
            return self.tr("End your actions now.")
        if isinstance(action, a.StackToken):
            if engine.first_token(state):
                return self.tr("Drop the first token on the table: it cannot fall.")
            return self.tr("Drop the token over the middle of the top token, lying flat.")
        if isinstance(action, a.DiscardCard):
            return fill(self.tr("Discard your %1."), self.card(action.card))
        if isinstance(action, a.TakeCities):
            if not action.cities:
                lost = power_lost_by_ending(state)
                if lost:  # the panel asks again before the power is thrown away
                    return fill(
                        self.tr("End your turn without a city: press the ringed button twice (your %1 power is lost)."),
                        str(lost),
                    )
                return self.tr("Light no city and end your turn.")
            cities = {c.id: c for c in self.content.cities}
            need = sum(cities[i].power for i in action.cities)
            stars = sum(cities[i].stars for i in action.cities)
            return fill(
                self.tr("Light %1 (needs %2 power, %3 ★)."),
                self.join([self.city(i) for i in action.cities]),
                str(need),
                str(stars),
            )
        raise ValueError(f"no words for a {kind.__name__} hint")


def _payment_is_chosen_first(window: PowerOnTable, state: State, action: a.Generate) -> bool:
    """Whether the Run button for this plant type and count pays otherwise now, so the hint's
    cards are to be chosen in the hand first."""
    options = [
        g
        for g in engine.generate_options(state)
        if isinstance(g, a.Generate) and g.plant == action.plant and g.count == action.count
    ]
    if not options:
        return False
    offer = window.actions.generate_offer(state, options)
    return sorted(offer.cards) != sorted(action.cards)


def word_hint(window: PowerOnTable, action: object) -> str:
    """The suggested move in the window's language (`GameWindow._word_hint`)."""
    c = window.controller
    state = c.state
    choose_first = isinstance(action, a.Generate) and _payment_is_chosen_first(window, state, action)
    return PowerOnHintWords(c.content, c.seats, window.language).move(state, action, choose_first)


def hint_targets(window: PowerOnTable, action: object) -> HintTargets:
    """What to ring for the suggested move (`GameWindow._hint_targets`)."""
    state = window.controller.state
    items = window.board.items_by_name
    panel = window.actions
    out = HintTargets()

    def item(name: str) -> None:
        found = items.get(name)
        if found is not None:
            out.board.append((found, None))

    def button(key: str) -> None:
        found = panel.button_for(key)
        if found is not None:
            out.widgets.append(found)

    if isinstance(action, a.DrawCard):
        item("deck")
        button("draw")
    elif isinstance(action, a.TakeMarketCard):
        item(f"market:{action.card}")
    elif isinstance(action, (a.BuildPlant, a.PlayFunction)):
        item(f"hand:{action.card}")  # chosen first; its Build / Play button is there once it is
        if panel.chosen(state) == [action.card]:  # (the window rings it again on a choice)
            button("play_card")
    elif isinstance(action, a.Generate):
        if _payment_is_chosen_first(window, state, action):
            for card in action.cards:
                item(f"hand:{card}")
        button(f"generate_{action.plant.value}_{action.count}")
    elif isinstance(action, a.RunRenewables):
        button(f"renew_{action.plant.value}")
    elif isinstance(action, a.EndActions):
        button("end_actions")
    elif isinstance(action, a.StackToken):
        out.widgets.append(window.tower)
        button("drop")
    elif isinstance(action, a.DiscardCard):
        item(f"hand:{action.card}")
        button(f"discard_{action.card}")
    elif isinstance(action, a.TakeCities):
        for city in action.cities:
            item(f"city:{city}")
        button("city_" + "_".join(action.cities) if action.cities else "city_none")
        if not action.cities and out.widgets and power_lost_by_ending(state):
            # the first press warns that the power made is lost and the button asks again: the
            # move takes two presses (the plan from the first, as the scripted pupil counts it)
            out.clicks = [*out.widgets, *out.widgets]
    for widget in out.widgets:  # a ringed button scrolled out of the panel's view comes into it
        panel.scroll.ensureWidgetVisible(widget)  # (Qt leaves a widget outside the scroll alone)
    return out


class CardPlace(QWidget):
    """Where the hint card sits on the table: an unseen widget whose lower-left corner the kit
    puts the card over. The kit's place, the table's lower-left corner, is the hand, which a
    hint rings as often as not; so the card goes over the players' rows (never rung), else over
    the table's lower-left corner, else over the top rows: the first where it hides no ring.
    It follows the table's size."""

    def __init__(self, window: PowerOnTable) -> None:
        super().__init__(window.board.viewport())
        self.board, self.display = window.board, window.hint_display
        self.rung: list[BoardItem] = []  # the board items the hint rings
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.hide()  # never drawn: only its geometry is asked
        window.board.viewport().installEventFilter(self)

    def _shown(self, items: Sequence[BoardItem]) -> QRect:
        """Where these items are on screen, in the viewport's coordinates."""
        area = QRectF()
        for item in items:
            area = area.united(item.mapRectToScene(item.rect))
        return self.board.mapFromScene(area).boundingRect()

    def _places(self) -> list[QRect]:
        items = self.board.items_by_name
        rows = [item for name, item in items.items() if name.startswith("player:")]
        top = [item for name, item in items.items() if name.startswith(("market:", "city:", "turn"))]
        whole = self.board.viewport().rect()
        return [self._shown(rows) if rows else whole, whole] + ([self._shown(top)] if top else [])

    def _hides_a_ring(self) -> bool:
        card = self.display.card.geometry()
        corner = self.board.viewport().mapTo(self.display.window, QPoint(0, 0))
        return any(card.intersects(self._shown([item]).translated(corner)) for item in self.rung)

    def follow(self) -> None:
        """Put the card at the first place where it hides no ring (the last place if none)."""
        for place in self._places():
            self.setGeometry(place)
            self.display.place()
            if not self.display.card.isVisible() or not self._hides_a_ring():
                return

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Resize:
            self.follow()
        return False


def card_place(window: PowerOnTable) -> CardPlace:
    """The window's `CardPlace`, made (and given to the kit's hint display) the first time."""
    place = window.hint_display.board
    if not isinstance(place, CardPlace):
        place = window.hint_display.board = CardPlace(window)
    return place


def keep_card_clear(window: PowerOnTable, targets: HintTargets) -> None:
    """Move the hint card shown to where it hides none of these rings."""
    place = card_place(window)
    place.rung = [item for item, _key in targets.board]
    place.follow()


__all__ = ["CardPlace", "PowerOnHintWords", "card_place", "hint_targets", "keep_card_clear", "word_hint"]
