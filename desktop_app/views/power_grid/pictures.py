"""The rules reference's pictures for Power Grid, drawn by the board's own items.

`draw_picture(kind, arg, content, language, height)` builds the same item the board shows (a
plant card, a fuel token, the four fuels in a row, a city tile, the resource market, the Step 3
card) and has it paint itself into a transparent QImage about `height` pixels tall at device
pixel ratio 2, so it stays sharp on a high-density screen. The kinds are the ones the reference names
in `desktop_app/content/how_to_play/power_grid.py` (PICTURES).

The few words drawn inside an item (the Step 3 card's title, the market's "Supply") are the
board's own, read from the board's catalogue (pg_board_<language>.qm) for the language asked
for, whatever language the app runs in.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QTranslator
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop_app.content.power_grid import Plant, PlantKind, PowerGridContent
from desktop_app.paths import translations_dir
from desktop_app.views.kit.pictures import paint_picture
from desktop_app.views.power_grid.icons import paint_icon
from desktop_app.views.power_grid.items.city import CityItem
from desktop_app.views.power_grid.items.plant_card import PlantCardItem, Step3CardItem
from desktop_app.views.power_grid.items.resource_market import ResourceMarketItem
from desktop_app.views.power_grid.items.style import TR_CONTEXT, BoardStyle, draw_text

WIDEST = 3.0  # a picture is at most this many times as wide as the height asked for
SIZE = {"city": 0.6}  # a city tile is a small piece of the board: drawn lower than a card
# The resource market is long: at WIDEST its prices were 10 px (issue 26: nothing read under 12
# px at laptop size); this wide, they are 14 px and it still fits the text column beside.
WIDER = {"resource_market": 4.2}
_TRANSLATORS: dict[str, QTranslator | None] = {}


def _board_word(text: str, language: str) -> str:
    """A board label in `language`, from the board's own catalogue (English is the source)."""
    if language.startswith("en"):
        return text
    if language not in _TRANSLATORS:
        loaded = QTranslator()
        _TRANSLATORS[language] = loaded if loaded.load(f"pg_board_{language}", str(translations_dir())) else None
    translator = _TRANSLATORS[language]
    found = translator.translate(TR_CONTEXT, text) if translator is not None else ""
    return found or text


def _kg_per_city(content: PowerGridContent, plant: Plant) -> float:
    """The most CO2 per city powered, as the board's carbon mark shows it (a hybrid: oil or coal,
    whichever is more)."""
    kinds = ("coal", "oil") if plant.kind is PlantKind.HYBRID else (plant.kind.value,)
    per_unit = [t.co2_kg_per_unit for t in content.resource_tracks if t.resource.name.lower() in kinds]
    if not per_unit or plant.cities == 0:
        return 0.0
    return max(per_unit) * plant.fuel_needed / plant.cities


class _FuelToken(QGraphicsItem):
    """One fuel token as the resource market draws it (the board's icon painter)."""

    SIDE = 100.0

    def __init__(self, fuel: str) -> None:
        super().__init__()
        self.fuel = fuel

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self.SIDE, self.SIDE)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_icon(painter, self.fuel, QRectF(4, 4, self.SIDE - 8, self.SIDE - 8))


class _FuelRow(QGraphicsItem):
    """The four fuels side by side, each token (the board's icon painter) over its name."""

    CELL, ICON, NAME_H = 150.0, 80.0, 40.0  # a cell is wider than its icon: room for "Uranium"

    def __init__(self, fuels: list[tuple[str, str]], style: BoardStyle) -> None:
        super().__init__()
        self.fuels = fuels  # (icon name, the fuel's name in the reader's language)
        self._style = style

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, len(self.fuels) * self.CELL, self.ICON + 12 + self.NAME_H)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for i, (icon, name) in enumerate(self.fuels):
            left = i * self.CELL
            paint_icon(painter, icon, QRectF(left + (self.CELL - self.ICON) / 2, 4, self.ICON, self.ICON))
            box = QRectF(left, self.ICON + 10, self.CELL, self.NAME_H)
            draw_text(painter, box, name, self._style.font(24, bold=True), self._style.ink)


def _item(kind: str, arg: str, content: PowerGridContent, language: str) -> QGraphicsItem:
    style = BoardStyle()
    if kind == "plant":
        plant = content.plant(int(arg))
        return PlantCardItem(plant, _kg_per_city(content, plant), style)
    if kind == "fuel":
        return _FuelToken(arg)
    if kind == "fuels":
        return _FuelRow([(t.resource.name.lower(), t.name.get(language)) for t in content.resource_tracks], style)
    if kind == "city":
        game_map = next(m for m in content.maps.values() if any(c.id == arg for c in m.cities))
        city = next(c for c in game_map.cities if c.id == arg)
        colour = next(r.color for r in game_map.regions if r.id == city.region)
        tile = CityItem(city.id, city.name, QColor(colour), style, lambda _city: None)
        tile.set_language(language)
        # One company is in, as in Step 2: the second space is open, the third not yet.
        tile.set_state((0,), 2, True, content.city_costs)
        return tile
    if kind == "resource_market":
        market = ResourceMarketItem(tuple(t.slot_prices for t in content.resource_tracks), style)
        market.set_counts(
            [t.start_count for t in content.resource_tracks], [t.total - t.start_count for t in content.resource_tracks]
        )
        market.set_texts(_board_word("Supply", language), [t.name.get(language) for t in content.resource_tracks])
        return market
    if kind == "step3":
        card = Step3CardItem(style)
        card.set_texts(_board_word("Step 3", language), "")
        return card
    raise KeyError(f"no Power Grid picture '{kind}'")


def draw_picture(kind: str, arg: str, content: PowerGridContent, language: str, height: int) -> QImage:
    """The picture `kind` `arg` names, `height` logical pixels tall (a city tile lower, a long
    picture at most WIDEST heights wide), on a transparent background, at device pixel ratio 2."""
    # The item paints itself straight into the image, with no scene around it: a scene needs a
    # QApplication, and `energy-table rules --format html` runs on a bare QGuiApplication.
    item = _item(kind, arg, content, language)
    source = item.boundingRect()
    # A long picture (the resource market, the row of fuels) is made lower rather than wider
    # than WIDEST heights, so it fits beside the text without a sideways scroll.
    scale = min(SIZE.get(kind, 1.0) * height / source.height(), WIDER.get(kind, WIDEST) * height / source.width())

    def paint(painter: QPainter) -> None:
        painter.translate(-source.topLeft())
        item.paint(painter, QStyleOptionGraphicsItem(), None)

    return paint_picture(source.width(), source.height(), scale, paint)


__all__ = ["draw_picture"]
