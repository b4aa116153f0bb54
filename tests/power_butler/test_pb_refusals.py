"""The rules' answers behind every refused or wasteful click on Power Butler's table (issue 13):
why a shop card cannot be bought, and how many yuan a payment would lose
(desktop_app/rules/power_butler/queries.py)."""

from __future__ import annotations

from desktop_app.content.power_butler import Face as F
from desktop_app.rules.power_butler import engine
from desktop_app.rules.power_butler.actions import Buy, Marker, PayBill
from desktop_app.rules.power_butler.queries import bill_overpaid, overpaid, still_to_pay, why_no_buy
from desktop_app.rules.power_butler.state import Mode, Phase

SHOP = ["television", "led_bulb", "electric_fan", "rice_cooker"]


def _shop(pb, faces, mode=Mode.STANDARD):
    s = pb.new(mode=mode)
    pb.set_market(s, SHOP)
    pb.allocate(s, faces)
    return s


def test_extra_yuan_on_an_appliance_are_lost_no_change_is_given(pb):
    """Seed 000: 「骰子骰面的數字金額不能拆分(即不能找零)，若在價格金額4元的家電卡上，放置骰面「2元」及「3元/！」
    (合計為5元)的骰子，多出的1元將無法用在他處」: 7 yuan on a 6 yuan card lose 1; 6 lose none."""
    s = _shop(pb, [F.THREE, F.THREE, F.ONE, F.TWO, F.ONE, F.ONE])
    assert still_to_pay(s, "led_bulb") == 6
    assert overpaid(s, "led_bulb", (F.THREE, F.THREE, F.ONE)) == 1
    assert overpaid(s, "led_bulb", (F.THREE, F.THREE)) == 0
    # and the rules take the 7 yuan all the same: the lost yuan are spent
    after = engine.apply(s, Buy("led_bulb", (F.THREE, F.THREE, F.ONE)))
    assert after.avail == [2, 1, 0, 0, 0, 0]


def test_a_money_marker_already_on_the_card_leaves_nothing_to_pay(pb):
    """Seed 000: 「若骰面圖像加上家電卡上已放置的自家顏色購買條件標記符合對應家電卡下方的所示條件，下個階段可獲得
    該張家電卡」: with the player's money marker on it, a card costs no more yuan."""
    s = _shop(pb, [F.SPACE, F.ONE, F.ONE, F.ONE, F.ONE, F.ONE])
    s.markers[s.current][Marker.MONEY] = pb.card(s, "television")
    assert still_to_pay(s, "television") == 0
    assert why_no_buy(s, "television") is None


def test_paying_the_bill_past_the_usage_marker_loses_the_extra(pb):
    """Seed 000: 「最多只能前進至與自家用電量指示物的平行位置處…(即遊戲中不能溢繳電費，超額的部分亦無法用在他處)」:
    3 yuan towards a bill of 2 lose 1."""
    s = _shop(pb, [F.THREE, F.TWO, F.ONE, F.ONE, F.ONE, F.ONE])
    p = s.current
    s.usage[p], s.paid[p], s.bill_money = 5, 3, 0
    assert bill_overpaid(s, (F.THREE,)) == 1
    assert bill_overpaid(s, (F.TWO,)) == 0
    after = engine.apply(s, PayBill((F.THREE,)))
    assert after.bill_money == 3


def test_a_card_whose_condition_no_unused_die_shows_is_refused_for_that_condition(pb):
    """Seed 000: 「若骰面圖像加上家電卡上已放置的自家顏色購買條件標記符合對應家電卡下方的所示條件，下個階段可獲得
    該張家電卡」: the television needs a fixed-space die; with none, that is the reason given."""
    s = _shop(pb, [F.THREE, F.THREE, F.THREE, F.ONE, F.ONE, F.DELIVERY])
    why = why_no_buy(s, "television")
    assert why is not None and why.code == "condition_missing" and why.params["face"] == int(F.SPACE)
    assert not any(type(act) is Buy and act.appliance == "television" for act in engine.legal_actions(s))


def test_a_card_costing_more_than_the_unused_yuan_is_refused_for_money(pb):
    """Seed 000: 「已消耗的骰子本行動回合將不能再使用」 and 「不能找零」: 5 yuan of unused dice do not buy a
    6 yuan card; the reason names the price and the yuan held."""
    s = _shop(pb, [F.TWO, F.TWO, F.ONE, F.SPACE, F.SPACE, F.DELIVERY])
    why = why_no_buy(s, "led_bulb")
    assert why is not None and why.code == "not_enough_money"
    assert why.params == {"price": 6, "paid": 5}


def test_a_card_some_payment_buys_has_no_refusal(pb):
    """Seed 000: 「若骰面圖像…符合對應家電卡下方的所示條件，下個階段可獲得該張家電卡」: enough yuan and the
    fixed-space die buy the television; no reason is given."""
    s = _shop(pb, [F.THREE, F.THREE, F.TWO, F.SPACE, F.ONE, F.ONE])
    assert why_no_buy(s, "television") is None


def test_nothing_is_bought_outside_the_spending_stage(pb):
    """Seed 000 (3)骰子分配: 「將其分配在購買家電、移動購買條件標記及繳交電費三種用途」 comes after the roll."""
    s = pb.new()
    assert s.phase is Phase.ROLL
    why = why_no_buy(s, s.board.appliances[s.market[0]].id)
    assert why is not None and why.code == "wrong_phase"


def test_a_blocked_face_counts_as_no_die(pb):
    """Seed 000: 「已消耗的骰子本行動回合將不能再使用」 with an event that stops a face: 3 yuan dice the event
    blocks do not count towards the price."""
    s = _shop(pb, [F.THREE, F.THREE, F.ONE, F.ONE, F.ONE, F.ONE])
    s.blocked = 1 << int(F.THREE)
    why = why_no_buy(s, "led_bulb")
    assert why is not None and why.params == {"price": 6, "paid": 4}
