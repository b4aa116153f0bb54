"""Setting up a game of Power On! on the kit's new-game dialog (views/kit/new_game.py): 2-4
players (and how well computer players play), and how the carbon tower works: stacked by hand,
or by chance for players who would rather not use the mouse ("no dexterity")."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QVBoxLayout

from desktop_app.rules.power_on.state import PowerOnOptions, TowerMode
from desktop_app.views.kit.new_game import NewGameDialog, NewGameSetup, default_names
from desktop_app.views.kit.new_game_parts import choices


class PowerOnNewGameDialog(NewGameDialog):
    """Players 2-4, a kind and a name per seat, and the carbon tower setting."""

    game_id = "power_on"
    players = (2, 4, 3)

    def bot_labels(self) -> dict[str, str]:
        """Issue 16's three levels: the beginner (ai/power_on/beginner.py: believable mistakes, a
        shaky hand), the normal player, and the searching expert (it imagines games ahead, with
        a steady hand), offered since it measured stronger than normal (see its module)."""
        return self.level_labels(self.tr("Computer: beginner (makes mistakes)"), random=False)

    def options_heading(self) -> str:
        return self.tr("The carbon tower")

    def build_options(self, column: QVBoxLayout) -> None:
        self.stacking, self.chance = choices(
            column,
            self,
            [
                (
                    self.tr("Stack the tokens by hand"),
                    self.tr(
                        "Drop each carbon token on the tower with the mouse or the keys; "
                        "if one falls off, the tower collapses."
                    ),
                ),
                (
                    self.tr("No dexterity: the computer stacks for you"),
                    self.tr(
                        "For players who find the mouse hard: each token may topple the tower, "
                        "more likely the taller it is."
                    ),
                ),
            ],
        )

    def tower(self) -> str:
        return TowerMode.NO_DEXTERITY if self.chance.isChecked() else TowerMode.STACKING

    def options(self, players: int, seed: int) -> Any:
        return PowerOnOptions(players=players, seed=seed, tower=self.tower())


__all__ = ["NewGameSetup", "PowerOnNewGameDialog", "default_names"]
