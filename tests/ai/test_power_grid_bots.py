"""The Power Grid bots: legal moves only, observation only, seeded randomness, games that end.

Each game here is played through `desktop_app.commands.simulate.play_game`, the loop the simulate
command uses, or through a small loop that checks every decision against the legal actions.
"""

from __future__ import annotations

import random
from typing import ClassVar

import pytest

from desktop_app.ai import registry
from desktop_app.ai.base import Bot, bot_rng
from desktop_app.ai.power_grid.heuristic import HeuristicBot
from desktop_app.ai.power_grid.random_bot import BID_SPREAD, RandomBot
from desktop_app.commands.simulate import SIM_GAMES, play_game
from desktop_app.content.loader import default_power_grid
from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid.actions import Bid, StartAuction
from desktop_app.rules.power_grid.game import POWER_GRID
from desktop_app.rules.power_grid.state import (
    STEP3_CARD,
    UNKNOWN_CARD,
    PowerGridOptions,
)
from desktop_app.rules.power_grid.views import observation


@pytest.fixture(scope="module")
def content():
    return default_power_grid()


def _is_legal(state, action) -> bool:
    """Legal now: listed by legal_actions, or a bid / opening bid inside its allowed range."""
    legal = engine.legal_actions(state)
    if isinstance(action, Bid):
        lo, hi = engine.bid_range(state)
        return any(isinstance(a, Bid) for a in legal) and lo <= action.amount <= hi
    if isinstance(action, StartAuction):
        money = state.money[engine.current_player(state)]
        return StartAuction(action.plant, action.plant) in legal and action.plant <= action.bid <= money
    return action in legal


def _play_checked(content, seed: int, bots: list[Bot], max_rounds: int = 60):
    """Play a game, asserting every bot decision is legal; returns the final state."""
    state = engine.new_game(content, PowerGridOptions(len(bots), seed))
    rngs = [bot_rng(seed, seat) for seat in range(len(bots))]
    while not engine.is_over(state) and state.round <= max_rounds:
        player = engine.current_player(state)
        action = bots[player].choose(observation(state, player), rngs[player])
        assert _is_legal(state, action), f"seed {seed}: {bots[player].name} chose illegal {action}"
        engine.apply_in_place(state, action)
    return state


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_bots_only_ever_choose_legal_actions(content, players):
    for seed in range(15):
        # Mixed tables reach situations all-heuristic tables never do (broke rivals, odd plants);
        # every third table is all heuristic, where the endgame is tight.
        if seed % 3 == 0:
            bots = [HeuristicBot() for _ in range(players)]
        else:
            bots = [HeuristicBot() if (seat + seed) % 2 else RandomBot() for seat in range(players)]
        _play_checked(content, 1000 * players + seed, bots)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_heuristic_games_finish(content, players):
    sim = SIM_GAMES["power-grid"]()
    for seed in range(4):
        result = play_game(sim, content, 0, 500 + seed, ["heuristic"] * players, max_rounds=40)
        assert result.finished, f"{players} players, seed {500 + seed}: not over after 40 rounds"
        assert result.winners


def test_random_bot_bids_stay_within_five_of_the_minimum(content):
    state = engine.new_game(content, PowerGridOptions(4, 7))
    rng = random.Random(1)
    for _ in range(50):
        action = RandomBot().choose(observation(state, engine.current_player(state)), rng)
        assert isinstance(action, StartAuction)  # round 1 must open an auction
        assert action.plant <= action.bid <= action.plant + BID_SPREAD


class _Spy:
    """Records what a bot is shown, then lets the heuristic bot decide."""

    name = "spy"
    level = "test"
    seen: ClassVar[list] = []

    def __init__(self) -> None:
        self._inner = HeuristicBot()

    def choose(self, obs, rng):
        _Spy.seen.append(obs)
        return self._inner.choose(obs, rng)


def test_bots_see_the_observation_with_the_deck_hidden(content, monkeypatch):
    monkeypatch.setitem(registry.BOTS["power-grid"], "spy", _Spy)
    _Spy.seen = []
    sim = SIM_GAMES["power-grid"]()
    play_game(sim, content, 0, 11, ["spy"] * 4, max_rounds=40)
    assert _Spy.seen
    for obs in _Spy.seen:
        # Only the Step 3 card's place, plant 13 lying face up on top (seed 004) and the plants
        # everyone saw go under the Step 3 card (seed 002) are known.
        face_up = obs.deck[-1:] if obs.deck and obs.deck[-1] == 13 and obs.step < 3 else []
        hidden = obs.deck[:-1] if face_up else obs.deck
        under = hidden.index(STEP3_CARD) if STEP3_CARD in hidden else 0  # after Step 3: shuffled in
        assert STEP3_CARD not in hidden or hidden[:under] == list(reversed(obs.sent_back))
        assert all(card in (UNKNOWN_CARD, STEP3_CARD) for card in hidden[under:])
    # The deck really holds plants, so a bot given the state would have seen numbers.
    assert any(card == UNKNOWN_CARD for card in _Spy.seen[0].deck)


def test_bots_do_not_touch_the_global_random(content):
    before = random.getstate()
    sim = SIM_GAMES["power-grid"]()
    play_game(sim, content, 0, 3, ["random", "heuristic", "random"], max_rounds=40)
    assert random.getstate() == before


def test_same_seed_same_game(content):
    sim = SIM_GAMES["power-grid"]()
    bots = ["heuristic", "random", "heuristic", "random"]
    first = play_game(sim, content, 0, 21, bots, max_rounds=40)
    second = play_game(sim, content, 0, 21, bots, max_rounds=40)
    assert first.digest == second.digest and first.moves == second.moves


def test_heuristic_beats_random_players(content):
    """A sanity floor, far below the measured rate (see the simulate report): 1 vs 3 randoms."""
    sim = SIM_GAMES["power-grid"]()
    wins = 0
    for seed in range(10):
        bots = ["random"] * 4
        bots[seed % 4] = "heuristic"
        result = play_game(sim, content, seed, seed, bots, max_rounds=60)
        wins += any(bots[w] == "heuristic" for w in result.winners)
    assert wins >= 8


def test_registry_names_and_errors():
    assert set(registry.bot_names("power-grid")) >= {"random", "heuristic"}
    assert isinstance(registry.make_bot("power-grid", "heuristic"), Bot)
    with pytest.raises(registry.UnknownBot, match="choose from"):
        registry.make_bot("power-grid", "nope")
    with pytest.raises(registry.UnknownBot, match="no computer players"):
        registry.make_bot("aladdin", "random")
    assert registry.bot_names("aladdin") == ()


def test_power_grid_definition_is_the_one_simulated():
    assert SIM_GAMES["power-grid"]().definition is POWER_GRID


def test_an_observation_cannot_re_deal_the_hidden_deck():
    """Hidden cards never leak: the seed that dealt the deck is not in an observation."""
    from desktop_app.content.loader import load_power_grid
    from desktop_app.rules.power_grid.engine import new_game
    from desktop_app.rules.power_grid.state import PowerGridOptions
    from desktop_app.rules.power_grid.views import observation

    content = load_power_grid()
    state = new_game(content, PowerGridOptions(4, 7))
    obs = observation(state, 0)
    assert obs.options.seed != state.options.seed
    assert new_game(content, obs.options).deck != state.deck
