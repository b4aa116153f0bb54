"""Power Butler's expert (issue 16): the search of `ai/search.py` with the normal player as its
rollout policy, and this game's hidden parts dealt from what the seat may know.

What a seat cannot see: the order of the appliance deck (and where in it the last-round card
lies, though how many cards lie above it follows from the public rules: it went in with a known
number above it and every card drawn since came off the top), the order of the event deck, and
the dice to come (the game's seed). `determinize` deals those at random from the cards not in
sight (the shop, the discard, every player's appliances; the event row and discard).
"""

from __future__ import annotations

import dataclasses
import math
import random

from desktop_app.ai.power_butler.heuristic import HeuristicBot, appliance_value
from desktop_app.ai.search import DEFAULT_THINK_MS, SearchBot
from desktop_app.content.power_butler import Face
from desktop_app.rules.common.actions import Action
from desktop_app.rules.power_butler.actions import Buy, EndTurn, KeepDice, PayBill, Reroll
from desktop_app.rules.power_butler.engine import buy_needs, score
from desktop_app.rules.power_butler.game import POWER_BUTLER
from desktop_app.rules.power_butler.state import LAST_ROUND_CARD, NO_PLAYER, Phase, State, money_of


def determinize(observation: State, rng: random.Random) -> State:
    """A full state the seat cannot tell from the real one (see the module docstring)."""
    world = observation.clone()
    content = world.board.content
    in_sight = set(world.market) | set(world.discard) | {card for owned in world.owned for card in owned}
    unseen = [a.index for a in content.appliances if a.index not in in_sight]
    rng.shuffle(unseen)
    deck_size = len(observation.deck)
    last_round_in_deck = world.last_round_holder == NO_PLAYER and deck_size > len(unseen)
    if last_round_in_deck:
        position = content.last_round_position[world.board.mode.value][world.players]
        drawn = len(content.appliances) + 1 - deck_size
        above = max(0, min(len(unseen), position - drawn))
        top_first = unseen[:above] + [LAST_ROUND_CARD] + unseen[above:]
        world.deck = top_first[::-1][-deck_size:] if deck_size else []
    else:
        world.deck = unseen[-deck_size:] if deck_size else []
    events = [e.number for e in content.events if world.board.standard or not e.standard_only]
    shown = set(world.event_row) | set(world.event_discard) | ({world.fired_event} if world.fired_event else set())
    hidden_events = [number for number in events if number not in shown]
    rng.shuffle(hidden_events)
    world.event_deck = hidden_events[-len(observation.event_deck) :] if observation.event_deck else []
    world.options = dataclasses.replace(world.options, seed=rng.randrange(2**31))
    return world


ROUNDS_AHEAD = 1  # a rollout plays on to the end of the round after this one, then is judged
EARLY_BILL = 0.7  # share of an unpaid bill counted against a player before the last round
SCORE_SCALE = 4.0  # points of lead that make a win about three times as likely as a loss
MAX_BUYS = 3  # besides the normal player's move: its best other purchases by its own measure
MARGIN = 0.02  # another move must beat the normal player's by this much of a win to be played


def projected(state: State, player: int) -> float:
    """The player's score if the game ended now, a bill still to come only partly counted
    (later dice can pay it): the rules' own score, with the unpaid part weighted."""
    points, variety, unpaid, _total = score(state, player)
    return points + variety - unpaid * (1.0 if state.final_round else EARLY_BILL)


def evaluate(state: State, me: int) -> float:
    """A rollout cut short, judged for `me` in 0..1: a logistic of the lead over the best other
    player's projected score (a shared best is about even)."""
    if state.phase is Phase.GAME_OVER:
        return 1.0 / len(state.winners) if me in state.winners else 0.0
    mine = projected(state, me)
    best_other = max(projected(state, p) for p in range(state.players) if p != me)
    return 1.0 / (1.0 + math.exp(-(mine - best_other) / SCORE_SCALE))


def cutoff(root: State, world: State) -> bool:
    """Stop a rollout once it has played to the end of the round after the decision's."""
    return world.round > root.round + ROUNDS_AHEAD


def candidates(observation: State, legal: list[Action], policy_move: Action, rng: random.Random) -> list[Action]:
    """The normal player's move first, then the moves a family player would weigh against it:
    rolling — keep all, reroll every die, reroll only the condition faces; allocating — the
    best purchases by the normal player's own value, paying the bill as far as the dice go,
    ending the turn."""
    state = observation
    out: list[Action] = [policy_move]
    legal_set = set(legal)

    def add(action: Action | None) -> None:
        if action is not None and action in legal_set and action not in out:
            out.append(action)

    if state.phase is Phase.REROLL:
        add(KeepDice())
        rerolls = [a for a in legal if type(a) is Reroll]
        if rerolls:
            add(max(rerolls, key=lambda a: len(a.faces)))
        conditions = tuple(sorted(Face(f) for f in state.dice if f >= int(Face.SPACE)))
        if conditions:
            add(Reroll(conditions))
        money = tuple(sorted(Face(f) for f in state.dice if f in (int(Face.ONE), int(Face.TWO))))
        if money:
            add(Reroll(money))
        return out
    me = state.current
    index_of = state.board.index_of
    best_buy: dict[str, tuple[float, Action]] = {}
    for action in legal:
        if type(action) is Buy:
            card = index_of[action.appliance]
            price, _ = buy_needs(state, me, card)
            value = appliance_value(state, me, card) - 0.7 * max(0, money_of(action.faces) - price)
            value -= 0.15 * len(action.faces)
            if action.appliance not in best_buy or value > best_buy[action.appliance][0]:
                best_buy[action.appliance] = (value, action)
    for _value, action in sorted(best_buy.values(), key=lambda va: -va[0])[:MAX_BUYS]:
        add(action)
    owed = max(0, state.usage[me] - state.paid[me] - state.bill_money)
    pays = [a for a in legal if type(a) is PayBill]
    if pays and owed:
        add(max(pays, key=lambda a: (min(money_of(a.faces), owed), -money_of(a.faces))))
    add(EndTurn())
    return out


def expert(think_ms: int = DEFAULT_THINK_MS) -> SearchBot:
    return SearchBot(
        POWER_BUTLER,
        HeuristicBot,
        determinize,
        think_ms=think_ms,
        candidates=candidates,
        evaluate=evaluate,
        cutoff=cutoff,
        paired=True,
        margin=MARGIN,
    )


__all__ = ["candidates", "cutoff", "determinize", "evaluate", "expert", "projected"]
