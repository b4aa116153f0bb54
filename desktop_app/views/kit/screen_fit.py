"""Windows that open inside the screen a person has (issue 26: "The window does not fit a
1280x800 laptop": it opened at 1280x800 plus its title bar, so the status line and the Hint
button sat under the taskbar until one maximised).

`show_fitted(window)` shows a top-level window at its own size when that size, with the frame a
window manager adds, fits the screen's available area (the screen less its taskbar and docks),
and maximised otherwise. `MINIMUM` is the smallest size the games' windows and the launcher
still lay out without covering their own buttons.
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

MINIMUM = QSize(960, 600)
# A frame before the window is shown is not known yet: a title bar and borders about this size
# (a Windows 11 title bar is 31 px at 100%, GNOME's 37, openbox's 24).
FRAME_ALLOWANCE = QSize(16, 48)
GROWN_SHARE = 0.85  # a window grown on a large screen takes this much of its room (see show_fitted)


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


def show_fitted(window: QWidget) -> None:
    """Show `window` whole on its screen: at its size if that fits, else maximised; on a screen
    more than twice its size both ways (a 4K screen or projector at 100% scaling, where a
    1280x800 window is a postcard in the middle), at the same shape grown to 85% of the room,
    centred (the games and the launcher scale their text with their size)."""
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
