"""Golden playthroughs: replay recorded Power Butler games and compare state digests.

The files in golden/ are written by tools/regen_golden_power_butler.py (seeded random-legal
games). A failure means the rules now play a recorded game differently. If that is intended (a
rules fix, a change to game_data/power_butler/, to `views.digest`), regenerate with
`.venv/bin/python tools/regen_golden_power_butler.py` and commit the files with the change,
saying why; otherwise it is a regression to fix.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop_app.rules.power_butler import engine
from desktop_app.rules.power_butler.actions import CODEC
from desktop_app.rules.power_butler.state import PowerButlerOptions
from desktop_app.rules.power_butler.views import digest

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.json"))
HOW = "if this change of play is intended, regenerate: .venv/bin/python tools/regen_golden_power_butler.py"


def test_golden_files_cover_every_player_count_and_both_modes():
    games = [json.loads(p.read_text(encoding="utf-8"))["options"] for p in GOLDEN]
    assert {g["players"] for g in games} == {2, 3, 4, 5}
    assert {g["mode"] for g in games} == {"simple", "standard"}


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_replay(content, path):
    game = json.loads(path.read_text(encoding="utf-8"))
    state = engine.new_game(content, PowerButlerOptions.from_json(game["options"]))
    expected = dict(game["digests"])
    assert digest(state) == expected[0], f"{path.name}: the set-up differs; {HOW}"
    for i, step in enumerate(game["actions"], start=1):
        action = CODEC.from_json(step["action"])
        who = engine.current_player(state)
        assert who == step["player"], (
            f"{path.name}: action {i} ({action}) was seat {step['player']}'s, now {who}'s; {HOW}"
        )
        engine.apply_in_place(state, action)
        if i in expected:
            assert digest(state) == expected[i], f"{path.name}: state differs after action {i} ({action}); {HOW}"
    assert engine.is_over(state)
    assert list(state.winners) == game["result"]["winners"]
    assert [list(s) for s in state.scores] == game["result"]["scores"]
