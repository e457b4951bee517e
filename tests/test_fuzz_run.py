"""The bounded fuzz run CI makes (`pytest -m fuzz`, run by .ci/run; not in the default suite):
every command's contract (`tests/fuzzing.py`) on mutants of the samples and on valid unusual
programs (`tests/fuzz_programs.py`), from a fixed seed. `scripts/fuzz.py` makes the long runs
(docs/robustness.md has the last one's figures) and minimises what they find.

The slice is sized to finish within five minutes on this 2-core machine under the load of seven
engineers (load average 18): 150 mutants and 50 programs took 7.5 min there (47 s of CPU); 80 and 30
took 4 min 50 s (29 s of CPU) with the full suite running beside it; this slice is a little less.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import fuzzing
import pytest
from fuzz_programs import programs
from hypothesis import HealthCheck, Phase, given, seed, settings

pytestmark = pytest.mark.fuzz

SEED = 25
MUTANTS = 70
PROGRAMS = 25


def _report(findings: list[fuzzing.Finding]) -> list[tuple[str, str]]:
    return sorted({(f.command, f.problem[:200]) for f in findings})


def test_mutants_of_the_samples_break_no_command_contract(tmp_path: Path) -> None:
    texts = fuzzing.sample_texts(20_000)
    findings: list[fuzzing.Finding] = []
    for m in fuzzing.mutants(SEED, MUTANTS, texts):
        findings += fuzzing.check(tmp_path / "input.pir", m.text, original=m.original)
    assert not findings, _report(findings)


_FOUND: list[fuzzing.Finding] = []


@seed(SEED)
@settings(
    max_examples=PROGRAMS,
    deadline=None,
    database=None,
    phases=[Phase.generate],
    suppress_health_check=list(HealthCheck),
)
@given(programs())
def _run_on_programs(text: str) -> None:
    with tempfile.TemporaryDirectory() as d:
        _FOUND.extend(fuzzing.check(Path(d) / "input.pir", text))


def test_valid_unusual_programs_break_no_command_contract() -> None:
    _FOUND.clear()
    _run_on_programs()
    assert not _FOUND, _report(_FOUND)
