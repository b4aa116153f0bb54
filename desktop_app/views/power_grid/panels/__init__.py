"""The Power Grid side panels: actions for the player to act, players, the game log, the end.

They sit beside the board (PowerGridBoardView) in the Power Grid window and talk to it only
through signals and small methods (clickable cities and plants, the build preview).
"""

from desktop_app.views.power_grid.panels.action_panel import ActionPanel
from desktop_app.views.power_grid.panels.game_log import GameLog, game_log
from desktop_app.views.power_grid.panels.players_panel import PlayersPanel
from desktop_app.views.power_grid.panels.scoreboard import ScoreboardDialog

__all__ = ["ActionPanel", "GameLog", "PlayersPanel", "ScoreboardDialog", "game_log"]
