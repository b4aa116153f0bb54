"""Compile the Qt Linguist sources (`desktop_app/i18n/*.ts`) into `.qm` files.

Run by the developer set-up (`tools/dev.sh`) and by the packaging build; the app loads the
`.qm` files at start. Only rebuilds a `.qm` that is older than its `.ts`.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

from desktop_app.paths import translations_dir


def lrelease_command() -> list[str] | None:
    exe = Path(sys.executable).parent / "pyside6-lrelease"
    if exe.exists():
        return [str(exe)]
    found = shutil.which("pyside6-lrelease") or shutil.which("lrelease")
    return [found] if found else None


def build(quiet: bool = False) -> int:
    sources = sorted(translations_dir().glob("*.ts"))
    if not sources:
        return 0
    command = lrelease_command()
    if command is None:
        print("i18n: pyside6-lrelease not found; translations not compiled", file=sys.stderr)
        return 1
    for ts in sources:
        qm = ts.with_suffix(".qm")
        if qm.exists() and qm.stat().st_mtime >= ts.stat().st_mtime:
            continue
        # Build beside it, then rename: a running app maps the old .qm, and rewriting that file
        # in place would pull the pages from under it.
        partial = qm.with_name(qm.name + ".partial")
        result = subprocess.run([*command, str(ts), "-qm", str(partial)], capture_output=True, text=True)
        if result.returncode != 0:
            partial.unlink(missing_ok=True)
            print(result.stdout + result.stderr, file=sys.stderr)
            return result.returncode
        os.replace(partial, qm)
        if not quiet:
            print(f"i18n: built {qm.name}")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quiet", action="store_true")
    return build(quiet=parser.parse_args().quiet)


if __name__ == "__main__":
    sys.exit(main())
