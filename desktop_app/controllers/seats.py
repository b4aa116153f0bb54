"""Who sits in each seat of a game: its own module, so the launcher's list of unfinished games
(controllers/unfinished.py) reads the seats of a save without importing the controller, the
computer players and every game's rules (a first start's imports; issue 27)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Seat:
    """Who sits in a seat: a named human, or a computer player of a given bot kind."""

    name: str
    bot: str | None = None  # registry name ("heuristic", "random"); None for a human

    @property
    def is_human(self) -> bool:
        return self.bot is None

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "bot": self.bot}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Seat:
        bot = data.get("bot")
        return cls(name=str(data.get("name", "")), bot=str(bot) if bot else None)
