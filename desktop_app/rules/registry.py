"""The games the rules core knows, by their stable id."""

from __future__ import annotations

from desktop_app.rules.common.game import GameDefinition
from desktop_app.rules.magic_lamp.game import MAGIC_LAMP
from desktop_app.rules.power_grid.game import POWER_GRID

GAMES: dict[str, GameDefinition] = {game.id: game for game in (POWER_GRID, MAGIC_LAMP)}
