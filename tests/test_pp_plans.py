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
ONE_F_ONE_B = [r for r in RANKS if "_1f1b_" in r.parent.name]


def _stage(rank: Path) -> tuple[int, int]:
    """(pp degree, stage) of a rank dir: `ppN...` cases, rank R of W ranks is stage R // (W / N)."""
    pp = int(rank.parent.name.split("_")[0].removeprefix("pp").split("dp")[0])
    world = len(list(rank.parent.glob("rank*")))
    return pp, int(rank.name.removeprefix("rank")) // (world // pp)


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


@pytest.mark.parametrize("rank", ONE_F_ONE_B, ids=lambda r: f"{r.parent.name}/{r.name}")
def test_1f1b_plan_is_paddles(rank: Path) -> None:
    """recv_forward / send_backward jobs with their events, and the job list of the rank's stage."""
    jobs = json.loads((rank / "jobs.json").read_text())
    k = sum(1 for t, _ in jobs if t == "forward")
    pp, stage = _stage(rank)
    plan = make_plan(parse_file(rank / "dist.pir"), "1F1B", k, pp_degree=pp, pp_stage=stage)
    assert [list(j) for j in plan.jobs] == jobs
    for job, prog in plan.programs.items():
        assert print_program(prog) == read(rank / f"job_{job}.pir"), job


# VPP ranks: tests/test_vpp_plans.py (from the merge on, chunk ids completed as Paddle does).


def test_there_are_pipeline_cases() -> None:
    assert len(RANKS) >= 40 and len(FTHENB) >= 10 and len(ONE_F_ONE_B) >= 10


GM_RANKS = sorted(r for r in PP.glob("*/rank*") if (r / "gm_before.pir").exists())


def _kwargs_as_a_set(text: str) -> tuple[list[str], list[str]]:
    lines = text.split("\n")
    return [ln for ln in lines if not ln.lstrip().startswith("%kwarg_")], sorted(
        ln for ln in lines if ln.lstrip().startswith("%kwarg_")
    )


@pytest.mark.parametrize("rank", GM_RANKS, ids=lambda r: f"{r.parent.name}/{r.name}")
def test_merge_is_paddles_on_every_rank(rank: Path) -> None:
    """Gradient merge on pipeline, VPP, pp x dp and ZeRO 1/2/3 ranks, main and startup (kwargs
    compared as a set where Paddle's map order differs); ZeRO stage 3 accumulates the unsharded
    gradient and moves its reduce-scatter into the optimize stage."""
    import re

    from pirtool.passes import GradientMerge

    k = int(re.search(r"_k(\d+)", rank.parent.name).group(1))
    main, startup = parse_file(rank / "gm_before.pir"), parse_file(rank / "startup_before.pir")
    GradientMerge(k=k, paddle_compat=True).apply(PassContext(main, startup))
    assert _kwargs_as_a_set(print_program(main)) == _kwargs_as_a_set(read(rank / "gm_after.pir"))
    assert _kwargs_as_a_set(print_program(startup)) == _kwargs_as_a_set(read(rank / "startup_after.pir"))
