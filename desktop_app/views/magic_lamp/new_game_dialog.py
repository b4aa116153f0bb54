"""Setting up a game of Aladdin & the Magic Lamp on the kit's new-game dialog
(views/kit/new_game.py): 2-5 players, each seat's person or computer level, and the magic ring
variant."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QCheckBox, QVBoxLayout

from desktop_app.rules.magic_lamp.state import MagicLampOptions
from desktop_app.views.kit.new_game import NewGameDialog, NewGameSetup, default_names
from desktop_app.views.kit.new_game_parts import note


class MagicLampNewGameDialog(NewGameDialog):
    """Players 2-5, a kind (person or computer level) and a name per seat, the ring variant."""

    game_id = "aladdin"
    players = (2, 5, 3)

    def bot_labels(self) -> dict[str, str]:
        """The levels (issue 16): the beginner's named mistakes and slow hands; the expert
        searches (ai/magic_lamp/expert.py) and races with the normal player's hands, so it wins
        by thinking, not by reflexes."""
        return self.level_labels(self.tr("Computer: beginner (slow at the lamp)"), random=False)

    def options_heading(self) -> str:
        return self.tr("Variant")

    def build_options(self, column: QVBoxLayout) -> None:
        self.ring = QCheckBox(
            self.tr("Magic ring variant: all six cards of a 6 drawn with fewer than 6 scorpions win the ring (+5)")
        )
        column.addWidget(self.ring)
        self.note = note(
            column,
            self.tr(
                "Several humans share this computer: the dice are set behind a curtain, "
                "and each presses their own key in the lamp race."
            ),
        )
        self.pace_note = note(
            column,
            self.tr(
                "In the lamp race computer players react as people do (about 1 to 2 seconds); "
                "Computer players > Speed can make them race at full computer speed."
            ),
        )

    def options(self, players: int, seed: int) -> Any:
        return MagicLampOptions(players=players, seed=seed, magic_ring=self.ring.isChecked())


__all__ = ["MagicLampNewGameDialog", "NewGameSetup", "default_names"]
