"""The carbon tower's pymunk physics (desktop_app/rules/power_on/tower_physics.py)."""

from __future__ import annotations

from desktop_app.rules.power_on.tower_physics import TowerSim, drop_outcome


def test_a_centred_stack_of_six_stands():
    """Seed 001 3.(2): a careful stack holds; RULES-NOTES 3: "a real 2D physics stacking game"."""
    sim = TowerSim()
    assert all(sim.drop(0, 0) for _ in range(6))
    assert sim.standing() and sim.top() > 5 * 14


def test_a_token_dropped_far_off_centre_falls_and_collapses_the_tower():
    """Seed 001: "若有碳排放指示物從碳塔上掉落，表示堆疊失敗、碳塔倒塌"."""
    assert drop_outcome([(0, 0)] * 3, 100, 0) is False
    assert drop_outcome([(0, 0)] * 3, 12, 0) is False


def test_tokens_may_lie_at_an_angle():
    """Seed 001: "可以橫躺、直立等不同角度往上堆疊"."""
    assert drop_outcome([(0, 0)] * 2, 0, 20) is True


def test_the_same_drops_give_the_same_tower():
    """Deterministic for the same inputs, so a replayed tower looks the same."""
    drops = [(0, 0), (2, 5), (-2, -4), (1, 10)]
    a, b = TowerSim.from_drops(drops), TowerSim.from_drops(drops)
    assert a.poses() == b.poses()
    assert drop_outcome(drops, 3, 15) == drop_outcome(drops, 3, 15)
