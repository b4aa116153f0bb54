"""Issue 27 (a window update inside one frame at 3840x2160): the markets repaint the part of an
item that changed, not the whole item, and what is on screen afterwards is pixel for pixel what
a whole repaint draws. The turn passing repaints the chips of the players it concerns, a fuel
bought repaints the slots it emptied, a plant card made clickable its edge; each item paints
only the part the view repaints."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView

from desktop_app.views.power_grid.items.plant_card import PlantCardItem
from desktop_app.views.power_grid.items.resource_market import ResourceMarketItem
from desktop_app.views.power_grid.items.status import StatusItem, TurnEntry
from desktop_app.views.power_grid.items.style import BoardStyle


def _record_updates(item) -> list[tuple]:
    calls: list[tuple] = []
    original = item.update
    item.update = lambda *args: (calls.append(args), original(*args))
    return calls


def _view_of(qtbot, item) -> QGraphicsView:
    view = QGraphicsView()
    scene = QGraphicsScene(view)  # the view keeps it (and its item)
    scene.addItem(item)
    scene.setSceneRect(item.boundingRect().adjusted(-10, -10, 10, 10))
    view.setScene(scene)
    qtbot.addWidget(view)
    view.resize(1400, 400)
    view.scale(1.6, 1.6)  # a 4K-like zoom: item units are not whole pixels
    view.show()
    qtbot.waitExposed(view)
    QApplication.processEvents()
    return view


def _on_screen(view: QGraphicsView) -> QImage:
    """What the repaints left on screen (the window's backing store, not a fresh render)."""
    QApplication.processEvents()
    return view.screen().grabWindow(view.winId()).toImage().convertToFormat(QImage.Format.Format_RGB32)


def _fresh(view: QGraphicsView) -> QImage:
    """The whole view drawn anew."""
    view.viewport().update()
    return _on_screen(view)


ENTRIES = [TurnEntry(2, "Cy", True, False), TurnEntry(0, "Ann", False, False), TurnEntry(1, "Bo", False, False)]


def test_the_turn_passing_repaints_only_the_two_chips_it_concerns(qtbot):
    status = StatusItem(800, BoardStyle())
    status.set_status("Round 1 · Step 1 · Phase 2: auction", "Turn order", ENTRIES)
    view = _view_of(qtbot, status)
    chips = [rect for rect, *_ in status._chips()]
    calls = _record_updates(status)
    passed = [TurnEntry(2, "Cy", False, True), TurnEntry(0, "Ann", True, False), ENTRIES[2]]
    status.set_status("Round 1 · Step 1 · Phase 2: auction", "Turn order", passed)
    assert calls and all(args for args in calls)  # parts, never the whole strip
    repainted = QRectF()
    for (rect,) in calls:
        repainted = repainted.united(rect)
    assert repainted.contains(chips[0].united(chips[1]))  # Cy's and Ann's chips (and the pointer)...
    assert not repainted.intersects(chips[2])  # ... not Bo's
    assert _on_screen(view) == _fresh(view)  # and the screen shows what a whole repaint draws


def test_new_words_or_another_order_still_lay_the_strip_out_again(qtbot):
    status = StatusItem(800, BoardStyle())
    status.set_status("Round 1", "Turn order", ENTRIES)
    view = _view_of(qtbot, status)
    status.set_status("Round 2", "Turn order", list(reversed(ENTRIES)))
    assert [entry for *_, entry in status._chips()] == list(reversed(ENTRIES))
    assert status.title == "Round 2"
    assert _on_screen(view) == _fresh(view)


def test_fuel_bought_repaints_only_the_slots_it_emptied(qtbot):
    prices = tuple(tuple(p for p in range(1, 9) for _ in range(3)) for _ in range(3)) + (
        tuple([*range(1, 9), 10, 12, 14, 16]),
    )
    market = ResourceMarketItem(prices, BoardStyle())
    market.set_counts([24, 18, 6, 2], [0, 6, 18, 10])
    market.set_texts("Supply", ["coal", "oil", "garbage", "uranium"])
    view = _view_of(qtbot, market)
    calls = _record_updates(market)
    market.set_counts([21, 18, 6, 2], [0, 6, 18, 10])  # three coal bought: the cheapest three slots
    assert len(calls) == 3 and all(args for args in calls)
    for (rect,), slot in zip(calls, range(3)):
        assert rect.contains(market.token_rect(0, slot))
        assert not rect.intersects(market.token_rect(0, 3))
    assert _on_screen(view) == _fresh(view)
    market.set_counts([24, 12, 6, 2], [0, 9, 18, 10])  # a refill and the supply: still exact
    assert _on_screen(view) == _fresh(view)


def test_a_plant_card_made_clickable_repaints_only_its_edge(qtbot, content):
    """A person's turn to choose a plant lights every card's edge: each card repaints its edge's
    strips, not its fuel and house rows, and shows what a whole repaint draws."""
    card = PlantCardItem(content.plant(13), 0.0, BoardStyle())
    card.set_auction(False)  # shown as in the market: not clickable
    view = _view_of(qtbot, card)
    scene = view.scene()
    repainted: list[QRectF] = []
    original = scene.update
    scene.update = lambda *args: (repainted.append(QRectF(*args)), original(*args))  # type: ignore[method-assign]
    for clickable in (True, False, True):
        repainted.clear()
        card.set_interaction(clickable, "" if clickable else "Not your turn")
        assert len(repainted) == 8  # four corners, four sides
        middle = card.mapRectToScene(card._body_rect())
        assert not any(rect.intersects(middle) for rect in repainted)
        assert _on_screen(view) == _fresh(view)
    card.set_auction(True, 14, 1, "Bid 14")  # anything else: the whole card
    assert _on_screen(view) == _fresh(view)
