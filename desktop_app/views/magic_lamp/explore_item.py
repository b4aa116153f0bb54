"""The middle of Aladdin's table: the cards of a chest turning over one by one with the
scorpion total against the die, or the wish the genie offers, read out as text (an item of
`items.py`'s kind: plain data through `set_data`, no rule known)."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from desktop_app.content.magic_lamp import Kind
from desktop_app.views.kit.painting import line
from desktop_app.views.magic_lamp.art import LAMP_COLOUR, SCORPION_COLOUR, draw_card, lamp_path, scorpion_path
from desktop_app.views.magic_lamp.items import ANIMATION_MS, TableItem, draw_text, panel
from desktop_app.views.theme import Palette

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
