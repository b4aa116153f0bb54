"""The lesson page's charts and words (issue 15), for the screen and for paper: `LessonWords`
(a game's titles, notes, series, labels and units in the player's language; `PackLessonWords`
reads them from `game_data/<game>/lesson.yaml`) and `ChartView` (bar, stacked and line charts
painted with QPainter, seats in the players' colours). `kit/lesson.py` shows them on a page,
`kit/pdf_lesson.py` lays them out on A4.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QApplication,
    QSizePolicy,
    QWidget,
)

from desktop_app.content.lesson import LessonText
from desktop_app.content.model import LocalizedText
from desktop_app.rules.common.lesson import LINE, STACKED, Chart
from desktop_app.views.kit.marks import mark_colour
from desktop_app.views.theme import Palette, ui_font

SPARE = (QColor("#1F5F8B"), QColor("#C0392B"), QColor("#2E8B57"), QColor("#8E44AD"), QColor("#D68910"))


class LessonWords:
    """A game's words for its lesson page (each game subclasses it; the defaults show codes)."""

    def __init__(self, names: Sequence[str]) -> None:
        self.names = list(names)  # the players' names by seat

    def heading(self) -> str:
        return QCoreApplication.translate("LessonPage", "What this game teaches")

    def lesson(self) -> str:
        """The game's energy lesson, a few sentences."""
        return ""

    def title(self, chart_id: str) -> str:
        return chart_id

    def note(self, chart_id: str) -> str:
        """One sentence under a chart: how to read it, what to notice."""
        return ""

    def series(self, name: str | int) -> str:
        return self.names[name] if isinstance(name, int) and 0 <= name < len(self.names) else str(name)

    def label(self, chart_id: str, label: str | int) -> str:
        return self.series(label) if isinstance(label, int) and chart_id in self.seat_labels() else str(label)

    def seat_labels(self) -> set[str]:
        """The charts whose labels are seats (a bar per player)."""
        return set()

    def unit(self, unit: str) -> str:
        return unit

    def fact(self, name: str, value: float) -> str:
        return f"{name}: {value:g}"

    def colour(self, name: str | int, index: int) -> QColor:
        if isinstance(name, int):
            return mark_colour(name)
        return SPARE[index % len(SPARE)]


class PackLessonWords(LessonWords):
    """A game's lesson words from its pack (`game_data/<game>/lesson.yaml`, content/lesson)."""

    def __init__(self, text: LessonText, language: str, names: Sequence[str], seat_charts: Iterable[str] = ()) -> None:
        super().__init__(names)
        self.text = text
        self.language = language
        self._seat_charts = set(seat_charts)

    def _say(self, table: Mapping[str, LocalizedText], code: str) -> str:
        words = table.get(code)
        return words.get(self.language) if words is not None else code

    def lesson(self) -> str:
        return self.text.lesson.get(self.language)

    def title(self, chart_id: str) -> str:
        return self._say(self.text.titles, chart_id)

    def note(self, chart_id: str) -> str:
        words = self.text.notes.get(chart_id)
        return words.get(self.language) if words is not None else ""

    def series(self, name: str | int) -> str:
        return super().series(name) if isinstance(name, int) else self._say(self.text.series, name)

    def label(self, chart_id: str, label: str | int) -> str:
        if isinstance(label, int):
            return super().series(label) if chart_id in self._seat_charts else str(label)
        return self._say(self.text.series, label) if label in self.text.series else label

    def seat_labels(self) -> set[str]:
        return self._seat_charts

    def unit(self, unit: str) -> str:
        return self._say(self.text.units, unit)

    def fact(self, name: str, value: float) -> str:
        template = self.text.facts.get(name)
        if template is None:
            return super().fact(name, value)
        return template.get(self.language).format(value=number_text(value))

    def colour(self, name: str | int, index: int) -> QColor:
        if isinstance(name, str) and name in self.text.colours:
            return QColor(self.text.colours[name])
        return super().colour(name, index)


def number_text(value: float) -> str:
    """A chart value as the page writes it: whole above 100, else one decimal (with thousands commas)."""
    return f"{value:,.0f}" if abs(value) >= 100 or float(value).is_integer() else f"{value:,.1f}"


class ChartView(QWidget):
    """One chart, painted: title, bars or lines, value axis with its unit, legend, note."""

    def __init__(self, chart: Chart, words: LessonWords, scale: float = 1.0, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chart = chart
        self.words = words
        self.scale = scale
        self.base_font: QFont | None = None  # the font to draw in (paper's); the app's when None
        self.setMinimumSize(round(460 * scale), round(300 * scale))
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setAccessibleName(words.title(chart.id))
        self.setAccessibleDescription(self.describe())

    def describe(self) -> str:
        """The chart in words (a screen reader's, and the CSV's, reading of it)."""
        parts = []
        for series in self.chart.series:
            values = ", ".join(
                f"{self.words.label(self.chart.id, label)} {number_text(v)}"
                for label, v in zip(self.chart.labels, series.values)
            )
            parts.append(f"{self.words.series(series.name)}: {values}")
        return "; ".join(parts)

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(round(520 * self.scale), round(330 * self.scale))

    def paintEvent(self, _event: QPaintEvent) -> None:  # noqa: N802 - Qt's name
        painter = QPainter(self)
        self.paint(painter, QRectF(self.rect()))
        painter.end()

    def paint(self, painter: QPainter, area: QRectF) -> None:
        """Draw the chart into `area` (a widget, an image or a PDF page)."""
        s = self.scale
        chart, words = self.chart, self.words
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(area, Palette.CARD_FACE)
        base = self.base_font if self.base_font is not None else QApplication.font()
        title_font = ui_font(base, 17 * s, QFont.Weight.Bold)
        small = ui_font(base, 13 * s)
        pad = 10 * s
        painter.setPen(Palette.INK)
        painter.setFont(title_font)
        title_h = 26 * s
        painter.drawText(
            QRectF(area.left() + pad, area.top() + pad * 0.5, area.width() - 2 * pad, title_h),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            words.title(chart.id),
        )
        note = words.note(chart.id)
        painter.setFont(small)
        legend_rows = len(self._legend_rows(painter, area.width() - 2 * pad))
        legend_h = 22 * s * legend_rows if len(chart.series) > 1 or chart.kind == LINE else 0.0
        note_h = 36 * s if note else 0.0
        unit_h = 30 * s  # the unit over the axis, clear of the top tick's number
        plot = QRectF(
            area.left() + pad + 56 * s,
            area.top() + pad + title_h + legend_h + unit_h,
            area.width() - 2 * pad - 60 * s,
            area.height() - 2 * pad - title_h - legend_h - unit_h - note_h - 34 * s,
        )
        painter.setFont(small)
        self._legend(
            painter, QRectF(area.left() + pad, area.top() + pad + title_h - 2 * s, area.width() - 2 * pad, legend_h)
        )
        top = self._top()
        painter.setPen(QPen(Palette.CARD_EDGE, max(1.0, s)))
        for tick in range(5):
            y = plot.bottom() - plot.height() * tick / 4
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(Palette.INK)
            painter.drawText(
                QRectF(area.left() + pad, y - 9 * s, 52 * s, 18 * s),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                number_text(top * tick / 4),
            )
            painter.setPen(QPen(Palette.CARD_EDGE, max(1.0, s)))
        painter.setPen(Palette.INK)
        painter.drawText(
            QRectF(area.left() + pad, plot.top() - unit_h, area.width() - 2 * pad, unit_h - 12 * s),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
            words.unit(chart.unit),
        )
        if not chart.labels:
            painter.setPen(Palette.INK)
            painter.drawText(
                plot,
                int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap),
                QCoreApplication.translate("LessonPage", "Nothing yet: this chart fills in as the game goes on."),
            )
        elif chart.kind == LINE:
            self._lines(painter, plot, top)
        else:
            self._bars(painter, plot, top)
        if note:
            painter.setPen(Palette.INK)
            painter.drawText(
                QRectF(area.left() + pad, area.bottom() - pad - note_h, area.width() - 2 * pad, note_h),
                int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap),
                note,
            )

    def _top(self) -> float:
        chart = self.chart
        if chart.kind == STACKED:
            peak = max((sum(s.values[i] for s in chart.series) for i in range(len(chart.labels))), default=0.0)
        else:
            peak = max((max(s.values, default=0.0) for s in chart.series), default=0.0)
        if peak <= 0:
            return 4.0
        # four gridlines a round, whole step apart (62 -> 0 20 40 60 80, 436 -> 0 150 300 450 600)
        magnitude: int = 10 ** max(0, len(str(int(peak / 4))) - 1)
        for step in (1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10):
            tick = step * magnitude
            if tick == int(tick) and peak <= 4 * tick:
                return 4.0 * tick
        return 40.0 * magnitude

    def _legend_rows(self, painter: QPainter, width: float) -> list[list[tuple[int, str, float]]]:
        """The legend's entries (index, name, width) in rows that fit `width`."""
        s = self.scale
        rows: list[list[tuple[int, str, float]]] = [[]]
        used = 0.0
        for index, series in enumerate(self.chart.series):
            name = self.words.series(series.name)
            entry = painter.fontMetrics().horizontalAdvance(name) + 30 * s
            if rows[-1] and used + entry > width:
                rows.append([])
                used = 0.0
            rows[-1].append((index, name, entry))
            used += entry
        return rows

    def _legend(self, painter: QPainter, area: QRectF) -> None:
        if area.height() <= 0:
            return
        s = self.scale
        rows = self._legend_rows(painter, area.width())
        line = area.height() / max(1, len(rows))
        for number, row in enumerate(rows):
            x, y = area.left(), area.top() + line * number
            for index, name, width in row:
                series = self.chart.series[index]
                painter.fillRect(QRectF(x, y + line / 2 - 6 * s, 12 * s, 12 * s), self.words.colour(series.name, index))
                painter.setPen(Palette.INK)
                painter.drawText(QRectF(x + 16 * s, y, width, line), Qt.AlignmentFlag.AlignVCenter, name)
                x += width

    def _label_rect(self, plot: QRectF, centre: float, width: float) -> QRectF:
        return QRectF(centre - width / 2, plot.bottom() + 4 * self.scale, width, 28 * self.scale)

    def _bars(self, painter: QPainter, plot: QRectF, top: float) -> None:
        chart = self.chart
        count = max(1, len(chart.labels))
        slot = plot.width() / count
        groups = 1 if chart.kind == STACKED else max(1, len(chart.series))
        bar = slot * 0.7 / groups
        for i, label in enumerate(chart.labels):
            left = plot.left() + slot * i + slot * 0.15
            base = plot.bottom()
            for index, series in enumerate(chart.series):
                value = series.values[i]
                height = plot.height() * value / top
                x = left if chart.kind == STACKED else left + bar * index
                rect = QRectF(x, base - height, bar, height)
                one_per_player = len(chart.series) == 1 and isinstance(label, int)
                painter.fillRect(rect, self.words.colour(label if one_per_player else series.name, index))
                if chart.kind == STACKED:
                    base -= height
            painter.setPen(Palette.INK)
            painter.drawText(
                self._label_rect(plot, plot.left() + slot * (i + 0.5), slot),
                int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap),
                self.words.label(chart.id, label),
            )

    def _lines(self, painter: QPainter, plot: QRectF, top: float) -> None:
        chart, s = self.chart, self.scale
        count = len(chart.labels)
        step = plot.width() / max(1, count - 1)
        for index, series in enumerate(chart.series):
            pen = QPen(self.words.colour(series.name, index), 3 * s)
            painter.setPen(pen)
            points = [
                QPointF(plot.left() + step * i, plot.bottom() - plot.height() * v / top)
                for i, v in enumerate(series.values)
            ]
            for a, b in zip(points, points[1:]):
                painter.drawLine(a, b)
        painter.setPen(Palette.INK)
        every = max(1, count // 10)
        for i, label in enumerate(chart.labels):
            if i % every == 0 or i == count - 1:
                painter.drawText(
                    self._label_rect(plot, plot.left() + step * i, 60 * s),
                    Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
                    self.words.label(chart.id, label),
                )
