"""Power Grid's hints in the real window (issue 14: "a test per game drives a real window to each
decision kind, presses Hint, and checks that the highlighted move is legal and the reason is
non-empty in both languages").

One person (seat 0) against two heuristic computer players, at full speed, seed 37 (the person
must scrap a plant in round 5). The person follows the hints: at each decision H is pressed, the
hint is checked (legal now, the move and the reason in words, in Chinese in 繁體中文, the rings
on screen — the table's other part is put forward first, so the hint must bring back the part
it rings — and none under the hint's card) and then played by clicking what is ringed — the plant
or the city on the board, the amount, the plants to run, then the panel's button — until every
kind of Power Grid decision (rules/power_grid/actions.py) has been hinted and played.
"""

from __future__ import annotations

import re

import pytest
from helpers import ask_hint, click_item, show_window, wait_for_human
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import QApplication

from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.power_grid import actions as a
from desktop_app.rules.power_grid.game import POWER_GRID
from desktop_app.rules.power_grid.state import PowerGridOptions
from desktop_app.views.power_grid.items.city import CityItem
from desktop_app.views.power_grid.items.plant_card import PlantCardItem
from desktop_app.views.power_grid.window import PowerGridWindow

CJK = re.compile(r"[\u4e00-\u9fff]")
KINDS = set(a.ACTION_CLASSES)
SEED = 37
LEFT = Qt.MouseButton.LeftButton


def _window(qtbot, content, language: str) -> PowerGridWindow:
    seats = [Seat("Ann"), Seat("Bot B", "heuristic"), Seat("Bot C", "heuristic")]
    controller = GameController(POWER_GRID, content, PowerGridOptions(players=3, seed=SEED), seats, bot_delay_ms=0)
    window = show_window(qtbot, PowerGridWindow(controller, language), speed="max")
    window.think_ms = None  # a fixed number of imagined games: the same hint each time, quickly
    return window


def _press_h(qtbot, window):
    """Press H with the window active; the hint shown once the hint player has thought it out on
    the worker, as `show_hint` gives it (asked again for the same decision: the same hint, at
    once, counted once)."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_H)
    card = window.hint_display.card
    qtbot.waitUntil(lambda: window.shown_hint is not None, timeout=10_000)
    shown = window.show_hint()
    assert shown is not None
    assert card.move_label.text() == shown.move and card.reason_label.text() == shown.reason
    return shown


def _on_screen(window, ring) -> QRect:
    """Where a board ring is drawn, in the window's coordinates."""
    view = ring.scene().views()[0]
    rect = view.mapFromScene(ring.sceneBoundingRect()).boundingRect()
    return QRect(view.viewport().mapTo(window, rect.topLeft()), rect.size())


def _check(window, shown, language: str) -> None:
    """Legal now; the move and why in words (Chinese in 繁體中文, none in English); every ringed
    thing on screen, and no board ring under the hint's card."""
    state = window.controller.state
    assert POWER_GRID.refusal(state, shown.action) is None, shown.action
    assert shown.move.strip() and shown.reason.strip()
    for text in (shown.move, shown.reason):
        assert bool(CJK.search(text)) == (language == "zh_TW"), text
    assert shown.targets, shown.action
    views = window._keyboard_boards()
    for item, key in shown.targets.board:
        assert item.isVisible() and any(item.scene() is view.scene() and not view.isHidden() for view in views)
        assert key is None or key in [k for k, _rect in item.key_rects()]
    rings = window.hint_display.rings
    assert len(rings) == len(shown.targets.board)
    card = window.hint_display.card.geometry()
    for ring in rings:
        assert not card.intersects(_on_screen(window, ring)), f"{shown.action} ringed under the card"
    for widget in shown.targets.widgets:
        assert widget.isVisible() and not widget.visibleRegion().isEmpty(), widget
    assert window.hint_display.frame.rects() or not shown.targets.widgets


def _ringed(shown, page, key: str):
    """The page's part `key`, which the hint must have ringed."""
    widget = page.parts[key]
    assert widget in shown.targets.widgets, f"{key} not ringed for {shown.action}"
    return widget


def _click(qtbot, widget) -> None:
    qtbot.mouseClick(widget, LEFT, pos=QPoint(widget.width() // 2, widget.height() // 2))


def _play_by_the_rings(qtbot, window, shown) -> None:
    """Do what the hint rings: the plant or city on the board (or the panel's card), the amount,
    the plants to run; then the ringed button."""
    action, page = shown.action, window.actions.page
    board = [item for item, _key in shown.targets.board]
    if isinstance(action, a.StartAuction):
        (plant,) = [item for item in board if isinstance(item, PlantCardItem)]
        assert plant.number == action.plant
        click_item(qtbot, plant.scene().views()[0], plant)
        assert page.selected == action.plant
        if action.bid != action.plant:
            _ringed(shown, page, "bid-box").setValue(action.bid)
        _click(qtbot, _ringed(shown, page, "start"))
    elif isinstance(action, a.Bid):
        state = window.controller.state
        steps = {state.auction_bid + step: f"raise-{step}" for step in (1, 5)}
        if action.amount in steps:
            _click(qtbot, _ringed(shown, page, steps[action.amount]))
        else:
            _ringed(shown, page, "bid-box").setValue(action.amount)
            _click(qtbot, _ringed(shown, page, "bid-button"))
    elif isinstance(action, a.DiscardPlant):
        _click(qtbot, _ringed(shown, page, f"plant-{action.plant}"))
        _click(qtbot, _ringed(shown, page, "scrap"))
    elif isinstance(action, a.BuyResource):
        plus = [w for w in shown.targets.widgets if w.objectName().endswith("-plus")]
        assert len(plus) == 1
        for _ in range(action.amount):
            _click(qtbot, plus[0])
        _click(qtbot, _ringed(shown, page, "buy"))
    elif isinstance(action, a.BuildCity):
        (city,) = [item for item in board if isinstance(item, CityItem)]
        assert city.city_id == action.city
        click_item(qtbot, city.scene().views()[0], city)
        assert window.actions.pending_cities == [action.city]
        # the page makes its Build button anew for a list of cities: the one ringed was "build"
        assert [w.objectName() for w in shown.targets.widgets] == ["build"]
        _click(qtbot, window.actions.page.parts["build"])
    elif isinstance(action, a.RunPlants):
        for number, check in page.checks.items():
            if check.isChecked() != (number in action.plants):
                assert number in action.plants or "Tick only" in shown.move or "只勾選" in shown.move
                _click(qtbot, check)
        for number in action.plants:
            assert page.checks[number] in shown.targets.widgets
        if action.hybrid_coal:
            page.slider.setValue(action.hybrid_coal)
        _click(qtbot, _ringed(shown, page, "power"))
    else:
        key = {
            a.DeclineAuction: "decline",
            a.PassBid: "pass",
            a.EndBuying: "done",
            a.EndBuilding: "done",
        }[type(action)]
        _click(qtbot, _ringed(shown, page, key))


@pytest.fixture(params=["en", "zh_TW"])
def language(request, qapp):
    if request.param == "zh_TW":
        request.getfixturevalue("chinese")
    return request.param


def test_following_the_hints_by_their_rings_plays_each_kind_of_decision(qtbot, content, language):
    """Every decision kind of the five phases (seed 002: 「玩家顺序→竞投电厂→购买燃料→建设网络→行政
    管理」): open an auction or buy no plant, bid or pass (「各玩家轮流叫价bid或弃权pass」), scrap a
    plant over the limit (「若玩家投得第四座发电厂，他可四选其三作保留」), buy fuel or stop, build or
    stop, and choose the plants to run. H gives a legal move, said in words, ringed on screen, and
    doing what is ringed plays exactly that move."""
    window = _window(qtbot, content, language)
    controller = window.controller
    window.start()
    seen: dict[type, int] = {}
    for _decision in range(120):
        wait_for_human(qtbot, controller)
        if controller.is_over() or KINDS <= set(seen):
            break
        window.table.toggle_part()  # at 1280x800 one part shows: the hint brings its part forward
        shown = _press_h(qtbot, window)
        _check(window, shown, language)
        kind = type(shown.action)
        seen[kind] = seen.get(kind, 0) + 1
        before = len(controller.history)
        _play_by_the_rings(qtbot, window, shown)
        qtbot.waitUntil(lambda n=before: len(controller.history) > n, timeout=3000)
        assert controller.history[before].action == shown.action
        assert controller.history[before].player == 0
    assert KINDS <= set(seen), f"kinds never hinted: {KINDS - set(seen)}"
    assert controller.hints_used[0] == sum(seen.values())
    controller.shutdown()


def test_h_on_a_computer_players_turn_shows_nothing_and_says_why(qtbot, content):
    """A hint is for a person's decision: on a computer player's turn H rings nothing, shows no
    card, counts nothing, and the status line says why."""
    window = _window(qtbot, content, "en")
    controller = window.controller
    controller.pause()
    window.start()
    while controller.is_human_turn():  # seat 0 plays its hints until a computer player is to move
        assert controller.submit(ask_hint(qtbot, window).action)
    assert not controller.seats[controller.current_player()].is_human
    used = list(controller.hints_used)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_H)
    assert window.show_hint() is None
    assert not window.hint_display.card.isVisible() and not window.hint_display.rings
    assert not window.hint_button.isEnabled()
    assert window.hint_refusal() and window.statusBar().currentMessage() == window.hint_refusal()
    assert controller.hints_used == used
    controller.shutdown()
