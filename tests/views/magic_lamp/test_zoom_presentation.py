"""Aladdin & the Magic Lamp's View menu (issue 15): zoom (Ctrl +/-, Ctrl 0 fits) on the table by steps,
never below the whole table, with the keyboard ring and the pointer still on the right things;
and presentation mode (F5): larger text on the table, the panel and the log, dark ink, and
thicker edges, restored exactly when it is turned off."""

from __future__ import annotations

import pytest
from helpers import open_game
from PySide6.QtWidgets import QApplication
from text_sizes import scene_texts

from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.magic_lamp.game import MAGIC_LAMP
from desktop_app.rules.magic_lamp.state import MagicLampOptions
from desktop_app.views.kit.look import NORMAL, PRESENTATION
from desktop_app.views.kit.zoom import MAX_ZOOM, ZOOM_STEP
from desktop_app.views.magic_lamp.items import TableItem as Item
from desktop_app.views.magic_lamp.items import font
from desktop_app.views.magic_lamp.window import MagicLampWindow


@pytest.fixture
def window(qtbot, content):
    seats = [Seat("Ann"), Seat("Bot B", "heuristic"), Seat("Bot C", "heuristic")]
    controller = GameController(MAGIC_LAMP, content, MagicLampOptions(players=3, seed=4), seats, bot_delay_ms=0)
    window = open_game(qtbot, MagicLampWindow, controller)
    qtbot.wait(50)
    yield window
    controller.shutdown()


def _menu(window, text: str):
    return next(action for action in window.view_menu.actions() if action.text() == text)


def _settle(qtbot) -> None:
    QApplication.processEvents()
    qtbot.wait(20)


def test_zoom_goes_by_steps_never_below_the_whole_table_and_ctrl_0_fits(qtbot, window):
    board = window.board
    fit = board.transform().m11()
    assert fit == pytest.approx(board.fit_scale(), rel=1e-3)
    zoom_in, zoom_out, fit_action = (_menu(window, t) for t in ("Zoom &in", "Zoom &out", "&Fit to window"))
    assert zoom_in.shortcut().toString() == "Ctrl++" and fit_action.shortcut().toString() == "Ctrl+0"
    zoom_in.trigger()
    assert board.transform().m11() == pytest.approx(fit * ZOOM_STEP, rel=1e-3)
    zoom_in.trigger()
    assert board.transform().m11() == pytest.approx(fit * ZOOM_STEP**2, rel=1e-3)
    window.resize(1300, 820)  # a zoomed table keeps its zoom as the window changes
    _settle(qtbot)
    assert board.zoomed and board.transform().m11() > board.fit_scale() * 1.2
    zoom_out.trigger()
    zoom_out.trigger()
    zoom_out.trigger()  # never below the whole table
    assert not board.zoomed
    assert board.transform().m11() == pytest.approx(board.fit_scale(), rel=1e-3)
    for _ in range(20):
        zoom_in.trigger()
    assert board.transform().m11() == pytest.approx(board.fit_scale() * MAX_ZOOM, rel=1e-3)
    fit_action.trigger()
    assert not board.zoomed
    assert board.transform().m11() == pytest.approx(board.fit_scale(), rel=1e-3)


def test_zoomed_in_the_keyboard_ring_scrolls_into_view_and_the_pointer_finds_each_chest(qtbot, window):
    board = window.board
    board.zoom_in()
    board.zoom_in()
    _settle(qtbot)
    keys = window.board_keys[0]
    board.setFocus()
    keys.move(0, 0)
    for _ in range(6):  # right along the top row, to its far end
        keys.move(1, 0)
    _settle(qtbot)
    ring = board.mapFromScene(keys.current.rect).boundingRect()
    assert board.viewport().rect().contains(ring), "the ring is scrolled into view"
    for chest in (*board.chests, board.lamp):
        board.ensureVisible(chest.sceneBoundingRect())
        _settle(qtbot)
        point = board.mapFromScene(chest.sceneBoundingRect().center())
        assert next(item for item in board.items(point) if isinstance(item, Item)) is chest


def _sizes(board) -> dict[tuple[str, str], float]:
    return {(t.item, t.text): t.px for t in scene_texts(board)}


def test_presentation_mode_enlarges_text_darkens_ink_and_toggles_back_exactly(qtbot, window):
    window.resize(3840, 2160)
    _settle(qtbot)
    board, log, panel = window.board, window.log, window.actions
    before, scale, panel_px = _sizes(board), board.transform().m11(), panel.font().pixelSize()
    action = window.presentation_action
    assert action.shortcut().toString() == "F5"
    action.trigger()
    _settle(qtbot)
    during = _sizes(board)
    shared = before.keys() & during.keys()
    assert len(shared) > 15
    grew = sorted(during[key] / before[key] for key in shared)
    assert grew[0] >= 1.0, "presentation mode makes no text smaller"
    assert grew[len(grew) // 2] >= 1.1, "and most text clearly larger"
    assert min(during.values()) >= 28
    assert font(20).pixelSize() == 20, "outside an item's paint (the panel, the legend) text is not enlarged"
    assert all(item.look is PRESENTATION for item in board.scene().items() if isinstance(item, Item))
    assert log.presentation and window.actions.font().pixelSize() > panel_px
    action.trigger()
    _settle(qtbot)
    assert _sizes(board) == pytest.approx(before)
    assert board.transform().m11() == pytest.approx(scale)
    assert all(item.look is NORMAL for item in board.scene().items() if isinstance(item, Item))
    assert not log.presentation and panel.font().pixelSize() == panel_px
