"""Paddle's pipeline ranks (samples/pp, printed by Paddle 3.3.1): dist-to-dense and the job plan."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import read

from pirtool import parse_file, print_program
from pirtool.passes import PassContext, PassManager
from pirtool.plan import make_plan

PP = Path(__file__).resolve().parents[1] / "samples" / "pp"
RANKS = sorted(r for r in PP.glob("*/rank*") if (r / "dist.pir").exists() and (r / "dense_pre_plan.pir").exists())
FTHENB = [r for r in RANKS if "_fthenb_" in r.parent.name]


@pytest.mark.parametrize("rank", RANKS, ids=lambda r: f"{r.parent.name}/{r.name}")
def test_dense_program_is_paddles_on_every_rank(rank: Path) -> None:
    """pipeline, VPP, pp x dp and ZeRO ranks: the dense program the scheduler receives."""
    prog = parse_file(rank / "dist.pir")
    PassManager.parse("dist-to-dense,remove-unuseful-comm").run(PassContext(prog))
    assert print_program(prog) == read(rank / "dense_pre_plan.pir")


@pytest.mark.parametrize("rank", FTHENB, ids=lambda r: f"{r.parent.name}/{r.name}")
def test_fthenb_plan_is_paddles(rank: Path) -> None:
    jobs = json.loads((rank / "jobs.json").read_text())
    k = sum(1 for t, _ in jobs if t == "forward")
    plan = make_plan(parse_file(rank / "dist.pir"), "FThenB", k)
    assert [list(j) for j in plan.jobs] == jobs
    for job, prog in plan.programs.items():
        assert print_program(prog) == read(rank / f"job_{job}.pir"), job


def test_there_are_pipeline_cases() -> None:
    assert len(RANKS) >= 40 and len(FTHENB) >= 10
