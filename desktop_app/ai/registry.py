"""The computer players each game offers, by the name used on the command line and in saves.

`make_bot(game_id, name)` builds a fresh bot; `bot_names(game_id)` lists the choices. A game
with no bots yet has no entry, and asking for it raises `UnknownBot` with a readable message.

Levels (issue 16): `normal` is the heuristic player under its level name (`heuristic` stays, so
old saves and scripts work); `expert` is the searching player of `ai/search.py` where a game
has one (`ai/<game>/expert.py`), whose thinking time `make_bot(..., think_ms=)` sets. Each game's
table lives in `ai/<game>/levels.py`.
"""

from __future__ import annotations

from collections.abc import Callable

from desktop_app.ai.base import Bot
from desktop_app.ai.magic_lamp.levels import LEVELS as MAGIC_LAMP
from desktop_app.ai.power_butler.levels import LEVELS as POWER_BUTLER
from desktop_app.ai.power_grid.levels import LEVELS as POWER_GRID
from desktop_app.ai.power_on.levels import LEVELS as POWER_ON

# Each game's table lives beside its players (`ai/<game>/levels.py`).
BOTS: dict[str, dict[str, Callable[[], Bot]]] = {
    "power-butler": POWER_BUTLER,
    "power-grid": POWER_GRID,
    "magic-lamp": MAGIC_LAMP,
    "power-on": POWER_ON,
}

DEFAULT_BOT = "heuristic"


class UnknownBot(LookupError):
    """A bot name (or game) the registry does not know; the message names the choices."""


def bot_names(game_id: str) -> tuple[str, ...]:
    """The bot names available for a game (empty if none)."""
    return tuple(BOTS.get(game_id, {}))


def make_bot(game_id: str, name: str, think_ms: int | None = None) -> Bot:
    """A new bot of that name for that game; `think_ms`: a searching bot's time per decision."""
    bots = BOTS.get(game_id)
    if not bots:
        raise UnknownBot(f"there are no computer players for '{game_id}' yet")
    factory = bots.get(name)
    if factory is None:
        raise UnknownBot(f"unknown bot '{name}' for {game_id}; choose from: {', '.join(bots)}")
    bot = factory()
    if think_ms is not None and hasattr(bot, "think_ms"):
        bot.think_ms = think_ms
    return bot


def thinks(bot: Bot) -> bool:
    """Whether the bot searches (takes time, can be cancelled)."""
    return hasattr(bot, "think_ms") and hasattr(bot, "cancel")
