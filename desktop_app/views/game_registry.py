"""The games the launcher offers: one `GameEntry` per game, in the order they are shown.

Making a game playable is one line here: give its entry `playable=True` and an `on_play`
hook, for example::

    on_play=lazy_hook("desktop_app.views.power_grid.window", "open_game"), playable=True,

The hook receives the launcher window (to parent dialogs or hand over to) and opens the game.
`lazy_hook` defers the import until Play is pressed, so the launcher starts fast.

Titles and descriptions are English source texts marked for translation; the launcher shows
them through `QCoreApplication.translate(TRANSLATION_CONTEXT, text)`.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from desktop_app.controllers.unfinished import UnfinishedGame, unfinished_games
from desktop_app.views.kit.noop import QT_TRANSLATE_NOOP

TRANSLATION_CONTEXT = "GameRegistry"

PlayHook = Callable[[QWidget], object]
LoadHook = Callable[[QWidget, Path], object]


@dataclass(frozen=True)
class GameEntry:
    """One game on the launcher shelf.

    `title` and `description` are English source texts (translated at display time);
    `description` is one line on what the game teaches about energy. `minutes` is the
    typical length of a game. `colour` is the header band of its card, light text on it.
    """

    id: str
    title: str
    description: str
    min_players: int
    max_players: int
    minutes: int
    colour: QColor
    playable: bool = False
    on_play: PlayHook | None = None
    save_id: str = ""  # the rules' game id written in save files ("power-grid")
    on_continue: LoadHook | None = None  # go on with one of its unfinished games (its autosave)
    on_load: LoadHook | None = None  # open a save file of this game

    def unfinished(self) -> list[UnfinishedGame]:
        """Its unfinished games, the last played first (none for a game that cannot continue)."""
        if not (self.playable and self.on_continue is not None and self.save_id):
            return []
        return unfinished_games(self.save_id)

    def can_continue(self) -> bool:
        return bool(self.unfinished())

    def __post_init__(self) -> None:
        if self.playable and self.on_play is None:
            raise ValueError(f"game {self.id!r} is playable but has no on_play hook")
        if not 1 <= self.min_players <= self.max_players:
            raise ValueError(f"game {self.id!r} has players {self.min_players}-{self.max_players}")

    def translated_title(self) -> str:
        return QCoreApplication.translate(TRANSLATION_CONTEXT, self.title)

    def has_tutorial(self) -> bool:
        """Whether the built-in pack has a guided first game for it (`<game>/tutorial.yaml`)."""
        from desktop_app.paths import game_data_dir

        return bool(self.save_id) and (game_data_dir() / self.save_id.replace("-", "_") / "tutorial.yaml").is_file()

    def translated_description(self) -> str:
        return QCoreApplication.translate(TRANSLATION_CONTEXT, self.description)


def lazy_hook(module: str, function: str) -> Callable[..., object]:
    """A hook that imports `module` and calls `function(*args)` only when it is used."""

    def hook(*args: object) -> object:
        return getattr(importlib.import_module(module), function)(*args)

    hook.__qualname__ = f"lazy_hook({module}.{function})"
    return hook


GAMES: tuple[GameEntry, ...] = (
    GameEntry(
        id="power_grid",
        title=QT_TRANSLATE_NOOP("GameRegistry", "Power Grid"),
        description=QT_TRANSLATE_NOOP(
            "GameRegistry",
            "Bid for power plants, buy fuel and wire up cities: see how fuel markets set the price of electricity.",
        ),
        min_players=2,
        max_players=6,
        minutes=120,
        colour=QColor("#1F6B4E"),
        playable=True,
        on_play=lazy_hook("desktop_app.views.power_grid.window", "open_game"),
        save_id="power-grid",
        on_continue=lazy_hook("desktop_app.views.power_grid.window", "continue_game"),
        on_load=lazy_hook("desktop_app.views.power_grid.window", "load_game"),
    ),
    GameEntry(
        id="power_butler",
        title=QT_TRANSLATE_NOOP("GameRegistry", "Power Butler"),
        description=QT_TRANSLATE_NOOP(
            "GameRegistry",
            "Choose home appliances and pay their power bills: weigh everyday comfort against electricity use.",
        ),
        min_players=2,
        max_players=5,
        minutes=30,
        colour=QColor("#2C5C94"),
        playable=True,
        on_play=lazy_hook("desktop_app.views.power_butler.window", "open_game"),
        save_id="power-butler",
        on_continue=lazy_hook("desktop_app.views.power_butler.window", "continue_game"),
        on_load=lazy_hook("desktop_app.views.power_butler.window", "load_game"),
    ),
    GameEntry(
        id="power_on",
        title=QT_TRANSLATE_NOOP("GameRegistry", "Power On!"),
        description=QT_TRANSLATE_NOOP(
            "GameRegistry",
            "Light up cities with coal, gas, nuclear and renewable plants, and keep the carbon tower from toppling.",
        ),
        min_players=2,
        max_players=4,
        minutes=45,
        colour=QColor("#A8431A"),
        playable=True,
        on_play=lazy_hook("desktop_app.views.power_on.window", "open_game"),
        save_id="power-on",
        on_continue=lazy_hook("desktop_app.views.power_on.window", "continue_game"),
        on_load=lazy_hook("desktop_app.views.power_on.window", "load_game"),
    ),
    GameEntry(
        id="aladdin",
        title=QT_TRANSLATE_NOOP("GameRegistry", "Aladdin & the Magic Lamp"),
        description=QT_TRANSLATE_NOOP(
            "GameRegistry",
            "Know when enough is enough: greed loses the treasure, just as waste loses energy.",
        ),
        min_players=2,
        max_players=5,
        minutes=20,
        colour=QColor("#673D8C"),
        playable=True,
        on_play=lazy_hook("desktop_app.views.magic_lamp.window", "open_game"),
        save_id="magic-lamp",
        on_continue=lazy_hook("desktop_app.views.magic_lamp.window", "continue_game"),
        on_load=lazy_hook("desktop_app.views.magic_lamp.window", "load_game"),
    ),
)


def game_by_id(game_id: str) -> GameEntry:
    """The registry entry for a game id; KeyError if there is none."""
    for entry in GAMES:
        if entry.id == game_id:
            return entry
    raise KeyError(game_id)
