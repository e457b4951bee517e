"""`run` of VPP plan directories whose job lists mis-pair their p2p messages is refused (issue 21).

samples/pp/pp2_vpp2_mlp_momentum_k3_clip: two stages, k = 3. Paddle 3.3.1's VPP job lists have
stage 1 send micro-batch 1's gradient before micro-batch 2's activation on the ring stage 0
receives both from, and stage 0 asks for the activation first: the third micro-batch trains on
the wrong message. pirtool's own `plan` of the ranks makes the same job lists (they are Paddle's),
so running it does not give Paddle's gradient-merge numbers either (tests/test_pp_runs.py
runs the job lists anyway, through the runners below the front door: micro-batches 0 and 1 are
the model's, micro-batch 2 is not). A plausible wrong loss with exit 0 is the worst a run can
print, so `run` refuses both, exit 2, located at the receiving job in stage 0's jobs.json and
naming the message and both jobs; `plan` writes Paddle's job list with a warning. Every other
VPP sample runs.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from pirtool.cli import main
from pirtool.paddle.pairing import is_vpp_job_list
from pirtool.runner.inputs import pairing_error

PP = Path(__file__).resolve().parents[1] / "samples" / "pp"
CASE = PP / "pp2_vpp2_mlp_momentum_k3_clip"
SAYS = (
    "stage 0's receive no. 4 from stage 1 (its job recv_forward1 of micro-batch 2) waits for micro-batch 2's "
    "activation of stage 1 chunk 0, but stage 1 sends micro-batch 1's gradient of stage 1 chunk 1 then (its job "
    "send_backward1 of micro-batch 1)"
)


def _cli(*args: str | Path):
    return CliRunner().invoke(main, [str(a) for a in args])


def _run(ranks: list[Path]):
    starts = [x for s in range(2) for x in ("-s", CASE / f"rank{s}" / "startup_after.pir")]
    return _cli(
        "run", *ranks, *starts, "--params", CASE / "ref.npz", "--feed", CASE / "ref.npz", "--json", "--steps", "1"
    )


def _check_refused(r, rank0: Path) -> None:
    """exit 2, no loss printed, the error at stage 0's job that takes the wrong message."""
    assert r.exit_code == 2, r.output
    assert r.stdout == "" and "Traceback" not in r.stderr
    jobs = (rank0 / "jobs.json").read_text()
    col = jobs.index('["recv_forward1", 2]') + 1
    assert r.stderr.startswith(f"{rank0 / 'jobs.json'}:1:{col}: error: these are Paddle 3.3.1's VPP job lists"), (
        r.stderr
    )
    assert SAYS in r.stderr and "(k 3, 2 stages)" in r.stderr
    assert "so this plan is not run (plan it with an even k, or more than two stages)" in r.stderr


def test_run_of_paddles_mispaired_job_directories_is_refused_naming_the_jobs() -> None:
    _check_refused(_run([CASE / "rank0", CASE / "rank1"]), CASE / "rank0")


def test_check_loss_of_the_mispaired_directories_is_refused_too() -> None:
    after = [x for s in range(2) for x in ("--startup-after", CASE / f"rank{s}" / "startup_after.pir")]
    before = [CASE / "rank0" / "gm_before.pir", "-s", CASE / "rank0" / "startup_before.pir"]
    npz = CASE / "ref.npz"
    r = _cli("check-loss", *before, CASE / "rank0", CASE / "rank1", *after, "--params", npz, "--feed", npz)
    assert r.exit_code == 2 and SAYS in r.stderr and "Traceback" not in r.stderr, r.output


def test_pirtools_own_plan_of_the_case_mispairs_the_same_way(tmp_path: Path) -> None:
    """pirtool's VPP plan of the ranks is Paddle's job list: `plan` writes it and warns that run
    refuses it, and run does."""
    cfg = json.loads((CASE / "ref.json").read_text())["config"]
    dirs = []
    for s in range(2):
        out = tmp_path / f"p{s}"
        r = _cli(
            "plan", CASE / f"rank{s}" / "gm_after.pir", "--schedule", "VPP", "--pp-degree", cfg["pp"],
            "--pp-stage", s, "--vpp-degree", cfg["vpp"], "-o", out,
        )  # fmt: skip
        assert r.exit_code == 0 and "pair their send_v2/recv_v2 messages wrongly" in r.stderr, r.output
        assert "a run refuses such a plan" in r.stderr
        assert json.loads((out / "jobs.json").read_text()) == json.loads((CASE / f"rank{s}" / "jobs.json").read_text())
        dirs.append(out)
    _check_refused(_run(dirs), dirs[0])


def _jobs(case: Path) -> list[list[tuple[str, int]]] | None:
    ranks = sorted(case.glob("rank*"))
    if not all((r / "jobs.json").exists() for r in ranks):
        return None
    return [[(t, m) for t, m in json.loads((r / "jobs.json").read_text())] for r in ranks]


@pytest.mark.parametrize("case", sorted(d.name for d in PP.glob("pp*") if _jobs(d) is not None))
def test_only_the_mispaired_case_is_warned_of(case: str) -> None:
    lists = _jobs(PP / case)
    assert lists is not None
    cfg = json.loads((PP / case / "ref.json").read_text())["config"]
    pp = cfg["pp"]
    stage_of = [r // (len(lists) // pp) for r in range(len(lists))]
    v = bool(cfg.get("vshape"))
    losses = [s == (0 if v else pp - 1) for s in stage_of]
    err = pairing_error([(j, lo, f"rank{i}") for i, (j, lo) in enumerate(zip(lists, losses, strict=True))], cfg["k"])
    assert (err is not None) == (case == CASE.name), (case, err)
    if err is not None:
        assert SAYS in str(err)
    if cfg["schedule"] == "VPP" and not cfg.get("split_backward"):
        assert all(is_vpp_job_list(j) for j in lists)


def test_a_v_shaped_pipeline_is_not_judged_by_the_interleaved_pairing() -> None:
    """The pairing models interleaved chunks: with the loss on stage 0 (V-shaped) it says nothing,
    even for job lists it would call mis-paired."""
    lists = _jobs(CASE)
    assert lists is not None
    assert pairing_error([(lists[0], False, "a"), (lists[1], True, "b")], 3) is not None
    assert pairing_error([(lists[0], True, "a"), (lists[1], False, "b")], 3) is None
