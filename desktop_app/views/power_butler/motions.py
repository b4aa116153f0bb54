"""What a Power Butler move moved, for the kit's animator (views/kit/motion.py), read from the
rules' report of the move: an appliance bought flies from the shop to its place in the buyer's
home (the rules' `buy` event); the dice a marker or the bill was paid with fly from the tray to
that card or the bill area (the dice the rules count as spent, `queries.used_dice`, before and
after the move). The dice rolling are the tray's own motion (`items.DiceTrayItem`). Asked
before the table is redrawn: the pictures are of the pieces where they were.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtWidgets import QWidget

from desktop_app.controllers.game_controller import ActionRecord
from desktop_app.rules.power_butler.actions import PayBill, PlaceMarker
from desktop_app.rules.power_butler.cards import EV_BUY
from desktop_app.rules.power_butler.queries import used_dice
from desktop_app.views.kit.motion import Flight, Piece, centred, grab_scene, grab_spot, item_spot, scene_spot

if TYPE_CHECKING:
    from desktop_app.views.power_butler.board_view import PowerButlerBoardView


def motions(record: ActionRecord, layer: QWidget, board: PowerButlerBoardView) -> list[Piece]:
    """The flights of `record` over `layer` (see the module docstring)."""
    pieces: list[Piece] = []
    for event in record.after.events:
        if event[0] == EV_BUY:
            _kind, seat, card = event  # the card's index in the pack; the shop's items know its id
            appliance = record.after.board.appliances[card].id
            pieces += _card_to_home(board, layer, seat, appliance, len(record.after.owned[seat]) - 1)
    action = record.action
    if isinstance(action, PlaceMarker):
        target = next(
            (card for card in board.cards if card.data is not None and card.data.id == action.appliance), None
        )
        if target is not None:
            pieces += _dice_to(board, layer, record, lambda layer: item_spot(layer, board, target))
    elif isinstance(action, PayBill):
        pieces += _dice_to(board, layer, record, lambda layer: item_spot(layer, board, board.bill))
    return pieces


def _card_to_home(board: PowerButlerBoardView, layer: QWidget, seat: int, appliance: str, tile: int) -> list[Piece]:
    card = next((c for c in board.cards if c.data is not None and c.data.id == appliance), None)
    seen = grab_spot(layer, board, card) if card is not None else None
    if seen is None or seat >= len(board.homes):
        return []
    home = board.homes[seat]

    def landing(layer: QWidget) -> QRectF | None:
        return scene_spot(layer, board, home.mapRectToScene(home.tile_rect(tile)))

    return [Flight(seen[0], seen[1], landing)]


def _dice_to(
    board: PowerButlerBoardView, layer: QWidget, record: ActionRecord, landing: Callable[[QWidget], QRectF | None]
) -> list[Piece]:
    """The dice this move spent, each flying from the tray into the middle of `landing`."""
    tray = board.tray
    pieces: list[Piece] = []
    for die in sorted(used_dice(record.after) - used_dice(record.before)):
        seen = grab_scene(layer, board, tray.mapRectToScene(tray.die_rect(die)))
        if seen is None:
            continue
        picture, start = seen
        side = start.size()

        def die_landing(layer: QWidget, size: QSizeF = side) -> QRectF | None:
            spot = landing(layer)
            return centred(spot, size) if spot is not None else None

        pieces.append(Flight(picture, start, die_landing, delay=min(0.5, 0.15 * len(pieces))))
    return pieces
