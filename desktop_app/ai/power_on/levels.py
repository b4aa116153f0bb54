"""This game's computer players by the name used on the command line, in saves and in the
new-game dialog (issue 16's levels: `beginner` (ai/power_on/beginner.py), `normal`, `expert`;
`heuristic` is `normal`'s old name, kept so old saves and scripts work; `random` for tests and
benches). `ai/registry.py`
gathers the four games' tables.
"""

from __future__ import annotations

from collections.abc import Callable

from desktop_app.ai.base import Bot
from desktop_app.ai.power_on.beginner import BeginnerBot
from desktop_app.ai.power_on.expert import expert as search
from desktop_app.ai.power_on.heuristic import HeuristicBot
from desktop_app.ai.power_on.random_bot import RandomBot

LEVELS: dict[str, Callable[[], Bot]] = {
    "random": RandomBot,
    "heuristic": HeuristicBot,
    "normal": HeuristicBot,
    "beginner": BeginnerBot,
    "expert": lambda: HeuristicBot("expert"),
    "search": search,  # benches: stronger at 200 ms in small samples, not yet in the dialog
}
