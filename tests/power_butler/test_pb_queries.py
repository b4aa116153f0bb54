"""The rules queries the Power Butler views ask (desktop_app/rules/power_butler/queries.py)."""

from __future__ import annotations

import pytest

from desktop_app.content.power_butler import Effect, EffectType
from desktop_app.content.power_butler import Face as F
from desktop_app.rules.power_butler import engine
from desktop_app.rules.power_butler.actions import Buy, EndTurn, KeepDice, Marker, PayBill, PlaceMarker, RollDice
from desktop_app.rules.power_butler.cards import apply_effect
from desktop_app.rules.power_butler.game import POWER_BUTLER
from desktop_app.rules.power_butler.queries import (
    best_bill_payment,
    best_payment,
    bill_left_to_pay,
    blocked_faces,
    event_if_kept,
    firing_position,
    is_blocked,
    kinds_owned,
    locked_dice,
    marker_fill,
    marker_fill_order,
    markers_on_card,
    monthly_kwh,
    ranking,
    ranking_key,
    returning_markers,
    used_dice,
    waived_faces,
)
from desktop_app.rules.power_butler.state import Phase

QUIET_ROW = [10, 8, 5, 3, 1]


def _rolled(pb, faces):
    s = pb.new()
    pb.set_event_row(s, QUIET_ROW)
    engine.apply_in_place(s, RollDice())
    s.dice = [int(f) for f in faces]
    return s


def test_event_markers_fill_from_the_right_and_the_double_marker_holds_two():
    """Seed 000: 「須立即將該骰子置於較小數字編號事件卡所對應的事件排序標記上」 and 「其中的「雙3元/！」標記
    置於事件排序標記列最左方」: the right marker fills first, the double one (far left) last, twice."""
    assert marker_fill_order(5) == [4, 3, 2, 1, 0, 0]
    assert [firing_position(5, n) for n in range(7)] == [None, 4, 3, 2, 1, 0, 0]


@pytest.mark.parametrize("threes, fired", [(0, 0), (1, 1), (2, 3), (3, 5), (4, 8), (5, 10), (6, 10)])
def test_the_event_a_keep_would_fire_is_the_one_the_rules_fire(pb, threes, fired):
    """Seed 000: 「玩家根據其最後一個放在事件排序標記(即放在最左邊事件排序標記)上的骰子，拿取其上方所對應的
    事件卡」; 「若玩家未擲出「3元/！」圖像的骰面，將不會觸發任何事件」. The panel's preview and the rules agree."""
    s = _rolled(pb, [F.THREE] * threes + [F.ONE] * (6 - threes))
    assert event_if_kept(s) == fired
    if threes < 6:
        assert engine.apply(s, KeepDice()).fired_event == fired


def test_marker_fill_shows_each_three_die_on_its_marker(pb):
    """Seed 000: 「每個事件排序標記上只能放置1個骰面為「3元/！」圖像的骰子」 (the double marker: 2)."""
    assert marker_fill(_rolled(pb, [F.THREE] * 3 + [F.ONE] * 3)) == [0, 0, 1, 1, 1]
    assert marker_fill(_rolled(pb, [F.THREE] * 6)) == [2, 1, 1, 1, 1]
    assert marker_fill(pb.new()) == [0] * 5  # before the roll nothing lies on the markers


def test_three_dice_are_locked_while_rerolling(pb):
    """Seed 000: 「只要骰面出現「3元/！」圖像，須立即將該骰子置於…事件排序標記上」: they are not rolled again."""
    s = _rolled(pb, [F.THREE, F.ONE, F.THREE, F.SPACE, F.TWO, F.ONE])
    assert locked_dice(s) == {0, 2}
    pb.allocate(s, s.dice)
    assert locked_dice(s) == set()  # spending: every die may be chosen


def test_spent_dice_cannot_be_used_again(pb):
    """Seed 000: 「已消耗的骰子本行動回合將不能再使用」: the first dice of each spent face count as used."""
    s = pb.new()
    pb.set_market(s, ["led_bulb", "television", "electric_fan", "rice_cooker"])
    pb.allocate(s, [F.ONE, F.TWO, F.ONE, F.THREE, F.SPACE, F.ONE])
    price = s.price(pb.card(s, "led_bulb"))
    buy = best_payment([act for act in engine.legal_actions(s) if type(act) is Buy and act.appliance == "led_bulb"])
    assert sum((1, 2, 3)[f] for f in buy.faces) >= price
    after = engine.apply(s, buy)
    used = used_dice(after)
    assert sorted(after.dice[i] for i in used) == sorted(int(f) for f in buy.faces)
    assert used_dice(s) == set()


def test_waived_and_blocked_faces_come_from_this_turns_event(pb):
    """Events waive_condition and block_face (the project's cards, RULES-NOTES 2) hold only for
    the roller's turn; the views get the faces, never the state's bitmasks."""
    s = pb.new()
    pb.allocate(s, [F.THREE, F.THREE, F.TWO, F.SPACE, F.ONE, F.ONE])
    assert waived_faces(s) == () and blocked_faces(s) == ()
    apply_effect(s, Effect(EffectType.WAIVE_CONDITION, condition=F.SPACE), 0)
    apply_effect(s, Effect(EffectType.BLOCK_FACE, condition=F.DELIVERY), 0)
    assert waived_faces(s) == (F.SPACE,)
    assert blocked_faces(s) == (F.DELIVERY,)
    assert is_blocked(s, F.DELIVERY) and not is_blocked(s, F.SPACE)
    engine.apply_in_place(s, EndTurn())
    assert waived_faces(s) == () and blocked_faces(s) == ()


def test_markers_on_a_card_and_markers_coming_home(pb):
    """Seed 000 (4): 「將該張卡牌上方原先放置的各購買條件標記交還給各所屬玩家」: markers on a card bought
    this turn come home only when the turn ends."""
    s = pb.new()
    pb.set_market(s, ["television", "led_bulb", "electric_fan", "rice_cooker"])
    tv = pb.card(s, "television")
    s.markers[0][Marker.SPACE] = tv
    s.markers[1][Marker.MONEY] = tv
    assert markers_on_card(s, tv) == [(0, Marker.SPACE), (1, Marker.MONEY)]
    assert returning_markers(s, 0) == []
    pb.allocate(s, [F.THREE, F.THREE, F.TWO, F.DELIVERY, F.ONE, F.ONE])
    needs = [act for act in engine.legal_actions(s) if type(act) is Buy and act.appliance == "television"]
    engine.apply_in_place(s, best_payment(needs))
    assert markers_on_card(s, tv) == []
    assert returning_markers(s, 0) == [Marker.SPACE]


def test_the_bill_takes_no_more_than_usage(pb):
    """Seed 000: 「最多只能前進至與自家用電量指示物的平行位置處…(即遊戲中不能溢繳電費…)」: what is left to
    pay counts the dice already beside the track; the offered payment covers most of it."""
    s = pb.new()
    s.usage[0], s.paid[0] = 4, 0
    pb.allocate(s, [F.THREE, F.TWO, F.TWO, F.ONE, F.SPACE, F.SPACE])
    assert bill_left_to_pay(s, 0) == 4
    bills = [act for act in engine.legal_actions(s) if type(act) is PayBill]
    pay = best_bill_payment(bills, 4)
    assert min(sum((1, 2, 3)[f] for f in pay.faces), 4) == 4 and len(pay.faces) == 2  # 4 paid, two dice
    after = engine.apply(s, pay)
    assert bill_left_to_pay(after, 0) <= 0  # nothing more may be paid this turn
    assert not POWER_BUTLER.is_legal(after, PayBill((F.ONE,)))
    assert POWER_BUTLER.refusal(after, PayBill((F.ONE,))).code == "nothing_owed"


def test_the_cheapest_payment_wastes_least(pb):
    """Seed 000: 「骰子骰面的數字金額不能拆分(即不能找零)…多出的1元將無法用在他處」: the payment offered
    overpays least, then uses the fewest dice."""
    assert best_payment([Buy("x", (F.THREE, F.TWO)), Buy("x", (F.TWO, F.TWO)), Buy("x", (F.ONE, F.ONE, F.TWO))]) == Buy(
        "x", (F.TWO, F.TWO)
    )
    assert best_payment(
        [PlaceMarker(Marker.MONEY, "x", (F.ONE, F.THREE)), PlaceMarker(Marker.MONEY, "x", (F.ONE,) * 4)]
    ) == PlaceMarker(Marker.MONEY, "x", (F.ONE, F.THREE))
    assert best_payment([]) is None


def test_refusal_gives_the_rules_reason_and_leaves_the_state(pb):
    """A view explains a refused move with the rules' own code; the state is untouched."""
    s = pb.new()
    pb.set_market(s, ["television", "led_bulb", "electric_fan", "rice_cooker"])
    pb.allocate(s, [F.ONE, F.ONE, F.ONE, F.ONE, F.ONE, F.ONE])
    before = POWER_BUTLER.digest(s)
    refusal = POWER_BUTLER.refusal(s, Buy("television", (F.ONE,)))
    assert refusal is not None and refusal.code in {"not_enough_money", "condition_not_met"}
    assert POWER_BUTLER.digest(s) == before and s.phase is Phase.ALLOCATE


def test_ranking_breaks_ties_by_the_smaller_unpaid_bill(pb):
    """Project decision (docs/rules-decisions.md): equal scores: the smaller unpaid bill ranks first."""
    s = pb.new()
    s.scores = ((5, 0, 2, 3), (4, 0, 1, 3), (9, 0, 0, 9))
    assert ranking(s) == [2, 1, 0]


def test_equal_scores_and_equal_unpaid_bills_share_a_place(pb):
    """Project decision (docs/rules-decisions.md): equal scores: the smaller unpaid bill ranks first;
    where that is equal too the households share the win, and the scoreboard a place."""
    s = pb.new()
    s.scores = ((5, 0, 1, 4), (4, 0, 1, 3), (4, 1, 1, 4))
    assert ranking_key(s, 0) == ranking_key(s, 2) == (4, -1)
    assert ranking_key(s, 1) < ranking_key(s, 0)
    assert ranking(s) == [0, 2, 1]


def test_monthly_kwh_and_kinds_owned_count_the_home(pb):
    """Seed 000 分數計算方式 (2): 「玩家根據持有的家電卡種類數，可獲得額外對應分數」; the home's kWh a month is
    the sum of its appliances'."""
    s = pb.new()
    pb.give(s, 0, ["television", "led_bulb"])
    cards = [s.appliance(pb.card(s, i)) for i in ("television", "led_bulb")]
    assert monthly_kwh(s, 0) == sum(a.kwh_month for a in cards)
    assert kinds_owned(s, 0) == len({a.category for a in cards})
    assert monthly_kwh(s, 1) == 0 and kinds_owned(s, 1) == 0
