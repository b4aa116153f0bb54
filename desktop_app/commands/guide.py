"""`energy-table guide GAME [--lang zh_TW|en] --output FILE.pdf`: a game's teacher's guide.

A4 pages: what the game is about, the energy in it, the goals, a 45-minute plan, questions to
ask and how to read the lesson page, in the pack's words (`game_data/<game>/guide.yaml`). Exit
status 2 on a wrong argument, 1 on a broken pack or a file that cannot be written, 0 otherwise.
"""

from __future__ import annotations

from desktop_app.commands._paper import sheet_command


def main(argv: list[str]) -> int:
    return sheet_command(argv, "guide", "energy-table guide", "Write a game's teacher's guide as an A4 PDF.")
