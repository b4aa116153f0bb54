"""The pictures of Aladdin & the Magic Lamp's rules reference (`{{picture KIND ARG}}` in
game_data/magic_lamp/how_to_play.yaml), drawn by the game's own drawing code: the card faces,
dice and icons of art.py and the board's items (a chest, the lamp, the ring, a player's place)
rendered into an image. Which kinds and arguments exist is checked by
content/how_to_play/magic_lamp.py PICTURES; this module only draws them.

Every image is drawn at twice its size (devicePixelRatio 2), so it stays sharp on a 4K screen,
on a transparent background. Its only words are the pack's own names (a chest's name), in the
reader's language.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from desktop_app.content.magic_lamp import GEMS, METALS, Kind, MagicLampContent, Metal
from desktop_app.rules.magic_lamp import engine
from desktop_app.rules.magic_lamp.state import ALONE, MagicLampOptions, Phase, State
from desktop_app.views.kit.items import BoardItem
from desktop_app.views.kit.pictures import paint_picture
from desktop_app.views.magic_lamp.art import draw_card, draw_die
from desktop_app.views.magic_lamp.board_view import player_data
from desktop_app.views.magic_lamp.items import ChestItem, LampItem, RingSupplyItem, draw_text
from desktop_app.views.magic_lamp.player_area import PlayerAreaItem

CARD_W, CARD_H, CARD_GAP = 110.0, 150.0, 14.0  # a card as the board's piles draw it
DIE, DIE_STEP = 72.0, 96.0
Painter = Callable[[QPainter], None]
# The parts of a player's place (player_area.PlayerAreaItem, 480 x 350) a picture shows: the three
# spaces of the treasure board with its dice, or the collection below them (gems, accessories by chest).
BOARD = QRectF(8, 78, 252, 84)
SPACE_LEFT, SPACE_STEP, NAME_H = 6.0, 80.0, 44.0  # a space's left edge in BOARD, the next one, names
COLLECTION = QRectF(8, 160, 468, 186)


def draw_picture(kind: str, arg: str, content: MagicLampContent, language: str, height: int) -> QImage:
    """The picture `kind ARG` about `height` logical pixels tall (an empty image for an
    unknown kind: validate-content reports those before a reader meets them)."""
    found = _scene(kind, arg, content, language)
    if found is None:
        return QImage()
    size, paint = found
    return paint_picture(size.width(), size.height(), height / size.height(), paint)


def _scene(kind: str, arg: str, content: MagicLampContent, language: str) -> tuple[QSizeF, Painter] | None:
    if kind == "cards":
        return _cards(arg.split("."), content)
    if kind == "dice":
        return _dice([int(value) for value in arg.split(".")])
    if kind == "chest":
        name = content.metal_names[Metal(arg)].get(language)
        chest = ChestItem(METALS.index(Metal(arg)), name)
        chest.set_data(name, sum(1 for card in content.chest_cards if card.metal is Metal(arg)), "", False, False)
        return _item(chest)
    if kind == "lamp":
        lamp = LampItem()
        lamp.set_data("", len(content.lamp_cards), "")
        return _item(lamp)
    if kind == "ring":
        return _item(RingSupplyItem())
    if kind in ("board", "collection"):
        area = PlayerAreaItem(0)
        area.set_data(player_data(_example_state(arg, content), 0, ""), {"gems": "", "accessories": ""})
        if kind == "collection":
            return _item(area, COLLECTION)
        return _named_spaces(_item(area, BOARD), [content.metal_names[m].get(language) for m in METALS])
    return None


def _named_spaces(board: tuple[QSizeF, Painter], names: list[str]) -> tuple[QSizeF, Painter]:
    """The treasure board with each space's chest named under it, in the board's own lettering."""
    size, paint_board = board

    def paint(painter: QPainter) -> None:
        paint_board(painter)
        for metal, name in enumerate(names):
            draw_text(painter, QRectF(SPACE_LEFT + metal * SPACE_STEP - 6, size.height(), 84, NAME_H), name, 17, True)

    return QSizeF(size.width(), size.height() + NAME_H), paint


def _cards(ids: list[str], content: MagicLampContent) -> tuple[QSizeF, Painter]:
    """Card faces side by side, as the board draws them."""
    cards = {card.id: card for card in content.all_cards}
    faces = [cards[i] for i in ids]

    def paint(painter: QPainter) -> None:
        for n, card in enumerate(faces):
            metal = METALS.index(card.metal) if card.metal is not None else -1
            rect = QRectF(4 + n * (CARD_W + CARD_GAP), 4, CARD_W, CARD_H)
            draw_card(painter, rect, card.kind, metal, card.scorpions)

    width = 8 + len(faces) * CARD_W + (len(faces) - 1) * CARD_GAP
    return QSizeF(width, CARD_H + 8), paint


def _dice(values: list[int]) -> tuple[QSizeF, Painter]:
    """Dice side by side, each in the next seat's colour and mark (the mark sits over the top
    right corner, so each die has room around it)."""

    def paint(painter: QPainter) -> None:
        for seat, value in enumerate(values):
            draw_die(painter, QRectF(6 + seat * DIE_STEP, 14, DIE, DIE), value, seat)

    return QSizeF(DIE_STEP * len(values), DIE + 20), paint


def _item(item: BoardItem, part: QRectF | None = None) -> tuple[QSizeF, Painter]:
    """A board item painted whole (its thick edge included), or only `part` of it."""
    margin = getattr(item, "PAINT_MARGIN", 4.0)
    shown = part or item.rect.adjusted(-margin, -margin, margin, margin)

    def paint(painter: QPainter) -> None:
        painter.save()
        painter.setClipRect(QRectF(0, 0, shown.width(), shown.height()))
        painter.translate(-shown.left(), -shown.top())
        item.paint(painter, QStyleOptionGraphicsItem(), None)
        painter.restore()

    return shown.size(), paint


def _example_state(arg: str, content: MagicLampContent) -> State:
    """A game whose first player holds exactly the cards the argument names (amulets placed
    under the first gem colour they hold, as the rules allow) and shows its dice (METAL-N)."""
    state = engine.new_game(content, MagicLampOptions(players=3, seed=1))
    index = state.static.index
    mine: list[int] = []
    dice: list[tuple[int, int]] = []
    for part in arg.split("."):
        if part in index:
            mine.append(index[part])
        else:
            metal, _, value = part.partition("-")
            dice.append((METALS.index(Metal(metal)), int(value)))
    places = [*state.decks, state.discard, *state.tableau, state.removed, state.wizards]
    for card in mine:
        for place in places:
            if card in place:
                place.remove(card)
                break
    state.tableau[0] = [c for c in mine if state.static.kind[c] is not Kind.AMULET]
    for card in mine:
        if state.static.kind[card] is Kind.AMULET:
            colours = state.amulet_colours(0)
            state.amulet_colour[card] = GEMS.index(colours[0]) if colours else ALONE
            state.tableau[0].append(card)
    state.dice[0] = dice
    state.phase = Phase.RACE  # the dice are shown (during the secret choice they are covered)
    return state


__all__ = ["draw_picture"]
