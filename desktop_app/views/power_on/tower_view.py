"""The carbon tower beside the board: the real pymunk tower in its own QGraphicsScene.

What is drawn is `TowerSim` from the rules' `tower_physics` module: the standing tower is the
state's recorded drops (one simulation kept alive between drops, `KeptTower`, rebuilt only when
the history is not a continuation: an undo, a load, a step back; while the supply is low, a spare
trailing it is built a slice at a time between events, for the first drop after tokens came off
the top), and a drop (a human's or a computer player's) is
animated by stepping the very simulation whose outcome becomes the `stack_token` action, so what
the player sees is what the action records. There is no base: the first token lands on the table
where it is dropped (seed 001: 「碳塔直接從桌面上開始堆疊，由首位堆疊玩家決定堆疊位置」) and the view
follows the tower's foot from then on.

A human stacks with the mouse (move over the tower, wheel to turn, click to drop) or the keys
(Left/Right move, Up/Down or Q/E turn, Space or Enter drop).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPen,
    QResizeEvent,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QWidget,
)

from desktop_app.rules.power_on.engine import MAX_ANGLE, MAX_DROP_X
from desktop_app.rules.power_on.state import Phase, State
from desktop_app.rules.power_on.tower_physics import (
    DROP_GAP,
    TOKEN_H,
    TOKEN_W,
    KeptTower,
)
from desktop_app.views.kit.zoom import MAX_ZOOM, ZOOM_STEP
from desktop_app.views.power_on.art import draw_carbon_token
from desktop_app.views.power_on.board_view import PRESENTATION_LINE, PRESENTATION_TEXT
from desktop_app.views.theme import Palette

UNIT_PER_TENTH = TOKEN_W / 10.0
AIM_LIMIT = 30  # tenths of a token width either side of the tower's foot (or the table's middle)
VIEW_HALF_W = 130.0  # physics units shown either side of the tower's foot
STEPS_PER_TICK = 2
TICK_MS = 16
MAX_TICKS = 75  # a long fall is shown faster, so no drop takes more than ~1.2 s
HOLD_AFTER_FALL_MS = 400
SHOWN_TOWERS = 256  # towers remembered by their drops (a game shows far fewer)
SPARE_WHILE_SUPPLY_UNDER = 2  # a spare is built while the supply holds fewer than twice a plant's tokens
SPARE_SLICE_S = 0.003  # the spare simulation is built in slices of about this much time, between events


class TokenItem(QGraphicsItem):
    """One carbon token, drawn centred on its position (physics units, y up flipped)."""

    def __init__(self, ghost: bool = False) -> None:
        super().__init__()
        self.ghost = ghost
        # a settled token looks the same from one action to the next: Qt keeps its picture at
        # the screen's resolution and paints it again only when it turns or the view zooms
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return QRectF(-TOKEN_W / 2 - 1, -TOKEN_H / 2 - 1, TOKEN_W + 2, TOKEN_H + 2)

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.ghost:
            painter.setOpacity(0.85)
        draw_carbon_token(painter, QRectF(-TOKEN_W / 2, -TOKEN_H / 2, TOKEN_W, TOKEN_H))


def wrapped(text: str, metrics: QFontMetricsF, room: float) -> str:
    """`text` with its lines broken at spaces where wider than `room` (a word alone may be wider)."""
    lines: list[str] = []
    for line in text.split("\n"):
        current = ""
        for word in line.split(" "):
            tried = f"{current} {word}" if current else word
            if current and metrics.horizontalAdvance(tried) > room:
                lines.append(current)
                current = word
            else:
                current = tried
        lines.append(current)
    return "\n".join(lines)


class TowerView(QGraphicsView):
    """The shared carbon tower; emits `dropped(x, angle, fell)` when a human's drop settles."""

    dropped = Signal(int, int, int)
    animation_did_finish = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setScene(QGraphicsScene(self))
        self.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setBackgroundBrush(QColor("#E4EEF4"))
        self.animate = True
        self.tokens: list[TokenItem] = []
        self.drops: tuple[tuple[int, int], ...] = ()
        self.kept = KeptTower()  # the tower's simulation, kept between drops (no replay per drop)
        # a tower shown before, by its drops: its poses and its top (the held token's height)
        self._shown_towers: dict[tuple[tuple[int, int], ...], tuple[list[tuple[float, float, float]], float]] = {}
        # the kept simulation's spare (KeptTower.prepare_spare), built a slice at a time when Qt
        # has nothing else to do: the first drop after tokens come off the top continues it
        self.spare_behind = 0
        self.spare_timer = QTimer(self)
        self.spare_timer.setSingleShot(True)
        self.spare_timer.setInterval(0)
        self.spare_timer.timeout.connect(self._prepare_spare)
        self.held: TokenItem | None = None
        self.aim_x = 0  # tenths of a token width
        self.aim_angle = 0  # degrees
        self.can_drop = False
        self.frames: list[list[tuple[float, float, float]]] = []
        self.frame = 0
        self.per_tick = STEPS_PER_TICK
        self.pending_state: tuple[State, bool, str] | None = None
        self.after_animation: tuple[Callable[[int], None] | None, int] | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self._tick)
        self._top = 0.0
        self.centre = 0.0  # physics x of the tower's foot (the first token); 0 with no tower
        self.zoom = 1.0  # View > Zoom: times the fitted scale, around the tower's top
        self._fitted: tuple[object, ...] = ()  # what the view was last fitted to (see _fit)
        self.presentation = False  # presentation mode: a larger caption, thicker lines
        self.least_caption_px = 0.0  # the projector layout: the caption never smaller on screen
        scene = self.scene()
        scene.setSceneRect(QRectF(-VIEW_HALF_W, -450, 2 * VIEW_HALF_W, 520))
        self.table = scene.addRect(QRectF(-800, 0, 1600, 400), QPen(QColor("#8C6B4A"), 2), QColor("#C9A77C"))
        self.table.setZValue(-2)
        self.guide = scene.addLine(0, 0, 0, 0, QPen(QColor("#1F6FB2"), 1.5, Qt.PenStyle.DashLine))
        self.guide.setZValue(4)
        self.guide.hide()
        self.caption = QGraphicsSimpleTextItem()
        self.caption.setBrush(Palette.INK)
        scene.addItem(self.caption)
        self.height_text = ""
        self.setAccessibleName(QCoreApplication.translate("TowerView", "Carbon tower"))
        self.setAccessibleDescription(
            QCoreApplication.translate(
                "TowerView",
                "When stacking: the arrow keys aim and turn the token, Space drops it; if a token falls, the tower "
                "collapses.",
            )
        )
        self._fit()

    # --- showing the tower ---------------------------------------------------------------------------

    def is_busy(self) -> bool:
        return self.timer.isActive() or self.after_animation is not None

    def show_state(self, state: State, human_stacking: bool, caption: str) -> None:
        """The tower of this state; a human stacking gets a token to aim and drop."""
        self.height_text = caption
        if self.is_busy():
            self.pending_state = (state, human_stacking, caption)
            return
        drops = tuple((x, angle) for x, angle in state.tower_drops)
        if state.options.tower == "stacking":
            if drops != self.drops or len(self.tokens) != len(drops):
                self.drops = drops
                self._place(self._poses_after(drops))
            # tokens come off the top when generating finds the supply short of a plant's tokens
            # (or a card takes some off): while the supply is low, a spare trails the tower by as
            # many tokens as a plant stacks
            self.spare_behind = max((info.carbon for info in state.content.plant_types.values()), default=0)
            if state.carbon_supply() < SPARE_WHILE_SUPPLY_UNDER * self.spare_behind or self.kept.spare is not None:
                self.spare_timer.start()
        else:
            self.drops = ()
            self._place(self._chance_poses(state.tower))
        self.can_drop = human_stacking and state.phase is Phase.STACKING
        self._show_held()
        self._update_caption()
        self._fit()

    def _poses_after(self, drops: tuple[tuple[int, int], ...]) -> list[tuple[float, float, float]]:
        """The tower's poses after `drops`. A tower shown before is drawn as it was: generating
        takes tokens off the top, leaving a tower this view has shown, and replaying every drop
        for it would cost a frame many times over (the kept simulation catches up at the next
        drop). Exact: the tower after the same drops is always the same (`KeptTower`)."""
        return self._shown(drops)[0]

    def _shown(self, drops: tuple[tuple[int, int], ...]) -> tuple[list[tuple[float, float, float]], float]:
        """The poses and the top of the tower after `drops`, remembered once shown."""
        shown = self._shown_towers.get(drops)
        if shown is None:
            sim = self.kept.tower(drops)
            shown = (sim.poses(), sim.top())
            if len(self._shown_towers) >= SHOWN_TOWERS:
                self._shown_towers.pop(next(iter(self._shown_towers)))  # the oldest
            self._shown_towers[drops] = shown
        return shown

    def _prepare_spare(self) -> None:
        """A slice of building the spare simulation (a few drops, about SPARE_SLICE_S), then
        another at the next turn of the event loop until it is there."""
        if not self.drops:
            return
        end = time.perf_counter() + SPARE_SLICE_S
        while not self.kept.prepare_spare(self.drops, self.spare_behind):
            if time.perf_counter() >= end:
                self.spare_timer.start()
                return

    @staticmethod
    def _chance_poses(height: int) -> list[tuple[float, float, float]]:
        """The no-dexterity tower: a neat pile, alternately nudged so it reads as a stack."""
        return [((-3.0 if i % 2 else 3.0), TOKEN_H / 2 + i * TOKEN_H, 0.0) for i in range(height)]

    def _place(self, poses: Sequence[tuple[float, float, float]]) -> None:
        scene = self.scene()
        while len(self.tokens) < len(poses):
            item = TokenItem()
            scene.addItem(item)
            self.tokens.append(item)
        while len(self.tokens) > len(poses):
            scene.removeItem(self.tokens.pop())
        for item, (x, y, angle) in zip(self.tokens, poses):
            item.setPos(x, -y)
            item.setRotation(-angle)
        self._top = max((y + TOKEN_W / 2 for _x, y, _a in poses), default=0.0)
        if not self.is_busy():  # the camera moves between drops, never during one
            self.centre = poses[0][0] if poses else 0.0

    def _show_held(self) -> None:
        if self.can_drop:
            if self.held is None:
                self.held = TokenItem(ghost=True)
                self.held.setZValue(5)
                self.scene().addItem(self.held)
            top = self._shown(self.drops)[1] if self.drops else 0.0
            x, y = self.aim_x * UNIT_PER_TENTH, -(top + DROP_GAP + TOKEN_H)
            self.held.setPos(x, y)
            self.held.setRotation(-self.aim_angle)
            self.guide.setLine(x, y + TOKEN_H, x, 0)  # straight down to the table: where it lands
            self.guide.show()
            self.setFocus()
        else:
            self.guide.hide()
            if self.held is not None:
                self.scene().removeItem(self.held)
                self.held = None

    def set_least_caption_px(self, px: float) -> None:
        """The projector layout: the caption at least `px` pixels tall on screen."""
        self.least_caption_px = px
        self._size_caption()

    def _update_caption(self) -> None:
        self.caption.setText(self.height_text)
        self._size_caption()

    def _size_caption(self) -> None:
        """The caption under the tower at a size read on screen (at least 14 px, more on a big
        view), whatever the zoom: the view zooms out as the tower grows, the caption does not."""
        zoom = self.transform().m11() or 1.0
        screen_px = max(14.0, min(40.0, self.viewport().width() / 16))
        if self.presentation:
            screen_px *= PRESENTATION_TEXT
        screen_px = max(screen_px, self.least_caption_px)
        font = QFont(self.font())
        font.setPixelSize(max(1, round(screen_px / zoom)))
        self.caption.setFont(font)
        self.caption.setScale(1.0)
        if self.least_caption_px and self.caption.text() != self.height_text:
            self.caption.setText(self.height_text)  # wrapped for a narrower view before: whole lines again
        width = self.caption.boundingRect().width()
        room = self.viewport().width() - 8
        if width * zoom > room and self.least_caption_px:  # the class's size: a long line wraps instead
            self.caption.setText(wrapped(self.height_text, QFontMetricsF(font), room / zoom))
            width = self.caption.boundingRect().width()
        if width * zoom > room:  # a narrow view: smaller, never under 12 px (or the class's size) on screen
            least = max(12.0, self.least_caption_px)
            font.setPixelSize(max(1, round(max(least, screen_px * room / (width * zoom)) / zoom)))
            self.caption.setFont(font)
            width = self.caption.boundingRect().width()
        self.caption.setPos(self.centre - width / 2, 22)

    def _fit(self) -> None:
        high = max(300.0, self._top + 110.0)
        rect = QRectF(self.centre - VIEW_HALF_W, -high, 2 * VIEW_HALF_W, high + 60)
        # fitInView resets the view's transform before scaling, which repaints the whole tower
        # and drops every token's cached picture: fit again only when the view would change
        fitted = (rect.getRect(), self.viewport().size().toTuple(), self.zoom, self._top)
        if fitted != self._fitted:
            self._fitted = fitted
            self.scene().setSceneRect(rect.adjusted(0, -20, 0, 0))
            self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
            if self.zoom > 1.0:  # zoomed: closer, on the tower's top (where a token is aimed and lands)
                self.scale(self.zoom, self.zoom)
                self.centerOn(QPointF(self.centre, -self._top - 20))
        self._size_caption()

    # --- zoom and presentation mode ------------------------------------------------------------

    def fit_scale(self) -> float:
        """The scale at which the whole tower fits the view."""
        return self.transform().m11() / self.zoom

    def zoom_in(self) -> None:
        self._zoom_to(self.zoom * ZOOM_STEP)

    def zoom_out(self) -> None:
        self._zoom_to(self.zoom / ZOOM_STEP)

    def zoom_fit(self) -> None:
        self._zoom_to(1.0)

    def _zoom_to(self, zoom: float) -> None:
        """Zoom by steps, never below the whole tower, at most MAX_ZOOM times."""
        self.zoom = 1.0 if zoom <= 1.001 else min(zoom, MAX_ZOOM)
        self._fit()

    def set_presentation_mode(self, on: bool) -> None:
        """Presentation mode: the caption larger, the table's edge and the aiming line thicker;
        off restores them exactly."""
        self.presentation = on
        extra = PRESENTATION_LINE if on else 0.0
        self.table.setPen(QPen(QColor("#5E4630") if on else QColor("#8C6B4A"), 2 + extra))
        self.guide.setPen(QPen(QColor("#1F6FB2"), 1.5 + extra, Qt.PenStyle.DashLine))
        self._size_caption()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    # --- dropping --------------------------------------------------------------------------------

    def animate_drop(
        self, drops: Sequence[tuple[int, int]], x: int, angle: int, then: Callable[[int], None] | None = None
    ) -> bool:
        """Run the drop on the tower built from `drops`, animating each step; True if it stood.
        `then(fell)` is called when the animation is over (at once when animating is off)."""
        sim = self.kept.tower(drops)
        self.drops = tuple((dx, turn) for dx, turn in drops)
        self._place(sim.poses())
        frames: list[list[tuple[float, float, float]]] = []
        if self.animate:  # record every step's poses to play them back (not at the max speed)
            step = sim.space.step

            def recording(dt: float) -> None:
                step(dt)
                frames.append(sim.poses())

            sim.space.step = recording  # type: ignore[method-assign]  # records each physics step, to replay
        try:
            stood = sim.drop(x, angle)
        finally:
            sim.space.__dict__.pop("step", None)  # the kept simulation steps plainly again
            self.kept.dropped(x, angle)
        fell = 0 if stood else 1
        if not self.animate or not frames:
            if then is not None:
                then(fell)
            self.animation_did_finish.emit()
            return stood
        self.frames = frames
        self.frame = 0
        self.per_tick = max(STEPS_PER_TICK, -(-len(frames) // MAX_TICKS))
        self.after_animation = (then, fell)
        if self.held is not None:
            self.scene().removeItem(self.held)
            self.held = None
        self.guide.hide()
        self.timer.start()
        return stood

    def _tick(self) -> None:
        self.frame = min(len(self.frames) - 1, self.frame + self.per_tick)
        self._place(self.frames[self.frame])
        if self.frame >= len(self.frames) - 1:
            self.timer.stop()
            if self.after_animation is None:  # nothing waits for this animation
                return
            then, fell = self.after_animation
            delay = HOLD_AFTER_FALL_MS if fell else 0
            QTimer.singleShot(delay, lambda: self._finish(then, fell))

    def _finish(self, then: Callable[[int], None] | None, fell: int) -> None:
        self.after_animation = None
        self.frames = []
        if then is not None:
            then(fell)
        pending, self.pending_state = self.pending_state, None
        if pending is not None:
            self.drops = ()
            self.show_state(*pending)
        self.animation_did_finish.emit()

    def drop_now(self) -> None:
        """The human lets go of the held token."""
        if not self.can_drop or self.is_busy():
            return
        self.can_drop = False
        x, angle = self.aim_x, self.aim_angle
        self.animate_drop(self.drops, x, angle, lambda fell: self.dropped.emit(x, angle, fell))

    def move_aim(self, dx: int = 0, dangle: int = 0) -> None:
        foot = round(self.centre / UNIT_PER_TENTH)
        low, high = max(-MAX_DROP_X, foot - AIM_LIMIT), min(MAX_DROP_X, foot + AIM_LIMIT)
        self.aim_x = max(low, min(high, self.aim_x + dx))
        self.aim_angle = max(-MAX_ANGLE, min(MAX_ANGLE, self.aim_angle + dangle))
        self._show_held()

    def set_aim(self, x: int, angle: int) -> None:
        self.aim_x, self.aim_angle = 0, 0
        self.move_aim(x, angle)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        if self.can_drop and not self.is_busy():
            pos = self.mapToScene(event.position().toPoint())
            self.set_aim(round(pos.x() / UNIT_PER_TENTH), self.aim_angle)
        super().mouseMoveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        if self.can_drop and event.button() == Qt.MouseButton.LeftButton:
            pos = self.mapToScene(event.position().toPoint())
            self.set_aim(round(pos.x() / UNIT_PER_TENTH), self.aim_angle)
            self.drop_now()
            return
        super().mousePressEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self.can_drop:
            self.move_aim(0, 5 if event.angleDelta().y() > 0 else -5)
            return
        super().wheelEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        moves: dict[int, tuple[int, int]] = {
            Qt.Key.Key_Left: (-1, 0),
            Qt.Key.Key_Right: (1, 0),
            Qt.Key.Key_Up: (0, 5),
            Qt.Key.Key_Down: (0, -5),
            Qt.Key.Key_Q: (0, 5),
            Qt.Key.Key_E: (0, -5),
        }
        if self.can_drop and key in moves:
            self.move_aim(*moves[key])
        elif self.can_drop and key in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.drop_now()
        else:
            super().keyPressEvent(event)
