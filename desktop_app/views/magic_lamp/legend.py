"""Aladdin's legend (issue 13): every symbol on the table and its cards, drawn by the table's own
painters, with what it means in the window's language. The kit's "?" on the board and its key
open it (`GameWindow._legend_entries`)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPainterPath

from desktop_app.content.magic_lamp import ACCESSORIES, GEMS, METALS, Kind, MagicLampContent
from desktop_app.views.kit.narration import fill
from desktop_app.views.kit.painting import legend_picture
from desktop_app.views.magic_lamp.art import (
    LAMP_COLOUR,
    SCORPION_COLOUR,
    draw_card,
    draw_die,
    draw_icon,
    draw_scorpions,
    lamp_path,
    lock_path,
    ring_token_path,
    scorpion_path,
)

Entry = tuple[QIcon, str]


def _card(kind: Kind | None, metal: int, scorpions: int) -> Callable[[QPainter, QRectF], None]:
    def draw(painter: QPainter, rect: QRectF) -> None:
        width = rect.height() * 0.7
        draw_card(
            painter, QRectF(rect.center().x() - width / 2, rect.top(), width, rect.height()), kind, metal, scorpions
        )

    return draw


def _icon(kind: Kind) -> Callable[[QPainter, QRectF], None]:
    return lambda painter, rect: draw_icon(painter, kind, rect.adjusted(6, 6, -6, -6), 2)


def _fill(
    path_of: Callable[[QRectF], QPainterPath], colour: QColor, brush_only: bool = True
) -> Callable[[QPainter, QRectF], None]:
    def draw(painter: QPainter, rect: QRectF) -> None:
        painter.setPen(Qt.PenStyle.NoPen if brush_only else QColor("#2B2520"))
        painter.setBrush(colour)
        painter.drawPath(path_of(rect.adjusted(4, 4, -4, -4)))

    return draw


class MagicLampLegend(QObject):
    """The legend's rows in the window's language (`entries(content, language)`)."""

    def entries(self, content: MagicLampContent, language: str) -> list[Entry]:
        metal = [content.metal_names[m].get(language) for m in METALS]
        kind = {k: name.get(language) for k, name in content.kind_names.items()}
        rows: list[Entry] = [
            (
                legend_picture(_card(None, 1, 0)),
                fill(
                    self.tr(
                        "A chest (%1, %2, %3): its cards face down. Each holds gems, accessories and "
                        "amulets, and one wizard 6th from the bottom."
                    ),
                    *metal,
                ),
            ),
            (
                legend_picture(_card(Kind.RUBY, 2, 2)),
                self.tr(
                    "A chest card: the band's colour is its chest, the picture its kind, and the "
                    "scorpions along the bottom (0, 1 or 2) count towards losing a draw."
                ),
            ),
            (
                legend_picture(lambda p, r: draw_scorpions(p, 2, r.adjusted(0, 16, 0, -16))),
                self.tr(
                    "Scorpions: when the scorpions on the cards drawn reach your die's number, all "
                    "the cards drawn are lost. One card can carry two."
                ),
            ),
        ]
        for gem in GEMS:
            rows.append(
                (
                    legend_picture(_icon(gem)),
                    fill(self.tr("%1: a gem, 1 point; the most of a colour scores 5 more."), kind[gem]),
                )
            )
        rows.append(
            (
                legend_picture(_icon(Kind.AMULET)),
                fill(
                    self.tr(
                        "%1: 1 point. Placed under a gem colour you hold it counts as that colour "
                        "(shown as +1 under the colour); it never moves and cannot be taken."
                    ),
                    kind[Kind.AMULET],
                ),
            )
        )
        for accessory in ACCESSORIES:
            rows.append(
                (legend_picture(_icon(accessory)), fill(self.tr("%1: an accessory, 1 point."), kind[accessory]))
            )
        rows += [
            (
                legend_picture(_fill(lock_path, QColor("#8A5A00"))),
                self.tr(
                    "A complete set: ring, bracelet and necklace of one chest: bronze 6, silver 8, "
                    "gold 10 more points, and it cannot be taken."
                ),
            ),
            (
                legend_picture(_icon(Kind.WIZARD)),
                fill(self.tr("%1: whoever draws one ends the game at once."), kind[Kind.WIZARD]),
            ),
            (
                legend_picture(lambda p, r: draw_die(p, r.adjusted(8, 8, -8, -8), 3, 0)),
                self.tr(
                    "A die on a chest: how many cards its owner wants to draw. The lowest die in a "
                    "chest explores it; equal dice cancel each other out."
                ),
            ),
            (
                legend_picture(_fill(lamp_path, LAMP_COLOUR)),
                self.tr(
                    "The magic lamp: when your die shows the same number as another player's, touch "
                    "it first for up to 3 wishes."
                ),
            ),
            (
                legend_picture(_fill(scorpion_path, SCORPION_COLOUR)),
                self.tr("+1 beside a player's dice: a wish lets one more scorpion by this round."),
            ),
            (
                legend_picture(_fill(ring_token_path, QColor("#C9A227"))),
                self.tr("The magic ring (variant): 5 points, and a card from the discard pile when won."),
            ),
        ]
        return rows


def legend_entries(content: MagicLampContent, language: str) -> list[Entry]:
    """Every symbol of the table and its cards, with its meaning (see `MagicLampLegend`)."""
    return MagicLampLegend().entries(content, language)
