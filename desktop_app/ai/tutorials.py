"""A guided first game played through the rules core, as the window will play it (issue 15:
"`validate-content` replays every script and proves each expected action is legal at its step").

The computer players move exactly as the game controller moves them (the same bot kinds, each
seat's own seeded random numbers, each deciding on its own observation); the pupil's moves are
the script's (`expect`), or the hint player's where the coach plays them (`watch`). Qt-free.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from desktop_app.ai.base import Bot, bot_rng
from desktop_app.ai.hints import Explains
from desktop_app.ai.magic_lamp.heuristic import HeuristicBot as MagicLampHeuristicBot
from desktop_app.ai.power_on.heuristic import HeuristicBot as PowerOnHeuristicBot
from desktop_app.ai.registry import bot_names, make_bot
from desktop_app.content.tutorials import PUPIL, Tutorial
from desktop_app.rules.common.actions import Action
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.common.game import GameDefinition

MAX_COMPUTER_MOVES = 5000  # between two of the pupil's moves: more means the script is stuck


@dataclass(frozen=True)
class PupilMove:
    """One of the pupil's moves in the replay: its step, the state it is made in, the action."""

    step: int  # index into the script's steps
    state: Any
    action: Action
    watched: bool  # the coach played it (a `watch` step)


class TutorialProblem(Exception):
    """Why a script cannot be played: a sentence naming the step."""


# Who plays the pupil's watched moves: the player the guides were written with, named here (not
# "whoever gives hints"), so a stronger hint player or a new level never changes a guide.
_WATCHERS: dict[str, Callable[[], Bot]] = {
    "magic-lamp": lambda: MagicLampHeuristicBot("expert"),
    "power-on": lambda: PowerOnHeuristicBot("expert"),
}


def watched_move(game_id: str, observation: Any) -> Action:
    """The pupil's move the coach plays in a `watch` step: the guide's own player's choice on the
    pupil's observation, with fixed random numbers (the same every time)."""
    watcher = _WATCHERS.get(game_id, lambda: make_bot(game_id, "heuristic"))()
    if not isinstance(watcher, Explains):
        raise TutorialProblem(f"the {game_id} coach's player cannot play a watched move")
    return watcher.decide_with_reason(observation, random.Random(0))[0]


def expected_action(game: GameDefinition, step_json: Any, index: int) -> Action:
    """The action a step expects, decoded; TutorialProblem if it is not an action of the game."""
    try:
        return game.codec.from_json(dict(step_json))
    except (IllegalAction, KeyError, TypeError, ValueError) as error:
        raise TutorialProblem(f"step {index + 1}: 'expect' is not a move of this game ({error})") from None


def same_move(game: GameDefinition, state: Any, expected: Action, action: Action) -> bool:
    """Whether `action` is the move a step asks for at `state`: the very action, or one the rules
    make the same game of (Power Butler's payment naming the same dice faces in another order):
    both legal, of one kind, and the rules leave the same state after either (the game's own
    digest of the whole state, so the guide goes on exactly as written)."""
    if action == expected:
        return True
    if type(action) is not type(expected):
        return False
    if game.refusal(state, action) is not None or game.refusal(state, expected) is not None:
        return False
    return bool(game.digest(game.apply(state, action)) == game.digest(game.apply(state, expected)))


def play(game: GameDefinition, content: Any, script: Tutorial) -> Iterator[PupilMove]:
    """Replay the script, yielding each of the pupil's moves before it is applied; raises
    TutorialProblem at the first step that cannot be played."""
    known = bot_names(game.id)
    for kind in script.computer_players:
        if kind not in known:
            raise TutorialProblem(f"'{kind}' is not a computer player of this game (it has: {', '.join(known)})")
    try:
        options = game.options_from_json(script.options_json())
        state = game.new_game(content, options)
    except (IllegalAction, KeyError, TypeError, ValueError) as error:
        raise TutorialProblem(f"the options do not make a game ({error})") from None
    bots: dict[int, Bot] = {seat: make_bot(game.id, kind) for seat, kind in enumerate(script.computer_players, 1)}
    rngs = {seat: bot_rng(options.seed, seat) for seat in bots}
    for index, step in enumerate(script.steps):
        for _ in range(step.moves):
            state = _computers_until_pupil(game, state, bots, rngs, index)
            if game.is_over(state):
                raise TutorialProblem(f"step {index + 1}: the game is over before the pupil's move")
            if step.expect is not None:
                action = expected_action(game, step.expect, index)
            else:
                action = watched_move(game.id, game.observation(state, PUPIL))
            refusal = game.refusal(state, action)
            if refusal is not None:
                raise TutorialProblem(f"step {index + 1}: the move {action} is not legal there ({refusal.reason})")
            yield PupilMove(index, state, action, step.expect is None)
            state = game.apply(state, action)


def _computers_until_pupil(
    game: GameDefinition, state: Any, bots: dict[int, Bot], rngs: dict[int, Any], index: int
) -> Any:
    for _ in range(MAX_COMPUTER_MOVES):
        player = game.current_player(state)
        if player == PUPIL or player < 0:
            return state
        bot = bots.get(player)
        if bot is None:
            raise TutorialProblem(f"step {index + 1}: seat {player + 1} is to move and is not a computer player")
        state = game.apply(state, bot.choose(game.observation(state, player), rngs[player]))
    raise TutorialProblem(f"step {index + 1}: the computer players never hand the turn back to the pupil")


def tutorial_problems(game: GameDefinition, content: Any, script: Tutorial) -> list[str]:
    """Why the script cannot be played through, as sentences (empty when it can)."""
    try:
        for _ in play(game, content, script):
            pass
    except TutorialProblem as problem:
        return [str(problem)]
    return []


__all__ = ["PupilMove", "watched_move", "TutorialProblem", "expected_action", "play", "same_move", "tutorial_problems"]
