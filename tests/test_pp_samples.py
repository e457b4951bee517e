"""Guards for samples/pp (Paddle 3.3.1 pipeline and ZeRO ranks, scripts/gen_pp_cases.py).

No Paddle needed: every program Paddle printed there is read by pirtool and printed back byte
for byte; every rank Paddle planned has a well-formed `jobs.json` whose job types are exactly
the `job_<type>.pir` files next to it, in the order a schedule can produce (the optimizer job
once, last; each micro-batch 0..k-1 once per job type); every case is listed in INDEX.md and has
the numbers its ref.json promises.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import SAMPLES, read

from pirtool import parse, print_program

PP = SAMPLES / "pp"
CASES = sorted(p for p in PP.iterdir() if p.is_dir()) if PP.is_dir() else []
# a link is a copy of another sample (scripts/_samples.py): its content is read where it is stored
PROGRAMS = sorted(p for p in PP.rglob("*.pir") if not p.is_symlink()) if PP.is_dir() else []
RANKS = sorted(p for c in CASES for p in c.glob("rank*") if p.is_dir())
PLANNED = [r for r in RANKS if (r / "jobs.json").exists()]

# the files every rank whose plan Paddle printed has, besides its job programs
RANK_FILES = {
    "gm_before.pir",
    "gm_after.pir",
    "startup_before.pir",
    "startup_after.pir",
    "dist.pir",
    "dense.pir",
    "dense_pre_plan.pir",
    "jobs.json",
}


def _rel(p: Path) -> str:
    return str(p.relative_to(PP))


def _ref(case: Path) -> dict:
    return json.loads((case / "ref.json").read_text())


def test_corpus_is_there() -> None:
    # Guard against a silently empty parametrisation: the schedules and ZeRO are all present.
    assert len(CASES) >= 20
    assert len(PLANNED) >= 40
    schedules = {_ref(c)["config"]["schedule"] for c in CASES}
    assert {"FThenB", "1F1B", "VPP", ""} <= schedules
    assert {_ref(c)["config"]["sharding"] for c in CASES} >= {1, 2, 3}


@pytest.mark.parametrize("path", PROGRAMS, ids=_rel)
def test_program_roundtrip(path: Path) -> None:
    text = read(path)
    prog = parse(text)
    assert print_program(prog) == text
    # a job program may be empty (only the accumulator kwargs: a first stage's recv_forward)
    assert len(list(prog.walk())) > 0 or (path.name.startswith("job_") and "%kwarg_" in text)


def _jobs(rank: Path) -> list[list]:
    jobs = json.loads((rank / "jobs.json").read_text())
    assert isinstance(jobs, list) and jobs
    for j in jobs:
        assert isinstance(j, list) and len(j) == 2
        assert isinstance(j[0], str) and j[0]
        assert isinstance(j[1], int) and not isinstance(j[1], bool) and j[1] >= 0
    return jobs


@pytest.mark.parametrize("rank", PLANNED, ids=_rel)
def test_jobs_json(rank: Path) -> None:
    jobs = _jobs(rank)
    cfg = _ref(rank.parent)["config"]
    k = cfg["k"]
    types = {t for t, _ in jobs}
    # the job types are exactly the job programs printed next to the list
    assert {f"job_{t}.pir" for t in types} == {p.name for p in rank.glob("job_*.pir")}
    assert RANK_FILES <= {p.name for p in rank.iterdir()}
    last = "optimizer" if cfg["pp"] > 1 else "optimize"
    assert jobs[-1] == [last, 0]
    assert [t for t, _ in jobs].count(last) == 1
    for t in types - {last}:
        assert sorted(m for tt, m in jobs if tt == t) == list(range(k)), t
    meta = _ref(rank.parent)["ranks"][rank.name[4:]]
    assert sorted(meta["job_types"]) == sorted(types)


@pytest.mark.parametrize("case", CASES, ids=_rel)
def test_case_is_indexed_and_has_numbers(case: Path) -> None:
    ref = _ref(case)
    assert ref["case"] == case.name
    assert f"`{case.name}`" in (PP / "INDEX.md").read_text()
    assert sorted(p.name for p in case.glob("rank*")) == sorted(f"rank{r}" for r in range(ref["config"]["world"]))
    if ref["plain"]["status"] == "ok":
        import numpy as np

        npz = np.load(case / "ref.npz")
        for p in ref["param_names"]:
            assert f"init/{p}" in npz
            for s in range(1, ref["steps"] + 1):
                assert f"plain/step{s}/{p}" in npz
                if ref["merged"]["status"] == "ok":
                    assert f"merged/step{s}/{p}" in npz
        assert len(ref["plain"]["losses_per_step"]) == ref["steps"]
