"""The projector layout's zoom on the active part of the table (issue 25: "text at least 3% of
the screen height ... for what the class must read; the active part of the table zoomed").

A board designed to fit a laptop draws its labels at 16-20 px when fitted to a 1080p projector:
too small for the back row. The projector therefore shows the board at the one scale that
makes its smallest label `target` pixels tall, and centres that window on the part of the table
the game is at (`focus`):

- Power Grid: the plant market during an auction, the fuel market while fuel is bought and
  supplied, the city just connected (and its neighbours) while building; the markets' words are
  drawn 1.27 times larger (the fuel market is a long flat strip no zoom shows whole at the
  class's size), and the map or the markets show one at a time;
- Power Butler: the dice while they are rolled, then the appliance cards (the first three whole,
  the fourth in part), the acting player's home after a purchase or a marker, the bill;
- Magic Lamp: the chests while dice are set, the lamp in the race and the wishes, the discard
  pile when a card is taken, the last cards turned with the scorpion count beside them;
- Power On!: the card just taken, the cities while one is lit, else the acting player's row
  (the table's width: from its start, the name and plants).

The window stops at the table's edge (never past it); the whole table comes back when the game
is over.

Each `Focus` says which view, the scene rectangle that must be wholly in view (`anchor`) and the
smallest label's size in scene units there (`label`): the sizes each game's items draw in
presentation mode, measured by tests/views/test_projector.py at 1920x1080 and 3840x2160.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView

if TYPE_CHECKING:  # the focus reads a game window's board
    from desktop_app.views.kit.game_window import GameWindow

# The smallest label each board draws in presentation mode, in scene units (its fonts times the
# presentation look's factor); tests/views/test_projector.py measures what is painted.
POWER_GRID_MAP_LABEL = 25.0  # city names, house prices, cable costs
POWER_GRID_MARKET_TEXT = 1.27  # the markets' words this much larger (the fuel market is too flat to zoom)
POWER_GRID_MARKET_LABEL = float(round(18 * POWER_GRID_MARKET_TEXT))  # the supply's words, the deck's (whole px)
POWER_BUTLER_LABEL = 21.0  # words fitted to a card: "180 kWh/month", an event's long name
MAGIC_LAMP_LABEL = 22.0  # the scorpion count's second line ("one more loses all")
POWER_ON_LABEL = 18.0  # a card's own words (a function card's effect)
POWER_ON_SHARES = (0.55, 0.23, 0.22)  # the table | the tower | the log: the tower's caption at the class's size
MARGIN = 6.0  # scene units of table kept around an anchor


@dataclass(frozen=True)
class Focus:
    """Where the projector looks: `view`, what must be in view there (`anchor`, scene
    coordinates) and the smallest label there (`label`, scene units)."""

    view: QGraphicsView
    anchor: QRectF
    label: float


def _union(items: list[Any]) -> QRectF:
    rect = QRectF()
    for item in items:
        if item is not None and item.isVisible():
            rect = rect.united(item.sceneBoundingRect())
    return rect


def _any(board: object) -> Any:
    """A game's own board view (each focus below reads its own game's items)."""
    return board


def _last_type(window: GameWindow) -> str:
    history = window.controller.history
    return str(getattr(history[-1].action, "type_name", "")) if history else ""


def _power_grid(window: GameWindow) -> Focus | None:
    from desktop_app.rules.power_grid.state import Phase

    state = window.controller.state
    table = getattr(window, "table", None)
    if state.phase is Phase.GAME_OVER or table is None:
        return None
    market, board = _any(window).market, _any(window.board)  # Power Grid's window: a market view beside the map
    if table.part == "map":
        city = _last_city(window)
        if city is None:  # nothing built yet: the middle of the cities in play
            cities = [board.city_item(state.board.city_ids[i]) for i in state.board.in_play_cities]
            anchor = _union(cities)
            return Focus(board, QRectF(anchor.center(), anchor.center()), POWER_GRID_MAP_LABEL)
        return Focus(board, board.city_item(city).sceneBoundingRect(), POWER_GRID_MAP_LABEL)
    if state.phase is Phase.AUCTION:
        plants = [market.plant_item(number) for number in state.market]
        return Focus(market, _union([*plants, market.placeholder_item()]), POWER_GRID_MARKET_LABEL)
    return Focus(market, _union([market.resource_item()]), POWER_GRID_MARKET_LABEL)


def _last_city(window: GameWindow) -> str | None:
    for record in reversed(window.controller.history[-60:]):
        if getattr(record.action, "type_name", "") == "build_city":
            return str(_any(record.action).city)
    return None


def _power_butler(window: GameWindow) -> Focus | None:
    from desktop_app.rules.power_butler.state import Phase

    state, board = window.controller.state, _any(window.board)
    if state.phase == Phase.GAME_OVER:
        return None
    if state.phase in (Phase.ROLL, Phase.REROLL):
        items: list[QGraphicsItem] = [board.tray]
    else:
        last = _last_type(window)
        homes = board.homes
        if last in ("buy", "place_marker") and state.current < len(homes):
            items = [homes[state.current]]  # the appliance bought, the marker placed: at home
        elif last == "pay_bill":
            items = [board.bill]
        else:  # the dice were kept: the appliances to buy (three whole cards fit; the fourth in part)
            items = [card for card in board.cards if card.isVisible()][:3]
    return Focus(board, _union(items), POWER_BUTLER_LABEL)


def _magic_lamp(window: GameWindow) -> Focus | None:
    from desktop_app.rules.magic_lamp.state import Phase

    state, board = window.controller.state, _any(window.board)
    if state.phase == Phase.GAME_OVER:
        return None
    if state.phase == Phase.CHOOSE:
        items: list[Any] = list(board.chests)
    elif state.phase in (Phase.DRAW, Phase.AMULET):  # the last cards turned and the scorpions against the die
        explore = board.explore
        box = explore.status_box()
        left = max(0.0, box.left() - 2 * 140 - 10)
        part = QRectF(left, 0, box.right() + 20 - left, explore.boundingRect().height())
        return Focus(board, explore.mapRectToScene(part), MAGIC_LAMP_LABEL)
    elif state.phase == Phase.PICK:
        items = [board.discard, board.wizards]
    else:  # the race, the wish, a chest or a die to turn: the lamp
        items = [board.lamp]
    return Focus(board, _union(items), MAGIC_LAMP_LABEL)


def _power_on(window: GameWindow) -> Focus | None:
    from desktop_app.rules.power_on.state import Phase

    state, board = window.controller.state, _any(window.board)
    if state.phase == Phase.GAME_OVER:
        return None
    named = board.items_by_name
    record = window.controller.history[-1] if window.controller.history else None
    action = _any(record.action if record is not None else None)
    last = _last_type(window)
    item = None
    if last == "take_market_card":
        item = named.get(f"market:{action.card}")  # (take_market_card names its card)
    elif last == "take_cities" or state.phase == Phase.CITY:
        cities = [i for name, i in named.items() if name.startswith("city:")]
        return Focus(board, _union(cities), POWER_ON_LABEL)
    if item is None or not item.isVisible():
        row = named.get(f"player:{state.current}")
        if row is None:
            return None
        return Focus(board, row.sceneBoundingRect(), POWER_ON_LABEL)  # (wider than the window: its start)
    return Focus(board, item.sceneBoundingRect(), POWER_ON_LABEL)


FOCUS: dict[str, Callable[[GameWindow], Focus | None]] = {
    "power-grid": _power_grid,
    "power-butler": _power_butler,
    "magic-lamp": _magic_lamp,
    "power-on": _power_on,
}


def prepare(window: GameWindow) -> None:
    """What a board does differently when zoomed on a projector: Power Grid shows the map or the
    markets, one at a time, with no switch; Magic Lamp draws the scorpion count beside the cards
    turned (at the table's far end it would be out of the zoomed view); Power On!'s tower column
    widens so its caption (height, tokens left) has room at the class's size (`class_size`)."""
    table = getattr(window, "table", None)
    if table is not None and hasattr(table, "one_part"):
        table.one_part = True
        _any(window).market.set_text_scale(POWER_GRID_MARKET_TEXT)
    if hasattr(getattr(window, "tower", None), "set_least_caption_px"):  # Power On!'s carbon tower
        _any(window).main_shares = POWER_ON_SHARES  # this window's own shares: the caption fits
    explore = getattr(getattr(window, "board", None), "explore", None)
    if explore is not None and hasattr(explore, "status_follows_cards"):
        explore.status_follows_cards = True
        explore.update()


def class_size(window: GameWindow, least: float) -> None:
    """What a board draws outside its zoomed view at the class's size, `least` pixels: Power On!'s
    tower caption."""
    tower = getattr(window, "tower", None)
    if tower is not None and hasattr(tower, "set_least_caption_px"):
        tower.set_least_caption_px(least)


def focus(window: GameWindow) -> Focus | None:
    """The part of the table the game is at now (None: the whole table)."""
    find = FOCUS.get(window.controller.game.id)
    at = find(window) if find is not None else None
    if at is None or at.anchor.isEmpty():
        return at
    inside = at.anchor.intersected(at.view.sceneRect())  # an item's paint margin past the table's edge
    return Focus(at.view, inside if not inside.isEmpty() else at.anchor, at.label)


def scene_window(view: QGraphicsView, anchor: QRectF, scale: float) -> QRectF:
    """The scene rectangle a view `scale` times the scene shows around `anchor`: centred on it
    (on its start, a margin in, where it is wider or taller than the window: a player's row
    begins with their name), moved back inside the scene's edges."""
    viewport = view.viewport().rect()
    width, height = viewport.width() / scale, viewport.height() / scale
    scene = view.sceneRect()
    shown = anchor_in(anchor, width, height)
    centre = shown.center()
    left = min(max(centre.x() - width / 2, scene.left()), max(scene.left(), scene.right() - width))
    top = min(max(centre.y() - height / 2, scene.top()), max(scene.top(), scene.bottom() - height))
    return QRectF(left, top, width, height)


def anchor_in(anchor: QRectF, width: float, height: float) -> QRectF:
    """The part of `anchor` a window `width` x `height` (scene units) shows whole: all of it,
    or its start where it is wider or taller."""
    room_w, room_h = max(1.0, width - 2 * MARGIN), max(1.0, height - 2 * MARGIN)
    return QRectF(anchor.left(), anchor.top(), min(anchor.width(), room_w), min(anchor.height(), room_h))


def zoom_to(view: QGraphicsView, at: Focus, target: float) -> None:
    """Show `view` so that `at`'s labels are `target` pixels tall around its anchor (never
    smaller than the whole scene fitted)."""
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    scene_rect = view.sceneRect()
    viewport = view.viewport().rect()
    if scene_rect.isEmpty() or viewport.width() <= 0:
        return
    fit = min(viewport.width() / scene_rect.width(), viewport.height() / scene_rect.height())
    scale = max(fit, target / at.label)
    _hold(view)
    window = scene_window(view, at.anchor, scale)
    view.resetTransform()
    view.scale(scale, scale)
    view.centerOn(window.center())


def _hold(view: QGraphicsView) -> None:
    """The view keeps the projector's zoom through its own resizes and refits."""
    from desktop_app.views.kit.zoom import ZoomView
    from desktop_app.views.power_grid.fitted_view import FittedView

    if isinstance(view, ZoomView):
        view.zoomed = True
    elif isinstance(view, FittedView):
        view.hold_zoom()


def visible_scene(view: QGraphicsView) -> QRectF:
    """The scene rectangle the view shows now."""
    return view.mapToScene(view.viewport().rect()).boundingRect()


__all__ = ["FOCUS", "Focus", "anchor_in", "class_size", "focus", "prepare", "scene_window", "visible_scene", "zoom_to"]
