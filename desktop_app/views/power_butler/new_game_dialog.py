"""Setting up a game of Power Butler on the kit's new-game dialog (views/kit/new_game.py): 2-5
players, and the mode (simple for 8-year-olds, standard for 10-year-olds), each with a
one-line explanation."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QVBoxLayout

from desktop_app.rules.power_butler.state import Mode, PowerButlerOptions
from desktop_app.views.kit.new_game import NewGameDialog, NewGameSetup, default_names
from desktop_app.views.kit.new_game_parts import choices, note


class PowerButlerNewGameDialog(NewGameDialog):
    """Players 2-5, a kind and a name per seat, and the mode."""

    game_id = "power_butler"
    players = (2, 5, 3)

    def bot_labels(self) -> dict[str, str]:
        """The kit's levels, and the searching expert (issue 16), offered since it measured
        stronger than normal (bench/bench_bots.py; see bench/README.md)."""
        return self.level_labels()

    def options_heading(self) -> str:
        return self.tr("Mode")

    def build_options(self, column: QVBoxLayout) -> None:
        self.simple, self.standard = choices(
            column,
            self,
            [
                (
                    self.tr("Simple game (age 8+)"),
                    self.tr("Dice are money: buy appliances with yuan dice, one reroll."),
                ),
                (
                    self.tr("Standard game (age 10+)"),
                    self.tr(
                        "Appliances also need space, delivery or a socket; markers keep a card for later; two rerolls."
                    ),
                ),
            ],
        )
        note(column, self.tr("Everything is open on the table: players take turns at this computer."))

    def mode(self) -> Mode:
        return Mode.STANDARD if self.standard.isChecked() else Mode.SIMPLE

    def options(self, players: int, seed: int) -> Any:
        return PowerButlerOptions(players=players, seed=seed, mode=self.mode())


__all__ = ["NewGameSetup", "PowerButlerNewGameDialog", "default_names"]
