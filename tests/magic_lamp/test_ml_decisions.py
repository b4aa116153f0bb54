"""Decisions where seed 003 is silent (docs/rules-decisions.md, "Aladdin & the Magic Lamp")."""

from __future__ import annotations

from desktop_app.content.magic_lamp import Metal
from desktop_app.rules.magic_lamp import engine
from desktop_app.rules.magic_lamp.actions import (
    DrawCard,
    NameThief,
    StopDrawing,
)
from desktop_app.rules.magic_lamp.flow import TASK_CALM
from desktop_app.rules.magic_lamp.scoring import score_breakdown
from desktop_app.rules.magic_lamp.state import Phase

B, S, G = Metal.BRONZE, Metal.SILVER, Metal.GOLD


def test_equal_press_times_go_to_the_lower_seat(content, ml):
    """Decision: "equal times go to the lower seat"."""
    s = ml.new(content, 3)
    ml.choose(s, [(B, 4)], [(G, 4)], [(S, 1)])
    ml.race(s, 500, 500, None)
    assert s.phase is Phase.WISH and s.actor == 0


def test_every_false_toucher_calms_the_genie_fastest_first(content, ml):
    """Decision: "Every false toucher calms the genie, fastest first"."""
    s = ml.new(content, 3)
    ml.choose(s, [(B, 2)], [(S, 3)], [(G, 4)])
    ml.race(s, 800, None, 300)
    assert s.phase is Phase.NAME and s.actor == 2
    assert (TASK_CALM, 0) in s.tasks
    engine.apply_in_place(s, NameThief(1))
    while s.phase is Phase.PICK:
        engine.apply_in_place(s, engine.legal_actions(s)[-1])
    assert s.phase is Phase.NAME and s.actor == 0


def test_a_draw_may_stop_before_the_first_card(content, ml):
    """Decision: "A draw may stop at any time, even before the first card"."""
    s = ml.new(content, 3)
    ml.choose(s, [(B, 2)], [(S, 3)], [(G, 4)])
    ml.race(s, None, None, None)
    before = len(s.tableau[0])
    engine.apply_in_place(s, StopDrawing())
    assert len(s.tableau[0]) == before and s.explore_metal == 1


def test_every_complete_set_scores(content, ml):
    """Decision: "Every complete set scores its bonus (two bronze sets: 12)"."""
    s = ml.new(content, 3)
    ml.clear_tableaus(s)
    ml.give(s, 0, [f"bronze_{k}_{i}" for k in ("ring", "bracelet", "necklace") for i in (1, 2)])
    assert score_breakdown(s)[0]["sets"] == 12
    assert s.stealable(0) == []


def test_wizard_is_not_a_sixth_card_for_the_ring(content, ml):
    """Decision: "a wizard is not a sixth card"."""
    s = ml.new(content, 3, ring=True)
    ml.clear_tableaus(s)
    deck = s.decks[0]
    ml.to_discard(s, ml.ids(s, deck[6:]))  # the wizard is on top ...
    safe = [c for c in ml.ids(s, s.discard) if s.static.scorpions[ml.cid(s, c)] == 0][:5]
    ml.stack(s, B, safe)  # ... under five cards with no scorpions
    ml.choose(s, [(B, 6)], [(S, 3)], [(G, 4)])
    ml.race(s, None, None, None)
    for _ in range(6):
        if s.phase is Phase.DRAW and s.explore_metal == 0:
            engine.apply_in_place(s, DrawCard())
    assert s.end_triggered and s.ring_holder == -1
