"""Lighting cities, the end of a turn, reshuffles, the end of the game (seed 001)."""

from __future__ import annotations

import pytest

from desktop_app.content.power_on import PlantType
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_on import engine
from desktop_app.rules.power_on.actions import DrawCard, EndActions, RunRenewables, TakeCities
from desktop_app.rules.power_on.state import Phase


def test_take_one_city_whose_requirement_fits_this_turns_power(po):
    """Seed 001: "若本回合具有的發電量滿足場上城市卡的所需電量，便可從公區拿取對應城市卡置於自家面前桌上"."""
    s = po.new()
    po.set_row(s, "penghu", "taitung", "kaohsiung")
    s.power, s.phase = 4, Phase.CITY
    legal = engine.legal_actions(s)
    assert TakeCities(("penghu",)) in legal and TakeCities(("taitung",)) in legal
    assert TakeCities(("kaohsiung",)) not in legal
    engine.apply_in_place(s, TakeCities(("taitung",)))
    assert s.cities_won[0] == [po.city(s, "taitung")] and s.stars(0) == 1
    assert len(s.city_row) == 3  # refilled


def test_a_city_above_this_turns_power_is_refused(po):
    """Seed 001: the power must "滿足場上城市卡的所需電量"."""
    s = po.new()
    po.set_row(s, "penghu", "taitung", "kaohsiung")
    s.power, s.phase = 12, Phase.CITY
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, TakeCities(("kaohsiung",)))
    assert err.value.code == "not_enough_power" and "13" in err.value.reason


def test_only_one_city_per_turn_by_default(po):
    """RULES-NOTES 3: "the player may take one city" (the seed's rule)."""
    s = po.new()
    po.set_row(s, "penghu", "taitung", "kaohsiung")
    s.power, s.phase = 20, Phase.CITY
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, TakeCities(("penghu", "taitung")))
    assert err.value.code == "one_city"


def test_variant_several_cities_whose_total_fits(po):
    """RULES-NOTES 3: "a variant setting may allow several cities whose total fits"."""
    s = po.new(several_cities=True)
    po.set_row(s, "penghu", "taitung", "kaohsiung")
    s.power, s.phase = 8, Phase.CITY
    legal = engine.legal_actions(s)
    assert TakeCities(("penghu", "taitung")) in legal or TakeCities(("taitung", "penghu")) in legal
    engine.apply_in_place(s, TakeCities(("penghu", "taitung")))
    assert s.stars(0) == 2
    s2 = po.new(several_cities=True)
    po.set_row(s2, "penghu", "taitung", "kaohsiung")
    s2.power, s2.phase = 5, Phase.CITY
    with pytest.raises(IllegalAction):
        engine.apply_in_place(s2, TakeCities(("penghu", "taitung")))


def test_plants_reset_and_power_is_lost_after_the_turn(po):
    """Seed 001: "將原先啟動照亮城市的電廠調整為非啟動狀態"; power is this turn's only."""
    s = po.new()
    po.build(s, 0, "hydro_plant")
    engine.apply_in_place(s, RunRenewables(PlantType.HYDRO))
    s.phase = Phase.CITY
    engine.apply_in_place(s, TakeCities(()))
    assert s.power == 0 and s.used == [0] * 6 and s.current == 1


def test_market_and_city_row_refill_then_the_turn_passes_left(po):
    """Seed 001: "從城市卡牌堆及遊戲卡牌堆翻出卡牌，將場上補齊至3張城市卡及6張遊戲卡 ... 傳遞給其左手邊玩家"."""
    s = po.new(players=3)
    s.market.pop()
    s.discard.append(s.market.pop())
    s.phase = Phase.CITY
    engine.apply_in_place(s, TakeCities(()))
    assert len(s.market) == 6 and s.current == 1 and s.actions_left == 3


def test_empty_deck_is_reshuffled_from_the_discard_pile(po):
    """Seed 001: "若遊戲卡牌堆已耗盡，則將棄牌堆的卡牌正面朝下重新洗勻，形成新的遊戲卡牌堆繼續使用"."""
    s = po.new()
    s.discard.extend(s.deck)
    s.deck = []
    before = sorted(s.discard)
    engine.apply_in_place(s, DrawCard())
    assert s.discard == [] and sorted(s.deck + [s.hands[0][-1]]) == before
    assert s.shuffles == 1


def test_game_ends_when_the_city_row_cannot_be_refilled(po):
    """Seed 001: "遊戲持續進行至當公區城市卡牌堆不足，場上無法補齊3張城市卡時即告結束"."""
    s = po.new()
    s.city_deck = []
    s.power, s.phase = 30, Phase.CITY
    city = s.tables.city_ids[s.city_row[0]]
    engine.apply_in_place(s, TakeCities((city,)))
    assert engine.is_over(s) and s.winners == (0,) and engine.current_player(s) == -1
    assert engine.legal_actions(s) == []


def test_most_stars_wins_and_ties_share_the_win(po):
    """Seed 001: "每個☆皆為1分 ... 分數最高者即為遊戲贏家"; "若出現平手局面，則由平手玩家共同贏得遊戲勝利"."""
    s = po.new(players=3)
    s.cities_won = [[po.city(s, "kaohsiung")], [po.city(s, "penghu")], [po.city(s, "taoyuan"), po.city(s, "penghu")]]
    po.set_row(s, "taitung", "hualien", "yilan")
    s.city_deck = []
    s.phase = Phase.CITY
    s.current = 1
    s.power = 5
    engine.apply_in_place(s, TakeCities(("hualien",)))
    assert engine.is_over(s)
    assert [s.stars(p) for p in range(3)] == [6, 3, 6] and s.winners == (0, 2)


def test_variant_finish_round_gives_everyone_as_many_turns(po):
    """Decision (variant `finish_round`, off by default): the round is played out to the start player."""
    s = po.new(players=3, finish_round=True)
    s.city_deck = []
    s.current, s.power, s.phase = 1, 30, Phase.CITY
    engine.apply_in_place(s, TakeCities((s.tables.city_ids[s.city_row[0]],)))
    assert not engine.is_over(s) and s.current == 2 and len(s.city_row) == 2
    s.phase = Phase.CITY
    engine.apply_in_place(s, TakeCities(()))
    assert engine.is_over(s)  # back to the start player: over


def _idle_turn(s) -> None:
    """The player to move ends the actions and lights no city (a table stuck on its row)."""
    engine.apply_in_place(s, EndActions())
    engine.apply_in_place(s, TakeCities(()))


def test_a_stalled_row_ends_the_game_after_stall_rounds_with_no_city_lit(po, content):
    """Decision where seed 001 is silent (docs/rules-decisions.md, "A stalled row"): the seed ends
    the game only when the row cannot be refilled (「遊戲持續進行至當公區城市卡牌堆不足，場上無法補齊3張城市
    卡時即告結束」) and a city leaves the row only when lit, so a table that never lights one would
    play forever. After `stall_rounds` whole rounds with no city lit the game ends, scored as
    usual, at a round's end (everyone has had as many turns); a city lit starts the count again."""
    rounds = content.stall_rounds
    s = po.new(players=3)
    s.cities_won[2] = [po.city(s, "penghu")]
    for _ in range(rounds * 3 - 1):
        _idle_turn(s)
    assert not engine.is_over(s) and s.current == 2 and s.round == rounds
    _idle_turn(s)
    assert engine.is_over(s) and s.round == rounds + 1 and s.winners == (2,)
    assert (engine.EV_STALLED, rounds) in s.events and engine.legal_actions(s) == []
    # A city lit in round 5 starts the count again: the end comes `stall_rounds` rounds later.
    s = po.new(players=2)
    for _ in range(4 * 2 + 1):
        _idle_turn(s)
    assert s.round == 5 and s.current == 1
    s.power, s.phase = 30, Phase.CITY
    engine.apply_in_place(s, TakeCities((s.tables.city_ids[s.city_row[0]],)))
    while not engine.is_over(s):
        _idle_turn(s)
    assert s.round == 5 + rounds + 1 and s.winners == (1,)


def test_a_stall_counts_skipped_turns_and_ends_at_the_rounds_end(po, content):
    """A skipped turn counts as a turn for the round count (docs/rules-decisions.md): when the
    last turn of the stall's last round is a skipped one, the game ends as it passes."""
    s = po.new(players=2)
    for _ in range(content.stall_rounds * 2 - 2):
        _idle_turn(s)
    assert s.round == content.stall_rounds and s.current == 0
    s.skip_turns[1] = 1  # seat 1 toppled the tower: its turn, the round's last, is skipped
    _idle_turn(s)
    assert engine.is_over(s) and s.round == content.stall_rounds + 1 and s.skip_turns[1] == 0
    assert (engine.EV_SKIP, 1) in s.events and (engine.EV_STALLED, content.stall_rounds) in s.events
