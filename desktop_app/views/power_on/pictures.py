"""The Power On! rules reference's pictures (`{{picture KIND ARG}}` in how_to_play.yaml), drawn by
the game's own drawing code into a QImage for the reference viewer:

- `card DESIGN`: a game card's face, as the board paints it (art.draw_card_face), with the
  card's name and its own text from the pack;
- `back N`: a game card's back showing the number N, as the deck shows it (art.draw_card_back);
- `city CITY`: a city card, drawn by the board view's city painter;
- `tower N`: the carbon tower N tokens high, built by the real tower physics and shown by the
  tower view's token items on its table.

Each picture is about `height` logical pixels tall on a transparent background, painted at
twice the size with devicePixelRatio 2 so it stays sharp on a high-DPI screen.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from types import SimpleNamespace

from PySide6.QtCore import QRectF, QSizeF, Qt
from PySide6.QtGui import QFont, QImage, QPainter
from PySide6.QtWidgets import QApplication

from desktop_app.content.how_to_play.power_on import design_of
from desktop_app.content.power_on import CardDesign, PowerOnContent
from desktop_app.rules.power_on.state import Phase
from desktop_app.rules.power_on.tower_physics import TOKEN_H, drop_outcome
from desktop_app.views.power_on.art import draw_card_back, draw_card_face
from desktop_app.views.power_on.board_view import CARD_H, CARD_W, PowerOnBoardView
from desktop_app.views.power_on.tower_view import TowerView
from desktop_app.views.theme import ui_font

PIXEL_RATIO = 2.0
EDGE = 4.0  # board units of room around a card, so its outline is drawn whole
BACK_SIZE = QSizeF(118.0, 132.0)  # the deck's card on the board (its label below left out)
CITY_SIZE = QSizeF(140.0, 156.0)  # a city card of the board's city row
TOWER_MARGIN = 14.0  # physics units of table and air around the tower
MIN_TOWER_TOKENS = 8  # a tower picture is at least this many tokens high (a short tower looks short)


def _image(size: QSizeF, height: int, paint: Callable[[QPainter], None], margin: float = EDGE) -> QImage:
    """An image `height` px tall (logical) of something `size` big in board units, painted by
    `paint` in those units with `margin` units of room around it (for its outline), at twice
    the pixels."""
    scale = height / (size.height() + 2 * margin)
    width = max(1, round((size.width() + 2 * margin) * scale))
    image = QImage(round(width * PIXEL_RATIO), round(height * PIXEL_RATIO), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(PIXEL_RATIO)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    painter.scale(scale, scale)
    painter.translate(margin, margin)
    paint(painter)
    painter.end()
    return image


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
        rect.size(), height, lambda p: draw_card_face(p, rect, art_key(design), name, text, _font(22), sub_px=18.0)
    )


def _back(content: PowerOnContent, arg: str, language: str, height: int) -> QImage:
    rect = QRectF(0, 0, BACK_SIZE.width(), BACK_SIZE.height())
    return _image(BACK_SIZE, height, lambda p: draw_card_back(p, rect, int(arg), _font(18)))


def _city(content: PowerOnContent, arg: str, language: str, height: int) -> QImage:
    index = next(i for i, city in enumerate(content.cities) if city.id == arg)
    board = PowerOnBoardView(content, language)
    _key, draw = board._city_drawer(None, index, False)
    rect = QRectF(0, 0, CITY_SIZE.width(), CITY_SIZE.height())
    image = _image(CITY_SIZE, height, lambda p: draw(p, rect))
    board.deleteLater()
    return image


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
    tokens = int(arg)
    view = TowerView()
    view.animate = False
    shown = SimpleNamespace(
        tower_drops=list(tower_drops(tokens)),
        tower=tokens,
        phase=Phase.ACTIONS,
        options=SimpleNamespace(tower="stacking"),
    )
    view.show_state(shown, False, "")
    scene = view.scene()
    box = QRectF()
    for item in view.tokens:
        box = box.united(item.sceneBoundingRect())
    # at least a strip of table either side, and the height of a small tower, so that towers of
    # different heights are drawn at one scale and a short one looks short
    box = box.united(QRectF(box.center().x() - 60, -MIN_TOWER_TOKENS * TOKEN_H, 120, 1))
    source = box.adjusted(-TOWER_MARGIN, -TOWER_MARGIN, TOWER_MARGIN, TOWER_MARGIN)
    # the table's top edge sits at y = 0: show a strip of it under the tower
    source.setBottom(TOWER_MARGIN)

    def paint(p: QPainter) -> None:
        scene.render(p, QRectF(0, 0, source.width(), source.height()), source)

    image = _image(source.size(), height, paint, margin=0.0)
    view.deleteLater()
    return image


_DRAWERS: dict[str, Callable[[PowerOnContent, str, str, int], QImage]] = {
    "card": _card,
    "back": _back,
    "city": _city,
    "tower": _tower,
}


def draw_picture(kind: str, arg: str, content: PowerOnContent, language: str, height: int) -> QImage:
    """The picture `{{picture KIND ARG}}` names, about `height` px tall, sharp at 2x; raises
    KeyError for a kind this game does not draw (validate-content has checked the YAML's)."""
    return _DRAWERS[kind](content, arg, language, height)


__all__ = ["draw_picture", "tower_drops"]
