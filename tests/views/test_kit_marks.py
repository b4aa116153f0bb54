"""The player mark, drawn once for all four games (views/kit/marks.py).

VISUAL-STYLE.md: "colour-blind-safe colours, each paired with a shape so colour is never the
only cue ... orange #E69F00 (circle), sky blue #56B4E9 (square), bluish green #009E73
(triangle), vermillion #D55E00 (diamond), reddish purple #CC79A7 (hexagon), blue #0072B2 (star)".
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QColor, QImage, QPainter

from desktop_app.views.kit.marks import mark_colour, mark_icon, mark_pixmap, paint_mark
from desktop_app.views.theme import Palette

OKABE_ITO = ["#E69F00", "#56B4E9", "#009E73", "#D55E00", "#CC79A7", "#0072B2"]
VIEWS = Path(__file__).resolve().parents[2] / "desktop_app" / "views"


def _painted(seat: int, side: int = 60, **options) -> QImage:
    image = QImage(side, side, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    paint_mark(painter, seat, QRectF(0, 0, side, side), **options)
    painter.end()
    return image


def _mask(image: QImage) -> tuple[bool, ...]:
    return tuple(image.pixelColor(x, y).alpha() > 128 for y in range(image.height()) for x in range(image.width()))


def _close(a: QColor, b: QColor, tolerance: int = 6) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3]))


@pytest.mark.parametrize("seat", range(6))
def test_each_seat_is_marked_in_its_okabe_ito_colour(qapp, seat):
    """VISUAL-STYLE: the six seats take the Okabe-Ito colours in order."""
    centre = _painted(seat).pixelColor(30, 32)
    assert _close(centre, QColor(OKABE_ITO[seat])), centre.name()
    assert mark_colour(seat).name().upper() == OKABE_ITO[seat]


def test_each_seat_has_its_own_shape_so_colour_is_never_the_only_cue(qapp):
    """VISUAL-STYLE: 「each paired with a shape so colour is never the only cue」 — the six
    silhouettes differ, and a seventh seat wraps round to the first."""
    masks = [_mask(_painted(seat)) for seat in range(6)]
    assert len(set(masks)) == 6
    assert _mask(_painted(6)) == masks[0]


def test_the_mark_is_edged_in_ink_so_it_reads_on_any_tint(qapp):
    """VISUAL-STYLE: markers read on any board tint — an ink rim round the colour (the circle's
    left edge), another ink when asked, and thicker in presentation mode."""
    rim = _painted(0).pixelColor(1, 30)
    assert _close(rim, Palette.INK, 40), rim.name()
    red = _painted(0, outline=QColor("#FF0000")).pixelColor(1, 30)
    assert red.red() > 200 and red.green() < 60
    thin = sum(_close(_painted(0).pixelColor(x, 30), Palette.INK, 40) for x in range(30))
    thick = sum(_close(_painted(0, line_scale=1.8).pixelColor(x, 30), Palette.INK, 40) for x in range(30))
    assert thick > thin


def test_a_hollow_mark_is_a_ring_in_the_colour(qapp):
    """Power Butler's bill marker: the seat's shape as a ring, card face inside."""
    image = _painted(1, hollow=True)
    assert _close(image.pixelColor(30, 30), Palette.CARD_FACE)
    assert not _close(image.pixelColor(30, 30), QColor(OKABE_ITO[1]))


def test_the_icon_stays_sharp_up_to_a_projector(qapp):
    """A QIcon never scales a pixmap up: the icon holds sizes up to 128 px, so a 4K button's
    mark (28 px x 2.7) is drawn at its size, and the pixmap helper draws at any size."""
    icon = mark_icon(2)
    assert icon.pixmap(QSize(96, 96)).width() >= 96
    assert icon.pixmap(QSize(16, 16)).width() == 16
    pixmap = mark_pixmap(3, 76)
    assert pixmap.deviceIndependentSize().width() == 76
    assert pixmap.toImage().pixelColor(pixmap.width() // 2, pixmap.height() // 2).name().upper() == OKABE_ITO[3]


def test_no_game_draws_a_player_shape_itself():
    """The mark is drawn once: outside the kit (and the theme that defines the shapes) no view
    builds a player shape's path."""
    drawers = sorted(
        str(path.relative_to(VIEWS))
        for path in VIEWS.rglob("*.py")
        if re.search(r"\bshape_path\(", path.read_text(encoding="utf-8"))
    )
    assert drawers == ["kit/marks.py", "theme.py"]
