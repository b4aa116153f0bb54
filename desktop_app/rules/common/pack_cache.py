"""What a content pack decides, made once and shared by every game of that pack.

A game's tables (the pack's numbers and the lookups its moves keep warm) hold only what the
pack decides, so games of one pack share them rather than working them out again at every
setup. They are kept by the pack object's id and a key of the caller's (a player count); each
made thing holds its pack (`content`), so an id Python has given to another pack since is seen
and the thing made again. Packs loaded again and again (tests) keep only the recent few.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, Generic, Protocol, TypeVar


class _OfPack(Protocol):
    content: Any


T = TypeVar("T", bound=_OfPack)

MAX_PACKS = 16  # each kept thing holds its pack: keep only the recent few


class PackCache(Generic[T]):
    """`get(content, key)`: `make(content, key)` the first time, the same object after."""

    def __init__(self, make: Callable[[Any, Any], T]) -> None:
        self._make = make
        self._kept: dict[tuple[int, Hashable], T] = {}

    def get(self, content: Any, key: Hashable = None) -> T:
        found = self._kept.get((id(content), key))
        if found is None or found.content is not content:
            if len(self._kept) >= MAX_PACKS:
                self._kept.clear()
            found = self._kept[id(content), key] = self._make(content, key)
        return found
