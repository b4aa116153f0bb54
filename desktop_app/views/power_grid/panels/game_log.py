"""The game log: what happened, as readable sentences, newest at the bottom.

Rounds and phases are headers; each applied action adds its sentences (narration.py). In
presentation mode the lines are large, for a class watching a projector.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QRectF, QTimer, QUrl
from PySide6.QtGui import QImage, QPainter, QTextDocument
from PySide6.QtWidgets import QTextBrowser, QVBoxLayout, QWidget

from desktop_app.views.power_grid.narration import (
    HEADER,
    LINE,
    Words,
    header_text,
    narrate_parts,
)
from desktop_app.views.power_grid.panels.common import (
    ACCENT,
    font,
    paint_marker,
    px,
    window_scale,
)
from desktop_app.views.theme import Palette, colour_css

PRESENTATION_FACTOR = 1.6


class GameLog(QWidget):
    """Sentences in the chosen language with round/phase headers; auto-scrolls to the newest."""

    def __init__(self, content, seats, language: str = "zh_TW", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.content = content
        self.seats = list(seats)
        self.words = Words(content, self.seats, language)
        self.scale = 1.0
        self.presentation = False
        self._scale_fixed = False
        self._records: list = []
        self._entries: list[tuple[str, str, int]] = []  # (HEADER or LINE, text, seat or -1)
        self._stick_to_bottom = True
        self._last_header: str | None = None
        self.view = QTextBrowser()
        self.view.setOpenLinks(False)
        self.view.setAccessibleName("game log")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view)
        bar = self.view.verticalScrollBar()
        bar.rangeChanged.connect(self._on_range_changed)
        bar.actionTriggered.connect(self._on_reader_scrolled)
        self._follow_timer = QTimer(self)
        self._follow_timer.setSingleShot(True)
        self._follow_timer.setInterval(0)
        self._follow_timer.timeout.connect(self._scroll_to_end)
        self._restyle()

    # --- public API ---------------------------------------------------------------------------

    def append_record(self, record) -> None:
        """Add one applied action's sentences (connect to controller.action_did_apply)."""
        self._records.append(record)
        self._add_entries(self._parts(record))

    def set_records(self, records) -> None:
        """Show exactly these records (after undo or loading a game)."""
        self._records = []
        self._entries = []
        self._last_header = None
        self.view.clear()
        for record in records:
            self._records.append(record)
            for entry in self._parts(record):
                self._remember(entry)
        self._render_all()

    def clear(self) -> None:
        self.set_records([])

    def set_presentation_mode(self, on: bool) -> None:
        """Large lines with high contrast for a projector, or the normal look."""
        self.presentation = on
        self._restyle()

    def set_scale(self, scale: float) -> None:
        """Fix the text scale (by default the log follows its window's size)."""
        self._scale_fixed = True
        self.scale = scale
        self._restyle()

    def _follow_window(self) -> bool:
        if self._scale_fixed or window_scale(self) == self.scale:
            return False
        self.scale = window_scale(self)
        self._restyle()
        return True

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self._follow_window()

    def set_language(self, language: str) -> None:
        self.words = Words(self.content, self.seats, language)
        self.set_records(list(self._records))

    def lines(self) -> list[str]:
        """The texts shown, headers included, oldest first."""
        return [text for _, text, _ in self._entries]

    # --- building ------------------------------------------------------------------------------

    def _parts(self, record) -> list[tuple[str, str, int]]:
        parts = narrate_parts(record, self.words)
        if self._last_header is None:
            parts.insert(0, (HEADER, header_text(self.words, record.before.round, record.before.phase), -1))
        return parts

    def _remember(self, entry: tuple[str, str, int]) -> bool:
        kind, text, _ = entry
        if kind == HEADER:
            if text == self._last_header:
                return False
            self._last_header = text
        self._entries.append(entry)
        return True

    def _add_entries(self, entries) -> None:
        for entry in entries:
            if self._remember(entry):
                self.view.append(self._html(entry))

    def _render_all(self) -> None:
        self._stick_to_bottom = True
        self._add_marker_images()
        self.view.setHtml("".join(self._html(entry) for entry in self._entries))
        self._add_marker_images()  # setHtml may have reset the document's resources
        bar = self.view.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _on_range_changed(self, low: int, high: int) -> None:
        """New lines arrived: follow them, unless the reader scrolled up to read."""
        if self._stick_to_bottom:
            self.view.verticalScrollBar().setValue(high)

    def resizeEvent(self, event) -> None:
        """A new width re-wraps the lines; keep the newest in view if we were following."""
        super().resizeEvent(event)
        self._follow_window()
        if self._stick_to_bottom:
            self._follow_timer.start()

    def _scroll_to_end(self) -> None:
        bar = self.view.verticalScrollBar()
        bar.setValue(bar.maximum())

    def _on_reader_scrolled(self, action: int) -> None:
        """The reader moved the scroll bar (wheel, drag, keys): follow new lines only at the end."""
        bar = self.view.verticalScrollBar()
        self._stick_to_bottom = bar.sliderPosition() >= bar.maximum() - 4

    def _add_marker_images(self) -> None:
        """Each player's shape in their colour, as images the log's lines can show."""
        side = max(8, round(self._size() * 0.9))
        ratio = self.devicePixelRatioF()
        for seat in range(len(self.seats)):
            image = QImage(round(side * ratio), round(side * ratio), QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(0)
            painter = QPainter(image)
            paint_marker(painter, seat, QRectF(1, 1, image.width() - 2, image.height() - 2))
            painter.end()
            image.setDevicePixelRatio(ratio)
            self.view.document().addResource(
                QTextDocument.ResourceType.ImageResource, QUrl(f"marker:{seat}"), image)

    def _html(self, entry: tuple[str, str, int]) -> str:
        kind, text, seat = entry
        size = self._size()
        if kind == HEADER:
            return (
                f'<p style="margin-top:{round(size * 0.7)}px; margin-bottom:{round(size * 0.2)}px;'
                f' font-weight:700; font-size:{round(size * 1.05)}px; color:{ACCENT.name()};">'
                f"{escape(text)}</p>"
            )
        marker = ""
        if 0 <= seat < len(self.seats):
            side = round(size * 0.9)
            marker = f'<img src="marker:{seat}" width="{side}" height="{side}" style="vertical-align:middle"> '
        return f'<p style="margin:0 0 {round(size * 0.25)}px 0;">{marker}{escape(text)}</p>'

    def _size(self) -> float:
        return 14 * self.scale * (PRESENTATION_FACTOR if self.presentation else 1.0)

    def _restyle(self) -> None:
        size = self._size()
        self.view.setFont(font(1.0, size))
        ink = Palette.INK if not self.presentation else Palette.INK.darker(150)
        face = Palette.CARD_FACE if not self.presentation else Palette.ON_COLOUR
        pad = px(self.scale, 8)
        self.view.setStyleSheet(
            f"QTextBrowser {{ background: {colour_css(face)}; color: {colour_css(ink)};"
            f" border: {max(1, px(self.scale, 1))}px solid {colour_css(Palette.CARD_EDGE)};"
            f" border-radius: {px(self.scale, 8)}px; }}"
        )
        # Padding as the document's margin: style-sheet padding would let lines run under
        # the scroll bar.
        self.view.document().setDocumentMargin(pad)
        self._render_all()


__all__ = ["HEADER", "LINE", "GameLog"]
