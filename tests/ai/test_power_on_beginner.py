"""電力啟動 (Power On!)'s beginner (issue 16: "`beginner` makes believable mistakes on purpose
(misjudges, forgets a rule's edge), not random moves").

Every decision of the beginner in whole simulated games is checked against the legal actions;
then, at the very states the beginner met, each named mistake is shown: the beginner makes it
there and the normal player, asked the same question, does not.

How often the normal player beats the beginner is a measurement, not a test (the issue's goal:
at least 70% at 2 players); see the commit that added this file.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from desktop_app.ai import registry
from desktop_app.ai.base import bot_rng
from desktop_app.ai.power_on import heuristic
from desktop_app.ai.power_on.beginner import BeginnerBot
from desktop_app.ai.power_on.heuristic import HeuristicBot
from desktop_app.rules.power_on import engine
from desktop_app.rules.power_on.actions import Generate, PlayFunction, RunRenewables, StackToken
from desktop_app.rules.power_on.game import POWER_ON
from desktop_app.rules.power_on.state import (
    SOLAR,
    TYPE_INDEX,
    WIND,
    Phase,
    PowerOnOptions,
    State,
    TowerMode,
)

CONTENT = POWER_ON.load_content(None)


def _play(seed: int, bots: list[Any], tower: str = TowerMode.NO_DEXTERITY, seen: list | None = None) -> State:
    """A game; asserts every decision is legal and keeps the beginners' (view, move)."""
    state = engine.new_game(CONTENT, PowerOnOptions(len(bots), seed, tower))
    rngs = [bot_rng(seed, seat) for seat in range(len(bots))]
    moves = 0
    while not engine.is_over(state):
        player = engine.current_player(state)
        view = POWER_ON.observation(state, player)
        action = bots[player].choose(view, rngs[player])
        if state.phase is not Phase.STACKING:  # stacking outcomes are reports, not listed choices
            assert action in engine.legal_actions(state), f"seed {seed}: {bots[player].name} chose {action}"
        if seen is not None and bots[player].name == "beginner":
            seen.append((view, action))
        engine.apply_in_place(state, action)
        moves += 1
        assert moves < 5000, f"seed {seed}: the game does not end"
    return state


def _normal(view: State) -> Any:
    return HeuristicBot().choose(view, random.Random(0))


@pytest.fixture(scope="module")
def seen() -> list[tuple[State, Any]]:
    """(the beginner's view, its move) at every beginner decision of a few 2-4 player games."""
    out: list[tuple[State, Any]] = []
    for seed, players in ((11, 2), (12, 3), (13, 4), (14, 2), (15, 4)):
        bots = [BeginnerBot() if seat % 2 == 0 else HeuristicBot() for seat in range(players)]
        _play(seed, bots, seen=out)
    return out


def test_the_beginner_is_registered_by_its_level_name():
    bot = registry.make_bot("power-on", "beginner")
    assert isinstance(bot, BeginnerBot) and bot.name == "beginner" and bot.level == "beginner"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_beginner_only_ever_chooses_legal_actions_and_its_games_end(players):
    for seed in range(3):
        # Beginners among normal players, and a table of beginners only (seed 2).
        bots = [BeginnerBot() if seed == 2 or (seat + seed) % 2 == 0 else HeuristicBot() for seat in range(players)]
        assert _play(7000 + 10 * players + seed, bots).winners


def test_the_beginner_stacks_by_the_physics_with_a_shaky_hand():
    """Seed 001 3.(2): 「若能順利堆疊使碳塔不倒塌，便能成功發電」: stacking by hand, the beginner's
    drops are the physics' outcomes of its shaky aim, and its games still end."""
    out: list[tuple[State, Any]] = []
    assert _play(3, [BeginnerBot(), HeuristicBot()], tower=TowerMode.STACKING, seen=out).winners
    assert any(isinstance(move, StackToken) for _, move in out)


def test_the_beginner_is_deterministic_given_its_rng():
    def moves() -> list[Any]:
        out: list[tuple[State, Any]] = []
        _play(77, [BeginnerBot(), HeuristicBot(), BeginnerBot()], seen=out)
        return [move for _, move in out]

    assert moves() == moves()


# --- each mistake, where the normal player does not make it ------------------------------------


def test_the_beginner_forgets_that_power_does_not_keep(seen):
    """Seed 001: 「當玩家完成3次行動後，若本回合具有的發電量滿足場上城市卡的所需電量，便可從公區拿取
    對應城市卡」: power lights a city only in the turn it is made. The beginner runs a plant with
    no city in reach this turn, burning its cards, where the normal player grows instead."""
    wasted = [
        (view, move)
        for view, move in seen
        if isinstance(move, Generate)
        and view.phase is Phase.ACTIONS
        and heuristic._target_city(view, engine.generate_options(view)) is None
        and not isinstance(_normal(view), Generate)
    ]
    assert wasted, "the beginner never ran a plant for nothing"


def _take(state: State, design: str) -> int:
    """A card of that design from the deck, the discard pile or the market (removed there)."""
    for pile in (state.deck, state.discard, state.market):
        for card in reversed(pile):
            if CONTENT.cards[card].design.id == design:
                pile.remove(card)
                return card
    raise LookupError(design)


def test_the_beginner_forgets_a_plants_full_output(seen):
    """Seed 001: 「玩家在執行發電行動時，每次行動可啟動多張同種類電廠卡」. The beginner runs one
    plant at a time, never two in one action; with two coal plants, two cards to burn and an 8 to
    light, it runs one, where the normal player runs both at once."""
    runs = [move for _, move in seen if isinstance(move, Generate)]
    assert runs and all(move.count == 1 for move in runs)
    state = engine.new_game(CONTENT, PowerOnOptions(2, 5, TowerMode.NO_DEXTERITY))
    me = state.current
    state.discard.extend(state.hands[me])
    state.hands[me] = [_take(state, "natural_gas"), _take(state, "natural_gas")]
    state.plants[me] = [_take(state, "coal_plant"), _take(state, "coal_plant")]
    hsinchu = [c.id for c in CONTENT.cities].index("hsinchu")  # 8 power, 4 stars
    state.city_deck.extend(state.city_row)
    state.city_deck.remove(hsinchu)
    state.city_row = [hsinchu]
    view = POWER_ON.observation(state, me)
    assert any(g.count == 2 for g in engine.generate_options(view))
    move = BeginnerBot().choose(view, random.Random(0))
    assert isinstance(move, Generate) and move.count == 1
    normal = _normal(view)
    assert isinstance(normal, Generate) and normal.count == 2


def test_the_beginner_ignores_the_towers_risk(seen):
    """Seed 001 3.(2) D: 「導致碳塔倒塌的玩家除本次啟動的電廠不能發電外，尚須暫停1個行動回合以示懲罰」.
    The beginner runs a carbon plant whatever the chance of a collapse; the normal player, asked
    at the same states, leaves a run too likely to topple the tower when it does not light the
    city (RISK_LIMIT)."""
    types = CONTENT.plant_types
    risky = [
        (view, move)
        for view, move in seen
        if isinstance(move, Generate)
        and heuristic._collapse_risk(view, types[move.plant].carbon * move.count) > heuristic.RISK_LIMIT
    ]
    assert risky, "the beginner never ran a plant on a tall tower"
    assert any(_normal(view) != move for view, move in risky)


def test_the_beginner_runs_solar_and_wind_whatever_the_deck_top_shows(seen):
    """Seed 001: 「每啟動1張電廠卡具有的單位發電量須視遊戲卡牌堆最上方卡牌背面的數字(0~2)而定」.
    The beginner runs its solar and wind plants at its first chance, on a 0 or a 1; the normal
    player waits for a 2 or for the end of its actions."""
    early = [
        view
        for view, move in seen
        if isinstance(move, RunRenewables)
        and view.phase is Phase.ACTIONS
        and TYPE_INDEX[move.plant] in (SOLAR, WIND)
        and view.deck_top_back() < 2
    ]
    assert early, "the beginner never ran solar or wind early"
    assert any(not isinstance(_normal(view), RunRenewables) for view in early)


def test_the_beginner_keeps_its_function_cards_for_later(seen):
    """Seed 001: 「若玩家打出功能卡，可立即執行其功能」. The beginner keeps its function cards in
    hand (it plays one only with a full hand, or a power bonus that lights a city); the normal
    player plays a useful one at once."""
    kept = [
        view
        for view, move in seen
        if view.phase is Phase.ACTIONS
        and isinstance(_normal(view), PlayFunction)
        and not isinstance(move, PlayFunction)
    ]
    assert kept, "the beginner never held back a function card the normal player would play"
