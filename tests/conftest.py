"""Shared paths and helpers for the core test suite.

Sample dumps come from the repository's own `samples/` (nothing outside the clone). Files are
always read as bytes and decoded without newline translation, so CRLF stays visible.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TESTS = ROOT / "tests"
DATA = TESTS / "data"
OLD_FORMS = DATA / "old_forms"
SAMPLES = ROOT / "samples"

MLP_SGD = SAMPLES / "real" / "mlp_sgd_main.pir"
SEED_E2 = sorted((SAMPLES / "seed").glob("*.e2.pir"))


def read(path: Path) -> str:
    """The file's text exactly as stored (no newline translation)."""
    return path.read_bytes().decode("utf-8")


def sample_files(base: Path) -> list[Path]:
    """Every dump under base except samples/pp (850 pipeline job programs, some of them empty
    by design): tests/test_pp_samples.py guards those. Each content once: a sample equal to
    another is a link to it (scripts/_samples.py), read through the file it points at."""
    if not base.is_dir():
        return []
    return sorted(p for p in base.rglob("*.pir") if p.relative_to(base).parts[0] != "pp" and not p.is_symlink())


def fixture_files() -> list[Path]:
    return sorted(OLD_FORMS.glob("*.pir"))


def rel_id(path: Path) -> str:
    try:
        return str(path.relative_to(ROOT))
    except ValueError:
        return str(path)


def unique_by_content(paths: list[Path]) -> list[Path]:
    """Drop files whose bytes equal an earlier file's."""
    seen: set[str] = set()
    out = []
    for p in paths:
        h = hashlib.sha1(p.read_bytes()).hexdigest()
        if h not in seen:
            seen.add(h)
            out.append(p)
    return out


def filecheck(output: str, checks: str, *flags: str) -> None:
    """Match `output` against FileCheck directives (`CHECK:`, `CHECK-NEXT:`, `CHECK-NOT:`, `{{regex}}`,
    `[[VAR:regex]]`) with the real FileCheck: the `filecheck` package (xDSL's Python FileCheck),
    the same tool the lit suite in tests/filecheck runs. `flags` go to FileCheck (`--strict-whitespace`)."""
    with tempfile.NamedTemporaryFile("w", suffix=".checks", delete=False, encoding="utf-8") as f:
        f.write(checks)
    try:
        p = subprocess.run(
            [sys.executable, "-m", "filecheck", *flags, f.name],
            input=output,
            capture_output=True,
            text=True,
            timeout=120,
        )
    finally:
        os.unlink(f.name)
    assert p.returncode == 0, f"FileCheck failed:\n{p.stderr}\noutput:\n{output[:4000]}"


def run(*args: str) -> tuple[int, str, str]:
    """Run the CLI in-process: (exit code, stdout, stderr); a real crash re-raises."""
    from click.testing import CliRunner

    from pirtool.cli import main

    r = CliRunner().invoke(main, list(args))
    if r.exception is not None and not isinstance(r.exception, SystemExit):
        raise r.exception
    return r.exit_code, r.stdout, r.stderr
