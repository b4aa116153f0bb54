"""The pieces of the Power Grid new-game dialog: its colours, style sheet, player-count
toggles, the seat-kind drop-down and small layout helpers."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QIcon,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyledItemDelegate,
    QVBoxLayout,
    QWidget,
)

from desktop_app.controllers.game_controller import Seat
from desktop_app.rules.power_grid.state import PowerGridOptions
from desktop_app.views.game_registry import game_by_id
from desktop_app.views.theme import Palette, colour_css
from desktop_app.views.plain_text import plain_label

HUMAN = "human"
GAME_COLOUR = game_by_id("power_grid").colour
GAME_TINT = QColor(*(round(0.2 * g + 0.8 * w) for g, w in zip(GAME_COLOUR.getRgb()[:3], (255, 255, 255))))
FOCUS = QColor("#1F5F8B")  # the panels' calm blue, for keyboard focus
PROBLEM_INK = QColor("#A23B00")
UNAVAILABLE_INK = QColor("#8C8377")  # a map too small for the players: still readable, clearly off
MIN_SCALE = 0.7  # never shrink text below this to make the dialog fit


@dataclass(frozen=True)
class NewGameSetup:
    options: PowerGridOptions
    seats: list[Seat]


class PlayerCountPicker(QWidget):
    """Big toggle buttons 2 3 4 5 6, with a spin box's `value()`, `setValue()`, `valueChanged`."""

    valueChanged = Signal(int)

    def __init__(self, low: int, high: int, value: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._low, self._high = low, high
        self._group = QButtonGroup(self)
        self.buttons: dict[int, QPushButton] = {}
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        for count in range(low, high + 1):
            button = _toggle(str(count))
            self._group.addButton(button, count)
            row.addWidget(button)
            self.buttons[count] = button
        row.addStretch(1)
        self.buttons[value].setChecked(True)
        self._group.idToggled.connect(self._did_toggle)

    def value(self) -> int:
        return self._group.checkedId()

    def setValue(self, value: int) -> None:
        self.buttons[min(self._high, max(self._low, value))].setChecked(True)

    def _did_toggle(self, count: int, checked: bool) -> None:
        if checked:
            self.valueChanged.emit(count)


class ChevronCombo(QComboBox):
    """A combo box whose arrow is drawn to scale (the native one stays tiny on a projector)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setItemDelegate(QStyledItemDelegate(self))  # so the style sheet can pad the list's items

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = self.height() * 0.22
        centre = QPointF(self.width() - self.height() * 0.45, self.height() / 2)
        pen = QPen(Palette.INK_MUTED if self.isEnabled() else Palette.CARD_EDGE, max(1.5, side / 3.5))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        chevron = QPainterPath(centre + QPointF(-side, -side / 2))
        chevron.lineTo(centre + QPointF(0, side / 2))
        chevron.lineTo(centre + QPointF(side, -side / 2))
        painter.drawPath(chevron)


def _kind_icon(kind: str, side: int) -> QIcon:
    """A person for a human seat, a screen for a computer one."""
    pixmap = QPixmap(side, side)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(side / 100, side / 100)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(Palette.INK_MUTED)
    if kind == HUMAN:
        painter.drawEllipse(QPointF(50, 30), 18, 18)
        body = QPainterPath(QPointF(18, 92))
        body.cubicTo(18, 50, 82, 50, 82, 92)
        body.closeSubpath()
        painter.drawPath(body)
    else:
        painter.drawRoundedRect(QRectF(10, 16, 80, 54), 8, 8)
        painter.setBrush(Palette.CARD_FACE)
        painter.drawRoundedRect(QRectF(18, 24, 64, 38), 4, 4)
        painter.setBrush(Palette.INK_MUTED)
        painter.drawRect(QRectF(44, 70, 12, 12))
        painter.drawRoundedRect(QRectF(28, 80, 44, 8), 4, 4)
        if kind == "random":  # a die's pips on the screen: random moves
            for x, y in ((38, 34), (50, 43), (62, 52)):
                painter.drawEllipse(QPointF(x, y), 5, 5)
    painter.end()
    return QIcon(pixmap)


def style_sheet(s: float) -> str:
    """The dialog's look at scale `s`: warm table, cards, toggles, fields, Start and Cancel."""
    def px(value: float) -> int:
        return max(1, round(value * s))

    c = colour_css
    game, tint, ink, face, edge_colour = (c(GAME_COLOUR), c(GAME_TINT), c(Palette.INK), c(Palette.CARD_FACE),
                                          c(Palette.CARD_EDGE))
    edge, thick = px(1.5), px(2.5)
    return f"""
    QDialog#newGame {{ background: {c(Palette.TABLE_LIGHT)}; }}
    QFrame#header {{ background: {game}; border: none; }}
    QFrame#card {{ background: {face}; border: {px(1)}px solid {edge_colour}; border-radius: {px(14)}px; }}
    QLabel {{ color: {ink}; background: transparent; }}
    QLabel#headerTitle, QLabel#headerHint {{ color: {c(Palette.ON_COLOUR)}; }}
    QLabel#muted {{ color: {c(Palette.INK_MUTED)}; }}
    QLabel[problem="true"] {{ color: {c(PROBLEM_INK)}; }}
    QLabel[problem="false"] {{ color: {game}; }}
    QPushButton#toggle {{ background: {face}; color: {ink}; border: {edge}px solid {edge_colour};
        border-radius: {px(10)}px; padding: {px(4)}px {px(14)}px; }}
    QPushButton#toggle:hover {{ border: {thick}px solid {game}; }}
    QPushButton#toggle:checked {{ background: {game}; color: {c(Palette.ON_COLOUR)}; border: {thick}px solid {game}; }}
    QPushButton#toggle:focus {{ border: {thick}px solid {c(FOCUS)}; }}
    QComboBox, QLineEdit {{ background: white; color: {ink}; border: {edge}px solid {edge_colour};
        border-radius: {px(8)}px; padding: {px(3)}px {px(10)}px; }}
    QComboBox {{ padding-right: {px(34)}px; }}
    QComboBox:hover, QLineEdit:hover {{ border: {edge}px solid {game}; }}
    QComboBox:focus, QLineEdit:focus {{ border: {thick}px solid {c(FOCUS)}; }}
    QComboBox::drop-down {{ border: none; width: {px(34)}px; }}
    QComboBox::down-arrow {{ image: none; width: 0px; height: 0px; }}
    QComboBox QAbstractItemView {{ background: white; color: {ink}; border: {edge}px solid {edge_colour};
        selection-background-color: {tint}; selection-color: {ink}; outline: none; padding: {px(4)}px; }}
    QComboBox QAbstractItemView::item {{ padding: {px(6)}px {px(10)}px; min-height: {px(30)}px; border-radius: {px(6)}px; }}
    QComboBox QAbstractItemView::item:selected {{ background: {tint}; color: {ink}; }}
    QComboBox QAbstractItemView::item:disabled {{ color: {c(UNAVAILABLE_INK)}; }}
    QLineEdit[problem="true"] {{ border: {thick}px solid {c(PROBLEM_INK)}; }}
    QCheckBox {{ color: {ink}; spacing: {px(8)}px; }}
    QCheckBox:disabled {{ color: {c(Palette.DISABLED_INK)}; }}
    QCheckBox::indicator {{ width: {px(20)}px; height: {px(20)}px; }}
    QPushButton#start {{ background: {game}; color: {c(Palette.ON_COLOUR)}; border: none; border-radius: {px(12)}px;
        padding: {px(8)}px {px(26)}px; }}
    QPushButton#start:hover {{ background: {c(GAME_COLOUR.lighter(115))}; }}
    QPushButton#start:pressed {{ background: {c(GAME_COLOUR.darker(125))}; }}
    QPushButton#start:disabled {{ background: {c(Palette.DISABLED_FILL)}; color: {c(Palette.DISABLED_INK)};
        border: {px(2)}px dashed {edge_colour}; }}
    QPushButton#cancel {{ background: {face}; color: {game}; border: {px(2)}px solid {game}; border-radius: {px(12)}px;
        padding: {px(8)}px {px(22)}px; }}
    QPushButton#cancel:hover {{ background: {tint}; }}
    QPushButton#start:focus, QPushButton#cancel:focus {{ border: {thick}px solid {ink}; }}
    """


def _card() -> tuple[QFrame, QVBoxLayout]:
    card = QFrame()
    card.setObjectName("card")
    return card, QVBoxLayout(card)


def _label(text: str = "", name: str = "") -> QLabel:
    label = plain_label(text)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setObjectName(name)
    return label


def _toggle(text: str) -> QPushButton:
    """A big checkable button (player count, how regions are chosen)."""
    button = QPushButton(text)
    button.setObjectName("toggle")
    button.setCheckable(True)
    button.setCursor(Qt.CursorShape.PointingHandCursor)
    return button


def _fill(template: str, *values: object) -> str:
    """A translated text with %1, %2 ... replaced by `values`."""
    for number, value in enumerate(values, start=1):
        template = template.replace(f"%{number}", str(value))
    return template


def _mark(widget: QWidget, name: str, value: object) -> None:
    """Set a property the style sheet selects on, and restyle the widget if it changed."""
    if widget.property(name) != value:
        widget.setProperty(name, value)
        widget.style().unpolish(widget)
        widget.style().polish(widget)
