"""Hints on screen (issue 14): the suggested move ringed where it is played, and a card that
says what it is and why.

The window asks `ai/hints.py` for the move (the strongest computer player deciding on the
player's own observation) and hands this module what to show:

- `HintTargets`: the board items to ring (`(item, key)`: a `BoardItem` and the key a click on it
  picks, e.g. one die of a row; `None` for the whole item) and the panel widgets to ring (the
  bid button, the Stop button, the fuel stepper);
- the move in words and the reason (`format_reason`), shown on a `HintCard` over the board's
  lower-left corner, and said in the status line for a screen reader.

`HintDisplay` keeps it all until the next action (`clear`). Board rings are scene items
(`HintRing`), so they follow zoom and pan; panel rings are painted by one overlay over the
window (`HintFrame`), which follows a widget scrolled or moved. Everything shown is plain text.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol, TypeVar

import shiboken6
from PySide6.QtCore import QCoreApplication, QPoint, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QFrame,
    QGraphicsObject,
    QGraphicsScene,
    QHBoxLayout,
    QPushButton,
    QStyleOptionGraphicsItem,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.controllers.game_controller import GameController
from desktop_app.views.kit.items import BoardItem
from desktop_app.views.kit.look import NORMAL, PRESENTATION_LINE, Look
from desktop_app.views.kit.narration import fill
from desktop_app.views.plain_text import plain_label
from desktop_app.views.theme import Palette, colour_css, ui_font

RING = QColor("#FFB000")  # the hint's amber: unlike any player colour, strong on green and on cards
RING_EDGE = QColor("#3A2600")  # a dark edge so the ring reads on light cards too
CARD_BACK = QColor("#FFF6DC")

Board = TypeVar("Board", covariant=True)
Panel = TypeVar("Panel", covariant=True)


class TableParts(Protocol[Board, Panel]):
    """What a game's hints read of its window (a game's `GameWindow` is one): its controller,
    language, board and action panel. A game's hints module names its window's parts with this
    (adding its own), so it needs nothing of window.py, which calls in there."""

    @property
    def controller(self) -> GameController: ...

    @property
    def language(self) -> str: ...

    @property
    def board(self) -> Board: ...

    @property
    def actions(self) -> Panel: ...


@dataclass
class HintTargets:
    """What a hint rings: board items (with the key a click picks, None: the whole item) and
    panel widgets; and `clicks`, the clicks a person makes to play the move, in order (a board
    item with its key, or a widget), where that is not simply every board ring and then every
    widget (a die ringed both on the table and on the panel is one click, not two)."""

    board: list[tuple[BoardItem, object | None]] = field(default_factory=list)
    widgets: list[QWidget] = field(default_factory=list)
    clicks: list[tuple[BoardItem, object | None] | QWidget] | None = None

    def __bool__(self) -> bool:
        return bool(self.board or self.widgets)

    def click_plan(self) -> list[tuple[BoardItem, object | None] | QWidget]:
        """The clicks that play the move (the guide's scripted pupil makes them)."""
        if self.clicks is not None:
            return list(self.clicks)
        return [*self.board, *self.widgets]


def key_rect(item: BoardItem, key: object | None) -> QRectF:
    """The rect (item coordinates) of `key` on `item` (its keyboard rect), else the whole item."""
    if key is not None:
        for candidate, rect in item.key_rects():
            if candidate == key:
                return QRectF(rect)
    return QRectF(item.rect)


class HintRing(QGraphicsObject):
    """An amber ring around a rect of the scene, above everything on the board."""

    def __init__(self, rect: QRectF, width: float) -> None:
        super().__init__()
        self.target = QRectF(rect)
        self.width = width
        self.ring = rect.adjusted(-width, -width, width, width)
        self.setZValue(1_000_000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # clicks go to the item below
        self.setAcceptHoverEvents(False)

    def set_width(self, width: float) -> None:
        """A thicker or thinner ring round the same rect (presentation mode)."""
        self.prepareGeometryChange()
        self.width = width
        self.ring = self.target.adjusted(-width, -width, width, width)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        m = self.width * 1.5
        return self.ring.adjusted(-m, -m, m, m)

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        radius = self.width * 1.5
        painter.setPen(QPen(RING_EDGE, self.width * 1.6))
        painter.drawRoundedRect(self.ring, radius, radius)
        painter.setPen(QPen(RING, self.width))
        painter.drawRoundedRect(self.ring, radius, radius)


class HintFrame(QWidget):
    """One overlay over the window that rings panel widgets where they are on screen now."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window  # the parent: the rings' coordinates are the window's
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setAttribute(Qt.WidgetAttribute.WA_NoSystemBackground)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.targets: list[QWidget] = []
        self.width_px = 4
        self._shown: list[QRect] = []
        self._follow = QTimer(self)  # a scrolled panel moves its widgets without telling us
        self._follow.setInterval(150)
        self._follow.timeout.connect(self._track)
        self.hide()

    def ring(self, widgets: Sequence[QWidget], width: int) -> None:
        self.targets = list(widgets)
        self.width_px = width
        if self.targets:
            self.setGeometry(self._window.rect())
            self.show()
            self.raise_()
            self._follow.start()
            self._track(force=True)
        else:
            self._follow.stop()
            self._shown = []
            self.hide()

    def rects(self) -> list[QRect]:
        """Each target's visible part, in the window's coordinates (none for a hidden one)."""
        out = []
        window = self._window
        for widget in self.targets:
            if not shiboken6.isValid(widget) or not widget.isVisible():
                continue  # a panel rebuilt since (its old button is gone) or a hidden one
            visible = widget.visibleRegion().boundingRect()
            if visible.isEmpty():
                continue
            out.append(QRect(widget.mapTo(window, visible.topLeft()), visible.size()))
        return out

    def _track(self, force: bool = False) -> None:
        rects = self.rects()
        if force or rects != self._shown:
            self._shown = rects
            if self.geometry() != self._window.rect():
                self.setGeometry(self._window.rect())
            self.update()

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        w = self.width_px
        for rect in self._shown:
            ring = QRectF(rect).adjusted(-w / 2, -w / 2, w / 2, w / 2)
            painter.setPen(QPen(RING_EDGE, w * 1.6))
            painter.drawRoundedRect(ring, w * 1.5, w * 1.5)
            painter.setPen(QPen(RING, w))
            painter.drawRoundedRect(ring, w * 1.5, w * 1.5)


class HintCard(QFrame):
    """The hint in words over the board: who it is for, the move, why; × closes it."""

    closed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("hint_card")
        self.setFrameShape(QFrame.Shape.NoFrame)
        column = self._column = QVBoxLayout(self)
        top = QHBoxLayout()
        self.heading = plain_label()
        self.heading.setObjectName("hint_heading")
        top.addWidget(self.heading, 1)
        self.close_button = QToolButton()
        self.close_button.setText("×")
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.close_button.setAccessibleName(QCoreApplication.translate("HintCard", "Close the hint"))
        self.close_button.setToolTip(self.close_button.accessibleName())
        self.close_button.clicked.connect(lambda _checked=False: self.closed.emit())
        top.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        column.addLayout(top)
        self.move_label = plain_label()
        self.move_label.setObjectName("hint_move")
        self.reason_label = plain_label()
        self.reason_label.setObjectName("hint_reason")
        for label in (self.move_label, self.reason_label):
            label.setWordWrap(True)
            column.addWidget(label)
        # the imagined games' figures, under "more" (issue 26: the reason a child can follow leads)
        self.more_button = QToolButton()
        self.more_button.setObjectName("hint_more")
        self.more_button.setCheckable(True)
        self.more_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.more_button.toggled.connect(self._show_more)
        column.addWidget(self.more_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.more_label = plain_label()
        self.more_label.setObjectName("hint_more_text")
        self.more_label.setWordWrap(True)
        column.addWidget(self.more_label)
        self.action_button = QPushButton()
        self.action_button.setObjectName("hint_action")
        self.action_button.hide()
        self._action: Callable[[], object] | None = None
        self.action_button.clicked.connect(lambda _checked=False: self._action() if self._action else None)
        column.addWidget(self.action_button, 0, Qt.AlignmentFlag.AlignRight)
        self.hide()

    def set_action(self, action: tuple[str, Callable[[], object]] | None) -> None:
        """A button on the card (the guide's "Start a real game"), or none."""
        self._action = action[1] if action else None
        self.action_button.setText(action[0] if action else "")
        self.action_button.setVisible(action is not None)

    def set_text(self, heading: str, move: str, reason: str, more: str = "") -> None:
        """The card's words; `more`, the figures behind the reason, hidden under a "More" button."""
        self.heading.setText(heading)
        self.move_label.setText(move)
        self.move_label.setVisible(bool(move))
        self.reason_label.setText(reason)
        self.reason_label.setVisible(bool(reason))
        self.more_label.setText(more)
        self.more_button.setVisible(bool(more))
        self.more_button.setChecked(False)
        self._show_more(False)
        self.setAccessibleName(heading)
        self.setAccessibleDescription(" ".join(part for part in (move, reason) if part))

    def _show_more(self, shown: bool) -> None:
        translate = QCoreApplication.translate
        self.more_button.setText(translate("HintCard", "Less ▴") if shown else translate("HintCard", "More ▾"))
        self.more_label.setVisible(shown and bool(self.more_label.text()))
        self.more_button.setAccessibleName(
            translate("HintCard", "Hide the figures") if shown else translate("HintCard", "Show the figures behind it")
        )
        window = self.parentWidget()
        if window is not None and self.isVisible():  # the card grows or shrinks in place
            display = getattr(window, "hint_display", None)
            if display is not None and display.card is self:
                display.place()

    def set_scale(self, scale: float, look: Look = NORMAL) -> None:
        """The card's size at the window's scale, in the normal look or presentation mode's
        (larger text, a thicker edge; every ink dark already)."""
        s = max(1.0, scale) * look.text
        base = QApplication.font()
        self.heading.setFont(ui_font(base, 15 * s, QFont.Weight.Bold))
        self.move_label.setFont(ui_font(base, 17 * s, QFont.Weight.DemiBold))
        self.reason_label.setFont(ui_font(base, 16 * s))
        self.more_label.setFont(ui_font(base, 14 * s))
        self.action_button.setFont(ui_font(base, 16 * s, QFont.Weight.DemiBold))
        margin = round(12 * s)
        self._column.setContentsMargins(margin, round(8 * s), round(8 * s), margin)
        self._column.setSpacing(round(4 * s))
        side = round(26 * s)
        self.close_button.setFixedSize(side, side)
        self.setStyleSheet(
            f"QFrame#hint_card {{ background: {colour_css(CARD_BACK)};"
            f" border: {max(3, round(3 * s + (PRESENTATION_LINE if look.presentation else 0)))}px solid"
            f" {colour_css(RING)}; border-radius: {round(10 * s)}px; }}"
            f" QLabel {{ color: {colour_css(Palette.INK)}; background: transparent; border: none; }}"
            f" QToolButton {{ border: none; background: transparent; color: {colour_css(Palette.INK)};"
            f" font-size: {round(20 * s)}px; font-weight: bold; }}"
            f" QToolButton:hover {{ color: {colour_css(RING_EDGE)}; }}"
            f" QToolButton#hint_more {{ font-size: {round(14 * s)}px; font-weight: 600;"
            f" text-decoration: underline; padding: 0px; }}"
            f" QPushButton {{ background: {colour_css(RING)}; color: {colour_css(Palette.INK)};"
            f" border: {max(2, round(2 * s))}px solid {colour_css(RING_EDGE)}; border-radius: {round(8 * s)}px;"
            f" padding: {round(6 * s)}px {round(16 * s)}px; }}"
            f" QPushButton:hover {{ background: #FFC640; }}"
        )


class HintDisplay:
    """A window's hint on screen: the rings on the board and the panel, and the card over
    `board` (the widget the card sits over). `clear()` takes it all away."""

    def __init__(self, window: QWidget, board: QWidget) -> None:
        self.window = window
        self.board = board
        self.card = HintCard(window)
        self.card.closed.connect(self.clear)
        self.frame = HintFrame(window)
        self.rings: list[HintRing] = []
        self.scale = 1.0
        self.look = NORMAL
        self.thinking = False  # the card says the hint player is still thinking (no rings yet)

    @property
    def showing(self) -> bool:
        return self.card.isVisible() or bool(self.rings) or bool(self.frame.targets)

    def show_thinking(self, heading: str, text: str, detail: str) -> None:
        """The card while the hint player thinks: whom it is for and that it is thinking."""
        self.show(heading, text, detail, HintTargets())
        self.thinking = True

    def _ring_width(self) -> float:
        """A board ring's width in screen pixels (presentation mode's are thicker)."""
        return 5.0 * max(1.0, self.scale) * self.look.text + (PRESENTATION_LINE if self.look.presentation else 0.0)

    def _frame_width(self) -> int:
        return max(3, round(4 * self.scale * self.look.text + (PRESENTATION_LINE if self.look.presentation else 0)))

    def show(
        self,
        heading: str,
        move: str,
        reason: str,
        targets: HintTargets,
        action: tuple[str, Callable[[], object]] | None = None,
        more: str = "",
    ) -> None:
        """The card (heading, the move, why; `action`: a button's text and what it does; `more`:
        the figures behind the reason, under a "More" button) and the rings round `targets`."""
        self.clear()
        for item, key in targets.board:
            scene = item.scene()
            if scene is None or not item.isVisible():
                continue
            ring = HintRing(item.mapRectToScene(key_rect(item, key)), self._ring_width() / _zoom(scene))
            scene.addItem(ring)
            self.rings.append(ring)
        self.frame.ring(targets.widgets, self._frame_width())
        self.card.set_text(heading, move, reason, more)
        self.card.set_action(action)
        self.card.set_scale(self.scale, self.look)
        self.card.show()
        self.place()

    def clear(self) -> None:
        for ring in self.rings:
            scene = ring.scene()
            if scene is not None:
                scene.removeItem(ring)
        self.rings = []
        self.frame.ring([], 0)
        self.card.hide()
        self.thinking = False

    def set_scale(self, scale: float) -> None:
        self.scale = scale
        self.card.set_scale(scale, self.look)
        self.place()

    def set_look(self, look: Look) -> None:
        """Presentation mode on or off (F5): the card and the rings on screen follow at once."""
        self.look = look
        for ring in self.rings:
            scene = ring.scene()
            if scene is not None:
                ring.set_width(self._ring_width() / _zoom(scene))
        if self.frame.targets:
            self.frame.ring(self.frame.targets, self._frame_width())
        self.set_scale(self.scale)

    def place(self) -> None:
        """The card over the board's lower-left corner, or the nearest place that hides no ring;
        the overlay over the whole window."""
        if self.frame.isVisible():
            self.frame.setGeometry(self.window.rect())
            self.frame.raise_()
        if not self.card.isVisible():
            return
        margin = round(12 * max(1.0, self.scale))
        top_left = self.board.mapTo(self.window, QPoint(0, 0))
        width = max(200, min(self.board.width() - 2 * margin, round(560 * max(1.0, self.scale) * self.look.text)))
        self.card.setFixedWidth(width)
        layout = self.card.layout()
        fits = layout is not None and layout.hasHeightForWidth()
        height = layout.totalHeightForWidth(width) if layout is not None and fits else self.card.sizeHint().height()
        self.card.setFixedHeight(height)
        self.card.move(top_left.x() + margin, top_left.y() + self.board.height() - height - margin)
        self._keep_rings_clear(margin)
        self.card.raise_()

    def _keep_rings_clear(self, margin: int) -> None:
        """Move the card, if it hides a ring, to the nearest place over the board that hides none:
        along the board's bottom edge, then up its right edge, then along its top edge; the
        board's own buttons (the legend's "?", a map/markets switch) are kept clear too. When
        every place hides a ring, the card goes where it hides the least."""
        rings = self.ring_rects()
        if not rings:
            return
        card, window, board = self.card, self.window, self.board
        buttons = [
            QRect(button.mapTo(window, QPoint(0, 0)), button.size())
            for button in board.findChildren(QAbstractButton)
            if button.isVisible() and not card.isAncestorOf(button)
        ]
        area = QRect(board.mapTo(window, QPoint(0, 0)), board.size())
        left, right = area.left() + margin, max(area.left() + margin, area.right() + 1 - margin - card.width())
        top, bottom = area.top() + margin, max(area.top() + margin, area.bottom() + 1 - margin - card.height())
        steps = 8
        xs = [left + (right - left) * i // steps for i in range(steps + 1)]
        ys = [bottom - (bottom - top) * i // steps for i in range(1, steps)]
        places = [QPoint(x, bottom) for x in xs] + [QPoint(right, y) for y in ys] + [QPoint(x, top) for x in xs]

        def hidden(place: QPoint) -> tuple[int, int]:
            shown = QRect(place, card.size())
            return (
                sum(_area(shown.intersected(ring)) for ring in rings),
                sum(_area(shown.intersected(button)) for button in buttons),
            )

        card.move(min(places, key=hidden))  # the first of the least hidden: the lower left when clear

    def ring_rects(self) -> list[QRect]:
        """Where the rings are on screen now, in the window's coordinates."""
        rects = list(self.frame.rects()) if self.frame.targets else []
        for ring in self.rings:
            scene = ring.scene()
            for view in scene.views() if scene is not None else []:
                if not view.isVisible():
                    continue
                box = view.mapFromScene(ring.sceneBoundingRect()).boundingRect()
                rects.append(QRect(view.viewport().mapTo(self.window, box.topLeft()), box.size()))
        return rects


def _zoom(scene: QGraphicsScene) -> float:
    """The zoom of the first view of `scene` (a ring keeps its width on screen at any zoom)."""
    views = scene.views()
    return max(views[0].transform().m11() if views else 1.0, 0.05)


def _area(rect: QRect) -> int:
    return max(0, rect.width()) * max(0, rect.height())


def hint_heading(name: str) -> str:
    """The card's heading: whom the hint is for (a player's name: plain text)."""
    return fill(QCoreApplication.translate("HintCard", "Hint for %1"), name)


__all__ = ["HintCard", "HintDisplay", "HintFrame", "HintRing", "HintTargets", "hint_heading", "key_rect"]
