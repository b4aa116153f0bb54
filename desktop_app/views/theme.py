"""The shared look of all four games: colours, player shapes, fonts and size scaling.

Every view takes its colours and fonts from here so the four games feel like one app
(see docs: VISUAL-STYLE). Player colours are the Okabe-Ito colour-blind-safe palette, each
paired with a shape so colour is never the only cue.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, QSize
from PySide6.QtGui import QColor, QFont, QFontDatabase, QPainterPath


class PlayerShape(Enum):
    """The shape that travels with a player's colour on houses, markers and names."""

    CIRCLE = "circle"
    SQUARE = "square"
    TRIANGLE = "triangle"
    DIAMOND = "diamond"
    HEXAGON = "hexagon"
    STAR = "star"


@dataclass(frozen=True, slots=True)
class PlayerStyle:
    """A player's colour and shape, in seat order."""

    colour: QColor
    shape: PlayerShape


PLAYER_STYLES: tuple[PlayerStyle, ...] = (
    PlayerStyle(QColor("#E69F00"), PlayerShape.CIRCLE),  # orange
    PlayerStyle(QColor("#56B4E9"), PlayerShape.SQUARE),  # sky blue
    PlayerStyle(QColor("#009E73"), PlayerShape.TRIANGLE),  # bluish green
    PlayerStyle(QColor("#D55E00"), PlayerShape.DIAMOND),  # vermillion
    PlayerStyle(QColor("#CC79A7"), PlayerShape.HEXAGON),  # reddish purple
    PlayerStyle(QColor("#0072B2"), PlayerShape.STAR),  # blue
)

# Fuels and energy sources. Power Grid's own convention for its four fuels.
ENERGY_COLOURS: dict[str, QColor] = {
    "coal": QColor("#5C3A1E"),
    "oil": QColor("#1A1A1A"),
    "garbage": QColor("#F2C300"),
    "uranium": QColor("#C8102E"),
    "gas": QColor("#A9D8F0"),
    "solar": QColor("#E8B400"),
    "wind": QColor("#7CCFC4"),
    "hydro": QColor("#1F6FB2"),
    "carbon": QColor("#3B3B3B"),
}


class Palette:
    """The app's neutral colours: a light, warm table with cards on it."""

    TABLE_LIGHT = QColor("#F8F1E5")
    TABLE_DARK = QColor("#EADBC4")
    CARD_FACE = QColor("#FFFDF8")
    CARD_EDGE = QColor("#D9CBB4")
    SHADOW = QColor(90, 60, 20, 40)
    INK = QColor("#2B2520")
    INK_MUTED = QColor("#5E564C")
    IN_PROGRESS = QColor("#8A5A00")
    DISABLED_FILL = QColor("#ECE5D8")
    DISABLED_INK = QColor("#5E574D")
    ON_COLOUR = QColor("#FFFFFF")
    FOCUS_GLOW = QColor("#FFC20E")  # the board's focus ring between ink edges: seen on dark and light alike
    FOCUS_FILL = QColor("#FFE08A")  # a focused button's fill: the keyboard's place seen at a glance


def shape_path(shape: PlayerShape, rect: QRectF) -> QPainterPath:
    """The outline of a player shape, fitted inside `rect` (centred, same width and height)."""
    side = min(rect.width(), rect.height())
    centre = rect.center()
    radius = side / 2
    path = QPainterPath()
    if shape is PlayerShape.CIRCLE:
        path.addEllipse(centre, radius, radius)
    elif shape is PlayerShape.SQUARE:
        inset = radius * 0.88
        path.addRect(QRectF(centre.x() - inset, centre.y() - inset, 2 * inset, 2 * inset))
    else:
        path.addPolygon(_polygon(shape, centre, radius))
        path.closeSubpath()
    return path


def _polygon(shape: PlayerShape, centre: QPointF, radius: float) -> list[QPointF]:
    if shape is PlayerShape.TRIANGLE:
        angles, radii = [-90, 30, 150], [radius] * 3
    elif shape is PlayerShape.DIAMOND:
        angles, radii = [-90, 0, 90, 180], [radius, radius * 0.8, radius, radius * 0.8]
    elif shape is PlayerShape.HEXAGON:
        angles, radii = [-90 + 60 * i for i in range(6)], [radius] * 6
    else:  # star: five points, inner radius chosen so it still reads at small sizes
        angles = [-90 + 36 * i for i in range(10)]
        radii = [radius if i % 2 == 0 else radius * 0.45 for i in range(10)]
    return [
        QPointF(centre.x() + r * math.cos(math.radians(a)), centre.y() + r * math.sin(math.radians(a)))
        for a, r in zip(angles, radii)
    ]


# --- Fonts -------------------------------------------------------------------------------

# Traditional Chinese families, best first. Naming one explicitly matters: the fallback picks
# Japanese or Simplified glyph shapes for shared characters.
PREFERRED_UI_FAMILIES: tuple[str, ...] = (
    "Noto Sans CJK TC",
    "Noto Sans TC",
    "Source Han Sans TC",
    "Source Han Sans TW",
    "Microsoft JhengHei UI",
    "Microsoft JhengHei",
    "PingFang TC",
    "Heiti TC",
)

FONT_SUFFIXES = (".ttf", ".otf", ".ttc", ".otc")


def load_bundled_fonts(folder: Path) -> list[str]:
    """Register every font file in `folder` with Qt; return the families they provide."""
    families: list[str] = []
    if not folder.is_dir():
        return families
    for path in sorted(folder.iterdir()):
        if path.suffix.lower() not in FONT_SUFFIXES:
            continue
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id >= 0:
            families.extend(QFontDatabase.applicationFontFamilies(font_id))
    return families


def is_traditional_chinese_family(family: str) -> bool:
    """A family name that promises Traditional Chinese glyph shapes."""
    words = family.replace("-", " ").split()
    return any(word in ("TC", "TW", "HK") for word in words) or "JhengHei" in family


def choose_ui_family(bundled: list[str] | None = None) -> str | None:
    """The Traditional Chinese family the UI should use, or None if the system has none.

    A bundled Traditional Chinese font wins, then a known installed one, then any bundled
    font at all (the bundle ships a TC font, so that is its best guess).
    """
    bundled = bundled or []
    for family in bundled:
        if is_traditional_chinese_family(family):
            return family
    installed = set(QFontDatabase.families())
    for family in PREFERRED_UI_FAMILIES:
        if family in installed:
            return family
    for family in sorted(installed):
        if is_traditional_chinese_family(family) and "Sans" in family:
            return family
    return bundled[0] if bundled else None


def ui_font(base: QFont, pixel_size: float, weight: QFont.Weight = QFont.Weight.Normal) -> QFont:
    """`base` (the app font, so the same family) at a pixel size and weight."""
    font = QFont(base)
    font.setPixelSize(max(1, round(pixel_size)))
    font.setWeight(weight)
    return font


# --- Scaling -----------------------------------------------------------------------------

DESIGN_SIZE = QSize(1280, 800)
MIN_SCALE = 0.85
MAX_SCALE = 3.2


def scale_for(size: QSize) -> float:
    """How much larger than the 1280x800 design to draw text and spacing for a window size.

    Rounded to steps of 0.05 so a window being dragged does not restyle on every pixel.
    """
    raw = min(size.width() / DESIGN_SIZE.width(), size.height() / DESIGN_SIZE.height())
    clamped = min(MAX_SCALE, max(MIN_SCALE, raw))
    return round(clamped * 20) / 20


def colour_css(colour: QColor) -> str:
    """A colour as a style-sheet literal, keeping its alpha."""
    return f"rgba({colour.red()}, {colour.green()}, {colour.blue()}, {colour.alpha()})"


# --- One look for the games' panels and dialogs (issue 13) ------------------------------------


def _edge(scale: float) -> tuple[int, int, int]:
    """A button's focus ring width and its padding (vertical, horizontal) at that ring: every
    state keeps ring + padding the same, so a button never changes size as the focus moves."""
    ring = max(3, round(3 * scale))
    return ring, round(4 * scale), round(9 * scale)


def _button_state(selector: str, border: str, width: int, scale: float, extra: str = "") -> str:
    ring, pad_y, pad_x = _edge(scale)
    grow = ring - width
    return f" {selector} {{ border: {width}px {border}; padding: {pad_y + grow}px {pad_x + grow}px; {extra}}}"


def panel_css(scale: float = 1.0) -> str:
    """The style sheet every game's action panel starts from (the kit's `ActionPanel` puts it
    before the game's own rules): buttons on the card face in ink, the step's default button
    edged in blue and bold, a disabled button dashed and never greyed below reading contrast,
    and a strong focus ring (3 px or more, in ink; a focused button filled in `FOCUS_FILL`, told
    apart from the default one at a glance) on every control that takes the keyboard.
    Sets no font size: the games size their own text."""
    ink, face = Palette.INK.name(), Palette.CARD_FACE.name()
    edge, muted = Palette.CARD_EDGE.darker(125).name(), Palette.DISABLED_INK.name()
    ring = _edge(scale)[0]
    radius = round(6 * scale)
    css = f"QLabel {{ color: {ink}; }} QLabel#title {{ font-weight: bold; }}"
    css += f" QPushButton, QToolButton {{ background: {face}; color: {ink}; border-radius: {radius}px; }}"
    css += _button_state("QPushButton, QToolButton", f"solid {edge}", 1, scale)
    css += " QPushButton:hover, QToolButton:hover { background: #FFF3DA; }"
    css += f" QPushButton:pressed, QToolButton:pressed {{ background: {Palette.TABLE_DARK.name()}; }}"
    css += _button_state("QPushButton:default", "solid #0072B2", 2, scale, "font-weight: bold; ")
    css += _button_state(
        "QPushButton:disabled, QToolButton:disabled",
        f"dashed {edge}",
        1,
        scale,
        f"background: {Palette.DISABLED_FILL.name()}; color: {muted}; ",
    )
    css += _button_state("QPushButton:focus, QToolButton:focus", f"solid {ink}", ring, scale, focus_fill())
    css += (
        f" QCheckBox:focus, QRadioButton:focus, QSpinBox:focus, QComboBox:focus, QSlider:focus,"
        f" QLineEdit:focus, QListWidget:focus {{ border: {ring}px solid {ink}; }}"
    )
    return css


def focus_fill() -> str:
    """The rules a focused button adds to its ring: the focus fill under ink (seen at a glance,
    even on a button the game colours as its main action)."""
    return f"background: {Palette.FOCUS_FILL.name()}; color: {Palette.INK.name()}; "


def focus_ring_width(scale: float = 1.0) -> int:
    """A focused control's ring in a style sheet (px): 3 or more, growing with the window."""
    return _edge(scale)[0]


def dialog_css(scale: float = 1.0) -> str:
    """A game dialog's style sheet: the table's light background, headings in bold, the panel's
    buttons (see `panel_css`)."""
    return (
        f"QDialog {{ background: {Palette.TABLE_LIGHT.name()}; }} QLabel#heading {{ font-weight: bold; }}"
        + panel_css(scale)
    )


def focus_ring_pen_width(scale: float = 1.0) -> int:
    """The width of the focus ring drawn on a board (screen pixels)."""
    return max(3, round(3 * scale))
