"""Power On!'s log sentences for how a game ends (views/power_on/narration.py)."""

from __future__ import annotations

from desktop_app.controllers.game_controller import ActionRecord, Seat
from desktop_app.rules.power_on import engine
from desktop_app.rules.power_on.actions import EndActions, TakeCities
from desktop_app.rules.power_on.state import PowerOnOptions
from desktop_app.views.power_on.narration import PowerOnWords


def _stalled_end(content) -> ActionRecord:
    """A 2-player game where nobody lights a city: the last record, the one that ends it."""
    s = engine.new_game(content, PowerOnOptions(players=2, seed=5))
    while True:
        engine.apply_in_place(s, EndActions())
        before = s.clone()
        action = TakeCities(())
        engine.apply_in_place(s, action)
        if engine.is_over(s):
            return ActionRecord(0, before.current, action, before, s, revealed=False)


def test_a_stalled_game_says_why_it_ended_then_who_won(content, chinese):
    """Decision (docs/rules-decisions.md, "A stalled row"): the log says that no city was lit for
    `stall_rounds` rounds, so the game ends, then who won, in the table's language."""
    record = _stalled_end(content)
    seats = [Seat("Ann"), Seat("Bo")]
    lines = PowerOnWords(content, seats, "zh_TW").lines(record)
    assert f"已經 {content.stall_rounds} 輪沒有人點亮城市了，遊戲就在這裡結束。" in lines
    assert lines.index(f"已經 {content.stall_rounds} 輪沒有人點亮城市了，遊戲就在這裡結束。") < len(lines) - 1


def test_a_stalled_game_says_why_it_ended_in_english(content):
    record = _stalled_end(content)
    lines = PowerOnWords(content, [Seat("Ann"), Seat("Bo")], "en").lines(record)
    stalled = f"No city has been lit for {content.stall_rounds} rounds, so the game ends here."
    assert stalled in lines and lines[lines.index(stalled) + 1].startswith("Game over: ")
