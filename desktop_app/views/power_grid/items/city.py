"""A city on the map: a small tile with the city's name and its three house slots (10/15/20).

The tile draws only what it is given: the owners in build order, how many slots the current
step opens, whether its region is in play, whether it can be clicked now (and why not), and a
pending build to preview. It is a kit BoardItem: it lights up under the mouse when clickable,
a click hands its city id to a callback (the view turns it into a signal), and it repaints only
when what it draws has changed.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from desktop_app.content.model import LocalizedText
from desktop_app.views.kit.items import BoardItem
from desktop_app.views.kit.marks import paint_mark
from desktop_app.views.kit.narration import fill
from desktop_app.views.power_grid.items.style import (
    BoardStyle,
    draw_text,
    text_width,
)
from desktop_app.views.theme import PLAYER_STYLES, Palette

SLOT = 26.0  # a house slot's side (was 22: its price under 12 px at 1280x800)
SLOT_GAP = 3.0
PAD = 4.0
NAME_SIZE = 20.0  # city name font size (was 18)
NAME_HEIGHT = 23.0
SLOT_TEXT = 20.0  # a slot's price (was 13, then 16: 6, then 10 px at 1280x800)
SLOT_TEXT_MAX = 1.25  # the price in a slot (and the slot) grows this much in presentation mode


def slot_side(style: BoardStyle) -> float:
    """A house slot's side: it grows with its price in presentation mode, so the price grows too
    (a projector's board must read larger, never smaller)."""
    return SLOT * min(style.text_scale, SLOT_TEXT_MAX)


HOVER_FACE = QColor("#FFF4CF")  # a clickable tile under the mouse


def tile_size(names: LocalizedText, style: BoardStyle) -> QSizeF:
    """A city tile's size, wide enough for its name in either language (so switching language
    never moves a city)."""
    font = style.font(NAME_SIZE, bold=True)
    name_w = max(text_width(font, names.zh_TW), text_width(font, names.en))
    slots_w = 3 * slot_side(style) + 2 * SLOT_GAP
    width = max(slots_w, name_w) + 2 * PAD + 4
    # Only the name line grows with the text: the map's height is rows of tiles, and growing
    # the slots too would shrink the whole map on screen by as much as the text grew.
    height = PAD + NAME_HEIGHT * style.text_scale + 1 + slot_side(style) + PAD
    return QSizeF(round(width), round(height))


class CityItem(BoardItem):
    """One city tile, centred on its map position. `owners` lists seats in slot order."""

    HOVER_LIGHT = True

    def __init__(
        self,
        city_id: str,
        names: LocalizedText,
        region_colour: QColor,
        style: BoardStyle,
        on_click: Callable[[str], None],
    ) -> None:
        super().__init__()
        self.city_id = city_id
        self.names = names
        self.region_colour = QColor(region_colour)
        self.language = "zh_TW"
        self.owners: tuple[int, ...] = ()
        self.open_slots = 1  # slots usable at the current step
        self.prices: tuple[int, ...] = (10, 15, 20)
        self.in_play = True
        self.reason = ""
        self.pending: int | None = None  # seat previewing a build here
        self._style = style
        self._size = tile_size(names, style)
        self.rect = self.tile_rect()
        self.click_key = city_id
        self.clicked.connect(on_click)
        self.setZValue(4)
        self._repaint()

    # --- data in -------------------------------------------------------------------------

    @property
    def label(self) -> str:
        """The name shown now, in the current language."""
        return self.names.get(self.language)

    def set_style(self, style: BoardStyle) -> None:
        self.prepareGeometryChange()
        self._style = style
        self._size = tile_size(self.names, style)
        self.rect = self.tile_rect()
        self.update()

    def set_language(self, language: str) -> None:
        self.language = language
        self._refresh_tooltip()
        self._repaint()

    def set_state(self, owners: tuple[int, ...], open_slots: int, in_play: bool, prices: tuple[int, ...]) -> None:
        self.owners, self.open_slots, self.in_play, self.prices = owners, open_slots, in_play, prices
        self._repaint()

    def set_interaction(self, clickable: bool, reason: str) -> None:
        """Whether the city may be clicked now, and why not (the action panel sends this after
        every action: as shown, no repaint)."""
        if (clickable, reason) == (self.clickable, self.reason):
            return  # its tooltip says this already
        self.clickable, self.reason = clickable, reason
        self._refresh_tooltip()
        self._repaint()

    def set_pending(self, seat: int | None) -> None:
        self.pending = seat
        self._repaint()

    def _repaint(self) -> bool:
        """Repaint if anything paint() draws has changed (the style repaints by itself)."""
        return self._show(
            (self.language, self.owners, self.open_slots, self.in_play, self.prices, self.clickable, self.pending)
        )

    def _refresh_tooltip(self) -> None:
        """The city's name; and why a click on it is refused now (the kit's refusal: in the
        tooltip, said in the status line on a click or on Enter from the keyboard)."""
        self.set_description(self.label)
        refused = bool(self.reason) and not self.clickable
        said = self.reason  # named for the city, unless the rules' reason names it already
        if refused and self.label not in said:
            said = fill(QCoreApplication.translate("PowerGridBoard", "%1: %2"), self.label, said)
        self.set_refusal(said if refused else "")

    # --- drawing -------------------------------------------------------------------------

    def tile_rect(self) -> QRectF:
        w, h = self._size.width(), self._size.height()
        return QRectF(-w / 2, -h / 2, w, h)

    def boundingRect(self) -> QRectF:
        grow = 8 * self._style.line_scale
        return self.tile_rect().adjusted(-grow, -grow, grow, grow)

    def slot_rect(self, index: int) -> QRectF:
        """Scene-independent rectangle of house slot 0, 1 or 2 (10, 15, 20)."""
        side, gap = slot_side(self._style), SLOT_GAP
        tile = self.tile_rect()
        left = -(3 * side + 2 * gap) / 2
        top = tile.bottom() - PAD - side
        return QRectF(left + index * (side + gap), top, side, side)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        style = self._style
        tile = self.tile_rect()
        radius = 8.0
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        lit = self.lit
        if self.pending is not None:
            colour = PLAYER_STYLES[self.pending % len(PLAYER_STYLES)].colour
            painter.setPen(style.pen(colour, 6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(tile.adjusted(-4, -4, 4, 4), radius + 3, radius + 3)
        if lit:  # dark ring, pale face: never a player's colour, which marks their builds
            painter.setPen(style.pen(style.ink, 3.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(tile.adjusted(-4, -4, 4, 4), radius + 3, radius + 3)
        face = QColor(Palette.CARD_FACE) if self.in_play else QColor("#E4DFD6")
        if lit:
            face = QColor(HOVER_FACE)
        edge = self.region_colour.darker(160) if self.in_play else QColor("#B9B2A6")
        if self.clickable:
            edge = QColor(Palette.IN_PROGRESS)
        painter.setBrush(face)
        painter.setPen(style.pen(edge, 2.5 if self.clickable else 1.5))
        painter.drawRoundedRect(tile, radius, radius)

        name_rect = QRectF(tile.left(), tile.top() + PAD - 1, tile.width(), NAME_HEIGHT * style.text_scale)
        ink = style.ink if self.in_play else QColor("#8E877C")
        draw_text(painter, name_rect, self.label, style.font(NAME_SIZE, bold=True), ink)
        if not self.in_play:
            return
        for index in range(3):
            self._paint_slot(painter, index)

    def _paint_slot(self, painter: QPainter, index: int) -> None:
        style = self._style
        rect = self.slot_rect(index)
        if index < len(self.owners):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(Palette.CARD_FACE))
            painter.drawRoundedRect(rect, 5, 5)
            paint_mark(painter, self.owners[index], rect.adjusted(1, 1, -1, -1), line_scale=style.line_scale)
            return
        price = str(self.prices[index]) if index < len(self.prices) else ""
        usable = index < self.open_slots
        if usable and index == len(self.owners) and self.pending is not None:
            painter.save()
            painter.setOpacity(0.55)
            paint_mark(painter, self.pending, rect.adjusted(1, 1, -1, -1), line_scale=style.line_scale)
            painter.restore()
            return
        if usable:
            painter.setBrush(QColor("#FFFFFF"))
            painter.setPen(style.pen(QColor(Palette.INK_MUTED), 1.3))
            colour = style.ink
        else:
            painter.setBrush(QColor("#EFEAE1"))
            pen = QPen(QColor("#B8AFA2"), 1.2 * style.line_scale, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            colour = style.muted_ink  # a later step's price: dashed and lighter, still readable
        painter.drawRoundedRect(rect, 5, 5)
        draw_text(painter, rect, price, style.font(SLOT_TEXT, bold=usable, max_scale=SLOT_TEXT_MAX), colour)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self.tile_rect(), 8, 8)
        return path

    def centre_in_scene(self) -> QPointF:
        return self.mapToScene(QPointF(0, 0))
