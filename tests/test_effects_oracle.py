"""pirtool.paddle.effects against Paddle 3.3.1 itself: the op definitions shipped in the wheel
(generated headers) and the op info of ops Paddle builds (in-place maps, declared attributes)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from pirtool.paddle.effects import SIDE_EFFECT_OPS, UNDECLARED_ATTRS, has_inplace_trait, inplace_operands

pytestmark = pytest.mark.oracle
paddle = pytest.importorskip("paddle")

HEADERS = [
    "paddle/fluid/pir/dialect/operator/ir/pd_op.h",
    "paddle/fluid/pir/dialect/operator/ir/manual_op.h",
    "paddle/fluid/pir/dialect/operator/ir/control_flow_op.h",
    "paddle/fluid/pir/dialect/operator/ir/manual_pylayer_op.h",
    "paddle/pir/include/core/builtin_op.h",
    "paddle/pir/include/dialect/control_flow/ir/cf_op.h",
]
_CLASS = re.compile(
    r"class\s+(?:\w+\s+)?\w+\s*:\s*public\s+(?:pir::)?Op<(.*?)>\s*\{.*?static const char \*\s*name\(\)\s*\{\s*return\s*\"([^\"]+)\"",
    re.S,
)


def _traits() -> dict[str, str]:
    root = Path(paddle.__file__).parent / "include"
    out: dict[str, str] = {}
    for h in HEADERS:
        for m in _CLASS.finditer((root / h).read_text()):
            out[m.group(2)] = m.group(1)
    return out


def test_side_effect_ops_are_paddles_trait_list() -> None:
    traits = _traits()
    assert len(traits) > 1500
    assert {n for n, t in traits.items() if "SideEffectTrait" in t} == SIDE_EFFECT_OPS


def test_inplace_trait_rule() -> None:
    traits = _traits()
    wrong = sorted(n for n, t in traits.items() if ("InplaceTrait" in t) != has_inplace_trait(n))
    assert wrong == []


def _static_programs():
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))
    import gen_cleanup_cases as g

    paddle.enable_static()
    progs = []
    for name in g.CASES:
        if name not in g.GM_CASES and name not in g.RC_CASES:  # engine-built cases need the engine
            progs.append(g._static_case(paddle, name)[0])
    main = paddle.static.Program()
    with paddle.static.program_guard(main):
        x = paddle.static.data("x", [4, 3])
        y = paddle.static.data("y", [4, 3])
        paddle._C_ops.add_(x, y)
        paddle._C_ops.scale_(x, 2.0, 0.0, True)
        v = paddle.static.data("v", [1, 3])
        paddle._C_ops.set_value_with_tensor_(x, v, [0], [1], [1], [0], [], [])
        paddle.tensor.array_write(x, paddle.full([1], 0, "int64"), paddle.tensor.create_array("float32"))
        paddle._C_ops.assign_value_(x, [4, 3], paddle.float32, [1.0] * 12, paddle.CPUPlace())
        paddle.nn.BatchNorm1D(3)(x)
    progs.append(main)
    return progs


def _ops(prog):
    stack = list(prog.global_block().ops)
    while stack:
        op = stack.pop()
        for b in op.blocks():
            stack.extend(b.ops)
        yield op


def test_inplace_operands_and_declared_attributes_agree_with_paddle() -> None:
    from paddle.base.libpaddle.pir import get_op_inplace_info

    seen_inplace: set[str] = set()
    seen: set[str] = set()
    for prog in _static_programs():
        for op in _ops(prog):
            name = op.name()
            info = get_op_inplace_info(op)
            assert frozenset(info.values()) == inplace_operands(name), name
            if info:
                seen_inplace.add(name)
            if not name.startswith("pd_op.") or name in ("pd_op.if", "pd_op.while", "pd_op.pylayer"):
                continue  # builtin ops have no yaml info (asking segfaults)
            declared = set(op.get_attr_names())
            extra = set(op.attrs()) - declared
            assert extra <= UNDECLARED_ATTRS, (name, extra - UNDECLARED_ATTRS)
            assert not declared & UNDECLARED_ATTRS, name
            seen.add(name)
    assert {
        "pd_op.adam_",
        "pd_op.adamw_",
        "pd_op.momentum_",
        "pd_op.sgd_",
        "pd_op.assign_out_",
        "pd_op.batch_norm_",
        "pd_op.add_",
    } <= seen_inplace
    assert len(seen) > 60
