"""The beginner level (issue 16) of Power Grid and 電力管家 (Power Butler).

"`beginner` makes believable mistakes on purpose (misjudges, forgets a rule's edge), not random
moves." Every decision of the beginners in whole simulated games is checked against the legal
actions; then, at the very states the beginner met, each named mistake is shown: the beginner
makes it there and the normal player, asked the same question, does not.

How often the normal player beats the beginner is a measurement, not a test (the issue's goal:
at least 70% at 2 players); see the commit that added this file.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from desktop_app.ai import registry
from desktop_app.ai.base import bot_rng
from desktop_app.ai.power_butler.beginner import BeginnerBot as ButlerBeginner
from desktop_app.ai.power_butler.heuristic import HeuristicBot as ButlerNormal
from desktop_app.ai.power_butler.heuristic import appliance_value
from desktop_app.ai.power_grid import heuristic as grid_heuristic
from desktop_app.ai.power_grid.beginner import BeginnerBot as GridBeginner
from desktop_app.ai.power_grid.beginner import city_cost
from desktop_app.ai.power_grid.building import next_city
from desktop_app.ai.power_grid.heuristic import HeuristicBot as GridNormal
from desktop_app.ai.power_grid.valuation import unit_prices
from desktop_app.content.loader import default_power_grid
from desktop_app.content.power_butler import Face
from desktop_app.rules.power_butler import engine as butler_engine
from desktop_app.rules.power_butler.actions import Buy, EndTurn, KeepDice, PayBill, PlaceMarker, Reroll
from desktop_app.rules.power_butler.game import POWER_BUTLER
from desktop_app.rules.power_butler.state import Phase as ButlerPhase
from desktop_app.rules.power_butler.state import PowerButlerOptions
from desktop_app.rules.power_butler.views import observation as butler_observation
from desktop_app.rules.power_grid import engine as grid_engine
from desktop_app.rules.power_grid.actions import Bid, BuildCity, BuyResource, DeclineAuction, StartAuction
from desktop_app.rules.power_grid.state import NO_PLAYER, PowerGridOptions
from desktop_app.rules.power_grid.state import Phase as GridPhase
from desktop_app.rules.power_grid.views import observation as grid_observation

# --- playing whole games, every beginner decision checked --------------------------------------


def _grid_legal(state: Any, action: Any) -> bool:
    """Legal now: listed by legal_actions, or a bid / opening bid inside its allowed range."""
    legal = grid_engine.legal_actions(state)
    if isinstance(action, Bid):
        lo, hi = grid_engine.bid_range(state)
        return any(isinstance(a, Bid) for a in legal) and lo <= action.amount <= hi
    if isinstance(action, StartAuction):
        money = state.money[grid_engine.current_player(state)]
        return StartAuction(action.plant, action.plant) in legal and action.plant <= action.bid <= money
    return action in legal


def _play_grid(content: Any, seed: int, bots: list[Any], seen: list[tuple[Any, Any]] | None = None) -> Any:
    """A Power Grid game; asserts every decision is legal and keeps the beginners' (view, move)."""
    state = grid_engine.new_game(content, PowerGridOptions(len(bots), seed))
    rngs = [bot_rng(seed, seat) for seat in range(len(bots))]
    while not grid_engine.is_over(state) and state.round <= 60:
        player = grid_engine.current_player(state)
        view = grid_observation(state, player)
        action = bots[player].choose(view, rngs[player])
        assert _grid_legal(state, action), f"seed {seed}: {bots[player].name} chose illegal {action}"
        if seen is not None and bots[player].name == "beginner":
            seen.append((view, action))
        grid_engine.apply_in_place(state, action)
    return state


def _play_butler(content: Any, seed: int, bots: list[Any], mode: str, seen: list[tuple[Any, Any]] | None = None) -> Any:
    """A Power Butler game; asserts every decision is legal and keeps the beginners' (view, move)."""
    options = PowerButlerOptions.from_json({"players": len(bots), "seed": seed, "mode": mode})
    state = butler_engine.new_game(content, options)
    rngs = [bot_rng(seed, seat) for seat in range(len(bots))]
    while not butler_engine.is_over(state) and state.round <= 40:
        player = butler_engine.current_player(state)
        view = butler_observation(state, player)
        action = bots[player].choose(view, rngs[player])
        assert action in butler_engine.legal_actions(state), f"seed {seed}: {bots[player].name} chose {action}"
        if seen is not None and bots[player].name == "beginner":
            seen.append((view, action))
        butler_engine.apply_in_place(state, action)
    return state


@pytest.fixture(scope="module")
def grid_content() -> Any:
    return default_power_grid()


@pytest.fixture(scope="module")
def butler_content() -> Any:
    return POWER_BUTLER.load_content(None)


def test_both_beginners_are_registered_by_level_name():
    for game, cls in (("power-grid", GridBeginner), ("power-butler", ButlerBeginner)):
        assert "beginner" in registry.bot_names(game)
        bot = registry.make_bot(game, "beginner")
        assert isinstance(bot, cls) and bot.name == "beginner" and bot.level == "beginner"


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_power_grid_beginner_only_ever_chooses_legal_actions(grid_content, players):
    for seed in range(3):
        # Beginners among normal players, and a table of beginners only (seed 2).
        bots = [GridBeginner() if seed == 2 or (seat + seed) % 2 == 0 else GridNormal() for seat in range(players)]
        state = _play_grid(grid_content, 7000 + 10 * players + seed, bots)
        assert grid_engine.is_over(state), f"{players} players, seed {seed}: not over after 60 rounds"


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("mode", ["simple", "standard"])
def test_power_butler_beginner_only_ever_chooses_legal_actions(butler_content, players, mode):
    for seed in range(3):
        bots = [ButlerBeginner() if seed == 2 or (seat + seed) % 2 == 0 else ButlerNormal() for seat in range(players)]
        state = _play_butler(butler_content, 7000 + 10 * players + seed, bots, mode)
        assert butler_engine.is_over(state)


def test_the_beginners_are_deterministic_given_their_rng(grid_content, butler_content):
    def grid_moves() -> list[Any]:
        seen: list[tuple[Any, Any]] = []
        _play_grid(grid_content, 77, [GridBeginner(), GridNormal(), GridBeginner()], seen)
        return [a for _, a in seen]

    def butler_moves() -> list[Any]:
        seen: list[tuple[Any, Any]] = []
        _play_butler(butler_content, 77, [ButlerBeginner(), ButlerNormal()], "standard", seen)
        return [a for _, a in seen]

    assert grid_moves() == grid_moves()
    assert butler_moves() == butler_moves()


# --- Power Grid: each mistake, where the normal player does not make it --------------------------


@pytest.fixture(scope="module")
def grid_seen(grid_content) -> list[tuple[Any, Any]]:
    """(the beginner's view, its move) at every beginner decision of a few 2-4 player games."""
    seen: list[tuple[Any, Any]] = []
    for seed, players in ((11, 2), (12, 3), (13, 4), (14, 2)):
        bots = [GridBeginner() if seat % 2 == 0 else GridNormal() for seat in range(players)]
        _play_grid(grid_content, seed, bots, seen)
    return seen


def _normal_grid(view: Any) -> Any:
    return GridNormal().choose(view, random.Random(0))


def test_power_grid_beginner_waits_until_its_plants_are_full_before_buying_another(grid_seen):
    """Seed 004: 「玩家必须计算发展成本，在扩张供电网络的同时，积极提升发电厂的效能」. The beginner
    does not plan ahead: while its plants can power more cities than it has, it wants no new
    plant, where the normal player opens an auction."""
    cases = []
    for view, action in grid_seen:
        me = grid_engine.current_player(view)
        if view.phase is not GridPhase.AUCTION or view.auction_plant or view.discard_player != NO_PLAYER:
            continue
        if view.round > 1 and view.capacity(me) > len(view.cities[me]):
            assert isinstance(action, DeclineAuction)
            if isinstance(_normal_grid(view), StartAuction):
                cases.append(view)
    assert cases, "the normal player never bought ahead where the beginner waited"


def test_power_grid_beginner_overbids_for_a_plant_it_likes(grid_seen):
    """Seed 004: 「电厂左上角号码为起拍最低价，每次出价需高于上家」. The beginner bids more than the
    plant is worth to the normal player (its number plus PREMIUM_PER_CITY per city it adds);
    the normal player, asked at the same moment, never goes past that."""
    overbids = 0
    for view, action in grid_seen:
        if not isinstance(action, Bid):
            continue
        me = grid_engine.current_player(view)
        prices = unit_prices(view)
        plant = view.auction_plant
        worth = plant + int(grid_heuristic._gain(view, me, plant, prices) * grid_heuristic.PREMIUM_PER_CITY)
        normal = _normal_grid(view)
        assert not isinstance(normal, Bid) or normal.amount <= worth
        if action.amount > worth:
            overbids += 1
    assert overbids, "the beginner never bid past what the plant is worth"


def test_power_grid_beginner_forgets_to_keep_money_for_fuel(grid_seen):
    """Seed 004: 「玩家选择要发电的电厂……丢弃相应的资源」 and 「进入城市需要支付相应的城市费用和连接费」:
    the fuel and the building of the round are paid from what the auction leaves. The beginner
    bids past what would leave the fuel for its cities and this round's city (the normal
    player's budget); the normal player, at the same moment, never does."""
    cases = 0
    for view, action in grid_seen:
        if not isinstance(action, (Bid, StartAuction)) or view.round == 1:
            continue
        me = grid_engine.current_player(view)
        plant = view.auction_plant or action.plant
        amount = action.amount if isinstance(action, Bid) else action.bid
        budget = grid_heuristic._budget(view, me, plant, unit_prices(view))
        normal = _normal_grid(view)
        assert not isinstance(normal, Bid) or normal.amount <= budget
        if amount > budget:
            cases += 1
    assert cases, "the beginner always kept its fuel money"


def test_power_grid_beginner_buys_fuel_for_a_plant_it_cannot_run_soon(grid_seen):
    """Seed 004: 「购买的量最多为电厂发电用的2 倍资源」: a plant may store fuel, but fuel only earns
    when the plant runs for connected cities. The beginner buys a run for every plant it owns,
    more than the normal player's plan for the cities it has and will build this round."""
    cases = 0
    for view, action in grid_seen:
        if not isinstance(action, BuyResource):
            continue
        me = grid_engine.current_player(view)
        plan, _ = grid_heuristic._round_plan(view, me)
        if action.amount > plan.buys[action.resource]:
            cases += 1
            normal = _normal_grid(view)
            assert not isinstance(normal, BuyResource) or normal.amount <= plan.buys[normal.resource]
    assert cases, "the beginner never bought fuel beyond the normal player's plan"


def test_power_grid_beginner_builds_where_it_is_cheapest_not_where_it_connects(grid_seen):
    """Seed 004: 「进入城市需要支付相应的城市费用和连接费」. The beginner looks at the city's price
    only and overlooks the connection: it pays more for its city than the normal player's
    choice at the same moment would cost."""
    dearer = 0
    for view, action in grid_seen:
        if not isinstance(action, BuildCity):
            continue
        me = grid_engine.current_player(view)
        paid = city_cost(view, me, view.board.city_index[action.city])
        cheapest = next_city(view, me)
        assert cheapest is not None and paid >= cheapest[1]
        slot = view.board.content.city_costs[len(view.city_owners[view.board.city_index[action.city]])]
        assert slot == min(
            view.board.content.city_costs[len(view.city_owners[c])]
            for c in view.board.in_play_cities
            if grid_engine.build_refusal(view, me, c) is None
        )
        if paid > cheapest[1]:
            dearer += 1
    assert dearer, "the beginner always built where the normal player would"


# --- Power Butler: each mistake, where the normal player does not make it -------------------------


@pytest.fixture(scope="module")
def butler_seen(butler_content) -> list[tuple[Any, Any]]:
    seen: list[tuple[Any, Any]] = []
    for seed, players in ((21, 2), (22, 3), (23, 2), (24, 4)):
        for mode in ("simple", "standard"):
            bots = [ButlerBeginner() if seat % 2 == 0 else ButlerNormal() for seat in range(players)]
            _play_butler(butler_content, seed, bots, mode, seen)
    return seen


def _normal_butler(view: Any) -> Any:
    return ButlerNormal().choose(view, random.Random(0))


def test_power_butler_beginner_rerolls_everything(butler_seen):
    """Seed 000: 「從骰面不為「3元/！」的骰子中，任選其中任意數量的骰子進行重擲」. At its first
    reroll the beginner rolls every die it may, good 2元 dice included, where the normal player
    keeps some; then it is happy with what it gets (「若玩家對擲骰結果滿意，便可選擇不再進行重擲」)."""
    kept_by_normal = 0
    for view, action in butler_seen:
        if view.phase is not ButlerPhase.REROLL:
            continue
        free = [f for f in view.dice if f != Face.THREE]
        if view.rerolls_left < view.board.rerolls:
            assert isinstance(action, KeepDice)
            continue
        assert isinstance(action, Reroll) and sorted(action.faces) == sorted(free)
        normal = _normal_butler(view)
        if Face.TWO in free and (isinstance(normal, KeepDice) or Face.TWO not in normal.faces):
            kept_by_normal += 1
    assert kept_by_normal, "the normal player never kept a 2元 die the beginner rolled again"


def test_power_butler_beginner_buys_the_cheapest_appliance_not_the_best_value(butler_seen):
    """Seed 000: 「各玩家在選購家電時，須在其能為生活帶來豐富便利及可能造成龐大支出費用之間，仔細衡量
    評估」. The beginner buys the cheapest appliance it can pay for; the normal player, at the same
    moment, buys a dearer one worth more to it (points, variety, less the bill it brings)."""
    cases = 0
    for view, action in butler_seen:
        if not isinstance(action, Buy):
            continue
        board = view.board
        card = board.index_of[action.appliance]
        buys = [a for a in butler_engine.legal_actions(view) if isinstance(a, Buy)]
        assert view.price(card) == min(view.price(board.index_of[a.appliance]) for a in buys)
        normal = _normal_butler(view)
        if isinstance(normal, Buy) and normal.appliance != action.appliance:
            other = board.index_of[normal.appliance]
            me = view.current
            if appliance_value(view, me, other) > appliance_value(view, me, card):
                cases += 1
    assert cases, "the beginner's cheapest buy was never worse than the normal player's"


def test_power_butler_beginner_forgets_the_bill_until_the_last_round(butler_seen):
    """Seed 000: 「玩家每少繳1元電費(即每差距1個凹槽)，須扣減1分」. Before the last round the beginner
    ends its turn with money dice it could have paid the bill with; the normal player pays."""
    forgot = 0
    for view, action in butler_seen:
        if view.phase is not ButlerPhase.ALLOCATE:
            continue
        if not view.final_round:
            assert not isinstance(action, PayBill)
        if isinstance(action, EndTurn) and not view.final_round and isinstance(_normal_butler(view), PayBill):
            forgot += 1
    assert forgot, "the normal player never paid a bill the beginner forgot"


def test_power_butler_beginner_forgets_the_purchase_condition_markers(butler_seen):
    """Seed 000 (standard mode): 「分配在購買家電、移動購買條件標記及繳交電費三種用途」. The beginner
    never moves a purchase-condition marker; the normal player does."""
    placed_by_normal = 0
    for view, action in butler_seen:
        if view.phase is not ButlerPhase.ALLOCATE:
            continue
        assert not isinstance(action, PlaceMarker)
        if view.board.standard and isinstance(_normal_butler(view), PlaceMarker):
            placed_by_normal += 1
    assert placed_by_normal, "the normal player never placed a marker where the beginner met it"
