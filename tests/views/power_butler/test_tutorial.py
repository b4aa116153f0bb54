"""Power Butler's guided first game (issue 15: "It covers every kind of decision in its game at
least once: ... 電力管家 — roll, reroll, keep dice, buy an appliance, pay the bill, an event";
"a pytest-qt test per game drives the real window through at least the first five steps by
clicking the ringed target; a test checks a wrong click nudges and does not advance").

The guide is game_data/power_butler/tutorial.yaml: the simple game, seed 306, the pupil against
one heuristic computer player. Its words quote figures from the table (prices, the bill, the
dice); the replay below checks those figures, so a change to the deal or the rules that makes
the words wrong fails here.
"""

from __future__ import annotations

import pytest
from helpers import LEFT, play_guide_by_rings, show_window
from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QWidget

from desktop_app.ai.tutorials import play
from desktop_app.content.loader import load_tutorial
from desktop_app.rules.power_butler import actions as a
from desktop_app.rules.power_butler.game import POWER_BUTLER
from desktop_app.rules.power_butler.state import Face, Mode, money_of
from desktop_app.views.kit.hints import key_rect

GAME = "power-butler"
KINDS = (a.RollDice, a.Reroll, a.KeepDice, a.Buy, a.PayBill, a.EndTurn)


@pytest.fixture(scope="module")
def script():
    return load_tutorial("power_butler")


@pytest.fixture(scope="module")
def replay(script, content):
    """The pupil's moves as validate-content replays them: (step, state before, action, watched)."""
    return list(play(POWER_BUTLER, content, script))


def _open(qtbot, language: str = "en"):
    from desktop_app.views.tutorial import open_tutorial

    window = open_tutorial(GAME, None, language, fresh=True)
    return show_window(qtbot, window, speed="max")


def _close(window) -> None:
    window.controller.shutdown()
    window.close()


def _wait_for_step(qtbot, window, index: int) -> None:
    coach = window.coach
    qtbot.waitUntil(
        lambda: (
            coach._pupil_to_move()
            and coach.position() == (index, 0)
            and window.hint_display.card.isVisible()
            and coach.heading(index) == window.hint_display.card.heading.text()
        ),
        timeout=15_000,
    )


def _click_board(qtbot, item, key) -> None:
    view = item.scene().views()[0]
    rect = item.mapRectToScene(key_rect(item, key))
    view.ensureVisible(rect, 4, 4)
    qtbot.mouseClick(view.viewport(), LEFT, pos=QPoint(view.mapFromScene(rect.center())))


def test_the_guide_covers_every_kind_of_decision_in_the_simple_game(script, replay):
    """Issue 15: 電力管家 — "roll, reroll, keep dice, buy an appliance, pay the bill, an event",
    each at least once, in the pupil's own clicks (not only in watched moves); the easy game."""
    assert script.options["mode"] == Mode.SIMPLE.value and script.players == 2
    asked = {type(move.action) for move in replay if not move.watched}
    assert set(KINDS) <= asked
    assert len(script.steps) <= 10, "no longer than it must be"


def test_the_red_dice_set_off_the_anniversary_sale_that_step_3_speaks_of(script, replay, content):
    """Seed 000: 「玩家根據其最後一個放在事件排序標記(即放在最左邊事件排序標記)上的骰子，拿取其上方
    所對應的事件卡，閱讀卡牌上的事件內容並執行效能」 — after the reroll (the simple game's only one)
    the card over the leftmost red die fires: the Anniversary sale (2 yuan off), so the dryer the
    words name costs 8, not 10, and the dice the step buys it with make exactly 8."""
    reroll = next(m for m in replay if type(m.action) is a.Reroll)
    assert reroll.step == 1 and reroll.action.faces == (Face.SOCKET,)
    buy = next(m for m in replay if m.step == 2)
    state = buy.state
    fired = state.board.events[state.fired_event]
    assert fired.name.get("en") == "Anniversary sale" and state.discount == 2
    dryer = state.board.index_of["clothes_dryer"]
    assert state.appliance(dryer).price == 10 and state.price(dryer) == 8
    assert buy.action == a.Buy("clothes_dryer", (Face.TWO, Face.THREE, Face.THREE))
    assert money_of(buy.action.faces) == 8 and state.appliance(dryer).points == 15
    assert "週年慶特賣" in script.steps[2].say.get("zh_TW") and "Anniversary sale" in script.steps[2].say.get("en")


def test_the_bill_and_the_kept_dice_are_as_the_words_say(replay):
    """Step 4 pays 2 of the 5 yuan the dryer's power use added; step 7 keeps six money dice
    worth 10 yuan, the washing machine's price, with one red die on Switch to LED (no one owns
    a lamp: it changes nothing); step 8 buys the washing machine with all six."""
    pay = next(m for m in replay if m.step == 3)
    assert pay.state.owed(0) == 5 and pay.action == a.PayBill((Face.ONE, Face.ONE))
    keep = next(m for m in replay if m.step == 6)
    state = keep.state
    assert type(keep.action) is a.KeepDice
    assert sorted(state.dice) == [Face.ONE] * 3 + [Face.TWO] * 2 + [Face.THREE]
    assert money_of(state.dice) == 10 == state.price(state.board.index_of["washing_machine"])
    assert [m.action for m in replay if m.step == 7] == [a.Buy("washing_machine", tuple(sorted(state.dice)))]


def test_clicking_the_coachs_rings_plays_every_step(qtbot):
    """Issue 15: "a pytest-qt test per game drives the real window through at least the first
    five steps by clicking the ringed target": at each step the targets are ringed on screen
    (the board rings round them, the panel's overlay round the widgets) and clicking them, in
    the click plan's order, plays the step's move — all eight steps. Paying the bill in one
    click rings the button, not the bill on the table (a click there without chosen dice pays
    nothing)."""
    window = _open(qtbot)
    coach = window.coach
    display = window.hint_display
    for index in range(len(coach.script.steps)):
        _wait_for_step(qtbot, window, index)
        targets = window._hint_targets(coach.expected())
        assert targets, f"step {index + 1} rings something"
        ringed = [ring.ring for ring in display.rings]
        for item, key in targets.board:
            centre = item.mapRectToScene(key_rect(item, key)).center()
            assert any(rect.contains(centre) for rect in ringed), f"step {index + 1}: {item} is ringed"
        assert all(widget in display.frame.targets for widget in targets.widgets)
        if index == 3:  # the bill paid by the button in one click: the bill alone pays nothing
            assert [w.objectName() for w in targets.widgets] == ["pay"] and not targets.board
        moves = coach.pupil_moves()
        for click in targets.click_plan():
            if isinstance(click, QWidget):
                assert click.isVisible() and click.isEnabled(), f"step {index + 1}: {click.text()!r} can be clicked"
                qtbot.mouseClick(click, LEFT)
            else:
                _click_board(qtbot, *click)
        qtbot.waitUntil(lambda moves=moves: coach.pupil_moves() == moves + 1, timeout=5000)
        assert coach.nudges == 0
    held = {window.controller.state.appliance(i).id for i in window.controller.state.owned[0]}
    assert held == {"clothes_dryer", "washing_machine"} and coach.done
    _close(window)


def test_a_wrong_click_gets_a_nudge_and_the_step_waits(qtbot):
    """Issue 15: "a wrong click gets a friendly nudge that points again, never an error box":
    at step 2 (reroll the socket die) "Keep these dice" is a legal move but not the step's; it
    is not played, the card says so and still shows step 2 with its rings, and the right clicks
    then go on."""
    window = _open(qtbot)
    coach = window.coach
    card = window.hint_display.card
    _wait_for_step(qtbot, window, 0)
    assert window.controller.submit(coach.expected())
    _wait_for_step(qtbot, window, 1)
    history = len(window.controller.history)
    keep = window.actions.button_named("keep")
    assert keep is not None and keep.isVisible() and keep.isEnabled()
    qtbot.mouseClick(keep, LEFT)
    assert len(window.controller.history) == history and coach.nudges == 1
    assert coach.position() == (1, 0) and card.heading.text() == coach.heading(1)
    assert "Not that one yet" in card.reason_label.text()
    assert window.hint_display.rings, "the nudge points again"
    for click in window._hint_targets(coach.expected()).click_plan():
        if isinstance(click, QWidget):
            qtbot.mouseClick(click, LEFT)
        else:
            _click_board(qtbot, *click)
    qtbot.waitUntil(lambda: coach.position() == (2, 0), timeout=5000)
    _close(window)


@pytest.mark.parametrize("language", ["en", "zh_TW"])
def test_the_scripted_pupil_plays_the_whole_guide(qtbot, request, language):
    """Issue 15: "The four guides complete with `--autoplay` in both languages": the scripted
    pupil clicks what the coach rings at every step; the guide ends with the closing words and the offer of a real game, and they stay on screen:
    the guide ends with the pupil to move (the computer player's moves would take them away)."""

    if language == "zh_TW":
        request.getfixturevalue("chinese")
    window = _open(qtbot, language)
    script = window.coach.script
    failures = play_guide_by_rings(qtbot, window)
    assert not failures
    assert window.coach.done and window.coach.pupil_moves() == sum(step.moves for step in script.steps) == 8
    state = window.controller.state
    assert {state.appliance(i).id for i in state.owned[0]} == {"clothes_dryer", "washing_machine"}
    card = window.hint_display.card
    assert card.isVisible() and card.move_label.text() == script.finish.get(language)
    assert card.action_button.isVisible(), "it ends by offering a real game"
    qtbot.wait(400)
    assert window.controller.current_player() == 0 and type(window.actions.offered_action("end")) is a.EndTurn
    assert card.isVisible() and card.move_label.text() == script.finish.get(language), "the words stay"
    _close(window)


def test_the_coach_takes_the_asked_dice_in_any_order_and_nudges_another_payment(qtbot, replay):
    """Step 3 asks for the dryer paid with 2+3+3 yuan: the same dice named in another order are
    the same purchase under the rules (the coach asks them: `ai/tutorials.same_move`, the state
    after either is the same), so the step is played, not nudged; 1+1+3+3, also 8 yuan, is
    another payment (the next step pays the bill with those two 1s) and is nudged."""
    window = _open(qtbot)
    coach, controller = window.coach, window.controller
    for index in (0, 1):
        _wait_for_step(qtbot, window, index)
        assert controller.submit(replay[index].action)
    _wait_for_step(qtbot, window, 2)
    asked = replay[2].action
    assert asked == a.Buy("clothes_dryer", (Face.TWO, Face.THREE, Face.THREE))
    other_payment = a.Buy("clothes_dryer", (Face.ONE, Face.ONE, Face.THREE, Face.THREE))
    assert POWER_BUTLER.refusal(controller.state, other_payment) is None, "a legal buy, of the same price"
    assert not controller.submit(other_payment)
    assert coach.nudges == 1 and coach.position() == (2, 0)
    assert controller.submit(a.Buy("clothes_dryer", (Face.THREE, Face.TWO, Face.THREE)))
    assert coach.nudges == 1 and coach.position() == (3, 0)
    assert POWER_BUTLER.digest(controller.state) == POWER_BUTLER.digest(replay[3].state), "the guide goes on as written"
    _close(window)
