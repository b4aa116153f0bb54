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
import random

from desktop_app.ai.power_butler.heuristic import HeuristicBot
from desktop_app.ai.search import DEFAULT_THINK_MS, SearchBot
from desktop_app.rules.power_butler.game import POWER_BUTLER
from desktop_app.rules.power_butler.state import LAST_ROUND_CARD, NO_PLAYER, State


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


def expert(think_ms: int = DEFAULT_THINK_MS) -> SearchBot:
    return SearchBot(POWER_BUTLER, HeuristicBot, determinize, think_ms=think_ms)


__all__ = ["determinize", "expert"]
