"""Guided first games (issue 15): `game_data/<game>/tutorial.yaml`, a short game with a coach.

A script is a fixed deal (the seed and the options), the pupil in seat 0 against computer
players of given kinds, and the steps of the pupil's own moves, in order:

- `expect`: the move the pupil is asked to make (an action as saves write it, e.g.
  `{type: buy_resource, resource: 0, amount: 2}`), with `say`: what the coach says, in both
  languages — what to click, what it does and why it is a good move now;
- `watch: N`: the coach plays the pupil's next N moves itself (the strongest computer player's
  choices), with `say` telling the pupil what to watch for, so a guide can skip ahead to a
  later part of the game (Power Grid's Step 2) without ten minutes of repeats.

The computer players' moves between the pupil's are never written down: a fixed seed and
fixed players make them the same every time. `title`, `intro` and `finish` (the closing words,
offering a real game) are pack text in both languages, shown as plain text.

This module reads and checks the file's shape (both languages everywhere, at least one step);
`desktop_app/ai/tutorials.py` replays the script through the rules core and checks that every
expected move is legal at its step (`validate-content` runs both).
"""

from __future__ import annotations

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


class StepModel(StrictModel):
    expect: dict[str, Any] | None = None
    watch: int | None = Field(default=None, ge=1, le=500)
    say: LocalizedTextModel

    @model_validator(mode="after")
    def _one_kind(self) -> StepModel:
        if (self.expect is None) == (self.watch is None):
            raise ValueError("a step has either 'expect' (the pupil's move) or 'watch' (moves the coach plays)")
        return self


class TutorialModel(StrictModel):
    title: LocalizedTextModel
    intro: LocalizedTextModel
    finish: LocalizedTextModel
    seed: int = Field(ge=0, le=2**31)
    options: dict[str, Any] = Field(default_factory=dict)
    computer_players: list[str] = Field(min_length=1, max_length=5)
    steps: list[StepModel] = Field(min_length=1, max_length=MAX_STEPS)


@dataclass(frozen=True)
class Step:
    """One step of the pupil: a move to make (`expect`, as JSON) or moves to watch (`watch`)."""

    say: LocalizedText
    expect: MappingProxyType[str, Any] | None = None
    watch: int = 0

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

    def step_at(self, pupil_moves: int) -> tuple[int, int] | None:
        """After `pupil_moves` of the pupil's moves: (the step's index, moves already made in
        it); None once every step is done."""
        done = 0
        for index, step in enumerate(self.steps):
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
        steps=tuple(
            Step(
                say=step.say.to_text(),
                expect=MappingProxyType(dict(step.expect)) if step.expect is not None else None,
                watch=step.watch or 0,
            )
            for step in doc.steps
        ),
    )


__all__ = ["FILE_NAME", "PUPIL", "Step", "Tutorial", "read_tutorial"]
