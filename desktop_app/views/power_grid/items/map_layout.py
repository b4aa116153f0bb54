"""Where each city sits on the board: its real place, spread just enough to be readable.

Cities are projected from longitude/latitude (equirectangular, with longitudes shrunk by the
cosine of the map's mean latitude so the island keeps its shape). Real towns are closer than
readable city tiles are wide (Taipei and Banqiao are 7 km apart), so overlapping tiles are then
pushed apart along the line between them, each step as small as possible, which keeps every
city's direction from its neighbours while giving the crowded north room for names and houses.
Plain geometry: no Qt items here, only points and sizes.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QLineF, QPointF, QRectF, QSizeF

# How much more readily two crowded towns are set side by side than one above the other.
# Taiwan's towns string out north to south; stacking every pair would make the map too tall
# to read on a laptop, while a stronger preference would smear the island sideways.
SIDEWAYS = 1.3


@dataclass(frozen=True, slots=True)
class MapLayout:
    """City centres (scene units, origin at the map's top-left corner) and the map's extent."""

    centres: dict[str, QPointF]
    bounds: QRectF


def project(lon_lat: dict[str, tuple[float, float]], units_per_degree: float) -> dict[str, QPointF]:
    """Equirectangular projection with a cos(latitude) correction; north is up."""
    if not lon_lat:
        return {}
    mean_lat = sum(lat for _, lat in lon_lat.values()) / len(lon_lat)
    x_scale = math.cos(math.radians(mean_lat)) * units_per_degree
    return {cid: QPointF(lon * x_scale, -lat * units_per_degree) for cid, (lon, lat) in lon_lat.items()}


def declutter(
    anchors: Sequence[QPointF],
    sizes: Sequence[QSizeF],
    links: Sequence[tuple[int, int]],
    gap: float,
    spring_rounds: int = 300,
    settle_rounds: int = 500,
) -> list[QPointF]:
    """Move tiles (rectangles centred on `anchors`) until none overlaps another or comes closer
    than `gap`, and no link (a line between two tiles) runs under a third tile.

    Each overlapping pair is pushed apart along one axis (the one their real bearing is closer
    to, leaning to side by side, see SIDEWAYS), in the direction the two places lie in reality
    (so a town west of another stays west of it); a weak spring pulls every tile
    back towards its real place for the first `spring_rounds`, then the layout settles without
    it. Jacobi steps (all pushes computed, then applied) keep the result independent of the
    order of the cities. Deterministic.
    """
    n = len(anchors)
    ax = [p.x() for p in anchors]
    ay = [p.y() for p in anchors]
    x, y = ax[:], ay[:]
    half_w = [s.width() / 2 for s in sizes]
    half_h = [s.height() / 2 for s in sizes]
    clearance = gap / 3  # how far a line must pass from a tile it does not end in
    for rnd in range(spring_rounds + settle_rounds):
        dx_acc = [0.0] * n
        dy_acc = [0.0] * n
        worst = 0.0
        for i in range(n):
            xi, yi, wi, hi = x[i], y[i], half_w[i], half_h[i]
            for j in range(i + 1, n):
                sep_x = wi + half_w[j] + gap
                dx = x[j] - xi
                if dx >= sep_x or -dx >= sep_x:
                    continue
                sep_y = hi + half_h[j] + gap
                dy = y[j] - yi
                if dy >= sep_y or -dy >= sep_y:
                    continue
                real_dx, real_dy = ax[j] - ax[i], ay[j] - ay[i]
                sign_x = 1.0 if real_dx > 0 or (real_dx == 0 and dx >= 0) else -1.0
                sign_y = 1.0 if real_dy > 0 or (real_dy == 0 and dy >= 0) else -1.0
                need_x = sep_x - sign_x * dx
                need_y = sep_y - sign_y * dy
                along_x = abs(real_dx) / sep_x * SIDEWAYS >= abs(real_dy) / sep_y
                if along_x:
                    need = need_x
                    dx_acc[i] -= sign_x * need / 2
                    dx_acc[j] += sign_x * need / 2
                else:
                    need = need_y
                    dy_acc[i] -= sign_y * need / 2
                    dy_acc[j] += sign_y * need / 2
                worst = max(worst, need)
        for a, b in links:
            xa, ya, xb, yb = x[a], y[a], x[b], y[b]
            length = math.hypot(xb - xa, yb - ya)
            if length < 1e-6:
                continue
            ux, uy = (xb - xa) / length, (yb - ya) / length
            nx, ny = -uy, ux
            lo_x, hi_x = min(xa, xb), max(xa, xb)
            lo_y, hi_y = min(ya, yb), max(ya, yb)
            for c in range(n):
                if c == a or c == b:
                    continue
                cx, cy = x[c], y[c]
                reach_w, reach_h = half_w[c] + clearance, half_h[c] + clearance
                if cx + reach_w < lo_x or cx - reach_w > hi_x or cy + reach_h < lo_y or cy - reach_h > hi_y:
                    continue
                along = (cx - xa) * ux + (cy - ya) * uy
                if along <= 0 or along >= length:
                    continue
                off = (cx - xa) * nx + (cy - ya) * ny
                support = reach_w * abs(nx) + reach_h * abs(ny)
                if abs(off) >= support:
                    continue
                sign = 1.0 if off >= 0 else -1.0
                need = support - abs(off)
                dx_acc[c] += sign * nx * need * 0.6
                dy_acc[c] += sign * ny * need * 0.6
                for end in (a, b):
                    dx_acc[end] -= sign * nx * need * 0.2
                    dy_acc[end] -= sign * ny * need * 0.2
                worst = max(worst, need)
        spring = 0.02 if rnd < spring_rounds else 0.0
        for i in range(n):
            x[i] += 0.5 * dx_acc[i] + spring * (ax[i] - x[i])
            y[i] += 0.5 * dy_acc[i] + spring * (ay[i] - y[i])
        if rnd >= spring_rounds and worst < 0.5:
            break
    return [QPointF(px, py) for px, py in zip(x, y)]


def layout_map(
    lon_lat: dict[str, tuple[float, float]],
    tile_sizes: dict[str, QSizeF],
    links: Sequence[tuple[str, str]],
    units_per_degree: float,
    gap: float,
    margin: float,
) -> MapLayout:
    """Project, declutter and shift so the map's top-left corner (with `margin`) is (0, 0).

    Cached: the same map at the same tile sizes is laid out once per run."""
    key = (
        tuple(sorted(lon_lat.items())),
        tuple(sorted((c, s.width(), s.height()) for c, s in tile_sizes.items())),
        tuple(links),
        units_per_degree,
        gap,
        margin,
    )
    cached = _CACHE.get(key)
    if cached is None:
        cached = _CACHE[key] = _layout_map(lon_lat, tile_sizes, links, units_per_degree, gap, margin)
    return MapLayout(dict(cached.centres), QRectF(cached.bounds))


_CACHE: dict[tuple[object, ...], MapLayout] = {}


def _layout_map(
    lon_lat: dict[str, tuple[float, float]],
    tile_sizes: dict[str, QSizeF],
    links: Sequence[tuple[str, str]],
    units_per_degree: float,
    gap: float,
    margin: float,
) -> MapLayout:
    ids = list(lon_lat)
    index = {c: i for i, c in enumerate(ids)}
    projected = project(lon_lat, units_per_degree)
    spread = declutter(
        [projected[c] for c in ids], [tile_sizes[c] for c in ids], [(index[a], index[b]) for a, b in links], gap
    )
    left = min(p.x() - tile_sizes[c].width() / 2 for c, p in zip(ids, spread))
    top = min(p.y() - tile_sizes[c].height() / 2 for c, p in zip(ids, spread))
    right = max(p.x() + tile_sizes[c].width() / 2 for c, p in zip(ids, spread))
    bottom = max(p.y() + tile_sizes[c].height() / 2 for c, p in zip(ids, spread))
    shift = QPointF(margin - left, margin - top)
    centres = {c: p + shift for c, p in zip(ids, spread)}
    return MapLayout(centres, QRectF(0, 0, right - left + 2 * margin, bottom - top + 2 * margin))


def clip_to_box(line: QLineF, box: QRectF) -> QPointF:
    """Where a line leaving the centre of `box` crosses its edge (for cost labels and arrows)."""
    centre = box.center()
    dx, dy = line.dx(), line.dy()
    if abs(dx) < 1e-9 and abs(dy) < 1e-9:
        return centre
    tx = (box.width() / 2) / abs(dx) if abs(dx) > 1e-9 else math.inf
    ty = (box.height() / 2) / abs(dy) if abs(dy) > 1e-9 else math.inf
    t = min(tx, ty, 1.0)
    return QPointF(centre.x() + dx * t, centre.y() + dy * t)
