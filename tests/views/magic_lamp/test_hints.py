"""Hints in Aladdin's real window (issue 14): "a test per game drives a real window to each
decision kind, presses Hint, and checks that the highlighted move is legal and the reason is
non-empty in both languages".

Each decision kind a person meets is reached by replaying a game of computer players (fixed
seeds) to the first moment seat 0 faces it, loaded as a save into the real window: one person
(seat 0) and two computer players at full speed. There H is pressed; the hint's move must be
legal now, its words and reason non-empty in English and in 繁體中文, its rings on screen, and
pressing what is ringed plays the move.
"""

from __future__ import annotations

import functools
import random
import re
from pathlib import Path

import pytest
from helpers import click_button, open_game, show_window
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from desktop_app.ai.hints import hint
from desktop_app.ai.registry import make_bot
from desktop_app.content.magic_lamp import Metal
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.common.save import SaveData, write_save
from desktop_app.rules.magic_lamp import actions as a
from desktop_app.rules.magic_lamp import engine
from desktop_app.rules.magic_lamp.game import MAGIC_LAMP
from desktop_app.rules.magic_lamp.state import MagicLampOptions, Phase, Pick
from desktop_app.rules.magic_lamp.views import observation
from desktop_app.views.kit.hints import HintRing
from desktop_app.views.language import LanguageManager
from desktop_app.views.magic_lamp.window import MagicLampWindow

CHINESE = re.compile(r"[\u4e00-\u9fff]")
SEATS = [Seat("Ann"), Seat("Bot B", "heuristic"), Seat("Bot C", "heuristic")]

# Every kind of decision a person meets: (phase, why a card is picked, the hint's move kind or None: any).
KINDS: dict[str, tuple[Phase, Pick | None, type | None]] = {
    "place_die": (Phase.CHOOSE, None, None),
    "race_touch": (Phase.RACE, None, a.RubLamp),
    "race_keep_still": (Phase.RACE, None, a.KeepStill),
    "wish": (Phase.WISH, None, None),
    "pick_discard": (Phase.PICK, Pick.DISCARD, None),
    "pick_steal": (Phase.PICK, Pick.STEAL, None),
    "pick_rampage": (Phase.PICK, Pick.RAMPAGE, None),
    "pick_ring": (Phase.PICK, Pick.RING, None),
    "free_draw_chest": (Phase.CHEST, None, None),
    "retune": (Phase.RETUNE, None, None),
    "name_thief": (Phase.NAME, None, None),
    "draw": (Phase.DRAW, None, a.DrawCard),
    "stop": (Phase.DRAW, None, a.StopDrawing),
    "amulet": (Phase.AMULET, None, None),
}


@functools.cache
def _position(kind: str) -> tuple[MagicLampOptions, list[tuple[int, a.Action]]]:
    """The first moment, over fixed seeds, where seat 0 faces `kind`: the options and the moves
    that lead there (computer players choosing every move)."""
    phase, pick, move = KINDS[kind]
    for ring in (True, False) if pick is Pick.RING else (False, True):  # the ring's power: the variant
        for seed in range(1, 80):
            options = MagicLampOptions(players=3, seed=seed, magic_ring=ring)
            state = engine.new_game(MAGIC_LAMP.load_content(), options)
            bots = [make_bot(MAGIC_LAMP.id, "heuristic") for _ in range(3)]
            rng = random.Random(seed)
            moves: list[tuple[int, a.Action]] = []
            while not engine.is_over(state) and len(moves) < 400:
                player = engine.current_player(state)
                if (
                    player == 0
                    and state.phase is phase
                    and (pick is None or state.pick_kind is pick)
                    and (move is None or type(hint(MAGIC_LAMP.id, observation(state, 0), 0).action) is move)
                ):
                    return options, moves
                action = bots[player].choose(observation(state, player), rng)
                moves.append((player, action))
                state = engine.apply(state, action)
    raise AssertionError(f"no game of the fixed seeds reaches '{kind}' for seat 0")


def _controller(tmp_path: Path, options: MagicLampOptions, moves) -> GameController:
    save = tmp_path / "position.json"
    write_save(
        save,
        SaveData(
            game=MAGIC_LAMP.id,
            pack_version=MAGIC_LAMP.load_content().pack_version,
            options=options.to_json(),
            actions=[{"player": p, "action": act.to_json()} for p, act in moves],
            seats=[seat.to_json() for seat in SEATS],
        ),
    )
    return GameController.from_save(save, {MAGIC_LAMP.id: MAGIC_LAMP}, bot_delay_ms=0)


def _ready(qtbot, window) -> None:
    """Wait for the person's decision (in the race: for the dice to show)."""
    if window.controller.state.phase is Phase.RACE:
        qtbot.waitUntil(lambda: window.race is not None and window.race.going, timeout=5000)
    else:
        qtbot.waitUntil(window.controller.is_human_turn, timeout=5000)


def _key_h(qtbot, window) -> None:
    """H pressed with the window active, where the keyboard is."""
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=3000)
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_H)


def _press_h(qtbot, window):
    """H, as a person presses it; then the hint shown once the hint player has thought it out on
    the worker (asking again for one decision: at once, counted once)."""
    used = window.controller.hints_used[0]
    window.think_ms = None  # a fixed number of imagined games: the same hint each time, quickly
    _key_h(qtbot, window)
    qtbot.waitUntil(lambda: window.shown_hint is not None, timeout=10_000)
    assert window.hint_display.card.isVisible()
    assert window.controller.hints_used[0] == used + 1
    shown = window.show_hint()
    assert shown is not None and window.controller.hints_used[0] == used + 1
    assert window.hint_display.card.move_label.text() == shown.move
    return shown


def _check(window, shown, chinese: bool) -> None:
    """The hint's move is legal now, worded, explained and ringed where it can be seen."""
    state = window.controller.state
    assert shown.seat == 0
    assert MAGIC_LAMP.refusal(state, shown.action) is None, shown.action
    assert shown.move.strip() and shown.reason.strip()
    if chinese:
        assert CHINESE.search(shown.move) and CHINESE.search(shown.reason), (shown.move, shown.reason)
        words = shown.move
        for seat in SEATS:  # the players' names are as they typed them
            words = words.replace(seat.name, "")
        assert not re.search(r"[A-Za-z]{2,}", words), shown.move  # no English left (a key letter may stay)
    else:
        assert not CHINESE.search(shown.move + shown.reason), (shown.move, shown.reason)
    assert shown.targets, "nothing ringed"
    for item, _key in shown.targets.board:
        assert item.isVisible()
    rings = [item for item in window.board.scene().items() if isinstance(item, HintRing)]
    assert len(rings) == len(shown.targets.board)
    for widget in shown.targets.widgets:
        assert widget.isVisible() and widget.isEnabled()
    assert len(window.hint_display.frame.rects()) == len(shown.targets.widgets)


def _open(qtbot, tmp_path, kind: str, language: str):
    options, moves = _position(kind)
    window = open_game(qtbot, MagicLampWindow, _controller(tmp_path, options, moves), language)
    _ready(qtbot, window)
    return window


@pytest.mark.parametrize("kind", list(KINDS))
def test_hint_at_each_decision_is_legal_worded_explained_and_ringed_in_both_languages(qtbot, tmp_path, kind):
    """Issue 14: "a test per game drives a real window to each decision kind, presses Hint, and
    checks that the highlighted move is legal and the reason is non-empty in both languages"."""
    window = _open(qtbot, tmp_path, kind, "en")
    english = _press_h(qtbot, window)
    _check(window, english, chinese=False)
    window.controller.shutdown()
    window.close()
    manager = LanguageManager(QApplication.instance())
    manager.apply("zh_TW")
    try:
        window = _open(qtbot, tmp_path, kind, "zh_TW")
        chinese = _press_h(qtbot, window)
        _check(window, chinese, chinese=True)
        assert chinese.action == english.action or kind.startswith("race")  # a touch's time is the bot's draw
        window.controller.shutdown()
        window.close()
    finally:
        manager.apply("en")
        manager.remove()


def _last_move_of_seat_0(controller) -> a.Action:
    return next(r.action for r in reversed(controller.history) if r.player == 0)


@pytest.mark.parametrize("kind", ["place_die", "draw", "stop", "wish", "name_thief", "amulet"])
def test_pressing_the_ringed_button_plays_the_hinted_move(qtbot, tmp_path, kind):
    """The ringed panel button is the hint's move: pressing it plays exactly that action."""
    window = _open(qtbot, tmp_path, kind, "en")
    window.controller.pause()  # the computer players wait: the move checked is the person's
    shown = _press_h(qtbot, window)
    assert len(shown.targets.widgets) == 1
    qtbot.mouseClick(shown.targets.widgets[0], Qt.MouseButton.LeftButton)
    assert _last_move_of_seat_0(window.controller) == shown.action
    assert not window.hint_display.showing  # the hint clears with the move
    window.controller.shutdown()


def test_clicking_the_ringed_chest_takes_the_hinted_free_draw(qtbot, tmp_path):
    """A free draw's chest is ringed on the table, and a click on it plays the hinted choice."""
    window = _open(qtbot, tmp_path, "free_draw_chest", "en")
    window.controller.pause()
    shown = _press_h(qtbot, window)
    assert isinstance(shown.action, a.ChooseChest)
    ((chest, metal),) = shown.targets.board
    assert chest is window.board.chests[metal] and chest.clickable
    view = window.board
    point = view.mapFromScene(chest.mapToScene(chest.rect.center()))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert _last_move_of_seat_0(window.controller) == shown.action
    window.controller.shutdown()


def test_in_the_lamp_race_the_hint_rings_the_lamp_and_clicking_it_touches(qtbot, tmp_path):
    """The race is busy for undo but a person's decision: while the dice show, H says to touch
    the lamp (their key named) and rings it; a click on the ringed lamp is the touch."""
    window = _open(qtbot, tmp_path, "race_touch", "en")
    assert window.hint_button.isEnabled()
    shown = _press_h(qtbot, window)
    assert isinstance(shown.action, a.RubLamp)
    assert "A" in shown.move
    assert [item for item, _ in shown.targets.board] == [window.board.lamp]
    lamp = window.board.lamp
    view = window.board
    qtbot.mousePress(
        view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(lamp.mapToScene(lamp.rect.center()))
    )
    qtbot.waitUntil(lambda: window.controller.state.phase is not Phase.RACE, timeout=10_000)
    first = next(
        r.action for r in window.controller.history if r.player == 0 and type(r.action) in (a.RubLamp, a.KeepStill)
    )
    assert isinstance(first, a.RubLamp)
    window.controller.shutdown()


def test_h_on_a_computer_players_turn_shows_nothing_and_says_why(qtbot, tmp_path):
    """H while a computer player decides: no card, no ring, no hint counted; the status line says why."""
    options, moves = _position("place_die")
    moves = [*moves, (0, a.PlaceDie(Metal.BRONZE, 3))]  # Bot B sets its die next
    controller = _controller(tmp_path, options, moves)
    controller.pause()
    window = show_window(qtbot, MagicLampWindow(controller, "en"), speed="max")
    window.start()
    assert controller.current_player() == 1
    _key_h(qtbot, window)
    assert not window.hint_display.showing
    assert not [item for item in window.board.scene().items() if isinstance(item, HintRing)]
    assert controller.hints_used == [0, 0, 0]
    assert "wait for your turn" in window.statusBar().currentMessage()
    assert not window.hint_button.isEnabled()
    controller.shutdown()


def test_no_hint_behind_the_hand_off_curtain_until_the_person_opens_it(qtbot):
    """Two people share the computer: the secret die waits behind the curtain, and so does the
    hint (it would show that person's choice to whoever is looking); once open, H gives it."""
    seats = [Seat("Ann"), Seat("Bo"), Seat("Bot C", "heuristic")]
    controller = GameController(MAGIC_LAMP, MAGIC_LAMP.load_content(), MagicLampOptions(3, 5), seats, bot_delay_ms=0)
    window = open_game(qtbot, MagicLampWindow, controller)
    assert window.actions.needs_curtain(controller.state, 0)
    assert not window.hint_button.isEnabled()
    _key_h(qtbot, window)
    assert not window.hint_display.showing and controller.hints_used == [0, 0, 0]
    click_button(qtbot, window, "open-curtain")
    assert window.hint_button.isEnabled()
    shown = _press_h(qtbot, window)
    assert isinstance(shown.action, a.PlaceDie) and shown.seat == 0
    controller.shutdown()
