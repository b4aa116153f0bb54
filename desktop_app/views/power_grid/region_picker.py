"""A small clickable map of a Power Grid map's regions, for choosing the regions in play,
and the chooser that pairs it with a check box per region.

Each region is drawn as a soft blob in its own tint from the content pack: the land within
reach of its towns (rounded pads around them, bands along the roads between them), cut where
it meets a neighbour along the line halfway between their nearest towns (a Voronoi split), so
regions touch the way they do on the board. Chosen regions keep their colour and get a dark
edge; regions out of play turn grey, those touching a chosen one keeping a pale wash of their
colour as a hint of where to click next. The picture holds no state of its own: the dialog tells
it what is chosen and hears which region was clicked.

This file carries no translatable text (the dialog passes in tooltips), so the dialog's
catalogue owns every word of the new-game screen.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, QSize, QSizeF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QHelpEvent,
    QIcon,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPainterPathStroker,
    QPaintEvent,
    QPalette,
    QPen,
    QPixmap,
    QPolygonF,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QHBoxLayout,
    QSizePolicy,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from desktop_app.content.power_grid import GameMap
from desktop_app.rules.power_grid.regions import region_neighbours
from desktop_app.views.power_grid.items.map_layout import project
from desktop_app.views.theme import Palette, ui_font

OUT_OF_PLAY_FILL = QColor("#E3DED5")  # as the board draws regions out of play
OUT_OF_PLAY_EDGE = QColor("#BDB5A8")
HOVER_RING = QColor("#1F5F8B")
# Where to try a label, in label widths and heights from the middle of its region's towns.
LABEL_NUDGES = ((0, 0), (0, 1), (0, -1), (-0.6, 0), (0.6, 0), (0, 1.6), (0, -1.6), (-0.6, 1), (0.6, -1))


def _clip(polygon: list[QPointF], keep: QPointF, away: QPointF) -> list[QPointF]:
    """The part of a convex polygon closer to `keep` than to `away` (one Voronoi half-plane)."""
    mid = (keep + away) / 2
    nx, ny = away.x() - keep.x(), away.y() - keep.y()

    def side(p: QPointF) -> float:
        return (p.x() - mid.x()) * nx + (p.y() - mid.y()) * ny

    out: list[QPointF] = []
    for i, current in enumerate(polygon):
        previous = polygon[i - 1]
        a, b = side(previous), side(current)
        if (a <= 0) != (b <= 0):
            t = a / (a - b)
            out.append(previous + (current - previous) * t)
        if b <= 0:
            out.append(current)
    return out


def voronoi_cells(points: dict[str, QPointF], bounds: QRectF) -> dict[str, QPolygonF]:
    """Each point's Voronoi cell inside `bounds` (half-plane clipping; fine for a few dozen)."""
    corners = [bounds.topLeft(), bounds.topRight(), bounds.bottomRight(), bounds.bottomLeft()]
    cells = {}
    for key, point in points.items():
        polygon = list(corners)
        for other_key, other in points.items():
            if other_key != key and polygon:
                polygon = _clip(polygon, point, other)
        cells[key] = QPolygonF(polygon)
    return cells


def region_shapes(game_map: GameMap, centres: dict[str, QPointF], reach: float) -> dict[str, QPainterPath]:
    """One blob per region: pads of radius `reach` round its towns and bands along its inner
    roads, each town keeping only its own Voronoi cell so neighbouring blobs meet on a line."""
    if not centres:
        return {}
    box = _bounds(centres.values())
    cells = voronoi_cells(centres, box.adjusted(-3 * reach, -3 * reach, 3 * reach, 3 * reach))
    region_of = {city.id: city.region for city in game_map.cities}
    stroker = QPainterPathStroker()
    stroker.setWidth(1.5 * reach)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    shapes = {}
    for region in game_map.regions:
        land = QPainterPath()
        land.setFillRule(Qt.FillRule.WindingFill)
        area = QPainterPath()
        for city in game_map.cities:
            if city.region == region.id:
                land.addEllipse(centres[city.id], reach, reach)
                area.addPolygon(cells[city.id])
                area.closeSubpath()
        for link in game_map.connections:
            if region_of[link.a] == region_of[link.b] == region.id:
                road = QPainterPath(centres[link.a])
                road.lineTo(centres[link.b])
                land.addPath(stroker.createStroke(road))
        shapes[region.id] = land.simplified().intersected(area.simplified()).simplified()
    return shapes


def _rgb(colour: QColor) -> tuple[int, int, int]:
    return colour.red(), colour.green(), colour.blue()


def _bounds(points: Iterable[QPointF]) -> QRectF:
    """The smallest rectangle holding all `points` (QRectF.united skips empty rectangles)."""
    points = list(points)
    xs = [p.x() for p in points]
    ys = [p.y() for p in points]
    return QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))


def short_name(name: str) -> str:
    """A region's name short enough for the picture: the first place of a list of places
    ("Taipei–New Taipei–Keelung" -> "Taipei"); the check box beside it gives the full name."""
    return name.split("–")[0]


def region_swatch(colour: QColor, side: int, gap: int) -> QIcon:
    """A region's tint as a rounded square with `gap` clear pixels after it (a check box puts
    its text right against its icon), linking the check box to the picture."""
    pixmap = QPixmap(side + gap, side)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(colour.darker(140), max(1.0, side / 14)))
    painter.setBrush(colour)
    painter.drawRoundedRect(QRectF(1, 1, side - 2, side - 2), side / 4, side / 4)
    painter.end()
    icon = QIcon(pixmap)
    icon.addPixmap(pixmap, QIcon.Mode.Disabled)  # the key stays in colour while choosing is off
    return icon


class RegionPicker(QWidget):
    """The map's regions as a small picture; emits `region_clicked(id)` when interactive."""

    region_clicked = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMouseTracking(True)
        self.describe: Callable[[str], str] | None = None  # tooltip text for a region
        self._map: GameMap | None = None
        self._language = "en"
        self._chosen: set[str] = set()
        self._interactive = False
        self._wanted = 0
        self._hover: str | None = None
        self._scale = 1.0
        self._shapes: dict[str, QPainterPath] = {}
        self._centres: dict[str, QPointF] = {}
        self._labels: dict[str, tuple[QPointF, list[str]]] = {}
        self._neighbours: dict[str, frozenset[str]] = {}
        self._size = QSize(240, 380)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)

    # --- what to show -----------------------------------------------------------------------

    def set_map(self, game_map: GameMap, language: str) -> None:
        self._map = game_map
        self._language = language
        self._neighbours = region_neighbours(game_map)
        self._hover = None
        self._layout()

    def set_choice(self, chosen: set[str], interactive: bool, wanted: int = 0) -> None:
        """Which regions are chosen, whether clicking may change that ("Let me choose"), and
        how many the game wants (no more are hinted at once that many are chosen)."""
        self._chosen = set(chosen)
        self._interactive = interactive
        self._wanted = wanted
        self.setCursor(Qt.CursorShape.PointingHandCursor if interactive else Qt.CursorShape.ArrowCursor)
        self.update()

    def interactive(self) -> bool:
        return self._interactive

    def wanted(self) -> int:
        return self._wanted

    def set_scale(self, scale: float, size: QSize) -> None:
        """Redraw for the dialog's scale: `size` wide and at least that tall (it takes any
        height its layout gives it, so a tall column beside it leaves no gap)."""
        self._scale = scale
        self._size = QSize(size)
        self.setFixedWidth(size.width())
        self.setMinimumHeight(size.height())
        self.updateGeometry()
        self._layout()

    def sizeHint(self) -> QSize:
        return QSize(self._size)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._layout()

    # --- geometry ----------------------------------------------------------------------------

    def _layout(self) -> None:
        """Fit the map's towns into the widget, leaving room for the blobs round the edge
        towns, and rebuild the region blobs."""
        self._shapes, self._centres = {}, {}
        if self._map is None:
            return
        raw = project({c.id: (c.lon, c.lat) for c in self._map.cities}, 1.0)
        box = _bounds(raw.values())
        margin = 20 * self._scale
        for _attempt in range(3):
            room = QRectF(self.rect()).adjusted(margin, margin, -margin, -margin)
            factor = min(room.width() / max(box.width(), 1e-6), room.height() / max(box.height(), 1e-6))
            offset = room.center() - box.center() * factor
            self._centres = {cid: point * factor + offset for cid, point in raw.items()}
            reach = self._reach()
            if margin >= reach + 6 * self._scale:
                break
            margin = reach + 8 * self._scale
        self._shapes = region_shapes(self._map, self._centres, reach)
        self._labels = self._place_labels(self._map)
        self.update()

    def _reach(self) -> float:
        """How far a region's land spreads round its towns: about twice the usual town spacing."""
        points = list(self._centres.values())
        if len(points) < 2:
            return 20 * self._scale
        nearest = sorted(min(math.dist((p.x(), p.y()), (q.x(), q.y())) for q in points if q is not p) for p in points)
        typical = nearest[len(nearest) * 3 // 4]
        return max(12 * self._scale, min(26 * self._scale, typical * 2.0))

    def _label_font(self) -> QFont:
        return ui_font(QApplication.font(), 13 * self._scale, QFont.Weight.DemiBold)

    def _place_labels(self, game_map: GameMap) -> dict[str, tuple[QPointF, list[str]]]:
        """Each region's short name at the middle of its towns, nudged off labels already placed
        (the crowded north would otherwise print names over each other)."""
        metrics = QFontMetricsF(self._label_font())
        placed: list[QRectF] = []
        labels: dict[str, tuple[QPointF, list[str]]] = {}
        bounds = QRectF(self.rect()).adjusted(2, 2, -2, -2)
        for region in game_map.regions:
            lines = [short_name(region.name.get(self._language))]
            width = max(metrics.horizontalAdvance(line) for line in lines)
            size = QSizeF(width, metrics.height() * len(lines))
            towns = [self._centres[c.id] for c in game_map.cities if c.region == region.id]
            middle = QPointF(sum(p.x() for p in towns) / len(towns), sum(p.y() for p in towns) / len(towns))
            best = None
            for dx, dy in LABEL_NUDGES:
                centre = middle + QPointF(dx * size.width(), dy * size.height())
                rect = QRectF(QPointF(0, 0), size)
                rect.moveCenter(centre)
                rect.moveLeft(min(max(rect.left(), bounds.left()), bounds.right() - rect.width()))
                rect.moveTop(min(max(rect.top(), bounds.top()), bounds.bottom() - rect.height()))
                if not any(rect.intersects(other) for other in placed):
                    best = rect
                    break
            best = best or rect
            placed.append(best)
            labels[region.id] = (best.topLeft(), lines)
        return labels

    def region_at(self, pos: QPointF) -> str | None:
        for region_id, shape in self._shapes.items():
            if shape.contains(pos):
                return region_id
        return None

    def region_point(self, region_id: str) -> QPoint:
        """A point inside the region's blob (its town nearest the blob's middle): for tests."""
        middle = self._shapes[region_id].boundingRect().center()
        cities = self._map.cities if self._map is not None else ()
        towns = [self._centres[c.id] for c in cities if c.region == region_id]
        town = min(towns, key=lambda p: math.dist((p.x(), p.y()), (middle.x(), middle.y())))
        return town.toPoint()

    # --- drawing ------------------------------------------------------------------------------

    def paintEvent(self, event: QPaintEvent) -> None:
        if self._map is None:
            return
        s = self._scale
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(Palette.TABLE_LIGHT)
        painter.drawRoundedRect(QRectF(self.rect()), 12 * s, 12 * s)
        for region in self._map.regions:
            self._paint_region(painter, region.id, QColor(region.color))
        self._paint_towns(painter, self._map)
        for region in self._map.regions:
            self._paint_label(painter, region.id)
        painter.end()

    def _in_play(self, region_id: str) -> bool:
        return not self._interactive or region_id in self._chosen

    def _candidate(self, region_id: str) -> bool:
        """Out of play but worth a click: it touches a chosen region (or nothing is chosen yet)."""
        if not self._interactive or region_id in self._chosen or len(self._chosen) >= (self._wanted or 99):
            return False
        return not self._chosen or bool(self._neighbours.get(region_id, set()) & self._chosen)

    def _paint_region(self, painter: QPainter, region_id: str, colour: QColor) -> None:
        s = self._scale
        shape = self._shapes[region_id]
        in_play = self._in_play(region_id)
        chosen = self._interactive and region_id in self._chosen
        fill = colour if in_play else OUT_OF_PLAY_FILL
        if self._candidate(region_id):  # a pale wash of its own colour: "you can add me"
            fill = QColor(*(round(a * 0.45 + b * 0.55) for a, b in zip(_rgb(colour), _rgb(OUT_OF_PLAY_FILL))))
        painter.setBrush(fill)
        painter.setPen(QPen(Palette.CARD_FACE, 2.5 * s))  # a pale seam between neighbours
        painter.drawPath(shape)
        edge = Palette.INK if chosen else (colour.darker(140) if in_play else OUT_OF_PLAY_EDGE)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(edge, (2.2 if chosen else 1.0) * s))
        painter.drawPath(shape)
        if self._interactive and region_id == self._hover:
            ring = QPen(HOVER_RING, 3 * s)
            ring.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(ring)
            painter.drawPath(shape)

    def _paint_towns(self, painter: QPainter, game_map: GameMap) -> None:
        s = self._scale
        painter.setPen(Qt.PenStyle.NoPen)
        for city in game_map.cities:
            colour = QColor(Palette.INK_MUTED if self._in_play(city.region) else OUT_OF_PLAY_EDGE)
            colour.setAlpha(150)
            painter.setBrush(colour)
            painter.drawEllipse(self._centres[city.id], 2.2 * s, 2.2 * s)

    def _paint_label(self, painter: QPainter, region_id: str) -> None:
        s = self._scale
        font = self._label_font()
        metrics = QFontMetricsF(font)
        top_left, lines = self._labels[region_id]
        ink = Palette.INK if self._in_play(region_id) else Palette.DISABLED_INK
        halo = QPen(QColor(255, 253, 248, 230), 3.5 * s)
        halo.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        for i, line in enumerate(lines):
            path = QPainterPath()
            path.addText(top_left + QPointF(0, metrics.ascent() + i * metrics.height()), font, line)
            painter.strokePath(path, halo)
            painter.fillPath(path, ink)

    # --- interaction --------------------------------------------------------------------------

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        hover = self.region_at(event.position())
        if hover != self._hover:
            self._hover = hover
            self.update()
        super().mouseMoveEvent(event)

    def leaveEvent(self, event: QEvent) -> None:
        self._hover = None
        self.update()
        super().leaveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        region = self.region_at(event.position())
        if event.button() == Qt.MouseButton.LeftButton and region is not None and self._interactive:
            self.region_clicked.emit(region)
        super().mouseReleaseEvent(event)

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            region = self.region_at(QPointF(event.pos()))
            if region is not None and self.describe is not None:
                QToolTip.showText(event.globalPos(), self.describe(region), self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)


class RegionChooser(QWidget):
    """The region map beside a check box per region: the key to its colours and the keyboard's
    (and screen reader's) way to choose. The check boxes hold the choice; a click on the map
    toggles one. Emits `changed` whenever the choice changes."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.picture = RegionPicker()
        self.picture.region_clicked.connect(self.toggle)
        self.checks: dict[str, QCheckBox] = {}
        self._colours: dict[str, QColor] = {}
        self._scale = 1.0
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.addWidget(self.picture)
        self._list = QVBoxLayout()
        self._row.addLayout(self._list, 1)

    def set_map(self, game_map: GameMap, language: str) -> None:
        """A check box per region of `game_map`, none chosen."""
        for check in self.checks.values():
            self._list.removeWidget(check)
            check.setParent(None)  # gone at once, not only when the event loop deletes it
            check.deleteLater()
        self.checks, self._colours = {}, {}
        for region in game_map.regions:
            check = QCheckBox(region.name.get(language))
            check.toggled.connect(self._did_toggle)
            self._list.addWidget(check)
            self.checks[region.id] = check
            self._colours[region.id] = QColor(region.color)
        self.picture.set_map(game_map, language)
        self._style_checks()

    def chosen(self) -> tuple[str, ...]:
        """The chosen regions, in map order."""
        return tuple(region for region, check in self.checks.items() if check.isChecked())

    def toggle(self, region_id: str) -> None:
        check = self.checks[region_id]
        check.setChecked(not check.isChecked())

    def set_mode(self, manual: bool, wanted: int) -> None:
        """Choosing by hand ("Let me choose") or not, and how many regions the game wants."""
        for check in self.checks.values():
            check.setEnabled(manual)
        self.picture.set_choice(set(self.chosen()), manual, wanted)

    def apply_scale(self, scale: float) -> None:
        self._scale = scale
        self._row.setSpacing(round(8 * scale))
        self._list.setSpacing(round(6 * scale))
        self.picture.set_scale(scale, QSize(round(230 * scale), round(280 * scale)))
        self._style_checks()

    def _style_checks(self) -> None:
        s = self._scale
        for region_id, check in self.checks.items():
            check.setFont(ui_font(QApplication.font(), 15 * s))
            check.setIcon(region_swatch(self._colours[region_id], round(36 * s), round(16 * s)))
            check.setIconSize(QSize(round(26 * s), round(18 * s)))
            palette = check.palette()  # the native box paints over the palette's window colour
            palette.setColor(QPalette.ColorRole.Window, Palette.CARD_FACE)
            check.setPalette(palette)

    def _did_toggle(self) -> None:
        self.picture.set_choice(set(self.chosen()), self.picture.interactive(), self.picture.wanted())
        self.changed.emit()
