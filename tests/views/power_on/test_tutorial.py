"""Power On!'s guided first game in the real window (issue 15: "a pytest-qt test per game drives
the real window through at least the first five steps by clicking the ringed target; a test
checks a wrong click nudges and does not advance"; "The four guides complete with `--autoplay`
in both languages").

The guide is `game_data/power_on/tutorial.yaml`: seed 4, the pupil against one beginner
computer player, the carbon tower stacked by hand. The coach's two stacking steps are watched
(a drop is aimed by hand and settled by the physics, not a ring to click); the coach's pace
is shortened here so the file stays quick.
"""

from __future__ import annotations

from pathlib import Path
from xml.etree import ElementTree

import pytest
from helpers import show_window
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QWidget

from desktop_app.content.loader import load_tutorial
from desktop_app.content.tutorials import PUPIL
from desktop_app.rules.power_on import actions as a
from desktop_app.rules.power_on.state import TowerMode
from desktop_app.rules.registry import GAMES
from desktop_app.views.kit import coach as coach_module
from desktop_app.views.kit.hints import key_rect

GAME = "power-on"
STEPS = 10


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


def _wait_for_step(qtbot, window, number: int) -> None:
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
            and card.heading.text() == f"Coach · step {number} of {STEPS}"
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
    expected = coach.expected()
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
        plan = [c for c in window._hint_targets(coach.expected()).click_plan() if not any(_same(c, m) for m in made)]
    played = next(r for r in reversed(window.controller.history) if r.player == PUPIL)
    assert played.action == expected
    return played.action


def test_the_first_six_steps_play_by_clicking_what_the_coach_rings(qtbot):
    """The pupil's first turn, clicked ring by ring: build the gas plant (the hand card, then its
    Build button), run it paying the natural gas card, watch the coach stack the 2 carbon tokens,
    build the solar farm, run it for free, and light Taitung for its star."""
    window = _open(qtbot)
    state = lambda: window.controller.state  # noqa: E731 - read at each check
    _wait_for_step(qtbot, window, 1)
    assert "3 action points" in window.hint_display.card.move_label.text(), "step 1 opens with the intro"
    assert _play_step_by_its_rings(qtbot, window) == a.BuildPlant(8)
    _wait_for_step(qtbot, window, 2)
    assert _play_step_by_its_rings(qtbot, window) == a.Generate(a.PlantType.GAS, 1, (49,))
    qtbot.waitUntil(lambda: window.coach.pupil_moves() == 4, timeout=15_000)  # step 3: the coach stacks
    assert state().tower == 2 and state().carbon_stacked[PUPIL] == 2
    _wait_for_step(qtbot, window, 4)
    assert _play_step_by_its_rings(qtbot, window) == a.BuildPlant(21)
    _wait_for_step(qtbot, window, 5)
    assert _play_step_by_its_rings(qtbot, window) == a.RunRenewables(a.PlantType.SOLAR)
    assert state().power == 4, "the words promise 3 + 1 = 4 power"
    _wait_for_step(qtbot, window, 6)
    assert _play_step_by_its_rings(qtbot, window) == a.TakeCities(("taitung",))
    taitung = next(i for i, c in enumerate(window.controller.content.cities) if c.id == "taitung")
    assert taitung in state().cities_won[PUPIL]
    assert window.coach.nudges == 0
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
    from desktop_app.views.tutorial import AutoPupil

    window = _open(qtbot, language)
    pupil = AutoPupil(window, delay_ms=30)
    failures: list[str] = []
    pupil.failed.connect(failures.append)
    with qtbot.waitSignal(pupil.finished, timeout=45_000):
        window.coach.refresh()
    assert not failures
    coach = window.coach
    assert coach.done and coach.pupil_moves() == 11  # nine moves clicked, two tokens watched
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
    """The guide's tower is stacked by hand (the coach stacks for the pupil); its closing words
    point to the tower choice that needs no steady hand by the New game dialog's own label, in
    both languages (the power_on catalogue's words for it)."""
    script = load_tutorial("power_on")
    assert GAMES[GAME].options_from_json(script.options_json()).tower == TowerMode.STACKING
    assert any(step.watch for step in script.steps)
    label = "No dexterity: the computer stacks for you"
    catalogue = ElementTree.parse(Path(__file__).resolve().parents[3] / "desktop_app/i18n/power_on_zh_TW.ts")
    chinese = {m.findtext("source"): m.findtext("translation") for m in catalogue.iter("message")}[label]
    assert label in script.finish.en
    assert chinese and chinese in script.finish.zh_TW


@pytest.mark.parametrize("language", ["en", "zh_TW"])
def test_the_watched_stacking_steps_card_names_the_token_the_coach_dropped(qtbot, language):
    """A watched step's card names the move the coach has just played in the game's own words:
    the log leaves a token's drop to the tower, so the card says it in the words the game's
    hints give that drop, worded on the tower it was dropped on ("Drop the first token on the
    table: it cannot fall."); nothing before the first drop."""
    from desktop_app.views.power_on.hints import PowerOnHintWords
    from desktop_app.views.tutorial import AutoPupil

    window = _open(qtbot, language)
    coach, card = window.coach, window.hint_display.card
    seen: dict[int, str] = {}
    words: dict[int, str] = {}  # the hint's words for each drop, on the tower before it

    def shown(index: int) -> None:
        where = coach.position()
        if coach.script.steps[index].expect is None and where is not None:
            seen[where[1]] = card.reason_label.text()
            state = window.controller.state
            action = coach._watched_action()
            words[where[1]] = PowerOnHintWords(window.controller.content, window.controller.seats, language).move(
                state, action, False
            )

    coach.step_did_show.connect(shown)
    pupil = AutoPupil(window, delay_ms=30)
    with qtbot.waitSignal(pupil.finished, timeout=45_000):
        coach.refresh()
    assert seen[0] == ""
    assert seen[1] == words[0] and seen[1], "after the first drop: that drop, in the hint's words"
    if language == "en":
        assert seen[1] == "Drop the first token on the table: it cannot fall."
    _close(window)
