"""The Linux desktop entry, AppStream metadata and app icon, checked with the platform's tools.

desktop-file-validate (desktop-file-utils) and appstreamcli (appstream) come with the set-up
(`tools/dev.sh`); a test skips, saying so, where one is absent.
"""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
ICONS = ROOT / "assets" / "icons"


@pytest.mark.skipif(
    shutil.which("desktop-file-validate") is None,
    reason="desktop-file-utils not installed",
)
def test_desktop_entry_is_valid():
    result = subprocess.run(
        ["desktop-file-validate", str(LINUX / "energy-table.desktop")],
        check=False,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "error" not in (result.stdout + result.stderr).lower()


def test_desktop_entry_matches_the_app():
    """Qt's desktop file name (app.DESKTOP_FILE) and the icon name must match the entry."""
    from desktop_app.commands.app import DESKTOP_FILE

    entry = (LINUX / "energy-table.desktop").read_text(encoding="utf-8")
    assert (LINUX / f"{DESKTOP_FILE}.desktop").is_file()
    assert "Icon=energy-table\n" in entry and "Exec=energy-table\n" in entry
    assert "Name[zh_TW]=能源桌遊館" in entry


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream not installed")
def test_metainfo_is_valid():
    (metainfo,) = LINUX.glob("*.metainfo.xml")
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(metainfo)],
        check=False,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "energy-table.desktop" in metainfo.read_text(encoding="utf-8")


def test_icon_pngs_are_rendered_from_the_svg_at_every_size(qapp):
    from PySide6.QtGui import QImage

    assert (ICONS / "energy-table.svg").is_file()
    sizes = []
    for png in sorted((ICONS / "hicolor").glob("*/apps/energy-table.png")):
        image = QImage(str(png))
        side = int(png.parent.parent.name.split("x")[0])
        assert (image.width(), image.height()) == (side, side), png
        assert image.hasAlphaChannel()
        sizes.append(side)
    assert sorted(sizes) == [16, 24, 32, 48, 64, 128, 256, 512]


def test_windows_and_macos_icons_can_be_made(tmp_path, qapp):
    import sys

    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import make_icons
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    ico = make_icons.write_ico(tmp_path / "energy-table.ico").read_bytes()
    assert ico[:4] == b"\x00\x00\x01\x00" and int.from_bytes(ico[4:6], "little") == len(make_icons.ICO_SIZES)
    icns = make_icons.write_icns(tmp_path / "energy-table.icns").read_bytes()
    assert icns[:4] == b"icns" and int.from_bytes(icns[4:8], "big") == len(icns)
