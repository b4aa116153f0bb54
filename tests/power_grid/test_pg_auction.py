"""Phase 2, auctions: seed 002 "竞投电厂" and seed 004 "拍卖电厂"."""

from __future__ import annotations

import pytest

from desktop_app.content.power_grid import Resource
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_grid import engine, phases
from desktop_app.rules.power_grid import market as mk
from desktop_app.rules.power_grid.actions import (
    Bid,
    DeclineAuction,
    DiscardPlant,
    PassBid,
    StartAuction,
)
from desktop_app.rules.power_grid.state import NO_PLAYER, Phase

DECK = [20, 21, 22, 23, 24, 25, 26, 27]


def _auction(pg, players=3, order=None, **kw):
    kw.setdefault("deck", DECK)
    return pg.make_state(players, order=order or list(range(players)), **kw)


def test_auction_seed_002_example(pg):
    """Seed 002's example, step by step: "玩家次序为甲、乙、丙。玩家甲拣选编号12的发电厂，以15开叫。乙叫价17，
    丙弃权。甲叫价18，乙叫价19。甲弃权。该发电厂由乙以19元投得。玩家甲可再拣选发电厂进行竞投，但甲放弃购买，
    便轮到玩家丙拣选发电厂作竞投。因为甲已放弃购买，乙又已购入发电厂，丙便可以最低价格购入发电厂。"."""
    a, b, c = 0, 1, 2  # 甲 乙 丙, seated clockwise and in this turn order
    s = _auction(pg, market=[12, 13, 14, 15, 16, 17, 18, 19])
    assert engine.current_player(s) == a
    pg.play(s, StartAuction(12, 15))
    assert engine.current_player(s) == b
    pg.play(s, Bid(17))
    assert engine.current_player(s) == c
    pg.play(s, PassBid())
    assert engine.current_player(s) == a
    pg.play(s, Bid(18))
    assert engine.current_player(s) == b
    pg.play(s, Bid(19))
    assert engine.current_player(s) == a
    pg.play(s, PassBid())
    assert s.plants[b] == (12,) and s.money[b] == 50 - 19
    assert s.money[a] == 50 and s.money[c] == 50
    assert engine.current_player(s) == a  # 甲 may choose again ...
    pg.play(s, DeclineAuction())  # ... but declines
    assert engine.current_player(s) == c
    pg.play(s, StartAuction(13, 13))  # nobody is left to bid against 丙
    assert s.plants[c] == (13,) and s.money[c] == 50 - 13
    assert s.phase is Phase.RESOURCES


def test_auction_chooser_picks_only_among_buyable_plants(pg):
    """Seed 002: "先行的玩家从发电厂市场的第一行（现在市场）中，拣选一座发电厂进行竞投"; seed 004: "主拍者在
    可拍卖市场选择任意一个来拍卖" — the future market is not for sale."""
    s = _auction(pg)
    assert {a.plant for a in engine.legal_actions(s) if isinstance(a, StartAuction)} == {3, 4, 5, 6}
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, StartAuction(7, 7))
    assert err.value.code == "plant_not_buyable"
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, StartAuction(20, 20))  # in the deck
    assert err.value.code == "plant_not_buyable"


def test_auction_opening_bid_is_at_least_the_plant_number(pg):
    """Seed 002: "每座发电厂的最低叫价等同其编号。拣选该发电厂的玩家必须叫价"; seed 004: "电厂左上角号码
    为起拍最低价"."""
    s = _auction(pg)
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, StartAuction(6, 5))
    assert err.value.code == "bid_too_low"
    pg.play(s, StartAuction(6, 9))
    assert (s.auction_plant, s.auction_bid, s.auction_high) == (6, 9, 0)


def test_auction_raises_must_beat_the_current_bid(pg):
    """Seed 004: "每次出价需高于上家"."""
    s = _auction(pg)
    pg.play(s, StartAuction(4, 8))
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, Bid(8))
    assert err.value.code == "bid_too_low"
    assert engine.bid_range(s) == (9, 50)
    assert Bid(9) in engine.legal_actions(s)


def test_auction_bids_go_clockwise_from_the_chooser(pg):
    """Seed 002: "由拣选该发电厂的玩家开始，依顺时针方向，各玩家轮流叫价或弃权"; seed 004: "拍卖顺序为从
    主拍者开始的顺时针方向" — clockwise by seat, not by turn order."""
    s = _auction(pg, players=4, order=[0, 2, 1, 3])
    pg.play(s, StartAuction(3, 3))
    seen = []
    for _ in range(3):
        seen.append(engine.current_player(s))
        pg.play(s, Bid(s.auction_bid + 1))
    assert seen == [1, 2, 3]
    assert engine.current_player(s) == 0  # back to the chooser


def test_auction_passing_is_final_for_that_plant(pg):
    """Seed 002: "已弃权的玩家不能再对同一座发电厂进行叫价"; seed 004: "任何玩家若不要，可选择放弃，就不能
    继续参与拍卖此电厂"."""
    s = _auction(pg, players=4)
    pg.play(s, StartAuction(3, 3))
    pg.play(s, PassBid())  # seat 1 leaves
    turns = []
    for _ in range(6):
        turns.append(engine.current_player(s))
        pg.play(s, Bid(s.auction_bid + 1))
    assert 1 not in turns and 1 not in s.auction_bidders
    assert turns == [2, 3, 0, 2, 3, 0]


def test_auction_highest_bidder_wins_and_pays_the_bank(pg):
    """Seed 002: "该发电厂最终属叫价最高的玩家所有 ... 胜出竞投的玩家，必须支付金钱予库房"; seed 004:
    "每当一位玩家拍卖到一个电厂时，此玩家支付费用"."""
    s = _auction(pg)
    pg.play(s, StartAuction(5, 5), Bid(11), PassBid(), PassBid())
    assert s.plants[1] == (5,) and s.money == [50, 39, 50]
    assert s.auction_plant == 0 and 1 not in s.auction_open


def test_auction_bought_plant_is_replaced_from_the_deck(pg):
    """Seed 002: "翻开1张发电厂牌，让发电厂市场变回8座"; seed 004: "同时立即从卡堆里补充一张新卡，并按大小
    重新布置到可拍卖市场和未来市场中"."""
    s = _auction(pg, deck=[21, 30])
    pg.buy(s, 4)
    assert s.market == [3, 5, 6, 7, 8, 9, 10, 21]
    assert pg.deck_top_first(s) == [30]
    s = _auction(pg, market=[3, 4, 5, 6, 8, 9, 10, 11], deck=[7, 30])
    pg.buy(s, 3)
    assert s.market == [4, 5, 6, 7, 8, 9, 10, 11]  # the new plant sorts into the buyable row
    assert s.buyable_plants() == [4, 5, 6, 7]


def test_auction_chooser_who_wins_hands_the_choice_to_the_next_in_turn_order(pg):
    """Seed 004: "若主拍者自己买到手，则按玩家行动顺序下一位（而不是顺时针方向的下一位）选择电厂拍卖";
    seed 002: "当最先行的玩家购入（或放弃购买）一座发电厂后，才由第二先行的玩家拣选"."""
    s = _auction(pg, players=4, order=[0, 2, 1, 3])
    assert pg.buy(s, 3) == 0
    assert engine.current_player(s) == 2  # next in turn order; clockwise would be seat 1


def test_auction_chooser_who_loses_chooses_again(pg):
    """Seed 004: "若他人买到手，则主拍者重新选择一张来拍卖"; seed 002: "玩家甲可再拣选发电厂进行竞投"."""
    s = _auction(pg, players=4, order=[0, 2, 1, 3])
    pg.play(s, StartAuction(3, 3), Bid(4), PassBid(), PassBid(), PassBid())
    assert s.plants[1] == (3,)
    assert engine.current_player(s) == 0
    assert s.auction_open == [0, 2, 3]


def test_auction_one_plant_per_player_per_round(pg):
    """Seed 002: "每个回合，每名玩家只可购买一座发电厂 ... 已经购入发电厂 ... 的玩家不可参与其它的发电厂
    竞投" — the buyer bids in no later auction this round."""
    s = _auction(pg, players=3)
    pg.play(s, StartAuction(3, 3), Bid(4), PassBid(), PassBid())  # seat 1 buys plant 3
    pg.play(s, StartAuction(4, 4))  # seat 0 chooses again
    assert 1 not in s.auction_bidders
    assert engine.current_player(s) == 2
    pg.play(s, PassBid())
    assert s.plants[0] == (4,)
    assert s.auction_open == [2]


def test_auction_chooser_who_declines_is_out_for_the_round(pg):
    """Seed 004: "若主拍的玩家放弃主拍的机会，则此步骤中将不能参与拍卖，即无法获得任何电厂"; seed 002:
    "放弃购买 ... 的玩家不可参与其它的发电厂竞投"."""
    s = _auction(pg, players=3)
    pg.play(s, DeclineAuction())
    assert s.auction_open == [1, 2]
    pg.play(s, StartAuction(3, 3))
    assert 0 not in s.auction_bidders
    pg.play(s, PassBid())
    assert s.plants[1] == (3,)
    assert engine.current_player(s) == 2
    pg.play(s, StartAuction(4, 4))  # nobody left to bid: bought at once
    assert s.plants[2] == (4,) and s.plants[0] == ()
    assert s.phase is Phase.RESOURCES


def test_first_round_everyone_must_buy(pg):
    """Seed 002: "第一回合时，所有玩家都不可放弃购买发电厂"; seed 004: "在第一回合的步骤2 中，每个玩家都必须
    拍一个电厂"."""
    s = pg.new(3)
    assert DeclineAuction() not in engine.legal_actions(s)
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, DeclineAuction())
    assert err.value.code == "must_buy_first_round"
    s.round = 2
    assert DeclineAuction() in engine.legal_actions(s)


def test_first_round_player_who_can_afford_nothing_may_decline(pg):
    """Decision (seeds silent): in round 1 a player who cannot pay any buyable plant (impossible with
    the 50 Elektro start, possible in an edited game) may decline instead of being stuck."""
    s = pg.new(3)
    s.money[s.order[0]] = 2
    assert engine.legal_actions(s) == [DeclineAuction()]
    pg.play(s, DeclineAuction())
    assert s.order[0] not in s.auction_open


def test_nobody_bought_removes_lowest_plant(pg):
    """Seed 002: "一回合中，若所有玩家都放弃购买发电厂，则丢弃发电厂市场中编号最小的发电厂，然后翻开1张发电厂牌";
    seed 004: "将市场中（包括可拍卖的和未来的）的最小号码电厂移出游戏，补充一张电厂卡"."""
    s = _auction(pg, players=3)
    pg.play(s, DeclineAuction(), DeclineAuction(), DeclineAuction())
    assert s.market == [4, 5, 6, 7, 8, 9, 10, 20]
    assert s.removed == [3]
    assert (mk.EV_PLANT_REMOVED, 3, mk.REASON_NO_SALE) in s.events
    assert s.phase is Phase.RESOURCES


def test_someone_bought_no_plant_removed(pg):
    """Seed 002: the lowest plant goes only "若所有玩家都放弃购买"."""
    s = _auction(pg, players=3)
    pg.play(s, DeclineAuction(), DeclineAuction())
    pg.buy(s, 6)
    assert s.removed == []
    assert s.market == [3, 4, 5, 7, 8, 9, 10, 20]


def test_max_plants_extra_discarded(pg):
    """Seed 002: "玩家只可拥有最多三座发电厂。若玩家投得第四座发电厂，他可四选其三作保留，多出来的则作弃牌";
    seed 004: "每个玩家最多可拥有3 座电厂，若再拍到1 座新电厂，必须替换手上的1 座电厂"."""
    s = _auction(pg, players=3, plants={0: [11, 12, 13]})
    pg.buy(s, 3)
    assert s.plants[0] == (3, 11, 12, 13)
    assert s.discard_player == 0 and engine.current_player(s) == 0
    assert engine.legal_actions(s) == [DiscardPlant(p) for p in (3, 11, 12, 13)]
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, StartAuction(4, 4))
    assert err.value.code == "auction_running"
    pg.play(s, DiscardPlant(12))
    assert s.plants[0] == (3, 11, 13)
    assert s.removed[-1] == 12 and 12 not in s.market
    assert s.discard_player == NO_PLAYER
    assert engine.current_player(s) == 1  # the auction goes on


def test_max_plants_discard_may_be_the_new_plant(pg):
    """Seed 002: "他可四选其三作保留" — any of the four, the new one included."""
    s = _auction(pg, players=3, plants={0: [11, 12, 13]})
    pg.buy(s, 3)
    pg.play(s, DiscardPlant(3))
    assert s.plants[0] == (11, 12, 13) and s.money[0] == 47


def test_max_plants_is_four_with_two_players(pg):
    """RULES-NOTES 1 table: max plants each 4 with 2 players, 3 otherwise."""
    s = _auction(pg, players=2, plants={0: [11, 12, 13]})
    pg.buy(s, 3)
    assert s.plants[0] == (3, 11, 12, 13) and s.discard_player == NO_PLAYER
    s = _auction(pg, players=2, plants={0: [11, 12, 13, 14]})
    pg.buy(s, 3)
    assert s.discard_player == 0


def test_discarded_plant_fuel_moves_to_other_plants_where_it_fits(pg):
    """Seed 002: "丢弃的发电厂上若放有燃料，玩家可将这些燃料存放到别的发电厂"; seed 004: "如果丢弃的电厂上
    资源和剩余的电厂可容纳资源相通，而且有空间可保留，则此资源可保留"."""
    # Plant 4 (coal 2) and 10 (coal 2) hold 6 coal between them; plant 15 (coal 2) takes the place of 4.
    s = _auction(pg, plants={0: [4, 7, 10]}, fuel={0: {"coal": 6, "oil": 3}}, market=[15, 16, 17, 18, 19, 28, 29, 30])
    supply = s.res_supply[:]
    pg.buy(s, 15)
    pg.play(s, DiscardPlant(4))
    assert s.fuel[0] == [6, 3, 0, 0]
    assert s.res_supply == supply


def test_discarded_plant_fuel_that_fits_nowhere_is_lost_to_the_supply(pg):
    """Seed 002: "若发电厂无法存放这些燃料，则和发电厂一起丢弃"; seed 004: "否则，必须丢弃（注意不是回到资源
    市场）" — it goes to the general supply, not the resource market."""
    s = _auction(pg, plants={0: [4, 7, 10]}, fuel={0: {"coal": 6, "oil": 3}}, market=[15, 16, 17, 18, 19, 28, 29, 30])
    supply, market = s.res_supply[:], s.res_market[:]
    pg.buy(s, 15)
    pg.play(s, DiscardPlant(7))  # the only oil plant
    assert s.fuel[0] == [6, 0, 0, 0]
    assert s.res_supply[Resource.OIL] == supply[Resource.OIL] + 3
    assert s.res_market == market
    assert (phases.EV_FUEL_LOST, 0, (0, 3, 0, 0)) in s.events


def test_discarded_hybrid_excess_fuel_is_lost_oil_first(pg):
    """Seed 002 lets the player keep what fits but says nothing of which fuel to keep when a hybrid's
    coal-or-oil room shrinks. Decision (phases._trim_fuel): the excess is lost oil first."""
    # Plants 4 (coal 2), 5 and 12 (hybrids, 2 each): 6 coal + 4 oil use 4 coal places + 6 hybrid places.
    s = _auction(pg, plants={0: [4, 5, 12]}, fuel={0: {"coal": 6, "oil": 4}}, market=[13, 14, 15, 16, 17, 18, 19, 28])
    pg.buy(s, 13)
    pg.play(s, DiscardPlant(12))  # 4 hybrid places left for 2 coal + 4 oil
    assert s.fuel[0] == [6, 2, 0, 0]
    assert pg.fuel_fits(s, 0)


def test_auction_bidders_who_cannot_raise_are_passed_automatically(pg):
    """Decision (seeds silent): a bidder without the money to beat the current bid is passed at once
    (the same as the pass they would have to make)."""
    s = _auction(pg, players=3, money=[50, 4, 50])
    pg.play(s, StartAuction(3, 4))
    assert (phases.EV_AUTO_PASS, 1) in s.events
    assert 1 not in s.auction_bidders and engine.current_player(s) == 2
    pg.play(s, PassBid())
    assert s.plants[0] == (3,)
    # The chooser needs the opening bid.
    s = _auction(pg, players=3, money=[5, 50, 50])
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, StartAuction(6, 6))
    assert err.value.code == "not_enough_money"
    assert {a.plant for a in engine.legal_actions(s) if isinstance(a, StartAuction)} == {3, 4, 5}


def test_auction_nobody_else_can_bid_chooser_buys_at_the_opening_bid(pg):
    """Seed 002: "丙便可以最低价格购入发电厂" — with no one else able to bid, the chooser buys at once."""
    s = _auction(pg, players=3, money=[50, 2, 3])
    pg.play(s, StartAuction(6, 6))
    assert s.plants[0] == (6,) and s.money[0] == 44
    assert engine.current_player(s) == 1


def test_auction_high_bidder_cannot_pass(pg):
    """The high bidder has nothing to pass on: the plant is theirs unless someone outbids them."""
    s = _auction(pg, players=3)
    pg.play(s, StartAuction(3, 3))
    s.auction_bidders = [0, 1, 2]  # force the chooser to act (cannot happen in play)
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, PassBid())
    assert err.value.code == "high_bidder_cannot_pass"


def test_auction_phase_ends_when_everyone_bought_or_declined(pg):
    """Seed 002: each player in turn order buys or declines; then Phase 3 starts (reverse order)."""
    s = _auction(pg, players=3, order=[2, 0, 1])
    pg.buy(s, 3)
    pg.play(s, DeclineAuction())
    pg.buy(s, 4)
    assert s.phase is Phase.RESOURCES
    assert s.queue == [1, 0, 2]
