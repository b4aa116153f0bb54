"""Board items: repainted only when what they show has changed, and clicked the same way in
every game.

A board item is handed its data again after every action (the board view skips whole sections
by the record's change flags, but the sections it does redraw give every item its data). An
item keeps a key standing for everything its `paint` draws; `_show(key)` repaints only when the
key differs, and says whether it did, so a view can count what an action repainted.

`BoardItem` is the one base of the things a player clicks on a board (a city, a plant card, a
chest, a die, a card in hand): a pointing hand over what can be clicked, a hover state for the
items that light up, a click that counts only when the button goes down and comes up on the
same thing (a press dragged off it, to pan the view or drop a die elsewhere, clicks nothing),
and a plain-text description shown as its tooltip.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QCursor, QPainterPath
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSceneHoverEvent, QGraphicsSceneMouseEvent

from desktop_app.views.kit.bubble import item_anchor, note_item
from desktop_app.views.plain_text import plain_tooltip

_NOTHING = object()  # an item's key before its first data; no press under way


@dataclass(frozen=True)
class PartKeys:
    """A `KeyedItem`'s key in parts: `whole` stands for everything drawn across the item (its
    ground, its edge, what sits anywhere), and each of `parts` for what is drawn inside one
    rectangle of it (item coordinates) and nowhere else. Between two keys with the same `whole`
    and the same rectangles, only the parts whose keys differ are repainted
    (`_show(key, key.changed_since(shown))`: a player's hand count, a lane of a track)."""

    whole: object
    parts: tuple[tuple[QRectF, object], ...]

    def changed_since(self, old: object) -> list[QRectF] | None:
        """The rectangles that differ from `old`; None when the whole item does."""
        if not isinstance(old, PartKeys) or old.whole != self.whole or len(old.parts) != len(self.parts):
            return None
        changed = []
        for (rect, key), (old_rect, old_key) in zip(self.parts, old.parts, strict=True):
            if rect != old_rect:
                return None
            if key != old_key:
                changed.append(rect)
        return changed


class KeyedItem(QGraphicsObject):
    """A QGraphicsObject that repaints only when given data it does not already show."""

    # Repaint each part of a change through the scene, on its own: Qt unites an item's own
    # updates into one rectangle (a die at each end of a tray, four strips round a player's
    # place would repaint it whole), where the view keeps the scene's updates apart, as a region.
    PARTS_APART = False

    def __init__(self) -> None:
        super().__init__()
        self._key: object = _NOTHING  # everything paint() draws, as last shown

    def _show(self, key: object, parts: Sequence[QRectF] | None = None) -> bool:
        """Keep `key` and repaint, unless it equals what is shown (then False: no repaint).
        `parts`: only these rectangles (item coordinates) changed since the key shown; they are
        repainted alone (the item's first key repaints it whole)."""
        if key == self._key:
            return False
        first = self._key is _NOTHING
        self._key = key
        if parts is None or first:
            self.update()
        elif self.PARTS_APART:
            scene = self.scene()
            if scene is not None and self.isVisible():
                bounds = self.boundingRect()
                for part in parts:
                    scene.update(self.mapRectToScene(part & bounds))
        else:
            for part in parts:
                self.update(part)
        return True


class BoardItem(KeyedItem):
    """A board item a player may click; subclasses paint inside `self.rect` (0, 0, w, h).

    - `clickable` is whether a click does anything now (a QGraphicsItem that is not enabled
      gets no mouse at all). Over what a click would pick, the mouse is a pointing hand.
    - `hovered` is whether the mouse is over the item; `lit` is hovered and clickable. An item
      that paints `lit` sets `HOVER_LIGHT`, and is repainted as the mouse comes and goes.
    - A click: the left button pressed and released over the same `key_at` (by default
      `click_key`, anywhere on the item's shape). It calls `_clicked(key)`, which emits
      `clicked(key)`. `CLICK_ON_PRESS` items count the press itself (a race against the clock).
    - `set_description(text)`: what the item is (and why it cannot be clicked), as its tooltip,
      always shown as plain text.
    - `set_refusal(text)`: why the rules refuse a click on it now (`GameDefinition.refusal`, in
      words): added to its tooltip, and a click on it (or Enter from the keyboard) says it in a
      bubble at the item and in the window's status line (`say_refusal` of the view's window,
      `kit/bubble.py`). Empty: nothing refused. A click it takes notes the item as the anchor
      of what the game says while handling it (`bubble.note_item`).
    - `key_rects()`: what the keyboard can walk to on the item (`BoardKeyboard`): each key a
      click can pick, with its rect in item coordinates. By default the item's `click_key` over
      its whole `rect`; an item with several keys (a row of dice) gives each.
    - `tab_group`: the part of the board the item belongs to (a market, a hand): Tab and
      Shift+Tab on the board go from one group to the next before leaving it (`BoardKeyboard`).
      Empty (the default): one group for the whole board.
    """

    clicked = Signal(object)  # the key clicked
    HOVER_LIGHT = False
    CLICK_ON_PRESS = False
    PAINT_MARGIN = 0.0  # how far paint() may draw outside `rect` (a thick edge, a shadow)

    def __init__(self, width: float = 0.0, height: float = 0.0) -> None:
        super().__init__()
        self.rect = QRectF(0, 0, width, height)
        self.click_key: object = self  # what `clicked` carries by default
        self.hovered = False
        self.description = ""
        self.refusal = ""
        self.tab_group = ""  # the board's part, one Tab stop (see the class's docstring)
        self._clickable = False
        self._pressed: object = _NOTHING  # the key under the press, until the release
        self._pointing = False
        self.setAcceptHoverEvents(True)

    # --- state -------------------------------------------------------------------------------

    @property
    def clickable(self) -> bool:
        return self._clickable

    @clickable.setter
    def clickable(self, on: bool) -> None:
        if on == self._clickable:
            return
        self._clickable = on
        self._pressed = _NOTHING
        self._point(on)
        if self.HOVER_LIGHT and self.hovered:
            self.update()

    @property
    def lit(self) -> bool:
        """The mouse is over a clickable item: items with HOVER_LIGHT paint it lit up."""
        return self._clickable and self.hovered

    def set_description(self, text: str) -> None:
        """The item's description (plain text, never read as markup), shown as its tooltip."""
        if text != self.description:
            self.description = text
            self._tip()

    def set_refusal(self, text: str) -> None:
        """Why a click on the item is refused now (empty: it is not). Plain text."""
        if text != self.refusal:
            self.refusal = text
            self._tip()

    def _tip(self) -> None:
        parts = [part for part in (self.description, self.refusal) if part]
        self.setToolTip(plain_tooltip("\n\n".join(parts)) if parts else "")

    def key_rects(self) -> list[tuple[object, QRectF]]:
        """The keys the keyboard may walk to, each with its rect (item coordinates)."""
        return [(self.click_key, QRectF(self.rect))]

    def refuse(self) -> bool:
        """Tell the window why a click here is refused (if the item has a refusal)."""
        if not self.refusal or self._clickable:
            return False
        scene = self.scene()
        for view in scene.views() if scene is not None else []:
            say = getattr(view.window(), "say_refusal", None)
            if say is not None:
                say(self.refusal, item_anchor(self, self.rect), item_anchor(self, self.rect, bottom=True))
                return True
        return False

    def key_at(self, pos: QPointF) -> object | None:
        """What a click at `pos` (item coordinates) would pick, None for nothing."""
        return self.click_key if self.shape().contains(pos) else None

    def _clicked(self, key: object) -> None:
        """What a click does: emit `clicked(key)`."""
        self.clicked.emit(key)

    def click(self, key: object) -> None:
        """A click on `key` (the mouse's or the board keyboard's): the item is noted as where
        the click was (what the game says about it points there), then `_clicked`."""
        note_item(self, next((rect for k, rect in self.key_rects() if k == key), self.rect))
        self._clicked(key)

    # --- geometry ----------------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        m = self.PAINT_MARGIN
        return self.rect.adjusted(-m, -m, m, m) if m else QRectF(self.rect)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.rect)
        return path

    # --- the mouse ---------------------------------------------------------------------------

    def _point(self, pointing: bool) -> None:
        """The pointing hand over a clickable item (the item's own cursor). Taking it away under
        a pointer that rested there as the window appeared, before any mouse event reached the
        view (the new-game dialog closing over the board, then a computer player's move), is
        a segfault in Qt's QGraphicsView::_q_unsetViewportCursor: there the item shows the
        arrow instead, and the next hover takes its cursor away."""
        if pointing == self._pointing:
            return
        self._pointing = pointing
        if pointing:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        elif self.hovered or not self._under_resting_pointer():
            self.unsetCursor()
        else:
            self.setCursor(Qt.CursorShape.ArrowCursor)

    def _under_resting_pointer(self) -> bool:
        """Would Qt's unsetCursor read the view's last mouse event (the item under the pointer
        in a view the mouse is over), while no hover has told this item of it?"""
        scene = self.scene()
        for view in scene.views() if scene is not None else []:
            if view.underMouse() and view.itemAt(view.mapFromGlobal(QCursor.pos())) is self:
                return True
        return False

    def _hover(self, hovered: bool) -> None:
        if hovered != self.hovered:
            self.hovered = hovered
            if self.HOVER_LIGHT and self._clickable:
                self.update()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover(True)
        self._point(self._clickable and self.key_at(event.pos()) is not None)
        super().hoverEnterEvent(event)

    def hoverMoveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._point(self._clickable and self.key_at(event.pos()) is not None)
        super().hoverMoveEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hover(False)
        self._point(self._clickable)
        if not self._pointing and self.hasCursor():  # the arrow `_point` left: safe to take now
            self.unsetCursor()
        super().hoverLeaveEvent(event)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        key = self.key_at(event.pos()) if self._clickable and event.button() == Qt.MouseButton.LeftButton else None
        if key is None and event.button() == Qt.MouseButton.LeftButton:
            self.refuse()  # the press goes on below (a drag still pans the view)
        if key is None:
            self._pressed = _NOTHING
            event.ignore()  # on to what lies below, or the view (a drag to pan)
            return
        event.accept()
        if self.CLICK_ON_PRESS:
            self._pressed = _NOTHING
            self.click(key)
        else:
            self._pressed = key

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        pressed, self._pressed = self._pressed, _NOTHING
        event.accept()
        if pressed is _NOTHING or not self._clickable or event.button() != Qt.MouseButton.LeftButton:
            return
        if self.key_at(event.pos()) == pressed:
            self.click(pressed)
