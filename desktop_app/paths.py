"""Where the app finds its data, the same way from a source checkout, an install and a bundle.

`game_data/` and `assets/` sit beside the `desktop_app` package: in the source tree, in
site-packages after `pip install .`, and in a PyInstaller bundle (under `sys._MEIPASS`).
"""

from __future__ import annotations

import sys
from pathlib import Path


def install_root() -> Path:
    """The folder that holds `desktop_app/`, `game_data/` and `assets/`."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parent.parent


def game_data_dir() -> Path:
    """The built-in content pack's root folder."""
    return install_root() / "game_data"


def assets_dir() -> Path:
    """SVG icons, card art and the app icon."""
    return install_root() / "assets"


def translations_dir() -> Path:
    """Compiled Qt translations (.qm) and their sources (.ts)."""
    return Path(__file__).resolve().parent / "i18n"
