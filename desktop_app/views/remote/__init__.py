"""The words a remote seat's device is sent, per game, made on the host in the device's language
(`words.DeviceWords`, net's `SeatWords`; `device_words` is net's `WordsFactory`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from desktop_app.rules.common.game import GameDefinition
from desktop_app.views.remote.words import DeviceWords


def device_words(game: GameDefinition, content: Any, names: Sequence[str], language: str) -> DeviceWords:
    """The words for a device at a table of `game` (its `GameDefinition`), in `language`."""
    cls: type[DeviceWords]
    if game.id == "power-grid":
        from desktop_app.views.remote.power_grid import PowerGridDeviceWords as cls
    elif game.id == "power-butler":
        from desktop_app.views.remote.power_butler import PowerButlerDeviceWords as cls
    elif game.id == "power-on":
        from desktop_app.views.remote.power_on import PowerOnDeviceWords as cls
    elif game.id == "magic-lamp":
        from desktop_app.views.remote.magic_lamp import MagicLampDeviceWords as cls
    else:
        raise ValueError(f"no device words for '{game.id}'")
    return cls(game, content, names, language)


# the name `energy-table host` (commands/host.py) looks the factory up by
words_for = device_words

__all__ = ["DeviceWords", "device_words", "words_for"]
