"""The games a content pack holds: one `GamePack` entry per game folder.

A new game plugs into loading, `validate-content` and the pack summary with one entry in
`GAME_PACKS`: its folder name, a file that marks a folder as that game's, the function that
reads and validates the folder (logging every issue, returning None when there are any) and a
one-line summary of its content.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from desktop_app.content.magic_lamp_pack import GAME_FOLDER as MAGIC_LAMP_FOLDER
from desktop_app.content.magic_lamp_pack import read_magic_lamp, summarize_magic_lamp
from desktop_app.content.pack import PackReader
from desktop_app.content.power_butler_pack import GAME_FOLDER as POWER_BUTLER_FOLDER
from desktop_app.content.power_butler_pack import read_power_butler, summarize_power_butler
from desktop_app.content.power_grid_pack import GAME_FOLDER as POWER_GRID_FOLDER
from desktop_app.content.power_grid_pack import read_power_grid, summarize_power_grid
from desktop_app.content.power_on_pack import GAME_FOLDER as POWER_ON_FOLDER
from desktop_app.content.power_on_pack import read_power_on, summarize_power_on


@dataclass(frozen=True)
class GamePack:
    folder: str  # the game's folder in the pack ("power_grid")
    marker_file: str  # a file only that game's folder has ("plants.yaml")
    read: Callable[[PackReader, str | None], Any]  # (reader, pack_version) -> content or None
    summary: Callable[[Any], str]  # content -> "power_grid: 42 plants, ..."


GAME_PACKS: tuple[GamePack, ...] = (
    GamePack(POWER_GRID_FOLDER, "plants.yaml", read_power_grid, summarize_power_grid),
    GamePack(MAGIC_LAMP_FOLDER, "lamp.yaml", read_magic_lamp, summarize_magic_lamp),
    GamePack(POWER_ON_FOLDER, "cities.yaml", read_power_on, summarize_power_on),
    GamePack(POWER_BUTLER_FOLDER, "appliances.yaml", read_power_butler, summarize_power_butler),
)


def game_module(package: str, folder: str) -> ModuleType | None:
    """A game's own module in a package that holds one per game (`package.folder`, e.g. the
    rules reference's `desktop_app.content.how_to_play.power_grid`), or None if it has none."""
    try:
        return importlib.import_module(f"{package}.{folder}")
    except ModuleNotFoundError as error:
        if error.name == f"{package}.{folder}":
            return None
        raise
