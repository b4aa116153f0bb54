"""First contact, the kit's part (issue 13): a game window opens where the launcher was, at its
size and state; Enter presses the step's default button and the keyboard comes back to the panel
after an action; a disabled control says why; the arrow keys walk a board's selectable items with
a visible ring; the legend opens from a "?" over the board and from the "?" key."""

from __future__ import annotations

import importlib

from focus_measure import contrast, focus_change
from helpers import unnamed_controls
from PySide6.QtCore import QEvent, QPoint, QRectF, Qt
from PySide6.QtGui import QColor, QFocusEvent, QHelpEvent, QImage, QPainter, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsScene,
    QGraphicsView,
    QMainWindow,
    QPushButton,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.views.game_session import show_like, show_window
from desktop_app.views.kit.action_panel import ActionPanel
from desktop_app.views.kit.board_keys import BoardKeyboard, FocusRing
from desktop_app.views.kit.items import BoardItem
from desktop_app.views.kit.pages import PageBuilder
from desktop_app.views.theme import ENERGY_COLOURS, Palette, focus_ring_pen_width

LEFT = Qt.MouseButton.LeftButton


def _butler_window(qtbot, language: str = "en"):
    screens = importlib.import_module("desktop_app.views.power_butler.window").SCREENS
    options = screens.game.options_from_json({"players": 2, "seed": 4})
    seats = [Seat("A"), Seat("B", "heuristic")]
    controller = GameController(screens.game, screens.load_content(), options, seats, bot_delay_ms=0)
    window = screens.window(controller, language)
    qtbot.addWidget(window)
    return window


# --- the window's size and state -----------------------------------------------------------------


def test_a_game_window_opens_at_the_launchers_size_and_place(qtbot):
    launcher = QMainWindow()
    qtbot.addWidget(launcher)
    launcher.setGeometry(40, 60, 1500, 900)
    launcher.show()
    qtbot.waitExposed(launcher)
    window = _butler_window(qtbot)
    show_window(window, launcher)
    assert window.size() == launcher.size()
    assert not launcher.isVisible()
    window.controller.shutdown()


def test_maximised_and_full_screen_follow_the_launcher(qtbot):
    for state in ("maximised", "full screen"):
        launcher = QMainWindow()
        qtbot.addWidget(launcher)
        launcher.resize(1000, 700)
        launcher.showMaximized() if state == "maximised" else launcher.showFullScreen()
        qtbot.waitExposed(launcher)
        window = QMainWindow()
        qtbot.addWidget(window)
        show_like(window, launcher)
        assert window.isMaximized() == launcher.isMaximized(), state
        assert window.isFullScreen() == launcher.isFullScreen(), state


# --- Enter, focus and reasons on the panel ---------------------------------------------------------


class _Panel(ActionPanel):
    def __init__(self) -> None:
        super().__init__(controller=None)
        self.pressed: list[str] = []

    def step(self, kind: str, why: str = "") -> None:
        def build(b: PageBuilder) -> None:
            b.button("other", f"other {kind}", lambda: self.pressed.append("other"))
            b.button("done", f"done {kind}", lambda: self.pressed.append("done"), default=True)
            b.button("refused", "refused", lambda: self.pressed.append("refused"), enabled=not why, why=why)

        self.show_page(kind, build)


def _shown_panel(qtbot) -> _Panel:
    holder = QWidget()
    qtbot.addWidget(holder)
    panel = _Panel()
    panel.holder = holder  # keep the window alive as long as the panel
    QVBoxLayout(holder).addWidget(panel)
    panel.step("one", why="You have only 3 yuan.")
    holder.resize(400, 500)
    holder.show()
    qtbot.waitExposed(holder)
    holder.activateWindow()
    qtbot.waitActive(holder)
    return panel


def test_enter_presses_the_steps_default_button_and_it_is_marked(qtbot):
    panel = _shown_panel(qtbot)
    done = panel.findChild(QPushButton, "done")
    assert done.isDefault()  # the style edges it in blue (QPushButton:default)
    qtbot.keyClick(panel, Qt.Key.Key_Return)
    assert panel.pressed == ["done"]
    other = panel.findChild(QPushButton, "other")
    other.setFocus()
    qtbot.keyClick(other, Qt.Key.Key_Return)  # Enter on a focused button presses that one
    assert panel.pressed == ["done", "other"]


def test_after_an_action_the_keyboard_comes_back_to_the_default_button(qtbot):
    panel = _shown_panel(qtbot)
    other = panel.findChild(QPushButton, "other")
    other.setFocus()
    qtbot.mouseClick(other, LEFT)  # the player acts; the next step's page replaces this one
    panel.step("two")
    panel.settle_focus()
    assert panel.window().focusWidget() is panel.findChild(QPushButton, "done")
    assert panel.window().focusWidget().text() == "done two"


def test_a_disabled_button_says_why_as_tooltip_and_on_a_click(qtbot):
    panel = _shown_panel(qtbot)
    refused = panel.findChild(QPushButton, "refused")
    assert not refused.isEnabled()
    assert "You have only 3 yuan." in refused.toolTip()
    assert "You have only 3 yuan." in refused.accessibleDescription()
    assert "You have only 3 yuan." in refused.statusTip()
    with qtbot.waitSignal(panel.said, timeout=1000) as said:  # the mouse goes through to its page
        qtbot.mouseClick(refused.parentWidget(), LEFT, pos=refused.geometry().center())
    assert "You have only 3 yuan." in said.args[0]
    assert "refused" not in panel.pressed
    page = refused.parentWidget()  # a pause over it: the tooltip says why (a click's bubble does not come)
    centre = refused.geometry().center()
    hovered: list[str] = []
    panel.said.connect(hovered.append)
    QApplication.sendEvent(page, QHelpEvent(QEvent.Type.ToolTip, centre, page.mapToGlobal(centre)))
    assert "You have only 3 yuan." in QToolTip.text()
    assert not hovered
    QToolTip.hideText()
    panel.step("one")  # allowed again: the reason goes
    assert refused.isEnabled() and refused.toolTip() == "" and refused.accessibleDescription() == ""


def test_the_panels_style_gives_a_strong_focus_ring_and_keeps_the_games_rules(qtbot):
    panel = _shown_panel(qtbot)
    panel.scale = 2.0
    panel.setStyleSheet("QLabel#own { color: red; }")
    sheet = panel.styleSheet()
    assert "QPushButton:focus, QToolButton:focus { border: 6px solid #2b2520" in sheet
    assert sheet.index("QPushButton:focus") < sheet.index("QLabel#own")  # the game's rules last


# --- the board by keyboard -------------------------------------------------------------------------


class _Item(BoardItem):
    def __init__(self, name: str, x: float, y: float) -> None:
        super().__init__(60, 40)
        self.click_key = name
        self.setPos(x, y)
        self.set_description(f"the {name}")

    def paint(self, painter, _option, _widget=None):
        painter.drawRect(self.rect)


class _Window(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.said: list[str] = []
        self.anchors: list[QPoint | None] = []

    def say_refusal(self, text: str, at: QPoint | None = None, under: QPoint | None = None) -> None:
        self.said.append(text)
        self.anchors.append(at)


def _board(qtbot):
    window = _Window()
    qtbot.addWidget(window)
    scene = QGraphicsScene(0, 0, 400, 300)
    view = QGraphicsView(scene)
    window.scene = scene  # a view does not own its scene
    window.setCentralWidget(view)
    items = {name: _Item(name, x, y) for name, x, y in [("a", 10, 10), ("b", 200, 12), ("c", 12, 200), ("d", 300, 210)]}
    clicked: list[object] = []
    for item in items.values():
        scene.addItem(item)
        item.clickable = True
        item.clicked.connect(clicked.append)
    items["d"].clickable = False
    items["d"].set_refusal("You cannot build there yet.")
    window.resize(500, 400)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitActive(window)
    keys = BoardKeyboard(view)
    view.setFocus()
    return window, view, keys, items, clicked


def test_arrow_keys_walk_the_boards_items_and_enter_clicks(qtbot):
    window, view, keys, items, clicked = _board(qtbot)
    qtbot.keyClick(view, Qt.Key.Key_Right)  # the first, in reading order
    assert keys.current.key == "a" and keys.ring.isVisible()
    assert view.accessibleDescription() == "the a"
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert keys.current.key == "b"
    qtbot.keyClick(view, Qt.Key.Key_Left)
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert keys.current.key == "c"
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert clicked == ["c"]
    assert keys.ring.rect.contains(items["c"].sceneBoundingRect().center())
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert keys.current is None and not keys.ring.isVisible()


def test_a_refused_item_is_reachable_and_says_why(qtbot):
    window, view, keys, items, clicked = _board(qtbot)
    qtbot.keyClick(view, Qt.Key.Key_Down)
    qtbot.keyClick(view, Qt.Key.Key_Down)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert keys.current.key == "d"
    qtbot.keyClick(view, Qt.Key.Key_Space)
    assert clicked == [] and window.said == ["You cannot build there yet."]
    assert "You cannot build there yet." in items["d"].toolTip()
    point = view.mapFromScene(items["d"].sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), LEFT, pos=QPoint(point.x(), point.y()))
    assert window.said[-1] == "You cannot build there yet."
    top = view.viewport().mapToGlobal(view.mapFromScene(items["d"].sceneBoundingRect().center()))
    for anchor in window.anchors:  # said beside the item (its top edge's middle), not in a corner
        assert anchor is not None and abs(anchor.x() - top.x()) <= 2 and abs(anchor.y() - (top.y() - 20)) <= 2


def test_the_ring_leaves_an_item_that_can_no_longer_be_chosen(qtbot):
    """To the first choice left in its part while the keyboard is on the board (issue 26: the
    next market card to take); it goes when the keyboard is elsewhere or nothing is left."""
    window, view, keys, items, clicked = _board(qtbot)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    items["a"].clickable = False
    keys.refresh()
    assert keys.current.key == "b" and keys.ring.isVisible()
    for name in "bc":
        items[name].clickable = False
    items["d"].set_refusal("")
    keys.refresh()
    assert keys.current is None and not keys.ring.isVisible()
    items["b"].clickable = True
    keys.move(0, 0)
    QApplication.sendEvent(view, QFocusEvent(QEvent.Type.FocusOut, Qt.FocusReason.TabFocusReason))
    items["b"].clickable = False
    keys.refresh()
    assert keys.current is None and not keys.ring.isVisible()


def test_the_ring_stays_hidden_while_the_keyboard_is_elsewhere(qtbot):
    """Issue 26: a black frame stayed on 淡水 while the coach rang 板橋: the keyboard had left the
    board (its ring hidden) and the next redraw's refresh showed the ring again on an item that
    could still be chosen. It stays hidden, and Tab back onto the board brings it there."""
    window, view, keys, items, clicked = _board(qtbot)
    qtbot.keyClick(view, Qt.Key.Key_Right)
    assert keys.current.key == "a" and keys.ring.isVisible()
    QApplication.sendEvent(view, QFocusEvent(QEvent.Type.FocusOut, Qt.FocusReason.MouseFocusReason))
    assert not keys.ring.isVisible()
    keys.refresh()
    assert not keys.ring.isVisible() and keys.current.key == "a"
    keys.enter()
    assert keys.ring.isVisible() and keys.current.key == "a"


# --- the game window: legend, board name, Enter ------------------------------------------------------


def test_the_legend_opens_from_the_question_mark_and_shows_plain_text(qtbot):
    screens = importlib.import_module("desktop_app.views.power_butler.window").SCREENS

    class WithLegend(screens.window):
        def _legend_entries(self):
            return [("⚡", "<b>power</b> a card makes"), (QPixmap(8, 8), "a picture")]

    options = screens.game.options_from_json({"players": 2, "seed": 4})
    controller = GameController(
        screens.game, screens.load_content(), options, [Seat("A"), Seat("B", "heuristic")], bot_delay_ms=0
    )
    window = WithLegend(controller, "en")
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    button = window.legend_button
    assert button.isVisible() and button.accessibleName()
    corner = button.mapTo(window.board, QPoint(button.width(), 0))
    assert corner.x() > window.board.width() - 40 and corner.y() < 40  # over the board's top-right corner
    assert window.legend_action.shortcut().toString() == "?"
    qtbot.mouseClick(button, LEFT)
    legend = window.legend
    assert legend is not None and legend.isVisible()
    assert [words.text() for _picture, words in legend.rows] == ["<b>power</b> a card makes", "a picture"]
    assert legend.rows[0][1].textFormat() == Qt.TextFormat.PlainText
    assert legend.rows[1][0].pixmap() is not None and not legend.rows[1][0].pixmap().isNull()
    legend.close()
    window.controller.shutdown()


def test_no_legend_no_question_mark_and_the_board_has_a_name(qtbot):
    window = _butler_window(qtbot)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    if not window._legend_entries():
        assert not window.legend_button.isVisible() and window.show_legend() is None
    assert window.board.accessibleName() and window.board.accessibleDescription()
    assert window.board_keys and window.board_keys[0].view is window.board
    window.controller.shutdown()


def test_a_board_item_rect_is_its_only_key_by_default():
    item = _Item("x", 0, 0)
    assert item.key_rects() == [("x", QRectF(0, 0, 60, 40))]


def test_enter_with_the_keyboard_nowhere_in_the_panel_presses_its_default(qtbot):
    window = _butler_window(qtbot)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: window.actions.default_button() is not None, timeout=5000)
    default = window.actions.default_button()
    qtbot.waitUntil(lambda: window.focusWidget() is default, timeout=2000)  # the keyboard starts there
    pressed: list[bool] = []
    default.clicked.connect(lambda: pressed.append(True))
    window.setFocus()
    qtbot.keyClick(window, Qt.Key.Key_Return)
    assert pressed == [True]
    window.controller.shutdown()


def test_the_launchers_controls_have_chinese_accessible_names(qtbot, chinese, qapp):
    from desktop_app.views.game_registry import GAMES
    from desktop_app.views.language import LanguageManager
    from desktop_app.views.launcher import LauncherWindow

    manager = LanguageManager(qapp)
    manager.apply("zh_TW")
    window = LauncherWindow(manager, GAMES)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    assert not unnamed_controls(window), "\n".join(unnamed_controls(window))
    manager.remove()


def test_a_legend_picture_drawn_at_ratio_2_shows_at_its_logical_size(qtbot):
    from desktop_app.views.kit.legend import LegendDialog

    sharp = QPixmap(160, 160)
    sharp.setDevicePixelRatio(2.0)
    sharp.fill(Qt.GlobalColor.darkGreen)
    legend = LegendDialog([(sharp, "a sharp picture"), (QPixmap(80, 80), "a plain one")], "Legend")
    qtbot.addWidget(legend)
    shown = [label.pixmap() for label, _words in legend.rows]
    sizes = [pixmap.deviceIndependentSize() for pixmap in shown]
    assert sizes[0] == sizes[1]  # the same logical size (it was half as large before)


# --- a focus ring seen at a glance (issue 26 item 8) ------------------------------------------------


def _ring_image(background: QColor, scale: float) -> QImage:
    """The board's focus ring around the rect (50, 30, 100, 60), drawn on `background`."""
    scene = QGraphicsScene(0, 0, 200, 120)
    scene.setBackgroundBrush(background)
    ring = FocusRing()
    ring.width = focus_ring_pen_width(scale)
    scene.addItem(ring)
    ring.place(QRectF(50, 30, 100, 60))
    ring.show()
    image = QImage(200, 120, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, 200, 120), QRectF(0, 0, 200, 120))
    painter.end()
    return image


def _ring_run(background: QColor, scale: float) -> int:
    """The widest run of pixels across the board's focus ring, drawn on `background`, that stand
    out from it by 3:1 or more (WCAG's contrast for what must be seen to be used)."""
    image = _ring_image(background, scale)
    best = run = 0
    for x in range(0, 100):  # across the ring's left side, at its middle height
        if contrast(QColor(image.pixel(x, 60)), background) >= 3.0:
            run += 1
            best = max(best, run)
        else:
            run = 0
    return best


def test_the_board_focus_ring_stands_out_on_every_card_and_table_colour(qtbot):
    """Before issue 26 the ring was ink inside a thin white edge: on a dark card (Power On!'s
    cities, coal, oil) only 2 px of white stood out. Now at least the ring's own width does, on
    the tables', cards' and every energy colour, at the window's scale."""
    backgrounds = [Palette.TABLE_LIGHT, Palette.TABLE_DARK, Palette.CARD_FACE, Palette.INK, QColor("#1E2A44")]
    backgrounds += list(ENERGY_COLOURS.values())
    for scale in (1.0, 2.0):
        for background in backgrounds:
            assert _ring_run(background, scale) >= focus_ring_pen_width(scale), (background.name(), scale)


def test_the_ring_lies_on_its_items_edge_and_leaves_a_heading_above_readable(qtbot):
    """Power On!'s market heading sits a few pixels over its cards: the ring reaches at most
    2 px beyond the item (it reached 7 before), its width lying on the item's edge."""
    for scale in (1.0, 2.0):
        image = _ring_image(Palette.TABLE_LIGHT, scale)
        outside = [x for x in range(0, 48) if QColor(image.pixel(x, 60)) != Palette.TABLE_LIGHT]
        above = [y for y in range(0, 28) if QColor(image.pixel(100, y)) != Palette.TABLE_LIGHT]
        assert not outside and not above, (scale, outside, above)
        assert _ring_run(Palette.TABLE_LIGHT, scale) >= focus_ring_pen_width(scale)


def test_a_focused_panel_button_is_told_apart_at_a_glance(qtbot):
    """The focused button is filled (most of its pixels change, not only a thin edge as the
    default button's blue one), with its ink ring at least 3 px at 1280x800."""
    panel = _shown_panel(qtbot)
    buttons = [b for b in panel.findChildren(QPushButton) if b.isVisible() and b.isEnabled()]
    share, ring = focus_change(qtbot, buttons[0], buttons[1] if len(buttons) > 1 else panel)
    assert share >= 0.5 and ring >= 3
