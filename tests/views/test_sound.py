"""Issue 26 item 12: sound cues we made (tools/make_sounds.py -> assets/sounds/), played on a
move, on a person's turn and at the end; Settings > Sound (sound on, a volume, sound in
Classroom mode) shared by the launcher and every game window; quiet in Classroom mode unless
chosen."""

from __future__ import annotations

import subprocess
import sys
import wave
from pathlib import Path

import pytest
from helpers import GAME_WINDOWS, against_computers, wait_for_human
from PySide6.QtCore import QSettings

from desktop_app.rules.power_on import actions as po
from desktop_app.views.kit import sound
from desktop_app.views.kit.sound import ACTION_CUES, CUES, cue_for

ROOT = Path(__file__).resolve().parent.parent.parent


@pytest.fixture(autouse=True)
def _sound_settings_reset():
    settings = QSettings()
    for key in (sound.ON_KEY, sound.VOLUME_KEY, sound.CLASSROOM_KEY):
        settings.remove(key)
    yield
    for key in (sound.ON_KEY, sound.VOLUME_KEY, sound.CLASSROOM_KEY):
        settings.remove(key)


def test_every_cue_is_a_short_wav_we_make_and_the_files_are_what_the_tool_makes():
    """Made here, not downloaded: the tool writes the very bytes that are committed; each cue is
    a stereo WAV under a second, peaking below full scale and silent at both ends (no click)."""
    check = subprocess.run([sys.executable, "tools/make_sounds.py", "--check"], cwd=ROOT, capture_output=True)
    assert check.returncode == 0, check.stdout
    for cue in CUES:
        with wave.open(str(ROOT / "assets" / "sounds" / f"{cue}.wav")) as file:
            assert file.getnchannels() == 2 and file.getsampwidth() == 2 and file.getframerate() == 44100
            seconds = file.getnframes() / file.getframerate()
            frames = file.readframes(file.getnframes())
        assert 0.1 < seconds <= 1.0, cue
        values = [int.from_bytes(frames[i : i + 2], "little", signed=True) for i in range(0, len(frames), 2)]
        assert max(abs(v) for v in values) < 0.75 * 32767, cue
        assert abs(values[0]) < 50 and abs(values[-1]) < 50, cue


def test_each_game_names_cues_only_for_its_own_actions():
    """The cue table names real action types of each game and real cues; the tower falling has
    its own sound."""
    from desktop_app.rules.registry import GAMES

    by_save_id = {game.id: game for game in GAMES.values()}
    for game_id, cues in ACTION_CUES.items():
        names = set(by_save_id[game_id].codec._by_name)  # the game's action types
        assert set(cues) <= names, (game_id, set(cues) - names)
        assert set(cues.values()) <= set(CUES)
    assert cue_for("power-on", po.StackToken(0, 0, 1)) == "tower"
    assert cue_for("power-on", po.StackToken(0, 0, 0)) == "build"


@pytest.mark.parametrize("game_id", sorted(GAME_WINDOWS))
def test_a_game_sounds_its_moves_and_the_persons_turn_and_is_silent_when_sound_is_off(qtbot, game_id):
    window = against_computers(qtbot, game_id)
    controller = window.controller
    wait_for_human(qtbot, controller)
    window.sound.played.clear()
    for _ in range(40):  # the person plays until play has gone round to them again
        controller.submit(controller.game.legal_actions(controller.state)[0])
        wait_for_human(qtbot, controller)
        heard = set(window.sound.played)
        if "your_turn" in heard and heard - {"your_turn"} or controller.is_over():
            break
    played = list(window.sound.played)
    assert "your_turn" in played, played  # play came round to the person at this screen
    assert set(played) - {"your_turn"}, played  # and moves made sounds of their own
    QSettings().setValue(sound.ON_KEY, False)
    before = len(window.sound.played)
    window.sound.play("card")
    assert len(window.sound.played) == before


def test_the_system_player_is_found_per_platform_and_started_without_waiting(monkeypatch, qtbot):
    """Windows: the standard library's winsound; macOS: afplay; Linux: paplay, pw-play or aplay,
    whichever is there, else silence. The player is started detached, with the cue's file."""
    monkeypatch.undo()  # the suite's silence (tests/conftest.py): the real finder; nothing is played here
    monkeypatch.setattr(sound.shutil, "which", lambda name: "/usr/bin/" + name if name == "aplay" else None)
    assert sound.player_command("linux") == ["aplay", "-q"]
    monkeypatch.setattr(sound.shutil, "which", lambda name: None)
    assert sound.player_command("linux") is None
    assert sound.player_command("darwin") == ["afplay"]
    assert sound.player_command("win32") == ["winsound"]
    started = []
    monkeypatch.setattr(sound.QProcess, "startDetached", lambda program, args: started.append((program, args)) or True)
    player = sound.Sounds()
    player._command = ["paplay"]
    player.play("coins")
    assert started and started[0][0] == "paplay" and started[0][1][-1].endswith("coins.wav")


def test_the_volume_is_in_the_file_the_player_plays(qapp):
    """Quiet (25%) plays a copy of the cue a quarter as loud, made once in the cache folder."""
    loud = ROOT / "assets" / "sounds" / "coins.wav"
    quiet = sound.scaled_wav("coins", 25)
    assert sound.scaled_wav("coins", 100) == loud and quiet != loud

    def peak(path):
        with wave.open(str(path)) as file:
            frames = file.readframes(file.getnframes())
        return max(abs(int.from_bytes(frames[i : i + 2], "little", signed=True)) for i in range(0, len(frames), 2))

    assert abs(peak(quiet) - peak(loud) // 4) <= 1


def test_classroom_mode_is_quiet_unless_chosen(qtbot):
    window = against_computers(qtbot, "power-butler")
    window.sound.classroom = True
    window.sound.play("coins")
    assert "coins" not in window.sound.played
    QSettings().setValue(sound.CLASSROOM_KEY, True)
    window.sound.play("coins")
    assert window.sound.played[-1] == "coins"


def test_the_sound_menu_is_in_the_launcher_and_every_window_and_remembers(qtbot, qapp):
    from desktop_app.views.language import LanguageManager
    from desktop_app.views.launcher import LauncherWindow

    manager = LanguageManager(qapp)
    launcher = LauncherWindow(manager)
    qtbot.addWidget(launcher)
    menu = launcher.sound_menu
    actions = {a.objectName(): a for a in menu.actions() if a.objectName()}
    assert actions["soundOn"].isChecked() and actions["soundVolume50"].isChecked()
    assert not actions["soundInClass"].isChecked()
    actions["soundOn"].trigger()  # a person's click
    actions["soundVolume100"].trigger()
    assert sound.sound_on() is False and sound.volume() == 100
    window = against_computers(qtbot, "power-grid")
    window_menu = window.findChild(type(menu), "soundMenu")
    assert window_menu is not None
    window_menu.aboutToShow.emit()
    in_window = {a.objectName(): a for a in window_menu.actions() if a.objectName()}
    assert not in_window["soundOn"].isChecked() and in_window["soundVolume100"].isChecked()
    manager.remove()


def test_opening_a_window_writes_no_sound_setting(qtbot, qapp):
    """Only a person's choice is written: the menu's sync at every window's start set the
    checks, which wrote the settings file each time (35 ms of the launcher's start, issue 27)."""
    from desktop_app.views.language import LanguageManager
    from desktop_app.views.launcher import LauncherWindow

    manager = LanguageManager(qapp)
    launcher = LauncherWindow(manager)
    qtbot.addWidget(launcher)
    written = [key for key in QSettings().allKeys() if key.startswith("sound/")]
    manager.remove()
    assert written == []
    assert {a.objectName(): a for a in launcher.sound_menu.actions()}["soundOn"].isChecked()  # shown all the same
