"""What a Power On! move moved, for the kit's animator (views/kit/motion.py), read from the
applied action: a card taken from the face-up row (`TakeMarketCard`) or drawn from the deck
(`DrawCard`) flies to the hand on show when it is the mover's, else to the mover's row; the city
cards lit (`TakeCities`) fly from the city row to the mover's row. The carbon tower shows its own
drops (`tower_view.py`). Asked before the table is redrawn: the pictures are of the pieces where
they were.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QWidget

from desktop_app.controllers.game_controller import ActionRecord
from desktop_app.rules.power_on.actions import DrawCard, TakeCities, TakeMarketCard
from desktop_app.views.kit.motion import Flight, Piece, grab_spot, item_spot

if TYPE_CHECKING:
    from desktop_app.views.power_on.board_view import PowerOnBoardView

Landing = Callable[[QWidget], QRectF | None]  # where a piece lands, once the table is redrawn


@dataclass(frozen=True)
class _Table:
    board: PowerOnBoardView
    layer: QWidget


def motions(record: ActionRecord, layer: QWidget, board: PowerOnBoardView) -> list[Piece]:
    """The flights of `record` over `layer` (see the module docstring)."""
    window = _Table(board, layer)
    action, seat = record.action, record.player
    if isinstance(action, TakeMarketCard):
        return _fly(window, f"market:{action.card}", _to_hand_or_row(window, seat, action.card))
    if isinstance(action, DrawCard):
        drawn = [c for c in record.after.hands[seat] if c not in record.before.hands[seat]]
        return _fly(window, "deck", _to_hand_or_row(window, seat, drawn[-1] if drawn else None))
    if isinstance(action, TakeCities):
        pieces: list[Piece] = []
        for city in action.cities:
            pieces += _fly(window, f"city:{city}", _to_row(window, seat))
        return pieces
    return []


def _fly(window: _Table, name: str, landing: Landing) -> list[Piece]:
    board, layer = window.board, window.layer
    item = board.items_by_name.get(name)
    seen = grab_spot(layer, board, item) if item is not None else None
    if seen is None:
        return []
    return [Flight(seen[0], seen[1], landing)]


def _to_row(window: _Table, seat: int) -> Landing:
    def landing(layer: QWidget) -> QRectF | None:
        row = window.board.items_by_name.get(f"player:{seat}")
        spot = item_spot(layer, window.board, row) if row is not None else None
        if spot is None:
            return None
        box = QRectF(spot.topLeft(), spot.size())
        box.setWidth(min(spot.width(), spot.height() * 0.7))  # a card's shape, at the row's start
        return box

    return landing


def _to_hand_or_row(window: _Table, seat: int, card: int | None) -> Landing:
    def landing(layer: QWidget) -> QRectF | None:
        held = window.board.items_by_name.get(f"hand:{card}") if card is not None else None
        if held is not None and held.isVisible():
            return item_spot(layer, window.board, held)
        return _to_row(window, seat)(layer)

    return landing
