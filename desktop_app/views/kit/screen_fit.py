"""Windows that open inside the screen a person has (issue 26: "The window does not fit a
1280x800 laptop": it opened at 1280x800 plus its title bar, so the status line and the Hint
button sat under the taskbar until one maximised).

`show_fitted(window)` shows a top-level window at its own size when that size, with the frame a
window manager adds, fits the screen's available area (the screen less its taskbar and docks),
and maximised otherwise. `MINIMUM` is the smallest size the games' windows and the launcher
still lay out without covering their own buttons.

`show_fitted(window, remember="launcher")` also keeps the size, place and maximised state the
person left the window in (when it closes or hides: the launcher hides when a game opens, and a
game opens where the launcher is) and opens it so next time, if that still fits the screen (a
laptop that was on a large monitor opens as it would with nothing kept).
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QEvent, QObject, QSettings, QSize, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

MINIMUM = QSize(960, 600)
# A frame before the window is shown is not known yet: a title bar and borders about this size
# (a Windows 11 title bar is 31 px at 100%, GNOME's 37, openbox's 24).
FRAME_ALLOWANCE = QSize(16, 48)
GROWN_SHARE = 0.85  # a window grown on a large screen takes this much of its room (see show_fitted)
GEOMETRY_KEY = "windows/{}/geometry"  # QSettings: a remembered window's saveGeometry()


def fits_screen(window: QWidget) -> bool:
    """Whether `window` at its size, with its frame, fits its screen's available area."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return True
    area = screen.availableGeometry().size()
    frame = window.frameGeometry().size() - window.geometry().size()
    extra = frame if window.isVisible() and frame.height() > 0 else FRAME_ALLOWANCE
    wanted = window.size() + extra
    return wanted.width() <= area.width() and wanted.height() <= area.height()


class _GeometryKeeper(QObject):
    """Keeps its window's geometry under `key` when the window closes or hides (not full screen:
    a projector's full screen is the presentation's, not the size the person chose)."""

    def __init__(self, window: QWidget, key: str) -> None:
        super().__init__(window)
        self.key = key
        self.shown = False  # a window never shown has no geometry of the person's to keep
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        kind = event.type()
        if kind == QEvent.Type.Show:
            self.shown = True
        elif kind in (QEvent.Type.Close, QEvent.Type.Hide) and isinstance(watched, QWidget) and self.shown:
            if not watched.isFullScreen() and not watched.isMinimized():
                QSettings().setValue(self.key, watched.saveGeometry())
        return False


def _restore(window: QWidget, key: str) -> bool:
    """Put `window` as it was kept under `key` (False, and the window as it was, when nothing is
    kept or what was kept no longer fits its screen)."""
    saved = QSettings().value(key)
    if not isinstance(saved, (QByteArray, bytes)) or not saved:
        return False
    size = window.size()
    if not window.restoreGeometry(QByteArray(saved)):
        return False
    if window.isMaximized():
        return True
    if fits_screen(window):
        _inside_screen(window)
        return True
    window.setWindowState(Qt.WindowState.WindowNoState)  # what was kept does not fit: as if nothing was
    window.resize(size)
    return False


def _inside_screen(window: QWidget) -> None:
    """Move `window` (which fits its screen) so that none of it, frame included, is off it."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is None:
        return
    area = screen.availableGeometry()
    frame = window.frameGeometry().size() - window.geometry().size()
    extra = frame if window.isVisible() and frame.height() > 0 else FRAME_ALLOWANCE
    x = min(max(window.x(), area.x()), area.x() + area.width() - window.width() - extra.width())
    y = min(max(window.y(), area.y()), area.y() + area.height() - window.height() - extra.height())
    if (x, y) != (window.x(), window.y()):
        window.move(x, y)


def show_fitted(window: QWidget, remember: str | None = None) -> None:
    """Show `window` whole on its screen: at its size if that fits, else maximised; on a screen
    more than twice its size both ways (a 4K screen or projector at 100% scaling, where a
    1280x800 window is a postcard in the middle), at the same shape grown to 85% of the room,
    centred (the games and the launcher scale their text with their size). With `remember` (a
    name), as the person left it the last time, when that fits (see the module's docstring)."""
    if remember:
        key = GEOMETRY_KEY.format(remember)
        _GeometryKeeper(window, key)
        if _restore(window, key):
            window.show()
            return
    if not fits_screen(window):
        window.showMaximized()
        return
    screen = window.screen() or QGuiApplication.primaryScreen()
    if screen is not None:
        area = screen.availableGeometry()
        size = window.size()
        if area.width() > 2 * size.width() and area.height() > 2 * size.height():
            grow = GROWN_SHARE * min(area.width() / size.width(), area.height() / size.height())
            window.resize(round(size.width() * grow), round(size.height() * grow))
            frame = window.frameGeometry().size() - window.geometry().size()
            window.move(
                area.x() + (area.width() - window.width() - frame.width()) // 2,
                area.y() + (area.height() - window.height() - frame.height()) // 2,
            )
    window.show()
