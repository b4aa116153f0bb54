"""The installable bundle: build it with the one build command, then run it like a player would.

Slow (a PyInstaller build, ~1.5 minutes on 2 cores), so marked `slow`; `.ci/run` still runs it.
The build extras (PyInstaller, fontTools) are installed into the running environment if they
are missing; only if that fails (no network) is the test skipped, with the reason.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
APP = "energy-table"
EXE_NAME = f"{APP}.exe" if sys.platform == "win32" else APP
BUILD_TIMEOUT = 600
RUN_TIMEOUT = 300
# Qt modules the app does not use: none of their libraries may be in the bundle.
UNUSED_QT = (
    "WebEngine",
    "Qml",
    "Quick",
    "Pdf",
    "Multimedia",
    "3D",
    "Charts",
    "DataVisualization",
    "Network",
    "Bluetooth",
    "Positioning",
    "Sql",
    "VirtualKeyboard",
    "Designer",
)

pytestmark = pytest.mark.slow
FAMILY_WORD = "TC"  # the app picks a bundled family whose name says Traditional Chinese


def build_requirements() -> list[str]:
    with open(ROOT / "pyproject.toml", "rb") as file:
        extras = tomllib.load(file)["project"]["optional-dependencies"]
    return list(extras.get("build", ["pyinstaller>=6.6,<7", "fonttools>=4.50,<5"]))


def ensure_build_extras() -> None:
    """Install PyInstaller and fontTools into this environment, or skip saying why not."""
    if all(importlib.util.find_spec(name) for name in ("PyInstaller", "fontTools")):
        return
    command = [
        sys.executable,
        "-m",
        "pip",
        "install",
        "--disable-pip-version-check",
        "-q",
        *build_requirements(),
    ]
    try:
        result = subprocess.run(command, check=False, capture_output=True, text=True, timeout=300)
    except subprocess.TimeoutExpired:
        pytest.skip("PyInstaller cannot be installed: pip timed out (no network?)")
    if result.returncode != 0:
        tail = (result.stdout + result.stderr).strip().splitlines()[-3:]
        pytest.skip(f"PyInstaller cannot be installed (no network?): {' / '.join(tail)}")
    importlib.invalidate_caches()


def clean_env(home: Path) -> dict[str, str]:
    """An environment like a player's: no Python paths, no display, a fresh home folder."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV", "XDG_"))}
    env.update(
        QT_QPA_PLATFORM="offscreen",
        HOME=str(home),
        XDG_CONFIG_HOME=str(home / ".config"),
        XDG_DATA_HOME=str(home / ".local" / "share"),
        XDG_CACHE_HOME=str(home / ".cache"),
        PATH=os.pathsep.join(p for p in env.get("PATH", "").split(os.pathsep) if ".venv" not in p),
    )
    return env


class Built:
    """A finished build, with the source files it was expected to carry when it started."""

    def __init__(self, dist: Path, output: str, source_pack: set[str], source_qm: set[str]) -> None:
        self.dist = dist
        self.bundle = dist / APP
        self.exe = self.bundle / EXE_NAME
        self.internal = self.bundle / "_internal"
        self.output = output
        self.source_pack = source_pack  # game_data/ YAML files, relative
        self.source_qm = source_qm  # a .qm name for every .ts

    def archive(self) -> Path:
        found = sorted(self.dist.glob(f"{APP}-*.tar.gz")) + sorted(self.dist.glob(f"{APP}-*.zip"))
        assert found, f"no archive in {self.dist}: {sorted(p.name for p in self.dist.iterdir())}"
        return found[0]


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Built:
    ensure_build_extras()
    source_pack = {p.relative_to(ROOT / "game_data").as_posix() for p in (ROOT / "game_data").rglob("*.yaml")}
    source_qm = {p.with_suffix(".qm").name for p in (ROOT / "desktop_app" / "i18n").glob("*.ts")}
    base = tmp_path_factory.mktemp("bundle")
    dist, work = base / "dist", base / "work"
    result = subprocess.run(
        [
            sys.executable,
            str(ROOT / "packaging" / "build.py"),
            "--dist",
            str(dist),
            "--work",
            str(work),
        ],
        cwd=ROOT,
        check=False,
        capture_output=True,
        text=True,
        timeout=BUILD_TIMEOUT,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, f"packaging/build.py failed:\n{output[-4000:]}"
    return Built(dist, output, source_pack, source_qm)


def test_bundle_plays_a_demo_game_without_python_or_a_display(built, tmp_path):
    assert built.exe.is_file(), built.output[-2000:]
    shot = tmp_path / "demo end.png"
    result = subprocess.run(
        [
            str(built.exe),
            "demo",
            "power-grid",
            "--players",
            "2",
            "--speed",
            "max",
            "--exit-when-done",
            "--screenshot",
            str(shot),
        ],
        cwd=tmp_path,  # not the source tree: nothing may come from there
        env=clean_env(tmp_path / "home"),
        check=False,
        capture_output=True,
        text=True,
        timeout=RUN_TIMEOUT,
    )
    assert result.returncode == 0, f"exit {result.returncode}:\n{result.stdout}\n{result.stderr}"
    assert shot.is_file(), result.stdout + result.stderr
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert shot.stat().st_size > 10_000  # a whole board, not an empty image


def test_bundle_shows_chinese_with_no_cjk_font_installed(built, tmp_path):
    """With fontconfig seeing no system font at all, the bundled Noto Sans CJK TC is used."""
    (tmp_path / "fonts").mkdir()
    conf = tmp_path / "fonts.conf"
    conf.write_text(
        '<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>'
        f"<dir>{tmp_path / 'fonts'}</dir><cachedir>{tmp_path / 'cache'}</cachedir></fontconfig>"
    )
    shot = tmp_path / "launcher.png"
    env = clean_env(tmp_path / "home") | {"FONTCONFIG_FILE": str(conf)}
    result = subprocess.run(
        [str(built.exe), "--lang", "zh_TW", "--screenshot", str(shot)],
        cwd=tmp_path,
        env=env,
        check=False,
        capture_output=True,
        text=True,
        timeout=RUN_TIMEOUT,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert shot.is_file()
    assert "no Traditional Chinese font" not in result.stderr


def test_bundle_holds_the_content_pack_translations_and_font(built):
    data_root = built.internal
    shipped_pack = {
        p.relative_to(data_root / "game_data").as_posix() for p in (data_root / "game_data").rglob("*.yaml")
    }
    # Compared with the sources as they were when the build started: the tree is shared
    # with people adding games, whose new files may land while the build runs.
    assert built.source_pack and built.source_pack <= shipped_pack
    shipped_qm = {p.name for p in (data_root / "desktop_app" / "i18n").glob("*.qm")}
    assert built.source_qm and built.source_qm <= shipped_qm

    fonts = sorted((data_root / "assets" / "fonts").glob("*.otf"))
    assert [f.name for f in fonts] == [
        "NotoSansCJKtc-Bold.subset.otf",
        "NotoSansCJKtc-Regular.subset.otf",
    ]
    assert (data_root / "assets" / "fonts" / "NotoSansCJK-OFL.txt").read_text().count("SIL OPEN FONT LICENSE") == 1
    assert all(f.stat().st_size < 8 * 2**20 for f in fonts)  # a subset, not the 20 MB font
    assert (data_root / "assets" / "icons" / "energy-table.svg").is_file()


# Windows refuses paths past 260 characters unless long paths are switched on. The installer puts
# the bundle under %LOCALAPPDATA%\\Programs\\Energy Table\\: about 60 characters for a
# 20-letter user name. The Windows bundle holds the same Python packages as this one.
WINDOWS_INSTALL_PREFIX = len("C:\\Users\\" + "x" * 20 + "\\AppData\\Local\\Programs\\Energy Table\\")


def test_bundle_paths_leave_room_under_windows_path_limit(built):
    longest = max((p.relative_to(built.bundle).as_posix() for p in built.bundle.rglob("*")), key=len)
    assert WINDOWS_INSTALL_PREFIX + len(longest) < 260, longest


def test_font_subset_covers_every_character_the_app_shows(built):
    from fontTools.ttLib import TTFont

    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import font_subset
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    shown = set()
    for path in font_subset.text_sources(ROOT):
        shown |= font_subset.characters_in(path)
    cjk = {c for c in shown if 0x3000 <= ord(c) <= 0x9FFF or 0xFF00 <= ord(c) <= 0xFFEF}
    assert len(cjk) > 500  # the translations and content pack really were read
    for font in (built.internal / "assets" / "fonts").glob("*.otf"):
        cmap = TTFont(str(font))["cmap"].getBestCmap()
        missing = sorted(c for c in cjk if ord(c) not in cmap)
        # Noto Sans CJK itself lacks a few rare code points; none may be a character in use.
        assert not missing, f"{font.name} lacks {''.join(missing[:40])}"
        assert FAMILY_WORD in TTFont(str(font))["name"].getDebugName(1)


def test_bundle_leaves_out_qt_modules_and_network_code_the_app_does_not_use(built):
    names = [p.name for p in built.internal.rglob("*")]
    unwanted = [n for n in names if "Qt6" in n and any(f"Qt6{module}" in n for module in UNUSED_QT)]
    assert not unwanted, unwanted
    assert not [n for n in names if n.startswith(("_ssl.", "libssl"))], "TLS code bundled"
    plugins = built.internal / "PySide6" / "Qt" / "plugins"
    if plugins.is_dir():
        folders = {p.name for p in plugins.iterdir()}
        assert not folders & {
            "sqldrivers",
            "multimedia",
            "tls",
            "networkinformation",
            "qmltooling",
            "position",
        }
    translations = built.internal / "PySide6" / "Qt" / "translations"
    if translations.is_dir():
        assert {p.name.split("_", 1)[1] for p in translations.glob("*.qm")} <= {
            "zh_TW.qm",
            "en.qm",
        }


def test_archive_holds_the_bundle(built):
    archive = built.archive()
    if archive.suffix == ".zip":
        with zipfile.ZipFile(archive) as packed:
            members = packed.namelist()
    else:
        with tarfile.open(archive) as packed:
            members = packed.getnames()
    assert f"{APP}/{EXE_NAME}" in members
    assert any(m.startswith(f"{APP}/_internal/game_data/") for m in members)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux desktop integration")
def test_linux_bundle_carries_its_menu_entry_and_icons(built, tmp_path):
    share = built.bundle / "share"
    assert (share / "applications" / f"{APP}.desktop").is_file()
    assert list((share / "metainfo").glob("*.metainfo.xml"))
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP}.svg").is_file()
    data = tmp_path / "data"
    result = subprocess.run(
        ["sh", str(built.bundle / "install-desktop-entry.sh")],
        env=clean_env(tmp_path) | {"XDG_DATA_HOME": str(data)},
        check=False,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    entry = (data / "applications" / f"{APP}.desktop").read_text()
    assert f'Exec="{built.exe}"' in entry
    assert (data / "icons" / "hicolor" / "48x48" / "apps" / f"{APP}.png").is_file()
