"""電力啟動's searching player (issue 16: "`expert` searches: determinized Monte-Carlo tree search
(or rollouts) over the rules core, with the hidden information sampled from what that seat may
know (its observation: never the deck order, the other hands, the chest order or the dice to
come), the normal player as rollout policy, and a time budget per decision"; "stops at once on
undo, close or a new game")."""

from __future__ import annotations

import random
import threading
from collections import Counter

from desktop_app.ai.base import bot_rng
from desktop_app.ai.power_on.expert import (
    AIM,
    MAX_ARMS,
    SeatPolicy,
    candidates,
    determinize,
    evaluate,
    expert,
    unseen_cards,
)
from desktop_app.ai.power_on.heuristic import HeuristicBot
from desktop_app.ai.registry import bot_names, make_bot, thinks
from desktop_app.ai.search import SearchBot
from desktop_app.rules.power_on.actions import StackToken
from desktop_app.rules.power_on.game import POWER_ON as GAME
from desktop_app.rules.power_on.state import Phase, State, TowerMode

CONTENT = GAME.load_content(None)


def _play(seed: int, moves: int, tower: str = TowerMode.NO_DEXTERITY, players: int = 3) -> State:
    options = GAME.options_from_json({"players": players, "seed": seed, "tower": tower})
    state = GAME.new_game(CONTENT, options)
    bots = [HeuristicBot() for _ in range(players)]
    rngs = [bot_rng(seed, seat) for seat in range(players)]
    for _ in range(moves):
        if GAME.is_over(state):
            break
        player = GAME.current_player(state)
        state = GAME.apply(state, bots[player].choose(GAME.observation(state, player), rngs[player]))
    return state


def _search_bot(rollouts: int) -> SearchBot:
    """The searching player as registered, with a fixed number of rollouts instead of a clock."""
    bot = expert()
    bot.max_rollouts = rollouts
    assert isinstance(bot, SearchBot) and bot.candidates is candidates and bot.determinize is determinize
    assert bot.unsearched is not None and bot.min_visits > 1 and bot.margin > 0
    return bot


def test_a_dealt_world_keeps_what_the_seat_sees_and_deals_only_unseen_cards():
    """Seed 001 hides the deck and the others' hands; the views hide the discard below its top
    and the city deck. A dealt world keeps all the seat sees and deals the rest anew."""
    state = _play(seed=4, moves=40)
    seat = GAME.current_player(state)
    observation = GAME.observation(state, seat)
    world = determinize(observation, random.Random(1))
    assert world.market == state.market and world.plants == state.plants
    assert world.hands[seat] == state.hands[seat] and world.city_row == state.city_row
    assert world.cities_won == state.cities_won and world.tower == state.tower
    assert world.discard[-1] == state.discard[-1] and len(world.discard) == len(state.discard)
    assert [len(h) for h in world.hands] == [len(h) for h in state.hands]
    others = [p for p in range(state.players) if p != seat]

    def hidden(s: State) -> Counter[int]:
        return Counter(s.deck + s.discard[:-1] + [c for p in others for c in s.hands[p]])

    assert hidden(world) == hidden(state), "the same cards, dealt anew"
    assert sorted(hidden(world).elements()) == sorted(unseen_cards(observation, seat))
    t = state.tables
    assert t.back[world.deck[-1]] == t.back[state.deck[-1]], "the deck top's back shows: solar and wind read it"
    assert sorted(world.city_deck) == sorted(state.city_deck)
    assert world.options.seed >= 0 and world.options.seed != observation.options.seed
    worlds = {tuple(determinize(observation, random.Random(k)).deck) for k in range(5)}
    assert len(worlds) > 1, "the deck's order is drawn, never read"


def test_a_dealt_world_plays_the_tower_by_chance_not_by_the_physics():
    """Seed 001 3.(2): 「若能順利堆疊使碳塔不倒塌，便能成功發電」: the tower stands or falls by the
    stacking hand; a rollout cannot run the
    physics, so a dealt world plays the no-dexterity chance (the seat's own drops are not dealt)."""
    state = _play(seed=4, moves=10, tower=TowerMode.STACKING, players=2)
    seat = GAME.current_player(state)
    world = determinize(GAME.observation(state, seat), random.Random(2))
    assert state.options.tower == TowerMode.STACKING and world.options.tower == TowerMode.NO_DEXTERITY


def test_the_search_never_reads_the_hidden_state_two_real_decks_one_choice():
    state = _play(seed=6, moves=31)
    seat = GAME.current_player(state)
    other = state.clone()
    other.deck = list(reversed(state.deck[:-1])) + [state.deck[-1]]  # another order below the top
    rival = (seat + 1) % state.players
    if other.hands[rival] and len(other.deck) > 1:  # swap a rival's card with one from the deck
        other.hands[rival][0], other.deck[0] = other.deck[0], other.hands[rival][0]
    assert GAME.digest(other) != GAME.digest(state)
    first = _search_bot(24).choose(GAME.observation(state, seat), random.Random(5))
    assert _search_bot(24).choose(GAME.observation(other, seat), random.Random(5)) == first


def test_the_search_plays_a_legal_move_weighing_the_heuristics_own():
    for moves in (20, 33, 47):
        state = _play(seed=9, moves=moves)
        seat = GAME.current_player(state)
        bot = _search_bot(16)
        move = bot.choose(GAME.observation(state, seat), random.Random(2))
        assert GAME.refusal(state, move) is None
        if len(GAME.legal_actions(state)) > 1:
            assert 16 <= bot.stats.rollouts < 16 + len(bot.stats.arms)  # whole rounds of the arms (paired)
            weighed = [arm[0] for arm in bot.stats.arms]
            assert weighed[0] == HeuristicBot(AIM).choose(GAME.observation(state, seat), random.Random(2))
            assert len(set(weighed)) == len(weighed) <= MAX_ARMS


def test_the_moves_weighed_are_the_best_of_each_kind_by_the_normal_players_measures():
    """Seed 001: 「可從下列3項行動中執行3個行動點數 ... 行動種類及順序不限」: a turn's action may be any
    of the kinds. Besides the normal player's move the search weighs one move of each other kind
    (the plant built first, the face-up card valued most and the one lain longest, a draw, a run,
    a function, the renewables), never two of a kind drawn at random."""
    from desktop_app.ai.power_on import heuristic
    from desktop_app.rules.power_on.actions import BuildPlant, DrawCard, TakeMarketCard

    checked = 0
    for moves in range(0, 80, 3):
        state = _play(seed=9, moves=moves, players=2)
        if state.phase is not Phase.ACTIONS:
            continue
        seat = GAME.current_player(state)
        observation = GAME.observation(state, seat)
        legal = GAME.legal_actions(observation)
        policy_move = HeuristicBot(AIM).choose(observation, random.Random(0))
        weighed = candidates(observation, legal, policy_move, random.Random(0))
        assert weighed[0] == policy_move and set(weighed) <= set(legal) and len(weighed) <= MAX_ARMS
        assert candidates(observation, legal, policy_move, random.Random(99)) == weighed, "no random pick"
        takes = [a for a in legal if isinstance(a, TakeMarketCard)]
        if takes and len(weighed) < MAX_ARMS:
            best = max(takes, key=lambda a: (heuristic._card_value(observation, seat, a.card), -a.card))
            assert best in weighed and TakeMarketCard(observation.market[0]) in weighed
            assert DrawCard() in legal and DrawCard() in weighed
        builds = [a for a in weighed if isinstance(a, BuildPlant)]
        assert len(builds) <= 2  # the normal player's, and the best by its build order
        checked += 1
    assert checked >= 10


def test_the_searching_seat_imagines_itself_taking_the_longest_lain_card_only_at_two_players():
    """Seed 001: 「玩家從公區遊戲卡牌堆上方抽取1張卡牌加入手牌」 or a face-up card: in its imagined games
    the searching seat plays the normal player who takes the face-up card that has lain longest
    at 2 players (measured stronger there), the normal player at 3 and 4; the others are always
    the normal player."""
    for players, keen in ((2, True), (3, False), (4, False)):
        state = _play(seed=12, moves=0, players=players)
        policy = SeatPolicy()
        policy.seat = GAME.current_player(state)
        assert (policy.own(state) is policy.keen) is keen and policy.keen.oldest_card
        assert policy._bot(state) is policy.own(state)
        other = state.clone()
        other.current = (policy.seat + 1) % players
        assert policy._bot(other) is policy.normal and not policy.normal.oldest_card


def test_a_stacked_token_is_dropped_by_the_hand_never_searched():
    """Seed 001 3.(2): 「若能順利堆疊使碳塔不倒塌」: whether a token stands is the stacking hand's
    and the tower's, not a choice:
    while stacking the searching player drops with the heuristic's steady aim and searches nothing."""
    options = GAME.options_from_json({"players": 2, "seed": 2, "tower": TowerMode.STACKING})
    state = GAME.new_game(CONTENT, options)
    bots = [HeuristicBot(), HeuristicBot()]
    rng = random.Random(3)
    for _ in range(400):
        if state.phase is Phase.STACKING and state.tower > 0:
            break
        player = GAME.current_player(state)
        state = GAME.apply(state, bots[player].choose(GAME.observation(state, player), rng))
    assert state.phase is Phase.STACKING and state.tower > 0
    bot = _search_bot(50)
    seat = GAME.current_player(state)
    drop = bot.choose(GAME.observation(state, seat), random.Random(4))
    assert isinstance(drop, StackToken) and bot.stats.rollouts == 0
    assert drop == HeuristicBot(AIM).choose(GAME.observation(state, seat), random.Random(4))


def test_a_cut_rollout_is_worth_more_to_the_seat_ahead_in_stars():
    """Seed 001 section 4: 「每個☆皆為1分」, 「分數最高者即為遊戲贏家」: a rollout cut short is
    judged by the lead in stars
    (plants and cards as stars to come), between 0 and 1, and a star more is worth more."""
    state = _play(seed=9, moves=60, players=2)
    for seat in (0, 1):
        worth = evaluate(state, seat)
        assert 0.0 < worth < 1.0
        ahead = state.clone()
        ahead.cities_won[seat].append(next(c for c in range(len(state.tables.city_ids)) if c in state.city_deck))
        assert evaluate(ahead, seat) > worth and evaluate(ahead, 1 - seat) < evaluate(state, 1 - seat)


def test_a_cancelled_search_stops_at_once_with_a_legal_move():
    state = _play(seed=3, moves=25)
    seat = GAME.current_player(state)
    bot = expert(think_ms=600_000)
    bot.cancel = threading.Event()
    bot.cancel.set()
    move = bot.choose(GAME.observation(state, seat), random.Random(0))
    assert GAME.refusal(state, move) is None and bot.stats.rollouts == 0


def test_the_search_is_the_expert_level_and_the_old_names_still_load():
    """Issue 16's levels: `expert` is the searching player (measured stronger than normal: see
    ai/power_on/expert.py); an old save naming `expert` (the heuristic's steady hand) loads it,
    `heuristic` still loads the normal player, and the bench-only `search` name is gone."""
    names = bot_names("power-on")
    assert {"beginner", "normal", "heuristic", "expert"} <= set(names) and "search" not in names
    searching = make_bot("power-on", "expert", think_ms=20)
    assert isinstance(searching, SearchBot) and thinks(searching) and searching.think_ms == 20
    assert searching.name == "expert"
    assert not thinks(make_bot("power-on", "heuristic")) and not thinks(make_bot("power-on", "beginner"))
