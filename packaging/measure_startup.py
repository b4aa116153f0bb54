"""Compare the bundle with the source install: unpacked size and start-up time to the launcher.

    python packaging/measure_startup.py [--bundle dist/energy-table] [--runs 5] [--cold]

Each run starts the app with `--screenshot FILE` (it builds the launcher window, renders it
and exits), without a display (QT_QPA_PLATFORM=offscreen), and times the whole process.
`--cold` empties the page cache before every run (Linux, as root), as after a reboot.
Prints medians; figures for docs/packaging.md.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def drop_caches() -> bool:
    try:
        os.sync()
        Path("/proc/sys/vm/drop_caches").write_text("3\n")
        return True
    except OSError:
        return False


def time_start(command: list[str], runs: int, cold: bool) -> list[float]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    times = []
    with tempfile.TemporaryDirectory() as tmp:
        for run in range(runs):
            shot = Path(tmp) / f"launcher-{run}.png"
            if cold and not drop_caches():
                raise SystemExit("measure: cannot drop the page cache (needs Linux and root)")
            started = time.perf_counter()
            subprocess.run(
                [*command, "--screenshot", str(shot)],
                env=env,
                check=True,
                capture_output=True,
            )
            times.append(time.perf_counter() - started)
            if not shot.exists():
                raise SystemExit(f"measure: {command[0]} wrote no screenshot")
    return times


def size_of(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def source_install_size() -> int:
    """The source tree's app folders plus the site-packages the app imports at run time."""
    import importlib.util

    total = sum(size_of(ROOT / name) for name in ("desktop_app", "game_data", "assets"))
    for package in (
        "PySide6",
        "shiboken6",
        "yaml",
        "pydantic",
        "pydantic_core",
        "pymunk",
        "cffi",
    ):
        spec = importlib.util.find_spec(package)
        if spec and spec.submodule_search_locations:
            total += size_of(Path(next(iter(spec.submodule_search_locations))))
    return total


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "energy-table")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--cold", action="store_true", help="drop the page cache before each run")
    args = parser.parse_args(argv)
    exe = args.bundle / ("energy-table.exe" if sys.platform == "win32" else "energy-table")
    candidates = {
        "bundle": [str(exe)],
        "source": [sys.executable, "-m", "desktop_app"],
    }
    mode = "cold" if args.cold else "warm"
    for name, command in candidates.items():
        if not args.cold:
            time_start(command, 1, False)  # one untimed run fills the caches
        times = time_start(command, args.runs, args.cold)
        print(
            f"{name:7s} {mode} start to launcher: median {statistics.median(times):.2f} s "
            f"(min {min(times):.2f}, max {max(times):.2f}, {args.runs} runs)"
        )
    print(f"bundle  size unpacked: {size_of(args.bundle) / 2**20:.0f} MiB")
    print(f"source  size (app + imported site-packages): {source_install_size() / 2**20:.0f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
