"""A guided game's branches (issue 26 item 4: "the pupil stacks"; "the pupil's own touch
decides"): a `play` step lets the pupil make a move of their own, and its `outcomes` say where
the guide goes from what came of it. The replay (`ai/tutorials.py`, run by validate-content)
plays every branch its examples reach and names a branch none reaches or an example that leads
elsewhere; the coach reads the branch taken from the game's history (`taken_outcomes`).
"""

from __future__ import annotations

import copy
import shutil

import pytest
import yaml

from desktop_app.ai.tutorials import TutorialProblem, runs, taken_outcomes, tutorial_problems
from desktop_app.content.loader import load_tutorial
from desktop_app.content.tutorials import PUPIL
from desktop_app.paths import game_data_dir
from desktop_app.rules.power_on import actions as a
from desktop_app.rules.registry import GAMES

GAME = GAMES["power-on"]


@pytest.fixture(scope="module")
def content():
    return GAME.load_content(None)


@pytest.fixture(scope="module")
def script():
    return load_tutorial("power_on")


def _doc() -> dict:
    return yaml.safe_load((game_data_dir() / "power_on" / "tutorial.yaml").read_text("utf-8"))


def _script_from(doc: dict, tmp_path):
    root = tmp_path / "pack"
    shutil.copytree(game_data_dir(), root)
    (root / "power_on" / "tutorial.yaml").write_text(yaml.safe_dump(doc, allow_unicode=True), "utf-8")
    return load_tutorial("power_on", root)


def test_every_branch_of_the_power_on_guide_is_replayed(content, script):
    """The guide's three ways through: the tower stands (and Mei's tokens stand on it), the
    tower stands but Mei topples it (the pupil discards), the pupil's token falls."""
    ends = {}
    for moves in runs(GAME, content, script):
        last = moves[-1]
        ends[last.taken] = [type(m.action) for m in moves]
    assert set(ends) == {("stood", "stands"), ("stood", "toppled"), ("fell",)}
    assert a.DiscardCard in ends[("stood", "toppled")] and a.DiscardCard not in ends[("stood", "stands")]
    assert ends[("fell",)].count(a.TakeCities) == 2, "after the fall, the missed turn and one more"
    assert tutorial_problems(GAME, content, script) == []


def test_the_path_and_the_closing_words_follow_the_outcomes_taken(script):
    stood = script.path(("stood", "stands"))
    fell = script.path(("fell",))
    assert len(stood) == 11 and len(script.path(("stood", "toppled"))) == 12 and len(fell) == 11
    assert stood[:4] == fell[:4] and stood[4] is not fell[4]
    assert script.path(()) == stood, "an outcome not yet known goes on with the first"
    assert script.finish_for(("stood", "stands")) == script.finish
    assert script.finish_for(("fell",)) != script.finish


def test_an_example_that_leads_to_another_outcome_is_named(content, tmp_path):
    doc = _doc()
    branching = doc["steps"][3]
    branching["outcomes"][0]["examples"].append({"type": "stack_token", "x": 9, "angle": 0, "fell": 1})
    problems = tutorial_problems(GAME, content, _script_from(doc, tmp_path))
    assert len(problems) == 1 and "step 4" in problems[0] and "'stood' but is 'fell'" in problems[0]


def test_an_outcome_no_example_reaches_is_named(content, tmp_path):
    """Without the leaning drop among its examples, no replay sees Mei topple the tower: the
    branch that says so would never have been played through, and validate-content says so."""
    doc = _doc()
    doc["steps"][3]["outcomes"][0]["examples"] = doc["steps"][3]["outcomes"][0]["examples"][:1]
    problems = tutorial_problems(GAME, content, _script_from(doc, tmp_path))
    assert len(problems) == 1 and "'toppled'" in problems[0] and "reached by none" in problems[0]


def test_a_step_is_one_kind_and_examples_belong_to_play_steps(tmp_path):
    from desktop_app.content.errors import ContentError

    doc = _doc()
    bad = copy.deepcopy(doc)
    bad["steps"][0]["play"] = ["build_plant"]  # expect and play at once
    with pytest.raises(ContentError):
        _script_from(bad, tmp_path / "a")
    bad = copy.deepcopy(doc)
    bad["steps"][0]["outcomes"] = [{"when": "fell", "examples": [{"type": "draw_card"}]}]
    with pytest.raises(ContentError):
        _script_from(bad, tmp_path / "b")


def test_the_branch_taken_is_read_from_the_games_history(content, script):
    """`taken_outcomes` on the moves as the window records them: nothing decided before the
    branching drop; the fall as soon as it is made; a standing tower waits for Mei's turn."""
    moves = next(iter(runs(GAME, content, script)))  # the first way: the tower stands
    records = []
    state = moves[0].state
    for move in moves[:4]:
        state = GAME.apply(move.state, move.action)
        records.append((PUPIL, move.action, state))
    assert taken_outcomes(GAME.id, script, records[:3]) == ()
    assert taken_outcomes(GAME.id, script, records) == ("stood",)
    fell = a.StackToken(9, 0, 1)
    records[-1] = (PUPIL, fell, GAME.apply(moves[3].state, fell))
    assert taken_outcomes(GAME.id, script, records) == ("fell",)


def test_a_move_outside_the_steps_kinds_is_no_example(content, tmp_path):
    doc = _doc()
    doc["steps"][3]["outcomes"][1]["examples"] = [{"type": "draw_card"}]
    with pytest.raises(TutorialProblem, match="not one of stack_token"):
        for _ in runs(GAME, content, _script_from(doc, tmp_path)):
            pass
