"""The computer players each game offers, by the name used on the command line and in saves.

`make_bot(game_id, name)` builds a fresh bot; `bot_names(game_id)` lists the choices. A game
with no bots yet has no entry, and asking for it raises `UnknownBot` with a readable message.

Levels (issue 16): `normal` is the heuristic player under its level name (`heuristic` stays, so
old saves and scripts work); `expert` is the searching player of `ai/search.py` where a game
has one (`ai/<game>/expert.py`), whose thinking time `make_bot(..., think_ms=)` sets.
"""

from __future__ import annotations

from collections.abc import Callable

from desktop_app.ai.base import Bot
from desktop_app.ai.magic_lamp.expert import expert as magic_lamp_search
from desktop_app.ai.magic_lamp.heuristic import HeuristicBot as MagicLampHeuristicBot
from desktop_app.ai.magic_lamp.random_bot import RandomBot as MagicLampRandomBot
from desktop_app.ai.power_butler.beginner import BeginnerBot as PowerButlerBeginnerBot
from desktop_app.ai.power_butler.expert import expert as power_butler_expert
from desktop_app.ai.power_butler.heuristic import HeuristicBot as PowerButlerHeuristicBot
from desktop_app.ai.power_butler.random_bot import RandomBot as PowerButlerRandomBot
from desktop_app.ai.power_grid.beginner import BeginnerBot as PowerGridBeginnerBot
from desktop_app.ai.power_grid.expert import expert as power_grid_expert
from desktop_app.ai.power_grid.heuristic import HeuristicBot
from desktop_app.ai.power_grid.random_bot import RandomBot
from desktop_app.ai.power_on.expert import expert as power_on_search
from desktop_app.ai.power_on.heuristic import HeuristicBot as PowerOnHeuristicBot
from desktop_app.ai.power_on.random_bot import RandomBot as PowerOnRandomBot

BOTS: dict[str, dict[str, Callable[[], Bot]]] = {
    "power-butler": {
        "random": PowerButlerRandomBot,
        "heuristic": PowerButlerHeuristicBot,
        "normal": PowerButlerHeuristicBot,
        "beginner": PowerButlerBeginnerBot,
        "expert": power_butler_expert,
    },
    "power-grid": {
        "random": RandomBot,
        "heuristic": HeuristicBot,
        "normal": HeuristicBot,
        "beginner": PowerGridBeginnerBot,
        "expert": power_grid_expert,
    },
    "magic-lamp": {
        "random": MagicLampRandomBot,
        "heuristic": MagicLampHeuristicBot,
        "normal": MagicLampHeuristicBot,
        "beginner": lambda: MagicLampHeuristicBot("beginner"),
        "expert": lambda: MagicLampHeuristicBot("expert"),
        "search": magic_lamp_search,  # benches: stronger at 200 ms in small samples, not yet in the dialog
    },
    "power-on": {
        "random": PowerOnRandomBot,
        "heuristic": PowerOnHeuristicBot,
        "normal": PowerOnHeuristicBot,
        "beginner": lambda: PowerOnHeuristicBot("beginner"),
        "expert": lambda: PowerOnHeuristicBot("expert"),
        "search": power_on_search,  # benches: stronger at 200 ms in small samples, not yet in the dialog
    },
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
