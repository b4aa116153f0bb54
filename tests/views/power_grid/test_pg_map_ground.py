"""Issue 27 (a window update inside one frame at 3840x2160): the map keeps its ground (the table,
the sea and the regions, `items/ground.Ground`) as a picture and copies it under the repainted
items, instead of filling and stroking every region under a city whose look changed. What is on
screen must be what the items draw themselves: after every action through a game, the window
as its repaints left it equals the window repainted whole, and that equals the window
repainted whole with the regions and the sea drawn by their items."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from desktop_app.ai.registry import make_bot
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.power_grid.game import POWER_GRID
from desktop_app.rules.power_grid.state import PowerGridOptions
from desktop_app.views.power_grid.items.region import RegionItem
from desktop_app.views.power_grid.window import PowerGridWindow


def _on_screen(window: PowerGridWindow) -> QImage:
    """The map as the repaints left it on screen (the window's backing store, not a fresh render)."""
    QApplication.processEvents()
    viewport = window.board.viewport()
    shot = window.screen().grabWindow(window.winId()).toImage().convertToFormat(QImage.Format.Format_RGB32)
    return shot.copy(QRect(viewport.mapTo(window, QPoint(0, 0)), viewport.size()))


def _repainted_whole(window: PowerGridWindow) -> QImage:
    window.board.viewport().update()
    return _on_screen(window)


def _drawn_by_the_items(window: PowerGridWindow) -> QImage:
    """The board repainted whole with no kept ground: every region and the sea paint themselves."""
    board = window.board
    board._ground_picture = lambda: None  # type: ignore[method-assign]
    try:
        return _repainted_whole(window)
    finally:
        del board._ground_picture
        board.viewport().update()


@pytest.mark.parametrize(("players", "size"), [(3, (1280, 800)), (4, (1913, 1077))])
def test_the_map_over_its_kept_ground_shows_what_its_items_draw_after_every_action(qtbot, content, players, size):
    seats = [Seat(f"P{i}") for i in range(players)]  # people in every seat: the map's clicks change
    controller = GameController(POWER_GRID, content, PowerGridOptions(players, seed=5), seats, bot_delay_ms=0)
    window = PowerGridWindow(controller, "en")
    qtbot.addWidget(window)
    window.set_speed("max", remember=False)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    regions = window.board._map.region_items.values()
    assert any(not region.in_play for region in regions)  # out-of-play regions (hatched) are drawn too
    bot, rng = make_bot("power-grid", "heuristic"), random.Random(2)
    compared = 0
    for step in range(75):
        if controller.is_over():
            break
        assert controller.submit(bot.choose(controller.observation_for(controller.current_player()), rng))
        if not window.board.isVisible():  # (at 1280x800 the markets take the map's place)
            continue
        shown = _on_screen(window)
        whole = _repainted_whole(window)
        assert shown == whole, step
        items = _drawn_by_the_items(window)
        assert whole == items, step
        compared += 1
    assert compared >= 15 and window.board._ground is not None
    controller.shutdown()


def test_a_city_repainted_over_the_kept_ground_draws_no_region(qtbot, content):
    seats = [Seat("Ann"), Seat("Bo"), Seat("Cy")]
    controller = GameController(POWER_GRID, content, PowerGridOptions(3, seed=5), seats, bot_delay_ms=0)
    window = PowerGridWindow(controller, "en")
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    _on_screen(window)
    drawn: list[str] = []
    original = RegionItem.paint

    def paint(item, painter, option, widget=None):
        if not item.ground.drawn_by_view:
            drawn.append(item.region_id)
        original(item, painter, option, widget)

    RegionItem.paint = paint  # type: ignore[method-assign]
    try:
        city = next(iter(window.board._map.cities.values()))
        city.set_pending(0)  # its look changes: the city and what lies under it repaint
        _on_screen(window)
    finally:
        RegionItem.paint = original  # type: ignore[method-assign]
    assert drawn == []
    controller.shutdown()
