"""Guided first games (issue 15): `game_data/<game>/tutorial.yaml`, a short game with a coach.

A script is a fixed deal (the seed and the options), the pupil in seat 0 against computer
players of given kinds, and the steps of the pupil's own moves, in order:

- `expect`: the move the pupil is asked to make (an action as saves write it, e.g.
  `{type: buy_resource, resource: 0, amount: 2}`), with `say`: what the coach says, in both
  languages — what to click, what it does and why it is a good move now;
- `watch: N`: the coach plays the pupil's next N moves itself (the strongest computer player's
  choices), with `say` telling the pupil what to watch for, so a guide can skip ahead to a
  later part of the game (Power Grid's Step 2) without ten minutes of repeats;
- `play: [types]`: the pupil's own move of one of these kinds, made their own way (Power On!'s
  drop on the carbon tower, Magic Lamp's touch in the lamp race): any legal move of those kinds
  goes through, and what it leads to is the game's, not the script's.

Any step may end in `outcomes`: what can come of it, each `when` an outcome the game's guides
know (`ai/tutorials.OUTCOMES`: "fell", "won", ...) with the `steps` that follow it (then the
steps after the branching one), an optional `finish` of its own, and `examples` (on a `play`
step): moves of the pupil's that lead to it, which `validate-content` replays so every branch
is played through. The outcome is read from what happened after the pupil's move, up to their
next move (ai/tutorials.py), so a guide goes on with words that fit a fall or a lost race.

The computer players' moves between the pupil's are never written down: a fixed seed and
fixed players make them the same every time. `title`, `intro` and `finish` (the closing words,
offering a real game) are pack text in both languages, shown as plain text.

This module reads and checks the file's shape (both languages everywhere, at least one step);
`desktop_app/ai/tutorials.py` replays the script through the rules core and checks that every
expected move is legal at its step (`validate-content` runs both).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from pydantic import Field, model_validator

from desktop_app.content.model import LocalizedText
from desktop_app.content.pack import PackReader
from desktop_app.content.schema_common import LocalizedTextModel, StrictModel

FILE_NAME = "tutorial.yaml"
PUPIL = 0  # the pupil's seat
MAX_STEPS = 200


class OutcomeModel(StrictModel):
    when: str = Field(min_length=1, max_length=40)
    examples: list[dict[str, Any]] = Field(default_factory=list, max_length=10)
    steps: list[StepModel] = Field(default_factory=list, max_length=MAX_STEPS)
    finish: LocalizedTextModel | None = None


class StepModel(StrictModel):
    expect: dict[str, Any] | None = None
    watch: int | None = Field(default=None, ge=1, le=500)
    play: list[str] | None = Field(default=None, min_length=1, max_length=10)
    say: LocalizedTextModel
    outcomes: list[OutcomeModel] = Field(default_factory=list, max_length=10)

    @model_validator(mode="after")
    def _one_kind(self) -> StepModel:
        if sum(kind is not None for kind in (self.expect, self.watch, self.play)) != 1:
            raise ValueError(
                "a step has one of 'expect' (the pupil's move), 'watch' (moves the coach plays) or "
                "'play' (the pupil's own move of these kinds)"
            )
        if self.watch is not None and self.watch > 1 and self.outcomes:
            raise ValueError("outcomes follow one move: a step with outcomes watches at most one")
        names = [outcome.when for outcome in self.outcomes]
        if len(set(names)) != len(names):
            raise ValueError("each outcome of a step is named once")
        if self.play is None and any(outcome.examples for outcome in self.outcomes):
            raise ValueError("only a 'play' step has examples: the moves the pupil might make")
        return self


OutcomeModel.model_rebuild()


class TutorialModel(StrictModel):
    title: LocalizedTextModel
    intro: LocalizedTextModel
    finish: LocalizedTextModel
    seed: int = Field(ge=0, le=2**31)
    options: dict[str, Any] = Field(default_factory=dict)
    computer_players: list[str] = Field(min_length=1, max_length=5)
    steps: list[StepModel] = Field(min_length=1, max_length=MAX_STEPS)


@dataclass(frozen=True)
class Outcome:
    """What can come of a step (`when`, an outcome the game's guides know) and the steps that
    follow it; `examples`: moves of the pupil's (as JSON) that lead to it."""

    when: str
    steps: tuple[Step, ...]
    examples: tuple[MappingProxyType[str, Any], ...] = ()
    finish: LocalizedText | None = None


@dataclass(frozen=True)
class Step:
    """One step of the pupil: a move to make (`expect`, as JSON), moves to watch (`watch`), or
    a move of their own of these kinds (`play`); `outcomes`: where the guide goes after it."""

    say: LocalizedText
    expect: MappingProxyType[str, Any] | None = None
    watch: int = 0
    play: tuple[str, ...] = ()
    outcomes: tuple[Outcome, ...] = ()

    @property
    def moves(self) -> int:
        """How many of the pupil's moves the step takes."""
        return self.watch or 1


@dataclass(frozen=True)
class Tutorial:
    """A game's guided first game, as read from its pack."""

    game: str  # the game folder ("power_grid")
    title: LocalizedText
    intro: LocalizedText
    finish: LocalizedText
    seed: int
    options: MappingProxyType[str, Any]
    computer_players: tuple[str, ...]  # the bot kinds of seats 1, 2, ...
    steps: tuple[Step, ...]

    @property
    def players(self) -> int:
        return 1 + len(self.computer_players)

    def options_json(self) -> dict[str, Any]:
        """The game's options as `options_from_json` takes them (players and seed included)."""
        return {**self.options, "players": self.players, "seed": self.seed}

    def path(self, taken: Sequence[str] = ()) -> tuple[Step, ...]:
        """The steps in order once the outcomes `taken` (one per branching step met, in order)
        have happened; a branching step not yet decided goes on with its first outcome."""
        path: list[Step] = []
        left = list(taken)

        def walk(steps: Sequence[Step]) -> None:
            for step in steps:
                path.append(step)
                if step.outcomes:
                    name = left.pop(0) if left else step.outcomes[0].when
                    walk(next((o for o in step.outcomes if o.when == name), step.outcomes[0]).steps)

        walk(self.steps)
        return tuple(path)

    def finish_for(self, taken: Sequence[str] = ()) -> LocalizedText:
        """The closing words after the outcomes `taken`: the last taken outcome's own, if any."""
        finish = self.finish
        left = list(taken)

        def walk(steps: Sequence[Step]) -> None:
            nonlocal finish
            for step in steps:
                if step.outcomes and left:
                    name = left.pop(0)
                    outcome = next((o for o in step.outcomes if o.when == name), step.outcomes[0])
                    finish = outcome.finish or finish
                    walk(outcome.steps)

        walk(self.steps)
        return finish

    def step_at(self, pupil_moves: int, steps: Sequence[Step] | None = None) -> tuple[int, int] | None:
        """After `pupil_moves` of the pupil's moves: (the step's index, moves already made in
        it) in `steps` (a path, by default the script's own steps); None once every step is done."""
        done = 0
        for index, step in enumerate(self.steps if steps is None else steps):
            if pupil_moves < done + step.moves:
                return index, pupil_moves - done
            done += step.moves
        return None


def read_tutorial(reader: PackReader, folder: str) -> Tutorial | None:
    """Read and check `<folder>/tutorial.yaml`; None when the game has none (no file) or when
    anything is wrong (every problem logged)."""
    rel = f"{folder}/{FILE_NAME}"
    doc = reader.read_optional(rel, TutorialModel)
    if doc is None:
        return None
    return Tutorial(
        game=folder,
        title=doc.title.to_text(),
        intro=doc.intro.to_text(),
        finish=doc.finish.to_text(),
        seed=doc.seed,
        options=MappingProxyType(dict(doc.options)),
        computer_players=tuple(doc.computer_players),
        steps=_steps(doc.steps),
    )


def _steps(models: Sequence[StepModel]) -> tuple[Step, ...]:
    return tuple(
        Step(
            say=step.say.to_text(),
            expect=MappingProxyType(dict(step.expect)) if step.expect is not None else None,
            watch=step.watch or 0,
            play=tuple(step.play or ()),
            outcomes=tuple(
                Outcome(
                    when=outcome.when,
                    steps=_steps(outcome.steps),
                    examples=tuple(MappingProxyType(dict(example)) for example in outcome.examples),
                    finish=outcome.finish.to_text() if outcome.finish is not None else None,
                )
                for outcome in step.outcomes
            ),
        )
        for step in models
    )


__all__ = ["FILE_NAME", "PUPIL", "Outcome", "Step", "Tutorial", "read_tutorial"]
