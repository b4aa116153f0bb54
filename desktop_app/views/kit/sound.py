"""Sound cues (issue 26 item 12): short sounds we made (`tools/make_sounds.py`, in
`assets/sounds/`) for your turn, a card, coins, a build, dice, the tower falling, the lamp and the
end, played by the system's own player (`Sounds`).

Settings > Sound (the launcher) and View > Sound (every game window) hold one shared choice:
sound on or off, a volume, and whether Classroom mode plays them (off unless chosen: a class
watching a projector does not want a chime for every computer move). A computer without an
audio player simply stays quiet.

Which cue a move makes is presentation, not a rule: `ACTION_CUES` names one per action type
(`Action.type_name`), per game; "your_turn" sounds when play passes to a person at this screen.
"""

from __future__ import annotations

import importlib
import logging
import os
import shutil
import sys
import wave
from array import array
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QProcess, QSettings, QStandardPaths
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from desktop_app.paths import assets_dir

log = logging.getLogger(__name__)

CUES = ("your_turn", "card", "coins", "build", "dice", "tower", "lamp", "end")
ON_KEY, VOLUME_KEY, CLASSROOM_KEY = "sound/on", "sound/volume", "sound/classroom"
VOLUMES = (25, 50, 100)  # quiet, medium, loud (percent)
DEFAULT_VOLUME = 50

# game id -> action type -> cue (an action type not named makes no sound)
ACTION_CUES: dict[str, dict[str, str]] = {
    "power-grid": {
        "start_auction": "coins",
        "bid": "coins",
        "discard_plant": "card",
        "buy_resource": "coins",
        "build_city": "build",
        "run_plants": "coins",
    },
    "power-butler": {
        "roll_dice": "dice",
        "reroll": "dice",
        "buy": "coins",
        "place_marker": "build",
        "pay_bill": "coins",
    },
    "power-on": {
        "draw_card": "card",
        "take_market_card": "card",
        "build_plant": "build",
        "play_function": "card",
        "discard_card": "card",
        "stack_token": "build",  # "tower" when it fell (`cue_for`)
        "take_cities": "coins",
    },
    "magic-lamp": {
        "place_die": "dice",
        "set_die": "dice",
        "rub_lamp": "lamp",
        "accept_wish": "lamp",
        "take_card": "card",
        "draw_card": "card",
        "take_ring": "coins",
        "place_amulet": "build",
    },
}


def cue_for(game_id: str, action: Any) -> str | None:
    """The cue an applied action makes in this game, or None."""
    if game_id == "power-on" and action.type_name == "stack_token" and getattr(action, "fell", 0):
        return "tower"
    return ACTION_CUES.get(game_id, {}).get(action.type_name)


def sound_on() -> bool:
    return QSettings().value(ON_KEY, True, type=bool) is True


def volume() -> int:
    """The chosen volume in percent (one of VOLUMES)."""
    value = QSettings().value(VOLUME_KEY, DEFAULT_VOLUME)
    try:
        number = int(str(value))
    except ValueError:
        return DEFAULT_VOLUME
    return number if number in VOLUMES else DEFAULT_VOLUME


def classroom_sound() -> bool:
    return QSettings().value(CLASSROOM_KEY, False, type=bool) is True


WINSOUND = "winsound"


def player_command(platform: str = sys.platform) -> list[str] | None:
    """The program that plays a WAV file on this system, without waiting (["winsound"]: the
    standard library's module, on Windows), or None for no player (silence)."""
    if platform == "darwin":
        return ["afplay"]
    if platform.startswith("win"):
        return [WINSOUND]
    for program in (["paplay"], ["pw-play"], ["aplay", "-q"]):
        if shutil.which(program[0]):
            return program
    return None


def scaled_wav(cue: str, percent: int) -> Path:
    """The cue's file at `percent` of its loudness, made once into the app's cache folder (the
    system players have no common volume option, so the volume is in the file)."""
    source = assets_dir() / "sounds" / f"{cue}.wav"
    if percent >= 100:
        return source
    folder = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation))
    target = folder / "sounds" / str(percent) / f"{cue}.wav"
    if not target.is_file() or target.stat().st_mtime < source.stat().st_mtime:
        with wave.open(str(source), "rb") as file:
            params = file.getparams()
            samples = array("h", file.readframes(file.getnframes()))
        if sys.byteorder == "big":  # WAV samples are little-endian
            samples.byteswap()
        quieter = array("h", (value * percent // 100 for value in samples))
        if sys.byteorder == "big":
            quieter.byteswap()
        target.parent.mkdir(parents=True, exist_ok=True)
        partial = target.with_suffix(".part")
        with wave.open(str(partial), "wb") as out:
            out.setparams(params)
            out.writeframes(quieter.tobytes())
        os.replace(partial, target)
    return target


class Sounds(QObject):
    """A window's cue player. `classroom` (Classroom mode's window) stays quiet unless Settings
    > Sound says to play in class. `played` keeps the cues sounded, newest last (what a test
    reads), whether or not this computer can make a sound.

    Played by the system: winsound on Windows, afplay on macOS, PulseAudio's paplay (or
    PipeWire's pw-play, or ALSA's aplay) on Linux, started without waiting, so a cue never holds
    up the game. (Qt Multimedia would do it too, but its FFmpeg plugin brings Qt Quick, QML,
    networking and 40 MB into the installed program; docs/architecture.md, "Sound".)"""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.classroom = False
        self.played: list[str] = []
        self._command = player_command()

    def allowed(self) -> bool:
        return sound_on() and (classroom_sound() if self.classroom else True)

    def play(self, cue: str) -> None:
        """Play a cue now, if sound is on here (no player or a failing one is silence, logged)."""
        if cue not in CUES or not self.allowed():
            return
        self.played.append(cue)
        del self.played[:-50]
        try:
            if self._command is None:
                return
            path = scaled_wav(cue, volume())
            if self._command == [WINSOUND]:
                winsound: Any = importlib.import_module("winsound")  # the standard library's, on Windows only
                winsound.PlaySound(str(path), winsound.SND_FILENAME | winsound.SND_ASYNC | winsound.SND_NODEFAULT)
            else:
                QProcess.startDetached(self._command[0], [*self._command[1:], str(path)])
        except (OSError, RuntimeError, wave.Error) as error:  # a sound is never worth a message box
            log.info("sound %s not played: %s", cue, error)


def add_sound_menu(menu: QMenu) -> QMenu:
    """A "Sound" submenu in `menu`: sound on, the volume and sound in Classroom mode, remembered
    for every window (QSettings); each window reads them when it plays. `name_sound_menu`
    words it again after a change of language."""
    sound = menu.addMenu("")
    sound.setObjectName("soundMenu")
    on = sound.addAction("")
    on.setObjectName("soundOn")
    on.setCheckable(True)
    # `triggered`, not `toggled`: only a person's choice is written (sync's setChecked, at every
    # window's start, would write the settings file each time: ~35 ms of a start's CPU)
    on.triggered.connect(lambda checked: QSettings().setValue(ON_KEY, bool(checked)))
    sound.addSeparator()
    group = QActionGroup(sound)
    for percent in VOLUMES:
        action = QAction(sound)
        action.setObjectName(f"soundVolume{percent}")
        action.setCheckable(True)
        action.triggered.connect(lambda _checked=False, p=percent: QSettings().setValue(VOLUME_KEY, p))
        group.addAction(action)
        sound.addAction(action)
    sound.addSeparator()
    in_class = sound.addAction("")
    in_class.setObjectName("soundInClass")
    in_class.setCheckable(True)
    in_class.triggered.connect(lambda checked: QSettings().setValue(CLASSROOM_KEY, bool(checked)))

    def sync() -> None:  # another window may have changed them
        on.setChecked(sound_on())
        in_class.setChecked(classroom_sound())
        for action in group.actions():
            action.setChecked(action.objectName() == f"soundVolume{volume()}")

    sync()
    sound.aboutToShow.connect(sync)
    name_sound_menu(sound)
    return sound


def name_sound_menu(sound: QMenu) -> None:
    """The Sound menu's words in the current language."""
    translate = QCoreApplication.translate
    sound.setTitle(translate("SoundMenu", "&Sound"))
    words = {
        "soundOn": translate("SoundMenu", "Sound &on"),
        "soundVolume25": translate("SoundMenu", "Quiet"),
        "soundVolume50": translate("SoundMenu", "Medium"),
        "soundVolume100": translate("SoundMenu", "Loud"),
        "soundInClass": translate("SoundMenu", "Sound in &Classroom mode (off unless chosen)"),
    }
    for action in sound.actions():
        if action.objectName() in words:
            action.setText(words[action.objectName()])
