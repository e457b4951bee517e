"""The single-op sweep's table: for every kernel the runner registers, a one-op program built
with Paddle's own API (the op, and its grad op where it has one), the dtypes Paddle 3.3.1's CPU
kernels take for it, the input shapes, and the tolerance each dtype is held to. Kernels no
one-op program can check are in `NOT_SWEPT`, each with the reason (and the test that checks it
otherwise).

`tests/test_kernel_sweep.py` runs every entry by Paddle and by pirtool (oracle) and checks in
the default suite that every kernel has an entry and that docs/kernels.md shows this table.
Imports nothing of Paddle: a builder is given the `paddle` module.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

F32, F64, BF16, F16 = "float32", "float64", "bfloat16", "float16"
I32, I64, BOOL = "int32", "int64", "bool"
FLOAT = (F32, F64)
FLOAT_BF = (F32, F64, BF16)
FLOAT_ALL = (F32, F64, BF16, F16)
NUM = (F32, F64, I32, I64)
NUM_BF = (F32, F64, BF16, I32, I64)
ALL = (F32, F64, BF16, F16, I32, I64, BOOL)
INTS = (I32, I64)
INT_BOOL = (BOOL, I32, I64)

#: (rtol, atol) per dtype; integers and bool must be equal. bf16 and float16 values are compared
#: after both sides rounded them: one unit in the last place is 2^-8 (bf16) and 2^-11 (fp16).
TOL: dict[str, tuple[float, float]] = {
    F64: (1e-10, 1e-12),
    F32: (1e-5, 1e-6),
    BF16: (1e-2, 1e-2),
    F16: (2e-3, 2e-3),
}
S2 = ((3, 4), (2, 3, 5))  # the default shapes: a matrix and a 3-D tensor


@dataclass(frozen=True)
class Sweep:
    """One one-op program family. `build(P, *inputs)` (P: the paddle module) returns the values
    to fetch (one or a list); `args` has a letter per data input: x/y the swept dtype (standard
    normal, integers in [-5, 5), random bools), p the swept dtype positive, u in (-0.9, 0.9),
    e with inf and nan among the values, i int64 indices in [0, 3), b bool, f float32 whatever
    the swept dtype. `shapes`: one shape for every input, or a tuple of shapes (one per input),
    per case. `grad`: also the gradients of sum(out^2) by the float inputs x/y/p/u. `kind`:
    "values" (compared with the dtype's tolerance), "shape" (only shape and dtype: the values
    are undefined, as `empty`'s), "random" (shape, dtype and the mean within `stat` of the
    distribution's). `rename`: op names renamed in the printed text before pirtool reads it (an
    in-place twin no API emits: Paddle runs the plain op)."""

    ops: tuple[str, ...]
    build: Callable[..., Any]
    args: str = "x"
    dtypes: tuple[str, ...] = FLOAT
    shapes: tuple[Any, ...] = S2
    grad: bool = False
    kind: str = "values"
    tol: dict[str, tuple[float, float]] = field(default_factory=dict)
    rename: dict[str, str] = field(default_factory=dict)
    stat: tuple[float, float] = (0.0, 0.0)  # kind random: expected mean, allowed deviation
    note: str = ""


def _c(P: Any) -> Any:
    return P._C_ops


def _f(x: Any) -> Any:
    return x.clone()  # a fresh value (an assign op) for an in-place op to write into


def _unary(name: str, dtypes: tuple[str, ...] = FLOAT_BF, args: str = "x", grad: bool = True, **kw: Any) -> list[Sweep]:
    """`paddle.<name>` and its grad, and `_C_ops.<name>_` in place."""
    base = Sweep((f"pd_op.{name}", f"pd_op.{name}_grad") if grad else (f"pd_op.{name}",),
                 lambda P, x: (getattr(P, name, None) or getattr(F(P), name))(x), args=args, dtypes=dtypes, grad=grad, **kw)  # fmt: skip
    inplace = Sweep((f"pd_op.{name}_",), lambda P, x: getattr(_c(P), name + "_")(_f(x)), args=args, dtypes=dtypes, **kw)
    return [base, inplace]


def _binary(
    name: str, dtypes: tuple[str, ...], args: str = "xy", grad: bool = True, api: str | None = None
) -> list[Sweep]:
    """`paddle.<api or name>(x, y)` (same shapes, then y broadcast along the last dim) and
    its grad, and `_C_ops.<name>_` in place."""
    shapes = (((3, 4), (3, 4)), ((2, 3, 4), (4,)))
    f = api or name
    ops = (f"pd_op.{name}", f"pd_op.{name}_grad") if grad else (f"pd_op.{name}",)
    base = Sweep(ops, lambda P, x, y: getattr(P, f)(x, y), args=args, dtypes=dtypes, shapes=shapes, grad=grad)
    if name in NO_INPLACE_API:  # Paddle runs the plain op, pirtool the `_` twin on the renamed text
        inplace = Sweep((f"pd_op.{name}_",), lambda P, x, y: getattr(P, f)(_f(x), y), args=args, dtypes=dtypes,
                        shapes=shapes, rename={f"pd_op.{name}": f"pd_op.{name}_"})  # fmt: skip
    else:
        inplace = Sweep((f"pd_op.{name}_",), lambda P, x, y: getattr(_c(P), name + "_")(_f(x), y), args=args,
                        dtypes=dtypes, shapes=shapes)  # fmt: skip
    return [base, inplace]


NO_INPLACE_API = {"maximum", "minimum", "elementwise_pow"}  # in-place twins Paddle 3.3.1 has no API for


SWEEPS: dict[str, Sweep] = {}


def _add(prefix: str, entries: list[Sweep]) -> None:
    for i, s in enumerate(entries):
        SWEEPS[f"{prefix}{'_inplace' if i else ''}" if len(entries) == 2 else f"{prefix}_{i}"] = s


def F(P: Any) -> Any:  # noqa: N802 - paddle.nn.functional
    return P.nn.functional


# -- elementwise ------------------------------------------------------------------------------------
for _n, _dt in {"add": NUM_BF, "subtract": NUM_BF, "multiply": NUM_BF, "maximum": NUM_BF, "minimum": NUM_BF}.items():
    _add(_n, _binary(_n, _dt))
_add("divide", _binary("divide", FLOAT, args="xp"))
# bf16: forward only: Paddle's CPU bf16 divide_grad returns y's gradient with the wrong sign
# (test_kernel_sweep.py::test_bf16_divide_grad_sign checks pirtool's against a float64 reference)
SWEEPS["divide_bf16"] = Sweep(("pd_op.divide",), lambda P, x, y: P.divide(x, y), args="xp", dtypes=(BF16,))
_add("elementwise_pow", _binary("elementwise_pow", FLOAT, args="pu", api="pow"))
_add("remainder", _binary("remainder", NUM, args="xp", grad=False))
_add("floor_divide", _binary("floor_divide", INTS, args="xp", grad=False))
for _n in ("equal", "not_equal", "less_than", "less_equal", "greater_than", "greater_equal"):
    _add(_n, _binary(_n, NUM_BF + (BOOL,), grad=False))
for _n in ("logical_and", "logical_or", "logical_xor"):
    _add(_n, _binary(_n, (BOOL,), grad=False))
for _n in ("bitwise_and", "bitwise_or", "bitwise_xor"):
    _add(_n, _binary(_n, INT_BOOL, grad=False))
SWEEPS["logical_not"] = Sweep(("pd_op.logical_not",), lambda P, x: P.logical_not(x), args="b", dtypes=(BOOL,))
SWEEPS["logical_not_inplace"] = Sweep(
    ("pd_op.logical_not_",), lambda P, x: _c(P).logical_not_(x), args="b", dtypes=(BOOL,)
)
SWEEPS["bitwise_not"] = Sweep(("pd_op.bitwise_not",), lambda P, x: P.bitwise_not(x), dtypes=INT_BOOL)
SWEEPS["bitwise_not_inplace"] = Sweep(("pd_op.bitwise_not_",), lambda P, x: _c(P).bitwise_not_(_f(x)), dtypes=INTS)

for _n in ("abs", "exp", "tanh", "sigmoid"):
    _add(_n, _unary(_n))
for _n in ("cos", "sin", "silu"):
    _add(_n, _unary(_n, dtypes=FLOAT))
_add("square", _unary("square", dtypes=NUM))
_add("relu", [
    Sweep(("pd_op.relu", "pd_op.relu_grad"), lambda P, x: F(P).relu(x), dtypes=FLOAT_BF, grad=True),
    Sweep(("pd_op.relu_",), lambda P, x: _c(P).relu_(_f(x)), dtypes=FLOAT_BF),
])  # fmt: skip
_add("sqrt", _unary("sqrt", args="p"))
for _n in ("log", "rsqrt"):
    _add(_n, _unary(_n, args="p", dtypes=FLOAT))
_add("reciprocal", _unary("reciprocal", args="p", dtypes=FLOAT, grad=False))
_add("floor", _unary("floor", grad=False))
_add("sign", [
    Sweep(("pd_op.sign",), lambda P, x: P.sign(x), dtypes=NUM),
    Sweep(("pd_op.sign_",), lambda P, x: P.sign(_f(x)), dtypes=FLOAT, rename={"pd_op.sign": "pd_op.sign_"}),
])  # fmt: skip
SWEEPS["gelu"] = Sweep(("pd_op.gelu", "pd_op.gelu_grad"), lambda P, x: F(P).gelu(x), dtypes=FLOAT_BF, grad=True)
SWEEPS["gelu_tanh"] = Sweep(("pd_op.gelu", "pd_op.gelu_grad"), lambda P, x: F(P).gelu(x, approximate=True),
                            dtypes=FLOAT_BF, grad=True)  # fmt: skip
SWEEPS["pow"] = Sweep(("pd_op.pow", "pd_op.pow_grad"), lambda P, x: P.pow(x, 2.5), args="p", dtypes=FLOAT, grad=True)
SWEEPS["pow_int"] = Sweep(("pd_op.pow",), lambda P, x: P.pow(x, 2.0), dtypes=INTS)
SWEEPS["pow_inplace"] = Sweep(("pd_op.pow_",), lambda P, x: _c(P).pow_(_f(x), 1.5), args="p", dtypes=FLOAT)
SWEEPS["scale"] = Sweep(("pd_op.scale",), lambda P, x: [P.scale(x, 2.5, 1.0), P.scale(x, -0.5, 2.0, bias_after_scale=False)],
                        dtypes=NUM_BF)  # fmt: skip
SWEEPS["scale_inplace"] = Sweep(("pd_op.scale_",), lambda P, x: _c(P).scale_(_f(x), 2.0, 1.0, True), dtypes=NUM_BF)
SWEEPS["cast"] = Sweep(("pd_op.cast",), lambda P, x: [x.astype(t) for t in ("float32", "float64", "int32", "bool", "bfloat16")],
                       dtypes=ALL)  # fmt: skip
SWEEPS["cast_inplace"] = Sweep(("pd_op.cast_",), lambda P, x: _c(P).cast_(_f(x), P.float64), dtypes=(F32, I32))
SWEEPS["clip"] = Sweep(("pd_op.clip", "pd_op.clip_grad"), lambda P, x: P.clip(x, -0.5, 0.7), dtypes=FLOAT_BF, grad=True)
SWEEPS["clip_int"] = Sweep(("pd_op.clip",), lambda P, x: P.clip(x, -2, 3), dtypes=INTS)
SWEEPS["clip_inplace"] = Sweep(("pd_op.clip_",), lambda P, x: _c(P).clip_(_f(x), -0.5, 0.5), dtypes=FLOAT)
SWEEPS["where"] = Sweep(("pd_op.where", "pd_op.where_grad"), lambda P, c, x, y: P.where(c, x, y), args="bxy",
                        dtypes=FLOAT, grad=True)  # fmt: skip
SWEEPS["where_int"] = Sweep(("pd_op.where",), lambda P, c, x, y: P.where(c, x, y), args="bxy", dtypes=INT_BOOL)
SWEEPS["where_inplace"] = Sweep(
    ("pd_op.where_",), lambda P, c, x, y: _c(P).where_(c, _f(x), y), args="bxy", dtypes=FLOAT
)
SWEEPS["add_n"] = Sweep(("pd_op.add_n",), lambda P, x, y: P.add_n([x, y, x]), args="xy", dtypes=NUM_BF, grad=True)
SWEEPS["add_n_inplace"] = Sweep(("pd_op.add_n_",), lambda P, x, y: P.add_n([_f(x), y]), args="xy", dtypes=FLOAT,
                                rename={"pd_op.add_n": "pd_op.add_n_"})  # fmt: skip
SWEEPS["isfinite"] = Sweep(("pd_op.isfinite", "pd_op.isinf", "pd_op.isnan"),
                           lambda P, x: [P.isfinite(x), P.isinf(x), P.isnan(x)], args="e", dtypes=FLOAT_ALL)  # fmt: skip
SWEEPS["assign"] = Sweep(("pd_op.assign",), lambda P, x: P.assign(x), dtypes=ALL)
SWEEPS["assign_inplace"] = Sweep(("pd_op.assign_",), lambda P, x: _c(P).assign_(_f(x)), dtypes=NUM)
SWEEPS["assign_out"] = Sweep(("pd_op.assign_out_",), lambda P, x: P.assign(x, output=P.zeros(x.shape, x.dtype)),
                             dtypes=NUM)  # fmt: skip
SWEEPS["share_data"] = Sweep(("pd_op.share_data", "pd_op.share_data_"), lambda P, x: [_c(P).share_data(x), _c(P).share_data_(_f(x))],
                             dtypes=NUM)  # fmt: skip
SWEEPS["complex"] = Sweep(("pd_op.as_complex", "pd_op.as_real"), lambda P, x, y: P.as_real(P.as_complex(P.stack([x, y], -1))),
                          args="xy", dtypes=FLOAT)  # fmt: skip

# -- activations ------------------------------------------------------------------------------------
_ACTS: dict[str, Callable[[Any, Any], Any]] = {
    "relu6": lambda P, x: F(P).relu6(x * 4),
    "hardswish": lambda P, x: F(P).hardswish(x * 4),
    "hardsigmoid": lambda P, x: F(P).hardsigmoid(x * 4),
    "swish": lambda P, x: F(P).swish(x),
    "leaky_relu": lambda P, x: F(P).leaky_relu(x, 0.1),
    "hardtanh": lambda P, x: F(P).hardtanh(x, -0.6, 0.8),
    "elu": lambda P, x: F(P).elu(x, 0.7),
    "celu": lambda P, x: F(P).celu(x, 1.3),
    "selu": lambda P, x: F(P).selu(x),
    "softplus": lambda P, x: F(P).softplus(x * 10, beta=2.0, threshold=10.0),
    "mish": lambda P, x: F(P).mish(x * 10),
    "logsigmoid": lambda P, x: F(P).log_sigmoid(x),
    "hardshrink": lambda P, x: F(P).hardshrink(x),
    "softshrink": lambda P, x: F(P).softshrink(x, 0.3),
    "tanh_shrink": lambda P, x: F(P).tanhshrink(x),
    "softsign": lambda P, x: F(P).softsign(x),
    "thresholded_relu": lambda P, x: F(P).thresholded_relu(x, 0.2),
}
_ACT_BF16 = {"relu6", "hardswish", "swish", "leaky_relu", "elu", "mish"}  # the rest: float32/float64 only
for _n, _fn in _ACTS.items():
    SWEEPS[_n] = Sweep(
        (f"pd_op.{_n}", f"pd_op.{_n}_grad"), _fn, dtypes=FLOAT_BF if _n in _ACT_BF16 else FLOAT, grad=True
    )
SWEEPS["activation_inplace"] = Sweep(
    ("pd_op.leaky_relu_", "pd_op.hardtanh_", "pd_op.elu_", "pd_op.thresholded_relu_"),
    lambda P, x: [
        _c(P).leaky_relu_(_f(x), 0.1),
        _c(P).hardtanh_(_f(x), -0.5, 0.5),
        _c(P).elu_(_f(x), 0.5),
        _c(P).thresholded_relu_(_f(x), 0.2, 0.0),
    ],
    dtypes=FLOAT,
)

# -- reductions -------------------------------------------------------------------------------------
for _n in ("sum", "mean", "max", "min", "amax", "amin"):
    SWEEPS[_n] = Sweep(
        (f"pd_op.{_n}", f"pd_op.{_n}_grad"),
        lambda P, x, n=_n: [getattr(P, n)(x), getattr(P, n)(x, axis=-1), getattr(P, n)(x, axis=[0, -1], keepdim=True)],
        dtypes=FLOAT_BF if _n in ("sum", "mean") else FLOAT,
        grad=True,
    )
SWEEPS["sum_int"] = Sweep(
    ("pd_op.sum",), lambda P, x: [P.sum(x), P.sum(x, axis=0), P.sum(x, dtype="float32")], dtypes=INT_BOOL
)
SWEEPS["max_int"] = Sweep(("pd_op.max", "pd_op.min"), lambda P, x: [P.max(x, axis=-1), P.min(x)], dtypes=INTS)
SWEEPS["prod"] = Sweep(
    ("pd_op.prod",), lambda P, x: [P.prod(x, -1), P.prod(x, 0, keepdim=True)], args="u", dtypes=FLOAT
)
SWEEPS["p_norm"] = Sweep(("pd_op.p_norm",), lambda P, x: [P.linalg.norm(x, p=3, axis=-1), P.linalg.norm(x, p=1.5, axis=0)],
                         dtypes=FLOAT)  # fmt: skip
SWEEPS["argmax"] = Sweep(("pd_op.argmax", "pd_op.argmin"), lambda P, x: [P.argmax(x, -1), P.argmin(x, 0, keepdim=True), P.argmax(x)],
                         dtypes=NUM)  # fmt: skip
SWEEPS["squared_l2_norm"] = Sweep(("pd_op.squared_l2_norm", "pd_op.squared_l2_norm_grad"), lambda P, x: _c(P).squared_l2_norm(x),
                                  dtypes=FLOAT, grad=True)  # fmt: skip
SWEEPS["clip_by_norm"] = Sweep(("pd_op.clip_by_norm",), lambda P, x: [_c(P).clip_by_norm(x, 1.0), _c(P).clip_by_norm(x * 0.01, 1.0)],
                               dtypes=(F32,))  # fmt: skip
SWEEPS["topk"] = Sweep(("pd_op.topk",), lambda P, x: [*P.topk(x, 2), *P.topk(x, 2, axis=0, largest=False)], args="d", dtypes=NUM,
                       note="distinct values: with ties Paddle's CPU kernel (a partial sort) promises no order")  # fmt: skip
SWEEPS["accuracy"] = Sweep(("pd_op.accuracy",), lambda P, x, i: [P.metric.accuracy(F(P).softmax(x), i[:, :1], k=k) for k in (1, 2)],
                           args="fi", dtypes=(F32,), shapes=(((6, 4), (6, 2)),))  # fmt: skip

# -- manipulation -----------------------------------------------------------------------------------
SWEEPS["reshape"] = Sweep(("pd_op.reshape", "pd_op.reshape_grad"), lambda P, x: [P.reshape(x, [-1]), P.reshape(x, [x.shape[0], -1])],
                          dtypes=ALL, grad=True)  # fmt: skip
SWEEPS["transpose"] = Sweep(("pd_op.transpose", "pd_op.transpose_grad"), lambda P, x: P.transpose(x, list(range(len(x.shape)))[::-1]),
                            dtypes=ALL, grad=True)  # fmt: skip
NO_F16 = (F32, F64, BF16, I32, I64, BOOL)  # Paddle's CPU kernel pass fails on float16 (no kernel outputs)
SWEEPS["flatten"] = Sweep(("pd_op.flatten", "pd_op.flatten_grad"), lambda P, x: [P.flatten(x), P.flatten(x, 0, 1)], dtypes=NO_F16,
                          grad=True)  # fmt: skip
SWEEPS["squeeze"] = Sweep(("pd_op.squeeze", "pd_op.squeeze_grad", "pd_op.unsqueeze", "pd_op.unsqueeze_grad"),
                          lambda P, x: [P.squeeze(P.unsqueeze(x, [0, 2]), [0]), P.unsqueeze(x, -1)], dtypes=NO_F16, grad=True)  # fmt: skip
SWEEPS["shape_inplace"] = Sweep(
    ("pd_op.reshape_", "pd_op.flatten_", "pd_op.squeeze_", "pd_op.unsqueeze_", "pd_op.transpose_"),
    lambda P, x: [_c(P).reshape_(_f(x), [-1]), _c(P).flatten_(_f(x), 0, -1), _c(P).squeeze_(_f(x).unsqueeze(0), [0]),
                  _c(P).unsqueeze_(_f(x), [1]), P.transpose(_f(x), list(range(len(x.shape)))[::-1])],
    dtypes=NUM, rename={"pd_op.transpose": "pd_op.transpose_"},
    note="transpose_: Paddle's CPU transpose_ reads what it already overwrote; checked against transpose",
)  # fmt: skip
SWEEPS["concat"] = Sweep(("pd_op.concat", "pd_op.concat_grad"), lambda P, x, y: [P.concat([x, y], 0), P.concat([x, y, x], -1)],
                         args="xy", dtypes=ALL, grad=True)  # fmt: skip
SWEEPS["split"] = Sweep(("pd_op.split",), lambda P, x: P.split(x, [1, -1], axis=-1), dtypes=ALL, grad=True,
                        shapes=((3, 4), (2, 3, 6)))  # fmt: skip
SWEEPS["split_with_num"] = Sweep(("pd_op.split_with_num",), lambda P, x: P.split(x, 2, axis=-1),
                                 dtypes=ALL, grad=True, shapes=((3, 4), (2, 3, 6)))  # fmt: skip
# Paddle's static backward of split is a concat of the out grads: the grad ops take the same
# operands, so pirtool runs them on the renamed text against Paddle's concat
SWEEPS["split_grad"] = Sweep(("pd_op.split_grad",), lambda P, x: P.split(x, [1, -1], axis=-1), dtypes=FLOAT, grad=True,
                             shapes=((3, 4), (2, 3, 6)), rename={"pd_op.concat": "pd_op.split_grad"})  # fmt: skip
SWEEPS["split_with_num_grad"] = Sweep(("pd_op.split_with_num_grad",), lambda P, x: P.split(x, 2, axis=-1), dtypes=FLOAT, grad=True,
                                      shapes=((3, 4), (2, 3, 6)), rename={"pd_op.concat": "pd_op.split_with_num_grad"})  # fmt: skip
SWEEPS["stack"] = Sweep(("pd_op.stack", "pd_op.stack_grad"), lambda P, x, y: [P.stack([x, y]), P.stack([x, y], -1)], args="xy",
                        dtypes=ALL, grad=True)  # fmt: skip
SWEEPS["unstack"] = Sweep(("pd_op.unstack", "pd_op.unstack_grad"), lambda P, x: P.unstack(x, -1), dtypes=NUM, grad=True)
SWEEPS["unbind"] = Sweep(("pd_op.unbind",), lambda P, x: P.unbind(x, 0), dtypes=ALL)
SWEEPS["slice"] = Sweep(
    ("pd_op.slice", "pd_op.slice_grad"), lambda P, x: [x[1:, :2], x[-1], x[:, 1:-1]], dtypes=ALL, grad=True
)
SWEEPS["strided_slice"] = Sweep(("pd_op.strided_slice", "pd_op.strided_slice_grad"),
                                lambda P, x: [P.strided_slice(x, [0, 1], [0, 0], [3, 4], [2, 2]), x[::-1, ::2]],
                                dtypes=NO_F16, grad=True)  # fmt: skip
SWEEPS["expand"] = Sweep(("pd_op.expand", "pd_op.expand_grad"), lambda P, x: [P.expand(x[:1], x.shape), P.expand(x, [2, *x.shape])],
                         dtypes=ALL, grad=True)  # fmt: skip
SWEEPS["tile"] = Sweep(("pd_op.tile", "pd_op.tile_grad"), lambda P, x: [P.tile(x, [2, 1]), P.tile(x, [2, 1, 3])],
                       dtypes=(F32, F64, I32, I64, BOOL), grad=True)  # fmt: skip
SWEEPS["gather"] = Sweep(("pd_op.gather", "pd_op.gather_grad"), lambda P, x, i: [P.gather(x, i.flatten()), P.gather(x, i.flatten(), axis=1)],
                         args="xi", dtypes=NUM_BF, grad=True, shapes=(((3, 4), (2,)), ((4, 3, 5), (3,))))  # fmt: skip
SWEEPS["shape"] = Sweep(
    ("pd_op.shape", "pd_op.shape64"), lambda P, x: [_c(P).shape(x), _c(P).shape64(x)], dtypes=NO_F16
)
for _n in ("tril", "triu"):
    SWEEPS[_n] = Sweep((f"pd_op.{_n}", f"pd_op.{_n}_grad"), lambda P, x, n=_n: [getattr(P, n)(x), getattr(P, n)(x, 1), getattr(P, n)(x, -1)],
                       dtypes=(F32, F64, F16, I32, I64, BOOL), grad=True)  # fmt: skip
    SWEEPS[f"{_n}_inplace"] = Sweep((f"pd_op.{_n}_",), lambda P, x, n=_n: getattr(_c(P), n + "_")(_f(x), 0), dtypes=NUM)
SWEEPS["repeat_interleave"] = Sweep(("pd_op.repeat_interleave", "pd_op.repeat_interleave_grad"),
                                    lambda P, x: [P.repeat_interleave(x, 2, axis=1), P.repeat_interleave(x, 3)],
                                    dtypes=NUM_BF, grad=True)  # fmt: skip
SWEEPS["repeat_interleave_index"] = Sweep(
    ("pd_op.repeat_interleave_with_tensor_index", "pd_op.repeat_interleave_with_tensor_index_grad"),
    lambda P, x, i: P.repeat_interleave(x, i.flatten(), axis=0), args="xi", dtypes=NUM_BF, grad=True,
    shapes=(((3, 4), (3,)), ((2, 3, 5), (2,))),
)  # fmt: skip

# -- creation ---------------------------------------------------------------------------------------
SWEEPS["full"] = Sweep(("pd_op.full", "pd_op.full_like", "pd_op.full_int_array"),
                       lambda P, x: [P.full([2, 3], 1.5 if "float" in str(x.dtype) else 1, x.dtype), P.full_like(x, 1), P.full_like(x, 0.5, "float32"),
                                     P.reshape(x, [-1, 1])], dtypes=ALL)  # fmt: skip
SWEEPS["full_inplace"] = Sweep(("pd_op.full_",), lambda P, x: _c(P).full_(_f(x), [3, 4], 2.5, x.dtype, P.CPUPlace()), dtypes=NUM,
                               shapes=((3, 4),))  # fmt: skip
SWEEPS["full_with_tensor"] = Sweep(("pd_op.full_with_tensor",), lambda P, x: [P.full([2, 3], P.sum(x)), P.full(P.shape(x), 1.5)],
                                   dtypes=FLOAT)  # fmt: skip
SWEEPS["assign_value"] = Sweep(("pd_op.assign_value_",), lambda P, x: x + P.assign(_np_arange(x)),
                               dtypes=(F32, F64, I32, I64), shapes=((3, 4),))  # fmt: skip
SWEEPS["arange"] = Sweep(("pd_op.arange",), lambda P, x: [P.arange(0, 7, 2, x.dtype), P.arange(1, 4, 0.5, x.dtype) if "float" in str(x.dtype) else P.arange(-3, 5, 3, x.dtype)],
                         dtypes=(F32, F64, I32, I64))  # fmt: skip
SWEEPS["empty"] = Sweep(("pd_op.empty", "pd_op.empty_like"),
                        lambda P, x: [P.empty([2, 3], x.dtype), _c(P).empty_like(x, x.dtype, P.CPUPlace())], dtypes=NUM, kind="shape")  # fmt: skip
SWEEPS["set_value"] = Sweep(("pd_op.set_value_", "pd_op.set_value_with_tensor_"), lambda P, x, y: _set_value(P, x, y), args="xy",
                            dtypes=NUM, shapes=((3, 4),))  # fmt: skip
SWEEPS["set_value_pure"] = Sweep(("pd_op.set_value", "pd_op.set_value_with_tensor"),
                                 lambda P, x, y: [_c(P).set_value(x, [0], [1], [1], [0], [], [], [1], [1.5]),
                                                  _c(P).set_value_with_tensor(x, y[0], [0], [1], [1], [0], [0], [])],
                                 args="xy", dtypes=FLOAT, shapes=((3, 4),))  # fmt: skip
SWEEPS["uniform"] = Sweep(("pd_op.uniform",), lambda P, x: P.uniform([4000], x.dtype, -1.0, 2.0), dtypes=FLOAT, shapes=((1,),),
                          kind="random", stat=(0.5, 0.05))  # fmt: skip
SWEEPS["gaussian"] = Sweep(("pd_op.gaussian",), lambda P, x: P.normal(1.0, 2.0, [4000]).astype(x.dtype), dtypes=FLOAT,
                           shapes=((1,),), kind="random", stat=(1.0, 0.15))  # fmt: skip
SWEEPS["truncated_gaussian"] = Sweep(
    ("pd_op.truncated_gaussian_random",),
    lambda P, x: P.create_parameter([4000], "float32", default_initializer=P.nn.initializer.TruncatedNormal(0.0, 1.0)) * 1,
    dtypes=(F32,), shapes=((1,),), kind="random", stat=(0.0, 0.08),
    note="the parameter's initializer: the startup program runs it",
)  # fmt: skip

# -- neural-network ops -----------------------------------------------------------------------------
SWEEPS["softmax"] = Sweep(("pd_op.softmax", "pd_op.softmax_grad"), lambda P, x: [F(P).softmax(x), F(P).softmax(x, 0)], dtypes=FLOAT,
                          grad=True)  # fmt: skip
SWEEPS["softmax_inplace"] = Sweep(("pd_op.softmax_",), lambda P, x: _c(P).softmax_(_f(x), -1), dtypes=FLOAT)
SWEEPS["log_softmax"] = Sweep(("pd_op.log_softmax", "pd_op.log_softmax_grad"), lambda P, x: F(P).log_softmax(x, -1), dtypes=FLOAT,
                              grad=True)  # fmt: skip
SWEEPS["layer_norm"] = Sweep(("pd_op.layer_norm", "pd_op.layer_norm_grad"), lambda P, x, w, b: _layer_norm(P, x, w, b), args="xyy",
                             dtypes=FLOAT, grad=True, shapes=(((3, 4), (4,), (4,)), ((2, 3, 5), (5,), (5,))))  # fmt: skip
SWEEPS["dropout"] = Sweep(("pd_op.dropout", "pd_op.dropout_grad"),
                          lambda P, x: [F(P).dropout(x, 0.0), F(P).dropout(x, 1.0), F(P).dropout(x, 0.3, training=False),
                                        F(P).dropout(x, 0.3, training=False, mode="downscale_in_infer")],
                          dtypes=FLOAT, grad=True, note="deterministic cases (p 0 and 1, inference); the random mask: shape and rate")  # fmt: skip
SWEEPS["dropout_random"] = Sweep(("pd_op.dropout",), lambda P, x: (F(P).dropout(x + 3.0, 0.25) != 0).astype("float32"), dtypes=(F32,),
                                 shapes=((40, 100),), kind="random", stat=(0.75, 0.02))  # fmt: skip
SWEEPS["cross_entropy"] = Sweep(("pd_op.cross_entropy_with_softmax", "pd_op.cross_entropy_with_softmax_grad"),
                                lambda P, x, i: [F(P).cross_entropy(x, i[..., :1], reduction="none"),
                                                 F(P).cross_entropy(x, i[..., :1], ignore_index=1, reduction="none")],
                                args="xi", dtypes=FLOAT, grad=True, shapes=(((4, 5), (4, 2)), ((2, 3, 5), (2, 3, 2))))  # fmt: skip
SWEEPS["cross_entropy_soft"] = Sweep(("pd_op.cross_entropy_with_softmax", "pd_op.cross_entropy_with_softmax_grad"),
                                     lambda P, x, y: F(P).cross_entropy(x, F(P).softmax(y), soft_label=True, reduction="none"),
                                     args="xy", dtypes=FLOAT, grad=True, shapes=((4, 5),))  # fmt: skip
SWEEPS["cross_entropy_inplace"] = Sweep(("pd_op.cross_entropy_with_softmax_",),
                                        lambda P, x, i: list(_c(P).cross_entropy_with_softmax_(_f(x), i[:, :1], False, True, True, -100, -1)),
                                        args="xi", dtypes=FLOAT, shapes=(((4, 5), (4, 2)),))  # fmt: skip
SWEEPS["embedding"] = Sweep(("pd_op.embedding", "pd_op.embedding_grad"),
                            lambda P, i, w: [F(P).embedding(i, w), F(P).embedding(i, w, padding_idx=1)],
                            args="ix", dtypes=FLOAT_BF, grad=True, shapes=(((4, 2), (3, 5)), ((2, 3, 2), (3, 4))))  # fmt: skip
SWEEPS["batch_norm"] = Sweep(("pd_op.batch_norm_", "pd_op.batch_norm_grad"), lambda P, x, w, b: _batch_norm(P, x, w, b, False),
                             args="xyy", dtypes=FLOAT, grad=True, shapes=(((4, 3, 2, 2), (3,), (3,)), ((5, 2, 3), (2,), (2,))),
                             tol={F32: (1e-5, 1e-5)}, note="the input grad cancels to ~1e-3 of out_grad: float32 sums agree to 1e-5 absolute")  # fmt: skip
SWEEPS["batch_norm_test"] = Sweep(("pd_op.batch_norm",), lambda P, x, w, b: _batch_norm_op(P, x, w, b), args="xyy", dtypes=FLOAT,
                                  shapes=(((4, 3, 2, 2), (3,), (3,)),))  # fmt: skip
SWEEPS["conv2d"] = Sweep(("pd_op.conv2d", "pd_op.conv2d_grad"), lambda P, x, w: [F(P).conv2d(x, w, padding=1), F(P).conv2d(x, w, stride=2)],
                         args="xy", dtypes=FLOAT, grad=True, shapes=(((2, 3, 5, 5), (4, 3, 3, 3)), ((1, 2, 6, 4), (3, 2, 2, 2))))  # fmt: skip
SWEEPS["conv2d_bf16"] = Sweep(("pd_op.conv2d", "pd_op.conv2d_grad"), lambda P, x, w: F(P).conv2d(x, w, padding=1), args="xy",
                              dtypes=(BF16,), grad=True, shapes=(((2, 3, 5, 5), (4, 3, 3, 3)),),
                              note="docs/kernels.md: bf16 convolution")  # fmt: skip
SWEEPS["conv2d_groups"] = Sweep(("pd_op.conv2d", "pd_op.conv2d_grad"), lambda P, x, w: F(P).conv2d(x, w, padding=[1, 0], dilation=2, groups=2),
                                args="xy", dtypes=FLOAT, grad=True, shapes=(((2, 4, 6, 5), (6, 2, 2, 3)),))  # fmt: skip
SWEEPS["depthwise_conv2d"] = Sweep(("pd_op.depthwise_conv2d", "pd_op.depthwise_conv2d_grad"),
                                   lambda P, x, w: F(P).conv2d(x, w, padding=1, groups=x.shape[1]), args="xy", dtypes=FLOAT, grad=True,
                                   shapes=(((2, 3, 5, 5), (3, 1, 3, 3)),))  # fmt: skip
_POOLS: dict[str, Callable[[Any, Any], Any]] = {
    "max": lambda P, x: [F(P).max_pool2d(x, 2, 2), F(P).max_pool2d(x, 3, 2, 1, ceil_mode=True)],
    "avg": lambda P, x: [F(P).avg_pool2d(x, 3, 1, 1), F(P).avg_pool2d(x, 2, 2, ceil_mode=True)],
    "avg_inclusive": lambda P, x: F(P).avg_pool2d(x, 3, 2, 1, ceil_mode=True, exclusive=False),
    "adaptive": lambda P, x: [F(P).adaptive_avg_pool2d(x, 1), F(P).adaptive_avg_pool2d(x, [2, 3])],
}
for _n, _fn in _POOLS.items():
    SWEEPS[f"pool2d_{_n}"] = Sweep(("pd_op.pool2d", "pd_op.pool2d_grad"), _fn, dtypes=FLOAT, grad=True,
                                   shapes=((2, 3, 5, 5), (1, 2, 6, 7)))  # fmt: skip
SWEEPS["matmul"] = Sweep(("pd_op.matmul", "pd_op.matmul_grad"),
                         lambda P, x, y: [P.matmul(x, y), P.matmul(y, x, True, True)],
                         args="xy", dtypes=FLOAT_BF, grad=True, shapes=(((3, 4), (4, 3)), ((2, 3, 4), (4, 3))))  # fmt: skip
SWEEPS["matmul_vec"] = Sweep(("pd_op.matmul", "pd_op.matmul_grad"), lambda P, x, y: [P.matmul(x, y), P.matmul(y, x)], args="xy",
                             dtypes=FLOAT, grad=True, shapes=(((4,), (4, 4)), ((3,), (2, 3, 3))))  # fmt: skip

# -- optimizers (one update of a fed parameter) -----------------------------------------------------


def _opt(name: str) -> Callable[..., Any]:
    """One update of a fed parameter by optimizer op `name` (argument orders of Paddle's
    optimizers' `_C_ops` calls), each result of a fresh copy of its inputs."""

    def build(P: Any, p: Any, g: Any, m: Any, v: Any) -> Any:
        C = _c(P)
        lr = P.full([1], 0.1, "float32")
        b1, b2 = P.full([1], 0.9, "float32"), P.full([1], 0.99, "float32")
        m, v = P.abs(m), P.abs(v)
        if name == "sgd_":
            return C.sgd_(_f(p), lr, g, None, False)[0]
        if name == "momentum_":
            return [
                C.momentum_(_f(p), g, _f(m), lr, None, 0.9, n, r, 1e-2, False, 1.0)[:2]
                for n, r in ((False, ""), (True, "l2_decay"))
            ]
        if name in ("adam_", "adamw_"):
            extra = (0.5, 0.01, True) if name == "adamw_" else ()
            fn = getattr(C, name)
            return [
                fn(
                    _f(p),
                    g,
                    lr,
                    _f(m),
                    _f(v),
                    None,
                    _f(b1),
                    _f(b2),
                    None,
                    None,
                    0.9,
                    0.99,
                    1e-8,
                    *extra,
                    False,
                    1000,
                    False,
                    False,
                    False,
                )[:3]
            ]
        if name == "lamb_":
            return C.lamb_(_f(p), g, lr, _f(m), _f(v), _f(b1), _f(b2), None, None, 0.01, 0.9, 0.99, 1e-6, False, False)[
                :5
            ]
        if name == "adamax_":
            return C.adamax_(_f(p), g, lr, _f(m), _f(v), _f(b1), None, 0.9, 0.99, 1e-8, False)[:3]
        return C.adagrad_(_f(p), g, _f(v), lr, None, 1e-6, False)[:2]

    return build


for _n in ("sgd_", "momentum_", "adam_", "adamw_", "lamb_", "adamax_", "adagrad_"):
    # float64 parameters: Paddle prints momentum_'s param_out as f32 (its infermeta), and the
    # others want float32 learning rates and beta powers only with float32 parameters
    SWEEPS[_n.rstrip("_")] = Sweep(
        (f"pd_op.{_n}",), _opt(_n), args="xyxy", dtypes=(F32,) if _n not in ("sgd_",) else FLOAT
    )

# -- control flow, tensor arrays, misc --------------------------------------------------------------


def _np_arange(x: Any) -> Any:
    import numpy as np

    n = 1
    for d in x.shape:
        n *= d
    return (np.arange(n) % 7 - 3).reshape(x.shape).astype(str(x.dtype).removeprefix("paddle."))


def _set_value(P: Any, x: Any, y: Any) -> Any:
    z = _f(x)
    z[0] = 2  # set_value_
    z[1:3, 1] = y[0, :2]  # set_value_with_tensor_
    return z


def _layer_norm(P: Any, x: Any, w: Any, b: Any) -> Any:
    return F(P).layer_norm(x, [int(x.shape[-1])], weight=w, bias=b, epsilon=1e-5)


def _batch_norm(P: Any, x: Any, w: Any, b: Any, test: bool) -> Any:
    c = int(x.shape[1])
    mean, var = P.full([c], 0.3, x.dtype), P.full([c], 2.0, x.dtype)
    fmt = "NCHW" if len(x.shape) == 4 else "NCL"
    return F(P).batch_norm(x, mean, var, w, b, training=not test, momentum=0.8, epsilon=1e-4, data_format=fmt)


def _batch_norm_op(P: Any, x: Any, w: Any, b: Any) -> Any:
    c = int(x.shape[1])
    mean, var = P.full([c], 0.3, x.dtype), P.full([c], 2.0, x.dtype)
    return [_c(P).batch_norm(x, mean, var, w, b, test, 0.9, 1e-5, "NCHW", False, False)[0] for test in (True, False)]


def _while(P: Any, x: Any) -> Any:
    i, n = P.full([1], 0, "int64"), P.full([1], 3, "int64")
    return P.static.nn.while_loop(lambda i, h: i < n, lambda i, h: [i + 1, P.tanh(h) * 1.5], [i, x])[1]


def _arrays(P: Any, x: Any, y: Any) -> Any:
    t = P.tensor
    a = t.create_array(x.dtype)
    i = P.zeros([1], "int64")
    a = t.array_write(x, i, array=a)
    a = t.array_write(y * 2, i + 1, array=a)
    r = t.array_read(a, i + 1)
    stacked, _ = _c(P).array_to_tensor(a, 0, False)
    like = _c(P).create_array_like(a, 0.5)
    return [r, stacked, t.array_length(a), t.array_read(like, i)]


SWEEPS["cond"] = Sweep(("pd_op.if",), lambda P, x, y: P.static.nn.cond(x.sum() > y.sum(), lambda: x * 2, lambda: y - 1), args="xy",
                       dtypes=FLOAT, grad=True)  # fmt: skip
SWEEPS["while"] = Sweep(("pd_op.while", "cf.stack_create", "cf.tuple_push", "cf.tuple_pop", "cf.has_elements"), lambda P, x: _while(P, x),
                        dtypes=FLOAT, grad=True)  # fmt: skip
SWEEPS["pylayer"] = Sweep(("pd_op.pylayer",), lambda P, x: P.static.nn.static_pylayer(lambda a: a * 3, [x], lambda g: g * 3), dtypes=FLOAT,
                          grad=True)  # fmt: skip
SWEEPS["tensor_array"] = Sweep(("pd_op.create_array", "pd_op.array_write_", "pd_op.array_read", "pd_op.array_length",
                                "pd_op.array_to_tensor", "pd_op.create_array_like"),
                               lambda P, x, y: _arrays(P, x, y), args="xy", dtypes=FLOAT, shapes=((3, 4),))  # fmt: skip
SWEEPS["tensor_array_grad"] = Sweep(("pd_op.array_read", "pd_op.array_write_", "pd_op.tensor_to_array"),
                                    lambda P, x, y: _arrays(P, x, y)[:2], args="xy", dtypes=FLOAT, grad=True, shapes=((3, 4),))  # fmt: skip
SWEEPS["increment"] = Sweep(("pd_op.increment", "pd_op.increment_"), lambda P, x: [_c(P).increment(x.sum(), 2.0), _c(P).increment_(_f(x).sum(), 1.5)],
                            dtypes=NUM)  # fmt: skip
SWEEPS["memcpy"] = Sweep(("pd_op.memcpy_d2h", "pd_op.memcpy_h2d", "pd_op.memcpy"),
                         lambda P, x: [_c(P).memcpy_d2h(_f(x), 0), _c(P).memcpy_h2d(_f(x), 0), _c(P).memcpy(_f(x), 0)], dtypes=NUM)  # fmt: skip
SWEEPS["print"] = Sweep(("pd_op.print",), lambda P, x: P.static.Print(x) * 2, dtypes=FLOAT, shapes=((3, 4),))
SWEEPS["share_var"] = Sweep(("pd_op.share_var",), lambda P, x, y: _share_var(P, x, y), args="xy", dtypes=FLOAT)
SWEEPS["c_embedding"] = Sweep(("pd_op.c_embedding", "pd_op.c_embedding_grad"), lambda P, w, i: _c(P).c_embedding(w, i, 1, 4), args="xi",
                              dtypes=FLOAT, grad=True, shapes=(((4, 5), (3, 2)),))  # fmt: skip


def _share_var(P: Any, x: Any, y: Any) -> Any:
    _c(P).share_var([_f(x), y])
    return x * 2


_COMM = "collective or p2p: needs several Paddle processes with a comm ring (tests/test_runner_multi.py and the pipeline runs check it)"
_DIST = "auto-parallel: needs a ProcessMesh and a distributed launch (dist-to-dense removes it before a dense run)"

NOT_SWEPT: dict[str, str] = {
    **{f"pd_op.{n}": _COMM for n in (
        "all_gather", "all_reduce", "all_reduce_", "all_to_all", "alltoall", "barrier", "broadcast", "broadcast_", "c_allgather",
        "c_allreduce_avg", "c_allreduce_avg_", "c_allreduce_max", "c_allreduce_max_", "c_allreduce_min", "c_allreduce_min_",
        "c_allreduce_prod", "c_allreduce_prod_", "c_allreduce_sum", "c_allreduce_sum_", "c_broadcast", "c_broadcast_", "c_identity",
        "c_identity_", "c_reduce_avg", "c_reduce_avg_", "c_reduce_sum", "c_reduce_sum_", "c_reducescatter", "c_sync_calc_stream",
        "c_sync_calc_stream_", "c_sync_comm_stream", "c_sync_comm_stream_", "p_recv", "p_send", "recv_v2", "reduce", "reduce_",
        "reduce_scatter", "send_v2")},
    **{f"dist_op.{n}": _DIST for n in ("dtensor_from_local", "dtensor_to_local", "reshard", "shard_tensor")},
    "builtin.constant": "made only by Paddle's passes (constant folding, parameter loading), not by the static API",
    "pd_op.depend": "Paddle's executor wants its output to be its input variable (the inplace pass of the full pipeline): fails in a plain static program",
    "pd_op.select_input": "legacy control flow (old IR cond lowering); PIR's cond builds pd_op.if, swept above",
    "pd_op.fused_linear_param_grad_add": "Paddle has only a GPU kernel; tests/test_runner_oracle.py checks the fused op against Paddle's unfused matmul_grad + add_",
    "pd_op.gaussian_": "random, in place on an operand: no Python API emits it (gaussian is swept by distribution)",
    "pd_op.uniform_": "random, in place on an operand: no Python API emits it (uniform is swept by distribution)",
    "pd_op.zeros_like": "Paddle 3.3.1's static API builds full_like instead; no Python API emits this op",
    "pd_op.ones_like": "Paddle 3.3.1's static API builds full_like instead; no Python API emits this op",
    "pd_op.assign_value": "Paddle 3.3.1's static API builds assign_value_ (swept); the out-of-place op is an older program's",
}  # fmt: skip


def covered() -> set[str]:
    return {op for s in SWEEPS.values() for op in s.ops}


def _dtypes_text(s: Sweep) -> str:
    return ", ".join(s.dtypes)


def _tol_text(s: Sweep) -> str:
    if s.kind == "shape":
        return "shape and dtype (values undefined)"
    if s.kind == "random":
        return f"shape, dtype; mean {s.stat[0]} ± {s.stat[1]}"
    parts = []
    for d in s.dtypes:
        if d in (I32, I64, BOOL):
            parts.append(f"{d}: equal")
        else:
            rt, at = s.tol.get(d, TOL[d])
            parts.append(f"{d}: {rt:g}/{at:g}")
    return "; ".join(dict.fromkeys(parts))


def table() -> str:
    """The markdown table of docs/kernels.md: one row per kernel, the entries that run it."""
    rows: dict[str, list[tuple[str, Sweep]]] = {}
    for name, s in SWEEPS.items():
        for op in s.ops:
            rows.setdefault(op, []).append((name, s))
    lines = ["| kernel | sweep entry | dtypes | tolerance (rtol/atol) |", "|---|---|---|---|"]
    for op in sorted(rows):
        for name, s in rows[op]:
            lines.append(f"| `{op}` | `{name}` | {_dtypes_text(s)} | {_tol_text(s)} |")
    lines.append("")
    lines.append("| kernel | not swept because |")
    lines.append("|---|---|")
    lines += [f"| `{op}` | {why} |" for op, why in sorted(NOT_SWEPT.items())]
    return "\n".join(lines) + "\n"
