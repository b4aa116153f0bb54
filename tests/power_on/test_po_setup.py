"""Setup (seed 001 "１.遊戲準備") and the content's counts."""

from __future__ import annotations

import pytest

from desktop_app.content.power_on import CardKind
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_on.state import Phase


def test_setup_shows_three_cities(po):
    """Seed 001: "從城市卡牌堆上方翻開3張卡牌，於城市卡牌堆右方排成一列"."""
    s = po.new(players=3)
    assert len(s.city_row) == 3 and len(s.city_deck) == 12


def test_setup_six_face_up_cards_ten_discards_five_card_hands(po):
    """Seed 001: "翻開6張卡牌 ... 再從遊戲卡牌堆上方翻開10張卡牌 ... 形成棄牌堆 ... 抽取發5張遊戲卡成為手牌"."""
    s = po.new(players=4)
    assert len(s.market) == 6 and len(s.discard) == 10
    assert [len(h) for h in s.hands] == [5, 5, 5, 5]
    assert len(s.deck) == 61 - 6 - 10 - 20
    assert po.total_cards(s) == 61


def test_start_player_has_three_action_points(po):
    """Seed 001: "將3個行動指示物置於其面前桌上" (seat 0 starts: the app orders the seats)."""
    s = po.new()
    assert s.current == 0 and s.actions_left == 3 and s.phase is Phase.ACTIONS


def test_content_has_61_game_cards_15_cities_24_carbon_tokens(content):
    """Seed 001: "城市卡(15張) 遊戲卡(61張，包括電廠卡32張、功能卡14張、燃料卡15張) 碳排放指示物(24個)"."""
    kinds = [c.design.kind for c in content.cards]
    assert len(content.cities) == 15 and len(content.cards) == 61 and content.carbon_tokens == 24
    assert kinds.count(CardKind.PLANT) == 32
    assert kinds.count(CardKind.FUNCTION) == 14
    assert kinds.count(CardKind.FUEL) == 15


def test_every_card_back_shows_0_to_2(content):
    """RULES-NOTES 3: "the back number is part of each card's data"; seed: "背面的數字(0~2)"."""
    assert {c.back for c in content.cards} == {0, 1, 2}


@pytest.mark.parametrize("players", [1, 5])
def test_two_to_four_players(po, players):
    """Seed 001: "遊戲人數 2~4人"."""
    with pytest.raises(IllegalAction) as err:
        po.new(players=players)
    assert err.value.code == "bad_players"


def test_setup_is_seeded(po):
    """Same seed, same deal (derive_rng): saves replay exactly."""
    a, b = po.new(seed=9), po.new(seed=9)
    assert a.deck == b.deck and a.hands == b.hands and a.city_row == b.city_row
    assert po.new(seed=10).deck != a.deck
