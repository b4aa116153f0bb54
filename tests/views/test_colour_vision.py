"""Issue 26, item 14: every player mark and fuel colour checked as a person with protanopia,
deuteranopia or tritanopia sees it (desktop_app/views/colour_vision.py), and a shape or glyph
beside each colour, measured on the app's own pictures with the colour taken away.

VISUAL-STYLE.md: colour is never the only cue.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from desktop_app.rules.magic_lamp.state import Kind
from desktop_app.views.colour_vision import VISIONS, closest_pair, common_frame, delta_e, shape_distance, simulate
from desktop_app.views.kit.marks import mark_pixmap
from desktop_app.views.magic_lamp.art import GEM_COLOURS, draw_icon
from desktop_app.views.power_grid.icons import paint_icon
from desktop_app.views.power_on.art import PLANT_COLOURS, plant_icon
from desktop_app.views.theme import ENERGY_COLOURS, PLAYER_STYLES

SIDE = 64
GLANCE = 15.0  # CIE76: plainly different at a glance (a just-noticeable step is about 2.3)
OWN_GLYPH = 0.2  # every picture: a fifth of its outline and glyph is its own (a frame they share left out)
CLOSE_COLOURS_APART = 0.35  # two colours close for some vision: a third of the outline and glyph differs


def _picture(paint: Callable[[QPainter, QRectF], None]) -> QImage:
    image = QImage(SIDE, SIDE, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint(painter, QRectF(2, 2, SIDE - 4, SIDE - 4))
    painter.end()
    return image


def _power_grid_fuel(name: str) -> QImage:
    return _picture(lambda p, r: paint_icon(p, name, r))


def _power_on_source(kind: str) -> QImage:
    return _picture(lambda p, r: plant_icon(p, kind, r))


def _magic_lamp_gem(kind: Kind) -> QImage:
    return _picture(lambda p, r: draw_icon(p, kind, r, 2.0))


def test_the_simulations_keep_grey_grey_and_lose_the_hue_each_one_loses(qapp):
    """A check of the simulation itself: white, black and greys stay as they are; a protanope's
    red and green come close, a tritanope's blue and green come close, where typical vision
    keeps them far apart."""
    for grey in ("#FFFFFF", "#000000", "#808080"):
        for vision in VISIONS:
            assert delta_e(QColor(grey), simulate(QColor(grey), vision)) < 1.0, (grey, vision)
    red, green, blue = QColor("#D55E00"), QColor("#4E8C2A"), QColor("#2F7FC0")
    assert delta_e(red, green) > 40
    assert delta_e(red, green, "protanopia") < delta_e(red, green) / 2
    assert delta_e(red, green, "deuteranopia") < delta_e(red, green) / 2
    assert delta_e(blue, green, "tritanopia") < delta_e(blue, green, "typical") / 2


@pytest.mark.parametrize("vision", VISIONS)
def test_player_colours_stay_apart_in_every_colour_vision(qapp, vision):
    """The six seats' Okabe-Ito colours: the two most alike still differ at a glance."""
    colours = [style.colour for style in PLAYER_STYLES]
    distance, i, j = closest_pair(colours, vision)
    assert distance >= GLANCE, (vision, colours[i].name(), colours[j].name(), round(distance, 1))


def test_every_player_mark_has_its_own_shape_without_colour(qapp):
    """The marks told apart by outline alone (the six shapes), as a person seeing no hue would."""
    marks = [mark_pixmap(seat, SIDE, 1.0).toImage() for seat in range(len(PLAYER_STYLES))]
    for i, j in combinations(range(len(marks)), 2):
        assert shape_distance(marks[i], marks[j]) >= OWN_GLYPH, (i, j)


FUEL_GROUPS = {
    "Power Grid fuels": (
        ["coal", "oil", "garbage", "uranium"],
        ENERGY_COLOURS.__getitem__,
        _power_grid_fuel,
    ),
    "Power On! sources": (
        ["coal", "gas", "nuclear", "solar", "wind", "hydro"],
        PLANT_COLOURS.__getitem__,
        _power_on_source,
    ),
    "Magic Lamp gems": (
        [Kind.DIAMOND, Kind.RUBY, Kind.SAPPHIRE, Kind.EMERALD],
        GEM_COLOURS.__getitem__,
        _magic_lamp_gem,
    ),
}


@pytest.mark.parametrize("group", list(FUEL_GROUPS))
def test_each_fuel_colour_has_a_shape_beside_it_in_every_colour_vision(qapp, group):
    """Fuels, energy sources and gems: each picture has a glyph of its own, measured with the
    colour taken away (and the disc Power On!'s icons share left out); where two colours come
    close for some vision (Power Grid's coal brown and uranium red for a protanope, 6.9), the
    two pictures differ by a third of their outline and glyph or more."""
    names, colour_of, picture = FUEL_GROUPS[group]
    pictures = {name: picture(name) for name in names}
    frame = common_frame(list(pictures.values()))
    for first, second in combinations(names, 2):
        apart = shape_distance(pictures[first], pictures[second], frame)
        closest = min(delta_e(colour_of(first), colour_of(second), vision) for vision in VISIONS)
        needed = OWN_GLYPH if closest >= GLANCE else CLOSE_COLOURS_APART
        assert apart >= needed, (group, first, second, round(apart, 2), round(closest, 1))


def test_the_shape_measure_sees_a_recoloured_copy_as_the_same_picture(qapp):
    """The measure itself: the same icon in another colour has no glyph of its own (so the
    test above fails for a fuel told only by its colour), a different icon has."""
    from desktop_app.views.power_on.art import PLANT_COLOURS as colours

    coal = _power_on_source("coal")
    saved = colours["coal"]
    try:
        colours["coal"] = QColor("#C8102E")
        red_coal = _power_on_source("coal")
    finally:
        colours["coal"] = saved
    assert shape_distance(coal, red_coal) < OWN_GLYPH / 2  # lightness edges move a little with the fill
    assert shape_distance(coal, _power_on_source("wind")) > OWN_GLYPH
