"""The game log, one widget for all four games: what happened, as sentences, newest at the bottom.

Each game hands it a narration: a function from an applied action's record to its lines, a
line being a plain string or `(HEADER or LINE, text, seat)` (a seat >= 0 puts that player's
mark before the line; `marked_by_name` marks plain lines that open with a player's name).
Headers (a round, a phase) are shown once until a different one comes.
Options keep each game's look: the designed text size, how much larger presentation mode sets
it, and whether the log follows its window's size itself or the window sets its scale.

Every text is plain: player names and pack texts are escaped, never read as markup. The log
follows new lines unless the reader has scrolled up to read.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from html import escape
from typing import Any, Protocol

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, QUrl
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QRegion, QResizeEvent, QShowEvent, QTextDocument
from PySide6.QtWidgets import QApplication, QTextBrowser, QVBoxLayout, QWidget

from desktop_app.controllers.game_controller import ActionRecord, Seat
from desktop_app.views.kit.marks import mark_pixmap
from desktop_app.views.theme import Palette, colour_css, scale_for, ui_font

HEADER = "header"
LINE = "line"
ACCENT = QColor("#1F5F8B")  # headers: the panels' calm action blue

LogEntry = tuple[str, str, int]  # (HEADER or LINE, text, seat or -1)
Narrate = Callable[[ActionRecord], Iterable[LogEntry | str]]


def marked_by_name(lines: Callable[[ActionRecord], Iterable[str]], names: Sequence[str]) -> Narrate:
    """A narration of plain lines where a line that opens with a player's name (then a space or
    a colon) carries that player's mark: the longest such name, so "Mei" never marks "Meili"."""
    by_length = sorted(enumerate(names), key=lambda seat_name: -len(seat_name[1]))

    def speaker(line: str) -> int:
        for seat, name in by_length:
            if name and line.startswith(name) and line[len(name) : len(name) + 1] in (" ", ":", "："):
                return seat
        return -1

    return lambda record: [(LINE, line, speaker(line)) for line in lines(record)]


# Presentation mode, for a log whose window sets its scale: the log's text this much larger, on
# top of the window's presentation scale (its menus, panel and log already grow with it), so a
# line is large on a projector yet the log still holds a few of them.
PRESENTATION_LOG = 1.1


class _Words(Protocol):
    def lines(self, record: ActionRecord) -> list[str]: ...


LogFactory = Callable[[Any, Sequence[Seat], str], "GameLog"]


def words_log(words: Callable[[Any, Sequence[Seat], str], _Words], text_px: float) -> LogFactory:
    """A game's log factory, `log(content, seats, language)` (what `GameWindow._make_table`
    takes): the lines of `words(content, seats, language)` (a game's `Narrator`), a line that
    opens with a player's name marked with that player's mark (`marked_by_name`); the window
    sets its scale (`text_px` designed) and presentation mode enlarges it by PRESENTATION_LOG
    (Magic Lamp, Power Butler, Power On!)."""

    def log(content: Any, seats: Sequence[Seat], language: str) -> GameLog:
        lines = words(content, seats, language).lines
        names = [seat.name for seat in seats]
        return GameLog(
            marked_by_name(lines, names), text_px=text_px, presentation_factor=PRESENTATION_LOG, follow_window=False
        )

    return log


class GameLog(QWidget):
    """The narrated log. `narrate(record)` gives a record's lines; `opening(record)`, if given,
    the header to show before the first record (so a log opened mid-game says where it is)."""

    def __init__(
        self,
        narrate: Narrate,
        *,
        opening: Callable[[ActionRecord], str] | None = None,
        text_px: float = 14.0,
        presentation_factor: float = 1.6,
        follow_window: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.narrate = narrate
        self.opening = opening
        self.text_px = text_px
        self.presentation_factor = presentation_factor
        self.scale = 1.0
        self.presentation = False
        self._scale_fixed = not follow_window
        self._records: list[ActionRecord] = []
        self._entries: list[LogEntry] = []
        self._marks: set[int] = set()
        self._stick_to_bottom = True
        self._last_header: str | None = None
        self.view = QTextBrowser()
        self.view.setOpenLinks(False)
        self.view.setAccessibleName(self.tr("Game log"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        bar = self.view.verticalScrollBar()
        bar.rangeChanged.connect(self._on_range_changed)
        bar.actionTriggered.connect(self._on_reader_scrolled)
        bar.valueChanged.connect(lambda _value: self._repaint_corners())  # after the scroll itself
        self._corner, self._face = 1, QColor(Palette.CARD_FACE)
        self.view.viewport().installEventFilter(self)
        self._follow_timer = QTimer(self)
        self._follow_timer.setSingleShot(True)
        self._follow_timer.setInterval(0)
        self._follow_timer.timeout.connect(self._scroll_to_end)
        self._restyle()

    # --- public API ---------------------------------------------------------------------------

    def append_record(self, record: ActionRecord) -> None:
        """Add one applied action's lines (connect to controller.action_did_apply)."""
        self._records.append(record)
        for entry in self._parts(record):
            if self._remember(entry):
                self._add_mark_image(entry[2])
                self.view.append(self._html(entry))

    def set_records(self, records: Iterable[ActionRecord]) -> None:
        """Show exactly these records (after undo or loading a game)."""
        self._records = []
        self._entries = []
        self._last_header = None
        for record in records:
            self._records.append(record)
            for entry in self._parts(record):
                self._remember(entry)
        self._render_all()

    def clear(self) -> None:
        self.set_records([])

    def set_narration(self, narrate: Narrate, opening: Callable[[ActionRecord], str] | None = None) -> None:
        """Tell the same records again in other words (another language)."""
        self.narrate, self.opening = narrate, opening
        self.set_records(list(self._records))

    def set_presentation_mode(self, on: bool) -> None:
        """Large lines with high contrast for a projector, or the normal look."""
        self.presentation = on
        self._restyle()

    def set_scale(self, scale: float) -> None:
        """Fix the text scale (by default the log follows its window's size)."""
        self._scale_fixed = True
        if scale != self.scale:
            self.scale = scale
            self._restyle()

    def lines(self) -> list[str]:
        """The texts shown, headers included, oldest first."""
        return [text for _, text, _ in self._entries]

    def record_lines(self, record: ActionRecord) -> list[str]:
        """What the log says of one applied action (its lines, without headers)."""
        parts = [(LINE, part, -1) if isinstance(part, str) else part for part in self.narrate(record)]
        return [text for kind, text, _ in parts if kind == LINE and text]

    # --- building ------------------------------------------------------------------------------

    def _parts(self, record: ActionRecord) -> list[LogEntry]:
        parts = [(LINE, part, -1) if isinstance(part, str) else part for part in self.narrate(record)]
        if self._last_header is None and self.opening is not None:
            parts.insert(0, (HEADER, self.opening(record), -1))
        return [part for part in parts if part[1]]

    def _remember(self, entry: LogEntry) -> bool:
        kind, text, _ = entry
        if kind == HEADER:
            if text == self._last_header:
                return False
            self._last_header = text
        self._entries.append(entry)
        return True

    def _render_all(self) -> None:
        self._stick_to_bottom = True
        self._add_mark_images()
        self.view.setHtml("".join(self._html(entry) for entry in self._entries))
        self._add_mark_images()  # setHtml may have reset the document's resources
        bar = self.view.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _add_mark_images(self) -> None:
        self._marks = set()
        for _, _, seat in self._entries:
            self._add_mark_image(seat)

    def _add_mark_image(self, seat: int) -> None:
        """The seat's mark, as an image the lines can show (made once per style)."""
        if seat < 0 or seat in self._marks:
            return
        self._marks.add(seat)
        side = max(8, round(self._size() * 0.9))
        self.view.document().addResource(
            QTextDocument.ResourceType.ImageResource,
            QUrl(f"mark:{seat}"),
            mark_pixmap(seat, side, max(1.0, self.devicePixelRatioF())),
        )

    def _html(self, entry: LogEntry) -> str:
        kind, text, seat = entry
        size = self._size()
        if kind == HEADER:
            return (
                f'<p style="margin-top:{round(size * 0.7)}px; margin-bottom:{round(size * 0.2)}px;'
                f' font-weight:700; font-size:{round(size * 1.05)}px; color:{ACCENT.name()};">'
                f"{escape(text)}</p>"
            )
        mark = ""
        if seat >= 0:
            side = round(size * 0.9)
            mark = f'<img src="mark:{seat}" width="{side}" height="{side}" style="vertical-align:middle"> '
        return f'<p style="margin:0 0 {round(size * 0.25)}px 0;">{mark}{escape(text)}</p>'

    def _size(self) -> float:
        return self.text_px * self.scale * (self.presentation_factor if self.presentation else 1.0)

    def _restyle(self) -> None:
        size = self._size()
        font = ui_font(QApplication.font(), size)
        self.setFont(font)
        self.view.setFont(font)
        ink = Palette.INK if not self.presentation else Palette.INK.darker(150)
        face = Palette.CARD_FACE if not self.presentation else Palette.ON_COLOUR
        self.view.setStyleSheet(
            f"QTextBrowser {{ background: {colour_css(face)}; color: {colour_css(ink)};"
            f" border: {max(1, round(self.scale))}px solid {colour_css(Palette.CARD_EDGE)};"
            f" border-radius: {max(1, round(8 * self.scale))}px; }}"
        )
        # Padding as the document's margin: style-sheet padding would let lines run under
        # the scroll bar.
        self.view.document().setDocumentMargin(max(1, round(8 * self.scale)))
        self._opaque_viewport(face)
        self._render_all()

    def _opaque_viewport(self, face: QColor) -> None:
        """The viewport fills its own background (the frame's colour), so Qt scrolls its pixels
        when a line arrives and paints only the new strip, nothing beneath it; without this the
        styled frame (its rounded corners) repaints the whole log, and the frame under it, at
        every line. The viewport leaves out its corner squares (as large as the frame's rounded
        corner, where the frame draws its curve; the lines never reach them: the document's
        margin is as wide), and after a scroll the frame paints them again
        (`_repaint_corners`). The fill is painted before the document (`eventFilter`): the
        style sheet turns the viewport's own background fill off whenever it polishes it."""
        self._face = QColor(face)
        self.view.viewport().setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent, True)
        self._corner = max(1, round(8 * self.scale))
        self._mask_viewport()

    def _mask_viewport(self) -> None:
        viewport, side = self.view.viewport(), self._corner
        width, height = viewport.width(), viewport.height()
        region = QRegion(0, 0, width, height)
        for x, y in ((0, 0), (width - side, 0), (0, height - side), (width - side, height - side)):
            region -= QRegion(x, y, side, side)
        viewport.setMask(region)

    def _repaint_corners(self) -> None:
        """After a scroll: the frame paints the viewport's corner squares again (Qt moved the
        pixels under them with the lines)."""
        viewport, side = self.view.viewport(), self._corner
        at = viewport.geometry()
        for x, y in ((at.left(), at.top()), (at.right() - side + 1, at.top())):
            self.view.update(x, y, side, side)
        for x, y in ((at.left(), at.bottom() - side + 1), (at.right() - side + 1, at.bottom() - side + 1)):
            self.view.update(x, y, side, side)

    # --- following the window and the newest line ----------------------------------------------

    def _follow_window(self) -> None:
        scale = scale_for(self.window().size())
        if not self._scale_fixed and scale != self.scale:
            self.scale = scale
            self._restyle()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._follow_window()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A new width re-wraps the lines; keep the newest in view if we were following."""
        super().resizeEvent(event)
        self._follow_window()
        if self._stick_to_bottom:
            self._follow_timer.start()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """The viewport's background under the document; its corners left out again at a new size."""
        if watched is self.view.viewport():
            if event.type() == QEvent.Type.Paint and isinstance(event, QPaintEvent):
                painter = QPainter(self.view.viewport())
                painter.fillRect(event.rect(), self._face)
                painter.end()
            elif event.type() == QEvent.Type.Resize:
                self._mask_viewport()
        return False

    def _on_range_changed(self, low: int, high: int) -> None:
        """New lines arrived: follow them, unless the reader scrolled up to read."""
        if self._stick_to_bottom:
            self.view.verticalScrollBar().setValue(high)

    def _scroll_to_end(self) -> None:
        if self._stick_to_bottom:  # the reader may have scrolled up since the timer started
            bar = self.view.verticalScrollBar()
            bar.setValue(bar.maximum())

    def _on_reader_scrolled(self, action: int) -> None:
        """The reader moved the scroll bar (wheel, drag, keys): follow new lines only at the end."""
        bar = self.view.verticalScrollBar()
        self._stick_to_bottom = bar.sliderPosition() >= bar.maximum() - 4


__all__ = ["HEADER", "LINE", "GameLog", "LogEntry", "marked_by_name"]
