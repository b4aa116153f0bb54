"""阿拉丁神燈's searching player (issue 16: "`expert` searches: determinized Monte-Carlo tree search
(or rollouts) over the rules core, with the hidden information sampled from what that seat may
know (its observation: never the deck order, the other hands, the chest order or the dice to
come), the normal player as rollout policy, and a time budget per decision"; "stops at once on
undo, close or a new game")."""

from __future__ import annotations

import random
import threading
from collections.abc import Callable

from desktop_app.ai.base import bot_rng
from desktop_app.ai.magic_lamp.expert import (
    LEVEL,
    PLACEMENTS,
    MagicLampSearchBot,
    QuickHeuristic,
    candidates,
    determinize,
    evaluate,
    expert,
    unseen_cards,
)
from desktop_app.ai.magic_lamp.heuristic import HeuristicBot
from desktop_app.ai.magic_lamp.reaction import FAMILY, FULL_SPEED
from desktop_app.ai.registry import bot_names, make_bot, thinks
from desktop_app.ai.search import SearchBot
from desktop_app.rules.magic_lamp.actions import KeepStill, RubLamp
from desktop_app.rules.magic_lamp.game import MAGIC_LAMP as GAME
from desktop_app.rules.magic_lamp.state import NO_PRESS, PRESS_PENDING, Phase, State
from desktop_app.rules.magic_lamp.views import HIDDEN_DIE

CONTENT = GAME.load_content(None)


def _play_until(seed: int, stop: Callable[[State], bool], players: int = 3) -> State:
    options = GAME.options_from_json({"players": players, "seed": seed})
    state = GAME.new_game(CONTENT, options)
    bots = [HeuristicBot() for _ in range(players)]
    rngs = [bot_rng(seed, seat) for seat in range(players)]
    for _ in range(2000):
        if stop(state) or GAME.is_over(state):
            break
        player = GAME.current_player(state)
        state = GAME.apply(state, bots[player].choose(GAME.observation(state, player), rngs[player]))
    assert stop(state), "the game reached the moment the test needs"
    return state


def _wizard_places(s: State) -> list[list[int]]:
    return [[i for i, c in enumerate(deck) if s.static.is_wizard(c)] for deck in s.decks]


def _search_bot(rollouts: int) -> SearchBot:
    """The searching player as registered, with a fixed number of rollouts instead of a clock."""
    bot = expert()
    bot.max_rollouts = rollouts
    assert isinstance(bot, MagicLampSearchBot) and bot.candidates is candidates and bot.determinize is determinize
    return bot


def test_the_quick_rollout_player_decides_exactly_as_the_heuristic():
    """The rollouts' player only counts faster: every decision of whole games is the heuristic's."""
    decisions = 0
    for seed, players in ((1, 2), (2, 3), (3, 5)):
        state = GAME.new_game(CONTENT, GAME.options_from_json({"players": players, "seed": seed}))
        while not GAME.is_over(state):
            seat = GAME.current_player(state)
            observation = GAME.observation(state, seat)
            move = HeuristicBot().choose(observation, random.Random(decisions))
            assert QuickHeuristic().choose(observation, random.Random(decisions)) == move
            state = GAME.apply(state, move)
            decisions += 1
    assert decisions > 150


def test_the_quick_rollout_player_decides_exactly_as_the_heuristic_on_a_rollouts_full_world():
    """In a rollout the world is whole (no card face down): the quick player counts a chest's
    unseen scorpions from the chest itself, and still decides every move as the heuristic."""
    decisions = 0
    for seed, players in ((4, 2), (5, 4), (6, 3)):
        state = GAME.new_game(CONTENT, GAME.options_from_json({"players": players, "seed": seed}))
        while not GAME.is_over(state):
            move = HeuristicBot().choose(state, random.Random(decisions))
            assert QuickHeuristic().choose(state, random.Random(decisions)) == move
            GAME.apply_in_place(state, move)
            decisions += 1
    assert decisions > 150


def test_a_cut_rollout_is_worth_more_to_the_seat_ahead_in_points():
    """Seed 003: 「分數最高者即為遊戲贏家」: a rollout cut short is judged by the lead in points as the
    game would score now, between 0 and 1, and a card more is worth more."""
    state = _play_until(6, lambda s: s.round >= 3, players=2)
    for seat in (0, 1):
        worth = evaluate(state, seat)
        assert 0.0 < worth < 1.0
        ahead = state.clone()
        ahead.tableau[seat].append(next(c for d in state.decks for c in d if not state.static.is_wizard(c)))
        assert evaluate(ahead, seat) > worth and evaluate(ahead, 1 - seat) < evaluate(state, 1 - seat)


def test_a_dealt_world_keeps_what_the_seat_sees_and_deals_only_unseen_cards():
    """Seed 003: the wizard goes 「位於卡牌堆的倒數第6張」: a chest's order is hidden, the wizard's
    place is not. A dealt world keeps every card in sight and deals the rest anew."""
    state = _play_until(5, lambda s: s.round >= 3 and s.phase is Phase.DRAW)
    seat = GAME.current_player(state)
    observation = GAME.observation(state, seat)
    world = determinize(observation, random.Random(1))
    assert world.tableau == state.tableau and world.discard == state.discard and world.drawn == state.drawn
    assert world.wizards == state.wizards and world.dice == state.dice and world.wish_card == state.wish_card
    assert [sorted(d) for d in world.decks] == [sorted(d) for d in state.decks], "each chest keeps its own cards"
    assert _wizard_places(world) == _wizard_places(state), "the wizard's place shows"
    assert sorted(world.removed) == sorted(state.removed) and sorted(world.lamp_deck) == sorted(state.lamp_deck)
    hidden = [c for d in world.decks for c in d if not world.static.is_wizard(c)] + world.removed
    assert sorted(hidden) == sorted(unseen_cards(observation))
    assert world.options.seed >= 0 and world.viewer == -1
    orders = {tuple(map(tuple, determinize(observation, random.Random(k)).decks)) for k in range(5)}
    assert len(orders) > 1, "the chests' order is drawn, never read"


def test_the_others_secret_dice_are_set_again_never_read():
    """Seed 003 (1): 「秘密將自家骰子擺放在寶藏板塊上」: the dice are set in secret. While they
    are, a dealt world sets the
    earlier seats' dice again as the heuristic would (legal dice, one per chest), keeping the seat's own."""
    state = _play_until(7, lambda s: s.phase is Phase.CHOOSE and s.actor == 2 and not s.dice[2])
    observation = GAME.observation(state, 2)
    assert HIDDEN_DIE in observation.dice[0]
    dealt = [determinize(observation, random.Random(k)).dice for k in range(8)]
    for dice in dealt:
        assert dice[2] == [] and [len(d) for d in dice] == [len(d) for d in state.dice]
        for seat in (0, 1):
            assert len({metal for metal, _ in dice[seat]}) == len(dice[seat])
            assert all(0 <= metal < 3 and 1 <= value <= 6 for metal, value in dice[seat])
    assert len({tuple(map(tuple, d[:2])) for d in dealt}) > 1, "the secret dice are drawn, not read"


def test_the_presses_entered_before_the_seats_are_entered_again_never_read():
    """Seed 003 (2) 召喚精靈: everyone races at once; the presses the rules took before this seat's
    are hidden from it, so a dealt world enters them again (a time, or keeping still)."""
    state = _play_until(3, lambda s: s.phase is Phase.RACE and s.actor == 2)
    world = determinize(GAME.observation(state, 2), random.Random(1))
    assert all(p >= 0 or p == NO_PRESS for p in world.presses[:2])
    assert world.presses[2] == PRESS_PENDING


def test_the_search_never_reads_the_hidden_state_two_real_states_one_choice():
    for stop in (
        lambda s: s.phase is Phase.CHOOSE and s.actor == 1 and not s.dice[1],
        lambda s: s.phase is Phase.DRAW and len(s.drawn) >= 1,
    ):
        state = _play_until(11, stop)
        seat = GAME.current_player(state)
        other = state.clone()
        for metal, deck in enumerate(state.decks):  # another order around the wizard
            wizard = next(i for i, c in enumerate(deck) if state.static.is_wizard(c))
            other.decks[metal] = list(reversed(deck[:wizard])) + [deck[wizard]] + list(reversed(deck[wizard + 1 :]))
        other.lamp_deck = list(reversed(state.lamp_deck))
        if state.phase is Phase.CHOOSE:
            other.dice[0] = [((m + 1) % 3, 7 - v) for m, v in state.dice[0]]  # other secret dice
        assert GAME.digest(other) != GAME.digest(state)
        first = _search_bot(16).choose(GAME.observation(state, seat), random.Random(5))
        assert _search_bot(16).choose(GAME.observation(other, seat), random.Random(5)) == first


def test_the_search_plays_a_legal_move_weighing_the_heuristics_own():
    for stop in (
        lambda s: s.phase is Phase.CHOOSE and s.round == 2,
        lambda s: s.phase is Phase.DRAW,
        lambda s: s.phase is Phase.WISH,
    ):
        state = _play_until(2, stop)
        seat = GAME.current_player(state)
        bot = _search_bot(12)
        move = bot.choose(GAME.observation(state, seat), random.Random(2))
        assert GAME.refusal(state, move) is None
        if len(GAME.legal_actions(state)) > 1:
            assert 12 <= bot.stats.rollouts < 12 + len(bot.stats.arms)  # whole rounds of the arms (paired)
            weighed = [arm[0] for arm in bot.stats.arms]
            assert weighed[0] == HeuristicBot(LEVEL).choose(GAME.observation(state, seat), random.Random(2))
            assert len(set(weighed)) == len(weighed) <= 1 + PLACEMENTS


def test_the_dice_weighed_are_the_placements_the_heuristic_likes_best():
    """Seed 003 (1) 選擇寶箱: a die goes on one chest with a number. Of the 18 placements the
    search weighs the heuristic's own and the PLACEMENTS it weighs highest, not a random few."""
    state = _play_until(8, lambda s: s.phase is Phase.CHOOSE and s.round == 2 and s.actor == 0, players=2)
    observation = GAME.observation(state, 0)
    legal = GAME.legal_actions(observation)
    own = HeuristicBot(LEVEL).choose(observation, random.Random(3))
    weighed = candidates(observation, legal, own, random.Random(4))
    options, weights = QuickHeuristic(LEVEL).placements(observation, 0)
    weight = dict(zip(options, weights))
    rest = sorted((weight[act] for act in legal if act not in weighed), reverse=True)
    assert weighed[0] == own and len(weighed) == 1 + PLACEMENTS
    assert min(weight[act] for act in weighed[1:]) >= rest[0]
    assert weighed == candidates(observation, legal, own, random.Random(99)), "no draw decides them"


def test_the_lamp_race_is_pressed_by_the_hand_never_searched_and_decided_ahead_alike():
    """Seed 003 (2): 「最快觸碰的玩家可以召喚精靈」: a race of hands. The searching player
    presses as the normal player does, with the normal player's human-like reaction times (the
    expert wins by thinking, not by reflexes; never a searched 0 ms), the same answer when the
    view asks it ahead for its own seat; the window's pace (quick computer players) reaches it."""
    assert LEVEL == "normal"
    state = _play_until(3, lambda s: s.phase is Phase.RACE and s.actor == 0)
    for seat in range(state.players):
        observation = GAME.observation(state, 0)
        observation.actor = seat  # as the window asks it ahead (decide_ahead)
        bot = _search_bot(50)
        press = bot.choose(observation, random.Random(seat))
        assert bot.stats.rollouts == 0
        assert press == HeuristicBot(LEVEL).choose(observation, random.Random(seat))
        assert isinstance(press, KeepStill) or FAMILY[LEVEL].fastest <= press.ms <= FAMILY[LEVEL].slowest
    bot = _search_bot(1)
    bot.pace = "full"
    assert bot.policy.pace == "full"
    observation = GAME.observation(state, 0)
    pressed = [bot.choose(observation, random.Random(k)) for k in range(30)]
    assert all(isinstance(p, KeepStill) or p.ms <= FULL_SPEED[LEVEL].slowest for p in pressed)
    assert any(isinstance(p, RubLamp) for p in pressed) or not any(
        v == w for _, v in state.dice[0] for q in range(1, state.players) for _, w in state.dice[q]
    )


def test_a_cancelled_search_stops_at_once_with_a_legal_move():
    state = _play_until(4, lambda s: s.phase is Phase.DRAW)
    seat = GAME.current_player(state)
    bot = expert(think_ms=600_000)
    bot.cancel = threading.Event()
    bot.cancel.set()
    move = bot.choose(GAME.observation(state, seat), random.Random(0))
    assert GAME.refusal(state, move) is None and bot.stats.rollouts == 0


def test_expert_is_the_searching_player_and_an_old_save_naming_expert_loads_it():
    """Issue 16: `expert` searches; the bench-only name `search` is gone, and an old save whose
    seat names `expert` (once the heuristic's quick-handed setting) now gets the searcher."""
    names = bot_names("magic-lamp")
    assert {"beginner", "normal", "heuristic", "expert"} <= set(names) and "search" not in names
    searching = make_bot("magic-lamp", "expert", think_ms=20)
    assert isinstance(searching, MagicLampSearchBot) and thinks(searching) and searching.think_ms == 20
    assert searching.name == "expert"
