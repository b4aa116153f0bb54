"""How the app's colours look to a player with a colour-vision deficiency (issue 26, item 14).

VISUAL-STYLE.md asks that colour is never the only cue. This module measures it: `simulate`
shows a colour as a person with protanopia, deuteranopia or tritanopia sees it (Machado, Oliveira
and Fernandes 2009, severity 1.0, applied in linear sRGB), `delta_e` is the CIE76 distance of two
colours in CIELAB (about 2.3 is just noticeable; 10-15 and more reads as plainly different at a
glance), and `edge_map` / `shape_distance` compare two drawn pictures by their outlines and
glyphs alone, whatever their fills, so a test can show that each colour has a shape beside it.

No widgets: the pictures are QImages (tests render the app's own icons into them).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtGui import QColor, QImage

Matrix = tuple[tuple[float, float, float], tuple[float, float, float], tuple[float, float, float]]

# Machado et al. 2009, table 1 at severity 1.0 (linear RGB -> linear RGB).
SIMULATIONS: dict[str, Matrix] = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
VISIONS = ("typical", *SIMULATIONS)


def _linear(channel: float) -> float:
    c = channel / 255.0
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _encoded(value: float) -> float:
    v = min(1.0, max(0.0, value))
    return 255.0 * (12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055)


def _linear_rgb(colour: QColor) -> tuple[float, float, float]:
    return _linear(colour.red()), _linear(colour.green()), _linear(colour.blue())


def _seen_linear(colour: QColor, vision: str) -> tuple[float, float, float]:
    rgb = _linear_rgb(colour)
    if vision == "typical":
        return rgb
    m = SIMULATIONS[vision]
    r, g, b = (min(1.0, max(0.0, sum(m[i][j] * rgb[j] for j in range(3)))) for i in range(3))
    return r, g, b


def simulate(colour: QColor, vision: str) -> QColor:
    """`colour` as seen with `vision` ("typical" or a key of SIMULATIONS)."""
    r, g, b = (round(_encoded(v)) for v in _seen_linear(colour, vision))
    return QColor(r, g, b)


def _lab(linear: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = linear
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(first: QColor, second: QColor, vision: str = "typical") -> float:
    """How far apart two colours look with `vision` (CIE76 in CIELAB)."""
    return math.dist(_lab(_seen_linear(first, vision)), _lab(_seen_linear(second, vision)))


def closest_pair(colours: Sequence[QColor], vision: str) -> tuple[float, int, int]:
    """The two colours of a palette that look most alike with `vision`: (distance, i, j)."""
    return min(
        (delta_e(colours[i], colours[j], vision), i, j) for i in range(len(colours)) for j in range(i + 1, len(colours))
    )


def edge_map(image: QImage, step: float = 0.12) -> set[tuple[int, int]]:
    """The pixels where the picture's lightness jumps by more than `step` (0-1) to its right or
    lower neighbour, transparent counted as white: its outlines and glyphs, whatever the hues.
    Lightness is taken after a full loss of colour (luminance only), the harshest case."""
    w, h = image.width(), image.height()

    def light(x: int, y: int) -> float:
        c = image.pixelColor(x, y)
        a = c.alphaF()
        lum = 0.2126 * _linear(c.red()) + 0.7152 * _linear(c.green()) + 0.0722 * _linear(c.blue())
        return a * math.pow(lum, 1 / 2.2) + (1 - a)

    grid = [[light(x, y) for x in range(w)] for y in range(h)]
    edges = set()
    for y in range(h - 1):
        for x in range(w - 1):
            here = grid[y][x]
            if abs(here - grid[y][x + 1]) > step or abs(here - grid[y + 1][x]) > step:
                edges.add((x, y))
    return edges


def _near(point: tuple[int, int], other: set[tuple[int, int]]) -> bool:
    x, y = point
    return any((x + dx, y + dy) in other for dx in (-1, 0, 1) for dy in (-1, 0, 1))


def common_frame(pictures: Sequence[QImage]) -> set[tuple[int, int]]:
    """The outline every picture of a set shares (Power On!'s icons all sit on one disc): it
    tells none of them apart, so `shape_distance` may leave it out."""
    maps = [edge_map(picture) for picture in pictures]
    if not maps:
        return set()
    return {p for p in maps[0] if all(_near(p, other) for other in maps[1:])}


def shape_distance(first: QImage, second: QImage, frame: set[tuple[int, int]] | None = None) -> float:
    """How different two pictures are by their outlines and glyphs alone: 1 minus the share of
    their edge pixels they have in common (a pixel's neighbours count as common), 0 the same;
    edges near `frame` (a set's `common_frame`) are left out."""
    a, b = edge_map(first), edge_map(second)
    if frame:
        a = {p for p in a if not _near(p, frame)}
        b = {p for p in b if not _near(p, frame)}
    if not a and not b:
        return 0.0
    common = sum(1 for p in a if _near(p, b)) + sum(1 for p in b if _near(p, a))
    return 1.0 - common / (len(a) + len(b))
