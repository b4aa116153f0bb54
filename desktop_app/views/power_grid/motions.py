"""What a Power Grid move moved, for the kit's animator (views/kit/motion.py), read from the
rules' report of the move: a plant won at auction flies from the auction block to its buyer's
card (the rules' `auction_won` event), fuel bought flies from its slots on the price track to
the buyer's card (the applied `BuyResource`), and a cable is drawn along the cheapest path to a
city being built (`BuildCity`, the path the rules' network finds; a first city gets a ring
drawn round it). Asked before the table is redrawn: the pictures are of the pieces where they
were.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, QSizeF
from PySide6.QtWidgets import QWidget

from desktop_app.controllers.game_controller import ActionRecord
from desktop_app.rules.power_grid.actions import BuildCity, BuyResource
from desktop_app.rules.power_grid.phases import EV_AUCTION_WON
from desktop_app.views.kit.motion import Flight, Piece, Trace, centred, grab_spot, painted, scene_spot, widget_spot
from desktop_app.views.power_grid.board_view import PowerGridBoardView, cable_path
from desktop_app.views.power_grid.icons import paint_icon
from desktop_app.views.power_grid.items.resource_market import FUELS
from desktop_app.views.power_grid.market_view import PowerGridMarketView
from desktop_app.views.power_grid.panels.common import PlantCard, PlantChip, player_colour
from desktop_app.views.power_grid.panels.players_panel import PlayersPanel

CABLE_WIDTH = 14.0  # scene units: wider than a cable, so the drawing reads over it
RING_POINTS = 24


@dataclass(frozen=True)
class _Table:
    """The parts of the window a move's pieces fly between."""

    board: PowerGridBoardView
    market: PowerGridMarketView
    players: PlayersPanel


def motions(record: ActionRecord, layer: QWidget, board: PowerGridBoardView, players: PlayersPanel) -> list[Piece]:
    """The flights and traces of `record` over `layer` (see the module docstring)."""
    window = _Table(board, board.market, players)
    pieces: list[Piece] = []
    for event in record.after.events:
        if event[0] == EV_AUCTION_WON:
            _kind, winner, plant, _price = event
            pieces += _plant_to_buyer(window, layer, winner, plant)
    action = record.action
    if isinstance(action, BuyResource):
        pieces += _fuel_to_buyer(window, layer, record, int(action.resource), action.amount)
    elif isinstance(action, BuildCity):
        pieces += _cable(board, record, action.city)
    return pieces


def _player_plant(window: _Table, seat: int, plant: int) -> QWidget | None:
    """The buyer's plant on their card in the players' panel (None: not shown)."""
    return next((w for w in _plants_of(window, seat) if w.plant.number == plant), None)


def _plant_to_buyer(window: _Table, layer: QWidget, seat: int, plant: int) -> list[Piece]:
    item = window.market.plant_item(plant)
    seen = grab_spot(layer, window.market, item) if item is not None else None
    if seen is None:
        return []
    picture, start = seen

    def landing(layer: QWidget) -> QRectF | None:
        return widget_spot(layer, _player_plant(window, seat, plant)) or widget_spot(layer, window.players.cards[seat])

    return [Flight(picture, start, landing)]


def _fuel_to_buyer(window: _Table, layer: QWidget, record: ActionRecord, resource: int, amount: int) -> list[Piece]:
    """One token a flight, from the slots the fuel was bought from (the track fills from its
    dearest end, so the tokens taken are the cheapest ones left before the move)."""
    market = window.market
    track = market.resource_item()
    slots = len(track.slot_prices[resource])
    first = slots - record.before.res_market[resource]
    name = FUELS[resource] if resource < len(FUELS) else "coal"
    seat = record.player
    pieces: list[Piece] = []
    for slot in range(first, min(slots, first + amount)):
        start = scene_spot(layer, market, track.mapRectToScene(track.token_rect(resource, slot)))
        if start is None:
            continue
        side = max(8, round(start.width()))
        start.setSize(QSizeF(side, side))
        picture = painted(QSize(side, side), lambda p, r: paint_icon(p, name, r), layer.devicePixelRatioF())

        def landing(layer: QWidget, side: int = side) -> QRectF | None:
            holder = next((w for w in _plants_of(window, seat) if name in w.stored), window.players.cards[seat])
            spot = widget_spot(layer, holder)
            return centred(spot, QSize(side, side)) if spot is not None else None

        pieces.append(Flight(picture, start, landing, delay=min(0.5, 0.15 * len(pieces))))
    return pieces


def _plants_of(window: _Table, seat: int) -> list[PlantCard | PlantChip]:
    """The plants shown on a player's card in the players' panel."""
    card = window.players.cards[seat]
    cards: list[PlantCard | PlantChip] = [w for w in card.findChildren(PlantCard) if w.isVisible()]
    return cards + [w for w in card.findChildren(PlantChip) if w.isVisible()]


def _cable(board: PowerGridBoardView, record: ActionRecord, city_id: str) -> list[Piece]:
    seat = record.player
    colour = player_colour(seat)
    hops = cable_path(record.before, list(record.before.cities[seat]), city_id)
    if len(hops) >= 2:
        points = [board.city_item(c).sceneBoundingRect().center() for c in hops]
        return [Trace(board, points, colour, CABLE_WIDTH)]
    city = board.city_item(city_id).sceneBoundingRect()  # a first city: a ring drawn round it
    radius = 0.5 * math.hypot(city.width(), city.height()) * 0.8
    centre = city.center()
    ring = [
        QPointF(
            centre.x() + radius * math.sin(2 * math.pi * k / RING_POINTS),
            centre.y() - radius * math.cos(2 * math.pi * k / RING_POINTS),
        )
        for k in range(RING_POINTS + 1)
    ]
    return [Trace(board, ring, colour, CABLE_WIDTH)]
