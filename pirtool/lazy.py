"""Public names a package exports lazily: each is imported from its module on first use.

`import pirtool` and `import pirtool.runner` must not pull in the reader, numpy or the kernels
before a command needs them (start-up: tests/test_startup.py counts what is imported), yet
`from pirtool import parse` and `pirtool.runner.RunSpec` keep working. A package hands its
table `{name: submodule}` to `lazy_exports` and binds the two functions it returns as its
module-level `__getattr__` and `__dir__` (PEP 562).

May import the standard library only.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable
from typing import Any


def lazy_exports(package: str, table: dict[str, str]) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """`__getattr__` and `__dir__` for `package`, whose public name N lives in submodule
    `table[N]`: the value is imported on first use, then cached in the package's namespace."""

    def __getattr__(name: str) -> Any:
        mod = table.get(name)
        if mod is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{mod}"), name)
        setattr(sys.modules[package], name, value)
        return value

    def __dir__() -> list[str]:
        return sorted([*vars(sys.modules[package]), *table])

    return __getattr__, __dir__
