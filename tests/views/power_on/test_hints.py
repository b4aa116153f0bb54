"""Power On! hints in the real window (issue 14: "a test per game drives a real window to each
decision kind, presses Hint, and checks that the highlighted move is legal and the reason is
non-empty in both languages").

One person (seat 0) and two heuristic computer players, the carbon tower stacked by hand: the
person follows the hints (the searching expert's, ai/power_on/expert.py) to the end of the game,
pressing H at every decision (seed 2: FOLLOW_SEED). The first hint of each kind of move is
checked (legal now, the move and the reason in words, the rings on screen) and played by
clicking what is ringed; the game meets every moment of a turn (spending action points,
stacking carbon, discarding after a collapse, lighting a city). The other tests start at seed 3.
"""

from __future__ import annotations

import re

import pytest
from helpers import LEFT, click_item, open_game, show_window, wait_for_human
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication

from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.power_on import actions as a
from desktop_app.rules.power_on import engine
from desktop_app.rules.power_on.game import POWER_ON
from desktop_app.rules.power_on.moments import MOMENTS
from desktop_app.rules.power_on.state import PowerOnOptions
from desktop_app.views.kit.items import BoardItem
from desktop_app.views.power_on import hints
from desktop_app.views.power_on.window import PowerOnWindow

CHINESE = re.compile(r"[\u4e00-\u9fff]")
SEED = 3
FOLLOW_SEED = 2  # a game whose hints, followed, meet every kind of move below
# The kinds of move the hints of FOLLOW_SEED suggest (by the moment they are suggested in).
EXPECTED = {
    ("actions", "BuildPlant"),
    ("actions", "DrawCard"),
    ("actions", "Generate"),
    ("actions", "PlayFunction"),
    ("actions", "RunRenewables"),
    ("actions", "TakeMarketCard"),
    ("stacking", "StackToken"),
    ("discard", "DiscardCard"),
    ("city", "RunRenewables"),
    ("city", "TakeCities"),
    ("city", "TakeCities()"),
}


def _window(
    qtbot, content, language: str, seats: list[Seat] | None = None, start: bool = True, seed: int = SEED
) -> PowerOnWindow:
    seats = seats or [Seat("Ann"), Seat("Bot B", "heuristic"), Seat("Bot C", "heuristic")]
    options = PowerOnOptions(players=len(seats), seed=seed)
    controller = GameController(POWER_ON, content, options, seats, bot_delay_ms=0)
    if start:
        return open_game(qtbot, PowerOnWindow, controller, language)
    return show_window(qtbot, PowerOnWindow(controller, language))


def _kind(window: PowerOnWindow, action) -> tuple[str, str]:
    name = type(action).__name__
    if isinstance(action, a.TakeCities) and not action.cities:
        name += "()"
    return POWER_ON.moment(window.controller.state), name


def _press_h(qtbot, window: PowerOnWindow):
    if QApplication.activeWindow() is not window:  # a shortcut acts in the active window
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    before = window.shown_hint
    window.think_ms = None  # a fixed number of imagined games: the same hint each time, quickly
    qtbot.keyClick(window, Qt.Key.Key_H)
    # the hint player thinks on the worker; the window shows its answer when it comes
    qtbot.waitUntil(lambda: window.shown_hint is not None and window.shown_hint is not before, timeout=10_000)
    return window.shown_hint


def _on_screen(window: PowerOnWindow, item: BoardItem) -> bool:
    view = window.board
    shown = view.mapFromScene(item.mapRectToScene(item.rect)).boundingRect()
    return item.isVisible() and item.scene() is view.scene() and view.viewport().rect().intersects(shown)


def _check(window: PowerOnWindow, shown, language: str) -> None:
    """The hint is for seat 0, legal now, in words, and ringed where the person sees it."""
    state = window.controller.state
    assert shown.seat == 0
    assert POWER_ON.refusal(state, shown.action) is None, shown.action
    assert shown.move.strip() and shown.reason.strip()
    for text in (shown.move, shown.reason):
        assert bool(CHINESE.search(text)) == (language == "zh_TW"), text
    assert shown.targets, f"nothing ringed for {shown.action}"
    for item, _key in shown.targets.board:
        assert _on_screen(window, item), f"a ringed item is off the table for {shown.action}"
    for widget in shown.targets.widgets:
        assert widget.isVisible() and not widget.visibleRegion().isEmpty(), f"a ringed widget is hidden: {widget}"
    assert len(window.hint_display.rings) == len(shown.targets.board)
    card = window.hint_display.card
    assert card.isVisible() and card.move_label.text() == shown.move and card.reason_label.text() == shown.reason
    _card_hides_no_ring(window, shown.targets, shown.action)


def _card_hides_no_ring(window: PowerOnWindow, targets, action) -> None:
    card = window.hint_display.card
    corner = window.board.viewport().mapTo(window, QPoint(0, 0))
    for item, _key in targets.board:
        shown_at = window.board.mapFromScene(item.mapRectToScene(item.rect)).boundingRect().translated(corner)
        assert not card.geometry().intersects(shown_at), f"the hint card hides {action}"


def _click(qtbot, window: PowerOnWindow, target) -> None:
    if isinstance(target, BoardItem):
        click_item(qtbot, window.board, target)
    else:
        qtbot.mouseClick(target, LEFT)


def _same(played, hinted) -> bool:
    """The move played is the hint's (a payment is the same cards in any order)."""
    if isinstance(hinted, a.Generate) and isinstance(played, a.Generate):
        return (played.plant, played.count, sorted(played.cards)) == (hinted.plant, hinted.count, sorted(hinted.cards))
    return played == hinted


def _play_by_clicks(qtbot, window: PowerOnWindow, shown) -> None:
    """Click what the hint rings, in order (hand cards first, then the button they bring), and
    check the move played is the hint's."""
    controller = window.controller
    moves = len(controller.history)
    for item, _key in shown.targets.board:
        if len(controller.history) == moves:
            _click(qtbot, window, item)
    for _press in range(2):  # a card chosen: the window rings its button now; ending the turn
        if len(controller.history) > moves:  # with power made asks once more
            break
        widgets = window.hint_display.frame.targets
        assert widgets, f"no button ringed to finish {shown.action}"
        _click(qtbot, window, widgets[-1])
    qtbot.waitUntil(lambda: len(controller.history) > moves, timeout=3000)
    played = controller.history[moves]
    assert played.player == 0 and _same(played.action, shown.action), (played.action, shown.action)


def _follow_hints(qtbot, window: PowerOnWindow, language: str) -> set[tuple[str, str]]:
    """Play seat 0 by the hints to the end (or until every expected kind was met): H at every
    decision; the first hint of a kind is checked and played by clicking its rings."""
    controller = window.controller
    met: set[tuple[str, str]] = set()
    while not controller.is_over() and not EXPECTED <= met:
        wait_for_human(qtbot, controller)
        qtbot.waitUntil(lambda: not window.tower.is_busy(), timeout=5000)
        if controller.is_over():
            break
        shown = _press_h(qtbot, window)
        kind = _kind(window, shown.action)
        if kind in met:
            controller.submit(shown.action)
            continue
        met.add(kind)
        _check(window, shown, language)
        if isinstance(shown.action, a.StackToken):  # where a token lands is the physics' say
            controller.submit(shown.action)
        else:
            _play_by_clicks(qtbot, window, shown)
    return met


def test_hints_for_every_decision_kind_are_legal_worded_and_ringed_in_english(qtbot, content):
    """Seed 001's moments of a turn: 「可從取牌、打牌及發電3種行動中，選擇3個行動點執行」; stacking,
    「每次僅能放置1個碳排放指示物」; after a collapse, 「其他每位玩家須從自家手牌上挑選1張卡牌，將其丟置
    棄牌堆」; and 「當玩家完成3次行動後，若本回合具有的發電量滿足場上城市卡的所需電量，便可從公區拿取對應
    城市卡」. At each, H shows a legal move, in words with a reason, ringed on screen; clicking the
    rings plays exactly that move."""
    window = _window(qtbot, content, "en", seed=FOLLOW_SEED)
    met = _follow_hints(qtbot, window, "en")
    assert met >= EXPECTED
    assert {moment for moment, _ in met} == set(MOMENTS) - {"game_over"}
    window.controller.shutdown()


def test_hints_for_every_decision_kind_are_legal_worded_and_ringed_in_chinese(qtbot, content, chinese):
    """The same game in 繁體中文: every hint's move and reason are Chinese words, with the card,
    plant and city names of the pack's zh_TW."""
    window = _window(qtbot, content, "zh_TW", seed=FOLLOW_SEED)
    met = _follow_hints(qtbot, window, "zh_TW")
    assert met >= EXPECTED
    window.controller.shutdown()


@pytest.mark.parametrize("language", ["en", "zh_TW"])
def test_every_legal_move_of_the_first_turn_has_words_and_rings(qtbot, content, language, request):
    """Seed 001: 「可從取牌、打牌及發電3種行動中，選擇3個行動點執行」: whatever the hint suggests
    among the legal moves of a turn (draw, take, build, play, generate, run renewables, end the
    actions), the window words it and rings a place to play it."""
    if language == "zh_TW":
        request.getfixturevalue("chinese")
    window = _window(qtbot, content, language)
    wait_for_human(qtbot, window.controller)
    state = window.controller.state
    legal = engine.legal_actions(state)
    assert {type(x) for x in legal} >= {a.DrawCard, a.TakeMarketCard, a.BuildPlant, a.EndActions}
    for action in legal:
        move = window._word_hint(action)
        assert move.strip() and bool(CHINESE.search(move)) == (language == "zh_TW"), move
        targets = window._hint_targets(action)
        assert targets, f"nothing to ring for {action}"
        for item, _key in targets.board:
            assert _on_screen(window, item)
    window.controller.shutdown()


@pytest.mark.parametrize("players", [2, 4])
def test_the_hint_card_hides_no_ring_whatever_the_move(qtbot, content, players):
    """The kit puts the hint card over the table's lower-left corner, which is Power On!'s hand;
    with 2 to 4 players (seed 001: 「2~4人」), for every legal move of a first turn, the card
    goes where it hides none of the rings (over the players' rows, else the corner, else the
    top rows)."""
    seats = [Seat("Ann")] + [Seat(f"Bot {i}", "heuristic") for i in range(1, players)]
    window = _window(qtbot, content, "en", seats)
    wait_for_human(qtbot, window.controller)
    reason = "A reason long enough to take two lines on the card, as the numbers a hint weighs often do."
    for action in engine.legal_actions(window.controller.state):
        targets = window._hint_targets(action)
        window.hint_display.show("Hint for Ann", window._word_hint(action), reason, targets)
        hints.keep_card_clear(window, targets)
        assert window.hint_display.card.isVisible()
        _card_hides_no_ring(window, targets, action)
    window.controller.shutdown()


def test_a_chosen_card_brings_its_build_button_into_the_hint(qtbot, content):
    """Seed 001: 「玩家從手上打出1張電廠卡或功能卡」: a build is played by choosing the card, then
    its button; the hint rings the card, and once it is chosen, the button too."""
    window = _window(qtbot, content, "en")
    wait_for_human(qtbot, window.controller)
    shown = _press_h(qtbot, window)
    assert isinstance(shown.action, a.BuildPlant)  # seed 3's first move
    assert [item for item, _ in shown.targets.board] == [window.board.items_by_name[f"hand:{shown.action.card}"]]
    assert not shown.targets.widgets
    click_item(qtbot, window.board, shown.targets.board[0][0])
    button = window.actions.button_for("play_card")
    assert window.hint_display.showing and window.hint_display.frame.targets == [button]
    assert "Build" in button.text()
    window.controller.shutdown()


def test_a_closed_hint_stays_closed_when_a_card_is_chosen(qtbot, content):
    """× closes the hint; choosing a hand card afterwards does not bring it back."""
    window = _window(qtbot, content, "en")
    wait_for_human(qtbot, window.controller)
    shown = _press_h(qtbot, window)
    qtbot.mouseClick(window.hint_display.card.close_button, LEFT)
    assert not window.hint_display.showing
    click_item(qtbot, window.board, shown.targets.board[0][0])
    assert window.actions.chosen(window.controller.state) == [shown.action.card]
    assert not window.hint_display.showing
    window.controller.shutdown()


def test_a_payment_to_choose_rings_the_cards_then_the_run_button(qtbot, content):
    """Seed 001: 「若玩家欲啟動2張以上燃煤電廠，則須棄掉等同啟動電廠卡張數的手牌數量」: the hint may pay with
    other cards than the Run button offers; it rings those hand cards and the button, says to
    choose them first, and choosing them makes the button pay exactly the hint's cards (seed 12,
    the hints followed: the person's 34th decision runs 2 coal plants so)."""
    window = _window(qtbot, content, "en", seed=12)
    controller = window.controller
    choose_first = "Click those cards in your hand first, then the ringed button."
    for _ in range(40):
        wait_for_human(qtbot, controller)
        qtbot.waitUntil(lambda: not window.tower.is_busy(), timeout=5000)
        shown = _press_h(qtbot, window)
        if isinstance(shown.action, a.Generate) and shown.move.endswith(choose_first):
            break
        controller.submit(shown.action)
    assert isinstance(shown.action, a.Generate) and shown.action.count == 2
    assert shown.move.endswith(choose_first)
    hand = [window.board.items_by_name[f"hand:{card}"] for card in shown.action.cards]
    assert [item for item, _ in shown.targets.board] == hand
    run = window.actions.button_for("generate_coal_2")
    assert shown.targets.widgets == [run]
    _card_hides_no_ring(window, shown.targets, shown.action)
    _play_by_clicks(qtbot, window, shown)
    window.controller.shutdown()


def test_h_on_a_computer_players_turn_only_says_why(qtbot, content):
    """A hint is for a person's decision: on a computer player's turn H shows nothing, plays
    nothing, counts nothing, and the status line says why."""
    seats = [Seat("Bot A", "heuristic"), Seat("Ann"), Seat("Bot C", "heuristic")]
    window = _window(qtbot, content, "en", seats, start=False)  # the first computer player is to move
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    qtbot.keyClick(window, Qt.Key.Key_H)
    assert window.shown_hint is None and not window.hint_display.showing
    assert window.statusBar().currentMessage() == window.hint_refusal() != ""
    assert len(window.controller.history) == 0 and window.controller.hints_used == [0, 0, 0]


def test_no_hint_behind_the_hot_seat_curtain(qtbot, content):
    """Two people at one computer: until the person to move lifts the curtain, their hand is
    hidden, and so is the hint (it would name their cards); once it is lifted, H gives one."""
    seats = [Seat("Ann"), Seat("Ben"), Seat("Bot C", "heuristic")]
    window = _window(qtbot, content, "en", seats)
    assert window.actions.needs_curtain()
    assert window.show_hint() is None and not window.hint_display.showing
    assert window.statusBar().currentMessage() == window.hint_refusal() != ""
    assert not window.hint_button.isEnabled() and window.controller.hints_used == [0, 0, 0]
    qtbot.mouseClick(window.actions.button_for("curtain"), LEFT)
    assert not window.actions.needs_curtain() and window.hint_button.isEnabled()
    shown = _press_h(qtbot, window)
    assert shown.seat == 0 and shown.targets and window.controller.hints_used == [1, 0, 0]
    window.controller.shutdown()
