"""Issue 27: what an item paints stays inside what it tells the scene it covers, and the board's
keyboard ring put back where it is repaints nothing. A repaint of the ring each action redrew
every item under it (at 3840x2160 the dice tray and the event row, a few ms a move), and hid an
event row whose fired card's thick edge reached past the row: when the row alone repainted,
that edge's old stroke stayed on screen."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from desktop_app.views.kit.board_keys import FocusRing
from desktop_app.views.kit.look import PRESENTATION
from desktop_app.views.power_butler.items import EventCardData, EventRowItem


def test_the_ring_put_back_where_it_is_repaints_nothing(qapp):
    ring = FocusRing()
    ring.place(QRectF(10, 10, 80, 40))
    calls: list[tuple] = []
    ring.update = lambda *args: calls.append(args)
    ring.prepareGeometryChange = lambda: calls.append(("geometry",))
    ring.place(QRectF(10, 10, 80, 40))
    assert calls == []
    ring.place(QRectF(20, 10, 80, 40))  # moved: repainted
    assert calls
    calls.clear()
    ring.width += 1  # thicker (a larger window): laid out again
    ring.place(QRectF(20, 10, 80, 40))
    assert calls


def test_the_event_row_paints_inside_its_bounds_with_the_last_card_fired(qapp):
    row = EventRowItem()
    row.set_look(PRESENTATION)  # the thickest edges
    cards = [EventCardData(f"Event {n}", n, fired=(n == 5)) for n in range(1, 6)]
    row.set_data("Events", cards, [0, 0, 0, 0, 0])
    bounds = row.boundingRect()
    pad = 20
    image = QImage(int(bounds.width()) + 2 * pad, int(bounds.height()) + 2 * pad, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.translate(pad - bounds.left(), pad - bounds.top())
    row.paint(painter, None)
    painter.end()
    outside = [
        (x, y)
        for y in range(image.height())
        for x in range(image.width())
        if image.pixelColor(x, y).alpha()
        and not QRectF(pad - 1, pad - 1, bounds.width() + 2, bounds.height() + 2).contains(x + 0.5, y + 0.5)
    ]
    assert outside == []
