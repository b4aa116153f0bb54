"""The rules queries the views and the controller ask (desktop_app/rules/power_on/queries.py)."""

from __future__ import annotations

from desktop_app.content.power_on import PlantType
from desktop_app.rules.power_on import engine
from desktop_app.rules.power_on.actions import DrawCard, Generate, StackToken
from desktop_app.rules.power_on.game import POWER_ON
from desktop_app.rules.power_on.queries import undo_barrier


def test_a_dropped_carbon_token_is_never_taken_back(po):
    """Seed 001 3.(2) D: 「若有碳排放指示物從碳塔上掉落，表示堆疊失敗、碳塔倒塌」: a token once let go has
    been stacked (or has toppled the tower), so undo never goes back past a `stack_token`, stood or
    fallen; paying fuel before it hides nothing and is no barrier."""
    s = po.new()
    po.build(s, 0, "coal_plant")
    generate = Generate(PlantType.COAL, 1, (s.hands[0][0],))
    paid = engine.apply(s, generate)
    assert not undo_barrier(s, generate, paid)
    stood = engine.apply(paid, StackToken(0, 0, 0))
    assert undo_barrier(paid, StackToken(0, 0, 0), stood)
    fell = engine.apply(stood, StackToken(30, 0, 1))
    assert undo_barrier(stood, StackToken(30, 0, 1), fell)


def test_undo_stops_at_a_card_drawn_from_the_deck(po):
    """A face-down card turned up is hidden information seen: undo never goes back past it."""
    s = po.new()
    after = engine.apply(s, DrawCard())
    assert undo_barrier(s, DrawCard(), after)


def test_the_game_definition_asks_this_undo_barrier(po):
    """The controller asks `GameDefinition.undo_barrier`; for Power On! it is the token rule."""
    s = po.new()
    po.build(s, 0, "coal_plant")
    paid = engine.apply(s, Generate(PlantType.COAL, 1, (s.hands[0][0],)))
    stood = engine.apply(paid, StackToken(0, 0, 0))
    assert POWER_ON.undo_barrier(paid, StackToken(0, 0, 0), stood)
    assert not POWER_ON.reveals_hidden(stood)  # the barrier is the token, not hidden information
