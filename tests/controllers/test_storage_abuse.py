"""An unlucky machine loses no game: a read-only or full data folder, a save killed half-way.

Issue 11: with a read-only app-data folder the end of a game raised OSError inside the
controller (no scoreboard), Save as… and Load failed before their dialog opened, and 35 of 240
kill -9 left temp files that were never cleaned. Here the folder is a real read-only or tiny
tmpfs where this machine lets the test mount one (root on Linux), otherwise a path under a
plain file, which no user (root included) can write.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path

import pytest

from desktop_app.content.loader import load_power_grid
from desktop_app.controllers import storage
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.power_grid.game import POWER_GRID
from desktop_app.rules.power_grid.state import PowerGridOptions
from desktop_app.rules.registry import GAMES

ROOT = Path(__file__).resolve().parents[2]


@contextmanager
def _tmpfs(where: Path, options: str):
    where.mkdir(parents=True, exist_ok=True)
    mounted = (
        subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", str(where)], capture_output=True).returncode
        == 0
        if sys.platform.startswith("linux")
        else False
    )
    try:
        yield mounted
    finally:
        if mounted:
            subprocess.run(["umount", "-l", str(where)], capture_output=True)


@contextmanager
def unwritable_folder(tmp_path: Path):
    """A folder nothing can be written in: a read-only tmpfs, else a path under a plain file."""
    folder = tmp_path / "readonly"
    with _tmpfs(folder, "ro,size=64k") as mounted:
        if mounted:
            yield folder, "read-only tmpfs"
            return
        blocker = tmp_path / "blocker"
        blocker.write_text("a file where a folder should be")
        yield blocker / "data", "path under a file"


@contextmanager
def full_folder(tmp_path: Path):
    """A folder with almost no room: a 64 KiB tmpfs, nearly filled; None if none can be mounted."""
    folder = tmp_path / "full"
    with _tmpfs(folder, "size=64k") as mounted:
        if not mounted:
            yield None
            return
        filler = folder / "filler"
        try:
            filler.write_bytes(b"x" * (60 * 1024))
        except OSError:
            pass
        yield folder


@pytest.fixture(scope="module")
def content():
    return load_power_grid()


def _play_to_the_end(qtbot, content, autosave: Path) -> tuple[GameController, list[str]]:
    seats = [Seat("A", "heuristic"), Seat("B", "heuristic")]
    controller = GameController(
        POWER_GRID, content, PowerGridOptions(2, seed=3), seats, autosave_path=autosave, bot_delay_ms=0
    )
    failures: list[str] = []
    controller.autosave_did_fail.connect(failures.append)
    with qtbot.waitSignal(controller.game_did_end, timeout=180_000):
        controller.start()
    controller.shutdown()
    return controller, failures


def test_read_only_data_folder_still_plays_to_the_end(qtbot, content, tmp_path):
    with unwritable_folder(tmp_path) as (folder, kind):
        controller, failures = _play_to_the_end(qtbot, content, folder / "autosave" / "power-grid.json")
        assert controller.is_over(), kind
        assert failures and all(isinstance(f, str) and f for f in failures), kind
        # The player can still rescue the game anywhere they can write.
        controller.save_to(tmp_path / "rescued.json")
        assert GameController.from_save(tmp_path / "rescued.json", GAMES).is_over()


def test_full_disk_warns_and_plays_on_leaving_no_temp_file(qtbot, content, tmp_path):
    with full_folder(tmp_path) as folder:
        if folder is None:
            pytest.skip("this machine cannot mount a small tmpfs for the test")
        controller, failures = _play_to_the_end(qtbot, content, folder / "power-grid.json")
        assert controller.is_over()
        assert failures, "a full disk must be reported"
        assert not list(folder.glob(storage.TEMP_PATTERN))


def test_end_of_game_on_a_folder_that_refuses_removal_still_ends(qtbot, content, tmp_path):
    """The autosave of a finished game cannot be removed: the game still ends (scoreboard)."""
    autosave = tmp_path / "autosave.json"
    autosave.mkdir()  # unlink() of a folder fails like a read-only folder does
    controller, failures = _play_to_the_end(qtbot, content, autosave)
    assert controller.is_over() and failures


def test_saves_dir_falls_back_when_it_cannot_be_made(tmp_path, monkeypatch):
    blocker = tmp_path / "blocker"
    blocker.write_text("not a folder")
    monkeypatch.setattr(storage, "app_data_dir", lambda: blocker / "app")
    assert storage.saves_dir() == Path.home()


def test_temp_files_from_an_interrupted_save_are_swept(tmp_path, monkeypatch):
    monkeypatch.setattr(storage, "app_data_dir", lambda: tmp_path)
    (tmp_path / "autosave").mkdir()
    left = tmp_path / "autosave" / ".power-grid.json.k3j2h1.tmp"
    left.write_text("{half")
    real = tmp_path / "autosave" / "power-grid.json"
    real.write_text("{}")
    session = tmp_path / "autosave" / "power-grid" / ".20261201-1200-ab.json.x1.tmp"
    session.parent.mkdir()
    session.write_text("{half")
    young = tmp_path / "saves" / ".mine.json.q9.tmp"  # maybe another running copy's save
    young.parent.mkdir()
    young.write_text("{half")
    old = time.time() - 3600
    for path in (left, session):
        os.utime(path, (old, old))
    assert sorted(storage.sweep_temp_files()) == sorted([left, session])
    assert not left.exists() and not session.exists() and real.exists() and young.exists()
    assert storage.sweep_temp_files(min_age_s=0) == [young]


CHILD = r"""
import sys
from pathlib import Path
from desktop_app.ai.base import bot_rng
from desktop_app.ai.registry import make_bot
from desktop_app.content.loader import load_power_grid
from desktop_app.controllers.game_controller import GameController, Seat
from desktop_app.rules.power_grid.game import POWER_GRID
from desktop_app.rules.power_grid.state import PowerGridOptions

seed = int(sys.argv[2])
controller = GameController(POWER_GRID, load_power_grid(), PowerGridOptions(3, seed=seed),
                            [Seat("A"), Seat("B"), Seat("C")], autosave_path=Path(sys.argv[1]))
bots = [make_bot("power-grid", "heuristic") for _ in range(3)]
rngs = [bot_rng(seed, i) for i in range(3)]
while not controller.is_over():
    p = controller.current_player()
    controller._submit(p, bots[p].choose(POWER_GRID.observation(controller.state, p), rngs[p]))
"""


@pytest.mark.slow
def test_kill_9_during_autosaves_never_loses_the_game(tmp_path, monkeypatch):
    """50 times: kill -9 while the controller autosaves after every move; the autosave always
    loads, and the next start leaves no temp file."""
    monkeypatch.setattr(storage, "app_data_dir", lambda: tmp_path)
    autosave = tmp_path / "autosave" / "power-grid.json"
    rng = random.Random(9)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    left_behind = 0
    for run in range(50):
        autosave.unlink(missing_ok=True)
        child = subprocess.Popen([sys.executable, "-c", CHILD, str(autosave), str(run + 1)], env=env)
        deadline = time.monotonic() + 60
        while not autosave.exists() and time.monotonic() < deadline and child.poll() is None:
            time.sleep(0.01)
        time.sleep(rng.uniform(0.0, 0.25))
        child.send_signal(signal.SIGKILL)
        child.wait()
        if not autosave.exists():
            continue  # the game finished (and removed its autosave) before the kill
        left_behind += len(list(autosave.parent.glob(storage.TEMP_PATTERN)))
        controller = GameController.from_save(autosave, GAMES)  # never raises: always loads
        controller.shutdown()
        storage.sweep_temp_files(min_age_s=0)  # what the next start does, a while later
        assert not list(autosave.parent.glob(storage.TEMP_PATTERN))
    print(f"temp files left by kill -9 and swept at the next start: {left_behind} in 50 runs")
