"""Power On!'s View menu (issue 15): zoom (Ctrl +/-) by steps on the view the player is on (the
table, or the carbon tower when it has the keyboard), never below the whole table or tower, with
the keyboard ring and the pointer still on the right things; Ctrl 0 fits both. Presentation mode
(F5): larger text on the table, the tower, the panel and the log, dark ink, thicker edges,
restored exactly when it is turned off."""

from __future__ import annotations

import pytest
from helpers import open_game, wait_for_human
from PySide6.QtWidgets import QApplication
from text_sizes import scene_texts

from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.power_on.game import POWER_ON
from desktop_app.rules.power_on.state import PowerOnOptions
from desktop_app.views.kit.zoom import MAX_ZOOM, ZOOM_STEP
from desktop_app.views.power_on.items import PaintItem
from desktop_app.views.power_on.window import PowerOnWindow


@pytest.fixture
def window(qtbot, content):
    seats = [Seat("Ann"), Seat("Bot B", "heuristic"), Seat("Bot C", "heuristic")]
    controller = GameController(POWER_ON, content, PowerOnOptions(players=3, seed=4), seats, bot_delay_ms=0)
    window = open_game(qtbot, PowerOnWindow, controller)
    wait_for_human(qtbot, controller)
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


def test_zoom_goes_to_the_tower_when_the_player_is_on_it_and_ctrl_0_fits_both(qtbot, window):
    board, tower = window.board, window.tower
    window.activateWindow()
    board_fit, tower_fit = board.transform().m11(), tower.transform().m11()
    tower.setFocus()
    qtbot.waitUntil(tower.hasFocus, timeout=2000)
    _menu(window, "Zoom &in").trigger()
    assert tower.transform().m11() == pytest.approx(tower_fit * ZOOM_STEP, rel=1e-3)
    assert board.transform().m11() == pytest.approx(board_fit, rel=1e-3), "the table is left as it was"
    _menu(window, "Zoom &out").trigger()
    _menu(window, "Zoom &out").trigger()  # never below the whole tower
    assert tower.transform().m11() == pytest.approx(tower_fit, rel=1e-3)
    tower.zoom_in()
    board.setFocus()
    qtbot.waitUntil(board.hasFocus, timeout=2000)
    _menu(window, "Zoom &in").trigger()
    assert board.transform().m11() == pytest.approx(board_fit * ZOOM_STEP, rel=1e-3)
    assert tower.zoom == pytest.approx(ZOOM_STEP)
    _menu(window, "&Fit to window").trigger()
    assert board.transform().m11() == pytest.approx(board_fit, rel=1e-3)
    assert tower.transform().m11() == pytest.approx(tower_fit, rel=1e-3)


def test_zoomed_in_the_keyboard_ring_scrolls_into_view_and_the_pointer_finds_each_card(qtbot, window):
    board = window.board
    board.zoom_in()
    board.zoom_in()
    _settle(qtbot)
    keys = window.board_keys[0]
    board.setFocus()
    keys.move(0, 0)
    for _ in range(8):  # down and right, to the far corner of the hand
        keys.move(0, 1)
        keys.move(1, 0)
    _settle(qtbot)
    ring = board.mapFromScene(keys.current.rect).boundingRect()
    assert board.viewport().rect().contains(ring), "the ring is scrolled into view"
    cards = [item for name, item in board.items_by_name.items() if name.startswith(("market:", "hand:"))]
    assert len(cards) >= 6
    for card in cards:
        board.ensureVisible(card.sceneBoundingRect())
        _settle(qtbot)
        point = board.mapFromScene(card.sceneBoundingRect().center())
        assert next(item for item in board.items(point) if isinstance(item, PaintItem)) is card


def _sizes(board) -> dict[tuple[str, str], float]:
    return {(t.item, t.text): t.px for t in scene_texts(board)}


def test_presentation_mode_enlarges_text_darkens_ink_and_toggles_back_exactly(qtbot, window):
    window.resize(3840, 2160)
    _settle(qtbot)
    board, log, panel = window.board, window.log, window.actions
    before, scale, panel_px = _sizes(board), board.transform().m11(), panel.font().pixelSize()
    caption = window.tower.caption
    caption_px = caption.font().pixelSize()
    action = window.presentation_action
    assert action.shortcut().toString() == "F5"
    action.trigger()
    _settle(qtbot)
    during = _sizes(board)
    shared = before.keys() & during.keys()
    assert len(shared) > 20
    grew = sorted(during[key] / before[key] for key in shared)
    assert grew[0] >= 1.0, "presentation mode makes no text smaller"
    assert grew[len(grew) // 2] >= 1.1, "and most text clearly larger"
    assert min(during.values()) >= 28
    assert board.presentation and window.tower.presentation and panel.presentation
    assert caption.font().pixelSize() > caption_px, "the tower's caption grows too"
    assert log.presentation and window.actions.font().pixelSize() > panel_px
    action.trigger()
    _settle(qtbot)
    assert _sizes(board) == pytest.approx(before)
    assert board.transform().m11() == pytest.approx(scale)
    assert not board.presentation and not window.tower.presentation and not panel.presentation
    assert caption.font().pixelSize() == caption_px
    assert not log.presentation and panel.font().pixelSize() == panel_px
