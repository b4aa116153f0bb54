"""The board by keyboard, written once for every game (issue 13): Tab reaches the board view;
the arrow keys move a strong focus ring over what can be chosen on it now (every clickable
`BoardItem`, each of its `key_rects`, and items whose click the rules refuse, which then say
why); Enter or Space clicks the item under the ring; Esc leaves the board. A board in parts
(items with a `tab_group`: Power On!'s market, its hand) is one Tab stop per part (issue 26):
Tab and Shift+Tab go to the next part's first choice, past the last part out of the board.

A game writes nothing for it: a `BoardItem` already tells whether it is clickable and where its
keys are. The item under the ring is announced: its description becomes the view's accessible
description (what a screen reader reads) and `on_focus` is told (the window's status line).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import shiboken6
from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, Qt
from PySide6.QtGui import QFocusEvent, QKeyEvent, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsView, QStyleOptionGraphicsItem, QWidget

from desktop_app.views.kit.items import BoardItem
from desktop_app.views.theme import Palette, focus_ring_pen_width, scale_for

ARROWS = {
    Qt.Key.Key_Left: (-1, 0),
    Qt.Key.Key_Right: (1, 0),
    Qt.Key.Key_Up: (0, -1),
    Qt.Key.Key_Down: (0, 1),
}


@dataclass(frozen=True)
class Target:
    """One place the ring can stand: an item, the key a click there picks, its scene rect."""

    item: BoardItem
    key: object
    rect: QRectF

    def same(self, other: Target | None) -> bool:
        return other is not None and other.item is self.item and other.key == self.key


class FocusRing(QGraphicsItem):
    """The ring around the item under the keyboard: a bright band between ink edges (seen at
    a glance on a light table and on a dark card alike), a few screen pixels thick whatever
    the zoom, above everything, never in the way of the mouse."""

    def __init__(self) -> None:
        super().__init__()
        self.rect = QRectF()
        self.width = focus_ring_pen_width()  # screen pixels: thicker on a large window
        self._painted_width = 0.0  # the width `place` last laid the ring out with
        self.setZValue(1_000_000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.hide()

    def place(self, rect: QRectF) -> None:
        """Ring `rect` (scene units). The same place again repaints nothing: the board puts the
        ring back after every action, and a repaint would redraw every item under it."""
        if rect == self.rect and self.width == self._painted_width:
            return
        self._painted_width = self.width
        self.prepareGeometryChange()
        self.rect = QRectF(rect)
        self.update()

    def boundingRect(self) -> QRectF:  # noqa: N802 - Qt's name
        m = 16.0 + 8 * self.width  # the pen is cosmetic (screen pixels): generous at any zoom
        return self.rect.adjusted(-m, -m, m, m)

    def paint(self, painter: QPainter, _option: QStyleOptionGraphicsItem, _widget: QWidget | None = None) -> None:
        width = self.width
        painter.setBrush(Qt.BrushStyle.NoBrush)
        # The ring lies on the item's edge, reaching 1.5 screen px beyond it: a heading just
        # above a row of cards stays readable (the pens are cosmetic: screen pixels at any zoom).
        t = painter.worldTransform()
        inset = (1.5 * width - 1.5) / max(1e-6, (t.m11() ** 2 + t.m12() ** 2) ** 0.5)
        rect = self.rect.adjusted(inset, inset, -inset, -inset)
        if rect.width() < 2 * inset or rect.height() < 2 * inset:  # a small item: the ring around it
            rect = self.rect
        for colour, extra in ((Palette.INK, 2 * width), (Palette.FOCUS_GLOW, 0)):  # an ink edge each side as wide
            pen = QPen(colour, width + extra)
            pen.setCosmetic(True)
            pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.drawRoundedRect(rect, 4, 4)


class BoardKeyboard(QObject):
    """Arrow keys, Enter/Space and Esc on one board view (see the module's docstring)."""

    def __init__(
        self,
        view: QGraphicsView,
        on_focus: Callable[[str], None] | None = None,
        on_leave: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(view)
        self.view = view
        self.on_focus = on_focus
        self.on_leave = on_leave
        self.current: Target | None = None
        self.ring = FocusRing()
        if not view.focusPolicy() & Qt.FocusPolicy.TabFocus:
            view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        view.installEventFilter(self)  # this view's own keys only (never an application-wide filter)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        if kind == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.key() in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab) and not event.modifiers() & (
                Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
            ):
                back = event.key() == Qt.Key.Key_Backtab or bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
                return self.tab(not back)
            return self.key(Qt.Key(event.key()), event.modifiers())
        if kind == QEvent.Type.FocusIn and isinstance(event, QFocusEvent):
            if event.reason() in (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason):
                self.enter(event.reason() == Qt.FocusReason.TabFocusReason)
        elif kind == QEvent.Type.FocusOut and self.current is not None and shiboken6.isValid(self.ring):
            self.ring.hide()
        return False

    def key(self, key: Qt.Key, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> bool:
        """One key on the board view; whether the board used it."""
        if modifiers & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            return False
        if key in ARROWS:
            self.move(*ARROWS[key])
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.press()
        elif key == Qt.Key.Key_Escape and self.current is not None:
            self.leave()
        else:
            return False
        return True

    # --- what can be chosen ------------------------------------------------------------------

    def targets(self) -> list[Target]:
        """Everything the ring may stand on now, in reading order (rows top to bottom)."""
        scene = self.view.scene()
        if scene is None:
            return []
        found: list[Target] = []
        for item in scene.items():
            if not isinstance(item, BoardItem) or not item.isVisible() or not item.isEnabled():
                continue
            if not item.clickable and not item.refusal:
                continue
            found.extend(Target(item, key, item.mapRectToScene(rect)) for key, rect in item.key_rects())
        return sorted(found, key=_reading_order)

    def _find(self, targets: list[Target]) -> Target | None:
        current = self.current
        return next((t for t in targets if t.same(current)), None) if current is not None else None

    # --- the keys ----------------------------------------------------------------------------

    def move(self, dx: int, dy: int) -> None:
        """The arrow keys: the nearest target in that direction (the first one, if none is
        under the ring yet; (0, 0): stay)."""
        targets = self.targets()
        if not targets:
            self._put(None)
            return
        here = self._find(targets)
        if here is None:
            self._put(targets[0])
            return
        if not dx and not dy:
            self._put(here)
            return
        best = _nearest(here, targets, dx, dy)
        self._put(best or here)

    def enter(self, forward: bool = True) -> None:
        """Tab onto the board: the ring where it was, else on the first choice of the first
        part (Shift+Tab: of the last part)."""
        targets = self.targets()
        here = self._find(targets)
        if here is not None:
            self._put(here)
            return
        groups = _groups(targets)
        self._put(_first_choice(groups[0 if forward else -1]) if groups else None)

    def tab(self, forward: bool = True) -> bool:
        """Tab (Shift+Tab) on the board: the next (previous) part's first choice; whether the
        board kept the key (False past its last part: the keyboard leaves the board)."""
        targets = self.targets()
        groups = _groups(targets)
        here = self._find(targets)
        if here is None:
            return False
        names = [group[0].item.tab_group for group in groups]
        at = names.index(here.item.tab_group) + (1 if forward else -1)
        if not 0 <= at < len(groups):
            return False
        self._put(_first_choice(groups[at]))
        return True

    def press(self) -> None:
        """Enter or Space: click what is under the ring (or hear why the rules refuse it)."""
        here = self._find(self.targets())
        if here is None:
            self.move(0, 0)
            return
        item = here.item
        if item.clickable:
            item.click(here.key)
        else:
            item.refuse()
        self.refresh()

    def leave(self) -> None:
        """Esc: the ring goes; the keyboard goes back to the window (`on_leave`)."""
        self._put(None)
        if self.on_leave is not None:
            self.on_leave()

    def refresh(self) -> None:
        """After the board changed: the ring follows its item; if that can no longer be
        chosen (a market card taken), the ring goes to the first choice left in its part
        while the keyboard is on the board (another card to take), else it goes. While the
        keyboard is elsewhere (the ring hidden) it is not shown again."""
        if self.current is None:
            return
        targets = self.targets()
        here = self._find(targets)
        shown = shiboken6.isValid(self.ring) and self.ring.isVisible()  # shown: the keyboard is here
        if here is None and shown:
            part = [t for t in targets if t.item.tab_group == self.current.item.tab_group]
            here = _first_choice(part) if part else None
        if shown or here is None:
            self._put(here)
        else:  # the keyboard is elsewhere: the ring stays hidden (it came back on a city the mouse
            self.current = here  # never chose, issue 26), and Tab brings it back here

    # --- the ring ----------------------------------------------------------------------------

    def _put(self, target: Target | None) -> None:
        self.current = target
        scene = self.view.scene()
        ring = self.ring
        if not shiboken6.isValid(ring):
            ring = self.ring = FocusRing()
        if scene is not None and ring.scene() is not scene:
            if ring.scene() is not None:
                ring.scene().removeItem(ring)
            scene.addItem(ring)
        if target is None:
            ring.hide()
            return
        ring.width = focus_ring_pen_width(scale_for(self.view.window().size()))
        ring.place(target.rect)
        ring.show()
        self.view.ensureVisible(target.rect, 24, 24)
        text = target.item.description or target.item.refusal
        if target.item.refusal and not target.item.clickable and target.item.description:
            text = f"{target.item.description} {target.item.refusal}"
        self.view.setAccessibleDescription(text)
        if self.on_focus is not None and text:
            self.on_focus(_one_line(text))


def _one_line(text: str) -> str:
    """A description's lines on one status line: paragraphs apart by a dash, lines by a dot."""
    paragraphs = [" · ".join(line.strip() for line in part.splitlines() if line.strip()) for part in text.split("\n\n")]
    return " — ".join(part for part in paragraphs if part)


def _groups(targets: list[Target]) -> list[list[Target]]:
    """The targets by the board's parts (`tab_group`), each part in reading order, the parts
    in the order their first targets are read."""
    groups: dict[str, list[Target]] = {}
    for target in targets:
        groups.setdefault(target.item.tab_group, []).append(target)
    return list(groups.values())


def _first_choice(group: list[Target]) -> Target:
    """Where the ring lands on a part: its first clickable target, else its first."""
    return next((t for t in group if t.item.clickable), group[0])


def _reading_order(target: Target) -> tuple[float, float]:
    centre = target.rect.center()
    band = max(1.0, target.rect.height() / 2)
    return (round(centre.y() / band), centre.x())


def _nearest(here: Target, targets: list[Target], dx: int, dy: int) -> Target | None:
    """The target nearest to `here` in the direction (dx, dy): along the arrow first, with a
    penalty for straying across it."""
    origin: QPointF = here.rect.center()
    best: tuple[float, Target] | None = None
    for target in targets:
        if target.same(here):
            continue
        centre = target.rect.center()
        along = (centre.x() - origin.x()) * dx + (centre.y() - origin.y()) * dy
        across = abs((centre.x() - origin.x()) * dy) + abs((centre.y() - origin.y()) * dx)
        if along <= 0.5:
            continue
        score = along + 2.5 * across
        if best is None or score < best[0]:
            best = (score, target)
    return best[1] if best is not None else None
