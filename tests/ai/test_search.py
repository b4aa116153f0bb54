"""The expert computer player's search (issue 16: "`expert` searches: determinized Monte-Carlo
tree search (or rollouts) over the rules core, with the hidden information sampled from what
that seat may know (its observation: never the deck order, the other hands, the chest order or
the dice to come), the normal player as rollout policy, and a time budget per decision"; "stops
at once on undo, close or a new game")."""

from __future__ import annotations

import random
import threading

import pytest

from desktop_app.ai.base import bot_rng
from desktop_app.ai.power_butler.expert import (
    EARLY_BILL,
    candidates,
    cutoff,
    determinize,
    evaluate,
    expert,
    projected,
)
from desktop_app.ai.power_butler.heuristic import HeuristicBot
from desktop_app.ai.registry import bot_names, make_bot, thinks
from desktop_app.ai.search import SearchBot
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.power_butler.actions import EndTurn
from desktop_app.rules.power_butler.engine import score
from desktop_app.rules.power_butler.game import POWER_BUTLER as GAME
from desktop_app.rules.power_butler.state import LAST_ROUND_CARD, UNKNOWN_CARD, Phase


def _midgame(seed: int = 3, moves: int = 40):
    content = GAME.load_content(None)
    options = GAME.options_from_json({"players": 3, "seed": seed})
    state = GAME.new_game(content, options)
    bots = [HeuristicBot() for _ in range(3)]
    rngs = [bot_rng(seed, seat) for seat in range(3)]
    for _ in range(moves):
        player = GAME.current_player(state)
        state = GAME.apply(state, bots[player].choose(GAME.observation(state, player), rngs[player]))
    return state


def test_a_dealt_world_keeps_what_the_seat_sees_and_deals_only_unseen_cards():
    state = _midgame()
    seat = GAME.current_player(state)
    observation = GAME.observation(state, seat)
    assert set(observation.deck) <= {UNKNOWN_CARD}, "the observation hides the deck"
    world = determinize(observation, random.Random(1))
    assert world.market == state.market and world.owned == state.owned and world.discard == state.discard
    assert len(world.deck) == len(state.deck) and UNKNOWN_CARD not in world.deck
    assert sorted(world.deck) == sorted(state.deck), "the same cards, in an order of its own"
    if LAST_ROUND_CARD in state.deck:  # where the last-round card lies follows from the public rules
        assert world.deck.index(LAST_ROUND_CARD) == state.deck.index(LAST_ROUND_CARD)
    assert sorted(world.event_deck) == sorted(state.event_deck)
    assert world.options.seed != state.options.seed or world.options.seed >= 0


def test_the_search_never_reads_the_hidden_state_two_real_decks_one_choice():
    state = _midgame(moves=41)
    seat = GAME.current_player(state)
    other = state.clone()
    other.deck = list(reversed(state.deck))  # another order the seat cannot see
    bot = SearchBot(GAME, HeuristicBot, determinize, max_rollouts=24)
    first = bot.choose(GAME.observation(state, seat), random.Random(5))
    again = SearchBot(GAME, HeuristicBot, determinize, max_rollouts=24)
    assert again.choose(GAME.observation(other, seat), random.Random(5)) == first


def test_the_expert_plays_a_legal_move_weighing_the_normal_players_own():
    state = _midgame(moves=42)
    seat = GAME.current_player(state)
    bot = SearchBot(GAME, HeuristicBot, determinize, max_rollouts=30)
    move = bot.choose(GAME.observation(state, seat), random.Random(2))
    assert GAME.refusal(state, move) is None
    if len(GAME.legal_actions(state)) > 1:
        assert bot.stats.rollouts == 30
        weighed = [arm[0] for arm in bot.stats.arms]
        assert HeuristicBot().choose(GAME.observation(state, seat), random.Random(2)) in weighed


def test_a_cancelled_search_stops_at_once_with_a_legal_move():
    state = _midgame(moves=43)
    seat = GAME.current_player(state)
    bot = expert(think_ms=600_000)
    bot.cancel = threading.Event()
    bot.cancel.set()
    move = bot.choose(GAME.observation(state, seat), random.Random(0))
    assert GAME.refusal(state, move) is None and bot.stats.rollouts == 0


def test_the_time_budget_counts_on_the_clock_it_is_given():
    """Benches give the thread's CPU time, so a busy machine does not shrink a decision's budget
    (bench/bench_bots.py --clock cpu); the budget is read from that clock alone."""
    state = _allocating()
    seat = GAME.current_player(state)
    ticks = iter(range(10_000))
    bot = SearchBot(GAME, HeuristicBot, determinize, think_ms=5_000, clock=lambda: float(next(ticks)))
    bot.choose(GAME.observation(state, seat), random.Random(1))
    assert 4 <= bot.stats.rollouts <= 6  # one tick a second: the budget of 5 s runs out after ~5
    assert bot.stats.ms == pytest.approx(1000 * (bot.stats.rollouts + 1), abs=1000)


def test_levels_by_name_and_the_old_name_still_loads():
    names = bot_names("power-butler")
    assert {"normal", "heuristic", "expert"} <= set(names)
    assert type(make_bot("power-butler", "normal")) is type(make_bot("power-butler", "heuristic"))
    searching = make_bot("power-butler", "expert", think_ms=20)
    assert thinks(searching) and searching.think_ms == 20
    assert not thinks(make_bot("power-butler", "normal"))


def test_closing_the_game_stops_a_thinking_expert(qtbot):
    options = GAME.options_from_json({"players": 2, "seed": 8})
    seats = [Seat("A", "expert"), Seat("B", "normal")]
    controller = GameController(GAME, GAME.load_content(None), options, seats, bot_delay_ms=0)
    controller._bots[0].think_ms = 600_000  # it would think for ten minutes
    controller.start()
    qtbot.waitUntil(lambda: controller._thinking, timeout=5000)
    qtbot.wait(50)
    controller.shutdown()  # returns once the search has stopped: it does not wait ten minutes
    assert controller._cancel.is_set()
    assert controller._pool.activeThreadCount() == 0


# A stronger Power Butler expert (issue 16, task: "rollouts cut at the end of the round with an
# evaluation (score + bill outlook) ..., better candidates (the normal player's top few choices),
# common random numbers across arms").


def _allocating(seed: int = 3):
    """A mid-game state where the current seat allocates dice and has several moves."""
    state = _midgame(seed=seed, moves=30)
    bots = [HeuristicBot() for _ in range(3)]
    rng = random.Random(seed)
    while not (state.phase is Phase.ALLOCATE and len(GAME.legal_actions(state)) > 3):
        player = GAME.current_player(state)
        state = GAME.apply(state, bots[player].choose(GAME.observation(state, player), rng))
    return state


def test_paired_search_plays_every_candidate_on_the_same_dealt_worlds():
    """Common random numbers: every arm is tried once on each dealt world, so all arms end with
    the same number of rollouts; the same seed deals the same worlds, so a second search gives
    the same verdicts."""
    state = _allocating()
    seat = GAME.current_player(state)
    bot = SearchBot(GAME, HeuristicBot, determinize, max_rollouts=40, paired=True, candidates=candidates)
    bot.choose(GAME.observation(state, seat), random.Random(7))
    visits = {arm[1] for arm in bot.stats.arms}
    assert len(bot.stats.arms) > 1 and len(visits) == 1, visits
    first = {arm[0]: arm[2] for arm in bot.stats.arms}
    again = SearchBot(GAME, HeuristicBot, determinize, max_rollouts=40, paired=True, candidates=candidates)
    again.choose(GAME.observation(state, seat), random.Random(7))
    assert {arm[0]: arm[2] for arm in again.stats.arms} == first


def test_the_normal_players_move_stands_unless_another_beats_it_by_the_margin():
    """`margin`: a move other than the normal player's is played only when its average beats the
    normal player's move by more than the margin (noise in a few rollouts is not a reason)."""
    state = _allocating()
    seat = GAME.current_player(state)
    observation = GAME.observation(state, seat)
    policy_move = HeuristicBot().choose(observation, random.Random(0))
    bold = SearchBot(GAME, HeuristicBot, determinize, max_rollouts=30, paired=True, candidates=candidates)
    bold_move = bold.choose(observation, random.Random(4))
    means = {arm[0]: arm[2] for arm in bold.stats.arms}
    careful = SearchBot(
        GAME, HeuristicBot, determinize, max_rollouts=30, paired=True, candidates=candidates, margin=2.0
    )
    assert careful.choose(observation, random.Random(4)) == policy_move, "no arm can beat it by 2 wins"
    if bold_move != policy_move:
        assert means[bold_move] > means[policy_move]


def test_power_butler_candidates_are_legal_and_start_with_the_normal_players_move():
    state = _allocating()
    seat = GAME.current_player(state)
    observation = GAME.observation(state, seat)
    legal = GAME.legal_actions(observation)
    policy_move = HeuristicBot().choose(observation, random.Random(0))
    weighed = candidates(observation, legal, policy_move, random.Random(0))
    assert weighed[0] == policy_move and len(weighed) == len(set(weighed)) > 1
    assert all(GAME.refusal(state, move) is None for move in weighed)
    assert EndTurn() in weighed


def test_a_rollout_is_cut_after_the_next_round_and_judged_by_the_projected_lead():
    """The cut: a rollout stops once the round after the decision's is over; the judge is the
    rules' score (seed 000 「分數計算方式」: points, variety bonus, minus the unpaid bill) with a
    bill not yet due counted in part, as a logistic of the lead over the best other seat."""
    state = _allocating()
    assert not cutoff(state, state)
    later = state.clone()
    later.round = state.round + 1
    assert not cutoff(state, later)
    later.round = state.round + 2
    assert cutoff(state, later)
    me = GAME.current_player(state)
    even = evaluate(state, me)
    assert 0.0 < even < 1.0
    richer = state.clone()
    richer.paid[me] = richer.usage[me]  # the same seat with its bill paid leads by more
    if state.owed(me):
        assert evaluate(richer, me) > even
    points, variety, unpaid, _ = score(state, me)
    assert projected(state, me) == points + variety - unpaid * (1.0 if state.final_round else EARLY_BILL)


def test_power_butlers_new_game_dialog_offers_the_expert_it_measured_stronger(qtbot):
    """Offered since bench/bench_bots.py measured it stronger than normal (2 players, seats
    rotated; bench/README.md): a seat can be the expert, in words that say it thinks ahead."""
    from desktop_app.views.power_butler.new_game_dialog import PowerButlerNewGameDialog

    dialog = PowerButlerNewGameDialog("en")
    qtbot.addWidget(dialog)
    combo = dialog.kinds[1]
    index = combo.findData("expert")
    assert index >= 0 and combo.itemText(index) == "Computer: expert (thinks ahead)"
    assert combo.currentData() == "heuristic", "the normal player stays the default"


def test_a_games_search_hears_of_each_decision_before_its_normal_player_is_asked():
    """Issue 23 ("a fix at the wrong depth"): a game's search tells its policy about the decision
    through the public `before_decision(observation)` hook, called once at the start of every
    decision, `choose` and `decide_with_reason` alike, before the normal player is asked; no game
    overrides the search's private methods."""
    from desktop_app.ai.power_on.expert import PowerOnSearch

    heard: list[tuple[str, object]] = []

    class Listening(HeuristicBot):
        def choose(self, observation, rng):
            heard.append(("asked", observation))
            return super().choose(observation, rng)

        def decide_with_reason(self, observation, rng):
            heard.append(("asked", observation))
            return super().decide_with_reason(observation, rng)

    class Telling(SearchBot):
        def before_decision(self, observation):
            heard.append(("told", observation))

    state = _allocating()
    observation = GAME.observation(state, GAME.current_player(state))
    bot = Telling(GAME, Listening, determinize, max_rollouts=4, paired=True, candidates=candidates)
    bot.choose(observation, random.Random(7))
    assert heard[:2] == [("told", observation), ("asked", observation)]
    assert [what for what, _ in heard].count("told") == 1
    heard.clear()
    bot.decide_with_reason(observation, random.Random(7))
    assert heard[:2] == [("told", observation), ("asked", observation)]
    private = {name for name in vars(PowerOnSearch) if name.startswith("_") and not name.startswith("__")}
    assert private <= {"_abc_impl"} and "before_decision" in vars(PowerOnSearch)
