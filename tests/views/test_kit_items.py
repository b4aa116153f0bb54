"""The one base of the board items a player clicks (views/kit/items.py BoardItem), used by the
four games' boards: the pointing hand, the click on release over the same thing, the enabled
state, the plain-text description, and no repaint for data already shown."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QWidget

from desktop_app.views.kit.items import BoardItem

LEFT = Qt.MouseButton.LeftButton
# A click nothing takes reaches the bare test view, which QTest notes as a warning.
UNTAKEN = pytest.mark.qt_log_ignore("not accepted by receiving widget")


class Spot(BoardItem):
    """A 100x100 square that counts its paints and shows one number."""

    def __init__(self) -> None:
        super().__init__(100, 100)
        self.number = 0
        self.paints = 0

    def set_data(self, number: int, clickable: bool) -> bool:
        self.clickable = clickable
        if not self._show((number, clickable)):
            return False
        self.number = number
        return True

    def paint(self, painter: QPainter, _option, _widget=None) -> None:
        self.paints += 1
        painter.drawText(self.rect, str(self.number))


class Tray(BoardItem):
    """Two halves, each its own thing to click (like a tray of dice)."""

    def __init__(self) -> None:
        super().__init__(200, 100)

    def key_at(self, pos: QPointF) -> object | None:
        if not self.rect.contains(pos):
            return None
        return "left" if pos.x() < 100 else "right"

    def paint(self, painter: QPainter, _option, _widget=None) -> None:
        painter.drawRect(self.rect)


@pytest.fixture
def board(qtbot):
    """A 400x300 view showing a scene of the same size, unscaled (scene point = view point)."""
    for widget in QApplication.topLevelWidgets():  # an earlier test's dialog would take the mouse
        if widget.isVisible() and (widget.isModal() or widget.isWindow()):
            widget.hide()
    grabber = QWidget.mouseGrabber()
    if grabber is not None:
        grabber.releaseMouse()
    view = QGraphicsView()
    view.setScene(QGraphicsScene(0, 0, 400, 300, view))
    view.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    view.setFrameShape(QGraphicsView.Shape.NoFrame)
    view.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    qtbot.addWidget(view)
    view.resize(400, 300)
    view.show()
    qtbot.waitExposed(view)
    # the pointer moves into the view's empty corner (twice: a move to where it already rests is
    # dropped), so the view has had a mouse event and the items start unhovered, whatever
    # earlier tests left the pointer over (a pointer resting as a view appears: see the last test)
    qtbot.mouseMove(view.viewport(), QPoint(395, 295))
    qtbot.mouseMove(view.viewport(), QPoint(390, 290))
    return view


def _add(view: QGraphicsView, item: BoardItem, x: float = 50, y: float = 50) -> list:
    item.setPos(x, y)
    view.scene().addItem(item)
    clicks: list = []
    item.clicked.connect(clicks.append)
    return clicks


def _at(view: QGraphicsView, item: BoardItem, x: float, y: float) -> QPoint:
    return view.mapFromScene(item.mapToScene(QPointF(x, y)))


def test_hovering_a_clickable_item_shows_a_pointing_hand(qtbot, board):
    spot = Spot()
    _add(board, spot)
    spot.set_data(1, clickable=True)
    qtbot.mouseMove(board.viewport(), _at(board, spot, 50, 50))
    qtbot.waitUntil(lambda: board.viewport().cursor().shape() == Qt.CursorShape.PointingHandCursor)
    assert spot.hovered and spot.lit
    qtbot.mouseMove(board.viewport(), QPoint(300, 250))  # off the item
    qtbot.waitUntil(lambda: board.viewport().cursor().shape() == Qt.CursorShape.ArrowCursor)
    assert not spot.hovered


def test_an_item_that_cannot_be_clicked_shows_no_hand(qtbot, board):
    spot = Spot()
    _add(board, spot)
    spot.set_data(1, clickable=True)
    spot.set_data(1, clickable=False)
    assert not spot.hasCursor()
    qtbot.mouseMove(board.viewport(), _at(board, spot, 50, 50))
    QApplication.processEvents()
    assert board.viewport().cursor().shape() == Qt.CursorShape.ArrowCursor
    assert not spot.lit


def test_over_an_item_of_several_parts_the_hand_shows_only_over_a_part(qtbot, board):
    tray = Tray()
    _add(board, tray)
    tray.clickable = True
    qtbot.mouseMove(board.viewport(), QPoint(390, 290))  # the pointer comes from elsewhere
    qtbot.mouseMove(board.viewport(), _at(board, tray, 50, 50))
    assert tray.cursor().shape() == Qt.CursorShape.PointingHandCursor

    tray.key_at = lambda pos: None if pos.x() > 150 else "left"  # a gap at the right end
    qtbot.mouseMove(board.viewport(), _at(board, tray, 170, 50))
    assert not tray.hasCursor()


def test_a_press_then_a_release_on_the_item_clicks_once(qtbot, board):
    spot = Spot()
    clicks = _add(board, spot)
    spot.set_data(1, clickable=True)
    qtbot.mousePress(board.viewport(), LEFT, pos=_at(board, spot, 30, 30))
    assert clicks == []  # not on the press: on the release
    qtbot.mouseRelease(board.viewport(), LEFT, pos=_at(board, spot, 60, 70))
    assert clicks == [spot]


def test_a_click_carries_the_items_key(qtbot, board):
    spot = Spot()
    clicks = _add(board, spot)
    spot.click_key = "Taipei"
    spot.set_data(1, clickable=True)
    qtbot.mouseClick(board.viewport(), LEFT, pos=_at(board, spot, 50, 50))
    assert clicks == ["Taipei"]


def test_a_press_then_a_release_elsewhere_does_not_click(qtbot, board):
    spot = Spot()
    clicks = _add(board, spot)
    spot.set_data(1, clickable=True)
    qtbot.mousePress(board.viewport(), LEFT, pos=_at(board, spot, 50, 50))
    qtbot.mouseMove(board.viewport(), QPoint(300, 250))
    qtbot.mouseRelease(board.viewport(), LEFT, pos=QPoint(300, 250))
    assert clicks == []
    qtbot.mouseClick(board.viewport(), LEFT, pos=_at(board, spot, 50, 50))  # and the next click counts
    assert clicks == [spot]


def test_a_press_on_one_part_released_on_another_clicks_neither(qtbot, board):
    tray = Tray()
    clicks = _add(board, tray)
    tray.clickable = True
    qtbot.mousePress(board.viewport(), LEFT, pos=_at(board, tray, 50, 50))
    qtbot.mouseRelease(board.viewport(), LEFT, pos=_at(board, tray, 150, 50))
    assert clicks == []
    qtbot.mouseClick(board.viewport(), LEFT, pos=_at(board, tray, 150, 50))
    assert clicks == ["right"]


@UNTAKEN
def test_a_disabled_item_does_not_click(qtbot, board):
    spot = Spot()
    clicks = _add(board, spot)
    spot.set_data(1, clickable=False)
    qtbot.mouseClick(board.viewport(), LEFT, pos=_at(board, spot, 50, 50))
    spot.set_data(1, clickable=True)
    spot.setEnabled(False)  # a Qt-disabled item gets no mouse at all
    qtbot.mouseClick(board.viewport(), LEFT, pos=_at(board, spot, 50, 50))
    assert clicks == []


def test_an_item_made_unclickable_between_press_and_release_does_not_click(qtbot, board):
    spot = Spot()
    clicks = _add(board, spot)
    spot.set_data(1, clickable=True)
    qtbot.mousePress(board.viewport(), LEFT, pos=_at(board, spot, 50, 50))
    spot.set_data(1, clickable=False)  # the computer moved meanwhile
    qtbot.mouseRelease(board.viewport(), LEFT, pos=_at(board, spot, 50, 50))
    assert clicks == []


@UNTAKEN
def test_a_right_click_does_not_click(qtbot, board):
    spot = Spot()
    clicks = _add(board, spot)
    spot.set_data(1, clickable=True)
    qtbot.mouseClick(board.viewport(), Qt.MouseButton.RightButton, pos=_at(board, spot, 50, 50))
    assert clicks == []


def test_a_click_on_press_item_counts_the_press(qtbot, board):
    class Lamp(Spot):
        CLICK_ON_PRESS = True

    lamp = Lamp()
    clicks = _add(board, lamp)
    lamp.set_data(1, clickable=True)
    qtbot.mousePress(board.viewport(), LEFT, pos=_at(board, lamp, 50, 50))
    assert clicks == [lamp]
    qtbot.mouseRelease(board.viewport(), LEFT, pos=_at(board, lamp, 50, 50))
    assert clicks == [lamp]  # once


def test_set_data_with_the_same_data_does_not_repaint(qtbot, board):
    spot = Spot()
    _add(board, spot)
    assert spot.set_data(1, clickable=False)
    qtbot.waitUntil(lambda: spot.paints > 0)
    painted = spot.paints
    assert not spot.set_data(1, clickable=False)
    for _ in range(5):
        QApplication.processEvents()
    assert spot.paints == painted
    assert spot.set_data(2, clickable=False)  # new data: painted again
    qtbot.waitUntil(lambda: spot.paints > painted)
    assert spot.number == 2


def test_the_description_is_the_tooltip_and_plain_text(qapp):
    spot = Spot()
    spot.set_description("Taipei\nNot enough Elektro")
    assert spot.toolTip() == "Taipei\nNot enough Elektro"
    spot.set_description("<b>Ann</b>'s city")
    assert spot.description == "<b>Ann</b>'s city"
    assert "&lt;b&gt;" in spot.toolTip() and "<b>" not in spot.toolTip()


def test_the_item_is_clicked_inside_its_rect_only(qapp):
    spot = Spot()
    spot.clickable = True
    assert spot.key_at(QPointF(99, 99)) is spot
    assert spot.key_at(QPointF(101, 50)) is None
    assert spot.boundingRect() == QRectF(0, 0, 100, 100)


def test_an_item_changing_under_a_pointer_that_rested_there_as_the_window_appeared_never_crashes(qtbot):
    """A segfault (Qt's QGraphicsView::_q_unsetViewportCursor reads a mouse event the view
    never had): the new-game dialog closes with the pointer resting over the board, and a
    computer player's move makes a city under it clickable, then not. Crashed before."""
    first = QWidget()
    qtbot.addWidget(first)
    first.resize(400, 300)
    first.show()
    qtbot.waitExposed(first)
    qtbot.mouseMove(first, QPoint(50, 50))  # the pointer rests here, over the dialog
    view = QGraphicsView()
    view.setScene(QGraphicsScene(0, 0, 400, 300, view))
    view.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    qtbot.addWidget(view)
    view.resize(400, 300)
    view.move(first.pos())
    spot = Spot()
    view.scene().addItem(spot)
    view.show()
    qtbot.waitExposed(view)
    first.hide()  # the dialog goes: the board is under the resting pointer
    qtbot.waitUntil(view.underMouse)
    for on in (True, False, True, False):
        spot.clickable = on
    qtbot.wait(20)
    assert spot.cursor().shape() != Qt.CursorShape.PointingHandCursor  # no hand on what cannot be clicked
