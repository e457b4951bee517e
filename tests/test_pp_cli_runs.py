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
