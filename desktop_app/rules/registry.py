"""The games the rules core knows, by their stable id."""

from __future__ import annotations

from desktop_app.rules.common.game import GameDefinition
from desktop_app.rules.magic_lamp.game import MAGIC_LAMP
from desktop_app.rules.power_butler.game import POWER_BUTLER
from desktop_app.rules.power_grid.game import POWER_GRID
from desktop_app.rules.power_on.game import POWER_ON

GAMES: dict[str, GameDefinition] = {game.id: game for game in (POWER_GRID, MAGIC_LAMP, POWER_ON, POWER_BUTLER)}
