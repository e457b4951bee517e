"""dist-to-dense and remove-unuseful-comm against the dense programs Paddle 3.3.1 printed."""

from __future__ import annotations

import collections
from pathlib import Path

import pytest
from conftest import read

from pirtool import parse, parse_file, print_program
from pirtool.passes import PassContext, PassManager

REAL = Path(__file__).resolve().parents[1] / "samples" / "real"
GM = Path(__file__).resolve().parents[1] / "samples" / "gm"
PAIRS = [
    (p, p.with_name(p.name.replace("04_final_dist_main", "05_final_dense_main")))
    for p in sorted(REAL.glob("gen_dist_*_04_final_dist_main.pir"))
]
PAIRS.append(
    (
        REAL / "dist_mesh2_tp_gm_05_after_auto_parallel_gradient_merge_pass.pir",
        REAL / "dist_mesh2_tp_gm_07_after_dist2dense.pir",
    )
)


def _dense(prog, pipeline: str = "dist-to-dense,remove-unuseful-comm") -> PassContext:
    ctx = PassContext(prog)
    PassManager.parse(pipeline).run(ctx)
    return ctx


@pytest.mark.parametrize(("dist", "dense"), PAIRS, ids=lambda p: p.name[:40])
def test_dense_program_is_paddles(dist: Path, dense: Path) -> None:
    """Local types, chunk_id for op_dist_attr, kwargs in the rebuilt map's order: Paddle's bytes."""
    prog = parse_file(dist)
    _dense(prog)
    assert print_program(prog) == read(dense)


def test_pass_order_does_not_matter() -> None:
    dist, dense = PAIRS[-1]
    prog = parse_file(dist)
    _dense(prog, "remove-unuseful-comm,dist-to-dense")
    assert print_program(prog) == read(dense)


@pytest.mark.parametrize("case", sorted(p.name[: -len(".plan_forward.pir")] for p in GM.glob("*.plan_forward.pir")))
def test_dense_program_holds_the_ops_of_paddles_plan(case: str) -> None:
    """The job programs Paddle split from its dense program hold exactly the dense program's ops
    (plus the shadow_outputs that hand values between jobs): identity casts gone, nothing else."""
    prog = parse_file(GM / f"{case}.after.pir")
    _dense(prog)
    assert not any(t.kind == "dist_tensor" for op in prog.walk() for t in (r.type for r in op.results))
    ours = collections.Counter(op.name for op in prog.walk() if op.name != "builtin.shadow_output")
    plan = collections.Counter()
    for job in ("forward", "backward", "optimize"):
        plan.update(
            op.name for op in parse_file(GM / f"{case}.plan_{job}.pir").walk() if op.name != "builtin.shadow_output"
        )
    assert ours == plan


_T = "tensor<4xf32>"


def _ops(*lines: str) -> str:
    return "{\n" + "".join(f"    {ln}\n" for ln in lines) + "}\n"


def test_remove_unuseful_comm_rules() -> None:
    text = _ops(
        f'(%0) = "pd_op.data" () {{name:"x",shape:[4]}} : () -> {_T}',
        f'(%1) = "pd_op.all_gather" (%0) {{nranks:1,ring_id:3}} : ({_T}) -> {_T}',
        f'(%2) = "pd_op.all_gather" (%1) {{nranks:2,ring_id:4}} : ({_T}) -> {_T}',
        f'(%3) = "pd_op.cast" (%2) {{dtype:float32}} : ({_T}) -> {_T}',
        f'(%4) = "pd_op.share_data_" (%3) {{}} : ({_T}) -> {_T}',
        f'(%5) = "pd_op.all_reduce" (%4) {{reduce_type:0,ring_id:9}} : ({_T}) -> {_T}',
        f'() = "builtin.shadow_output" (%5) {{output_name:"y"}} : ({_T}) -> ',
    )
    prog = parse(text)
    ctx = _dense(prog, "remove-unuseful-comm")
    names = [op.name for op in prog.body]
    # one-rank all_gather, identity cast and single-use share_data_ go; the 2-rank all_gather and
    # the all_reduce of unknown group size stay (with a warning)
    assert names == ["pd_op.data", "pd_op.all_gather", "pd_op.all_reduce", "builtin.shadow_output"]
    assert prog.body.ops[1].operands[0] is prog.body.ops[0].results[0]
    assert any("ring(s) 9" in w for w in ctx.warnings)


def test_one_rank_all_reduce_found_from_its_dist_attr() -> None:
    dist = "pd_dist.tensor<4xf32, mesh_shape:[1],process_ids:[0],dims_mappings:[-1], partial(0,SUM), placements:[Partial(reduce_type=SUM)]>"
    rep = "pd_dist.tensor<4xf32, mesh_shape:[1],process_ids:[0],dims_mappings:[-1], placements:[Replicate()]>"
    attr = (
        "op_dist_attr:{mesh:{shape:[1],process_ids:[0]},operand(0):{mesh_shape:[1],process_ids:[0],dims_mappings:[-1], "
        "partial(0,SUM), placements:[Partial(reduce_type=SUM)]},result(0):{mesh_shape:[1],process_ids:[0],dims_mappings:[-1], "
        "placements:[Replicate()]},chunk_id:0}"
    )
    text = _ops(
        f'(%0) = "pd_op.data" () {{name:"x",shape:[4]}} : () -> {dist}',
        f'(%1) = "pd_op.all_reduce" (%0) {{{attr},reduce_type:0,ring_id:7}} : ({dist}) -> {rep}',
        f'() = "builtin.shadow_output" (%1) {{output_name:"y"}} : ({rep}) -> ',
    )
    for pipeline in ("dist-to-dense,remove-unuseful-comm", "remove-unuseful-comm,dist-to-dense"):
        prog = parse(text)
        ctx = _dense(prog, pipeline)
        assert [op.name for op in prog.body] == ["pd_op.data", "builtin.shadow_output"], pipeline
        assert not ctx.warnings
        assert "tensor<4xf32>" in print_program(prog) and "pd_dist" not in print_program(prog)


def test_local_shapes_and_chunk_ids() -> None:
    spec = "mesh_shape:[2],process_ids:[0,1],dims_mappings:[0,-1], placements:[Shard(dim=0)]"
    t = f"pd_dist.tensor<8x4xf32, {spec}>"
    attr = f"op_dist_attr:{{mesh:{{shape:[2],process_ids:[0,1]}},result(0):{{{spec}}},chunk_id:1}}"
    prog = parse(
        _ops(
            f'(%0) = "pd_op.data" () {{name:"x",{attr},shape:[8,4]}} : () -> {t}',
            f'() = "builtin.shadow_output" (%0) {{output_name:"y"}} : ({t}) -> ',
        )
    )
    _dense(prog, "dist-to-dense")
    out = print_program(prog)
    assert '{chunk_id:1,name:"x",shape:[4,4]} : () -> tensor<4x4xf32>' in out
    assert '{chunk_id:-1,output_name:"y"} : (tensor<4x4xf32>) -> ' in out


@pytest.mark.parametrize(
    "path",
    [
        REAL / "dist_mesh2_tp_gm_05_after_auto_parallel_gradient_merge_pass.pir",
        GM / "conv_bn_adamw_k2_avg.after.pir",
        GM / "transformer_adam_k4_noavg.after.pir",
    ],
    ids=lambda p: p.name[:30],
)
def test_swapping_op_dist_attr_for_chunk_id_in_the_text_equals_decoding(path: Path) -> None:
    """The text edit dist-to-dense uses gives the dict that removing and setting keys gives (for
    ops with an op_dist_attr, and for ops without one, which only gain the chunk_id)."""
    from pirtool.attrs import Attr

    n = added = 0
    for op in parse_file(path).walk():
        has = "op_dist_attr" in op.attrs
        fast = op.attrs.swapped("op_dist_attr", "chunk_id", lambda removed: "7" if removed else "-1")
        slow = op.attrs.copy()
        if has:
            del slow["op_dist_attr"]
        slow["chunk_id"] = Attr.int32(7 if has else -1)
        if has:
            assert fast is not None
        if fast is not None:
            assert fast.text() == slow.text()
            n += has
            added += not has
    assert n > 20 and added > 5


def test_adding_chunk_id_in_the_text_keeps_what_setting_it_keeps() -> None:
    """Where setting the key would not insert it at its sorted place (keys read unsorted, or twice),
    or the text is ambiguous, the text edit declines and dist-to-dense decodes."""
    from pirtool.attrs import AttrDict

    assert AttrDict("{}").swapped("op_dist_attr", "chunk_id", "-1").text() == "{chunk_id:-1}"  # type: ignore[union-attr]
    assert AttrDict("{a:1,z:2}").swapped("op_dist_attr", "chunk_id", "-1").text() == "{a:1,chunk_id:-1,z:2}"  # type: ignore[union-attr]
    assert AttrDict("{z:2,a:1}").swapped("op_dist_attr", "chunk_id", "-1") is None
    assert AttrDict("{a:1,a:2}").swapped("op_dist_attr", "chunk_id", "-1") is None
    assert AttrDict('{a:"op_dist_attr:1"}').swapped("op_dist_attr", "chunk_id", "-1") is None
    assert AttrDict("{chunk_id:3}").swapped("op_dist_attr", "chunk_id", "-1") is None
