"""The resource market: the price track with fuel tokens in the slots they occupy.

Columns are the price spaces (from the content: 1-8 for every fuel, then 10-16 for uranium
only), rows are the fuels. The market fills the most expensive slots first, so a fuel's
tokens always sit at the right-hand end of its row; empty slots show as faint rings, so a
watcher sees at a glance how cheap the next token is. The general supply count is on the left.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop_app.views.kit.narration import fill
from desktop_app.views.power_grid.icons import paint_icon
from desktop_app.views.power_grid.items.style import BoardStyle, draw_text, exposed_part
from desktop_app.views.theme import Palette

TOKEN = 19.0
TOKEN_GAP = 3.0
COL_PAD = 5.0
COL_GAP = 3.0
ROW_H = 30.0
HEAD_H = 28.0
LABEL_W = 78.0
FUELS = ("coal", "oil", "garbage", "uranium")
PAINT_MARGIN = 3.0  # how far a token's or column's stroke and antialiasing reach past its rect


class ResourceMarketItem(QGraphicsItem):
    """The four fuels' price tracks. `slot_prices[r]` lists one price per token slot."""

    def __init__(self, slot_prices: tuple[tuple[int, ...], ...], style: BoardStyle) -> None:
        super().__init__()
        self._style = style
        self.slot_prices = slot_prices
        self.market = [0] * len(slot_prices)
        self.supply = [0] * len(slot_prices)
        self.supply_title = ""
        self.fuel_names = list(FUELS)
        self.prices = sorted({p for track in slot_prices for p in track})
        # Per column, the most tokens any fuel keeps at that price (3 for 1-8, 1 for 10-16).
        self.capacity = {p: max(track.count(p) for track in slot_prices) for p in self.prices}
        self.setZValue(2)
        # paint() is told the part to repaint: a purchase repaints only the slots it emptied
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)

    def set_style(self, style: BoardStyle) -> None:
        self._style = style
        self.update()

    def set_counts(self, market: list[int], supply: list[int]) -> None:
        """Show these counts: only the slots that filled or emptied and the supply figures that
        changed are repainted (what a player sees is the same as a whole repaint)."""
        if (list(market), list(supply)) == (self.market, self.supply):
            return
        for r, (was, now) in enumerate(zip(self.market, market)):
            if was != now:
                slots = len(self.slot_prices[r])
                for k in range(slots - max(was, now), slots - min(was, now)):
                    self.update(
                        self.token_rect(r, k).adjusted(-PAINT_MARGIN, -PAINT_MARGIN, PAINT_MARGIN, PAINT_MARGIN)
                    )
        for r, (was, now) in enumerate(zip(self.supply, supply)):
            if was != now:
                self.update(self._supply_rect(r))
        self.market, self.supply = list(market), list(supply)
        self._refresh_tooltip()

    def set_texts(self, supply_title: str, fuel_names: list[str]) -> None:
        if (supply_title, list(fuel_names)) == (self.supply_title, self.fuel_names):
            return  # the same words: nothing to repaint
        self.supply_title, self.fuel_names = supply_title, list(fuel_names)
        self._refresh_tooltip()
        self.update()

    def _refresh_tooltip(self) -> None:
        line = QCoreApplication.translate("PowerGridBoard", "%1: %2 for sale in the market, %3 in the general supply")
        lines = [fill(line, name, str(m), str(s)) for name, m, s in zip(self.fuel_names, self.market, self.supply)]
        how = QCoreApplication.translate(
            "PowerGridBoard",
            "Each column is a price in Elektro: buyers take the cheapest fuel first. "
            "Fuel comes back from the supply each round.",
        )
        self.setToolTip("\n".join([*lines, how]))

    def column_width(self, price: int) -> float:
        n = self.capacity[price]
        return n * TOKEN + (n - 1) * TOKEN_GAP + 2 * COL_PAD

    def width(self) -> float:
        return LABEL_W + sum(self.column_width(p) + COL_GAP for p in self.prices)

    def height(self) -> float:
        return HEAD_H + len(self.slot_prices) * ROW_H + 8

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self.width() + 8, self.height() + 8)

    def token_rect(self, resource: int, slot: int) -> QRectF:
        """Where slot `slot` (cheapest first) of a fuel's track is drawn."""
        prices = self.slot_prices[resource]
        price = prices[slot]
        within = prices[:slot].count(price)
        x = LABEL_W
        for p in self.prices:
            if p == price:
                break
            x += self.column_width(p) + COL_GAP
        left = x + COL_PAD + within * (TOKEN + TOKEN_GAP)
        top = HEAD_H + resource * ROW_H + (ROW_H - TOKEN) / 2
        return QRectF(left, top, TOKEN, TOKEN)

    def _supply_rect(self, resource: int) -> QRectF:
        """Where a fuel's general supply count is written."""
        return QRectF(ROW_H + 4, HEAD_H + resource * ROW_H, LABEL_W - ROW_H - 10, ROW_H)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        style = self._style
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # only what reaches the part being repainted (a margin for strokes and antialiasing):
        # outside it the view's clip would throw the pixels away
        exposed = exposed_part(self, option, PAINT_MARGIN)
        rows = len(self.slot_prices)
        x = LABEL_W
        for i, price in enumerate(self.prices):
            w = self.column_width(price)
            fuels_here = [r for r in range(rows) if price in self.slot_prices[r]]
            top_row, bottom_row = min(fuels_here), max(fuels_here)
            space = QRectF(x, HEAD_H + top_row * ROW_H - 2, w, (bottom_row - top_row + 1) * ROW_H + 4)
            if not exposed.intersects(QRectF(x, 0, w, space.bottom())):
                x += w + COL_GAP
                continue
            painter.setPen(style.pen(QColor(Palette.CARD_EDGE), 1.2))
            painter.setBrush(QColor("#FFFDF8") if i % 2 == 0 else QColor("#F4ECDF"))
            painter.drawRoundedRect(space, 7, 7)
            header = QRectF(x, 0, w, HEAD_H)
            draw_text(painter, header, str(price), style.font(19, bold=True), style.ink)
            x += w + COL_GAP
        draw_text(
            painter,
            QRectF(0, 0, LABEL_W - 6, HEAD_H),
            self.supply_title,
            style.font(18),
            style.muted_ink,
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
        )
        for r in range(rows):
            top = HEAD_H + r * ROW_H
            if not exposed.intersects(QRectF(0, top - 2, self.width(), ROW_H + 4)):
                continue
            name = FUELS[r] if r < len(FUELS) else "coal"
            paint_icon(painter, name, QRectF(4, top + 2, ROW_H - 4, ROW_H - 4))
            draw_text(
                painter,
                self._supply_rect(r),
                str(self.supply[r]),
                style.font(19, bold=True),
                style.ink,
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            )
            slots = len(self.slot_prices[r])
            first_full = slots - self.market[r]
            for k in range(slots):
                rect = self.token_rect(r, k)
                if not exposed.intersects(rect):
                    continue
                if k >= first_full:
                    paint_icon(painter, name, rect)
                else:
                    painter.setBrush(Qt.BrushStyle.NoBrush)
                    painter.setPen(style.pen(QColor("#CBBFAE"), 1.2))
                    painter.drawEllipse(rect.adjusted(4, 4, -4, -4))
