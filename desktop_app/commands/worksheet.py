"""`energy-table worksheet GAME [--lang zh_TW|en] --output FILE.pdf`: a game's worksheet (學習單).

One A4 sheet with a name / class / number / date line and the game's questions, each with lines
to write on or boxes to tick, in the pack's words (`game_data/<game>/worksheet.yaml`), so a
school prints a set at once. Exit status 2 on a wrong argument, 1 on a broken pack or a file
that cannot be written, 0 otherwise.
"""

from __future__ import annotations

from desktop_app.commands._paper import sheet_command


def main(argv: list[str]) -> int:
    return sheet_command(argv, "worksheet", "energy-table worksheet", "Write a game's worksheet (學習單) as an A4 PDF.")
