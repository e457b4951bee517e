"""The runner's modules form layers: no import circle (lazy imports inside functions count),
and library messages name no CLI option."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pirtool.runner

RUNNER = Path(pirtool.runner.__file__).parent
PKG = "pirtool.runner"


def _modname(path: Path) -> str:
    rel = path.relative_to(RUNNER.parent.parent).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _modules() -> dict[str, Path]:
    return {_modname(p): p for p in sorted(RUNNER.rglob("*.py"))}


def _imports(name: str, path: Path, known: set[str]) -> set[str]:
    """Every pirtool.runner module `name` imports, anywhere in the file."""
    is_pkg = path.name == "__init__.py"
    base = name.split(".") if is_pkg else name.split(".")[:-1]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                mod = ".".join(base[: len(base) - node.level + 1] + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            targets = [f"{mod}.{a.name}" if f"{mod}.{a.name}" in known else mod for a in node.names]
        else:
            continue
        out.update(t for t in targets if t in known and t != name)
    return out


def test_no_import_circle_in_runner() -> None:
    mods = _modules()
    known = set(mods)
    graph = {m: _imports(m, p, known) for m, p in mods.items()}
    # a package's __init__ may import its own modules; a module must not import its package
    for m, deps in graph.items():
        for d in deps:
            assert not (m.startswith(d + ".")), f"{m} imports its package {d}"
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(m: str) -> None:
        state[m] = 1
        stack.append(m)
        for d in sorted(graph[m]):
            if state.get(d) == 1:
                cyc = stack[stack.index(d) :] + [d]
                raise AssertionError("import circle: " + " -> ".join(cyc))
            if d not in state:
                visit(d)
        stack.pop()
        state[m] = 2

    for m in sorted(graph):
        if m not in state:
            visit(m)
    assert f"{PKG}.kernels" not in graph[f"{PKG}.registry"] and not any(
        d.startswith(f"{PKG}.kernels") for d in graph[f"{PKG}.registry"]
    )


def test_runner_modules_have_docstrings_and_stay_small() -> None:
    for m, p in _modules().items():
        tree = ast.parse(p.read_text())
        assert ast.get_docstring(tree), f"{m} has no docstring"
        assert len(p.read_text().splitlines()) < 520, f"{m} is too long"


def test_runner_messages_name_no_cli_option() -> None:
    for m, p in _modules().items():
        for node in ast.walk(ast.parse(p.read_text())):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                s = node.value
                assert not re.search(r"(?<![\w-])--[a-z][a-z-]+|`pirtool ", s), f"{m}: {s!r}"
