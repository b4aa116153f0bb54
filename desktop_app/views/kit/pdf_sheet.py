"""Sheets of A4 paper as a PDF (issue 25, "Results and paper"): the teacher's guide, the
worksheet (學習單) and the lesson page are each a list of blocks laid out on A4 here.

Sizes are points on paper, not pixels on a screen: body text 11-12 pt, headings larger, answer
lines a child's handwriting apart. Blocks go down the page in order and onto a new page when
they do not fit (a heading stays with what follows it); then what is left at the foot of each
page is shared among the blocks that can grow (answer lines get more lines, a chart gets
taller), so a sheet fills its paper instead of stopping at 60% of it. Every page has a footer
with the sheet's name and its page number. The file is written by `pdf_text.write_pdf`, so its
text copies out as the very characters drawn (no look-alike radicals such as ⽯ for 石).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QMarginsF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QGuiApplication, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen

from desktop_app.views.kit.pdf_text import write_pdf
from desktop_app.views.theme import Palette

DPI = 720  # device units per inch: ten per point, fine enough for exact text placement
UNIT = DPI / 72  # device units per point
MM = 72 / 25.4  # points per millimetre
MARGIN_MM = 15.0
BODY_PT = 12.0
SMALL_PT = 9.0
HEADING_PT = 15.0
TITLE_PT = 21.0
LINE_PITCH_MM = 8.0  # answer lines: room for a 10-year-old's handwriting
GAP_PT = 5.0  # between blocks
LINE_COLOUR = QColor("#8C8C8C")
MUTED = QColor("#5E574D")


def paper_font(base: QFont | None = None) -> QFont:
    """The app's font for a PDF: without OpenType's localized forms ('locl'), which Noto Sans
    CJK TC applies to the digits of a Latin run, and without ligatures ('liga'). Those digit
    glyphs have no character of their own, so Qt's PDF writer cannot say which character they
    are ("12 kWh" copied out as " kWh"), and a ligature copies out as one character ("ﬁrst").
    (The TC face draws Traditional forms without 'locl': they are its defaults.)"""
    font = QFont(base if base is not None else QGuiApplication.font())
    for feature in ("locl", "liga"):
        font.setFeature(QFont.Tag(feature), 0)
    return font


def _font(size_pt: float, bold: bool = False) -> QFont:
    font = paper_font()
    font.setPointSizeF(size_pt)
    font.setWeight(QFont.Weight.Bold if bold else QFont.Weight.Normal)
    return font


WRAP = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap)


class Block:
    """One piece of a sheet. Heights are in points; `grow` shares out the page's spare room."""

    keep_with_next = False  # a heading: never the last thing on a page
    space_before = GAP_PT
    optional = False  # left out rather than starting a page of its own (lines for notes)

    def measure(self, painter: QPainter, width: float) -> float:
        """The block's height at `width` (points), before any spare room is given."""
        raise NotImplementedError

    def grow(self, spare: float) -> float:
        """Take up to `spare` points more; how much was taken (0 for a block that cannot grow)."""
        return 0.0

    def weight(self) -> float:
        """How big a share of a page's spare room this block asks for (0: none)."""
        return 0.0

    def step(self) -> float:
        """The room it grows by at a time (an answer line's pitch), or 0 for any amount."""
        return 0.0

    def paint(self, painter: QPainter, area: QRectF) -> None:
        """Draw the block in `area` (device units)."""
        raise NotImplementedError


def _text_height(painter: QPainter, font: QFont, width: float, text: str) -> float:
    painter.setFont(font)
    box = painter.boundingRect(QRectF(0, 0, width * UNIT, 1e7), WRAP, text)
    return box.height() / UNIT


@dataclass
class Text(Block):
    """A paragraph; with `label` ("1.", "•", "5 分鐘"), the label in a column of `label_mm` and
    the text hanging beside it."""

    text: str
    size: float = BODY_PT
    bold: bool = False
    label: str = ""
    label_mm: float = 0.0
    label_bold: bool = False
    colour: QColor = field(default_factory=lambda: QColor(Palette.INK))
    before: float = GAP_PT
    heading: bool = False

    def __post_init__(self) -> None:
        self.space_before = self.before
        self.keep_with_next = self.heading

    def _text_width(self, width: float) -> float:
        return width - self.label_mm * MM

    def measure(self, painter: QPainter, width: float) -> float:
        return _text_height(painter, _font(self.size, self.bold), self._text_width(width), self.text)

    def paint(self, painter: QPainter, area: QRectF) -> None:
        painter.setPen(self.colour)
        offset = self.label_mm * MM * UNIT
        if self.label:
            painter.setFont(_font(self.size, self.label_bold or self.bold))
            painter.drawText(QRectF(area.left(), area.top(), offset, area.height()), WRAP, self.label)
        painter.setFont(_font(self.size, self.bold))
        painter.drawText(
            QRectF(area.left() + offset, area.top(), area.width() - offset, area.height()), WRAP, self.text
        )


@dataclass
class Rule(Block):
    """A coloured bar under a sheet's title."""

    colour: QColor
    thickness: float = 2.0

    def measure(self, painter: QPainter, width: float) -> float:
        return self.thickness

    def paint(self, painter: QPainter, area: QRectF) -> None:
        painter.fillRect(QRectF(area.left(), area.top(), area.width(), self.thickness * UNIT), self.colour)


@dataclass
class NameLine(Block):
    """ "Name: ______  Class: ____  No.: ___  Date: ______": the labels (with their colon, as the
    language writes it) and the share of the line each one gets."""

    fields: Sequence[tuple[str, float]]
    size: float = BODY_PT

    def measure(self, painter: QPainter, width: float) -> float:
        return self.size * 2.2

    def paint(self, painter: QPainter, area: QRectF) -> None:
        font = _font(self.size, True)
        painter.setFont(font)
        metrics = painter.fontMetrics()
        total = sum(share for _, share in self.fields)
        gap = 4 * MM * UNIT
        free = area.width() - gap * (len(self.fields) - 1)
        x = area.left()
        baseline = area.bottom() - self.size * 0.5 * UNIT
        for label, share in self.fields:
            span = free * share / total
            text = label
            painter.setPen(Palette.INK)
            painter.drawText(
                QRectF(x, area.top(), span, baseline - area.top()),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
                text,
            )
            start = x + metrics.horizontalAdvance(text) + UNIT
            painter.setPen(QPen(Palette.INK, 0.8 * UNIT))
            painter.drawLine(int(start), int(baseline), int(x + span), int(baseline))
            x += span + gap


@dataclass
class AnswerLines(Block):
    """Lines to write an answer on: at least `count`, more when the page has room (a share by
    the count first asked for, even when a sheet that must fit on fewer pages asks for less)."""

    count: int
    indent_mm: float = 0.0
    extra: int = 0

    def __post_init__(self) -> None:
        self.wanted = self.count

    def measure(self, painter: QPainter, width: float) -> float:
        self.extra = 0  # laid out afresh: the spare room is shared again
        return self.count * LINE_PITCH_MM * MM

    def weight(self) -> float:
        return float(self.wanted)

    def step(self) -> float:
        return LINE_PITCH_MM * MM

    def grow(self, spare: float) -> float:
        more = int(spare // (LINE_PITCH_MM * MM))
        self.extra += more
        return more * LINE_PITCH_MM * MM

    def paint(self, painter: QPainter, area: QRectF) -> None:
        painter.setPen(QPen(LINE_COLOUR, 0.6 * UNIT))
        pitch = LINE_PITCH_MM * MM * UNIT
        left = area.left() + self.indent_mm * MM * UNIT
        for line in range(1, self.count + self.extra + 1):
            y = area.top() + pitch * line
            painter.drawLine(int(left), int(y), int(area.right()), int(y))


@dataclass
class Choices(Block):
    """Boxes to tick, each with its words, as many to a row as fit."""

    options: Sequence[str]
    indent_mm: float = 0.0
    size: float = BODY_PT

    def _rows(self, painter: QPainter, width: float) -> list[list[tuple[str, float]]]:
        painter.setFont(_font(self.size))
        metrics = painter.fontMetrics()
        box = self.size * 1.6 * UNIT
        rows: list[list[tuple[str, float]]] = [[]]
        used, room = 0.0, (width - self.indent_mm * MM) * UNIT
        for option in self.options:
            span = box + metrics.horizontalAdvance(option) + 8 * MM * UNIT
            if rows[-1] and used + span > room:
                rows.append([])
                used = 0.0
            rows[-1].append((option, span))
            used += span
        return rows

    def measure(self, painter: QPainter, width: float) -> float:
        return len(self._rows(painter, width)) * self.size * 2.0

    def paint(self, painter: QPainter, area: QRectF) -> None:
        rows = self._rows(painter, area.width() / UNIT)
        side = self.size * 0.95 * UNIT
        row_h = self.size * 2.0 * UNIT
        painter.setFont(_font(self.size))
        for number, row in enumerate(rows):
            x = area.left() + self.indent_mm * MM * UNIT
            top = area.top() + row_h * number
            for option, span in row:
                painter.setPen(QPen(Palette.INK, 0.8 * UNIT))
                painter.drawRect(QRectF(x, top + (row_h - side) / 2, side, side))
                painter.drawText(
                    QRectF(x + side * 1.6, top, span, row_h),
                    Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                    option,
                )
                x += span


@dataclass
class Painted(Block):
    """Something drawn by `draw(painter, area)` (a chart), `low` to `high` points tall."""

    draw: Callable[[QPainter, QRectF], None]
    low: float
    high: float
    height: float = 0.0

    def measure(self, painter: QPainter, width: float) -> float:
        self.height = self.low
        return self.low

    def weight(self) -> float:
        return 1.0

    def grow(self, spare: float) -> float:
        taken = max(0.0, min(spare, self.high - self.height))
        self.height += taken
        return taken

    def paint(self, painter: QPainter, area: QRectF) -> None:
        self.draw(painter, area)


@dataclass
class SheetPlan:
    """What a sheet prints: its blocks, the footer's words, and the page-number template."""

    blocks: list[Block]
    footer: str
    page_words: Callable[[int, int], str]  # (page, pages) -> "第 1 頁，共 2 頁"
    pages: int = 0  # the pages it should fit on (a worksheet: one sheet); 0 for any number


def _fit(painter: QPainter, plan: SheetPlan, width: float, height: float) -> list[list[tuple[Block, float]]]:
    """The plan's pages; when it should fit on fewer, its answer lines are asked for one fewer
    each (never less than one) until it does: the spare room gives them back."""
    pages = _paginate(painter, plan.blocks, width, height)
    lines = [b for b in plan.blocks if isinstance(b, AnswerLines)]
    while plan.pages and len(pages) > plan.pages and any(b.count > 1 for b in lines):
        for block in lines:
            block.count = max(1, block.count - 1)
        pages = _paginate(painter, plan.blocks, width, height)
    return pages


def _paginate(
    painter: QPainter, blocks: Sequence[Block], width: float, height: float
) -> list[list[tuple[Block, float]]]:
    pages: list[list[tuple[Block, float]]] = [[]]
    used = 0.0
    for block in blocks:
        h = block.measure(painter, width)
        before = block.space_before if pages[-1] else 0.0
        if pages[-1] and used + before + h > height:
            if block.optional:  # it would start a page: left out, with its heading
                while pages[-1] and pages[-1][-1][0].optional:
                    pages[-1].pop()
                continue
            carried: list[tuple[Block, float]] = []
            while pages[-1] and pages[-1][-1][0].keep_with_next:
                carried.insert(0, pages[-1].pop())
            pages.append(carried)
            used = sum(b.space_before for b, _ in carried[1:]) + sum(bh for _, bh in carried)
            before = block.space_before if carried else 0.0
        pages[-1].append((block, h))
        used += before + h
    return [page for page in pages if page]


def _spread(page: list[tuple[Block, float]], height: float) -> list[float]:
    """The blocks' heights on a page once the spare room at its foot is shared out: first to
    the blocks that grow smoothly (charts), by weight; then whole answer lines one at a time,
    each to the block that has had the fewest for its weight."""
    heights = [h for _, h in page]
    spare = height - sum(heights) - sum(b.space_before for b, _ in page[1:])
    smooth = [i for i, (b, _) in enumerate(page) if b.weight() > 0 and b.step() == 0]
    total = sum(page[i][0].weight() for i in smooth)
    if smooth and spare > 0:
        share = spare
        for i in smooth:
            taken = page[i][0].grow(share * page[i][0].weight() / total)
            heights[i] += taken
            spare -= taken
    stepped = [i for i, (b, _) in enumerate(page) if b.weight() > 0 and b.step() > 0]
    given = dict.fromkeys(stepped, 0)
    while stepped:
        i = min(stepped, key=lambda k: ((given[k] + 1) / page[k][0].weight(), k))
        block = page[i][0]
        if block.step() > spare:
            break
        taken = block.grow(block.step())
        heights[i] += taken
        spare -= taken
        given[i] += 1
    return heights


def write_sheet(plan: SheetPlan, path: Path | str) -> Path:
    """Lay `plan` out on A4 pages and write it as a PDF at `path` (whole, or not at all)."""

    def draw(file_name: str) -> None:
        writer = QPdfWriter(file_name)
        writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        writer.setPageOrientation(QPageLayout.Orientation.Portrait)
        writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter)
        writer.setResolution(DPI)
        writer.setCreator("Energy Table")
        painter = QPainter(writer)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        page_w, page_h = 210 * MM, 297 * MM
        margin = MARGIN_MM * MM
        footer_h = SMALL_PT * 2.5
        width, height = page_w - 2 * margin, page_h - 2 * margin - footer_h
        pages = _fit(painter, plan, width, height)
        for number, page in enumerate(pages, start=1):
            if number > 1:
                writer.newPage()
            y = margin
            for index, ((block, _), h) in enumerate(zip(page, _spread(page, height))):
                if index:
                    y += block.space_before
                block.paint(painter, QRectF(margin * UNIT, y * UNIT, width * UNIT, h * UNIT))
                y += h
            _footer(
                painter,
                plan,
                number,
                len(pages),
                QRectF(margin, page_h - margin - SMALL_PT * 1.6, width, SMALL_PT * 1.6),
            )
        painter.end()

    return write_pdf(path, draw)


def _footer(painter: QPainter, plan: SheetPlan, page: int, pages: int, area: QRectF) -> None:
    box = QRectF(area.left() * UNIT, area.top() * UNIT, area.width() * UNIT, area.height() * UNIT)
    painter.setPen(QPen(LINE_COLOUR, 0.5 * UNIT))
    painter.drawLine(int(box.left()), int(box.top()), int(box.right()), int(box.top()))
    painter.setPen(MUTED)
    painter.setFont(_font(SMALL_PT))
    painter.drawText(box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, plan.footer)
    painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom, plan.page_words(page, pages))


__all__ = [
    "AnswerLines",
    "Block",
    "Choices",
    "NameLine",
    "Painted",
    "Rule",
    "SheetPlan",
    "Text",
    "paper_font",
    "write_sheet",
    "BODY_PT",
    "HEADING_PT",
    "MM",
    "TITLE_PT",
    "UNIT",
]
