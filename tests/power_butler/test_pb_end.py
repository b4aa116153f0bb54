"""Refills, the last-round card, the final round and scoring (seed 000 "遊戲結束")."""

from __future__ import annotations

from desktop_app.content.power_butler import Face as F
from desktop_app.rules.power_butler import engine
from desktop_app.rules.power_butler.actions import Buy, EndTurn
from desktop_app.rules.power_butler.state import LAST_ROUND_CARD, Mode, Phase


def _pass_turn(pb, s):
    pb.allocate(s, [F.ONE] * 6)
    engine.apply_in_place(s, EndTurn())


def test_shop_refilled_to_four(pb):
    """Seed 000: "將家電賣場區的已翻開卡牌補齊至4張"."""
    s = pb.new(mode=Mode.SIMPLE)
    pb.set_market(s, ["led_bulb", "electric_fan", "television", "rice_cooker"])
    pb.allocate(s, [F.THREE, F.THREE, F.TWO, F.TWO, F.ONE, F.ONE])
    engine.apply_in_place(s, Buy("led_bulb", (F.THREE, F.TWO, F.ONE)))
    engine.apply_in_place(s, Buy("electric_fan", (F.THREE, F.TWO, F.ONE)))
    engine.apply_in_place(s, EndTurn())
    assert len(s.market) == 4
    pb.check_invariants(s)


def test_last_round_card_goes_to_the_start_player(pb):
    """Seed 000: "當卡牌堆最上方出現「最後一輪卡」時，須將此張卡牌移置起始玩家面前桌上"."""
    s = pb.new(mode=Mode.SIMPLE)
    pb.set_market(s, ["led_bulb", "electric_fan", "television", "rice_cooker"])
    pb.set_deck(s, [LAST_ROUND_CARD, "microwave_oven", "hair_dryer"])
    s.current = 1
    pb.allocate(s, [F.THREE, F.TWO, F.ONE, F.ONE, F.ONE, F.ONE])
    engine.apply_in_place(s, Buy("led_bulb", (F.THREE, F.TWO, F.ONE)))
    engine.apply_in_place(s, EndTurn())
    assert s.last_round_holder == 0
    assert pb.card(s, "microwave_oven") in s.market
    pb.check_invariants(s)


def test_last_round_card_moves_as_soon_as_it_is_on_top(pb):
    """Seed 000: "接著，將家電賣場區的已翻開卡牌補齊至4張，當卡牌堆最上方出現「最後一輪卡」時，須將此張卡牌
    移置起始玩家面前桌上": the refill that uncovers the card hands it over at once; it does not wait on
    the deck for the next refill to draw it."""
    s = pb.new(players=3, mode=Mode.SIMPLE)
    pb.set_market(s, ["led_bulb", "electric_fan", "television", "rice_cooker"])
    pb.set_deck(s, ["microwave_oven", LAST_ROUND_CARD, "hair_dryer"])
    s.current = 2  # the last seat: the round ends with this turn
    pb.allocate(s, [F.THREE, F.TWO, F.ONE, F.ONE, F.ONE, F.ONE])
    engine.apply_in_place(s, Buy("led_bulb", (F.THREE, F.TWO, F.ONE)))
    engine.apply_in_place(s, EndTurn())
    assert pb.card(s, "microwave_oven") in s.market
    assert s.last_round_holder == 0 and LAST_ROUND_CARD not in s.deck
    assert s.deck == [pb.card(s, "hair_dryer")]
    # the start player already holds it when their turn comes: the round starting now is the last
    assert s.final_round and s.current == 0
    pb.check_invariants(s)


def test_last_round_card_at_the_bottom_comes_up_with_the_last_card(pb):
    """Seed 000: "當卡牌堆最上方出現「最後一輪卡」時": with the card at the bottom of the deck, drawing the
    last appliance above it uncovers it, and it goes to the start player in the same refill."""
    s = pb.new(players=2, mode=Mode.SIMPLE)
    pb.set_market(s, ["led_bulb", "electric_fan", "television", "rice_cooker"])
    pb.set_deck(s, ["microwave_oven", LAST_ROUND_CARD])
    pb.allocate(s, [F.THREE, F.TWO, F.ONE, F.ONE, F.ONE, F.ONE])
    engine.apply_in_place(s, Buy("led_bulb", (F.THREE, F.TWO, F.ONE)))
    engine.apply_in_place(s, EndTurn())
    assert s.deck == [] and s.last_round_holder == 0
    assert ("last_round_card", 0) in s.events
    pb.check_invariants(s)


def test_last_round_card_never_waits_on_top_in_played_games(pb, content):
    """Seed 000: "當卡牌堆最上方出現「最後一輪卡」時，須將此張卡牌移置起始玩家面前桌上": after every action
    of whole games (random legal play, both modes, 2-5 players), the top of the appliance deck is
    never the last-round card, and the card is handed over exactly once."""
    import random

    from desktop_app.rules.power_butler.state import PowerButlerOptions

    for players in range(2, 6):
        for mode in Mode:
            s = engine.new_game(content, PowerButlerOptions(players, 100 + players, mode))
            rng = random.Random(players)
            handed = 0
            while not engine.is_over(s):
                engine.apply_in_place(s, rng.choice(engine.legal_actions(s)))
                assert LAST_ROUND_CARD not in s.deck[-1:]
                handed += sum(1 for e in s.events if e[0] == "last_round_card")
            assert handed == 1 and s.last_round_holder == 0


def test_final_round_after_the_start_player_gets_the_card(pb):
    """Seed 000: "當起始玩家獲得「最後一輪卡」後，下一次輪到起始玩家進行其行動回合時，便進入遊戲最後一輪。
    當此輪各玩家皆完成其行動回合後，遊戲即告結束"."""
    s = pb.new(players=3, mode=Mode.SIMPLE)
    s.last_round_holder = 0
    s.deck.remove(LAST_ROUND_CARD)
    s.current = 1
    _pass_turn(pb, s)  # seat 1
    assert not s.final_round
    _pass_turn(pb, s)  # seat 2: the round ends, the next is the last
    assert s.final_round and s.current == 0 and s.round == 2
    for _ in (0, 1):
        _pass_turn(pb, s)
        assert not engine.is_over(s)
    _pass_turn(pb, s)  # seat 2 ends the final round
    assert engine.is_over(s) and s.phase is Phase.GAME_OVER and engine.current_player(s) == -1


def test_scoring_points_variety_minus_unpaid(pb, content):
    """Seed 000 scoring: (1) "家電卡...左上角數字的分數", (2) "根據持有的家電卡種類數，可獲得額外對應分數",
    (3) "玩家每少繳1元電費(即每差距1個凹槽)，須扣減1分"."""
    s = pb.new(players=2)
    pb.give(s, 0, ["led_bulb", "desk_lamp", "television"])
    s.usage[0], s.paid[0] = 10, 4
    points = sum(s.appliance(pb.card(s, i)).points for i in ["led_bulb", "desk_lamp", "television"])
    assert engine.score(s, 0) == (points, content.variety(2), 6, points + content.variety(2) - 6)


def test_kinds_of_appliance_are_the_eight_categories(pb, content):
    """Seed 000 scoring (2): "持有的家電卡種類：玩家根據持有的家電卡種類數，可獲得額外對應分數"; a kind is
    one of the pack's 8 categories (docs/rules-decisions.md), so two kitchen appliances are one kind."""
    assert len(content.categories) == 8
    s = pb.new(players=2)
    pb.give(s, 0, ["rice_cooker", "electric_kettle"])  # two kitchen appliances
    assert engine.score(s, 0)[1] == content.variety(1)
    pb.give(s, 0, ["electric_fan"])  # and a climate one
    assert engine.score(s, 0)[1] == content.variety(2)
    pb.give(
        s,
        1,
        [
            "led_bulb",
            "television",
            "clothes_iron",
            "hair_dryer",
            "vacuum_cleaner",
            "wifi_router",
            "air_conditioner",
            "microwave_oven",
        ],
    )
    assert len({s.appliance(c).category for c in s.owned[1]}) == 8
    assert engine.score(s, 1)[1] == content.variety(8) > content.variety(7)


def test_unused_head_start_is_no_bonus(pb):
    """Seed 000 (3): only the gap between usage and bill costs points; paid ahead earns none."""
    s = pb.new(players=3)
    assert engine.score(s, 2) == (0, 0, 0, 0)


def test_winner_has_the_highest_score(pb):
    """Seed 000: "分數最高者，即為遊戲贏家"."""
    s = pb.new(players=2, mode=Mode.SIMPLE)
    pb.give(s, 1, ["water_heater"])
    s.last_round_holder, s.final_round = 0, True
    s.deck.remove(LAST_ROUND_CARD)
    s.current = 1
    _pass_turn(pb, s)
    assert s.winners == (1,)


def test_tie_broken_by_smaller_unpaid_bill(pb):
    """Project decision (docs/rules-decisions.md): equal scores: the smaller unpaid bill wins; then shared."""
    s = pb.new(players=3, mode=Mode.SIMPLE)
    s.last_round_holder, s.final_round = 0, True
    s.deck.remove(LAST_ROUND_CARD)
    pb.give(s, 0, ["led_bulb", "electric_fan"])
    pb.give(s, 1, ["rice_cooker"])
    s.usage[1] = 1  # covered by seat 1's head start
    s.usage[0] = engine.score(s, 0)[3] - engine.score(s, 1)[3]  # seat 0 owes the difference
    assert engine.score(s, 0)[3] == engine.score(s, 1)[3] and engine.score(s, 0)[2] > 0
    s.current = 2
    _pass_turn(pb, s)
    assert s.winners == (1,)


def test_equal_scores_and_bills_share_the_win(pb):
    """Project decision: players still tied share the win."""
    s = pb.new(players=2, mode=Mode.SIMPLE)
    s.last_round_holder, s.final_round = 0, True
    s.deck.remove(LAST_ROUND_CARD)
    s.current = 1
    _pass_turn(pb, s)
    assert s.winners == (0, 1)


def test_appliance_deck_reshuffles_its_discard_pile(pb):
    """Seed 000: "若家電卡牌堆耗盡，則將棄牌堆的卡牌正面朝下重新洗勻，形成新的卡牌堆繼續使用"."""
    s = pb.new(mode=Mode.SIMPLE)
    pb.set_market(s, ["led_bulb", "electric_fan", "television", "rice_cooker"])
    pb.set_deck(s, [LAST_ROUND_CARD])
    pb.allocate(s, [F.THREE, F.TWO, F.ONE, F.ONE, F.ONE, F.ONE])
    engine.apply_in_place(s, Buy("led_bulb", (F.THREE, F.TWO, F.ONE)))
    engine.apply_in_place(s, EndTurn())
    assert len(s.market) == 4 and ("reshuffle", "appliance") in s.events
    pb.check_invariants(s)
