"""The searching expert says why (issue 16: "Hints use the expert where it is stronger").

`SearchBot.decide_with_reason` searches exactly as `choose` does — the same move, the same
random draws, the same imagined games — and explains it: where the normal player's move stands,
the normal player's own reason followed by what the search added (`search_kept`); where another
move came out ahead, the search's own reason (`searched_better`). Every game whose registry has
a searching `expert` is covered (`bot_names`), so an expert that lands later is tested too.
"""

from __future__ import annotations

import copy
import random
import re
import threading
from typing import Any

import pytest

from desktop_app.ai.base import Reason, bot_rng
from desktop_app.ai.hints import HINT_GAMES, explains, format_reason, hint, hint_bot_name
from desktop_app.ai.power_butler.expert import determinize as power_butler_world
from desktop_app.ai.power_butler.heuristic import HeuristicBot as PowerButlerNormal
from desktop_app.ai.registry import bot_names, make_bot
from desktop_app.ai.search import SEARCH_KEPT, SEARCHED_BETTER, SEARCHED_LEAD, SearchBot
from desktop_app.content.hints import reason_catalogue
from desktop_app.rules.power_butler.actions import EndTurn
from desktop_app.rules.power_butler.game import POWER_BUTLER
from desktop_app.rules.power_butler.state import Phase as PowerButlerPhase
from desktop_app.rules.registry import GAMES

CJK = re.compile(r"[\u4e00-\u9fff]")
ROLLOUTS = 12  # imagined games a decision in these tests: enough for every arm, quick


def _searching_experts() -> list[str]:
    """The games whose registry has a searching `expert` (Power Grid, Power Butler; the others
    as their experts land)."""
    return [g for g in HINT_GAMES if "expert" in bot_names(g) and isinstance(make_bot(g, "expert"), SearchBot)]


SEARCHING = _searching_experts()


def _expert(game_id: str, rollouts: int = ROLLOUTS) -> SearchBot:
    bot = make_bot(game_id, "expert")
    assert isinstance(bot, SearchBot)
    bot.max_rollouts = rollouts
    return bot


def _positions(game_id: str, players: int, seed: int, every: int, count: int) -> list[tuple[Any, int]]:
    """(real state, player to move) at every `every`-th decision of a normal players' game."""
    definition = GAMES[game_id]
    from desktop_app.commands.simulate import SIM_GAMES

    state = definition.new_game(definition.load_content(None), SIM_GAMES[game_id]().make_options(players, seed))
    bots = [make_bot(game_id, "normal") for _ in range(players)]
    rngs = [bot_rng(seed, seat) for seat in range(players)]
    out: list[tuple[Any, int]] = []
    step = 0
    while not definition.is_over(state) and len(out) < count:
        player = definition.current_player(state)
        if step % every == 0 and len(definition.legal_actions(definition.observation(state, player))) > 1:
            out.append((state.clone() if hasattr(state, "clone") else copy.deepcopy(state), player))
        definition.apply_in_place(state, bots[player].choose(definition.observation(state, player), rngs[player]))
        step += 1
    return out


def test_every_game_with_a_searching_expert_is_covered():
    """Power Grid's and Power Butler's experts search today; a game whose expert lands later
    joins these tests by its registry entry alone."""
    assert {"power-grid", "power-butler"} <= set(SEARCHING)
    for game_id in SEARCHING:
        assert explains(make_bot(game_id, "expert"))


@pytest.mark.parametrize("game_id", SEARCHING)
def test_the_expert_explains_the_very_move_it_chooses_on_the_same_random_draws(game_id: str) -> None:
    """`choose` and `decide_with_reason` on the same observation and random numbers give the same
    move, leave the random numbers in the same place and weigh the same imagined games."""
    definition = GAMES[game_id]
    for index, (state, player) in enumerate(_positions(game_id, 2, 11, every=9, count=8)):
        observation = definition.observation(state, player)
        chooser, explainer = _expert(game_id), _expert(game_id)
        rng_a, rng_b = random.Random(index), random.Random(index)
        move = chooser.choose(observation, rng_a)
        again, reason = explainer.decide_with_reason(observation, rng_b)
        assert again == move, (index, move, again)
        assert rng_a.getstate() == rng_b.getstate(), index
        assert chooser.stats.arms == explainer.stats.arms and chooser.stats.rollouts == explainer.stats.rollouts
        assert isinstance(reason, Reason) and definition.is_legal(state, move)


@pytest.mark.parametrize("game_id", SEARCHING)
def test_a_kept_move_gives_the_normal_players_reason_and_what_the_search_added(game_id: str) -> None:
    """Where the search keeps the normal player's move, the reason is the normal player's own
    (asked on the same random draws) followed by `search_kept`: the move's imagined games, about
    how many it came out ahead in, and how many other moves were tried."""
    definition = GAMES[game_id]
    kept = 0
    for index, (state, player) in enumerate(_positions(game_id, 2, 12, every=7, count=10)):
        observation = definition.observation(state, player)
        bot = _expert(game_id)
        rng = random.Random(index)
        before = rng.getstate()
        move, reason = bot.decide_with_reason(observation, rng)
        normal = bot._policy_factory()  # a fresh normal player, as the expert asks it
        normal_rng = random.Random()
        normal_rng.setstate(before)
        normal_move, normal_reason = normal.decide_with_reason(observation, normal_rng)
        arms = {action: (visits, mean) for action, visits, mean in bot.stats.arms}
        if move != normal_move:
            continue
        kept += 1
        assert (reason.code, reason.params) == (normal_reason.code, normal_reason.params)
        if not arms:  # nothing weighed (one candidate): the normal player's reason alone
            assert reason.also == ()
            continue
        (added,) = reason.also
        visits, mean = arms[move]
        tried = sum(1 for action, arm_visits, _ in bot.stats.arms if action != move and arm_visits)
        assert added == Reason(SEARCH_KEPT, {"games": visits, "won": round(visits * mean), "others": tried})
        assert 0 <= added.params["won"] <= added.params["games"] <= ROLLOUTS
    assert kept >= 5


def test_another_move_than_the_usual_is_explained_by_the_search_in_its_own_words():
    """A search whose imagined games favour ending the turn (a rigged judge: the turn ended is a
    win, anything else a loss) leaves the normal player's purchase, and says so: both moves'
    imagined games and each one's share of wins."""

    def rigged(world: Any, seat: int) -> float:
        return (
            1.0 if POWER_BUTLER.current_player(world) != seat or world.phase is not PowerButlerPhase.ALLOCATE else 0.0
        )

    def telling(state: Any, player: int) -> bool:
        """Allocating, the normal player buys or pays, and only ending the turn wins the rigged judge."""
        if state.phase is not PowerButlerPhase.ALLOCATE:
            return False
        usual = PowerButlerNormal().choose(POWER_BUTLER.observation(state, player), random.Random(0))
        if usual == EndTurn() or EndTurn() not in POWER_BUTLER.legal_actions(state):
            return False
        return (
            rigged(POWER_BUTLER.apply(state, usual), player)
            == 0.0
            == 1.0 - rigged(POWER_BUTLER.apply(state, EndTurn()), player)
        )

    state, me = next((s, p) for s, p in _positions("power-butler", 2, 5, every=1, count=400) if telling(s, p))

    bot = SearchBot(
        POWER_BUTLER,
        PowerButlerNormal,
        power_butler_world,
        candidates=lambda _obs, _legal, usual, _rng: [usual, EndTurn()],
        evaluate=rigged,
        cutoff=lambda _root, _world: True,
        max_rollouts=10,
    )
    observation = POWER_BUTLER.observation(state, me)
    move, reason = bot.decide_with_reason(observation, random.Random(3))
    assert move == EndTurn() == bot.choose(observation, random.Random(3))
    (figures,) = reason.also
    assert reason.code == SEARCHED_LEAD and figures.code == SEARCHED_BETTER  # a child's words lead
    visits = {action: arm_visits for action, arm_visits, _mean in bot.stats.arms}
    assert figures.params == {"games": sum(visits.values()), "chance": 1.0, "usual": 0.0}
    assert "100%" in format_reason("power-butler", reason, "en") and "0%" in format_reason("power-butler", reason, "en")
    assert "100%" in format_reason("power-butler", reason, "zh_TW")


@pytest.mark.parametrize("game_id", SEARCHING)
def test_the_experts_reasons_are_catalogue_codes_said_in_both_languages(game_id: str) -> None:
    """Each reason (and each sentence it adds) is a code of the game's catalogue with exactly its
    numbers, non-empty in English and in Chinese in 繁體中文 (validate-content checks the
    templates; this checks what the expert really says)."""
    definition = GAMES[game_id]
    catalogue = reason_catalogue(definition.folder)
    assert catalogue is not None
    assert {SEARCH_KEPT, SEARCHED_BETTER} <= set(catalogue.codes)
    said: set[str] = set()
    for index, (state, player) in enumerate(_positions(game_id, 3, 21, every=11, count=10)):
        move, reason = _expert(game_id).decide_with_reason(definition.observation(state, player), random.Random(index))
        assert definition.is_legal(state, move)
        for part in (reason, *reason.also):
            assert part.code in catalogue.codes and set(part.params) == set(catalogue.codes[part.code]), part
            said.add(part.code)
        english, chinese = format_reason(game_id, reason, "en"), format_reason(game_id, reason, "zh_TW")
        assert english.strip() and not CJK.search(english), english
        assert CJK.search(chinese), chinese
        if reason.also:
            assert english.count("Thinking ahead") == 1 and "往後想一想" in chinese
    assert said & {SEARCH_KEPT, SEARCHED_BETTER}, "no decision was searched"


@pytest.mark.parametrize("game_id", SEARCHING)
def test_hints_come_from_the_expert_that_explains(game_id: str) -> None:
    """The hint player is the `expert` where it explains; a hint with a fixed number of imagined
    games is the expert's own move and reason, and the same every time for the same position."""
    assert hint_bot_name(game_id) == "expert"
    definition = GAMES[game_id]
    state, player = _positions(game_id, 2, 13, every=5, count=3)[-1]
    observation = definition.observation(state, player)
    given = hint(game_id, observation, player, random.Random(4), rollouts=ROLLOUTS)
    assert (given.action, given.reason) == _expert(game_id).decide_with_reason(observation, random.Random(4))
    assert hint(game_id, observation, player, random.Random(4), rollouts=ROLLOUTS) == given
    assert hint(game_id, observation, player) == hint(game_id, observation, player)  # HINT_ROLLOUTS


@pytest.mark.parametrize("game_id", SEARCHING)
def test_a_cancelled_hint_stops_at_once_with_a_legal_move_and_the_normal_players_reason(game_id: str) -> None:
    """Cancelled before it starts: no imagined game at all, the normal player's move and reason.
    Cancelled while it thinks (a thinking time of ten minutes): it stops and answers legally."""
    definition = GAMES[game_id]
    state, player = _positions(game_id, 2, 14, every=6, count=4)[-1]
    observation = definition.observation(state, player)
    stop = threading.Event()
    stop.set()
    given = hint(game_id, observation, player, random.Random(1), think_ms=600_000, cancel=stop)
    normal = _expert(game_id)._policy_factory()
    normal_move, normal_reason = normal.decide_with_reason(observation, random.Random(1))
    assert (given.action, given.reason) == (normal_move, normal_reason)
    assert definition.is_legal(state, given.action)

    stop = threading.Event()
    answers: list[Any] = []
    worker = threading.Thread(
        target=lambda: answers.append(hint(game_id, observation, player, think_ms=600_000, cancel=stop)), daemon=True
    )
    worker.start()
    worker.join(0.3)
    assert worker.is_alive(), "ten minutes of thinking ended on its own"
    stop.set()
    worker.join(60)
    assert not worker.is_alive() and answers
    assert definition.is_legal(state, answers[0].action)
