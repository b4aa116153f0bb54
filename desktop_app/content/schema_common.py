"""Pydantic building blocks every game's schema shares, and the schema of `pack.yaml`.

The schemas describe the YAML exactly as a teacher writes it; the loader turns validated models
into the frozen dataclasses of `model.py` and the games' content modules. Models are strict (a
quoted "5" is not a number, `yes` is not a name) and forbid unknown keys, so a typo is an error
instead of a silently ignored line.
"""

from __future__ import annotations

import re
from typing import Annotated

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, StringConstraints

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
_MARKUP = re.compile(r"<\s*/?\s*[A-Za-z!?]")


def _no_markup(text: str) -> str:
    """Pack text is shown as plain text everywhere; a tag in it is a mistake (or a trick)."""
    found = _MARKUP.search(text)
    if found:
        raise ValueError(
            f"holds markup ({text[found.start() : found.start() + 12]!r}…): pack text is shown "
            "as plain text, so write it without tags"
        )
    return text


Text = Annotated[str, StringConstraints(min_length=1), AfterValidator(_no_markup)]
# Every count, price and score in a game is small; the bound turns a typo (or 10**26) into an error.
MAX_COUNT = 100_000
Count = Annotated[int, Field(ge=0, le=MAX_COUNT)]
PositiveCount = Annotated[int, Field(ge=1, le=MAX_COUNT)]


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
