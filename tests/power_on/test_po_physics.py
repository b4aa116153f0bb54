"""The carbon tower's pymunk physics (desktop_app/rules/power_on/tower_physics.py)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop_app.rules.power_on.tower_physics import TOKEN_W, TowerSim, drop_outcome


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


def test_the_first_token_lands_on_the_table_where_it_is_dropped_and_stands():
    """Seed 001 3.(2) A: 「碳塔直接從桌面上開始堆疊，由首位堆疊玩家決定堆疊位置」: no fixed base; the
    table is wide, so a first token dropped anywhere, at any angle, lies there and stands."""
    for x in range(-100, 101, 25):
        for angle in (-90, -45, 0, 30, 90, 180):
            sim = TowerSim()
            assert sim.drop(x, angle), (x, angle)
            assert abs(sim.foot() - x * TOKEN_W / 10) < TOKEN_W, (x, angle)


def test_the_tower_is_built_on_its_first_token_wherever_it_lies():
    """Seed 001 3.(2) A: 「碳塔建立後，之後的玩家須繼續往上堆疊」: a tower founded off the table's middle
    grows like one founded in it."""
    sim = TowerSim.from_drops([(60, 0)])
    assert all(sim.drop(60, 0) for _ in range(5)) and sim.standing()
    assert abs(sim.top_centre() - 60) < 2


def test_a_token_that_lands_on_the_table_beside_the_tower_is_a_collapse():
    """Seed 001 3.(2) A/D: 「場上僅能有1座碳塔，不能另建1座新的碳塔」; 「若有碳排放指示物從碳塔上掉落，表示堆疊
    失敗、碳塔倒塌」: only the first token may touch the table."""
    assert drop_outcome([(30, 0)], 30, 0) is True
    assert drop_outcome([(30, 0)], -30, 0) is False
    assert drop_outcome([(30, 0), (30, 0)], 60, 0) is False


def test_the_random_bots_first_token_never_collapses_the_tower(content):
    """Seed 001 3.(2) A: 「由首位堆疊玩家決定堆疊位置」: even the wildest drop founds the tower (the cause
    of 1,987 collapses in random-player physics games before)."""
    import random

    from desktop_app.ai.power_on.stacking import physics_drop
    from desktop_app.rules.power_on import engine
    from desktop_app.rules.power_on.state import PowerOnOptions, TowerMode

    state = engine.new_game(content, PowerOnOptions(2, 1, TowerMode.STACKING))
    rng = random.Random(7)
    drops = [physics_drop(state, rng, "wild") for _ in range(40)]
    assert all(d.fell == 0 for d in drops)
    assert len({d.x for d in drops}) > 10  # they really were scattered over the table


def test_a_kept_tower_continued_drop_by_drop_is_the_tower_replayed_from_every_drop():
    """Issue 27: the window keeps one simulation between drops instead of replaying every drop;
    the tower must be exactly the replayed one (the drops' outcomes enter the rules as actions,
    so a person sees what the action records)."""
    from desktop_app.rules.power_on.tower_physics import KeptTower

    drops = [(0, 0), (2, 5), (-2, -4), (1, 10), (3, -8), (0, 0)]
    kept = KeptTower()
    for n in range(len(drops) + 1):
        assert kept.tower(drops[:n]).poses() == TowerSim.from_drops(drops[:n]).poses()
    assert kept.rebuilds == 1  # built once, then only continued
    sim = kept.tower(drops)  # a caller drops on the kept tower itself and says so
    stood = sim.drop(4, 12)
    kept.dropped(4, 12)
    assert stood == drop_outcome(drops, 4, 12)
    assert kept.tower([*drops, (4, 12)]).poses() == TowerSim.from_drops([*drops, (4, 12)]).poses()
    assert kept.rebuilds == 1
    # not a continuation (an undo, a load, a step back): rebuilt, still exact
    assert kept.tower(drops[:3]).poses() == TowerSim.from_drops(drops[:3]).poses()
    assert kept.tower([(5, 0), (5, 3)]).poses() == TowerSim.from_drops([(5, 0), (5, 3)]).poses()
    assert kept.rebuilds == 3


def test_tokens_off_the_top_continue_the_spare_instead_of_replaying_every_drop():
    """Issue 27 (the slowest moves): generating with the supply short takes tokens off the top,
    a tower the kept simulation has gone past. A spare built a drop at a time beforehand
    (`prepare_spare`, trailing the tower) is continued instead of replaying every drop, and the
    tower is still exactly the replayed one."""
    from desktop_app.rules.power_on.tower_physics import KeptTower

    drops = [(0, 0), (2, 5), (-2, -4), (1, 10), (3, -8), (0, 0), (1, 2), (-1, 3)]
    kept = KeptTower()
    kept.tower(drops)
    steps = 0
    while not kept.prepare_spare(drops, 4):
        steps += 1
    assert steps == 4 and kept.spare_seen == tuple(drops[:4])  # one drop a call, 4 drops short
    assert kept.tower(drops[:6]).poses() == TowerSim.from_drops(drops[:6]).poses()  # 2 came off
    assert (kept.rebuilds, kept.resumed) == (1, 1)
    # tokens off the top, with no spare yet: the spare is built up to the shorter tower itself
    assert kept.spare is None
    while not kept.prepare_spare(drops[:6] + drops[6:7], 4):  # the tower grew again
        pass
    assert kept.spare_seen == tuple(drops[:3])
    shorter = drops[:5]  # then one more came off than the spare trails by... still ahead of it
    while not kept.prepare_spare(shorter, 4):
        pass
    assert kept.spare_seen == tuple(shorter)  # the kept one has gone past: the spare is the tower
    assert kept.tower(shorter).poses() == TowerSim.from_drops(shorter).poses()
    assert (kept.rebuilds, kept.resumed) == (1, 2)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.lists(
        st.tuples(
            st.sampled_from(["drop", "off", "spare", "other"]),
            st.integers(-3, 3),
            st.integers(-10, 10),
            st.integers(1, 5),
        ),
        max_size=14,
    )
)
def test_a_kept_tower_with_a_spare_is_always_the_tower_replayed_from_every_drop(steps):
    """Whatever the history (drops, tokens off the top, spare slices, another history), the
    kept tower is exactly `TowerSim.from_drops` of the drops asked for."""
    from desktop_app.rules.power_on.tower_physics import KeptTower

    kept, drops = KeptTower(), []
    for kind, x, angle, n in steps:
        if kind == "drop":
            drops.append((x, angle))
        elif kind == "off":
            del drops[max(0, len(drops) - n) :]
        elif kind == "spare":
            for _ in range(n):
                kept.prepare_spare(drops, 2)
            continue
        else:
            drops = [(x, angle)] * n
        assert kept.tower(drops).poses() == TowerSim.from_drops(drops).poses()
        if kept.spare is not None:
            assert kept.spare.poses() == TowerSim.from_drops(kept.spare_seen).poses()
