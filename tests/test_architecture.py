"""The package keeps the shape docs/architecture.md gives it: layers that import only downwards,
no import circle (lazy imports inside functions and TYPE_CHECKING imports count), small modules
with docstrings, and library messages that name no CLI option."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

import pirtool

PKG = Path(pirtool.__file__).parent

#: Layer of each top-level module or subpackage (docs/architecture.md): a module may import
#: modules of its own group and of lower layers only; groups of one layer are independent.
LAYERS = {
    "pirtool.errors": 0,
    "pirtool.lexical": 0,
    "pirtool.caches": 0,
    "pirtool.gcpause": 0,
    "pirtool.lazy": 0,
    "pirtool.timeline": 0,
    "pirtool.outputs": 0,
    "pirtool.examples": 0,
    "pirtool.types": 1,
    "pirtool.syntax": 1,
    "pirtool.attrs": 1,
    "pirtool.walk": 1,
    "pirtool.ir": 1,
    "pirtool.stamp": 1,
    "pirtool.paddle": 2,
    "pirtool.text": 3,
    "pirtool.verify": 3,
    "pirtool.passes": 4,
    "pirtool.runner": 4,
    "pirtool.tools": 4,
    "pirtool.plan": 5,
    "pirtool.cli": 6,
    "pirtool.__main__": 7,
}
#: Within the model, the order the modules build on each other.
MODEL_ORDER = ["pirtool.types", "pirtool.syntax", "pirtool.attrs", "pirtool.walk", "pirtool.ir", "pirtool.stamp"]


def _modname(path: Path) -> str:
    parts = list(path.relative_to(PKG.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {_modname(p): p for p in sorted(PKG.rglob("*.py"))}


def _imports(name: str, path: Path) -> set[str]:
    """Every pirtool module `name` imports, anywhere in the file."""
    base = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            mod = (
                ".".join(base[: len(base) - node.level + 1] + ([node.module] if node.module else []))
                if node.level
                else node.module or ""
            )
            targets = [f"{mod}.{a.name}" if f"{mod}.{a.name}" in MODULES else mod for a in node.names]
        else:
            continue
        out.update(t for t in targets if t in MODULES and t != name)
    return out


GRAPH = {m: _imports(m, p) for m, p in MODULES.items()}


def _group(m: str) -> str:
    return next((g for g in sorted(LAYERS, key=len, reverse=True) if m == g or m.startswith(g + ".")), m)


def test_every_module_has_a_layer() -> None:
    assert all(_group(m) in LAYERS for m in MODULES if m != "pirtool"), [
        m for m in MODULES if _group(m) not in LAYERS and m != "pirtool"
    ]


def test_imports_run_downwards() -> None:
    bad = []
    for m, deps in GRAPH.items():
        if m == "pirtool":  # the package face re-exports the public API
            continue
        g = _group(m)
        for d in deps:
            gd = _group(d)
            if d == "pirtool":  # the package face, which imports the layers: only the CLI may use it
                ok = g == "pirtool.cli"
            elif gd == g:
                ok = not m.startswith(d + ".")  # a module never imports its own package
            elif LAYERS[gd] == LAYERS[g] and g in MODEL_ORDER and gd in MODEL_ORDER:
                ok = MODEL_ORDER.index(gd) < MODEL_ORDER.index(g)
            else:
                ok = LAYERS[gd] < LAYERS[g]
            if not ok:
                bad.append(f"{m} -> {d}")
    assert not bad, bad


def test_no_import_circle() -> None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(m: str) -> None:
        state[m] = 1
        stack.append(m)
        for d in sorted(GRAPH[m]):
            if state.get(d) == 1:
                raise AssertionError("import circle: " + " -> ".join([*stack[stack.index(d) :], d]))
            if d not in state:
                visit(d)
        stack.pop()
        state[m] = 2

    for m in sorted(GRAPH):
        if m not in state:
            visit(m)


def test_kernel_registry_imports_no_kernel() -> None:
    assert not any(d.startswith("pirtool.runner.kernels") for d in GRAPH["pirtool.runner.registry"])


def test_the_library_never_imports_the_cli() -> None:
    assert not [
        m
        for m, deps in GRAPH.items()
        if not m.startswith("pirtool.cli")
        and m != "pirtool.__main__"
        and any(d.startswith("pirtool.cli") for d in deps)
    ]


@pytest.mark.parametrize("module", sorted(MODULES))
def test_modules_have_docstrings_and_stay_small(module: str) -> None:
    text = MODULES[module].read_text()
    assert ast.get_docstring(ast.parse(text)), f"{module} has no docstring"
    assert len(text.splitlines()) < 540, f"{module} is too long"


@pytest.mark.parametrize(
    "module", sorted(m for m in MODULES if not m.startswith("pirtool.cli") and m != "pirtool.__main__")
)
def test_library_messages_name_no_cli_option(module: str) -> None:
    tree = ast.parse(MODULES[module].read_text())
    docs = {
        id(n.body[0].value)
        for n in ast.walk(tree)
        if isinstance(n, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and n.body
        and isinstance(n.body[0], ast.Expr)
        and isinstance(n.body[0].value, ast.Constant)
    }
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            s = node.value
            assert not re.search(r"(?<![\w-])--[a-z][a-z-]+|`pirtool ", s), f"{module}: {s!r}"
