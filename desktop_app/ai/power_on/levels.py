"""This game's computer players by the name used on the command line, in saves and in the
new-game dialog (issue 16's levels: `beginner` (ai/power_on/beginner.py), `normal`, `expert` (the
searching player, ai/power_on/expert.py; an old save naming `expert`, once the heuristic's
steady-handed setting, now loads the searcher); `heuristic` is `normal`'s old name, kept so old
saves and scripts work; `random` for tests and benches). `ai/registry.py`
gathers the four games' tables.
"""

from __future__ import annotations

from collections.abc import Callable

from desktop_app.ai.base import Bot
from desktop_app.ai.power_on.beginner import BeginnerBot
from desktop_app.ai.power_on.expert import expert
from desktop_app.ai.power_on.heuristic import HeuristicBot
from desktop_app.ai.power_on.random_bot import RandomBot

LEVELS: dict[str, Callable[[], Bot]] = {
    "random": RandomBot,
    "heuristic": HeuristicBot,
    "normal": HeuristicBot,
    "beginner": BeginnerBot,
    "expert": expert,
}
