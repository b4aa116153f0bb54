"""(1)骰子丟擲 and (2)事件觸發: rolling, locked 3元/! dice, rerolls, the event that fires (seed 000)."""

from __future__ import annotations

import pytest

from desktop_app.content.power_butler import Face as F
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_butler import engine
from desktop_app.rules.power_butler.actions import KeepDice, Reroll, RollDice
from desktop_app.rules.power_butler.state import Mode, Phase

# Events that do nothing to the roller's table in these tests (a grant, a discount).
QUIET_ROW = [10, 8, 5, 3, 1]


def _rolled(pb, faces, mode=Mode.STANDARD):
    s = pb.new(mode=mode)
    pb.set_event_row(s, QUIET_ROW)
    engine.apply_in_place(s, RollDice())
    s.dice = [int(f) for f in faces]
    return s


def test_roll_throws_all_six_dice(pb):
    """Seed 000: "玩家同時丟擲6顆骰子"."""
    s = pb.new()
    engine.apply_in_place(s, RollDice())
    assert len(s.dice) == 6 and s.events[0][0] == "roll"


def test_three_yuan_dice_cannot_be_rerolled(pb):
    """Seed 000: "從骰面不為「3元/！」的骰子中，任選其中任意數量的骰子進行重擲"."""
    s = _rolled(pb, [F.THREE, F.ONE, F.ONE, F.TWO, F.SPACE, F.SOCKET])
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, Reroll((F.THREE,)))
    assert err.value.code == "die_locked"
    assert Reroll((F.THREE,)) not in engine.legal_actions(s)


def test_reroll_only_dice_you_have(pb):
    """Seed 000: "任選其中任意數量的骰子進行重擲" (only dice that are on the table)."""
    s = _rolled(pb, [F.ONE, F.ONE, F.ONE, F.TWO, F.SPACE, F.SOCKET])
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, Reroll((F.DELIVERY,)))
    assert err.value.code == "dice_not_available"


def test_simple_mode_has_one_reroll(pb):
    """Seed 000 simple mode: "玩家僅有1次重擲的機會"."""
    s = _rolled(pb, [F.ONE, F.ONE, F.ONE, F.TWO, F.SPACE, F.SOCKET], Mode.SIMPLE)
    engine.apply_in_place(s, Reroll((F.SPACE, F.SOCKET)))
    assert s.phase is Phase.ALLOCATE


def test_standard_mode_has_two_rerolls(pb):
    """Seed 000 standard mode: "玩家最多有2次重擲的機會"."""
    s = _rolled(pb, [F.ONE, F.ONE, F.ONE, F.TWO, F.SPACE, F.SOCKET])
    engine.apply_in_place(s, Reroll((F.ONE,)))
    if s.phase is Phase.REROLL:  # unless every die now shows 3元/!
        assert s.rerolls_left == 1
        non_three = next(F(d) for d in s.dice if d != F.THREE)
        engine.apply_in_place(s, Reroll((non_three,)))
    assert s.phase is Phase.ALLOCATE


def test_keep_dice_stops_rolling(pb):
    """Seed 000: "若玩家對首次的擲骰結果滿意，可選擇不進行第2次擲骰"."""
    s = _rolled(pb, [F.ONE, F.ONE, F.ONE, F.TWO, F.SPACE, F.SOCKET])
    engine.apply_in_place(s, KeepDice())
    assert s.phase is Phase.ALLOCATE and s.avail == [3, 1, 0, 1, 0, 1]


def test_no_event_without_a_three(pb):
    """Seed 000: "若玩家未擲出「3元/！」圖像的骰面，將不會觸發任何事件"."""
    s = _rolled(pb, [F.ONE, F.ONE, F.ONE, F.TWO, F.SPACE, F.SOCKET])
    engine.apply_in_place(s, KeepDice())
    assert s.fired_event == 0 and s.event_row == QUIET_ROW


@pytest.mark.parametrize("threes, fired", [(1, 1), (2, 3), (3, 5), (4, 8), (5, 10), (6, 10)])
def test_event_over_the_last_filled_marker(pb, threes, fired):
    """Seed 000: "須立即將該骰子置於較小數字編號事件卡所對應的事件排序標記上" and "根據其最後一個
    放在事件排序標記(即放在最左邊事件排序標記)上的骰子，拿取其上方所對應的事件卡"; RULES-NOTES 2:
    the double marker (far left) holds 2 dice, so 5 and 6 dice both fire the leftmost card."""
    s = pb.new()
    pb.set_event_row(s, QUIET_ROW)
    pb.roll(s, [F.THREE] * threes + [F.ONE] * (6 - threes))
    assert s.fired_event == fired
    assert fired not in s.event_row and s.event_discard[-1] == fired


def test_six_threes_end_the_rolling_at_once(pb):
    """Seed 000: 3元/! dice are locked at once; with all six locked nothing is left to reroll."""
    s = pb.new()
    pb.set_event_row(s, QUIET_ROW)
    pb.roll(s, [F.THREE] * 6)
    assert s.phase is Phase.ALLOCATE and s.avail[F.THREE] == 6


def test_rolled_threes_are_money_afterwards(pb):
    """Seed 000 (3): "將置於事件排序標記上的骰子取回，根據6個骰子中出現數字的骰面圖像(包括「1元」、「2元」、「3元/！」3種)"."""
    s = pb.new()
    pb.set_event_row(s, QUIET_ROW)
    pb.roll(s, [F.THREE, F.THREE, F.ONE, F.ONE, F.SPACE, F.SPACE])
    assert s.avail[F.THREE] == 2


def test_rolling_is_reproducible(pb):
    """ARCHITECTURE: randomness comes from the seed; the same game rolls the same dice."""
    a, b = pb.new(seed=9), pb.new(seed=9)
    engine.apply_in_place(a, RollDice())
    engine.apply_in_place(b, RollDice())
    assert a.dice == b.dice
