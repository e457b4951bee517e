"""fused-linear-param-grad-add on VPP split-backward job programs: `backward_w` computes each
weight gradient as `reshape(matmul(reshape(x), reshape(dy)){transpose_x:true})` and adds it into
its accumulator, which Paddle 3.3.1's FusedMatmulReshapeMatmulAddPattern fuses. Paddle's own
output for every backward job of two pipeline cases (samples/passes/fused_vpp_*, written by
scripts/gen_fusion_cases.py) is reproduced byte for byte in test_recompute_fusion.py; here the
fused jobs compute the same accumulators, and reshapes that are no flattening are left alone."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from pirtool.ir import Program
from pirtool.passes import FusedLinearParamGradAdd, PassContext
from pirtool.runner import Interpreter
from pirtool.text import parse, print_program
from pirtool.verify import verify

S = Path(__file__).resolve().parents[1] / "samples" / "passes"
BACKWARD_W = sorted(p.name[: -len(".before.pir")] for p in S.glob("fused_vpp_*.backward_w*.before.pir"))
FUSED = "pd_op.fused_linear_param_grad_add"


def _accumulated(prog: Program, state: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """The accumulators' values after the job, by kwarg name: `add_(acc, g)` or `fused(x, dy, acc)`."""
    it = Interpreter(state={k: v.copy() for k, v in state.items()})
    it.run_program(prog)
    out = {}
    for op in prog.body:
        acc = op.operands[0] if op.name == "pd_op.add_" else op.operands[2] if op.name == FUSED else None
        if acc is not None and acc.keyword is not None:
            out[acc.keyword] = np.asarray(it.env[op.results[0]])
    return out


def test_the_vpp_cases_are_there() -> None:
    assert len(BACKWARD_W) >= 12  # 2 ranks x 2 chunks (pp 2) + 4 ranks x 2 chunks (pp 4)


@pytest.mark.parametrize("case", BACKWARD_W)
def test_fused_backward_w_keeps_the_accumulators(case: str) -> None:
    text = (S / f"{case}.before.pir").read_text()
    before, after = parse(text), parse(text)
    FusedLinearParamGradAdd().apply(PassContext(after))
    assert verify(after) == []
    n_fused = sum(op.name == FUSED for op in after.body)
    assert n_fused and not any(op.name == "pd_op.reshape" for op in after.body)
    rng = np.random.default_rng(1)
    state = {kw: np.asarray(rng.standard_normal(v.type.shape), np.float32) for kw, v in before.body.kwargs.items()}
    want, got = _accumulated(before, state), _accumulated(after, state)
    assert set(want) == set(got) and sum(k.endswith(".w_0.dist@GRAD@MERGE") for k in got) == n_fused
    for k in want:
        np.testing.assert_allclose(got[k], want[k], rtol=1e-5, atol=1e-5, err_msg=k)


RESHAPED = """{
    (%0) = "pd_op.data" () {dtype:float32,name:"x",place:Place(undefined:0),shape:[4,XS],stop_gradient:[true]} : () -> tensor<4xXTxf32>
    (%1) = "pd_op.data" () {dtype:float32,name:"dy",place:Place(undefined:0),shape:[4,6,8],stop_gradient:[true]} : () -> tensor<4x6x8xf32>
    (%2) = "pd_op.data" () {dtype:float32,name:"acc",place:Place(undefined:0),shape:[16,8],stop_gradient:[true]} : () -> tensor<16x8xf32>
    (%3) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[24,16]} : () -> tensor<2xi64>
    (%4) = "pd_op.reshape" (%0, %3) {stop_gradient:[true]} : (tensor<4xXTxf32>, tensor<2xi64>) -> tensor<24x16xf32>
    (%5) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[24,8]} : () -> tensor<2xi64>
    (%6) = "pd_op.reshape" (%1, %5) {stop_gradient:[true]} : (tensor<4x6x8xf32>, tensor<2xi64>) -> tensor<24x8xf32>
    (%7) = "pd_op.matmul" (%4, %6) {stop_gradient:[true],transpose_x:true,transpose_y:false} : (tensor<24x16xf32>, tensor<24x8xf32>) -> tensor<16x8xf32>
    (%8) = "pd_op.full_int_array" () {dtype:int64,place:Place(cpu),stop_gradient:[true],value:[16,8]} : () -> tensor<2xi64>
    (%9) = "pd_op.reshape" (%7, %8) {stop_gradient:[true]} : (tensor<16x8xf32>, tensor<2xi64>) -> tensor<16x8xf32>
    (%10) = "pd_op.add_" (%2, %9) {stop_gradient:[true]} : (tensor<16x8xf32>, tensor<16x8xf32>) -> tensor<16x8xf32>
}
"""


def _reshaped(x_shape: str) -> str:
    return RESHAPED.replace("XS", x_shape.replace("x", ",")).replace("XT", x_shape)


def test_a_flattening_reshape_pattern_is_fused_and_computes_the_same() -> None:
    prog = parse(_reshaped("6x16"))
    ctx = PassContext(prog)
    FusedLinearParamGradAdd().apply(ctx)
    text = print_program(prog)
    assert [op.name for op in prog.body] == ["pd_op.data"] * 3 + [FUSED], text
    assert not ctx.warnings
    rng = np.random.default_rng(0)
    feeds = {"x": rng.standard_normal((4, 6, 16), np.float32), "dy": rng.standard_normal((4, 6, 8), np.float32)}
    feeds["acc"] = rng.standard_normal((16, 8), np.float32)
    it = Interpreter(feeds={k: v.copy() for k, v in feeds.items()})
    it.run_program(prog)
    want = feeds["acc"] + feeds["x"].reshape(24, 16).T @ feeds["dy"].reshape(24, 8)
    np.testing.assert_allclose(np.asarray(it.env[prog.body.last.results[0]]), want, rtol=1e-5, atol=1e-5)


def test_a_reshape_that_is_no_flattening_is_left_alone() -> None:
    """x [4, 16, 6] reshaped to [24, 16] mixes features into rows: the fused op, which flattens
    x's leading dims itself, would compute something else (Paddle checks only the flags)."""
    text = _reshaped("16x6")
    prog = parse(text)
    ctx = PassContext(prog)
    FusedLinearParamGradAdd().apply(ctx)
    assert print_program(prog) == text
    assert any("cannot express" in w for w in ctx.warnings)
