"""No import circles anywhere in the package (issue 23).

The module import graph is built with ast from every import statement in `desktop_app`: at the
top of a module, inside a function (an import moved into a function to dodge a circle still ties
the two modules), and under `if TYPE_CHECKING:` (a type-only import still makes each module need
the other to be understood). A circle is untied when the piece both need moves down, or a
callback or a Protocol replaces the import.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "desktop_app"


def module_name(path: Path, package: Path) -> str:
    """`desktop_app.views.kit.pages` for .../desktop_app/views/kit/pages.py (a package: its folder)."""
    parts = list(path.relative_to(package.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imported_names(name: str, path: Path) -> set[str]:
    """Every dotted name an import in the module may load: `from a.b import c` gives `a.b` and
    `a.b.c` (c may be a module); relative imports are resolved against the module's package."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    out: set[str] = set()
    for node in ast.walk(tree):  # every statement, however deeply nested
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - (node.level - 1)]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            out.add(module)
            out.update(f"{module}.{alias.name}" for alias in node.names)
    return out


def import_graph(package: Path) -> dict[str, set[str]]:
    """Each module of the package -> the package's modules it imports."""
    modules = {module_name(path, package): path for path in sorted(package.rglob("*.py"))}
    return {
        name: {target for target in imported_names(name, path) if target in modules and target != name}
        for name, path in modules.items()
    }


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm, iterative so a
    deep package cannot overflow the stack), each sorted, the groups sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, targets = work[-1]
            for target in targets:
                if target not in index:
                    index[target] = low[target] = len(index)
                    stack.append(target)
                    on_stack.add(target)
                    work.append((target, iter(sorted(graph[target]))))
                    break
                if target in on_stack:
                    low[node] = min(low[node], index[target])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.append(member)
                        if member == node:
                            break
                    if len(group) > 1:
                        found.append(sorted(group))
    return sorted(found)


def test_the_circle_finder_finds_a_circle_through_a_function_level_import(tmp_path):
    """The finder itself: a circle hidden in a function, or behind TYPE_CHECKING, is found."""
    package = tmp_path / "desktop_app"
    (package / "sub").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "sub" / "__init__.py").write_text("")
    (package / "sub" / "a.py").write_text("from desktop_app.sub import b\n")
    (package / "sub" / "b.py").write_text("def f():\n    from . import c\n")
    (package / "sub" / "c.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .a import X\n")
    (package / "sub" / "d.py").write_text("import desktop_app.sub.a\n")
    assert circles(import_graph(package)) == [["desktop_app.sub.a", "desktop_app.sub.b", "desktop_app.sub.c"]]


def test_no_module_of_the_package_is_in_an_import_circle():
    found = circles(import_graph(PACKAGE))
    assert not found, "import circles:\n" + "\n".join(" <-> ".join(group) for group in found)
