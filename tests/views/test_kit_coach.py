"""The guided first game's coach, the kit's part (issue 15: "A coach overlay rings the thing to
click ..., says in a sentence what it does and why it is a good move now, and waits; a wrong
click gets a friendly nudge that points again, never an error box. It can be left at any time
and resumed from the launcher, and it ends by offering a normal game"; "`validate-content`
replays every script and proves each expected action is legal at its step").

A small script drafted from Power Butler's hints (tools/draft_tutorial.py) in a copy of the pack
stands in for a game's own guide; each game's guide is tested in its own folder.
"""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest
import yaml
from helpers import LEFT, play_guide_by_rings, show_window
from PySide6.QtCore import QEvent, QObject

from desktop_app.ai.tutorials import tutorial_problems
from desktop_app.commands.validate_content import main as validate_content_main
from desktop_app.content.loader import load_tutorial
from desktop_app.paths import game_data_dir
from desktop_app.rules.registry import GAMES

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from draft_tutorial import draft  # noqa: E402

GAME = "power-butler"


@pytest.fixture(scope="module")
def script_doc() -> dict:
    doc = draft(GAME, seed=7, bots=["heuristic", "heuristic"], moves=5, options={})
    doc["title"] = {"zh_TW": "第一次玩", "en": "Your first game"}
    doc["intro"] = {"zh_TW": "我會一步一步帶你玩。", "en": "I will show you each step."}
    doc["finish"] = {"zh_TW": "你學會了！", "en": "You have got it!"}
    doc["steps"][3] = {"watch": 1, "say": {"zh_TW": "看我怎麼做。", "en": "Watch how I do this one."}}
    return doc


@pytest.fixture
def pack(tmp_path, monkeypatch, script_doc) -> Path:
    root = tmp_path / "pack"
    shutil.copytree(game_data_dir(), root)
    (root / "power_butler" / "tutorial.yaml").write_text(yaml.safe_dump(script_doc, allow_unicode=True), "utf-8")
    monkeypatch.setattr("desktop_app.paths.game_data_dir", lambda: root)
    return root


def _open(qtbot, language="en", fresh=True, autosave=None, monkeypatch=None):
    from desktop_app.views import tutorial

    if autosave is not None:
        monkeypatch.setattr(tutorial, "tutorial_autosave_path", lambda _game: autosave)
    window = tutorial.open_tutorial(GAME, None, language, fresh=fresh)
    show_window(qtbot, window, speed="max")
    return window


def _close(window) -> None:
    window.controller.shutdown()
    window.close()


def test_validate_content_replays_the_guide_and_names_an_illegal_step(pack, script_doc, capsys):
    assert validate_content_main([str(pack)]) == 0
    guides = len(list(pack.glob("*/tutorial.yaml")))  # this one and the games' own
    assert f"{guides} guided first games play through" in capsys.readouterr().out
    script = load_tutorial("power_butler", pack)
    game = GAMES[GAME]
    assert tutorial_problems(game, game.load_content(pack), script) == []
    broken = dict(script_doc, steps=list(script_doc["steps"]))
    broken["steps"][1] = {"expect": {"type": "end_turn"}, "say": {"zh_TW": "結束", "en": "End"}}
    (pack / "power_butler" / "tutorial.yaml").write_text(yaml.safe_dump(broken, allow_unicode=True), "utf-8")
    assert validate_content_main([str(pack)]) == 1
    err = capsys.readouterr().err
    assert "power_butler/tutorial.yaml: step 2:" in err and "not legal" in err


def test_the_coach_rings_the_step_and_a_wrong_move_gets_a_nudge_not_a_move(qtbot, pack):
    window = _open(qtbot)
    coach = window.coach
    qtbot.waitUntil(lambda: coach._pupil_to_move() and window.hint_display.card.isVisible(), timeout=10_000)
    card = window.hint_display.card
    assert card.heading.text() == "Coach · step 1 of 5"
    assert "I will show you each step." in card.move_label.text()
    assert not window.hint_button.isVisible(), "the coach is the help: no Hint button in a guide"
    assert window.controller.submit(coach.expected())  # step 1: roll (the only move there)
    qtbot.waitUntil(lambda: card.heading.text() == "Coach · step 2 of 5", timeout=10_000)
    moves = len(window.controller.history)
    expected = coach.expected()
    wrong = next(a for a in GAMES[GAME].legal_actions(window.controller.state) if a != expected)
    assert not window.controller.submit(wrong)
    assert len(window.controller.history) == moves and coach.nudges == 1
    assert card.isVisible() and "Not that one yet" in card.reason_label.text()
    assert card.heading.text() == "Coach · step 2 of 5"
    assert window.controller.submit(expected)
    qtbot.waitUntil(lambda: card.heading.text() == "Coach · step 3 of 5", timeout=10_000)
    _close(window)


def test_the_scripted_pupil_clicks_what_is_ringed_through_the_whole_guide(qtbot, pack):

    window = _open(qtbot, language="zh_TW")
    failures = play_guide_by_rings(qtbot, window, timeout=60_000)
    assert not failures
    assert window.coach.done and window.coach.pupil_moves() == 5  # four moves clicked, one watched
    card = window.hint_display.card
    assert card.isVisible() and card.move_label.text() == "你學會了！"
    assert card.action_button.isVisible(), "it ends by offering a normal game"
    assert window.controller.guard is None, "after the guide: free play"
    _close(window)


def test_a_guide_left_half_way_goes_on_at_the_same_step(qtbot, pack, tmp_path, monkeypatch):
    autosave = tmp_path / "autosave" / "tutorial-power-butler.json"
    window = _open(qtbot, fresh=False, autosave=autosave, monkeypatch=monkeypatch)
    coach = window.coach
    for _ in range(2):
        qtbot.waitUntil(coach._pupil_to_move, timeout=10_000)
        assert window.controller.submit(coach.expected())
    where = coach.position()
    _close(window)
    assert autosave.is_file()
    again = _open(qtbot, fresh=False, autosave=autosave, monkeypatch=monkeypatch)
    assert again.coach.position() == where == (2, 0)
    _close(again)


@pytest.fixture
def long_watch_pack(tmp_path, monkeypatch) -> Path:
    """The drafted guide with a watched stretch of six moves (the pupil's 3rd to 8th: the rest of
    a turn, the computer players' turns, the next roll) before a last step."""
    doc = draft(GAME, seed=7, bots=["heuristic", "heuristic"], moves=9, options={})
    doc["title"] = {"zh_TW": "第一次玩", "en": "Your first game"}
    doc["intro"] = {"zh_TW": "我會一步一步帶你玩。", "en": "I will show you each step."}
    doc["finish"] = {"zh_TW": "你學會了！", "en": "You have got it!"}
    watch = {"watch": 6, "say": {"zh_TW": "看教練玩六步。", "en": "Watch the coach play six moves."}}
    doc["steps"] = doc["steps"][:2] + [watch] + doc["steps"][8:9]
    root = tmp_path / "pack"
    shutil.copytree(game_data_dir(), root)
    (root / "power_butler" / "tutorial.yaml").write_text(yaml.safe_dump(doc, allow_unicode=True), "utf-8")
    monkeypatch.setattr("desktop_app.paths.game_data_dir", lambda: root)
    return root


def test_skip_ahead_plays_the_watched_stretch_at_once(qtbot, long_watch_pack, monkeypatch):
    """Issue 26: "offer 'skip ahead' for the watched parts". The watched step's card has a
    "Skip ahead" button; with the coach's pause made endless and the computer players at the
    normal pace, a click plays the six watched moves (and the computer players' between them)
    without waiting, to the next step, whose card and pace are the usual ones again."""
    from desktop_app.views.kit import coach as coach_module
    from desktop_app.views.kit.window_menus import SPEEDS

    monkeypatch.setattr(coach_module, "WATCH_MS", 600_000)  # without the button, nothing would move
    window = _open(qtbot)
    window.set_speed("normal", remember=False)
    coach = window.coach
    card = window.hint_display.card
    for _ in range(2):
        qtbot.waitUntil(lambda: coach._pupil_to_move() and coach.expected() is not None, timeout=20_000)
        assert window.controller.submit(coach.expected())
    qtbot.waitUntil(lambda: coach._pupil_to_move() and card.heading.text() == "Coach · step 3 of 4", timeout=20_000)
    assert card.action_button.isVisible() and card.action_button.text() == "Skip ahead"
    qtbot.mouseClick(card.action_button, LEFT)
    assert coach.skipping and window.controller.bot_delay_ms == 0
    qtbot.waitUntil(lambda: coach.position() == (3, 0) and coach._pupil_to_move(), timeout=20_000)
    assert coach.pupil_moves() == 8 and not coach.skipping
    assert window.controller.bot_delay_ms == SPEEDS["normal"], "the chosen pace again"
    qtbot.waitUntil(lambda: card.heading.text() == "Coach · step 4 of 4", timeout=5_000)
    assert not card.action_button.isVisible(), "an asked step has nothing to skip"
    assert coach.nudges == 0
    _close(window)


def test_the_watched_cards_skip_ahead_stays_up_while_the_computer_players_move(qtbot, long_watch_pack, monkeypatch):
    """Under a real pointer a click on "Skip ahead" was lost: the card was put up again for every
    move and swapped for "the computer players are moving" (no button) on their turns, so the
    button came and went under the pupil's hand. In a watched step the card and its button stay
    up through the computer players' moves (the same card, its words changed)."""
    from desktop_app.views.kit import coach as coach_module

    monkeypatch.setattr(coach_module, "WATCH_MS", 20)
    window = _open(qtbot)
    window.set_speed("normal", remember=False)
    coach = window.coach
    card = window.hint_display.card
    for _ in range(2):
        qtbot.waitUntil(lambda: coach._pupil_to_move() and coach.expected() is not None, timeout=20_000)
        assert window.controller.submit(coach.expected())
    qtbot.waitUntil(lambda: not coach._pupil_to_move() and coach.position() == (2, 5), timeout=20_000)
    qtbot.wait(100)
    assert card.isVisible() and card.heading.text() == "Coach · step 3 of 4"
    assert card.action_button.isVisible() and card.action_button.text() == "Skip ahead"
    hidden: list[bool] = []
    card.installEventFilter(spy := _HideSpy(hidden, lambda: coach.position() == (2, 5)))
    qtbot.waitUntil(lambda: coach.position() != (2, 5), timeout=20_000)
    assert not hidden, "the card stayed up from the computer players' moves to the coach's"
    card.removeEventFilter(spy)
    qtbot.waitUntil(lambda: coach.position() == (3, 0) and coach._pupil_to_move(), timeout=20_000)
    _close(window)


class _HideSpy(QObject):
    """Notes the card hidden while `during()` (the watched step's computer players' turns and
    the coach's move after them)."""

    def __init__(self, hidden: list[bool], during) -> None:
        super().__init__()
        self.hidden = hidden
        self.during = during

    def eventFilter(self, _watched, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.Hide and self.during():
            self.hidden.append(True)
        return False
