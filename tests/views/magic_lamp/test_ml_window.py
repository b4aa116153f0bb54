"""Aladdin & the Magic Lamp through the real window: the hot-seat curtain keeps the dice secret,
two humans race on two keys, a human plays a whole game with the mouse, computer players play a
whole game, save/load/continue/undo, the demo command, and no mixed-language screens."""

from __future__ import annotations

from helpers import (
    LATIN_WORD,
    click_button,
    click_item,
    open_game,
    panel_button,
    run_demo_to_screenshot,
    watch_to_the_end,
    widget_texts,
)
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel, QPushButton

from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.controllers.unfinished import new_session_path
from desktop_app.rules.magic_lamp.actions import KeepStill, PlaceDie, RubLamp
from desktop_app.rules.magic_lamp.game import MAGIC_LAMP
from desktop_app.rules.magic_lamp.state import MagicLampOptions, Phase
from desktop_app.views.magic_lamp.window import (
    MagicLampWindow,
    continue_game,
    demo_window,
    load_game,
)


def _die_values_on_board(window) -> list[list[int]]:
    return [[v for _, v in area.data.dice] for area in window.board.players]


def test_the_curtain_keeps_dice_secret_and_two_humans_race_on_their_own_keys(qtbot, content):
    seats = [Seat("Ann"), Seat("Bo"), Seat("Cy", "beginner")]
    controller = GameController(MAGIC_LAMP, content, MagicLampOptions(3, 21), seats, bot_delay_ms=0)
    window = open_game(qtbot, MagicLampWindow, controller)
    # Ann's turn: the curtain first, no die buttons behind it.
    assert window.actions.findChild(QPushButton, "die-gold-4") is None
    assert "Ann" in panel_button(qtbot, window, "open-curtain").text()
    click_button(qtbot, window, "open-curtain")
    click_button(qtbot, window, "die-gold-4")
    # Bo's turn: the curtain is back, and nothing shows Ann's die.
    assert "Bo" in panel_button(qtbot, window, "open-curtain").text()
    assert window.actions.findChild(QPushButton, "die-gold-4") is None
    assert _die_values_on_board(window)[0] == [0]  # under its cloth
    texts = " ".join(w.text() for w in window.findChildren(QLabel) + window.findChildren(QAbstractButton))
    texts += " ".join(window.log.lines())
    assert "gold" not in texts.lower().replace("gold chest", "")  # Ann's chest is not named
    click_button(qtbot, window, "open-curtain")
    click_button(qtbot, window, "die-silver-4")
    # Cy (a computer) sets its die; the dice are revealed and the race begins.
    qtbot.waitUntil(lambda: window.race is not None and window.race.going, timeout=10_000)
    assert {"Ann": "A", "Bo": "L"} == {
        seats[s].name: k for s, k in ((s, chr(key.value)) for s, key in window.race.keys.items())
    }
    assert "A" in panel_button(qtbot, window, "press-0").text() and "L" in panel_button(qtbot, window, "press-1").text()
    qtbot.keyClick(window, Qt.Key.Key_A)
    qtbot.keyClick(window, Qt.Key.Key_L)
    qtbot.waitUntil(lambda: controller.state.phase is not Phase.RACE, timeout=10_000)
    entered = {r.player: r.action for r in controller.history if type(r.action) in (RubLamp, KeepStill)}
    assert isinstance(entered[0], RubLamp) and isinstance(entered[1], RubLamp)
    assert entered[0].ms <= entered[1].ms  # the key pressed first is the faster time
    genies = [e for r in controller.history for e in r.after.events if e[0] == "genie"]
    assert genies and genies[0][1] == 0 and genies[0][2] == 4  # Ann summons the genie of the 4s
    log = window.log.lines()
    assert any(line.startswith("Lamp touches (seconds): Ann ") for line in log)
    controller.shutdown()


def _play_one_human_turn(qtbot, window) -> None:
    """Whatever the decision, click a sensible visible button on the panel (or press the key)."""
    race = window.race
    if race is not None:
        if race.going:
            qtbot.keyClick(window, Qt.Key.Key_A)
        return

    def visible() -> list[QPushButton]:
        return [b for b in window.actions.findChildren(QPushButton) if b.isVisible() and b.isEnabled()]

    qtbot.waitUntil(lambda: bool(visible()) or not window.controller.is_human_turn(), timeout=3000)
    buttons = visible()
    preferred = ("open-curtain", "draw", "accept", "take-nothing", "amulet-alone")
    for name in preferred:
        for button in buttons:
            if button.objectName() == name:
                qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
                return
    if buttons:
        qtbot.mouseClick(buttons[0], Qt.MouseButton.LeftButton)


def test_a_human_plays_a_whole_game_with_the_mouse_and_keys(qtbot, content):
    seats = [Seat("Ann"), Seat("Bo", "heuristic")]
    controller = GameController(MAGIC_LAMP, content, MagicLampOptions(2, 8), seats, bot_delay_ms=0)
    window = open_game(qtbot, MagicLampWindow, controller)
    phases = set()
    for _ in range(1500):
        if controller.is_over():
            break
        qtbot.waitUntil(
            lambda: (
                controller.is_over()
                or window.race is not None
                and window.race.going
                or controller.is_human_turn()
                and window.race is None
            ),
            timeout=10_000,
        )
        if controller.is_human_turn():
            phases.add(controller.state.phase)
        _play_one_human_turn(qtbot, window)
    assert controller.is_over()
    assert {Phase.CHOOSE, Phase.DRAW} <= phases
    qtbot.waitUntil(lambda: window.scoreboard is not None and window.scoreboard.isVisible(), timeout=5000)
    assert "point" in window.board.players[0].data.score
    window.scoreboard.close()
    click_button(qtbot, window, "scores")
    assert window.scoreboard.isVisible()
    controller.shutdown()


def test_the_lamp_is_clicked_by_the_only_human(qtbot, content):
    seats = [Seat("Ann"), Seat("Bo", "heuristic"), Seat("Cy", "beginner")]
    controller = GameController(MAGIC_LAMP, content, MagicLampOptions(3, 5), seats, bot_delay_ms=0)
    window = open_game(qtbot, MagicLampWindow, controller)
    click_button(qtbot, window, "die-bronze-2")
    qtbot.waitUntil(lambda: window.race is not None and window.race.going, timeout=10_000)
    click_item(qtbot, window.board, window.board.lamp)
    qtbot.waitUntil(lambda: controller.state.phase is not Phase.RACE, timeout=10_000)
    first = next(r.action for r in controller.history if r.player == 0 and type(r.action) in (RubLamp, KeepStill))
    assert isinstance(first, RubLamp)
    controller.shutdown()


def test_undo_autosave_continue_and_load(qtbot, content, tmp_path):
    seats = [Seat("Ann"), Seat("Bo", "heuristic"), Seat("Cy", "heuristic")]
    autosave = new_session_path(MAGIC_LAMP.id)
    controller = GameController(
        MAGIC_LAMP, content, MagicLampOptions(3, 9), seats, autosave_path=autosave, bot_delay_ms=0
    )
    window = open_game(qtbot, MagicLampWindow, controller)
    window.controller.pause()
    click_button(qtbot, window, "die-gold-3")
    assert controller.history[-1].action == PlaceDie("gold", 3) or controller.history[-1].action.value == 3
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert not controller.history and window.actions.findChild(QPushButton, "die-gold-3") is not None
    click_button(qtbot, window, "die-silver-5")
    assert autosave.exists()
    saved = tmp_path / "game.json"
    controller.save_to(saved)
    window.close()
    again = continue_game(None, autosave, "en")
    qtbot.addWidget(again)
    assert [r.action for r in again.controller.history] == [r.action for r in controller.history]
    again.close()
    loaded = load_game(None, saved, "en")
    qtbot.addWidget(loaded)
    assert len(loaded.controller.history) == len(controller.history)
    loaded.close()
    autosave.unlink(missing_ok=True)


def _screen_texts(window) -> list[str]:
    texts = widget_texts(window)
    board = window.board
    texts += [c.name for c in board.chests] + [c.caption for c in board.chests]
    texts += [
        board.lamp.title,
        board.lamp.caption,
        board.discard.title,
        board.discard.caption,
        board.wizards.title,
        board.explore.title,
        board.explore.status,
        board.explore.wish_title,
        board.explore.wish_text,
    ]
    for area in board.players:
        texts += [area.data.note, area.data.score, area.data.status, *area.labels.values()]
    texts += window.log.lines()
    return [t for t in texts if t]


def test_computer_players_play_a_whole_game_in_chinese_with_no_english_on_screen(qtbot, chinese):
    window = demo_window(players=4, seed=12, language="zh_TW", speed="max")
    seen = watch_to_the_end(qtbot, window, _screen_texts)
    seen += [w.text() for w in window.scoreboard.findChildren(QLabel)]
    from desktop_app.views.magic_lamp.new_game_dialog import MagicLampNewGameDialog

    dialog = MagicLampNewGameDialog("zh_TW")
    qtbot.addWidget(dialog)
    seen += [w.text() for w in dialog.findChildren(QLabel) + dialog.findChildren(QAbstractButton)]
    seen += [dialog.kinds[0].itemText(i) for i in range(dialog.kinds[0].count())] + [dialog.windowTitle()]
    english = sorted({t for t in seen if LATIN_WORD.search(t)})
    assert not english, english[:10]
    window.controller.shutdown()


def test_the_demo_command_plays_to_the_end_and_saves_a_screenshot(tmp_path):
    run_demo_to_screenshot("magic-lamp", 3, tmp_path)


def test_undo_back_into_the_race_runs_the_race_again(qtbot, content):
    seats = [Seat("Ann"), Seat("Bo", "heuristic")]
    controller = GameController(MAGIC_LAMP, content, MagicLampOptions(2, 3), seats, bot_delay_ms=0)
    window = open_game(qtbot, MagicLampWindow, controller)
    for name in ("die-bronze-1", "die-silver-2"):
        click_button(qtbot, window, name)
    qtbot.waitUntil(lambda: window.race is not None and window.race.going, timeout=10_000)
    window.race._close()  # Ann keeps still
    qtbot.waitUntil(lambda: controller.state.phase is not Phase.RACE and controller.is_human_turn(), timeout=10_000)
    assert controller.can_undo()  # nothing was revealed after Ann's press (seeded: Bo's dice match no one)
    controller.undo()
    assert controller.state.phase is Phase.RACE
    assert window.race is not None  # the race runs again rather than leaving Ann stuck
    qtbot.waitUntil(lambda: window.race.going, timeout=5000)
    qtbot.keyClick(window, Qt.Key.Key_A)
    qtbot.waitUntil(lambda: controller.state.phase is not Phase.RACE, timeout=10_000)
    controller.shutdown()
