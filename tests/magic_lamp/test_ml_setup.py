"""Setup rules (seed 003 "遊戲準備")."""

from __future__ import annotations

import pytest

from desktop_app.content.magic_lamp import Kind
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.magic_lamp.state import Phase


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_wizard_is_sixth_card_from_the_bottom_of_each_chest(content, ml, players):
    """Seed 003: "將金、銀、銅寶箱卡的巫師卡正面朝下分別置於對應卡牌堆底部算起第5張卡牌的上方
    (即位於卡牌堆的倒數第6張)位置"."""
    s = ml.new(content, players, seed=players)
    for deck in s.decks:
        assert len(deck) == 26
        assert s.static.kind[deck[5]] is Kind.WIZARD  # index 0 is the bottom
        assert sum(s.static.is_wizard(c) for c in deck) == 1


def test_each_player_gets_one_starting_card_and_the_rest_leave_the_game(content, ml):
    """Seed 003: "將8張起始卡正面朝下集中洗勻，每位玩家各分發1張 ... 多出的起始卡則將其移除遊戲"."""
    s = ml.new(content, 4)
    assert [len(row) for row in s.tableau] == [1, 1, 1, 1]
    assert len(s.removed) == 4
    starting = set(range(78, 86))
    assert {c for row in s.tableau for c in row} | set(s.removed) == starting


def test_two_players_get_two_dice_and_two_starting_cards(content, ml):
    """Seed 003: "2位玩家進行時，雙方玩家各拿取2顆骰子" and "(2位玩家進行時，雙方玩家各分發2張)"."""
    s = ml.new(content, 2)
    assert [len(row) for row in s.tableau] == [2, 2]
    assert s.static.dice_per_player == 2
    assert len(s.removed) == 4


def test_setup_depends_only_on_the_seed(content, ml):
    """Same seed, same decks (saves replay); another seed deals differently."""
    a, b, c = ml.new(content, 3, seed=7), ml.new(content, 3, seed=7), ml.new(content, 3, seed=8)
    assert a.decks == b.decks and a.lamp_deck == b.lamp_deck and a.tableau == b.tableau
    assert a.decks != c.decks


def test_game_starts_with_everyone_choosing_a_chest(content, ml):
    """Seed 003: each round starts with "(1)選擇寶箱"; the first seat enters its dice first."""
    s = ml.new(content, 3)
    assert s.phase is Phase.CHOOSE and s.actor == 0 and s.round == 1


@pytest.mark.parametrize("players", [1, 6])
def test_player_count_is_two_to_five(content, ml, players):
    """Seed 003: "2~5人"."""
    with pytest.raises(IllegalAction) as err:
        ml.new(content, players)
    assert err.value.code == "bad_players"
