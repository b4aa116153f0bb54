"""The Power On! rules reference's pictures (`{{picture KIND ARG}}` in how_to_play.yaml), drawn by
the game's own drawing code into a QImage for the reference viewer:

- `card DESIGN`: a game card's face, as the board paints it (art.draw_card_face), with the
  card's name and its own text from the pack;
- `back N`: a game card's back showing the number N, as the deck shows it (art.draw_card_back);
- `city CITY`: a city card, drawn by the board view's city painter;
- `tower N`: the carbon tower N tokens high, built by the real tower physics and painted by
  the tower view's token items on a strip of table.

No widget and no QGraphicsScene is made, so the pictures draw under a bare QGuiApplication too
(`energy-table rules power-on --format html`).

Each picture is `height` logical pixels tall, drawn at devicePixelRatio 2 (twice as many
pixels) on a transparent background, as views/how_to_play.py asks: sharp on a high-DPI screen
and the asked size on paper.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPen, QTransform
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem

from desktop_app.content.how_to_play.power_on import design_of
from desktop_app.content.power_on import CardDesign, PowerOnContent
from desktop_app.rules.power_on.tower_physics import TOKEN_H, TowerSim, drop_outcome
from desktop_app.views.kit.pictures import RATIO as PIXEL_RATIO
from desktop_app.views.kit.pictures import paint_picture
from desktop_app.views.power_on.art import draw_card_back, draw_card_face
from desktop_app.views.power_on.board_view import CARD_H, CARD_W, PowerOnBoardView
from desktop_app.views.power_on.tower_view import TokenItem
from desktop_app.views.theme import ui_font

EDGE = 4.0  # board units of room around a card, so its outline is drawn whole
BACK_SIZE = QSizeF(118.0, 132.0)  # the deck's card on the board (its label below left out)
CITY_SIZE = QSizeF(140.0, 156.0)  # a city card of the board's city row
TOWER_MARGIN = 14.0  # physics units of table and air around the tower
TABLE_TOP, TABLE_EDGE = QColor("#C9A77C"), QColor("#8C6B4A")  # the tower view's table
# A card in the reference is shown smaller than on the board, so its words are set as large as
# they fit (draw_card_face shrinks them to fit): the board's are 22 and 18.
TITLE_PX, TEXT_PX = 26.0, 22.0
MIN_TOWER_TOKENS = 8  # a tower picture is at least this many tokens high (a short tower looks short)


def _image(size: QSizeF, height: int, paint: Callable[[QPainter], None], margin: float = EDGE) -> QImage:
    """An image `height` device pixels tall at PIXEL_RATIO (so `height` / 2 logical pixels) of
    something `size` big in board units, painted by `paint` in those units with `margin` units
    of room around it (for its outline)."""
    scale = height / PIXEL_RATIO / (size.height() + 2 * margin)

    def framed(painter: QPainter) -> None:
        painter.translate(margin, margin)
        paint(painter)

    return paint_picture(size.width() + 2 * margin, size.height() + 2 * margin, scale, framed)


def _font(px: float, bold: bool = False) -> QFont:
    return ui_font(QApplication.font(), px, QFont.Weight.Bold if bold else QFont.Weight.Normal)


def art_key(design: CardDesign) -> str:
    """The art a card design is drawn with: its plant type, its fuel, or "function" (what
    art.card_kind_key gives for a card in a game)."""
    if design.plant is not None:
        return design.plant.value
    if design.fuel is not None:
        return design.fuel.value
    return "function"


def _card(content: PowerOnContent, arg: str, language: str, height: int) -> QImage:
    design = design_of(content, arg)
    name, text = design.name.get(language), design.text.get(language)
    rect = QRectF(0, 0, CARD_W, CARD_H)
    return _image(
        rect.size(),
        height,
        lambda p: draw_card_face(p, rect, art_key(design), name, text, _font(TITLE_PX), sub_px=TEXT_PX),
    )


def _back(content: PowerOnContent, arg: str, language: str, height: int) -> QImage:
    rect = QRectF(0, 0, BACK_SIZE.width(), BACK_SIZE.height())
    return _image(BACK_SIZE, height, lambda p: draw_card_back(p, rect, int(arg), _font(18)))


class _CityRow:
    """What the board view's city painter reads of its view (the pack, the language, the words
    it drew, its fonts), without a window: `energy-table rules --format html` draws pictures
    under a bare QGuiApplication, where no widget can be made."""

    def __init__(self, content: PowerOnContent, language: str) -> None:
        self.content, self.language = content, language
        self._section = "table"
        self._words: dict[str, list[str]] = {self._section: []}
        self._base_font = QFont()  # the fonts it keeps, as the board's (`ui_font`)
        self._fonts: dict[tuple[float, QFont.Weight], QFont] = {}
        self._title_px: dict[tuple[tuple[str, ...], float], float] = {}

    presentation = False  # the normal look
    ui_font = PowerOnBoardView.ui_font
    font_px = PowerOnBoardView.font_px
    edge = PowerOnBoardView.edge
    line = PowerOnBoardView.line


def _city(content: PowerOnContent, arg: str, language: str, height: int) -> QImage:
    index = next(i for i, city in enumerate(content.cities) if city.id == arg)
    # the board's drawer on a stand-in with its fonts and words (no widget can be made here)
    _key, draw = PowerOnBoardView._city_drawer(_CityRow(content, language), index, False)  # type: ignore[arg-type]  # duck-typed self
    rect = QRectF(0, 0, CITY_SIZE.width(), CITY_SIZE.height())
    return _image(CITY_SIZE, height, lambda p: draw(p, rect))


@lru_cache(maxsize=32)
def tower_drops(tokens: int) -> tuple[tuple[int, int], ...]:
    """Drops (x, angle) that build a standing tower this many tokens high: each token nudged a
    little left or right of the one below when the physics says it stays up, else dead centre."""
    drops: list[tuple[int, int]] = []
    for i in range(tokens):
        nudged = (1 if i % 2 else -1, 0)
        drops.append(nudged if not drops or drop_outcome(drops, *nudged) else (0, 0))
    return tuple(drops)


def _tower(content: PowerOnContent, arg: str, language: str, height: int) -> QImage:
    """The tower view's own token items, each painted where the tower physics put it (as the
    tower view places them: y up flipped, angle flipped), on a strip of the table."""
    poses = TowerSim.from_drops(tower_drops(int(arg))).poses()
    token = TokenItem()
    box = QRectF()
    for x, y, angle in poses:
        turned = QTransform().translate(x, -y).rotate(-angle)
        box = box.united(turned.mapRect(token.boundingRect()))
    # at least a strip of table either side, and the height of a small tower, so that towers of
    # different heights are drawn at one scale and a short one looks short
    box = box.united(QRectF(box.center().x() - 60, -MIN_TOWER_TOKENS * TOKEN_H, 120, 1))
    source = box.adjusted(-TOWER_MARGIN, -TOWER_MARGIN, TOWER_MARGIN, 0)
    source.setBottom(TOWER_MARGIN)  # the table's top is at y = 0

    def paint(p: QPainter) -> None:
        p.translate(-source.left(), -source.top())
        p.setPen(QPen(TABLE_EDGE, 2))
        p.setBrush(TABLE_TOP)
        p.drawRect(QRectF(source.left() - 2, 0, source.width() + 4, TOWER_MARGIN + 2))
        for x, y, angle in poses:
            p.save()
            p.translate(x, -y)
            p.rotate(-angle)
            token.paint(p, QStyleOptionGraphicsItem())
            p.restore()

    return _image(source.size(), height, paint, margin=0.0)


_DRAWERS: dict[str, Callable[[PowerOnContent, str, str, int], QImage]] = {
    "card": _card,
    "back": _back,
    "city": _city,
    "tower": _tower,
}


def draw_picture(kind: str, arg: str, content: PowerOnContent, language: str, height: int) -> QImage:
    """The picture `{{picture KIND ARG}}` names, about `height` px tall, sharp at 2x; raises
    KeyError for a kind this game does not draw (validate-content has checked the YAML's)."""
    return _DRAWERS[kind](content, arg, language, round(height * PIXEL_RATIO))  # the drawers count pixels


__all__ = ["draw_picture", "tower_drops"]
