"""Motion (issue 26 item 13): what a move moved, seen moving.

A move appears on the table at once (the window redraws first, as before); then, over the
window, on a layer that takes no clicks (`MotionLayer`), a picture of the piece flies from where
it was to where it went (`Flight`: a plant card to its buyer, fuel to the buyer's card, a card
to a hand) or a line is drawn along its length (`Trace`: a cable as a city is built). What moves
is the game window's `_motions(record)`, asked *before* the redraw (so a picture of the piece
where it was can be taken) and read from what the rules report of the move: the applied action,
the record's before/after states and the events the rules left in `state.events`; a window never
works a rule out to know what moved. The items' own short motions (Power Butler's dice,
Magic Lamp's cards turning over: `painting.LookItem.play_motion`) are `track`ed the same way.

Pace: `PACE` is how long a move's motion takes at each of the computer players' speeds; none at
"max" (tests and benchmarks at full speed are unchanged) and none at all under Settings > Reduce
motion (`reduce_motion`; by default what the system asks, where Qt or the system says). A
person is never kept waiting: a press of a mouse button or a key while something moves first
puts every motion at its end (`finish_all`), then the press is handled as usual.

An error while starting or drawing a motion ends it (nothing is left over the table) and goes
to `sys.excepthook` (views/error_report.py): the player sees the app's short message and the
game is untouched, as the move itself was already shown.
"""

from __future__ import annotations

import ctypes
import math
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QEvent,
    QObject,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSettings,
    QSize,
    QSizeF,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QAction, QColor, QPainter, QPaintEvent, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView, QMenu, QWidget

if TYPE_CHECKING:
    from desktop_app.controllers.game_controller import ActionRecord

REDUCE_KEY = "view/reduce_motion"
# A move's motion in ms at each of the computer players' speeds (window_menus.SPEEDS: 1500, 700
# and 250 ms between their moves): over before the next computer move; none at full speed.
PACE = {"slow": 900, "normal": 450, "fast": 180, "max": 0}
NORMAL_MS = PACE["normal"]
_PRESSES = frozenset(
    {
        QEvent.Type.MouseButtonPress,
        QEvent.Type.MouseButtonDblClick,
        QEvent.Type.KeyPress,
        QEvent.Type.TouchBegin,
        QEvent.Type.TabletPress,
    }
)
SPI_GETCLIENTAREAANIMATION = 0x1042
SMALL_PIECE = 40  # px: a piece smaller than this grows to twice its size in mid-flight


# --- the setting ------------------------------------------------------------------------------


def system_prefers_less_motion(platform: str = sys.platform) -> bool:
    """Whether the system asks for less motion. Qt gives no such hint (QStyleHints'
    accessibility() tells contrast only), so: Windows' "Show animations in Windows" off
    (SPI_GETCLIENTAREAANIMATION); other systems give none without their desktop's own tools."""
    if not platform.startswith("win"):
        return False
    try:
        user32 = getattr(ctypes, "windll").user32  # noqa: B009 - Windows only (typeshed has no windll elsewhere)
        flag = ctypes.c_int(1)
        ok = user32.SystemParametersInfoW(SPI_GETCLIENTAREAANIMATION, 0, ctypes.byref(flag), 0)
    except (AttributeError, OSError):
        return False
    return bool(ok) and not flag.value


def reduce_motion() -> bool:
    """Settings > Reduce motion: nothing moves. Until chosen, what the system asks."""
    settings = QSettings()
    if settings.value(REDUCE_KEY) is None:
        return system_prefers_less_motion()
    return settings.value(REDUCE_KEY, False, type=bool) is True


class _Notice(QObject):
    changed = Signal(bool)  # Reduce motion turned on (True) or off, in any window


_notice: _Notice | None = None


def motion_notice() -> _Notice:
    """Tells every open window that Reduce motion changed (`changed(on)`)."""
    global _notice
    if _notice is None:
        _notice = _Notice(QCoreApplication.instance())
    return _notice


def set_reduce_motion(on: bool) -> None:
    """Remember the choice for every window, and tell the open ones."""
    QSettings().setValue(REDUCE_KEY, bool(on))
    if on:
        finish_all()
    motion_notice().changed.emit(bool(on))


def add_motion_action(menu: QMenu) -> QAction:
    """A checkable "Reduce motion" command in `menu` (Settings in the launcher, View in a game
    window), one choice for every window; `name_motion_action` words it again after a change
    of language."""
    action = menu.addAction("")
    action.setObjectName("reduceMotion")
    action.setCheckable(True)
    action.setChecked(reduce_motion())
    action.triggered.connect(set_reduce_motion)  # (a person's choice only: syncing does not trigger)
    menu.aboutToShow.connect(lambda: action.setChecked(reduce_motion()))  # another window may have changed it
    name_motion_action(action)
    return action


def name_motion_action(action: QAction) -> None:
    translate = QCoreApplication.translate
    action.setText(translate("Motion", "&Reduce motion (pieces do not move)"))
    action.setToolTip(translate("Motion", "Moves are shown at once, without pieces flying or lines being drawn"))


# --- finishing at a person's press --------------------------------------------------------------


class _Finisher(QObject):
    """While anything moves, watches the application's events: a person's press puts every
    motion at its end before the press is handled (the filter is there only while something
    moves, so play at rest pays nothing for it)."""

    def __init__(self) -> None:
        super().__init__(QCoreApplication.instance())
        self.moving: list[QAbstractAnimation] = []
        self.watching = False

    def track(self, animation: QAbstractAnimation) -> None:
        if animation not in self.moving:
            self.moving.append(animation)
            animation.finished.connect(self.prune)
            animation.destroyed.connect(self.prune)
        if not self.watching:
            app = QCoreApplication.instance()
            if app is not None:
                app.installEventFilter(self)
                self.watching = True

    def prune(self) -> None:
        self.moving = [a for a in self.moving if _running(a)]
        if not self.moving and self.watching:
            app = QCoreApplication.instance()
            if app is not None:
                app.removeEventFilter(self)
            self.watching = False

    def finish(self) -> None:
        for animation in list(self.moving):
            if _running(animation):
                animation.setCurrentTime(animation.totalDuration())  # at its end: `finished` cleans up
                if _running(animation):
                    animation.stop()
        self.prune()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if event.type() in _PRESSES and self.moving:
            self.finish()
        return False  # the press goes on to what was pressed


def _running(animation: QAbstractAnimation) -> bool:
    try:
        return animation.state() == QAbstractAnimation.State.Running
    except RuntimeError:  # deleted with its item or window
        return False


_finisher: _Finisher | None = None


def _the_finisher() -> _Finisher:
    global _finisher
    if _finisher is None:
        _finisher = _Finisher()
    return _finisher


def track(animation: QAbstractAnimation) -> None:
    """A running motion a person's next press puts at its end (`finish_all`)."""
    _the_finisher().track(animation)


def finish_all() -> None:
    """Every motion at its end, now (a person pressed something, or Reduce motion came on)."""
    if _finisher is not None:
        _finisher.finish()


def moving() -> bool:
    """Is anything moving now?"""
    return _finisher is not None and any(_running(a) for a in _finisher.moving)


def paced(ms: int, item: QGraphicsItem) -> int:
    """An item's own motion of `ms` at the normal pace, at its window's pace (`Motion.speed`)."""
    scene = item.scene()
    views = scene.views() if scene is not None else []
    motion = getattr(views[0].window(), "motion", None) if views else None
    if not isinstance(motion, Motion) or motion.length() <= 0:
        return ms
    return max(1, round(ms * motion.length() / NORMAL_MS))


# --- what moves ---------------------------------------------------------------------------------


class Piece(Protocol):
    """Something moving on the layer: `begin` once the table is redrawn (False: nothing to
    show after all), `paint` at `t` (0 -> 1), `bounds` (what `paint` may touch, for repainting)."""

    def begin(self, layer: QWidget) -> bool: ...
    def paint(self, painter: QPainter, t: float) -> None: ...
    def bounds(self, t: float) -> QRectF: ...


def _shadow_of(picture: QPixmap) -> QPixmap:
    """The picture's shape in a faint black (a round token casts a round shadow)."""
    shadow = QPixmap(picture.size())
    shadow.setDevicePixelRatio(picture.devicePixelRatio())
    shadow.fill(Qt.GlobalColor.transparent)
    painter = QPainter(shadow)
    painter.drawPixmap(0, 0, picture)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    painter.fillRect(shadow.rect(), QColor(0, 0, 0, 60))
    painter.end()
    return shadow


@dataclass
class Flight:
    """A picture of a piece flying from `start` (where it was, in the layer's coordinates) to
    where `end(layer)` says it went, asked once the table is redrawn (None: out of sight, no
    flight). It rises a little on its way and takes the size of where it lands; `delay` staggers
    pieces flying the same way (fuel tokens, dice)."""

    picture: QPixmap
    start: QRectF
    end: Callable[[QWidget], QRectF | None]
    delay: float = 0.0  # of the motion's length, before it sets off (below 1)
    to: QRectF = field(default_factory=QRectF)

    shadow: QPixmap = field(default_factory=QPixmap)

    def begin(self, layer: QWidget) -> bool:
        to = self.end(layer)
        if to is None or to.isEmpty() or self.start.isEmpty():
            return False
        self.to = QRectF(to)
        self.shadow = _shadow_of(self.picture)
        return True

    def at(self, t: float) -> QRectF:
        if self.delay > 0:  # one of a few flying the same way: it sets off a little later
            t = max(0.0, min(1.0, (t - self.delay) / (1.0 - self.delay)))
        e = QEasingCurve(QEasingCurve.Type.InOutCubic).valueForProgress(t)
        a, b = self.start, self.to
        rect = QRectF(
            a.x() + (b.x() - a.x()) * e,
            a.y() + (b.y() - a.y()) * e,
            a.width() + (b.width() - a.width()) * e,
            a.height() + (b.height() - a.height()) * e,
        )
        distance = math.hypot(b.center().x() - a.center().x(), b.center().y() - a.center().y())
        lift = math.sin(math.pi * e)
        rect.translate(0, -lift * min(90.0, 0.2 * distance))  # a gentle arc
        if max(a.width(), a.height()) < SMALL_PIECE:  # a small piece (a fuel token) grows on its way, to be seen
            grown = rect.size() * (1 + lift)
            centre = rect.center()
            rect.setSize(grown)
            rect.moveCenter(centre)
        return rect

    def paint(self, painter: QPainter, t: float) -> None:
        rect = self.at(t)
        painter.setOpacity(1.0 if t < 0.85 else 1.0 - (t - 0.85) / 0.15 * 0.6)  # settles into its place
        source = QRectF(self.picture.rect())
        painter.drawPixmap(rect.translated(3, 5), self.shadow, source)  # its shadow below: it is in the air
        painter.drawPixmap(rect, self.picture, source)
        painter.setOpacity(1.0)

    def bounds(self, t: float) -> QRectF:
        return self.at(t).adjusted(-2, -2, 8, 10)


@dataclass
class Trace:
    """A line drawn along its length over a board view: `points` in the view's scene, mapped
    where the view shows them at every frame (zoom and scroll are followed); `width` in scene
    units. A head dot shows where the line is being drawn."""

    view: QGraphicsView
    points: Sequence[QPointF]
    colour: QColor
    width: float = 7.0
    _line: list[QPointF] = field(default_factory=list)

    def begin(self, layer: QWidget) -> bool:
        if not self.view.isVisible() or len(self.points) < 2:
            return False
        viewport = self.view.viewport()
        self._line = [QPointF(to_layer(layer, viewport, self.view.mapFromScene(p))) for p in self.points]
        return True

    def _pen_width(self) -> float:
        return max(3.0, self.width * self.view.transform().m11())

    def drawn(self, t: float) -> list[QPointF]:
        """The part of the line drawn at `t`."""
        lengths = [math.hypot(b.x() - a.x(), b.y() - a.y()) for a, b in zip(self._line, self._line[1:])]
        left = sum(lengths) * max(0.0, min(1.0, t))
        drawn = [self._line[0]]
        for (a, b), length in zip(zip(self._line, self._line[1:]), lengths):
            if left <= 0:
                break
            if left >= length:
                drawn.append(b)
                left -= length
                continue
            if length > 0:
                f = left / length
                drawn.append(QPointF(a.x() + (b.x() - a.x()) * f, a.y() + (b.y() - a.y()) * f))
            break
        return drawn

    def paint(self, painter: QPainter, t: float) -> None:
        e = QEasingCurve(QEasingCurve.Type.InOutQuad).valueForProgress(t)
        points = self.drawn(e)
        line = QPolygonF(points)
        width = self._pen_width()
        for colour, w in ((QColor(255, 255, 255, 220), width + 4), (self.colour, width)):  # a halo, then the cable
            pen = QPen(colour, w, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.drawPolyline(line)
        head = points[-1]
        painter.setPen(QPen(QColor(255, 255, 255), 2))
        painter.setBrush(self.colour)
        painter.drawEllipse(head, width * 0.9, width * 0.9)

    def bounds(self, t: float) -> QRectF:
        margin = self._pen_width() + 6
        return QPolygonF(self._line).boundingRect().adjusted(-margin, -margin, margin, margin)


# --- where things are on screen, and their pictures ----------------------------------------------


def to_layer(layer: QWidget, widget: QWidget, point: QPoint) -> QPoint:
    """A point of `widget` in the layer's coordinates (the layer lies over their window)."""
    window = layer.window()
    return layer.mapFrom(window, widget.mapTo(window, point))


def scene_spot(layer: QWidget, view: QGraphicsView, rect: QRectF) -> QRectF | None:
    """Where a rectangle of `view`'s scene is seen, in the layer's coordinates; None when out
    of sight."""
    if not view.isVisible():
        return None
    viewport = view.viewport()
    shown = view.mapFromScene(rect).boundingRect().intersected(viewport.rect())
    if shown.isEmpty():
        return None
    return QRectF(QRect(to_layer(layer, viewport, shown.topLeft()), shown.size()))


def item_spot(layer: QWidget, view: QGraphicsView, item: QGraphicsItem) -> QRectF | None:
    """Where `item` is seen in `view`, in the layer's coordinates; None when out of sight."""
    return scene_spot(layer, view, item.sceneBoundingRect()) if item.isVisible() else None


def widget_spot(layer: QWidget, widget: QWidget | None) -> QRectF | None:
    """Where `widget` is, in the layer's coordinates; None when it is not on screen."""
    if widget is None or not widget.isVisible():
        return None
    return QRectF(QRect(to_layer(layer, widget, QPoint(0, 0)), widget.size()))


def grab_scene(layer: QWidget, view: QGraphicsView, rect: QRectF) -> tuple[QPixmap, QRectF] | None:
    """A picture of a rectangle of `view`'s scene as it is seen now, and where (None when out
    of sight)."""
    spot = scene_spot(layer, view, rect)
    if spot is None:
        return None
    viewport = view.viewport()
    corner = viewport.mapFrom(layer.window(), layer.mapTo(layer.window(), spot.topLeft().toPoint()))
    return viewport.grab(QRect(corner, spot.size().toSize())), spot


def grab_spot(layer: QWidget, view: QGraphicsView, item: QGraphicsItem) -> tuple[QPixmap, QRectF] | None:
    """A picture of `item` as it is seen now, and where (None when out of sight)."""
    return grab_scene(layer, view, item.sceneBoundingRect()) if item.isVisible() else None


def painted(size: QSize, draw: Callable[[QPainter, QRectF], None], ratio: float = 1.0) -> QPixmap:
    """A picture `draw` paints into a transparent `size` (sharp at the screen's pixel `ratio`)."""
    picture = QPixmap(max(1, round(size.width() * ratio)), max(1, round(size.height() * ratio)))
    picture.setDevicePixelRatio(ratio)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw(painter, QRectF(0, 0, size.width(), size.height()))
    painter.end()
    return picture


def centred(rect: QRectF, size: QSize | QSizeF) -> QRectF:
    """A `size` box in the middle of `rect` (a token landing on a card keeps its own size)."""
    box = QRectF(0, 0, size.width(), size.height())
    box.moveCenter(rect.center())
    return box


# --- the layer and the window's animator ----------------------------------------------------------


class MotionLayer(QWidget):
    """Over the whole window, seen only while something moves, never taking a click."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.setObjectName("motionLayer")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.pieces: list[Piece] = []
        self.t = 0.0
        self.failed: Callable[[BaseException], None] = lambda _error: None
        self.hide()

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        try:
            for piece in self.pieces:
                piece.paint(painter, self.t)
        except Exception as error:  # noqa: BLE001 - reported, never swallowed: see the module docstring
            painter.end()
            self.failed(error)


class Motion(QObject):
    """A game window's animator: `show_move(record, redraw)` shows a move with its motion; the
    window's `_motions(record)` (`plan`) says what moved. `speed` is the computer players'
    speed (`PACE`). `started` counts the motions begun (what a test reads); `running()` says
    whether one is under way."""

    def __init__(self, window: QWidget, plan: Callable[[ActionRecord], list[Piece]]) -> None:
        super().__init__(window)
        self.window = window
        self.plan = plan
        self.speed = "normal"
        self.started = 0
        self.layer = MotionLayer(window)
        self.layer.failed = self._failed
        self._pending: list[Piece] | None = None
        self._dirty = QRectF()
        self.animation = QVariantAnimation(self)
        self.animation.setStartValue(0.0)
        self.animation.setEndValue(1.0)
        self.animation.valueChanged.connect(self._frame)
        self.animation.finished.connect(self._ended)

    def length(self) -> int:
        """How long a move's motion lasts now, in ms (0: nothing moves)."""
        return 0 if reduce_motion() else PACE.get(self.speed, 0)

    def running(self) -> bool:
        return self._pending is not None or self.animation.state() == QAbstractAnimation.State.Running

    def show_move(self, record: ActionRecord, redraw: Callable[[], None]) -> None:
        """Redraw the table for `record`, then show what it moved (a save's replay moves nothing)."""
        from desktop_app.controllers.game_controller import Origin

        self.finish()
        planned: list[Piece] = []
        if record.origin != Origin.LOAD and self.length() > 0 and self.window.isVisible():
            try:
                planned = self.plan(record)
            except Exception as error:  # noqa: BLE001 - reported; the move is still shown
                self._failed(error)
        redraw()
        if planned:
            self._pending = planned
            QTimer.singleShot(0, self, self._start)  # once the redrawn panels are laid out

    def _start(self) -> None:
        pieces, self._pending = self._pending or [], None
        length = self.length()
        if not pieces or length <= 0:
            return
        layer = self.layer
        try:
            layer.setGeometry(self.window.rect())
            pieces = [piece for piece in pieces if piece.begin(layer)]
        except Exception as error:  # noqa: BLE001 - reported, never swallowed
            self._failed(error)
            return
        if not pieces:
            return
        layer.pieces, layer.t = pieces, 0.0
        self._dirty = QRectF()
        layer.raise_()
        layer.show()
        self.started += 1
        self.animation.setDuration(length)
        self.animation.start()
        track(self.animation)

    def _frame(self, value: object) -> None:
        layer = self.layer
        layer.t = float(value) if isinstance(value, (int, float)) else 0.0
        try:
            now = QRectF()
            for piece in layer.pieces:
                now = now.united(piece.bounds(layer.t))
        except Exception as error:  # noqa: BLE001 - reported, never swallowed
            self._failed(error)
            return
        layer.update(now.united(self._dirty).toAlignedRect())  # only where pieces were and are
        self._dirty = now

    def _ended(self) -> None:
        self.layer.pieces = []
        self.layer.hide()

    def finish(self) -> None:
        """Whatever moves, at its end now (and a motion about to begin, not begun)."""
        self._pending = None
        if self.animation.state() == QAbstractAnimation.State.Running:
            self.animation.setCurrentTime(self.animation.totalDuration())  # emits finished -> _ended
        self._ended()

    def _failed(self, error: BaseException) -> None:
        """An error in a motion: it ends, the app's error report tells the player (later, not
        inside a paint), the game goes on."""
        self._pending = None
        self.animation.stop()
        self.layer.pieces = []
        QTimer.singleShot(0, self.layer.hide)
        QTimer.singleShot(0, lambda: sys.excepthook(type(error), error, error.__traceback__))


__all__ = [
    "PACE",
    "REDUCE_KEY",
    "Flight",
    "Motion",
    "MotionLayer",
    "Piece",
    "Trace",
    "add_motion_action",
    "centred",
    "finish_all",
    "grab_scene",
    "grab_spot",
    "item_spot",
    "motion_notice",
    "moving",
    "name_motion_action",
    "paced",
    "painted",
    "reduce_motion",
    "scene_spot",
    "to_layer",
    "set_reduce_motion",
    "system_prefers_less_motion",
    "track",
    "widget_spot",
]
