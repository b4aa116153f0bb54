"""The plant market over the game: upkeep at all times, Step 2, Step 3 (seed 002 "发电厂市场",
"这游戏分为三个阶段"; seed 004 "游戏阶段（Step）")."""

from __future__ import annotations

from collections import Counter

import pytest

from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid import market as mk
from desktop_app.rules.power_grid.actions import (
    BuildCity,
    DeclineAuction,
    EndBuilding,
    EndBuying,
    RunPlants,
    StartAuction,
)
from desktop_app.rules.power_grid.state import STEP3_CARD, Phase

NORTH = ["taipei", "banqiao", "tamsui", "keelung", "xizhi", "xindian", "sanxia"]
NORTHWEST = ["taoyuan", "zhongli", "daxi", "zhubei", "hsinchu", "zhudong", "miaoli"]
CENTRAL = ["fengyuan", "taichung", "changhua", "lukang", "yuanlin", "nantou", "puli"]


def _idle_through(s, phase):
    """Everyone does nothing until the game leaves `phase`."""
    step_action = {
        Phase.AUCTION: DeclineAuction(),
        Phase.RESOURCES: EndBuying(),
        Phase.BUILDING: EndBuilding(),
        Phase.BUREAUCRACY: RunPlants(()),
    }[phase]
    while s.phase is phase:
        engine.apply_in_place(s, step_action)


# --- market upkeep ----------------------------------------------------------------------------


def test_market_upkeep_removes_plants_at_or_below_leader_cities(pg):
    """Seed 002: "游戏中的任何时候（包括其它步骤），若可供竞投的发电厂中，某发电厂的编号等同或小于点算表中最多
    连接城市的数目，则将这发电厂丢弃，另翻一张发电厂替代 ... 新翻开的发电厂亦可能因此规则而丢弃"; seed 004:
    "直到新补充的电厂号码大于任何一个玩家的城市数量为止". Removed the moment the house is placed."""
    s = pg.make_state(
        3,
        phase=Phase.BUILDING,
        queue=[0, 1],
        market=[5, 6, 7, 8, 9, 10, 11, 12],
        deck=[20, 3, 21, 22],
        houses={0: NORTH[:4]},
    )
    pg.play(s, BuildCity(NORTH[4]))  # 5 cities: plant 5 goes, 20 comes
    assert s.market == [6, 7, 8, 9, 10, 11, 12, 20]
    pg.play(s, BuildCity(NORTH[5]))  # 6 cities: plant 6 goes; 3 comes and goes too; then 21
    assert s.market == [7, 8, 9, 10, 11, 12, 20, 21]
    assert s.removed == [5, 6, 3]
    assert all(e[2] == mk.REASON_UPKEEP for e in s.events if e[0] == mk.EV_PLANT_REMOVED)


def test_market_upkeep_seed_002_example(pg):
    """Seed 002: "例：玩家甲连接上了最多的城市，共有6个之多，则发电厂市场第一行中所有编号为3至6的发电厂都需丢弃"."""
    s = pg.make_state(3, phase=Phase.BUILDING, queue=[0], deck=[20, 21, 22, 23, 24], houses={0: NORTH[:5]})
    assert s.market == [3, 4, 5, 6, 7, 8, 9, 10]  # edited state: upkeep not yet applied
    pg.play(s, BuildCity(NORTH[5]))
    assert s.removed == [3, 4, 5, 6]
    assert s.market == [7, 8, 9, 10, 20, 21, 22, 23]


def test_market_upkeep_counts_any_player_and_spares_owned_plants(pg):
    """Seed 002: "玩家拥有的发电厂不受此限"; the leader is whoever has most cities ("最多连接城市的数目")."""
    s = pg.make_state(
        3,
        phase=Phase.BUILDING,
        queue=[1],
        market=[8, 9, 10, 11, 12, 13, 14, 15],
        deck=[20],
        plants={1: [4, 7]},
        houses={2: NORTH[:7]},
    )
    pg.play(s, BuildCity("taoyuan"))  # seat 1 has 1 city; seat 2 leads with 7
    assert s.plants[1] == (4, 7)
    assert s.market == [8, 9, 10, 11, 12, 13, 14, 15]
    pg.play(s, EndBuilding())


def test_market_upkeep_in_auction_and_bureaucracy_draws(pg):
    """Seed 002: "游戏中的任何时候（包括其它步骤）" — a low plant drawn in Phase 2 or Phase 5 goes too."""
    s = pg.make_state(
        3,
        order=[0, 1, 2],
        market=[6, 7, 8, 9, 10, 11, 12, 13],
        deck=[5, 20, 3, 21, 22, STEP3_CARD],
        houses={2: NORTH[:5]},
    )
    pg.buy(s, 6)  # 5 cities lead: the replacement 5 is removed, then 20 drawn
    assert s.market == [7, 8, 9, 10, 11, 12, 13, 20]
    assert s.removed == [5]
    pg.play(s, DeclineAuction(), DeclineAuction())
    _idle_through(s, Phase.RESOURCES)
    _idle_through(s, Phase.BUILDING)
    _idle_through(s, Phase.BUREAUCRACY)  # 20 under the deck; 3 drawn and removed; 21 drawn
    assert s.market == [7, 8, 9, 10, 11, 12, 13, 21]
    assert s.removed == [5, 3]
    assert pg.deck_top_first(s) == [22, STEP3_CARD, 20]


def test_market_upkeep_repeats_when_no_replacement_can_be_drawn(pg):
    """Seed 002: "游戏中的任何时候 ... 某发电厂的编号等同或小于 ... 则将这发电厂丢弃"; seed 004: "在游戏的任何
    时间，如果可拍卖市场内的任意电厂号码小于等于任何一个玩家的城市数量，此电厂将被移出游戏". With nothing to draw,
    plants 7 and 8 move into the buyable row after 3-6 go, and are themselves at or below 8.
    (Not reachable one house at a time from a consistent state; reachable from edited states.)"""
    s = pg.make_state(3, phase=Phase.BUILDING, queue=[0], deck=[], houses={0: NORTH + ["taoyuan"]})
    mk.enforce_upkeep(s)
    assert all(p > 8 for p in s.buyable_plants()), s.market


# --- Step 2 -----------------------------------------------------------------------------------


def test_step2_starts_after_phase4_and_removes_lowest_plant_once(pg):
    """Seed 002: "第二阶段：当步骤4建设网络时，任何玩家连接上7个城市后，进入步骤5行政管理时，游戏即踏入第二阶段。
    踏入第二阶段的一刻，开始步骤5前，把发电厂市场中编号最小的发电厂丢弃。另翻一张发电厂替代。全局游戏中，这动作
    只执行一次"; seed 004: "当任意一个玩家的进入城市数量达到7 个时，step2 开始，此时做一次性动作"."""
    s = pg.make_state(
        3,
        phase=Phase.BUILDING,
        order=[0, 1, 2],
        queue=[2, 1, 0],
        market=[7, 8, 9, 10, 11, 12, 13, 14],
        deck=[20, 21, 22, 23, 24, STEP3_CARD],
        houses={2: NORTH[:6]},
    )
    pg.play(s, BuildCity(NORTH[6]))  # 7 cities: upkeep takes plant 7 at once
    assert s.market == [8, 9, 10, 11, 12, 13, 14, 20]
    assert s.step == 1  # not before the end of Phase 4
    pg.play(s, EndBuilding())
    with pytest.raises(IllegalAction) as err:  # still one house per city in this Phase 4
        engine.apply_in_place(s, BuildCity(NORTH[0]))
    assert err.value.code == "city_full"
    pg.play(s, EndBuilding(), EndBuilding())
    assert s.step == 2 and s.phase is Phase.BUREAUCRACY
    assert (mk.EV_STEP, 2) in s.events
    assert (mk.EV_PLANT_REMOVED, 8, mk.REASON_STEP2) in s.events
    assert s.market == [9, 10, 11, 12, 13, 14, 20, 21]
    assert s.removed == [7, 8]
    # Step 2: a second house in a city from the next Phase 4, and the lowest plant goes only once.
    _idle_through(s, Phase.BUREAUCRACY)
    _idle_through(s, Phase.AUCTION)
    _idle_through(s, Phase.RESOURCES)
    assert s.phase is Phase.BUILDING
    while engine.current_player(s) != 1:
        pg.play(s, EndBuilding())
    pg.play(s, BuildCity(NORTH[0]))
    assert s.city_owners[pg.city(s, NORTH[0])] == (2, 1)
    removed = len(s.removed)
    _idle_through(s, Phase.BUILDING)
    assert s.step == 2 and len(s.removed) == removed


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_step2_threshold_by_player_count(pg, players):
    """RULES-NOTES 1 table "Step 2 at": 10 cities with 2 players, 7 with 3-5, 6 with 6."""
    threshold = {2: 10, 3: 7, 4: 7, 5: 7, 6: 6}[players]
    cities = NORTH + NORTHWEST
    for leader, step in [(threshold - 1, 1), (threshold, 2)]:
        s = pg.make_state(
            players,
            phase=Phase.BUILDING,
            queue=[0],
            market=range(11, 19),
            deck=[20, 21, STEP3_CARD],
            houses={0: cities[:leader]},
        )
        pg.play(s, EndBuilding())
        assert s.step == step


# --- Step 3 -----------------------------------------------------------------------------------


def test_step3_card_drawn_in_phase2_waits_as_biggest_plant_until_phase_end(pg):
    """Seed 002: "步骤2竞投电厂：把Phase 3牌当成编号最大的发电厂，继续游戏。完成步骤2后，丢弃Phase 3牌及编号最小
    的发电厂，但不补回发电厂。步骤3开始时，游戏即进入第三阶段"; seed 004: "若step3 卡在此步骤中被补充出现，将被当做
    最大电厂对待，放在未来市场中的最后 ... 此步骤结束后丢弃最小号码电厂和此step3 卡，也不从卡堆中补充新电厂。Step3
    将从紧接着的步骤3 开始". Decision where the seeds are silent: no more cards are drawn while the card
    waits (the plants under it are the ones reshuffled when Step 3 starts)."""
    s = pg.make_state(3, step=2, order=[0, 1, 2], deck=[STEP3_CARD, 30, 31])
    pg.buy(s, 3)
    assert s.market == [4, 5, 6, 7, 8, 9, 10, STEP3_CARD]
    assert s.step3_pending and s.step == 2
    assert (mk.EV_STEP3_CARD,) in s.events
    assert STEP3_CARD not in s.buyable_plants()
    assert all(a.plant != STEP3_CARD for a in engine.legal_actions(s) if isinstance(a, StartAuction))
    pg.buy(s, 4)  # no replacement while the card waits
    assert s.market == [5, 6, 7, 8, 9, 10, STEP3_CARD]
    assert sorted(s.deck) == [30, 31]
    pg.play(s, DeclineAuction())
    # End of Phase 2: the card and the lowest plant go, nothing is drawn; Step 3 from Phase 3 on.
    assert s.phase is Phase.RESOURCES and s.step == 3 and not s.step3_pending
    assert s.market == [6, 7, 8, 9, 10]
    assert (mk.EV_PLANT_REMOVED, 5, mk.REASON_STEP3) in s.events
    assert sorted(s.deck) == [30, 31]  # reshuffled, not drawn
    assert s.buyable_plants() == [6, 7, 8, 9, 10]


def test_nobody_bought_draws_step3_card_step3_starts_with_phase3(pg):
    """Seed 002: "若所有玩家都放弃购买发电厂，则丢弃 ... 编号最小的发电厂，然后翻开1张发电厂牌" — if that card is the
    Step 3 card, the phase is already over: "完成步骤2后，丢弃Phase 3牌及编号最小的发电厂，但不补回发电厂"."""
    s = pg.make_state(3, step=2, order=[0, 1, 2], deck=[STEP3_CARD, 30, 31])
    pg.play(s, DeclineAuction(), DeclineAuction(), DeclineAuction())
    assert s.removed == [3, 4]
    assert s.market == [5, 6, 7, 8, 9, 10]
    assert s.step == 3 and s.phase is Phase.RESOURCES and not s.step3_pending


def test_step3_card_drawn_in_phase2_no_future_plant_becomes_buyable(pg):
    """Seed 004: "若step3 卡在此步骤中被补充出现，将被当做最大电厂对待，放在未来市场中的最后。在此拍卖步骤剩余的过程
    中将不从未来市场中补充电厂到可拍卖市场" — for the rest of this Phase 2 the buyable row only shrinks."""
    s = pg.make_state(3, step=2, order=[0, 1, 2], deck=[STEP3_CARD, 30, 31])
    pg.buy(s, 3)  # the Step 3 card replaces plant 3
    assert s.buyable_plants() == [4, 5, 6]
    assert {a.plant for a in engine.legal_actions(s) if isinstance(a, StartAuction)} == {4, 5, 6}
    with pytest.raises(IllegalAction) as err:
        engine.apply_in_place(s, StartAuction(7, 7))
    assert err.value.code == "plant_not_buyable"
    pg.buy(s, 4)
    assert s.buyable_plants() == [5, 6]


def test_step3_market_of_6_all_buyable(pg):
    """Seed 002: "第三阶段的发电厂市场以6张发电厂牌组成。玩家可拣选任何一座发电厂进行竞投"; seed 004: "进入step3
    之后拍卖市场上的电厂总共会剩余6 座，全部为可拍卖电厂"."""
    s = pg.make_state(3, step=3, market=[20, 21, 22, 23, 24, 25], deck=[30, 31])
    assert s.market_size() == 6
    assert s.buyable_plants() == [20, 21, 22, 23, 24, 25] and s.future_plants() == []
    assert {a.plant for a in engine.legal_actions(s) if isinstance(a, StartAuction)} == set(s.market)
    pg.buy(s, 25)
    assert s.market == [20, 21, 22, 23, 24, 30]


def test_step3_market_refilled_to_6_at_first_step3_auction(pg):
    """Seed 004: "如果进入step3 的第一次步骤2 拍卖时，市场中电厂数量未达到6 张，请先从牌堆中补足"."""
    s = pg.make_state(3, step=2, order=[0, 1, 2], deck=[STEP3_CARD, 30, 31, 32, 33])
    pg.buy(s, 3)
    pg.buy(s, 4)
    pg.buy(s, 5)
    assert s.step == 3 and s.market == [7, 8, 9, 10]
    _idle_through(s, Phase.RESOURCES)
    _idle_through(s, Phase.BUILDING)
    _idle_through(s, Phase.BUREAUCRACY)
    assert s.phase is Phase.AUCTION and s.round == 3
    assert len(s.market) == 6 and 7 not in s.market  # lowest gone in Phase 5, then back to 6
    assert s.buyable_plants() == s.market


def test_step3_market_shrinks_when_the_deck_is_empty(pg):
    """Decision (seeds silent on an empty deck): Phase 5 of Step 3 still drops the lowest plant, and
    with no card to draw the market simply holds fewer plants."""
    s = pg.make_state(3, step=3, phase=Phase.BUREAUCRACY, market=[20, 21, 22, 23, 24, 25], deck=[30])
    _idle_through(s, Phase.BUREAUCRACY)
    assert s.market == [21, 22, 23, 24, 25, 30] and s.deck == []
    s.phase = Phase.BUREAUCRACY
    s.queue = s.order[:]
    _idle_through(s, Phase.BUREAUCRACY)
    assert s.market == [22, 23, 24, 25, 30]
    assert s.buyable_plants() == s.market


def test_step3_card_drawn_in_phase4_step3_from_phase5(pg):
    """Seed 002: "步骤4建设网络：把Phase 3牌当成编号最大的发电厂，继续游戏。完成步骤4后，丢弃Phase 3牌及编号最小
    的发电厂，但不补回发电厂。步骤5开始时，游戏即进入第三阶段"; seed 004: "如果在此步骤内出现step3 卡，在此步骤结束时
    号码最小的电厂与step3 卡将被移出游戏，紧接着的步骤5 开始时进入step3". Decision where the seeds are
    silent: while the card waits no more cards are drawn, so plants removed by upkeep meanwhile are
    not replaced until Step 3 starts."""
    s = pg.make_state(
        3,
        step=2,
        phase=Phase.BUILDING,
        order=[0, 1, 2],
        queue=[2, 1, 0],
        market=[5, 6, 7, 8, 9, 10, 11, 12],
        deck=[STEP3_CARD, 30, 31],
        houses={2: NORTH[:4]},
    )
    pg.set_res_market(s, 0, 0, 0, 0)
    pg.play(s, BuildCity(NORTH[4]))  # 5 cities: plant 5 goes, the Step 3 card comes up
    assert s.market == [6, 7, 8, 9, 10, 11, 12, STEP3_CARD] and s.step3_pending
    pg.play(s, BuildCity(NORTH[5]))  # 6 cities: plant 6 goes, nothing is drawn
    assert s.market == [7, 8, 9, 10, 11, 12, STEP3_CARD]
    assert s.step == 2
    pg.play(s, EndBuilding(), EndBuilding(), EndBuilding())
    assert s.phase is Phase.BUREAUCRACY and s.step == 3
    assert s.market == [8, 9, 10, 11, 12]
    # Phase 5 is played in Step 3: its resupply table and its market update.
    _idle_through(s, Phase.BUREAUCRACY)
    assert tuple(s.res_market) == (3, 4, 3, 1)  # 3 players, Step 3
    assert 8 not in s.market and len(s.market) == 6


def test_step3_card_drawn_in_phase5_step3_at_once_deck_reshuffled(pg):
    """Seed 002: "步骤5行政管理：丢弃Phase 3牌及编号最小的发电厂，但不补回发电厂。下一回合开始时，游戏即进入第三阶段
    ... 将未用的发电厂牌迭重新洗混。这些都应是第一或第二阶段中，步骤5行政管理时放到牌迭底的发电厂"; seed 004:
    "若在此步骤中翻出step3 卡，最小电厂和step3 卡将被移出游戏，不再补充电厂卡。游戏立即进入step3，并将剩余的电厂卡
    重新洗匀后放置一边"."""
    s = pg.make_state(
        3,
        step=2,
        phase=Phase.BUREAUCRACY,
        market=[10, 11, 12, 13, 14, 15, 16, 17],
        deck=[STEP3_CARD, 30, 31, 32],
    )
    pg.set_res_market(s, 0, 0, 0, 0)
    _idle_through(s, Phase.BUREAUCRACY)
    # Resupply came first, by the Step 2 table; then 17 went under the deck and the card came up.
    assert tuple(s.res_market) == (5, 3, 2, 1)
    assert s.step == 3 and s.round == 3 and not s.step3_pending
    assert s.market == [11, 12, 13, 14, 15, 16]
    assert (mk.EV_PLANT_REMOVED, 10, mk.REASON_STEP3) in s.events
    assert Counter(s.deck) == Counter([30, 31, 32, 17])
    assert STEP3_CARD not in s.deck and STEP3_CARD not in s.market


def test_step3_deck_reshuffle_is_seeded(pg):
    """The reshuffle draws from the game seed (rules/common/rng.py): same seed, same order."""
    decks = set()
    for seed in (1, 1, 2, 3, 4):
        s = pg.make_state(
            3,
            seed=seed,
            step=2,
            phase=Phase.BUREAUCRACY,
            market=range(10, 18),
            deck=[STEP3_CARD, 30, 31, 32, 33, 34, 35],
        )
        _idle_through(s, Phase.BUREAUCRACY)
        decks.add((seed, tuple(s.deck)))
    assert len({d for seed, d in decks if seed == 1}) == 1
    assert len({d for _, d in decks}) > 1


def test_step3_allows_a_third_house_in_a_city(pg):
    """Seed 002: "第三阶段中，每个城市上最多可放置三个分别属于三名玩家的房屋"."""
    s = pg.make_state(3, step=2, order=[0, 1, 2], deck=[STEP3_CARD, 30], houses={1: ["taipei"], 2: ["taipei"]})
    pg.buy(s, 3)
    _idle_through(s, Phase.AUCTION)
    _idle_through(s, Phase.RESOURCES)
    while engine.current_player(s) != 0:
        pg.play(s, EndBuilding())
    pg.play(s, BuildCity("taipei"))
    assert s.city_owners[pg.city(s, "taipei")] == (1, 2, 0)


def test_step3_upkeep_removal_draws_exactly_one_replacement(pg):
    """Seed 002: "若可供竞投的发电厂中，某发电厂的编号等同或小于点算表中最多连接城市的数目，则将这发电厂丢弃，
    另翻一张发电厂替代": one card for the plant that left, even in a Step 3 market that is short of
    six (the fill to six waits for the first Step 3 auction, seed 004: "如果进入step3 的第一次步骤2
    拍卖时，市场中电厂数量未达到6 张，请先从牌堆中补足"). Seen drawing two: 2 players, seed 1076."""
    s = pg.make_state(
        3,
        step=3,
        phase=Phase.BUILDING,
        queue=[0, 1, 2],
        market=[5, 20, 21, 22],
        deck=[30, 31, 32],
        houses={0: NORTH[:4]},
    )
    engine.apply_in_place(s, BuildCity(NORTH[4]))  # 5 cities: plant 5 goes
    assert s.market == [20, 21, 22, 30]
    assert pg.deck_top_first(s) == [31, 32]
    assert [e for e in s.events if e[0] == mk.EV_PLANT_DRAWN] == [(mk.EV_PLANT_DRAWN, 30)]


def test_step3_purchase_draws_exactly_one_replacement(pg):
    """Seed 002: "翻开1张发电厂牌" after each purchase: one card per plant bought, so a short Step 3
    market stays short within the auction instead of filling to six."""
    s = pg.make_state(3, step=3, market=[20, 21, 22, 23], deck=[30, 31, 32])
    pg.buy(s, 23)
    assert s.market == [20, 21, 22, 30]
    assert pg.deck_top_first(s) == [31, 32]


def test_step3_bureaucracy_removal_draws_one_then_first_auction_fills_to_six(pg):
    """Seed 002: "第三阶段时，从发电厂市场中，把编号最小的发电厂丢弃，另翻一张发电厂替代" (one card), then seed
    004: "如果进入step3 的第一次步骤2 拍卖时，市场中电厂数量未达到6 张，请先从牌堆中补足"."""
    s = pg.make_state(3, step=3, phase=Phase.BUREAUCRACY, market=[20, 21, 22, 23], deck=[30, 31, 32, 33])
    events = []
    while s.phase is Phase.BUREAUCRACY:
        engine.apply_in_place(s, RunPlants(()))
        events += s.events
    drawn = [e[1] for e in events if e[0] == mk.EV_PLANT_DRAWN]
    assert drawn[0] == 30  # the one replacement for plant 20 ...
    assert s.phase is Phase.AUCTION
    assert s.market == [21, 22, 23, 30, 31, 32]  # ... then the first Step 3 auction fills to six
