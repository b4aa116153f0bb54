"""ruff (pyproject.toml [tool.ruff]) finds nothing and has nothing to reformat.

Issue 12 asks for lint and format run by `.ci/run`; running them here makes the test command
fail on a finding, as tests/test_typing.py does for mypy. Fix with `ruff check --fix .` and
`ruff format .` from the repository root.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _ruff(*args: str) -> subprocess.CompletedProcess[str]:
    pytest.importorskip("ruff")
    return subprocess.run(
        [sys.executable, "-m", "ruff", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_ruff_check_finds_nothing():
    result = _ruff("check", "--no-cache", ".")
    assert result.returncode == 0, result.stdout + result.stderr


def test_ruff_format_has_nothing_to_change():
    result = _ruff("format", "--check", "--no-cache", ".")
    assert result.returncode == 0, result.stdout + result.stderr
