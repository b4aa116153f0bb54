"""A player's place on Aladdin's table: name and shape, the treasure board with their dice and
tokens, and their collection (an item of `items.py`'s kind: plain data through `set_data`, no
rule known), repainted part by part."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, ClassVar

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from desktop_app.content.magic_lamp import ACCESSORIES, GEMS, Kind
from desktop_app.views.kit.marks import paint_mark
from desktop_app.views.kit.painting import edge_ink, line, muted
from desktop_app.views.magic_lamp.art import (
    LAMP_COLOUR,
    METAL_COLOURS,
    METAL_TINTS,
    SCORPION_COLOUR,
    draw_die,
    draw_icon,
    lock_path,
    ring_token_path,
    scorpion_path,
)
from desktop_app.views.magic_lamp.items import TableItem, draw_text, panel
from desktop_app.views.theme import PLAYER_STYLES, Palette


@dataclass
class PlayerData:
    """What a player's area shows: plain data the board works out from the state."""

    name: str
    seat: int
    note: str = ""  # "computer (normal)", the race key
    score: str = ""
    dice: list[tuple[int, int]] = field(default_factory=list)  # (metal, value); value 0 hidden
    gems: list[tuple[int, int]] = field(default_factory=lambda: [(0, 0)] * 4)  # (gems, amulets under)
    accessories: list[list[int]] = field(default_factory=lambda: [[0, 0, 0] for _ in range(3)])
    sets: list[int] = field(default_factory=lambda: [0, 0, 0])
    alone_amulets: int = 0
    ring: bool = False
    ward: int = 0
    active: bool = False
    status: str = ""  # "touched the lamp: 0.43 s"


def _edge_band(width: float, height: float) -> list[QRectF]:
    """A player's place's rounded edge (its active edge's pen) as strips along its sides and
    squares at its corners, in item coordinates: what a change of its turn repaints. Along a
    side the pen reaches half its width (presentation mode's 8) and antialiasing inside; every
    point of a corner's curve (radius 14) lies within the corner's square. (The view repaints
    2 device pixels more all round: the pen's antialiased inner edge.)"""
    out, side, corner = TableItem.PAINT_MARGIN + 1, 5, 14 + 6
    return [
        QRectF(-out, -out, width + 2 * out, side + out),
        QRectF(-out, height - side, width + 2 * out, side + out),
        QRectF(-out, -out, side + out, height + 2 * out),
        QRectF(width - side, -out, side + out, height + 2 * out),
        *(QRectF(x, y, corner, corner) for x in (0.0, width - corner) for y in (0.0, height - corner)),
    ]


def gem_column(i: int) -> QRectF:
    """Where a player's `i`-th gem column lies (item coordinates)."""
    return QRectF(14 + i * 56, 194, 52, 146)


def accessory_row(metal: int) -> QRectF:
    """Where a player's accessories of one chest lie (item coordinates)."""
    return QRectF(244, 194 + metal * 49, 228, 45)


# What each of those draws, a little beyond it: half the thickest pen (presentation mode's) and
# antialiasing (the counts' digits, larger on the projector, stay inside their column or row).
def _gem_reach(i: int) -> QRectF:
    return gem_column(i).adjusted(-3, -3, 3, 3)


def _accessory_reach(metal: int) -> QRectF:
    return accessory_row(metal).adjusted(-4, -4, 4, 4)


# The header band and the player's mark; the name, the score and the status line, each with room
# for a text larger than its box (the projector's), or wrapped onto two lines.
HEADER_REACH = QRectF(0, 0, 480, 52)
NAME_REACH = QRectF(50, -20, 262, 90)
SCORE_REACH = QRectF(294, -20, 182, 90)
LINE_REACH = QRectF(8, 28, 472, 74)
# The treasure board's other tokens, right of the dice: the magic ring, the ward, lone amulets.
TOKENS_REACH = QRectF(256, 82, 232, 76)
DICE_REACH = QRectF(11, 81, 239, 78)  # the three metal spaces and the dice on them


class PlayerAreaItem(TableItem):
    """One player's place: name and shape, the treasure board with their dice, and their
    collection grouped by gem (amulets under their gem) and by metal (complete sets locked).

    A change of what a player's place shows repaints only the part that shows it (`PARTS`, and
    for the gems and accessories the columns and rows that differ); a change of the name or the
    labels repaints it whole. Painting leaves out what lies wholly outside what is repainted
    (`reaches`)."""

    WIDTH, HEIGHT = 480, 350
    # The fields whose change repaints only these rectangles (item coordinates, a little beyond
    # what each draws); "gems", "accessories" and "sets" repaint the columns or rows that
    # differ; a change of any other field repaints the whole place.
    PARTS: ClassVar[dict[str, list[QRectF]]] = {
        "active": _edge_band(WIDTH, HEIGHT),
        "score": [QRectF(298, 2, 174, 48)],
        "status": [QRectF(12, 48, 464, 34)],
        "note": [QRectF(12, 48, 464, 34)],
        "dice": [QRectF(10, 80, 240, 80)],
        "ring": [TOKENS_REACH],
        "ward": [TOKENS_REACH],
        "alone_amulets": [TOKENS_REACH],
    }
    INDEXED_PARTS: ClassVar[dict[str, Any]] = {
        "gems": _gem_reach,
        "accessories": _accessory_reach,
        "sets": _accessory_reach,
    }
    data: PlayerData  # type: ignore[assignment]  # the place shown; hides QGraphicsItem.data(key), unused

    def __init__(self, seat: int) -> None:
        super().__init__(self.WIDTH, self.HEIGHT)
        self.setFlag(self.GraphicsItemFlag.ItemUsesExtendedStyleOption)  # `exposed` is what is repainted
        self.data = PlayerData(name="", seat=seat)
        self.labels = {"gems": "", "accessories": "", "alone": ""}

    def set_data(self, data: PlayerData, labels: dict[str, str]) -> bool:
        if not self._show((data, dict(labels)), self._changed_parts(data, labels)):
            return False
        self.data, self.labels = data, labels
        return True

    def _changed_parts(self, data: PlayerData, labels: dict[str, str]) -> list[QRectF] | None:
        """The rectangles a change from what is shown to `data` repaints; None: all of it."""
        if labels != self.labels:
            return None
        old = self.data
        parts: list[QRectF] = []
        for name in (f.name for f in fields(PlayerData)):
            was, now = getattr(old, name), getattr(data, name)
            if was == now:
                continue
            if name in self.INDEXED_PARTS and len(was) == len(now):
                reach = self.INDEXED_PARTS[name]
                parts += [reach(i) for i, (a, b) in enumerate(zip(was, now, strict=True)) if a != b]
            elif name in self.PARTS:
                parts += self.PARTS[name]
            else:
                return None
        return parts

    def paint_item(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        d = self.data
        colour = PLAYER_STYLES[d.seat % len(PLAYER_STYLES)].colour
        panel(
            painter,
            self.rect,
            QColor("#FFFDF8"),
            colour.darker(130) if d.active else Palette.CARD_EDGE,
            6 if d.active else 2,
        )
        if self.reaches(HEADER_REACH):
            painter.fillRect(QRectF(3, 3, self.WIDTH - 6, 46), QColor(colour.red(), colour.green(), colour.blue(), 70))
            paint_mark(painter, d.seat, QRectF(12, 8, 34, 34))
        if self.reaches(NAME_REACH):
            draw_text(
                painter,
                QRectF(56, 4, 250, 44),
                d.name,
                26,
                True,
                align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            )
        if self.reaches(SCORE_REACH):
            draw_text(
                painter,
                QRectF(300, 4, 170, 44),
                d.score,
                24,
                True,
                align=Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            )
        if self.reaches(LINE_REACH):
            draw_text(
                painter,
                QRectF(14, 50, 460, 30),
                d.status or d.note,
                22,
                bool(d.status),
                Palette.INK if d.status else muted(),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            )
        if self.reaches(DICE_REACH):
            self._paint_board(painter)
        if self.reaches(TOKENS_REACH):
            self._paint_tokens(painter)
        self._paint_gems(painter)
        self._paint_accessories(painter)

    def _paint_board(self, painter: QPainter) -> None:
        """The treasure board: a bronze, silver and gold space, dice on them."""
        d = self.data
        for metal in range(3):
            slot = QRectF(14 + metal * 80, 84, 72, 72)
            painter.setPen(QPen(METAL_COLOURS[metal].darker(130), line(2)))
            painter.setBrush(METAL_TINTS[metal])
            painter.drawRoundedRect(slot, 10, 10)
            for m, value in d.dice:
                if m == metal:
                    draw_die(painter, slot.adjusted(10, 10, -10, -10), value, d.seat, hidden=value == 0)

    def _paint_tokens(self, painter: QPainter) -> None:
        """The treasure board's other tokens: the magic ring, the ward, lone amulets."""
        d = self.data
        x = 264
        if d.ring:
            painter.setPen(QPen(QColor("#6B4E00"), line(2)))
            painter.setBrush(LAMP_COLOUR)
            painter.drawPath(ring_token_path(QRectF(x, 92, 56, 56)))
            x += 66
        if d.ward:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(SCORPION_COLOUR)
            painter.drawPath(scorpion_path(QRectF(x, 94, 48, 48)))
            draw_text(painter, QRectF(x + 48, 90, 60, 56), f"+{d.ward}", 26, True, SCORPION_COLOUR)
            x += 110
        if d.alone_amulets:
            draw_icon(painter, Kind.AMULET, QRectF(x, 94, 48, 48), 2)
            draw_text(painter, QRectF(x + 48, 90, 60, 56), f"×{d.alone_amulets}", 24, True)

    def _paint_gems(self, painter: QPainter) -> None:
        d = self.data
        if self.reaches(GEMS_REACH):  # (a long label may wrap onto the columns)
            draw_text(
                painter,
                QRectF(14, 162, 230, 30),
                self.labels["gems"],
                22,
                False,
                muted(),
                Qt.AlignmentFlag.AlignLeft,
            )
        for i, kind in enumerate(GEMS):
            if not self.reaches(_gem_reach(i)):
                continue
            gems, amulets = d.gems[i]
            col = gem_column(i)
            painter.setPen(QPen(edge_ink(), line(1.5)))
            painter.setBrush(QColor("#F6F1E8"))
            painter.drawRoundedRect(col, 8, 8)
            if not gems and not amulets:
                painter.setOpacity(0.25)
            draw_icon(painter, kind, QRectF(col.left() + 4, 200, 44, 44), 2)
            painter.setOpacity(1.0)
            draw_text(
                painter,
                QRectF(col.left(), 246, 52, 34),
                str(gems),
                28,
                True,
                Palette.INK,
            )
            if amulets:
                draw_icon(painter, Kind.AMULET, QRectF(col.left() + 10, 282, 32, 32), 1.5)
                draw_text(painter, QRectF(col.left(), 312, 52, 26), f"+{amulets}", 22, True, QColor("#5B2C86"))

    def _paint_accessories(self, painter: QPainter) -> None:
        d = self.data
        if self.reaches(ACCESSORIES_REACH):
            draw_text(
                painter,
                QRectF(248, 162, 226, 30),
                self.labels["accessories"],
                22,
                False,
                muted(),
                Qt.AlignmentFlag.AlignLeft,
            )
        for metal in range(3):
            if not self.reaches(_accessory_reach(metal)):
                continue
            y = 194 + metal * 49
            row = accessory_row(metal)
            locked = d.sets[metal] > 0
            painter.setPen(QPen(QColor("#8A5A00") if locked else METAL_COLOURS[metal], line(3 if locked else 1.5)))
            painter.setBrush(METAL_TINTS[metal])
            painter.drawRoundedRect(row, 8, 8)
            for k, kind in enumerate(ACCESSORIES):
                count = d.accessories[metal][k]
                cell = QRectF(row.left() + 4 + k * 62, y + 5, 35, 35)
                if not count:
                    painter.setOpacity(0.25)
                draw_icon(painter, kind, cell, 1.5)
                painter.setOpacity(1.0)
                draw_text(painter, QRectF(cell.right() + 1, y, 22, 45), str(count) if count else "", 22, True)
            if locked:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor("#8A5A00"))
                painter.drawPath(lock_path(QRectF(row.right() - 38, y + 6, 32, 32)))
                if d.sets[metal] > 1:
                    draw_text(painter, QRectF(row.right() - 60, y, 20, 45), f"{d.sets[metal]}", 22, True)


# Where the gems' and the accessories' labels may draw: their whole section (a long label wraps).
GEMS_REACH = QRectF(10, 158, 236, 194)
ACCESSORIES_REACH = QRectF(240, 158, 244, 194)
