"""The layering of docs/architecture.md, checked on every import in the package.

views -> controllers -> ai -> rules -> content: a layer may import the layers below it, never
one above; rules, content and ai (and the headless commands) import no PySide6, so the rules
core and the bots run without Qt. Inside `commands/` each command has its own rank (a headless
command sits just above the bots, a windowed one above the views), so moving the commands into
one package kept the check as strict as when they were top-level modules.
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
    "commands/__init__": 0,  # the list of commands: imports nothing of the program
    "commands/simulate": 4,
    "commands/replay": 4,
    "commands/hint": 4,  # `energy-table hint`: the bots' hints, headless
    "commands/validate_content": 4,  # the pack, and the guided games replayed
    "commands/broker_config": 4,  # the school broker's files (net/broker_config.py), headless
    "controllers": 5,
    "views": 6,
    "commands/app": 7,  # the desktop app (no command given)
    "commands/demo": 7,
    "commands/tutorial": 7,  # the guided game in the window
    "commands/rules": 7,  # text from content, HTML through the viewer
    "commands/host": 7,  # `energy-table host`: a table open to devices, headless (the views' words if there)
    "commands/_paper": 7,  # what the printed sheets' commands share (Qt for the PDF)
    "commands/worksheet": 7,  # a worksheet's PDF, drawn by the view kit
    "commands/guide": 7,  # a teacher's guide's PDF
    "commands/lesson": 7,  # a computer-only game's lesson page as a PDF
    "commands/class_": 7,  # `energy-table class`: a class of tables, headless (the views' words if there)
    "net": 4,  # tables across devices: the session, frames and the server (no Qt); below controllers
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
    "net",
    "commands/__init__",
    "commands/simulate",
    "commands/replay",
    "commands/hint",
    "commands/validate_content",
    "commands/broker_config",
    "i18n_build",
    "cli",
}


def _part(module_path: Path) -> str:
    rel = module_path.relative_to(PACKAGE)
    if rel.parts[0] == "commands":  # each command is a part of its own
        return "/".join(rel.parts[:2]).removesuffix(".py")
    return rel.parts[0].removesuffix(".py")


def _target(name: str) -> str:
    """The part of the package that the imported module `name` (desktop_app.x...) belongs to."""
    parts = name.split(".")[1:]
    if parts[0] == "commands":
        return f"commands/{parts[1] if len(parts) > 1 else '__init__'}"
    return parts[0]


def _imports(module_path: Path) -> list[str]:
    tree = ast.parse(module_path.read_text(encoding="utf-8"))
    names = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.append(node.module)
            if node.module == "desktop_app.commands":  # `from desktop_app.commands import app`
                names += [
                    f"{node.module}.{alias.name}"
                    for alias in node.names
                    if (PACKAGE / "commands" / f"{alias.name}.py").exists()
                ]
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
        target = _target(name)
        assert RANKS[target] <= RANKS[part], f"{part} imports {name}, a layer above it"


@pytest.mark.parametrize(
    "module", [m for m in MODULES if _part(m) in QT_FREE], ids=lambda m: str(m.relative_to(PACKAGE))
)
def test_rules_content_and_ai_import_no_qt(module):
    for name in _imports(module):
        assert not name.startswith(("PySide6", "shiboken6")), f"{module.name} imports {name}"
