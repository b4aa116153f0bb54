"""The layering of docs/architecture.md, checked on every import in the package.

views -> controllers -> ai -> rules -> content: a layer may import the layers below it, never
one above; rules, content and ai (and the headless commands) import no PySide6, so the rules
core and the bots run without Qt.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "desktop_app"

# Rank of each part of the package; a module may import only parts of equal or lower rank.
RANKS = {
    "paths": 0,
    "cli_parser": 0,
    "content": 1,
    "rules": 2,
    "ai": 3,
    "simulate": 4,
    "replay": 4,
    "controllers": 5,
    "views": 6,
    "app": 7,
    "demo": 7,
    "tutorial_cli": 7,  # `energy-table tutorial`: the guided game in the window
    "how_to_play_cli": 7,  # `energy-table rules`: text from content, HTML through the viewer
    "net": 4,  # tables across devices: the session, frames and the server (no Qt); below controllers
    "hint_cli": 4,  # `energy-table hint`: the bots' hints, headless
    "validate_cli": 4,  # `energy-table validate-content`: the pack, and the guided games replayed
    "cli": 8,
    "i18n_build": 0,
    "__init__": 0,
    "__main__": 9,
}
QT_FREE = {
    "paths",
    "cli_parser",
    "content",
    "rules",
    "ai",
    "simulate",
    "replay",
    "net",
    "hint_cli",
    "validate_cli",
    "i18n_build",
    "cli",
}


def _part(module_path: Path) -> str:
    rel = module_path.relative_to(PACKAGE)
    return rel.parts[0].removesuffix(".py")


def _imports(module_path: Path) -> list[str]:
    tree = ast.parse(module_path.read_text(encoding="utf-8"))
    names = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append(node.module)
    return names


MODULES = sorted(PACKAGE.rglob("*.py"))


def test_every_part_of_the_package_has_a_rank():
    assert {_part(m) for m in MODULES} <= set(RANKS)


@pytest.mark.parametrize("module", MODULES, ids=lambda m: str(m.relative_to(PACKAGE)))
def test_no_layer_imports_one_above_it(module):
    part = _part(module)
    for name in _imports(module):
        if not name.startswith("desktop_app."):
            continue
        target = name.split(".")[1]
        assert RANKS[target] <= RANKS[part], f"{part} imports {name}, a layer above it"


@pytest.mark.parametrize(
    "module", [m for m in MODULES if _part(m) in QT_FREE], ids=lambda m: str(m.relative_to(PACKAGE))
)
def test_rules_content_and_ai_import_no_qt(module):
    for name in _imports(module):
        assert not name.startswith(("PySide6", "shiboken6")), f"{module.name} imports {name}"
