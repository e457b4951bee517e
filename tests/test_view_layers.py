"""The layer `pirtool view` shows each op under (pirtool.tools.view.layers), on real Paddle dumps:
the backward mirrors the forward's layers, optimizer ops sit in their parameter's layer, ops
no rule names follow their neighbours; and the changed-op descriptions a diff view carries are
`pirtool diff`'s own words, with the lines of the file a program was picked out of."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest
from conftest import run
from hypothesis import given
from hypothesis import strategies as st

from pirtool.ir import Operation, Program
from pirtool.paddle.grads import forward_names, is_grad_op
from pirtool.paddle.names import GRAD_MERGE_SUFFIX, source_name
from pirtool.paddle.optimizers import OPTIMIZERS
from pirtool.paddle.roles import BACKWARD, FORWARD, OPTIMIZE, op_stages
from pirtool.text.parser import parse_file
from pirtool.tools.diff import diff_programs
from pirtool.tools.view import build_diff_model
from pirtool.tools.view.layers import FAMILY, PARAM, SHARED, STRUCT, Layer, _enclosing, top_level_layers

ROOT = Path(__file__).resolve().parents[1]
REAL, GM = ROOT / "samples" / "real", ROOT / "samples" / "gm"
LARGE = REAL / "LARGE_dist_deep24_mesh2_tp_gm_04_before_auto_parallel_gradient_merge_pass.pir"
TRANSFORMER = REAL / "gen_transformer_ln_gelu_adamw_clip_main.pir"  # loss ops outside any layer
GM_AFTER = GM / "transformer_momentum_k3_avg.after.pir"  # gradient merge's accumulators and scales
GM_PAIR = (
    REAL / "dist_mesh2_tp_gm_03_after_reshard.pir",
    REAL / "dist_mesh2_tp_gm_05_after_auto_parallel_gradient_merge_pass.pir",
)
MIRRORED = [
    LARGE,
    TRANSFORMER,
    GM_AFTER,
    GM_PAIR[1],
    GM / "cond_adam_k3_noavg.after.pir",
    REAL / "gen_dynseq_attention_sgd_main.pir",
    REAL / "mlp_adam_main.pir",  # no op_role: stages inferred, no struct_name: parameter groups
    ROOT / "samples" / "pp" / "zero3_transformer_adamw_k2" / "rank0" / "dist.pir",
]


def _layers(path: Path) -> tuple[Program, dict[Operation, int], dict[Operation, Layer]]:
    prog = parse_file(path)
    stages = op_stages(prog.body)
    return prog, stages, top_level_layers(prog.body, stages)


def test_paddle_grad_names() -> None:
    assert forward_names("pd_op.matmul_grad") == ("pd_op.matmul", "pd_op.matmul_")
    assert forward_names("pd_op.relu_grad_") == ("pd_op.relu", "pd_op.relu_")
    assert forward_names("pd_op.tanh_double_grad") == ("pd_op.tanh_grad", "pd_op.tanh_grad_")
    assert forward_names("pd_op.tanh_triple_grad") == ("pd_op.tanh_double_grad", "pd_op.tanh_double_grad_")
    assert forward_names("pd_op.add_n") == forward_names("pd_op.full_like") == forward_names("_grad") == ()
    assert is_grad_op("pd_op.add_grad") and is_grad_op("pd_op.relu_grad_") and not is_grad_op("pd_op.add_n")


@pytest.mark.parametrize("path", MIRRORED, ids=lambda p: p.parent.name + "/" + p.name[:40])
def test_a_gradient_op_is_in_the_layer_of_its_forward_op(path: Path) -> None:
    """Checked where the forward op is plain to see: the one op of the forward name in the forward
    stage that shares a value with the gradient op (most gradient ops of these dumps)."""
    prog, stages, layers = _layers(path)
    grads = [op for op in prog.body if is_grad_op(op.name) and stages[op] != FORWARD]
    checked = 0
    for g in grads:
        vals = {id(v) for v in g.operands if v is not None}
        fwd = [
            f
            for f in prog.body
            if stages[f] == FORWARD
            and f.name in forward_names(g.name)
            and vals & {id(v) for v in (*f.operands, *f.results) if v is not None}
        ]
        if len(fwd) == 1:
            assert layers[g] == layers[fwd[0]], (g.line, g.name, fwd[0].line)
            checked += 1
    assert grads and checked >= 0.6 * len(grads)


def test_a_layered_program_has_no_op_name_groups_after_the_forward() -> None:
    """The issue's complaint: `pd_op.add_grad (192)` and `pd_op.add_ (1156)` groups. In the 24-block
    dist dump every backward and optimizer op is in a layer of the model; the global-norm clip's
    ops (which read every gradient) are in `Deep`, the layer that holds all the parameters."""
    prog, stages, layers = _layers(LARGE)
    after = [op for op in prog.body if stages[op] != FORWARD]
    assert {layers[op][0] for op in after} == {STRUCT}
    whole = Counter(op.name for op in after if layers[op][1] == ("Deep",))
    assert whole == Counter(
        {"builtin.combine": 2, "pd_op.stack": 2, "pd_op.full_int_array": 2, "pd_op.sum": 2}
        | {"pd_op.sqrt": 1, "pd_op.maximum": 1, "pd_op.divide": 1, "pd_op.full": 1}
    )
    # the tensor-parallel all_reduce of the forward: in the layer of the matmul it reduces
    for op in prog.body:
        if stages[op] == FORWARD and op.name == "pd_op.all_reduce":
            assert layers[op] == layers[op.operands[0].defining_op] and layers[op][0] == STRUCT


def _param_layers(prog: Program, stages: dict[Operation, int], layers: dict[Operation, Layer]) -> dict[str, Layer]:
    """Each parameter's layer: that of the first forward op with a struct_name that reads it
    (worked out here from the IR, not by the placer)."""
    out: dict[str, Layer] = {}
    for op in prog.body:
        if stages[op] == FORWARD and layers[op][0] == STRUCT:
            for v in op.operands:
                n = source_name(v.defining_op) if v is not None else None
                if n:
                    out.setdefault(n, layers[op])
    return out


@pytest.mark.parametrize("path", [LARGE, TRANSFORMER, GM_AFTER], ids=lambda p: p.name[:40])
def test_optimizer_ops_are_in_their_parameters_layer(path: Path) -> None:
    prog, stages, layers = _layers(path)
    params = _param_layers(prog, stages, layers)
    updates = [op for op in prog.body if op.name in OPTIMIZERS]
    assert updates
    for op in updates:
        p = source_name(op.operands[OPTIMIZERS[op.name].param].defining_op)
        assert p is not None
        # read by no struct-named op (a bare create_parameter): the parameter's own group
        assert layers[op] == params.get(p, (PARAM, (p.partition(".")[0],))), (op.line, p)
        # the constants it alone reads (beta1, beta2, epsilon, the clip factor's multiply) with it
        for v in op.operands:
            d = v.defining_op if v is not None else None
            if d is not None and stages.get(d) == OPTIMIZE and len(v.users) == 1 and d.name == "pd_op.full":
                assert layers[d] == layers[op]
    # gradient merge's ops on an accumulator (`<param>@GRAD@MERGE`): its parameter's layer
    kw = [op for op in prog.body if any(v is not None and v.kind == "kwarg" for v in op.operands)]
    assert (path == GM_AFTER) == bool(kw)
    for op in kw:
        name = next(v.keyword for v in op.operands if v is not None and v.kind == "kwarg")
        assert name.endswith(GRAD_MERGE_SUFFIX) and layers[op] == params[name[: -len(GRAD_MERGE_SUFFIX)]]
    if path == GM_AFTER:  # Paddle's momentum averaging: 216 scale_ ops per parameter, none loose
        after = [op for op in prog.body if stages[op] != FORWARD]
        assert {layers[op][0] for op in after} == {STRUCT}


def test_out_grad_leads_to_the_forward_op_when_no_value_is_shared() -> None:
    """`transpose_grad(out_grad)` reads none of its forward op's values: it sits with the
    forward transposes (all in MultiHeadAttention), found through out_grad's producer."""
    prog, stages, layers = _layers(TRANSFORMER)
    fwd = {layers[op] for op in prog.body if op.name == "pd_op.transpose" and stages[op] == FORWARD}
    back = [op for op in prog.body if op.name == "pd_op.transpose_grad"]
    assert len(fwd) == 1 and len(back) == 4 and all(layers[op] in fwd for op in back)
    # the loss ops outside any layer: op-name groups in the forward, mirrored in the backward
    for name in ("pd_op.softmax", "pd_op.log", "pd_op.cross_entropy_with_softmax", "pd_op.mean"):
        (f,) = [op for op in prog.body if op.name == name and op.attr("struct_name") is None]
        mine = {id(v) for v in (*f.operands, *f.results)}
        (g,) = [op for op in prog.body if op.name == name + "_grad" and mine & {id(v) for v in op.operands}]
        assert layers[f] == layers[g] == (FAMILY, (name,)) and stages[g] == BACKWARD
    # the global-norm clip reads the gradients of several top-level layers: "shared"
    shared = Counter(op.name for op in prog.body if layers[op][0] == SHARED)
    assert shared["pd_op.sqrt"] == 1 and shared["pd_op.divide"] == 1 and shared["pd_op.adamw_"] == 0


paths = st.lists(st.sampled_from("abc"), min_size=1, max_size=4).map(tuple)


@given(st.lists(paths, min_size=1, max_size=6))
def test_enclosing_layer(ps: list[tuple[str, ...]]) -> None:
    got = _enclosing((STRUCT, p) for p in ps)
    deepest = max(ps, key=len)
    if all(deepest[: len(p)] == p for p in ps):  # on one path: the deepest
        assert got == (STRUCT, deepest)
    else:
        n = min(len(p) for p in ps)
        while n and len({p[:n] for p in ps}) > 1:
            n -= 1
        assert got == ((STRUCT, ps[0][:n]) if n else (SHARED, ("shared",)))


def _text_diff_details(args: list[str]) -> list[str]:
    code, out, err = run("diff", *args, "--color", "never")
    assert code == 1, err
    return [ln[1:].strip() for ln in out.splitlines() if ln.startswith("#")]


def test_a_changed_op_says_what_pirtool_diff_says() -> None:
    a, b = (parse_file(p) for p in GM_PAIR)
    m = build_diff_model(diff_programs(a, b))
    got = [d for ch in m["ops"]["change"] if ch for d in ch["details"]]
    assert got == _text_diff_details([str(p) for p in GM_PAIR])
    assert "operand 0: %40 (pd_op.add_grad L41) → %kwarg_linear_1.b_0.dist@GRAD@MERGE" in got
    assert any(re.fullmatch(r"operand 1: %\d+ \(pd_op\.multiply L\d+\) → %\d+ \(pd_op\.scale_ L\d+\)", d) for d in got)


def test_a_changed_op_of_a_log_names_the_files_lines(tmp_path: Path) -> None:
    """Programs picked out of a log: the producers' lines in the descriptions are the log's."""
    a, b = (p.read_text() for p in GM_PAIR)
    log = tmp_path / "train.log"
    log.write_text("I1202 before the pass\n" * 3 + a + "I1202 after the pass\n" * 5 + b)
    got = _text_diff_details([str(log), "--index-a", "0", str(log), "--index-b", "1"])
    code, _, err = run(
        "view", str(log), "--index", "0", "--diff", str(log), "--index-b", "1", "--export", str(tmp_path / "x")
    )
    assert code == 0, err
    import json

    m = json.loads((tmp_path / "x" / "model.json").read_text())
    assert [d for ch in m["ops"]["change"] if ch for d in ch["details"]] == got
    lines = log.read_text().splitlines()
    refs = [ref for d in got for ref in re.findall(r"(%\d+) \((\S+) L(\d+)\)", d)]
    assert refs
    for name, op, line in refs:  # each producer is on the log line the description names
        results, _, rest = lines[int(line) - 1].partition(" = ")
        assert name in re.findall(r"%\w+", results) and rest.startswith(f'"{op}"'), (name, op, line)
