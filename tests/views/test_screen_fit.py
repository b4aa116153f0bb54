"""Windows open inside the screen a person has (issue 26 item 1: at 1280x800 plus its title bar
the window hid its status line and Hint button under a laptop's taskbar until one maximised)."""

from __future__ import annotations

from helpers import open_game
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from desktop_app.commands.app import main as run_app
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.registry import GAMES
from desktop_app.views.kit.screen_fit import MINIMUM, fits_screen, show_fitted
from desktop_app.views.power_butler.window import PowerButlerWindow


def test_a_window_larger_than_the_screen_opens_maximised_and_a_small_one_at_its_size(qtbot):
    area = QApplication.primaryScreen().availableGeometry()
    large, small = QWidget(), QWidget()
    for widget in (large, small):
        qtbot.addWidget(widget)
    large.resize(area.width(), area.height())  # with a title bar it no longer fits
    small.resize(area.width() // 2, area.height() // 2)  # (no larger than half: it is not grown)
    assert not fits_screen(large) and fits_screen(small)
    show_fitted(large)
    show_fitted(small)
    assert large.isMaximized()
    assert small.isVisible() and not small.isMaximized()
    assert (small.width(), small.height()) == (area.width() // 2, area.height() // 2)


def test_on_a_screen_more_than_twice_its_size_a_window_opens_larger_in_proportion(qtbot):
    """A 1280x800 window on a 3840x2160 screen at 100% scaling was a postcard in the middle: it
    opens at its shape, grown to 85% of the room, centred (here: a window under half the screen)."""
    area = QApplication.primaryScreen().availableGeometry()
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(area.width() // 3, area.height() // 4)
    show_fitted(window)
    grow = 0.85 * min(3.0, 4.0)  # (up to rounding of the area's thirds and quarters)
    assert abs(window.width() - area.width() // 3 * grow) <= 3
    assert abs(window.height() - area.height() // 4 * grow) <= 3
    assert not window.isMaximized() and fits_screen(window)


def test_the_app_opens_its_launcher_within_a_screen_smaller_than_1280x800(monkeypatch, qapp, qtbot):
    """The offscreen screen here is 800x800: the 1280x800 launcher must not run off it."""
    seen: list[QWidget] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: 0)

    def look() -> int:
        qtbot.waitUntil(lambda: any(w.isVisible() for w in QApplication.topLevelWidgets()), timeout=5000)
        seen.extend(w for w in QApplication.topLevelWidgets() if w.isVisible() and w.isWindow())
        for widget in seen:
            widget.close()
        return 0

    monkeypatch.setattr(qapp, "exec", look)
    assert run_app(["--lang", "en"]) in (0, 1)  # 1: a broken pack is said in a box (not here)
    launcher = next(w for w in seen if type(w).__name__ == "LauncherWindow")
    area = launcher.screen().availableGeometry()
    assert launcher.isMaximized() or (launcher.width() <= area.width() and launcher.height() <= area.height())


def test_a_game_window_keeps_a_size_its_side_column_cannot_cover_its_board_at(qtbot):
    game = GAMES["power-butler"]
    content = game.load_content(None)
    controller = GameController(
        game, content, game.options_from_json({"players": 2, "seed": 3}), [Seat("A"), Seat("B")]
    )
    window = open_game(qtbot, PowerButlerWindow, controller)
    assert window.minimumWidth() >= MINIMUM.width() and window.minimumHeight() >= MINIMUM.height()
    window.resize(300, 300)
    assert window.width() >= MINIMUM.width() and window.height() >= MINIMUM.height()


def test_the_launcher_opens_as_the_person_left_it_when_that_still_fits(qtbot):
    """A family on a 1920x1080 screen saw the launcher (and so every game: a game opens where the
    launcher is) at its 1280x800 design size each time, however they had sized it: the size,
    place and maximised state they leave it in come back, unless that no longer fits the screen."""
    from PySide6.QtCore import QSettings

    from desktop_app.views.kit.screen_fit import GEOMETRY_KEY

    QSettings().remove(GEOMETRY_KEY.format("test"))
    area = QApplication.primaryScreen().availableGeometry()
    first = QWidget()
    qtbot.addWidget(first)
    first.resize(area.width() // 2, area.height() // 2)
    show_fitted(first, remember="test")
    assert (first.width(), first.height()) == (area.width() // 2, area.height() // 2), "nothing kept yet"
    first.resize(area.width() // 2 + 40, area.height() // 2 + 30)  # the person makes it larger
    first.close()

    again = QWidget()
    qtbot.addWidget(again)
    again.resize(area.width() // 2, area.height() // 2)
    show_fitted(again, remember="test")
    assert (again.width(), again.height()) == (area.width() // 2 + 40, area.height() // 2 + 30)
    again.move(area.x() + area.width() // 2 + 100, area.y() + area.height() // 2 + 100)  # partly off the screen
    again.close()
    inside = QWidget()
    qtbot.addWidget(inside)
    show_fitted(inside, remember="test")
    assert (inside.width(), inside.height()) == (area.width() // 2 + 40, area.height() // 2 + 30)
    assert (
        inside.x() + inside.width() <= area.x() + area.width()
        and inside.y() + inside.height() <= area.y() + area.height()
    )
    again = inside
    again.showMaximized()
    again.hide()  # the launcher hides when a game opens: kept then too

    third = QWidget()
    qtbot.addWidget(third)
    third.resize(area.width() // 2, area.height() // 2)
    show_fitted(third, remember="test")
    assert third.isMaximized()
    third.close()

    big = QWidget()  # kept on a larger screen (here: larger than this one): opens as with nothing kept
    qtbot.addWidget(big)
    big.resize(area.width() + 200, area.height() + 200)
    big.show()
    big.setWindowState(big.windowState())  # (not maximised)
    QSettings().setValue(GEOMETRY_KEY.format("test"), big.saveGeometry())
    big.close()
    fourth = QWidget()
    qtbot.addWidget(fourth)
    fourth.resize(area.width() // 2, area.height() // 2)
    show_fitted(fourth, remember="test")
    assert not fourth.isMaximized() and fits_screen(fourth)
    assert (fourth.width(), fourth.height()) == (area.width() // 2, area.height() // 2)
    QSettings().remove(GEOMETRY_KEY.format("test"))
