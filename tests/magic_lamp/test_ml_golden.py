"""Golden playthroughs: replay recorded games and compare state digests.

The files in golden/ are written by tools/regen_golden_magic_lamp.py (seeded random-legal games).
A failure means the rules now play a recorded game differently. If that is intended (a rules
fix, a change to the built-in pack's cards or setup, a change to `views.digest`), regenerate
with `.venv/bin/python tools/regen_golden_magic_lamp.py` and commit the new files with the
change, saying why; otherwise it is a regression to fix.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop_app.rules.magic_lamp import engine
from desktop_app.rules.magic_lamp.actions import CODEC
from desktop_app.rules.magic_lamp.state import MagicLampOptions
from desktop_app.rules.magic_lamp.views import digest

GOLDEN = sorted((Path(__file__).parent / "golden").glob("*.json"))
HOW = "if this change of play is intended, regenerate: .venv/bin/python tools/regen_golden_magic_lamp.py"


def test_golden_files_cover_every_player_count():
    players = {json.loads(p.read_text(encoding="utf-8"))["options"]["players"] for p in GOLDEN}
    assert players == {2, 3, 4, 5}


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_replay(content, path):
    game = json.loads(path.read_text(encoding="utf-8"))
    state = engine.new_game(content, MagicLampOptions.from_json(game["options"]))
    expected = dict(game["digests"])
    assert digest(state) == expected[0], f"{path.name}: the set-up differs; {HOW}"
    for i, step in enumerate(game["actions"], start=1):
        action = CODEC.from_json(step["action"])
        assert engine.current_player(state) == step["player"], (
            f"{path.name}: action {i} ({action}) changed hands; {HOW}"
        )
        engine.apply_in_place(state, action)
        if i in expected:
            assert digest(state) == expected[i], f"{path.name}: state differs after action {i} ({action}); {HOW}"
    assert engine.is_over(state)
    assert list(state.winners) == game["result"]["winners"] and state.scores == game["result"]["scores"]
