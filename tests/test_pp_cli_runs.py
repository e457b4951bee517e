"""`pirtool run` of every samples/pp case the way docs/pipelines.md and README say to run it:
the rank directories (Paddle's own job plans: jobs.json, job_<type>.pir), a startup per rank,
the case's one `ref.npz` as `--params` and `--feed` of every rank, and no `-k` (jobs.json
states it). The printed loss of every step is Paddle's single-process gradient-merge loss
(ref.json `merged.losses_per_call`, averaged over the step's micro-batches). Issue 21, "Done
when" item 1. The parameters of the same runs are checked through the front door
(tests/test_pp_runs.py); this file checks what a user types and reads."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from pirtool.cli import main

PP = Path(__file__).resolve().parents[1] / "samples" / "pp"
# every case whose ranks Paddle printed job plans for (two split-backward cases failed in
# Paddle itself: ref.json says "failed: ValueError", they have no jobs.json)
CASES = sorted(d.name for d in PP.iterdir() if d.is_dir() and all((r / "jobs.json").exists() for r in d.glob("rank*")))
# its VPP job lists mis-pair p2p messages: run refuses it (tests/test_vpp_pairing_run.py)
MISPAIRED = {"pp2_vpp2_mlp_momentum_k3_clip"}


def _ranks(case: str) -> list[Path]:
    return sorted((PP / case).glob("rank*"), key=lambda p: int(p.name.removeprefix("rank")))


def test_every_case_with_job_plans_is_here() -> None:
    assert len(CASES) == 33 and MISPAIRED <= set(CASES)
    assert {d.name for d in PP.iterdir() if d.is_dir()} - set(CASES) == {
        "pp2_vpp2_mlp_sgd_k2_splitbw_2d",
        "pp2_vpp2_transformer_sgd_k2_splitbw",
    }


@pytest.mark.parametrize("case", [c for c in CASES if c not in MISPAIRED])
def test_run_of_the_rank_directories_without_k_prints_paddles_losses(case: str) -> None:
    ranks = _ranks(case)
    ref = json.loads((PP / case / "ref.json").read_text())
    npz = str(PP / case / "ref.npz")
    args = ["run", *map(str, ranks), *[a for r in ranks for a in ("-s", str(r / "startup_after.pir"))]]
    res = CliRunner().invoke(main, [*args, "--params", npz, "--feed", npz, "--json"])
    assert res.exit_code == 0, res.output
    assert "warning" not in res.stderr, res.stderr
    rows = [json.loads(x) for x in res.stdout.splitlines()]
    assert [r["step"] for r in rows] == list(range(1, ref["steps"] + 1))  # the steps the feed holds
    want = [float(np.mean(m)) for m in ref["merged"]["losses_per_call"]]
    np.testing.assert_allclose([r["loss"] for r in rows], want, rtol=1e-5)
    # each loss-computing rank ran k micro-batches (k from jobs.json, not a default of 1)
    k = ref["config"]["k"]
    micro = [m for r in rows for m in (r["micro"] if isinstance(r["micro"][0], list) else [r["micro"]]) if m]
    assert micro and all(len(m) == k for m in micro)


def _schedule(case: str) -> list[str]:
    s = json.loads((PP / case / "ref.json").read_text())["config"]["schedule"]
    return ["--schedule", s.lower()] if s and s != "GM alone" else []


@pytest.mark.parametrize("case", [c for c in CASES if c not in MISPAIRED])
def test_run_of_pirtools_plan_of_the_dist_programs_prints_paddles_losses(case: str, tmp_path: Path) -> None:
    """`pirtool plan rank0/dist.pir rank1/dist.pir ... --schedule S -o plan/`, then `pirtool run
    plan/rank*` with no -k, --pp-degree or --vpp-degree: what the programs state is read from
    them (k from their 1/k, the chunks per stage from their chunk_ids, the ranks per stage from
    rank 0's process ids), and a dist program that shards goes into each plan directory
    (dist.pir: a ZeRO rank's shards; before, a ZeRO AdamW plan's run failed in its kernels)."""
    ranks = _ranks(case)
    ref = json.loads((PP / case / "ref.json").read_text())
    out = tmp_path / "plan"
    res = CliRunner().invoke(main, ["plan", *[str(r / "dist.pir") for r in ranks], *_schedule(case), "-o", str(out)])
    assert res.exit_code == 0, res.output
    dirs = [out / f"rank{i}" for i in range(len(ranks))] if len(ranks) > 1 else [out]
    for d, r in zip(dirs, ranks, strict=True):
        shards = "Shard(" in (r / "dist.pir").read_text()
        assert shards == (d / "dist.pir").exists(), d
        assert not shards or (d / "dist.pir").read_bytes() == (r / "dist.pir").read_bytes()
    npz = str(PP / case / "ref.npz")
    args = ["run", *map(str, dirs), *[a for r in ranks for a in ("-s", str(r / "startup_after.pir"))]]
    res = CliRunner().invoke(main, [*args, "--params", npz, "--feed", npz, "--json"])
    assert res.exit_code == 0, res.output
    want = [float(np.mean(m)) for m in ref["merged"]["losses_per_call"]]
    np.testing.assert_allclose([json.loads(x)["loss"] for x in res.stdout.splitlines()], want, rtol=1e-5)


def test_a_vpp_degree_the_program_does_not_state_is_an_error() -> None:
    rank0 = PP / "pp2_vpp2_mlp_sgd_k4" / "rank0" / "dist.pir"
    args = ["plan", str(rank0), "--schedule", "vpp", "--pp-degree", "2", "--pp-stage", "0", "--json"]
    res = CliRunner().invoke(main, [*args, "--vpp-degree", "3"])
    assert res.exit_code == 2 and "Traceback" not in res.stderr
    assert "--vpp-degree 3: this program's ops are in model chunks 0 .. 1 (chunk_id), 2 per stage" in res.stderr
    assert CliRunner().invoke(main, [*args, "--vpp-degree", "2"]).exit_code == 0
    assert CliRunner().invoke(main, args).exit_code == 0  # read off the program
