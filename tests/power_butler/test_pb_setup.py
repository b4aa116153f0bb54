"""Set-up rules of 電力管家 (seed 000 "遊戲準備", RULES-NOTES section 2)."""

from __future__ import annotations

import pytest

from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_butler import engine
from desktop_app.rules.power_butler.state import (
    LAST_ROUND_CARD,
    Mode,
    Phase,
    PowerButlerOptions,
)


def test_event_row_sorted_high_to_low(pb):
    """Seed 000: "翻開5張卡牌，並根據其下方數字編號，由左至右依數字從大至小排列在每個事件排序標記上方"."""
    for seed in range(10):
        s = pb.new(seed=seed)
        assert len(s.event_row) == 5
        assert s.event_row == sorted(s.event_row, reverse=True)


def test_simple_mode_removes_the_seven_double_gear_events(pb, content):
    """Seed 000: "將所有事件卡中，左下角繪有雙齒輪符號的7張卡牌取出移除，遊戲中不進行使用"."""
    s = pb.new(mode=Mode.SIMPLE)
    in_play = set(s.event_row + s.event_deck)
    gear = {e.number for e in content.events if e.standard_only}
    assert len(gear) == 7 and not in_play & gear and len(in_play) == 17
    assert len(set(pb.new(mode=Mode.STANDARD).event_deck + pb.new(mode=Mode.STANDARD).event_row)) == 24


def test_shop_shows_four_appliances(pb):
    """Seed 000: "從家電卡牌堆上方翻開4張卡牌...形成家電賣場區"."""
    s = pb.new()
    assert len(s.market) == 4 and LAST_ROUND_CARD not in s.market
    pb.check_invariants(s)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("mode", list(Mode))
def test_last_round_card_position_per_player_count(pb, content, players, mode):
    """Seed 000: "根據玩家人數，將最後一輪卡置於家電卡牌堆中的指定位置" (the table is missing;
    RULES-NOTES 2: the content pack sets a position per player count)."""
    s = pb.new(players=players, mode=mode)
    position = content.last_round_position[mode.value][players]
    top_first = s.market + list(reversed(s.deck))
    assert top_first.index(LAST_ROUND_CARD) == position


def test_bill_markers_start_with_a_turn_order_head_start(pb):
    """RULES-NOTES 2: "the start player's marker is on notch 1 and each next player one notch
    further: a turn-order head start of 0, 1, 2, ... already paid"."""
    s = pb.new(players=5)
    assert s.paid == [0, 1, 2, 3, 4] and s.usage == [0] * 5


def test_start_player_rolls_first(pb):
    """Seed 000: "由年紀最輕的玩家擔任起始玩家，將6顆骰子置於其面前桌上" (seat 0 is the start player)."""
    s = pb.new()
    assert engine.current_player(s) == 0 and s.phase is Phase.ROLL and len(s.dice) == 6


@pytest.mark.parametrize("players", [1, 6])
def test_two_to_five_players(pb, content, players):
    """Seed 000: "遊戲人數 2~5人"."""
    with pytest.raises(IllegalAction) as err:
        engine.new_game(content, PowerButlerOptions(players, 1))
    assert err.value.code == "bad_players"


def test_no_condition_markers_in_the_simple_mode(pb):
    """Seed 000 simple mode: "將所有購買條件標記移除，在此遊戲模式中不進行使用"."""
    s = pb.new(mode=Mode.SIMPLE)
    assert all(mask == 0 for mask in s.board.condition_mask)


def test_same_seed_same_setup(pb):
    """ARCHITECTURE: same seed + same actions = same game."""
    a, b = pb.new(seed=42), pb.new(seed=42)
    assert (a.market, a.deck, a.event_row, a.event_deck) == (b.market, b.deck, b.event_row, b.event_deck)


def test_mode_is_a_setup_option(pb):
    """RULES-NOTES/brief: the mode (simple for 8-year-olds, standard for 10-year-olds) is a setup option."""
    assert PowerButlerOptions.from_json({"players": 2, "seed": 1}).mode is Mode.STANDARD
    options = PowerButlerOptions.from_json({"players": 2, "seed": 1, "mode": "simple"})
    assert options.mode is Mode.SIMPLE and options.to_json()["mode"] == "simple"
    assert PowerButlerOptions(2, 1, "simple") == options
    with pytest.raises(ValueError):
        PowerButlerOptions.from_json({"players": 2, "seed": 1, "mode": "expert"})
