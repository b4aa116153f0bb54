"""A guided first game played through the rules core, as the window will play it (issue 15:
"`validate-content` replays every script and proves each expected action is legal at its step").

The computer players move exactly as the game controller moves them (the same bot kinds, each
seat's own seeded random numbers, each deciding on its own observation); the pupil's moves are
the script's (`expect`), or the hint player's where the coach plays them (`watch`), or for a
move of the pupil's own (`play`) each example its outcomes give. A step's `outcomes` are read
from what followed the pupil's move (`OUTCOMES`, per game), so a guide with branches is replayed
along every one its examples reach, and `tutorial_problems` names an outcome none reaches.
Qt-free.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from desktop_app.ai.base import Bot, bot_rng
from desktop_app.ai.hints import Explains
from desktop_app.ai.magic_lamp.heuristic import HeuristicBot as MagicLampHeuristicBot
from desktop_app.ai.power_on.heuristic import HeuristicBot as PowerOnHeuristicBot
from desktop_app.ai.registry import bot_names, make_bot
from desktop_app.content.tutorials import PUPIL, Step, Tutorial
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
    taken: tuple[str, ...] = ()  # the outcomes taken before it (which branch it is on)


# What can come of a pupil's move, per game: (the pupil's move, the states after it and after
# each computer move up to the pupil's next one) -> whether this outcome is what happened.
Outcomes = dict[str, Callable[[Action, Sequence[Any]], bool]]


def _fell(action: Action, _afters: Sequence[Any]) -> bool:
    return bool(getattr(action, "fell", 0))  # Power On!'s drop: the pupil's token toppled the tower


def _toppled(_action: Action, afters: Sequence[Any]) -> bool:
    """Another player toppled the tower after the pupil's move (the pupil then discards)."""
    return bool(afters) and _others_collapses(afters[-1]) > _others_collapses(afters[0])


def _others_collapses(state: Any) -> int:
    return sum(int(n) for seat, n in enumerate(state.collapses) if seat != PUPIL)


def _won(_action: Action, afters: Sequence[Any]) -> bool:
    return any(s.summoned[PUPIL] for s in afters)  # Magic Lamp: the pupil's genie, the race won


OUTCOMES: dict[str, Outcomes] = {
    "power-on": {
        "fell": _fell,
        "stood": lambda action, afters: not _fell(action, afters),
        "toppled": _toppled,
        "stands": lambda action, afters: not _toppled(action, afters),
    },
    "magic-lamp": {"won": _won, "lost": lambda action, afters: not _won(action, afters)},
}


def outcome_of(game_id: str, step: Step, action: Action, afters: Sequence[Any]) -> str:
    """Which of the step's outcomes the pupil's move `action` had (the first that holds, else
    the last), `afters` the states after it and after each later move up to the pupil's next."""
    known = OUTCOMES.get(game_id, {})
    for outcome in step.outcomes:
        holds = known.get(outcome.when)
        if holds is not None and holds(action, afters):
            return outcome.when
    return step.outcomes[-1].when


def taken_outcomes(game_id: str, script: Tutorial, records: Sequence[tuple[int, Action, Any]]) -> tuple[str, ...]:
    """The outcomes the guide has taken so far, in order, from the game's history (`records`:
    (player, action, state after) per move); a branching step whose move is made but whose
    outcome is still open (the computer players still answering) counts as decided by what has
    happened so far."""
    pupil_at = [i for i, (player, _action, _after) in enumerate(records) if player == PUPIL]
    taken: list[str] = []
    while True:
        done, branching = 0, 0
        for step in script.path(taken):
            done += step.moves
            if not step.outcomes:
                continue
            branching += 1
            if branching <= len(taken):
                continue
            if done > len(pupil_at):
                return tuple(taken)
            start = pupil_at[done - 1]
            end = pupil_at[done] if done < len(pupil_at) else len(records)
            afters = [after for _player, _action, after in records[start:end]]
            taken.append(outcome_of(game_id, step, records[start][1], afters))
            break
        else:
            return tuple(taken)


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


@dataclass
class _Run:
    """One replay of a script: the examples chosen at each of its `play` steps (by index)."""

    choices: tuple[int, ...]
    options: list[int] = field(default_factory=list)  # how many examples each `play` step met had
    moves: list[PupilMove] = field(default_factory=list)
    reached: set[tuple[int, str]] = field(default_factory=set)  # (id of a step, outcome) met


def play(game: GameDefinition, content: Any, script: Tutorial, choices: Sequence[int] = ()) -> Iterator[PupilMove]:
    """Replay the script, yielding each of the pupil's moves before it is applied; at the n-th
    `play` step the move is its examples' `choices[n]`-th (the first by default); raises
    TutorialProblem at the first step that cannot be played."""
    yield from _replay(game, content, script, _Run(tuple(choices)))


def _replay(game: GameDefinition, content: Any, script: Tutorial, run: _Run) -> Iterator[PupilMove]:
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
    taken: list[str] = []
    path = script.path(taken)
    index = 0
    while index < len(path):
        step = path[index]
        afters: list[Any] = []
        action: Action | None = None
        meant = ""  # the outcome the chosen example is given for
        for _ in range(step.moves):
            state, _ = _computers_until_pupil(game, state, bots, rngs, index)
            if game.is_over(state):
                raise TutorialProblem(f"step {index + 1}: the game is over before the pupil's move")
            action, meant = _pupil_move(game, state, step, index, run)
            refusal = game.refusal(state, action)
            if refusal is not None:
                raise TutorialProblem(f"step {index + 1}: the move {action} is not legal there ({refusal.reason})")
            move = PupilMove(index, state, action, step.expect is None and not step.play, tuple(taken))
            run.moves.append(move)
            yield move
            state = game.apply(state, action)
        if step.outcomes and action is not None:
            state, afters = _computers_until_pupil(game, state, bots, rngs, index)
            outcome = outcome_of(game.id, step, action, [state] if not afters else afters)
            if meant and outcome != meant:
                raise TutorialProblem(
                    f"step {index + 1}: the example {action} is given for '{meant}' but is '{outcome}'"
                )
            run.reached.add((id(step), outcome))
            taken.append(outcome)
            path = script.path(taken)
        index += 1


def _pupil_move(game: GameDefinition, state: Any, step: Step, index: int, run: _Run) -> tuple[Action, str]:
    """The pupil's move at this step in this run, and the outcome its example is given for."""
    if step.expect is not None:
        return expected_action(game, step.expect, index), ""
    examples = [(example, outcome.when) for outcome in step.outcomes for example in outcome.examples]
    if not step.play or not examples:
        return watched_move(game.id, game.observation(state, PUPIL)), ""
    n = len(run.options)
    run.options.append(len(examples))
    example, meant = examples[run.choices[n] if n < len(run.choices) else 0]
    action = expected_action(game, example, index)
    if action.type_name not in step.play:
        raise TutorialProblem(f"step {index + 1}: the example {action} is not one of {', '.join(step.play)}")
    return action, meant


def _computers_until_pupil(
    game: GameDefinition, state: Any, bots: dict[int, Bot], rngs: dict[int, Any], index: int
) -> tuple[Any, list[Any]]:
    """The state once the pupil is to move (or the game is over), and the states on the way."""
    afters = [state]
    for _ in range(MAX_COMPUTER_MOVES):
        player = game.current_player(state)
        if player == PUPIL or player < 0:
            return state, afters
        bot = bots.get(player)
        if bot is None:
            raise TutorialProblem(f"step {index + 1}: seat {player + 1} is to move and is not a computer player")
        state = game.apply(state, bot.choose(game.observation(state, player), rngs[player]))
        afters.append(state)
    raise TutorialProblem(f"step {index + 1}: the computer players never hand the turn back to the pupil")


def runs(game: GameDefinition, content: Any, script: Tutorial) -> Iterator[list[PupilMove]]:
    """Every replay of the script its examples make (each `play` step's examples tried in turn),
    as the pupil's moves; raises TutorialProblem where one cannot be played, or when an outcome
    of a step is reached by no replay."""
    todo: list[tuple[int, ...]] = [()]
    reached: set[tuple[int, str]] = set()
    while todo:
        run = _Run(todo.pop(0))
        list(_replay(game, content, script, run))
        reached |= run.reached
        for n in range(len(run.choices), len(run.options)):
            base = run.choices + (0,) * (n - len(run.choices))
            todo.extend(base + (alt,) for alt in range(1, run.options[n]))
        yield run.moves
    for step, outcome in _all_outcomes(script.steps):
        if (id(step), outcome) not in reached:
            said = step.say.en[:60]
            raise TutorialProblem(f"the outcome '{outcome}' of the step \"{said}…\" is reached by none of the examples")


def _all_outcomes(steps: Sequence[Step]) -> Iterator[tuple[Step, str]]:
    for step in steps:
        for outcome in step.outcomes:
            yield step, outcome.when
            yield from _all_outcomes(outcome.steps)


def tutorial_problems(game: GameDefinition, content: Any, script: Tutorial) -> list[str]:
    """Why the script cannot be played through, as sentences (empty when it can)."""
    try:
        for _ in runs(game, content, script):
            pass
    except TutorialProblem as problem:
        return [str(problem)]
    return []


__all__ = [
    "OUTCOMES",
    "PupilMove",
    "TutorialProblem",
    "expected_action",
    "outcome_of",
    "play",
    "runs",
    "same_move",
    "taken_outcomes",
    "tutorial_problems",
    "watched_move",
]
