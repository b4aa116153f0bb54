"""Setup by player count: seed 004 "游戏准备" and RULES-NOTES 1 (the table by number of players)."""

from __future__ import annotations

import pytest

from desktop_app.content.power_grid import Resource
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid import market as mk
from desktop_app.rules.power_grid.regions import is_connected
from desktop_app.rules.power_grid.state import STEP3_CARD, UNKNOWN_CARD, Phase, PowerGridOptions
from desktop_app.rules.power_grid.views import observation, public_json

PLAYER_COUNTS = [2, 3, 4, 5, 6]
# RULES-NOTES 1: players | regions in play | plants removed at setup | max plants | Step 2 | end
TABLE = {
    2: (3, 8, 4, 10, 21),
    3: (3, 8, 3, 7, 17),
    4: (4, 4, 3, 7, 17),
    5: (5, 0, 3, 7, 15),
    6: (5, 0, 3, 6, 14),
}


def test_player_count_table_matches_rules_notes(content):
    """RULES-NOTES 1, the table "By number of players" (regions, removed, max plants, Step 2, end)."""
    for players, row in TABLE.items():
        r = content.player_counts[players]
        assert (r.regions, r.plants_removed, r.max_plants, r.step2_cities, r.end_cities) == row


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_setup_everyone_starts_with_50_elektro_and_22_houses(pg, players):
    """Seed 004: "每位玩家获得50 元"; RULES-NOTES 1: "Start: 50 Elektro each; 22 houses each"."""
    s = pg.new(players)
    assert s.money == [50] * players
    assert all(s.houses_left(p) == 22 for p in range(players))
    assert s.plants == [()] * players and s.cities == [()] * players
    assert s.fuel == [[0, 0, 0, 0]] * players


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_setup_regions_in_play_by_player_count_and_adjacent(content, players):
    """Seed 004: "按照人数选择同样数量的区域作为此游戏的可使用区域，需相邻" (count: RULES-NOTES 1)."""
    want = TABLE[players][0]
    game_map = content.maps[content.default_map]
    seen = set()
    for seed in range(40):
        s = engine.new_game(content, PowerGridOptions(players=players, seed=seed))
        assert len(s.board.regions) == len(set(s.board.regions)) == want
        assert is_connected(game_map, s.board.regions)
        in_play = {c.id for c in game_map.cities if c.region in s.board.regions}
        assert {s.board.city_ids[i] for i in s.board.in_play_cities} == in_play
        seen.add(s.board.regions)
    if want < len(game_map.regions):
        assert len(seen) > 1, "regions are chosen at random"


def test_setup_regions_must_be_adjacent(content):
    """Seed 004: the regions in play "需相邻"; RULES-NOTES 1: "Region choice must keep the regions in
    play connected". North, central and south touch no common border here."""
    with pytest.raises(IllegalAction) as err:
        engine.new_game(content, PowerGridOptions(players=3, seed=1, regions=("north", "central", "south")))
    assert err.value.code == "bad_regions"
    with pytest.raises(IllegalAction) as err:
        engine.new_game(content, PowerGridOptions(players=4, seed=1, regions=("north", "northwest", "central")))
    assert err.value.code == "bad_regions"
    s = engine.new_game(content, PowerGridOptions(players=3, seed=1, regions=("east", "north", "northwest")))
    assert s.board.regions == ("north", "northwest", "east")  # kept in map order


@pytest.mark.parametrize("players", [1, 7, 8])
def test_setup_supports_2_to_6_players(content, players):
    """RULES-NOTES 1: "Seed 004 says 2-8 players, but ... all its tables cover 2-6: we support 2-6"."""
    with pytest.raises(IllegalAction) as err:
        engine.new_game(content, PowerGridOptions(players=players, seed=1))
    assert err.value.code == "bad_players"
    assert "2 to 6" in err.value.reason


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_setup_plants_removed_by_player_count(pg, content, players):
    """Seed 004: "洗匀其它电厂卡，随机丢弃8 张电厂卡" — 8 for 2-3 players, 4 for 4, none for 5-6
    (RULES-NOTES 1 table). The removal is random."""
    removed = TABLE[players][1]
    all_plants = {p.number for p in content.plants}
    decks = set()
    for seed in range(6):
        s = pg.new(players, seed=seed)
        in_game = set(s.market) | {c for c in s.deck if c != STEP3_CARD}
        assert len(in_game) == len(s.market) + len(s.deck) - 1  # no duplicates
        assert len(all_plants - in_game) == removed
        assert 13 in in_game and set(range(3, 11)) <= in_game  # never removed
        decks.add(tuple(s.deck))
    assert len(decks) > 1


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_setup_plant_13_on_top_step3_at_bottom(pg, players):
    """Seed 004: "将电厂13 号放置在电厂卡堆顶部，面朝上。将Step3 卡放置在卡堆底部，面朝下"
    (after the setup removal: RULES-NOTES 1)."""
    s = pg.new(players)
    top_first = pg.deck_top_first(s)
    assert top_first[0] == 13
    assert top_first[-1] == STEP3_CARD
    assert STEP3_CARD not in top_first[:-1]


def test_setup_market_is_plants_3_to_10_lowest_four_buyable(pg):
    """Seed 004: "初始电厂市场编号：可拍卖市场：3-6 号，未来市场：电厂7-10 号"."""
    s = pg.new(4)
    assert s.market == [3, 4, 5, 6, 7, 8, 9, 10]
    assert s.buyable_plants() == [3, 4, 5, 6]
    assert s.future_plants() == [7, 8, 9, 10]


def test_setup_resource_market(pg):
    """Seed 004: "煤 1-8 号区域上各3 个，油3-8 号区域上各3 个，垃圾7-8 号区域上各3个，核能在14 和16
    区域上各1 个"; RULES-NOTES 1: totals 24/24/24/12, the rest in the general supply."""
    s = pg.new(3)
    assert s.res_market == [24, 18, 6, 2]
    assert s.res_supply == [0, 6, 18, 10]
    # The cheapest token of each fuel shows where the market starts.
    assert mk.resource_cost(s, Resource.COAL, 3) == 3  # three on space 1
    assert mk.resource_cost(s, Resource.COAL, 24) == 3 * sum(range(1, 9))
    assert mk.resource_cost(s, Resource.OIL, 1) == 3
    assert mk.resource_cost(s, Resource.OIL, 18) == 3 * sum(range(3, 9))
    assert mk.resource_cost(s, Resource.GARBAGE, 1) == 7
    assert mk.resource_cost(s, Resource.GARBAGE, 6) == 3 * (7 + 8)
    assert mk.resource_cost(s, Resource.URANIUM, 1) == 14
    assert mk.resource_cost(s, Resource.URANIUM, 2) == 14 + 16
    assert mk.resource_cost(s, Resource.URANIUM, 3) == -1


def test_setup_uranium_price_track(content):
    """RULES-NOTES 1: "uranium one per space on 1,2,...,8,10,12,14,16"; others 3 per space 1-8."""
    tracks = content.resource_tracks
    assert tracks[Resource.URANIUM].slot_prices == (1, 2, 3, 4, 5, 6, 7, 8, 10, 12, 14, 16)
    for r in (Resource.COAL, Resource.OIL, Resource.GARBAGE):
        assert tracks[r].slot_prices == tuple(p for p in range(1, 9) for _ in range(3))


def test_setup_first_round_order_is_random(pg):
    """Seed 004: "第一回合的步骤1 随机决定玩家的顺序"; seed 002: "开局时各玩家以抽签形式决定顺序"."""
    orders = {tuple(pg.new(4, seed=seed).order) for seed in range(30)}
    assert all(sorted(o) == [0, 1, 2, 3] for o in orders)
    assert len(orders) > 5


def test_setup_starts_in_round_1_step_1_auction(pg):
    """Seed 004: "游戏开始时为Step1"; a round starts with Phase 1 (instant) then the auction."""
    s = pg.new(3)
    assert (s.round, s.step, s.phase) == (1, 1, Phase.AUCTION)
    assert s.auction_open == s.order
    assert engine.current_player(s) == s.order[0]


def test_setup_same_seed_same_game(content):
    """Every random event draws from the game seed (rules/common/rng.py): a seed replays exactly."""
    a = engine.new_game(content, PowerGridOptions(players=4, seed=77))
    b = engine.new_game(content, PowerGridOptions(players=4, seed=77))
    assert (a.order, a.deck, a.board.regions) == (b.order, b.deck, b.board.regions)


def test_setup_plant_13_is_face_up_in_observations_and_public_json(pg):
    """Seed 004: "将电厂13 号放置在电厂卡堆顶部，面朝上": every player (and computer player) sees plant 13
    on top of the deck in round 1; the rest of the deck stays hidden."""
    s = pg.new(3)
    assert engine.face_up_deck_top(s) == 13
    obs = observation(s, 1)
    assert obs.deck[-1] == 13
    assert set(obs.deck[1:-1]) == {UNKNOWN_CARD} and obs.deck[0] == STEP3_CARD
    assert public_json(s)["deck_top"] == 13


def test_plant_13_face_down_once_drawn(pg):
    """Seed 004: only plant 13 lies face up ("将电厂13 号放置在电厂卡堆顶部，面朝上"); once it is drawn into
    the market the new top card is face down again."""
    s = pg.new(3)
    pg.buy(s, 3)
    assert 13 in s.market
    assert engine.face_up_deck_top(s) is None
    assert observation(s, 0).deck[-1] == UNKNOWN_CARD
    assert public_json(s)["deck_top"] is None


def test_plant_13_sent_under_the_step3_card_comes_back_face_down(pg):
    """Seed 004: only the setup's plant 13 lies face up ("将电厂13 号放置在电厂卡堆顶部，面朝上"). A 13 that
    was drawn, sent under the Step 3 card in Phase 5 (seed 002 "放到发电厂的牌迭底（即Phase 3牌下）") and
    lies on top once that card came up is a face-down card like the others (the reproduction:
    `simulate power-grid --players 2 --seed 2006 --bots normal`, action 160)."""
    s = pg.make_state(3, step=2, order=[0, 1, 2], deck=[STEP3_CARD, 13, 30])
    s.sent_back = (13, 30)  # they went there in that order, in everyone's sight
    pg.buy(s, 3)  # the Step 3 card replaces plant 3 and waits for the phase's end
    assert s.step3_pending and s.step == 2 and pg.deck_top_first(s) == [13, 30]
    assert engine.face_up_deck_top(s) is None
    assert set(observation(s, 1).deck) == {UNKNOWN_CARD}
    assert public_json(s)["deck_top"] is None
