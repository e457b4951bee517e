"""`run` of VPP plan directories whose job lists mis-pair their p2p messages warns (issue 21).

samples/pp/pp2_vpp2_mlp_momentum_k3_clip: two stages, k = 3. Paddle 3.3.1's VPP job lists have
stage 1 send micro-batch 1's gradient before micro-batch 2's activation on the ring stage 0
receives both from, and stage 0 asks for the activation first: the third micro-batch trains on
the wrong message. pirtool's own `plan` of the ranks makes the same job lists (they are Paddle's),
so running it does not give Paddle's gradient-merge numbers either. Both runs warn, naming the
message and its jobs; every other VPP sample runs without the warning.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from pirtool.cli import main
from pirtool.paddle.pairing import is_vpp_job_list
from pirtool.runner.inputs import pairing_warning

PP = Path(__file__).resolve().parents[1] / "samples" / "pp"
CASE = PP / "pp2_vpp2_mlp_momentum_k3_clip"
MERGED = json.loads((CASE / "ref.json").read_text())["merged"]["losses_per_call"]
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


def _micro(out: str) -> list[float]:
    row = json.loads(next(x for x in out.splitlines() if x.startswith("{")))
    return row["micro"][-1] if isinstance(row["micro"][0], list) else row["micro"]


def _check_lost_third_micro_batch(r) -> None:
    assert r.exit_code == 0, r.output
    assert ": warning: these are Paddle 3.3.1's VPP job lists (pirtool plan makes the same), but" in r.stderr
    assert SAYS in r.stderr and "(k 3, 2 stages)" in r.stderr
    got = _micro(r.stdout)
    np.testing.assert_allclose(got[:2], MERGED[0][:2], rtol=1e-6)  # the model's, up to the mis-paired message
    assert abs(got[2] - MERGED[0][2]) > 1e-3 * abs(MERGED[0][2])  # then not


def test_run_of_paddles_mispaired_job_directories_warns_naming_the_jobs() -> None:
    _check_lost_third_micro_batch(_run([CASE / "rank0", CASE / "rank1"]))


def test_pirtools_own_plan_of_the_case_mispairs_the_same_way(tmp_path: Path) -> None:
    """pirtool's VPP plan of the ranks is Paddle's job list: `plan` warns, and its run does not
    give Paddle's gradient-merge numbers (the third micro-batch's loss is not the model's)."""
    cfg = json.loads((CASE / "ref.json").read_text())["config"]
    dirs = []
    for s in range(2):
        out = tmp_path / f"p{s}"
        r = _cli(
            "plan", CASE / f"rank{s}" / "gm_after.pir", "--schedule", "VPP", "--pp-degree", cfg["pp"],
            "--pp-stage", s, "--vpp-degree", cfg["vpp"], "-o", out,
        )  # fmt: skip
        assert r.exit_code == 0 and "pair their send_v2/recv_v2 messages wrongly" in r.stderr, r.output
        assert json.loads((out / "jobs.json").read_text()) == json.loads((CASE / f"rank{s}" / "jobs.json").read_text())
        dirs.append(out)
    _check_lost_third_micro_batch(_run(dirs))


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
    note = pairing_warning([(j, lo, f"rank{i}") for i, (j, lo) in enumerate(zip(lists, losses, strict=True))], cfg["k"])
    assert (note is not None) == (case == CASE.name), (case, note)
    if note is not None:
        assert note.kind == "warning" and SAYS in str(note.text)
    if cfg["schedule"] == "VPP" and not cfg.get("split_backward"):
        assert all(is_vpp_job_list(j) for j in lists)


def test_a_v_shaped_pipeline_is_not_judged_by_the_interleaved_pairing() -> None:
    """The pairing models interleaved chunks: with the loss on stage 0 (V-shaped) it says nothing,
    even for job lists it would call mis-paired."""
    lists = _jobs(CASE)
    assert lists is not None
    assert pairing_warning([(lists[0], False, "a"), (lists[1], True, "b")], 3) is not None
    assert pairing_warning([(lists[0], True, "a"), (lists[1], False, "b")], 3) is None
