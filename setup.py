"""Build step the pyproject cannot say by itself: compile the Qt translations into the package.

`pip install .`, a wheel and the bundle must all carry the `.qm` catalogues, not only a
developer's tree after `tools/dev.sh`. `build_py` copies the package, then every
`desktop_app/i18n/*.ts` in the build folder is compiled to its `.qm` beside it with PySide6's
lrelease (PySide6 is a build requirement in pyproject.toml). A failure stops the build: an
install that silently lost Chinese is worse than one that refuses.
"""

from __future__ import annotations

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


class BuildPyWithTranslations(build_py):
    """build_py, then lrelease every translation source in the built package."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:
            return  # an editable install reads the source tree, where tools/dev.sh builds them
        i18n = Path(self.build_lib) / "desktop_app" / "i18n"
        sources = sorted(i18n.glob("*.ts"))
        if not sources:
            raise SystemExit(f"build: no translation sources in {i18n}")
        for ts in sources:
            qm = ts.with_suffix(".qm")
            result = subprocess.run(
                [sys.executable, "-c", LRELEASE, "-silent", str(ts), "-qm", str(qm)],
                capture_output=True,
                text=True,
            )
            if result.returncode != 0 or not qm.exists():
                raise SystemExit(f"build: lrelease failed for {ts.name}:\n{result.stdout}{result.stderr}")


setup(cmdclass={"build_py": BuildPyWithTranslations})
