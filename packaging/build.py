"""Build the installable Energy Table: one command, a folder bundle and an archive of it.

    python packaging/build.py [--dist DIR] [--work DIR] [--no-archive] [--app-chars-only]

Steps: compile the translations (`desktop_app.i18n_build`), cut the Traditional Chinese font
to the characters the app uses (`packaging/font_subset.py`), render the .ico/.icns icons
(`packaging/make_icons.py`), run PyInstaller on `packaging/energy-table.spec`, add the Linux
desktop files, and pack `dist/energy-table/` into `dist/energy-table-VERSION-OS-ARCH.tar.gz`
(`.zip` on Windows and macOS). Needs the build extras: `pip install -e ".[build]"`.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import json
import os
import platform
import shutil
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
APP = "energy-table"
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT))

import font_subset
import make_icons

from desktop_app import __version__

BUILD_EXTRAS = ("PyInstaller", "fontTools")


def missing_build_extras() -> list[str]:
    return [name for name in BUILD_EXTRAS if importlib.util.find_spec(name) is None]


def step(message: str) -> None:
    print(f"build: {message}", flush=True)


def compile_translations() -> None:
    step("compiling translations")
    subprocess.run([sys.executable, "-m", "desktop_app.i18n_build"], cwd=ROOT, check=True)
    if not list((ROOT / "desktop_app" / "i18n").glob("*.qm")):
        raise SystemExit("build: no .qm translations were produced")


def make_fonts(out_dir: Path, common: bool) -> None:
    """The font subset, remade only when the characters or the source fonts changed."""
    chars = "".join(sorted(font_subset.wanted_characters(ROOT, common)))
    sources = [font_subset.find_source(weight, []) for weight in font_subset.WEIGHTS]
    key = hashlib.sha256(json.dumps([chars, [(str(p), i, p.stat().st_mtime) for p, i in sources]]).encode()).hexdigest()
    stamp = out_dir.with_name(out_dir.name + ".stamp")  # not inside fonts/, which is bundled whole
    if stamp.exists() and stamp.read_text() == key:
        step(f"font subset up to date ({len(chars)} characters)")
        return
    step(f"cutting Noto Sans CJK TC to {len(chars)} characters")
    shutil.rmtree(out_dir, ignore_errors=True)
    font_subset.build_subset(out_dir, common)
    stamp.write_text(key)


def make_platform_icons(out_dir: Path) -> None:
    step("rendering the .ico and .icns icons")
    make_icons.write_ico(out_dir / f"{APP}.ico")
    make_icons.write_icns(out_dir / f"{APP}.icns")


def run_pyinstaller(dist: Path, work: Path, generated: Path) -> None:
    step("running PyInstaller")
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level",
        "WARN",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
        str(HERE / f"{APP}.spec"),
        "--",
        "--generated",
        str(generated),
    ]
    subprocess.run(command, cwd=ROOT, check=True)


def add_linux_desktop_files(bundle: Path) -> None:
    """share/ (desktop entry, metainfo, hicolor icons) and the per-user install script."""
    share = bundle / "share"
    shutil.rmtree(share, ignore_errors=True)
    (share / "applications").mkdir(parents=True)
    (share / "metainfo").mkdir(parents=True)
    shutil.copy2(HERE / "linux" / f"{APP}.desktop", share / "applications")
    for metainfo in (HERE / "linux").glob("*.metainfo.xml"):
        shutil.copy2(metainfo, share / "metainfo")
    icons = share / "icons" / "hicolor"
    shutil.copytree(ROOT / "assets" / "icons" / "hicolor", icons)
    (icons / "scalable" / "apps").mkdir(parents=True)
    shutil.copy2(ROOT / "assets" / "icons" / f"{APP}.svg", icons / "scalable" / "apps")
    script = bundle / "install-desktop-entry.sh"
    shutil.copy2(HERE / "linux" / "install-desktop-entry.sh", script)
    script.chmod(0o755)


def archive(dist: Path, bundle: Path) -> Path:
    system = {"linux": "linux", "win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform)
    base = dist / f"{APP}-{__version__}-{system}-{platform.machine().lower()}"
    fmt = "gztar" if sys.platform.startswith("linux") else "zip"
    step(f"packing {base.name}")
    if sys.platform == "darwin":
        # ditto keeps the .app's symlinks and extended attributes (code signatures need both).
        target = base.parent / f"{base.name}.zip"  # not with_suffix: the version has dots
        command = ["ditto", "-c", "-k", "--keepParent", str(bundle), str(target)]
        subprocess.run(command, check=True)
        return target
    packed = shutil.make_archive(str(base), fmt, root_dir=bundle.parent, base_dir=bundle.name)
    return Path(packed)


def folder_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def build(dist: Path, work: Path, make_archive: bool = True, common: bool = True) -> tuple[Path, Path | None]:
    """Build the bundle into `dist/energy-table/`; return it and the archive (or None)."""
    missing = missing_build_extras()
    if missing:
        raise SystemExit(f'build: missing {", ".join(missing)}; install the build extras: pip install -e ".[build]"')
    started = time.perf_counter()
    generated = work / "generated"
    compile_translations()
    make_fonts(generated / "fonts", common)
    make_platform_icons(generated / "icons")
    run_pyinstaller(dist, work, generated)
    bundle = dist / APP
    if sys.platform.startswith("linux"):
        add_linux_desktop_files(bundle)
    packed = archive(dist, dist / "Energy Table.app" if sys.platform == "darwin" else bundle) if make_archive else None
    step(f"bundle {bundle} ({folder_size(bundle) / 2**20:.0f} MiB unpacked)")
    if packed is not None:
        step(f"archive {packed} ({packed.stat().st_size / 2**20:.0f} MiB)")
    step(f"done in {time.perf_counter() - started:.0f} s")
    return bundle, packed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument(
        "--dist",
        type=Path,
        default=ROOT / "dist",
        help="where the bundle goes (default dist/)",
    )
    parser.add_argument(
        "--work",
        type=Path,
        default=ROOT / "build",
        help="PyInstaller's work folder (default build/)",
    )
    parser.add_argument(
        "--no-archive",
        dest="archive",
        action="store_false",
        help="skip the .tar.gz/.zip",
    )
    parser.add_argument(
        "--app-chars-only",
        dest="common",
        action="store_false",
        help="font subset without the 5,401 common hanzi for typed names (smaller, ~0.9 MB instead of ~6 MB)",
    )
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # icons are rendered with Qt, no display needed
    try:
        build(args.dist.resolve(), args.work.resolve(), args.archive, args.common)
    except FileNotFoundError as error:  # no source font
        print(f"build: {error}", file=sys.stderr)
        return 1
    except subprocess.CalledProcessError as error:
        print(f"build: {error}", file=sys.stderr)
        return error.returncode or 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
