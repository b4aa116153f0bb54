"""What goes wrong in a content pack, said so that a teacher editing the YAML can fix it.

Every problem is a `ContentIssue` naming the file (relative to the pack root), the entry in it
(`cities[12] (taoyuan)`, `plants[5] (#8)`), the field and a plain-English message. The loader
collects all of them before giving up, so one run shows every mistake; `ContentError` carries
the whole list.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

# Placeholders for issues that are about a whole file or a whole entry rather than one field.
WHOLE_FILE = "(whole file)"
NO_FIELD = "-"


@dataclass(frozen=True, slots=True)
class ContentIssue:
    """One problem in the pack: where it is and what is wrong."""

    file: str  # path relative to the pack root, with "/" separators: "power_grid/plants.yaml"
    entry: str  # "cities[12] (taoyuan)", "plant_market", "YAML syntax", "(whole file)"
    field: str  # "region", "name.zh_TW", "line 4, column 7", "-"
    message: str  # plain English, no Python jargon

    def __str__(self) -> str:
        return f"{self.file}: {self.entry}: {self.field}: {self.message}"


class ContentError(Exception):
    """The pack is not usable; `issues` lists every problem found, in file order."""

    def __init__(self, issues: Iterable[ContentIssue]) -> None:
        self.issues: list[ContentIssue] = list(issues)
        super().__init__(self.issues)

    def __str__(self) -> str:
        count = len(self.issues)
        head = f"the content pack has {count} problem{'s' if count != 1 else ''}:"
        return "\n".join([head, *(f"  {issue}" for issue in self.issues)])
