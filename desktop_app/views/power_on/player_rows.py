"""The players' rows and the turn box of the Power On! table: what each shows and says, drawn
from the state (the board, `board_view.py`, places them and keeps the words it draws).

Each gives the board a (key, draw function) pair, the key naming all the drawing shows, and a
row's or the box's tooltip. The words are the board's, under its context `PowerOnBoardView`
(each `translate` names it, so lupdate finds them there), and `view.said` keeps them among the
words on the table (`PowerOnBoardView.texts`).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from desktop_app.content.power_on import PowerOnContent
from desktop_app.controllers.game_controller import Seat
from desktop_app.rules.power_on.state import PLANT_TYPES, Phase, State
from desktop_app.views.kit.items import PartKeys
from desktop_app.views.kit.marks import paint_mark, player_style
from desktop_app.views.kit.narration import fill
from desktop_app.views.power_on.art import carbon_token_cached, draw_bolt, draw_star, plant_icon_cached
from desktop_app.views.power_on.items import MIN_TEXT_PX, Drawer
from desktop_app.views.theme import Palette

translate = QCoreApplication.translate


class RowsBoard(Protocol):
    """What the rows use of the board that places them (`board_view.PowerOnBoardView`): named
    here, so this module needs nothing of board_view.py, which calls in here."""

    content: PowerOnContent
    language: str

    def said(self, text: str) -> str: ...
    def edge(self, colour: QColor = ...) -> QColor: ...
    def line(self, width: float) -> float: ...
    def muted(self) -> QColor: ...
    def font_px(self, px: float, bold: bool = False) -> QFont: ...


def turn_box(view: RowsBoard, state: State, seats: Sequence[Seat], rect: QRectF) -> tuple[Drawer, str]:
    """The turn box in `rect`: whose turn, action points left (filled discs), and power
    generated this turn; its (key, draw function) and its tooltip. The key is in parts (whose
    turn, the round, the discs, the power): an action point spent repaints the discs alone."""
    current = state.current if state.phase is not Phase.GAME_OVER else -1
    name = seats[current].name if current >= 0 else view.said(translate("PowerOnBoardView", "Game over"))
    total = max(state.actions_left, 0)
    big, small = view.font_px(22, True), view.font_px(18)
    round_text = fill(view.said(translate("PowerOnBoardView", "Round %1")), str(state.round))
    ap_text = view.said(translate("PowerOnBoardView", "Action points left"))
    power_text = view.said(translate("PowerOnBoardView", "Power this turn"))
    used = view.content.actions_per_turn - total
    power = state.power

    def draw(p: QPainter, r: QRectF) -> None:
        p.setPen(QPen(view.edge(), view.line(2)))
        p.setBrush(Palette.CARD_FACE)
        p.drawRoundedRect(r, 10, 10)
        p.setFont(big)
        x = r.x() + 10
        if current >= 0:
            paint_mark(p, current, QRectF(x, r.y() + 10, 24, 24))
            x += 30
        p.setPen(Palette.INK)
        # the right 56 px stay clear: the legend's "?" sits over the board's top-right corner
        room = r.right() - x - 56
        shown = QFontMetricsF(big).elidedText(name, Qt.TextElideMode.ElideRight, room)
        p.drawText(QRectF(x, r.y() + 4, room, 34), Qt.AlignmentFlag.AlignVCenter, shown)
        p.setFont(small)
        p.drawText(QRectF(r.x() + 10, r.y() + 38, r.width() - 16, 26), Qt.AlignmentFlag.AlignVCenter, round_text)
        p.drawText(QRectF(r.x() + 10, r.y() + 66, r.width() - 16, 26), Qt.AlignmentFlag.AlignVCenter, ap_text)
        for k in range(max(total + used, 3)):
            filled = k < total
            p.setBrush(QColor("#1F6FB2") if filled else Palette.DISABLED_FILL)
            p.setPen(QPen(Palette.INK, view.line(1.5)))
            p.drawEllipse(QPointF(r.x() + 22 + k * 28, r.y() + 106), 11, 11)
        p.setPen(Palette.INK)
        p.drawText(QRectF(r.x() + 10, r.y() + 122, r.width() - 16, 26), Qt.AlignmentFlag.AlignVCenter, power_text)
        draw_bolt(p, QRectF(r.x() + 12, r.y() + 150, 20, 28))
        p.setFont(big)
        p.setPen(Palette.INK)
        p.drawText(QRectF(r.x() + 38, r.y() + 148, 80, 32), Qt.AlignmentFlag.AlignVCenter, str(power))

    r = rect
    key = PartKeys(
        ("turn", ap_text, power_text),
        (
            (QRectF(r.x() + 4, r.y() + 4, r.width() - 8, 36), (current, name)),
            (QRectF(r.x() + 4, r.y() + 34, r.width() - 8, 34), round_text),
            (QRectF(r.x() + 4, r.y() + 88, r.width() - 8, 36), (total, used)),
            (QRectF(r.x() + 34, r.y() + 142, r.width() - 38, r.height() - 144), power),
        ),
    )
    tip = "\n".join(
        (
            fill(view.said(translate("PowerOnBoardView", "%1's turn, round %2.")), name, str(state.round)),
            fill(
                view.said(
                    translate(
                        "PowerOnBoardView",
                        "Action points left: %1 (blue discs). Taking, building, playing and generating cost 1 each.",
                    )
                ),
                str(total),
            ),
            fill(
                view.said(
                    translate(
                        "PowerOnBoardView",
                        "Power this turn: %1 (⚡). A city needing at most this can be lit after the actions.",
                    )
                ),
                str(power),
            ),
        )
    )
    return (key, draw), tip


def player_tip(view: RowsBoard, state: State, seats: Sequence[Seat], seat: int) -> str:
    """A player's row explained: every symbol on it, with the numbers."""
    lines = [
        seats[seat].name,
        fill(
            view.said(translate("PowerOnBoardView", "★ %1: stars from the cities lit (the points)")),
            str(state.stars(seat)),
        ),
        fill(
            view.said(translate("PowerOnBoardView", "Carbon tokens this player stacked on the tower: %1")),
            str(state.carbon_stacked[seat]),
        ),
        fill(view.said(translate("PowerOnBoardView", "Cards in hand: %1")), str(len(state.hands[seat]))),
    ]
    for t in range(6):
        count = state.plant_count(seat, t)
        if count:
            info = view.content.plant_types[PLANT_TYPES[t]]
            lines.append(
                fill(
                    view.said(translate("PowerOnBoardView", "%1 × %2 plant")), str(count), info.name.get(view.language)
                )
            )
    lines.append(view.said(translate("PowerOnBoardView", "A raised plant with a yellow ring has run this turn.")))
    return "\n".join(lines)


def player_drawer(view: RowsBoard, state: State, seats: Sequence[Seat], seat: int, rect: QRectF) -> Drawer:
    """A player's row in `rect`: its (key, draw function). The key is in parts: the stars, the
    carbon stacked, the hand's size and the plants each repaint alone when they alone change
    (the row's edge, name and notes repaint it whole)."""
    style = player_style(seat)
    name = seats[seat].name + (
        "" if seats[seat].is_human else " · " + view.said(translate("PowerOnBoardView", "computer"))
    )
    is_turn = seat == state.current and state.phase is not Phase.GAME_OVER
    counts = [state.plant_count(seat, t) for t in range(6)]
    used = state.used if is_turn else [0] * 6
    stars, carbon = state.stars(seat), state.carbon_stacked[seat]
    hand = len(state.hands[seat])
    skip = state.skip_turns[seat]
    bold, normal, small = view.font_px(22, True), view.font_px(20), view.font_px(MIN_TEXT_PX)
    hand_text = (
        view.said(translate("PowerOnBoardView", "1 card in hand"))
        if hand == 1
        else fill(view.said(translate("PowerOnBoardView", "%1 cards in hand")), str(hand))
    )
    skip_text = (
        view.said(translate("PowerOnBoardView", "misses next turn"))
        if skip == 1
        else fill(view.said(translate("PowerOnBoardView", "misses the next %1 turns")), str(skip))
    )
    plants_text = view.said(translate("PowerOnBoardView", "no plants yet"))
    winner = seat in state.winners
    tiles = _plant_tiles(rect.x(), rect.y(), rect.width(), rect.height(), tuple(counts), tuple(used))

    def draw(p: QPainter, r: QRectF) -> None:
        p.setPen(QPen(style.colour.darker(130) if is_turn else view.edge(), view.line(4 if is_turn else 1.5)))
        p.setBrush(QColor("#FFF8E6") if is_turn else Palette.CARD_FACE)
        p.drawRoundedRect(r, 10, 10)
        h = r.height()
        paint_mark(p, seat, QRectF(r.x() + 10, r.y() + 10, 28, 28))
        p.setFont(bold)
        p.setPen(Palette.INK)
        p.drawText(QRectF(r.x() + 46, r.y() + 6, 280, 34), Qt.AlignmentFlag.AlignVCenter, name)
        p.setFont(normal)
        line2 = QRectF(r.x() + 12, r.y() + h / 2 + 2, 320, h / 2 - 6)
        draw_star(p, QPointF(line2.x() + 12, line2.center().y()), 12)
        p.setPen(Palette.INK)
        p.drawText(line2.adjusted(30, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter, str(stars))
        carbon_token_cached(p, QRectF(line2.x() + 62, line2.center().y() - 8, 36, 14))
        p.setPen(Palette.INK)
        p.drawText(line2.adjusted(104, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter, str(carbon))
        p.setFont(small)
        p.drawText(line2.adjusted(150, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter, hand_text)
        x = r.x() + 340
        if not any(counts):
            p.setPen(view.muted())
            p.drawText(QRectF(x, r.y(), 300, h), Qt.AlignmentFlag.AlignVCenter, plants_text)
        for place, raised, kind in tiles:
            if raised:
                p.setPen(QPen(QColor("#F2C300"), 5))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawEllipse(place.adjusted(-3, -3, 3, 3))
            plant_icon_cached(p, kind, place)
        if skip:
            p.setFont(small)
            p.setPen(QColor("#B3261E"))
            p.drawText(
                QRectF(r.right() - 146, r.y() + 4, 100, h - 8),
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                skip_text,
            )
        if winner:
            draw_star(p, QPointF(r.right() - 26, r.center().y()), 18)

    r, h = rect, rect.height()
    band = QRectF(r.x(), r.y() + h / 2 - 6, r.width(), h / 2 + 4)  # the second line, with room round its text
    line2_x = r.x() + 12
    whole: list[object] = ["player", name, is_turn, skip, skip_text, winner]
    parts: list[tuple[QRectF, object]] = []
    texts = (  # (where the text starts, the room before what follows it, font, text)
        (line2_x + 30, line2_x + 60, normal, str(stars)),
        (line2_x + 104, line2_x + 148, normal, str(carbon)),
        (line2_x + 150, r.x() + 334, small, hand_text),
    )
    for left, right, font, text in texts:
        if left + _advance(font, text) + 2 <= right:
            parts.append((QRectF(left - 4, band.y(), right - left + 6, band.height()), text))
        else:  # a text running on past its room: the row is repainted whole when it changes
            whole.append(text)
    plants = QRectF(r.x() + 332, r.y() - 8, r.width() - 332 - 146, h + 16)  # raised rings reach above the row
    if all(plants.contains(tile.adjusted(-6, -6, 6, 6)) for tile, _raised, _kind in tiles):
        parts.append((plants, (tuple(counts), tuple(used), plants_text)))
    else:  # so many plants they run on past the room for them
        whole += [tuple(counts), tuple(used)]
    return PartKeys(tuple(whole), tuple(parts)), draw


@lru_cache(maxsize=512)
def _advance(font: QFont, text: str) -> float:
    """How far `text` runs in `font` (kept: a row asks it of the same few words again and again)."""
    return QFontMetricsF(font).horizontalAdvance(text)


@lru_cache(maxsize=256)
def _plant_tiles(
    x0: float, y0: float, width: float, h: float, counts: tuple[int, ...], used: tuple[int, ...]
) -> tuple[tuple[QRectF, bool, str], ...]:
    """Where a row at (x0, y0), `width` x `h`, draws its plants: each one's tile, whether it is
    raised (run this turn) and its kind, side by side after the words, those of a kind
    overlapping. Kept for the rows shown again (the tiles are never changed)."""
    r = QRectF(x0, y0, width, h)
    x = r.x() + 340
    tile = min(h - 16, 60.0)
    right = r.right() - 150  # room for the "misses next turn" note and the winner's star
    types = sum(1 for c in counts if c)
    extra = sum(counts) - types
    gap = 12.0
    room = right - x - types * (tile + gap)
    step = tile * 0.7 if extra == 0 else max(4.0, min(tile * 0.7, room / extra))
    if room < 0:
        tile = max(24.0, (right - x) / max(1, types) - gap - 2)
        step = 4.0
    tiles: list[tuple[QRectF, bool, str]] = []
    for t, count in enumerate(counts):
        if not count:
            continue
        kind = PLANT_TYPES[t].value
        for k in range(count):
            raised = k < used[t]
            dy = -8 if raised else 0
            tiles.append((QRectF(x, r.y() + (h - tile) / 2 + dy, tile, tile), raised, kind))
            x += step if k < count - 1 else tile + gap
    return tuple(tiles)


__all__ = ["player_drawer", "player_tip", "turn_box"]
