"""The classroom's E says the move's energy side first, then the game reason (issue 25), and
after Magic Lamp's race names the player the race turned on, never "before the class began"."""

from __future__ import annotations

from desktop_app.ai.energy import energy_reason
from desktop_app.ai.hints import format_reason
from desktop_app.rules.magic_lamp import actions as lamp
from desktop_app.rules.magic_lamp.flow import race_decider
from desktop_app.views.class_session.choice_dialog import classroom_games
from desktop_app.views.classroom import ClassroomSetup, start_classroom


def _window(qtbot, game: str, language: str = "zh_TW"):
    entry = next(e for e in classroom_games() if e.save_id == game)
    window = start_classroom(ClassroomSetup(entry, 3, "step", language, 5))
    qtbot.addWidget(window)
    return window


def _step_until(qtbot, window, done, limit: int = 400) -> None:
    controller = window.controller
    for _ in range(limit):
        if controller.history and done(controller.history[-1]):
            return
        count = len(controller.history)
        window.classroom.next_action()
        qtbot.waitUntil(lambda n=count: len(controller.history) > n or controller.is_over(), timeout=20_000)
    raise AssertionError("the move never came")


def test_e_says_the_energy_reason_first_then_the_game_reason(qtbot):
    window = _window(qtbot, "power-grid")
    game = window.game.id
    _step_until(qtbot, window, lambda r: energy_reason(game, r.before, r.after, r.player, r.action) is not None)
    record = window.controller.history[-1]
    window.classroom.toggle_why()
    text = window.hint_display.card.reason_label.text()
    energy = format_reason(
        game, energy_reason(game, record.before, record.after, record.player, record.action), "zh_TW"
    )
    assert text.startswith(energy) and "二氧化碳" in energy
    assert record.reason is not None and text.endswith(format_reason(game, record.reason, "zh_TW"))
    window.controller.shutdown()
    window.close()


def test_e_after_the_lamp_race_names_the_player_who_touched_first(qtbot):
    window = _window(qtbot, "magic-lamp", "en")
    window.set_speed("max", remember=False)
    controller = window.controller

    def race_over(record) -> bool:
        return isinstance(record.action, (lamp.RubLamp, lamp.KeepStill)) and controller.state.phase.name != "RACE"

    window.classroom.set_pace("fast")
    qtbot.waitUntil(lambda: bool(controller.history) and race_over(controller.history[-1]), timeout=60_000)
    window.classroom._hold()
    last = controller.history[-1]
    assert race_over(last), "held at the race's end"
    decider = race_decider(last.after)
    assert decider is not None and decider != last.player, "this deal's race is won before the last seat"
    window.classroom.toggle_why()
    card = window.hint_display.card
    assert "before the class" not in card.reason_label.text() and card.reason_label.text()
    assert controller.seats[decider].name in card.heading.text()
    controller.shutdown()
    window.close()
