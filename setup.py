"""Build step the pyproject cannot say by itself: compile the Qt translations into the package.

`pip install .`, a wheel and the bundle must all carry the `.qm` catalogues, not only a
developer's tree after `tools/dev.sh`. `build_py` copies the package, then every
`desktop_app/i18n/*.ts` in the build folder is compiled to its `.qm` beside it with PySide6's
lrelease (PySide6 is a build requirement in pyproject.toml). A failure stops the build: an
install that silently lost Chinese is worse than one that refuses.

An editable install (`pip install -e .`) copies nothing: the app reads the source tree, so the
catalogues are compiled there, beside their sources (a `.qm` newer than its `.ts` is kept, and a
new one replaces the old whole, as `desktop_app/i18n_build.py` does: a running app maps it).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

LRELEASE = (
    "import sys\n"
    "from PySide6.scripts.pyside_tool import lrelease\n"
    "sys.argv = ['lrelease', *sys.argv[1:]]\n"
    "sys.exit(lrelease())\n"
)


def compile_translations(i18n: Path, keep_fresh: bool = False) -> None:
    """lrelease every `.ts` in `i18n` to its `.qm` beside it; `keep_fresh` leaves a `.qm` that is
    newer than its source. Stops the build (SystemExit) on any failure."""
    sources = sorted(i18n.glob("*.ts"))
    if not sources:
        raise SystemExit(f"build: no translation sources in {i18n}")
    for ts in sources:
        qm = ts.with_suffix(".qm")
        if keep_fresh and qm.exists() and qm.stat().st_mtime >= ts.stat().st_mtime:
            continue
        partial = qm.with_name(qm.name + ".partial")
        result = subprocess.run(
            [sys.executable, "-c", LRELEASE, "-silent", str(ts), "-qm", str(partial)],
            capture_output=True,
            text=True,
        )
        if result.returncode != 0 or not partial.exists():
            partial.unlink(missing_ok=True)
            raise SystemExit(f"build: lrelease failed for {ts.name}:\n{result.stdout}{result.stderr}")
        os.replace(partial, qm)


class BuildPyWithTranslations(build_py):
    """build_py, then lrelease every translation source in the built package (an editable
    install: in the source tree, which it runs from)."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:
            compile_translations(Path(self.get_package_dir("desktop_app")).resolve() / "i18n", keep_fresh=True)
        else:
            compile_translations(Path(self.build_lib) / "desktop_app" / "i18n")


setup(cmdclass={"build_py": BuildPyWithTranslations})
