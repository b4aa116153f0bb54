"""Power On!'s guided first game in the real window (issue 15: "a pytest-qt test per game drives
the real window through at least the first five steps by clicking the ringed target; a test
checks a wrong click nudges and does not advance"; "The four guides complete with `--autoplay`
in both languages"; issue 26 item 4: "the pupil stacks").

The guide is `game_data/power_on/tutorial.yaml`: seed 4, the pupil against one beginner
computer player (Mei), the carbon tower stacked by hand. The pupil drops both carbon tokens
themselves, with the mouse or the keys, and the guide goes on from what the physics made of
it: the tower stood (then Mei stacks on it, and may topple it), or it fell. The coach's pace
is shortened here so the file stays quick.
"""

from __future__ import annotations

import re
from pathlib import Path
from xml.etree import ElementTree

import pytest
from helpers import play_guide_by_rings, show_window
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from desktop_app.content.loader import load_tutorial
from desktop_app.content.tutorials import PUPIL
from desktop_app.rules.power_on import actions as a
from desktop_app.rules.power_on.state import Phase, TowerMode
from desktop_app.rules.registry import GAMES
from desktop_app.views.kit import coach as coach_module
from desktop_app.views.kit.hints import key_rect

GAME = "power-on"
STEPS = 11  # the path where the pupil's tower stands and Mei's tokens stand on it (and where it falls)


@pytest.fixture(autouse=True)
def quick_coach(monkeypatch):
    monkeypatch.setattr(coach_module, "WATCH_MS", 40)  # the coach's pause before a watched move


def _open(qtbot, language: str = "en"):
    from desktop_app.views.tutorial import open_tutorial

    window = open_tutorial(GAME, None, language, fresh=True)
    show_window(qtbot, window, speed="max")
    return window


def _close(window) -> None:
    window.controller.shutdown()
    window.close()


def _wait_for_step(qtbot, window, number: int, total: int = STEPS) -> None:
    """Until step `number` (1-based) is on the coach's card, the pupil to move, the tower still."""
    coach, card = window.coach, window.hint_display.card

    def shown() -> bool:
        where = coach.position()
        return (
            where is not None
            and where[0] == number - 1
            and coach._pupil_to_move()
            and not window.tower.is_busy()
            and card.isVisible()
            and len(coach.steps()) == total
            and card.heading.text() == coach.heading(number - 1)  # "Coach · step 3 of 11", in its language
        )

    qtbot.waitUntil(shown, timeout=15_000)


def _click(qtbot, click) -> None:
    """Click a ringed panel widget, or a ringed board item where its view shows it."""
    if isinstance(click, QWidget):
        qtbot.mouseClick(click, Qt.MouseButton.LeftButton)
        return
    item, key = click
    view = item.scene().views()[0]
    rect = item.mapRectToScene(key_rect(item, key))
    view.ensureVisible(rect, 4, 4)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(view.mapFromScene(rect.center())))


def _same(click, other) -> bool:
    if isinstance(click, QWidget) or isinstance(other, QWidget):
        return click is other
    return click[0] is other[0] and click[1] == other[1]


def _play_step_by_its_rings(qtbot, window) -> a.Action:
    """Click what the coach rings, in the order a person plays the move, until the move is made;
    the move made."""
    coach, display = window.coach, window.hint_display
    expected = coach.ringed()
    targets = window._hint_targets(expected)
    assert targets, "the coach rings something to click"
    assert display.frame.targets == targets.widgets and len(display.rings) == len(targets.board)
    moves, made = coach.pupil_moves(), []
    plan = targets.click_plan()
    while coach.pupil_moves() == moves:
        assert plan, f"the rings ran out before {expected} was played"
        made.append(plan[0])
        _click(qtbot, plan[0])
        # a chosen hand card brings its Build button: what the coach rings for the step now
        plan = [c for c in window._hint_targets(coach.ringed()).click_plan() if not any(_same(c, m) for m in made)]
    played = next(r for r in reversed(window.controller.history) if r.player == PUPIL)
    if coach.steps()[coach.script.step_at(moves, coach.steps())[0]].expect is not None:
        assert played.action == expected
    return played.action


def _last_pupil_move(window) -> a.Action:
    return next(r for r in reversed(window.controller.history) if r.player == PUPIL).action


def _drop_with_keys(qtbot, window, right: int) -> a.Action:
    """The pupil aims with Right `right` times and drops with Space on the tower view (the
    real stacking input); the drop as the rules recorded it."""
    moves = window.coach.pupil_moves()
    tower = window.tower
    assert tower.can_drop, "the tower holds a token to aim and drop"
    for _ in range(right):
        qtbot.keyClick(tower, Qt.Key.Key_Right)
    qtbot.keyClick(tower, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.coach.pupil_moves() == moves + 1, timeout=10_000)
    return _last_pupil_move(window)


def _first_two_steps(qtbot, window) -> None:
    _wait_for_step(qtbot, window, 1)
    assert _play_step_by_its_rings(qtbot, window) == a.BuildPlant(8)
    _wait_for_step(qtbot, window, 2)
    assert _play_step_by_its_rings(qtbot, window) == a.Generate(a.PlantType.GAS, 1, (49,))


def test_the_stacking_step_waits_for_the_pupils_own_drop(qtbot):
    """Issue 26 item 4: "the pupil stacks". At step 3 the coach rings the tower and its Drop
    button and waits: no token is dropped for the pupil however long it waits (a watched step
    dropped one after WATCH_MS); the pupil's own mouse click on the tower drops the first token
    where it is aimed, and the words never said the pupil had stacked before that."""
    window = _open(qtbot)
    coach, card = window.coach, window.hint_display.card
    state = lambda: window.controller.state  # noqa: E731 - read at each check
    _first_two_steps(qtbot, window)
    _wait_for_step(qtbot, window, 3)
    assert state().phase is Phase.STACKING and state().tower == 0
    assert window.tower in window.hint_display.frame.targets, "the tower is ringed"
    assert "Move the mouse over the carbon tower" in card.move_label.text()
    qtbot.wait(20 * coach_module.WATCH_MS)
    assert coach.pupil_moves() == 2 and state().tower == 0, "nothing is dropped for the pupil"
    assert not coach._watch.isActive()
    for text in (card.move_label.text(), card.reason_label.text()):
        assert "learned" not in text and "stands" not in text
    tower = window.tower
    qtbot.mouseClick(tower.viewport(), Qt.MouseButton.LeftButton, pos=tower.viewport().rect().center())
    qtbot.waitUntil(lambda: coach.pupil_moves() == 3, timeout=10_000)
    first = _last_pupil_move(window)
    assert isinstance(first, a.StackToken) and not first.fell and state().tower == 1
    _wait_for_step(qtbot, window, 4)
    assert "on top of the first" in card.move_label.text()
    _close(window)


def test_a_standing_tower_leads_on_to_lighting_taitung(qtbot):
    """The pupil drops both tokens with the keyboard (Space, straight down): the physics keeps
    the tower standing, the coach says so ("The tower stands") and the turn goes on: the solar
    farm, then Taitung lit with 3 + 1 = 4 power."""
    window = _open(qtbot)
    state = lambda: window.controller.state  # noqa: E731 - read at each check
    _first_two_steps(qtbot, window)
    _wait_for_step(qtbot, window, 3)
    assert _drop_with_keys(qtbot, window, 0).fell == 0
    _wait_for_step(qtbot, window, 4)
    assert _drop_with_keys(qtbot, window, 0).fell == 0
    assert state().tower == 2 and state().carbon_stacked[PUPIL] == 2
    _wait_for_step(qtbot, window, 5)
    assert window.hint_display.card.move_label.text().startswith("The tower stands")
    assert _play_step_by_its_rings(qtbot, window) == a.BuildPlant(21)
    _wait_for_step(qtbot, window, 6)
    assert _play_step_by_its_rings(qtbot, window) == a.RunRenewables(a.PlantType.SOLAR)
    assert state().power == 4, "the words promise 3 + 1 = 4 power"
    _wait_for_step(qtbot, window, 7)
    assert _play_step_by_its_rings(qtbot, window) == a.TakeCities(("taitung",))
    taitung = next(i for i, c in enumerate(window.controller.content.cities) if c.id == "taitung")
    assert taitung in state().cities_won[PUPIL]
    assert window.coach.nudges == 0
    _close(window)


@pytest.mark.parametrize("language", ["en", "zh_TW"])
def test_a_fall_leads_on_with_words_that_say_what_falling_costs(qtbot, language):
    """The pupil aims the second token far off the first (Right nine times) and drops it: it
    falls. The guide does not assume success: the next words say the tower fell and what that
    costs (no power, a missed turn, Mei's discard), the table agrees (no power, a turn owed),
    and the guide plays on to its end, after the missed turn, with the fall's own closing words."""

    window = _open(qtbot, language)
    coach, card = window.coach, window.hint_display.card
    state = lambda: window.controller.state  # noqa: E731 - read at each check
    _first_two_steps(qtbot, window)
    _wait_for_step(qtbot, window, 3)
    _drop_with_keys(qtbot, window, 0)
    _wait_for_step(qtbot, window, 4)
    assert _drop_with_keys(qtbot, window, 9).fell == 1
    assert state().collapses[PUPIL] == 1 and state().tower == 0 and state().power == 0
    assert coach.taken() == ("fell",)
    _wait_for_step(qtbot, window, 5)
    words = card.move_label.text()
    assert words.startswith("碳塔倒了" if language == "zh_TW" else "The tower fell!")
    assert ("暫停" in words and "小美" in words) if language == "zh_TW" else ("sit out" in words and "Mei" in words)
    assert state().skip_turns[PUPIL] == 1 and len(state().hands[1]) < 5, "a turn owed; Mei threw a card away"
    failures = play_guide_by_rings(qtbot, window)
    assert not failures and coach.taken() == ("fell",)
    assert a.BuildPlant(31) in [r.action for r in window.controller.history if r.player == PUPIL]
    script = load_tutorial("power_on")
    assert card.move_label.text() == script.finish_for(("fell",)).get(language) != script.finish.get(language)
    _close(window)


def test_when_mei_topples_the_pupils_tower_the_pupil_chooses_a_card_to_discard(qtbot):
    """A tower of the pupil's that stands but leans (the second token 4 tenths off) is toppled by
    Mei's stacking in her turn: the guide goes on with a discard of the pupil's own choosing,
    words that say why, and then the same second turn."""

    window = _open(qtbot)
    coach, card = window.coach, window.hint_display.card
    _first_two_steps(qtbot, window)
    _wait_for_step(qtbot, window, 3)
    _drop_with_keys(qtbot, window, 0)
    _wait_for_step(qtbot, window, 4)
    assert _drop_with_keys(qtbot, window, 4).fell == 0
    for number in (5, 6, 7):
        _wait_for_step(qtbot, window, number)
        _play_step_by_its_rings(qtbot, window)
    _wait_for_step(qtbot, window, 8, STEPS + 1)
    assert coach.taken() == ("stood", "toppled")
    assert window.controller.state.phase is Phase.DISCARD and window.controller.state.collapses[1] == 1
    assert card.move_label.text().startswith("Mei's token slid off and the tower fell!")
    hand = list(window.controller.state.hands[PUPIL])
    _click(qtbot, (window.board.items_by_name[f"hand:{hand[-1]}"], None))  # not the card the coach rings
    qtbot.waitUntil(lambda: coach.pupil_moves() == 8, timeout=10_000)
    assert _last_pupil_move(window) == a.DiscardCard(hand[-1]) and coach.nudges == 0
    failures = play_guide_by_rings(qtbot, window)
    assert not failures and coach.done
    _close(window)


def test_a_wrong_click_gets_a_nudge_and_the_step_waits(qtbot):
    """At step 1 (build the gas plant) the pupil clicks the deck instead: no card is drawn, the
    coach says so kindly, still rings the gas plant, and the right click then plays the step."""
    window = _open(qtbot)
    coach, card = window.coach, window.hint_display.card
    _wait_for_step(qtbot, window, 1)
    hand = len(window.controller.state.hands[PUPIL])
    _click(qtbot, (window.board.items_by_name["deck"], None))
    qtbot.waitUntil(lambda: coach.nudges == 1, timeout=5_000)
    assert not window.controller.history and len(window.controller.state.hands[PUPIL]) == hand
    assert card.isVisible() and "Not that one yet" in card.reason_label.text()
    assert card.heading.text() == f"Coach · step 1 of {STEPS}"
    assert [item for item, _key in window._hint_targets(coach.expected()).board] == [
        window.board.items_by_name["hand:8"]
    ]
    assert len(window.hint_display.rings) == 1, "the gas plant is ringed again"
    assert _play_step_by_its_rings(qtbot, window) == a.BuildPlant(8)
    _wait_for_step(qtbot, window, 2)
    _close(window)


@pytest.mark.parametrize("language", ["en", "zh_TW"])
def test_the_scripted_pupil_plays_the_whole_guide_by_the_rings(qtbot, language):
    """`energy-table tutorial power-on --autoplay`'s pupil, in the window: every step is reached
    by clicking what is ringed, and the guide covers the game's kinds of decision: action points
    spent (build, run a plant, take a face-up plant and a fuel card, draw), carbon stacked, a
    city lit; it ends by offering a real game."""

    window = _open(qtbot, language)
    failures = play_guide_by_rings(qtbot, window)
    assert not failures
    coach = window.coach
    assert coach.done and coach.pupil_moves() == 11  # every one the pupil's, the two drops too
    assert coach.taken() == ("stood", "stands"), "the scripted pupil's tower stands, and Mei's tokens on it"
    kinds = {type(r.action) for r in window.controller.history if r.player == PUPIL}
    assert kinds == {
        a.BuildPlant,
        a.Generate,
        a.StackToken,
        a.RunRenewables,
        a.TakeCities,
        a.TakeMarketCard,
        a.DrawCard,
    }
    state = window.controller.state
    assert {14, 46} <= set(state.hands[PUPIL]), "a plant and a fuel card taken from the face-up cards"
    assert state.cities_won[PUPIL], "a city lit"
    card = window.hint_display.card
    finish = load_tutorial("power_on").finish.get(language)
    assert card.isVisible() and card.move_label.text() == finish
    assert card.action_button.isVisible(), "it ends by offering a real game"
    _close(window)


def test_the_guide_stacks_by_hand_and_its_close_names_the_no_dexterity_tower():
    """The guide's tower is stacked by hand, by the pupil (no step watches the coach stack); its closing words
    point to the tower choice that needs no steady hand by the New game dialog's own label, in
    both languages (the power_on catalogue's words for it)."""
    script = load_tutorial("power_on")
    assert GAMES[GAME].options_from_json(script.options_json()).tower == TowerMode.STACKING
    assert not any(step.watch for step in script.path(()))
    assert [step.play for step in script.steps if step.play] == [("stack_token",), ("stack_token",)]
    label = "No dexterity: the computer stacks for you"
    catalogue = ElementTree.parse(Path(__file__).resolve().parents[3] / "desktop_app/i18n/power_on_zh_TW.ts")
    chinese = {m.findtext("source"): m.findtext("translation") for m in catalogue.iter("message")}[label]
    for finish in (script.finish, script.finish_for(("fell",))):
        assert label in finish.en
        assert chinese and chinese in finish.zh_TW


QUOTED = re.compile(r"「([^」]+)」|\"([^\"]+)\"")


def _panel_words(window) -> set[str]:
    """The words on the panel's visible buttons (a button's text or the label inside it)."""
    words = set()
    for button in window.actions.findChildren(QAbstractButton):
        if button.isVisible():
            words.add(button.text())
            words |= {label.text() for label in button.findChildren(QLabel)}
    return {word.replace("&", "") for word in words if word}


@pytest.fixture
def speaking(qtbot):
    """The app's catalogues for a language, as the app installs them (English afterwards)."""
    from PySide6.QtWidgets import QApplication

    from desktop_app.views.language import LanguageManager

    manager = LanguageManager(QApplication.instance())
    yield manager.apply
    manager.apply("en")
    manager.remove()


@pytest.mark.parametrize("language", ["en", "zh_TW"])
def test_after_a_fall_every_quoted_word_is_a_button_the_pupil_sees(qtbot, monkeypatch, speaking, language):
    """Issue 26 item 4: "every step's words name the button the pupil actually sees", along the
    fall's branch (tests/views/test_guide_words.py walks the scripted pupil's standing tower):
    every label a step quotes is the text of a button on the panel during that step (seen
    before each click the pupil makes); card names are 『』, not buttons."""
    way = "fell"
    from desktop_app.views import tutorial

    speaking(language)
    window = _open(qtbot, language)
    coach = window.coach
    seen: dict[tuple[tuple[str, ...], int], set[str]] = {}

    def look() -> None:
        where = coach.position()
        if where is not None:
            seen.setdefault((coach.taken(), where[0]), set()).update(_panel_words(window))

    click, board_click = tutorial.QTest.mouseClick, tutorial.click_board_item

    def looking_click(*args, **kwargs):
        look()
        click(*args, **kwargs)
        look()

    def looking_board_click(*args, **kwargs):
        look()
        board_click(*args, **kwargs)
        look()

    monkeypatch.setattr(tutorial.QTest, "mouseClick", looking_click)
    monkeypatch.setattr(tutorial, "click_board_item", looking_board_click)
    coach.step_did_show.connect(lambda _index: look())
    _first_two_steps(qtbot, window)
    _wait_for_step(qtbot, window, 3)
    _drop_with_keys(qtbot, window, 0)
    _wait_for_step(qtbot, window, 4)
    look()
    _drop_with_keys(qtbot, window, 9)
    pupil = tutorial.AutoPupil(window, delay_ms=40)
    with qtbot.waitSignal(pupil.finished, timeout=60_000):
        coach.refresh()
    taken = coach.taken()
    assert taken[0] == way
    checked = 0
    for index, step in enumerate(coach.script.path(taken)):
        shown = set().union(
            *(words for (path, at), words in seen.items() if at == index and taken[: len(path)] == path)
        )
        for match in QUOTED.finditer(step.say.get(language)):
            phrase = match.group(1) or match.group(2)
            checked += 1
            assert phrase in shown, f"step {index + 1} quotes {phrase!r}, not on screen: {shown}"
    assert checked >= 4
    _close(window)
