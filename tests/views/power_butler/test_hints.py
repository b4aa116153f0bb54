"""Power Butler's hints in the real window (issue 14: "a test per game drives a real window to each
decision kind, presses Hint, and checks that the highlighted move is legal and the reason is
non-empty in both languages").

One person (seat 0) against two heuristic computer players, at full speed, seed 4. The person
follows the hints: at each decision H is pressed, the hint is checked (legal now, the move and
the reason in words, in Chinese in 繁體中文, rings on screen) and then played by clicking what is
ringed — the dice, then the card, the bill or the panel's button — until every kind of move
Power Butler has (roll, reroll, keep, buy, marker, bill, end) has been hinted and played.
"""

from __future__ import annotations

import re

import pytest
from helpers import ask_hint, click_item, show_window, wait_for_human
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.power_butler import actions as a
from desktop_app.rules.power_butler.game import POWER_BUTLER
from desktop_app.rules.power_butler.queries import is_blocked, used_dice
from desktop_app.rules.power_butler.state import Phase, PowerButlerOptions
from desktop_app.views.power_butler.items import DiceTrayItem
from desktop_app.views.power_butler.window import PowerButlerWindow

CJK = re.compile(r"[\u4e00-\u9fff]")
KINDS = {a.RollDice, a.Reroll, a.KeepDice, a.Buy, a.PlaceMarker, a.PayBill, a.EndTurn}


def _window(qtbot, content, language: str, seats=None) -> PowerButlerWindow:
    seats = seats or [Seat("Ann"), Seat("Bot B", "heuristic"), Seat("Bot C", "heuristic")]
    controller = GameController(POWER_BUTLER, content, PowerButlerOptions(3, 4), seats, bot_delay_ms=0)
    window = show_window(qtbot, PowerButlerWindow(controller, language), speed="max")
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


def _check(window, shown, language: str) -> None:
    """Legal now; the move and why in words (Chinese in 繁體中文, none in English); every ringed
    thing on screen."""
    state = window.controller.state
    assert POWER_BUTLER.refusal(state, shown.action) is None, shown.action
    assert shown.move.strip() and shown.reason.strip()
    assert " 1 dice" not in shown.move  # "Choose 1 die (Special socket)"
    for text in (shown.move, shown.reason):
        assert bool(CJK.search(text)) == (language == "zh_TW"), text
    assert shown.targets, shown.action
    for item, key in shown.targets.board:
        assert item.isVisible() and item.scene() is window.board.scene()
        assert key is None or key in [k for k, _rect in item.key_rects()]
    assert len(window.hint_display.rings) == len(shown.targets.board)
    for widget in shown.targets.widgets:
        assert widget.isVisible() and not widget.visibleRegion().isEmpty(), widget.objectName()
    assert window.hint_display.frame.rects() or not shown.targets.widgets


def _play_by_the_rings(qtbot, window, shown) -> None:
    """Click what the hint rings: the dice on the table, then the panel's button (not its dice:
    the table's are the same selection), else the card or the bill."""
    board = window.board
    for item, key in shown.targets.board:
        if isinstance(item, DiceTrayItem):
            click_item(qtbot, board, item, item.die_rect(key).center())
    buttons = [w for w in shown.targets.widgets if not w.objectName().startswith("die-")]
    if buttons:
        qtbot.mouseClick(buttons[-1], Qt.MouseButton.LeftButton)
    else:
        item, _key = next((i, k) for i, k in shown.targets.board if not isinstance(i, DiceTrayItem))
        click_item(qtbot, board, item, item.rect.center())
    confirm = window.actions.button_named("confirm")  # a payment losing yuan asks for a yes
    if confirm is not None:
        qtbot.mouseClick(confirm, Qt.MouseButton.LeftButton)


@pytest.fixture(params=["en", "zh_TW"])
def language(request, qapp):
    if request.param == "zh_TW":
        request.getfixturevalue("chinese")
    return request.param


def test_following_the_hints_by_their_rings_plays_each_kind_of_move(qtbot, content, language):
    """Every decision kind (seed 000: 「(1)骰子丟擲」 roll, reroll or keep (「若玩家對擲骰結果滿意，
    便可選擇不再進行重擲」); 「(3)骰子分配」 buy, marker, bill; 「(4)電力記錄」 end the turn): H
    gives a legal move, said in words, ringed on screen, and a click on what is ringed plays
    exactly that move."""
    window = _window(qtbot, content, language)
    controller = window.controller
    window.start()
    seen: dict[type, int] = {}
    one_click_and_chosen = set()
    for _decision in range(40):
        wait_for_human(qtbot, controller)
        if controller.is_over() or KINDS <= set(seen):
            break
        shown = _press_h(qtbot, window)
        _check(window, shown, language)
        kind = type(shown.action)
        seen[kind] = seen.get(kind, 0) + 1
        dice = [k for item, k in shown.targets.board if isinstance(item, DiceTrayItem)]
        one_click_and_chosen.add("choose dice first" if dice else "one click")
        before = len(controller.history)
        _play_by_the_rings(qtbot, window, shown)
        qtbot.waitUntil(lambda n=before: len(controller.history) > n, timeout=3000)
        assert controller.history[before].action == shown.action
        assert controller.history[before].player == 0
    assert KINDS <= set(seen), f"kinds never hinted: {KINDS - set(seen)}"
    assert one_click_and_chosen == {"choose dice first", "one click"}
    controller.shutdown()


def _hint_of_kind(qtbot, window, kind, fits=lambda _shown: True):
    """Play the hints (through the controller) until one of this kind is hinted (and `fits`);
    that hint."""
    controller = window.controller
    for _decision in range(40):
        wait_for_human(qtbot, controller)
        shown = ask_hint(qtbot, window)
        if type(shown.action) is kind and fits(shown):
            return shown
        controller.submit(shown.action)
    raise AssertionError(f"no {kind.__name__} hint in 40 decisions")


def _a_wrong_die(state, shown):
    """A die still to use, of a face the hinted payment does not use and not blocked; or None."""
    wanted = list(shown.action.faces)
    usable = set(range(6)) - used_dice(state)
    return next(
        (i for i in sorted(usable) if state.dice[i] not in wanted and not is_blocked(state, state.dice[i])), None
    )


def test_a_payment_needing_other_dice_is_worded_and_ringed_as_the_clicks(qtbot, content):
    """A hint whose dice differ from the ones chosen names them and rings the dice to click (a
    wrongly chosen one too: a click puts it back) and the card, not the panel's buy button (it
    pays with the dice chosen, which are not the hint's yet)."""
    window = _window(qtbot, content, "en")
    controller = window.controller
    window.start()
    shown = _hint_of_kind(qtbot, window, a.Buy, lambda hinted: _a_wrong_die(controller.state, hinted) is not None)
    state = controller.state
    wanted = list(shown.action.faces)
    wrong = _a_wrong_die(state, shown)
    window.actions.toggle_die(wrong)
    assert window.actions.selected == {wrong}
    again = window.show_hint()
    assert again.action == shown.action
    assert again.move.startswith("Choose ") and "then click the" in again.move
    rung = {k for item, k in again.targets.board if isinstance(item, DiceTrayItem)}
    assert wrong in rung and len(rung) == len(wanted) + 1
    assert not [w for w in again.targets.widgets if w.objectName().startswith("buy-")]
    before = len(controller.history)
    _play_by_the_rings(qtbot, window, again)
    assert controller.history[before].action == shown.action
    controller.shutdown()


def test_once_the_hinted_dice_are_chosen_the_hint_is_one_click(qtbot, content):
    """Seed 000: 「從骰面不為「3元/！」的骰子中，任選其中任意數量的骰子進行重擲」: the dice chosen
    are rolled again, so with the hinted dice chosen the hint is the reroll button alone,
    worded as one click."""
    window = _window(qtbot, content, "en")
    window.start()
    shown = _hint_of_kind(qtbot, window, a.Reroll)
    dice = [k for item, k in shown.targets.board if isinstance(item, DiceTrayItem)]
    assert dice and shown.move.startswith("Choose ")
    for index in dice:
        click_item(qtbot, window.board, window.board.tray, window.board.tray.die_rect(index).center())
    again = window.show_hint()
    assert again.action == shown.action
    assert again.move.startswith("Roll again: ")
    assert not again.targets.board and [w.objectName() for w in again.targets.widgets] == ["reroll"]
    before = len(window.controller.history)
    qtbot.mouseClick(again.targets.widgets[0], Qt.MouseButton.LeftButton)
    assert window.controller.history[before].action == shown.action
    window.controller.shutdown()


def test_h_on_a_computer_players_turn_only_says_why(qtbot, content):
    """Hints are for a person's decision: on a computer player's turn H shows nothing, rings
    nothing, and the status line says why."""
    seats = [Seat("Bot A", "heuristic"), Seat("Ann"), Seat("Bot C", "heuristic")]
    window = _window(qtbot, content, "en", seats)  # not started: Bot A is to move
    assert window.controller.state.phase is Phase.ROLL and window.controller.current_player() == 0
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_H)
    assert not window.hint_display.showing
    assert window.statusBar().currentMessage() == window.hint_refusal() != ""
    assert window.controller.hints_used == [0, 0, 0]
    assert len(window.controller.history) == 0
