"""Pydantic models of the `magic_lamp/` YAML files, exactly as a teacher writes them.

Card kinds, metals and effect types are checked by the reader (`magic_lamp_pack.py`) rather
than by Literal types here, so a misspelt one gets a message that lists the known names.
"""

from __future__ import annotations

from typing import Any

from pydantic import Field

from desktop_app.content.schema_common import (
    Count,
    Id,
    LocalizedTextModel,
    PositiveCount,
    StrictModel,
)


class MetalModel(StrictModel):
    id: Id
    name: LocalizedTextModel
    set_bonus: Count


class KindModel(StrictModel):
    id: Id
    name: LocalizedTextModel


class ChestCardModel(StrictModel):
    id: Id
    metal: Id
    kind: Id
    scorpions: Count


class ChestsFileModel(StrictModel):
    """chests.yaml: the metals, the names of the card kinds, and every chest card."""

    metals: list[Any]
    kinds: list[Any]
    cards: list[Any]


class EffectModel(StrictModel):
    """A wish's effect: a type the rules know and the parameters that type takes."""

    type: Id
    count: PositiveCount | None = None
    amount: PositiveCount | None = None
    max_change: Count | None = Field(default=None, ge=1, le=5)
    metal: Id | None = None


class LampCardModel(StrictModel):
    id: Id
    name: LocalizedTextModel
    text: LocalizedTextModel
    effect: EffectModel


class LampFileModel(StrictModel):
    """lamp.yaml: the lamp cards."""

    lamp_cards: list[Any]


class StartingCardModel(StrictModel):
    id: Id
    kind: Id


class RingModel(StrictModel):
    name: LocalizedTextModel
    bonus: Count


class PlayerCountModel(StrictModel):
    players: int = Field(ge=2, le=5)
    dice: int = Field(ge=1, le=2)
    starting_cards: PositiveCount


class SetupFileModel(StrictModel):
    """setup.yaml: starting cards, the ring, scoring numbers and per-player-count setup."""

    starting_cards: list[Any]
    ring: RingModel
    majority_bonus: Count
    wizard_from_bottom: PositiveCount
    player_counts: list[Any]
