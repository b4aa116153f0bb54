"""What an Aladdin move moved, for the kit's animator (views/kit/motion.py), from the states the
rules left before and after it: every card that came into a player's treasures (kept from a
draw, taken from the discard pile or from another player, a free draw from a chest, a wish's
lamp card) flies there from where it lay, and a card put on the discard pile flies there. The
card turning over as it is drawn is the explore row's own motion (`explore_item.ExploreItem`). Asked
before the table is redrawn, from where the pieces were.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, QSizeF
from PySide6.QtWidgets import QGraphicsItem, QWidget

from desktop_app.controllers.game_controller import ActionRecord
from desktop_app.rules.magic_lamp.state import State
from desktop_app.views.kit.motion import Flight, Piece, centred, item_spot, painted, scene_spot
from desktop_app.views.magic_lamp.art import draw_card
from desktop_app.views.magic_lamp.board_view import MagicLampBoardView, card_face

CARD = QSizeF(110, 150)  # a card on the table, in scene units (items.card_slot)


def motions(record: ActionRecord, layer: QWidget, board: MagicLampBoardView) -> list[Piece]:
    """The flights of `record` over `layer` (see the module docstring)."""
    before, after = record.before, record.after
    pieces: list[Flight] = []
    for seat in range(min(after.players, len(board.players))):
        for card in after.tableau[seat]:
            if card not in before.tableau[seat]:
                pieces += _fly(board, layer, before, card, board.players[seat])
    for card in after.discard:
        if card not in before.discard:
            pieces += _fly(board, layer, before, card, board.discard)
    flights = pieces[:8]  # a wish that moves a whole hand: the first few are enough to follow
    for k, flight in enumerate(flights):
        flight.delay = min(0.5, 0.1 * k)  # one after another
    return list(flights)


def _source(board: MagicLampBoardView, state: State, card: int) -> QRectF | None:
    """Where `card` lay before the move, in scene coordinates (None: nowhere on show)."""
    if card in state.drawn:
        return board.explore.mapRectToScene(board.explore.card_rect(state.drawn.index(card)))
    holders: list[tuple[list[int], QGraphicsItem]] = [(state.discard, board.discard), (state.lamp_deck, board.lamp)]
    holders += [(deck, chest) for deck, chest in zip(state.decks, board.chests)]
    holders += [(cards, area) for cards, area in zip(state.tableau, board.players)]
    for cards, item in holders:
        if card in cards:
            return item.sceneBoundingRect()
    return None


def _fly(board: MagicLampBoardView, layer: QWidget, state: State, card: int, target: QGraphicsItem) -> list[Flight]:
    where = _source(board, state, card)
    spot = scene_spot(layer, board, where) if where is not None else None
    if spot is None:
        return []
    scale = board.transform().m11()
    size = QSize(max(8, round(CARD.width() * scale)), max(8, round(CARD.height() * scale)))
    kind, metal, scorpions = card_face(state, card)
    picture = painted(size, lambda p, r: draw_card(p, r, kind, metal, scorpions), layer.devicePixelRatioF())

    def landing(layer: QWidget) -> QRectF | None:
        spot = item_spot(layer, board, target)
        return centred(spot, size) if spot is not None else None

    return [Flight(picture, centred(spot, size), landing)]
