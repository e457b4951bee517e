"""`plan` of several ranks checks that they are in rank order by their p2p rings
(`plan.rings`): on every pipeline case of samples/pp each forward/backward ring joins the same
data-parallel rank of neighbouring stages (and stage 0 with the last stage for interleaved
VPP), and ranks given out of order are a located error. Without it, dense programs of a
pipeline of 4 given as ranks 0 2 1 3 each passed their stage check and were planned (exit 0);
their run deadlocked."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from pirtool import parse_file
from pirtool.cli import main
from pirtool.errors import PirError
from pirtool.plan.rings import check_rings, ring_uses

PP = Path(__file__).resolve().parents[1] / "samples" / "pp"


def _cfg(case: str) -> dict:
    return json.loads((PP / case / "ref.json").read_text())["config"]


def _ranks(case: str) -> list[Path]:
    return sorted((PP / case).glob("rank*"), key=lambda p: int(p.name.removeprefix("rank")))


PIPELINES = sorted(d.name for d in PP.iterdir() if d.is_dir() and _cfg(d.name)["pp"] > 1)


@pytest.mark.parametrize("case", PIPELINES)
def test_every_pipeline_cases_rings_join_neighbouring_stages(case: str) -> None:
    cfg = _cfg(case)
    for f in ("gm_after.pir", "dense.pir"):
        files = [r / f for r in _ranks(case)]
        if not all(p.exists() for p in files):
            continue
        uses = [ring_uses(parse_file(p)) for p in files]
        assert all(uses), f  # every stage of a pipeline sends or receives
        check_rings(uses, cfg["pp"], cfg["vpp"], [str(p) for p in files])
        n = len(files) // cfg["pp"]
        if cfg["pp"] > 2 or n > 1:  # the last two ranks swapped: neighbours of other ranks
            swapped = [*uses[:-2], uses[-1], uses[-2]]
            with pytest.raises(PirError, match="not in rank order"):
                check_rings(swapped, cfg["pp"], cfg["vpp"], [str(p) for p in files])


def test_vpps_wrap_around_ring_is_allowed_only_with_model_chunks() -> None:
    """Interleaved VPP's last stage feeds stage 0's next chunk: a ring between ranks 0 and 3 of
    4, which a one-chunk pipeline does not have."""
    uses = [ring_uses(parse_file(r / "dense.pir")) for r in _ranks("pp4_vpp2_mlp_adamw_k8")]
    check_rings(uses, 4, 2, [None] * 4)
    with pytest.raises(PirError, match=r"given as rank 3 \(stage 3\), .* given as rank 0 \(stage 0\)"):
        check_rings(uses, 4, 1, [None] * 4)


def test_the_optimizers_p2p_of_gradient_clipping_is_not_a_pipeline_ring() -> None:
    """With clipping across stages the optimizer sends each stage's squared norm to stage 0
    (op_role 2, rank 3 to rank 0 of 4): not counted."""
    prog = parse_file(_ranks("pp4_1f1b_mlp_adamw_k8")[3] / "dense.pir")
    optimizer_rings = {
        op.attr("ring_id") for op in prog.walk() if op.name == "pd_op.send_v2" and op.attr("op_role") == 2
    }
    assert optimizer_rings and not optimizer_rings & {u.ring for u in ring_uses(prog)}


@pytest.mark.parametrize(
    ("case", "order", "blamed"),
    [("pp4_1f1b_mlp_adamw_k8", [0, 2, 1, 3], 2), ("pp2dp2_1f1b_mlp_adamw_k2", [0, 1, 3, 2], 3)],
)
def test_plan_of_dense_ranks_out_of_order_is_a_located_error(case: str, order: list[int], blamed: int) -> None:
    """Dense programs state no process ids (op_dist_attr), so each passes its stage's check;
    the rings tell. The error points at the first op on the ring in the program given as a
    rank it is not."""
    files = [_ranks(case)[i] / "dense.pir" for i in order]
    sched = _cfg(case)["schedule"].lower()
    args = ["plan", *map(str, files), "--schedule", sched, "--pp-degree", str(_cfg(case)["pp"]), "--json"]
    ok = CliRunner().invoke(main, ["plan", *[str(r / "dense.pir") for r in _ranks(case)], *args[len(files) + 1 :]])
    assert ok.exit_code == 0, ok.output
    r = CliRunner().invoke(main, args)
    assert r.exit_code == 2 and "Traceback" not in r.stderr, r.output
    bad = files[blamed]
    line = next(
        i for i, t in enumerate(bad.read_text().splitlines(), 1) if '"pd_op.recv_v2"' in t or '"pd_op.send_v2"' in t
    )
    assert r.stderr.startswith(f"{bad}:{line}:5: error: given as rank {blamed} (stage "), r.stderr
    assert "the rank programs are not in rank order" in r.stderr
