"""Golden playthroughs: replay recorded games and compare state digests.

The files in golden/ are written by tools/regen_golden_power_grid.py (seeded random-legal games).
A failure here means the rules now play a recorded game differently. If that change is intended
(a rules fix, a content-pack change to plants/tables/maps, a change to `views.digest`), regenerate
with `.venv/bin/python tools/regen_golden_power_grid.py` and commit the new files with the change,
saying why; otherwise the failure is a regression to fix. See the tool's docstring.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid.actions import CODEC
from desktop_app.rules.power_grid.state import PowerGridOptions
from desktop_app.rules.power_grid.views import digest

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.json"))
HOW = "if this change of play is intended, regenerate: .venv/bin/python tools/regen_golden_power_grid.py"


def test_golden_files_present():
    assert len(GOLDEN) >= 4
    players = {json.loads(p.read_text(encoding="utf-8"))["options"]["players"] for p in GOLDEN}
    assert {2, 3, 4, 6} <= players


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_replay(content, path):
    game = json.loads(path.read_text(encoding="utf-8"))
    state = engine.new_game(content, PowerGridOptions.from_json(game["options"]))
    expected = dict(game["digests"])
    assert digest(state) == expected[0], f"{path.name}: the set-up differs; {HOW}"
    for i, step in enumerate(game["actions"], start=1):
        who = engine.current_player(state)
        action = CODEC.from_json(step["action"])
        assert who == step["player"], (
            f"{path.name}: action {i} ({action}) was seat {step['player']}'s, now {who}'s; {HOW}"
        )
        engine.apply_in_place(state, action)
        if i in expected:
            assert digest(state) == expected[i], f"{path.name}: state differs after action {i} ({action}); {HOW}"
    assert engine.is_over(state)
    result = game["result"]
    assert list(state.winners) == result["winners"]
    assert list(state.money) == result["money"] and list(state.powered) == result["powered"]
