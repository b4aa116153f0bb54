"""The things on Aladdin's table, each a small QGraphicsObject that draws one thing from data.

`set_*` methods take plain data (counts, kinds, seats); `set_data` repaints only when that data
differs from what the item shows. The board never clears the scene, it updates these items in
place. Every item is a kit BoardItem (views/kit/items.py): the chests and the lamp are clicked
through it. No game logic here.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, ClassVar

from PySide6.QtCore import Property, QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from desktop_app.content.magic_lamp import ACCESSORIES, GEMS, Kind
from desktop_app.views.kit.marks import paint_mark
from desktop_app.views.kit.painting import LookItem, current_look, edge_ink, font, line, muted
from desktop_app.views.magic_lamp.art import (
    LAMP_COLOUR,
    METAL_COLOURS,
    METAL_TINTS,
    SCORPION_COLOUR,
    draw_card,
    draw_die,
    draw_icon,
    lamp_path,
    lock_path,
    ring_token_path,
    scorpion_path,
)
from desktop_app.views.theme import PLAYER_STYLES, Palette

ANIMATION_MS = 260  # a card turning over, the lamp glowing


def draw_text(
    painter: QPainter,
    rect: QRectF,
    text: str,
    px: float,
    bold: bool = False,
    colour: QColor = Palette.INK,
    align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
) -> None:
    painter.setFont(font(px, bold))
    painter.setPen(colour)
    painter.drawText(rect, int(align | Qt.TextFlag.TextWordWrap), text)


def panel(painter: QPainter, rect: QRectF, fill: QColor, edge: QColor = Palette.CARD_EDGE, width: float = 2.0) -> None:
    painter.setPen(QPen(edge_ink(edge), line(width)))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, 14, 14)


def card_slot() -> QRectF:
    """Where a chest's or pile's card lies under its name: a little lower and smaller in
    presentation mode, so the larger name keeps clear of the stacked cards."""
    return QRectF(53, 62, 94, 128) if current_look().presentation else QRectF(45, 48, 110, 150)


class TableItem(LookItem):
    """A fixed-size item; subclasses paint inside `self.rect` (`paint_item`, in the item's look),
    a thick edge up to 4 outside.

    `set_data` given what the item already shows leaves it alone and returns False; otherwise
    it repaints and returns True.

    While it paints, the kit's `reaches(rect)` says whether the paint can change any pixel of
    `rect`; for the paint's region to hold only the parts an item changed, each part is
    repainted on its own (the kit's `PARTS_APART`)."""

    PARTS_APART = True
    PAINT_MARGIN = 4.0


class ChestItem(TableItem):
    """A chest deck: its back, how many cards are left, and where the wizard waits. A click
    emits `clicked(metal)`."""

    def __init__(self, metal: int, name: str) -> None:
        super().__init__(200, 250)
        self.metal, self.name = metal, name
        self.click_key = metal
        self.left, self.exploring, self.caption = 0, False, ""

    def set_data(self, name: str, left: int, caption: str, exploring: bool, clickable: bool) -> bool:
        self.clickable = clickable
        if not self._show((name, left, caption, exploring, clickable)):
            return False
        self.name, self.left, self.caption = name, left, caption
        self.exploring = exploring
        return True

    def paint_item(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        edge = QColor("#8A5A00") if self.exploring or self.clickable else Palette.CARD_EDGE
        panel(painter, self.rect, METAL_TINTS[self.metal], edge, 5 if self.exploring else 2)
        draw_text(painter, QRectF(0, 6, 200, 36), self.name, 24, True)
        card = card_slot()
        if self.left:
            for i in range(min(3, (self.left + 8) // 9), 0, -1):
                draw_card(painter, card.translated(i * 4, -i * 4), None, self.metal, 0)
            draw_card(painter, card, None, self.metal, 0)
        else:
            painter.setPen(QPen(edge_ink(), line(2), Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(card, 10, 10)
        draw_text(painter, QRectF(0, 204, 200, 40), self.caption, 24, True)


class LampItem(TableItem):
    """The lamp deck in the middle of the table; during the race it glows and players' marks
    gather round it in the order they touched it. Clickable during the race; the touch is the
    press (a race against the clock: the release would add a reaction's worth of time)."""

    CLICK_ON_PRESS = True

    def __init__(self) -> None:
        super().__init__(260, 250)
        self.left, self.title, self.caption = 0, "", ""
        self.racing, self.countdown = False, ""
        self.touches: list[int] = []
        self._glow = 0.0
        self._pulse = QPropertyAnimation(self, b"glow")
        self._pulse.setDuration(ANIMATION_MS * 2)
        self._pulse.setStartValue(0.0)
        self._pulse.setKeyValueAt(0.5, 1.0)
        self._pulse.setEndValue(0.0)
        self._pulse.setLoopCount(-1)

    def _get_glow(self) -> float:
        return self._glow

    def _set_glow(self, value: float) -> None:
        self._glow = value
        self.update()

    glow = Property(float, _get_glow, _set_glow)

    def set_data(self, title: str, left: int, caption: str) -> bool:
        if not self._show((title, left, caption)):
            return False
        self.title, self.left, self.caption = title, left, caption
        return True

    def set_race(self, racing: bool, countdown: str, touches: list[int], animate: bool) -> None:
        """The race on the lamp: a countdown text, and the seats that touched it so far."""
        self.racing, self.countdown, self.touches = racing, countdown, list(touches)
        self.clickable = racing
        if racing and animate and self._pulse.state() != QPropertyAnimation.State.Running:
            self._pulse.start()
        elif not racing or not animate:
            self._pulse.stop()
            self._glow = 0.0
        self.update()

    def paint_item(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor("#FFF3C4") if self.racing else QColor("#F3E6FA")
        panel(
            painter,
            self.rect,
            fill,
            QColor("#8A5A00") if self.racing else Palette.CARD_EDGE,
            4 + 4 * self._glow if self.racing else 2,
        )
        draw_text(painter, QRectF(0, 6, 260, 36), self.title, 24, True)
        lamp = QRectF(30, 50, 200, 140)
        painter.setPen(QPen(QColor("#6B4E00"), line(3)))
        painter.setBrush(LAMP_COLOUR.lighter(100 + int(30 * self._glow)))
        painter.drawPath(lamp_path(lamp))
        for i, seat in enumerate(self.touches):  # who touched, fastest first, round the lamp
            paint_mark(painter, seat, QRectF(14 + i * 46, 158, 40, 40))
        if self.countdown:
            painter.setPen(QPen(QColor("#8C2D04"), line(4)))
            painter.setBrush(QColor(255, 255, 255, 225))
            painter.drawEllipse(QPointF(130, 115), 52, 52)
            draw_text(painter, QRectF(0, 60, 260, 110), self.countdown, 72, True, QColor("#8C2D04"))
        draw_text(painter, QRectF(0, 204, 260, 40), self.caption, 22, True)


class PileItem(TableItem):
    """The discard pile (top card face up) or the wizards set aside."""

    def __init__(self) -> None:
        super().__init__(200, 250)
        self.title, self.caption = "", ""
        self.top: tuple[Kind, int, int] | None = None  # kind, metal, scorpions

    def set_data(self, title: str, top: tuple[Kind, int, int] | None, caption: str) -> bool:
        if not self._show((title, top, caption)):
            return False
        self.title, self.top, self.caption = title, top, caption
        return True

    def paint_item(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        panel(painter, self.rect, QColor("#F1ECE4"))
        draw_text(painter, QRectF(0, 6, 200, 36), self.title, 24, True)
        card = card_slot()
        if self.top is None:
            painter.setPen(QPen(edge_ink(), line(2), Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(card, 10, 10)
        else:
            draw_card(painter, card, self.top[0], self.top[1], self.top[2])
        draw_text(painter, QRectF(0, 204, 200, 40), self.caption, 24, True)


SHOWN_CARDS = 8  # the cards drawn that the middle of the table shows (a die shows at most 6)


class ExploreItem(TableItem):
    """The middle of the table: cards turning over one by one with the scorpion total against
    the die, or the wish the genie offers, read out as text."""

    def __init__(self) -> None:
        super().__init__(1480, 250)
        self.title, self.status, self.danger, self.hint = "", "", False, ""
        self.cards: list[tuple[Kind, int, int]] = []
        self.wish_title, self.wish_text = "", ""
        self.status_follows_cards = False  # the projector: the scorpion count beside the last card

    def status_box(self, cards: int | None = None) -> QRectF:
        """Where the scorpion count against the die is drawn (item coordinates): at the right
        end, or (`status_follows_cards`, for a zoomed projector) just after the cards turned
        (`cards` of them: by default those shown)."""
        left = 1140.0
        if self.status_follows_cards:
            count = len(self.cards) if cards is None else cards
            left = min(left, 20 + max(2, min(count, SHOWN_CARDS)) * 140 + 10)
        return QRectF(left, 56, 320, 180)

    def set_data(
        self,
        title: str,
        cards: list[tuple[Kind, int, int]],
        status: str,
        danger: bool,
        wish_title: str = "",
        wish_text: str = "",
        animate: bool = False,
        hint: str = "",
    ) -> bool:
        parts = self._changed_parts(title, cards, status, danger, wish_title, wish_text, hint)
        if not self._show((title, list(cards), status, danger, wish_title, wish_text, hint), parts):
            return False
        turned = len(cards) == len(self.cards) + 1 and cards[:-1] == self.cards
        self.title, self.status, self.danger, self.hint = title, status, danger, hint
        self.cards, self.wish_title, self.wish_text = list(cards), wish_title, wish_text
        if turned and animate:
            self.play_motion(ANIMATION_MS, QEasingCurve.Type.OutCubic)  # the new card turns over
        else:
            self.rest()
        return True

    def _changed_parts(
        self,
        title: str,
        cards: list[tuple[Kind, int, int]],
        status: str,
        danger: bool,
        wish_title: str,
        wish_text: str,
        hint: str,
    ) -> list[QRectF] | None:
        """What a change to these data repaints: a card drawn, the scorpion count (its box where
        it was and where it goes); None: all of it (another title, hint or wish, or a card
        still turning over)."""
        if (title, wish_title, wish_text, hint) != (self.title, self.wish_title, self.wish_text, self.hint):
            return None
        if self._progress < 1.0:
            return None
        shown = self.cards[:SHOWN_CARDS]
        now = cards[:SHOWN_CARDS]
        parts = [
            self.card_reach(i)
            for i in range(max(len(shown), len(now)))
            if i >= len(shown) or i >= len(now) or shown[i] != now[i]
        ]
        box, box_now = self.status_box(), self.status_box(len(cards))
        if (self.status, self.danger, box) != (status, danger, box_now):
            parts += [self.status_reach(box), self.status_reach(box_now)]
        return parts

    @staticmethod
    def card_rect(i: int) -> QRectF:
        """Where the `i`-th card drawn lies in the row."""
        return QRectF(20 + i * 140, 52, 130, 186)

    @classmethod
    def card_reach(cls, i: int) -> QRectF:
        """What the `i`-th card draws: the card, half its pen and antialiasing."""
        return cls.card_rect(i).adjusted(-3, -3, 3, 3)

    @staticmethod
    def status_reach(box: QRectF) -> QRectF:
        """What the scorpion count's box draws: its edge's pen (presentation mode's), and room
        below for a second line of words wrapped once more."""
        return box.adjusted(-4, -4, 4, 10)

    def paint_item(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        panel(painter, self.rect, QColor("#FBF6EC"))
        if self.reaches(QRectF(16, 2, 1448, 52)):
            draw_text(painter, QRectF(20, 8, 1440, 40), self.title, 26, True, align=Qt.AlignmentFlag.AlignLeft)
        below = QRectF(14, 50, 1452, 204)  # where the hint or the wish draws (their words may wrap)
        if self.hint and self.reaches(below):
            draw_text(
                painter,
                QRectF(20, 60, 1440, 170),
                self.hint,
                28,
                False,
                Palette.INK,
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
            )
        if self.wish_title and self.reaches(below):
            card = QRectF(20, 56, 1100, 180)
            panel(painter, card, QColor("#F3E6FA"), QColor("#673D8C"), 3)
            painter.setPen(QPen(QColor("#6B4E00"), line(2)))
            painter.setBrush(LAMP_COLOUR)
            painter.drawPath(lamp_path(QRectF(36, 80, 150, 110)))
            draw_text(
                painter,
                QRectF(210, 66, 890, 50),
                self.wish_title,
                32,
                True,
                QColor("#4A2470"),
                Qt.AlignmentFlag.AlignLeft,
            )
            draw_text(
                painter,
                QRectF(210, 120, 890, 110),
                self.wish_text,
                28,
                False,
                align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
            )
        for i, (kind, metal, scorpions) in enumerate(self.cards[:SHOWN_CARDS]):
            if not self.reaches(self.card_reach(i)):
                continue
            rect = self.card_rect(i)
            if i == len(self.cards) - 1 and self._progress < 1.0:
                centre = rect.center()
                painter.save()
                painter.translate(centre)
                painter.scale(max(0.05, abs(2 * self._progress - 1)), 1.0)
                painter.translate(-centre)
                if self._progress < 0.5:
                    draw_card(painter, rect, None, metal, 0)
                else:
                    draw_card(painter, rect, kind, metal, scorpions)
                painter.restore()
            else:
                draw_card(painter, rect, kind, metal, scorpions)
        box = self.status_box()
        if self.status and self.reaches(self.status_reach(box)):
            dx = box.left() - 1140
            panel(
                painter,
                box,
                QColor("#FDE2D2") if self.danger else QColor("#FFFFFF"),
                SCORPION_COLOUR if self.danger else Palette.CARD_EDGE,
                3,
            )
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(SCORPION_COLOUR)
            painter.drawPath(scorpion_path(QRectF(1160 + dx, 70, 64, 64)))
            draw_text(painter, QRectF(1230 + dx, 60, 220, 80), self.status.split("\n")[0], 40, True, SCORPION_COLOUR)
            if "\n" in self.status:
                draw_text(painter, QRectF(1150 + dx, 140, 300, 90), self.status.split("\n", 1)[1], 22)


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


class RingSupplyItem(TableItem):
    """The magic ring token while no one holds it (variant only)."""

    def __init__(self) -> None:
        super().__init__(110, 110)

    def paint_item(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#6B4E00"), line(3)))
        painter.setBrush(LAMP_COLOUR)
        painter.drawPath(ring_token_path(QRectF(15, 15, 80, 80)))


def centre_of(item: TableItem) -> QPointF:
    return item.mapToScene(item.rect.center())
