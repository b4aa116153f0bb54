"""Whole rounds on a known deck order, checked number by number (seeds 002 and 004, RULES-NOTES 1)."""

from __future__ import annotations

from desktop_app.content.power_grid import Resource
from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid import market as mk
from desktop_app.rules.power_grid.actions import (
    Bid,
    BuildCity,
    BuyResource,
    DeclineAuction,
    EndBuilding,
    EndBuying,
    PassBid,
    RunPlants,
    StartAuction,
)
from desktop_app.rules.power_grid.state import STEP3_CARD, Phase

COAL, OIL, GARBAGE, URANIUM = Resource.COAL, Resource.OIL, Resource.GARBAGE, Resource.URANIUM


def _expect_turn(s, player):
    assert engine.current_player(s) == player, (engine.current_player(s), player)


def test_three_player_opening_two_rounds(pg):
    """Round 1 and the start of round 2 of a 3-player game with a known deck."""
    s = pg.new(3, seed=11)
    s.order = [0, 1, 2]
    s.auction_open = [0, 1, 2]
    deck = [13, 27, 19, 35, 22, 31, 40, 25, STEP3_CARD]
    pg.set_deck(s, deck)

    # Phase 2, round 1 (random order 0, 1, 2; bids clockwise from the chooser).
    _expect_turn(s, 0)
    pg.play(s, StartAuction(4, 4), Bid(5), PassBid(), Bid(7), PassBid())
    assert s.plants[0] == (4,) and s.money[0] == 43
    assert s.market == [3, 5, 6, 7, 8, 9, 10, 13]  # plant 13 was on top of the deck
    _expect_turn(s, 1)
    pg.play(s, StartAuction(6, 6), PassBid())
    assert s.plants[1] == (6,) and s.money[1] == 44
    assert s.market == [3, 5, 7, 8, 9, 10, 13, 27]
    _expect_turn(s, 2)
    pg.play(s, StartAuction(3, 3))  # nobody left to bid
    assert s.plants[2] == (3,) and s.money[2] == 47
    assert s.market == [5, 7, 8, 9, 10, 13, 19, 27]

    # Re-ordered by plant number after the first auction: 6, 4, 3.
    assert s.order == [1, 0, 2]
    assert s.phase is Phase.RESOURCES

    # Phase 3, reverse order: 2, 0, 1.
    _expect_turn(s, 2)
    pg.play(s, BuyResource(OIL, 2), EndBuying())  # oil starts on 3: 3 + 3
    _expect_turn(s, 0)
    pg.play(s, BuyResource(COAL, 2), EndBuying())  # 1 + 1
    _expect_turn(s, 1)
    pg.play(s, BuyResource(GARBAGE, 1), EndBuying())  # garbage starts on 7
    assert s.money == [41, 37, 41]
    assert s.res_market == [22, 16, 5, 2]

    # Phase 4, reverse order: 2, 0, 1.
    _expect_turn(s, 2)
    pg.play(s, BuildCity("taichung"), EndBuilding())
    _expect_turn(s, 0)
    pg.play(s, BuildCity("taipei"), BuildCity("banqiao"), EndBuilding())  # 10, then 10 + 4
    _expect_turn(s, 1)
    pg.play(s, BuildCity("hsinchu"), EndBuilding())
    assert s.money == [17, 27, 31]
    assert s.market == [5, 7, 8, 9, 10, 13, 19, 27]  # 2 cities lead: nothing at or below 2 for sale

    # Phase 5, turn order: 1, 0, 2. Each powers one city for 22.
    _expect_turn(s, 1)
    pg.play(s, RunPlants((6,)))
    _expect_turn(s, 0)
    pg.play(s, RunPlants((4,)))
    _expect_turn(s, 2)
    pg.play(s, RunPlants((3,)))
    assert s.money == [39, 49, 53]
    assert s.powered == [1, 1, 1] and s.income == [22, 22, 22]
    # Resupply 4/2/1/1 (3 players, Step 1), limited to the 2 coal burnt back into the supply.
    assert s.res_market == [24, 18, 6, 3]
    assert s.res_supply == [0, 6, 18, 9]
    # Plant 27 under the deck, 35 drawn.
    assert s.market == [5, 7, 8, 9, 10, 13, 19, 35]
    assert pg.deck_top_first(s) == [22, 31, 40, 25, STEP3_CARD, 27]

    # Round 2, Phase 1: seat 0 has 2 cities; seats 1 and 2 tie on 1, plant 6 beats plant 3.
    assert s.round == 2 and s.order == [0, 1, 2]
    assert s.history == [(1, (39, 49, 53), (2, 1, 1))]
    # Nobody buys: plant 5 leaves, 22 comes.
    pg.play(s, DeclineAuction(), DeclineAuction(), DeclineAuction())
    assert s.market == [7, 8, 9, 10, 13, 19, 22, 35]
    assert s.removed == [5]
    pg.check_invariants(s)


def test_two_player_step3_in_the_first_auction(pg):
    """A deck that holds almost nothing above the Step 3 card: the card comes up in round 1's auction,
    the first-round re-ordering still happens, and Step 3 starts with Phase 3 (seed 002: "完成步骤2后，
    丢弃Phase 3牌及编号最小的发电厂，但不补回发电厂。步骤3开始时，游戏即进入第三阶段")."""
    s = pg.new(2, seed=3)
    s.order = [1, 0]
    s.auction_open = [1, 0]
    pg.set_deck(s, [13, STEP3_CARD, 30, 31])
    pg.play(s, StartAuction(3, 3), PassBid())
    assert s.plants[1] == (3,)
    pg.play(s, StartAuction(4, 4))
    assert s.plants[0] == (4,)
    assert s.phase is Phase.RESOURCES and s.step == 3
    assert s.order == [0, 1]
    assert s.market == [6, 7, 8, 9, 10, 13]  # card and plant 5 gone, nothing drawn
    assert (mk.EV_PLANT_REMOVED, 5, mk.REASON_STEP3) in s.events
    assert sorted(s.deck) == [30, 31]
    assert s.buyable_plants() == s.market
    pg.check_invariants(s)
