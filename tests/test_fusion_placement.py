"""fused-linear-param-grad-add on gradients accumulated by hand (`paddle.static.gradients`, then
`add_(acc, grad)` per parameter; samples/passes/fused_hand_*): the fused op stands where all its
operands are defined, and where Paddle 3.3.1's output reads the fused bias gradient above the
fused op, pirtool moves that reader below it. The output verifies and computes the same
accumulators as the input (run by pirtool's runner)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from pirtool.ir import Operation, Program, Value
from pirtool.passes import FusedLinearParamGradAdd, PassContext
from pirtool.runner import Interpreter
from pirtool.text import parse, print_program
from pirtool.verify import verify

S = Path(__file__).resolve().parents[1] / "samples" / "passes"
HAND = sorted(p.name[: -len(".before.pir")] for p in S.glob("fused_hand_*.before.pir"))
FUSED = "pd_op.fused_linear_param_grad_add"


def _accumulators(prog: Program) -> dict[tuple[str, tuple[int, ...], int], Value]:
    """Each accumulator's final value, keyed by the op making the accumulator (its name, shape and
    rank among such ops): what `add_(acc, g)` or the fused op `(x, dout, acc)` returns."""
    keys: dict[Operation, tuple[str, tuple[int, ...], int]] = {}
    seen: dict[tuple[str, tuple[int, ...]], int] = {}
    for op in prog.body:
        if op.name in ("pd_op.full", "pd_op.data") and op.results:
            k = (op.name, tuple(op.results[0].type.shape or ()))
            keys[op] = (*k, seen.setdefault(k, 0))
            seen[k] += 1
    out = {}
    for op in prog.body:
        acc = op.operands[0] if op.name == "pd_op.add_" else op.operands[2] if op.name == FUSED else None
        if acc is not None and acc.defining_op in keys:
            out[keys[acc.defining_op]] = op.results[0]
    return out


def _run(prog: Program, seed: int) -> dict[tuple[str, tuple[int, ...], int], np.ndarray]:
    rng = np.random.default_rng(seed)
    state = {}
    feeds = {}
    for op in prog.body:
        shape = tuple(op.results[0].type.shape or ()) if op.results else ()
        if op.name == "builtin.parameter":
            state[str(op.attr("parameter_name"))] = rng.standard_normal(shape, dtype=np.float32)
        elif op.name == "pd_op.data":
            feeds[str(op.attr("name"))] = rng.standard_normal(shape, dtype=np.float32)
    it = Interpreter(state=state, feeds=feeds)
    it.run_program(prog)
    return {k: np.asarray(it.env[v]) for k, v in _accumulators(prog).items()}


def test_the_hand_cases_are_there() -> None:
    assert {"fused_hand_data_acc", "fused_hand_late_acc", "fused_hand_bias_first", "fused_hand_three_layers"} <= set(
        HAND
    )


@pytest.mark.parametrize("case", HAND)
def test_fused_output_verifies_and_keeps_the_accumulators(case: str) -> None:
    before = parse((S / f"{case}.before.pir").read_text())
    after = parse((S / f"{case}.before.pir").read_text())
    ctx = PassContext(after)
    FusedLinearParamGradAdd().apply(ctx)
    assert verify(after) == []
    fused = [op for op in after.body if op.name == FUSED]
    assert fused, "nothing fused"
    want, got = _run(before, 7), _run(after, 7)
    assert set(want) == set(got) and len(want) >= 4
    for k in want:
        np.testing.assert_allclose(got[k], want[k], rtol=1e-5, atol=1e-6, err_msg=str(k))


def test_paddles_output_reads_the_bias_gradient_before_the_fused_op() -> None:
    """What pirtool does not reproduce: in Paddle's text the bias accumulator's add_ stands
    above the fused op whose second result it reads."""
    paddle = parse((S / "fused_hand_bias_first.after.pir").read_text())
    problems = [d.message for d in verify(paddle)]
    assert problems and all("used before it is defined" in m for m in problems)
    ours = parse((S / "fused_hand_bias_first.before.pir").read_text())
    FusedLinearParamGradAdd().apply(PassContext(ours))
    fused = next(op for op in ours.body if op.name == FUSED and op.attr("has_bias") is True)
    reader = fused.results[1].users[0]
    assert reader.name == "pd_op.add_" and fused.next is reader
    assert print_program(ours).count(FUSED) == print_program(paddle).count(FUSED)


def test_a_reader_that_cannot_move_leaves_the_bias_unfused() -> None:
    """When an op between the bias gradient's reader and the late accumulator uses the reader's
    operand too, moving the reader would change what it reads: the bias is not fused (the
    weight still is, without the bias), and the program stays valid."""
    text = (S / "fused_hand_bias_first.before.pir").read_text()
    prog = parse(text)
    reader = next(
        op for op in prog.body if op.name == "pd_op.add_" and op.operands[1].defining_op.name == "pd_op.add_grad"
    )
    late_full = reader.next
    assert late_full is not None and late_full.name == "pd_op.full"
    # an op reading the bias accumulator between the reader and the weight's accumulator
    acc_b = reader.operands[0]
    peek = Operation.create("pd_op.relu", [acc_b], [acc_b.type], {}, era=prog.era, syntax=prog.new_syntax(reader))
    prog.body.insert_after(reader, peek)
    before = print_program(prog, renumber=True)
    FusedLinearParamGradAdd().apply(PassContext(prog))
    assert verify(prog) == []
    assert all(op.attr("has_bias") is False for op in prog.body if op.name == FUSED)
    want, got = _run(parse(before), 3), _run(prog, 3)
    for k in want:
        np.testing.assert_allclose(got[k], want[k], rtol=1e-5, atol=1e-6)
