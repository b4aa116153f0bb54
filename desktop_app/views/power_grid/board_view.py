"""The Power Grid table's map view: Taiwan's cities, cables and regions, with the key to the
regions, fitted to its own space and sharp at any zoom. It also owns the table's second view,
the markets (`market_view.py`, `self.market`), and hands each state, language and style to
both, so the window and the panels talk to one board.

Each view fits its own scene, so each is as large as its space allows; `table.py` sets the two
side by side, or one at a time where both would not be readable (issue 13).

The view owns the items and places them; items only draw the data they are given.
`show_state` updates the items in place (no scene rebuild per move), so it can run after every
action. Clicks on clickable cities and plants come out as `city_clicked` and `plant_clicked`;
which ones are clickable, and why the others are not, is decided by the caller.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import pairwise

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QRect, QRectF, QTranslator, Signal
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QTransform
from PySide6.QtWidgets import QGraphicsView, QWidget

from desktop_app.content.power_grid import PowerGridContent
from desktop_app.controllers.game_controller import Seat
from desktop_app.paths import translations_dir
from desktop_app.rules.power_grid.network import path as cheapest_path
from desktop_app.rules.power_grid.state import State
from desktop_app.views.kit.noop import QT_TRANSLATE_NOOP
from desktop_app.views.power_grid.fitted_view import FittedView
from desktop_app.views.power_grid.items.city import NAME_SIZE, SLOT_TEXT, SLOT_TEXT_MAX, CityItem
from desktop_app.views.power_grid.items.connection import COST_SIZE, COST_TEXT_MAX
from desktop_app.views.power_grid.items.map_layer import MapLayer
from desktop_app.views.power_grid.items.plant_card import PlantCardItem
from desktop_app.views.power_grid.items.region import RegionLegendItem
from desktop_app.views.power_grid.items.style import BoardStyle, tr
from desktop_app.views.power_grid.market_view import PowerGridMarketView
from desktop_app.views.theme import PLAYER_STYLES

SCENE_MARGIN = 12.0
LEGEND_W = 320.0  # the region key, in the sea beside the southern tip
LEGEND_GAP = 24.0
PRESENTATION_MAP_TEXT = 1.3  # map text grows inside tiles that grow with it


_catalogue: QTranslator | None = None
_PROBE = QT_TRANSLATE_NOOP("PowerGridBoard", "Power plant market")


def install_board_catalogue(language: str) -> bool:
    """Make sure the board's labels speak `language`: install `pg_board_<language>.qm` unless
    the app's language manager (which installs every catalogue of its language) already has.
    Replaces the board catalogue this function installed before; English needs none (the
    sources are English). Lets the board be used on its own, as in tests and tools."""
    global _catalogue
    app = QCoreApplication.instance()
    if app is None:  # no application to install into (English needs nothing)
        return language.startswith("en")
    if _catalogue is not None:
        app.removeTranslator(_catalogue)
        _catalogue = None
    if language.startswith("en") or QCoreApplication.translate("PowerGridBoard", _PROBE) != _PROBE:
        return True
    translator = QTranslator(app)
    if not translator.load(f"pg_board_{language}", str(translations_dir())):
        return False
    app.installTranslator(translator)
    _catalogue = translator
    return True


def cable_path(state: State, network: list[int], city_id: str) -> list[str]:
    """The cities (ids) along the cheapest cable from a network (city indexes) to `city_id`, as
    the rules' network finds it (`network.path`); [] for a first city or an unknown one."""
    board = state.board
    target = board.city_index.get(city_id)
    if target is None or not network:
        return []
    source = min(network, key=lambda c: board.dist[c][target])
    return [board.city_ids[c] for c in cheapest_path(board.next_hop, source, target)]


class PowerGridBoardView(FittedView):
    """The map of the Power Grid table, and the owner of its markets view; see the module
    docstring."""

    city_clicked = Signal(str)
    plant_clicked = Signal(int)

    def __init__(self, content: PowerGridContent, language: str = "zh_TW", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._content = content
        self._language = language
        self._style = BoardStyle()
        self._map_style = BoardStyle()
        self._state: State | None = None
        self._seats: list[Seat] = []
        self._build_player: int | None = None
        self._build_cities: list[str] = []
        self.highlighted_links: list[tuple[str, str]] = []
        self.market = PowerGridMarketView(content, language)
        self.market.plant_clicked.connect(self.plant_clicked.emit)

        self._map = MapLayer(self.scene(), self._map_style, self.city_clicked.emit)
        self._ground: QImage | None = None  # the table, the sea and the regions, as last drawn (drawBackground)
        self._ground_key: tuple[object, ...] = ()
        self._legend = RegionLegendItem(LEGEND_W, self._style, columns=1, framed=True)
        self.scene().addItem(self._legend)
        self._map.build(content.maps[content.default_map], None)
        self._legend.set_rows(self._map.legend_rows)
        self._layout()
        self.set_language(language)

    # --- queries for tests, panels and tools ------------------------------------------------

    def city_item(self, city_id: str) -> CityItem:
        """The item drawing a city (its `owners`, `label`, `clickable` describe what is shown)."""
        return self._map.cities[city_id]

    def plant_item(self, number: int) -> PlantCardItem | None:
        """The card item of a plant if it has been shown (in the markets view)."""
        return self.market.plant_item(number)

    @property
    def language(self) -> str:
        return self._language

    def smallest_text(self) -> float:
        """The smallest text the map sets, in scene units (city names, house prices, cable costs)."""
        scale = self._map_style.text_scale
        return min(NAME_SIZE * scale, SLOT_TEXT * min(scale, SLOT_TEXT_MAX), COST_SIZE * min(scale, COST_TEXT_MAX))

    # --- the state ------------------------------------------------------------------------

    def show_state(self, state: State, seats: list[Seat], changed: frozenset[str] | None = None) -> None:
        """Draw `state` on the map and the markets: updates the existing items in place.

        `changed` is what the last action changed (`ActionRecord.changes`: "map", "market",
        "resources", "players", "turn"); the parts not named are skipped. None: all parts."""
        self._state, self._seats = state, list(seats)
        board = state.board
        if self._map.game_map is not board.game_map or self._map.regions != board.regions:
            self._map.build(board.game_map, board.regions)
            self._map.set_language(self._language)
            self._legend.set_rows(self._map.legend_rows)
            self._layout()
            self._apply_highlight()
            changed = None
        if changed is None or "map" in changed:
            self._map.show_state(state)
        self.market.show_state(state, seats, changed)

    # --- layout ---------------------------------------------------------------------------

    def _layout(self) -> None:
        """Put the region key in the sea beside the island's southern tip (reaching past the
        sea's edge if it must: a map's cartouche), and size the scene."""
        self._map.root.setPos(0, 0)
        bounds = self._map.root.mapRectToScene(self._map.bounds)
        key = self._legend.boundingRect()
        top = bounds.bottom() - LEGEND_GAP - key.height()
        areas = [item.mapToScene(item.shape()) for item in self._map.region_items.values()]
        left = bounds.left() + LEGEND_GAP
        while left < bounds.right():  # the first place from the west that covers no region
            spot = QPainterPath()
            spot.addRect(QRectF(left - LEGEND_GAP, top - LEGEND_GAP, key.width() + LEGEND_GAP, key.height()))
            if not any(area.intersects(spot) for area in areas):
                break
            left += 8
        self._legend.setPos(left - key.left(), top - key.top())
        whole = bounds.united(self._legend.mapRectToScene(key))
        self.scene().setSceneRect(whole.adjusted(-SCENE_MARGIN, -SCENE_MARGIN, SCENE_MARGIN, SCENE_MARGIN))
        self._scene_resized()

    # --- texts ----------------------------------------------------------------------------

    def set_language(self, language: str) -> None:
        """Speak `language` ("zh_TW" or "en"): city and region names from the content pack,
        labels from the board's translation catalogue."""
        self._language = language
        install_board_catalogue(language)
        self._retranslate()

    def _retranslate(self) -> None:
        self._map.set_language(self._language)
        self._legend.set_texts(self._language, *self._legend_texts())
        self.market.set_language(self._language)
        if self._state is not None:
            self.show_state(self._state, self._seats)
        self._layout()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _legend_texts(self) -> tuple[str, str]:
        return (
            tr(QT_TRANSLATE_NOOP("PowerGridBoard", "Regions")),
            tr(QT_TRANSLATE_NOOP("PowerGridBoard", "Grey, hatched: not in play")),
        )

    # --- interaction ----------------------------------------------------------------------

    def set_clickable_cities(self, clickable: set[str], reasons: dict[str, str]) -> None:
        """Cities that may be clicked now light up on hover; others explain why in a tooltip."""
        self._map.set_interaction(set(clickable), dict(reasons))

    def set_clickable_plants(self, clickable: set[int], reasons: dict[int, str]) -> None:
        """Plants in the market that may be clicked now; the others' tooltips say why not."""
        self.market.set_clickable_plants(clickable, reasons)

    def highlight_build(self, player: int, city_ids: list[str]) -> None:
        """Preview building in `city_ids` (in order): each city ringed in the player's colour and
        the cheapest cable path to it from the player's network (and the cities before it)."""
        self._build_player = player if city_ids else None
        self._build_cities = list(city_ids)
        self._apply_highlight()

    def _apply_highlight(self) -> None:
        state, player = self._state, self._build_player
        links: list[tuple[str, str]] = []
        if state is not None and player is not None:
            network = list(state.cities[player])
            for city_id in self._build_cities:
                hops = cable_path(state, network, city_id)
                links.extend(pairwise(hops))
                if city_id in state.board.city_index:
                    network.append(state.board.city_index[city_id])
        self.highlighted_links = links
        colour = PLAYER_STYLES[player % len(PLAYER_STYLES)].colour if player is not None else QColor()
        self._map.set_build_preview(player, self._build_cities if player is not None else [], links, colour)

    # --- the ground ---------------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 - Qt's name
        """The table under the map, and the map's ground (the sea and the regions: `Ground`)
        copied from a picture of the whole viewport, made again only when the view's transform,
        its size or the ground changes. A region is a large path: filled and stroked anew, it
        cost most of a small repaint at 3840x2160 (a city whose look changed). The picture is
        drawn as the items draw on screen (the same transform, hints and order, on the same
        opaque table), so its pixels are theirs; while the zoom is the player's (the view may
        pan) or the screen is high-density, the items draw themselves."""
        ground = self._ground_picture()
        if ground is None:
            super().drawBackground(painter, rect)
            return
        painter.save()
        painter.resetTransform()
        painter.drawImage(0, 0, ground)
        painter.restore()
        self._map.ground.drawn_by_view = True  # until drawForeground: the items draw nothing

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 - Qt's name
        self._map.ground.drawn_by_view = False
        super().drawForeground(painter, rect)

    def _ground_picture(self) -> QImage | None:
        viewport = self.viewport()
        if not self._fit or viewport.devicePixelRatioF() != 1.0 or not self._map.ground_at_origin():
            self._ground = None
            return None
        transform = self.viewportTransform()
        size = viewport.size()
        # On screen the viewport paints into its window's backing store, at its place there: the
        # picture is drawn in the same device pixels (its place included: a hatch's pattern is
        # laid from the backing store's corner), and only the viewport's part of it is kept.
        at = viewport.mapTo(viewport.window(), QPoint(0, 0))
        key = (
            transform.m11(), transform.m12(), transform.m21(), transform.m22(), transform.dx(), transform.dy(),
            size.width(), size.height(), at.x(), at.y(), self._map.ground.version, self.scene().backgroundBrush(),
        )  # fmt: skip
        if self._ground is not None and key == self._ground_key:
            return self._ground
        image = QImage(at.x() + size.width(), at.y() + size.height(), QImage.Format.Format_ARGB32_Premultiplied)
        painter = QPainter(image)
        painter.setClipRect(QRect(at, size))
        painter.setRenderHints(self.renderHints())
        painter.setWorldTransform(transform * QTransform.fromTranslate(at.x(), at.y()))
        inverse, _ = transform.inverted()
        scene_rect = inverse.mapRect(QRectF(0, 0, size.width(), size.height()).adjusted(-4, -4, 4, 4))
        QGraphicsView.drawBackground(self, painter, scene_rect)
        self._map.paint_ground(painter)
        painter.end()
        self._ground, self._ground_key = image.copy(QRect(at, size)), key
        return self._ground

    # --- zoom (the View menu's, bound to the board: it zooms the part the player is on) ------

    def _zoom_target(self) -> FittedView:
        """The view with the keyboard, else the one under the pointer, else the one shown."""
        views = [view for view in (self, self.market) if view.isVisible()]
        tests: tuple[Callable[[FittedView], bool], ...] = (lambda v: v.hasFocus(), lambda v: v.underMouse())
        for test in tests:
            chosen = next((view for view in views if test(view)), None)
            if chosen is not None:
                return chosen
        return views[0] if views else self

    def zoom_in(self) -> None:
        target = self._zoom_target()
        FittedView.zoom_in(target)

    def zoom_out(self) -> None:
        target = self._zoom_target()
        FittedView.zoom_out(target)

    def zoom_fit(self) -> None:
        """Show the whole map and the whole markets, each as large as its view allows."""
        FittedView.zoom_fit(self)
        FittedView.zoom_fit(self.market)

    # --- presentation ---------------------------------------------------------------------

    def set_presentation_mode(self, on: bool) -> None:
        """Larger text, thicker lines, higher contrast (for a class at a projector), on the map
        and the markets."""
        if on == self._style.presentation:
            return
        self._style = BoardStyle(presentation=on)
        self._map_style = BoardStyle(presentation=on, text_scale=PRESENTATION_MAP_TEXT if on else 1.0)
        for item in self.scene().items():
            setter = getattr(item, "set_style", None)
            if setter is not None:
                setter(self._map_style)
        self._map.relayout(self._map_style)
        self._apply_highlight()
        self._layout()
        self.market.set_presentation_mode(on)
