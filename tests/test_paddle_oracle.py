"""Paddle's vocabulary in `pirtool.paddle` checked against Paddle 3.3.1 itself (`pytest -m oracle`).

The optimizer table: for every optimizer op pirtool knows, Paddle builds the op (through its
generated static API, or by translating a legacy program for ops that have none), and the op's
own input names and in-place map (`get_op_inplace_info`) must give the table's parameter,
gradient, learning-rate and master-weight operands and its result -> operand map. The op roles:
Paddle's `OpRole` enum must hold the values `paddle.roles` defines.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import textwrap

import pytest

pytestmark = pytest.mark.oracle
paddle = pytest.importorskip("paddle")

from pirtool.paddle import roles  # noqa: E402
from pirtool.paddle.optimizers import OPTIMIZERS, OptimizerSpec  # noqa: E402

# Ops with no generated static API in 3.3.1: built as legacy ops (inputs, outputs) and translated.
LEGACY = {
    "pd_op.ftrl": (
        "ftrl",
        ["Param", "SquaredAccumulator", "LinearAccumulator", "Grad", "LearningRate"],
        ["ParamOut", "SquaredAccumOut", "LinearAccumOut"],
    ),
    "pd_op.dpsgd": ("dpsgd", ["Param", "Grad", "LearningRate"], ["ParamOut"]),
    "pd_op.decayed_adagrad": (
        "decayed_adagrad",
        ["Param", "Grad", "Moment", "LearningRate"],
        ["ParamOut", "MomentOut"],
    ),
    "pd_op.lars_momentum_": (
        "lars_momentum",
        ["Param", "Grad", "Velocity", "LearningRate"],
        ["ParamOut", "VelocityOut"],
    ),
    "pd_op.dgc_momentum": (
        "dgc_momentum",
        ["Param", "Grad", "Velocity", "LearningRate", "current_step", "nranks"],
        ["ParamOut", "VelocityOut", "Grad_out"],
    ),
    "pd_op.fused_adam_": (
        "fused_adam",
        ["Params", "Grads", "LearningRate", "Moments1", "Moments2", "Beta1Pows", "Beta2Pows"],
        ["ParamsOut", "Moments1Out", "Moments2Out", "Beta1PowsOut", "Beta2PowsOut"],
    ),
}
LEGACY_ATTRS = {
    "mu": 0.9,
    "rampup_begin_step": 0.0,
    "lars_weight_decay": [0.0005],
    "epsilon": 0.0,
    "chunk_size": 1,
    "weight_decay": 0.0,
    "use_adamw": False,
    "multi_precision": False,
    "use_global_beta_pow": False,
    "beta1": 0.9,
    "beta2": 0.99,
}


def _spec_from(name: str, inputs: list[str], inplace: dict[int, int]) -> OptimizerSpec:
    def pos(*names: str) -> int | None:
        return next((i for i, n in enumerate(inputs) if n in names), None)

    param, grad = pos("param", "params"), pos("grad", "grads")
    assert param is not None and grad is not None, inputs
    return OptimizerSpec(name, param, grad, pos("learning_rate"), pos("master_param", "master_params"), dict(inplace))


def _static_api(name: str) -> tuple[list[str], dict[int, int]] | None:
    """Build `name` through paddle._pir_ops with every tensor a [1] float32 input; None if the op
    has no generated signature."""
    from paddle.base import libpaddle

    bare = name.split(".", 1)[1]
    pyi = os.path.join(os.path.dirname(paddle.__file__), "_typing/libs/libpaddle/pir/ops.pyi")
    m = re.search(rf"^def {re.escape(bare)}\((.*?)\) ->", open(pyi).read(), re.M)
    if m is None or "*args" in m.group(1) or not hasattr(paddle._pir_ops, bare):
        return None
    paddle.enable_static()
    main, startup = paddle.static.Program(), paddle.static.Program()
    with paddle.static.program_guard(main, startup):
        args: list[object] = []
        for a in m.group(1).split(", "):
            an, _, rest = a.partition(": ")
            ty, _, default = rest.partition(" = ")
            if ty == "paddle.Tensor":
                args.append(paddle.static.data(an, [1], "float32"))
            elif ty == "list[paddle.Tensor]":
                args.append([paddle.static.data(an, [1], "float32")])
            elif default:
                args.append(
                    {"True": True, "False": False}.get(default, None)
                    if default in ("True", "False")
                    else json.loads(default.rstrip("f"))
                    if default[0] in "-0123456789["
                    else default.strip('"')
                )
            else:
                args.append({"float": 0.0, "int": 0, "bool": False}.get(ty, []))
        getattr(paddle._pir_ops, bare)(*args)
    op = next(o for o in main.global_block().ops if o.name() == name)
    return list(op.get_input_names()), dict(libpaddle.pir.get_op_inplace_info(op))


def _legacy(name: str) -> tuple[list[str], dict[int, int]]:
    """Translate a legacy program holding the op (old IR needs its own process: FLAGS_enable_pir_api=0)."""
    typ, ins, outs = LEGACY[name]
    code = textwrap.dedent(f"""
        import json, warnings
        warnings.filterwarnings("ignore")
        import paddle
        from paddle.base import libpaddle
        paddle.enable_static()
        prog = paddle.base.Program()
        blk = prog.global_block()
        ins, outs = {ins!r}, {outs!r}
        vs = {{n: blk.create_var(name=n.lower(), shape=[1], dtype="float32", persistable=True) for n in ins}}
        ov = {{n: blk.create_var(name=n.lower() + "_o", shape=[1], dtype="float32") for n in outs}}
        blk.append_op(type={typ!r}, inputs={{n: vs[n] for n in ins}}, outputs={{n: ov[n] for n in outs}}, attrs={LEGACY_ATTRS!r})
        pir = paddle.pir.translate_to_pir(prog.desc)  # keep the program alive while its ops are read
        op = next(o for o in pir.global_block().ops if o.name() == {name!r})
        print("RESULT " + json.dumps([list(op.get_input_names()), libpaddle.pir.get_op_inplace_info(op)]), flush=True)
    """)
    env = dict(os.environ, FLAGS_enable_pir_api="0")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=300)
    line = next((x for x in p.stdout.splitlines() if x.startswith("RESULT ")), None)
    assert line is not None, (p.returncode, p.stderr[-2000:])
    names, inplace = json.loads(line[len("RESULT ") :])
    return names, {int(k): v for k, v in inplace.items()}


@pytest.mark.parametrize("name", sorted(OPTIMIZERS))
def test_optimizer_table_is_paddles(name: str) -> None:
    got = _static_api(name) if name not in LEGACY else None
    inputs, inplace = got if got is not None else _legacy(name)
    assert OPTIMIZERS[name] == _spec_from(name, inputs, inplace)


def test_every_optimizer_is_checked() -> None:
    """No optimizer in the table escapes the check above for want of a way to build it."""
    for name in OPTIMIZERS:
        assert name in LEGACY or _static_api(name) is not None, name


def test_op_roles_are_paddles() -> None:
    role = paddle.base.core.op_proto_and_checker_maker.OpRole
    assert (int(role.Forward), int(role.Backward), int(role.Optimize)) == (
        roles.FORWARD,
        roles.BACKWARD,
        roles.OPTIMIZE,
    )
    assert (int(role.RPC), int(role.Dist), int(role.LRSched)) == (roles.RPC, roles.DIST, roles.LRSCHED)
    assert int(role.Loss) == roles.LOSS
    assert roles.FORWARD_LOSS == int(role.Forward) | int(role.Loss)
    assert roles.BACKWARD_LOSS == int(role.Backward) | int(role.Loss)
