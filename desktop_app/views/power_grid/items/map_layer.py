"""The map part of the table: builds the region, connection and city items once per map and
keeps them placed and up to date. Holds no game logic: it copies owners, steps and regions in
play from the state into the items."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QLineF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QStyleOptionGraphicsItem, QWidget

from desktop_app.content.model import LocalizedText
from desktop_app.content.power_grid import GameMap
from desktop_app.rules.power_grid.state import State
from desktop_app.views.kit.narration import fill
from desktop_app.views.power_grid.items.city import CityItem, tile_size
from desktop_app.views.power_grid.items.connection import LABEL_RADIUS, ConnectionItem
from desktop_app.views.power_grid.items.ground import Ground
from desktop_app.views.power_grid.items.label import RootItem
from desktop_app.views.power_grid.items.map_layout import layout_map
from desktop_app.views.power_grid.items.region import RegionItem
from desktop_app.views.power_grid.items.style import BoardStyle

UNITS_PER_DEGREE = 200.0  # scene units per degree of latitude before spreading (the towns
# spread to fit their tiles: fewer units per degree keep the island compact, so its text reads)
MAP_MARGIN = 28.0
REGION_PAD = 16.0
SEA = QColor("#E3EDF0")


class SeaItem(QGraphicsItem):
    """A pale sea behind the map, so the island reads as a map on the warm table."""

    def __init__(self, ground: Ground | None = None) -> None:
        super().__init__()
        self.rect = QRectF()
        self.ground = ground if ground is not None else Ground()
        self.setZValue(-1)

    def set_rect(self, rect: QRectF) -> None:
        self.prepareGeometryChange()
        self.rect = QRectF(rect)
        self.ground.changed()

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.ground.drawn_by_view:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(SEA)
        painter.drawRoundedRect(self.rect, 24, 24)


class MapLayer:
    """The map's items in a scene, and where they are."""

    def __init__(self, scene: QGraphicsScene, style: BoardStyle, on_city_click: Callable[[str], None]) -> None:
        # Every map item hangs off one root, so the view can move the whole map (to centre a
        # short map beside a tall panel); `bounds` is in the root's coordinates.
        self.root = RootItem()
        scene.addItem(self.root)
        self._style = style
        self._on_click = on_city_click
        self.game_map: GameMap | None = None
        self.regions: tuple[str, ...] | None = None  # regions in play (None: all, before a game)
        self.cities: dict[str, CityItem] = {}
        self.connections: list[ConnectionItem] = []
        self.region_items: dict[str, RegionItem] = {}
        self.bounds = QRectF()
        self.legend_rows: list[
            tuple[LocalizedText, QColor, bool]
        ] = []  # (name, colour, in play) per region, for the view's key
        self.ground = Ground()  # the sea and the regions (see Ground)
        self.sea = SeaItem(self.ground)
        self.sea.setParentItem(self.root)
        # what set_interaction and set_build_preview were last given (the panel sends both after
        # every action, mostly unchanged): the same again leaves every item as it is
        self._interaction: tuple[set[str], dict[str, str]] | None = None
        self._preview: tuple[object, ...] | None = None

    def build(self, game_map: GameMap, regions: tuple[str, ...] | None) -> None:
        """Create the items for a map (only when the map changes) and mark regions in play."""
        if game_map is not self.game_map:
            for item in [
                *self.cities.values(),
                *self.connections,
                *(k.label for k in self.connections),
                *self.region_items.values(),
            ]:
                item.setParentItem(None)  # type: ignore[arg-type]  # the stub omits None; Qt takes no parent
                scene = item.scene()
                if scene is not None:
                    scene.removeItem(item)
            colours = {r.id: QColor(r.color) for r in game_map.regions}
            self.region_items = {
                r.id: RegionItem(r.id, colours[r.id], self._style, self.ground) for r in game_map.regions
            }
            self.cities = {
                c.id: CityItem(c.id, c.name, colours[c.region], self._style, self._on_click) for c in game_map.cities
            }
            self.connections = [ConnectionItem(k.a, k.b, k.cost, self._style) for k in game_map.connections]
            for item in [
                *self.region_items.values(),
                *self.connections,
                *(k.label for k in self.connections),
                *self.cities.values(),
            ]:
                item.setParentItem(self.root)
            self.game_map = game_map
            self._interaction = self._preview = None  # new items: they show no interaction yet
            self.ground.changed()
            self.relayout(self._style)
        self.regions = regions
        in_play = set(regions) if regions is not None else {r.id for r in game_map.regions}
        region_of = {c.id: c.region for c in game_map.cities}
        for rid, item in self.region_items.items():
            item.set_in_play(rid in in_play)
        for conn in self.connections:
            conn.set_in_play(region_of[conn.a] in in_play and region_of[conn.b] in in_play)
        for cid, city in self.cities.items():
            city.set_state(city.owners, city.open_slots, region_of[cid] in in_play, city.prices)
        self.legend_rows = [(r.name, QColor(r.color), r.id in in_play) for r in game_map.regions]

    def relayout(self, style: BoardStyle) -> None:
        """Place every city (spread to fit its tile) and everything that hangs off the cities."""
        self._style = style
        game_map = self.game_map
        if game_map is None:
            return
        sizes = {c.id: tile_size(c.name, style) for c in game_map.cities}
        gap = 2 * LABEL_RADIUS
        links = [(k.a, k.b) for k in game_map.connections]
        layout = layout_map(
            {c.id: (c.lon, c.lat) for c in game_map.cities}, sizes, links, UNITS_PER_DEGREE, gap, MAP_MARGIN
        )
        self.bounds = layout.bounds
        self.sea.set_rect(layout.bounds)
        tiles: dict[str, QRectF] = {}
        for cid, item in self.cities.items():
            item.setPos(layout.centres[cid])
            tiles[cid] = item.tile_rect().translated(item.pos())
        for conn in self.connections:
            conn.set_ends(layout.centres[conn.a], tiles[conn.a], layout.centres[conn.b], tiles[conn.b])
        region_of = {c.id: c.region for c in game_map.cities}
        for rid, region in self.region_items.items():
            lines = [
                QLineF(layout.centres[k.a], layout.centres[k.b])
                for k in self.connections
                if region_of[k.a] == rid and region_of[k.b] == rid
            ]
            region.set_area([tiles[c] for c, r in region_of.items() if r == rid], lines, REGION_PAD * style.line_scale)

    def paint_ground(self, painter: QPainter) -> None:
        """The sea and the regions as the scene paints them, in their stacking order, on a
        painter set to the view's transform (the items hang at the origin of the root, which
        sits at the scene's: their scene transform is the identity)."""
        ground = [self.sea, *self.region_items.values()]
        for item in sorted(ground, key=lambda item: item.zValue()):  # stable: the regions in insertion order
            if item.isVisible():
                painter.save()
                item.paint(painter, QStyleOptionGraphicsItem(), None)
                painter.restore()

    def ground_at_origin(self) -> bool:
        """Whether the ground's items sit untransformed at the scene's origin (what
        `paint_ground` assumes)."""
        return all(item.sceneTransform().isIdentity() for item in (self.root, self.sea, *self.region_items.values()))

    def show_state(self, state: State) -> None:
        prices = state.board.content.city_costs
        ids = state.board.city_ids
        for index, owners in enumerate(state.city_owners):
            item = self.cities.get(ids[index])
            if item is not None:
                item.set_state(tuple(owners), state.step, state.board.in_play[index], tuple(prices))

    def set_language(self, language: str) -> None:
        for city in self.cities.values():
            city.set_language(language)
        if self.game_map is None:
            return
        names = {c.id: c.name.get(language) for c in self.game_map.cities}
        cable = QCoreApplication.translate("PowerGridBoard", "Cable between %1 and %2: %3 Elektro to connect")
        for conn in self.connections:
            conn.label.setToolTip(fill(cable, names[conn.a], names[conn.b], conn.cost))
        region = QCoreApplication.translate("PowerGridBoard", "Region: %1")
        for r in self.game_map.regions:
            self.region_items[r.id].setToolTip(fill(region, r.name.get(language)))

    def set_interaction(self, clickable: set[str], reasons: dict[str, str]) -> None:
        if self._interaction is not None and self._interaction == (clickable, reasons):
            return  # every city shows this already
        self._interaction = (set(clickable), dict(reasons))
        for cid, city in self.cities.items():
            city.set_interaction(cid in clickable, reasons.get(cid, ""))

    def set_build_preview(
        self, player: int | None, city_ids: list[str], links: list[tuple[str, str]], colour: QColor
    ) -> None:
        preview = (player, tuple(city_ids), tuple(links), colour.rgba() if player is not None else None)
        if preview == self._preview:
            return  # every city and connection shows this already
        self._preview = preview
        pending = set(city_ids)
        for cid, city in self.cities.items():
            city.set_pending(player if cid in pending else None)
        on_path = {frozenset(link) for link in links}
        for conn in self.connections:
            conn.set_highlight(colour if frozenset((conn.a, conn.b)) in on_path else None)
