"""The round, step and phase, and the turn order track with each player's colour and shape.

The player to act is outlined in their colour and pointed at; players who have already acted
in this phase are faded, so a watcher sees how far the phase has gone.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop_app.views.kit.marks import paint_mark
from desktop_app.views.power_grid.items.style import (
    BoardStyle,
    draw_text,
    exposed_part,
    text_width,
)
from desktop_app.views.theme import PLAYER_STYLES, Palette

TITLE_H = 44.0
CHIP_H = 46.0
NAME_MAX = 140.0
PAINT_MARGIN = 4.0  # how far a stroke (the acting player's ring) and antialiasing reach past a rect
POINTER_H = 16.0  # the pointer under the acting player's chip, with its outline
LEFT_CENTRED = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter


def _chip_area(chip: QRectF) -> QRectF:
    """Everything a chip paints: its ring, and the pointer under it when its player acts."""
    return chip.adjusted(-PAINT_MARGIN, -PAINT_MARGIN, PAINT_MARGIN, POINTER_H)


@dataclass(frozen=True, slots=True)
class TurnEntry:
    """One player on the turn order track."""

    seat: int
    name: str
    current: bool
    done: bool


class StatusItem(QGraphicsItem):
    """A strip: "Round 3 · Step 1 · Auction" above the turn order chips."""

    def __init__(self, width: float, style: BoardStyle) -> None:
        super().__init__()
        self._style = style
        self._width = width
        self.title = ""
        self.order_label = ""
        self.entries: list[TurnEntry] = []
        # paint() is told the part to repaint (`set_status` repaints only the chips that changed)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)
        # the chips as laid out for the status and style shown (the scene asks for the bounding
        # rect, hence the layout, many times a frame); None: lay them out again
        self._laid_out: list[tuple[QRectF, str, int, TurnEntry]] | None = None
        self.setZValue(2)

    def set_style(self, style: BoardStyle) -> None:
        self.prepareGeometryChange()
        self._style = style
        self._laid_out = None

    def set_status(self, title: str, order_label: str, entries: list[TurnEntry]) -> None:
        """Show a new status; the strip may grow a row (call `height()` again to lay out).
        When only who acts or who is done changed, only those chips are repainted."""
        if self._same_chips(title, order_label, entries):
            assert self._laid_out is not None
            for chip, new in zip(self._laid_out, entries):
                if chip[3] != new:
                    self.update(_chip_area(chip[0]))
            self._laid_out = [
                (rect, name, position, new) for (rect, name, position, _), new in zip(self._laid_out, entries)
            ]
            self.entries = list(entries)
            return
        if (title, order_label, entries) != (self.title, self.order_label, self.entries):
            self.prepareGeometryChange()
            self.title, self.order_label, self.entries = title, order_label, list(entries)
            self._laid_out = None
            how = QCoreApplication.translate(
                "PowerGridBoard",
                "Turn order: the player to act has the arrow and a bold ring; a faded player is done with this phase.",
            )
            self.setToolTip(f"{title}\n{how}")
            self.update()

    def _same_chips(self, title: str, order_label: str, entries: list[TurnEntry]) -> bool:
        """The same words and the same players in the same order as laid out (a chip's look may
        differ): the layout stands."""
        return (
            self._laid_out is not None
            and (title, order_label) == (self.title, self.order_label)
            and [(e.seat, e.name) for e in entries] == [(e.seat, e.name) for e in self.entries]
        )

    def _chips(self) -> list[tuple[QRectF, str, int, TurnEntry]]:
        """(rectangle, shown name, position, entry) per chip, flowing into as many rows as needed."""
        if self._laid_out is None:
            self._laid_out = self._lay_out()
        return self._laid_out

    def _lay_out(self) -> list[tuple[QRectF, str, int, TurnEntry]]:
        style = self._style
        s = style.text_scale
        chip_h = CHIP_H * s - 8
        top = TITLE_H * s + 4
        left = 4 + text_width(style.font(18), self.order_label) + 12
        metrics = QFontMetricsF(style.font(18, bold=True))
        x, row = left, 0
        out = []
        for position, entry in enumerate(self.entries, start=1):
            name = metrics.elidedText(entry.name, Qt.TextElideMode.ElideRight, NAME_MAX * s)
            width = 26 * s + chip_h * 0.7 + 8 + metrics.horizontalAdvance(name) + 16
            if x + width > self._width and x > left:
                x, row = left, row + 1
            out.append((QRectF(x, top + row * CHIP_H * s, width, chip_h), name, position, entry))
            x += width + 10
        return out

    def height(self) -> float:
        rows = 1 + max(
            (
                int((rect.top() - TITLE_H * self._style.text_scale) // (CHIP_H * self._style.text_scale))
                for rect, *_ in self._chips()
            ),
            default=0,
        )
        return (TITLE_H + rows * CHIP_H) * self._style.text_scale + 12

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, self._width + 12, self.height() + 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        style = self._style
        s = style.text_scale
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # only what reaches the part being repainted (one chip when only its look changed)
        exposed = exposed_part(self, option, 0.0)
        title = QRectF(4, 0, self._width, TITLE_H * s)
        if exposed.intersects(title.adjusted(-PAINT_MARGIN, -PAINT_MARGIN, PAINT_MARGIN, PAINT_MARGIN)):
            draw_text(painter, title, self.title, style.font(26, bold=True), style.ink, LEFT_CENTRED)
        chips = self._chips()
        first = chips[0][0] if chips else None
        label = QRectF(4, first.top(), first.left() - 8, first.height()) if first is not None else QRectF()
        if first is not None and exposed.intersects(
            label.adjusted(-PAINT_MARGIN, -PAINT_MARGIN, PAINT_MARGIN, PAINT_MARGIN)
        ):
            draw_text(
                painter,
                label,
                self.order_label,
                style.font(18),
                style.muted_ink,
                LEFT_CENTRED,
            )
        for rect, name, position, entry in chips:
            if exposed.intersects(_chip_area(rect)):
                self._paint_chip(painter, rect, position, name, entry)

    def _paint_chip(self, painter: QPainter, chip: QRectF, position: int, name: str, entry: TurnEntry) -> None:
        style = self._style
        s = style.text_scale
        colour = PLAYER_STYLES[entry.seat % len(PLAYER_STYLES)].colour
        painter.save()
        if entry.done:
            painter.setOpacity(0.5)
        painter.setBrush(QColor(Palette.CARD_FACE))
        edge = colour if entry.current else QColor(Palette.CARD_EDGE)
        painter.setPen(style.pen(edge, 4 if entry.current else 1.4))
        painter.drawRoundedRect(chip, chip.height() / 2, chip.height() / 2)
        draw_text(
            painter,
            QRectF(chip.left() + 6, chip.top(), 22 * s, chip.height()),
            str(position),
            style.font(18, bold=True),
            style.ink,  # a number a player reads: in ink, not muted
        )
        side = chip.height() * 0.7
        marker = QRectF(chip.left() + 26 * s, chip.center().y() - side / 2, side, side)
        paint_mark(painter, entry.seat, marker, line_scale=style.line_scale)
        draw_text(
            painter,
            QRectF(marker.right() + 8, chip.top(), chip.right() - marker.right() - 8, chip.height()),
            name,
            style.font(18, bold=True),
            style.ink,
            LEFT_CENTRED,
        )
        painter.restore()
        if entry.current:  # a pointer under the chip, so "whose turn" does not rely on colour
            tip = QPointF(chip.center().x(), chip.bottom() + 2)
            painter.setBrush(colour)
            painter.setPen(style.pen(QColor(Palette.INK), 1.2))
            painter.drawPolygon(QPolygonF([tip, tip + QPointF(-9, 11), tip + QPointF(9, 11)]))
