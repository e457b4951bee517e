"""The FileCheck suite (tests/filecheck): pass and command tests written as MLIR's and xDSL's
are, IR files with `// RUN:` lines checked by LLVM's `lit` and FileCheck (the `lit` and
`filecheck` packages of the test extra). Each file is one pytest item, run by lit, so a
failure shows lit's report of the RUN line and FileCheck's mismatch.

`lit tests/filecheck` runs the same suite without pytest; docs/filecheck.md says how to write
a test."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

SUITE = Path(__file__).resolve().parent / "filecheck"
CASES = sorted(p for p in SUITE.glob("*/*") if p.suffix in (".pir", ".log", ".test"))
MISSING = [m for m in ("lit", "filecheck") if importlib.util.find_spec(m) is None]

pytestmark = pytest.mark.skipif(bool(MISSING), reason=f"{', '.join(MISSING)} not installed (pip install -e '.[test]')")


def test_the_suite_has_a_test_for_every_pass() -> None:
    from pirtool.passes.base import registered_passes

    names = {p.stem for p in (SUITE / "passes").iterdir()}
    missing = [n for n in registered_passes() if not any(s == n or s.startswith(n + "-") for s in names)]
    assert not missing, f"passes without a FileCheck test in {SUITE / 'passes'}: {missing}"


@pytest.mark.parametrize("case", CASES, ids=lambda p: str(p.relative_to(SUITE)))
def test_filecheck(case: Path) -> None:
    p = subprocess.run(
        [sys.executable, "-c", "import lit.main; lit.main.main()", "-v", str(case)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert p.returncode == 0, p.stdout + p.stderr
