"""`pirtool.paddle`: the facts that used to be copied around the package, pinned where the copies
disagreed (tests/test_paddle_oracle.py checks the same facts against Paddle itself)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pirtool import parse, parse_file
from pirtool.paddle import roles
from pirtool.paddle.collectives import is_comm_op, is_grad_sync_op
from pirtool.paddle.names import GRAD_MERGE_SUFFIX, RENAME_SUFFIX
from pirtool.paddle.optimizers import OPTIMIZER_OPERANDS, OPTIMIZERS, grad_operand, is_optimizer
from pirtool.paddle.roles import op_stages, stage_of_op
from pirtool.runner.training import split_roles


def test_loss_roles_join_their_stage() -> None:
    # Paddle or-s OpRole::kLoss (256) into the loss op (forward) and its gradient seed (backward).
    assert roles.stage_of(256) == roles.FORWARD
    assert roles.stage_of(257) == roles.BACKWARD
    for r in (roles.OPTIMIZE, roles.RPC, roles.DIST, roles.LRSCHED):
        assert roles.stage_of(r) == roles.OPTIMIZE


def test_role_names_are_paddles_bits() -> None:
    # The copies in stats/diff named roles 3/4/5 rpc/dist/lrsched; Paddle's flags are 4/8/16.
    assert [roles.role_name(r) for r in (0, 1, 2, 4, 8, 16)] == [
        "forward",
        "backward",
        "optimize",
        "rpc",
        "dist",
        "lrsched",
    ]
    assert roles.role_name(3) == "3" and roles.role_name(5) == "5"
    assert roles.role_name(roles.NO_ROLE) == "none" and roles.role_name(roles.NO_ROLE, "-") == "-"


@pytest.mark.parametrize(
    ("op", "grad"), [("pd_op.sgd_", 2), ("pd_op.rmsprop_", 2), ("pd_op.ftrl", 3), ("pd_op.momentum_", 1)]
)
def test_gradient_operand(op: str, grad: int) -> None:
    # divergence.py once said "sgd_: 2, every other optimizer: 1" (wrong for rmsprop_ and ftrl).
    assert grad_operand(op) == grad
    assert OPTIMIZER_OPERANDS[op] == (0, grad)


def test_optimizer_table_is_consistent() -> None:
    for name, spec in OPTIMIZERS.items():
        assert is_optimizer(name) and spec.name == name
        used = [i for i in (spec.param, spec.grad, spec.learning_rate, spec.master_param) if i is not None]
        assert len(set(used)) == len(used), name
        # an in-place op writes its parameter back first; the gradient is never written
        if name.endswith("_"):
            assert spec.inplace[0] == spec.param, name
        assert spec.grad not in spec.inplace.values() or name == "pd_op.dgc_momentum", name
        if spec.master_param is not None and spec.inplace:
            assert max(spec.inplace.values()) == spec.master_param, name
    assert grad_operand("pd_op.matmul") is None and not is_optimizer("pd_op.add_")


def test_collectives() -> None:
    assert is_grad_sync_op_name("pd_op.c_allreduce_sum_") and is_grad_sync_op_name("pd_op.reduce_scatter")
    assert not is_grad_sync_op_name("pd_op.all_gather")
    assert is_comm_op("pd_op.all_gather") and is_comm_op("pd_op.c_concat") and not is_comm_op("pd_op.concat")


def is_grad_sync_op_name(name: str) -> bool:
    class _Op:  # is_grad_sync_op reads only the name
        pass

    op = _Op()
    op.name = name  # type: ignore[attr-defined]
    return is_grad_sync_op(op)  # type: ignore[arg-type]


def test_suffixes() -> None:
    assert GRAD_MERGE_SUFFIX == "@GRAD@MERGE" and RENAME_SUFFIX == "@RENAME"


# -- the one stage rule ---------------------------------------------------------------------------

GM = Path(__file__).resolve().parents[1] / "samples" / "gm"


def _stripped(path: Path):
    prog = parse_file(path)
    for op in prog.walk():
        op.remove_attr("op_role")
    return prog


@pytest.mark.parametrize(
    "case", ["mlp_clip_adam_k3_avg", "mlp_adam_k2_avg", "cond_sgd_k2_avg", "transformer_momentum_k3_avg"]
)
def test_runner_split_of_a_roleless_program_is_paddles(case: str) -> None:
    """The runner splits a program printed without op_role where Paddle's roles split it: the
    global-norm clip chain and Adam's constants run in the optimize job, not every micro-step
    (the runner's old rule split at the first optimizer op)."""
    with_roles = parse_file(GM / f"{case}.plain.pir")
    fb, opt = split_roles(with_roles)
    fb2, opt2 = split_roles(_stripped(GM / f"{case}.plain.pir"))
    assert [op.line for op in fb2] == [op.line for op in fb]
    assert [op.line for op in opt2] == [op.line for op in opt]


def test_stages_with_roles_join_the_next_role() -> None:
    prog = parse(
        "{\n"
        '    (%0) = "pd_op.full" () {op_role:0,value:1} : () -> tensor<f32>\n'
        '    (%1) = "builtin.combine" (%0) {} : (tensor<f32>) -> vec[tensor<f32>]\n'
        '    (%2) = "pd_op.full" () {op_role:1,value:1} : () -> tensor<f32>\n'
        '    (%3) = "pd_op.full" () {op_role:257,value:1} : () -> tensor<f32>\n'
        '    (%4) = "pd_op.full" () {value:1} : () -> tensor<f32>\n'
        "}\n"
    )
    assert list(op_stages(prog.body).values()) == [
        roles.FORWARD,
        roles.BACKWARD,
        roles.BACKWARD,
        roles.BACKWARD,
        roles.OPTIMIZE,
    ]


def test_stages_without_a_backward_split_at_the_first_optimizer() -> None:
    prog = parse(
        "{\n"
        '    (%0) = "pd_op.full" () {value:1} : () -> tensor<f32>\n'
        '    (%1) = "pd_op.scale" (%0) {} : (tensor<f32>) -> tensor<f32>\n'
        '    (%2) = "pd_op.sgd_" (%0, %0, %1) {} : (tensor<f32>, tensor<f32>, tensor<f32>) -> tensor<f32>\n'
        '    (%3) = "pd_op.full" () {value:2} : () -> tensor<f32>\n'
        "}\n"
    )
    assert list(op_stages(prog.body).values()) == [roles.FORWARD, roles.FORWARD, roles.OPTIMIZE, roles.OPTIMIZE]


def test_nested_ops_take_their_ancestors_stage() -> None:
    prog = _stripped(GM / "cond_sgd_k2_avg.plain.pir")
    stages = op_stages(prog.body)
    nested = [op for op in prog.walk() if op not in stages]
    assert nested
    for op in nested:
        top = op
        while top not in stages:
            top = top.parent.region.parent
        assert stage_of_op(op, stages) == stages[top]


def test_grad_sync_ops_are_the_summing_reductions() -> None:
    old = {
        "c_allreduce_sum",
        "c_allreduce_avg",
        "c_reduce_sum",
        "c_reduce_avg",
        "all_reduce",
        "reduce",
        "reduce_scatter",
        "c_reducescatter",
        "mp_allreduce_sum",
    }
    from pirtool.paddle.collectives import _GRAD_SYNC_OPS, reduction

    assert _GRAD_SYNC_OPS == {f"pd_op.{n}{s}" for n in old for s in ("", "_")}
    assert reduction("pd_op.c_allreduce_max_") == "max" and reduction("pd_op.all_reduce", 4) == "avg"


def test_collective_kernels_cover_the_families() -> None:
    from pirtool.paddle import collectives as c
    from pirtool.runner.kernels import KERNELS

    for family in (c.ALL_REDUCE_OPS, c.REDUCE_OPS, c.BROADCAST_OPS, c.REDUCE_SCATTER_OPS, c.SEND_OPS, c.RECV_OPS):
        assert all(n in KERNELS for n in family)
    for name, spec in OPTIMIZERS.items():
        if name in KERNELS:
            assert KERNELS[name].inplace == spec.inplace, name
