"""Pydantic building blocks every game's schema shares, and the schema of `pack.yaml`.

The schemas describe the YAML exactly as a teacher writes it; the loader turns validated models
into the frozen dataclasses of `model.py` and the games' content modules. Models are strict (a
quoted "5" is not a number, `yes` is not a name) and forbid unknown keys, so a typo is an error
instead of a silently ignored line.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StringConstraints

from desktop_app.content.model import LocalizedText

# The pack format this app reads. Older formats are upgraded by `pack.MIGRATIONS`.
CONTENT_VERSION = 1

ID_PATTERN = r"^[a-z][a-z0-9_]*$"
COLOR_PATTERN = r"^#[0-9a-fA-F]{6}$"

# Regex patterns, said in words for error messages.
FRIENDLY_PATTERNS = {
    ID_PATTERN: "a lowercase id (letters a-z, digits and _, starting with a letter)",
    COLOR_PATTERN: 'a colour written "#rrggbb", e.g. "#f6cfcb"',
}

Id = Annotated[str, StringConstraints(pattern=ID_PATTERN)]
Color = Annotated[str, StringConstraints(pattern=COLOR_PATTERN)]
Text = Annotated[str, StringConstraints(min_length=1)]
Count = Annotated[int, Field(ge=0)]
PositiveCount = Annotated[int, Field(ge=1)]


class StrictModel(BaseModel):
    """Base for every pack schema: strict types, unknown keys rejected, immutable."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


class LocalizedTextModel(StrictModel):
    """A text in both languages the app speaks; neither may be left out."""

    zh_TW: Text
    en: Text

    def to_text(self) -> LocalizedText:
        """The frozen dataclass the rest of the app uses."""
        return LocalizedText(zh_TW=self.zh_TW, en=self.en)


class PackFileModel(StrictModel):
    """`pack.yaml`: what the pack is and which format it is written in."""

    content_version: PositiveCount
    pack_version: Text
    name: LocalizedTextModel
