"""The pack as a whole: `pack.yaml`, the format version, and reading files through migrations.

`content_version` in pack.yaml is the format the pack is written in. The app reads format
`CONTENT_VERSION`; an older pack is upgraded file by file, in memory, by `MIGRATIONS` before it
is validated, so a teacher's pack keeps working after the format changes. A newer pack is
refused with a message saying so. `pack_version` is the data's own version, kept in save files.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any, TypeVar

from pydantic import BaseModel

from desktop_app.content.model import LocalizedText
from desktop_app.content.power_grid import PowerGridContent
from desktop_app.content.schema_common import CONTENT_VERSION, PackFileModel
from desktop_app.content.validation import IssueLog, read_yaml, validate_document

ModelT = TypeVar("ModelT", bound=BaseModel)

PACK_FILE = "pack.yaml"

# MIGRATIONS[v](file, data) turns one file's raw YAML data from format v into format v + 1.
# `file` is the path relative to the pack root. Empty while format 1 is the only one.
Migration = Callable[[str, Any], Any]
MIGRATIONS: dict[int, Migration] = {}


@dataclass(frozen=True, slots=True)
class ContentPack:
    """A validated pack: its identity and every game's content, by game folder name."""

    root: Path
    name: LocalizedText
    content_version: int
    pack_version: str
    games: MappingProxyType[str, Any]  # folder ("power_grid") -> that game's content dataclass

    @property
    def power_grid(self) -> PowerGridContent:
        content: PowerGridContent = self.games["power_grid"]
        return content


class PackReader:
    """Reads the files of one pack, upgrading their data to the current format on the way."""

    def __init__(self, root: Path, log: IssueLog, content_version: int | None = None) -> None:
        self.root = root
        self.log = log
        self.content_version = content_version  # None until pack.yaml has been read

    def read(self, rel: str) -> tuple[bool, Any]:
        """(ok, data) of a file given relative to the pack root; problems go to the log."""
        ok, data = read_yaml(self.root / rel, rel, self.log, self.root)
        version = self.content_version or CONTENT_VERSION
        while ok and version < CONTENT_VERSION:
            data = MIGRATIONS[version](rel, data)
            version += 1
        return ok, data

    def read_optional(self, rel: str, model: type[ModelT]) -> ModelT | None:
        """A file a game may have (a guided game, a lesson page), validated against `model`;
        None when it is absent or broken (its problems logged)."""
        if not (self.root / rel).is_file():
            return None
        ok, data = self.read(rel)
        return validate_document(model, data, rel, self.log) if ok else None


def read_pack_file(reader: PackReader) -> PackFileModel | None:
    """Validate pack.yaml and check its format version; sets `reader.content_version`."""
    ok, data = read_yaml(reader.root / PACK_FILE, PACK_FILE, reader.log, reader.root)
    meta = validate_document(PackFileModel, data, PACK_FILE, reader.log) if ok else None
    if meta is None:
        return None
    version = meta.content_version
    if version > CONTENT_VERSION:
        reader.log.add(
            PACK_FILE,
            "(top level)",
            "content_version",
            f"this pack is written in format {version}, but this version of Energy Table reads "
            f"up to format {CONTENT_VERSION}: please update the app",
        )
        return None
    missing = [v for v in range(version, CONTENT_VERSION) if v not in MIGRATIONS]
    if missing:
        reader.log.add(
            PACK_FILE,
            "(top level)",
            "content_version",
            f"format {version} can no longer be upgraded (no migration from format {missing[0]})",
        )
        return None
    reader.content_version = version
    return meta


__all__ = [
    "CONTENT_VERSION",
    "MIGRATIONS",
    "PACK_FILE",
    "ContentPack",
    "PackReader",
    "read_pack_file",
]
