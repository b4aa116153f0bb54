"""Power Grid's hints on screen (issue 14): the suggested move in the player's own words, and
what to ring so a person sees where to click.

The window's hooks (`_word_hint`, `_hint_targets`) call `word_hint` and `hint_targets` here.
The words come from the action and the deciding person's own observation only (the market,
their money, fuel and plants, the map: nothing hidden); the names (fuel, cities, Elektro) are
the panels' vocabulary (`narration.Words`), the sentences this window's catalogue (pg_window,
context "PowerGridHints"). Prices and the income of a run are the rules' own figures: the
rules' queries, or the action applied to a copy of the observation, as the panel previews them.

Board items are found by walking the scenes of the window's board views (`_keyboard_boards`):
a plant card by its number, a city by its id, whichever view shows them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractButton, QGraphicsView, QScrollArea, QWidget

from desktop_app.content.power_grid import Resource
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid.actions import (
    Bid,
    BuildCity,
    BuyResource,
    DeclineAuction,
    DiscardPlant,
    EndBuilding,
    EndBuying,
    PassBid,
    RunPlants,
    StartAuction,
)
from desktop_app.rules.power_grid.engine import best_run
from desktop_app.rules.power_grid.queries import connection_cost, house_cost
from desktop_app.rules.power_grid.state import State
from desktop_app.views.kit.hints import HintTargets
from desktop_app.views.kit.items import BoardItem
from desktop_app.views.kit.narration import fill, plural
from desktop_app.views.power_grid.items.city import CityItem
from desktop_app.views.power_grid.items.plant_card import PlantCardItem
from desktop_app.views.power_grid.narration import Words

T = TypeVar("T", bound=BoardItem)

CONTEXT = "PowerGridHints"


# --- the move in words ------------------------------------------------------------------------


def word_hint(words: Words, observation: State, seat: int, action: Any) -> str:
    """`action` as the person at `seat` would say it, worded from their own observation."""
    if isinstance(action, StartAuction):
        if action.bid == action.plant:
            return fill(
                QCoreApplication.translate("PowerGridHints", "Choose plant %1 and start its auction at %2."),
                action.plant,
                words.money(action.bid),
            )
        return fill(
            QCoreApplication.translate(
                "PowerGridHints", "Choose plant %1, set the opening bid to %2 and start the auction."
            ),
            action.plant,
            words.money(action.bid),
        )
    if isinstance(action, DeclineAuction):
        return fill(
            QCoreApplication.translate("PowerGridHints", 'Press "%1" and keep your money for later rounds.'),
            _button(words, "Auction", "Buy no plant this round"),
        )
    if isinstance(action, Bid):
        return fill(
            QCoreApplication.translate("PowerGridHints", "Bid %1 on plant %2."),
            words.money(action.amount),
            observation.auction_plant,
        )
    if isinstance(action, PassBid):
        return fill(
            QCoreApplication.translate("PowerGridHints", "Pass on plant %1: bid no more for it."),
            observation.auction_plant,
        )
    if isinstance(action, DiscardPlant):
        return fill(QCoreApplication.translate("PowerGridHints", "Choose plant %1 and scrap it."), action.plant)
    if isinstance(action, BuyResource):
        return _word_buy(words, observation, seat, action)
    if isinstance(action, EndBuying):
        return fill(
            QCoreApplication.translate("PowerGridHints", 'Buy no more fuel this round: press "%1".'),
            _button(words, "Resources", "Done buying"),
        )
    if isinstance(action, BuildCity):
        return _word_build(words, observation, seat, action)
    if isinstance(action, EndBuilding):
        return fill(
            QCoreApplication.translate("PowerGridHints", 'Build no more this round: press "%1".'),
            _button(words, "Building", "Done building"),
        )
    if isinstance(action, RunPlants):
        return _word_run(words, observation, seat, action)
    return ""


def _button(words: Words, context: str, text: str) -> str:
    """A panel button's label, as the panel shows it (the panels' own catalogue)."""
    return words.translate(context, text)


def _panel_text(words: Words, context: str, text: str, n: int = -1) -> str:
    """A text of the panels' vocabulary (their own catalogue, pg_panels), for `n` things."""
    return words.translate(context, text, "", n)


def _word_buy(words: Words, observation: State, seat: int, action: BuyResource) -> str:
    after = _after(observation, action)
    amount = _panel_text(words, "Words", "{n} {fuel}").format(n=action.amount, fuel=words.fuel(action.resource))
    if after is None:
        return fill(QCoreApplication.translate("PowerGridHints", "Buy %1."), amount)
    price = observation.money[seat] - after.money[seat]
    return fill(
        QCoreApplication.translate("PowerGridHints", 'Buy %1: set %2 to %3, then press "%4".'),
        amount,
        words.fuel(action.resource),
        action.amount,
        _button(words, "Resources", "Buy for {price}").format(price=words.money(price)),  # the price
    )


def _word_build(words: Words, observation: State, seat: int, action: BuildCity) -> str:
    name = words.city(action.city)
    city = observation.board.city_index.get(action.city)
    if city is None:
        return fill(QCoreApplication.translate("PowerGridHints", "Build in %1."), name)
    house, cable = house_cost(observation, city), connection_cost(observation, seat, city)
    build = _button(words, "Building", "Build")
    if not observation.cities[seat]:
        return fill(
            QCoreApplication.translate(
                "PowerGridHints", 'Build your first house in %1 for %2: click it on the map, then press "%3".'
            ),
            name,
            words.money(house),
            build,
        )
    return fill(
        QCoreApplication.translate(
            "PowerGridHints", 'Build in %1 for %2 (house %3 + cable %4): click it on the map, then press "%5".'
        ),
        name,
        words.money(house + cable),
        house,
        cable,
        build,
    )


def _word_run(words: Words, observation: State, seat: int, action: RunPlants) -> str:
    translate = QCoreApplication.translate
    after = _after(observation, action)
    plants = words.join([str(n) for n in action.plants])
    if after is None:  # (a hint is legal: never met)
        return fill(plural(translate("PowerGridHints", "Run plant(s) %1."), len(action.plants)), plants)
    power = _button(words, "Bureaucracy", "Power and earn {price}").format(price=words.money(after.income[seat]))
    as_ticked = set(action.plants) == set(best_run(observation, seat).plants)  # the page ticks that run first
    if not action.plants:
        if as_ticked:
            return fill(translate("PowerGridHints", 'Run no plant: press "%1".'), power)
        return fill(translate("PowerGridHints", 'Untick every plant, then press "%1".'), power)
    burnt = [after.burnt[seat][r] - observation.burnt[seat][r] for r in range(4)]
    if any(burnt):
        burning = fill(translate("PowerGridHints", "burning %1"), words.fuel_list(burnt))
    else:
        burning = translate("PowerGridHints", "no fuel needed")
    if as_ticked:
        text = translate("PowerGridHints", 'Run plant(s) %1 (%2): press "%3".')
    else:
        text = translate("PowerGridHints", 'Tick only plant(s) %1 (%2), then press "%3".')
    return fill(plural(text, len(action.plants)), plants, burning, power)


def _after(observation: State, action: Any) -> State | None:
    """The observation after `action` (the rules' own figures), or None if the rules refuse it."""
    try:
        return engine.apply(observation, action)
    except IllegalAction:
        return None


# --- where to click ---------------------------------------------------------------------------


def hint_targets(boards: Sequence[QGraphicsView], page: Any, action: Any) -> HintTargets:
    """The board items and panel widgets that play `action`: `boards` the window's board views,
    `page` the action panel's page now up."""
    targets = HintTargets()
    parts: dict[str, object] = getattr(page, "parts", {}) if page is not None else {}

    def ring(*keys: str) -> None:
        for key in keys:
            widget = parts.get(key)
            if isinstance(widget, QWidget):
                targets.widgets.append(widget)

    if isinstance(action, StartAuction):
        targets.board += _plant_items(boards, action.plant)
        ring(f"plant-{action.plant}")
        if action.bid != action.plant:  # the box starts at the plant's number
            ring("bid-box")
        ring("start")
    elif isinstance(action, DeclineAuction):
        ring("decline")
    elif isinstance(action, Bid):
        targets.board += _plant_items(boards, page.state.auction_plant if page is not None else 0)
        raises = {page.state.auction_bid + step: f"raise-{step}" for step in (1, 5)} if page is not None else {}
        if action.amount in raises:
            ring(raises[action.amount])
        else:
            ring("bid-box", "bid-button")
    elif isinstance(action, PassBid):
        ring("pass")
        if not targets.widgets:  # the panel bids for the person up to their limit: stop it first
            ring("stop")
    elif isinstance(action, DiscardPlant):
        ring(f"plant-{action.plant}", "scrap")
    elif isinstance(action, BuyResource):
        keys = _stepper_keys(parts, action.resource)
        ring(*keys, "buy")
        buy, plus = parts.get("buy"), parts.get(keys[1]) if keys else None
        if isinstance(buy, QWidget) and isinstance(plus, QWidget):
            # a person sets the amount with "+" (the page opens at 0): once per token, then Buy.
            # The whole plan from the page's start, so it holds when asked again after a click.
            targets.clicks = [*[plus] * action.amount, buy]
    elif isinstance(action, EndBuying):
        ring("done")
    elif isinstance(action, BuildCity):
        targets.board += _city_items(boards, action.city)
        ring("build")
    elif isinstance(action, EndBuilding):
        ring("done")
    elif isinstance(action, RunPlants):
        ring(*(f"check-{n}" for n in action.plants))
        slider = parts.get("slider")
        if action.hybrid_coal and isinstance(slider, QWidget) and slider.isVisible():
            ring("slider")
        ring("power")
        # the page ticks the best run first: a person clicks only the boxes to change, then Power
        # (the hybrids' mix, where the move sets one, is the slider's: ringed, not a click)
        wanted = {f"check-{n}" for n in action.plants}
        change = [
            box
            for key, box in parts.items()
            if key.startswith("check-")
            and isinstance(box, QAbstractButton)
            and box.isVisible()
            and box.isChecked() != (key in wanted)
        ]
        power = parts.get("power")
        if isinstance(power, QWidget):
            targets.clicks = [*change, power]
    return targets


def _stepper_keys(parts: dict[str, object], resource: Resource) -> list[str]:
    """The amount box and its + button of one fuel's row (the page keys them by the fuel)."""
    for key in (f"buy-{resource}", f"buy-{int(resource)}", f"buy-{resource.name}"):
        if f"{key}-box" in parts:
            return [f"{key}-box", f"{key}-plus"]
    return []


def _scene_items(
    boards: Sequence[QGraphicsView], kind: type[T], match: Callable[[T], bool]
) -> list[tuple[BoardItem, object | None]]:
    """The visible items of `kind` that `match` in the scenes of the board views."""
    found: list[tuple[BoardItem, object | None]] = []
    for view in boards:
        scene = view.scene()
        if scene is None:
            continue
        for item in scene.items():
            if isinstance(item, kind) and item.isVisible() and match(item):
                found.append((item, None))
    return found


def _plant_items(boards: Sequence[QGraphicsView], number: int) -> list[tuple[BoardItem, object | None]]:
    return _scene_items(boards, PlantCardItem, lambda item: item.number == number)


def _city_items(boards: Sequence[QGraphicsView], city_id: str) -> list[tuple[BoardItem, object | None]]:
    return _scene_items(boards, CityItem, lambda item: item.city_id == city_id)


def scroll_into_view(scroll: QScrollArea, widgets: list[QWidget]) -> None:
    """Scroll the panel's page so the ringed controls in it show (the first one, when they do
    not all fit)."""
    inner = scroll.widget()
    for widget in reversed(widgets):
        if inner is not None and inner.isAncestorOf(widget):
            scroll.ensureWidgetVisible(widget, 0, 4)


# --- the card clear of the rings --------------------------------------------------------------


__all__ = ["CONTEXT", "hint_targets", "scroll_into_view", "word_hint"]
