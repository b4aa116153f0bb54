"""This game's computer players by the name used on the command line, in saves and in the
new-game dialog (issue 16's levels: `beginner`, `normal`, `expert`; `heuristic` is `normal`'s old
name, kept so old saves and scripts work; `random` for tests and benches). `ai/registry.py`
gathers the four games' tables.

`expert` is the searching player (ai/magic_lamp/expert.py), which races for the lamp with the
normal player's hands: an old save naming `expert` (once the heuristic's quick-handed setting)
now loads the searcher. `beginner` is ai/magic_lamp/beginner.py's player of named mistakes.
`slow-hands` is what `beginner` was before: the normal player with the beginner's slow hands and
slips at the lamp; the guided first game (game_data/magic_lamp/tutorial.yaml) is scripted on it.
"""

from __future__ import annotations

from collections.abc import Callable

from desktop_app.ai.base import Bot
from desktop_app.ai.magic_lamp.beginner import BeginnerBot
from desktop_app.ai.magic_lamp.expert import expert
from desktop_app.ai.magic_lamp.heuristic import HeuristicBot
from desktop_app.ai.magic_lamp.random_bot import RandomBot

LEVELS: dict[str, Callable[[], Bot]] = {
    "random": RandomBot,
    "heuristic": HeuristicBot,
    "normal": HeuristicBot,
    "beginner": BeginnerBot,
    "slow-hands": lambda: HeuristicBot("beginner"),
    "expert": expert,
}
