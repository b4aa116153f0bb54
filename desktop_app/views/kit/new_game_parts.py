"""The small widgets and helpers of the new-game dialog (views/kit/new_game.py): the player-count
toggles, the seat row's drop-down and mark, the options card, radio choices with hints, the
dialog's style sheet. Games use `choices`, `note`, `label`, `toggle` and `ChevronCombo` to build
their options card.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
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
    QRadioButton,
    QStyledItemDelegate,
    QVBoxLayout,
    QWidget,
)

from desktop_app.views.kit.marks import paint_mark
from desktop_app.views.kit.narration import fill
from desktop_app.views.plain_text import plain_label
from desktop_app.views.theme import Palette, colour_css

HUMAN = "human"
FOCUS = QColor("#1F5F8B")  # the panels' calm blue, for keyboard focus
PROBLEM_INK = QColor("#A23B00")
UNAVAILABLE_INK = QColor("#8C8377")  # a choice that does not fit (a map too small): readable, clearly off


class PlayerCountPicker(QWidget):
    """Big toggle buttons 2 3 4 …, with a spin box's `value()`, `setValue()`, `valueChanged`."""

    valueChanged = Signal(int)

    def __init__(self, low: int, high: int, value: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._low, self._high = low, high
        self._group = QButtonGroup(self)
        self.buttons: dict[int, QPushButton] = {}
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        for count in range(low, high + 1):
            button = toggle(str(count))
            button.setAccessibleName(fill(QCoreApplication.translate("NewGameDialog", "%1 players"), count))
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


class SeatMark(QWidget):
    """The seat's mark (views/kit/marks.py), sized with the dialog."""

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_mark(painter, self.seat, QRectF(self.rect()).adjusted(1, 1, -1, -1))


def kind_icon(kind: str, side: int) -> QIcon:
    """A person for a person's seat, a screen for a computer player (with a die's pips for one
    that moves at random)."""
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
        if kind == "random":
            for x, y in ((38, 34), (50, 43), (62, 52)):
                painter.drawEllipse(QPointF(x, y), 5, 5)
    painter.end()
    return QIcon(pixmap)


def card() -> tuple[QFrame, QVBoxLayout]:
    """A settings card on the table."""
    frame = QFrame()
    frame.setObjectName("card")
    return frame, QVBoxLayout(frame)


def label(text: str = "", name: str = "") -> QLabel:
    widget = plain_label(text)
    widget.setObjectName(name)
    return widget


def note(column: QVBoxLayout, text: str, name: str = "muted") -> QLabel:
    """A wrapped line of explanation under the game's options."""
    widget = label(text, name)
    widget.setWordWrap(True)
    column.addWidget(widget)
    return widget


def choices(column: QVBoxLayout, owner: QWidget, options: list[tuple[str, str]]) -> list[QRadioButton]:
    """One choice among a few (a mode, a tower setting): a radio button per option, each with a
    line saying what it means under it; the first is chosen."""
    group = QButtonGroup(owner)
    buttons = []
    for text, hint in options:
        button = QRadioButton(text)
        group.addButton(button)
        column.addWidget(button)
        note(column, hint, "hint")
        buttons.append(button)
    buttons[0].setChecked(True)
    return buttons


def toggle(text: str) -> QPushButton:
    """A big checkable button (player count, a choice between two ways)."""
    button = QPushButton(text)
    button.setObjectName("toggle")
    button.setCheckable(True)
    button.setCursor(Qt.CursorShape.PointingHandCursor)
    return button


def mark_property(widget: QWidget, name: str, value: object) -> None:
    """Set a property the style sheet selects on, and restyle the widget if it changed."""
    if widget.property(name) != value:
        widget.setProperty(name, value)
        widget.style().unpolish(widget)
        widget.style().polish(widget)


def style_sheet(s: float, colour: QColor) -> str:
    """The dialog's look at scale `s` in the game's `colour`: warm table, cards, toggles, fields,
    choices, Play and Cancel."""

    def px(value: float) -> int:
        return max(1, round(value * s))

    c = colour_css
    tint_colour = QColor(
        *(round(0.2 * g + 0.8 * w) for g, w in zip((colour.red(), colour.green(), colour.blue()), (255, 255, 255)))
    )
    game, tint, ink, face, edge_colour = (
        c(colour),
        c(tint_colour),
        c(Palette.INK),
        c(Palette.CARD_FACE),
        c(Palette.CARD_EDGE),
    )
    edge, thick = px(1.5), px(2.5)
    return f"""
    QDialog#newGame {{ background: {c(Palette.TABLE_LIGHT)}; }}
    QFrame#header {{ background: {game}; border: none; }}
    QFrame#card {{ background: {face}; border: {px(1)}px solid {edge_colour}; border-radius: {px(14)}px; }}
    QLabel {{ color: {ink}; background: transparent; }}
    QLabel#headerTitle, QLabel#headerHint {{ color: {c(Palette.ON_COLOUR)}; }}
    QLabel#muted, QLabel#hint {{ color: {c(Palette.INK_MUTED)}; }}
    QLabel#hint {{ margin-left: {px(30)}px; }}
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
    QComboBox QAbstractItemView::item {{
        padding: {px(6)}px {px(10)}px; min-height: {px(30)}px; border-radius: {px(6)}px; }}
    QComboBox QAbstractItemView::item:selected {{ background: {tint}; color: {ink}; }}
    QComboBox QAbstractItemView::item:disabled {{ color: {c(UNAVAILABLE_INK)}; }}
    QLineEdit[problem="true"] {{ border: {thick}px solid {c(PROBLEM_INK)}; }}
    QCheckBox, QRadioButton {{ color: {ink}; spacing: {px(10)}px; }}
    QCheckBox:disabled {{ color: {c(Palette.DISABLED_INK)}; }}
    QCheckBox::indicator, QRadioButton::indicator {{ width: {px(20)}px; height: {px(20)}px; }}
    QPushButton#start {{ background: {game}; color: {c(Palette.ON_COLOUR)}; border: none; border-radius: {px(12)}px;
        padding: {px(8)}px {px(26)}px; }}
    QPushButton#start:hover {{ background: {c(colour.lighter(115))}; }}
    QPushButton#start:pressed {{ background: {c(colour.darker(125))}; }}
    QPushButton#start:disabled {{ background: {c(Palette.DISABLED_FILL)}; color: {c(Palette.DISABLED_INK)};
        border: {px(2)}px dashed {edge_colour}; }}
    QPushButton#cancel {{ background: {face}; color: {game}; border: {px(2)}px solid {game}; border-radius: {px(12)}px;
        padding: {px(8)}px {px(22)}px; }}
    QPushButton#cancel:hover {{ background: {tint}; }}
    QPushButton#start:focus, QPushButton#cancel:focus {{ border: {thick}px solid {ink}; }}
    """


# --- the dialog --------------------------------------------------------------------------------------
