"""VPP ranks (samples/pp, printed by Paddle 3.3.1): from the program before gradient merge to
Paddle's job plan, through `pirtool merge … | pirtool plan - --schedule VPP …` as a user types it.

Between the merge and the split Paddle completes the model-chunk ids (`check_chunk_id`: optimizer
state, learning rate and parameters to chunk 0, the loss-gradient seed to its user's chunk);
where its split backward fails (a `matmul_grad` on 2-D activations, the transformer's
attention), pirtool stops with a located error instead of writing a plan Paddle never makes.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import SAMPLES, read

from pirtool import parse, parse_file, print_program
from pirtool.cli import main
from pirtool.errors import PirError
from pirtool.paddle.vpp import matmul_shape, split_matmul_grad_failure
from pirtool.plan import make_plan, read_merged
from pirtool.plan.chunks import complete_chunk_ids

PP = SAMPLES / "pp"
RANKS = sorted(
    r
    for c in PP.glob("*_vpp*")
    if json.loads((c / "ref.json").read_text())["config"]["schedule"] == "VPP"
    for r in c.glob("rank*")
    if (r / "gm_before.pir").exists()
)
PLANNED = [r for r in RANKS if (r / "jobs.json").exists()]
REFUSED = [r for r in RANKS if not (r / "jobs.json").exists()]
#: Optimizers whose averaging Paddle 3.3.1 gets wrong (docs/commands/merge.md): its plan is that of the
#: merge with --paddle-compat.
PADDLE_AVG_BUG = {"momentum", "lamb"}


def _id(rank: Path) -> str:
    return f"{rank.parent.name}/{rank.name}"


def _config(rank: Path) -> tuple[dict, int]:
    ref = json.loads((rank.parent / "ref.json").read_text())
    return ref["config"], ref["ranks"][rank.name.removeprefix("rank")]["pp_stage"]


def _plan_args(rank: Path) -> list[str]:
    cfg, stage = _config(rank)
    args = ["--schedule", "VPP", "-k", str(cfg["k"]), "--pp-degree", str(cfg["pp"])]
    args += ["--pp-stage", str(stage), "--vpp-degree", str(cfg["vpp"])]
    return args + (["--split-backward"] if cfg["split_backward"] else [])


def _merge(rank: Path) -> str:
    cfg, _ = _config(rank)
    compat = ["--paddle-compat"] if cfg["opt"] in PADDLE_AVG_BUG else []
    r = CliRunner().invoke(main, ["-q", "merge", str(rank / "gm_before.pir"), "-k", str(cfg["k"]), *compat])
    assert r.exit_code == 0, r.stderr
    assert r.stdout == read(rank / "gm_after.pir")  # the merge itself is Paddle's
    return r.stdout


def test_there_are_vpp_cases() -> None:
    cfgs = [_config(r)[0] for r in RANKS]
    assert len(PLANNED) >= 20 and len(REFUSED) >= 4
    assert {c["pp"] for c in cfgs} >= {2, 4} and {c["vpp"] for c in cfgs} >= {2, 3}
    assert {c["opt"] for c in cfgs} >= {"sgd", "momentum", "adam", "adamw"}
    assert any(c["k"] % c["pp"] for c in cfgs) and any(c["split_backward"] and c["k"] == c["pp"] for c in cfgs)


@pytest.mark.parametrize("rank", PLANNED, ids=_id)
def test_merge_then_plan_is_paddles(rank: Path, tmp_path: Path) -> None:
    """The program before gradient merge, merged and planned through a pipe: Paddle's job list
    and every job program, byte for byte (chunk ids completed as Paddle's check_chunk_id does)."""
    out = tmp_path / "plan"
    r = CliRunner().invoke(main, ["plan", "-", *_plan_args(rank), "-o", str(out)], input=_merge(rank))
    assert r.exit_code == 0, r.stderr
    assert json.loads((out / "jobs.json").read_text()) == json.loads((rank / "jobs.json").read_text())
    paddles = sorted(p.name.removeprefix("job_") for p in rank.glob("job_*.pir"))
    assert sorted(p.name for p in out.glob("*.pir")) == paddles
    for name in paddles:
        assert read(out / name) == read(rank / f"job_{name}"), name


@pytest.mark.parametrize("rank", RANKS, ids=_id)
def test_chunk_ids_are_completed_as_paddle_does(rank: Path) -> None:
    """Paddle's merged program → the dense program its VPP scheduler receives, both ways plan
    reads one: converted while it is read (the CLI), and by the passes (a parsed program)."""
    text = read(rank / "gm_after.pir")
    want = read(rank / "dense_pre_plan.pir")
    assert print_program(read_merged(text, lambda rw: parse(text, rewrite=rw), complete_chunks=True)) == want
    prog = parse(text)
    cfg, stage = _config(rank)
    try:
        make_plan(prog, "VPP", cfg["k"], None, cfg["pp"], stage, cfg["vpp"], cfg["split_backward"])
    except PirError:
        assert rank in REFUSED  # the split itself refuses; the dense program was made first
    if rank in PLANNED:
        assert read(rank / "dist.pir") != text  # Paddle's check_chunk_id changed the program


@pytest.mark.parametrize("rank", PLANNED, ids=_id)
def test_plan_of_paddles_dist_program_is_paddles(rank: Path) -> None:
    """From `dist.pir` (chunk ids already completed by Paddle): completing them again changes nothing."""
    cfg, stage = _config(rank)
    plan = make_plan(
        parse_file(rank / "dist.pir"), "VPP", cfg["k"], None, cfg["pp"], stage, cfg["vpp"], cfg["split_backward"]
    )
    assert [list(j) for j in plan.jobs] == json.loads((rank / "jobs.json").read_text())
    for job, prog in plan.programs.items():
        assert print_program(prog) == read(rank / f"job_{job}.pir"), job


@pytest.mark.parametrize("rank", REFUSED, ids=_id)
def test_split_backward_paddle_fails_on_is_a_located_error(rank: Path, tmp_path: Path) -> None:
    """Paddle's split backward raises on these ranks (2-D activations; the attention's
    transposed matmul_grad): pirtool says so at the matmul_grad's line, exit 2, writes nothing;
    the same rank without split backward plans."""
    status = json.loads((rank.parent / "ref.json").read_text())["ranks"][rank.name.removeprefix("rank")]["status"]
    assert status.startswith("failed: ValueError")
    src = rank / "gm_after.pir"
    out = tmp_path / "plan"
    r = CliRunner().invoke(main, ["plan", str(src), *_plan_args(rank), "-o", str(out)])
    assert r.exit_code == 2 and not out.exists()
    head = r.stderr.splitlines()[0]
    assert "error: pd_op.matmul_grad: Paddle 3.3.1's split backward fails on it" in head, head
    line = int(head.split(":")[1])
    assert '"pd_op.matmul_grad"' in read(src).splitlines()[line - 1]
    args = [a for a in _plan_args(rank) if a != "--split-backward"]
    assert CliRunner().invoke(main, ["plan", str(src), *args, "-o", str(out)]).exit_code == 0


@pytest.mark.parametrize("rank", REFUSED, ids=_id)
def test_merge_then_plan_refuses_where_paddle_fails(rank: Path, tmp_path: Path) -> None:
    """The refused ranks through the same pipe as the planned ones: the merge is Paddle's, the
    plan a located error at the merged text's matmul_grad line (`<stdin>`), exit 2, no plan."""
    merged = _merge(rank)
    out = tmp_path / "plan"
    r = CliRunner().invoke(main, ["plan", "-", *_plan_args(rank), "-o", str(out)], input=merged)
    assert r.exit_code == 2 and not out.exists()
    head = r.stderr.splitlines()[0]
    assert head.startswith("<stdin>:") and "Paddle 3.3.1's split backward fails on it" in head, head
    assert '"pd_op.matmul_grad"' in merged.splitlines()[int(head.split(":")[1]) - 1]


def test_split_backward_failures_are_paddles_reasons() -> None:
    # rank-3 activations of a linear layer: the fold is MatmulGradKernel's, Paddle splits it
    assert split_matmul_grad_failure((4, 6, 16), (16, 8), (4, 6, 8), (16, 8)) is None
    # 2-D activations: the folded operands are vectors, their product 0-D
    why = split_matmul_grad_failure((4, 16), (16, 16), (4, 16), (16, 16))
    assert why is not None and "shape is [] (size 1)" in why and "capacity 256" in why
    # the attention's q @ k^T (transpose_y): the input gradient's out_grad @ y^T does not fit
    why = split_matmul_grad_failure((4, 2, 6, 8), (4, 2, 6, 8), (4, 2, 6, 6), (4, 2, 6, 8), False, True)
    assert why is not None and "[3] dimension" in why
    # square q @ k^T fits every shape check: Paddle splits it, into wrong gradients
    why = split_matmul_grad_failure((4, 2, 8, 8), (4, 2, 8, 8), (4, 2, 8, 8), (4, 2, 8, 8), False, True)
    assert why is not None and "would be wrong" in why
    assert "rank of x" in (split_matmul_grad_failure((4, 6, 16), (16, 8), (24, 8), (16, 8)) or "")
    assert "first two dimensions" in (split_matmul_grad_failure((4, 6, 16), (16, 8), (6, 4, 8), (16, 8)) or "")


@pytest.mark.parametrize(
    ("x", "y", "tx", "ty", "out"),
    [
        ((64,), (64,), True, False, ()),
        ((8, 6, 8), (8, 6, 6), True, False, (8, 8, 6)),
        ((2, 3, 4), (3, 4, 5), False, False, (3, 3, 5)),  # batch dims: the larger, unchecked
        ((2, 1, 3, 4), (5, 4, 6), False, False, (2, 1, 3, 6)),
        ((64,), (64, 5), True, False, (5,)),
        ((1, 4), (1, 4), True, False, (4, 4)),
    ],
)
def test_matmul_shape(x: tuple, y: tuple, tx: bool, ty: bool, out: tuple) -> None:
    assert matmul_shape(x, y, tx, ty) == out


def _dense(*ops: str) -> str:
    body = "".join(f"    {op}\n" for op in ops)
    return "{\n" + body + "}\n"


def test_completion_that_paddle_cannot_make_is_a_located_error() -> None:
    attrs = "op_role:0,stop_gradient:[true]"
    text = _dense(
        f'(%0) = "pd_op.data" () {{chunk_id:-1,dtype:float32,name:"x",{attrs},place:Place(cpu),shape:[2]}} : () -> tensor<2xf32>',
        f'(%1) = "pd_op.relu" (%0) {{chunk_id:0,{attrs}}} : (tensor<2xf32>) -> tensor<2xf32>',
        f'(%2) = "pd_op.tanh" (%1) {{chunk_id:-1,{attrs}}} : (tensor<2xf32>) -> tensor<2xf32>',
        f'(%3) = "pd_op.relu" (%2) {{chunk_id:1,{attrs}}} : (tensor<2xf32>) -> tensor<2xf32>',
    )
    prog = parse(text)
    with pytest.raises(PirError, match="pd_op.tanh has no chunk_id and Paddle cannot give it one") as e:
        complete_chunk_ids(prog, "r.pir")
    assert (e.value.filename, e.value.line) == ("r.pir", 4)
    assert prog.body.ops[0].attr("chunk_id") == 0  # the data op before it was completed, as Paddle's walk does


def test_completion_reads_the_chunks_given_so_far() -> None:
    """Each op's neighbours as completed up to it; a full takes the chunk of its (last) chunked user."""
    attrs = "op_role:1,stop_gradient:[true]"
    text = _dense(
        f'(%0) = "pd_op.full" () {{chunk_id:-1,dtype:float32,{attrs},place:Place(cpu),shape:[2],value:1}} : () -> tensor<2xf32>',
        f'(%1) = "pd_op.relu" (%0) {{chunk_id:-1,{attrs}}} : (tensor<2xf32>) -> tensor<2xf32>',
        f'(%2) = "pd_op.tanh" (%1) {{chunk_id:1,{attrs}}} : (tensor<2xf32>) -> tensor<2xf32>',
        f'(%3) = "pd_op.relu" (%0) {{chunk_id:1,{attrs}}} : (tensor<2xf32>) -> tensor<2xf32>',
    )
    prog = parse(text)
    assert complete_chunk_ids(prog) == 2
    assert [op.attr("chunk_id") for op in prog.body.ops] == [1, 1, 1, 1]


def test_only_the_mispaired_schedule_warns(tmp_path: Path) -> None:
    """Paddle's VPP job lists pair their p2p messages wrongly with 2 stages and an odd k (the
    runs of tests/test_pp_runs.py show the lost micro-batch); every other sample plans silently."""
    for rank in PLANNED:
        cfg, stage = _config(rank)
        plan = make_plan(
            parse_file(rank / "dist.pir"), "VPP", cfg["k"], None, cfg["pp"], stage, cfg["vpp"], cfg["split_backward"]
        )
        assert bool(plan.warnings) == (cfg["pp"] == 2 and cfg["k"] % 2 == 1), rank
    rank = PP / "pp2_vpp2_mlp_momentum_k3_clip" / "rank1"
    r = CliRunner().invoke(main, ["plan", str(rank / "dist.pir"), *_plan_args(rank), "-o", str(tmp_path / "p")])
    assert (
        r.exit_code == 0
        and ": warning: these are Paddle 3.3.1's VPP job lists (pirtool plan makes the same), but" in r.stderr
    )


@pytest.mark.parametrize(("pp", "chunks"), [(2, 2), (2, 3), (3, 2), (4, 2), (4, 3)])
def test_which_vpp_schedules_pair_their_messages(pp: int, chunks: int) -> None:
    from pirtool.paddle.pairing import mispaired
    from pirtool.paddle.schedules import vpp_jobs

    for k in range(pp, 3 * pp + 1):
        for split in (False, True) if k == pp else (False,):
            why = mispaired([vpp_jobs(k, pp, s, chunks, split) for s in range(pp)], chunks)
            assert (why is not None) == (pp == 2 and k % 2 == 1), (k, split, why)
