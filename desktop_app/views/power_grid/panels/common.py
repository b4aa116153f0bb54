"""Small pieces the Power Grid panels share: fuel icons, player markers, plant cards, styles.

Everything is drawn as vector from data and sized by the panel's scale (1.0 at the 1280x800
design, about 2.7 on a 4K projector), so it stays sharp and readable at both ends.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPalette,
    QPen,
)
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QLabel,
    QLayout,
    QLayoutItem,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from desktop_app.content.power_grid import Plant, PlantKind
from desktop_app.views.kit.marks import paint_mark
from desktop_app.views.kit.pages import explain
from desktop_app.views.plain_text import plain_label
from desktop_app.views.power_grid.icons import kind_colour, paint_icon
from desktop_app.views.theme import (
    PLAYER_STYLES,
    Palette,
    colour_css,
    focus_fill,
    focus_ring_width,
    scale_for,
    ui_font,
)

FUEL_KEYS = ("coal", "oil", "garbage", "uranium")  # indexed by Resource
ACCENT = QColor("#1F5F8B")  # the one action colour of the panels: a calm blue on the warm table


def px(scale: float, size: float) -> int:
    """A design size in pixels at this scale."""
    return max(1, round(size * scale))


def font(scale: float, size: float, weight: QFont.Weight = QFont.Weight.Normal) -> QFont:
    """The app's font (explicitly Traditional Chinese, set at start) at a scaled pixel size."""
    return ui_font(QApplication.font(), size * scale, weight)


def window_scale(widget: QWidget) -> float:
    """The theme's scale for the window a panel sits in (1.0 at 1280x800, ~2.7 at 4K), times
    presentation mode's chrome where the window has it (the game window's `_chrome_scale`)."""
    window = widget.window()
    chrome = getattr(window, "_chrome_scale", None)
    return float(chrome()) if callable(chrome) else scale_for(window.size())


def player_colour(seat: int) -> QColor:
    return PLAYER_STYLES[seat % len(PLAYER_STYLES)].colour


# --- icons ---------------------------------------------------------------------------------------


def paint_fuel(painter: QPainter, key: str, rect: QRectF) -> None:
    """A fuel or plant-kind icon ("coal", ..., "hybrid", "eco", "fusion"), as on the board."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_icon(painter, key, rect)
    painter.restore()


def paint_house(painter: QPainter, rect: QRectF, colour: QColor | None = None) -> None:
    """A small house: a city connected (in a player's colour when given)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_icon(painter, "house", rect, tint=colour)
    painter.restore()


class IconWidget(QWidget):
    """A fixed-size icon: a player marker ("seat:2") or a board icon ("coal", "house", "co2" ...)."""

    def __init__(self, key: str, size: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.key = key
        self.setFixedSize(size, size)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        rect = QRectF(self.rect())
        if self.key.startswith("seat:"):
            paint_mark(painter, int(self.key[5:]), rect.adjusted(1, 1, -1, -1))
        else:
            paint_fuel(painter, self.key, rect)


# --- plant cards -----------------------------------------------------------------------------------


class PlantCard(QAbstractButton):
    """A small plant card: number big in the header band (the fuel's colour), fuel need and
    cities powered below, and the fuel stored on it as icons. Checkable when it is a choice."""

    def __init__(self, plant: Plant, scale: float, stored: tuple[str, ...] = (), parent: QWidget | None = None):
        super().__init__(parent)
        self.plant = plant
        self.scale = scale
        self.stored = stored  # fuel keys, one per token on this plant
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(str(plant.number))

    def sizeHint(self) -> QSize:
        rows = 1 if self.stored else 0
        return QSize(px(self.scale, 68), px(self.scale, 62 + 16 * rows))

    def paintEvent(self, event: QPaintEvent) -> None:
        s = self.scale
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        radius = 6 * s
        kind = self.plant.kind.value
        enabled = self.isEnabled()
        edge = ACCENT if self.isChecked() else Palette.CARD_EDGE
        painter.setPen(QPen(edge, (3 if self.isChecked() else 1.2) * s))
        painter.setBrush(Palette.CARD_FACE if enabled else Palette.DISABLED_FILL)
        painter.drawRoundedRect(rect, radius, radius)
        band = QRectF(rect.x(), rect.y(), rect.width(), 26 * s)
        clip = QPainterPath()
        clip.addRoundedRect(rect, radius, radius)
        painter.save()
        painter.setClipPath(clip)
        band_colour = QColor(kind_colour(kind))
        if not enabled:
            band_colour.setAlpha(110)
        painter.fillRect(band, band_colour)
        painter.restore()
        painter.setPen(Palette.ON_COLOUR if kind != "garbage" else Palette.INK)
        painter.setFont(font(s, 17, QFont.Weight.Bold))
        painter.drawText(band.adjusted(5 * s, 0, -3 * s, 0), Qt.AlignmentFlag.AlignVCenter, str(self.plant.number))
        icon = 18 * s
        disc = QRectF(band.right() - icon - 3 * s, band.center().y() - icon / 2, icon, icon)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(Palette.CARD_FACE)
        painter.drawEllipse(disc)
        paint_fuel(painter, kind, disc.adjusted(2 * s, 2 * s, -2 * s, -2 * s))
        # Need -> output, centred: "2 [fuel] → 3 [house]" (no need part for eco and fusion)
        y = band.bottom() + 5 * s
        painter.setPen(Palette.INK if enabled else Palette.DISABLED_INK)
        text_font = font(s, 13, QFont.Weight.DemiBold)
        painter.setFont(text_font)
        metrics = QFontMetricsF(text_font)
        line = QRectF(rect.x() + 3 * s, y, rect.width() - 6 * s, 20 * s)
        icon, gap = 12 * s, 2 * s
        pieces: list[tuple[str, str]] = []
        if self.plant.fuel_needed:
            pieces += [("text", str(self.plant.fuel_needed)), ("icon", kind)]
        pieces += [("text", "→"), ("text", str(self.plant.cities)), ("icon", "house")]
        widths = [metrics.horizontalAdvance(v) if k == "text" else icon for k, v in pieces]
        x = line.center().x() - (sum(widths) + gap * (len(pieces) - 1)) / 2
        for (k, value), width in zip(pieces, widths):
            if k == "text":
                painter.drawText(QRectF(x, line.y(), width + 1, line.height()), Qt.AlignmentFlag.AlignCenter, value)
            else:
                paint_fuel(painter, value, QRectF(x, line.center().y() - icon / 2, icon, icon))
            x += width + gap
        if self.stored:
            token = 12 * s
            gap = 2 * s
            x = rect.x() + 4 * s
            ty = line.bottom() + 3 * s
            per_row = max(1, int((rect.width() - 8 * s + gap) // (token + gap)))
            for i, key in enumerate(self.stored[:per_row]):
                paint_fuel(painter, key, QRectF(x + i * (token + gap), ty, token, token))
            if len(self.stored) > per_row:
                painter.setFont(font(s, 11, QFont.Weight.Bold))
                painter.drawText(QRectF(rect.right() - 14 * s, ty, 12 * s, token), Qt.AlignmentFlag.AlignRight, "+")


class PlantChip(QAbstractButton):
    """A plant in a few pixels, for compact rows: the number on the kind's colour and its icon
    (the fuel stored on it is in the tooltip)."""

    def __init__(self, plant: Plant, scale: float, stored: tuple[str, ...] = (), parent: QWidget | None = None):
        super().__init__(parent)
        self.plant, self.scale, self.stored = plant, scale, stored
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setAccessibleName(str(plant.number))

    def sizeHint(self) -> QSize:
        return QSize(px(self.scale, 44), px(self.scale, 22))

    def paintEvent(self, event: QPaintEvent) -> None:
        s = self.scale
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        kind = self.plant.kind.value
        painter.setPen(QPen(Palette.CARD_EDGE, 1))
        painter.setBrush(kind_colour(kind))
        painter.drawRoundedRect(rect, 4 * s, 4 * s)
        icon = rect.height() - 6 * s
        disc = QRectF(rect.right() - icon - 3 * s, rect.y() + 3 * s, icon, icon)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(Palette.CARD_FACE)
        painter.drawEllipse(disc)
        paint_fuel(painter, kind, disc.adjusted(1.5 * s, 1.5 * s, -1.5 * s, -1.5 * s))
        painter.setPen(Palette.INK if kind == "garbage" else Palette.ON_COLOUR)
        painter.setFont(font(s, 13, QFont.Weight.Bold))
        text_rect = rect.adjusted(4 * s, 0, -icon - 4 * s, 0)
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, str(self.plant.number))


def distribute_fuel(plants: list[Plant], fuel: list[int]) -> list[tuple[str, ...]]:
    """Where a player's fuel sits, plant by plant, for drawing only (the rules keep totals).

    Each fuel fills plants of its own kind first (up to twice the need); coal and oil that
    do not fit there go onto the hybrids.
    """
    room = [2 * p.fuel_needed for p in plants]
    out: list[list[str]] = [[] for _ in plants]
    left = list(fuel)
    for r, key in enumerate(FUEL_KEYS):
        for i, p in enumerate(plants):
            if p.kind.value == key and left[r]:
                n = min(room[i], left[r])
                out[i].extend([key] * n)
                room[i] -= n
                left[r] -= n
    for r, key in ((0, "coal"), (1, "oil")):
        for i, p in enumerate(plants):
            if p.kind is PlantKind.HYBRID and left[r]:
                n = min(room[i], left[r])
                out[i].extend([key] * n)
                room[i] -= n
                left[r] -= n
    return [tuple(tokens) for tokens in out]


# --- styled controls -------------------------------------------------------------------------------


def button_css(scale: float, primary: bool = False, compact: bool = False) -> str:
    """Style for a panel button: primary (the main action) in the accent colour; compact
    buttons (steppers, ✕) have no side padding so their sign stays large."""
    pad_v, pad_h, radius = px(scale, 5), (0 if compact else px(scale, 12)), px(scale, 6)
    border = max(1, px(scale, 1))
    ring = focus_ring_width(scale)  # the keyboard's place, as on every game's panel (issue 26)
    if primary:
        face, ink, edge = colour_css(ACCENT), colour_css(Palette.ON_COLOUR), colour_css(ACCENT.darker(130))
    else:
        face, ink, edge = colour_css(Palette.CARD_FACE), colour_css(Palette.INK), colour_css(Palette.CARD_EDGE)
    return (
        f"QPushButton {{ background: {face}; color: {ink}; border: {border}px solid {edge};"
        f" border-radius: {radius}px; padding: {pad_v}px {pad_h}px; }}"
        f"QPushButton:hover {{ border: {max(2, px(scale, 2))}px solid {colour_css(ACCENT)}; }}"
        f"QPushButton:checked {{ background: {colour_css(ACCENT.lighter(170))}; }}"
        f"QPushButton:focus {{ border: {ring}px solid {colour_css(Palette.INK)}; {focus_fill()}"
        f" padding: {max(0, pad_v + border - ring)}px {max(0, pad_h + border - ring)}px; }}"
        f"QPushButton:disabled {{ background: {colour_css(Palette.DISABLED_FILL)};"
        f" color: {colour_css(Palette.DISABLED_INK)}; border: {border}px dashed {colour_css(Palette.CARD_EDGE)}; }}"
    )


def make_button(text: str, scale: float, primary: bool = False, size: float = 15, compact: bool = False) -> QPushButton:
    """A styled push button (see `button_css`)."""
    button = QPushButton(text)
    bold = primary or compact
    button.setFont(font(scale, size, QFont.Weight.DemiBold if bold else QFont.Weight.Normal))
    button.setStyleSheet(button_css(scale, primary, compact))
    button.setCursor(Qt.CursorShape.PointingHandCursor)
    return button


def set_enabled(widget: QWidget, reason: str | None, tip: str = "") -> None:
    """Enable a control, or disable it and say why on hover."""
    widget.setEnabled(reason is None)
    explain(widget, reason or "", tip)  # on hover, for a screen reader, and in the status line on a click


def make_check(text: str, scale: float, size: float = 15) -> QCheckBox:
    """A check box whose box grows with the text (the native box stays tiny on a projector)."""
    check = QCheckBox(text)
    check.setFont(font(scale, size))
    side = px(scale, 16)
    check.setStyleSheet(
        f"QCheckBox {{ spacing: {px(scale, 6)}px; }} QCheckBox::indicator {{ width: {side}px; height: {side}px; }}"
    )
    # A style sheet makes the box paint its background with the palette's window colour; a
    # background rule would drop the native indicator, so match the card face instead.
    palette = check.palette()
    palette.setColor(QPalette.ColorRole.Window, Palette.CARD_FACE)
    check.setPalette(palette)
    return check


def make_label(
    text: str,
    scale: float,
    size: float = 15,
    weight: QFont.Weight = QFont.Weight.Normal,
    colour: QColor = Palette.INK,
    wrap: bool = True,
) -> QLabel:
    label = plain_label(text)
    label.setFont(font(scale, size, weight))
    label.setStyleSheet(f"color: {colour_css(colour)}; background: transparent;")
    label.setWordWrap(wrap)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


class FlowLayout(QLayout):
    """Items left to right, wrapping to a new line when the width runs out (plant cards,
    suggestion buttons): nothing is clipped on a narrow panel."""

    def __init__(self, spacing: int = 6) -> None:
        super().__init__()
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self.setContentsMargins(0, 0, 0, 0)

    def addItem(self, item: QLayoutItem) -> None:
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:
        return self.minimumSize()

    def minimumSize(self) -> QSize:
        size = QSize()
        for item in self._items:
            size = size.expandedTo(item.minimumSize())
        return size

    def _arrange(self, rect: QRect, move: bool) -> int:
        x, y, line = rect.x(), rect.y(), 0
        for item in self._items:
            hint = item.sizeHint()
            if x + hint.width() > rect.right() + 1 and line > 0:
                x, y, line = rect.x(), y + line + self._spacing, 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), hint))
            x += hint.width() + self._spacing
            line = max(line, hint.height())
        return y + line - rect.y()
